//! What every stored record says of where it came from, and whether it still stands.
//!
//! A record of a claim in `evidence/deep.json` (a deep run or a hunt) carries a
//! [`Provenance`] with its [`Basis`]: what the result rests on (the normalised code, the
//! engines' canaries, the quick result, the stored artifacts it read). A stored artifact
//! outside it (a Seki census, a k-in-a-row certificate, a Domineering outcome record) carries
//! an [`ArtifactProvenance`]: the same facts of the run, and instead of a claim's fingerprints
//! the fingerprint of the engine code that made it. Both are judged as [`Freshness`]: current,
//! re-validated or stale. How a claim's record is fingerprinted and judged is the claims'
//! business (`crate::claims::provenance`); how an artifact is judged, [`super::artifacts`].

use crate::core::run_info::{Machine, peak_rss, run_commit, utc_now};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Where a stored record came from (see the module documentation).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Provenance {
    /// The cgcheck version (`Cargo.toml`).
    pub version: String,
    /// The git commit the binary that ran was built from (`-dirty` when its sources had
    /// changes; see [`run_commit`](crate::core::run_info::run_commit)), or `unknown` when that cannot be known.
    pub commit: String,
    /// [`crate::claims::provenance::spec_fingerprint`] of the claim at the time.
    pub spec: String,
    /// [`crate::claims::provenance::check_fingerprint`] at the time.
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
    /// What the record rests on besides the claim's statement (absent in records made before
    /// it was kept: see [`Basis`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basis: Option<Basis>,
    /// Fields this version does not know (written by a newer one): kept as they are, so that
    /// storing another record does not drop them (see [`crate::claims::store::DeepStore`]).
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

/// What a record rests on, pinned when it is made: the code that checks the claim as the
/// compiler reads it, the engines' behaviour, and what the quick check found at the time.
///
/// A record is current while its code fingerprint is unchanged. When the code changed, the
/// record is *re-validated* (current, with a note) if today's quick check finds exactly what
/// the quick check found when it was made and every engine it uses answers its canary sample
/// as it did: the change did not change what the check computes on the quick bound, and the
/// engines behave alike, so the deep result stands. When an engine's canary changed, the
/// record is stale whatever the code: the engine answers differently now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Basis {
    /// [`crate::claims::provenance::code_fingerprint`] of the check's code (normalised: comments, docs, formatting,
    /// visibility and lint attributes do not count).
    pub code: String,
    /// [`crate::claims::provenance::quick_digest`] of the claim's quick check when the record was made.
    pub quick: String,
    /// The canary digest of each engine the check uses, by engine name
    /// ([`super::canary`]).
    pub engines: BTreeMap<String, String>,
    /// For a deep record: the checksum of each stored artifact the claim's parts read
    /// ([`artifact_digests`]), by path. A record that rests on a stored census or certificate
    /// is keyed by it: a changed artifact stales the record whatever the code.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub artifacts: BTreeMap<String, String>,
    /// For a deep record whose findings quote an engine's search effort
    /// ([`crate::claims::part::Part::quoting_effort`]): that engine's effort digest, by engine name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub efforts: BTreeMap<String, String>,
}

/// The digest of each stored artifact in `paths` as the checks read it ([`content_digest`]),
/// by path: a path ending in `/` stands for every file directly in that directory. A file
/// that cannot be read is `missing`, an empty directory `empty`, so that a removed artifact
/// changes the map too.
pub fn artifact_digests(paths: &[&str]) -> BTreeMap<String, String> {
    let digest = |path: &std::path::Path| match std::fs::read(path) {
        Ok(bytes) => content_digest(&bytes),
        Err(_) => "missing".to_string(),
    };
    let mut out = BTreeMap::new();
    for path in paths {
        let Some(dir) = path.strip_suffix('/') else {
            out.insert(path.to_string(), digest(std::path::Path::new(path)));
            continue;
        };
        let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        if files.is_empty() {
            out.insert(path.to_string(), "empty".to_string());
        }
        for f in files {
            out.insert(f.to_string_lossy().replace('\\', "/"), digest(&f));
        }
    }
    out
}

use crate::core::digest::fnv_hex as byte_digest;

/// What says when, where, how long and by which code a JSON record was made, not what it
/// found: left out of its [`content_digest`].
const MAKING: [&str; 9] = [
    "provenance",
    "date",
    "commits",
    "part_seconds",
    "seconds",
    "peak_bytes",
    "parts",
    "engine",
    "machine",
];

/// The digest of a stored artifact's content: for a JSON record (a Seki census, a Domineering
/// outcome record), the record without how it was made ([`MAKING`], at the top and in its
/// `answer`), so that a record re-made with the same findings (by a faster engine, on
/// another day) keeps its digest and the records that read it stay current; any other file
/// (a certificate) by its bytes.
pub fn content_digest(bytes: &[u8]) -> String {
    let Ok(mut v) = serde_json::from_slice::<serde_json::Value>(bytes) else {
        return byte_digest(bytes);
    };
    let Some(top) = v.as_object_mut() else {
        return byte_digest(bytes);
    };
    for key in MAKING {
        top.remove(key);
    }
    if let Some(answer) = top.get_mut("answer").and_then(|a| a.as_object_mut()) {
        for key in MAKING {
            answer.remove(key);
        }
    }
    // serde_json's maps are sorted by key, so the text is canonical.
    format!("json {}", byte_digest(v.to_string().as_bytes()))
}

/// Where a stored artifact outside `evidence/deep.json` came from (a Seki census, a
/// k-in-a-row certificate, a Domineering outcome record): the fields of [`Provenance`] but
/// the claim's fingerprints, and instead the fingerprint of the engine code that made it
/// (`crate::records`: an artifact of other engine code is stale).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArtifactProvenance {
    /// The cgcheck version (`Cargo.toml`).
    pub version: String,
    /// The git commit of the run ([`run_commit`](crate::core::run_info::run_commit)).
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
    /// The digest of its engine's canary when it was made ([`super::artifacts::canary`]): an
    /// artifact of other engine code whose canary is today's is re-validated, not stale.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary: Option<String>,
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
            canary: None,
        }
    }

    /// With today's canary of `engine` ([`super::artifacts::canary`]) when the artifact's
    /// engine fingerprint is today's code of it (a merge of parts made by other code gets
    /// none: today's canary does not speak for that code).
    pub fn with_canary(mut self, engine: &crate::records::EngineCode) -> ArtifactProvenance {
        if engine.is_today(&self.engine) {
            self.canary = super::artifacts::canary(engine.name);
        }
        self
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

/// Whether a stored record still describes today's claim and check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Freshness {
    /// The claim and the code are as they were (comments and formatting aside).
    Current,
    /// The code changed, but the quick check finds what it found and the engines answer as
    /// they did (see [`Basis`]): the record stands; why, in words.
    Revalidated(String),
    /// The record answers an older question or came from older code: why, in words.
    Stale(String),
}

impl Freshness {
    /// Whether the record stands (current or re-validated).
    pub fn stands(&self) -> bool {
        !matches!(self, Freshness::Stale(_))
    }
}
