//! Edge inputs: numbers.

#[allow(unused_imports)]
use crate::run::{cgcheck, ok, refused};

/// A subtraction set that is not a list of numbers is refused on one line.
#[test]
fn subtraction_set_garbage_is_refused() {
    refused(&["solve", "subtraction", "--set", "1,x", "5"], "");
}

/// A finished Nim game (no chips) is a P-position with no winning move.
#[test]
fn empty_nim_is_finished() {
    let out = ok(&["solve", "nim", "0", "0"]);
    assert!(out.contains("P-position"), "{out}");
    let piped = cgcheck(&["solve", "nim", "0"], Some(b""));
    assert_eq!(piped.status.code(), Some(0));
}

/// A mistyped evidence path is bad input, checked before any work starts.
#[test]
fn missing_evidence_file_is_refused_before_the_hunt() {
    refused(
        &[
            "hunt",
            "SL-Nim",
            "--time",
            "1h",
            "--evidence",
            "no/such/deep.json",
        ],
        "no evidence file",
    );
    refused(
        &["claims", "--evidence", "no/such/deep.json"],
        "no evidence file",
    );
}

/// A short hunt after a long one keeps the long one's record (evidence only grows).
#[test]
fn a_weaker_hunt_keeps_the_stored_record() {
    let dir = std::env::temp_dir().join(format!("cgcheck-edges-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let evidence = dir.join("deep.json");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::copy(root.join("evidence/deep.json"), &evidence).unwrap();
    let before: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&evidence).unwrap()).unwrap();
    let out = cgcheck(
        &[
            "hunt",
            "SL-Zermelo",
            "--time",
            "1s",
            "--evidence",
            evidence.to_str().unwrap(),
            "--out",
            dir.join("CLAIMS.md").to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let after: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&evidence).unwrap()).unwrap();
    assert_eq!(
        before["hunts"]["SL-Zermelo"], after["hunts"]["SL-Zermelo"],
        "a 1-second hunt replaced the stored record"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("kept the stored record"));
    let _ = std::fs::remove_dir_all(&dir);
}
