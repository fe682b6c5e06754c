//! `cgcheck solve mnk`, `cgcheck pairing`.

use super::CliError;
use super::figures::{self, FigureArgs};
use super::mnk_estimate::{self, positions_bound};
use crate::core::error::parse_u64;
use crate::core::{InputError, Wdl};
use crate::games::mnk::board::{MAX_GEOMETRY_CELLS, MAX_SIDE, Params};
use crate::games::mnk::pairing::{self, Search};
use crate::games::mnk::periodic;
use crate::games::mnk::prover;
use crate::games::mnk::segments::{self, Construction};
use crate::games::mnk::solver::Symmetries;
use crate::games::mnk::solver::{self, Solver};
use crate::games::mnk::{certificate, hold, judge, notation, weak, zone_certificate, zone_check};
use crate::guard::{Estimate, Heartbeat};
use crate::records;
use indicatif::ProgressBar;
use serde_json::json;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The prover's budget when `--budget` is not given: positions a search.
pub const DEFAULT_BUDGET: &str = "50000000";

/// A non-negative integer, exactly, or refused; digits beyond u64 are "too large: at most
/// `max`" (not "not a number").
pub(super) fn exact(text: &str, what: &str, max: &str) -> Result<u64, CliError> {
    let t = text.trim();
    if !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()) && t.parse::<u64>().is_err() {
        return Err(input(format!(
            "{what} {} is too large: at most {max}",
            crate::games::mnk::board::shorten(t)
        )));
    }
    Ok(parse_u64(text, what)?)
}

/// A side of the board, exactly: at most [`MAX_SIDE`] (columns are named a..zz).
fn side(text: &str, what: &str) -> Result<usize, CliError> {
    let v = exact(
        text,
        what,
        &format!("{MAX_SIDE} per side and {MAX_GEOMETRY_CELLS} cells"),
    )?;
    if v > MAX_SIDE as u64 {
        return Err(input(format!(
            "{what} {v} is too large: at most {MAX_SIDE} per side and {MAX_GEOMETRY_CELLS} cells (columns are named a..zz)"
        )));
    }
    Ok(v as usize)
}

/// k, p or q, exactly: at most the number of squares of the largest board.
fn count(text: &str, what: &str) -> Result<usize, CliError> {
    let v = exact(text, what, &MAX_GEOMETRY_CELLS.to_string())?;
    if v > MAX_GEOMETRY_CELLS as u64 {
        return Err(input(format!(
            "{what} {v} is too large: at most {MAX_GEOMETRY_CELLS}"
        )));
    }
    Ok(v as usize)
}

pub(super) fn input(message: String) -> CliError {
    CliError::Input(InputError::new(message))
}

/// How `cgcheck solve mnk` solves.
#[derive(Debug, Clone, Copy)]
pub enum Method<'a> {
    /// Plain minimax (at most 16 squares), from the position after some stones.
    Reference(&'a str),
    /// Minimax with symmetry (at most 36 squares), from the position after some stones.
    Minimax(&'a str),
    /// The threat-cut prover with a budget and the stones played before (text, parsed here).
    Prover(&'a str, &'a str),
}

/// The game named on the command line (p and q at most the board's squares: a turn of more
/// stones than the board has is not a game).
pub(super) fn game(m: &str, n: &str, k: &str, p: &str, q: &str) -> Result<Params, CliError> {
    let (m, n) = (side(m, "columns")?, side(n, "rows")?);
    let (k, p, q) = (count(k, "k")?, count(p, "p")?, count(q, "q")?);
    let g = Params::new(m, n, k, p, q)?;
    for (name, v) in [("p", p), ("q", q)] {
        if v > g.cells() {
            return Err(input(format!(
                "{name} = {v} is too large: at most the board's {} squares",
                g.cells()
            )));
        }
    }
    Ok(g)
}

/// Refuses a board above a solver's limit, naming the limit.
fn within(g: &Params, solver: &str, cells: usize, columns: usize) -> Result<(), CliError> {
    if g.cells() > cells || g.m > columns {
        return Err(input(format!(
            "board {}x{} ({} cells) is too large for {solver}: at most {cells} cells and {columns} columns",
            g.m,
            g.n,
            g.cells()
        )));
    }
    Ok(())
}

/// What a decided position is, in words.
fn finished_text(v: Wdl, k: usize) -> String {
    match v {
        Wdl::Win => format!("the game is over: B has {k} in a row (B won)"),
        Wdl::Loss => format!("the game is over: W has {k} in a row (W won)"),
        Wdl::Draw => "the game is over: the board is full without a line (a draw)".into(),
    }
}

/// Reports a position that is already decided: its value, and that no move is played.
fn report_finished(
    g: &Params,
    after: &[usize],
    v: Wdl,
    as_json: bool,
    weak: bool,
) -> Result<(), CliError> {
    let names: Vec<String> = after.iter().map(|&c| g.cell_name(c)).collect();
    if as_json {
        let mut out = json!({
            "game": if weak { "mnk-weak" } else { "mnk" }, "params": g, "after": names,
            "finished": true,
        });
        if weak {
            out["maker_wins"] = json!(v == Wdl::Win);
        } else {
            out["value_for_b"] = json!(v);
            out["best_first_stones"] = json!([]);
            out["positions"] = json!(0);
        }
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return Ok(());
    }
    let what = match (weak, v) {
        (true, Wdl::Win) => format!("the weak game is over: B has {} in a row", g.k),
        (true, _) => "the weak game is over: the board is full without a line of B".into(),
        (false, v) => finished_text(v, g.k),
    };
    println!(
        "{g} after {}: {what}; no move is played from here",
        names.join(" ")
    );
    Ok(())
}

/// Positions a second of the minimax solver (with symmetry): (4,4,4) 1.1 M in 3.9 s.
const MINIMAX_RATE: f64 = 2.8e5;
/// Positions a second of the reference solver: (4,4,4) about 10 M in 44 s.
const REFERENCE_RATE: f64 = 2.3e5;
/// Positions a second of the weak-game solver (it stops at B's first line): (4,4,4) 0.3 s.
const WEAK_RATE: f64 = 2.0e7;
/// Bytes per memo entry of the minimax solvers (hash map of two bitboards and a value):
/// (4,4,4) 619 MB for about 10 M positions.
const MEMO_BYTES: f64 = 64.0;
/// Nodes a second of the exhaustive pairing search: 5 M in 12 s on (8,8,6).
const PAIRING_RATE: f64 = 4.0e5;

/// The prover's estimate: `searches` searches from `placed` stones, by the model calibrated
/// on measured games ([`mnk_estimate`]), never above the budget's worst case (each search
/// at most `budget` positions or the game's positions, and its tables).
fn prover_estimate(
    what: String,
    g: &Params,
    placed: usize,
    budget: u64,
    searches: f64,
) -> Estimate {
    let (seconds, bytes) = mnk_estimate::forecast(g, placed, budget, searches, searches);
    Estimate::new(what, seconds, bytes)
}

/// `cgcheck solve mnk M N K --weak [--after STONES]`: the Maker-Breaker game.
#[allow(clippy::too_many_arguments)]
pub fn solve_weak(
    m: &str,
    n: &str,
    k: &str,
    p: &str,
    q: &str,
    after: &str,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let g = game(m, n, k, p, q)?;
    within(&g, "the weak-game solver", weak::MAX_CELLS, weak::MAX_CELLS)?;
    let stones = g.parse_cells(after)?;
    let (b, w) = weak::replay(g, &stones)?;
    if g.has_line(b) {
        return report_finished(&g, &stones, Wdl::Win, as_json, true);
    }
    if (b | w) == g.board_mask() {
        return report_finished(&g, &stones, Wdl::Draw, as_json, true);
    }
    let states = positions_bound(&g, stones.len());
    let _beat = Estimate::new(
        format!("the weak {g} game"),
        states / WEAK_RATE,
        (states * 8.0) as u64,
    )
    .admit()?;
    let wins = weak::maker_wins_from(g, b, w)?;
    let names: Vec<String> = stones.iter().map(|&c| g.cell_name(c)).collect();
    figure.emit(|| {
        let verdict = if wins {
            "B forces k in a row"
        } else {
            "W keeps B from every line"
        };
        figures::mnk::position(
            &g,
            &format!("weak {g}"),
            &stones,
            &[],
            vec![format!("the weak game (only B's lines count): {verdict}")],
        )
    })?;
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "mnk-weak", "params": g, "after": names, "finished": false,
                "maker_wins": wins,
            }))
            .unwrap_or_default()
        );
    } else {
        if !stones.is_empty() {
            println!("after {}:\n{}", names.join(" "), g.picture(b, w));
        }
        println!(
            "{g} weak game (only B's lines count): {}",
            if wins {
                "B forces k in a row"
            } else {
                "W keeps B from every line"
            }
        );
    }
    Ok(())
}

