//! `cgcheck solve domineering --position TEXT` (or `--input FILE` holding a position),
//! `solve domineering ... --proof FILE`, and `cgcheck check-proof FILE`.
//!
//! A position's answer: the outcome class, every winning first move of each player, and a
//! principal line for each first player (the winner's chosen move, the loser's best
//! resistance, to the end; see [`crate::games::domineering::play`]). Moves are named by their
//! cells (`V a1-a2`, `H a1-b1`: rows from 1 at the top, columns from `a` at the left).

use super::CliError;
use super::figures::{self, FigureArgs};
use crate::core::{InputError, OutcomeClass};
use crate::games::domineering::board::{Board, Domineering};
use crate::games::domineering::cost::{self, Cost};
use crate::games::domineering::outcome::{self, OutcomeSolver};
use crate::games::domineering::play::{Step, moves, principal_line, winning_moves};
use crate::games::domineering::position::{Position, move_name};
use crate::games::domineering::proof::{self, MAX_PROOF_CELLS};
use crate::games::domineering::proof_check;
use crate::guard::{Estimate, Heartbeat};
use crate::records;
use serde_json::json;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

/// Largest number of empty cells the reference solver is run on (`--reference`).
const REFERENCE_MAX_EMPTY: u32 = 20;

/// Largest proof file `check-proof` reads: 1 GiB.
const MAX_PROOF_BYTES: u64 = 1 << 30;

/// The options of `solve domineering` beside the position.
pub struct Options<'a> {
    /// Use the reference solver for the class.
    pub reference: bool,
    /// Print JSON.
    pub json: bool,
    /// Where to write a proof tree.
    pub proof: Option<&'a Path>,
    /// Where to write the `--outcome-only` answer as a record with its provenance.
    pub record: Option<&'a Path>,
    /// With `--outcome-only`: solve for this first player only (`true`: Left).
    pub first: Option<bool>,
    /// With `--outcome-only`: a table of 2^N slots instead of the board's own size.
    pub table_bits: Option<u32>,
    /// Figure output.
    pub figure: &'a FigureArgs,
}

/// Refuses `--proof` before any work when the board is too large for a proof or the path
/// cannot be written (a missing directory, a directory).
pub fn check_proof_path(options: &Options, cells: usize) -> Result<(), InputError> {
    let Some(path) = options.proof else {
        return Ok(());
    };
    if cells > MAX_PROOF_CELLS {
        return Err(InputError::new(format!(
            "--proof: proofs are built for boards of at most {MAX_PROOF_CELLS} cells (6 x 6); this board has {cells}"
        )));
    }
    check_writable("--proof", path)
}

/// Refuses an output path before any work when it cannot be written: a directory, or in a
/// directory that does not exist.
fn check_writable(flag: &str, path: &Path) -> Result<(), InputError> {
    if path.is_dir() {
        return Err(InputError::new(format!(
            "{flag}: {} is a directory",
            path.display()
        )));
    }
    let parent = path.parent().filter(|p| !p.as_os_str().is_empty());
    if parent.is_some_and(|p| !p.is_dir()) {
        return Err(InputError::new(format!(
            "{flag}: the directory of {} does not exist",
            path.display()
        )));
    }
    crate::core::files::check_writable(path).map_err(|e| InputError::new(format!("{flag}: {e}")))
}

/// Refuses `--record` before any work when its path cannot be written, or holds a record of
/// another position (the rule of [`crate::records`]).
pub fn check_record_path(options: &Options, position: &str) -> Result<(), InputError> {
    let Some(path) = options.record else {
        return Ok(());
    };
    check_writable("--record", path)?;
    let question = records::DomineeringOutcome {
        position: position.to_string(),
        outcome: None,
    };
    records::may_write("--record", path, &question, crate::guard::forced())
}

