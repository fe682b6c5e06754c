#!/usr/bin/env bash
# Runs every cargo-fuzz target briefly: `scripts/fuzz-smoke.sh [SECONDS] [TARGET...]`.
#
# Installs cargo-fuzz if missing. Uses a nightly toolchain with AddressSanitizer where one is
# installed, otherwise stable with `--sanitizer none`. Each target starts from its committed
# seeds (fuzz/seeds/<target>) and the regressions (fuzz/regressions/<target>) in a scratch
# corpus, so a smoke run leaves the work tree unchanged. Exits non-zero if any target finds a
# disagreement; the crashing input is printed with the steps to keep it as a regression.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-30}"
shift || true

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

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
status=0
for t in "${targets[@]}"; do
  corpus="$scratch/$t"
  mkdir -p "$corpus"
  for dir in fuzz/seeds/"$t" fuzz/regressions/"$t"; do
    [ -d "$dir" ] && cp -r "$dir"/. "$corpus"/ 2>/dev/null || true
  done
  echo "== $t: ${seconds}s"
  if ! (cd fuzz && "${fuzz[@]}" run "${sanitizer[@]}" "$t" "$corpus" -- \
        -max_total_time="$seconds" -timeout=5 -rss_limit_mb=4096 -print_final_stats=0 \
        2>"$scratch/$t.log"); then
    tail -n 30 "$scratch/$t.log"
    echo "!! $t found a disagreement. Keep the input printed above (fuzz/artifacts/$t/...) as"
    echo "!! fuzz/regressions/$t/<name>, fix the solver, and cargo test will replay it."
    status=1
  else
    grep -E '^(Done|#[0-9]+ +DONE)' "$scratch/$t.log" | tail -n 1 || true
  fi
done
exit $status
