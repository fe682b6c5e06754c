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
    assert_eq!(c.entries(), 4);
    assert_eq!(c.mismatches(), ["first", "second"]);
    assert_eq!(Tally::default().compared("none", "r").entries(), 0);
}

/// A worked example's entry count is the number of facts its tally compared, whichever way it
/// comes out.
#[test]
fn a_worked_example_counts_the_facts_it_compared() {
    use cgcheck::claims::Outcome;
    let mut facts = Tally::default();
    facts.fact(true, String::new);
    facts.fact(true, String::new);
    let agreed = facts.example(
        |n| Outcome::Holds(format!("all {n} agree")),
        |_| unreachable!("no fact failed"),
    );
    assert_eq!(agreed.entries, 2);
    assert_eq!(agreed.outcome, Outcome::Holds("all 2 agree".into()));
    let mut facts = Tally::default();
    facts.fact(false, || "wrong".into());
    facts.fact(true, String::new);
    facts.fact(false, || "also".into());
    let failed = facts.example(
        |_| unreachable!("a fact failed"),
        |why| Outcome::Unsettled(why.join("; ")),
    );
    assert_eq!(failed.entries, 3);
    assert_eq!(failed.outcome, Outcome::Unsettled("wrong; also".into()));
}

/// A part whose failure replays as "this claim's quick check" names the claim it runs for:
/// the driver writes the id in, whichever claim the part belongs to.
#[test]
fn the_quick_check_replay_names_the_claim_it_runs_for() {
    use cgcheck::claims::{Depth, FindingKind, Outcome, Part, QUICK_CHECK, Refutation, part};
    const FAILS: &[Part] = &[
        Part::proof("a proof that fails", |_| {
            Outcome::Fails(Refutation::new("it fails", QUICK_CHECK))
        }),
        Part::compared("values that differ", |_| {
            let mut facts = cgcheck::claims::Tally::default();
            facts.fact(false, || "one differs".into());
            facts.compared("the values", QUICK_CHECK)
        }),
    ];
    for id in ["SEKI-C7", "DOM-Obs5"] {
        let ev = part::run_all(FAILS, id, Depth::Quick);
        let replays: Vec<&str> =
            ev.findings
                .iter()
                .filter_map(|f| match &f.kind {
                    FindingKind::Counterexample { replay }
                    | FindingKind::Mismatched { replay, .. } => Some(replay.as_str()),
                    _ => None,
                })
                .collect();
        let own = format!("cgcheck verify --claim {id}");
        assert_eq!(replays, [own.as_str(), own.as_str()], "{id}");
    }
}
