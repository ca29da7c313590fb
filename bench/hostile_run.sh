#!/usr/bin/env bash
# Times dusk on the inputs bench/hostile_inputs.py writes: wall time, peak
# memory (GNU time's maximum resident set size) and the exit code of each.
set -u
dir=${1:-/tmp/dusk-hostile}; dusk=${2:-.build/release/dusk}
run() {
  local label=$1; shift
  local start end rss rc
  start=$(date +%s.%N)
  timeout "${TIMEOUT:-120}" /usr/bin/time -f %M -o /tmp/dusk-hostile-rss "$dusk" "$@" >/dev/null 2>/tmp/dusk-hostile-err; rc=$?
  end=$(date +%s.%N)
  rss=$(tail -1 /tmp/dusk-hostile-rss)
  printf '| %s | %.2f s | %d MiB | %d |\n' "$label" "$(echo "$end - $start" | bc)" $((rss / 1024)) "$rc"
}
echo "| input | time | peak RSS | exit |"
echo "|---|---|---|---|"
run "tall backdrop: export materials 1000x1000" export "$dir/tall-backdrop.json" --screen materials --appearance light --size 1000x1000 --out -
run "tall backdrop: export materials 80x40" export "$dir/tall-backdrop.json" --screen materials --appearance light --out -
run "4096x4096 backdrop: export materials 80x40" export "$dir/big-backdrop.json" --screen materials --appearance light --out -
run "4096x4096 backdrop: export materials 1000x1000" export "$dir/big-backdrop.json" --screen materials --appearance light --size 1000x1000 --out -
run "10k unknown aliases: colors" colors "$dir/unknown-aliases.json"
run "2k x 2k pairs: check" check "$dir/pairs.json"
run "800k colors: colors" colors "$dir/huge.json"
run "800k colors: check" check "$dir/huge.json"
run "50k tokens: colors" colors "$dir/many.tokens.json"
run "resolver, one 5k file x 200: colors" colors "$dir/repeat.resolver.json"
# Turn three (issue 23): derive and fix on 1,000 colors, catalogs growing 4x, $extends and untyped alias chains.
run "1,000 colors: derive" derive "$dir/palette-1000.json"
run "1,000 colors: fix" fix "$dir/palette-1000.json" --out /tmp/dusk-hostile-fixed.json
run "1,000 colors: check" check "$dir/palette-1000.json"
# Round four (issue 54): derive, fix and check on 40,000 colors, 30,000 background names, 0.95 MB of fallbacks.
run "40,000 colors: derive" derive "$dir/palette-40000.json"
run "40,000 colors: fix" fix "$dir/palette-40000.json" --out /tmp/dusk-hostile-fixed-40k.json
run "40,000 colors: check" check "$dir/palette-40000.json"
run "30,000 background names: check" check "$dir/background-30k.json"
run "0.95 MB of var() fallbacks: check" check "$dir/fallbacks.css"
run "2,000 colors: derive" derive "$dir/palette-2000.json"
run "10,000 colorsets: colors" colors "$dir/colorsets-10k.xcassets"
run "40,000 colorsets: colors" colors "$dir/colorsets-40k.xcassets"
run "20,000 groups of one colorset: colors" colors "$dir/groups-20k.xcassets"
run "10,000-link \$extends chain (over the color limit: an error)" colors "$dir/extends-chain.tokens.json"
run "20,000 untyped aliases in a chain: colors" colors "$dir/untyped-chain.tokens.json"
# The live preview on 10,000 colors: 1,000 Down keys sent at once, then q; the time until it has quit.
if command -v tmux >/dev/null; then
  tmux kill-session -t dusk-hostile 2>/dev/null
  tmux new-session -d -s dusk-hostile -x 100 -y 40 "$dusk $dir/palette-10000.json --screen palette"
  sleep 2
  keys=$(printf 'Down %.0s' $(seq 1 1000))
  start=$(date +%s.%N)
  tmux send-keys -t dusk-hostile $keys
  tmux send-keys -t dusk-hostile q
  while tmux has-session -t dusk-hostile 2>/dev/null; do sleep 0.02; done
  end=$(date +%s.%N)
  printf '| preview, 10,000 colors: 1,000 Down then q, until it quit | %.2f s | - | - |\n' "$(echo "$end - $start" | bc)"
fi
# Round three (issue 39): hostile CSS, XML, ASE, a folder that is no token folder, derive at scale, the review page.
run "@custom-media naming itself 40 times: colors" colors "$dir/custom-media-40.css"
run "@custom-media naming itself 60 times: colors" colors "$dir/custom-media-60.css"
run "2,000 @custom-media x 2,000 @media: colors" colors "$dir/custom-media-2000.css"
run "5,000 nested var() fallbacks (an error)" colors "$dir/var-5000.css"
run "2,000 nested light-dark() (an error)" colors "$dir/light-dark-2000.css"
run "100,000 CSS custom properties (over the color limit: an error)" colors "$dir/props-100k.css"
run "50,000 CSS custom properties: colors" colors "$dir/props-50k.css"
run "100,000 attributes on one element: colors" colors "$dir/attributes-100k.xml"
run "30,000 swatches of one name: colors" colors "$dir/same-name-30k.ase"
run "/usr as a theme (refused)" colors /usr
run "100,000 colors: derive (over the color limit: an error)" derive "$dir/palette-100k.json"
run "50,000 colors: derive" derive "$dir/palette-50k.json"
run "review page, 56 views of 300x300 (refused)" export --format html --size 300x300 --out /tmp/dusk-hostile-page
run "review page, every screen x 8 at scale 2, framed" export --format html --scale 2 --frame --appearance all --out /tmp/dusk-hostile-page
