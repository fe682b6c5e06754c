//! The Seki census record: a stored enumeration of every m x n matrix of a variant up to a
//! height (counts per type and height, the matrices a filter kept, where it came from), which
//! claims read instead of re-running an enumeration too large for one machine. Its naive
//! checker is [`super::census_check`]; split runs make it from level files
//! (`crate::shard::seki_levels`).

use crate::games::seki::enumerate::Census;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// How a census was made: the provenance fields of its record.
pub struct Made {
    /// Part files merged (1 for a one-process run).
    pub parts: u64,
    /// The engine fingerprint of the parts.
    pub engine: String,
    /// The commits the parts were made from.
    pub commits: Vec<String>,
    /// Seconds the parts took, added up.
    pub seconds: f64,
    /// The largest peak memory of a part, in bytes.
    pub peak_bytes: Option<u64>,
    /// The machine of the first part, if known (else this one's).
    pub machine: Option<crate::core::run_info::Machine>,
}

/// The first line (`format`) of a census record.
pub const CENSUS_FORMAT: &str = "cgcheck-seki-census 1";

/// A merged census stored as evidence (`cgcheck merge ... --record FILE`, kept under
/// `evidence/censuses/`): the counts per type and height, the matrices the filter kept, and
/// where it came from. Claims read it instead of re-running an enumeration too large for
/// `verify --deep` on one machine; like `evidence/deep.json`, it is trusted as recorded (the
/// checksum lets anyone who re-runs the enumeration compare).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CensusRecord {
    /// [`CENSUS_FORMAT`].
    pub format: String,
    /// `seki` or `seki-i`.
    pub variant: String,
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// Largest entry.
    pub h: u32,
    /// Classes (matrices with no zero line up to row and column permutations).
    pub classes: u64,
    /// The most classes in one level.
    pub widest_level: usize,
    /// [`Census::checksum`], 16 hex digits.
    pub checksum: String,
    /// (refined type, coarse type, height, classes).
    pub counts: Vec<(String, String, u32, u64)>,
    /// (refined type, height, magic squares).
    pub magic_counts: Vec<(String, u32, u64)>,
    /// The `--only` filter of the kept matrices.
    pub only: String,
    /// How many classes the filter matched.
    pub matched: u64,
    /// The kept matrices: (matrix, coarse type, refined type).
    pub kept: Vec<(String, String, String)>,
    /// Part files merged.
    pub parts: u64,
    /// The engine fingerprint of the parts.
    pub engine: String,
    /// The commits the parts were made from.
    pub commits: Vec<String>,
    /// Seconds the parts took, added up.
    pub part_seconds: f64,
    /// The largest peak memory of a part, in bytes.
    pub peak_bytes: Option<u64>,
    /// When the merge was made (UTC).
    pub date: String,
    /// Where it came from, as for every stored artifact (absent in records made before it was
    /// kept: `engine` still tells whether the record is stale).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub provenance: Option<super::provenance::ArtifactProvenance>,
}

impl CensusRecord {
    /// The record of a one-process enumeration (`cgcheck enumerate seki ... --record FILE`)
    /// that took `seconds`: one part, this binary's engine and commit, this process's peak.
    pub fn of_one_process(c: &Census, only: &str, seconds: f64) -> CensusRecord {
        CensusRecord::of_census(
            c,
            only,
            Made {
                parts: 1,
                engine: super::SEKI_ENGINE.code(),
                commits: vec![crate::core::run_info::run_commit()],
                seconds,
                peak_bytes: crate::core::run_info::peak_rss(),
                machine: None,
            },
        )
    }

    /// The record of census `c`, made as `made` says.
    pub fn of_census(c: &Census, only: &str, made: Made) -> CensusRecord {
        let mut provenance =
            super::provenance::ArtifactProvenance::now(made.engine.clone(), made.seconds)
                .with_canary(&super::SEKI_ENGINE);
        provenance.peak_bytes = made.peak_bytes;
        if let Some(machine) = made.machine.clone() {
            provenance.machine = machine;
        }
        if made.commits.len() == 1 {
            provenance.commit = made.commits[0].clone();
        } else if !made.commits.is_empty() {
            provenance.commit = format!("several: {}", made.commits.join(" "));
        }
        CensusRecord {
            format: CENSUS_FORMAT.to_string(),
            variant: c.variant.name().to_string(),
            m: c.m,
            n: c.n,
            h: c.h,
            classes: c.classes,
            widest_level: c.widest_level,
            checksum: format!("{:016x}", c.checksum),
            counts: c
                .counts
                .iter()
                .map(|((r, co, h), k)| (r.clone(), co.clone(), *h, *k))
                .collect(),
            magic_counts: c
                .magic_counts
                .iter()
                .map(|((r, h), k)| (r.clone(), *h, *k))
                .collect(),
            only: only.to_string(),
            matched: c.matched,
            kept: c
                .kept
                .iter()
                .map(|(a, t)| (a.compact(), t.coarse(), t.refined()))
                .collect(),
            parts: made.parts,
            engine: made.engine,
            commits: made.commits,
            part_seconds: (made.seconds * 10.0).round() / 10.0,
            peak_bytes: made.peak_bytes,
            date: crate::core::run_info::utc_now(),
            provenance: Some(provenance),
        }
    }

    /// Classes of a coarse type such as "(D,D)", over all heights.
    pub fn count_coarse(&self, coarse: &str) -> u64 {
        self.counts
            .iter()
            .filter(|(_, c, _, _)| c == coarse)
            .map(|x| x.3)
            .sum()
    }
}

/// The census records in `dir` (files ending in `.json`), in name order; a file that is not
/// one is an error (a record that cannot be read must not be silently skipped).
pub fn census_records(dir: &Path) -> Result<Vec<(PathBuf, CensusRecord)>, String> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Ok(Vec::new());
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = crate::core::files::read_text_capped(
                &p,
                crate::core::files::MAX_CENSUS_BYTES,
                "census record",
            )
            .map_err(|e| e.0)?;
            let r: CensusRecord = serde_json::from_str(&text)
                .map_err(|e| format!("{}: not a census record: {e}", p.display()))?;
            if r.format != CENSUS_FORMAT {
                return Err(format!("{}: unknown format '{}'", p.display(), r.format));
            }
            Ok((p, r))
        })
        .collect()
}
