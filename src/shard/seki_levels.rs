//! The Seki enumeration split by level and part, and merged back into its census.
//!
//! # One part
//!
//! `cgcheck enumerate seki MxN --max-height H --level T --shard I/N --dir DIR` solves part I
//! of level T ([`enumerate::solve_level_part`]: the first rows of level T dealt round robin)
//! from the whole level T - 1, which it reads from the parts in DIR, and writes
//! [`file_name`] in DIR. A level of the smallest sum needs no earlier level.
//!
//! # The file
//!
//! ```text
//! cgcheck-seki-level 1
//! {"variant":"seki","m":3,"n":3,"h":6,"t":7,"shard":{"index":0,"count":3}, ...}
//! <classes x (16-byte little-endian key, 1 solved byte)>
//! ```
//!
//! The JSON header holds the run (shape, height, variant), the level and part, the number
//! of classes, an FNV-1a checksum of the body, the engine fingerprint ([`engine`]) and the
//! provenance. A reader checks all of them: a file of another run, another engine, a
//! truncated or altered body, keys out of order or of another level are refused.
//!
//! # The merge
//!
//! [`merge`] reads the headers of every file, refuses a mix of runs or engines and any level
//! of the run whose parts are missing, repeated or of differing counts, checks each merged
//! level holds exactly the level's keys (generated again, not solved: parts relabelled as
//! another split cannot pass half a level as a whole one), then tallies level after level ([`enumerate::Tally`]), one level in memory at a time: the census equals the
//! one-process census, checksum included (`tests/shards.rs`).

use super::ShardProvenance;
use crate::core::{InputError, Shard};
use crate::games::seki::canon::Shape;
use crate::games::seki::enumerate::{self, Census, Filter, Level, Tally};
use crate::games::seki::rules::Variant;
use crate::records::census::{CensusRecord, Made};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The first line of a level file.
pub const MAGIC: &str = "cgcheck-seki-level 1";
/// The file name ending of level files.
pub const EXTENSION: &str = ".level";

/// The fingerprint of the code that solves levels: the enumerator, the canonical form, the
/// fast rules and the rules (the file format has its own version, [`MAGIC`]). A part is solved
/// only from parts of this engine; parts made by different engines are never merged.
pub fn engine() -> String {
    crate::records::SEKI_ENGINE.code()
}

/// One enumeration: m x n matrices of height <= h of a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Run {
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// Largest entry.
    pub h: u32,
    /// The variant.
    pub variant: Variant,
}

impl Run {
    /// The run's shape, or why the enumerator cannot do it.
    pub fn shape(&self) -> Result<Shape, InputError> {
        enumerate::enumeration_shape(self.m, self.n, self.h)
    }

    fn text(&self) -> String {
        format!(
            "{}x{} height <= {} ({})",
            self.m,
            self.n,
            self.h,
            self.variant.name()
        )
    }
}

/// The name of part `shard` of level `t` of a run.
pub fn file_name(run: &Run, t: u32, shard: Shard) -> String {
    format!(
        "{}-{}x{}-h{}-t{t:04}-part-{}-of-{}{EXTENSION}",
        run.variant.name(),
        run.m,
        run.n,
        run.h,
        shard.index,
        shard.count
    )
}

/// The header of a level file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header {
    /// `seki` or `seki-i`.
    pub variant: String,
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// Largest entry of the run.
    pub h: u32,
    /// The level: total sum of the matrices.
    pub t: u32,
    /// Which part of the level.
    pub shard: Shard,
    /// Classes in the body.
    pub classes: u64,
    /// FNV-1a (64 bit) of the body, 16 hex digits.
    pub checksum: String,
    /// [`engine`] of the code that wrote it.
    pub engine: String,
    /// Where and when it was made.
    pub provenance: ShardProvenance,
}

impl Header {
    fn run(&self) -> Result<Run, String> {
        let variant = match self.variant.as_str() {
            "seki" => Variant::Seki,
            "seki-i" => Variant::SekiI,
            other => return Err(format!("unknown variant '{other}'")),
        };
        Ok(Run {
            m: self.m,
            n: self.n,
            h: self.h,
            variant,
        })
    }
}

use crate::core::digest::fnv_hex as body_checksum;

