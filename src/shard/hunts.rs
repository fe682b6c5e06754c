//! A counterexample hunt split into parts that run disjoint seed streams, and merged back.
//!
//! `cgcheck hunt ID --seed S --threads K --shard I/N --dir DIR` runs the streams
//! `S + I K .. S + I K + K - 1` (one per thread), the streams thread t of a one-process run
//! with `--threads N K` would run as `S + t`: the N parts together check the same instances
//! as that one process. With `--instances C` each stream stops after C instances, so the
//! runs are reproducible and the merge equals the one-process run exactly (its
//! [`HuntSummary`]); a stream cut short by `--time` marks its part incomplete.
//!
//! Each part writes [`file_name`] (JSON: the part's summary, the record a whole hunt would
//! store, with the hunt's provenance and the shard id). [`merge`] refuses parts of different
//! hunts or settings (claim, seed, threads, instances, time), of different code (the hunt's
//! check fingerprint or the claim's statement), a missing or repeated part; the merged
//! record can be stored like a hunt's (`cgcheck merge ... --into evidence/deep.json`), under
//! the store's rules (a weaker record never replaces a stronger one).
//!
//! The merge also checks what each part says ([`check_part`]: counts a run of its settings
//! makes, a summary its sizes give) and replays the counterexample it keeps ([`replay`]:
//! the claim's own predicate must find it again at the point of the stream the part names),
//! so a node with a bug or a file edited by hand cannot store a refutation or a count.

use crate::claims::provenance::Provenance;
use crate::claims::store::HuntRecord;
use crate::core::{InputError, Shard};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The `format` field of a part file.
pub const FORMAT: &str = "cgcheck-hunt-part 1";
/// The file name ending of part files.
pub const EXTENSION: &str = ".hunt.json";

/// Instances checked per size: size -> (description, count).
pub type Sizes = BTreeMap<u64, (String, u64)>;

/// Adds `more` to `sizes`, keeping for each size the least description, so the result does
/// not depend on the order streams finish in.
pub fn combine(sizes: &mut Sizes, more: Sizes) {
    for (size, (describe, count)) in more {
        let e = sizes.entry(size).or_insert_with(|| (describe.clone(), 0));
        if describe < e.0 {
            e.0 = describe;
        }
        e.1 += count;
    }
}

/// What a hunt found, without timings: equal for equal work, however it was split.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HuntSummary {
    /// The claim hunted.
    pub claim: String,
    /// Instances checked.
    pub instances: u64,
    /// (size, a description, instances of that size), by increasing size.
    pub sizes: Vec<(u64, String, u64)>,
    /// The largest instance checked, in words (`-` if none).
    pub largest: String,
    /// A counterexample (detail, replay), if one was found.
    pub counterexample: Option<(String, String)>,
    /// Whether every stream checked its `--instances` (always true for a run by time).
    pub complete: bool,
}

impl HuntSummary {
    /// A summary from the combined sizes.
    pub fn new(
        claim: &str,
        instances: u64,
        sizes: &Sizes,
        counterexample: Option<(String, String)>,
        complete: bool,
    ) -> HuntSummary {
        HuntSummary {
            claim: claim.to_string(),
            instances,
            sizes: sizes
                .iter()
                .map(|(s, (d, c))| (*s, d.clone(), *c))
                .collect(),
            largest: sizes
                .values()
                .next_back()
                .map_or_else(|| "-".to_string(), |(d, _)| d.clone()),
            counterexample,
            complete,
        }
    }

    fn sizes(&self) -> Sizes {
        self.sizes
            .iter()
            .map(|(s, d, c)| (*s, (d.clone(), *c)))
            .collect()
    }
}

/// The settings every part of one hunt shares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The claim.
    pub claim: String,
    /// The run's first seed.
    pub seed: u64,
    /// Streams (threads) per part.
    pub threads: u64,
    /// Instances per stream, if the run is by count.
    pub instances: Option<u64>,
    /// `--time` as typed.
    pub time: String,
}

impl Settings {
    /// The first stream of part `shard`, or None past the largest seed.
    pub fn first_stream(&self, shard: Shard) -> Option<u64> {
        let streams = shard.count.checked_mul(self.threads)?;
        self.seed.checked_add(streams - 1)?;
        Some(self.seed + shard.index * self.threads)
    }

    /// The command of a part (or of the whole hunt when `shard` is None).
    pub fn command(&self, shard: Option<Shard>) -> String {
        let mut c = format!("cgcheck hunt {} --time {}", self.claim, self.time);
        if let Some(k) = self.instances {
            c += &format!(" --instances {k}");
        }
        c += &format!(" --seed {} --threads {}", self.seed, self.threads);
        if let Some(s) = shard {
            c += &format!(" --shard {s}");
        }
        c
    }
}

