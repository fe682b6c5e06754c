//! CLAIMS.md is what the code says today, and the registry covers the whole catalogue.

mod common;

use cgcheck::claims::store::{DEEP_EVIDENCE_PATH, DeepStore};
use cgcheck::claims::{self, Paper};
use cgcheck::report;
use std::collections::HashSet;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn claims_md_is_up_to_date() {
    let registry = claims::registry();
    let quick = common::quick::all();
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let expected = report::render(&registry, &quick, &store);
    let actual = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    assert!(
        actual == expected,
        "CLAIMS.md is stale: run `cargo run --release -- verify` and commit it"
    );
}

/// Stored records made for an older statement or check are listed (printed here, and in
/// CLAIMS.md's "Stale evidence" section), never used as current evidence.
#[test]
fn stale_records_are_listed_in_claims_md() {
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let stale = store.stale(&claims::registry());
    let text = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    let section = text
        .split("## Stale evidence")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or("");
    for (id, kind, why) in &stale {
        eprintln!("stale {kind} record of {id}: {why}");
        assert!(
            section.contains(&format!("- **{id}** ({kind} record)")),
            "{id}'s stale {kind} record is not listed"
        );
    }
    assert_eq!(stale.is_empty(), section.is_empty());
}

#[test]
fn claims_md_lists_every_registered_id() {
    let text = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    for c in claims::registry() {
        assert!(text.contains(&format!("| {} |", c.id)), "{} missing", c.id);
    }
}

#[test]
fn registry_has_the_98_catalogue_ids_once_each() {
    let registry = claims::registry();
    let ids: HashSet<&str> = registry.iter().map(|c| c.id).collect();
    assert_eq!(ids.len(), registry.len(), "duplicate ids");
    let per_paper = |p: Paper| registry.iter().filter(|c| c.paper == p).count();
    assert_eq!(
        Paper::ALL.map(per_paper),
        [56, 8, 7, 17, 10],
        "SEKI, CR, SL, MNK, DOM counts"
    );
    assert_eq!(registry.len(), 98);
}

/// When the catalogue is present beside the project (developers' machines and CI have
/// `../shared`), every id in it is registered and vice versa.
#[test]
fn registry_matches_the_catalogue_when_present() {
    let path = root().join("../shared/claims-catalogue.md");
    let Ok(text) = std::fs::read_to_string(&path) else {
        return;
    };
    let catalogue: HashSet<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("| "))
        .filter_map(|l| l.split(" |").next())
        .filter(|id| {
            ["SEKI-", "CR-", "SL-", "MNK-", "DOM-"]
                .iter()
                .any(|p| id.starts_with(p))
        })
        .map(str::to_string)
        .collect();
    let registered: HashSet<String> = claims::registry()
        .iter()
        .map(|c| c.id.to_string())
        .collect();
    assert_eq!(catalogue, registered);
}

#[test]
fn every_checked_claim_names_its_test_and_open_ones_give_a_reason() {
    for c in claims::registry() {
        match c.check {
            claims::Check::Run(_) => assert!(c.test.is_some(), "{} has no test", c.id),
            claims::Check::Open(reason) => assert!(!reason.is_empty(), "{}", c.id),
        }
    }
}

#[test]
fn every_named_test_exists() {
    for c in claims::registry() {
        let Some(test) = c.test else { continue };
        let (file, func) = test.split_once("::").expect("FILE::fn");
        let text = std::fs::read_to_string(root().join(file)).unwrap_or_default();
        assert!(
            text.contains(&format!("fn {func}(")),
            "{}: {test} does not exist",
            c.id
        );
    }
}
