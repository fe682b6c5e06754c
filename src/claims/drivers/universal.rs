//! The universal-statement driver: one predicate over a typed domain, run exhaustively up to
//! a bound ([`exhaustive`]) or on random instances past it ([`hunt`]).
//!
//! A claim "every X satisfies P" is a [`Universal`]: its [`Domain`] says what an X is and how
//! to list every X up to a size; its predicate is P; its bounds are data. The exhaustive run
//! and the hunt are two drivers of that one definition, so the hunt judges by the claim's own
//! predicate over the claim's own domain by construction (issue 14, item 2).

use super::super::{Bound, Depth, Evidence, FindingKind, Range, Run};
use super::Depths;
use super::hunted::{Outcome, Reach};
use crate::core::Shard;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// A family of instances, listed by a size.
pub trait Domain {
    /// One instance.
    type Instance: Debug;
    /// The family as the report's bound prints it, with `{}` where the size range goes
    /// ("every impartial game on a DAG with {}").
    const FAMILY: &'static str;
    /// The size parameter's name ("positions").
    const SIZE: &'static str;
    /// The instances in words, plural, for a finding's detail ("DAGs").
    const PLURAL: &'static str;
    /// One instance in words, for a hunt's largest size ("a DAG").
    const ONE: &'static str;
    /// Calls `visit` on every instance of size at most `max`; returns how many there were.
    fn enumerate(max: u64, visit: &mut dyn FnMut(&Self::Instance)) -> u64;
    /// One instance in words, for a counterexample's detail.
    fn show(instance: &Self::Instance) -> String {
        format!("{instance:?}")
    }
}

/// A domain whose instances can also be drawn from random bytes, for hunts.
pub trait Random: Domain {
    /// The instance the bytes decode to, of size at most `cap`; `None` when they do not
    /// decode (the hunt skips them).
    fn decode(bytes: &[u8], cap: u64) -> Option<Self::Instance>;
    /// An instance's size (the same measure as [`Domain::enumerate`]'s).
    fn size(instance: &Self::Instance) -> u64;
    /// An instance in a few words, for a hunt's largest size ("a DAG of 14 positions").
    fn describe(instance: &Self::Instance) -> String {
        format!("{} of {} {}", Self::ONE, Self::size(instance), Self::SIZE)
    }
}

/// What the predicate found on one instance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// The statement holds on it.
    Holds,
    /// It fails; what failed.
    Fails(String),
    /// The solver could not decide it (too large for its tables); why. Decides nothing: an
    /// exhaustive run with one is partial, a hunt skips it.
    Undecided(String),
}

impl From<Result<(), String>> for Verdict {
    fn from(r: Result<(), String>) -> Verdict {
        match r {
            Ok(()) => Verdict::Holds,
            Err(why) => Verdict::Fails(why),
        }
    }
}

/// A claim "every instance of the domain satisfies the predicate".
pub trait Universal {
    /// What the claim quantifies over.
    type Domain: Domain;
    /// The claim's catalogue id.
    const CLAIM: &'static str;
    /// How far the exhaustive run goes, at each depth.
    const BOUND: Depths<u64>;
    /// What the predicate establishes on each instance, for the finding's detail.
    const HOLDS: &'static str;
    /// What the predicate may keep between instances of one run (a solver's memo; `()` for
    /// none).
    type Memo;
    /// A fresh memo, at the start of a run or of one hunted instance.
    fn memo() -> Self::Memo;
    /// The predicate on one instance.
    fn holds(memo: &mut Self::Memo, instance: &<Self::Domain as Domain>::Instance) -> Verdict;
    /// A command that shows the failure on this instance, where the command line can take
    /// it; `None` (the default) replays the claim's check or hunt instead.
    fn replay(instance: &<Self::Domain as Domain>::Instance) -> Option<String> {
        let _ = instance;
        None
    }
}

/// A universal claim that is also hunted past its bound.
pub trait Hunted: Universal<Domain: Random> {
    /// What a hunted instance is, in words (`cgcheck hunt --list`).
    const INSTANCES: &'static str;
    /// The largest instance a hunt draws (well past [`Universal::BOUND`]'s deep value).
    const HUNT_CAP: u64;
    /// The largest instance the `hunt` fuzz target draws ([`Reach::Fuzz`]): small enough that
    /// one instance stays well under a second under AddressSanitizer on a loaded machine.
    const FUZZ_CAP: u64 = Self::HUNT_CAP;
}

/// The bound an exhaustive run of `S` reaches at `depth`, from the domain's type and the
/// claim's data.
pub fn bound<S: Universal>(depth: Depth) -> Bound {
    Bound::family(
        S::Domain::FAMILY,
        [Range::at_most(S::Domain::SIZE, S::BOUND.at(depth))],
    )
}