/// Feeds the prover's progress (the positions it reports to a hidden bar) to the heartbeat's
/// counter while `run` goes on: a spinner on a terminal, plain lines when stderr is piped.
fn with_progress<T>(beat: &Heartbeat, run: impl FnOnce(&ProgressBar) -> T) -> T {
    let bar = ProgressBar::hidden();
    let stop = AtomicBool::new(false);
    std::thread::scope(|s| {
        let feeder = s.spawn(|| {
            while !stop.load(Ordering::Relaxed) {
                beat.counter().store(bar.position(), Ordering::Relaxed);
                // Parked, not asleep: the end of the run unparks it, so a run of a few
                // milliseconds does not wait out the tick.
                std::thread::park_timeout(std::time::Duration::from_millis(100));
            }
        });
        let out = run(&bar);
        stop.store(true, Ordering::Relaxed);
        feeder.thread().unpark();
        out
    })
}

/// The classes of the first stone after `stones` (at `position`), and the cost of part
/// `shard` of the proof: up to four searches per class (X's win, Y's hold, X's hold, Y's win).
fn part_estimate(
    g: &Params,
    stones: &[usize],
    position: (u64, u64),
    budget: u64,
    shard: crate::core::Shard,
) -> (u64, Estimate) {
    let canon = Symmetries::new(g).key(position.0, position.1);
    let classes = crate::shard::mnk_proofs::classes(g, canon).len() as u64;
    let mine = (shard.index..classes).step_by(shard.count as usize).count();
    let estimate = prover_estimate(
        format!(
            "part {shard} of {g}: {mine} of {classes} classes of the first stone (at most {budget} positions a search)"
        ),
        g,
        stones.len() + 1,
        budget,
        4.0 * mine as f64,
    );
    (classes, estimate)
}

/// What a Slurm plan of a split k-in-a-row proof needs: the game, the stones after which
/// the proof starts (as parsed, for the task command), the number of classes of the first
/// stone, and the estimated seconds and bytes of the largest part.
pub struct ProofPlan {
    /// The game.
    pub params: Params,
    /// The classes of the first stone (the most useful parts).
    pub classes: u64,
    /// Seconds of the largest part.
    pub seconds: f64,
    /// Bytes of the largest part.
    pub bytes: u64,
}

/// Validates a split proof for `cgcheck slurm mnk` as `solve mnk --shard` would, and
/// estimates its largest part.
pub fn proof_plan(
    [m, n, k, p, q]: [&String; 5],
    after: &str,
    budget: &str,
    parts: u64,
) -> Result<ProofPlan, CliError> {
    let g = game(m, n, k, p, q)?;
    within(&g, "the prover", prover::MAX_CELLS, 16)?;
    let budget = exact(budget, "budget", &u64::MAX.to_string())?;
    let stones = g.parse_cells(after)?;
    let position = g.replay(&stones).map_err(input)?;
    if let Some(v) = g.decided(position.0, position.1) {
        return Err(input(format!(
            "after {after}: {}; there is no proof left to split",
            finished_text(v, g.k)
        )));
    }
    let (classes, e) = part_estimate(
        &g,
        &stones,
        position,
        budget,
        crate::core::Shard {
            index: 0,
            count: parts,
        },
    );
    Ok(ProofPlan {
        params: g,
        classes,
        seconds: e.seconds,
        bytes: e.bytes,
    })
}

