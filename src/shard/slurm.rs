//! Job scripts that run a sharded run on a Slurm cluster.
//!
//! `cgcheck slurm ...` writes `submit.sh` into the run's directory: run on the cluster's
//! login node, it submits one job array per tier (per Seki level; one for a hunt), each
//! depending on the one before with `--dependency=afterok` (an array starts only when every
//! task of the previous one succeeded; `--kill-on-invalid-dep=yes` cancels the rest of the
//! chain when one fails, instead of leaving it pending), and a final job that merges the
//! parts. The resources each task asks for are estimated from the run's size by the caller.
//! Every path and value is shell-quoted; the script names the command that wrote it.

use std::fmt::Write as _;
use std::path::Path;

/// What each task of an array asks Slurm for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Resources {
    /// CPUs per task (the task's rayon threads).
    pub cpus: u32,
    /// Memory per task, in bytes.
    pub bytes: u64,
    /// Time limit per task, in seconds.
    pub seconds: u64,
}

impl Resources {
    /// `--mem` in whole MiB (at least 64).
    pub fn mem(&self) -> String {
        format!("{}M", (self.bytes >> 20).max(64))
    }

    /// `--time` as `D-HH:MM:SS` (at least one minute).
    pub fn time(&self) -> String {
        let s = self.seconds.max(60);
        format!(
            "{}-{:02}:{:02}:{:02}",
            s / 86_400,
            s % 86_400 / 3600,
            s % 3600 / 60,
            s % 60
        )
    }
}

/// Options given to every `sbatch`.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// `--partition`.
    pub partition: Option<String>,
    /// `--account`.
    pub account: Option<String>,
}

/// One tier: a job array whose task `$SLURM_ARRAY_TASK_ID` runs `command` (a shell command
/// in which `${SLURM_ARRAY_TASK_ID}` is the part).
#[derive(Debug, Clone)]
pub struct Tier {
    /// The job name.
    pub name: String,
    /// Tasks `0..tasks`.
    pub tasks: u64,
    /// The command of one task.
    pub command: String,
    /// What each task needs.
    pub resources: Resources,
}

/// A whole plan: tiers run one after the other, then the merge.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The command that wrote the plan (recorded in the script).
    pub written_by: String,
    /// Lines of explanation for the script's header.
    pub about: Vec<String>,
    /// The tiers, in order.
    pub tiers: Vec<Tier>,
    /// The merge job's command.
    pub merge: String,
    /// What the merge job needs.
    pub merge_resources: Resources,
}

/// Quotes one word for the shell.
pub fn quote(word: &str) -> String {
    shlex::try_quote(word).map_or_else(|_| "''".to_string(), |q| q.into_owned())
}

/// Quotes a path for the shell.
pub fn quote_path(path: &Path) -> String {
    quote(&path.to_string_lossy())
}

impl Plan {
    /// Tasks in all tiers.
    pub fn tasks(&self) -> u64 {
        self.tiers.iter().map(|t| t.tasks).sum()
    }

    /// The text of `submit.sh`; its jobs write their logs under `logs`.
    pub fn script(&self, logs: &Path, options: &Options) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "#!/usr/bin/env bash");
        let _ = writeln!(s, "# Written by: {}", self.written_by);
        for line in &self.about {
            let _ = writeln!(s, "# {line}");
        }
        let _ = writeln!(
            s,
            "# Submit from a login node of the cluster: bash submit.sh (prints the merge job's id)."
        );
        let _ = writeln!(s, "set -euo pipefail");
        let _ = writeln!(s, "mkdir -p {}", quote_path(logs));
        let mut common = String::from("--parsable --kill-on-invalid-dep=yes");
        if let Some(dir) = logs.parent() {
            let _ = write!(common, " --chdir={}", quote_path(dir));
        }
        if let Some(p) = &options.partition {
            let _ = write!(common, " --partition={}", quote(p));
        }
        if let Some(a) = &options.account {
            let _ = write!(common, " --account={}", quote(a));
        }
        let _ = writeln!(s, "common=({common})");
        // Jobs run in the run's directory, outside the checkout: they record this commit.
        let _ = writeln!(
            s,
            "export CGCHECK_COMMIT={}",
            quote(&crate::core::run_info::run_commit())
        );
        let _ = writeln!(s, "prev=''");
        let _ = writeln!(
            s,
            "after() {{ if [ -n \"$prev\" ]; then echo \"--dependency=afterok:$prev\"; fi; }}"
        );
        for tier in &self.tiers {
            let out = logs.join(format!("{}-%a.out", tier.name));
            let _ = writeln!(
                s,
                "prev=$(sbatch \"${{common[@]}}\" $(after) --job-name={} --array=0-{} --cpus-per-task={} --mem={} --time={} --output={} --export=ALL,RAYON_NUM_THREADS={} --wrap={})",
                quote(&tier.name),
                tier.tasks.saturating_sub(1),
                tier.resources.cpus,
                tier.resources.mem(),
                tier.resources.time(),
                quote_path(&out),
                tier.resources.cpus,
                quote(&format!("exec {}", tier.command)),
            );
            let _ = writeln!(s, "prev=${{prev%%;*}}");
        }
        let r = self.merge_resources;
        let _ = writeln!(
            s,
            "merge=$(sbatch \"${{common[@]}}\" $(after) --job-name=merge --cpus-per-task={} --mem={} --time={} --output={} --export=ALL,RAYON_NUM_THREADS={} --wrap={})",
            r.cpus,
            r.mem(),
            r.time(),
            quote_path(&logs.join("merge.out")),
            r.cpus,
            quote(&format!("exec {}", self.merge)),
        );
        let _ = writeln!(s, "merge=${{merge%%;*}}");
        let _ = writeln!(
            s,
            "echo \"submitted {} job arrays ({} tasks) and the merge job $merge\" >&2",
            self.tiers.len(),
            self.tasks()
        );
        let _ = writeln!(s, "echo \"$merge\"");
        s
    }
}
