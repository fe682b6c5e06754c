//! `cgcheck solve domineering M N --outcome-only` (an empty board of up to 128 cells) and
//! `cgcheck table outcome --rows M --max N`: classes of empty rectangles, row by row, each by
//! a cut into narrower boards where their classes prove it, else by search
//! ([`crate::games::domineering::cuts`]).

use super::CliError;
use super::dom_position::Options;
use super::figures::{self, FigureArgs};
use crate::core::InputError;
use crate::games::domineering::board::{Board, WIDE_MAX_CELLS};
use crate::games::domineering::cost;
use crate::games::domineering::cuts::{self, Found, Rectangle, Rows};
use crate::guard::{Estimate, Heartbeat};
use serde_json::json;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

/// The work guard for one board about to be searched: its forecast, refused beyond the
/// machine (without `--force`), announced with a heartbeat when long.
fn admit(board: Board) -> Result<Heartbeat, InputError> {
    admit_counting(board, None, None)
}

/// [`admit`], the heartbeat showing the positions the search adds to `counted` (reset to
/// zero for this board) and their rate; the memory forecast with a table of 2^`table_bits`
/// slots when given.
fn admit_counting(
    board: Board,
    counted: Option<Arc<AtomicU64>>,
    table_bits: Option<u32>,
) -> Result<Heartbeat, InputError> {
    let forecast = super::dom_position::with_table(
        cost::outcome_class(board.rows, board.cols),
        board,
        table_bits,
    );
    let estimate = Estimate::new(
        format!("Domineering {} x {} outcome", board.rows, board.cols),
        forecast.seconds,
        forecast.bytes,
    );
    match counted {
        Some(count) => estimate.admit_counting(count),
        None => estimate.admit(),
    }
    .map_err(|e| InputError::new(format!("too large for this machine: {e}")))
}

/// Refuses boards beyond 128 cells, saying so.
fn check_size(rows: usize, cols: usize) -> Result<(), InputError> {
    Board::wide(rows, cols).map(|_| ()).map_err(|e| {
        InputError::new(format!(
            "{e} (the class of an empty board is found for at most {WIDE_MAX_CELLS} cells)"
        ))
    })
}

/// What a board's class rests on, in words, for the m x n board the user named (`transposed`:
/// it was solved as its transpose, the n x m board, with the players exchanged).
fn how(r: &Rectangle, transposed: bool) -> String {
    let (m, n) = (r.rows, r.cols);
    let parts = |a: usize| {
        if transposed {
            format!("{a}x{m} + {}x{m}", n - a)
        } else {
            format!("{m}x{a} + {m}x{}", n - a)
        }
    };
    let (name, bound, side, loser) = if transposed {
        (format!("{n}x{m}"), "at least", "rows", "Left")
    } else {
        (format!("{m}x{n}"), "at most", "columns", "Right")
    };
    match r.found {
        Found::Searched => format!("by search ({} positions)", r.nodes),
        Found::CutNegative { first } => format!(
            "by a cut: {name} is {bound} {} (a cut between {side} takes moves from {loser} alone), a sum {} wins whoever starts",
            parts(first),
            if transposed { "Left" } else { "Right" }
        ),
        Found::CutThenSearched { first } => format!(
            "by a cut: {name} is {bound} {} (a cut between {side} takes moves from {loser} alone), a sum of value 0, so {} moving first loses; the other first player by search ({} positions)",
            parts(first),
            if transposed { "Right" } else { "Left" },
            r.nodes
        ),
    }
}

