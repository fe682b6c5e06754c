//! Stored Seki censuses (catalogues, issue 15 item 4): `enumerate seki ... --record` writes
//! one, `check-census` re-checks it without the enumeration, and every record stored under
//! evidence/censuses passes: each listed matrix re-solved (by the literal reference solver up
//! to a cap on its states, by the fast solver past it), the counts adding up, the listing
//! complete, and the counts and listing of the low heights equal to a fresh enumeration.
//!
//! Here the listed matrices of up to 100,000 states are re-solved (a tenth of the time); CI
//! (`.ci/run`) re-solves, after `cargo test`, those of up to a million states with
//! `cgcheck check-census`, as this test did before `cargo test` had to fit 5 minutes (issue 14).

use crate::common;

use cgcheck::records::census::{CensusRecord, census_records};
use cgcheck::records::census_check;
use common::cgcheck;
use rayon::prelude::*;
use std::path::{Path, PathBuf};

/// The caps of the test: the reference up to 20,000 states, the fast solver up to 100,000.
/// A matrix above both is still checked for its shape, height, class and the filter.
const CAPS: census_check::Caps = census_check::Caps {
    reference: 20_000,
    fast: 100_000,
};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// A height whose re-enumeration takes about a second at the test profile.
fn recount_height(r: &CensusRecord) -> u32 {
    let cells = r.m * r.n;
    let h = match cells {
        0..=9 => 5,
        10..=12 => 3,
        13..=16 => 2,
        _ => 1,
    };
    h.min(r.h)
}

#[test]
fn every_stored_census_passes_the_check() {
    let records = census_records(&root().join("evidence/censuses")).expect("readable records");
    assert!(!records.is_empty(), "no stored census");
    // The records are independent: checked side by side, the test takes the time of the
    // slowest rather than of all.
    records.par_iter().for_each(|(path, r)| {
        // These caps keep the test to seconds; `cgcheck check-census` re-solves more.
        let checked = census_check::check(r, None, CAPS);
        assert!(
            checked.passed(),
            "{}: {:?}",
            path.display(),
            checked.all_problems().collect::<Vec<_>>()
        );
        assert_eq!(
            checked.resolved + checked.resolved_fast + checked.skipped,
            r.kept.len()
        );
        let problems = census_check::recount(r, recount_height(r)).expect("recount");
        assert!(problems.is_empty(), "{}: {problems:?}", path.display());
    });
}