/// The bytes of a level file.
pub fn encode(run: &Run, t: u32, shard: Shard, level: &Level, seconds: f64) -> Vec<u8> {
    let mut body = Vec::with_capacity(level.len() * 17);
    for (k, v) in level.iter() {
        body.extend_from_slice(&k.to_le_bytes());
        body.push(v);
    }
    let header = Header {
        variant: run.variant.name().to_string(),
        m: run.m,
        n: run.n,
        h: run.h,
        t,
        shard,
        classes: level.len() as u64,
        checksum: body_checksum(&body),
        engine: engine(),
        provenance: ShardProvenance::now(seconds),
    };
    let mut out = format!(
        "{MAGIC}\n{}\n",
        serde_json::to_string(&header).unwrap_or_default()
    )
    .into_bytes();
    out.extend(body);
    out
}

/// Splits a level file into its header and body, checking the first line and the header.
fn split(bytes: &[u8]) -> Result<(Header, &[u8]), String> {
    let line = |from: usize| -> Result<(&[u8], usize), String> {
        let end = bytes[from..]
            .iter()
            .position(|&b| b == b'\n')
            .ok_or("not a level file (a line is missing)")?;
        Ok((&bytes[from..from + end], from + end + 1))
    };
    let (first, at) = line(0)?;
    if first != MAGIC.as_bytes() {
        return Err(format!(
            "not a level file (the first line is not '{MAGIC}')"
        ));
    }
    let (json, at) = line(at)?;
    let header: Header =
        serde_json::from_slice(json).map_err(|e| format!("bad level file header: {e}"))?;
    Ok((header, &bytes[at..]))
}

/// Reads the header of a level file.
pub fn read_header(path: &Path) -> Result<Header, InputError> {
    use std::io::{BufRead, BufReader, Read};
    let bad = |why: String| InputError::new(format!("{}: {why}", path.display()));
    let file = std::fs::File::open(path).map_err(|e| bad(e.to_string()))?;
    let mut reader = BufReader::new(file);
    let mut head = Vec::new();
    for _ in 0..2 {
        let mut line = Vec::new();
        // A header is short: a file without a newline in its first 64 KiB is no level file.
        let read = reader
            .by_ref()
            .take(1 << 16)
            .read_until(b'\n', &mut line)
            .map_err(|e| bad(e.to_string()))?;
        if read == 0 || line.last() != Some(&b'\n') {
            return Err(bad("not a level file (a line is missing)".into()));
        }
        head.extend(line);
    }
    split(&head).map(|(h, _)| h).map_err(bad)
}

/// Reads a whole level file, checking it is part `shard` of level `t` of `run` made by the
/// engine `engine` (this binary's when solving a part from it; the one engine of all the
/// parts when merging them), and that its body is whole (checksum, size, keys strictly
/// increasing).
pub fn read(
    path: &Path,
    run: &Run,
    t: u32,
    shard: Shard,
    engine: &str,
) -> Result<Level, InputError> {
    let bad = |why: String| InputError::new(format!("{}: {why}", path.display()));
    // A level file is a regular file of the size its header gives; reading it is bounded by
    // that size (a device such as /dev/zero or a directory is refused before any read).
    let meta = std::fs::metadata(path).map_err(|e| bad(e.to_string()))?;
    if !meta.is_file() {
        return Err(bad("not a level file (not a regular file)".into()));
    }
    let bytes = crate::core::files::read_bytes_capped(path, meta.len(), "level file")?;
    let (header, body) = split(&bytes).map_err(bad)?;
    if header.run().map_err(bad)? != *run || header.t != t || header.shard != shard {
        return Err(bad(format!(
            "holds level {} part {} of {}, not level {t} part {shard} of {}",
            header.t,
            header.shard,
            header.run().map(|r| r.text()).unwrap_or_default(),
            run.text()
        )));
    }
    if header.engine != engine {
        return Err(bad(format!(
            "written by another engine ({}, expected {engine}): re-run it with this binary",
            header.engine,
        )));
    }
    // A header's class count is the file's word: checked, not multiplied, so a forged count
    // near u64::MAX is refused rather than overflowing (fuzz/regressions/merge_parts).
    if body_checksum(body) != header.checksum
        || header.classes.checked_mul(17) != Some(body.len() as u64)
    {
        return Err(bad(
            "the body does not match its header (truncated or altered)".into(),
        ));
    }
    let (keys, values): (Vec<u128>, Vec<u8>) = body
        .chunks_exact(17)
        .map(|c| {
            let mut k = [0u8; 16];
            k.copy_from_slice(&c[..16]);
            (u128::from_le_bytes(k), c[16])
        })
        .unzip();
    if keys.windows(2).any(|w| w[0] >= w[1]) {
        return Err(bad("keys out of order".into()));
    }
    Ok(Level::new(keys, values))
}

