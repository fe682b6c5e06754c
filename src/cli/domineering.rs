//! `cgcheck alpha`, `cgcheck table alpha`, `cgcheck polynomial domineering`,
//! `cgcheck solve domineering`, `cgcheck solve cube`.

use super::figures::{self, FigureArgs};
use super::{CliError, EndsArg};
use crate::core::{InputError, OutcomeClass};
use crate::games::column_row::partition::parse_named;
use crate::games::domineering::alpha as alpha_mod;
use crate::games::domineering::board::{self, Board, Domineering, MAX_CELLS, WIDE_MAX_CELLS};
use crate::games::domineering::cost::{self, Cost};
use crate::games::domineering::cube::{self as cube_mod, CubeGame};
use crate::games::domineering::ends::{self, EndKind};
use crate::games::domineering::outcome::{self, OutcomeSolver};
use crate::games::domineering::scan;
use crate::guard::{self, Estimate, Heartbeat};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde_json::json;

/// Largest `table outcome --max`: every board up to max x max must fit the 64-cell solver.
pub const MAX_OUTCOME_TABLE: u64 = 8;

/// Rows m as clap reads them: [`board::parse_side`].
pub fn rows(text: &str) -> Result<usize, InputError> {
    board::parse_named_side(text, "rows")
}

/// Columns n as clap reads them: [`board::parse_side`].
pub fn columns(text: &str) -> Result<usize, InputError> {
    board::parse_named_side(text, "columns")
}

/// `--max` of the tables: [`board::parse_side`].
pub fn max(text: &str) -> Result<usize, InputError> {
    board::parse_named_side(text, "max")
}

/// `--max-n` of `table alpha-row`: [`board::parse_side`].
pub fn max_n(text: &str) -> Result<usize, InputError> {
    board::parse_named_side(text, "max-n")
}

/// `table outcome --max`: 1 to [`MAX_OUTCOME_TABLE`].
pub fn outcome_max(max: usize) -> Result<usize, InputError> {
    if max as u64 > MAX_OUTCOME_TABLE {
        return Err(InputError::new(format!(
            "--max {max} is too large: at most {MAX_OUTCOME_TABLE} (every board up to max x max must fit 64 cells); a longer row of boards: --rows M"
        )));
    }
    Ok(max)
}

/// `solve cube D`: 1 to [`cube_mod::MAX_DIMENSION`].
pub fn cube_dimension(text: &str) -> Result<u32, InputError> {
    Ok(parse_named(text, "dimension", 1, u64::from(cube_mod::MAX_DIMENSION))? as u32)
}

/// Largest board of the alpha commands: the scan keeps counts in `i16`.
const MAX_ALPHA_CELLS: usize = 60_000;

fn check_alpha_size(m: usize, n: usize) -> Result<(), InputError> {
    if m * n > MAX_ALPHA_CELLS {
        return Err(InputError::new(format!(
            "board {m}x{n} has {} cells, too many: at most {MAX_ALPHA_CELLS}",
            m * n
        )));
    }
    Ok(())
}

/// Admits a run through the work guard; also says whether the guard's heartbeat is on (then
/// a progress bar would fight with it on a terminal, so the caller feeds the heartbeat's
/// counter instead).
fn admit(what: String, cost: Cost) -> Result<(Heartbeat, bool), InputError> {
    let estimate = Estimate::new(what, cost.seconds, cost.bytes);
    let announced = estimate.seconds > guard::ANNOUNCE_SECONDS || guard::forced();
    let beat = estimate
        .admit()
        .map_err(|e| InputError::new(format!("too large for this machine: {e}")))?;
    Ok((beat, announced))
}

