#!/usr/bin/env bash
# Runs every cargo-fuzz target briefly: `scripts/fuzz-smoke.sh [SECONDS] [TARGET...]`.
#
# Installs cargo-fuzz if missing. Uses a nightly toolchain with AddressSanitizer where one is
# installed, otherwise stable with `--sanitizer none`. Each target starts from its committed
# seeds (fuzz/seeds/<target>) and the regressions (fuzz/regressions/<target>) in a scratch
# corpus, so a smoke run leaves the work tree unchanged.
#
# Budgets. Every target bounds the work of one input in the target itself (a size or node
# budget, see each check's doc), chosen so that an input takes well under a second natively.
# AddressSanitizer costs up to ~3x and a loaded 2-core machine another ~2x, so libFuzzer's
# per-input timeout (PER_INPUT_SECONDS, default 60) is a safety net with a wide margin, not the
# budget: an input that reaches it is a budget bug in the target.
#
# Exits non-zero if any target fails, and says which kind of failure it was:
#   disagreement  the check panicked: solvers disagree, a counterexample, or a parser misbehaved
#   timeout       one input ran past PER_INPUT_SECONDS: a budget bug, not a wrong answer
#   out-of-memory one input went past the RSS limit: also a budget bug
#   build         the target did not build
# The failing input is printed with the steps to keep it as a regression.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
shift || true
per_input="${PER_INPUT_SECONDS:-60}"

if ! command -v cargo-fuzz >/dev/null 2>&1; then
  echo "installing cargo-fuzz ..."
  cargo install cargo-fuzz --locked
fi

if rustup toolchain list 2>/dev/null | grep -q '^nightly'; then
  fuzz=(cargo +nightly fuzz)
  sanitizer=()
  echo "fuzzing with nightly + AddressSanitizer"
else
  fuzz=(cargo fuzz)
  sanitizer=(--sanitizer none)
  echo "no nightly toolchain: fuzzing on stable with --sanitizer none"
fi

if [ "$#" -gt 0 ]; then
  targets=("$@")
else
  mapfile -t targets < <(cd fuzz && "${fuzz[@]}" list)
fi

# Build every target first, so a build failure is reported as one and the timed runs below
# measure fuzzing, not compiling.
build_ok=1
if [ "$#" -gt 0 ]; then
  for t in "${targets[@]}"; do
    (cd fuzz && "${fuzz[@]}" build "${sanitizer[@]}" "$t") || build_ok=0
  done
else
  (cd fuzz && "${fuzz[@]}" build "${sanitizer[@]}") || build_ok=0
fi
if [ "$build_ok" -ne 1 ]; then
  echo "!! build: the fuzz targets do not build"
  exit 1
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
failed=()
for t in "${targets[@]}"; do
  corpus="$scratch/$t"
  artifacts="$scratch/artifacts/$t/"
  mkdir -p "$corpus" "$artifacts"
  for dir in fuzz/seeds/"$t" fuzz/regressions/"$t"; do
    [ -d "$dir" ] && find "$dir" -maxdepth 1 -type f ! -name '*.md' -exec cp {} "$corpus"/ \;
  done
  echo "== $t: ${seconds}s"
  start=$(date +%s)
  if (cd fuzz && "${fuzz[@]}" run "${sanitizer[@]}" "$t" "$corpus" -- \
        -max_total_time="$seconds" -timeout="$per_input" -rss_limit_mb=4096 \
        -artifact_prefix="$artifacts" -report_slow_units="$((per_input / 4))" \
        -print_final_stats=1 2>"$scratch/$t.log"); then
    runs=$(grep -E '^stat::number_of_executed_units' "$scratch/$t.log" | awk '{print $2}')
    echo "   ok: ${runs:-?} inputs in $(( $(date +%s) - start )) s"
    if grep -q 'Slowest unit' "$scratch/$t.log"; then
      grep 'Slowest unit' "$scratch/$t.log" | tail -n 1 | sed 's/^/   note: /'
    fi
    continue
  fi
  log="$scratch/$t.log"
  input=$(ls "$artifacts" 2>/dev/null | head -n 1 || true)
  if grep -q 'ERROR: libFuzzer: timeout' "$log"; then
    kind="timeout"
    why="one input ran past ${per_input} s: a budget bug in the target (not a wrong answer)"
  elif grep -q 'ERROR: libFuzzer: out-of-memory' "$log"; then
    kind="out-of-memory"
    why="one input went past the 4 GB RSS limit: a budget bug in the target (not a wrong answer)"
  elif grep -qE "panicked at|ERROR: libFuzzer: deadly signal|ERROR: AddressSanitizer" "$log"; then
    kind="disagreement"
    why="the check failed: see the panic message above"
  else
    kind="error"
    why="the fuzzer stopped for another reason: see the log above"
  fi
  tail -n 30 "$log"
  echo "!! $t: $kind: $why"
  if [ -n "$input" ]; then
    mkdir -p "fuzz/artifacts/$t"
    cp "$artifacts/$input" "fuzz/artifacts/$t/$input"
    echo "!! input: fuzz/artifacts/$t/$input (base64: $(base64 -w0 "$artifacts/$input" | head -c 400))"
    echo "!! keep it as fuzz/regressions/$t/<name>, fix the target or the solver, and cargo test"
    echo "!! will replay it."
  fi
  failed+=("$t ($kind)")
  status=1
done
if [ "$status" -ne 0 ]; then
  echo "!! failed: ${failed[*]}"
else
  echo "all ${#targets[@]} fuzz targets ran clean"
fi
exit $status