/// `cgcheck solve mnk M N K [--p P --q Q] [--after STONES] [--budget B] --shard I/N --dir
/// DIR`: one part of the prover's proof, split by the first stone
/// ([`crate::shard::mnk_proofs`]).
pub fn solve_part(
    [m, n, k, p, q]: [&String; 5],
    after: &str,
    budget: &str,
    shard: crate::core::Shard,
    dir: &std::path::Path,
) -> Result<(), CliError> {
    use crate::shard::mnk_proofs;
    let g = game(m, n, k, p, q)?;
    within(&g, "the prover", prover::MAX_CELLS, 16)?;
    let budget = exact(budget, "budget", &u64::MAX.to_string())?;
    if !dir.is_dir() {
        return Err(input(format!("{} is not a directory", dir.display())));
    }
    crate::core::files::check_writable_dir(dir)?;
    let stones = g.parse_cells(after)?;
    let (black, white) = g.replay(&stones).map_err(input)?;
    if let Some(v) = g.decided(black, white) {
        let names: Vec<String> = stones.iter().map(|&c| g.cell_name(c)).collect();
        return Err(input(format!(
            "after {}: {}; there is no proof left to split",
            names.join(" "),
            finished_text(v, g.k)
        )));
    }
    let (classes, estimate) = part_estimate(&g, &stones, (black, white), budget, shard);
    let beat = estimate.admit()?;
    let part = with_progress(&beat, |bar| {
        mnk_proofs::run_part(g, (black, white), budget, shard, bar)
    });
    let path = mnk_proofs::write(dir, &part).map_err(CliError::Run)?;
    for c in &part.results {
        println!(
            "first stone {}: {}",
            g.cell_name(c.stone),
            c.after.words(g.turn(stones.len()).0)
        );
    }
    println!(
        "part {shard}: {} of {classes} classes in {:.1} s, written to {}",
        part.results.len(),
        part.provenance.seconds,
        path.display()
    );
    Ok(())
}

