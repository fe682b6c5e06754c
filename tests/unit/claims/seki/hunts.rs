//! Unit tests of `src/claims/seki/hunts.rs`.

use cgcheck::claims::seki::predicates::{PREDICATES, predicate};

/// Every Seki hunt judges by its claim's registered predicate, every predicate belongs to a
/// registered claim and is hunted, and no claim has two predicates.
#[test]
fn every_seki_hunt_uses_its_claims_predicate() {
    let seki_hunts: Vec<_> = cgcheck::hunt::hunts()
        .iter()
        .filter(|h| h.claim.starts_with("SEKI-"))
        .collect();
    assert!(!seki_hunts.is_empty());
    for h in &seki_hunts {
        assert_eq!(predicate(h.claim).claim, h.claim);
        assert!(
            cgcheck::claims::find(h.claim).is_some(),
            "{} is no registered claim",
            h.claim
        );
    }
    for (k, p) in PREDICATES.iter().enumerate() {
        let claim = cgcheck::claims::find(p.claim)
            .unwrap_or_else(|| panic!("{} is no registered claim", p.claim));
        assert_eq!(claim.id, p.claim, "the predicate spells the claim's id");
        assert!(
            seki_hunts.iter().any(|h| h.claim == p.claim),
            "{} has no hunt",
            p.claim
        );
        assert!(
            PREDICATES[..k].iter().all(|q| q.claim != p.claim),
            "{} has two predicates",
            p.claim
        );
    }
}
