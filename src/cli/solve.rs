//! `cgcheck solve GAME ...`: the outcome of one position and every winning move.

use super::figures::{self, FigureArgs};
use super::{CliError, SolveGame};
use crate::cli::input::{
    argument_or_file, fields, lines_to_spaces, read_input, rows_to_semicolons,
};
use crate::core::InputError;
use crate::core::error::parse_u64;
use crate::games::subtraction::{Periodic, SubtractionSet, reference_values};
use crate::games::{nim, wythoff};
use crate::guard::Estimate;
use serde_json::json;

/// Largest heap the subtraction reference solver accepts.
const SUBTRACTION_REFERENCE_MAX: u64 = 1_000_000;

/// What `solve domineering` was given: a board size (the empty board, the original output)
/// or a position's text.
enum Given {
    Size(usize, usize),
    Position(String),
}

/// Dispatches on the game.
pub fn run(game: &SolveGame) -> Result<(), CliError> {
    match game {
        SolveGame::Subtraction {
            position,
            reference,
            json,
            figure,
        } => subtraction(position.parsed()?, *reference, *json, figure),
        SolveGame::Nim {
            position,
            reference,
            json,
            figure,
        } => solve_nim(&position.sizes()?, *reference, *json, figure),
        SolveGame::Wythoff {
            position,
            reference,
            json,
            figure,
        } => {
            let (x, y) = position.piles()?;
            solve_wythoff(&x, &y, *reference, *json, figure)
        }
        SolveGame::Domineering {
            m,
            n,
            position,
            input,
            proof,
            reference,
            outcome_only,
            record,
            first,
            table_bits,
            json,
            figure,
        } => {
            let given = match (m, n, position, input) {
                (Some(m), Some(n), None, None) => Given::Size(*m, *n),
                (_, _, Some(text), None) => Given::Position(text.clone()),
                (_, _, None, Some(file)) => {
                    let text = read_input(file)?;
                    if text.split_whitespace().count() == 2
                        && text
                            .chars()
                            .all(|c| c.is_ascii_digit() || c.is_whitespace())
                    {
                        let f = fields(&text, 2, "the board size M N")?;
                        Given::Size(
                            super::domineering::rows(f[0])?,
                            super::domineering::columns(f[1])?,
                        )
                    } else {
                        Given::Position(text)
                    }
                }
                _ => {
                    return Err(InputError::new(
                        "expected the board size M N, --position TEXT or --input FILE",
                    )
                    .into());
                }
            };
            let options = super::dom_position::Options {
                reference: *reference,
                json: *json,
                proof: proof.as_deref(),
                record: record.as_deref(),
                first: *first,
                table_bits: *table_bits,
                figure,
            };
            if *outcome_only {
                if let Given::Size(m, n) = given
                    && !options.reference
                    && options.first.is_none()
                {
                    return super::dom_rows::rectangle_outcome(m, n, &options);
                }
                use crate::games::domineering::{board, position::Position};
                let position = match given {
                    Given::Size(m, n) if m * n > board::MAX_CELLS => {
                        return super::dom_position::outcome_wide(
                            board::Board::wide(m, n)?,
                            0,
                            &options,
                        );
                    }
                    Given::Size(m, n) => Position::empty(board::Board::new(m, n)?),
                    Given::Position(text) => {
                        let (b, filled) = Position::parse_wide(&text)?;
                        if b.rows * b.cols > board::MAX_CELLS {
                            return super::dom_position::outcome_wide(b, filled, &options);
                        }
                        Position::parse(&text)?
                    }
                };
                if let Some(left) = options.first {
                    return super::dom_position::first_only(position, left, &options);
                }
                return super::dom_position::outcome_only(position, &options);
            }
            match given {
                Given::Size(m, n) => {
                    super::dom_position::check_proof_path(&options, m * n)?;
                    super::domineering::solve(&m, &n, *reference, *json, figure)?;
                    super::dom_position::proof_of_empty(&options, m, n)
                }
                Given::Position(text) => super::dom_position::solve(&text, &options),
            }
        }
        SolveGame::Cube { d, json, figure } => super::domineering::cube(d, *json, figure),
        SolveGame::Mnk {
            game,
            reference,
            minimax,
            weak,
            zones,
            budget,
            after,
            after_file,
            certificate,
            shard,
            dir,
            json,
            figure,
        } => {
            let after = match after_file {
                Some(file) => lines_to_spaces(&read_input(file)?),
                None => after.clone(),
            };
            let after = &after;
            let [m, n, k, p, q] = game.all();
            let budget = budget.as_deref().unwrap_or(if *zones {
                super::mnk_zones::DEFAULT_BUDGET
            } else {
                super::mnk::DEFAULT_BUDGET
            });
            if let (Some(shard), Some(dir)) = (shard, dir) {
                return super::mnk::solve_part(game.all(), after, budget, *shard, dir);
            }
            if *zones {
                return super::mnk_zones::solve(
                    [m, n, k, p, q],
                    after,
                    budget,
                    *json,
                    certificate.as_deref(),
                );
            }
            if *weak {
                return super::mnk::solve_weak(m, n, k, p, q, after, *json, figure);
            }
            let method = if *reference {
                super::mnk::Method::Reference(after)
            } else if *minimax {
                super::mnk::Method::Minimax(after)
            } else {
                super::mnk::Method::Prover(budget, after)
            };
            super::mnk::solve(m, n, k, p, q, method, *json, certificate.as_deref(), figure)
        }
        SolveGame::Seki {
            matrix,
            input,
            variant,
            reference,
            json,
            figure,
        } => {
            let matrix = match input {
                Some(_) => {
                    rows_to_semicolons(&argument_or_file(matrix.as_deref(), input.as_deref())?)
                }
                None => argument_or_file(matrix.as_deref(), None)?,
            };
            super::seki::solve(&matrix, variant, *reference, *json, figure)
        }
    }
}

