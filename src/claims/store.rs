//! Stored evidence of deep runs (`evidence/deep.json`), so that CLAIMS.md keeps what a long
//! `cgcheck verify --deep` found after a quick `cgcheck verify` rewrites it.

use super::Claim;
use super::evidence::{Evidence, Status};
use super::provenance::{Freshness, Kind, Provenance, Today, freshness};
use crate::core::InputError;
use crate::core::files::{final_target, read_text_capped};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Where deep evidence lives, relative to the project root.
pub const DEEP_EVIDENCE_PATH: &str = "evidence/deep.json";

/// The largest evidence file read (the project's is under 100 KB).
pub const MAX_EVIDENCE_BYTES: u64 = 64 << 20;

/// The format of the evidence file this cgcheck reads and writes (its `format` field; a file
/// without one, as every file before the field was kept, is of this format). A file of a newer
/// format is refused rather than read and stored back without what this version does not
/// understand.
pub const STORE_FORMAT: u32 = 1;

/// How long a run waits for another run's lock on the store by default, in seconds (a store
/// is locked only while it is read, changed and written, and while CLAIMS.md is written from
/// it: seconds, not the length of a run).
pub const LOCK_WAIT_SECONDS: u64 = 300;

/// The variable that sets the wait instead (seconds).
pub const LOCK_WAIT_VARIABLE: &str = "CGCHECK_LOCK_TIMEOUT";

/// How often a waiting run says on stderr that it still waits.
const LOCK_WAIT_REPORT: Duration = Duration::from_secs(5);

/// Why the store could not be read or changed.
#[derive(Debug)]
pub enum StoreError {
    /// The file is missing, does not parse, is of a newer format, or another run held its lock
    /// past the wait: the user's to fix (exit code 2).
    Refused(InputError),
    /// It could not be written (a full disk, ...).
    Failed(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Refused(e) => write!(f, "{e}"),
            StoreError::Failed(e) => write!(f, "{e}"),
        }
    }
}

impl From<InputError> for StoreError {
    fn from(e: InputError) -> Self {
        StoreError::Refused(e)
    }
}

/// What one deep run of one claim found, and how to reproduce it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeepRecord {
    /// The command that produced it.
    pub command: String,
    /// Wall-clock seconds the check took (release build, the machine it ran on).
    pub seconds: f64,
    /// The findings.
    pub evidence: Evidence,
    /// Work cached earlier in the same run that the check rested on, with the seconds it took
    /// (those seconds are not in `seconds`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shared: Vec<super::shared::SharedWork>,
    /// Where the record came from (absent in records made before provenance was kept: such a
    /// record is stale).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provenance: Option<Provenance>,
    /// Fields this version does not know (written by a newer one): kept as they are, so that
    /// storing another record does not drop them.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

/// What a hunting run (`cgcheck hunt`) of one claim found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HuntRecord {
    /// The command that produced it.
    pub command: String,
    /// Instances checked.
    pub instances: u64,
    /// The largest instance, in words.
    pub largest: String,
    /// Seconds the run took.
    pub seconds: f64,
    /// The counterexample, if one was found: (detail, replay).
    pub counterexample: Option<(String, String)>,
    /// The instances of the largest few sizes reached: (size in words, how many), largest
    /// first (absent in records written before it was kept).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub top_sizes: Vec<(String, u64)>,
    /// Where the record came from (absent in records made before provenance was kept: such a
    /// record is stale).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provenance: Option<Provenance>,
    /// Fields this version does not know (written by a newer one): kept as they are, so that
    /// storing another record does not drop them.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

/// All stored deep records, by claim id.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeepStore {
    /// The file's format ([`STORE_FORMAT`]; absent in older files, which are of that format).
    #[serde(default = "store_format")]
    pub format: u32,
    /// Records keyed by claim id.
    pub records: BTreeMap<String, DeepRecord>,
    /// Counterexample hunts (`cgcheck hunt`), keyed by claim id.
    #[serde(default)]
    pub hunts: BTreeMap<String, HuntRecord>,
    /// Fields this version does not know (written by a newer one): kept as they are.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

fn store_format() -> u32 {
    STORE_FORMAT
}

impl Default for DeepStore {
    fn default() -> Self {
        DeepStore {
            format: STORE_FORMAT,
            records: BTreeMap::new(),
            hunts: BTreeMap::new(),
            extra: BTreeMap::new(),
        }
    }
}

/// The format field alone, read before the rest (whose shape a newer format may change).
#[derive(Deserialize)]
struct FormatOnly {
    #[serde(default = "store_format")]
    format: u32,
}

