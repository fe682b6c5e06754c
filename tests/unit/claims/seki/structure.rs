//! Unit tests of `src/claims/seki/structure.rs`.

use cgcheck::claims::Outcome;
use cgcheck::claims::seki::structure::tallest_4x4_in;
use cgcheck::records::census::CensusRecord;

const H4: &str = "evidence/censuses/seki-4x4-h4.json";

fn stored_h4() -> CensusRecord {
    let text = std::fs::read_to_string(H4).expect("the stored 4x4 census of height <= 4");
    serde_json::from_str(&text).expect("a census record")
}

/// Which outcome, in a word, and its text.
fn judged(r: &CensusRecord) -> (&'static str, String) {
    match tallest_4x4_in(H4, r) {
        Outcome::Holds(t) => ("holds", t),
        Outcome::Fails(f) => ("fails", format!("{} / {}", f.why, f.replay)),
        Outcome::Differs(f) => ("differs", format!("{} / {}", f.why, f.replay)),
        Outcome::Unsettled(t) => ("unsettled", t),
        Outcome::Partial { why, .. } => ("partial", why),
    }
}

#[test]
fn a_census_of_height_4_leaves_height_5_open() {
    let (kind, text) = judged(&stored_h4());
    assert_eq!(kind, "unsettled", "{text}");
    assert!(text.contains("so h(4) >= 4"), "{text}");
    assert!(
        text.contains("needs every 4x4 matrix of height 5"),
        "{text}"
    );
}

#[test]
fn a_taller_census_whose_tallest_csms_have_height_4_holds() {
    // The same counts read as a census of height <= 5: no CSM of height 5 among them.
    let mut r = stored_h4();
    r.h = 5;
    let (kind, text) = judged(&r);
    assert_eq!(kind, "holds", "{text}");
    assert!(text.contains("none has height 5..5"), "{text}");
}

#[test]
fn a_counted_csm_that_is_not_listed_is_not_taken_on_trust() {
    let mut r = stored_h4();
    r.h = 5;
    r.counts
        .push(("(L',L')".to_string(), "(D,D)".to_string(), 5, 1));
    let (kind, text) = judged(&r);
    assert_eq!(kind, "differs", "{text}");
    assert!(
        text.contains("counts 1 CSMs of height 5 but lists none"),
        "{text}"
    );
}

#[test]
fn a_listed_csm_is_re_solved() {
    // A (W,W) matrix of height 5 listed as a CSM: the re-solve says what it is.
    let mut r = stored_h4();
    r.h = 5;
    r.counts
        .push(("(L',L')".to_string(), "(D,D)".to_string(), 5, 1));
    r.kept.push((
        "5000; 0100; 0010; 0001".to_string(),
        "(D,D)".to_string(),
        "(L',L')".to_string(),
    ));
    let (kind, text) = judged(&r);
    assert_eq!(kind, "differs", "{text}");
    assert!(
        text.contains("lists 5000; 0100; 0010; 0001 as a CSM, but it is"),
        "{text}"
    );
}

#[test]
fn a_census_of_another_shape_is_refused() {
    let mut r = stored_h4();
    r.n = 5;
    let (kind, text) = judged(&r);
    assert_eq!(kind, "differs", "{text}");
    assert!(text.contains("a census of 4x5 seki matrices"), "{text}");
}

#[test]
fn a_census_with_no_csm_of_height_4_refutes_h_4_equal_4() {
    let mut r = stored_h4();
    r.counts
        .retain(|(refined, _, h, _)| !(refined == "(L',L')" && *h == 4));
    let (kind, text) = judged(&r);
    assert_eq!(kind, "fails", "{text}");
    assert!(
        text.contains("no 4x4 CSM has height 4 (the tallest counted: 3)"),
        "{text}"
    );
}
