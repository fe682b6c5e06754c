//! Unit tests of `src/claims/evidence.rs`.

use cgcheck::claims::Bound;
use cgcheck::claims::Range;
use cgcheck::claims::evidence::*;

fn verified(bound: Bound) -> Evidence {
    Evidence::default().with(FindingKind::Verified { bound }, "holds")
}

#[test]
fn a_deep_record_must_cover_the_quick_bound_under_every_reading() {
    let quick = verified(Bound::at_most("n", 100));
    assert_eq!(verified(Bound::at_most("n", 1000)).uncovered(&quick), None);
    assert!(
        verified(Bound::at_most("n", 50))
            .uncovered(&quick)
            .is_some()
    );
    // A partial deep run with no exhaustive bound does not replace a verified quick one.
    let partial = Evidence::default().with(
        FindingKind::Partial {
            done: 938,
            total: 942,
        },
        "games decided",
    );
    assert!(partial.uncovered(&quick).is_some());
    // A counterexample says more than any bound.
    let refuted = Evidence::default().with(
        FindingKind::Counterexample {
            replay: "cgcheck solve nim 1".into(),
        },
        "fails",
    );
    assert_eq!(refuted.uncovered(&quick), None);
    // Readings are compared one by one.
    let mut two = Evidence::default().with(
        FindingKind::Verified {
            bound: Bound::family("every board with {}", [Range::at_most("cells", 16)]),
        },
        "holds",
    );
    two.findings[0].reading = Some("a".into());
    let mut deep = two.clone();
    assert_eq!(deep.uncovered(&two), None);
    deep.findings[0].reading = Some("b".into());
    assert!(deep.uncovered(&two).is_some());
}
