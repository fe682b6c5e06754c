//! Positions from files and stdin (`--input FILE`, `-`), `cgcheck sg` for every impartial
//! game against the reference solvers, `solve mnk --after` naming the next stones, and
//! `verify` printing the counts of the CLAIMS.md it writes.

use cgcheck::core::reference::GrundySolver;
use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::solver::Solver;
use cgcheck::games::subtraction::{SubtractionSet, reference_values};
use cgcheck::games::wythoff::{self, Wythoff};
use std::path::PathBuf;

use crate::common;

use common::cgcheck_stdin as run;

fn cgcheck(args: &[&str]) -> (i32, String, String) {
    run(args, b"")
}

/// A temporary file holding `bytes`, removed when dropped.
struct Temp(PathBuf);

impl Temp {
    fn new(name: &str, bytes: &[u8]) -> Temp {
        let p = std::env::temp_dir().join(format!("cgcheck-inputs-{}-{name}", std::process::id()));
        std::fs::write(&p, bytes).expect("temp file");
        Temp(p)
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("UTF-8 temp path")
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
        // A certificate's provenance file, written beside it.
        let _ = std::fs::remove_file(cgcheck::records::sidecar(&self.0));
    }
}

/// The text with every decimal number (a timing: "searched in 0.10 s") written `#.#`, so
/// that two runs compare equal on a loaded machine.
fn without_timings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let digits = |mut j: usize| {
            while j < chars.len() && chars[j].is_ascii_digit() {
                j += 1;
            }
            j
        };
        let end = digits(i);
        if end > i && end + 1 < chars.len() && chars[end] == '.' && chars[end + 1].is_ascii_digit()
        {
            out.push_str("#.#");
            i = digits(end + 1);
        } else if end > i {
            out.extend(&chars[i..end]);
            i = end;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// `base + argument` and `base + --input FILE` / `--input -` (the file holding `text`) print
/// the same (timings aside), with exit code 0.
fn same_as_argument(base: &[&str], argument: &[&str], text: &str, option: &str, name: &str) {
    let with = |extra: &[&str], stdin: &[u8]| {
        let args: Vec<&str> = base.iter().chain(extra).copied().collect();
        run(&args, stdin)
    };
    let (code, expected, err) = with(argument, b"");
    assert_eq!(code, 0, "{base:?} {argument:?}: {err}");
    assert!(!expected.is_empty());
    let expected = without_timings(&expected);
    let file = Temp::new(name, text.as_bytes());
    let (code, from_file, err) = with(&[option, file.path()], b"");
    assert_eq!(code, 0, "{base:?} {option} file: {err}");
    assert_eq!(
        without_timings(&from_file),
        expected,
        "{base:?} {option} file"
    );
    let (code, from_stdin, err) = with(&[option, "-"], text.as_bytes());
    assert_eq!(code, 0, "{base:?} {option} -: {err}");
    assert_eq!(
        without_timings(&from_stdin),
        expected,
        "{base:?} {option} -"
    );
}

#[test]
fn timings_are_masked_and_nothing_else() {
    assert_eq!(
        without_timings("searched in 0.10 s, 4 positions, n = 12"),
        "searched in #.# s, 4 positions, n = 12"
    );
}

#[test]
fn every_input_from_a_file_or_stdin_reads_as_the_argument() {
    same_as_argument(
        &["solve", "subtraction", "--set", "1,3,4"],
        &["21"],
        "21\n",
        "--input",
        "sub",
    );
    same_as_argument(
        &["solve", "nim"],
        &["13", "23", "28"],
        "13\n23 28\n\n",
        "--input",
        "nim",
    );
    same_as_argument(
        &["solve", "wythoff"],
        &["26", "34"],
        "26 34\n",
        "--input",
        "wyt",
    );
    // Rows on separate lines are the `;` form.
    same_as_argument(
        &["solve", "seki"],
        &["3 0 0; 0 3 0; 1 1 3"],
        "3 0 0\n0 3 0\n1 1 3\n",
        "--input",
        "seki",
    );
    same_as_argument(
        &["solve", "mnk", "3", "3", "3"],
        &["--after", "b2 b1"],
        "b2\nb1\n",
        "--after-file",
        "after",
    );
    same_as_argument(
        &["solve", "domineering"],
        &["3", "4"],
        "3 4\n",
        "--input",
        "dom",
    );
    // A position file: rows on separate lines are the `/` form (anything but two whole
    // numbers is a position).
    same_as_argument(
        &["solve", "domineering"],
        &["--position", "..#./..../...."],
        "..#.\n....\n....\n",
        "--input",
        "dompos",
    );
    same_as_argument(
        &["sg", "column-row", "--moves"],
        &["5,3,3,1"],
        "5,3,3,1\n",
        "--input",
        "cr",
    );
    same_as_argument(
        &["line", "mnk", "3", "3", "3"],
        &["1. b2 ... a1 2. c1 ... a3(F)"],
        "1. b2 ... a1\n2. c1 ... a3(F)\n",
        "--input",
        "line",
    );
    same_as_argument(
        &["sg", "subtraction", "--set", "1,3,4", "--moves"],
        &["1000000000000"],
        "1000000000000\n",
        "--input",
        "sgsub",
    );
    same_as_argument(
        &["sg", "nim", "--moves"],
        &["3", "5", "6"],
        "3 5 6\n",
        "--input",
        "sgnim",
    );
    same_as_argument(
        &["sg", "wythoff", "--moves"],
        &["7", "4"],
        "7 4\n",
        "--input",
        "sgwyt",
    );
}

#[test]
fn check_certificate_reads_stdin() {
    let cert = Temp::new("cert", b"");
    let (code, _, err) = cgcheck(&["solve", "mnk", "3", "3", "3", "--certificate", cert.path()]);
    assert_eq!(code, 0, "{err}");
    let (code, from_file, err) = cgcheck(&["check-certificate", cert.path()]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read(&cert.0).expect("certificate");
    let (code, from_stdin, err) = run(&["check-certificate", "-"], &text);
    assert_eq!(code, 0, "{err}");
    assert_eq!(from_stdin, from_file);
    assert!(from_stdin.contains("valid"), "{from_stdin}");
}

/// Exit code 2, nothing on stdout, one line on stderr containing `needle`.
fn refused(args: &[&str], stdin: &[u8], needle: &str) {
    let (code, out, err) = run(args, stdin);
    assert_eq!(code, 2, "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?}: {out}");
    assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn bad_inputs_are_refused_with_one_line() {
    // Oversize: one byte past the 128 KiB an argument may have, from a file and from stdin.
    let big = vec![b'1'; 128 * 1024 + 1];
    let file = Temp::new("big", &big);
    refused(&["solve", "nim", "--input", file.path()], b"", "too large");
    refused(&["solve", "nim", "--input", "-"], &big, "too large");
    // An endless stream is refused after the cap, not read whole.
    if std::path::Path::new("/dev/zero").exists() {
        refused(&["solve", "nim", "--input", "/dev/zero"], b"", "too large");
    }
    refused(
        &["solve", "nim", "--input", "/no/such/cgcheck/file"],
        b"",
        "no such file",
    );
    let dir = std::env::temp_dir();
    let dir = dir.to_str().expect("UTF-8");
    refused(&["solve", "wythoff", "--input", dir], b"", "directory");
    refused(&["solve", "nim", "--input", "-"], &[b'1', 0xff], "UTF-8");
    refused(&["solve", "nim", "--input", "-"], b" \n\n", "empty");
    // Both the argument and --input, or neither.
    let heaps = Temp::new("heaps", b"1 2 3\n");
    refused(
        &["solve", "nim", "4", "--input", heaps.path()],
        b"",
        "cannot be used",
    );
    refused(
        &[
            "solve",
            "subtraction",
            "--set",
            "1,2",
            "7",
            "--input",
            heaps.path(),
        ],
        b"",
        "cannot be used",
    );
    refused(&["solve", "wythoff"], b"", "required");
    refused(&["sg", "column-row"], b"", "required");
    refused(
        &[
            "solve",
            "mnk",
            "3",
            "3",
            "3",
            "--after",
            "b2",
            "--after-file",
            heaps.path(),
        ],
        b"",
        "cannot be used",
    );
    // The file's text goes through the argument's parser: exact numbers or a refusal.
    refused(&["solve", "wythoff", "--input", "-"], b"1 2 3", "two piles");
    refused(&["solve", "nim", "--input", "-"], b"3 -1", "non-negative");
    refused(
        &["sg", "nim", "--input", "-"],
        b"18446744073709551616",
        "too large",
    );
    refused(&["sg", "subtraction", "--set", "1,3,4", "x"], b"", "'x'");
    refused(&["sg", "wythoff", "3", "-2"], b"", "non-negative");
    refused(
        &["sg", "wythoff", "99999999999999999999", "2"],
        b"",
        "too large",
    );
    // Past the machine without --force: refused with the estimate.
    refused(&["sg", "wythoff", "1000000", "1000000"], b"", "--force");
}

fn json(args: &[&str]) -> serde_json::Value {
    let (code, out, err) = cgcheck(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).expect("JSON")
}

#[test]
fn sg_subtraction_equals_the_reference_values() {
    for set in ["1,3,4", "2,5,6", "1,4"] {
        let reference = reference_values(&SubtractionSet::parse(set).expect("set"), 40);
        for n in [0u64, 1, 2, 5, 13, 21, 33, 40] {
            let v = json(&[
                "sg",
                "subtraction",
                "--set",
                set,
                &n.to_string(),
                "--moves",
                "--json",
            ]);
            assert_eq!(
                v["sg"],
                u64::from(reference[n as usize]),
                "S = {set}, n = {n}"
            );
            for m in v["moves"].as_array().expect("moves") {
                let r = m["result"].as_u64().expect("result") as usize;
                assert_eq!(m["sg"], u64::from(reference[r]), "S = {set}, {n} -> {r}");
            }
        }
    }
}

#[test]
fn sg_nim_is_the_nim_sum_and_so_is_each_move() {
    let heaps = [13u64, 23, 28];
    let v = json(&["sg", "nim", "13", "23", "28", "--moves", "--json"]);
    assert_eq!(v["sg"], 13 ^ 23 ^ 28);
    let moves = v["moves"].as_array().expect("moves");
    assert_eq!(moves.len(), 13 + 23 + 28);
    for m in moves {
        let i = m["heap"].as_u64().expect("heap") as usize - 1;
        let mut after = heaps;
        after[i] = m["to"].as_u64().expect("to");
        assert_eq!(m["sg"], after.iter().fold(0, |a, h| a ^ h), "{m}");
    }
    let v = json(&["sg", "nim", "18446744073709551615", "1", "--json"]);
    assert_eq!(v["sg"], u64::MAX ^ 1);
}

#[test]
fn sg_wythoff_equals_the_literal_mex_and_is_zero_exactly_on_p_positions() {
    let mut reference = GrundySolver::new(&Wythoff);
    for (x, y) in [(12u64, 17u64), (20, 20), (0, 9), (13, 8)] {
        let v = json(&[
            "sg",
            "wythoff",
            &x.to_string(),
            &y.to_string(),
            "--moves",
            "--json",
        ]);
        assert_eq!(v["sg"], u64::from(reference.grundy(&(x, y))), "({x},{y})");
        let moves = v["moves"].as_array().expect("moves");
        assert_eq!(moves.len() as u64, x + y + x.min(y));
        for m in moves {
            let a = m["result"][0].as_u64().expect("a");
            let b = m["result"][1].as_u64().expect("b");
            assert_eq!(m["sg"], u64::from(reference.grundy(&(a, b))), "({a},{b})");
        }
    }
    for x in 0..10u64 {
        for y in 0..10u64 {
            let v = json(&["sg", "wythoff", &x.to_string(), &y.to_string(), "--json"]);
            assert_eq!(v["sg"] == 0, wythoff::is_p(x, y), "({x},{y})");
        }
    }
}

/// The next stones `solve mnk M N K --after STONES` lists, checked one by one with the
/// minimax solver: each listed stone keeps the position's value for the side to move, and
/// no other stone does.
fn check_next_stones(after: &str, method: &[&str], kind: &str) {
    let mut args = vec!["solve", "mnk", "3", "3", "3", "--after", after, "--json"];
    args.extend(method);
    let v = json(&args);
    assert_eq!(v["next_stones_kind"], kind, "{after}: {v}");
    let g = Params::new(3, 3, 3, 1, 1).expect("game");
    let stones = g.parse_cells(after).expect("stones");
    let (black, white) = g.replay(&stones).expect("legal");
    let b_to_move = g.turn(stones.len()).0;
    assert_eq!(v["to_move"], if b_to_move { "B" } else { "W" });
    let mut solver = Solver::new(g).expect("solver");
    let value = solver.value(black, white);
    let listed: Vec<String> = v["next_stones"]
        .as_array()
        .expect("next stones")
        .iter()
        .map(|s| s.as_str().expect("name").to_string())
        .collect();
    assert!(!listed.is_empty(), "{after}: {v}");
    for c in 0..g.cells() {
        if (black | white) >> c & 1 == 1 {
            continue;
        }
        let child = if b_to_move {
            solver.value(black | 1 << c, white)
        } else {
            solver.value(black, white | 1 << c)
        };
        assert_eq!(
            listed.contains(&g.cell_name(c)),
            child == value,
            "{after}: stone {} leads to {child:?}, the position is {value:?}",
            g.cell_name(c)
        );
    }
}

#[test]
fn solve_mnk_after_names_the_best_next_stones() {
    for method in [&[][..], &["--minimax"][..], &["--reference"][..]] {
        // Centre answered on an edge: B wins, and the listed stones are B's winning ones.
        check_next_stones("b2 b1", method, "winning");
        // Centre answered in a corner: a draw; the listed stones keep it.
        check_next_stones("b2 a1", method, "drawing");
        check_next_stones("b2", method, "drawing");
    }
    let (code, out, err) = cgcheck(&["solve", "mnk", "3", "3", "3", "--after", "b2 b1"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("B to move"), "{out}");
    assert!(
        out.contains("B's winning next stones: a1 c1 a2 c2 a3 c3"),
        "{out}"
    );
    // With p = 2 the listed stone is the turn's next one, and the output says so.
    let (code, out, err) = cgcheck(&[
        "solve",
        "mnk",
        "4",
        "4",
        "3",
        "--p",
        "2",
        "--after",
        "b2 c3 c2",
        "--minimax",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("B to move, 2 stones left this turn"), "{out}");
    assert!(out.contains("the turn's next stone"), "{out}");
    // A finished position is reported as finished, with no next stone.
    let (code, out, _) = cgcheck(&["solve", "mnk", "3", "3", "3", "--after", "a1 b1 a2 b2 a3"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("the game is over") && !out.contains("next stones"),
        "{out}"
    );
}

/// "98 claims: 9 proved, 50 verified, ..." as (keyword, count) pairs.
fn counts(line: &str) -> Vec<(String, u64)> {
    let (total, rest) = line.split_once(" claims: ").expect("counts line");
    let mut out = vec![("claims".to_string(), total.trim().parse().expect("total"))];
    for part in rest.split(" (").next().unwrap_or("").split(", ") {
        let (n, k) = part.split_once(' ').expect("count keyword");
        out.push((k.to_string(), n.parse().expect("count")));
    }
    out
}

/// `verify` prints the counts CLAIMS.md shows (stored deep records and hunts included), not
/// the quick run's: checked on claims whose quick status and report status differ
/// (SEKI-1.8-WW: open quick, refuted by its deep record; MNK-T1: verified quick, open deep)
/// against the committed CLAIMS.md's rows, without re-running every check (the full run's
/// counts line comes from the same `report::shown`).
#[test]
fn verify_prints_the_counts_of_the_claims_md_it_writes() {
    let ids = ["SEKI-1.8-WW", "MNK-T1", "SL-Nim"];
    let mut args = vec!["verify", "--no-write"];
    for id in &ids {
        args.extend(["--claim", id]);
    }
    let (code, printed, err) = cgcheck(&args);
    assert_eq!(code, 0, "{err}");
    let line = printed
        .lines()
        .find(|l| l.contains(" claims: ") && l.contains("as CLAIMS.md would show them"))
        .unwrap_or_else(|| panic!("no counts line in {printed}"));
    let report = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/CLAIMS.md"))
        .expect("CLAIMS.md");
    let mut from_report: Vec<(String, u64)> = vec![("claims".to_string(), ids.len() as u64)];
    for id in ids {
        let row = report
            .lines()
            .find(|l| l.starts_with(&format!("| {id} |")))
            .unwrap_or_else(|| panic!("no row for {id}"));
        let status = row.split('|').map(str::trim).nth(4).expect("status cell");
        let keyword = status
            .split_whitespace()
            .next()
            .expect("status word")
            .to_string();
        match from_report.iter_mut().find(|(k, _)| *k == keyword) {
            Some(entry) => entry.1 += 1,
            None => from_report.push((keyword, 1)),
        }
    }
    let mut from_print = counts(line);
    from_report.sort();
    from_print.sort();
    assert_eq!(from_print, from_report, "printed: {line}");
}
