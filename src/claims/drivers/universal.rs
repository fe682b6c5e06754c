//! The universal-statement driver: one predicate over a typed domain, run exhaustively up to
//! a bound ([`exhaustive`]) or on random instances past it ([`hunt`]).
//!
//! A claim "every X satisfies P" is a [`Universal`]: its [`Domain`] says what an X is and how
//! to list every X up to a size; its predicate is P; its bounds are data. The exhaustive run
//! and the hunt are two drivers of that one definition, so the hunt judges by the claim's own
//! predicate over the claim's own domain by construction (issue 14, item 2).

use super::super::{Bound, Depth, Evidence, FindingKind, Range};
use super::Depths;
use crate::hunt::Outcome;
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
}

/// A domain whose instances can also be drawn from random bytes, for hunts.
pub trait Random: Domain {
    /// The instance the bytes decode to, of size at most `cap`; `None` when they do not
    /// decode (the hunt skips them).
    fn decode(bytes: &[u8], cap: u64) -> Option<Self::Instance>;
    /// An instance's size (the same measure as [`Domain::enumerate`]'s).
    fn size(instance: &Self::Instance) -> u64;
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
    /// The predicate: `Err` says what failed on this instance.
    fn holds(instance: &<Self::Domain as Domain>::Instance) -> Result<(), String>;
}

/// A universal claim that is also hunted past its bound.
pub trait Hunted: Universal<Domain: Random> {
    /// The largest instance a hunt draws (well past [`Universal::BOUND`]'s deep value).
    const HUNT_CAP: u64;
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
    let count = S::Domain::enumerate(S::BOUND.at(depth), &mut |instance| {
        if failure.is_none()
            && let Err(why) = S::holds(instance)
        {
            failure = Some(format!("{why} on {instance:?}"));
        }
    });
    match failure {
        None => ev.push(
            FindingKind::Verified {
                bound: bound::<S>(depth),
            },
            format!("{count} {}: {}", S::Domain::PLURAL, S::HOLDS),
        ),
        Some(detail) => ev.push(
            FindingKind::Counterexample {
                replay: match depth {
                    Depth::Quick => format!("cgcheck verify --claim {}", S::CLAIM),
                    Depth::Deep => format!("cgcheck verify --deep --claim {}", S::CLAIM),
                },
            },
            detail,
        ),
    }
}

/// Runs `S`'s predicate on the instance `data` decodes to: the hunt of `S`'s claim (the
/// `claim` argument is the id the hunt is registered under, which must be `S`'s).
pub fn hunt<S: Hunted>(claim: &str, data: &[u8]) -> Outcome {
    debug_assert!(claim.eq_ignore_ascii_case(S::CLAIM));
    let Some(instance) = <S::Domain as Random>::decode(data, S::HUNT_CAP) else {
        return Outcome::Skipped;
    };
    let size = <S::Domain as Random>::size(&instance);
    match S::holds(&instance) {
        Ok(()) => Outcome::Held {
            size,
            describe: format!(
                "{} of {size} {}",
                S::Domain::ONE,
                <S::Domain as Domain>::SIZE
            ),
        },
        Err(why) => Outcome::Counterexample {
            detail: format!("{why} on {instance:?}"),
            replay: format!("cgcheck hunt {}", S::CLAIM),
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
        fn holds(n: &u64) -> Result<(), String> {
            if *n < 30 {
                Ok(())
            } else {
                Err(format!("{n} is not below 30"))
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
        assert_eq!(ev.findings[0].detail, "30 is not below 30 on 30");
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
    }
}
