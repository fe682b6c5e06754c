//! `cgcheck alpha`, `cgcheck table alpha`, `cgcheck polynomial domineering`,
//! `cgcheck solve domineering`, `cgcheck solve cube`.

use super::{CliError, EndsArg};
use crate::core::error::parse_u64;
use crate::core::{InputError, OutcomeClass};
use crate::games::domineering::alpha as alpha_mod;
use crate::games::domineering::board::{Board, Domineering};
use crate::games::domineering::cube::CubeGame;
use crate::games::domineering::ends::{self, EndKind};
use crate::games::domineering::outcome::{self, OutcomeSolver};
use crate::games::domineering::scan;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde_json::json;

/// Largest board side accepted by the alpha commands.
const MAX_SIDE: u64 = 10_000;

fn side(text: &str, what: &str) -> Result<usize, InputError> {
    let v = parse_u64(text, what)?;
    if v == 0 || v > MAX_SIDE {
        return Err(InputError::new(format!(
            "invalid {what} {v}: must be between 1 and {MAX_SIDE}"
        )));
    }
    Ok(v as usize)
}

/// The scan keeps counts in `i16`; boards with a side 1 use the older full tables.
fn check_alpha_size(m: usize, n: usize) -> Result<(), InputError> {
    if m * n > 60_000 {
        return Err(InputError::new(format!(
            "board {m}x{n} is too large (at most 60000 cells)"
        )));
    }
    Ok(())
}

/// `cgcheck alpha M N`.
pub fn alpha(m: &str, n: &str, strict: bool, show: bool, as_json: bool) -> Result<(), CliError> {
    let (m, n) = (side(m, "rows")?, side(n, "columns")?);
    check_alpha_size(m, n)?;
    let a = alpha_mod::alpha(m, n)?;
    let witness = if show && m * n <= ends::BRUTE_FORCE_MAX_CELLS {
        alpha_mod::witness(m, n)?
    } else {
        None
    };
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "m": m, "n": n, "alpha": a.paper, "notation": a.paper_notation(),
                "in_left_ends": a.in_left, "in_right_ends": a.in_right,
                "left_first": a.left_first, "right_first": a.right_first,
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    match a.paper {
        Some(v) => println!(
            "alpha_{{{m},{n}}} = {v} ({}: reached in {})",
            a.paper_notation(),
            match (a.in_left, a.in_right) {
                (true, true) => "the Left-end and Right-end polynomials",
                (true, false) => "the Left-end polynomial",
                _ => "the Right-end polynomial",
            }
        ),
        None => {
            println!("alpha_{{{m},{n}}} is undefined: no end position with at least one domino")
        }
    }
    if strict {
        println!(
            "shortest real play: {} moves with Left first, {} with Right first",
            a.left_first, a.right_first
        );
    }
    if show {
        match witness {
            Some((v, h)) => println!(
                "{}\n(| vertical domino cells, - horizontal)",
                Board { rows: m, cols: n }.picture_dominoes(&v, &h)
            ),
            None if m * n > ends::BRUTE_FORCE_MAX_CELLS => println!(
                "(no picture: boards above {} cells are not searched for a witness)",
                ends::BRUTE_FORCE_MAX_CELLS
            ),
            None => {}
        }
        if strict && m * n <= ends::BRUTE_FORCE_MAX_CELLS {
            for left_first in [true, false] {
                if let Some(play) = alpha_mod::real_play(m, n, left_first)? {
                    let dominoes: Vec<u64> = play.iter().map(|&(_, d)| d).collect();
                    println!(
                        "a shortest real play, {} first ({} moves; each domino shows its move, {} plays the odd ones; then {} cannot move):\n{}",
                        if left_first { "Left" } else { "Right" },
                        play.len(),
                        if left_first { "Left" } else { "Right" },
                        if play.len().is_multiple_of(2) == left_first {
                            "Left"
                        } else {
                            "Right"
                        },
                        Board { rows: m, cols: n }.picture_play(&dominoes)
                    );
                }
            }
        }
    }
    Ok(())
}

/// A bar over boards, hidden for JSON output (indicatif draws nothing when stderr is no
/// terminal).
fn progress(boards: u64, hidden: bool) -> ProgressBar {
    let bar = if hidden {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(boards)
    };
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{bar:30}] {pos}/{len} boards {elapsed}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar
}