/// Which record stands after [`DeepStore::record_hunt`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// The new record replaced the stored one (or there was none).
    New,
    /// The stored record is stronger and stays.
    Stored,
}

impl DeepStore {
    /// Loads the store. A missing file is an error, not an empty store: a mistyped
    /// `--evidence` path must not render a report without the stored evidence, nor start a new
    /// store beside the real one.
    pub fn load(path: &Path) -> Result<DeepStore, InputError> {
        if !path.exists() {
            return Err(InputError::new(format!(
                "no evidence file {} (give an existing one with --evidence; \
                 the project's is {DEEP_EVIDENCE_PATH})",
                path.display()
            )));
        }
        let text = read_text_capped(path, MAX_EVIDENCE_BYTES, "evidence file")?;
        let bad = |e: serde_json::Error| {
            InputError::new(format!(
                "cannot parse evidence file {}: {e}",
                path.display()
            ))
        };
        let format = serde_json::from_str::<FormatOnly>(&text)
            .map_err(bad)?
            .format;
        if format != STORE_FORMAT {
            return Err(InputError::new(format!(
                "evidence file {} is of format {format}; this cgcheck reads format {STORE_FORMAT} (a newer cgcheck wrote it: use that one)",
                path.display()
            )));
        }
        serde_json::from_str(&text).map_err(bad)
    }

    /// Stores a hunt's record unless the stored one is stronger: evidence only grows.
    ///
    /// 1. A stale stored record (its claim or check changed since: see
    ///    [`super::provenance`]) is replaced: it no longer describes today's check.
    /// 2. A counterexample is never dropped: a record with one beats a record without.
    /// 3. Otherwise the record with more instances checked stands (on a tie, the new one).
    ///
    /// Returns which record now stands.
    pub fn record_hunt(&mut self, claim: &Claim, record: HuntRecord, today: &Today) -> Kept {
        let kept = match self.hunts.get(claim.id) {
            None => Kept::New,
            Some(_) if !self.hunt_freshness(claim, today).stands() => Kept::New,
            Some(old) => match (&old.counterexample, &record.counterexample) {
                (Some(_), None) => Kept::Stored,
                (None, Some(_)) => Kept::New,
                _ if old.instances > record.instances => Kept::Stored,
                _ => Kept::New,
            },
        };
        if kept == Kept::New {
            self.hunts.insert(claim.id.to_string(), record);
        }
        kept
    }

    /// Stores a deep run's record unless the stored one is stronger: evidence only grows.
    ///
    /// 1. A stale stored record is replaced (as for hunts).
    /// 2. A refutation is never dropped: a stored record that refutes stays unless the new one
    ///    refutes too.
    /// 3. A settled record (any status but `open`) is not replaced by an `open` one (a run cut
    ///    short by a node or memory limit).
    /// 4. A record is not replaced by one whose bound does not cover it (a run at a smaller
    ///    bound, say with a different `--deep` setting of an older binary).
    /// 5. Otherwise the new record stands (two current records answer the same question; the
    ///    newer has the newer timings).
    pub fn record_deep(&mut self, claim: &Claim, record: DeepRecord, today: &Today) -> Kept {
        let kept = match self.records.get(claim.id) {
            None => Kept::New,
            Some(_) if !self.deep_freshness(claim, today).stands() => Kept::New,
            Some(old) => {
                let (was, is) = (old.evidence.status(), record.evidence.status());
                if was == Status::Refuted && is != Status::Refuted
                    || was != Status::Open && is == Status::Open
                    || record.evidence.uncovered(&old.evidence).is_some()
                {
                    Kept::Stored
                } else {
                    Kept::New
                }
            }
        };
        if kept == Kept::New {
            self.records.insert(claim.id.to_string(), record);
        }
        kept
    }

    /// Whether the stored deep record of `claim` (if any) stands against `today`.
    pub fn deep_freshness(&self, claim: &Claim, today: &Today) -> Freshness {
        self.freshness(claim, Kind::Deep, today)
    }

    /// Whether the stored hunt record of `claim` (if any) stands against `today`.
    pub fn hunt_freshness(&self, claim: &Claim, today: &Today) -> Freshness {
        self.freshness(claim, Kind::Hunt, today)
    }

    /// The provenance of the stored record of `kind` of `claim`: `None` when there is none.
    fn provenance(&self, claim: &Claim, kind: Kind) -> Option<Option<&Provenance>> {
        match kind {
            Kind::Deep => self.records.get(claim.id).map(|r| r.provenance.as_ref()),
            Kind::Hunt => self.hunts.get(claim.id).map(|r| r.provenance.as_ref()),
        }
    }

