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
# Conjecture files over nim-sum (cheap): conj NAME FORMULA.
conj() {
  printf '[[conjecture]]\nid = "c"\nstatement = "s"\nquantity = "nim-sum"\nformula = "%s"\nx = { from = 0, to = 3 }\ny = 0\nz = 0\n' "$2" > "$scratch/$1.toml"
}
conj ceil 'ceil(x / 2)'
conj half 'x / 2'
conj sqrt 'math::sqrt(x)'
conj nested "$(python3 -c 'print("(" * 300 + "x" + ")" * 300)')"
conj big "$(python3 -c 'print("x + " * 1300 + "x")')"
conj minus "$(python3 -c 'print("-" * 3000 + "x")')"
conj div0 '1/0'
conj xdiv0 'x / 0'
conj mod0 'x % 0'
conj overflow '9223372036854775807 + x + 1'
conj mul 'x * 9223372036854775807 * 9223372036854775807'
conj longint '99999999999999999999999999 + x'
conj pow 'x ^ 200'
conj isqrtneg 'isqrt(0 - 1 - x)'
conj pick 'pick(x + 5, 1, 2)'
conj divfn 'div(x, 0)'
conj modfn 'mod(x, 0)'
conj minempty 'min()'
conj iftwo 'if(x, 2)'
conj syntax 'x +'
conj paren '(x'
conj empty ''
conj unknownvar 'w + 1'
conj float 'x + 0.5'
conj exact 'x'
printf '[[conjecture]\n' > "$scratch/truncated.toml"
printf '[[conjecture]]\nid = "c"\nstatement = "s"\nquantity = "nope"\nformula = "x"\nx = 1\n' > "$scratch/quantity.toml"
printf '[[conjecture]]\nid = "c"\nquantity = "nim-sum"\n' > "$scratch/fields.toml"
printf '\000\001\377\376binary\000' > "$scratch/binary"
cp evidence/censuses/seki-4x5-h2.json "$scratch/census.json"
head -c 300 evidence/censuses/seki-4x5-h2.json > "$scratch/truncated.json"
printf '{}\n' > "$scratch/object.json"
printf '[1, 2]\n' > "$scratch/array.json"
printf '{"format": "cgcheck-census 99"}\n' > "$scratch/census99.json"
mkdir "$scratch/dir.json" "$scratch/store-dir.json"
ln -s deep.json "$scratch/link.json"
ln -s /dev/zero "$scratch/zero-link.json"
ln -s nowhere.json "$scratch/dangling.json"
ln -s loop-b.json "$scratch/loop-a.json"
ln -s loop-a.json "$scratch/loop-b.json"
# Genuine small parts (a second each), then tampered copies of them.
mkdir "$scratch/h" "$scratch/v"
for i in 0 1; do
  "$bin" hunt SL-PN --instances 20 --seed 3 --threads 1 --time 1m --shard $i/2 --dir "$scratch/h" >/dev/null 2>&1
done
for i in 0 1 2; do
  "$bin" verify --claim SL-PN --shard $i/3 --dir "$scratch/v" >/dev/null 2>&1
