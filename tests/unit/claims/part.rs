//! Unit tests of `src/claims/part.rs`.

use cgcheck::claims::Tally;

/// A tally states as many entries as facts were compared, and lists each that fails, in order.
#[test]
fn a_tally_counts_the_facts_it_compared() {
    let mut facts = Tally::default();
    facts.fact(true, || unreachable!("a holding fact builds no text"));
    facts.fact(false, || "first".into());
    facts.fact(true, String::new);
    facts.fact(false, || "second".into());
    let c = facts.compared("what", "cgcheck replay");
    assert_eq!(c.entries, 4);
    assert_eq!(c.mismatches, ["first", "second"]);
    assert_eq!(Tally::default().compared("none", "r").entries, 0);
}
