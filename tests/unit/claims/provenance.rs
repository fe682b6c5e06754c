//! Unit tests of `src/claims/provenance.rs`.

use cgcheck::claims::provenance::*;
use cgcheck::claims::{Claim, Paper};

/// Built in a checkout (as the tests are), the binary knows its commit: 40 hex digits,
/// perhaps `-dirty`, and the run reports it.
#[test]
fn a_build_in_a_checkout_names_its_commit() {
    if git_head() == "unknown" {
        return;
    }
    let built = build_commit().expect("built in a checkout");
    let hex = built.strip_suffix("-dirty").unwrap_or(built);
    assert_eq!(hex.len(), 40, "{built}");
    assert!(hex.bytes().all(|b| b.is_ascii_hexdigit()), "{built}");
    assert_eq!(run_commit(), built);
}

#[test]
fn dates_are_utc_calendar_dates() {
    assert_eq!(utc_text(0), "1970-01-01T00:00:00Z");
    assert_eq!(utc_text(951_782_400), "2000-02-29T00:00:00Z");
    assert_eq!(utc_text(1_795_000_000), "2026-11-18T11:06:40Z");
    assert_eq!(utc_text(4_107_542_399), "2100-02-28T23:59:59Z");
}

#[test]
fn every_claims_source_file_is_fingerprinted() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut on_disk = Vec::new();
    for dir in [
        "src/claims",
        "src/claims/seki",
        "src/claims/drivers",
        "src/hunt",
    ] {
        for entry in std::fs::read_dir(root.join(dir)).expect("source dir") {
            let name = entry
                .expect("entry")
                .file_name()
                .into_string()
                .expect("utf-8");
            if name.ends_with(".rs") {
                on_disk.push(format!("{dir}/{name}"));
            }
        }
    }
    // The shared model (statuses, the store, this file) is not a check of a paper.
    let model = [
        "src/claims/mod.rs",
        "src/claims/evidence.rs",
        "src/claims/bound.rs",
        "src/claims/shared.rs",
        "src/claims/store.rs",
        "src/claims/provenance.rs",
        "src/claims/run.rs",
    ];
    let listed = fingerprinted_files();
    for file in on_disk {
        assert!(
            listed.contains(&file.as_str()) || model.contains(&file.as_str()),
            "{file} is not fingerprinted: add it to claim_sources or HUNT_SOURCES"
        );
    }
}

/// The generic drivers are check code: a paper whose claims call them must fingerprint
/// them, or a change to a driver would leave that paper's records current.
#[test]
fn a_paper_using_the_drivers_fingerprints_them() {
    let drivers = [
        "src/claims/drivers/mod.rs",
        "src/claims/drivers/table.rs",
        "src/claims/drivers/universal.rs",
    ];
    for paper in Paper::ALL {
        let sources = claim_sources(paper);
        if sources.iter().any(|(_, text)| text.contains("drivers::")) {
            for d in drivers {
                assert!(
                    sources.iter().any(|(path, _)| *path == d),
                    "{paper:?} uses the drivers but does not fingerprint {d}"
                );
            }
        }
    }
}

#[test]
fn a_changed_statement_or_check_makes_a_record_stale() {
    let claim = cgcheck::claims::find("SL-Nim").expect("registered");
    let p = Provenance::now(&claim, Kind::Deep, 1.0, None);
    assert_eq!(freshness(&claim, Kind::Deep, Some(&p)), Freshness::Current);
    assert!(matches!(
        freshness(&claim, Kind::Hunt, Some(&p)),
        Freshness::Stale(_)
    ));
    let reworded = Claim {
        statement: "something else",
        ..claim
    };
    assert!(matches!(
        freshness(&reworded, Kind::Deep, Some(&p)),
        Freshness::Stale(why) if why.contains("statement")
    ));
    let older = Provenance {
        check: "0000000000000000".into(),
        ..p
    };
    assert!(matches!(
        freshness(&claim, Kind::Deep, Some(&older)),
        Freshness::Stale(why) if why.contains("code changed")
    ));
    assert!(matches!(
        freshness(&claim, Kind::Deep, None),
        Freshness::Stale(_)
    ));
}
