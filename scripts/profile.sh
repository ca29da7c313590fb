#!/usr/bin/env bash
# Instruction counts (repeatable, unlike wall time) for 100 compose + ANSI
# exports of a 120x40 screen, per function. Usage: scripts/profile.sh [screen]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product dusk-bench >/dev/null
out=$(mktemp)
valgrind --tool=callgrind --callgrind-out-file="$out" .build/release/dusk-bench profile "${1:-settings}" >/dev/null 2>&1
callgrind_annotate --inclusive=yes "$out" | grep -E "PROGRAM TOTALS|Screens|Export|ThemeKit" | head -25 | cut -c1-160
rm -f "$out"
