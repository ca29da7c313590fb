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
