//! A claim's check split into parts (`cgcheck verify [--deep] --claim ID --shard I/N --dir D`)
//! and merged back.
//!
//! A part runs the claim's whole check with its exhaustive drivers judging only the part's
//! instances ([`crate::claims::Run::split`]); each such finding carries the
//! part's [`Tally`]. Work the check does outside the drivers (tables, bespoke proofs) is done
//! whole by every part. [`merge`] reads the part files back and refuses a missing or repeated
//! part, parts of other claims, depths or code, and parts that disagree on a finding made
//! outside the drivers; each driver finding becomes the one the whole run makes
//! ([`Tally::combine`]), so the merged evidence equals the evidence of the check run in one
//! process, and the merged record can be stored like a deep record
//! (`cgcheck merge ... --into evidence/deep.json`).
//!
//! A part's identity (claim, depth, code, shard) is not enough to trust what it says: a node
//! with a bug or a file edited by hand could state a raised bound, an instance count the
//! domain does not have, fewer judged instances than its share, or a counterexample that is
//! not one. So the merge also checks each part's content ([`check_tally`]: its tallies are
//! its own, it judged exactly its share of the instances, its counts are consistent), and
//! [`recheck`] re-derives what can be re-derived cheaply in this process: it runs the check
//! once more as a part of [`PROBE_PARTS`], which judges about one instance in a million
//! (the failing one, where the parts state a failure), and requires the same bound, the same
//! instance count, the same findings outside the drivers, and the same counterexample, found
//! by the claim's own predicate.

use crate::claims::drivers::universal::Tally;
use crate::claims::provenance::Provenance;
use crate::claims::store::DeepRecord;
use crate::claims::{Claim, Depth, Evidence, Finding, Run};
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
    /// For each finding of the record, the combined tally of the drivers' parts (`None` for a
    /// finding made outside the drivers): what [`recheck`] compares a re-run with.
    pub tallies: Vec<Option<Tally>>,
}

/// Merges the part files among `paths` (files or directories).
pub fn merge(paths: &[PathBuf]) -> Result<Merged, InputError> {
    merge_parts(&super::read_parts(paths, EXTENSION, read)?)
}

/// How many of the instances `0..n` part `shard` judges (round robin: `i % N == I`).
pub fn share(n: u64, shard: Shard) -> u64 {
    shard.share(n)
}

/// Checks that a driver's tally is consistent with the part that carries it: the same part,
/// claim and depth; a failure (if any) at one of the part's own instances; exactly the part's
/// share of the instances judged (up to and including its failure, where judging stops);
/// no more undecided instances than judged, the first of them one of the part's own.
pub fn check_tally(part: &VerifyPart, t: &Tally) -> Result<(), String> {
    let own = |i: u64| i % part.shard.count == part.shard.index;
    if t.shard != part.shard || t.claim != part.claim || t.depth != part.depth {
        return Err(format!(
            "part {} of {} carries a tally of part {} of {}",
            part.shard, part.claim, t.shard, t.claim
        ));
    }
    let limit = match &t.failure {
        Some(f) if f.index >= t.instances || !own(f.index) => {
            return Err(format!(
                "part {} states a failure at instance {} of {}, not one of its own",
                part.shard, f.index, t.instances
            ));
        }
        Some(f) => f.index + 1,
        None => t.instances,
    };
    let expected = share(limit, part.shard);
    if t.judged != expected {
        return Err(format!(
            "part {} judged {} of the {} {}, where its share is {expected}",
            part.shard, t.judged, t.instances, t.plural
        ));
    }
    let first_ok = match &t.first_undecided {
        None => t.undecided == 0,
        Some((i, _)) => t.undecided > 0 && *i < limit && own(*i),
    };
    if t.undecided > t.judged || !first_ok {
        return Err(format!(
            "part {} states {} undecided of {} judged, the first {:?}: not a count a run makes",
            part.shard,
            t.undecided,
            t.judged,
            t.first_undecided.as_ref().map(|(i, _)| i)
        ));
    }
    Ok(())
}

/// The number of parts a [`recheck`] probe is one of: it judges about one instance in this
/// many (the most parts a run can be split into).
pub const PROBE_PARTS: u64 = crate::core::shard::MAX_SHARDS;