/// `cgcheck solve mnk M N K [--p P --q Q] [--reference | --minimax | --budget B]
/// [--after STONES] [--certificate FILE]`.
#[allow(clippy::too_many_arguments)]
pub fn solve(
    m: &str,
    n: &str,
    k: &str,
    p: &str,
    q: &str,
    method: Method,
    as_json: bool,
    certificate: Option<&std::path::Path>,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let g = game(m, n, k, p, q)?;
    let (after, budget) = match method {
        Method::Reference(a) => {
            within(&g, "the reference solver", solver::REFERENCE_MAX_CELLS, 16)?;
            (a, None)
        }
        Method::Minimax(a) => {
            within(&g, "the minimax solver", solver::MAX_CELLS, 16)?;
            (a, None)
        }
        Method::Prover(b, a) => {
            within(&g, "the prover", prover::MAX_CELLS, 16)?;
            (a, Some(exact(b, "budget", &u64::MAX.to_string())?))
        }
    };
    super::seki::check_output(certificate)?;
    let stones = g.parse_cells(after)?;
    let (black, white) = g.replay(&stones).map_err(input)?;
    let names: Vec<String> = stones.iter().map(|&c| g.cell_name(c)).collect();
    if let Some(v) = g.decided(black, white) {
        if certificate.is_some() {
            return Err(input(format!(
                "after {}: {}; there is no strategy left to certify",
                names.join(" "),
                finished_text(v, g.k)
            )));
        }
        return report_finished(&g, &stones, v, as_json, false);
    }
    if let Some(path) = certificate {
        // Before the work: a stored certificate of another game or position at the path.
        let question = certificate_question(&g, (black, white), None);
        records::may_write("--certificate", path, &question, crate::guard::forced())?;
    }
    if !as_json && !stones.is_empty() {
        println!("after {}:\n{}", names.join(" "), g.picture(black, white));
    }
    let label = g.to_string();
    let start = Instant::now();
    let mut prebuilt: Option<certificate::Certificate> = None;
    let (value, first, nodes) = match (method, budget) {
        (Method::Reference(_), _) => {
            let states = positions_bound(&g, stones.len());
            let _beat = Estimate::new(
                format!("{label} by the reference solver"),
                states / REFERENCE_RATE,
                (states * MEMO_BYTES) as u64,
            )
            .admit()?;
            (
                Some(solver::reference_from(g, black, white)?),
                Vec::new(),
                0,
            )
        }
        (Method::Minimax(_), _) => {
            // Up to symmetry: about an eighth (square boards) or a quarter of the positions.
            let states = positions_bound(&g, stones.len()) / if g.m == g.n { 8.0 } else { 4.0 };
            let _beat = Estimate::new(
                format!("{label} by the minimax solver"),
                states / MINIMAX_RATE,
                (states * MEMO_BYTES) as u64,
            )
            .admit()?;
            let mut s = Solver::new(g)?;
            if stones.is_empty() {
                let (v, f) = s.solve();
                (Some(v), f, s.nodes)
            } else {
                (Some(s.value(black, white)), Vec::new(), s.nodes)
            }
        }
        (Method::Prover(..), budget) => {
            let budget = budget.unwrap_or(0);
            // The model is of this command itself (its table's rows are these runs); the
            // ceiling counts two searches (B's, W's) and, for a win from the empty board, one
            // per class of B's first stone, each at most the budget or the board's positions.
            let searches = if stones.is_empty() {
                2.0 + g.cells() as f64 / 4.0
            } else {
                2.0
            };
            let (seconds, bytes) = mnk_estimate::forecast(&g, stones.len(), budget, 2.0, searches);
            let beat = Estimate::new(
                format!("{label} by the prover (at most {budget} positions a search)"),
                seconds,
                bytes,
            )
            .admit()?;
            let built = with_progress(&beat, |bar| {
                // With a certificate wanted, B's search for it is also the first half of the
                // value (a win needs no second search, and its certificate names B's stone).
                if certificate.is_some() {
                    prebuilt = certificate::build_from(g, true, budget, (black, white), bar);
                }
                let shown = match &prebuilt {
                    Some(_) => Ok((Some(Wdl::Win), 0)),
                    None => prover::value_shown(g, black, white, budget, bar),
                };
                let (v, mut nodes) = shown?;
                let first = match (v, &prebuilt) {
                    (_, Some(cert)) => cert
                        .moves
                        .get(&Symmetries::new(&g).key(black, white))
                        .copied()
                        .filter(|_| stones.is_empty())
                        .into_iter()
                        .collect(),
                    (Some(Wdl::Win), None) if stones.is_empty() => {
                        // Their searches count too: for a win they are most of the work.
                        let (stones, searched) = prover::winning_first_stones(g, budget)?;
                        nodes += searched;
                        stones
                    }
                    _ => Vec::new(),
                };
                Ok::<_, CliError>((v, first, nodes))
            });
            built?
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    let from_certificate = prebuilt.is_some();
    if let Some(path) = certificate {
        write_certificate(
            &g,
            value,
            path,
            budget.unwrap_or(200_000_000),
            prebuilt,
            (black, white),
            start,
        )?;
    }
    let with_certificate = start.elapsed().as_secs_f64();
    let best: Vec<String> = first.iter().map(|&c| g.cell_name(c)).collect();
    // After stones played: whose turn it is and the best next stones for that side.
    let next = if stones.is_empty() {
        None
    } else {
        Some(next_stones(&g, method, budget, (black, white), value)?)
    };
    figure.emit(|| {
        let value = match value {
            Some(Wdl::Win) => "a forced win for B",
            Some(Wdl::Draw) => "a forced draw",
            Some(Wdl::Loss) => "a forced win for W",
            None => "undecided within the budget",
        };
        let mut notes = vec![format!(
            "value: {value} (stones numbered in the order placed)"
        )];
        let (to_play, whose) = match &next {
            Some(next) => (
                next.stones.clone(),
                if next.b_to_move { "B's" } else { "W's" },
            ),
            None => (first.clone(), "B's"),
        };
        if !to_play.is_empty() {
            let names: Vec<String> = to_play.iter().map(|&c| g.cell_name(c)).collect();
            notes.push(format!(
                "outlined: {whose} next stones ({})",
                names.join(" ")
            ));
        }
        figures::mnk::position(&g, &g.to_string(), &stones, &to_play, notes)
    })?;
    if as_json {
        let mut out = json!({
            "game": "mnk", "params": g, "after": names, "finished": false,
            "value_for_b": value, "best_first_stones": best,
            "positions": nodes, "seconds": seconds,
        });
        if let Some(n) = &next {
            out["to_move"] = json!(if n.b_to_move { "B" } else { "W" });
            out["stones_left_this_turn"] = json!(n.left);
            out["next_stones_kind"] = json!(n.kind.word());
            out["next_stones"] =
                json!(n.stones.iter().map(|&c| g.cell_name(c)).collect::<Vec<_>>());
            out["next_stones_undecided"] = json!(
                n.undecided
                    .iter()
                    .map(|&c| g.cell_name(c))
                    .collect::<Vec<_>>()
            );
            out["next_stones_not_searched"] = json!(n.not_searched);
        }
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return Ok(());
    }
    let outcome = match value {
        Some(Wdl::Win) => "a forced win for B (the first player)",
        Some(Wdl::Draw) => "a forced draw",
        Some(Wdl::Loss) => "a forced win for W (the second player)",
        None => "undecided: the prover's budget ran out (raise --budget)",
    };
    let from = if stones.is_empty() {
        String::new()
    } else {
        format!(" after {}", names.join(" "))
    };
    println!("{label}{from} is {outcome}");
    if let Some(n) = &next {
        print_next(&g, n);
    }
    match method {
        Method::Reference(_) => {}
        Method::Minimax(_) => {
            if stones.is_empty() {
                println!("B's first stones that achieve it: {}", best.join(" "));
            }
            println!("{nodes} positions (up to symmetry) in {seconds:.2} s");
        }
        Method::Prover(..) if from_certificate => {
            let stone = if best.is_empty() {
                String::new()
            } else {
                format!("B's first stone in the certificate: {}; ", best.join(" "))
            };
            println!("{stone}solved, certified and checked in {with_certificate:.2} s");
        }
        Method::Prover(..) => {
            if !best.is_empty() {
                println!(
                    "B's winning first stones (one per symmetry class): {}",
                    best.join(" ")
                );
            }
            println!("{nodes} positions (up to symmetry) searched in {seconds:.2} s");
        }
    }
    Ok(())
}

/// What the best next stones of the side to move are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NextKind {
    /// The side to move wins: the stones after which it still wins.
    Winning,
    /// Neither side wins: the stones after which the opponent still cannot win.
    Drawing,
    /// The side to move loses whatever it plays.
    Losing,
    /// The value is unknown (the prover's budget ran out).
    Unknown,
}

impl NextKind {
    fn word(self) -> &'static str {
        match self {
            NextKind::Winning => "winning",
            NextKind::Drawing => "drawing",
            NextKind::Losing => "losing",
            NextKind::Unknown => "unknown",
        }
    }
}

/// The side to move after the stones given, and its best next stones.
#[derive(Debug)]
struct Next {
    b_to_move: bool,
    /// Stones left in the current turn (p > 1: the turn's stones are placed one by one).
    left: usize,
    kind: NextKind,
    /// The next stones that keep the value (winning, or drawing when there is no win).
    stones: Vec<usize>,
    /// Stones the prover could not decide within its budget.
    undecided: Vec<usize>,
    /// Why the next stones were not searched (the work guard refused the search).
    not_searched: Option<String>,
}

