#!/usr/bin/env bash
# Instruction counts (repeatable, unlike wall time) for 100 compose + ANSI
# exports of a 120x40 screen, per function. Usage: scripts/profile.sh [screen]
# (valgrind cannot read the debug info of Swift's release builds: it counts a copy without it.)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product dusk-bench >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/dusk-bench" .build/release/dusk-bench
valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/dusk-bench" profile "${1:-settings}" >/dev/null 2>&1
callgrind_annotate --inclusive=yes "$work/out" | grep -E "PROGRAM TOTALS|Screens|Export|ThemeModel|Formats|Audit|ColorScience|Encoding" | head -25 | cut -c1-160
