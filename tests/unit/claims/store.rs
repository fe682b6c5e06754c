//! Unit tests of `src/claims/store.rs`.

use cgcheck::claims::provenance::{Freshness, Kind, Provenance, Today};
use cgcheck::claims::store::*;
use cgcheck::claims::{Claim, Evidence};
use std::path::Path;

/// Today's engines, and an empty quick result for every claim (what the test records pin).
fn today() -> Today {
    let mut today = Today::engines_only();
    for c in cgcheck::claims::registry() {
        today.add_quick(&c, &Evidence::default());
    }
    today
}

/// A provenance of a run of `claim` made now, with its basis.
fn made_now(claim: &Claim, kind: Kind) -> Provenance {
    Provenance::now(claim, kind, 1.0, None).based(claim, kind, &today())
}

fn claim(id: &str) -> Claim {
    cgcheck::claims::find(id).expect("registered")
}

fn hunt(instances: u64, counterexample: bool) -> HuntRecord {
    let provenance = made_now(&claim("SL-Nim"), Kind::Hunt);
    HuntRecord {
        provenance: Some(provenance),
        command: format!("cgcheck hunt X --time {instances}s"),
        instances,
        largest: "-".into(),
        seconds: 1.0,
        counterexample: counterexample.then(|| ("fails".into(), "cgcheck solve".into())),
        top_sizes: Vec::new(),
        extra: Default::default(),
    }
}

#[test]
fn a_weaker_hunt_never_replaces_a_stronger_one() {
    let mut store = DeepStore::default();
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(133_888, false), &today()),
        Kept::New
    );
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(283, false), &today()),
        Kept::Stored
    );
    assert_eq!(store.hunts["SL-Nim"].instances, 133_888);
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(200_000, false), &today()),
        Kept::New
    );
    assert_eq!(store.hunts["SL-Nim"].instances, 200_000);
}

#[test]
fn a_counterexample_is_never_dropped() {
    let mut store = DeepStore::default();
    store.record_hunt(&claim("SL-Nim"), hunt(5, true), &today());
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(1_000_000, false), &today()),
        Kept::Stored
    );
    assert!(store.hunts["SL-Nim"].counterexample.is_some());
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(1, true), &today()),
        Kept::Stored
    );
    assert_eq!(
        store.record_hunt(&claim("SL-Nim"), hunt(9, true), &today()),
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
    DeepStore::update(&path, |s| s.record_hunt(&c, hunt(5, false), &today())).expect("first");
    DeepStore::update(&path, |s| s.record_hunt(&z, hunt(7, false), &today())).expect("second");
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
    let mut provenance = made_now(&claim(claim_id), Kind::Deep);
    if !current && let Some(b) = provenance.basis.as_mut() {
        // Other code, whose quick check found otherwise.
        b.code = "0000000000000000".into();
        b.quick = "0000000000000000".into();
    }
    DeepRecord {
        command: format!("cgcheck verify --deep --claim {claim_id}"),
        seconds: 1.0,
        evidence,
        shared: Vec::new(),
        provenance: Some(provenance),
        extra: Default::default(),
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
        store.record_deep(&c, deep(c.id, verified.clone(), true), &today()),
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
        store.record_deep(&c, deep(c.id, smaller.clone(), true), &today()),
        Kept::Stored
    );
    let mut fresh = DeepStore::default();
    fresh.record_deep(&c, deep(c.id, smaller, true), &today());
    assert_eq!(
        fresh.record_deep(&c, deep(c.id, verified.clone(), true), &today()),
        Kept::New
    );
    assert_eq!(
        store.record_deep(&c, deep(c.id, open.clone(), true), &today()),
        Kept::Stored
    );
    assert_eq!(
        store.record_deep(&c, deep(c.id, refuted.clone(), true), &today()),
        Kept::New
    );
    assert_eq!(
        store.record_deep(&c, deep(c.id, verified.clone(), true), &today()),
        Kept::Stored
    );
    assert_eq!(store.records[c.id].evidence, refuted);
    // A stale record, even a refutation, gives way to a run of today's check.
    let mut stale = DeepStore::default();
    stale.record_deep(&c, deep(c.id, refuted, false), &today());
    assert!(matches!(
        stale.deep_freshness(&c, &today()),
        Freshness::Stale(_)
    ));
    assert_eq!(
        stale.record_deep(&c, deep(c.id, open, true), &today()),
        Kept::New
    );
    assert_eq!(stale.stale(&[c], &today()), Vec::new());
}

#[test]
fn a_stale_hunt_gives_way_and_is_listed() {
    let c = claim("SL-Nim");
    let mut store = DeepStore::default();
    let mut old = hunt(1_000_000, true);
    old.provenance = None;
    store.record_hunt(&c, old, &today());
    assert_eq!(store.stale(&[c], &today()).len(), 1);
    assert_eq!(store.record_hunt(&c, hunt(10, false), &today()), Kept::New);
    assert!(store.stale(&[c], &today()).is_empty());
}

/// A fresh empty directory for one test.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cgcheck-store-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