    fn freshness(&self, claim: &Claim, kind: Kind, today: &Today) -> Freshness {
        freshness(claim, kind, self.provenance(claim, kind).flatten(), today)
    }

    /// The stored records that are stale, as (claim id, `deep` or `hunt`, why).
    pub fn stale(&self, claims: &[Claim], today: &Today) -> Vec<(String, &'static str, String)> {
        self.judged(claims, today, |f| match f {
            Freshness::Stale(why) => Some(why),
            _ => None,
        })
    }

    /// The stored records that stand only by re-validation (their code changed, their quick
    /// result and engines did not), as (claim id, `deep` or `hunt`, why).
    pub fn revalidated(
        &self,
        claims: &[Claim],
        today: &Today,
    ) -> Vec<(String, &'static str, String)> {
        self.judged(claims, today, |f| match f {
            Freshness::Revalidated(why) => Some(why),
            _ => None,
        })
    }

    fn judged(
        &self,
        claims: &[Claim],
        today: &Today,
        pick: impl Fn(Freshness) -> Option<String>,
    ) -> Vec<(String, &'static str, String)> {
        let mut out = Vec::new();
        for c in claims {
            for (kind, name) in [(Kind::Deep, "deep"), (Kind::Hunt, "hunt")] {
                if self.provenance(c, kind).is_some()
                    && let Some(why) = pick(self.freshness(c, kind, today))
                {
                    out.push((c.id.to_string(), name, why));
                }
            }
        }
        out
    }

    /// Changes the stored evidence at `path` in one step that no other cgcheck process can
    /// interleave with: takes the store's lock (see [`lock`]), reads the file as it is now
    /// (another run may have stored records since this one started), applies `change`, and
    /// writes the result atomically (see [`crate::core::files::write_atomic`]). Two runs that
    /// finish together, say a deep run and a hunt, therefore both keep their records: before
    /// this, each saved the store it had read at its start, and the later one dropped the
    /// other's records.
    pub fn update<R>(
        path: &Path,
        change: impl FnOnce(&mut DeepStore) -> R,
    ) -> Result<R, StoreError> {
        let _lock = lock(path)?;
        let mut store = DeepStore::load(path)?;
        let out = change(&mut store);
        store.save(path).map_err(StoreError::Failed)?;
        Ok(out)
    }

    /// Reads the store at `path` as it is now and runs `read` on it, under the store's lock:
    /// no other run stores a record meanwhile (CLAIMS.md is written so, from the store as it
    /// is when it is written: two runs that finish together both appear in it).
    pub fn read_locked<R>(
        path: &Path,
        read: impl FnOnce(&DeepStore) -> Result<R, StoreError>,
    ) -> Result<R, StoreError> {
        let _lock = lock(path)?;
        read(&DeepStore::load(path)?)
    }

    /// Refuses, before a long run rather than after it, a store that could not be updated:
    /// missing or unreadable (see [`DeepStore::load`]), in a directory where no file can be
    /// created (the atomic write's temporary file, and the lock file if there is none), or
    /// whose lock file cannot be opened. Creates nothing.
    pub fn check_updatable(path: &Path) -> Result<(), InputError> {
        DeepStore::load(path)?;
        let target = final_target(path).map_err(InputError::new)?;
        crate::core::files::check_writable(&target)?;
        let lock_path = lock_path(path).map_err(InputError::new)?;
        if std::fs::symlink_metadata(&lock_path).is_err() {
            return Ok(());
        }
        open_lock(&lock_path, false)
            .map(drop)
            .map_err(InputError::new)
    }