/// The side to move at (black, white), and every empty square whose stone keeps the
/// position's value for it: with each candidate stone placed, the method asks again (the
/// minimax solvers for the value; the prover whether the mover still forces a line, or, for
/// a draw, whether the opponent still cannot). With p > 1 stones a turn the stone is the
/// turn's next one, and the rest of the turn is chosen after it by the same rule.
fn next_stones(
    g: &Params,
    method: Method,
    budget: Option<u64>,
    (black, white): (u64, u64),
    value: Option<Wdl>,
) -> Result<Next, CliError> {
    let placed = (black | white).count_ones() as usize;
    let (b_to_move, left) = g.turn(placed);
    let mine = |v: Wdl| if b_to_move { v } else { v.flip() };
    let kind = match value.map(mine) {
        Some(Wdl::Win) => NextKind::Winning,
        Some(Wdl::Draw) => NextKind::Drawing,
        Some(Wdl::Loss) => NextKind::Losing,
        None => NextKind::Unknown,
    };
    let mut next = Next {
        b_to_move,
        left,
        kind,
        stones: Vec::new(),
        undecided: Vec::new(),
        not_searched: None,
    };
    let Some(v) = value else { return Ok(next) };
    if kind == NextKind::Losing {
        return Ok(next);
    }
    let empty: Vec<usize> = (0..g.cells())
        .filter(|&c| (black | white) >> c & 1 == 0)
        .collect();
    let child = |c: usize| {
        if b_to_move {
            (black | 1 << c, white)
        } else {
            (black, white | 1 << c)
        }
    };
    let label = format!("the next stones of {g}");
    let searches = empty.len() as f64;
    let estimate = match (method, budget) {
        (Method::Prover(..), Some(b)) => {
            prover_estimate(format!("{label} by the prover"), g, placed + 1, b, searches)
        }
        (Method::Minimax(_), _) => {
            let states = positions_bound(g, placed + 1) / if g.m == g.n { 8.0 } else { 4.0 };
            Estimate::new(
                format!("{label} by the minimax solver"),
                states / MINIMAX_RATE,
                (states * MEMO_BYTES) as u64,
            )
        }
        _ => {
            let states = positions_bound(g, placed + 1);
            Estimate::new(
                format!("{label} by the reference solver"),
                searches * states / REFERENCE_RATE,
                (states * MEMO_BYTES) as u64,
            )
        }
    };
    let beat = match estimate.admit() {
        Ok(beat) => beat,
        Err(why) => {
            next.not_searched = Some(why.to_string());
            return Ok(next);
        }
    };
    match (method, budget) {
        (Method::Prover(..), Some(b)) => {
            // One prover for every candidate (its table carries over), the budget per stone.
            let attacker_is_b = match kind {
                NextKind::Winning => b_to_move,
                _ => !b_to_move,
            };
            let mut prover = prover::Prover::new(*g, attacker_is_b, b)?;
            for (i, &c) in empty.iter().enumerate() {
                let (b2, w2) = child(c);
                prover.nodes = 0;
                match prover.wins(b2, w2) {
                    None => next.undecided.push(c),
                    Some(wins) if wins == (kind == NextKind::Winning) => next.stones.push(c),
                    Some(_) => {}
                }
                beat.counter().store(i as u64 + 1, Ordering::Relaxed);
            }
        }
        (Method::Minimax(_), _) => {
            let mut s = Solver::new(*g)?;
            for &c in &empty {
                let (b2, w2) = child(c);
                if s.value(b2, w2) == v {
                    next.stones.push(c);
                }
            }
        }
        _ => {
            for &c in &empty {
                let (b2, w2) = child(c);
                if solver::reference_from(*g, b2, w2)? == v {
                    next.stones.push(c);
                }
            }
        }
    }
    Ok(next)
}

