#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer) and runs each for
# RUNS executions (default 1,000,000), seeded from themes/ and the golden exports.
# Inputs that crash are copied to fuzz/regressions/<target>/, where a unit
# test replays them on every `swift test`.
#   fuzz/run.sh [RUNS]            (TARGETS="tokens" fuzz/run.sh for one target)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-1000000}
out=fuzz/.build
mkdir -p "$out"
# One module per target: the sources of the modules below Screens (color
# science, theme model, syntax, formats, pairs, audit) and the platform layer's file
# reading compiled in (the imports dropped). AtomicFile needs the C cleanup
# helper and nothing here writes files, so it stays out (as does Memory, the
# allocator setting the CLI makes through the same C module), and InPlaceFile,
# FileTransaction and WriteJournal, which write through it (the journal's
# bytes are JournalFormat's, which the journal target fuzzes).
rm -rf "$out/src" && mkdir -p "$out/src"
for f in $(find Sources/ColorScience Sources/ThemeModel Sources/Syntax Sources/Formats Sources/Pairs Sources/Audit -name '*.swift') $(find Sources/Platform -name '*.swift' ! -name AtomicFile.swift ! -name Memory.swift ! -name InPlaceFile.swift ! -name FileTransaction.swift ! -name WriteJournal.swift); do
  sed -E '/^import (Platform|ColorScience|ThemeModel|Syntax|Formats|Pairs|Audit|CMath)$/d' "$f" > "$out/src/$(echo "$f" | tr / _)"
done
core=$(find "$out/src" -name '*.swift' | sort)
sed -E '/^import (ColorScience|ThemeModel)$/d' Sources/ANSIReader/ANSIReader.swift > "$out/ANSIReader.swift"
build() { swiftc -O -package-name dusk -sanitize=fuzzer,address -parse-as-library "$@" 2> "$out/build.log" || { cat "$out/build.log"; exit 1; }; }
build -module-name FuzzCore $core fuzz/theme_loader.swift -o "$out/theme-loader"
build -module-name FuzzANSIReader $core "$out/ANSIReader.swift" fuzz/ansi_reader.swift -o "$out/ansi-reader"
build -module-name FuzzTokens $core fuzz/tokens.swift -o "$out/tokens"
# The journal's bytes need only the platform layer's sources.
build -module-name FuzzJournal $(ls "$out"/src/Sources_Platform_*.swift) fuzz/journal.swift -o "$out/journal"
[ "${BUILD_ONLY:-0}" = 1 ] && { echo "built: $out/theme-loader $out/ansi-reader $out/tokens $out/journal"; exit 0; }