/// A part file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HuntPart {
    /// [`FORMAT`].
    pub format: String,
    /// The hunt's settings.
    pub settings: Settings,
    /// Which part.
    pub shard: Shard,
    /// What the part found.
    pub summary: HuntSummary,
    /// The record a whole hunt stores, with the hunt's provenance (its shard id set).
    pub record: HuntRecord,
    /// Where the part's counterexample (if any) was found, so that a merge can replay it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counterexample_at: Option<StreamPoint>,
}

/// A point in a hunt's seeded stream: the stream's seed and how many instances it checked
/// before the one meant. Re-running [`crate::hunt::run`] on `ByteStream::new(stream)` for
/// `before` instances and then one more reaches the same instance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StreamPoint {
    /// The stream's seed.
    pub stream: u64,
    /// Instances checked in that stream before it.
    pub before: u64,
}

/// Checks that a part's numbers are ones a run of its settings makes: its summary is the one
/// its sizes give, its record repeats it, every instance is counted in a size (but those that
/// were counterexamples, at most one a stream), a run by count checked exactly its share
/// (unless cut short or stopped by a counterexample), and a counterexample says where it was
/// found in one of the part's own streams.
pub fn check_part(part: &HuntPart) -> Result<(), String> {
    let s = &part.summary;
    let threads = part.settings.threads;
    match (&s.counterexample, &part.counterexample_at) {
        (None, None) => {}
        (Some(_), Some(at)) => {
            let first = part
                .settings
                .first_stream(part.shard)
                .ok_or("its streams pass the largest seed")?;
            if at.stream < first || at.stream - first >= threads {
                return Err(format!(
                    "its counterexample is in stream {}, not one of its streams {first}..{}",
                    at.stream,
                    first + threads - 1
                ));
            }
        }
        (Some(_), None) => {
            return Err("it states a counterexample without where it was found".into());
        }
        (None, Some(_)) => {
            return Err("it says where a counterexample was found, but states none".into());
        }
    }

    // The counts are the file's word: added checked, so forged ones near u64::MAX are refused
    // rather than overflowing (fuzz/regressions/merge_parts).
    let sized = s
        .sizes
        .iter()
        .try_fold(0u64, |sum, (_, _, c)| sum.checked_add(*c))
        .ok_or("its counts by size add up past the largest count")?;
    let found = u64::from(s.counterexample.is_some());
    let rebuilt = HuntSummary::new(
        &part.settings.claim,
        s.instances,
        &s.sizes(),
        s.counterexample.clone(),
        s.complete,
    );
    if rebuilt != *s {
        return Err("its summary is not the one its sizes give".into());
    }
    if part.record.instances != s.instances
        || part.record.counterexample != s.counterexample
        || part.record.largest != s.largest
    {
        return Err("its record and its summary disagree".into());
    }
    let counted_ok = if found == 1 {
        sized < s.instances && s.instances - sized <= threads
    } else {
        sized == s.instances
    };
    if !counted_ok {
        return Err(format!(
            "it counts {} instances, {sized} of them by size: not what a run counts",
            s.instances
        ));
    }
    if let Some(per_stream) = part.settings.instances {
        let share = per_stream.saturating_mul(threads);
        let ok = if s.complete && found == 0 {
            s.instances == share
        } else {
            s.instances <= share
        };
        if !ok {
            return Err(format!(
                "it checked {} instances where its share is {share} ({threads} streams of {per_stream}){}",
                s.instances,
                if s.complete { "" } else { " at most" }
            ));
        }
    }
    Ok(())
}

/// Replays a stated counterexample: re-runs the claim's hunt on its stream up to it, and
/// requires the claim's own predicate to find exactly it there (and nothing before it).
pub fn replay(claim: &str, at: StreamPoint, stated: &(String, String)) -> Result<(), String> {
    let hunt = crate::hunt::find(claim).ok_or_else(|| format!("no hunt for {claim}"))?;
    let mut stream = crate::hunt::ByteStream::new(at.stream);
    let before = crate::hunt::run(hunt, &mut stream, |c| c >= at.before);
    if let Some((detail, _)) = before.counterexample {
        return Err(format!(
            "the stream finds a counterexample earlier than stated: {detail}"
        ));
    }
    let one = crate::hunt::run(hunt, &mut stream, |c| c >= 1);
    match one.counterexample {
        Some(found) if found == *stated => Ok(()),
        Some((detail, _)) => Err(format!(
            "the claim's predicate finds another counterexample there: {detail}"
        )),
        None => Err(format!(
            "the claim's predicate holds on the instance stated as a counterexample ({})",
            stated.0
        )),
    }
}

/// The name of a part's file.
pub fn file_name(claim: &str, shard: Shard) -> String {
    format!(
        "hunt-{claim}-part-{}-of-{}{EXTENSION}",
        shard.index, shard.count
    )
}

