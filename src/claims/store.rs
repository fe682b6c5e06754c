//! Stored evidence of deep runs (`evidence/deep.json`), so that CLAIMS.md keeps what a long
//! `cgcheck verify --deep` found after a quick `cgcheck verify` rewrites it.

use super::evidence::Evidence;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// Where deep evidence lives, relative to the project root.
pub const DEEP_EVIDENCE_PATH: &str = "evidence/deep.json";

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
    pub hunts: BTreeMap<String, crate::hunt::HuntRecord>,
}

impl DeepStore {
    /// Loads the store; a missing file is an empty store.
    pub fn load(path: &Path) -> Result<DeepStore, String> {
        match std::fs::read_to_string(path) {
            Ok(text) => serde_json::from_str(&text)
                .map_err(|e| format!("cannot parse {}: {e}", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(DeepStore::default()),
            Err(e) => Err(format!("cannot read {}: {e}", path.display())),
        }
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