    /// Writes the store as pretty JSON (stable key order, so diffs stay small).
    /// Written atomically, through a symbolic link to its target (see
    /// [`crate::core::files::write_atomic`]).
    pub fn save(&self, path: &Path) -> Result<(), String> {
        if let Some(dir) = path.parent()
            && !dir.as_os_str().is_empty()
        {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        crate::core::files::write_atomic(path, (text + "\n").as_bytes())
    }
}

/// The lock file of the store at `path`: beside the file the store is (through symbolic
/// links: two runs that name the store by a link and by its own path take the same lock),
/// its name with `.lock` added.
pub fn lock_path(path: &Path) -> Result<PathBuf, String> {
    let target = final_target(path)?;
    let mut name = target.file_name().unwrap_or_default().to_os_string();
    name.push(".lock");
    Ok(target.with_file_name(name))
}

/// Opens the lock file for reading and writing (`create`: creating it if there is none).
fn open_lock(lock_path: &Path, create: bool) -> Result<std::fs::File, String> {
    std::fs::OpenOptions::new()
        .create(create)
        .truncate(false)
        .read(true)
        .write(true)
        .open(lock_path)
        .map_err(|e| format!("cannot open the lock file {}: {e}", lock_path.display()))
}

/// The store's lock, held until dropped. Its file says who holds it (process id, command,
/// since when), for the run that waits.
#[derive(Debug)]
pub struct StoreLock {
    file: std::fs::File,
}

impl Drop for StoreLock {
    fn drop(&mut self) {
        // Emptied before it is released: a run that finds it held never reads a holder gone.
        let _ = self.file.set_len(0);
        let _ = self.file.unlock();
    }
}

/// Who holds the lock, as its file says.
fn holder(file: &mut std::fs::File) -> String {
    let mut text = String::new();
    let _ = file.seek(SeekFrom::Start(0));
    let _ = file.take(1024).read_to_string(&mut text);
    let text = text.trim();
    if text.is_empty() {
        "another process (it has not said which yet)".to_string()
    } else {
        text.to_string()
    }
}

/// The wait for another run's lock: [`LOCK_WAIT_VARIABLE`] if set (seconds), else
/// [`LOCK_WAIT_SECONDS`].
fn lock_wait() -> Result<Duration, InputError> {
    match std::env::var(LOCK_WAIT_VARIABLE) {
        Err(_) => Ok(Duration::from_secs(LOCK_WAIT_SECONDS)),
        Ok(v) => v
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s >= 0.0 && *s <= 1e9)
            .map(Duration::from_secs_f64)
            .ok_or_else(|| {
                InputError::new(format!(
                    "{LOCK_WAIT_VARIABLE}='{v}': not a number of seconds"
                ))
            }),
    }
}

/// Takes the exclusive lock of the store at `path` (see [`lock_path`]). When another run
/// holds it, says so on stderr with who holds it, then every few seconds how long it has
/// waited, and gives up after the wait (see [`lock_wait`]) with one line naming the holder.
pub fn lock(path: &Path) -> Result<StoreLock, StoreError> {
    let lock_path = lock_path(path).map_err(InputError::new)?;
    let mut file = open_lock(&lock_path, true).map_err(InputError::new)?;
    let start = Instant::now();
    let mut said = None::<Instant>;
    let mut wait = None;
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(std::fs::TryLockError::WouldBlock) => {}
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(StoreError::Failed(format!(
                    "cannot lock {}: {e}",
                    lock_path.display()
                )));
            }
        }
        let limit = match wait {
            Some(w) => w,
            None => *wait.insert(lock_wait()?),
        };
        let waited = start.elapsed();
        if waited >= limit {
            return Err(StoreError::Refused(InputError::new(format!(
                "the evidence file {} is locked by {} and stayed locked for {:.0} s: try again when that run is done (or wait longer: {LOCK_WAIT_VARIABLE}=SECONDS)",
                path.display(),
                holder(&mut file),
                waited.as_secs_f64()
            ))));
        }
        match said {
            None => eprintln!(
                "waiting for the lock on {} (held by {}), at most {:.0} s",
                path.display(),
                holder(&mut file),
                limit.as_secs_f64()
            ),
            Some(t) if t.elapsed() >= LOCK_WAIT_REPORT => eprintln!(
                "still waiting for the lock on {} (held by {}), {:.0} s of {:.0} s",
                path.display(),
                holder(&mut file),
                waited.as_secs_f64(),
                limit.as_secs_f64()
            ),
            Some(_) => {
                std::thread::sleep(Duration::from_millis(100));
                continue;
            }
        }
        said = Some(Instant::now());
        std::thread::sleep(Duration::from_millis(100));
    }
    // Who holds it now, for a run that waits.
    let command: Vec<String> = std::env::args().collect();
    let mut command = shlex::try_join(command.iter().map(String::as_str)).unwrap_or_default();
    if command.len() > 300 {
        command.truncate(command.floor_char_boundary(300));
        command.push_str("...");
    }
    let _ = file.set_len(0);
    let _ = file.seek(SeekFrom::Start(0));
    let _ = writeln!(
        file,
        "process {} (`{command}`) since {}",
        std::process::id(),
        crate::core::run_info::utc_now()
    );
    let _ = file.flush();
    Ok(StoreLock { file })
}