/// Prints whose turn it is and the best next stones.
fn print_next(g: &Params, n: &Next) {
    let side = if n.b_to_move { "B" } else { "W" };
    let turn = if g.p == 1 && (g.q == 1 || !n.b_to_move || n.left == 1) {
        String::new()
    } else {
        format!(
            ", {} stone{} left this turn",
            n.left,
            if n.left == 1 { "" } else { "s" }
        )
    };
    println!("{side} to move{turn}");
    let names = |cells: &[usize]| {
        cells
            .iter()
            .map(|&c| g.cell_name(c))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let counted = if n.left > 1 {
        " (each is the turn's next stone and keeps the value; the turn's other stones are then chosen the same way)"
    } else {
        ""
    };
    if let Some(why) = &n.not_searched {
        println!("{side}'s best next stones were not searched: {why}");
        return;
    }
    match n.kind {
        NextKind::Unknown => {
            println!(
                "the prover cannot name {side}'s next stone: the value is undecided within its budget (raise --budget)"
            );
            return;
        }
        NextKind::Losing => {
            println!("every stone of {side} loses against best play");
            return;
        }
        NextKind::Winning if !n.stones.is_empty() => {
            println!(
                "{side}'s winning next stones{counted}: {}",
                names(&n.stones)
            );
        }
        NextKind::Drawing if !n.stones.is_empty() => {
            println!(
                "{side} has no win; the next stones that keep the draw{counted}: {}",
                names(&n.stones)
            );
        }
        _ => println!("the prover could not name a best next stone for {side} within its budget"),
    }
    if !n.undecided.is_empty() {
        println!(
            "undecided within the budget (raise --budget): {}",
            names(&n.undecided)
        );
    }
}

/// Output options of `cgcheck pairing`.
#[derive(Debug, Clone, Copy)]
pub struct PairingOptions {
    /// Draw the pairing.
    pub show: bool,
    /// List the pairs.
    pub list: bool,
    /// A periodic pairing of the infinite board.
    pub torus: bool,
}

/// `cgcheck pairing M N K [--show] [--list] [--torus]`.
pub fn pairing(
    m: &str,
    n: &str,
    k: &str,
    options: PairingOptions,
    budget: &str,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let budget = exact(budget, "budget", &u64::MAX.to_string())?;
    if options.torus {
        let (m, n, k) = (side(m, "columns")?, side(n, "rows")?, count(k, "k")?);
        return torus(m, n, k, options.show, budget, figure);
    }
    let g = Params::new(side(m, "columns")?, side(n, "rows")?, count(k, "k")?, 1, 1)?;
    // Matching: 0.14 s on 64 x 64, 1.1 s on 128 x 128, 6.8 s on 256 x 256 (k = 9, 12);
    // the exhaustive search (boards of at most 64 squares) is announced if it runs.
    let matching = 0.14 * (g.cells() as f64 / 4096.0).powf(1.45);
    let search = Estimate::new(
        format!(
            "the exhaustive pairing search on ({},{},{}) (at most {budget} nodes)",
            g.m, g.n, g.k
        ),
        if g.fits_bitboard() {
            budget as f64 / PAIRING_RATE
        } else {
            0.0
        },
        8 << 20,
    );
    // Refused before anything is printed, if it could not run; announced if it runs.
    if !crate::guard::forced()
        && let Some(why) = search.beyond(crate::guard::available_memory())
    {
        return Err(input(format!("{why}; rerun with --force to insist")));
    }
    let beat = Estimate::new(
        format!("pairing ({},{},{}) by matching", g.m, g.n, g.k),
        matching,
        (g.cells() as u64) * 256 + (8 << 20),
    )
    .admit()?;
    let (mm, nn) = (g.m.max(g.n), g.m.min(g.n));
    let rhs = pairing::theorem_10_rhs(mm, nn, g.k);
    println!(
        "({},{},{},1,1): Theorem 10 needs at least {rhs} paired squares; the board has {}",
        g.m,
        g.n,
        g.k,
        g.cells()
    );
    if g.cells() < rhs {
        println!("no pairing exists (the counting bound of Lemma 9 / Theorem 10 fails)");
        return Ok(());
    }
    let start = Instant::now();
    let found = match segments::construct(&g, 200) {
        Construction::Found { pairing, attempts } => {
            println!(
                "built line by line by bipartite matching ({attempts} interval split(s) tried)"
            );
            Some(pairing)
        }
        Construction::Impossible(hall) => {
            println!(
                "no pairing exists: the board is exact (every square must be paired, one pair per line inside the common part of its windows), and these {} lines need {} squares but have only {} between them: {}",
                hall.demands.len(),
                2 * hall.demands.len(),
                hall.cells.len(),
                hall.demands
                    .iter()
                    .map(|d| format!(
                        "{}..{}",
                        g.cell_name(d.cells[0]),
                        g.cell_name(d.cells[d.cells.len() - 1])
                    ))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            return Ok(());
        }
        Construction::NotFound { .. } => match searched(beat, search, &g, budget)? {
            Search::Found(p) => {
                println!("found by exhaustive search");
                Some(p)
            }
            Search::None => {
                println!("no pairing exists (exhaustive search)");
                return Ok(());
            }
            Search::Unknown if g.fits_bitboard() => {
                println!(
                    "no pairing found: matching failed and the search stopped at {budget} nodes (undecided)"
                );
                return Ok(());
            }
            Search::Unknown => {
                println!(
                    "no pairing found by matching (boards above 64 squares have no exhaustive search; undecided)"
                );
                return Ok(());
            }
        },
    };
    let Some(p) = found else { return Ok(()) };
    pairing::check(&g, &p).map_err(CliError::Run)?;
    figure.emit(|| {
        figures::mnk::pairing(
            &g,
            &p,
            vec![format!(
                "re-checked: every {}-in-a-row holds a pair, so W draws by answering in the pair",
                g.k
            )],
        )
    })?;
    println!(
        "pairing found and re-checked: every {}-in-a-row holds a pair, so W draws by Algorithm 4.1 ({} pairs, {:.3} s)",
        g.k,
        pairing::pair_list(&g, &p).len(),
        start.elapsed().as_secs_f64()
    );
    if options.show {
        println!("{}", pairing::picture(&g, &p));
    }
    if options.list {
        println!("{}", pairing::pair_list(&g, &p).join(" "));
    }
    Ok(())
}

/// The exhaustive pairing search, announced (the matching's heartbeat ends first).
fn searched(
    matching: Heartbeat,
    search: Estimate,
    g: &Params,
    budget: u64,
) -> Result<Search, CliError> {
    drop(matching);
    let _beat = search.admit()?;
    Ok(pairing::find(g, budget))
}

/// `cgcheck pairing N N K --torus`: a periodic pairing of the infinite board.
fn torus(
    m: usize,
    n: usize,
    k: usize,
    show: bool,
    budget: u64,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    if m != n || m == 0 || m >= k || k < 2 {
        return Err(CliError::Input(InputError::new(format!(
            "a torus pairing needs a square period below k (one neighbouring pair per line covers k - 1 window starts; got {m}x{n}, k = {k})"
        ))));
    }
    // The check scans every window of a period: 7.3 s for n = 400, k = 401; the exact-cover
    // search stops at the budget (small periods finish at once).
    let cells = (m * m) as f64;
    let _beat = Estimate::new(
        format!("a {m}-periodic pairing for k = {k} (at most; the budget bounds the search)"),
        cells * k as f64 * 1.2e-7 + budget as f64 / (100.0 * PAIRING_RATE),
        (cells * 300.0) as u64 + (8 << 20),
    )
    .admit()?;
    match periodic::find_adjacent(m, k, budget) {
        (Some(p), _) => {
            p.check().map_err(CliError::Run)?;
            figure.emit(|| figures::mnk::torus(m, k, &p.offset))?;
            println!(
                "a {}-periodic pairing of the infinite board for k = {} (every square paired with a neighbour), re-checked on every window: (inf,inf,{},1,1) is a draw by Algorithm 4.1",
                m, k, k
            );
            if show {
                let board = Params::new(m, m, m, 1, 1)?;
                println!("{}", pairing::picture(&board, &p.as_pairing()));
            }
        }
        (None, true) => println!(
            "no {}-periodic pairing with one neighbouring pair per line exists for k = {} (exhaustive)",
            m, k
        ),
        (None, false) => println!("the search stopped at {budget} nodes (undecided)"),
    }
    Ok(())
}

/// `cgcheck line mnk M N K "LINE"`: replays and judges a line in the paper's notation.
pub fn line(
    m: &str,
    n: &str,
    k: &str,
    text: &str,
    budget: &str,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let g = Params::new(side(m, "columns")?, side(n, "rows")?, count(k, "k")?, 1, 1)?;
    if !g.fits_bitboard() || g.m > 16 {
        return Err(CliError::Input(InputError::new(format!(
            "board {}x{} is too large for replaying lines (at most 64 cells, 16 columns)",
            g.m, g.n
        ))));
    }
    let budget = exact(budget, "budget", &u64::MAX.to_string())?;
    let leaves = notation::parse(text)?;
    if leaves.is_empty() {
        return Err(CliError::Input(InputError::new(
            "no moves found: expected a line such as \"1. b2 ... a1 2. c1 ... a3\"",
        )));
    }
    // Each concrete line (at most 64 per leaf) may ask the prover for its final value and
    // for every `#`: a search of at most the budget, or of the board's positions.
    let lines: f64 = leaves
        .iter()
        .map(|l| {
            l.stones
                .iter()
                .flatten()
                .fold(1f64, |acc, s| acc * s.squares.len() as f64)
                .min(64.0)
        })
        .sum();
    let marks: f64 = leaves
        .iter()
        .map(|l| l.stones.iter().flatten().filter(|s| s.wins).count() as f64)
        .sum();
    let _beat = prover_estimate(
        format!(
            "judging {} line(s) of ({},{},{},1,1) (at most {budget} positions a search)",
            lines as u64, g.m, g.n, g.k
        ),
        &g,
        0,
        budget,
        2.0 * (lines + marks),
    )
    .admit()?;
    for leaf in &leaves {
        for v in judge::judge(&g, leaf, budget, 64) {
            println!("{}", judge::describe(&v));
        }
    }
    figure.emit(|| {
        // The first concrete line: the first square of each alternative, in playing order.
        let first = &leaves[0];
        let stones: Vec<usize> = first
            .stones
            .iter()
            .flatten()
            .filter_map(|s| s.squares.first())
            .filter_map(|name| g.parse_cell(name).ok())
            .collect();
        figures::mnk::position(
            &g,
            &format!("({},{},{},1,1): {}", g.m, g.n, g.k, first.text),
            &stones,
            &[],
            vec![format!(
                "the first concrete line of {} ({} stones, numbered in order)",
                leaves.len(),
                stones.len()
            )],
        )
    })?;
    Ok(())
}

/// Builds, checks and writes the certificate of a solved game: a win certificate for a win,
/// two hold certificates (W holds against B, B against W) for a draw, in one file.
fn write_certificate(
    g: &Params,
    value: Option<Wdl>,
    path: &std::path::Path,
    budget: u64,
    prebuilt: Option<certificate::Certificate>,
    root: (u64, u64),
    start: Instant,
) -> Result<(), CliError> {
    // The prover builds the certificate (one search for a win, two for a draw).
    let _beat = if prebuilt.is_none() && value.is_some() {
        Some(
            prover_estimate(
                format!("the certificate of {g} (at most {budget} positions a search)"),
                g,
                (root.0 | root.1).count_ones() as usize,
                budget,
                2.0,
            )
            .admit()?,
        )
    } else {
        None
    };
    let text = match value {
        Some(Wdl::Win | Wdl::Loss) => {
            let attacker_is_b = value == Some(Wdl::Win);
            let cert = match prebuilt {
                Some(cert) => cert,
                None => {
                    certificate::build_from(*g, attacker_is_b, budget, root, &ProgressBar::hidden())
                        .ok_or_else(|| {
                            CliError::Run(
                                "the prover could not rebuild the win within its budget".into(),
                            )
                        })?
                }
            };
            let positions = certificate::check(&cert).map_err(CliError::Run)?;
            eprintln!(
                "certificate: the winner's stone in {} positions, checked by the naive checker ({positions} positions walked)",
                cert.moves.len()
            );
            cert.to_text()
        }
        Some(Wdl::Draw) => {
            let mut text = String::new();
            for holder_is_b in [false, true] {
                let cert = hold::build_from(*g, holder_is_b, budget, root).ok_or_else(|| {
                    CliError::Run("the prover could not rebuild the draw within its budget".into())
                })?;
                let positions = hold::check(&cert).map_err(CliError::Run)?;
                eprintln!(
                    "certificate: {} keeps {} from a line with {} answers, checked by the naive checker ({positions} positions walked)",
                    if holder_is_b { "B" } else { "W" },
                    if holder_is_b { "W" } else { "B" },
                    cert.entries.len()
                );
                text.push_str(&cert.to_text());
            }
            text
        }
        None => {
            return Err(CliError::Run(
                "no certificate: the game is unsolved within the budget".into(),
            ));
        }
    };
    let claim = match value {
        Some(Wdl::Win) => records::MnkClaim::Win(true),
        Some(Wdl::Loss) => records::MnkClaim::Win(false),
        _ => records::MnkClaim::Draw,
    };
    let question = certificate_question(g, root, Some(claim));
    records::may_write("--certificate", path, &question, crate::guard::forced())?;
    crate::core::files::write_atomic(path, text.as_bytes()).map_err(CliError::Run)?;
    write_provenance(path, start.elapsed().as_secs_f64())?;
    eprintln!("certificate written to {}", path.display());
    Ok(())
}

/// What a certificate of `g` from `root` certifies, for the rule of stored records
/// ([`crate::records`]; `claim`: `None` before the game is solved).
pub fn certificate_question(
    g: &Params,
    root: (u64, u64),
    claim: Option<records::MnkClaim>,
) -> records::MnkCertificate {
    records::MnkCertificate {
        game: [g.m, g.n, g.k, g.p, g.q].map(|x| x as u64),
        root,
        claim,
    }
}

/// Writes the provenance of the certificate just written at `path` beside it
/// ([`records::sidecar`]), tied to its bytes by a checksum.
pub fn write_provenance(path: &std::path::Path, seconds: f64) -> Result<(), CliError> {
    let mut provenance =
        crate::claims::provenance::ArtifactProvenance::now(records::mnk_engine(), seconds)
            .with_canary(&records::MNK_ENGINE);
    provenance.file_checksum = Some(records::file_checksum(path).map_err(CliError::Run)?);
    let side = records::sidecar(path);
    let text = serde_json::to_string_pretty(&provenance).unwrap_or_default() + "\n";
    crate::core::files::write_atomic(&side, text.as_bytes()).map_err(CliError::Run)
}

/// The sections of a certificate file: each starts with a line `mnk ...`.
fn sections(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("mnk ") || out.is_empty() {
            out.push(String::new());
        }
        if let Some(last) = out.last_mut() {
            last.push_str(line);
            last.push('\n');
        }
    }
    out
}

/// The defender's and the attacker's letters of a hold (B holds when `holder_is_b`).
fn defender_attacker(holder_is_b: bool) -> (&'static str, &'static str) {
    if holder_is_b { ("B", "W") } else { ("W", "B") }
}

/// The root of a certificate, in words.
fn root_text(root: (u64, u64)) -> String {
    if root == (0, 0) {
        "from the empty board".into()
    } else {
        format!("from the position {:x} {:x}", root.0, root.1)
    }
}

/// The bytes of a certificate file or of standard input (`-`), at most
/// [`certificate::MAX_TEXT`]: a file that cannot be read (missing, over the size cap) is bad
/// input (exit 2).
pub fn read_certificate_bytes(path: &std::path::Path) -> Result<Vec<u8>, CliError> {
    Ok(if super::input::is_stdin(path) {
        super::input::read_bytes_capped(path, certificate::MAX_TEXT)?
    } else {
        certificate::read_bytes(path).map_err(input)?
    })
}

/// `cgcheck check-certificate FILE` on a k-in-a-row file's bytes: a win certificate, or hold
/// certificates (two, one per defender, certify a draw). A file with no certificate, or
/// certificates of different games or roots, is refused (exit 1): nothing unchecked is
/// reported valid.
pub fn check_certificate_bytes(path: &std::path::Path, bytes: Vec<u8>) -> Result<(), CliError> {
    // A file the parser cannot read is bad input (exit 2); a certificate that parses but
    // whose check fails is invalid (exit 1).
    let invalid = |e: String| CliError::Run(format!("invalid certificate {}: {e}", path.display()));
    let malformed = |e: String| {
        CliError::Input(InputError::new(format!(
            "invalid certificate {}: {e}",
            path.display()
        )))
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        malformed(format!(
            "not UTF-8 text (byte {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    let parts = sections(&text);
    if parts.iter().all(|s| s.trim().is_empty()) {
        return Err(malformed(
            "the file is empty (expected a header `mnk M N K P Q winner B|W root BLACK WHITE` and positions)"
                .into(),
        ));
    }
    let mut holders = Vec::new();
    let mut winners = Vec::new();
    let mut reports = Vec::new();
    let mut game = None;
    for section in parts {
        let word = section
            .lines()
            .next()
            .and_then(|h| h.split_whitespace().nth(6).map(str::to_string));
        let is_hold = word.as_deref() == Some("holds");
        let (p, root, line) = if word.as_deref() == Some("zone-holds") {
            let cert = zone_certificate::ZoneCertificate::parse(&section).map_err(malformed)?;
            let nodes = zone_check::check(&cert).map_err(invalid)?;
            holders.push(cert.holder_is_b);
            let (d, a) = defender_attacker(cert.holder_is_b);
            (
                cert.params,
                (0, 0),
                format!(
                    "{d} keeps {a} from ever completing a line (a zone proof of {nodes} nodes, every node's rule and zone checked)"
                ),
            )
        } else if is_hold {
            let cert = hold::HoldCertificate::parse(&section).map_err(malformed)?;
            let positions = hold::check(&cert).map_err(invalid)?;
            holders.push(cert.holder_is_b);
            let (d, a) = defender_attacker(cert.holder_is_b);
            (
                cert.params,
                cert.root,
                format!(
                    "{d} keeps {a} from ever completing a line ({} answers; {positions} positions walked, every {a} stone followed)",
                    cert.entries.len()
                ),
            )
        } else {
            let cert = certificate::Certificate::parse(&section).map_err(malformed)?;
            let positions = certificate::check(&cert).map_err(invalid)?;
            winners.push(cert.winner_is_b);
            (
                cert.params,
                cert.root,
                format!(
                    "a forced win for {} ({} strategy positions; {positions} positions walked, every opponent reply followed)",
                    if cert.winner_is_b { "B" } else { "W" },
                    cert.moves.len()
                ),
            )
        };
        if game.is_some_and(|g| g != (p, root)) {
            return Err(invalid(
                "the file's certificates are for different games or positions".into(),
            ));
        }
        game = Some((p, root));
        reports.push(format!("valid: {p} {}: {line}", root_text(root)));
    }
    // A win of one side and a hold by the other contradict each other (both checked valid
    // would mean a checker is wrong): never report either.
    if (winners.contains(&true) && (winners.contains(&false) || holders.contains(&false)))
        || (winners.contains(&false) && holders.contains(&true))
    {
        return Err(CliError::Run(format!(
            "{}: the certificates claim contradictory results",
            path.display()
        )));
    }
    for r in reports {
        println!("{r}");
    }
    if holders.contains(&true) && holders.contains(&false) {
        println!("so the game is a draw");
    }
    Ok(())
}