/// Every part of level `t` of `run` among `files` (headers read), checked complete: one
/// count N, every index 0..N exactly once.
fn parts_of<'a>(
    files: &'a [(PathBuf, Header)],
    run: &Run,
    t: u32,
) -> Result<Vec<&'a (PathBuf, Header)>, InputError> {
    let mut parts: Vec<&(PathBuf, Header)> = files
        .iter()
        .filter(|(_, h)| h.t == t && h.run().as_ref() == Ok(run))
        .collect();
    parts.sort_by_key(|(_, h)| h.shard);
    let Some((_, first)) = parts.first() else {
        return Err(InputError::new(format!(
            "level {t} of {} is missing (no part of it)",
            run.text()
        )));
    };
    let count = first.shard.count;
    let mut index = 0;
    for (path, h) in &parts {
        if h.shard.count != count {
            return Err(InputError::new(format!(
                "level {t} is split in {} parts in one file and {} in {}",
                count,
                h.shard.count,
                path.display()
            )));
        }
        if h.shard.index < index {
            return Err(InputError::new(format!(
                "part {} of level {t} is given twice ({})",
                h.shard,
                path.display()
            )));
        }
        if h.shard.index > index {
            break;
        }
        index += 1;
    }
    if index < count {
        return Err(InputError::new(format!(
            "part {index}/{count} of level {t} of {} is missing",
            run.text()
        )));
    }
    Ok(parts)
}

/// Refuses a merged level `t` whose keys are not exactly the level's canonical keys, generated
/// again here without solving them. The parts' headers only say which part of how many each
/// is: one of two parts relabelled as part 0 of 1 passes every check of the files, and would
/// merge as half a level stated as a whole one. Generating the keys costs a fraction of
/// solving them (no child is looked up).
fn check_whole(shape: &Shape, run: &Run, t: u32, level: &Level) -> Result<(), InputError> {
    let expected = enumerate::level(shape, run.h, t);
    if !level.iter().map(|(k, _)| k).eq(expected.iter().copied()) {
        let missing = expected.len().saturating_sub(level.len());
        return Err(InputError::new(format!(
            "level {t} of {} holds {} classes where the level has {}{}: its parts are not the whole level",
            run.text(),
            level.len(),
            expected.len(),
            if missing > 0 {
                format!(" ({missing} missing)")
            } else {
                String::new()
            }
        )));
    }
    Ok(())
}

/// The whole level `t` of `run` from its parts in `dir` (empty below the smallest sum).
pub fn load_level(dir: &Path, run: &Run, t: u32) -> Result<Level, InputError> {
    let shape = run.shape()?;
    if t < *enumerate::level_sums(&shape, run.h).start() {
        return Ok(Level::default());
    }
    let prefix = format!(
        "{}-{}x{}-h{}-t{t:04}-part-",
        run.variant.name(),
        run.m,
        run.n,
        run.h
    );
    let mut files = Vec::new();
    for path in super::expand(&[dir.to_path_buf()], &[EXTENSION])? {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with(&prefix) {
            let header = read_header(&path)?;
            files.push((path, header));
        }
    }
    let parts = parts_of(&files, run, t)?;
    let engine = engine();
    let levels = parts
        .iter()
        .map(|(path, h)| read(path, run, t, h.shard, &engine))
        .collect::<Result<Vec<_>, _>>()?;
    Level::merge(levels).map_err(InputError::new)
}

/// Solves part `shard` of level `t` of `run`, reading level t - 1 from `dir`, and writes it
/// to `dir`. Returns the file written and the number of classes.
pub fn solve_part(
    dir: &Path,
    run: &Run,
    t: u32,
    shard: Shard,
) -> Result<(PathBuf, usize), InputError> {
    let shape = run.shape()?;
    let sums = enumerate::level_sums(&shape, run.h);
    if !sums.contains(&t) {
        return Err(InputError::new(format!(
            "level {t} is not a level of {}: the levels are {} to {}",
            run.text(),
            sums.start(),
            sums.end()
        )));
    }
    let started = std::time::Instant::now();
    let prev = if t == *sums.start() {
        Level::default()
    } else {
        load_level(dir, run, t - 1)?
    };
    let level = enumerate::solve_level_part(&shape, run.h, t, run.variant, &prev, shard);
    drop(prev);
    let bytes = encode(run, t, shard, &level, started.elapsed().as_secs_f64());
    let path = dir.join(file_name(run, t, shard));
    super::write_atomically(&path, &bytes).map_err(InputError::new)?;
    Ok((path, level.len()))
}

