#!/usr/bin/env python3
"""Precision and recall of `dusk check`'s findings against hand labels (bench/precision/*/labels.json).

A finding is a (foreground, background) pair `check --format json` marks `finding` in any appearance. A labelled
pair is one a designer says the system draws, with whether it fails WCAG in light or dark. Precision: findings
that are labelled failing / all findings on text and icons. Recall: labelled failing pairs found / all labelled
failing pairs. Lines (`source` separator: borders held to Apple's separator) are reported apart: the labels do
not judge borders.

usage: python3 bench/precision.py [path/to/dusk]   (default: .build/release/dusk, else .build/debug/dusk)
"""
import json, os, subprocess, sys

root = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(root)
dusk = sys.argv[1] if len(sys.argv) > 1 else next(
    p for p in (os.path.join(repo, ".build/release/dusk"), os.path.join(repo, ".build/debug/dusk")) if os.path.exists(p))

totals = {"tp": 0, "fp": 0, "fn": 0, "lines": 0}
print(f"{'system':16} {'findings':>8} {'true':>5} {'false':>5} {'missed':>6} {'lines':>5}  precision recall")
for name in sorted(os.listdir(os.path.join(root, "precision"))):
    folder = os.path.join(root, "precision", name)
    labels_path = os.path.join(folder, "labels.json")
    if not os.path.exists(labels_path):
        continue
    labels = json.load(open(labels_path))
    run = subprocess.run([dusk, "check", os.path.join(folder, labels["theme"]), "--format", "json"],
                         capture_output=True, text=True)
    report = json.loads(run.stdout)
    found, lines = set(), set()
    for p in report["pairs"]:
        if not p["finding"]:
            continue
        pair = (p["foreground"], p["background"])
        (lines if p["role"] == "separator" else found).add(pair)
    failing = {(l["foreground"], l["background"]) for l in labels["pairs"] if l["fails"]}
    tp, fp, fn = len(found & failing), len(found - failing), len(failing - found)
    totals["tp"] += tp; totals["fp"] += fp; totals["fn"] += fn; totals["lines"] += len(lines)
    precision = tp / len(found) if found else 1.0
    recall = tp / len(failing) if failing else 1.0
    print(f"{name:16} {len(found):8} {tp:5} {fp:5} {fn:6} {len(lines):5}  {precision:9.2f} {recall:6.2f}")
    if "-v" in sys.argv or os.environ.get("VERBOSE"):
        for pair in sorted(found - failing):
            print(f"    false: {pair[0]} on {pair[1]}")
        for pair in sorted(failing - found):
            print(f"    missed: {pair[0]} on {pair[1]}")
tp, fp, fn = totals["tp"], totals["fp"], totals["fn"]
print(f"{'all':16} {tp + fp:8} {tp:5} {fp:5} {fn:6} {totals['lines']:5}  {tp / max(1, tp + fp):9.2f} {tp / max(1, tp + fn):6.2f}")