/// Runs `S`'s predicate on every instance up to its bound at `depth` and adds one finding:
/// `Verified` with the typed bound, or the first counterexample (later instances are listed
/// but not judged), or `Partial` when some instance could not be decided. The replay is
/// built from the instance where the claim says how ([`Universal::replay`]), otherwise it
/// re-runs the claim's check at the same depth.
///
/// As a part of a split run ([`Run::split`]) it judges only its shard's instances (round
/// robin over the enumeration order) and its finding carries the [`Tally`] that `cgcheck
/// merge` combines with the other parts' into the finding one process would have made.
pub fn exhaustive<S: Universal>(ev: &mut Evidence, run: impl Into<Run>) {
    let Run { depth, split } = run.into();
    let shard = split.unwrap_or(Shard::WHOLE);
    let mut tally = Tally::start(
        (S::CLAIM, depth),
        bound::<S>(depth),
        (S::Domain::PLURAL, S::HOLDS, Wording::Instances),
        shard,
    );
    let mut memo = S::memo();
    let mut index = 0u64;
    let count = S::Domain::enumerate(S::BOUND.at(depth), &mut |instance| {
        let i = index;
        index += 1;
        if tally.failure.is_some() || !shard.holds(i as usize) {
            return;
        }
        tally.judged += 1;
        match S::holds(&mut memo, instance) {
            Verdict::Holds => {}
            Verdict::Fails(why) => {
                tally.failure = Some(Failure {
                    index: i,
                    detail: format!("{why} on {}", S::Domain::show(instance)),
                    replay: S::replay(instance),
                    shows: None,
                });
            }
            Verdict::Undecided(why) => {
                tally.undecided += 1;
                tally
                    .first_undecided
                    .get_or_insert_with(|| (i, format!("{} ({why})", S::Domain::show(instance))));
            }
        }
    });
    tally.instances = count;
    tally.push(ev, split.is_some());
}

/// What one exhaustive run (or one part of a split one) found, as data: enough to make the
/// finding without the claim's types, and to combine the parts of a split run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    pub claim: String,
    pub depth: Depth,
    /// The bound of the whole run.
    pub bound: Bound,
    /// The instances in words ([`Domain::PLURAL`]).
    pub plural: String,
    /// What the predicate establishes ([`Universal::HOLDS`]).
    pub holds: String,
    /// Which part of the run this is ([`Shard::WHOLE`] for all of it).
    pub shard: Shard,
    /// Instances of the whole run (every part lists them all).
    pub instances: u64,
    /// Instances this part judged.
    pub judged: u64,
    /// Of those, how many the predicate could not decide.
    pub undecided: u64,
    /// The first of them: its index in the enumeration, and in words.
    pub first_undecided: Option<(u64, String)>,
    /// The first instance where the predicate fails (judging stops there).
    pub failure: Option<Failure>,
    /// How the whole run's `Verified` finding words its count (parts made before this field
    /// existed carry none: [`Wording::Instances`]).
    #[serde(default)]
    pub wording: Wording,
}

/// How a whole run's `Verified` finding reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Wording {
    /// "{instances} {plural}: {holds}" ([`exhaustive`]).
    #[default]
    Instances,
    /// "{holds}: holds for all {instances} {plural}" (the Seki sweep's universal claims,
    /// whose records were worded so before they split).
    HoldsForAll,
}

/// The first failing instance of a run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Failure {
    /// Its index in the enumeration.
    pub index: u64,
    /// What failed, on which instance.
    pub detail: String,
    /// Its replay, if the claim builds one from the instance.
    pub replay: Option<String>,
    /// What its replay prints that shows the failure, when the check names it after the
    /// driver ran ([`crate::claims::Evidence::shows`]): the merged finding keeps it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shows: Option<String>,
}

impl Tally {
    /// The tally of a run about to judge its instances: claim and depth, the whole run's
    /// bound, how its finding words them (plural, what holds, [`Wording`]), and its part.
    pub fn start(
        (claim, depth): (&str, Depth),
        bound: Bound,
        (plural, holds, wording): (&str, &str, Wording),
        shard: Shard,
    ) -> Tally {
        Tally {
            claim: claim.to_string(),
            depth,
            bound,
            plural: plural.to_string(),
            holds: holds.to_string(),
            shard,
            instances: 0,
            judged: 0,
            undecided: 0,
            first_undecided: None,
            failure: None,
            wording,
        }
    }

