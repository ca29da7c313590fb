#!/usr/bin/env bash
# Regenerates every committed export from the current code:
#   Tests/ExportTests/Snapshots/ios13/   the snapshot tests' goldens: the built-in
#                                        theme's default export (every screen x appearance, 80x40, 24-bit ANSI)
#   screenshots/readme/                  the pictures of the README and the manual (SVG and PNG, 80x40;
#                                        review-page.png is Chromium's, from scripts/check-review-page.py --readme, and is kept;
#                                        tune-*.png are the card before and after the manual's tuning session,
#                                        from Tests/ExportTests/Snapshots/tuning)
#   Sources/Screens/BuiltinScreenTable.swift  the built-in screen files (Sources/Screens/BuiltinScreens)
#                                        decoded, first, as the exports draw them
#   Sources/Screens/AppleDrawnRatiosTable.swift  what Apple's palette reaches in each pair the
#                                        built-in screens draw (check and fix set targets by it)
#   README.md, Sources/DuskCLI/Dusk.docc/*.md  the command transcripts (```console blocks), from what each
#                                        `$ dusk ...` prints now (Tests/DuskCLITests/TranscriptTests.swift)
# Run after an intended change to what a screen draws, then review `git diff`.
# The snapshot tests fail on a stale, missing or extra golden.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each table is written by its own test (which fails this once, against the table it was built with),
# then the test runs again against the new table and must pass.
DUSK_RECORD=1 swift test --filter BuiltinScreenTableTests >/dev/null 2>&1 || true
swift test --filter BuiltinScreenTableTests >/dev/null
swift build --product dusk >/dev/null
dusk=.build/debug/dusk

goldens=Tests/ExportTests/Snapshots/ios13
rm -rf "$goldens" && mkdir -p "$goldens"
"$dusk" export ios13 --out "$goldens" >/dev/null

readme=screenshots/readme
tmp=$(mktemp -d)
find "$readme" -type f ! -name review-page.png -delete 2>/dev/null || true
mkdir -p "$readme"
"$dusk" export ios13 --screen settings,materials,card,controls --appearance light,dark --format svg --size 80x40 \
  --out "$readme" >/dev/null
# The materials in 256 colors (macOS Terminal's depth), as a terminal shows them.
"$dusk" export ios13 --screen materials --appearance light,dark --colors 256 --format png --size 80x40 \
  --out "$tmp/256" >/dev/null
for a in light dark; do mv "$tmp/256/materials-$a.png" "$readme/materials-$a-256.png"; done
# Before and after `dusk fix` on the light-only example palette.
"$dusk" fix themes/sunny.json --out "$tmp/sunny.fixed.json" >/dev/null 2>&1
sed -i "s|\"inherits\": \".*\"|\"inherits\": \"$PWD/themes/sunny.json\"|" "$tmp/sunny.fixed.json"
"$dusk" export themes/sunny.json --screen colors --appearance dark --format svg --size 64x16 --out "$tmp/before" >/dev/null
"$dusk" export "$tmp/sunny.fixed.json" --project "$PWD" --screen colors --appearance dark --format svg --size 64x16 --out "$tmp/after" >/dev/null
mv "$tmp/before/colors-dark.svg" "$readme/sunny-before-fix.svg"
mv "$tmp/after/colors-dark.svg" "$readme/sunny-after-fix.svg"
# The palette in use, on an example theme.
"$dusk" export themes/juniper.json --screen palette --appearance dark --format svg --size 80x40 --out "$tmp/palette" >/dev/null
mv "$tmp/palette/palette-dark.svg" "$readme/juniper-palette-dark.svg"
# The example screen files, as Juniper lists them.
"$dusk" export themes/juniper.json --screen wallet,chat --appearance light,dark --format svg --size 80x40 --out "$tmp/own" >/dev/null
for f in wallet-light wallet-dark chat-light chat-dark; do mv "$tmp/own/$f.svg" "$readme/juniper-$f.svg"; done
# Pictures people paste: a contact sheet of all eight appearances, and a framed PNG.
"$dusk" export themes/juniper.json --screen settings --format png --sheet --size 80x40 --out "$tmp/sheet" >/dev/null
mv "$tmp/sheet/settings-sheet.png" "$readme/juniper-settings-sheet.png"
"$dusk" export themes/juniper.json --screen wallet --appearance dark --format png --frame --size 80x40 \
  --out "$tmp/framed" >/dev/null
mv "$tmp/framed/wallet-dark.png" "$readme/juniper-wallet-dark-framed.png"
# The card before and after the manual's tuning session (the draft, and the file `w` wrote).
for stage in before:draft after:tuned; do
  mkdir -p "$tmp/tune-${stage%%:*}"
  "$dusk" export "Tests/ExportTests/Snapshots/tuning/marigold-${stage#*:}.json" --screen card --appearance light,dark \
    --size 64x30 --format png --out "$tmp/tune-${stage%%:*}" >/dev/null
  for a in light dark; do mv "$tmp/tune-${stage%%:*}/card-$a.png" "$readme/tune-${stage%%:*}-$a.png"; done
done
rm -rf "$tmp"

DUSK_RECORD=1 swift test --filter AppleDrawnRatiosTests >/dev/null 2>&1 || true
swift test --filter AppleDrawnRatiosTests >/dev/null

# The transcripts last, as they show what the code prints with the tables above.
DUSK_RECORD_TRANSCRIPTS=1 swift test --filter TranscriptTests >/dev/null 2>&1 || true
swift test --filter TranscriptTests >/dev/null

git status --short -- "$goldens" "$readme" Sources/Screens/AppleDrawnRatiosTable.swift Sources/Screens/BuiltinScreenTable.swift \
  README.md Sources/DuskCLI/Dusk.docc
