# shellcheck shell=bash
# scripts/slurm/cluster.sh - a real one-node Slurm cluster in a temporary directory, for
# end-to-end tests (issue 17, item 4). A library: `source` it, do not run it.
#
# It drives Debian's own packages (slurmctld, slurmd, slurm-client, munge; Slurm 22.05 on
# Debian 12) as root without systemd: every daemon runs in the foreground of a background job
# of the calling shell, with its configuration, key, socket, state, logs and pid files under
# one directory DIR, on TCP ports picked free at start. Nothing under /etc or /run is used or
# changed, no service is started, and nothing is stopped but the processes started here (by
# pid, checked against DIR; never by name). Two clusters in two directories can run at once.
#
# Usage:
#   source scripts/slurm/cluster.sh
#   slurm_install                      # apt-get install -y the packages, only if missing
#   dir=$(mktemp -d)
#   trap 'slurm_down "$dir"' EXIT      # stops what slurm_up started, whatever happens
#   slurm_up "$dir"                    # exports SLURM_CONF; the node is idle on return
#   id=$(sbatch --parsable --array=0-2 --wrap 'echo $SLURM_ARRAY_TASK_ID')
#   slurm_wait_jobs 60                 # until squeue is empty (0) or 60 s passed (1)
#   slurm_job_ok "$id"                 # every task COMPLETED with ExitCode=0:0
#   slurm_down "$dir"
#
# Call slurm_up in the shell that submits (not in `$(...)`, a pipeline or a subshell): it
# exports SLURM_CONF there. Jobs inherit the submitter's environment and working directory
# (sbatch's defaults), so pass --output/--chdir to keep slurm-*.out files out of the tree.
#
# Every function returns 0 on success; on failure it prints one line `slurm: ...` on stderr
# (slurm_up adds the tail of the daemon logs) and returns non-zero. The functions are written
# to be called under `set -euo pipefail` and do not change the caller's shell options.
#
# Knobs (environment, all optional):
#   SLURM_E2E_PORT      first of the two TCP ports (slurmctld, slurmd) [a free pair at random]
#   SLURM_E2E_MEM_MB    RealMemory of the node in MiB [90% of MemTotal]
#   SLURM_E2E_CPUS      CPUs of the node [nproc]
#   SLURM_E2E_UP_TIMEOUT seconds slurm_up waits for the node to be idle [30]
#
# Layout of DIR after slurm_up:
#   slurm.conf                       the configuration (SLURM_CONF points here)
#   munge/munge.key, munge.socket*   munged's own key and socket (directory mode 755:
#                                    munged refuses a 0700 socket directory)
#   state/ spool/                    StateSaveLocation, SlurmdSpoolDir
#   log/{munged,slurmctld,slurmd}.log and log/*.out (the daemons' stdout/stderr)
#   pid/{munged,slurmctld,slurmd}    pids of the processes started here (read by slurm_down)
#
# Choices in slurm.conf, and why:
#   - proctrack/linuxproc, task/none, no cgroup, no accounting: nothing beyond the packages and
#     a plain root shell is needed (no systemd, no cgroup delegation, no slurmdbd, no MySQL).
#   - select/cons_tres with CR_Core: jobs share the node by cores; `--mem` is checked against
#     RealMemory (a job asking more is refused at submission) but not reserved, so a job
#     without `--mem` does not take the whole node.
#   - SchedulerParameters=batch_sched_delay=0 and a short sched_min_interval: a job starts
#     about a second after it is submitted or its dependency is met.
#   - DependencyParameters=kill_invalid_depend: a job whose `afterok` can never be met (its
#     dependency failed) is cancelled instead of pending forever, so the queue drains and
#     slurm_wait_jobs returns.
#   - MinJobAge=3600: finished jobs stay in the controller's memory for an hour, where
#     slurm_job_ok reads them with `scontrol show job` (there is no accounting database).
#   - ReturnToService=2: the node returns to service as soon as slurmd registers.
#   - MailProg=/bin/true: silences the warning about a missing mail program.

# slurm_install
#   Installs the Debian packages slurmctld, slurmd, slurm-client and munge with
#   `apt-get install -y`, but only those missing; runs `apt-get update` first only when
#   something must be installed. Quiet (output kept in a temporary log, shown on failure);
#   DEBIAN_FRONTEND=noninteractive. The Debian packages start no service in a container
#   without systemd, and this function starts none. Needs root when installing.
slurm_install() {
    local pkg missing=() log rc=0
    for pkg in slurmctld slurmd slurm-client munge; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$pkg")
        fi
    done
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    log=$(mktemp)
    {
        DEBIAN_FRONTEND=noninteractive apt-get update -q &&
            DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
    } >"$log" 2>&1 || rc=$?
    if ((rc != 0)); then
        tail -n 20 "$log" >&2
        rm -f "$log"
        echo "slurm: apt-get install ${missing[*]} failed (status $rc)" >&2
        return 1
    fi
    rm -f "$log"
}

