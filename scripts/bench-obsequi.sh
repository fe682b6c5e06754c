#!/usr/bin/env bash
# Times cgcheck's Domineering outcome search against Obsequi (Nathan Bullock's solver) side by
# side, one thread each, on empty boards, for each first player (issue 46).
#
#   OBSEQUI=/path/to/Obsequi scripts/bench-obsequi.sh [options] [BOARD ...]
#
# BOARD is RxC (rows x columns; default: 8x8 7x9 8x9). Options:
#   --reps N             runs of each tool per board and first player (default 1)
#   --first left|right|both   which first player (default both; left = V, vertical)
#   --cgcheck BIN        the cgcheck binary (default target/release/cgcheck)
#   --table-bits N       cgcheck's --table-bits (default: cgcheck's own table size)
#   --obsequi-bits N     Obsequi's table: 2^N entries of 24 bytes (default 24: 403 MB)
#   --before BIN         also time this older cgcheck binary (same options), alternating with
#                        the other two: the before / after figures of a change, same run
#
# The two tools alternate run by run (Obsequi first on odd repetitions, cgcheck first on even
# ones), so a machine loaded by something else slows both alike; CPU seconds (user + system,
# from /usr/bin/time) are the figure to compare on a shared machine, wall time is shown
# beside. Each run's line: board, first player, tool, winner, CPU s, wall s, peak RSS; then
# per board and first player the mean CPU of each tool and the ratio Obsequi / cgcheck
# (above 1: cgcheck is faster), and the larger peak RSS of each. The winners must agree
# (a disagreement is printed and makes the exit code 1).
#
# Nothing of Obsequi (GPL) is in this repository. To build it, outside the repository:
#   dir=$(mktemp -d) && cd "$dir"
#   git clone https://github.com/nathanbullock/obsequi && cd obsequi/obsequi
#   # the solver alone needs no protobuf: drop the HTML server's metrics from score-board.cc
#   sed -i '/#include "obsequi.pb.h"/d' score-board.cc
#   sed -i '/^void score_board_get_metrics/,/^}/d' score-board.cc
#   mkdir -p objs && make Obsequi CPPFLAGS="-std=c++11 -O3 -march=native \
#     -include cstdio -include cstdlib -include cstring -include cassert"
#   export OBSEQUI=$PWD/Obsequi
set -u

reps=1
firsts="left right"
cgcheck=target/release/cgcheck
table_bits=
obsequi_bits=24
before=
boards=()
while [ $# -gt 0 ]; do
  case $1 in
    --reps) reps=$2; shift 2 ;;
    --first)
      case $2 in
        left|right) firsts=$2 ;;
        both) firsts="left right" ;;
        *) echo "error: --first takes left, right or both, not '$2'" >&2; exit 2 ;;
      esac
      shift 2 ;;
    --cgcheck) cgcheck=$2; shift 2 ;;
    --table-bits) table_bits=$2; shift 2 ;;
    --obsequi-bits) obsequi_bits=$2; shift 2 ;;
    --before) before=$2; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "error: unknown option $1 (see --help)" >&2; exit 2 ;;
    *) boards+=("$1"); shift ;;
  esac
done
[ ${#boards[@]} -eq 0 ] && boards=(8x8 7x9 8x9)
if [ -z "${OBSEQUI:-}" ] || [ ! -x "$OBSEQUI" ]; then
  echo "error: set OBSEQUI to an Obsequi binary (see the build recipe at the top of $0)" >&2
  exit 2
fi
if [ ! -x "$cgcheck" ]; then
  echo "error: no cgcheck binary at $cgcheck (cargo build -j 1 --release, or --cgcheck BIN)" >&2
  exit 2
fi
if [ -n "$before" ] && [ ! -x "$before" ]; then
  echo "error: no cgcheck binary at $before (--before)" >&2
  exit 2
fi
case $reps in ''|*[!0-9]*|0) echo "error: --reps takes a whole number from 1, not '$reps'" >&2; exit 2 ;; esac
for b in "${boards[@]}"; do
  [[ $b =~ ^[1-9][0-9]*x[1-9][0-9]*$ ]] || { echo "error: a board is RxC, not '$b'" >&2; exit 2; }
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
bad=0

run_obsequi() { # rows cols first(left|right)
  local turn=V
  [ "$3" = right ] && turn=H
  printf 'solve rows %s cols %s bits %s %s\n' "$1" "$2" "$obsequi_bits" "$turn" >"$scratch/in"
  /usr/bin/time -f '%U %S %e %M' -o "$scratch/time" "$OBSEQUI" <"$scratch/in" >"$scratch/out" 2>&1
  local code=$? winner
  winner=$(sed -n 's/^winner \([HV]\).*/\1/p' "$scratch/out" | tail -n 1)
  case $winner in V) winner=left ;; H) winner=right ;; *) winner="?($code)" ;; esac
  figures "$winner"
}

