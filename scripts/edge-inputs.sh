#!/usr/bin/env bash
# Tries bad, huge, finished and edge inputs on every command, as a stranger would, and prints
# a Markdown table: command, exit code, first line of output (stderr first, else stdout).
#
#   scripts/edge-inputs.sh [CGCHECK]      (default: target/release/cgcheck)
#
# Each command runs with a 30 s timeout and an 8 GB address-space limit, so a hang shows as
# exit 124 and a memory blow-up as an abort instead of taking the machine down. Expected:
# exit 0 with a right answer, 1 for a failed check or certificate, 2 for refused input; never
# 101 (panic), 124 (hang), 134 or 137 (abort).
set -u
cd "$(dirname "$0")/.."
bin="${1:-target/release/cgcheck}"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
printf 'c1\n' > "$scratch/header-only.cert"
: > "$scratch/empty.cert"
nested="$(python3 -c 'print("1. a1 " + "(" * 16000 + "b2" + ")" * 16000)')"
echo "$nested" > "$scratch/nested.txt"
sed 's/"h": 2/"h": 3/' evidence/censuses/seki-4x5-h2.json > "$scratch/relabelled-census.json"
: > "$scratch/plain"
printf '{"records": {}}\n' > "$scratch/deep.json"
printf '{"records": {}}\n' > "$scratch/locked.json"
mkdir "$scratch/locked.json.lock"
printf '{"format": 99, "records": {"X": 1}}\n' > "$scratch/newer.json"
bad=0

