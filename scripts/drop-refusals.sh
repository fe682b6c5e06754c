#!/usr/bin/env bash
# Deletes each refusal of the naive checkers once, by hand, and shows that the checker tests
# catch it (issue 49, item 3): for every name in REFUSALS (src/core/planted.rs), runs the
# tests of tests/checkers/ with CGCHECK_DROP_REFUSAL=<name> and requires them to fail.
# Prints a Markdown table (refusal, caught or SURVIVED, the first failing test) and exits 1
# if any planted bug survives. One build (`cargo test --no-run`), then a few seconds a name.
#
#   scripts/drop-refusals.sh [FILTER]     (default: checkers::; e.g. "checkers:: mnk::")
set -u
cd "$(dirname "$0")/.."
filter=("${@:-checkers::}")
bin=$(cargo test -j 1 --test suite --no-run 2>&1 |
  sed -n 's/.*Executable tests\/suite.rs (\(.*\))/\1/p' | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
  echo "cannot build the test suite" >&2
  exit 2
fi
names=$(sed -n '/^pub const REFUSALS/,/^];/p' src/core/planted.rs | grep -o '"[a-z0-9-]*"' | tr -d '"')
survived=0
echo '| refusal dropped | result | first failing test |'
echo '|---|---|---|'
for name in $names; do
  out=$(CGCHECK_DROP_REFUSAL="$name" "$bin" -q "${filter[@]}" 2>&1)
  if [ $? -eq 0 ]; then
    survived=$((survived + 1))
    echo "| \`$name\` | SURVIVED | |"
  else
    first=$(printf '%s\n' "$out" | sed -n 's/^---- \(.*\) stdout ----$/\1/p' | head -n 1)
    echo "| \`$name\` | caught | \`$first\` |"
  fi
done
echo
echo "$(echo "$names" | wc -w) refusals dropped one at a time, $survived survived"
[ "$survived" -eq 0 ]