/// Re-derives in this process what a merged check of `claim` states and a cheap run can
/// confirm, running the claim's check as a part of a split run. For each probe (part 0 of
/// [`PROBE_PARTS`], and the part holding each stated failure), the probe's findings made
/// outside the drivers must equal the merged ones, each driver's bound, instance count and
/// statement must equal the merged tally's (and its finding's reading and part label the
/// merged one's), a stated failure must be found again by the
/// claim's own predicate (same instance, same detail), and a probe must find no failure the
/// merged run does not state.
pub fn recheck(merged: &Merged, claim: &Claim) -> Result<(), InputError> {
    let bad = |why: String| {
        InputError::new(format!(
            "the merged parts of {} do not hold up when re-checked: {why}",
            merged.claim
        ))
    };
    let findings = &merged.record.evidence.findings;
    let mut probes: Vec<u64> = vec![0];
    for t in merged.tallies.iter().flatten() {
        if let Some(fail) = &t.failure {
            probes.push(fail.index % PROBE_PARTS);
        }
    }
    probes.sort_unstable();
    probes.dedup();
    for index in probes {
        let probe = Shard {
            index,
            count: PROBE_PARTS,
        };
        let ev = claim.evaluate(Run::part(merged.depth, probe));
        if ev.findings.len() != findings.len() {
            return Err(bad(format!(
                "a re-run makes {} findings, the parts {}",
                ev.findings.len(),
                findings.len()
            )));
        }
        for ((mine, theirs), tally) in ev.findings.iter().zip(findings).zip(&merged.tallies) {
            match (&mine.split, tally) {
                (None, None) if mine == theirs => {}
                (None, None) => {
                    return Err(bad(format!(
                        "a finding outside the drivers differs: `{}` here, `{}` in the parts",
                        mine.detail, theirs.detail
                    )));
                }
                (Some(m), Some(t)) => {
                    if (&mine.reading, &mine.part) != (&theirs.reading, &theirs.part) {
                        return Err(bad(format!(
                            "a split finding is labelled {:?} here, {:?} in the parts",
                            mine.tags(),
                            theirs.tags()
                        )));
                    }
                    if (&m.bound, m.instances, &m.plural, &m.holds)
                        != (&t.bound, t.instances, &t.plural, &t.holds)
                    {
                        return Err(bad(format!(
                            "the parts state {} {} up to {}, a re-run counts {} up to {}",
                            t.instances, t.plural, t.bound, m.instances, m.bound
                        )));
                    }
                    match (&m.failure, &t.failure) {
                        (Some(found), Some(stated)) if found == stated => {}
                        (None, Some(stated)) if stated.index % PROBE_PARTS != index => {}
                        (Some(found), Some(stated))
                            if stated.index % PROBE_PARTS != index
                                && found.index > stated.index => {}
                        (None, None) => {}
                        (found, stated) => {
                            return Err(bad(format!(
                                "the parts state the counterexample {:?}, the claim's predicate finds {:?}",
                                stated.as_ref().map(|f| (f.index, &f.detail)),
                                found.as_ref().map(|f| (f.index, &f.detail))
                            )));
                        }
                    }
                }
                _ => return Err(bad("the drivers' findings differ".into())),
            }
        }
    }
    Ok(())
}

/// The findings of one run from its parts' (all of them, in part order): a finding made
/// outside the split drivers must be the same in every part; a split one becomes the
/// finding of its combined tally ([`Tally::combine`]), with the parts' reading and part
/// label and the failure's `shows` text. Returns the findings and, for each, the combined
/// tally (`None` for a finding made outside the drivers).
pub fn combine_findings(
    claim: &str,
    parts: &[&Evidence],
) -> Result<(Vec<Finding>, Vec<Option<Tally>>), InputError> {
    let Some(first) = parts.first() else {
        return Err(InputError::new("no parts"));
    };
    if parts
        .iter()
        .any(|p| p.findings.len() != first.findings.len())
    {
        return Err(InputError::new(format!(
            "the parts of {claim} found different things: not one run"
        )));
    }
    let mut findings = Vec::new();
    let mut wholes = Vec::new();
    for (k, f0) in first.findings.iter().enumerate() {
        let at: Vec<&Finding> = parts.iter().map(|p| &p.findings[k]).collect();
        findings.push(match &f0.split {
            None => {
                if at.iter().any(|f| *f != f0) {
                    return Err(InputError::new(format!(
                        "the parts of {} disagree on a finding made outside the split drivers ({}): not one run",
                        claim, f0.detail
                    )));
                }
                wholes.push(None);
                f0.clone()
            }
            Some(_) => {
                // The merged finding takes its reading and part from the parts: they must all
                // state the same ones (the re-check compares them with a re-run's).
                if at
                    .iter()
                    .any(|f| (&f.reading, &f.part) != (&f0.reading, &f0.part))
                {
                    return Err(InputError::new(format!(
                        "the parts of {} label a split finding differently: not one run",
                        claim
                    )));
                }
                let tallies = at
                    .iter()
                    .map(|f| {
                        f.split.as_deref().ok_or_else(|| {
                            InputError::new(format!(
                                "the parts of {} split different findings: not one run",
                                claim
                            ))
                        })
                    })
                    .collect::<Result<Vec<&Tally>, _>>()?;
                let whole = Tally::combine(&tallies).map_err(|why| {
                    InputError::new(format!("{} (claim {})", why, claim))
                })?;
                let (kind, detail) = whole.finding();
                let mut one = Evidence::default();
                one.push(kind, detail);
                let mut f = one.findings.remove(0);
                f.reading.clone_from(&f0.reading);
                f.part.clone_from(&f0.part);
                if let Some(shows) = whole.failure.as_ref().and_then(|x| x.shows.clone()) {
                    f.shows = Some(shows);
                }
                wholes.push(Some(whole));
                f
            }
        });
    }
    Ok((findings, wholes))
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
        for t in p
            .evidence
            .findings
            .iter()
            .filter_map(|f| f.split.as_deref())
        {
            check_tally(p, t)
                .map_err(|why| InputError::new(format!("{}: {why}", path.display())))?;
        }
    }
    crate::core::shard::complete(parts.iter().map(|(_, p)| p.shard))?;
    let mut sorted: Vec<&VerifyPart> = parts.iter().map(|(_, p)| p).collect();
    sorted.sort_by_key(|p| p.shard);
    let count = first.shard.count;
    let evidences: Vec<&Evidence> = sorted.iter().map(|p| &p.evidence).collect();
    let (findings, wholes) = combine_findings(&first.claim, &evidences)?;
    let evidence = Evidence {
        findings,
        hunted: first.evidence.hunted.clone(),
    };
    let seconds: f64 = sorted.iter().map(|p| p.provenance.seconds).sum();
    let peak = sorted.iter().filter_map(|p| p.provenance.peak_bytes).max();
    let command = first.depth.replay(&first.claim);
    let record = DeepRecord {
        command: format!(
            "{command} --shard I/{count} (0..{count}, merged: {} core-seconds in all)",
            seconds.round()
        ),
        seconds: (seconds * 10.0).round() / 10.0,
        evidence,
        shared: Vec::new(),
        provenance: Some(Provenance {
            date: crate::core::run_info::utc_now(),
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
        tallies: wholes,
    })
}
