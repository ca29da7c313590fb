#!/usr/bin/env python3
"""Precision and recall of `dusk check` on real public systems, judged against labels read from each system's
own code (bench/real/<system>/labels.json: every pair with the file:line in repo@commit that draws it).

The systems' files are not in this repository. Check each out at its commit (the README beside each label
file says where the palette and the drawing code are), under $DUSK_REAL (default /work/realsys/<system>); a
system with no checkout is listed as missing. Halves are reported apart: `develop` (what dusk was tuned on)
and `held-out` (labelled before any check ran, looked at only for this report).

A finding: a pair `check --format json` marks `finding` in any appearance, other than separators. True: the
pair is labelled failing. Recall: labelled failing pairs found / labelled failing pairs.
Names are compared as dusk's names, case, `-`, `_` and `.` ignored, and an Android theme's `Theme/attr` as
`attr`.

usage: python3 bench/real.py [path/to/dusk] [-v] [--no-source]
"""
import json, os, subprocess, sys

root = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(root)
args = [a for a in sys.argv[1:] if not a.startswith("-")]
dusk = args[0] if args else next(
    p for p in (os.path.join(repo, ".build/release/dusk"), os.path.join(repo, ".build/debug/dusk")) if os.path.exists(p))
checkouts = os.environ.get("DUSK_REAL", "/work/realsys")
verbose = "-v" in sys.argv
with_source = "--no-source" not in sys.argv


def key(name):
    last = name.split("/")[-1]
    return "".join(c for c in last.lower() if c not in "-_. ")


halves = {}
print(f"{'system':16} {'half':9} {'findings':>8} {'true':>5} {'false':>5} {'missed':>6}  precision recall")
for name in sorted(os.listdir(os.path.join(root, "real"))):
    labels_path = os.path.join(root, "real", name, "labels.json")
    if not os.path.exists(labels_path):
        continue
    labels = json.load(open(labels_path))
    half = labels.get("half", "develop")
    checkout = os.path.join(checkouts, name)
    if not os.path.isdir(checkout):
        print(f"{name:16} {half:9} missing: no checkout at {checkout}")
        continue
    command = [dusk, "check", os.path.join(checkout, labels["palette"][0]), "--format", "json"]
    command += ["--source", os.path.join(checkout, labels["source"])] if with_source else ["--source", "none"]
    run = subprocess.run(command, capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        print(f"{name:16} {half:9} dusk failed ({run.returncode}): {run.stderr.strip()[:200]}")
        continue
    found = set()
    for p in report["pairs"]:
        if p["finding"] and p["role"] != "separator":
            found.add((key(p["foreground"]), key(p["background"])))
    failing = {(key(l["foreground"]), key(l["background"])) for l in labels["pairs"] if l["fails"]}
    tp, fp, fn = len(found & failing), len(found - failing), len(failing - found)
    h = halves.setdefault(half, [0, 0, 0])
    h[0] += tp; h[1] += fp; h[2] += fn
    precision = tp / len(found) if found else 1.0
    recall = tp / len(failing) if failing else 1.0
    print(f"{name:16} {half:9} {len(found):8} {tp:5} {fp:5} {fn:6}  {precision:9.2f} {recall:6.2f}")
    if verbose and half == "develop":
        for pair in sorted(found - failing):
            print(f"    false: {pair[0]} on {pair[1]}")
        for pair in sorted(failing - found):
            print(f"    missed: {pair[0]} on {pair[1]}")
for half, (tp, fp, fn) in sorted(halves.items()):
    print(f"{'all ' + half:26} {tp + fp:8} {tp:5} {fp:5} {fn:6}  {tp / max(1, tp + fp):9.2f} {tp / max(1, tp + fn):6.2f}")