/// `cgcheck alpha M N`.
pub fn alpha(
    m: &usize,
    n: &usize,
    strict: bool,
    show: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    let (m, n) = (*m, *n);
    check_alpha_size(m, n)?;
    figure.check()?;
    crate::games::domineering::scan::check_board(m, n)?;
    let (_beat, _) = admit(
        format!("alpha of the {m} x {n} Domineering board"),
        cost::alpha(m, n, show),
    )?;
    let a = alpha_mod::alpha(m, n)?;
    let pictured = (show || figure.wanted()) && m * n <= ends::BRUTE_FORCE_MAX_CELLS;
    let witness = if pictured {
        alpha_mod::witness(m, n)?
    } else {
        None
    };
    let plays = if strict && pictured {
        [
            alpha_mod::real_play(m, n, true)?,
            alpha_mod::real_play(m, n, false)?,
        ]
    } else {
        [None, None]
    };
    figure.emit(|| figures::domineering::alpha(&a, witness.as_ref(), &plays))?;
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
            for (left_first, play) in [true, false].into_iter().zip(&plays) {
                if let Some(play) = play {
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

/// One board of the outcome table: rows, columns, class, positions searched, seconds.
type SolvedBoard = (usize, usize, OutcomeClass, u64, f64);

/// `cgcheck table outcome --max M`: every board solved on its own, in parallel (largest
/// first), with a progress bar on a terminal (or the work guard's heartbeat on a long run).
pub fn table_outcome(max: &usize, as_json: bool, figure: &FigureArgs) -> Result<(), CliError> {
    let max = outcome_max(*max)?;
    figure.check()?;
    let costs: Vec<Cost> = cost::boards(max)
        .iter()
        .map(|b| cost::outcome_class(b.rows, b.cols))
        .collect();
    let (beat, announced) = admit(
        format!("Domineering outcome table up to {max} x {max}"),
        Cost::parallel(&costs, rayon::current_num_threads()),
    )?;
    let started = std::time::Instant::now();
    let mut boards: Vec<(usize, usize)> = (1..=max)
        .flat_map(|m| (1..=max).map(move |n| (m, n)))
        .collect();
    boards.sort_by_key(|&(m, n)| std::cmp::Reverse(m * n));
    let bar = progress(boards.len() as u64, as_json || announced);
    let solved: Result<Vec<SolvedBoard>, InputError> = boards
        .par_iter()
        .map(|&(m, n)| {
            let t = std::time::Instant::now();
            let mut solver = OutcomeSolver::try_new(Board { rows: m, cols: n })?.parallel();
            let class = solver.outcome(0);
            bar.inc(1);
            beat.counter()
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Ok((m, n, class, solver.nodes(), t.elapsed().as_secs_f64()))
        })
        .collect();
    bar.finish_and_clear();
    let mut solved = solved?;
    solved.sort_by_key(|&(m, n, ..)| (m, n));
    figure.emit(|| {
        let classes: Vec<Vec<String>> = solved
            .chunks(max)
            .map(|row| row.iter().map(|s| s.2.to_string()).collect())
            .collect();
        figures::domineering::outcome_table(&classes)
    })?;
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
pub fn table_row(
    m: &usize,
    max_n: &usize,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    let (m, max_n) = (*m, *max_n);
    figure.check()?;
    check_alpha_size(m, max_n)?;
    if m >= 2 {
        crate::games::domineering::scan::check_board(m, max_n)?;
    }
    let (_beat, _) = admit(
        format!("alpha of the {m} x n Domineering boards for n up to {max_n}"),
        cost::alpha_row(m, max_n),
    )?;
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
    figure.emit(|| {
        let differs = |a: &alpha_mod::Alpha| {
            matches!(formula(a.n), Some((_, v, applies)) if applies && a.paper != Some(v))
        };
        let rows: Vec<Vec<alpha_mod::Alpha>> = row.chunks(20).map(<[_]>::to_vec).collect();
        figures::domineering::alpha_rows(&rows, &differs)
    })?;
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
pub fn table(
    max: &usize,
    strict: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    let max = *max;
    figure.check()?;
    check_alpha_size(max, max)?;
    // Every board is independent: scan them in parallel, largest first.
    let mut boards: Vec<(usize, usize)> = (1..=max)
        .flat_map(|m| (1..=max).map(move |n| (m, n)))
        .collect();
    boards.sort_by_key(|&(m, n)| std::cmp::Reverse(m * n));
    // Refuse up front rather than after the boards that do fit.
    scan::check_board(max, max)?;
    let costs: Vec<Cost> = boards
        .iter()
        .map(|&(m, n)| cost::alpha(m, n, false))
        .collect();
    let (beat, announced) = admit(
        format!("alpha table up to {max} x {max}"),
        Cost::parallel(&costs, rayon::current_num_threads()),
    )?;
    let started = std::time::Instant::now();
    let bar = progress(boards.len() as u64, as_json || announced);
    let computed: Result<Vec<alpha_mod::Alpha>, InputError> = boards
        .par_iter()
        .map(|&(m, n)| {
            let a = alpha_mod::alpha(m, n);
            bar.inc(1);
            beat.counter()
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            a
        })
        .collect();
    bar.finish_and_clear();
    let mut computed = computed?;
    computed.sort_by_key(|a| (a.m, a.n));
    let rows: Vec<Vec<alpha_mod::Alpha>> = computed.chunks(max).map(|c| c.to_vec()).collect();
    figure.emit(|| figures::domineering::alpha_table(&rows, strict, &|_| false))?;
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
pub fn polynomial(m: &usize, n: &usize, which: EndsArg, balanced: bool) -> Result<(), CliError> {
    let (m, n) = (*m, *n);
    if m.min(n) > ends::TRANSFER_MAX_WIDTH || m * n > 128 {
        return Err(InputError::new(format!(
            "board {m}x{n} is too large for the counting transfer matrix: the narrow side at most {}, at most 128 cells",
            ends::TRANSFER_MAX_WIDTH
        ))
        .into());
    }
    let (_beat, _) = admit(
        format!("end polynomial of the {m} x {n} Domineering board"),
        cost::polynomial(m, n),
    )?;
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
pub fn solve(
    m: &usize,
    n: &usize,
    reference: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    let (m, n) = (*m, *n);
    figure.check()?;
    if m.saturating_mul(n) > MAX_CELLS {
        let wide = if m.saturating_mul(n) <= WIDE_MAX_CELLS {
            format!(
                "; boards of up to {WIDE_MAX_CELLS} cells get their class alone with --outcome-only"
            )
        } else {
            String::new()
        };
        return Err(InputError::new(format!(
            "board {m}x{n} has {} cells, more than the {MAX_CELLS} the full answer handles (too large: at most {MAX_CELLS} cells){wide}",
            m as u128 * n as u128
        ))
        .into());
    }
    let board = Board::new(m, n)?;
    if reference && m * n > 20 {
        return Err(InputError::new(format!(
            "board {m}x{n} is too large for the reference solver (at most 20 cells)"
        ))
        .into());
    }
    let mut forecast = cost::outcome(m, n);
    if reference {
        forecast = forecast.then(cost::reference_outcome(m, n));
    }
    let (_beat, _) = admit(format!("Domineering {m} x {n} outcome"), forecast)?;
    let game = Domineering::new(board);
    let mut solver = OutcomeSolver::try_new(board)?.parallel();
    let class = if reference {
        outcome::reference(board, 0)
    } else {
        solver.outcome(0)
    };
    let (left_can, right_can) = (game.left_can_move(0), game.right_can_move(0));
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
    figure.emit(|| {
        figures::domineering::winning_moves(
            (m, n),
            &[],
            &class.to_string(),
            &left_wins,
            &right_wins,
        )
    })?;
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "domineering", "m": m, "n": n, "outcome": class.to_string(),
                "left_moves": game.vertical_slots().len(),
                "right_moves": game.horizontal_slots().len(),
                "finished": !left_can && !right_can,
                "left_winning_moves": left_wins.len(), "right_winning_moves": right_wins.len(),
                "positions": solver.positions(),
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    let meaning = class_meaning(class);
    println!(
        "domineering {m}x{n} (m rows, n columns; Left places vertical dominoes): {class}: {meaning}"
    );
    match (left_can, right_can) {
        (false, false) => println!(
            "the game is already over: neither player has a move on a {m}x{n} board, so whoever is to move loses"
        ),
        (false, true) => println!(
            "Left has no move at all (a board with one row has no room for a vertical domino)"
        ),
        (true, false) => println!(
            "Right has no move at all (a board with one column has no room for a horizontal domino)"
        ),
        (true, true) => {}
    }
    for (who, moves, v, can) in [
        ("Left", &left_wins, true, left_can),
        ("Right", &right_wins, false, right_can),
    ] {
        if !can {
            println!("{who} moving first cannot move and loses at once");
        } else if moves.is_empty() {
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

/// Parses `--first`: `left` (true) or `right` (false), any case; `L`/`R`, `vertical` and
/// `horizontal` are accepted too.
pub fn first_player(text: &str) -> Result<bool, String> {
    match text.trim().to_ascii_lowercase().as_str() {
        "left" | "l" | "vertical" | "v" => Ok(true),
        "right" | "r" | "horizontal" | "h" => Ok(false),
        _ => Err(format!(
            "'{}' is not a player: expected left (vertical dominoes) or right (horizontal)",
            text.trim()
        )),
    }
}

/// Parses `--table-bits N`: a whole number from [`crate::games::domineering::table::MIN_BITS`]
/// to [`crate::games::domineering::outcome::MAX_TABLE_BITS`] (the table holds 2^N slots).
pub fn table_bits(text: &str) -> Result<u32, String> {
    use crate::games::domineering::table::MIN_BITS;
    let (low, high) = (MIN_BITS, crate::games::domineering::outcome::MAX_TABLE_BITS);
    let t = text.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "'{t}' is not a number of table bits: expected a whole number from {low} to {high} (a table of 2^N slots)"
        ));
    }
    match t.parse::<u32>() {
        Ok(n) if (low..=high).contains(&n) => Ok(n),
        _ => Err(format!(
            "{t} table bits are out of range: expected {low} to {high} (a table of 2^N slots)"
        )),
    }
}

/// What an outcome class means, in words (the board and the position forms print it alike).
pub fn class_meaning(class: OutcomeClass) -> &'static str {
    match class {
        OutcomeClass::L => "Left (vertical) wins whoever starts",
        OutcomeClass::R => "Right (horizontal) wins whoever starts",
        OutcomeClass::N => "the player to move first wins",
        OutcomeClass::P => "the second player wins",
    }
}

/// `cgcheck solve cube D`.
pub fn cube(d: &u32, as_json: bool, figure: &FigureArgs) -> Result<(), CliError> {
    let d = *d;
    figure.check()?;
    let g = CubeGame::new(d)?;
    // Q_4 has 16 vertices: at most 2^16 positions, solved in milliseconds.
    let (_beat, _) = admit(
        format!("vertex game on Q_{d}"),
        Cost {
            seconds: 0.01 * f64::from(1u32 << d),
            bytes: 16 << 20,
        },
    )?;
    let first = g.first_player_wins();
    let lengths = Some(g.game_lengths());
    figure.emit(|| {
        let play = g.shortest_game();
        figures::domineering::cube(
            d,
            &play,
            vec![format!(
                "the {} player wins; a shortest complete game ({} moves) is numbered",
                if first { "first" } else { "second" },
                play.len()
            )],
        )
    })?;
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
