//! Edge inputs: seki.

#[allow(unused_imports)]
use super::run::{cgcheck, ok, refused};

/// Every matrix `enumerate seki` lists pastes back into `solve seki` as the same matrix, with
/// the same type.
#[test]
fn enumerate_listing_pastes_into_solve() {
    let out = ok(&[
        "enumerate",
        "seki",
        "2x2",
        "--max-height",
        "2",
        "--only",
        "all",
    ]);
    let mut pasted = 0;
    let listing = out.split_once("matrices match").expect("a listing").1;
    for line in listing.lines().filter(|l| l.starts_with("  ")) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let [matrix @ .., coarse, refined] = words.as_slice() else {
            panic!("listing line {line:?}");
        };
        let text = matrix.join(" ");
        let solved = ok(&["solve", "seki", &text, "--json"]);
        let v: serde_json::Value = serde_json::from_str(&solved).expect("json");
        assert_eq!(v["type"], *coarse, "{text}");
        assert_eq!(v["refined_type"], *refined, "{text}");
        // The same matrix: its rows, digit by digit, are the listed compact rows.
        let spaced = v["matrix"].as_str().expect("matrix").replace(' ', "");
        assert_eq!(spaced, text.replace(' ', ""), "{text}");
        pasted += 1;
    }
    assert!(pasted >= 10, "only {pasted} matrices listed:\n{out}");
}

/// The compact form is read digit by digit, not as one number.
#[test]
fn compact_rows_are_digits() {
    let out = ok(&["solve", "seki", "033;303;330", "--json"]);
    assert!(out.contains("\"matrix\": \"0 3 3; 3 0 3; 3 3 0\""), "{out}");
}

/// Entries are digits only; nothing is dropped or reinterpreted.
#[test]
fn bad_entries_are_refused() {
    refused(&["solve", "seki", "3 0 0; 0 3 0; 1 1 3x"], "3x");
    refused(&["solve", "seki", "+3 1; 1 1"], "+3");
    refused(&["solve", "seki", "03 3; 3 3"], "leading zero");
    refused(
        &["solve", "seki", "99999999999 1; 1 1"],
        "too large: at most 1000",
    );
    refused(&["solve", "seki", "-1 2; 2 2"], "negative");
    refused(&["solve", "seki", "1 2; 3"], "ragged");
    refused(&["solve", "seki", ""], "empty");
    refused(&["solve", "seki", "1 2; ,; 3 4"], "no entries");
    refused(
        &["solve", "seki", "1 1; 1 1", "--variant", "go"],
        "unknown variant",
    );
}

/// A finished matrix is reported as finished, with its winner, and no move.
#[test]
fn finished_matrices_are_reported() {
    let out = ok(&["solve", "seki", "0 0; 1 1"]);
    assert!(
        out.contains("finished") && out.contains("R has won"),
        "{out}"
    );
    let out = ok(&["solve", "seki", "1 0; 1 0"]);
    assert!(
        out.contains("finished") && out.contains("C has won"),
        "{out}"
    );
    let out = ok(&["solve", "seki", "0"]);
    assert!(
        out.contains("finished") && out.contains("last move"),
        "{out}"
    );
    let out = ok(&["solve", "seki", "0 0; 0 0", "--variant", "seki-i"]);
    assert!(out.contains("finished") && out.contains("draw"), "{out}");
    let out = ok(&["solve", "seki", "1 0; 0 0; 1 1", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["finished"], true);
    assert_eq!(v["winner"], "R");
    assert_eq!(v["r_moves"].as_array().map(Vec::len), Some(0));
}

/// 1x1 matrices: the mover zeroes a row and a column at once (a win in Seki, a draw in
/// Seki-I); the fast solver and the reference agree.
#[test]
fn one_by_one() {
    for variant in ["seki", "seki-i"] {
        for m in ["1", "2", "3"] {
            let fast = ok(&["solve", "seki", m, "--variant", variant, "--json"]);
            let reference = ok(&[
                "solve",
                "seki",
                m,
                "--variant",
                variant,
                "--reference",
                "--json",
            ]);
            let f: serde_json::Value = serde_json::from_str(&fast).expect("json");
            let r: serde_json::Value = serde_json::from_str(&reference).expect("json");
            assert_eq!(f["refined_type"], r["refined_type"], "{m} {variant}");
            assert_eq!(f["r_moves"], r["r_moves"], "{m} {variant}");
        }
    }
}

/// Sizes beyond the machine are refused at once, with the estimate.
#[test]
fn huge_work_is_refused_before_it_starts() {
    let five = "5 5 5 5 5; 5 5 5 5 5; 5 5 5 5 5; 5 5 5 5 5; 5 5 5 5 5";
    refused(&["solve", "seki", five], "--force");
    refused(
        &["solve", "seki", "40 40; 40 40", "--reference"],
        "at most 2000000",
    );
    refused(
        &["enumerate", "seki", "4x4", "--max-height", "6"],
        "--force",
    );
    refused(
        &["enumerate", "seki", "5x5", "--max-height", "3"],
        "--force",
    );
    refused(
        &["enumerate", "seki", "7x7", "--max-height", "1"],
        "at most 32 entries",
    );
}

/// Enumeration arguments are numbers exactly, in range.
#[test]
fn enumerate_arguments_are_exact() {
    refused(&["enumerate", "seki", "3x3x3", "--max-height", "2"], "MxN");
    refused(
        &["enumerate", "seki", "0x3", "--max-height", "2"],
        "at least 1",
    );
    refused(
        &["enumerate", "seki", "3x3", "--max-height", "16"],
        "too large: at most 15",
    );
    refused(
        &["enumerate", "seki", "3x3", "--max-height", "0"],
        "at least 1",
    );
    refused(
        &[
            "enumerate",
            "seki",
            "3x3",
            "--max-height",
            "99999999999999999999",
        ],
        "99999999999999999999 is too large: at most 15",
    );
    refused(
        &["enumerate", "seki", "3x3", "--max-height", "2x"],
        "digits only",
    );
    refused(
        &[
            "enumerate",
            "seki",
            "3x3",
            "--max-height",
            "2",
            "--limit",
            "-1",
        ],
        "non-negative",
    );
    refused(
        &[
            "enumerate",
            "seki",
            "3x3",
            "--max-height",
            "2",
            "--limit",
            "99999999999999999999",
        ],
        "too large: at most",
    );
    refused(
        &[
            "enumerate",
            "seki",
            "3x3",
            "--max-height",
            "2",
            "--only",
            "odd",
        ],
        "unknown filter",
    );
}

/// `--limit` caps the listing and says how many matched.
#[test]
fn limit_caps_the_listing() {
    let out = ok(&[
        "enumerate",
        "seki",
        "2x2",
        "--max-height",
        "2",
        "--only",
        "all",
        "--limit",
        "3",
    ]);
    let listing = out.split_once("matrices match").expect("a listing").1;
    assert_eq!(
        listing.lines().filter(|l| l.starts_with("  ")).count(),
        3,
        "{out}"
    );
    assert!(out.contains("(first 3 shown; --limit)"), "{out}");
}