/// A merged run: the census, and what the parts it came from were.
#[derive(Debug, Clone)]
pub struct Merged {
    /// The census, as one process would have made it.
    pub census: Census,
    /// Part files merged.
    pub parts: u64,
    /// The engine fingerprint of every part.
    pub engine: String,
    /// The commits the parts were made from.
    pub commits: Vec<String>,
    /// Seconds the parts took, added up (CPU-bound parts: about their core-seconds).
    pub part_seconds: f64,
    /// The largest peak memory of a part, in bytes.
    pub peak_bytes: Option<u64>,
    /// The machine of the first part (the parts of one run usually share one kind of node).
    pub machine: Option<crate::core::run_info::Machine>,
}

impl CensusRecord {
    /// The record of a merged run whose kept matrices were chosen by `--only only`.
    pub fn new(merged: &Merged, only: &str) -> CensusRecord {
        CensusRecord::of_census(
            &merged.census,
            only,
            Made {
                parts: merged.parts,
                engine: merged.engine.clone(),
                commits: merged.commits.clone(),
                seconds: merged.part_seconds,
                peak_bytes: merged.peak_bytes,
                machine: merged.machine.clone(),
            },
        )
    }
}

/// The census of a run from the level files among `paths` (files or directories): every
/// level of the run, each complete, all of one run and one engine.
pub fn merge(paths: &[PathBuf], filter: Filter, keep_at_most: usize) -> Result<Merged, InputError> {
    let started = std::time::Instant::now();
    let files = super::expand(paths, &[EXTENSION])?;
    if files.is_empty() {
        return Err(InputError::new("no level files to merge"));
    }
    let mut headers = Vec::new();
    let mut runs: BTreeMap<Run, PathBuf> = BTreeMap::new();
    let mut engines: BTreeMap<String, PathBuf> = BTreeMap::new();
    for path in files {
        let header = read_header(&path)?;
        let run = header
            .run()
            .map_err(|why| InputError::new(format!("{}: {why}", path.display())))?;
        runs.entry(run).or_insert_with(|| path.clone());
        engines
            .entry(header.engine.clone())
            .or_insert_with(|| path.clone());
        headers.push((path, header));
    }
    if runs.len() > 1 {
        let list: Vec<String> = runs
            .iter()
            .map(|(r, p)| format!("{} ({})", r.text(), p.display()))
            .collect();
        return Err(InputError::new(format!(
            "the files belong to different runs: {}",
            list.join(", ")
        )));
    }
    if engines.len() > 1 {
        let list: Vec<String> = engines
            .iter()
            .map(|(e, p)| format!("{e} ({})", p.display()))
            .collect();
        return Err(InputError::new(format!(
            "the files were written by different engines (code): {}",
            list.join(", ")
        )));
    }
    let Some(run) = runs.keys().next().copied() else {
        return Err(InputError::new("no level files to merge"));
    };
    let shape = run.shape()?;
    let sums = enumerate::level_sums(&shape, run.h);
    if let Some((path, h)) = headers.iter().find(|(_, h)| !sums.contains(&h.t)) {
        return Err(InputError::new(format!(
            "{}: level {} is not a level of {}",
            path.display(),
            h.t,
            run.text()
        )));
    }
    let mut commits: Vec<String> = headers
        .iter()
        .map(|(_, h)| h.provenance.commit.clone())
        .collect();
    commits.sort();
    commits.dedup();
    let part_seconds = headers.iter().map(|(_, h)| h.provenance.seconds).sum();
    let peak_bytes = headers
        .iter()
        .filter_map(|(_, h)| h.provenance.peak_bytes)
        .max();
    let parts = headers.len() as u64;
    let engine = engines.keys().next().cloned().unwrap_or_default();
    let mut tally = Tally::new(&shape, run.h, run.variant, filter, keep_at_most);
    for t in sums {
        let parts = parts_of(&headers, &run, t)?;
        let levels = parts
            .iter()
            .map(|(path, h)| read(path, &run, t, h.shard, &engine))
            .collect::<Result<Vec<_>, _>>()?;
        let level = Level::merge(levels).map_err(InputError::new)?;
        check_whole(&shape, &run, t, &level)?;
        tally.add_level(&level);
    }
    let machine = headers.first().map(|(_, h)| h.provenance.machine.clone());
    Ok(Merged {
        census: tally.finish(started.elapsed().as_secs_f64()),
        machine,
        parts,
        engine,
        commits,
        part_seconds,
        peak_bytes,
    })
}
