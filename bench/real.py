#!/usr/bin/env python3
"""Precision and recall of `dusk check` on real public systems, judged against labels read from each system's
own code (bench/real/<system>/labels.json: every pair with the file:line in repo@commit that draws it).

The systems' files are not in this repository. Check each out at its commit (the README beside each label
file says where the palette and the drawing code are), under $DUSK_REAL (default /work/realsys/<system>); a
system with no checkout is listed as missing. Halves are reported apart: `develop` (what dusk was tuned on)
and `held-out` (labelled before any check ran, looked at only for this report).

A finding: a pair `check --format json` marks `finding` in any appearance, other than separators. True: the
pair is labelled failing. False: labelled as drawn and passing, or labelled not drawn. Unlabelled: a finding on a
pair the labels do not name (the labels cover the pairs each system obviously draws, not every pair); precision
is reported both ways: true / (true + false), and true / all findings (unlabelled counted as false).
Recall: labelled failing pairs found / labelled failing pairs.
Names are compared as dusk's names, case, `-`, `_` and `.` ignored, an Android theme's `Theme/attr` (and
`Theme/android:attr`) as `attr`, and a code palette's `Type.constant` as `constant`.

A review (bench/real/<system>/review.json: {"pairs": [{foreground, background, verdict, why, drawn_at}]}, written by
someone reading the system's code for findings the labels do not name) turns unlabelled findings into true
(`drawn`: drawn together and failing), false (`not-drawn`, or `passes`: the printed ratio is not what is drawn) or
doubtful; findings neither labelled nor reviewed stay unlabelled.

usage: python3 bench/real.py [path/to/dusk] [-v | -vv] [--no-source] [--dump DIR] [--hide HALF]
  --dump DIR  writes DIR/<system>.json: the findings neither labels nor review name, with ratios and evidence
"""
import json, os, subprocess, sys

root = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(root)
dump = sys.argv[sys.argv.index("--dump") + 1] if "--dump" in sys.argv else None
# --hide HALF: that half's systems are not run (a half kept untouched until its report).
hidden = sys.argv[sys.argv.index("--hide") + 1] if "--hide" in sys.argv else None
args = [a for a in sys.argv[1:] if not a.startswith("-") and a not in (dump, hidden)]
dusk = args[0] if args else next(
    p for p in (os.path.join(repo, ".build/release/dusk"), os.path.join(repo, ".build/debug/dusk")) if os.path.exists(p))
checkouts = os.environ.get("DUSK_REAL", "/work/realsys")
verbose = "-v" in sys.argv or "-vv" in sys.argv
# -vv lists every half's pairs, held-out ones too: only once they have been reported.
every_half = "-vv" in sys.argv
with_source = "--no-source" not in sys.argv


def key(name):
    last = name.split("/")[-1]
    if last.startswith("android:"):
        last = last[len("android:"):]
    # A code palette's constant under its type (`Colours.text`, `AppColors.primary`) is labelled by its own name.
    head, dot, rest = last.partition(".")
    if dot and head[:1].isupper() and "." not in rest:
        last = rest
    return "".join(c for c in last.lower() if c not in "-_. ")


halves = {}


def row(name, half, tp, fp, unlabelled, fn, doubtful):
    findings = tp + fp + unlabelled + doubtful
    judged = tp / (tp + fp) if tp + fp else 1.0
    overall = tp / findings if findings else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return (f"{name:16} {half:9} {findings:8} {tp:5} {fp:5} {doubtful:5} {unlabelled:5} {fn:6}"
            f"  {judged:9.2f} ({overall:4.2f}) {recall:6.2f}")


print(f"{'system':16} {'half':9} {'findings':>8} {'true':>5} {'false':>5} {'doubt':>5} {'unlab':>5} {'missed':>6}"
      "  precision (all)  recall")
for name in sorted(os.listdir(os.path.join(root, "real"))):
    labels_path = os.path.join(root, "real", name, "labels.json")
    if not os.path.exists(labels_path):
        continue
    labels = json.load(open(labels_path))
    half = labels.get("half", "develop")
    if half == hidden:
        continue
    checkout = os.path.join(checkouts, name)
    if not os.path.isdir(checkout):
        print(f"{name:16} {half:9} missing: no checkout at {checkout}")
        continue
    command = [dusk, "check", os.path.join(checkout, labels["palette"][0]), "--format", "json"]
    if len(labels["palette"]) > 1:
        # The palette spans files (values/ and values-night/): the folder holding them all is the project.
        command += ["--project", os.path.join(checkout, os.path.commonpath(labels["palette"]))]
    command += ["--source", os.path.join(checkout, labels["source"])] if with_source else ["--source", "none"]
    run = subprocess.run(command, capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        # A palette dusk cannot read finds none of its failing pairs: they count as missed.
        missed = sum(1 for l in labels["pairs"] if l["fails"])
        h = halves.setdefault(half, [0, 0, 0, 0, 0])
        h[3] += missed
        print(f"{name:16} {half:9} dusk failed ({run.returncode}), {missed} missed: {run.stderr.strip()[:160]}")
        continue
    found = set()
    seen = {}
    for p in report["pairs"]:
        if p["finding"] and p["role"] != "separator":
            found.add((key(p["foreground"]), key(p["background"])))
            seen.setdefault((key(p["foreground"]), key(p["background"])), p)
    review_path = os.path.join(root, "real", name, "review.json")
    review = json.load(open(review_path))["pairs"] if os.path.exists(review_path) else []
    verdicts = {(key(r["foreground"]), key(r["background"])): r["verdict"] for r in review}
    failing = {(key(l["foreground"]), key(l["background"])) for l in labels["pairs"] if l["fails"]}
    labelled = {(key(l["foreground"]), key(l["background"])) for l in labels["pairs"]}
    tp, fn = len(found & failing), len(failing - found)
    fp = len((found - failing) & labelled)
    rest = found - labelled
    tp += sum(1 for pair in rest if verdicts.get(pair) == "drawn")
    fp += sum(1 for pair in rest if verdicts.get(pair) in ("not-drawn", "passes"))
    doubtful = sum(1 for pair in rest if verdicts.get(pair) == "doubtful")
    unlabelled = sum(1 for pair in rest if pair not in verdicts)
    h = halves.setdefault(half, [0, 0, 0, 0, 0])
    h[0] += tp; h[1] += fp; h[2] += unlabelled; h[3] += fn; h[4] += doubtful
    print(row(name, half, tp, fp, unlabelled, fn, doubtful))
    if dump:
        os.makedirs(dump, exist_ok=True)
        unreviewed = [seen[pair] for pair in sorted(rest) if pair not in verdicts]
        fields = ("appearance", "foreground", "background", "foregroundColor", "backgroundColor", "role", "ratio",
                  "target", "evidence")
        with open(os.path.join(dump, name + ".json"), "w") as out:
            json.dump([{f: p.get(f) for f in fields} for p in unreviewed], out, indent=1)
    if verbose and (half == "develop" or every_half):
        for pair in sorted((found - failing) & labelled):
            print(f"    false: {pair[0]} on {pair[1]}")
        for pair in sorted(found - labelled):
            print(f"    {verdicts.get(pair, 'unlabelled')}: {pair[0]} on {pair[1]}")
        for pair in sorted(failing - found):
            print(f"    missed: {pair[0]} on {pair[1]}")
for half, (tp, fp, unlabelled, fn, doubtful) in sorted(halves.items()):
    print(row("all " + half, "", tp, fp, unlabelled, fn, doubtful))
