#!/usr/bin/env bash
# End-to-end test of split runs on a real Slurm (issue 17, item 4).
#
# Installs Debian's Slurm and munge if missing, starts a one-node cluster in a temporary
# directory (scripts/slurm/cluster.sh: no systemd, nothing outside that directory), then
# submits, through the job scripts `cgcheck slurm` writes:
#   1. a Seki enumeration of 3x3 matrices of height <= 6 in 3 parts a level: a job array per
#      level (52 levels), each `afterok` on the one before, and a merge job;
#   2. a hunt of SL-PN in 3 parts of 1 stream, 300 instances a stream, and a merge job that
#      stores the merged record in a scratch evidence file;
#   3. CR-L3.1's deep check in 3 parts (its exhaustive driver split by instance), and a merge
#      job that stores the merged record in another scratch evidence file;
#   4. the (5,5,4,1,1) proof in 3 parts by B's first stone, and a merge job that joins the
#      parts' certificates and checks them;
# waits for them, checks every job succeeded, and checks each merged summary equals the same
# run done in one process (`--summary` files compared byte for byte). Stops the daemons it
# started (by pid) and exits non-zero if anything differs or fails.
#
# Usage: bash scripts/slurm-e2e.sh   (root; builds the debug binary if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/slurm/cluster.sh
source scripts/slurm/cluster.sh

fail() {
    echo "slurm-e2e: FAIL: $*" >&2
    exit 1
}

started=$SECONDS
cargo build --quiet --bin cgcheck
bin=$(pwd)/target/debug/cgcheck
slurm_install

dir=$(mktemp -d "${TMPDIR:-/tmp}/cgcheck-slurm-e2e.XXXXXX")
# munged refuses a socket under a directory others cannot traverse (mktemp makes 0700).
chmod 755 "$dir"
trap 'slurm_down "$dir/cluster"' EXIT
trap 'exit 130' INT TERM
mkdir -p "$dir/cluster"
slurm_up "$dir/cluster"
echo "slurm-e2e: cluster up ($dir)"

# 1. Seki 3x3, height <= 6, 3 parts a level.
"$bin" slurm seki 3x3 --max-height 6 --shards 3 --dir "$dir/seki" --cgcheck "$bin" >/dev/null
seki_merge=$(bash "$dir/seki/submit.sh")
# 2. A hunt in 3 parts, merged into a scratch evidence file.
echo '{"records": {}}' >"$dir/deep.json"
"$bin" slurm hunt SL-PN --instances 300 --seed 11 --threads 1 --time 5m --shards 3 \
    --dir "$dir/hunt" --into "$dir/deep.json" --cgcheck "$bin" >/dev/null
hunt_merge=$(bash "$dir/hunt/submit.sh")
# 3. A claim's deep check in 3 parts, merged into a scratch evidence file.
echo '{"records": {}}' >"$dir/deep-verify.json"
"$bin" slurm verify CR-L3.1 --shards 3 --dir "$dir/verify" --into "$dir/deep-verify.json" \
    --cgcheck "$bin" >/dev/null
verify_merge=$(bash "$dir/verify/submit.sh")
# 4. A k-in-a-row proof in 3 parts by the first stone.
"$bin" slurm mnk 5 5 4 --budget 2000000 --shards 3 --dir "$dir/mnk" --cgcheck "$bin" >/dev/null
mnk_merge=$(bash "$dir/mnk/submit.sh")
echo "slurm-e2e: submitted; merge jobs $seki_merge (Seki), $hunt_merge (hunt), $verify_merge (check), $mnk_merge (proof)"

# The same runs in one process, while the cluster works.
"$bin" enumerate seki 3x3 --max-height 6 --only none --summary "$dir/seki-one.json" >/dev/null
"$bin" hunt SL-PN --instances 300 --seed 11 --threads 3 --time 5m --no-write \
    --summary "$dir/hunt-one.json" >/dev/null
"$bin" verify --deep --claim CR-L3.1 --no-write --summary "$dir/verify-one.json" >/dev/null
"$bin" solve mnk 5 5 4 --budget 2000000 >"$dir/mnk-one.txt"

slurm_wait_jobs 900 || fail "the jobs did not finish within 15 minutes"
slurm_job_ok "$seki_merge" || fail "the Seki merge job did not succeed (logs: $dir/seki/logs)"
slurm_job_ok "$hunt_merge" || fail "the hunt merge job did not succeed (logs: $dir/hunt/logs)"
slurm_job_ok "$verify_merge" || fail "the check's merge job did not succeed (logs: $dir/verify/logs)"
slurm_job_ok "$mnk_merge" || fail "the proof's merge job did not succeed (logs: $dir/mnk/logs)"
parts=$(find "$dir/seki" -name '*.level' | wc -l)
[[ $parts == 156 ]] || fail "expected 156 level files (52 levels x 3 parts), found $parts"
cmp "$dir/seki/summary.json" "$dir/seki-one.json" ||
    fail "the merged Seki census differs from the one-process census"
cmp "$dir/hunt/summary.json" "$dir/hunt-one.json" ||
    fail "the merged hunt differs from the one-process hunt"
grep -q '"3 parts merged"' "$dir/deep.json" || fail "the merged hunt record was not stored"
cmp "$dir/verify/summary.json" "$dir/verify-one.json" ||
    fail "the merged check differs from the one-process check"
grep -q '"3 parts merged"' "$dir/deep-verify.json" || fail "the merged check's record was not stored"
merged_value=$(grep -o 'is a forced [a-zA-Z ]*' "$dir/mnk/proof.txt" | head -1)
one_value=$(grep -o 'is a forced [a-zA-Z ]*' "$dir/mnk-one.txt" | head -1)
[[ -n $merged_value && $merged_value == "$one_value" ]] ||
    fail "the merged proof ($merged_value) differs from the one-process value ($one_value)"
"$bin" check-certificate "$dir/mnk/proof.cert" >/dev/null ||
    fail "the merged proof's certificate does not check"
echo "slurm-e2e: $(grep -m1 "classes in" "$dir/seki/census.txt")"
echo "slurm-e2e: $(head -1 "$dir/hunt/hunt.txt")"
echo "slurm-e2e: $(head -1 "$dir/verify/verify.txt")"
echo "slurm-e2e: $(head -1 "$dir/mnk/proof.txt")"

trap - EXIT
slurm_down "$dir/cluster" || fail "the cluster did not stop"
rm -rf "$dir"
echo "slurm-e2e: ok ($((SECONDS - started)) s): merged parts equal one-process runs"