/// Writes `answer` (the `--json` answer of `--outcome-only`) with its provenance to the
/// `--record` path, if one was given: the cgcheck version, the commit the binary was built
/// from, the date, the machine, the threads, the command, the seconds, the peak memory and
/// the fingerprint of the engine code ([`records::domineering_engine`]) and its canary
/// ([`crate::records::artifacts::canary`]). A record of another
/// position or class at the path is not overwritten without `--force`.
/// A deep result kept this way (evidence/domineering/) is checked against the literature
/// by `tests/domineering_literature.rs`.
pub fn write_record(
    options: &Options,
    answer: serde_json::Value,
    seconds: f64,
) -> Result<(), CliError> {
    use crate::core::run_info::{Machine, peak_rss, run_commit, utc_now};
    let Some(path) = options.record else {
        return Ok(());
    };
    let command: Vec<String> = std::env::args().skip(1).collect();
    let answer_text = |k: &str| {
        answer
            .get(k)
            .and_then(serde_json::Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let record = json!({
        "answer": answer,
        "provenance": {
            "version": env!("CARGO_PKG_VERSION"),
            "commit": run_commit(),
            "date": utc_now(),
            "machine": Machine::current(),
            "threads": rayon::current_num_threads(),
            "command": format!("cgcheck {}", shlex::try_join(command.iter().map(String::as_str)).unwrap_or_default()),
            "seconds": seconds,
            "peak_bytes": peak_rss(),
            "engine": records::domineering_engine(),
            "canary": crate::records::artifacts::canary(records::DOMINEERING_ENGINE.name),
        },
    });
    let question = records::DomineeringOutcome {
        position: answer_text("position"),
        outcome: Some(answer_text("outcome")),
    };
    records::may_write("--record", path, &question, crate::guard::forced())?;
    let text = serde_json::to_string_pretty(&record)
        .map_err(|e| CliError::Run(format!("--record: {e}")))?;
    crate::core::files::write_atomic(path, (text + "\n").as_bytes())
        .map_err(|e| CliError::Run(format!("--record: {e}")))?;
    eprintln!("record: {}", path.display());
    Ok(())
}

/// Builds and writes the proof of `position` (when `--proof` was given), saying on stderr
/// where it went and how large it is.
fn write_proof(
    options: &Options,
    position: Position,
    solver: &mut OutcomeSolver,
) -> Result<(), CliError> {
    let Some(path) = options.proof else {
        return Ok(());
    };
    let built = proof::build(position, solver)?;
    crate::core::files::write_atomic_with(path, |mut out| built.write(&mut out))
        .map_err(|e| CliError::Run(format!("--proof: {e}")))?;
    let bytes = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
    eprintln!(
        "proof: {} ({} nodes, {bytes} bytes; check it with `cgcheck check-proof {}`)",
        path.display(),
        built.nodes.len(),
        path.display()
    );
    Ok(())
}

/// `--proof` after `solve domineering M N` (whose output is unchanged).
pub fn proof_of_empty(options: &Options, m: usize, n: usize) -> Result<(), CliError> {
    if options.proof.is_none() {
        return Ok(());
    }
    let board = Board::new(m, n)?;
    let mut solver = OutcomeSolver::try_new(board)?;
    write_proof(options, Position::empty(board), &mut solver)
}

/// Refuses a position with too many empty cells for the reference solver (`--reference`),
/// then admits the run by its estimate (or refuses it, without `--force`); the heartbeat
/// lasts as long as the returned value, and shows the positions added to `counted` (a
/// solver's [`outcome::Solver::counting`]) and their rate.
fn admit(
    position: &Position,
    options: &Options,
    what: &str,
    forecast: Cost,
    counted: Option<Arc<AtomicU64>>,
) -> Result<Heartbeat, CliError> {
    if options.reference && position.empty_cells() > REFERENCE_MAX_EMPTY {
        return Err(InputError::new(format!(
            "the position has {} empty cells, too many for the reference solver (at most {REFERENCE_MAX_EMPTY})",
            position.empty_cells()
        ))
        .into());
    }
    let (m, n) = (position.board.rows, position.board.cols);
    let estimate = Estimate::new(
        format!("Domineering {m} x {n} {what}"),
        forecast.seconds,
        forecast.bytes,
    );
    let admitted = match counted {
        Some(count) => estimate.admit_counting(count),
        None => estimate.admit(),
    };
    Ok(admitted.map_err(|e| InputError::new(format!("too large for this machine: {e}")))?)
}

/// The position's class, by the reference solver with `--reference`, else by `solver`.
fn class_of(position: &Position, options: &Options, solver: &mut OutcomeSolver) -> OutcomeClass {
    if options.reference {
        outcome::reference(position.board, position.filled)
    } else {
        solver.outcome(position.filled)
    }
}

/// `cgcheck solve domineering ... --outcome-only`: the outcome class alone (each first
/// player's result from `position`), without proving every first move, which on a large
/// board costs many times the class itself; with the size of the search.
pub fn outcome_only(position: Position, options: &Options) -> Result<(), CliError> {
    let board = position.board;
    let (m, n) = (board.rows, board.cols);
    check_record_path(options, &position.to_string())?;
    let forecast = with_table(cost::outcome_class(m, n), board, options.table_bits);
    let progress = Arc::new(AtomicU64::new(0));
    let _beat = admit(
        &position,
        options,
        "outcome",
        forecast,
        Some(Arc::clone(&progress)),
    )?;
    let started = std::time::Instant::now();
    let mut solver = OutcomeSolver::try_sized(board, options.table_bits)?
        .parallel()
        .counting(progress);
    let filled = position.filled;
    let class = class_of(&position, options, &mut solver);
    let seconds = started.elapsed().as_secs_f64();
    let game = Domineering::new(board);
    let counts = [true, false].map(|left| moves(&game, filled, left).len());
    let answer = json!({
        "game": "domineering", "position": position.to_string(), "m": m, "n": n,
        "outcome": class.to_string(), "finished": counts == [0, 0],
        "left_moves": counts[0], "right_moves": counts[1],
        "solver": if options.reference { "reference" } else { "optimized" },
        "nodes": solver.nodes(), "positions": solver.positions(), "seconds": seconds,
    });
    write_record(options, answer.clone(), seconds)?;
    if options.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&answer).unwrap_or_default()
        );
    } else {
        println!(
            "domineering {m}x{n} position{}: {class}: {}",
            empty_note(&position),
            super::domineering::class_meaning(class)
        );
        if counts == [0, 0] {
            println!(
                "the game is already over: neither player has a move, so whoever is to move loses"
            );
        }
        if !options.reference {
            print_search(&solver, seconds);
        }
    }
    Ok(())
}

