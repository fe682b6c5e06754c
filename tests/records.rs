//! Stored records outside `evidence/deep.json` (issue 44, item 3): one rule for every writer
//! (`src/records/mod.rs`): a record is replaced only by one answering the same question at
//! least as strongly, else one line and exit 2, unless `--force` (said on stderr); and every
//! stored artifact is listed with whether today's engine made it (`cgcheck artifacts`).

use crate::common::cgcheck;
use std::path::{Path, PathBuf};

/// A fresh empty directory under the system's temporary directory.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cgcheck-records-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

fn p(x: &Path) -> String {
    x.to_string_lossy().into_owned()
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Refused: exit 2, one line on stderr naming the file and `needle`, nothing on stdout, the
/// file untouched.
fn refused(args: &[&str], file: &Path, needle: &str) {
    let before = std::fs::read(file).expect("the stored record");
    let (code, out, err) = cgcheck(args);
    assert_eq!(code, 2, "{args:?}: {out}{err}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains("refusing to overwrite"), "{err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?}: {out}");
    assert_eq!(
        std::fs::read(file).expect("still there"),
        before,
        "{args:?}"
    );
}

/// The path case of the issue: a 3 x 3 certificate is not written over the stored (9,4,4,1,1)
/// one (a copy of its header), before any work; `--force` overwrites and says so; a
/// certificate of the same game and claim replaces its predecessor, with its provenance file
/// beside it.
#[test]
fn a_certificate_of_another_game_does_not_replace_a_stored_one() {
    let dir = scratch("mnk");
    let cert = dir.join("mnk-9-4-4-1-1.cert");
    std::fs::write(&cert, "mnk 9 4 4 1 1 winner B root 0 0\n0 0 e3\n").expect("write");
    let c = p(&cert);
    refused(
        &["solve", "mnk", "3", "3", "3", "--certificate", &c],
        &cert,
        "a certificate of (9,4,4,1,1): a win for B, this run's is a certificate of (3,3,3,1,1)",
    );
    let (code, _, err) = cgcheck(&[
        "--force",
        "solve",
        "mnk",
        "3",
        "3",
        "3",
        "--certificate",
        &c,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        err.matches("overwriting").count(),
        1,
        "said once on stderr: {err}"
    );
    let text = std::fs::read_to_string(&cert).expect("written");
    assert!(text.starts_with("mnk 3 3 3 1 1"), "{text}");
    // The same game and claim (a draw) again: replaced without a word.
    let (code, _, err) = cgcheck(&["solve", "mnk", "3", "3", "3", "--certificate", &c]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("overwriting"), "{err}");
    // Its provenance is beside it, and says today's engine made it.
    let side = dir.join("mnk-9-4-4-1-1.cert.provenance.json");
    let prov: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&side).expect("provenance file"))
            .expect("json");
    for key in [
        "version",
        "commit",
        "date",
        "machine",
        "seconds",
        "peak_bytes",
        "engine",
        "canary",
    ] {
        assert!(prov.get(key).is_some(), "{key} in {prov}");
    }
    let (code, out, err) = cgcheck(&["artifacts", &c]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("a draw: current"), "{out}");
    // Rewritten without its provenance file, the provenance no longer describes it: stale.
    std::fs::write(&cert, text.replacen("mnk 3 3 3", "mnk 3 3 3 ", 1)).expect("write");
    let (code, out, _) = cgcheck(&["artifacts", "--stale", &c]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("STALE"), "{out}");
    // A certificate of another claim for the same game contradicts the stored one.
    std::fs::write(&cert, "mnk 4 3 3 1 1 holds W root 0 0\n").expect("write");
    // (Found after the work: the refusal is the last line, the file untouched.)
    let (code, _, err) = cgcheck(&["solve", "mnk", "4", "3", "3", "--certificate", &c]);
    assert_eq!(code, 2, "{err}");
    let last = err.lines().last().unwrap_or_default();
    assert!(
        last.contains("refusing to overwrite") && last.contains("one of the two is wrong"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&cert).expect("still there"),
        "mnk 4 3 3 1 1 holds W root 0 0\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `merge --certificate` follows the same rule as `solve mnk --certificate`.
#[test]
fn a_merged_certificate_does_not_replace_another_games() {
    let dir = scratch("mnk-merge");
    let parts = dir.join("parts");
    std::fs::create_dir_all(&parts).expect("dir");
    for i in 0..2 {
        let shard = format!("{i}/2");
        let (code, out, err) = cgcheck(&[
            "solve",
            "mnk",
            "4",
            "3",
            "3",
            "--shard",
            &shard,
            "--dir",
            &p(&parts),
        ]);
        assert_eq!(code, 0, "{out}{err}");
    }
    let cert = dir.join("stored.cert");
    std::fs::write(&cert, "mnk 9 4 4 1 1 winner B root 0 0\n0 0 e3\n").expect("write");
    let before = std::fs::read(&cert).expect("stored");
    let (code, out, err) = cgcheck(&["merge", &p(&parts), "--certificate", &p(&cert)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("refusing to overwrite"), "{err}");
    assert_eq!(std::fs::read(&cert).expect("still there"), before);
    let (code, _, err) = cgcheck(&["--force", "merge", &p(&parts), "--certificate", &p(&cert)]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("overwriting"), "{err}");
    let (code, out, err) = cgcheck(&["check-certificate", &p(&cert)]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("provenance: current"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A census is replaced only by one of the same shape, variant and filter, at least as high,
/// not cut short where the stored one is complete; the stored 3x4 height-7 census is not
/// replaced by a height-2 one.
#[test]
fn a_census_is_replaced_only_by_a_stronger_one() {
    let dir = scratch("census");
    let stored = dir.join("seki-3x4-h7.json");
    std::fs::copy(root().join("evidence/censuses/seki-3x4-h7.json"), &stored).expect("copy");
    let s = p(&stored);
    refused(
        &[
            "enumerate",
            "seki",
            "3x4",
            "--max-height",
            "2",
            "--only",
            "seki",
            "--record",
            &s,
        ],
        &stored,
        "a lower height",
    );
    refused(
        &[
            "enumerate",
            "seki",
            "3x4",
            "--max-height",
            "7",
            "--only",
            "csm",
            "--record",
            &s,
        ],
        &stored,
        "another shape, variant or filter",
    );
    let f = dir.join("own.json");
    let f = p(&f);
    let run = |h: &str, extra: &[&str]| {
        let mut args = vec![
            "enumerate",
            "seki",
            "3x3",
            "--max-height",
            h,
            "--only",
            "notable",
        ];
        args.extend(extra);
        args.extend(["--record", f.as_str()]);
        cgcheck(&args)
    };
    let (code, _, err) = run("2", &[]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run("3", &[]);
    assert_eq!(code, 0, "higher replaces lower: {err}");
    let own = PathBuf::from(&f);
    refused(
        &[
            "enumerate",
            "seki",
            "3x3",
            "--max-height",
            "2",
            "--only",
            "notable",
            "--record",
            &f,
        ],
        &own,
        "a lower height",
    );
    let (code, _, err) = run("3", &["--limit", "1"]);
    assert_eq!(code, 2, "an incomplete listing at the same height: {err}");
    assert!(err.contains("incomplete listing"), "{err}");
    let (code, _, err) = run("3", &[]);
    assert_eq!(code, 0, "the same census again: {err}");
    let record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&own).expect("written")).expect("json");
    let prov = &record["provenance"];
    for key in [
        "version", "commit", "date", "machine", "seconds", "engine", "canary",
    ] {
        assert!(prov.get(key).is_some(), "{key} in {prov}");
    }
    let (code, out, err) = cgcheck(&["artifacts", &f]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("current"), "{out}");
    // A census of other engine code whose canary is today's is re-validated: it stands.
    let mut old = record.clone();
    old["engine"] = serde_json::json!("0000000000000000");
    std::fs::write(&own, old.to_string()).expect("write");
    let (code, out, _) = cgcheck(&["artifacts", "--stale", &f]);
    assert_eq!(code, 0, "{out}");
    let (code, out, _) = cgcheck(&["artifacts", &f]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("current (re-validated: made by other engine code"),
        "{out}"
    );
    // With another canary it is stale: listed by --stale (exit 1) and by check-census.
    old["provenance"]["canary"] = serde_json::json!("0000000000000000");
    std::fs::write(&own, old.to_string()).expect("write");
    let (code, out, _) = cgcheck(&["artifacts", "--stale", &f]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("STALE: made by other engine code"), "{out}");
    let (code, out, err) = cgcheck(&["check-census", &f, "--reference-states", "2000"]);
    assert_eq!(code, 0, "a stale census is still checked: {out}{err}");
    assert!(out.contains("provenance: STALE"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `merge --record` follows the same rule: a merged 2x3 census of height 3 is refused over
/// a stored census of another shape.
#[test]
fn a_merged_census_does_not_replace_another_shapes() {
    use cgcheck::core::Shard;
    use cgcheck::games::seki::enumerate;
    use cgcheck::games::seki::rules::Variant;
    use cgcheck::shard::seki_levels::{self, Run};
    let dir = scratch("census-merge");
    let run = Run {
        m: 2,
        n: 3,
        h: 3,
        variant: Variant::Seki,
    };
    for t in enumerate::level_sums(&run.shape().expect("fits"), run.h) {
        seki_levels::solve_part(&dir, &run, t, Shard { index: 0, count: 1 }).expect("solved");
    }
    let stored = dir.join("stored.json");
    std::fs::copy(root().join("evidence/censuses/seki-3x4-h7.json"), &stored).expect("copy");
    let before = std::fs::read(&stored).expect("stored");
    let (code, out, err) = cgcheck(&["merge", &p(&dir), "--only", "seki", "--record", &p(&stored)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("refusing to overwrite"), "{err}");
    assert_eq!(std::fs::read(&stored).expect("still there"), before);
    let fresh = dir.join("fresh.json");
    let (code, out, err) = cgcheck(&["merge", &p(&dir), "--only", "seki", "--record", &p(&fresh)]);
    assert_eq!(code, 0, "{out}{err}");
    let (code, out, err) = cgcheck(&["artifacts", &p(&fresh)]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("2x3 seki census of height <= 3 listing 'seki': current"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Domineering outcome record holds one position: a record of another board is not
/// replaced (the 9 x 9 one by a 2 x 2 run), the same board is.
#[test]
fn a_domineering_record_is_replaced_only_by_the_same_board() {
    let dir = scratch("dom");
    let stored = dir.join("outcome-9x9.json");
    std::fs::copy(
        root().join("evidence/domineering/outcome-9x9.json"),
        &stored,
    )
    .expect("copy");
    let s = p(&stored);
    refused(
        &[
            "solve",
            "domineering",
            "2",
            "2",
            "--outcome-only",
            "--record",
            &s,
        ],
        &stored,
        "the class of the 9 x 9 empty board: N, this run's is the class of the 2 x 2 empty board",
    );
    let f = p(&dir.join("own.json"));
    let (code, _, err) = cgcheck(&[
        "solve",
        "domineering",
        "2",
        "3",
        "--outcome-only",
        "--record",
        &f,
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = cgcheck(&[
        "solve",
        "domineering",
        "--position",
        ".../...",
        "--outcome-only",
        "--record",
        &f,
    ]);
    assert_eq!(code, 0, "the same board: {err}");
    refused(
        &[
            "solve",
            "domineering",
            "3",
            "2",
            "--outcome-only",
            "--record",
            &f,
        ],
        Path::new(&f),
        "another position",
    );
    let (code, _, err) = cgcheck(&[
        "--force",
        "solve",
        "domineering",
        "3",
        "2",
        "--outcome-only",
        "--record",
        &f,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("overwriting"), "{err}");
    let (code, out, err) = cgcheck(&["artifacts", &f]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("3 x 2 empty board: N: current"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every stored artifact under evidence/ reads and is listed with its state (the list is
/// printed: run with `--nocapture` to see which are stale). Stale ones do not fail the test;
/// the ones made before provenance was kept are shown as such.
#[test]
fn stored_artifacts_are_listed_with_their_state() {
    let dirs = ["censuses", "certificates", "domineering"].map(|d| root().join("evidence").join(d));
    let args: Vec<String> = std::iter::once("artifacts".to_string())
        .chain(dirs.iter().map(|d| p(d)))
        .collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, out, err) = cgcheck(&args);
    println!("{out}");
    assert_eq!(code, 0, "{out}{err}");
    for d in &dirs {
        for entry in std::fs::read_dir(d).expect("evidence dir") {
            let path = entry.expect("entry").path();
            let name = p(&path);
            if name.ends_with(".provenance.json") {
                continue;
            }
            assert!(
                out.contains(&format!("{name}: ")),
                "{name} not listed:\n{out}"
            );
        }
    }
    assert!(
        out.contains("mnk-9-4-4-1-1.cert: a certificate of (9,4,4,1,1): a win for B: made before provenance was kept"),
        "{out}"
    );
    assert!(
        out.contains("outcome-9x9.json: the class of the 9 x 9 empty board: N: made before provenance was kept"),
        "{out}"
    );
}