done
h0="$scratch/h/hunt-SL-PN-part-0-of-2.hunt.json"
h1="$scratch/h/hunt-SL-PN-part-1-of-2.hunt.json"
v0="$scratch/v/verify-SL-PN-quick-part-0-of-3.verify.json"
tamper() { # tamper NAME SED-SCRIPT FILES...: copies FILES into $scratch/NAME, edited
  local name=$1 script=$2 f
  shift 2
  mkdir "$scratch/$name"
  for f in "$@"; do sed "$script" "$f" > "$scratch/$name/$(basename "$f")"; done
}
tamper hcount0 's/"count": 2/"count": 0/' "$h0" "$h1"
tamper hindex 's/"index": 1/"index": 7/' "$h0" "$h1"
tamper hinstances 's/"instances": 20/"instances": 30/' "$h0" "$h1"
tamper hforged '0,/"counterexample": null/s//"counterexample": {"stream": 3, "instance": 1, "detail": "forged"}/' "$h0" "$h1"
tamper hforged2 '0,/"counterexample": null/s//"counterexample": "forged"/' "$h0" "$h1"
tamper hseed 's/"seed": 3/"seed": 4/' "$h0"
cp "$h1" "$scratch/hseed/"
tamper hnull 's/"summary": {/"summary": null, "x": {/' "$h0" "$h1"
tamper vcount0 's/"count": 3/"count": 0/' "$scratch"/v/*.json
tamper vindex 's/"index": 2/"index": 9/' "$scratch"/v/*.json
tamper vjudged 's/"judged": 11289/"judged": 11000/; s/"done": 11289/"done": 11000/' "$scratch"/v/*.json
tamper vtotal 's/"instances": 33867/"instances": 40000/' "$scratch"/v/*.json
tamper vundecided 's/"undecided": 0/"undecided": 5/' "$scratch"/v/*.json
tamper vclaim 's/"claim": "SL-PN"/"claim": "SL-Nim"/' "$scratch"/v/*.json
mkdir "$scratch/odd"
head -c 400 "$h0" > "$scratch/odd/cut.hunt.json"
: > "$scratch/odd-empty.hunt.json"
cp "$scratch/binary" "$scratch/odd-binary.hunt.json"
ln -s /dev/zero "$scratch/odd-zero.hunt.json"
mkdir "$scratch/odd-dir.hunt.json"
cp "$v0" "$scratch/odd-kind.hunt.json"
printf 'cgcheck-seki-level 1\n{"t": 1}\n' > "$scratch/bad-header.level"
printf 'cgcheck-seki-level 1\n' > "$scratch/cut-header.level"
ln -s /dev/zero "$scratch/zero.level"
# Records of one kind for writers of another.
cp evidence/certificates/mnk-9-4-4-1-1.cert "$scratch/cert.cert" 2>/dev/null || printf 'c1\n' > "$scratch/cert.cert"
bad=0

# One case: the line's leading NAME=VALUE words go to the environment (tryenv), a leading
# FULL sends stdout to /dev/full, a leading PIPE closes stdout after one byte (a quiet death
# by SIGPIPE, 141, is then fine too).
envs=()
out=
try() {
  local code first shown
  if [ "$out" = pipe ]; then
    timeout 30 prlimit --as=8000000000 env "${envs[@]}" "$bin" "$@" 2>"$scratch/err" </dev/null | head -c 1 >/dev/null
    code=${PIPESTATUS[0]}
  else
    timeout 30 prlimit --as=8000000000 env "${envs[@]}" "$bin" "$@" >"${out:-$scratch/out}" 2>"$scratch/err" </dev/null
    code=$?
  fi
  first=$(head -n 1 "$scratch/err")
  [ -z "$first" ] && [ -z "$out" ] && first=$(head -c 2000 "$scratch/out" | head -n 1)
  case $code in 0|1|2) ;; 141) [ "$out" = pipe ] || bad=$((bad + 1)) ;; *) bad=$((bad + 1)) ;; esac
  shown="cgcheck"
  [ "$out" = /dev/full ] && shown="(>/dev/full) cgcheck"
  [ "$out" = pipe ] && shown="(|head -c1) cgcheck"
  [ ${#envs[@]} -gt 0 ] && shown="${envs[*]} $shown"
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
  envs=()
  out=
  case $line in
    FULL\ *) out=/dev/full; line=${line#FULL } ;;
    PIPE\ *) out=pipe; line=${line#PIPE } ;;
  esac
  while [[ $line =~ ^([A-Z_]+=[^ ]*)\ (.*)$ ]]; do
    envs+=("${BASH_REMATCH[1]}")
    line=${BASH_REMATCH[2]}
  done
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
# The class alone: the full solve of 8 x 8 and 4 x 16 (every first move proved) is estimated
# at 1.6 and 2.4 minutes and announced with a heartbeat, a long run and not an edge input,
# which the 30 s timeout would count as a hang.
solve domineering 8 8 --outcome-only
solve domineering 4 16 --outcome-only
# The table size of the outcome search (--table-bits N: 2^N slots, N from 9 to 36).
solve domineering 3 3 --outcome-only --table-bits 8
solve domineering 3 3 --outcome-only --table-bits 37
solve domineering 3 3 --outcome-only --table-bits 99999999999999999999
solve domineering 3 3 --outcome-only --table-bits -1
solve domineering 3 3 --outcome-only --table-bits x
solve domineering 3 3 --outcome-only --table-bits ""
solve domineering 3 3 --outcome-only --table-bits 36
solve domineering 3 3 --table-bits 20
solve domineering --position "..#./..../...." --outcome-only --first left --table-bits 9
solve domineering 8 8 --outcome-only --table-bits 20
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
solve mnk 6 7 5 --zones
solve mnk 7 7 5 --zones --budget 0
solve mnk 7 7 5 --zones --budget 100000000
solve mnk 9 8 5 --zones
solve mnk 3 3 3 --zones --after "a1"
solve mnk 3 3 3 --zones --certificate evidence/certificates/mnk-7-7-5-1-1.cert
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
# Exact formulas (issue 44, item 1): never a float, a panic or a hang.
verify --conjectures $scratch/ceil.toml --hunt-time 0
verify --conjectures $scratch/half.toml --hunt-time 0
verify --conjectures $scratch/sqrt.toml --hunt-time 0
verify --conjectures $scratch/nested.toml --hunt-time 0
verify --conjectures $scratch/big.toml --hunt-time 0
verify --conjectures $scratch/minus.toml --hunt-time 0
verify --conjectures $scratch/div0.toml --hunt-time 0
verify --conjectures $scratch/xdiv0.toml --hunt-time 0
verify --conjectures $scratch/mod0.toml --hunt-time 0
verify --conjectures $scratch/overflow.toml --hunt-time 0
verify --conjectures $scratch/mul.toml --hunt-time 0
verify --conjectures $scratch/longint.toml --hunt-time 0
verify --conjectures $scratch/pow.toml --hunt-time 0
verify --conjectures $scratch/isqrtneg.toml --hunt-time 0
verify --conjectures $scratch/pick.toml --hunt-time 0
verify --conjectures $scratch/divfn.toml --hunt-time 0
verify --conjectures $scratch/modfn.toml --hunt-time 0
verify --conjectures $scratch/minempty.toml --hunt-time 0
verify --conjectures $scratch/iftwo.toml --hunt-time 0
verify --conjectures $scratch/syntax.toml --hunt-time 0
verify --conjectures $scratch/paren.toml --hunt-time 0
verify --conjectures $scratch/empty.toml --hunt-time 0
verify --conjectures $scratch/unknownvar.toml --hunt-time 0
verify --conjectures $scratch/float.toml --hunt-time 0
verify --conjectures $scratch/exact.toml --hunt-time 0 --conjectures-out /dev/full
verify --conjectures $scratch/exact.toml --hunt-time 0 --conjectures-out $scratch/plain/c.md
verify --conjectures $scratch/exact.toml --hunt-time 0 --conjectures-out $scratch/nodir/c.md
# Conjecture files that are no conjecture file (issue 44, item 5: read capped).
verify --conjectures /dev/zero --hunt-time 0
verify --conjectures /etc --hunt-time 0
verify --conjectures $scratch/binary --hunt-time 0
verify --conjectures $scratch/plain --hunt-time 0
verify --conjectures $scratch/truncated.toml --hunt-time 0
verify --conjectures $scratch/census.json --hunt-time 0
verify --conjectures $scratch/quantity.toml --hunt-time 0
verify --conjectures $scratch/fields.toml --hunt-time 0
verify --conjectures $scratch/zero-link.json --hunt-time 0
# Censuses that are no census.
check-census /dev/zero
check-census /etc
check-census $scratch/binary
check-census $scratch/plain
check-census $scratch/truncated.json
check-census $scratch/object.json
check-census $scratch/array.json
check-census $scratch/census99.json
check-census $scratch/deep.json
check-census $h0
check-census $scratch/zero-link.json
check-census $scratch/dangling.json
check-census $scratch/loop-a.json
# Parts: genuine, then tampered, then no part at all.
merge $scratch/h
merge $scratch/v
merge $h0
merge $h0 $h0
merge $scratch/h $scratch/v
merge $scratch/hcount0
merge $scratch/hindex
merge $scratch/hinstances
merge $scratch/hforged
merge $scratch/hforged2
merge $scratch/hseed
merge $scratch/hnull
merge $scratch/vcount0
merge $scratch/vindex
merge $scratch/vjudged
merge $scratch/vtotal
merge $scratch/vundecided
merge $scratch/vclaim
merge $scratch/odd
merge $scratch/odd-empty.hunt.json
merge $scratch/odd-binary.hunt.json
merge $scratch/odd-zero.hunt.json
merge $scratch/odd-dir.hunt.json
merge $scratch/odd-kind.hunt.json
merge $scratch/bad-header.level
merge $scratch/cut-header.level
merge $scratch/zero.level
merge /dev/zero
merge /etc/hostname
merge $scratch/h --summary /dev/full
merge $scratch/h --summary $scratch/plain/s.json
merge $scratch/h --summary $scratch/nodir/s.json
merge $scratch/h --into $scratch/newer.json
merge $scratch/h --into $scratch/store-dir.json
merge $scratch/h --record $scratch/r.json
# Records written over another kind or shape (refused unless --force), and odd targets.
solve mnk 3 3 3 --certificate $scratch/census.json
solve mnk 3 3 3 --certificate $scratch/census.json --force
enumerate seki 3x3 --max-height 2 --only seki --record $scratch/cert.cert
enumerate seki 3x3 --max-height 2 --only seki --record $scratch/deep.json
enumerate seki 3x3 --max-height 2 --only seki --record /dev/full
enumerate seki 3x3 --max-height 2 --only seki --record $scratch/plain/r.json
enumerate seki 3x3 --max-height 2 --only seki --record $scratch/nodir/r.json
solve domineering 2 2 --outcome-only --record $scratch/census.json
solve domineering 2 2 --outcome-only --record $scratch/census.json --force
solve domineering 2 2 --outcome-only --record /dev/full
solve mnk 3 3 3 --certificate $scratch/nodir/c.cert
# A claim named twice runs once.
verify --claim SL-Nim --claim SL-Nim --no-write
claims --claim SL-Nim --claim SL-Nim
verify --claim NOPE --claim NOPE --no-write
# Stores: a newer format, a directory, symbolic links.
verify --claim SL-Nim --evidence $scratch/newer.json --out $scratch/C.md
verify --claim SL-Nim --evidence $scratch/store-dir.json --out $scratch/C.md
claims --evidence $scratch/store-dir.json
hunt SL-PN --time 1s --evidence $scratch/store-dir.json --out $scratch/C.md
merge $scratch/h --into $scratch/link.json
claims --claim SL-PN --evidence $scratch/link.json
claims --claim SL-Nim --evidence $scratch/zero-link.json
claims --claim SL-Nim --evidence $scratch/dangling.json
claims --claim SL-Nim --evidence $scratch/loop-a.json
# Thread counts.
RAYON_NUM_THREADS=100000 solve nim 1 2 3
RAYON_NUM_THREADS=257 solve nim 1 2 3
RAYON_NUM_THREADS=99999999999999999999 solve nim 1 2 3
RAYON_NUM_THREADS=many solve nim 1 2 3
RAYON_NUM_THREADS=0 solve nim 1 2 3
RAYON_NUM_THREADS=1 solve nim 1 2 3
RAYON_RS_NUM_CPUS=100000 solve nim 1 2 3
RAYON_NUM_THREADS=100000 verify --claim SL-Nim --no-write
RAYON_NUM_THREADS=100000 solve domineering 4 4
hunt SL-PN --time 1s --threads 100000 --no-write
hunt SL-PN --time 1s --threads 18446744073709551616 --no-write
hunt SL-PN --time 1s --threads -1 --no-write
# Standard output that cannot be written: a full disk, a pipe closed early.
FULL solve nim 1 2 3
FULL solve nim 1 2 3 --json
FULL verify --claim SL-Nim --no-write
FULL claims --claim SL-Nim
FULL artifacts
FULL table alpha-row 2 --max-n 200
FULL sg column-row 5,3,3,1 --moves
FULL solve mnk 3 3 3 --after a1
FULL enumerate seki 3x3 --max-height 2
FULL check-census evidence/censuses/seki-4x5-h2.json
FULL merge $scratch/h
FULL verify --conjectures $scratch/exact.toml --hunt-time 0
FULL --help
FULL solve --help
PIPE table alpha-row 2 --max-n 2000
PIPE solve nim \$(seq 1 20000)
PIPE artifacts
LIST
echo
echo "commands that panicked, hung or aborted: $bad"
[ "$bad" -eq 0 ]
