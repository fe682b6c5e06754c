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

/// Two runs that finish together: one stores a hunt record while the other writes CLAIMS.md.
/// The report is rendered and written under the store's lock, from the store as it is then,
/// so the report written after the store shows the stored record (it used to render the store
/// as it was read at the run's start, and lose it).
#[test]
fn a_report_written_while_another_run_stores_shows_its_record() {
    use cgcheck::claims::provenance::{Kind, Provenance, Today};
    use cgcheck::claims::store::DeepStore;
    let dir = scratch("overlap");
    let evidence = store(&dir);
    let out = dir.join("CLAIMS.md");
    let registry = cgcheck::claims::registry();
    let quick = crate::common::quick::all();
    let claim = cgcheck::claims::find("SL-PN").expect("registered");
    let today = Today::with_quick(&registry, &quick);
    let (held_tx, held_rx) = std::sync::mpsc::channel();
    let storing = {
        let evidence = evidence.clone();
        std::thread::spawn(move || {
            DeepStore::update(&evidence, |s| {
                let _ = held_tx.send(());
                // The other run starts writing its report meanwhile, and waits for the lock.
                std::thread::sleep(std::time::Duration::from_millis(1500));
                let record = cgcheck::claims::store::HuntRecord {
                    command: "cgcheck hunt SL-PN --time 1s".into(),
                    instances: 4242,
                    largest: "-".into(),
                    seconds: 1.0,
                    counterexample: None,
                    top_sizes: Vec::new(),
                    provenance: Some(Provenance::now(&claim, Kind::Hunt, 1.0, None).based(
                        &claim,
                        Kind::Hunt,
                        &today,
                    )),
                    extra: Default::default(),
                };
                s.record_hunt(&claim, record, &today)
            })
            .expect("stored")
        })
    };
    held_rx.recv().expect("the store is held");
    cgcheck::cli::verify::write_report(&out, &evidence, Some(quick.clone()), false)
        .expect("the report is written");
    storing.join().expect("the storing run ends");
    let written = std::fs::read_to_string(&out).expect("CLAIMS.md");
    let now = DeepStore::load(&evidence).expect("the store");
    assert!(now.hunts.contains_key("SL-PN"));
    assert_eq!(written, cgcheck::report::render(&registry, &quick, &now));
    // The hunt's note is in the claim's section of the details file written beside it.
    let details = std::fs::read_to_string(dir.join("claims/sequential-games-slides.md"))
        .expect("the details file beside CLAIMS.md");
    assert_eq!(
        Some(details.as_str()),
        cgcheck::report::render_details(&registry, &quick, &now)
            .iter()
            .find(|(p, _)| p == "claims/sequential-games-slides.md")
            .map(|(_, t)| t.as_str())
    );
    assert!(
        details.contains("hunted: 4242 random instances"),
        "the hunt is not in the report's details"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A hunt that stores its record rewrites CLAIMS.md, which runs every quick check (about a
/// minute): that run says so on stderr at once, with its estimate, never silently.
#[test]
fn a_hunt_says_it_rewrites_the_report() {
    use std::io::{BufRead, BufReader};
    let dir = scratch("hunt-rewrite");
    let evidence = store(&dir);
    let out = dir.join("CLAIMS.md");
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .args([
            "hunt",
            "SL-PN",
            "--time",
            "1s",
            "--no-figures",
            "--evidence",
        ])
        .arg(&evidence)
        .arg("--out")
        .arg(&out)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let stderr = child.stderr.take().expect("stderr");
    let mut seen = Vec::new();
    let mut said = false;
    for line in BufReader::new(stderr).split(b'\n').map_while(Result::ok) {
        let line = String::from_utf8_lossy(&line).into_owned();
        for part in line.split('\r') {
            seen.push(part.to_string());
            if part.contains("to rewrite") && part.contains("CLAIMS.md") {
                said = true;
            }
        }
        if said {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(said, "the report's rewrite is silent: {seen:?}");
    let _ = std::fs::remove_dir_all(&dir);
}