/// `solve domineering M N --outcome-only`: the class of the empty m x n board (up to 128
/// cells), solved with the row of its narrow side (`m x 1 .. m x n`, transposed when m > n).
pub fn rectangle_outcome(m: usize, n: usize, options: &Options) -> Result<(), CliError> {
    let transposed = m > n;
    let (narrow, long) = if transposed { (n, m) } else { (m, n) };
    check_size(narrow, long)?;
    super::dom_position::check_record_path(options, &vec![".".repeat(n); m].join("/"))?;
    let started = std::time::Instant::now();
    let progress = Arc::new(AtomicU64::new(0));
    let counted = Arc::clone(&progress);
    let bits = options.table_bits;
    let mut rows = Rows::new(narrow, long, true, move |board| {
        admit_counting(board, Some(Arc::clone(&counted)), bits)
    })?
    .counting(progress)
    .table_bits(bits);
    let last = rows.get(long)?;
    let seconds = started.elapsed().as_secs_f64();
    let row: Vec<Rectangle> = rows.solved().copied().collect();
    let class = if transposed {
        cuts::transposed(last.class)
    } else {
        last.class
    };
    let nodes: u64 = row.iter().map(|r| r.nodes).sum();
    let cut = row.iter().filter(|r| r.found != Found::Searched).count();
    let counts = [(m - 1) * n, m * (n - 1)];
    let (found, first) = last.found.name_and_cut();
    let answer = json!({
        "game": "domineering", "position": vec![".".repeat(n); m].join("/"),
        "m": m, "n": n, "outcome": class.to_string(), "finished": counts == [0, 0],
        "left_moves": counts[0], "right_moves": counts[1],
        "found": found, "cut_after": first, "nodes": nodes, "seconds": seconds,
        "row": {"boards": row.len(), "searched": row.len() - proved_by_cut(&row), "cut": cut},
    });
    super::dom_position::write_record(options, answer.clone(), seconds)?;
    if options.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&answer).unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "domineering {m}x{n} position (empty board): {class}: {}",
        super::domineering::class_meaning(class)
    );
    if counts == [0, 0] {
        println!(
            "the game is already over: neither player has a move, so whoever is to move loses"
        );
    }
    println!("{}", how(&last, transposed));
    println!(
        "searched {nodes} positions in {seconds:.1} s, solving {} of the row {narrow}x1 .. {narrow}x{long}, {cut} of them by cuts{}",
        if row.len() == 1 {
            "1 board".to_string()
        } else {
            format!("{} boards", row.len())
        },
        if transposed {
            format!(" (the transpose of {m}x{n}, players exchanged)")
        } else {
            String::new()
        }
    );
    Ok(())
}

/// The one-letter note of how a board was found: `s` search, `c` cut, `+` cut then search.
fn mark(found: Found) -> char {
    match found {
        Found::Searched => 's',
        Found::CutNegative { .. } => 'c',
        Found::CutThenSearched { .. } => '+',
    }
}

/// `table outcome --rows M --max N`: the classes of m x 1 .. m x n.
pub fn table_row(
    rows: usize,
    max: usize,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    check_size(rows, max)?;
    let started = std::time::Instant::now();
    let row = cuts::row(rows, max, true, admit)?;
    let seconds = started.elapsed().as_secs_f64();
    let classes: Vec<String> = row.iter().map(|r| r.class.to_string()).collect();
    figure.emit(|| figures::domineering::outcome_row(rows, &classes))?;
    if as_json {
        let boards: Vec<_> = row
            .iter()
            .map(|r| {
                let (found, first) = r.found.name_and_cut();
                json!({"m": r.rows, "n": r.cols, "outcome": r.class.to_string(), "found": found,
                       "cut_after": first, "nodes": r.nodes, "seconds": r.seconds})
            })
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&boards).unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "Domineering outcome classes of {rows} x n boards ({rows} rows, n columns; Left places vertical dominoes):"
    );
    println!("L = Left wins, R = Right wins, N = first player wins, P = second player wins");
    println!(
        "found by: s = search, c = a cut into two narrower boards whose classes prove it (no search),"
    );
    println!(
        "          + = a cut proving Left moving first loses, then a search of Right moving first"
    );
    for chunk in row.chunks(20) {
        let line = |f: &dyn Fn(&Rectangle) -> String| {
            chunk
                .iter()
                .map(|r| format!("{:>3}", f(r)))
                .collect::<String>()
        };
        println!("{:>6} |{}", "n", line(&|r| r.cols.to_string()));
        println!("{:>6} |{}", "class", line(&|r| r.class.to_string()));
        println!("{:>6} |{}", "found", line(&|r| mark(r.found).to_string()));
    }
    let nodes: u64 = row.iter().map(|r| r.nodes).sum();
    println!(
        "{} boards in {seconds:.1} s: {} searched ({nodes} positions), {} proved by cuts alone",
        row.len(),
        row.len() - proved_by_cut(&row),
        proved_by_cut(&row)
    );
    Ok(())
}

/// Boards of the row proved by a cut alone, without search.
fn proved_by_cut(row: &[Rectangle]) -> usize {
    row.iter()
        .filter(|r| matches!(r.found, Found::CutNegative { .. }))
        .count()
}
