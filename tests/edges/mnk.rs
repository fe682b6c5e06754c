//! Edge inputs: mnk (k-in-a-row: `solve mnk`, `line mnk`, `pairing`, `check-certificate`).

#[allow(unused_imports)]
use super::run::{cgcheck, ok, refused};

fn json(args: &[&str]) -> serde_json::Value {
    let out = ok(args);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {out}"))
}

/// A finished game is read as finished, by every method, in text and JSON.
#[test]
fn finished_games_are_finished() {
    let b_won = "a1 b1 a2 b2 a3";
    for method in [&[][..], &["--minimax"], &["--reference"]] {
        let mut args = vec!["solve", "mnk", "3", "3", "3", "--after", b_won];
        args.extend_from_slice(method);
        let out = ok(&args);
        assert!(out.contains("B has 3 in a row (B won)"), "{args:?}: {out}");
        assert!(!out.contains("win for W"), "{args:?}: {out}");
        args.push("--json");
        let v = json(&args);
        assert_eq!(v["value_for_b"], "Win", "{args:?}");
        assert_eq!(v["finished"], true, "{args:?}");
    }
    let w_won = "a1 b1 a2 b2 c1 b3";
    let v = json(&["solve", "mnk", "3", "3", "3", "--after", w_won, "--json"]);
    assert_eq!(v["value_for_b"], "Loss");
    let full = "a1 b2 c3 b1 b3 a3 c1 c2 a2";
    let v = json(&["solve", "mnk", "3", "3", "3", "--after", full, "--json"]);
    assert_eq!(v["value_for_b"], "Draw");
    assert_eq!(v["finished"], true);
    // The weak game: only B's line ends it.
    let out = ok(&["solve", "mnk", "3", "3", "3", "--weak", "--after", b_won]);
    assert!(out.contains("weak game is over"), "{out}");
    // No certificate for a finished game; no stone after the line.
    refused(
        &[
            "solve",
            "mnk",
            "3",
            "3",
            "3",
            "--after",
            b_won,
            "--certificate",
            "/dev/null",
        ],
        "no strategy left",
    );
    refused(
        &[
            "solve",
            "mnk",
            "3",
            "3",
            "3",
            "--after",
            "a1 b1 a2 b2 a3 c1",
        ],
        "after the game ended",
    );
    refused(
        &["solve", "mnk", "3", "3", "3", "--after", "a1 a1"],
        "not on an empty square",
    );
}

/// A mid-game position is solved from there, by every method alike.
#[test]
fn positions_are_solved_from_where_they_are() {
    for method in [&[][..], &["--minimax"], &["--reference"]] {
        let mut args = vec!["solve", "mnk", "3", "3", "3", "--after", "b2 a2", "--json"];
        args.extend_from_slice(method);
        let v = json(&args);
        assert_eq!(v["value_for_b"], "Win", "{args:?}");
        assert_eq!(v["finished"], false, "{args:?}");
    }
}

/// `--json` is JSON alone on stdout on every mnk command.
#[test]
fn json_is_json_alone() {
    for args in [
        &["solve", "mnk", "3", "3", "3", "--json"][..],
        &["solve", "mnk", "3", "3", "3", "--after", "b2", "--json"],
        &[
            "solve",
            "mnk",
            "3",
            "3",
            "3",
            "--after",
            "b2",
            "--minimax",
            "--json",
        ],
        &[
            "solve", "mnk", "3", "3", "3", "--weak", "--after", "b2", "--json",
        ],
        &[
            "solve", "mnk", "3", "3", "3", "--q", "2", "--after", "b2 a1", "--json",
        ],
    ] {
        json(args);
    }
}

#[test]
fn numbers_are_exact() {
    fn s<'a>(extra: &[&'a str]) -> Vec<&'a str> {
        let mut a = vec!["solve", "mnk"];
        a.extend_from_slice(extra);
        a
    }
    refused(&s(&["4294967299", "3", "3"]), "4294967299");
    refused(
        &s(&["99999999999999999999", "3", "3"]),
        "99999999999999999999",
    );
    refused(&s(&["703", "1", "3"]), "at most 702");
    refused(&s(&["3", "3", "3", "--p", "4294967297"]), "4294967297");
    refused(
        &s(&["3", "3", "3", "--p", "10"]),
        "at most the board's 9 squares",
    );
    refused(&s(&["3", "3", "3", "--q", "0"]), "at least 1");
    refused(&s(&["3", "3", "3", "--p", "-1"]), "non-negative");
    refused(&s(&["3", "3", "3", "--budget", "1e6"]), "budget");
    refused(&s(&["3", "3", "4"]), "invalid k");
    refused(
        &s(&["3", "3", "3", "--after", "a4294967297"]),
        "invalid square",
    );
    refused(&s(&["3", "3", "3", "--after", "a+1"]), "invalid square");
    refused(&s(&["3", "3", "3", "--after", "A1"]), "invalid square");
    refused(&s(&["3", "3", "3", "--after", "d1"]), "invalid square");
    refused(&s(&["3", "3", "3", "--after", "a0"]), "invalid square");
    refused(&s(&["3", "3", "3", "--after", "aaa1"]), "invalid square");
    refused(&s(&["3", "3", "3", "--after", "b2;a1"]), "invalid square");
    refused(&["pairing", "99999999999999999999", "3", "3"], "columns");
    refused(&["pairing", "5", "5", "5", "--budget", "-5"], "budget");
    refused(&["pairing", "703", "3", "3"], "at most 702");
    refused(
        &["pairing", "8", "8", "99999999999", "--torus"],
        "too large",
    );
}