fn print_json(value: serde_json::Value) {
    println!(
        "{}",
        serde_json::to_string_pretty(&value).unwrap_or_default()
    );
}

fn outcome_word(p: bool) -> &'static str {
    if p {
        "P-position (the previous player wins)"
    } else {
        "N-position (the next player wins)"
    }
}

fn subtraction(
    (set, n): (SubtractionSet, u64),
    reference: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let (grundy, moves, period) = if reference {
        if n > SUBTRACTION_REFERENCE_MAX {
            return Err(InputError::new(format!(
                "{n} chips is too large for the reference solver: at most {SUBTRACTION_REFERENCE_MAX}"
            ))
            .into());
        }
        // Measured: about 1.2 us per value and element of S; about 60 bytes per value.
        let work = (n as f64 + 1.0) * set.elements().len() as f64;
        let _beat = Estimate::new(
            format!("subtraction game reference values up to {n}"),
            work * 1.2e-6,
            (n as f64 * 60.0 + 16.0 * set.elements().len() as f64) as u64,
        )
        .admit()?;
        let values = reference_values(&set, n);
        let moves: Vec<u64> = set
            .elements()
            .iter()
            .copied()
            .filter(|&k| k <= n && values[(n - k) as usize] == 0)
            .collect();
        figure.emit(|| {
            let sg = |i: u64| u64::from(values[i as usize]);
            figures::heaps::subtraction(&set.to_string(), n, &sg, &moves)
        })?;
        (values[n as usize], moves, None)
    } else {
        let p = Periodic::compute(&set)?;
        let moves = p.winning_moves(n);
        figure.emit(|| {
            let sg = |i: u64| u64::from(p.grundy(i));
            figures::heaps::subtraction(&set.to_string(), n, &sg, &moves)
        })?;
        (p.grundy(n), moves, Some(p))
    };
    if as_json {
        print_json(json!({
            "game": "subtraction",
            "set": set.elements(),
            "n": n,
            "sg": grundy,
            "outcome": if grundy == 0 { "P" } else { "N" },
            "winning_moves": moves.iter().map(|k| json!({"remove": k, "leaves": n - k})).collect::<Vec<_>>(),
            "finished": n < set.elements()[0],
            "solver": if reference { "reference" } else { "periodic" },
            "preperiod": period.as_ref().map(|p| p.preperiod),
            "period": period.as_ref().map(|p| p.period),
            "p_residues": period.as_ref().map(|p| p.p_residues()),
        }));
        return Ok(());
    }
    println!(
        "subtraction game S = {set}, n = {n}: {} (SG {grundy})",
        outcome_word(grundy == 0)
    );
    if n < set.elements()[0] {
        println!("finished: no move is possible from {n} chips (the previous player has won)");
    }
    if let Some(p) = &period {
        println!(
            "SG sequence periodic from {} with period {} (certified); P-positions past the preperiod: n = {:?} mod {}",
            p.preperiod,
            p.period,
            p.p_residues(),
            p.period
        );
    }
    print_moves(
        moves
            .iter()
            .map(|k| format!("remove {k}, leaving {}", n - k))
            .collect(),
    );
    Ok(())
}

fn print_moves(moves: Vec<String>) {
    if moves.is_empty() {
        println!("no winning move");
    } else {
        println!("winning moves ({}):", moves.len());
        for m in moves {
            println!("  {m}");
        }
    }
}

/// Above this many heaps, the moves of `solve nim` name the heap changed instead of printing
/// every resulting position (which would make the output quadratic in the number of heaps).
const NIM_SHOW_POSITIONS: usize = 16;
/// At most this many winning moves are listed as text (all are in --json).
const NIM_LIST_MOVES: usize = 100;

/// The guard's estimate of the Nim reference solver: P = prod (h + 1) positions, each with
/// about S / 2 moves (S the number of chips), each move a cloned heap vector (measured:
/// (100,100) 0.8 s); the search stack holds up to S^2 / 2 positions.
fn nim_reference_estimate(heaps: &[u64]) -> Estimate {
    let positions: f64 = heaps.iter().map(|&h| h as f64 + 1.0).product();
    let chips: f64 = heaps.iter().map(|&h| h as f64).sum();
    let per = 32.0 + 8.0 * heaps.len() as f64;
    Estimate::new(
        format!("Nim {} by the reference solver", nim::show(heaps)),
        positions * (chips / 2.0 + 1.0) * 1.2e-6,
        ((positions * 2.0 + chips * chips / 2.0) * per).min(u64::MAX as f64) as u64,
    )
}