/// `cgcheck table outcome --max M`: every board solved on its own, in parallel (largest
/// first), with a progress bar on a terminal.
pub fn table_outcome(max: &str, as_json: bool) -> Result<(), CliError> {
    let max = side(max, "max")?;
    if max > 8 {
        return Err(InputError::new(format!(
            "--max {max} is too large: the outcome solver handles boards up to 8 x 8"
        ))
        .into());
    }
    let started = std::time::Instant::now();
    let mut boards: Vec<(usize, usize)> = (1..=max)
        .flat_map(|m| (1..=max).map(move |n| (m, n)))
        .collect();
    boards.sort_by_key(|&(m, n)| std::cmp::Reverse(m * n));
    let bar = progress(boards.len() as u64, as_json);
    let mut solved: Vec<(usize, usize, OutcomeClass, u64, f64)> = boards
        .par_iter()
        .map(|&(m, n)| {
            let t = std::time::Instant::now();
            let mut solver = OutcomeSolver::new(Board { rows: m, cols: n });
            let class = solver.outcome(0);
            bar.inc(1);
            (m, n, class, solver.nodes(), t.elapsed().as_secs_f64())
        })
        .collect();
    bar.finish_and_clear();
    solved.sort_by_key(|&(m, n, ..)| (m, n));
    if as_json {
        let rows: Vec<_> = solved
            .iter()
            .map(|&(m, n, c, nodes, secs)| {
                json!({"m": m, "n": n, "outcome": c.to_string(), "nodes": nodes, "seconds": secs})
            })
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&rows).unwrap_or_default()
        );
        return Ok(());
    }
    println!("Domineering outcome classes (rows m, columns n; Left places vertical dominoes):");
    println!("L = Left wins, R = Right wins, N = first player wins, P = second player wins");
    print!("{:>4} |", "m\\n");
    for n in 1..=max {
        print!("{n:>3}");
    }
    println!();
    for row in solved.chunks(max) {
        print!("{:>4} |", row[0].0);
        for &(_, _, class, ..) in row {
            print!("{:>3}", class.to_string());
        }
        println!();
    }
    let nodes: u64 = solved.iter().map(|s| s.3).sum();
    println!(
        "({} boards, {nodes} positions searched, {:.2} s)",
        solved.len(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `cgcheck table alpha-row M --max-n N`.
pub fn table_row(m: &str, max_n: &str, as_json: bool) -> Result<(), CliError> {
    let (m, max_n) = (side(m, "rows")?, side(max_n, "max-n")?);
    check_alpha_size(m, max_n)?;
    let started = std::time::Instant::now();
    let row = alpha_mod::alpha_row(m, max_n)?;
    let formula = |n: usize| match m {
        2 => Some(("ceil(n/2) (Problem 4.1)", alpha_mod::problem_4_1(n), n >= 5)),
        3 => Some((
            "floor((2n+1)/3) (Problem 4.2)",
            alpha_mod::problem_4_2(n),
            true,
        )),
        _ => None,
    };
    if as_json {
        println!("{}", serde_json::to_string_pretty(&row).unwrap_or_default());
        return Ok(());
    }
    println!(
        "alpha_{{{m},n}} for n = 1..{max_n} (paper's notation; shortest real play Left first / Right first)"
    );
    let mut differ = Vec::new();
    for a in &row {
        let mark = match formula(a.n) {
            Some((_, v, applies)) if applies && a.paper != Some(v) => {
                differ.push(a.n);
                format!("  * formula: {v}")
            }
            _ => String::new(),
        };
        println!(
            "{:>6}  {:>8}  {:>6} / {:<6}{mark}",
            a.n,
            a.paper_notation(),
            a.left_first,
            a.right_first
        );
    }
    if let Some((name, _, _)) = formula(1) {
        match differ.first() {
            None => println!("every n <= {max_n} agrees with {name}"),
            Some(first) => println!(
                "{} of the n <= {max_n} differ from {name}; the first is n = {first}",
                differ.len()
            ),
        }
    }
    println!("({:.2} s)", started.elapsed().as_secs_f64());
    Ok(())
}

/// `cgcheck table alpha --max M`.
pub fn table(max: &str, strict: bool, as_json: bool) -> Result<(), CliError> {
    let max = side(max, "max")?;
    // Every board is independent: scan them in parallel, largest first.
    let mut boards: Vec<(usize, usize)> = (1..=max)
        .flat_map(|m| (1..=max).map(move |n| (m, n)))
        .collect();
    boards.sort_by_key(|&(m, n)| std::cmp::Reverse(m * n));
    // Refuse up front rather than after the boards that do fit.
    scan::check_board(max, max)?;
    let started = std::time::Instant::now();
    let bar = progress(boards.len() as u64, as_json);
    let computed: Result<Vec<alpha_mod::Alpha>, InputError> = boards
        .par_iter()
        .map(|&(m, n)| {
            let a = alpha_mod::alpha(m, n);
            bar.inc(1);
            a
        })
        .collect();
    bar.finish_and_clear();
    let mut computed = computed?;
    computed.sort_by_key(|a| (a.m, a.n));
    let rows: Vec<Vec<alpha_mod::Alpha>> = computed.chunks(max).map(|c| c.to_vec()).collect();
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&rows).unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "alpha_{{m,n}} (rows m, columns n; superscript: L = Left-end, R = Right-end polynomial){}",
        if strict {
            "; below each: shortest real play Left first / Right first"
        } else {
            ""
        }
    );
    print!("{:>4} |", "m\\n");
    for n in 1..=max {
        print!("{n:>8}");
    }
    println!();
    for (i, row) in rows.iter().enumerate() {
        print!("{:>4} |", i + 1);
        for a in row {
            print!("{:>8}", a.paper_notation());
        }
        println!();
        if strict {
            print!("{:>4} |", "");
            for a in row {
                print!("{:>8}", format!("{}/{}", a.left_first, a.right_first));
            }
            println!();
        }
    }
    println!(
        "({} boards, {:.2} s)",
        max * max,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `cgcheck polynomial domineering M N --ends KIND`.
pub fn polynomial(m: &str, n: &str, which: EndsArg, balanced: bool) -> Result<(), CliError> {
    let (m, n) = (side(m, "rows")?, side(n, "columns")?);
    let kind = match which {
        EndsArg::Left => EndKind::Left,
        EndsArg::Right => EndKind::Right,
        EndsArg::Maximal => EndKind::Maximal,
    };
    // Scan the narrower side: transpose, swapping Left and Right and x and y.
    let (board, swap) = if n <= m {
        (Board { rows: m, cols: n }, false)
    } else {
        (Board { rows: n, cols: m }, true)
    };
    let kind_scanned = match (kind, swap) {
        (EndKind::Left, true) => EndKind::Right,
        (EndKind::Right, true) => EndKind::Left,
        (k, _) => k,
    };
    let poly = ends::transfer(board, kind_scanned)?;
    let poly = if swap { poly.swap_xy() } else { poly };
    let poly = if balanced { poly.balanced() } else { poly };
    println!("{}", poly);
    println!("({} positions)", poly.total());
    Ok(())
}

/// `cgcheck solve domineering M N`.
pub fn solve(m: &str, n: &str, reference: bool, as_json: bool) -> Result<(), CliError> {
    let (m, n) = (side(m, "rows")?, side(n, "columns")?);
    let board = Board::new(m, n)?;
    if reference && m * n > 20 {
        return Err(InputError::new(format!(
            "board {m}x{n} is too large for the reference solver (at most 20 cells)"
        ))
        .into());
    }
    if m * n > 64 {
        return Err(InputError::new(format!(
            "board {m}x{n} is too large for the outcome solver (at most 64 cells)"
        ))
        .into());
    }
    let game = Domineering::new(board);
    let mut solver = OutcomeSolver::new(board);
    let class = if reference {
        outcome::reference(board, 0)
    } else {
        solver.outcome(0)
    };
    let mut left_wins = Vec::new();
    let mut right_wins = Vec::new();
    for &d in game.vertical_slots() {
        if !solver.mover_wins(d, false) {
            left_wins.push(d);
        }
    }
    for &d in game.horizontal_slots() {
        if !solver.mover_wins(d, true) {
            right_wins.push(d);
        }
    }
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "domineering", "m": m, "n": n, "outcome": class.to_string(),
                "left_winning_moves": left_wins.len(), "right_winning_moves": right_wins.len(),
                "positions": solver.positions(),
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    let meaning = match class {
        OutcomeClass::L => "Left (vertical) wins whoever starts",
        OutcomeClass::R => "Right (horizontal) wins whoever starts",
        OutcomeClass::N => "the player to move first wins",
        OutcomeClass::P => "the second player wins",
    };
    println!(
        "domineering {m}x{n} (m rows, n columns; Left places vertical dominoes): {class}: {meaning}"
    );
    for (who, moves, v) in [("Left", &left_wins, true), ("Right", &right_wins, false)] {
        if moves.is_empty() {
            println!("{who} moving first has no winning move");
        } else {
            println!(
                "{who} moving first wins with {} move(s), e.g.:",
                moves.len()
            );
            let first = moves[0];
            let (vert, hor): (Vec<u64>, Vec<u64>) = if v {
                (vec![first], vec![])
            } else {
                (vec![], vec![first])
            };
            println!("{}", board.picture_dominoes(&vert, &hor));
        }
    }
    Ok(())
}

/// `cgcheck solve cube D`.
pub fn cube(d: &str, as_json: bool) -> Result<(), CliError> {
    let d = parse_u64(d, "dimension")?;
    let g = CubeGame::new(d.min(u64::from(u32::MAX)) as u32)?;
    let first = g.first_player_wins();
    let lengths = if d <= 4 { Some(g.game_lengths()) } else { None };
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "hypercube vertex game", "dimension": d,
                "first_player_wins": first, "game_lengths": lengths,
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "vertex game on Q_{d}: the {} player wins",
        if first { "first" } else { "second" }
    );
    if let Some(l) = lengths {
        println!(
            "complete games last {} moves",
            l.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    Ok(())
}
