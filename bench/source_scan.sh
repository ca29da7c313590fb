#!/usr/bin/env bash
# How fast `check --source` reads an app's code (issue 51: 10,000 files in under 2 s and 100 MB).
# Builds a tree of 10,000 real source files (Kotlin, XML layouts, Swift, CSS, TSX, Vue, Svelte, Dart, ...) copied
# from the real systems checked out under $DUSK_REAL (bench/real.py; default /work/realsys), repeating the first
# files under copy/ when they hold fewer, then times `dusk check PALETTE --source TREE` three times with
# /usr/bin/time (wall seconds, user seconds, peak resident KB).
# usage: bash bench/source_scan.sh PALETTE [path/to/dusk] [extra check arguments...]
set -euo pipefail
palette=$1
dusk=${2:-.build/release/dusk}
shift $(( $# > 1 ? 2 : 1 ))
real=${DUSK_REAL:-/work/realsys}
tree=${TMPDIR:-/tmp}/dusk-source-bench
rm -rf "$tree"
mkdir -p "$tree"
list=$(mktemp)
(cd "$real" && find . -type f \( -name '*.kt' -o -name '*.xml' -o -name '*.swift' -o -name '*.css' -o -name '*.scss' \
  -o -name '*.tsx' -o -name '*.jsx' -o -name '*.vue' -o -name '*.svelte' -o -name '*.html' -o -name '*.ts' \
  -o -name '*.js' -o -name '*.dart' -o -name '*.xib' -o -name '*.storyboard' \) -not -path '*/node_modules/*' \
  -size -2M | LC_ALL=C sort) > "$list"
copy() { while read -r f; do mkdir -p "$1/$(dirname "$f")"; cp "$real/$f" "$1/$(dirname "$f")/"; done; }
head -10000 "$list" | copy "$tree"
have=$(wc -l < "$list")
if [ "$have" -lt 10000 ]; then head -$((10000 - have)) "$list" | copy "$tree/copy"; fi
rm -f "$list"
echo "tree: $(find "$tree" -type f | wc -l) files, $(du -sh "$tree" | cut -f1)"
for _ in 1 2 3; do
  /usr/bin/time -f "%e s wall, %U s user, %M KB peak" "$dusk" check "$palette" "$@" --source "$tree" --format json \
    2>&1 >/dev/null | tail -1 || true
done
"$dusk" check "$palette" "$@" --source "$tree" 2>/dev/null | head -1 || true