#[test]
fn a_recorded_census_round_trips_and_a_tampered_one_fails() {
    let dir = std::env::temp_dir().join(format!("cgcheck-census-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("seki-3x3-h3.json");
    let f = file.to_str().expect("utf-8 path");
    let (code, _, err) = cgcheck(&[
        "enumerate",
        "seki",
        "3x3",
        "--max-height",
        "3",
        "--only",
        "notable",
        "--limit",
        "100000",
        "--record",
        f,
    ]);
    assert_eq!(code, 0, "{err}");
    // The reference solver re-solves the listed matrices of up to 20,000 states (the others
    // go to the fast solver): the default 200,000 takes seconds per run at the test profile.
    let (code, out, err) = cgcheck(&[
        "check-census",
        f,
        "--recount",
        "2",
        "--reference-states",
        "20000",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains(": ok ("), "{out}");
    let record: CensusRecord =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("written")).expect("json");
    assert_eq!(record.parts, 1);
    assert_eq!(record.kept.len() as u64, record.matched);

    // A listed matrix with another type, a count off by one, a matrix missing: exit 1.
    let tamper = |name: &str, edit: &dyn Fn(&mut CensusRecord)| {
        let mut r = record.clone();
        edit(&mut r);
        let path = dir.join(name);
        std::fs::write(&path, serde_json::to_string(&r).expect("json")).expect("write");
        let (code, out, _) = cgcheck(&[
            "check-census",
            path.to_str().expect("utf-8"),
            "--reference-states",
            "20000",
        ]);
        assert_eq!(code, 1, "{name}: {out}");
        assert!(out.contains("FAILED"), "{name}: {out}");
        out
    };
    let csm = record
        .kept
        .iter()
        .position(|k| k.2 == "(L',L')")
        .expect("a 3x3 CSM of height <= 3");
    tamper("type.json", &|r| r.kept[csm].2 = "(D',L')".into());
    tamper("count.json", &|r| r.counts[0].3 += 1);
    tamper("missing.json", &|r| {
        r.kept.pop();
    });
    tamper("repeat.json", &|r| r.kept[1] = r.kept[0].clone());
    // Issue 44: relabelled to a larger height than it counted.
    tamper("relabelled.json", &|r| r.h += 1);
    // 25 broken listed matrices: the first 20 problems shown, then how many more.
    let out = tamper("many.json", &|r| {
        let k = r.kept[0].clone();
        r.kept
            .extend((0..25).map(|_| ("1 1; 1 1".to_string(), k.1.clone(), k.2.clone())));
    });
    assert_eq!(
        out.lines().filter(|l| l.starts_with("  ")).count(),
        21,
        "{out}"
    );
    assert!(out.contains("... and "), "{out}");

    // A recount to the record's height compares the checksum too; a partial one says it did
    // not (issue 44).
    let (code, out, err) = cgcheck(&[
        "check-census",
        f,
        "--recount",
        "3",
        "--reference-states",
        "20000",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("counts, listing and checksum agree"), "{out}");
    let (code, out, err) = cgcheck(&[
        "check-census",
        f,
        "--recount",
        "1",
        "--reference-states",
        "20000",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("not compared: the checksum"), "{out}");
    let mut wrong = record.clone();
    wrong.checksum = "0123456789abcdef".into();
    let path = dir.join("checksum.json");
    std::fs::write(&path, serde_json::to_string(&wrong).expect("json")).expect("write");
    let p = path.to_str().expect("utf-8");
    let (code, out, _) = cgcheck(&[
        "check-census",
        p,
        "--recount",
        "3",
        "--reference-states",
        "20000",
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("has checksum"), "{out}");

    // A recount height outside the record's census is refused, not clamped: exit 2.
    for h in ["0", "4", "-1"] {
        let (code, _, err) = cgcheck(&["check-census", f, "--recount", h]);
        assert_eq!(code, 2, "--recount {h}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }

    // Not a census record at all: exit 2, one line.
    let junk = dir.join("junk.json");
    std::fs::write(&junk, "{\"format\": 3}").expect("write");
    let (code, _, err) = cgcheck(&["check-census", junk.to_str().expect("utf-8")]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A stored catalogue that is there but cannot be read (cut short, or not a census) is never
/// skipped as if absent: SEKI-comp, whose quick check re-checks the stored catalogues, then
/// finds a problem and does not say `verified` (it did, skipping the file).
#[test]
fn a_corrupt_stored_catalogue_is_a_problem_for_seki_comp_not_skipped() {
    let dir =
        std::env::temp_dir().join(format!("cgcheck-corrupt-catalogue-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("evidence/censuses")).expect("scratch dir");
    std::fs::write(dir.join("evidence/deep.json"), "{\"records\": {}}\n").expect("store");
    let good = std::fs::read_to_string(root().join("evidence/censuses/seki-3x5-h4.json"))
        .expect("stored catalogue");
    for (name, text) in [
        ("cut short", &good[..good.len() / 2]),
        ("not a census", "{\"hello\": 1}"),
    ] {
        std::fs::write(dir.join("evidence/censuses/seki-3x5-h4.json"), text).expect("write");
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgcheck"))
            .args(["verify", "--claim", "SEKI-comp", "--no-write", "--json"])
            .current_dir(&dir)
            .output()
            .expect("runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let rows: serde_json::Value = serde_json::from_str(&stdout).expect("json rows");
        let status = rows[0]["status"].as_str().unwrap_or_default().to_string();
        assert!(
            !status.starts_with("verified") && !status.starts_with("reproduced"),
            "{name}: SEKI-comp is {status}"
        );
        assert!(
            stdout.contains("seki-3x5-h4.json") && stdout.contains("census record"),
            "{name}: {stdout}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The stored certificates the quick checks read at fixed paths are read bounded: a device
/// there (here /dev/zero, which never ends) is refused at once, in bounded memory, and the
/// claim resting on it is not proved.
#[cfg(unix)]
#[test]
fn a_device_at_a_stored_certificate_path_is_refused_in_bounded_memory() {
    if !Path::new("/dev/zero").exists() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("cgcheck-device-cert-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("evidence/certificates")).expect("scratch dir");
    std::fs::write(dir.join("evidence/deep.json"), "{\"records\": {}}\n").expect("store");
    for name in [
        "mnk-9-4-4-1-1.cert",
        "seki-1.9.1-matrix1-R-first.cert",
        "seki-1.9.1-matrix1-C-first.cert",
    ] {
        std::os::unix::fs::symlink("/dev/zero", dir.join("evidence/certificates").join(name))
            .expect("symlink");
    }
    for claim in ["MNK-944", "SEKI-1.9.1"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgcheck"))
            .args(["verify", "--claim", claim, "--no-write", "--json"])
            .current_dir(&dir)
            .output()
            .expect("runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{claim}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let rows: serde_json::Value = serde_json::from_str(&stdout).expect("json rows");
        let status = rows[0]["status"].as_str().unwrap_or_default().to_string();
        assert!(!status.starts_with("proved"), "{claim} is {status}");
        assert!(
            stdout.contains("not a regular file") || stdout.contains("too large"),
            "{claim}: {stdout}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
