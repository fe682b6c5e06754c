//! `cgcheck check-certificate` on Seki win certificates (SEKI-1.9.1): the stored ones check,
//! malformed text is refused in one line with exit 2, a mutated strategy with exit 1, and a
//! Seki certificate is never read as a k-in-a-row one (nor the other way round).

use crate::common;

use common::cgcheck_stdin as run;

const STORED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/evidence/certificates/seki-1.9.1-matrix1-R-first.cert"
);

#[test]
fn seki_1_9_1_stored_certificate_checks_from_file_and_stdin() {
    let (code, out, err) = run(&["check-certificate", STORED], b"");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("valid: seki on 2 1 1 1 1; 2 2 2 2 2; 2 3 2 3 3; 1 3 6 8 8 with R moving first: a forced win for R"),
        "{out}"
    );
    let text = std::fs::read(STORED).expect("stored");
    let (code, from_stdin, err) = run(&["check-certificate", "-"], &text);
    assert_eq!(code, 0, "{err}");
    assert_eq!(from_stdin, out);
}

#[test]
fn seki_1_9_1_mutated_certificates_are_refused() {
    let text = std::fs::read_to_string(STORED).expect("stored");
    // Malformed: one line on stderr, exit 2.
    for bad in [
        text.replacen("game seki", "game mnk", 1),
        text.replacen("positions ", "positions x", 1),
        "seki-certificate 1\n".to_string(),
        "seki-certificate 9\ngame seki\n".to_string(),
    ] {
        let (code, out, err) = run(&["check-certificate", "-"], bad.as_bytes());
        assert_eq!(code, 2, "{err}");
        assert!(out.is_empty());
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("Seki certificate"), "{err}");
    }
    // Well formed but not a winning strategy: a changed matrix, a removed entry, a changed
    // first player: one line, exit 1.
    let lines: Vec<&str> = text.lines().collect();
    let count = lines.len() - 7;
    let mut removed: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    removed.remove(7 + count / 2);
    removed[6] = format!("positions {}", count - 1);
    for bad in [
        text.replacen("matrix 2 1 1 1 1", "matrix 2 1 1 1 2", 1),
        text.replacen("first R", "first C", 1),
        removed.join("\n"),
    ] {
        let (code, out, err) = run(&["check-certificate", "-"], bad.as_bytes());
        assert_eq!(code, 1, "{err}");
        assert!(out.is_empty());
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
    // A k-in-a-row header is never read as Seki, nor Seki as k-in-a-row.
    let (code, _, err) = run(&["check-certificate", "-"], b"mnk 3 3 3 1 1 winner B\n");
    assert_ne!(code, 0);
    assert!(!err.contains("Seki"), "{err}");
}
