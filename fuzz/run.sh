#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer) and runs each for
# RUNS executions (default 1,000,000), seeded from themes/ and screenshots/.
# Inputs that crash are copied to fuzz/regressions/<target>/, where a unit
# test replays them on every `swift test`.
#   fuzz/run.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1000000}
out=fuzz/.build
mkdir -p "$out"
themekit=$(find Sources/ThemeKit -name '*.swift' | sort)

# One module per target (ThemeKit's sources compiled in), so drop the import.
sed '/^import ThemeKit$/d' Sources/ANSIReader/ANSIReader.swift > "$out/ANSIReader.swift"
build() { swiftc -O -sanitize=fuzzer,address -parse-as-library "$@" 2> "$out/build.log" || { cat "$out/build.log"; exit 1; }; }
build -module-name FuzzThemeKit $themekit fuzz/theme_loader.swift -o "$out/theme-loader"
build -module-name FuzzANSIReader $themekit "$out/ANSIReader.swift" fuzz/ansi_reader.swift -o "$out/ansi-reader"

for target in theme-loader ansi-reader; do
  corpus="$out/corpus-$target"
  mkdir -p "$corpus" "fuzz/regressions/$target" "$out/crashes-$target"
  if [ "$target" = theme-loader ]; then cp themes/*.json "$corpus/" 2>/dev/null || true
  else
    # Short slices of real exports: the reader's work is linear, short inputs explore faster.
    for f in screenshots/ios13/settings-dark.ans screenshots/ios13/materials-light.ans screenshots/ios13/card-light.ans; do
      head -c 3000 "$f" > "$corpus/$(basename "$f").head"
    done
  fi
  echo "== $target: $runs runs"
  set +e
  "$out/$target" -runs="$runs" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes-$target/" "$corpus" 2>&1 | grep -E "^#[0-9]+.*(DONE|pulse)|Done [0-9]+ runs|ERROR|crash-" | tail -3
  set -e
  for f in "$out/crashes-$target"/*; do
    [ -e "$f" ] && cp "$f" "fuzz/regressions/$target/" && echo "crash kept: fuzz/regressions/$target/$(basename "$f")"
  done
done