try() {
  local code first shown
  timeout 30 prlimit --as=8000000000 "$bin" "$@" >"$scratch/out" 2>"$scratch/err" </dev/null
  code=$?
  first=$(head -n 1 "$scratch/err")
  [ -z "$first" ] && first=$(head -c 2000 "$scratch/out" | head -n 1)
  case $code in 0|1|2) ;; *) bad=$((bad + 1)) ;; esac
  shown="cgcheck"
  for a in "$@"; do
    if [[ $a =~ ^[A-Za-z0-9_.,/:=+-]+$ ]]; then shown+=" $a"; else shown+=" '$a'"; fi
  done
  [ ${#shown} -gt 90 ] && shown="${shown:0:87}..."
  printf '| `%s` | %s | %s |\n' "${shown//|/\\|}" "$code" "$(printf '%s' "${first:0:140}" | sed 's/|/\\|/g')"
}

echo '| command | exit | first line |'
echo '|---|---|---|'
while IFS= read -r line; do
  [ -z "$line" ] && continue
  case $line in \#*) continue ;; esac
  eval "try $line"
done <<LIST
solve nim -1
solve nim 18446744073709551616
solve nim 1x
solve nim 0 0 0
solve nim " 5"
solve nim 5 --json
solve nim \$(seq 1 100000)
solve subtraction --set "" 5
solve subtraction --set 0 5
solve subtraction --set 1,3,4 99999999999999999999
solve subtraction --set 1,,3 5
solve subtraction --set 1,3,4x 5
solve subtraction --set 1,3,4 0
solve subtraction --set 4294967296 5
solve wythoff 0 0
solve wythoff -3 2
solve wythoff 18446744073709551615 1
solve wythoff 1000 1000 --reference
solve seki "1 2; 3"
solve seki ""
solve seki "0 0; 0 0"
solve seki "1 0; 0 0"
solve seki "1 1; 1 x"
solve seki "4294967296"
solve seki "100; 010; 001"
solve seki "5 5 5 5 5; 5 5 5 5 5; 5 5 5 5 5; 5 5 5 5 5; 5 5 5 5 5"
solve seki "2 2; 2 2" --variant nope
solve seki "1 1; 1 1" --json
enumerate seki 3x --max-height 3
enumerate seki 0x3 --max-height 3
enumerate seki 3x3 --max-height 4294967296
enumerate seki 3x3 --max-height -1
enumerate seki 4x4 --max-height 6
enumerate seki 3x3 --max-height 2 --only nonsense
enumerate seki 3x3 --max-height 2 --limit -5
solve domineering 8 8
solve domineering 4 16
solve domineering 0 5
solve domineering 1 1
solve domineering 99999999999 2
solve domineering 2 2 --json
solve cube 0
solve cube 5
solve cube 99999999999999999999
table outcome --max 8
table outcome --max 0
table alpha --max 40
table alpha-row 2 --max-n 18446744073709551615
table alpha-row 9 --max-n 10
table column-row gamma --max 4294967296
table column-row almost-gamma --d 4294967296
table column-row rectangle --max 0
alpha 10 6000
alpha 0 0
alpha 2 -1
alpha 3 3 --strict --show --json
polynomial domineering 12 12
polynomial domineering 0 3
staircase --max-n 25
staircase --max-n 0
staircase --max-n 4294967297
sg column-row ""
sg column-row "0"
sg column-row "3,5"
sg column-row "5,3,3,1x"
sg column-row "5,,3"
sg column-row "1000000,1000000"
sg column-row "5,3,3,1" --moves --json
solve mnk 3 3 3 --after "a1 b1 a2 b2 a3"
solve mnk 3 3 3 --after "a1 b1 a2 b2 a3" --json
solve mnk 3 3 3 --after "a1 b1 c3 b2 a3 b3"
solve mnk 3 3 3 --after "a1 b1 a2 b2 a3 b3"
solve mnk 3 3 3 --after "a1 a1"
solve mnk 3 3 3 --after "z9"
solve mnk 3 3 3 --after "a4294967297"
solve mnk 3 3 3 --after "a1 b2 c3 a2 a3 c1 b1 b3 c2"
solve mnk 3 3 0
solve mnk 3 3 4
solve mnk 0 0 1
solve mnk 99999 99999 5
solve mnk 4294967297 3 3
solve mnk 3 3 3 --p 0
solve mnk 3 3 3 --q 99999999999
solve mnk 3 3 3 --budget 18446744073709551616
solve mnk 5 5 4 --reference
solve mnk 7 7 5 --minimax
solve mnk 3 3 3 --weak --after "a1"
check-certificate /dev/null
check-certificate /dev/zero
check-certificate $scratch/empty.cert
check-certificate $scratch/header-only.cert
check-certificate /no/such/file
check-certificate /etc
check-census $scratch/relabelled-census.json
check-census evidence/censuses/seki-4x5-h2.json --recount 1
solve mnk 3 3 3 --certificate evidence/certificates/mnk-9-4-4-1-1.cert
enumerate seki 3x4 --max-height 2 --only seki --record evidence/censuses/seki-3x4-h7.json
solve domineering 2 2 --outcome-only --record evidence/domineering/outcome-9x9.json
artifacts /no/such/dir
artifacts $scratch/empty.cert
artifacts $scratch/header-only.cert
artifacts --stale
line mnk 3 3 3 "1. b2 ... a1 2. c1 ... a3(F)"
line mnk 3 3 3 "99999999999999999999. b2"
line mnk 3 3 3 "1. b2 ... b2"
line mnk 3 3 3 "1. b2 ... a1 2. c1 ... a3(F) junk"
line mnk 3 3 3 "\$(cat $scratch/nested.txt)"
line mnk 3 3 3 ""
pairing 5 5 5 --show
pairing 0 5 5
pairing 99999999 99999999 5
pairing 5 5 5 --budget -1
pairing 8 8 9 --torus --show
hunt SL-PN --time 99999999999999999999h --no-write
hunt SL-PN --time 18446744073709551615m --no-write
hunt SL-PN --time 1x --no-write
hunt SL-PN --time -5s --no-write
hunt SL-PN --time 1s --threads 0 --no-write
hunt SL-PN --time 1s --threads 65 --no-write
hunt SL-PN --time 1s --seed -1 --no-write
hunt NOPE --time 1s
hunt SL-PN --time 1s --evidence /no/such.json
hunt SL-PN --time 1s --evidence /dev/zero
claims --evidence /dev/zero
claims --evidence /etc/hostname
verify --claim NOPE
verify --claim SL-Nim --no-write --evidence /no/such.json
solve domineering 4 4 --proof /dev/full
solve domineering 4 4 --proof $scratch/plain/p.txt
solve mnk 3 3 3 --certificate /dev/full
hunt SL-PN --time 30s --evidence $scratch/deep.json --out $scratch/plain/CLAIMS.md
hunt SL-PN --time 30s --evidence $scratch/locked.json --out $scratch/C.md
hunt SL-PN --time 30s --evidence $scratch/newer.json
verify --deep --claim SL-PN --evidence $scratch/deep.json --out $scratch/plain/CLAIMS.md
verify --claim SL-Nim --no-write --summary $scratch/plain/s.json
claims --evidence $scratch/newer.json
LIST
echo
echo "commands that panicked, hung or aborted: $bad"
[ "$bad" -eq 0 ]
