//! Shared test configuration: proptest regressions go to one top-level folder, and
//! PROPTEST_CASES (if set) overrides the default case count.
//! `cases!` (in `cases.rs`) runs a test function on a list of cases.

#![allow(dead_code)]

pub mod cases;
pub mod quick;

pub(crate) use cases::cases;

use proptest::test_runner::{Config, FileFailurePersistence};

/// Runs the `cgcheck` binary with `args`: (exit code, stdout, stderr).
pub fn cgcheck(args: &[&str]) -> (i32, String, String) {
    cgcheck_stdin(args, b"")
}

/// Runs the `cgcheck` binary with `args` and `stdin` piped in (a command that refuses before
/// reading it all closes the pipe early: that is fine): (exit code, stdout, stderr).
pub fn cgcheck_stdin(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(mut pipe) = child.stdin.take() {
        let _ = pipe.write_all(stdin);
    }
    let out = child.wait_with_output().expect("the binary finishes");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Proptest configuration for the suite `suite` (regressions in
/// `proptest-regressions/<suite>.txt`; the path is built here so that no caller can name a
/// file elsewhere: the Seki tests once persisted theirs to a file `seki` at the crate root).
pub fn proptest_config(suite: &'static str, default_cases: u32) -> Config {
    assert!(
        !suite.is_empty() && suite.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
        "a suite name, not a path: {suite}"
    );
    let path: &'static str =
        Box::leak(format!("proptest-regressions/{suite}.txt").into_boxed_str());
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default_cases);
    Config {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(path))),
        ..Config::default()
    }
}

/// Settings that store insta snapshots in the top-level `snapshots/` folder.
pub fn insta_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}

/// Runs `check` on every input file under fuzz/{regressions,seeds,corpus}/<target> (a
/// README.md is documentation, not an input) and returns how many it ran; panics with the
/// file's path on the first failure.
pub fn replay_dir(target: &str, check: impl Fn(&[u8]) -> Result<(), String>) -> usize {
    let mut count = 0;
    for dir in ["regressions", "seeds", "corpus"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fuzz")
            .join(dir)
            .join(target);
        let Ok(entries) = std::fs::read_dir(&path) else {
            continue;
        };
        for entry in entries.flatten() {
            if entry.file_name() == "README.md" {
                continue;
            }
            let data = std::fs::read(entry.path()).expect("readable fuzz input");
            if let Err(e) = check(&data) {
                panic!("{}: {e}", entry.path().display());
            }
            count += 1;
        }
    }
    count
}

/// Every Rust source file under `dir`, recursively.
pub fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