run_before() { # rows cols first: the --before binary
  cgcheck=$before run_cgcheck "$@"
}

run_cgcheck() { # rows cols first
  local position args winner
  position=$(printf '%*s' "$2" '' | tr ' ' '.')
  position=$(for ((r = 0; r < $1; r++)); do printf '%s\n' "$position"; done | paste -sd/)
  args=(solve domineering --position "$position" --outcome-only --first "$3" --json)
  [ -n "$table_bits" ] && args+=(--table-bits "$table_bits")
  RAYON_NUM_THREADS=1 /usr/bin/time -f '%U %S %e %M' -o "$scratch/time" "$cgcheck" "${args[@]}" \
    >"$scratch/out" 2>"$scratch/err"
  local code=$?
  winner=$(sed -n 's/.*"winner": "\([a-z]*\)".*/\1/p' "$scratch/out")
  [ -z "$winner" ] && winner="?($code)"
  figures "$winner"
}

# "winner cpu wall rss_mb" from the time file of the last run.
figures() {
  local user sys wall rss
  read -r user sys wall rss < <(tail -n 1 "$scratch/time")
  printf '%s %.2f %.2f %.0f\n' "$1" "$(echo "$user + $sys" | bc -l)" "$wall" "$(echo "$rss / 1024" | bc -l)"
}

printf '%-6s %-6s %-8s %-7s %9s %9s %9s\n' board first tool winner cpu_s wall_s rss_MB
declare -A cpu peak answer
for ((rep = 1; rep <= reps; rep++)); do
  for b in "${boards[@]}"; do
    rows=${b%x*} cols=${b#*x}
    for first in $firsts; do
      if ((rep % 2)); then order="obsequi cgcheck"; else order="cgcheck obsequi"; fi
      if [ -n "$before" ]; then
        if ((rep % 2)); then order="before $order"; else order="$order before"; fi
      fi
      for tool in $order; do
        read -r winner c w r < <("run_$tool" "$rows" "$cols" "$first")
        printf '%-6s %-6s %-8s %-7s %9s %9s %9s\n' "$b" "$first" "$tool" "$winner" "$c" "$w" "$r"
        key="$b $first"
        cpu[$key $tool]=$(echo "${cpu[$key $tool]:-0} + $c" | bc -l)
        [ "${peak[$key $tool]:-0}" -lt "$r" ] && peak[$key $tool]=$r
        if [ -z "${answer[$key]:-}" ]; then
          answer[$key]=$winner
        elif [ "${answer[$key]}" != "$winner" ]; then
          echo "DISAGREE: $b, $first first: ${answer[$key]} against $winner ($tool)"
          bad=1
        fi
      done
    done
  done
done

echo
printf '%-6s %-6s %-7s %12s %12s %8s %12s %12s' board first winner obsequi_cpu cgcheck_cpu ratio obsequi_MB cgcheck_MB
[ -n "$before" ] && printf ' %12s %10s %10s' before_cpu speedup before_MB
echo
for b in "${boards[@]}"; do
  for first in $firsts; do
    key="$b $first"
    o=$(echo "${cpu[$key obsequi]} / $reps" | bc -l)
    g=$(echo "${cpu[$key cgcheck]} / $reps" | bc -l)
    # The ratio needs CPU time to divide by ("-": a run too short for /usr/bin/time's 0.01 s).
    ratio=-
    [ "$(echo "$g > 0" | bc -l)" = 1 ] && ratio=$(printf '%.2f' "$(echo "$o / $g" | bc -l)")
    printf '%-6s %-6s %-7s %12.2f %12.2f %8s %12s %12s' "$b" "$first" "${answer[$key]}" \
      "$o" "$g" "$ratio" "${peak[$key obsequi]}" "${peak[$key cgcheck]}"
    if [ -n "$before" ]; then
      # speedup: the --before binary's CPU over this cgcheck's (above 1: the change is faster).
      o=$(echo "${cpu[$key before]} / $reps" | bc -l)
      speedup=-
      [ "$(echo "$g > 0" | bc -l)" = 1 ] && speedup=$(printf '%.2f' "$(echo "$o / $g" | bc -l)")
      printf ' %12.2f %10s %10s' "$o" "$speedup" "${peak[$key before]}"
    fi
    echo
  done
done
exit $bad
