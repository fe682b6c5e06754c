//! The universal-statement driver: one predicate over a typed domain, run exhaustively up to
//! a bound ([`exhaustive`]) or on random instances past it ([`hunt`]).
//!
//! A claim "every X satisfies P" is a [`Universal`]: its [`Domain`] says what an X is and how
//! to list every X up to a size; its predicate is P; its bounds are data. The exhaustive run
//! and the hunt are two drivers of that one definition, so the hunt judges by the claim's own
//! predicate over the claim's own domain by construction (issue 14, item 2).

use super::super::{Bound, Depth, Evidence, FindingKind, Range};
use super::Depths;
use crate::hunt::{Outcome, Reach, reach};
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
    /// The largest instance a hunt draws (well past [`Universal::BOUND`]'s deep value).
    const HUNT_CAP: u64;
    /// The largest instance a `hunt_*` fuzz target draws ([`Reach::Fuzz`]): small enough that
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
/// but not judged). The replay re-runs the claim's check at the same depth: these domains
/// have no one-line form on the command line.
pub fn exhaustive<S: Universal>(ev: &mut Evidence, depth: Depth) {
    let mut failure = None;
    let mut memo = S::memo();
    let (mut undecided, mut first_undecided) = (0u64, None);
    let count = S::Domain::enumerate(S::BOUND.at(depth), &mut |instance| {
        if failure.is_some() {
            return;
        }
        match S::holds(&mut memo, instance) {
            Verdict::Holds => {}
            Verdict::Fails(why) => {
                failure = Some((
                    format!("{why} on {}", S::Domain::show(instance)),
                    S::replay(instance),
                ));
            }
            Verdict::Undecided(why) => {
                undecided += 1;
                first_undecided
                    .get_or_insert_with(|| format!("{} ({why})", S::Domain::show(instance)));
            }
        }
    });
    match failure {
        None if undecided > 0 => ev.push_partial(
            (count - undecided) as usize,
            count as usize,
            format!(
                "{} of {count} {} up to {}: {}; {undecided} could not be decided, the first {}",
                count - undecided,
                S::Domain::PLURAL,
                bound::<S>(depth),
                S::HOLDS,
                first_undecided.unwrap_or_default()
            ),
        ),
        None => ev.push(
            FindingKind::Verified {
                bound: bound::<S>(depth),
            },
            format!("{count} {}: {}", S::Domain::PLURAL, S::HOLDS),
        ),
        Some((detail, replay)) => ev.push(
            FindingKind::Counterexample {
                replay: replay.unwrap_or_else(|| match depth {
                    Depth::Quick => format!("cgcheck verify --claim {}", S::CLAIM),
                    Depth::Deep => format!("cgcheck verify --deep --claim {}", S::CLAIM),
                }),
            },
            detail,
        ),
    }
}

/// Runs `S`'s predicate on the instance `data` decodes to: the hunt of `S`'s claim (the
/// `claim` argument is the id the hunt is registered under, which must be `S`'s).
pub fn hunt<S: Hunted>(claim: &str, data: &[u8]) -> Outcome {
    debug_assert!(claim.eq_ignore_ascii_case(S::CLAIM));
    let cap = match reach() {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::claims::Status;

    /// The numbers 1..=n, for testing the driver.
    struct Numbers;
    impl Domain for Numbers {
        type Instance = u64;
        const FAMILY: &'static str = "every number with {}";
        const SIZE: &'static str = "n";
        const PLURAL: &'static str = "numbers";
        const ONE: &'static str = "a number";
        fn enumerate(max: u64, visit: &mut dyn FnMut(&u64)) -> u64 {
            (1..=max).for_each(|n| visit(&n));
            max
        }
    }
    impl Random for Numbers {
        fn decode(bytes: &[u8], cap: u64) -> Option<u64> {
            bytes.first().map(|&b| u64::from(b) % cap + 1)
        }
        fn size(n: &u64) -> u64 {
            *n
        }
    }
    /// "Every number is below 30": true to 20, false past it.
    struct Small;
    impl Universal for Small {
        type Domain = Numbers;
        const CLAIM: &'static str = "T-Small";
        const BOUND: Depths<u64> = Depths::new(20, 40);
        const HOLDS: &'static str = "each is below 30";
        type Memo = ();
        fn memo() {}
        fn holds(_: &mut (), n: &u64) -> Verdict {
            match n {
                ..30 => Verdict::Holds,
                30 => Verdict::Undecided("thirty".into()),
                _ => Verdict::Fails(format!("{n} is not below 30")),
            }
        }
    }
    impl Hunted for Small {
        const HUNT_CAP: u64 = 100;
    }

    #[test]
    fn the_bound_comes_from_the_domain_and_the_data() {
        let mut ev = Evidence::default();
        exhaustive::<Small>(&mut ev, Depth::Quick);
        assert_eq!(ev.status(), Status::Verified(bound::<Small>(Depth::Quick)));
        assert_eq!(
            bound::<Small>(Depth::Quick).to_string(),
            "every number with n <= 20"
        );
        assert_eq!(ev.findings[0].detail, "20 numbers: each is below 30");
        assert!(bound::<Small>(Depth::Deep).covers(&bound::<Small>(Depth::Quick)));
    }

    #[test]
    fn the_first_counterexample_is_reported_with_its_replay() {
        let mut ev = Evidence::default();
        exhaustive::<Small>(&mut ev, Depth::Deep);
        assert_eq!(ev.status(), Status::Refuted);
        assert_eq!(ev.findings[0].detail, "31 is not below 30 on 31");
        assert!(matches!(
            &ev.findings[0].kind,
            FindingKind::Counterexample { replay } if replay == "cgcheck verify --deep --claim T-Small"
        ));
    }

    #[test]
    fn a_hunt_judges_by_the_same_predicate() {
        assert!(matches!(
            hunt::<Small>("T-Small", &[5]),
            Outcome::Held { size: 6, .. }
        ));
        assert!(matches!(
            hunt::<Small>("T-Small", &[40]),
            Outcome::Counterexample { .. }
        ));
        assert!(matches!(hunt::<Small>("T-Small", &[]), Outcome::Skipped));
        assert!(matches!(hunt::<Small>("T-Small", &[29]), Outcome::Skipped));
    }

    /// "Every number is below 31", with 30 undecided: a run that reaches 30 is partial, not
    /// verified, and says which instance it could not decide.
    #[test]
    fn an_undecided_instance_makes_the_run_partial() {
        struct Below31;
        impl Universal for Below31 {
            type Domain = Numbers;
            const CLAIM: &'static str = "T-Below31";
            const BOUND: Depths<u64> = Depths::new(29, 30);
            const HOLDS: &'static str = "each is below 31";
            type Memo = ();
            fn memo() {}
            fn holds(memo: &mut (), n: &u64) -> Verdict {
                Small::holds(memo, n)
            }
        }
        let mut ev = Evidence::default();
        exhaustive::<Below31>(&mut ev, Depth::Quick);
        assert!(matches!(ev.status(), Status::Verified(_)));
        let mut ev = Evidence::default();
        exhaustive::<Below31>(&mut ev, Depth::Deep);
        assert!(matches!(
            ev.findings[0].kind,
            FindingKind::Partial {
                done: 29,
                total: 30
            }
        ));
        assert!(ev.findings[0].detail.ends_with("the first 30 (thirty)"));
    }
}
