//! Runs split into shards, on several processes or machines, and merged back (issue 17).
//!
//! A long run is cut into parts ([`crate::core::Shard`], `--shard I/N`), each a
//! deterministic function of the run and its index. Each part writes its own file with
//! what it computed, its provenance and its shard id; `cgcheck merge` reads the files back,
//! refuses a missing or repeated part, a mix of runs (other bounds) or of engines (other
//! code), and produces the same result as the run done in one process:
//!
//! - [`seki_levels`]: the Seki enumeration, tier by tier as in retrograde solvers. Level t
//!   (the matrices of total sum t) needs only the whole level t - 1, so the parts of level t
//!   run in parallel once every part of level t - 1 is written; the merge tallies the levels
//!   into the census one process would print, checksum included.
//! - [`hunts`]: a counterexample hunt, whose parts run disjoint seed streams; the merge adds
//!   their counts and can store the merged record in the evidence file like a hunt's.
//! - [`verify_parts`]: one claim's check (`verify [--deep] --claim ID --shard I/N`), whose
//!   exhaustive drivers over typed domains deal the instances round robin
//!   ([`crate::core::Shard::holds`]); the merge combines the parts' tallies into the finding
//!   one process makes and can store the record like a deep run's. A check with no such
//!   driver (a table, a bespoke proof) does not split, and is refused.
//! - [`mnk_proofs`]: a k-in-a-row proof, split by the side to move's first stone (classes
//!   up to symmetry, round robin); the merge joins the parts' certificates and checks them
//!   with the naive checkers.
//! - [`merge_parts`]: the `merge_parts` fuzz check: whatever the merge accepts from
//!   mutated part files is what the genuine parts merge to, or it refuses.
//! - [`slurm`]: job scripts that run these on a Slurm cluster (a job array per level,
//!   `afterok` dependencies between levels, a final merge job).
//!
//! Not split yet, and what would split them:
//!
//! - The Column-Row staircase (`src/games/column_row/staircase.rs`): its tiers are word
//!   lengths, but a move can shorten a word by more than one letter (a one-letter first or
//!   last run strips its neighbours), so a part of length L reads values of every shorter
//!   length, in effect the whole table (about 27 GB at n = 26): parts by rank range would each
//!   need the memory of the whole run. What would work: the table on shared storage, read by
//!   rank (memory-mapped over a parallel file system), or parts that exchange the values they
//!   need (request and answer rounds per length, MPI-style).

pub mod hunts;
pub mod merge_parts;
pub mod mnk_proofs;
pub mod seki_levels;
pub mod slurm;
pub mod verify_parts;

use serde::{Deserialize, Serialize};

/// Where a shard file came from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShardProvenance {
    /// The cgcheck version.
    pub version: String,
    /// The git commit of the run (see [`crate::core::run_info::run_commit`]).
    pub commit: String,
    /// UTC date and time the part finished.
    pub date: String,
    /// The machine.
    pub machine: crate::core::run_info::Machine,
    /// Wall-clock seconds of the part.
    pub seconds: f64,
    /// Peak resident memory of the process, in bytes, if known.
    pub peak_bytes: Option<u64>,
}

impl ShardProvenance {
    /// The provenance of a part that has just finished here.
    pub fn now(seconds: f64) -> ShardProvenance {
        use crate::core::run_info as p;
        ShardProvenance {
            version: env!("CARGO_PKG_VERSION").to_string(),
            commit: p::run_commit(),
            date: p::utc_now(),
            machine: p::Machine::current(),
            seconds: (seconds * 100.0).round() / 100.0,
            peak_bytes: p::peak_rss(),
        }
    }
}

/// Reads a JSON part file: `what` names the kind in the error ("a hunt part file"), and
/// `format` gives the file's `format` field, which must be `expected`.
pub fn read_part<T: serde::de::DeserializeOwned>(
    path: &std::path::Path,
    what: &str,
    expected: &str,
    format: impl Fn(&T) -> &str,
) -> Result<T, crate::core::InputError> {
    let bad = |why: String| crate::core::InputError::new(format!("{}: {why}", path.display()));
    let text =
        crate::core::files::read_text_capped(path, crate::core::files::MAX_PART_BYTES, what)?;
    let part: T = serde_json::from_str(&text).map_err(|e| bad(format!("not {what}: {e}")))?;
    if format(&part) != expected {
        return Err(bad(format!(
            "unknown format '{}' (expected '{expected}')",
            format(&part)
        )));
    }
    Ok(part)
}

/// Every part file among `paths` (files, or directories searched for names ending in
/// `extension`), read by `read`, each with its path.
pub fn read_parts<T>(
    paths: &[std::path::PathBuf],
    extension: &str,
    read: impl Fn(&std::path::Path) -> Result<T, crate::core::InputError>,
) -> Result<Vec<(std::path::PathBuf, T)>, crate::core::InputError> {
    expand(paths, &[extension])?
        .into_iter()
        .map(|p| read(&p).map(|part| (p, part)))
        .collect()
}

/// Writes `bytes` to `path` atomically (see [`crate::core::files::write_atomic`]), so a part
/// killed while writing (a job past its time limit) never leaves a file that looks whole.
pub fn write_atomically(path: &std::path::Path, bytes: &[u8]) -> Result<(), String> {
    crate::core::files::write_atomic(path, bytes)
}

/// The files named on the command line: each file as given, and the files of each directory
/// (sorted by name) whose names end in one of `extensions`.
pub fn expand(
    paths: &[std::path::PathBuf],
    extensions: &[&str],
) -> Result<Vec<std::path::PathBuf>, crate::core::InputError> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let entries = std::fs::read_dir(p).map_err(|e| {
                crate::core::InputError::new(format!("cannot read {}: {e}", p.display()))
            })?;
            let mut found: Vec<_> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| {
                    let name = f.file_name().and_then(|n| n.to_str()).unwrap_or("");
                    extensions.iter().any(|x| name.ends_with(x))
                })
                .collect();
            found.sort();
            out.extend(found);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}