/// Writes a part file into `dir`; returns its path.
pub fn write(dir: &Path, part: &HuntPart) -> Result<PathBuf, String> {
    let path = dir.join(file_name(&part.settings.claim, part.shard));
    let text = serde_json::to_string_pretty(part).map_err(|e| e.to_string())?;
    super::write_atomically(&path, text.as_bytes())?;
    Ok(path)
}

fn read(path: &Path) -> Result<(HuntPart, Provenance), InputError> {
    let part: HuntPart =
        super::read_part(path, "a hunt part file", FORMAT, |p: &HuntPart| &p.format)?;
    let Some(provenance) = part.record.provenance.clone() else {
        return Err(InputError::new(format!(
            "{}: the record has no provenance",
            path.display()
        )));
    };
    Ok((part, provenance))
}

/// A merged hunt: what it found, and the record to store.
#[derive(Debug, Clone)]
pub struct Merged {
    /// The settings of the parts.
    pub settings: Settings,
    /// How many parts.
    pub parts: u64,
    /// The combined summary.
    pub summary: HuntSummary,
    /// The record to store.
    pub record: HuntRecord,
}

/// Merges the part files among `paths` (files or directories) into one hunt.
pub fn merge(paths: &[PathBuf]) -> Result<Merged, InputError> {
    let files = super::expand(paths, &[EXTENSION])?;
    let mut parts = files
        .iter()
        .map(|p| read(p).map(|(part, provenance)| (p.clone(), part, provenance)))
        .collect::<Result<Vec<_>, _>>()?;
    let Some((first_path, first, p0)) = parts.first().cloned() else {
        return Err(InputError::new("no hunt part files to merge"));
    };
    for (path, p, pp) in &parts {
        let differs = |what: &str| {
            Err(InputError::new(format!(
                "{} and {} {what}: they are not parts of one hunt",
                first_path.display(),
                path.display()
            )))
        };
        if p.settings != first.settings {
            return differs(&format!(
                "have different settings (`{}` and `{}`)",
                first.settings.command(None),
                p.settings.command(None)
            ));
        }
        if pp.check != p0.check || pp.spec != p0.spec {
            return differs("were made by different code or for a different statement");
        }
        if p.shard.count != first.shard.count {
            return differs(&format!(
                "split the hunt in {} and {} parts",
                first.shard.count, p.shard.count
            ));
        }
    }
    crate::core::shard::complete(parts.iter().map(|(_, p, _)| p.shard))?;
    for (path, p, _) in &parts {
        check_part(p).map_err(|why| {
            InputError::new(format!(
                "{}: {why}: not a part a hunt writes",
                path.display()
            ))
        })?;
    }
    parts.sort_by_key(|(_, p, _)| p.shard);
    // Each part's counts by size add up to at most its instances (checked above), so a total
    // that fits bounds every sum below.
    if parts
        .iter()
        .try_fold(0u64, |sum, (_, p, _)| sum.checked_add(p.summary.instances))
        .is_none()
    {
        return Err(InputError::new(
            "the parts' instances add up past the largest count: not parts a hunt writes",
        ));
    }
    let count = first.shard.count;
    let mut sizes = Sizes::new();
    let mut instances = 0;
    let mut seconds = 0.0;
    let mut peak = None;
    let mut complete = true;
    let mut counterexample = None;
    for (_, p, pp) in &parts {
        combine(&mut sizes, p.summary.sizes());
        instances += p.summary.instances;
        seconds += p.record.seconds;
        peak = peak.max(pp.peak_bytes);
        complete &= p.summary.complete;
        if counterexample.is_none()
            && let (Some(c), Some(at)) = (&p.summary.counterexample, p.counterexample_at)
        {
            replay(&first.settings.claim, at, c).map_err(|why| {
                InputError::new(format!(
                    "part {}'s counterexample does not replay: {why}",
                    p.shard
                ))
            })?;
            counterexample = Some(c.clone());
        }
    }
    let settings = first.settings.clone();
    let summary = HuntSummary::new(
        &settings.claim,
        instances,
        &sizes,
        counterexample.clone(),
        complete,
    );
    let record = HuntRecord {
        command: format!(
            "{} (0..{count}, merged: {} core-seconds in all)",
            settings
                .command(Some(Shard { index: 0, count }))
                .replace(" --shard 0/", " --shard I/"),
            seconds.round()
        ),
        instances,
        largest: summary.largest.clone(),
        seconds: seconds.round(),
        counterexample,
        top_sizes: crate::hunt::top_sizes(&sizes),
        provenance: Some(Provenance {
            date: crate::core::run_info::utc_now(),
            shard: Some(format!("{count} parts merged")),
            seconds: (seconds * 10.0).round() / 10.0,
            peak_bytes: peak,
            ..p0
        }),
        extra: Default::default(),
    };
    Ok(Merged {
        settings,
        parts: count,
        summary,
        record,
    })
}