/// `forecast` (an outcome search's, whose memory is its table and a base) with a table of
/// 2^`table_bits` slots in place of the board's own when given (`--table-bits`).
pub fn with_table(mut forecast: Cost, board: Board, table_bits: Option<u32>) -> Cost {
    if table_bits.is_some() {
        forecast.bytes = forecast
            .bytes
            .saturating_sub(outcome::table_bytes(board))
            .saturating_add(outcome::table_bytes_with(board, table_bits));
    }
    forecast
}

/// " (empty board)" after the board's size when the position is the empty board.
fn empty_note(position: &Position) -> &'static str {
    if position.filled == 0 {
        " (empty board)"
    } else {
        ""
    }
}

/// The size of the outcome solver's search, in words.
fn print_search<C: crate::games::domineering::cells::Cells>(
    solver: &outcome::Solver<C>,
    seconds: f64,
) {
    println!(
        "searched {} positions ({} kept in the table) in {seconds:.1} s",
        solver.nodes(),
        solver.positions()
    );
}

/// The first player's name and the winner's, from who moves first and whether they win.
fn mover_and_winner(left: bool, wins: bool) -> (&'static str, &'static str) {
    let (mover, other) = if left {
        ("Left", "Right")
    } else {
        ("Right", "Left")
    };
    (mover, if wins { mover } else { other })
}

/// Whether the first player wins when `left` (Left if true) moves first, from a class.
pub fn first_wins(class: OutcomeClass, left: bool) -> bool {
    match class {
        OutcomeClass::N => true,
        OutcomeClass::P => false,
        OutcomeClass::L => left,
        OutcomeClass::R => !left,
    }
}

/// `cgcheck solve domineering ... --outcome-only --first left|right`: one search, for the
/// chosen first player only (the literature states many results for one starter), by the
/// outcome solver's own `mover_wins` (the search the class makes twice), or with
/// `--reference` read off the reference solver's class.
pub fn first_only(position: Position, left: bool, options: &Options) -> Result<(), CliError> {
    let board = position.board;
    let (m, n) = (board.rows, board.cols);
    // One of the class's two searches: about half its forecast.
    let mut forecast = with_table(
        cost::position_class(m, n, position.empty_cells() as usize),
        board,
        options.table_bits,
    );
    forecast.seconds /= 2.0;
    let progress = Arc::new(AtomicU64::new(0));
    let _beat = admit(
        &position,
        options,
        "outcome for one first player",
        forecast,
        Some(Arc::clone(&progress)),
    )?;
    let started = std::time::Instant::now();
    let mut solver = OutcomeSolver::try_sized(board, options.table_bits)?
        .parallel()
        .counting(progress);
    let wins = if options.reference {
        first_wins(outcome::reference(board, position.filled), left)
    } else {
        solver.mover_wins(position.filled, left)
    };
    let seconds = started.elapsed().as_secs_f64();
    let (mover, winner) = mover_and_winner(left, wins);
    let answer = json!({
        "game": "domineering", "position": position.to_string(), "m": m, "n": n,
        "first": mover.to_ascii_lowercase(), "first_player_wins": wins,
        "winner": winner.to_ascii_lowercase(),
        "solver": if options.reference { "reference" } else { "optimized" },
        "nodes": solver.nodes(), "positions": solver.positions(), "seconds": seconds,
    });
    if options.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&answer).unwrap_or_default()
        );
    } else {
        println!(
            "domineering {m}x{n} position{}, {mover} ({}) moving first: {winner} wins",
            empty_note(&position),
            if left {
                "vertical dominoes"
            } else {
                "horizontal dominoes"
            },
        );
        if !options.reference {
            print_search(&solver, seconds);
        }
    }
    Ok(())
}