crashed=0
for target in ${TARGETS:-theme-loader ansi-reader tokens journal}; do
  corpus="$out/corpus-$target"
  rm -rf "$out/crashes-$target"
  mkdir -p "$corpus" "fuzz/regressions/$target" "$out/crashes-$target"
  if [ "$target" = theme-loader ]; then cp themes/*.json "$corpus/" 2>/dev/null || true
  elif [ "$target" = tokens ]; then
    printf '%s' '{"color": {"$type": "color", "bg": {"$value": "#FFFFFF", "$extensions": {"mode": {"dark": "#000000"}}}, "fg": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0], "alpha": 1}}, "link": {"$value": {"$ref": "#/color/fg"}}}}' > "$corpus/terrazzo.tokens.json"
    printf '%s' '{"sets": [{"sources": ["a.tokens.json"]}], "modifiers": {"theme": {"contexts": {"light": [], "dark": ["a.tokens.json"], "dark_ax": [{"$ref": "a.tokens.json"}]}}}}' > "$corpus/apple.resolver.json"
    printf '%s' '[{"name": "Light", "selectedTokenSets": {"core": "source"}}, {"name": "Dark", "group": "m", "selectedTokenSets": {"core": "enabled"}}]' > "$corpus/themes.json"
    printf '%s' '{"a": {"$root": {"$value": "oklch(70% 0.1 200)"}, "b": {"$value": "{a}"}}, "g": {"$extends": "{a}"}, "p": {"$type": "color", "$value": "hsl(10 50% 50% / .5)", "$extensions": {"org.primer.overrides": {"dark": {"$value": "#fff", "alpha": 0.5}, "dark-dimmed": "{a}"}}}}' > "$corpus/dtcg2025.json"
    printf '%s' '<?xml version="1.0"?><resources><!-- c --><color name="a">#FF6200EE</color><color name="b">@color/a</color><item name="c" type="color">@color/p</item><style name="T"><item name="colorPrimary">@color/b</item></style></resources>' > "$corpus/colors.xml"
    printf '%s' 'system: "base16"\nname: "X"\npalette:\n  base00: "#2b303b"\n  base01: 343d46 # c\n' > "$corpus/scheme.yaml"
    printf 'ASEF\000\001\000\000\000\000\000\003\300\001\000\000\000\006\000\002\000g\000\000\000\001\000\000\000\030\000\002\000a\000\000RGB ?\200\000\000?\200\000\000?\200\000\000\000\002\300\002\000\000\000\000' > "$corpus/swatches.ase"
    printf '%s' ':root { --brand: #1f7a5c; --text: var(--brand); } @media (prefers-color-scheme: dark) { :root { --brand: #4cd6a4cc; } .elevated { --brand: #fff; } } @media (prefers-contrast: more) { :root { --text: #000; } }' > "$corpus/palette.css"
    printf '%s' '@custom-media --OSdark (prefers-color-scheme: dark); @layer base { :root { --hue: 250; --bg: 0 0% 100%; --brand: oklch(50% 0.1 var(--hue)); --r: 0.5rem; &[data-theme="dark"] { --brand: light-dark(#fff, var(--x, #000)); } @media (--OSdark) { --bg: 222 84% 5%; } } .dark, :is(.dark *) :where(html:not(.light)) { --bg: hsl(var(--bg)); } @supports (color: color(display-p3 1 1 1)) { @media (color-gamut: p3) { :root { --brand: color(display-p3 1 0 0); } } } } @theme inline { --color-bg: var(--bg); }' > "$corpus/shadcn.css"
    printf '%s' '@custom-media --a (--b), (prefers-color-scheme: dark); @custom-media --b (--a); @custom-media --hc (prefers-contrast: more) and (--a); @media (--a) { :root { --x: light-dark(light-dark(#fff, #000), var(--y, light-dark(#111, #222))); } } @media (--hc), (--night-mode) { :root { --y: #333; } } :root { --y: var(--y); --z: var(--x); --w: lab(1e300 0 0); }' > "$corpus/custom-media.css"
    printf '%s' '{ color: { base: { red: { value: "#FF0000", darkValue: "#CC0000", hcValue: "#F00" } }, font: { value: "{color.base.red.value}" }, d: { value: "#000" }, d: { value: "#111" } }, extensions: { x: 1 } }' > "$corpus/sd.json5"
  elif [ "$target" = journal ]; then
    printf 'dusk journal 2\n2049 131074\n2\n24\nA.colorset/Contents.json3\nold3\nnew24\nB.colorset/Contents.json1\na1\nbplaced 0 2049 4096\nplaced 1 2049 4097\npla' > "$corpus/catalog.journal"
    printf 'dusk journal 2\n1 2\n1\n10\ntheme.json0\n0\n' > "$corpus/empty.journal"
  else
    # Short slices of real exports: the reader's work is linear, short inputs explore faster.
    for f in Tests/ExportTests/Snapshots/ios13/{settings-dark,materials-light,card-light}.ans; do
      head -c 3000 "$f" > "$corpus/$(basename "$f").head"
    done
  fi
  echo "== $target: $runs runs"
  set +e
  "$out/$target" -runs="$runs" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/crashes-$target/" "$corpus" 2>&1 | grep -E "^#[0-9]+.*(DONE|pulse)|Done [0-9]+ runs|ERROR|crash-" | tail -3
  set -e
  for f in "$out/crashes-$target"/*; do
    [ -e "$f" ] && cp "$f" "fuzz/regressions/$target/" && echo "crash kept: fuzz/regressions/$target/$(basename "$f")" && crashed=1
  done
done
# A crash fails the run (CI runs a short one); the input is kept for the regression tests.
exit "$crashed"
