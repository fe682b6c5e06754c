//! Stored evidence of deep runs (`evidence/deep.json`), so that CLAIMS.md keeps what a long
//! `cgcheck verify --deep` found after a quick `cgcheck verify` rewrites it.

use super::Claim;
use super::evidence::{Evidence, Status};
use super::provenance::{Freshness, Kind, Provenance, freshness};
use crate::core::InputError;
use crate::core::files::read_text_capped;
use crate::hunt::HuntRecord;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// Where deep evidence lives, relative to the project root.
pub const DEEP_EVIDENCE_PATH: &str = "evidence/deep.json";

/// The largest evidence file read (the project's is under 100 KB).
pub const MAX_EVIDENCE_BYTES: u64 = 64 << 20;

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
}

/// All stored deep records, by claim id.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DeepStore {
    /// Records keyed by claim id.
    pub records: BTreeMap<String, DeepRecord>,
    /// Counterexample hunts (`cgcheck hunt`), keyed by claim id.
    #[serde(default)]
    pub hunts: BTreeMap<String, HuntRecord>,
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
        serde_json::from_str(&text).map_err(|e| {
            InputError::new(format!(
                "cannot parse evidence file {}: {e}",
                path.display()
            ))
        })
    }

    /// Stores a hunt's record unless the stored one is stronger: evidence only grows.
    ///
    /// 1. A stale stored record (its claim or check changed since: see
    ///    [`super::provenance`]) is replaced: it no longer describes today's check.
    /// 2. A counterexample is never dropped: a record with one beats a record without.
    /// 3. Otherwise the record with more instances checked stands (on a tie, the new one).
    ///
    /// Returns which record now stands.
    pub fn record_hunt(&mut self, claim: &Claim, record: HuntRecord) -> Kept {
        let kept = match self.hunts.get(claim.id) {
            None => Kept::New,
            Some(_) if self.hunt_freshness(claim) != Freshness::Current => Kept::New,
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
    pub fn record_deep(&mut self, claim: &Claim, record: DeepRecord) -> Kept {
        let kept = match self.records.get(claim.id) {
            None => Kept::New,
            Some(_) if self.deep_freshness(claim) != Freshness::Current => Kept::New,
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

    /// Whether the stored deep record of `claim` (if any) is current.
    pub fn deep_freshness(&self, claim: &Claim) -> Freshness {
        let record = self.records.get(claim.id);
        freshness(
            claim,
            Kind::Deep,
            record.and_then(|r| r.provenance.as_ref()),
        )
    }

    /// Whether the stored hunt record of `claim` (if any) is current.
    pub fn hunt_freshness(&self, claim: &Claim) -> Freshness {
        let record = self.hunts.get(claim.id);
        freshness(
            claim,
            Kind::Hunt,
            record.and_then(|r| r.provenance.as_ref()),
        )
    }

    /// The stored records that are stale, as (claim id, `deep` or `hunt`, why).
    pub fn stale(&self, claims: &[Claim]) -> Vec<(String, &'static str, String)> {
        let mut out = Vec::new();
        for c in claims {
            if self.records.contains_key(c.id)
                && let Freshness::Stale(why) = self.deep_freshness(c)
            {
                out.push((c.id.to_string(), "deep", why));
            }
            if self.hunts.contains_key(c.id)
                && let Freshness::Stale(why) = self.hunt_freshness(c)
            {
                out.push((c.id.to_string(), "hunt", why));
            }
        }
        out
    }

    /// Changes the stored evidence at `path` in one step that no other cgcheck process can
    /// interleave with: takes an exclusive lock (`<path>.lock`), reads the file as it is now
    /// (another run may have stored records since this one started), applies `change`, and
    /// writes the result atomically (a temporary file renamed over the old one). Two runs that
    /// finish together, say a deep run and a hunt, therefore both keep their records: before
    /// this, each saved the store it had read at its start, and the later one dropped the
    /// other's records.
    pub fn update<R>(path: &Path, change: impl FnOnce(&mut DeepStore) -> R) -> Result<R, String> {
        let lock_path = path.with_extension("json.lock");
        let lock = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&lock_path)
            .map_err(|e| format!("cannot open {}: {e}", lock_path.display()))?;
        lock.lock()
            .map_err(|e| format!("cannot lock {}: {e}", lock_path.display()))?;
        let mut store = DeepStore::load(path).map_err(|e| e.0)?;
        let out = change(&mut store);
        let partial = path.with_extension("json.partial");
        store.save(&partial)?;
        std::fs::rename(&partial, path)
            .map_err(|e| format!("cannot replace {}: {e}", path.display()))?;
        drop(lock);
        Ok(out)
    }

    /// Writes the store as pretty JSON (stable key order, so diffs stay small).
    pub fn save(&self, path: &Path) -> Result<(), String> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)
                .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let text = serde_json::to_string_pretty(self).map_err(|e| e.to_string())?;
        std::fs::write(path, text + "\n")
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    }
}
