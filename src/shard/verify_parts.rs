//! A claim's check split into parts (`cgcheck verify [--deep] --claim ID --shard I/N --dir D`)
//! and merged back.
//!
//! A part runs the claim's whole check with its exhaustive drivers judging only the part's
//! instances ([`crate::claims::drivers::universal::split`]); each such finding carries the
//! part's [`Tally`]. Work the check does outside the drivers (tables, bespoke proofs) is done
//! whole by every part. [`merge`] reads the part files back and refuses a missing or repeated
//! part, parts of other claims, depths or code, and parts that disagree on a finding made
//! outside the drivers; each driver finding becomes the one the whole run makes
//! ([`Tally::combine`]), so the merged evidence equals the evidence of the check run in one
//! process, and the merged record can be stored like a deep record
//! (`cgcheck merge ... --into evidence/deep.json`).

use crate::claims::drivers::universal::Tally;
use crate::claims::provenance::Provenance;
use crate::claims::store::DeepRecord;
use crate::claims::{Depth, Evidence, Finding};
use crate::core::{InputError, Shard};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The `format` field of a part file.
pub const FORMAT: &str = "cgcheck-verify-part 1";
/// The file name ending of part files.
pub const EXTENSION: &str = ".verify.json";

/// A part file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VerifyPart {
    /// [`FORMAT`].
    pub format: String,
    /// The claim id.
    pub claim: String,
    /// The depth of the run.
    pub depth: Depth,
    /// Which part.
    pub shard: Shard,
    /// What the part found (its driver findings carry their tallies).
    pub evidence: Evidence,
    /// Where the part came from (its shard id set).
    pub provenance: Provenance,
}

/// The name of a part's file.
pub fn file_name(claim: &str, depth: Depth, shard: Shard) -> String {
    let depth = match depth {
        Depth::Quick => "quick",
        Depth::Deep => "deep",
    };
    format!(
        "verify-{claim}-{depth}-part-{}-of-{}{EXTENSION}",
        shard.index, shard.count
    )
}

/// Writes a part file into `dir`; returns its path.
pub fn write(dir: &Path, part: &VerifyPart) -> Result<PathBuf, String> {
    let path = dir.join(file_name(&part.claim, part.depth, part.shard));
    let text = serde_json::to_string_pretty(part).map_err(|e| e.to_string())?;
    super::write_atomically(&path, text.as_bytes())?;
    Ok(path)
}

/// Whether a check's evidence, run as one part, was split by its drivers (has a finding
/// with a tally): a check with none would do the whole work in every part.
pub fn was_split(evidence: &Evidence) -> bool {
    evidence.findings.iter().any(|f| f.split.is_some())
}

fn read(path: &Path) -> Result<VerifyPart, InputError> {
    super::read_part(path, "a verify part file", FORMAT, |p: &VerifyPart| {
        &p.format
    })
}

/// A merged check: the evidence one process would have found, and the record to store.
#[derive(Debug, Clone)]
pub struct Merged {
    /// The claim id.
    pub claim: String,
    /// The depth.
    pub depth: Depth,
    /// How many parts.
    pub parts: u64,
    /// The record (its evidence is the whole run's).
    pub record: DeepRecord,
}

/// Merges the part files among `paths` (files or directories).
pub fn merge(paths: &[PathBuf]) -> Result<Merged, InputError> {
    merge_parts(&super::read_parts(paths, EXTENSION, read)?)
}

/// Merges parts read from the given files.
pub fn merge_parts(parts: &[(PathBuf, VerifyPart)]) -> Result<Merged, InputError> {
    let Some((first_path, first)) = parts.first() else {
        return Err(InputError::new("no verify part files to merge"));
    };
    let p0 = &first.provenance;
    for (path, p) in parts {
        let differs = |what: String| {
            Err(InputError::new(format!(
                "{} and {} {what}: they are not parts of one run",
                first_path.display(),
                path.display()
            )))
        };
        if p.claim != first.claim || p.depth != first.depth {
            return differs(format!(
                "are runs of {} ({:?}) and {} ({:?})",
                first.claim, first.depth, p.claim, p.depth
            ));
        }
        if p.provenance.check != p0.check || p.provenance.spec != p0.spec {
            return differs("were made by different code or for a different statement".into());
        }
        if p.shard.count != first.shard.count {
            return differs(format!(
                "split the run in {} and {} parts",
                first.shard.count, p.shard.count
            ));
        }
        if p.evidence.findings.len() != first.evidence.findings.len()
            || p.evidence.hunted != first.evidence.hunted
        {
            return differs("found different things".into());
        }
    }
    crate::core::shard::complete(parts.iter().map(|(_, p)| p.shard))?;
    let mut sorted: Vec<&VerifyPart> = parts.iter().map(|(_, p)| p).collect();
    sorted.sort_by_key(|p| p.shard);
    let count = first.shard.count;
    let mut findings = Vec::new();
    for (k, f0) in first.evidence.findings.iter().enumerate() {
        let at: Vec<&Finding> = sorted.iter().map(|p| &p.evidence.findings[k]).collect();
        findings.push(match &f0.split {
            None => {
                if at.iter().any(|f| *f != f0) {
                    return Err(InputError::new(format!(
                        "the parts of {} disagree on a finding made outside the split drivers ({}): not one run",
                        first.claim, f0.detail
                    )));
                }
                f0.clone()
            }
            Some(_) => {
                let tallies = at
                    .iter()
                    .map(|f| {
                        f.split.as_deref().ok_or_else(|| {
                            InputError::new(format!(
                                "the parts of {} split different findings: not one run",
                                first.claim
                            ))
                        })
                    })
                    .collect::<Result<Vec<&Tally>, _>>()?;
                let whole = Tally::combine(&tallies).map_err(|why| {
                    InputError::new(format!("{} (claim {})", why, first.claim))
                })?;
                let (kind, detail) = whole.finding();
                let mut one = Evidence::default();
                one.push(kind, detail);
                let mut f = one.findings.remove(0);
                f.reading.clone_from(&f0.reading);
                f.part.clone_from(&f0.part);
                f
            }
        });
    }
    let evidence = Evidence {
        findings,
        hunted: first.evidence.hunted.clone(),
    };
    let seconds: f64 = sorted.iter().map(|p| p.provenance.seconds).sum();
    let peak = sorted.iter().filter_map(|p| p.provenance.peak_bytes).max();
    let command = match first.depth {
        Depth::Quick => format!("cgcheck verify --claim {}", first.claim),
        Depth::Deep => format!("cgcheck verify --deep --claim {}", first.claim),
    };
    let record = DeepRecord {
        command: format!(
            "{command} --shard I/{count} (0..{count}, merged: {} core-seconds in all)",
            seconds.round()
        ),
        seconds: (seconds * 10.0).round() / 10.0,
        evidence,
        shared: Vec::new(),
        provenance: Some(Provenance {
            date: crate::claims::provenance::utc_now(),
            shard: Some(format!("{count} parts merged")),
            seconds: (seconds * 10.0).round() / 10.0,
            peak_bytes: peak,
            ..p0.clone()
        }),
        extra: Default::default(),
    };
    Ok(Merged {
        claim: first.claim.clone(),
        depth: first.depth,
        parts: count,
        record,
    })
}
