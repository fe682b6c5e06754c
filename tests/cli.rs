//! The command line: answers on good input, and on bad input one line on stderr and exit
//! code 2 (never a panic), for every command.

use crate::common::{cases, cgcheck};

cases! {
    fn bad_input_is_one_line_and_exit_2(args: &[&str], needle: &str) {
        let (code, stdout, stderr) = cgcheck(args);
        assert_eq!(code, 2, "stderr: {stderr}");
        assert!(stdout.is_empty(), "stdout: {stdout}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "stderr: {stderr}");
        assert!(stderr.contains(needle), "stderr: {stderr}");
        assert!(!stderr.contains("panicked"));
    }
    case_01_nim_negative: (&["solve", "nim", "13", "-3", "28"], "non-negative"),
    case_02_nim_not_a_number: (&["solve", "nim", "13", "x", "28"], "heap 'x'"),
    case_03_nim_no_heaps: (&["solve", "nim"], "HEAP"),
    case_04_nim_reference_too_large: (
        &["solve", "nim", "1000", "1000", "1000", "--reference"],
        "too large",
    ),
    case_05_nim_overflow: (&["solve", "nim", "99999999999999999999999"], "heap"),
    case_06_subtraction_empty_set: (
        &["solve", "subtraction", "--set", "", "21"],
        "empty subtraction set",
    ),
    case_07_subtraction_zero: (&["solve", "subtraction", "--set", "0,1", "21"], "positive"),
    case_08_subtraction_negative_element: (
        &["solve", "subtraction", "--set", "1,-3", "21"],
        "non-negative",
    ),
    case_09_subtraction_bad_element: (&["solve", "subtraction", "--set", "1,a", "21"], "'a'"),
    case_10_subtraction_negative_n: (
        &["solve", "subtraction", "--set", "1,3,4", "-21"],
        "non-negative",
    ),
    case_11_subtraction_missing_set: (&["solve", "subtraction", "21"], "--set"),
    case_12_subtraction_huge_element: (
        &["solve", "subtraction", "--set", "1,100000", "21"],
        "too large",
    ),
    case_13_wythoff_negative: (&["solve", "wythoff", "-1", "2"], "non-negative"),
    case_14_wythoff_text: (&["solve", "wythoff", "one", "2"], "pile 'one'"),
    case_15_wythoff_one_pile: (&["solve", "wythoff", "1"], "required"),
    case_16_wythoff_too_large: (&["solve", "wythoff", "18446744073709551615", "2"], "too large"),
    case_17_wythoff_reference_too_large: (
        &["solve", "wythoff", "900", "2", "--reference"],
        "too large",
    ),
    case_18_verify_unknown_claim: (
        &["verify", "--claim", "SL-Nope", "--no-write"],
        "unknown claim id",
    ),
    case_19_unknown_command: (&["frobnicate"], "unrecognized subcommand"),
    case_20_unknown_game: (&["solve", "chess", "e4"], "unrecognized subcommand"),
    case_21_claims_bad_flag: (&["claims", "--deepest"], "unexpected argument"),
}

#[test]
fn solve_nim_prints_every_winning_move() {
    let (code, out, _) = cgcheck(&["solve", "nim", "13", "23", "28"]);
    assert_eq!(code, 0);
    assert!(out.contains("N-position"));
    for reached in ["(11,23,28)", "(13,17,28)", "(13,23,26)"] {
        assert!(out.contains(reached), "{out}");
    }
}

#[test]
fn solve_nim_json_and_reference_agree() {
    let (_, fast, _) = cgcheck(&["solve", "nim", "25", "21", "11", "--json"]);
    let (_, reference, _) = cgcheck(&["solve", "nim", "25", "21", "11", "--json", "--reference"]);
    let fast: serde_json::Value = serde_json::from_str(&fast).expect("json");
    let reference: serde_json::Value = serde_json::from_str(&reference).expect("json");
    assert_eq!(fast["winning_moves"], reference["winning_moves"]);
    assert_eq!(
        fast["winning_moves"][0]["result"],
        serde_json::json!([25, 18, 11])
    );
}

#[test]
fn solve_subtraction_and_wythoff() {
    let (code, out, _) = cgcheck(&["solve", "subtraction", "--set", "1,3,4", "21"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("P-position") && out.contains("period 7"),
        "{out}"
    );
    let (code, out, _) = cgcheck(&["solve", "subtraction", "--set", "1,2,3", "21", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["winning_moves"][0]["leaves"], 20);
    let (code, out, _) = cgcheck(&["solve", "wythoff", "26", "34"]);
    assert_eq!(code, 0);
    for m in ["(12,20)", "(21,34)", "(26,16)"] {
        assert!(out.contains(m), "{out}");
    }
}

#[test]
fn verify_one_claim_without_writing() {
    let (code, out, _) = cgcheck(&["verify", "--claim", "SL-Sub123", "--no-write"]);
    assert_eq!(code, 0);
    assert!(out.contains("SL-Sub123") && out.contains("proved"), "{out}");
}

#[test]
fn help_teaches() {
    let (code, out, _) = cgcheck(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("cgcheck solve nim 13 23 28") && out.contains("verify"));
}

cases! {
    fn column_row_bad_input_is_one_line_and_exit_2(args: &[&str], needle: &str) {
        bad_input_is_one_line_and_exit_2(args, needle);
    }
    case_01_cr_increasing: (&["sg", "column-row", "3,5"], "non-increasing"),
    case_02_cr_negative: (&["sg", "column-row", "3,-1"], "non-negative"),
    case_03_cr_text: (&["sg", "column-row", "3,a"], "part 'a'"),
    case_04_cr_huge_part: (&["sg", "column-row", "99999"], "too large"),
    case_05_cr_too_large_game: (
        &["sg", "column-row", "40,39,38,37,36,35,34,33,32,31,30,29,28,27,26,25,24,23,22,21,20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1"],
        "too large",
    ),
    case_06_cr_reference_too_large: (
        &["sg", "column-row", "20,19,18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1", "--reference"],
        "too large",
    ),
    case_07_staircase_zero: (&["staircase", "--max-n", "0"], "between 1 and 31"),
    case_08_staircase_negative: (&["staircase", "--max-n", "-4"], "non-negative"),
    case_09_staircase_too_large: (&["staircase", "--max-n", "28"], "GiB"),
    case_10_table_unknown_family: (&["table", "column-row", "triangle"], "invalid value"),
    case_11_table_bad_max: (&["table", "column-row", "gamma", "--max", "x"], "max 'x'"),
    case_12_table_bad_d: (
        &["table", "column-row", "almost-gamma", "--max", "5", "--d", "9"],
        "--d",
    ),
}

#[test]
fn sg_column_row_lists_moves() {
    let (code, out, _) = cgcheck(&["sg", "column-row", "3,2,1", "--moves"]);
    assert_eq!(code, 0);
    assert!(out.contains("SG 1") && out.contains("0_r -> 2,1"), "{out}");
    let (code, out, _) = cgcheck(&["sg", "column-row", "3,2,1", "--json", "--reference"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["sg"], 1);
}

#[test]
fn staircase_prints_one_line_per_n() {
    let (code, out, _) = cgcheck(&["staircase", "--max-n", "6"]);
    assert_eq!(code, 0);
    assert!(out.contains("fails at n = 1, 3"), "{out}");
    let (code, out, _) = cgcheck(&["staircase", "--max-n", "6", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v.as_array().map(Vec::len), Some(6));
    assert_eq!(v[4]["sg"], 1);
}

#[test]
fn table_column_row_marks_no_difference_for_gamma() {
    let (code, out, _) = cgcheck(&["table", "column-row", "gamma", "--max", "8"]);
    assert_eq!(code, 0);
    assert!(out.contains("0 entries differ"), "{out}");
}

cases! {
    fn domineering_bad_input_is_one_line_and_exit_2(args: &[&str], needle: &str) {
        bad_input_is_one_line_and_exit_2(args, needle);
    }
    case_01_alpha_zero: (&["alpha", "0", "3"], "between 1 and"),
    case_02_alpha_negative: (&["alpha", "-2", "3"], "non-negative"),
    case_03_alpha_text: (&["alpha", "two", "3"], "rows 'two'"),
    case_04_alpha_too_wide: (&["alpha", "40", "40"], "too large"),
    case_05_solve_domineering_big: (&["solve", "domineering", "9", "8"], "more than the 64"),
    case_06_table_outcome_too_large: (&["table", "outcome", "--max", "9"], "too large"),
    case_07_alpha_row_zero: (&["table", "alpha-row", "0", "--max-n", "10"], "between 1 and"),
    case_08_alpha_row_too_long: (
        &["table", "alpha-row", "3", "--max-n", "30000"],
        "between 1 and 10000",
    ),
    case_09_solve_domineering_zero: (&["solve", "domineering", "0", "8"], "between 1 and"),
    case_10_cube_too_big: (&["solve", "cube", "9"], "dimension"),
    case_11_polynomial_bad_ends: (
        &["polynomial", "domineering", "3", "3", "--ends", "up"],
        "invalid value",
    ),
    case_12_polynomial_too_large: (&["polynomial", "domineering", "13", "13"], "too large"),
    case_13_table_alpha_too_large: (&["table", "alpha", "--max", "40"], "at most"),
    case_14_position_ragged: (&["solve", "domineering", "--position", "../..."], "same length"),
    case_15_position_bad_cell: (
        &["solve", "domineering", "--position", "..x/..."],
        "unexpected 'x'",
    ),
    case_16_position_empty_row: (&["solve", "domineering", "--position", "..//.."], "row 2"),
    case_17_position_too_many: (
        &["solve", "domineering", "--position", "......../......../......../......../......../......../......../......../........"],
        "more than 64",
    ),
    case_18_position_and_size: (
        &["solve", "domineering", "3", "4", "--position", ".."],
        "cannot be used with",
    ),
    case_19_record_without_outcome_only: (
        &["solve", "domineering", "3", "4", "--record", "r.json"],
        "--outcome-only",
    ),
    case_20_record_missing_directory: (
        &["solve", "domineering", "3", "4", "--outcome-only", "--record", "no/such/dir/r.json"],
        "does not exist",
    ),
    case_21_position_proof_too_big: (
        &["solve", "domineering", "--position", "......./......./......./......./......./.......", "--proof", "p.txt"],
        "at most 36 cells",
    ),
    case_22_size_proof_too_big: (
        &["solve", "domineering", "7", "6", "--proof", "p.txt"],
        "at most 36 cells",
    ),
    case_23_proof_missing_dir: (
        &["solve", "domineering", "2", "2", "--proof", "/nonexistent-dir/p.txt"],
        "does not exist",
    ),
    case_24_check_proof_missing: (&["check-proof", "/nonexistent-dir/p.txt"], "no such file"),
    case_25_outcome_only_and_proof: (
        &["solve", "domineering", "3", "3", "--outcome-only", "--proof", "p.txt"],
        "cannot be used with",
    ),
    case_26_outcome_only_and_svg: (
        &["solve", "domineering", "3", "3", "--outcome-only", "--svg", "p.svg"],
        "cannot be used with",
    ),
    case_27_outcome_only_too_many: (
        &["solve", "domineering", "9", "15", "--outcome-only"],
        "has 135 cells",
    ),
    case_28_row_too_long: (
        &["table", "outcome", "--rows", "3", "--max", "43"],
        "more than the 128",
    ),
    case_29_row_zero: (&["table", "outcome", "--rows", "0", "--max", "4"], "between 1 and"),
    case_30_square_table_too_large: (&["table", "outcome", "--max", "12"], "at most 8"),
}

#[test]
fn alpha_shows_real_plays() {
    let (code, out, _) = cgcheck(&["alpha", "4", "7", "--strict", "--show"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("a shortest real play, Left first (8 moves"),
        "{out}"
    );
    assert!(
        out.contains("a shortest real play, Right first (7 moves"),
        "{out}"
    );
}

/// Thin boards to 128 cells: 3 x 40 and 40 x 3 by a cut (no search of their own), the rows
/// of 2 x n and 3 x n with how each board was found.
#[test]
fn thin_boards_by_cuts() {
    let (code, out, err) = cgcheck(&["solve", "domineering", "3", "40", "--outcome-only"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("3x40 position (empty board): R:"), "{out}");
    assert!(
        out.contains("by a cut: 3x40 is at most 3x20 + 3x20"),
        "{out}"
    );
    let (code, out, _) = cgcheck(&[
        "solve",
        "domineering",
        "40",
        "3",
        "--outcome-only",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(
        (v["outcome"].as_str(), v["found"].as_str()),
        (Some("L"), Some("cut")),
        "{out}"
    );
    let (code, out, _) = cgcheck(&["table", "outcome", "--rows", "3", "--max", "42"]);
    assert_eq!(code, 0);
    assert!(out.contains(" class |  L  N  N  R  R  R  R  R"), "{out}");
    assert!(out.contains("42 boards in"), "{out}");
    let (code, out, _) = cgcheck(&["table", "outcome", "--rows", "2", "--max", "16", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let classes: String = (0..16).filter_map(|i| v[i]["outcome"].as_str()).collect();
    assert_eq!(classes, "LNNRLNNRLNNRPNNR", "{out}");
}

#[test]
fn outcome_and_alpha_row_tables() {
    let (code, out, _) = cgcheck(&["table", "outcome", "--max", "4"]);
    assert_eq!(code, 0);
    assert!(out.contains("   3 |  L  N  N  R"), "{out}");
    let (code, out, _) = cgcheck(&["table", "alpha-row", "2", "--max-n", "12"]);
    assert_eq!(code, 0);
    assert!(out.contains("* formula: 6"), "{out}");
    assert!(out.contains("the first is n = 11"), "{out}");
    let (code, out, _) = cgcheck(&["table", "alpha-row", "3", "--max-n", "60"]);
    assert_eq!(code, 0);
    assert!(out.contains("every n <= 60 agrees"), "{out}");
}

#[test]
fn weak_games() {
    let (code, out, _) = cgcheck(&["solve", "mnk", "3", "3", "3", "--weak"]);
    assert_eq!(code, 0);
    assert!(out.contains("B forces k in a row"), "{out}");
    let (code, _, err) = cgcheck(&["solve", "mnk", "5", "4", "4", "--weak"]);
    assert_eq!(code, 2);
    assert!(err.contains("too large for the weak-game solver"), "{err}");
}

#[test]
fn a_win_certificate_round_trip() {
    let path = std::env::temp_dir().join(format!("cgcheck-win-{}.txt", std::process::id()));
    let file = path.to_str().expect("utf-8 path");
    let (code, out, err) = cgcheck(&["solve", "mnk", "4", "3", "3", "--certificate", file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("B's first stone in the certificate"), "{out}");
    let (code, out, err) = cgcheck(&["check-certificate", file]);
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(cgcheck::records::sidecar(&path));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("a forced win for B"), "{out}");
}

#[test]
fn a_draw_certificate_round_trip() {
    let path = std::env::temp_dir().join(format!("cgcheck-draw-{}.txt", std::process::id()));
    let file = path.to_str().expect("utf-8 path");
    let (code, _, err) = cgcheck(&["solve", "mnk", "4", "4", "4", "--certificate", file]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = cgcheck(&["check-certificate", file]);
    let _ = std::fs::remove_file(&path);
    let _ = std::fs::remove_file(cgcheck::records::sidecar(&path));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("W keeps B from ever completing a line"),
        "{out}"
    );
    assert!(out.contains("so the game is a draw"), "{out}");
}

#[test]
fn alpha_and_cube_commands() {
    let (code, out, _) = cgcheck(&["alpha", "2", "11", "--strict"]);
    assert_eq!(code, 0);
    assert!(out.contains("alpha_{2,11} = 7"), "{out}");
    let (code, out, _) = cgcheck(&["solve", "cube", "3"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("second player wins") && out.contains("2, 4"),
        "{out}"
    );
    let (code, out, _) = cgcheck(&["polynomial", "domineering", "4", "4", "--ends", "left"]);
    assert_eq!(code, 0);
    assert!(out.contains("(1427 positions)"), "{out}");
}

cases! {
    fn mnk_bad_input_is_one_line_and_exit_2(args: &[&str], needle: &str) {
        bad_input_is_one_line_and_exit_2(args, needle);
    }
    case_01_mnk_k_too_large: (&["solve", "mnk", "3", "3", "4"], "invalid k"),
    case_02_mnk_p_zero: (&["solve", "mnk", "3", "3", "3", "--p", "0"], "at least 1"),
    case_03_mnk_too_large: (&["solve", "mnk", "9", "9", "5"], "cells"),
    case_04_mnk_solver_too_large: (&["solve", "mnk", "9", "8", "4"], "too large"),
    case_05_mnk_negative: (&["solve", "mnk", "-3", "3", "3"], "non-negative"),
    case_06_mnk_reference_too_large: (&["solve", "mnk", "5", "4", "4", "--reference"], "too large"),
    case_07_pairing_zero_side: (&["pairing", "0", "5", "5"], "at least 1"),
    case_08_pairing_text: (&["pairing", "five", "5", "5"], "columns 'five'"),
    case_09_pairing_huge: (&["pairing", "1000", "1000", "5"], "cells"),
    case_10_certificate_missing: (&["check-certificate", "/nonexistent/cert.txt"], "cannot read"),
    case_11_line_no_moves: (&["line", "mnk", "3", "3", "3", "no moves here"], "no moves"),
    case_12_pairing_torus_not_square: (&["pairing", "8", "7", "9", "--torus"], "square period"),
}

#[test]
fn mnk_commands() {
    let (code, out, _) = cgcheck(&["solve", "mnk", "3", "3", "3"]);
    assert_eq!(code, 0);
    assert!(out.contains("forced draw"), "{out}");
    let (code, out, _) = cgcheck(&["pairing", "5", "5", "5", "--show"]);
    assert_eq!(code, 0);
    assert!(out.contains("re-checked"), "{out}");
    let (code, out, _) = cgcheck(&["pairing", "39", "20", "20", "--list"]);
    assert_eq!(code, 0);
    assert!(out.contains("re-checked") && out.contains("ab"), "{out}");
    let (code, out, _) = cgcheck(&["pairing", "6", "6", "5"]);
    assert_eq!(code, 0);
    assert!(out.contains("no pairing exists"), "{out}");
    let (code, out, _) = cgcheck(&["pairing", "8", "8", "9", "--torus", "--show"]);
    assert_eq!(code, 0);
    assert!(out.contains("8-periodic pairing"), "{out}");
}

cases! {
    fn hunt_bad_input_is_one_line_and_exit_2(args: &[&str], needle: &str) {
        bad_input_is_one_line_and_exit_2(args, needle);
    }
    case_1_hunt_unknown: (&["hunt", "SL-Nope", "--no-write"], "no hunt for"),
    case_2_hunt_bad_time: (&["hunt", "SL-PN", "--time", "5x", "--no-write"], "unit must be"),
    case_3_hunt_negative_time: (&["hunt", "SL-PN", "--time", "-5s", "--no-write"], "invalid time"),
}

#[test]
fn hunt_lists_and_runs() {
    let (code, out, _) = cgcheck(&["hunt", "--list"]);
    assert_eq!(code, 0);
    assert!(out.contains("CR-L1.2") && out.contains("MNK-T1"), "{out}");
    let (code, out, _) = cgcheck(&["hunt", "SL-PN", "--time", "1s", "--no-write"]);
    assert_eq!(code, 0);
    assert!(out.contains("no counterexample"), "{out}");
}

cases! {
    fn seki_bad_input_is_one_line_and_exit_2(args: &[&str], needle: &str) {
        bad_input_is_one_line_and_exit_2(args, needle);
    }
    case_01_seki_ragged: (&["solve", "seki", "1 2; 3"], "ragged"),
    case_02_seki_negative: (&["solve", "seki", "1 -2; 3 4"], "negative"),
    case_03_seki_text: (&["solve", "seki", "1 x"], "not a non-negative integer"),
    case_04_seki_empty: (&["solve", "seki", " ; "], "empty"),
    case_05_seki_too_large: (&["solve", "seki", "16 16 16; 16 16 16; 16 16 16"], "too large"),
    case_06_seki_variant: (&["solve", "seki", "1", "--variant", "go"], "unknown variant"),
    case_07_seki_reference_too_large: (
        &["solve", "seki", "9 9 9; 9 9 9; 9 9 9", "--reference"],
        "reference solver",
    ),
    case_08_enumerate_size: (&["enumerate", "seki", "3by3", "--max-height", "2"], "invalid size"),
    case_09_enumerate_height: (&["enumerate", "seki", "3x3", "--max-height", "-1"], "non-negative"),
    case_10_enumerate_filter: (
        &["enumerate", "seki", "3x3", "--max-height", "2", "--only", "odd"],
        "unknown filter",
    ),
    case_11_enumerate_shape: (&["enumerate", "seki", "7x7", "--max-height", "1"], "too large"),
}

#[test]
fn seki_commands() {
    let (code, out, _) = cgcheck(&["solve", "seki", "3 0 0; 0 3 0; 1 1 3"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("type (D,W)") && out.contains("principal line"),
        "{out}"
    );
    let (code, out, _) = cgcheck(&["solve", "seki", "2 2; 2 2", "--variant", "seki-i", "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"csm\": false"), "{out}");
    let (code, out, _) = cgcheck(&["enumerate", "seki", "2x2", "--max-height", "4"]);
    assert_eq!(code, 0);
    assert!(out.contains("4 matrices match --only csm"), "{out}");
}

/// `--outcome-only` gives the class (the same as the full answer's) and the search's size,
/// for an empty board and for a position, and says when the game is already over.
#[test]
fn solve_domineering_outcome_only() {
    let (code, out, err) = cgcheck(&["solve", "domineering", "4", "4", "--outcome-only"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("4x4 position (empty board): N:"), "{out}");
    assert!(out.contains("searched "), "{out}");
    let (code, out, _) = cgcheck(&[
        "solve",
        "domineering",
        "--position",
        "..#./..../....",
        "--outcome-only",
        "--json",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["outcome"], "R", "{out}");
    assert!(v["nodes"].as_u64().is_some(), "{out}");
    let (code, out, _) = cgcheck(&[
        "solve",
        "domineering",
        "--position",
        "#./.#",
        "--outcome-only",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains(": P:") && out.contains("already over"),
        "{out}"
    );
    let (code, out, _) = cgcheck(&[
        "solve",
        "domineering",
        "--position",
        "../..",
        "--outcome-only",
        "--reference",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains(": N:") && !out.contains("searched"), "{out}");
}

#[test]
fn solve_domineering_position_names_moves_and_lines() {
    let (code, out, err) = cgcheck(&["solve", "domineering", "--position", "..#./..../...."]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("1 occupied"), "{out}");
    assert!(
        out.contains(": R: Right (horizontal) wins whoever starts"),
        "{out}"
    );
    assert!(
        out.contains("Right moving first wins with 5 of 7 moves: H a1-b1,"),
        "{out}"
    );
    assert!(out.contains("principal line, Left first: 1. V "), "{out}");
    assert!(out.contains("Left cannot move: Right wins"), "{out}");
    let (code, out, _) = cgcheck(&["solve", "domineering", "--position", "#./.#"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("P: the second player wins") && out.contains("the game is over"),
        "{out}"
    );
    let (code, out, _) = cgcheck(&["solve", "domineering", "--position", "../..", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["outcome"], "N");
    assert_eq!(v["position"], "../..");
    assert_eq!(v["left_winning_moves"].as_array().map(Vec::len), Some(2));
}

/// `--record` writes the `--outcome-only` answer with its provenance, for an empty board (by
/// the row and its cuts) and for a position.
#[test]
fn outcome_records_carry_the_answer_and_its_provenance() {
    let path = std::env::temp_dir().join(format!("cgcheck-cli-record-{}.json", std::process::id()));
    let file = path.to_str().expect("UTF-8 path");
    for (args, class) in [
        (&["solve", "domineering", "3", "6"][..], "R"),
        (&["solve", "domineering", "--position", "..#/..."][..], "N"),
    ] {
        let mut args = args.to_vec();
        args.extend(["--outcome-only", "--record", file]);
        let (code, _, err) = cgcheck(&args);
        assert_eq!(code, 0, "{err}");
        let text = std::fs::read_to_string(&path).expect("the record");
        let record: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(record["answer"]["outcome"], class, "{text}");
        let provenance = &record["provenance"];
        for key in ["version", "commit", "date", "command"] {
            assert!(provenance[key].is_string(), "{key}: {text}");
        }
        assert!(provenance["machine"]["cores"].is_number(), "{text}");
        assert!(provenance["seconds"].is_number(), "{text}");
        assert!(
            provenance["command"]
                .as_str()
                .is_some_and(|c| c.starts_with("cgcheck solve domineering")),
            "{text}"
        );
        let _ = std::fs::remove_file(&path);
    }
}

/// The proof written by `solve domineering --proof` passes `check-proof`; a corrupted one is
/// refused with exit code 1 and the reason.
#[test]
fn proofs_round_trip_through_the_command_line() {
    let path = std::env::temp_dir().join(format!("cgcheck-cli-proof-{}.txt", std::process::id()));
    let file = path.to_str().expect("UTF-8 path");
    let (code, out, err) = cgcheck(&[
        "solve",
        "domineering",
        "--position",
        ".../.../..#",
        "--proof",
        file,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("proof: "), "{err}");
    let class = if out.contains(": N:") { "N" } else { "?" };
    let (code, out, err) = cgcheck(&["check-proof", file]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!(
            "domineering position .../.../..# (3 x 3) is {class}"
        )),
        "{out}"
    );
    let text = std::fs::read_to_string(&path).expect("proof");
    std::fs::write(&path, text.replace("outcome N", "outcome P")).expect("write");
    let (code, _, err) = cgcheck(&["check-proof", file]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("invalid proof") && err.trim_end().lines().count() == 1,
        "{err}"
    );
    // `solve domineering M N --proof` keeps the M N output and writes the proof too.
    let (code, out, err) = cgcheck(&["solve", "domineering", "3", "4", "--proof", file]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("domineering 3x4 (m rows"), "{out}");
    let (code, out, _) = cgcheck(&["check-proof", file]);
    assert_eq!(code, 0);
    assert!(out.contains("(3 x 4) is R"), "{out}");
    let _ = std::fs::remove_file(&path);
}

/// `sg cube` (the hypercube vertex game is impartial) agrees with `solve cube` on who wins.
#[test]
fn sg_cube_agrees_with_solve_cube() {
    for d in 1..=4 {
        let (code, sg, err) = cgcheck(&["sg", "cube", &d.to_string(), "--json"]);
        assert_eq!(code, 0, "{err}");
        let sg: serde_json::Value = serde_json::from_str(&sg).expect("JSON");
        let (code, solved, err) = cgcheck(&["solve", "cube", &d.to_string(), "--json"]);
        assert_eq!(code, 0, "{err}");
        let solved: serde_json::Value = serde_json::from_str(&solved).expect("JSON");
        assert_eq!(
            sg["sg"].as_u64() != Some(0),
            solved["first_player_wins"].as_bool().expect("a bool"),
            "Q_{d}"
        );
    }
}

/// `cgcheck claims` shows the status CLAIMS.md shows: a claim whose stored (current) hunt
/// found a counterexample is refuted there too (it ignored hunts and said verified).
#[test]
fn claims_list_takes_the_stored_hunts_into_account() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("evidence/deep.json")).unwrap();
    let mut store: serde_json::Value = serde_json::from_str(&text).unwrap();
    let (code, out, err) = cgcheck(&["claims", "--claim", "SL-Zermelo", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("refuted"), "{out}");
    store["hunts"]["SL-Zermelo"]["counterexample"] =
        serde_json::json!(["a planted counterexample", "cgcheck solve nim 1"]);
    let dir = std::env::temp_dir().join(format!("cgcheck-claims-hunt-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("deep.json");
    std::fs::write(&path, store.to_string()).unwrap();
    let evidence = path.display().to_string();
    let (code, out, err) = cgcheck(&[
        "claims",
        "--claim",
        "SL-Zermelo",
        "--json",
        "--evidence",
        &evidence,
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 0, "{err}");
    let rows: serde_json::Value = serde_json::from_str(&out).unwrap();
    let status = rows[0]["status"].as_str().unwrap();
    assert!(status.starts_with("refuted"), "{out}");
}

/// A claim named twice is run and counted once.
#[test]
fn a_claim_named_twice_runs_once() {
    let (code, out, err) = cgcheck(&[
        "verify",
        "--claim",
        "SL-Sub123",
        "--claim",
        "SL-Sub123",
        "--no-write",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("more than once"), "{err}");
    let rows: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(rows.as_array().map(Vec::len), Some(1), "{out}");
}

/// `solve domineering ... --outcome-only --first left|right` (issue 46, item 1): one search
/// for the chosen first player, agreeing with the reference solver's class on every board up
/// to 4 x 5 and on positions, in text and JSON.
#[test]
fn domineering_first_player_agrees_with_the_reference_class() {
    let json = |args: &[&str]| -> serde_json::Value {
        let (code, out, err) = cgcheck(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
    };
    let mut given: Vec<Vec<String>> = Vec::new();
    for m in 1..=4 {
        for n in 1..=5 {
            given.push(vec![m.to_string(), n.to_string()]);
        }
    }
    for p in [
        "..#./..../....",
        "#.../..../...#/....",
        "...../.#.#./.....",
        "../../..",
    ] {
        given.push(vec!["--position".into(), p.into()]);
    }
    for g in &given {
        let mut args: Vec<&str> = vec!["solve", "domineering"];
        args.extend(g.iter().map(String::as_str));
        let mut reference = args.clone();
        reference.extend(["--outcome-only", "--reference", "--json"]);
        let class = json(&reference)["outcome"].as_str().unwrap().to_string();
        for (first, name) in [(true, "left"), (false, "right")] {
            let expected = match class.as_str() {
                "N" => true,
                "P" => false,
                "L" => first,
                _ => !first,
            };
            let mut one = args.clone();
            one.extend(["--outcome-only", "--first", name, "--json"]);
            let answer = json(&one);
            assert_eq!(
                answer["first_player_wins"], expected,
                "{g:?} {name}: class {class}"
            );
            assert_eq!(answer["first"], name);
            let mut text = args.clone();
            text.extend(["--outcome-only", "--first", name]);
            let (code, out, _) = cgcheck(&text);
            let winner = if expected == first {
                "Left wins"
            } else {
                "Right wins"
            };
            assert_eq!(code, 0);
            assert!(out.contains(winner), "{g:?} {name}: {out}");
        }
    }
    let (code, _, err) = cgcheck(&[
        "solve",
        "domineering",
        "3",
        "3",
        "--outcome-only",
        "--first",
        "up",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not a player"), "{err}");
    let (code, _, err) = cgcheck(&["solve", "domineering", "3", "3", "--first", "left"]);
    assert_eq!(code, 2, "{err}");
}

/// Positions of 65 to 128 cells (issue 46, item 2): `--outcome-only` (and `--first`) solve
/// them by the 128-bit solver. A 9 x 9 or 8 x 10 position whose empty cells are a window of
/// a few rows and columns (some of them filled) is the game on that window: its class is the
/// reference solver's on the window alone.
#[test]
fn domineering_positions_past_64_cells_agree_with_the_reference_on_their_window() {
    let json = |args: &[&str]| -> serde_json::Value {
        let (code, out, err) = cgcheck(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
    };
    let mut seed = 7u64;
    for (rows, cols, top, left, h, w) in [
        (9, 9, 2, 3, 3, 4),
        (9, 9, 0, 0, 4, 4),
        (8, 10, 4, 5, 4, 5),
        (8, 10, 1, 0, 2, 7),
        (11, 11, 6, 6, 5, 4),
    ] {
        for fill in 0..3 {
            // The window's own cells, some filled at random (none for fill 0).
            let window: Vec<Vec<bool>> = (0..h)
                .map(|_| {
                    (0..w)
                        .map(|_| {
                            seed = seed
                                .wrapping_mul(6364136223846793005)
                                .wrapping_add(1442695040888963407);
                            fill > 0 && (seed >> 60) < 3
                        })
                        .collect()
                })
                .collect();
            let text = |r0: usize, c0: usize, rr: usize, cc: usize| {
                (0..rr)
                    .map(|r| {
                        (0..cc)
                            .map(|c| {
                                let inside = r >= r0 && r < r0 + h && c >= c0 && c < c0 + w;
                                if inside && !window[r - r0][c - c0] {
                                    '.'
                                } else {
                                    '#'
                                }
                            })
                            .collect::<String>()
                    })
                    .collect::<Vec<_>>()
                    .join("/")
            };
            let wide = text(top, left, rows, cols);
            let small = text(0, 0, h, w);
            let reference = json(&[
                "solve",
                "domineering",
                "--position",
                &small,
                "--outcome-only",
                "--reference",
                "--json",
            ]);
            let class = reference["outcome"].as_str().unwrap().to_string();
            let answer = json(&[
                "solve",
                "domineering",
                "--position",
                &wide,
                "--outcome-only",
                "--json",
            ]);
            assert_eq!(answer["outcome"], class.as_str(), "{wide} against {small}");
            let left_first = json(&[
                "solve",
                "domineering",
                "--position",
                &wide,
                "--outcome-only",
                "--first",
                "left",
                "--json",
            ]);
            assert_eq!(
                left_first["first_player_wins"],
                class == "N" || class == "L",
                "{wide}: class {class}"
            );
        }
    }
    let (code, _, err) = cgcheck(&[
        "solve",
        "domineering",
        "--position",
        &vec![".".repeat(9); 9].join("/"),
        "--outcome-only",
        "--reference",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("too many for the reference solver"), "{err}");
}

/// `--table-bits N` (issue 46): any table size gives the reference's answers, on empty boards
/// (the row of cuts and searches), positions, one first player and positions past 64 cells,
/// with the smallest table (2^9 slots, which forgets nearly everything) and a middling one;
/// the work guard's memory forecast is the chosen table's (2^36 slots is refused as beyond
/// the machine, even on 2 x 2); bad sizes are refused in one line with exit code 2.
#[test]
fn domineering_table_bits_keep_the_answers() {
    let json = |args: &[&str]| -> serde_json::Value {
        let (code, out, err) = cgcheck(args);
        assert_eq!(code, 0, "{args:?}: {err}");
        serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
    };
    let given: [[&str; 2]; 6] = [
        ["4", "5"],
        ["5", "4"],
        ["3", "6"],
        ["--position", "..#./..../...."],
        ["--position", "...../.#.#./....."],
        ["--position", "#.../..../...#/...."],
    ];
    for g in &given {
        let mut args: Vec<&str> = vec!["solve", "domineering"];
        args.extend(g.iter().copied());
        let mut reference = args.clone();
        reference.extend(["--outcome-only", "--reference", "--json"]);
        let class = json(&reference)["outcome"].clone();
        for bits in ["9", "16"] {
            let mut sized = args.clone();
            sized.extend(["--outcome-only", "--json", "--table-bits", bits]);
            assert_eq!(json(&sized)["outcome"], class, "{g:?} bits {bits}");
            sized.extend(["--first", "right"]);
            let wins = json(&sized)["first_player_wins"].clone();
            let expected = matches!(class.as_str(), Some("N" | "R"));
            assert_eq!(wins, expected, "{g:?} bits {bits}: class {class}");
        }
    }
    // A 9 x 9 position whose empty cells are the 3 x 4 window at its top left.
    let wide = (0..9)
        .map(|r| {
            (0..9)
                .map(|c| if r < 3 && c < 4 { '.' } else { '#' })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/");
    let small = json(&[
        "solve",
        "domineering",
        "--position",
        "..../..../....",
        "--outcome-only",
        "--reference",
        "--json",
    ]);
    let answer = json(&[
        "solve",
        "domineering",
        "--position",
        &wide,
        "--outcome-only",
        "--json",
        "--table-bits",
        "9",
    ]);
    assert_eq!(answer["outcome"], small["outcome"]);
    let (code, _, err) = cgcheck(&[
        "solve",
        "domineering",
        "2",
        "2",
        "--outcome-only",
        "--table-bits",
        "36",
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("549.8 GB") || err.contains("--force"), "{err}");
    for bad in ["8", "37", "x", "-1", "", "99999999999999999999"] {
        let (code, out, err) = cgcheck(&[
            "solve",
            "domineering",
            "3",
            "3",
            "--outcome-only",
            "--table-bits",
            bad,
        ]);
        assert_eq!(code, 2, "{bad:?}: {err}");
        assert!(
            out.is_empty() && err.trim().lines().count() == 1,
            "{bad:?}: {err}"
        );
        assert!(err.contains("table bits"), "{bad:?}: {err}");
    }
    let (code, _, err) = cgcheck(&["solve", "domineering", "3", "3", "--table-bits", "20"]);
    assert_eq!(code, 2, "{err}");
}
