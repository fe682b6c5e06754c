//! Where a stored record came from, and whether it still describes today's check.
//!
//! Every record in `evidence/deep.json` (deep runs and hunts) carries a [`Provenance`]: the
//! cgcheck version and git commit that produced it, when and on what machine, how long it
//! took and how much memory, and two fingerprints:
//!
//! - the **spec** fingerprint hashes what the claim says: id, paper, section, statement and
//!   reading. A reworded statement or a new reading makes old evidence answer another question.
//! - the **check** fingerprint hashes the source text of the code that checks it: every file
//!   of the paper's claims module (for a hunt, also every file of `src/hunt/`). It is coarse on
//!   purpose: a change anywhere in a paper's checks marks all of that paper's records stale,
//!   because a helper shared by several checks can change any of them. The solvers under
//!   `src/games/` are not fingerprinted: they are held to their reference solvers by the
//!   differential tests and fuzz targets, and fingerprinting them would stale every record at
//!   every optimisation.
//!
//! A record whose fingerprints differ from today's is *stale* ([`Freshness::Stale`]): the
//! report shows it as such and derives the status from the quick check instead, until the
//! record is re-run. Fingerprints are FNV-1a (64 bit) over the texts: a change detector, not a
//! defence against someone forging a record (the records are in git; a forger could edit the
//! code too).

use super::{Claim, Paper};
use serde::{Deserialize, Serialize};
use std::hash::Hasher;

/// The source files of each paper's claim checks, as compiled into this binary. A test
/// (`every_claims_source_file_is_fingerprinted`) checks the lists name every file.
pub fn claim_sources(paper: Paper) -> &'static [(&'static str, &'static str)] {
    macro_rules! files {
        ($($path:literal),* $(,)?) => {
            &[$(($path, include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/", $path)))),*]
        };
    }
    match paper {
        Paper::Seki => files!(
            "src/claims/seki/mod.rs",
            "src/claims/seki/bounds.rs",
            "src/claims/seki/catalogues.rs",
            "src/claims/seki/engines.rs",
            "src/claims/seki/general.rs",
            "src/claims/seki/predicates.rs",
            "src/claims/seki/seki_i.rs",
            "src/claims/seki/small.rs",
            "src/claims/seki/structure.rs",
            "src/claims/seki/support.rs",
            "src/claims/seki/sweep.rs",
            "src/claims/seki/remarks.rs",
            "src/claims/seki/audit.rs",
            "src/claims/drivers/mod.rs",
            "src/claims/drivers/table.rs",
            "src/claims/drivers/universal.rs",
        ),
        Paper::ColumnRow => files!(
            "src/claims/column_row.rs",
            "src/claims/column_row_domains.rs",
            "src/claims/column_row_remarks.rs",
            "src/claims/drivers/mod.rs",
            "src/claims/drivers/table.rs",
            "src/claims/drivers/universal.rs",
        ),
        Paper::Slides => files!(
            "src/claims/slides.rs",
            "src/claims/slides_domains.rs",
            "src/claims/slides_remarks.rs",
            "src/claims/drivers/mod.rs",
            "src/claims/drivers/table.rs",
            "src/claims/drivers/universal.rs",
        ),
        Paper::Mnk => files!(
            "src/claims/mnk.rs",
            "src/claims/mnk_exhaustion.rs",
            "src/claims/mnk_lines.rs",
            "src/claims/mnk_remarks.rs",
            "src/claims/drivers/mod.rs",
            "src/claims/drivers/table.rs",
            "src/claims/drivers/universal.rs",
        ),
        Paper::Domineering => files!(
            "src/claims/domineering.rs",
            "src/claims/domineering_constructs.rs",
            "src/claims/domineering_domains.rs",
            "src/claims/domineering_remarks.rs",
            "src/claims/drivers/mod.rs",
            "src/claims/drivers/table.rs",
            "src/claims/drivers/universal.rs",
        ),
    }
}

/// The hunts' source files (every hunt's check fingerprint includes them all).
pub const HUNT_SOURCES: &[(&str, &str)] = &[
    ("src/hunt/mod.rs", include_str!("../hunt/mod.rs")),
    ("src/hunt/checks.rs", include_str!("../hunt/checks.rs")),
    ("src/hunt/seki.rs", include_str!("../hunt/seki.rs")),
    ("src/hunt/sums.rs", include_str!("../hunt/sums.rs")),
];

/// The files fingerprinted for `paper`'s claims, then for the hunts (paths relative to the
/// crate root), so a test can check no file of `src/claims/` or `src/hunt/` is left out.
pub fn fingerprinted_files() -> Vec<&'static str> {
    Paper::ALL
        .iter()
        .flat_map(|p| claim_sources(*p).iter().map(|(path, _)| *path))
        .chain(HUNT_SOURCES.iter().map(|(path, _)| *path))
        .collect()
}

/// FNV-1a over the given texts (each followed by a separator byte), as 16 hex digits.
fn fnv_hex<'a>(texts: impl IntoIterator<Item = &'a str>) -> String {
    let mut h = fnv::FnvHasher::default();
    for t in texts {
        h.write(t.as_bytes());
        h.write_u8(0xff);
    }
    format!("{:016x}", h.finish())
}

/// The fingerprint of what a claim says.
pub fn spec_fingerprint(claim: &Claim) -> String {
    fnv_hex([
        claim.id,
        claim.paper.file(),
        claim.section,
        claim.statement,
        claim.reading.unwrap_or(""),
    ])
}