/// The one-line text of a position of up to 128 cells (as [`Position`]'s `Display`).
fn wide_text(board: crate::games::domineering::board::Board, filled: u128) -> String {
    (0..board.rows)
        .map(|r| {
            (0..board.cols)
                .map(|c| {
                    if filled >> (r * board.cols + c) & 1 == 1 {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// `--outcome-only` (with or without `--first`) on a position of 65 to 128 cells, by the
/// 128-bit outcome solver ([`outcome::WideSolver`], the one that solves empty boards of that
/// size): the class, or one first player's result; no reference solver at this size.
pub fn outcome_wide(
    board: crate::games::domineering::board::Board,
    filled: u128,
    options: &Options,
) -> Result<(), CliError> {
    let (m, n) = (board.rows, board.cols);
    if options.reference {
        return Err(InputError::new(format!(
            "the position has {} cells, too many for the reference solver (at most 64)",
            m * n
        ))
        .into());
    }
    let text = wide_text(board, filled);
    let empties = m * n - filled.count_ones() as usize;
    let mut forecast = with_table(
        cost::position_class(m, n, empties),
        board,
        options.table_bits,
    );
    if options.first.is_some() {
        forecast.seconds /= 2.0;
    }
    let progress = Arc::new(AtomicU64::new(0));
    let _beat = Estimate::new(
        format!("Domineering {m} x {n} outcome"),
        forecast.seconds,
        forecast.bytes,
    )
    .admit_counting(Arc::clone(&progress))
    .map_err(|e| InputError::new(format!("too large for this machine: {e}")))?;
    if options.first.is_none() {
        check_record_path(options, &text)?;
    }
    let started = std::time::Instant::now();
    let mut solver = outcome::WideSolver::try_sized(board, options.table_bits)?
        .parallel()
        .counting(progress);
    let (mut answer, line) = match options.first {
        Some(left) => {
            let wins = solver.mover_wins(filled, left);
            let (mover, winner) = mover_and_winner(left, wins);
            (
                json!({"first": mover.to_ascii_lowercase(), "first_player_wins": wins,
                       "winner": winner.to_ascii_lowercase()}),
                format!("{mover} moving first: {winner} wins"),
            )
        }
        None => {
            let class = solver.outcome(filled);
            (
                json!({"outcome": class.to_string()}),
                format!("{class}: {}", super::domineering::class_meaning(class)),
            )
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    if let Some(fields) = answer.as_object_mut() {
        for (k, v) in [
            ("game", json!("domineering")),
            ("position", json!(text)),
            ("m", json!(m)),
            ("n", json!(n)),
            ("solver", json!("optimized")),
            ("nodes", json!(solver.nodes())),
            ("positions", json!(solver.positions())),
            ("seconds", json!(seconds)),
        ] {
            fields.insert(k.to_string(), v);
        }
    }
    if options.first.is_none() {
        write_record(options, answer.clone(), seconds)?;
    }
    if options.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&answer).unwrap_or_default()
        );
    } else {
        println!(
            "domineering {m}x{n} position{}: {line}",
            if filled == 0 { " (empty board)" } else { "" }
        );
        print_search(&solver, seconds);
    }
    Ok(())
}

/// `cgcheck solve domineering --position TEXT`.
pub fn solve(text: &str, options: &Options) -> Result<(), CliError> {
    let position = Position::parse(text)?;
    let board = position.board;
    let (m, n) = (board.rows, board.cols);
    options.figure.check()?;
    check_proof_path(options, m * n)?;
    let _beat = admit(
        &position,
        options,
        "position outcome",
        cost::outcome(m, n),
        None,
    )?;
    let game = Domineering::new(board);
    let mut solver = OutcomeSolver::try_new(board)?.parallel();
    let filled = position.filled;
    let class = class_of(&position, options, &mut solver);
    let wins = [true, false].map(|left| winning_moves(&mut solver, &game, filled, left));
    let counts = [true, false].map(|left| moves(&game, filled, left).len());
    let lines = [true, false].map(|left| principal_line(&mut solver, &game, filled, left));
    options.figure.emit(|| {
        figures::domineering::winning_moves(
            (m, n),
            &position.occupied(),
            &class.to_string(),
            &wins[0],
            &wins[1],
        )
    })?;
    let names = |ds: &[u64]| -> Vec<String> { ds.iter().map(|&d| move_name(board, d)).collect() };
    let line_names =
        |l: &[Step]| -> Vec<String> { l.iter().map(|s| move_name(board, s.domino)).collect() };
    let finished = counts == [0, 0];
    if options.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "domineering", "position": position.to_string(), "m": m, "n": n,
                "occupied": position.filled.count_ones(), "outcome": class.to_string(),
                "finished": finished,
                "left_moves": counts[0], "right_moves": counts[1],
                "left_winning_moves": names(&wins[0]), "right_winning_moves": names(&wins[1]),
                "principal_line_left_first": line_names(&lines[0].1),
                "principal_line_right_first": line_names(&lines[1].1),
                "positions": solver.positions(),
            }))
            .unwrap_or_default()
        );
    } else {
        print_position(&position, class, finished, &counts, &wins, &lines);
    }
    write_proof(options, position, &mut solver)
}

