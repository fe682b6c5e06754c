//! Unit tests of `src/claims/store.rs`.

use cgcheck::claims::provenance::{Freshness, Kind, Provenance};
use cgcheck::claims::store::*;
use cgcheck::claims::{Claim, Evidence};
use cgcheck::hunt::HuntRecord;
use std::path::Path;

fn claim(id: &str) -> Claim {
    cgcheck::claims::find(id).expect("registered")
}

fn hunt(instances: u64, counterexample: bool) -> HuntRecord {
    let provenance = Provenance::now(&claim("SL-Nim"), Kind::Hunt, 1.0, None);
    HuntRecord {
        provenance: Some(provenance),
        command: format!("cgcheck hunt X --time {instances}s"),
        instances,
        largest: "-".into(),
        seconds: 1.0,
        counterexample: counterexample.then(|| ("fails".into(), "cgcheck solve".into())),
        top_sizes: Vec::new(),
    }
}

#[test]
fn a_weaker_hunt_never_replaces_a_stronger_one() {
    let mut store = DeepStore::default();
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(133_888, false)),
        Kept::New
    );
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(283, false)),
        Kept::Stored
    );
    assert_eq!(store.hunts["SL-Nim"].instances, 133_888);
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(200_000, false)),
        Kept::New
    );
    assert_eq!(store.hunts["SL-Nim"].instances, 200_000);
}

#[test]
fn a_counterexample_is_never_dropped() {
    let mut store = DeepStore::default();
    store.record_hunt(&claim("SL-Nim"), hunt(5, true));
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(1_000_000, false)),
        Kept::Stored
    );
    assert!(store.hunts["SL-Nim"].counterexample.is_some());
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(1, true)),
        Kept::Stored
    );
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(9, true)),
        Kept::New
    );
}

#[test]
fn updates_from_two_runs_keep_both_records() {
    let dir = std::env::temp_dir().join(format!("cgcheck-store-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("deep.json");
    DeepStore::default().save(&path).expect("written");
    // Two runs read the store at their start; each stores its record through `update`.
    let c = claim("SL-Nim");
    let z = claim("SL-Zermelo");
    DeepStore::update(&path, |s| s.record_hunt(&c, hunt(5, false))).expect("first");
    DeepStore::update(&path, |s| s.record_hunt(&z, hunt(7, false))).expect("second");
    let stored = DeepStore::load(&path).expect("parses");
    assert_eq!(stored.hunts.len(), 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_missing_evidence_file_is_an_error() {
    let err = DeepStore::load(Path::new("no/such/evidence.json")).unwrap_err();
    assert!(err.0.contains("no evidence file"), "{err}");
}

fn deep(claim_id: &str, evidence: Evidence, current: bool) -> DeepRecord {
    let mut provenance = Provenance::now(&claim(claim_id), Kind::Deep, 1.0, None);
    if !current {
        provenance.check = "0000000000000000".into();
    }
    DeepRecord {
        command: format!("cgcheck verify --deep --claim {claim_id}"),
        seconds: 1.0,
        evidence,
        shared: Vec::new(),
        provenance: Some(provenance),
    }
}

#[test]
fn a_deep_record_only_grows_while_current() {
    use cgcheck::claims::FindingKind;
    let c = claim("SL-Nim");
    let refuted = Evidence::default().with(
        FindingKind::Counterexample {
            replay: "cgcheck solve nim 1".into(),
        },
        "fails",
    );
    let verified = Evidence::default().with(
        FindingKind::Verified {
            bound: cgcheck::claims::Bound::at_most("n", 9),
        },
        "holds",
    );
    let open = Evidence::open("node limit");
    let mut store = DeepStore::default();
    assert_eq!(
        store.record_deep(&c, deep(c.id, verified.clone(), true)),
        Kept::New
    );
    // A run to a smaller bound does not replace a larger one; a larger one does.
    let smaller = Evidence::default().with(
        FindingKind::Verified {
            bound: cgcheck::claims::Bound::at_most("n", 5),
        },
        "holds",
    );
    assert_eq!(
        store.record_deep(&c, deep(c.id, smaller.clone(), true)),
        Kept::Stored
    );
    let mut fresh = DeepStore::default();
    fresh.record_deep(&c, deep(c.id, smaller, true));
    assert_eq!(
        fresh.record_deep(&c, deep(c.id, verified.clone(), true)),
        Kept::New
    );
    assert_eq!(
        store.record_deep(&c, deep(c.id, open.clone(), true)),
        Kept::Stored
    );
    assert_eq!(
        store.record_deep(&c, deep(c.id, refuted.clone(), true)),
        Kept::New
    );
    assert_eq!(
        store.record_deep(&c, deep(c.id, verified.clone(), true)),
        Kept::Stored
    );
    assert_eq!(store.records[c.id].evidence, refuted);
    // A stale record, even a refutation, gives way to a run of today's check.
    let mut stale = DeepStore::default();
    stale.record_deep(&c, deep(c.id, refuted, false));
    assert!(matches!(stale.deep_freshness(&c), Freshness::Stale(_)));
    assert_eq!(stale.record_deep(&c, deep(c.id, open, true)), Kept::New);
    assert_eq!(stale.stale(&[c]), Vec::new());
}

#[test]
fn a_stale_hunt_gives_way_and_is_listed() {
    let c = claim("SL-Nim");
    let mut store = DeepStore::default();
    let mut old = hunt(1_000_000, true);
    old.provenance = None;
    store.record_hunt(&c, old);
    assert_eq!(store.stale(&[c]).len(), 1);
    assert_eq!(store.record_hunt(&c, hunt(10, false)), Kept::New);
    assert!(store.stale(&[c]).is_empty());
}
