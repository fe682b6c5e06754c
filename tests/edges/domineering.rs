//! Edge inputs: Domineering and Column-Row (sizes, numbers, partitions, finished positions).

#[allow(unused_imports)]
use super::run::{cgcheck, ok, refused};

/// Runs far beyond any machine are refused at once with the estimate (time or memory) and
/// the way to insist. (No Domineering class is among them any more: since Obsequi's move
/// preferences the full answer of 8 x 8 takes under two minutes and is announced, the class
/// of 8 x 9 is forecast at minutes, and 9 x 9's class, forecast past two hours (it did not
/// finish in 30 minutes), is refused only after the narrower boards its cuts try, which take
/// tens of seconds; `unit::games::domineering::cost::hopeless_runs_are_forecast_as_such` pins its forecast.
/// The full answer past 64 cells is refused by size below.)
#[test]
fn hopeless_sizes_are_refused_before_they_start() {
    for args in [
        &["alpha", "10", "6000"][..],
        &["alpha", "6000", "10"],
        &["table", "alpha-row", "10", "--max-n", "6000"],
        &["staircase", "--max-n", "31"],
        &[
            "sg",
            "column-row",
            &(1..=60)
                .rev()
                .map(|i| i.to_string())
                .collect::<Vec<_>>()
                .join(","),
        ],
    ] {
        let started = std::time::Instant::now();
        refused(args, "--force");
        assert!(
            started.elapsed().as_secs() < 5,
            "{args:?} took long to refuse"
        );
    }
    refused(&["solve", "domineering", "9", "8"], "more than the 64");
    refused(&["table", "alpha", "--max", "40"], "too large");
    refused(&["polynomial", "domineering", "13", "13"], "too large");
    let tall = vec!["64"; 65].join(",");
    refused(&["sg", "column-row", &tall], "rows + columns");
}

/// Every number is read exactly: no wrap, no clamp, no sign, the user's number quoted.
#[test]
fn numbers_are_read_exactly_or_refused() {
    let huge = "99999999999999999999999";
    refused(
        &["solve", "domineering", huge, "2"],
        &format!("{huge} is too large: at most 10000"),
    );
    refused(
        &["alpha", "3", "10001"],
        "10001 is too large: at most 10000",
    );
    refused(
        &["solve", "cube", "4294967297"],
        "4294967297 is too large: at most 4",
    );
    refused(&["solve", "cube", "0"], "at least 1");
    refused(
        &["table", "column-row", "almost-gamma", "--d", "4294967297"],
        "4294967297 is too large: at most 64",
    );
    refused(
        &["table", "column-row", "almost-gamma", "--d", "13"],
        "--d 13",
    );
    refused(
        &["table", "column-row", "gamma", "--max", "65"],
        "65 is too large: at most 64",
    );
    refused(
        &["table", "outcome", "--max", "9"],
        "9 is too large: at most 8",
    );
    refused(
        &["staircase", "--max-n", "32"],
        "32 is too large: at most 31",
    );
    refused(&["staircase", "--max-n", "-4"], "negative");
    for bad in ["+4", "4.0", "1e3", " 4", "4 ", "0x10", "", "٣"] {
        refused(&["solve", "domineering", bad, "3"], "rows");
        refused(&["table", "alpha", "--max", bad], "max");
    }
    refused(&["solve", "domineering", "0", "3"], "at least 1");
    refused(&["polynomial", "domineering", "3", "-0"], "without a sign");
}

/// A partition keeps every character of its text: a stray one is refused, never skipped.
#[test]
fn partitions_are_read_whole() {
    for (text, needle) in [
        ("5,,3", "empty part"),
        ("5,3,", "empty part"),
        ("5,3x", "part '3x'"),
        ("5;3", "part '5;3'"),
        ("(5,3", "parenthesis"),
        ("3,5", "non-increasing"),
        ("0,1", "non-increasing"),
        ("10001", "too large: at most 10000"),
    ] {
        refused(&["sg", "column-row", text], needle);
    }
    for text in [
        "5,3,3,1",
        "5 3 3 1",
        "(5,3,3,1)",
        " 5, 3,3 ,1 ",
        "5,3,3,1,0",
    ] {
        let out = ok(&["sg", "column-row", text]);
        assert!(out.starts_with("column-row 5,3,3,1: SG 3"), "{text}: {out}");
    }
}

/// Finished positions say so, and their answers are right.
#[test]
fn finished_positions_are_reported_as_finished() {
    let out = ok(&["solve", "domineering", "1", "1"]);
    assert!(
        out.contains(": P:") && out.contains("already over"),
        "{out}"
    );
    let out = ok(&["solve", "domineering", "1", "7"]);
    assert!(
        out.contains(": R:") && out.contains("Left has no move at all"),
        "{out}"
    );
    assert!(
        out.contains("Left moving first cannot move and loses"),
        "{out}"
    );
    let out = ok(&["solve", "domineering", "7", "1"]);
    assert!(
        out.contains(": L:") && out.contains("Right has no move at all"),
        "{out}"
    );
    let out = ok(&["solve", "domineering", "1", "1", "--json"]);
    assert!(out.contains("\"finished\": true"), "{out}");
    for empty in ["0", "()", ""] {
        let out = ok(&["sg", "column-row", empty, "--moves"]);
        assert!(out.starts_with("column-row 0: SG 0 (P-position)"), "{out}");
        assert!(
            out.contains("already over") && out.contains("moves (0;"),
            "{out}"
        );
    }
    let out = ok(&["sg", "column-row", "0", "--json"]);
    assert!(out.contains("\"finished\": true"), "{out}");
    let out = ok(&["alpha", "1", "1"]);
    assert!(out.contains("undefined"), "{out}");
    let out = ok(&["sg", "column-row", "1", "--moves"]);
    assert!(out.contains("SG 1") && out.contains("<- winning"), "{out}");
}

/// Small runs stay quiet: no heartbeat on stderr.
#[test]
fn small_runs_print_no_heartbeat() {
    let out = cgcheck(&["solve", "domineering", "4", "4"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