fn solve_nim(
    heaps: &[u64],
    reference: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let heaps = heaps.to_vec();
    let (p, moves) = if reference {
        nim::reference_fits(&heaps)?;
        let _beat = nim_reference_estimate(&heaps).admit()?;
        (
            nim::reference_is_p(&heaps)?,
            nim::reference_winning_moves(&heaps)?,
        )
    } else {
        (nim::is_p(&heaps), nim::winning_moves(&heaps))
    };
    let sum = nim::nim_sum(&heaps);
    figure.emit(|| figures::heaps::nim_heaps(&heaps, &moves))?;
    let finished = heaps.iter().all(|&h| h == 0);
    let small = heaps.len() <= NIM_SHOW_POSITIONS;
    if as_json {
        print_json(json!({
            "game": "nim",
            "heaps": heaps,
            "nim_sum": sum,
            "outcome": if p { "P" } else { "N" },
            "finished": finished,
            // The resulting position only for a few heaps: otherwise the output would be
            // quadratic in the number of heaps.
            "winning_moves": moves.iter().map(|m| if small { json!({
                "heap": m.heap + 1, "from": m.from, "to": m.to, "result": m.apply(&heaps),
            }) } else { json!({"heap": m.heap + 1, "from": m.from, "to": m.to}) }).collect::<Vec<_>>(),
            "solver": if reference { "reference" } else { "nim-sum" },
        }));
        return Ok(());
    }
    let terms: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    println!(
        "nim {}: {} (nim-sum {} = {sum})",
        nim::show(&heaps),
        outcome_word(p),
        terms.join(" xor ")
    );
    if finished {
        println!("finished: no chips left, no move is possible (the previous player has won)");
    }
    let total = moves.len();
    let lines: Vec<String> = moves
        .iter()
        .take(NIM_LIST_MOVES)
        .map(|m| {
            let reaching = if small {
                format!(", reaching {}", nim::show(&m.apply(&heaps)))
            } else {
                String::new()
            };
            format!(
                "heap {}: {} -> {} (take {}){reaching}",
                m.heap + 1,
                m.from,
                m.to,
                m.from - m.to,
            )
        })
        .collect();
    if total > NIM_LIST_MOVES {
        println!("winning moves ({total}; the first {NIM_LIST_MOVES} listed, all with --json):");
        for l in &lines {
            println!("  {l}");
        }
        return Ok(());
    }
    print_moves(lines);
    Ok(())
}

fn solve_wythoff(
    x: &str,
    y: &str,
    reference: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let x = parse_u64(x, "pile")?;
    let y = parse_u64(y, "pile")?;
    wythoff::fits(x, y)?;
    let moves = if reference {
        if x.max(y) > wythoff::REFERENCE_MAX_PILE {
            return Err(InputError::new(format!(
                "pile {} is too large for the reference solver: at most {}",
                x.max(y),
                wythoff::REFERENCE_MAX_PILE
            ))
            .into());
        }
        // Measured: about 0.1 us per position and move ((100,100) 0.08 s, (200,150) 0.5 s).
        let positions = (x as f64 + 1.0) * (y as f64 + 1.0);
        let moves = (x + y + x.min(y)) as f64 / 2.0 + 1.0;
        let _beat = Estimate::new(
            format!("Wythoff ({x},{y}) by the reference solver"),
            positions * moves * 1e-7,
            (positions * 80.0) as u64,
        )
        .admit()?;
        wythoff::reference_winning_moves(x, y)?
    } else {
        wythoff::winning_moves(x, y)
    };
    // A position is P exactly when it has no move to a P-position.
    let p = moves.is_empty();
    figure.emit(|| figures::heaps::wythoff_plane(x, y, &moves))?;
    if as_json {
        print_json(json!({
            "game": "wythoff",
            "position": [x, y],
            "outcome": if p { "P" } else { "N" },
            "winning_moves": moves,
            "finished": x == 0 && y == 0,
            "solver": if reference { "reference" } else { "beatty" },
        }));
        return Ok(());
    }
    println!("wythoff ({x},{y}): {}", outcome_word(p));
    if x == 0 && y == 0 {
        println!(
            "finished: both piles are empty, no move is possible (the previous player has won)"
        );
    }
    if p && x != y {
        let k = x.abs_diff(y);
        println!("it is the pair number {k}: (floor({k} phi), floor({k} phi) + {k})");
    }
    print_moves(
        moves
            .iter()
            .map(|&(a, b)| {
                let how = if a == x {
                    format!("take {} from the second pile", y - b)
                } else if b == y {
                    format!("take {} from the first pile", x - a)
                } else {
                    format!("take {} from both piles", x - a)
                };
                format!("({a},{b}): {how}")
            })
            .collect(),
    );
    Ok(())
}
