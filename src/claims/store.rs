//! Stored evidence of deep runs (`evidence/deep.json`), so that CLAIMS.md keeps what a long
//! `cgcheck verify --deep` found after a quick `cgcheck verify` rewrites it.

use super::evidence::Evidence;
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
    /// 1. A counterexample is never dropped: a record with one beats a record without.
    /// 2. Otherwise the record with more instances checked stands (on a tie, the new one).
    ///
    /// Returns which record now stands.
    pub fn record_hunt(&mut self, claim: &str, record: HuntRecord) -> Kept {
        let kept = match self.hunts.get(claim) {
            None => Kept::New,
            Some(old) => match (&old.counterexample, &record.counterexample) {
                (Some(_), None) => Kept::Stored,
                (None, Some(_)) => Kept::New,
                _ if old.instances > record.instances => Kept::Stored,
                _ => Kept::New,
            },
        };
        if kept == Kept::New {
            self.hunts.insert(claim.to_string(), record);
        }
        kept
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

#[cfg(test)]
mod tests {
    use super::*;

    fn hunt(instances: u64, counterexample: bool) -> HuntRecord {
        HuntRecord {
            command: format!("cgcheck hunt X --time {instances}s"),
            instances,
            largest: "-".into(),
            seconds: 1.0,
            counterexample: counterexample.then(|| ("fails".into(), "cgcheck solve".into())),
            top_sizes: Vec::new(),
        }
    }

    #[test]
    fn a_weaker_hunt_never_replaces_a_stronger_one() {
        let mut store = DeepStore::default();
        assert_eq!(store.record_hunt("SL-Nim", hunt(133_888, false)), Kept::New);
        assert_eq!(store.record_hunt("SL-Nim", hunt(283, false)), Kept::Stored);
        assert_eq!(store.hunts["SL-Nim"].instances, 133_888);
        assert_eq!(store.record_hunt("SL-Nim", hunt(200_000, false)), Kept::New);
        assert_eq!(store.hunts["SL-Nim"].instances, 200_000);
    }

    #[test]
    fn a_counterexample_is_never_dropped() {
        let mut store = DeepStore::default();
        store.record_hunt("C", hunt(5, true));
        assert_eq!(store.record_hunt("C", hunt(1_000_000, false)), Kept::Stored);
        assert!(store.hunts["C"].counterexample.is_some());
        assert_eq!(store.record_hunt("C", hunt(1, true)), Kept::Stored);
        assert_eq!(store.record_hunt("C", hunt(9, true)), Kept::New);
    }

    #[test]
    fn a_missing_evidence_file_is_an_error() {
        let err = DeepStore::load(Path::new("no/such/evidence.json")).unwrap_err();
        assert!(err.0.contains("no evidence file"), "{err}");
    }
}