#[test]
fn the_project_evidence_reads_and_writes_back_the_same() {
    // The format field and the kept unknown fields change nothing of today's file: stored
    // back, it is the same bytes (with one line more, its format, if it had none).
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(DEEP_EVIDENCE_PATH);
    let text = std::fs::read_to_string(&path).expect("the project's evidence");
    let store = DeepStore::load(&path).expect("parses");
    assert_eq!(store.format, STORE_FORMAT);
    assert!(store.extra.is_empty());
    assert!(store.records.values().all(|r| r.extra.is_empty()));
    let again = serde_json::to_string_pretty(&store).expect("serializes") + "\n";
    let expected = if text.contains("\"format\"") {
        text.clone()
    } else {
        text.replacen("{\n", &format!("{{\n  \"format\": {STORE_FORMAT},\n"), 1)
    };
    assert!(
        again == expected,
        "the evidence does not write back the same"
    );
}

#[test]
fn fields_of_a_newer_version_survive_an_update() {
    let dir = scratch("unknown");
    let path = dir.join("deep.json");
    let mut record = serde_json::to_value(deep("SL-Nim", Evidence::open("x"), true)).unwrap();
    record["new_field"] = serde_json::json!({"kept": [1, 2]});
    record["provenance"]["gpu"] = serde_json::json!("none");
    let mut hunt_record = serde_json::to_value(hunt(5, false)).unwrap();
    hunt_record["provenance"]["seed_source"] = serde_json::json!("urandom");
    hunt_record["sampler"] = serde_json::json!({"kind": "stratified"});
    let file = serde_json::json!({
        "records": {"SL-Nim": record},
        "hunts": {"SL-Nim": hunt_record},
        "notes": "from a newer cgcheck",
    });
    std::fs::write(&path, file.to_string()).unwrap();
    DeepStore::update(&path, |s| {
        s.record_hunt(&claim("SL-Zermelo"), hunt(7, false), &today())
    })
    .expect("stored");
    let back: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(back["format"], STORE_FORMAT);
    assert_eq!(back["notes"], "from a newer cgcheck");
    assert_eq!(back["records"]["SL-Nim"]["new_field"]["kept"][1], 2);
    assert_eq!(back["records"]["SL-Nim"]["provenance"]["gpu"], "none");
    assert_eq!(
        back["hunts"]["SL-Nim"]["provenance"]["seed_source"],
        "urandom"
    );
    assert_eq!(back["hunts"]["SL-Nim"]["sampler"]["kind"], "stratified");
    assert_eq!(back["hunts"]["SL-Zermelo"]["instances"], 7);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_store_of_a_newer_format_is_refused_and_left_alone() {
    let dir = scratch("format");
    let path = dir.join("deep.json");
    let text = r#"{"format": 2, "records": {"X": "a shape this version does not know"}}"#;
    std::fs::write(&path, text).unwrap();
    let e = DeepStore::load(&path).unwrap_err();
    assert!(e.0.contains("format 2") && e.0.contains("deep.json"), "{e}");
    assert_eq!(e.0.lines().count(), 1);
    let e = DeepStore::update(&path, |_| ()).unwrap_err();
    assert!(matches!(e, StoreError::Refused(_)), "{e}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn a_symlinked_store_stays_a_link_and_is_locked_beside_its_target() {
    let dir = scratch("symlink");
    std::fs::create_dir_all(dir.join("shared")).unwrap();
    let target = dir.join("shared/deep.json");
    DeepStore::default().save(&target).unwrap();
    let link = dir.join("deep.json");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    assert_eq!(lock_path(&link).unwrap(), dir.join("shared/deep.json.lock"));
    DeepStore::update(&link, |s| {
        s.record_hunt(&claim("SL-Nim"), hunt(5, false), &today())
    })
    .unwrap();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(DeepStore::load(&target).unwrap().hunts.len(), 1);
    assert!(!dir.join("deep.json.lock").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_lock_file_names_its_holder_while_held() {
    let dir = scratch("holder");
    let path = dir.join("deep.json");
    DeepStore::default().save(&path).unwrap();
    let held = lock(&path).expect("free");
    let text = std::fs::read_to_string(lock_path(&path).unwrap()).unwrap();
    assert!(
        text.starts_with(&format!("process {} (`", std::process::id())) && text.contains(" since "),
        "{text}"
    );
    drop(held);
    assert_eq!(
        std::fs::read_to_string(lock_path(&path).unwrap()).unwrap(),
        ""
    );
    // Free again.
    drop(lock(&path).expect("free again"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_store_that_could_not_be_updated_is_refused_before_the_work() {
    let dir = scratch("updatable");
    let path = dir.join("deep.json");
    DeepStore::default().save(&path).unwrap();
    DeepStore::check_updatable(&path).expect("updatable");
    // A lock file that cannot be opened (a directory in its place: so even for root).
    std::fs::create_dir(lock_path(&path).unwrap()).unwrap();
    let e = DeepStore::check_updatable(&path).unwrap_err();
    assert!(e.0.contains("lock"), "{e}");
    // A read-only directory (the atomic write's temporary file cannot be made there). Root
    // writes there anyway: then the case is skipped.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let ro = dir.join("ro");
        std::fs::create_dir(&ro).unwrap();
        DeepStore::default().save(&ro.join("deep.json")).unwrap();
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
        let probe = ro.join("probe");
        if std::fs::write(&probe, "").is_err() {
            let e = DeepStore::check_updatable(&ro.join("deep.json")).unwrap_err();
            assert!(e.0.contains("not writable"), "{e}");
        } else {
            eprintln!("skipped the read-only directory: running as root");
        }
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let _ = std::fs::remove_dir_all(&dir);
}