#[test]
fn boards_beyond_a_solver_are_refused_with_its_limit() {
    refused(
        &["solve", "mnk", "5", "4", "4", "--reference"],
        "at most 16 cells",
    );
    refused(
        &["solve", "mnk", "7", "6", "4", "--minimax"],
        "at most 36 cells",
    );
    refused(&["solve", "mnk", "9", "8", "4"], "at most 64 cells");
    refused(&["solve", "mnk", "17", "1", "4"], "16 columns");
    refused(
        &["solve", "mnk", "5", "4", "4", "--weak"],
        "at most 16 cells",
    );
    refused(
        &["solve", "mnk", "702", "93", "5"],
        "too large for the prover",
    );
    // Within the limits, but beyond the machine or 2 h: the estimate is quoted.
    refused(&["solve", "mnk", "6", "6", "4", "--minimax"], "--force");
    // (9,4,4) without a budget is forecast at about an hour now (the calibrated model,
    // src/cli/mnk_estimate.rs); (8,8,5) stays far beyond 2 h.
    refused(
        &[
            "solve",
            "mnk",
            "8",
            "8",
            "5",
            "--budget",
            "18446744073709551615",
        ],
        "--force",
    );
}

#[test]
fn lines_refuse_what_they_cannot_read() {
    fn l(text: &str) -> Vec<&str> {
        vec!["line", "mnk", "3", "3", "3", text]
    }
    refused(
        &l("1. b2 ... a1 ) 2. c1 ... a3"),
        "unmatched closing bracket",
    );
    refused(&l("1. b2 ... a1 ( 2. c1"), "unclosed bracket");
    refused(&l("99999999999999999999. b2"), "invalid move number");
    refused(&l("1000000000. b2"), "invalid move number");
    refused(&l("0. b2"), "invalid move number");
    refused(&l("no moves here"), "no moves found");
    refused(&["line", "mnk", "9", "9", "3", "1. a1"], "too large");
    let out = ok(&l("1. a1 ... b1 2. a2 ... b2 3. a3 ... b3"));
    assert!(out.contains("after the game ended"), "{out}");
    // 16,000 nested variations: parsed without recursion.
    let deep = format!("1. b2 {}{}", "(1. a1 ".repeat(16_000), ")".repeat(16_000));
    let out = cgcheck(&l(&deep), None);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn check_file(name: &str, text: &[u8]) -> std::process::Output {
    let path = std::env::temp_dir().join(format!("cgcheck-edge-mnk-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("temp file");
    let out = cgcheck(&["check-certificate", &path.to_string_lossy()], None);
    let _ = std::fs::remove_file(&path);
    out
}

fn fails(out: &std::process::Output, needle: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains(needle), "{err:?} does not mention {needle:?}");
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// A certificate checker never accepts what it did not check: a file it cannot parse is bad
/// input (exit 2), a parsed certificate whose check fails is invalid (exit 1).
#[test]
fn certificates_that_prove_nothing_fail() {
    let malformed = |name: &str, text: &[u8], needle: &str| {
        let path =
            std::env::temp_dir().join(format!("cgcheck-edge-mnk-{}-{name}", std::process::id()));
        std::fs::write(&path, text).expect("temp file");
        refused(&["check-certificate", &path.to_string_lossy()], needle);
        let _ = std::fs::remove_file(&path);
    };
    malformed("empty", b"", "empty");
    malformed("blank", b"\n\n  \n", "empty");
    refused(&["check-certificate", "/dev/null"], "empty");
    refused(&["check-certificate", "/dev/zero"], "too large");
    malformed("header", b"mnk 3 3 3 1 1 winner B\n", "no positions");
    malformed(
        "header-root",
        b"mnk 4 3 3 1 1 winner B root 0 0\n",
        "no positions",
    );
    malformed("hold-header", b"mnk 3 3 3 1 1 holds W\n", "no positions");
    malformed("garbage", b"hello\n0 0 b2\n", "first line");
    malformed("json", b"{\"records\": {}}\n", "first line");
    malformed("binary", &[0xff, 0xfe, 0, 1], "UTF-8");
    malformed(
        "big-number",
        b"mnk 99999999999999999999 3 3 1 1 winner B\n0 0 b2\n",
        "too large",
    );
    malformed(
        "bad-root",
        b"mnk 3 3 3 1 1 winner B root 3 0\n3 0 b2\n",
        "root",
    );
    // A wrong claim: (3,3,3) is a draw, so no win certificate for B checks.
    fails(
        &check_file("wrong", b"mnk 3 3 3 1 1 winner B\n0 0 b2\n"),
        "invalid certificate",
    );
    refused(&["check-certificate", "/nonexistent/cert"], "cannot read");
}

/// A certificate written from a position names that root and checks from it.
#[test]
fn certificates_from_a_position_check() {
    let path = std::env::temp_dir().join(format!("cgcheck-edge-mnk-{}-root", std::process::id()));
    let p = path.to_string_lossy().into_owned();
    ok(&[
        "solve",
        "mnk",
        "3",
        "3",
        "3",
        "--after",
        "b2 a2",
        "--certificate",
        &p,
    ]);
    let text = std::fs::read_to_string(&path).expect("written");
    assert!(
        text.starts_with("mnk 3 3 3 1 1 winner B root 10 8\n"),
        "{text}"
    );
    let out = ok(&["check-certificate", &p]);
    assert!(out.contains("from the position"), "{out}");
    // The empty board's certificate is another record than the position's: written over it
    // only with --force (src/records/mod.rs).
    refused(
        &["solve", "mnk", "3", "3", "3", "--certificate", &p],
        "refusing to overwrite",
    );
    ok(&[
        "--force",
        "solve",
        "mnk",
        "3",
        "3",
        "3",
        "--certificate",
        &p,
    ]);
    draw_certified_then_removed(&path);
}

/// `check-certificate` reads the file at `path` as a draw; the file and its provenance
/// sidecar are then removed.
fn draw_certified_then_removed(path: &std::path::Path) -> String {
    let out = ok(&["check-certificate", &path.display().to_string()]);
    assert!(out.contains("so the game is a draw"), "{out}");
    let _ = std::fs::remove_file(path);
    let _ = std::fs::remove_file(cgcheck::records::sidecar(path));
    out
}

/// A malformed square in a line is refused, not skipped: reading on without it would judge
/// another line than the one typed.
#[test]
fn a_malformed_square_in_a_line_is_refused() {
    refused(&["line", "mnk", "3", "3", "3", "1. b2 xyz9 a1"], "'xyz9'");
    refused(&["line", "mnk", "3", "3", "3", "1. b2 ... a1 b2x"], "'b2x'");
    let out = ok(&[
        "line",
        "mnk",
        "3",
        "3",
        "3",
        "1. b2 ... a1 2. c1 ... a3(F) draws.",
    ]);
    assert!(out.contains("the paper: draws"), "{out}");
}

/// `solve mnk --zones`: a draw proved by the zone prover, its zone certificate read back by
/// `check-certificate`, each hold's positions reported; what it does not take is refused in
/// one line.
#[test]
fn zones_prove_a_draw_and_refuse_what_they_do_not_take() {
    let out = ok(&["solve", "mnk", "5", "5", "4", "--zones"]);
    assert!(out.contains("a draw (D), both holds proved"), "{out}");
    assert!(out.contains("positions searched)"), "{out}");
    let path = std::env::temp_dir().join(format!("cgcheck-zones-{}.cert", std::process::id()));
    let p = path.display().to_string();
    ok(&[
        "solve",
        "mnk",
        "5",
        "5",
        "4",
        "--zones",
        "--certificate",
        &p,
    ]);
    let out = draw_certified_then_removed(&path);
    assert!(out.contains("a zone proof of"), "{out}");
    refused(
        &["solve", "mnk", "5", "5", "4", "--zones", "--after", "a1"],
        "--after is not taken",
    );
    refused(&["solve", "mnk", "9", "8", "5", "--zones"], "too large");
    refused(
        &["solve", "mnk", "5", "5", "4", "--zones", "--p", "2"],
        "one stone a turn",
    );
    refused(
        &["solve", "mnk", "5", "5", "4", "--zones", "--budget", "ten"],
        "budget",
    );
}