# _slurm_alive PID DIR
#   Whether PID is a live (not zombie) process started for the cluster in DIR: its command
#   line must name DIR, so a pid reused by an unrelated process is never taken for ours.
_slurm_alive() {
    local pid=$1 dir=$2 fields state ppid cmd
    [[ $pid =~ ^[0-9]+$ ]] || return 1
    [[ -r /proc/$pid/stat ]] || return 1
    fields=$(awk '{ sub(/^.*\) /, ""); print $1, $2 }' "/proc/$pid/stat" 2>/dev/null) || return 1
    read -r state ppid <<<"$fields"
    [[ -n $state && $state != Z && $state != X ]] || return 1
    # A background job of this shell that has not exec'd yet still shows the shell's command
    # line (on a loaded machine the first check can come before the exec): a live child of
    # this shell is ours whatever its command line says (a dead one stays a zombie until
    # reaped, so its pid cannot have been reused).
    if [[ $ppid == "$$" || $ppid == "$BASHPID" ]]; then
        return 0
    fi
    cmd=$(tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline") || return 1
    [[ $cmd == *"$dir"* ]]
}

# _slurm_port_busy PORT: whether something accepts TCP connections on 127.0.0.1:PORT.
_slurm_port_busy() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# _slurm_logs DIR: the tail of every daemon log, on stderr; a daemon's captured stdout and
#   stderr (log/NAME.out) only when it has no log (the daemons in -D mode write both).
_slurm_logs() {
    local f
    for f in "$1"/log/*; do
        [[ -s $f ]] || continue
        [[ $f == *.out && -s ${f%.out}.log ]] && continue
        echo "---- $f (last 15 lines)" >&2
        tail -n 15 "$f" >&2
    done
}

# _slurm_fail DIR MESSAGE: prints the logs of DIR, then `slurm: MESSAGE`; returns 1.
_slurm_fail() {
    _slurm_logs "$1"
    echo "slurm: $2" >&2
    return 1
}

# slurm_up DIR
#   Starts a one-node cluster in the existing directory DIR (best a fresh `mktemp -d`):
#   munged with a new key, slurmctld -D and slurmd -D (node `localhost`, one partition
#   `debug`, Default=YES), each in the background with its pid in DIR/pid/. Exports SLURM_CONF
#   (so sbatch, squeue, sinfo, scontrol, scancel of this shell and its children use this
#   cluster) and returns once `sinfo` shows the node idle, or fails after
#   SLURM_E2E_UP_TIMEOUT (30) seconds with a one-line message and the tail of the daemon logs.
#   On failure the daemons already started stay up for slurm_down to stop (call it from a
#   trap). Must run as root (the daemons run as root; jobs run as the submitting user).
slurm_up() {
    if (($# != 1)); then
        echo "slurm: usage: slurm_up DIR" >&2
        return 2
    fi
    local dir pid port cpus mem t0 state
    local timeout=${SLURM_E2E_UP_TIMEOUT:-30}
    dir=$(cd "$1" 2>/dev/null && pwd -P) || {
        echo "slurm: slurm_up: no directory $1" >&2
        return 1
    }
    if [[ $dir == *[[:space:]]* ]]; then
        echo "slurm: slurm_up: directory path has a space (slurm.conf cannot quote it): $dir" >&2
        return 1
    fi
    if ((EUID != 0)); then
        echo "slurm: slurm_up must run as root (slurmd runs jobs as their submitter)" >&2
        return 1
    fi
    local cmd
    for cmd in munged mungekey munge slurmctld slurmd sbatch sinfo squeue scontrol; do
        command -v "$cmd" >/dev/null || {
            echo "slurm: $cmd not found (run slurm_install)" >&2
            return 1
        }
    done
    if [[ -e $dir/pid ]]; then
        echo "slurm: $dir already holds a cluster (pid/ exists); use a fresh directory" >&2
        return 1
    fi
    mkdir -p "$dir/munge" "$dir/state" "$dir/spool" "$dir/log" "$dir/pid"
    # munged checks the permissions of its socket directory and of every directory above
    # it: no write access for group or other (sticky /tmp is accepted), and not 0700.
    chmod 755 "$dir" "$dir/munge"
    chmod 700 "$dir/state" "$dir/spool"

    # --- munge: its own key and socket, in the foreground of a background job.
    local sock=$dir/munge/munge.socket
    mungekey --create --keyfile="$dir/munge/munge.key" >"$dir/log/mungekey.out" 2>&1 ||
        _slurm_fail "$dir" "mungekey --create failed" || return 1
    munged --foreground --socket="$sock" --key-file="$dir/munge/munge.key" \
        --pid-file="$dir/munge/munged.pid" --log-file="$dir/log/munged.log" \
        --seed-file="$dir/munge/munged.seed" >"$dir/log/munged.out" 2>&1 &
    echo $! >"$dir/pid/munged"
    t0=$SECONDS
    until munge -n -S "$sock" 2>/dev/null | unmunge -S "$sock" >/dev/null 2>&1; do
        _slurm_alive "$(<"$dir/pid/munged")" "$dir" ||
            _slurm_fail "$dir" "munged exited at start" || return 1
        ((SECONDS - t0 < timeout)) ||
            _slurm_fail "$dir" "munged did not answer on $sock within ${timeout}s" || return 1
        sleep 0.1
    done

    # --- two free TCP ports: slurmctld on port, slurmd on port+1.
    if [[ -n ${SLURM_E2E_PORT:-} ]]; then
        port=$SLURM_E2E_PORT
        if ! [[ $port =~ ^[0-9]+$ ]] || ((port < 1024 || port > 65534)); then
            echo "slurm: SLURM_E2E_PORT must be a port in 1024..65534, not $port" >&2
            return 1
        fi
    else
        local try
        for try in $(seq 50); do
            port=$((20000 + (RANDOM % 20000) * 2))
            if ! _slurm_port_busy "$port" && ! _slurm_port_busy $((port + 1)); then
                break
            fi
            ((try < 50)) || _slurm_fail "$dir" "no free pair of TCP ports found" || return 1
        done
    fi

    cpus=${SLURM_E2E_CPUS:-$(nproc)}
    mem=${SLURM_E2E_MEM_MB:-$(awk '/^MemTotal:/ { printf "%d", $2 / 1024 * 0.9 }' /proc/meminfo)}
    [[ $cpus =~ ^[1-9][0-9]*$ && $mem =~ ^[1-9][0-9]*$ ]] || {
        echo "slurm: bad CPUs ($cpus) or RealMemory ($mem)" >&2
        return 1
    }

    cat >"$dir/slurm.conf" <<EOF
# One-node test cluster written by scripts/slurm/cluster.sh (slurm_up).
ClusterName=cgcheck-e2e
SlurmctldHost=localhost
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$sock
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/state/slurmctld.pid
SlurmdPidFile=$dir/spool/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/backfill
SchedulerParameters=batch_sched_delay=0,sched_min_interval=100000
DependencyParameters=kill_invalid_depend
MinJobAge=3600
ReturnToService=2
MailProg=/bin/true
InactiveLimit=0
KillWait=5
Waittime=0
NodeName=localhost NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=debug Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
    export SLURM_CONF=$dir/slurm.conf

    # --- the daemons, in the foreground of background jobs (-D), so $! is their pid.
    slurmctld -D -f "$SLURM_CONF" >"$dir/log/slurmctld.out" 2>&1 &
    echo $! >"$dir/pid/slurmctld"
    slurmd -D -f "$SLURM_CONF" -N localhost >"$dir/log/slurmd.out" 2>&1 &
    echo $! >"$dir/pid/slurmd"

    t0=$SECONDS
    while :; do
        for cmd in slurmctld slurmd; do
            _slurm_alive "$(<"$dir/pid/$cmd")" "$dir" ||
                _slurm_fail "$dir" "$cmd exited at start" || return 1
        done
        state=$(sinfo -h -n localhost -o '%T' 2>/dev/null) || state=
        [[ $state == idle ]] && break
        ((SECONDS - t0 < timeout)) ||
            _slurm_fail "$dir" "node not idle within ${timeout}s (sinfo state: '${state:-no answer}')" ||
            return 1
        sleep 0.2
    done
}

# _slurm_stop NAME DIR: TERM the process DIR/pid/NAME if it is ours and alive, wait up to
#   15 s for it to exit, then KILL it and wait again. Returns 1 if it survives.
_slurm_stop() {
    local name=$1 dir=$2 pid i
    [[ -r $dir/pid/$name ]] || return 0
    pid=$(<"$dir/pid/$name")
    if _slurm_alive "$pid" "$dir"; then
        kill -TERM "$pid" 2>/dev/null || true
        for ((i = 0; i < 150; i++)); do
            _slurm_alive "$pid" "$dir" || break
            sleep 0.1
        done
        if _slurm_alive "$pid" "$dir"; then
            echo "slurm: $name (pid $pid) ignored TERM for 15 s; killing it" >&2
            kill -KILL "$pid" 2>/dev/null || true
            for ((i = 0; i < 50; i++)); do
                _slurm_alive "$pid" "$dir" || break
                sleep 0.1
            done
        fi
    fi
    if _slurm_alive "$pid" "$dir"; then
        echo "slurm: $name (pid $pid) still running" >&2
        return 1
    fi
    rm -f "$dir/pid/$name"
}

# _slurm_owned PID DIR
#   Whether PID is a live (not zombie) process of the cluster in DIR by its command line
#   (naming DIR: the daemons) or its environment (SLURM_CONF=DIR/slurm.conf, exported by
#   slurm_up and inherited by slurmscriptd, slurmstepd and the jobs). Pure bash, no fork.
_slurm_owned() {
    local pid=$1 dir=$2 stat arg
    local -a words=()
    { read -r stat <"/proc/$pid/stat"; } 2>/dev/null || return 1
    stat=${stat##*) }
    [[ ${stat%% *} != [ZX] ]] || return 1
    { mapfile -d '' -t words <"/proc/$pid/cmdline"; } 2>/dev/null || return 1
    for arg in "${words[@]}"; do
        [[ $arg == *"$dir"* ]] && return 0
    done
    words=()
    { mapfile -d '' -t words <"/proc/$pid/environ"; } 2>/dev/null || return 1
    for arg in "${words[@]}"; do
        [[ $arg == "SLURM_CONF=$dir/slurm.conf" ]] && return 0
    done
    return 1
}

# _slurm_steps DIR: pids of the live slurmstepd processes of the cluster in DIR.
_slurm_steps() {
    local dir=$1 p comm
    for p in /proc/[0-9]*; do
        { read -r comm <"$p/comm"; } 2>/dev/null || continue
        [[ $comm == slurmstepd ]] || continue
        _slurm_owned "${p#/proc/}" "$dir" && echo "${p#/proc/}"
    done
    return 0
}

# slurm_leftovers DIR
#   Prints `PID COMMAND` for every live process of the cluster in DIR: any process whose
#   command line names DIR (munged, slurmctld, slurmd) or whose environment has
#   SLURM_CONF=DIR/slurm.conf (slurmscriptd, slurmstepd, job processes; also any process the
#   caller started after slurm_up exported SLURM_CONF, so unset SLURM_CONF first when checking
#   from a script). The calling shell is skipped. Returns 0 when there is none, 1 otherwise.
slurm_leftovers() {
    local dir p found=1 comm
    dir=$(cd "$1" 2>/dev/null && pwd -P) || return 0
    for p in /proc/[0-9]*; do
        p=${p#/proc/}
        [[ $p == "$$" || $p == "$BASHPID" ]] && continue
        if _slurm_owned "$p" "$dir"; then
            { read -r comm <"/proc/$p/comm"; } 2>/dev/null || comm='?'
            echo "$p $comm"
            found=0
        fi
    done
    ((found == 1))
}

# slurm_down DIR
#   Stops exactly the daemons slurm_up DIR started, by their recorded pids (each checked to
#   still be ours): cancels any job left (so no job outlives the cluster), stops slurmd, waits
#   for the cluster's slurmstepd processes to exit (one can outlive slurmd by a second; killed
#   after 15 s), then stops slurmctld and munged, waiting for each to exit. Never kills by name.
#   Idempotent, quiet when there is nothing to do, and safe in `trap ... EXIT` (also after a
#   failed or partial slurm_up, or when DIR is missing). Leaves DIR in place (logs).
#   Returns non-zero if a process of the cluster (see slurm_leftovers) still runs afterwards.
slurm_down() {
    if (($# != 1)); then
        echo "slurm: usage: slurm_down DIR" >&2
        return 2
    fi
    local dir rc=0 i steps
    dir=$(cd "$1" 2>/dev/null && pwd -P) || return 0
    [[ -d $dir/pid ]] || return 0
    if [[ -r $dir/pid/slurmctld ]] && _slurm_alive "$(<"$dir/pid/slurmctld")" "$dir"; then
        # Cancel what is left and give slurmd time to signal the steps (up to 15 s).
        if SLURM_CONF=$dir/slurm.conf timeout 10 scancel --quiet --user="$(id -un)" \
            >/dev/null 2>&1; then
            for ((i = 0; i < 75; i++)); do
                [[ -z $(SLURM_CONF=$dir/slurm.conf timeout 5 squeue -h -o '%i' 2>/dev/null) ]] &&
                    break
                sleep 0.2
            done
        fi
    fi
    _slurm_stop slurmd "$dir" || rc=1
    for ((i = 0; i < 150; i++)); do
        steps=$(_slurm_steps "$dir")
        [[ -z $steps ]] && break
        sleep 0.1
    done
    steps=$(_slurm_steps "$dir")
    if [[ -n $steps ]]; then
        echo "slurm: slurmstepd still running after 15 s: $(echo "$steps" | tr '\n' ' ')- killing" >&2
        # shellcheck disable=SC2086 # one pid a word
        kill -KILL $steps 2>/dev/null || true
        sleep 0.5
        [[ -z $(_slurm_steps "$dir") ]] || rc=1
    fi
    _slurm_stop slurmctld "$dir" || rc=1
    _slurm_stop munged "$dir" || rc=1
    if steps=$(slurm_leftovers "$dir"); then :; else
        echo "slurm: processes of the cluster in $dir still running: $(echo "$steps" | tr '\n' ' ')" >&2
        rc=1
    fi
    return "$rc"
}

# slurm_wait_jobs TIMEOUT_SECONDS
#   Waits until the queue of the cluster SLURM_CONF names is empty (`squeue` lists no job:
#   pending, running and completing jobs are listed, finished ones are not). Returns 0 then;
#   returns 1 with a one-line message and the remaining queue after TIMEOUT_SECONDS, or if
#   squeue cannot reach the controller for 5 s in a row.
slurm_wait_jobs() {
    if (($# != 1)) || ! [[ $1 =~ ^[0-9]+$ ]]; then
        echo "slurm: usage: slurm_wait_jobs TIMEOUT_SECONDS" >&2
        return 2
    fi
    local timeout=$1 t0=$SECONDS out fails=0
    while :; do
        if out=$(squeue -h -o '%i' 2>&1); then
            fails=0
            [[ -z $out ]] && return 0
        else
            ((++fails < 25)) || {
                echo "slurm: squeue failed: $out" >&2
                return 1
            }
        fi
        if ((SECONDS - t0 >= timeout)); then
            squeue >&2 || true
            echo "slurm: jobs still queued after ${timeout}s" >&2
            return 1
        fi
        sleep 0.2
    done
}

# slurm_job_ok JOBID
#   Whether job JOBID (a plain job, or a job array: every task of it) is finished with
#   JobState=COMPLETED and ExitCode=0:0, as `scontrol show job` reports while the job is in
#   the controller's memory (MinJobAge=3600; there is no accounting). Returns 1, printing the
#   first offending task on stderr, if any task is pending, running, failed, cancelled, or
#   ended with a non-zero exit code or signal, or if the controller does not know the job.
slurm_job_ok() {
    if (($# != 1)) || ! [[ $1 =~ ^[0-9]+(_[0-9]+)?$ ]]; then
        echo "slurm: usage: slurm_job_ok JOBID" >&2
        return 2
    fi
    local out
    out=$(scontrol -o show job "$1" 2>&1) || {
        echo "slurm: job $1: $out" >&2
        return 1
    }
    awk -v job="$1" '
        NF == 0 { next }
        {
            id = "?"; state = "?"; code = "?"; array = ""; task = ""
            for (i = 1; i <= NF; i++) {
                eq = index($i, "=")
                if (eq == 0) continue
                k = substr($i, 1, eq - 1); v = substr($i, eq + 1)
                # First occurrence wins: a later Command= or Comment= could hold "k=v" text.
                if (k == "JobId" && id == "?") id = v
                else if (k == "ArrayJobId" && array == "") array = v
                else if (k == "ArrayTaskId" && task == "") task = v
                else if (k == "JobState" && state == "?") state = v
                else if (k == "ExitCode" && code == "?") code = v
            }
            name = (array != "" && task != "") ? array "_" task " (JobId " id ")" : id
            n++
            if (state != "COMPLETED" || code != "0:0") {
                printf "slurm: job %s: task %s is %s with ExitCode=%s\n", job, name, state, code > "/dev/stderr"
                bad = 1
                exit 1
            }
        }
        END {
            if (bad) exit 1
            if (n == 0) { printf "slurm: job %s: not known to the controller\n", job > "/dev/stderr"; exit 1 }
        }' <<<"$out"
}