    /// The finding this tally makes: for the whole run, `Verified`, `Partial` or the
    /// counterexample; for one part, its counterexample or a `Partial` that says which part.
    pub fn finding(&self) -> (FindingKind, String) {
        let (count, undecided) = (self.instances, self.undecided);
        if let Some(f) = &self.failure {
            let replay = f.replay.clone();
            let replay = replay.unwrap_or_else(|| self.depth.replay(&self.claim));
            return (FindingKind::Counterexample { replay }, f.detail.clone());
        }
        if self.shard != Shard::WHOLE {
            return (
                FindingKind::Partial {
                    done: self.judged - undecided,
                    total: count,
                },
                format!(
                    "part {} of a split run: judged {} of the {count} {} ({}), {undecided} undecided; `cgcheck merge` combines the parts",
                    self.shard, self.judged, self.plural, self.bound
                ),
            );
        }
        if undecided > 0 {
            return (
                FindingKind::Partial {
                    done: count - undecided,
                    total: count,
                },
                format!(
                    "{} of {count} {} up to {}: {}; {undecided} could not be decided, the first {}",
                    count - undecided,
                    self.plural,
                    self.bound,
                    self.holds,
                    self.first_undecided
                        .as_ref()
                        .map_or("", |(_, what)| what.as_str())
                ),
            );
        }
        let detail = match self.wording {
            Wording::Instances => format!("{count} {}: {}", self.plural, self.holds),
            Wording::HoldsForAll => {
                format!("{}: holds for all {count} {}", self.holds, self.plural)
            }
        };
        (
            FindingKind::Verified {
                bound: self.bound.clone(),
            },
            detail,
        )
    }

    /// Adds this tally's finding to `ev`, with what its failure's replay shows if the driver
    /// knows; a part of a split run (`split`) carries the tally for `cgcheck merge`.
    pub fn push(self, ev: &mut Evidence, split: bool) {
        let (kind, detail) = self.finding();
        let shows = self.failure.as_ref().and_then(|f| f.shows.clone());
        ev.push(kind, detail);
        if let Some(text) = shows {
            ev.shows(text);
        }
        if split && let Some(f) = ev.findings.last_mut() {
            f.split = Some(Box::new(self));
        }
    }

    /// The tally of the whole run from its parts' (all `count` of them, each once, of one
    /// run): the failure and the undecided instance that come first in the enumeration, as
    /// one process finds them.
    pub fn combine(parts: &[&Tally]) -> Result<Tally, String> {
        let Some(first) = parts.first() else {
            return Err("no parts".into());
        };
        let count = first.shard.count;
        let mut seen = std::collections::BTreeSet::new();
        for p in parts {
            let same = p.claim == first.claim
                && p.depth == first.depth
                && p.bound == first.bound
                && p.plural == first.plural
                && p.holds == first.holds
                && p.instances == first.instances
                && p.wording == first.wording
                && p.shard.count == count;
            if !same {
                return Err(format!(
                    "parts {} and {} are of different runs",
                    first.shard, p.shard
                ));
            }
            if !seen.insert(p.shard.index) {
                return Err(format!("part {} is given twice", p.shard));
            }
        }
        if let Some(i) = (0..count).find(|i| !seen.contains(i)) {
            return Err(format!("part {i}/{count} is missing"));
        }
        let failure = parts
            .iter()
            .filter_map(|p| p.failure.as_ref())
            .min_by_key(|f| f.index)
            .cloned();
        // One process stops judging at its failure: only what comes before it counts.
        let before = |i: u64| failure.as_ref().is_none_or(|f| i < f.index);
        Ok(Tally {
            shard: Shard::WHOLE,
            judged: parts.iter().map(|p| p.judged).sum(),
            undecided: parts.iter().map(|p| p.undecided).sum(),
            first_undecided: parts
                .iter()
                .filter_map(|p| p.first_undecided.as_ref())
                .filter(|(i, _)| before(*i))
                .min_by_key(|(i, _)| *i)
                .cloned(),
            failure,
            ..(*first).clone()
        })
    }
}

/// Runs `S`'s predicate on the instance `data` decodes to, of at most the cap of `reach`: the
/// hunt of `S`'s claim (the `claim` argument is the id the hunt is registered under, which
/// must be `S`'s).
pub fn hunt<S: Hunted>(claim: &str, data: &[u8], reach: Reach) -> Outcome {
    debug_assert!(claim.eq_ignore_ascii_case(S::CLAIM));
    let cap = match reach {
        Reach::Full => S::HUNT_CAP,
        Reach::Fuzz => S::FUZZ_CAP,
    };
    let Some(instance) = <S::Domain as Random>::decode(data, cap) else {
        return Outcome::Skipped;
    };
    match S::holds(&mut S::memo(), &instance) {
        Verdict::Holds => Outcome::Held {
            size: <S::Domain as Random>::size(&instance),
            describe: <S::Domain as Random>::describe(&instance),
        },
        Verdict::Undecided(_) => Outcome::Skipped,
        Verdict::Fails(why) => Outcome::Counterexample {
            detail: format!("{why} on {}", S::Domain::show(&instance)),
            replay: S::replay(&instance).unwrap_or_else(|| format!("cgcheck hunt {}", S::CLAIM)),
        },
    }
}
