//! Unit tests of `src/claims/registry.rs`: the registry's text joins its checks exactly.

use cgcheck::claims::registry::load;
use cgcheck::claims::{Paper, Part, registry};

const NONE: &[Part] = &[];
const CHECKS: &[(&str, &[Part])] = &[("X-1", NONE)];

fn error(text: &str) -> String {
    load(Paper::Slides, text, CHECKS).expect_err("refused")
}

const ENTRY: &str = "[[claim]]\nid = \"X-1\"\nsection = \"s\"\nstatement = \"t\"\nquick = \"q\"\n";

#[test]
fn an_entry_joins_its_check_and_names_its_bases() {
    let text = format!(
        "[basis.b]\ncomputed = \"c\"\n\n{ENTRY}rests_on = [\"b\", {{ assumed = \"l\", source = \"p\" }}]\n"
    );
    let claims = load(Paper::Slides, &text, CHECKS).expect("loads");
    assert_eq!(claims.len(), 1);
    assert_eq!(claims[0].rests_on.len(), 2);
    assert_eq!(claims[0].test().as_deref(), Some("tests/slides.rs::x_1"));
}

#[test]
fn text_and_checks_must_match_one_to_one() {
    let other = ENTRY.replace("X-1", "X-2");
    assert!(error(&other).contains("X-2: no check"));
    assert!(error("claim = []").contains("X-1 has a check but no entry"));
    assert!(error(&format!("{ENTRY}open = \"why\"\n")).contains("open, but has a check"));
    let unpinned = ENTRY.replace("quick = \"q\"\n", "");
    assert!(error(&unpinned).contains("pins its `quick` status"));
}

#[test]
fn bases_must_be_named_used_and_well_formed() {
    assert!(error(&format!("{ENTRY}rests_on = [\"b\"]\n")).contains("no basis b"));
    assert!(
        error(&format!("[basis.b]\ncomputed = \"c\"\n\n{ENTRY}")).contains("basis b is not used")
    );
    let both = format!("{ENTRY}rests_on = [{{ computed = \"c\", certificate = \"d\" }}]\n");
    assert!(error(&both).contains("a basis is one of"));
    let no_source = format!("{ENTRY}rests_on = [{{ assumed = \"l\" }}]\n");
    assert!(error(&no_source).contains("a basis is one of"));
    assert!(error(&format!("{ENTRY}statment = \"typo\"\n")).contains("unknown field"));
}

/// Every test name derived from an id is unique (two ids may not share a test).
#[test]
fn derived_test_names_are_distinct() {
    let mut names: Vec<String> = registry().iter().filter_map(|c| c.test()).collect();
    let all = names.len();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), all);
}

/// A part that reaches only some of its statement at the quick depth says how much there is
/// (its total) from the same data the deep run compares, so the deep run reaches all of it:
/// a total typed beside the data (SEKI-9-ext said 28 tables; the deep run compared 30) fails
/// here.
#[test]
fn every_part_with_a_reach_reaches_all_of_it_in_deep_mode() {
    use cgcheck::claims::Depth;
    let mut seen = 0;
    for claim in cgcheck::claims::registry() {
        for part in claim.parts() {
            if let Some((done, total)) = part.reach_at(Depth::Deep) {
                seen += 1;
                assert_eq!(
                    done, total,
                    "{}: the deep run reaches {done} of {total}",
                    claim.id
                );
                let (quick, quick_total) = part.reach_at(Depth::Quick).expect("a reach");
                assert_eq!(quick_total, total, "{}", claim.id);
                assert!(quick <= total, "{}", claim.id);
            }
        }
    }
    assert!(seen >= 2, "only {seen} parts with a reach");
}
