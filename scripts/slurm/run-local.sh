#!/usr/bin/env bash
# scripts/slurm/run-local.sh DIR [HOURS] - runs a plan written by `cgcheck slurm ... --dir DIR`
# on a one-node Slurm cluster started here for the purpose (scripts/slurm/cluster.sh), waits
# for it (at most HOURS, default 6), checks the merge job succeeded and stops the cluster.
# This is how split runs are made on this machine; on a real cluster run `bash DIR/submit.sh`.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=scripts/slurm/cluster.sh
source "$here/cluster.sh"
plan=$(cd "${1:?usage: run-local.sh DIR [HOURS]}" && pwd)
hours=${2:-6}
[[ -f $plan/submit.sh ]] || { echo "run-local: no $plan/submit.sh" >&2; exit 2; }
slurm_install
cluster=$(mktemp -d "${TMPDIR:-/tmp}/cgcheck-slurm.XXXXXX")
chmod 755 "$cluster"
trap 'slurm_down "$cluster"' EXIT
trap 'exit 130' INT TERM
slurm_up "$cluster"
started=$SECONDS
merge=$(bash "$plan/submit.sh")
echo "run-local: submitted; merge job $merge" >&2
slurm_wait_jobs $((hours * 3600)) || { echo "run-local: not done within $hours h" >&2; exit 1; }
slurm_job_ok "$merge" || { echo "run-local: the merge job failed (logs: $plan/logs)" >&2; exit 1; }
echo "run-local: done in $((SECONDS - started)) s" >&2