/// The fingerprint of the code that checks a claim of `paper` in `verify`.
pub fn check_fingerprint(paper: Paper) -> String {
    fnv_hex(claim_sources(paper).iter().map(|(_, text)| *text))
}

/// The fingerprint of the code a hunt of a claim of `paper` runs: the hunts and the claims.
pub fn hunt_fingerprint(paper: Paper) -> String {
    fnv_hex(
        HUNT_SOURCES
            .iter()
            .chain(claim_sources(paper))
            .map(|(_, text)| *text),
    )
}

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

/// Where a stored record came from (see the module documentation).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Provenance {
    /// The cgcheck version (`Cargo.toml`).
    pub version: String,
    /// The git commit the binary that ran was built from (`-dirty` when its sources had
    /// changes; see [`run_commit`]), or `unknown` when that cannot be known.
    pub commit: String,
    /// [`spec_fingerprint`] of the claim at the time.
    pub spec: String,
    /// [`check_fingerprint`] (or [`hunt_fingerprint`]) at the time.
    pub check: String,
    /// UTC date and time the run finished, `YYYY-MM-DDTHH:MM:SSZ`.
    pub date: String,
    /// The machine.
    pub machine: Machine,
    /// The shard (`I/N`) when the run was one part of a split run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Peak resident memory of the process during the run, in bytes, if known.
    pub peak_bytes: Option<u64>,
    /// Fields this version does not know (written by a newer one): kept as they are, so that
    /// storing another record does not drop them (see [`super::store::DeepStore`]).
    #[serde(flatten)]
    pub extra: std::collections::BTreeMap<String, serde_json::Value>,
}

/// Where a stored artifact outside `evidence/deep.json` came from (a Seki census, a
/// k-in-a-row certificate, a Domineering outcome record): the fields of [`Provenance`] but
/// the claim's fingerprints, and instead the fingerprint of the engine code that made it
/// (`crate::core::records`: an artifact of other engine code is stale).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArtifactProvenance {
    /// The cgcheck version (`Cargo.toml`).
    pub version: String,
    /// The git commit of the run ([`run_commit`]).
    pub commit: String,
    /// UTC date and time the run finished.
    pub date: String,
    /// The machine.
    pub machine: Machine,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Peak resident memory of the process, in bytes, if known.
    pub peak_bytes: Option<u64>,
    /// The fingerprint of the engine code that made it.
    pub engine: String,
    /// The command that made it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<String>,
    /// FNV-1a of the artifact's bytes, when the provenance is kept in a file beside it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_checksum: Option<String>,
}

impl ArtifactProvenance {
    /// The provenance of an artifact made here by `engine` in `seconds`, by this command.
    pub fn now(engine: String, seconds: f64) -> ArtifactProvenance {
        let args: Vec<String> = std::env::args().skip(1).collect();
        ArtifactProvenance {
            version: env!("CARGO_PKG_VERSION").to_string(),
            commit: run_commit(),
            date: utc_now(),
            machine: Machine::current(),
            seconds: (seconds * 10.0).round() / 10.0,
            peak_bytes: peak_rss(),
            engine,
            command: Some(format!(
                "cgcheck {}",
                shlex::try_join(args.iter().map(String::as_str)).unwrap_or_default()
            )),
            file_checksum: None,
        }
    }
}

/// What the check fingerprint of a record is taken over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A `verify --deep` record: the paper's claim checks.
    Deep,
    /// A `hunt` record: the hunts and the paper's claim checks.
    Hunt,
}

impl Kind {
    fn check(self, paper: Paper) -> String {
        match self {
            Kind::Deep => check_fingerprint(paper),
            Kind::Hunt => hunt_fingerprint(paper),
        }
    }
}

impl Provenance {
    /// The provenance of a run of `claim` that has just finished here.
    pub fn now(claim: &Claim, kind: Kind, seconds: f64, peak_bytes: Option<u64>) -> Provenance {
        Provenance {
            version: env!("CARGO_PKG_VERSION").to_string(),
            commit: run_commit(),
            spec: spec_fingerprint(claim),
            check: kind.check(claim.paper),
            date: utc_now(),
            machine: Machine::current(),
            shard: None,
            seconds: (seconds * 10.0).round() / 10.0,
            peak_bytes,
            extra: Default::default(),
        }
    }
}

/// Whether a stored record still describes today's claim and check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Freshness {
    /// Both fingerprints match.
    Current,
    /// The record answers an older question or came from older code: why, in words.
    Stale(String),
}

/// The freshness of a record of `claim` with the given provenance.
pub fn freshness(claim: &Claim, kind: Kind, provenance: Option<&Provenance>) -> Freshness {
    let Some(p) = provenance else {
        return Freshness::Stale("recorded before records carried provenance".into());
    };
    let at = format!("recorded {} at commit {}", p.date, short(&p.commit));
    if p.spec != spec_fingerprint(claim) {
        Freshness::Stale(format!("the claim's statement changed since ({at})"))
    } else if p.check != kind.check(claim.paper) {
        Freshness::Stale(format!("its check's code changed since ({at})"))
    } else {
        Freshness::Current
    }
}

fn short(commit: &str) -> &str {
    commit.get(..10).unwrap_or(commit)
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
