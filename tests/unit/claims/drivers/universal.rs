//! Unit tests of `src/claims/drivers/universal.rs`.

use cgcheck::claims::Status;
use cgcheck::claims::drivers::Depths;
use cgcheck::claims::drivers::hunted::{Outcome, Reach};
use cgcheck::claims::drivers::universal::*;
use cgcheck::claims::{Depth, Evidence, FindingKind, Run};
use cgcheck::core::Shard;

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
    const INSTANCES: &'static str = "random small numbers";
    const HUNT_CAP: u64 = 100;
}

/// "Every number is below 31", with 30 undecided (the predicate of [`Small`]): quick (to 29)
/// it holds; deep (to 30) it reaches the undecided 30.
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
        hunt::<Small>("T-Small", &[5], Reach::Full),
        Outcome::Held { size: 6, .. }
    ));
    assert!(matches!(
        hunt::<Small>("T-Small", &[40], Reach::Full),
        Outcome::Counterexample { .. }
    ));
    assert!(matches!(
        hunt::<Small>("T-Small", &[], Reach::Full),
        Outcome::Skipped
    ));
    assert!(matches!(
        hunt::<Small>("T-Small", &[29], Reach::Full),
        Outcome::Skipped
    ));
}

/// "Every number is below 31", with 30 undecided: a run that reaches 30 is partial, not
/// verified, and says which instance it could not decide.
#[test]
fn an_undecided_instance_makes_the_run_partial() {
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

/// The finding `S` makes at `depth` when run in `count` parts and merged.
fn merged<S: Universal>(depth: Depth, count: u64) -> Result<Evidence, String> {
    let parts: Vec<Evidence> = (0..count)
        .map(|index| {
            let mut ev = Evidence::default();
            exhaustive::<S>(&mut ev, Run::part(depth, Shard { index, count }));
            ev
        })
        .collect();
    let tallies: Vec<&Tally> = parts
        .iter()
        .map(|ev| ev.findings[0].split.as_deref().expect("a part's tally"))
        .collect();
    let (kind, detail) = Tally::combine(&tallies)?.finding();
    Ok(Evidence::default().with(kind, detail))
}

/// Split in 1 to 7 parts and merged, a run finds what it finds in one process: the
/// bound, the first counterexample (31, wherever the part holding it is), the undecided
/// count and the first undecided instance.
#[test]
fn merged_parts_find_what_one_process_finds() {
    for depth in [Depth::Quick, Depth::Deep] {
        let mut small = Evidence::default();
        exhaustive::<Small>(&mut small, depth);
        let mut below = Evidence::default();
        exhaustive::<Below31>(&mut below, depth);
        for count in 1..=7 {
            assert_eq!(merged::<Small>(depth, count), Ok(small.clone()), "{count}");
            assert_eq!(
                merged::<Below31>(depth, count),
                Ok(below.clone()),
                "{count}"
            );
        }
    }
    // A part is honest about being a part: partial, or its own counterexample.
    let mut ev = Evidence::default();
    exhaustive::<Small>(
        &mut ev,
        Run::part(Depth::Quick, Shard { index: 1, count: 3 }),
    );
    assert!(matches!(
        ev.findings[0].kind,
        FindingKind::Partial { done: 7, total: 20 }
    ));
    assert!(ev.findings[0].detail.starts_with("part 1/3 of a split run"));
    // A whole run is not split.
    let mut ev = Evidence::default();
    exhaustive::<Small>(&mut ev, Depth::Quick);
    assert!(ev.findings[0].split.is_none());
}

#[test]
fn the_merge_refuses_a_missing_repeated_or_foreign_part() {
    let part = |index, count, depth| {
        let mut ev = Evidence::default();
        exhaustive::<Small>(&mut ev, Run::part(depth, Shard { index, count }));
        *ev.findings.remove(0).split.expect("tally")
    };
    let (a, b, c) = (
        part(0, 3, Depth::Quick),
        part(1, 3, Depth::Quick),
        part(2, 3, Depth::Quick),
    );
    assert!(Tally::combine(&[&a, &b, &c]).is_ok());
    let e = Tally::combine(&[&a, &c]).expect_err("missing");
    assert!(e.contains("part 1/3 is missing"), "{e}");
    let e = Tally::combine(&[&a, &b, &b, &c]).expect_err("twice");
    assert!(e.contains("given twice"), "{e}");
    let deep = part(1, 3, Depth::Deep);
    assert!(Tally::combine(&[&a, &deep, &c]).is_err());
    let other_count = part(1, 2, Depth::Quick);
    assert!(Tally::combine(&[&a, &other_count, &c]).is_err());
}
