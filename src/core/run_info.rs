//! Where, when and from which code a run happens, and what it cost: the machine, the UTC
//! date, the git commit of the binary, the process's peak memory. Every stored record and
//! artifact names these ([`crate::claims::provenance`], [`crate::records`]).

use serde::{Deserialize, Serialize};

/// The machine a record was made on.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Machine {
    /// Logical cores available to the process.
    pub cores: usize,
    /// Total memory in bytes (`MemTotal`), if known.
    pub memory_bytes: Option<u64>,
}

impl Machine {
    /// This machine.
    pub fn current() -> Machine {
        let total = std::fs::read_to_string("/proc/meminfo").ok().and_then(|t| {
            let line = t.lines().find(|l| l.starts_with("MemTotal:"))?.to_string();
            let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
            kib.checked_mul(1024)
        });
        Machine {
            cores: std::thread::available_parallelism().map_or(1, |n| n.get()),
            memory_bytes: total,
        }
    }
}

/// The commit of this run: [`git_commit`] when first asked, the same for the rest of the
/// process (a run that takes an hour reports the commit it started from, even if the
/// repository moves on meanwhile). `verify` and `hunt` ask before they start.
pub fn run_commit() -> String {
    static COMMIT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    COMMIT.get_or_init(git_commit).clone()
}

/// The commit this binary was built from, `-dirty` when its sources differed from it
/// (`build.rs`); `None` for a binary built outside a git checkout.
pub fn build_commit() -> Option<&'static str> {
    option_env!("CGCHECK_BUILD_COMMIT").filter(|c| !c.is_empty())
}

/// The code a record comes from: the commit the binary was built from ([`build_commit`]),
/// which the record's check fingerprint (compiled in) also describes, whatever the checkout
/// holds when it runs. For a binary built outside a checkout: `git rev-parse HEAD` of the
/// current directory, with `-dirty` when tracked files other than the evidence and CLAIMS.md
/// differ from it; outside a checkout too, the commit named by the environment variable
/// `CGCHECK_COMMIT` (the job scripts of `cgcheck slurm` set it to the commit they were
/// planned from, since jobs run in the run's directory), else `unknown`.
fn git_commit() -> String {
    if let Some(built) = build_commit() {
        return built.to_string();
    }
    let from_git = git_head();
    match std::env::var("CGCHECK_COMMIT") {
        Ok(c) if from_git == "unknown" && !c.trim().is_empty() => c.trim().to_string(),
        _ => from_git,
    }
}

/// The checkout's HEAD commit, `-dirty` when tracked files other than the evidence and the
/// report differ from it, or `unknown` outside a git checkout.
pub fn git_head() -> String {
    let run = |args: &[&str]| {
        std::process::Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    match run(&["rev-parse", "HEAD"]) {
        Some(head) if !head.is_empty() => {
            // The evidence and the report change while runs record into them: only the
            // other tracked files make a run's code differ from its commit.
            let dirty = run(&[
                "status",
                "--porcelain",
                "--untracked-files=no",
                "--",
                ".",
                ":(exclude)evidence",
                ":(exclude)CLAIMS.md",
            ])
            .is_some_and(|s| !s.is_empty());
            if dirty { format!("{head}-dirty") } else { head }
        }
        _ => "unknown".into(),
    }
}

/// Now, in UTC, as `YYYY-MM-DDTHH:MM:SSZ`.
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    utc_text(secs)
}

/// Seconds since 1970-01-01 UTC as `YYYY-MM-DDTHH:MM:SSZ` (the proleptic Gregorian
/// calendar, by Howard Hinnant's `civil_from_days`).
pub fn utc_text(secs: u64) -> String {
    let days = secs / 86_400;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// The peak resident memory of this process so far (`VmHWM`), in bytes.
pub fn peak_rss() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = text.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Resets the peak resident memory to the current one (Linux: `5` to `clear_refs`), so that
/// [`peak_rss`] after a check measures that check. Returns whether the reset worked; where it
/// did not, the peak reported is the process's peak so far (never less than the check's).
pub fn reset_peak_rss() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}
