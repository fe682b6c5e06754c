#!/usr/bin/env bash
# scripts/slurm/selftest.sh - checks scripts/slurm/cluster.sh against the real Slurm it drives.
#
# Installs the packages if missing, brings a one-node cluster up in a fresh temporary
# directory, and checks that:
#   1. a 3-task job array runs, and a job depending `afterok` on it runs after it and sees
#      every task's output; slurm_job_ok accepts both jobs;
#   2. when one task of an array exits non-zero, slurm_job_ok refuses the array, and a job
#      depending `afterok` on it never runs: it is cancelled (kill_invalid_depend), so the
#      queue drains and slurm_wait_jobs returns instead of hanging;
#   3. slurm_down stops every process the cluster started (daemons, slurmscriptd, slurmstepd,
#      jobs), and a second slurm_down is a no-op.
# Exits 0 and prints `selftest: ok (N s)` on success; non-zero with a message otherwise.
# Needs root. Usage: bash scripts/slurm/selftest.sh
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=scripts/slurm/cluster.sh
source "$here/cluster.sh"

fail() {
    echo "selftest: FAIL: $*" >&2
    exit 1
}

t_start=$SECONDS
slurm_install

dir=$(mktemp -d "${TMPDIR:-/tmp}/slurm-selftest.XXXXXX")
trap 'slurm_down "$dir"' EXIT
trap 'exit 130' INT TERM

t0=$SECONDS
slurm_up "$dir"
echo "selftest: cluster up in $((SECONDS - t0)) s ($dir)"

# 1. An array and a job that depends on it.
t0=$SECONDS
array=$(sbatch --parsable --chdir="$dir" --output="$dir/slurm-%A_%a.out" --array=0-2 \
    --wrap "echo \$SLURM_ARRAY_TASK_ID > $dir/out.\$SLURM_ARRAY_TASK_ID")
concat=$(sbatch --parsable --chdir="$dir" --output="$dir/slurm-%j.out" \
    --dependency="afterok:$array" --wrap "cat $dir/out.0 $dir/out.1 $dir/out.2 > $dir/all")
slurm_wait_jobs 60 || fail "good jobs did not finish"
[[ -f $dir/all && $(<"$dir/all") == $'0\n1\n2' ]] ||
    fail "dependent job did not see the array's outputs: $(cat "$dir/all" 2>&1)"
slurm_job_ok "$array" || fail "slurm_job_ok refuses the good array $array"
slurm_job_ok "$concat" || fail "slurm_job_ok refuses the good dependent job $concat"
echo "selftest: array $array and dependent job $concat ran in $((SECONDS - t0)) s"

# 2. A failing task: the array is not ok and its afterok dependent is cancelled, not run.
t0=$SECONDS
bad=$(sbatch --parsable --chdir="$dir" --output="$dir/slurm-%A_%a.out" --array=0-2 \
    --wrap "test \$SLURM_ARRAY_TASK_ID -ne 1 || exit 3")
never=$(sbatch --parsable --chdir="$dir" --output="$dir/slurm-%j.out" \
    --dependency="afterok:$bad" --wrap "touch $dir/never")
slurm_wait_jobs 60 || fail "queue did not drain after a failing task (dependent job hangs?)"
if slurm_job_ok "$bad" 2>"$dir/bad.err"; then
    fail "slurm_job_ok accepts array $bad, whose task 1 exited 3"
fi
grep -q "task ${bad}_1 (JobId [0-9]*) is FAILED with ExitCode=3:0" "$dir/bad.err" ||
    fail "unexpected slurm_job_ok message: $(cat "$dir/bad.err")"
[[ ! -e $dir/never ]] || fail "job $never ran although its afterok dependency failed"
if slurm_job_ok "$never" 2>/dev/null; then
    fail "slurm_job_ok accepts job $never, which never ran"
fi
scontrol -o show job "$never" | grep -q 'JobState=CANCELLED' ||
    fail "job $never is not cancelled: $(scontrol -o show job "$never")"
slurm_job_ok 999999 2>/dev/null && fail "slurm_job_ok accepts an unknown job"
echo "selftest: failing array $bad refused, dependent job $never cancelled, in $((SECONDS - t0)) s"

# 3. slurm_down stops everything the cluster started, and is idempotent.
t0=$SECONDS
mapfile -t pids < <(cat "$dir"/pid/*)
((${#pids[@]} == 3)) || fail "expected 3 recorded pids, got ${#pids[@]}"
slurm_down "$dir" || fail "slurm_down failed"
slurm_down "$dir" || fail "second slurm_down failed"
for pid in "${pids[@]}"; do
    if { read -r stat <"/proc/$pid/stat"; } 2>/dev/null && [[ ${stat##*) } != [ZX]* ]]; then
        fail "process $pid survived slurm_down: $(tr '\0' ' ' <"/proc/$pid/cmdline")"
    fi
done
unset SLURM_CONF
if left=$(slurm_leftovers "$dir"); then :; else
    fail "processes of the cluster survived slurm_down: $left"
fi
echo "selftest: cluster down in $((SECONDS - t0)) s"
rm -rf "$dir"
echo "selftest: ok ($((SECONDS - t_start)) s)"