/// The text answer for a position.
fn print_position(
    position: &Position,
    class: OutcomeClass,
    finished: bool,
    counts: &[usize; 2],
    wins: &[Vec<u64>; 2],
    lines: &[(bool, Vec<Step>); 2],
) {
    let board = position.board;
    let meaning = super::domineering::class_meaning(class);
    println!(
        "domineering position {position} ({} rows, {} columns, {} occupied; Left places vertical dominoes): {class}: {meaning}",
        board.rows,
        board.cols,
        position.filled.count_ones()
    );
    println!("{}", board.picture(position.filled));
    if finished {
        println!("the game is over: neither player has a move, so whoever is to move loses");
        return;
    }
    for (i, who) in ["Left", "Right"].into_iter().enumerate() {
        let named: Vec<String> = wins[i].iter().map(|&d| move_name(board, d)).collect();
        if counts[i] == 0 {
            println!("{who} moving first has no move and loses at once");
        } else if named.is_empty() {
            println!(
                "{who} moving first has no winning move (all {} moves lose)",
                counts[i]
            );
        } else {
            println!(
                "{who} moving first wins with {} of {} moves: {}",
                named.len(),
                counts[i],
                named.join(", ")
            );
        }
    }
    for (i, who) in ["Left", "Right"].into_iter().enumerate() {
        let (winner, line) = &lines[i];
        let loser = if *winner { "Right" } else { "Left" };
        let played: Vec<String> = line
            .iter()
            .enumerate()
            .map(|(k, s)| format!("{}. {}", k + 1, move_name(board, s.domino)))
            .collect();
        println!(
            "principal line, {who} first: {}{loser} cannot move: {} wins",
            if played.is_empty() {
                String::new()
            } else {
                format!("{}; ", played.join(" "))
            },
            if *winner { "Left" } else { "Right" }
        );
    }
    println!(
        "(moves: V a1-a2 is Left's vertical domino on a1 and a2, H a1-b1 Right's horizontal one; rows from 1 at the top, columns from a at the left; a principal line is the winner's move leaving the fewest replies against the loser's reply leaving the fewest winning answers)"
    );
}

/// `cgcheck check-proof FILE`: the naive check of a proof tree. A file that cannot be read
/// is bad input (exit 2); one that is read but proves nothing is an invalid proof (exit 1).
pub fn check_proof(path: &Path) -> Result<(), CliError> {
    let bytes = super::input::read_bytes_capped(path, MAX_PROOF_BYTES)?;
    let invalid = |e: String| CliError::Run(format!("invalid proof {}: {e}", path.display()));
    let text = String::from_utf8(bytes).map_err(|e| {
        invalid(format!(
            "not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    let checked = proof_check::check(&text).map_err(invalid)?;
    let meaning = match checked.outcome {
        'L' => "Left (vertical) wins whoever starts",
        'R' => "Right (horizontal) wins whoever starts",
        'N' => "the player to move first wins",
        _ => "the second player wins",
    };
    println!(
        "proof checked: domineering position {} ({} x {}) is {}: {meaning}",
        checked.position, checked.size.0, checked.size.1, checked.outcome
    );
    println!(
        "{} nodes listed, {} used; every reply of the loser followed to a position where it cannot move",
        checked.nodes, checked.used
    );
    Ok(())
}
