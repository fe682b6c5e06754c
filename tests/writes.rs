//! How cgcheck writes its files (issue 44): atomically (a full disk or a file-size limit
//! leaves the old file whole), every output path checked before the work, and a store whose
//! lock another run holds waited for a bounded time, saying who holds it.

use crate::common::cgcheck;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A fresh empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cgcheck-writes-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn p(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temp path")
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

/// An empty store in `dir`.
fn store(dir: &Path) -> PathBuf {
    let path = dir.join("deep.json");
    cgcheck::claims::store::DeepStore::default()
        .save(&path)
        .expect("an empty store");
    path
}

#[cfg(unix)]
#[test]
fn a_file_size_limit_leaves_the_old_file_whole() {
    let dir = scratch("fsize");
    let proof = dir.join("p.txt");
    std::fs::write(&proof, "the good proof\n").unwrap();
    // `ulimit -f 1`: at most 512 bytes per file; the 4 x 4 proof is larger.
    let out = Command::new("sh")
        .arg("-c")
        .arg(r#"ulimit -f 1 && exec "$0" solve domineering 4 4 --proof "$1""#)
        .arg(env!("CARGO_BIN_EXE_cgcheck"))
        .arg(&proof)
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "stderr: {stderr}");
    assert!(
        stderr.contains("p.txt") && stderr.contains("too large"),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&proof).unwrap(), "the good proof\n");
    assert_eq!(names(&dir), ["p.txt"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A figure (`--svg`, `--tikz`) is written whole or not at all, as every other file: under a
/// file-size limit smaller than the figure, the old file stays as it was.
#[cfg(unix)]
#[test]
fn a_figure_cut_by_a_file_size_limit_leaves_the_old_file_whole() {
    let dir = scratch("figure");
    for flag in ["--svg", "--tikz"] {
        let figure = dir.join("f.out");
        std::fs::write(&figure, "the good figure\n").unwrap();
        let out = Command::new("sh")
            .arg("-c")
            .arg(r#"ulimit -f 1 && exec "$0" alpha 2 11 --show "$1" "$2""#)
            .arg(env!("CARGO_BIN_EXE_cgcheck"))
            .arg(flag)
            .arg(&figure)
            .output()
            .expect("sh runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_ne!(out.status.code(), Some(0), "{flag}: stderr: {stderr}");
        assert!(stderr.contains("f.out"), "{flag}: {stderr}");
        assert_eq!(
            std::fs::read_to_string(&figure).unwrap(),
            "the good figure\n",
            "{flag}"
        );
        assert_eq!(names(&dir), ["f.out"], "{flag}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_full_disk_is_one_line_naming_the_file() {
    if !Path::new("/dev/full").exists() {
        return;
    }
    let (code, _, err) = cgcheck(&["solve", "domineering", "4", "4", "--proof", "/dev/full"]);
    assert_eq!(code, 1, "{err}");
    let last = err.trim_end().lines().last().unwrap_or_default();
    assert!(
        last.contains("/dev/full") && last.contains("No space"),
        "{err}"
    );
}

#[test]
fn output_paths_are_checked_before_the_work() {
    let dir = scratch("before");
    let evidence = store(&dir);
    let file = dir.join("a-file");
    std::fs::write(&file, "x").unwrap();
    // A path under a regular file cannot be written, even by root.
    let under = file.join("out");
    let report = dir.join("C.md");
    let lock_dir = scratch("before-lock");
    let locked_evidence = store(&lock_dir);
    std::fs::create_dir(lock_dir.join("deep.json.lock")).unwrap();
    let conjectures = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/conjectures.toml");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (
            vec![
                "hunt",
                "SL-PN",
                "--time",
                "60s",
                "--evidence",
                p(&evidence),
                "--out",
                p(&under),
            ],
            "cannot write",
        ),
        (
            vec![
                "hunt",
                "SL-PN",
                "--time",
                "60s",
                "--evidence",
                p(&locked_evidence),
                "--out",
                p(&report),
            ],
            "lock",
        ),
        (
            vec![
                "hunt",
                "SL-PN",
                "--time",
                "60s",
                "--no-write",
                "--summary",
                p(&under),
            ],
            "cannot write",
        ),
        (
            vec![
                "hunt",
                "SL-PN",
                "--time",
                "60s",
                "--shard",
                "0/2",
                "--dir",
                p(&file),
            ],
            "not a directory",
        ),
        (
            vec![
                "verify",
                "--deep",
                "--claim",
                "SL-PN",
                "--evidence",
                p(&evidence),
                "--out",
                p(&under),
            ],
            "cannot write",
        ),
        (
            vec![
                "verify",
                "--deep",
                "--claim",
                "SL-PN",
                "--evidence",
                p(&locked_evidence),
                "--out",
                p(&report),
            ],
            "lock",
        ),
        (
            vec![
                "verify",
                "--claim",
                "SL-PN",
                "--no-write",
                "--summary",
                p(&under),
            ],
            "cannot write",
        ),
        (
            vec![
                "verify",
                "--conjectures",
                p(&conjectures),
                "--conjectures-out",
                p(&under),
            ],
            "cannot write",
        ),
        (
            vec!["solve", "mnk", "3", "3", "3", "--certificate", p(&under)],
            "cannot write",
        ),
    ];
    for (args, needle) in cases {
        let start = std::time::Instant::now();
        let (code, out, err) = cgcheck(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: the work ran: {out}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(
            start.elapsed().as_secs() < 30,
            "{args:?}: not refused at once"
        );
    }
    assert_eq!(names(&dir), ["a-file", "deep.json"]);
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&lock_dir);
}

#[test]
fn a_held_lock_is_waited_for_a_bounded_time_naming_its_holder() {
    use cgcheck::claims::store::{DeepStore, lock};
    let dir = scratch("held");
    let evidence = store(&dir);
    let before = std::fs::read_to_string(&evidence).unwrap();
    let held = lock(&evidence).expect("free");
    let out = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .args(["hunt", "SL-PN", "--time", "1s", "--no-figures"])
        .args([
            "--evidence",
            p(&evidence),
            "--out",
            p(&dir.join("CLAIMS.md")),
        ])
        .env("CGCHECK_LOCK_TIMEOUT", "2")
        .output()
        .expect("runs");
    drop(held);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    let holder = format!("process {} (`", std::process::id());
    assert!(err.contains("waiting for the lock on"), "{err}");
    let last = err.trim_end().lines().last().unwrap_or_default();
    assert!(
        last.contains("is locked by")
            && last.contains(&holder)
            && last.contains("CGCHECK_LOCK_TIMEOUT"),
        "{err}"
    );
    assert!(!err.contains("panicked"));
    // Nothing was stored, nothing written.
    assert_eq!(std::fs::read_to_string(&evidence).unwrap(), before);
    assert!(!dir.join("CLAIMS.md").exists());
    assert!(DeepStore::load(&evidence).unwrap().hunts.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}
