//! `cgcheck sg subtraction | nim | wythoff`: the Sprague-Grundy value of a position of an
//! impartial game and, with `--moves`, every move with the value it leads to (`sg
//! column-row` lives in [`super::column_row`]).

use super::figures::{self, FigureArgs};
use super::{CliError, SgGame};
use crate::core::error::parse_u64;
use crate::core::{Grundy, InputError};
use crate::games::subtraction::{Periodic, SubtractionSet};
use crate::games::{nim, wythoff};
use crate::guard::Estimate;
use serde_json::json;

/// Moves of `sg nim --moves` listed as text.
const NIM_TEXT_MOVES: u64 = 1000;
/// Moves of `sg nim --moves --json` listed.
const NIM_JSON_MOVES: u64 = 100_000;

/// Seconds per elementary step of the Wythoff SG table (one option's value marked), measured
/// in a release build on the shared 2-core development machine: (1000, 1000), 1.3e9 steps,
/// 1.65 s; (2000, 1000), 3.7e9 steps, 5.8 s (the longer columns leave the cache).
const WYTHOFF_STEP_SECONDS: f64 = 1.5e-9;

/// Dispatches on the game (`column-row` is dispatched by the caller).
pub fn run(game: &SgGame) -> Result<(), CliError> {
    match game {
        SgGame::Subtraction {
            position,
            moves,
            json,
            figure,
        } => subtraction(position.parsed()?, *moves, *json, figure),
        SgGame::Nim {
            position,
            moves,
            json,
            figure,
        } => sg_nim(&position.sizes()?, *moves, *json, figure),
        SgGame::Wythoff {
            position,
            moves,
            json,
            figure,
        } => {
            let (x, y) = position.piles()?;
            sg_wythoff(&x, &y, *moves, *json, figure)
        }
        SgGame::Cube { d, moves, json } => sg_cube(*d, *moves, *json),
        SgGame::ColumnRow {
            partition,
            input,
            moves,
            reference,
            json,
            figure,
        } => super::column_row::sg_input(
            partition.clone(),
            input.as_deref(),
            *moves,
            *reference,
            *json,
            figure,
        ),
    }
}

fn outcome(v: u64) -> &'static str {
    if v == 0 { "P-position" } else { "N-position" }
}

fn print_json(value: serde_json::Value) {
    println!(
        "{}",
        serde_json::to_string_pretty(&value).unwrap_or_default()
    );
}

fn mark(v: u64) -> &'static str {
    if v == 0 { "  <- winning" } else { "" }
}

/// `cgcheck sg subtraction --set S N`: SG(N) from the certified period, for any N.
fn subtraction(
    (set, n): (SubtractionSet, u64),
    moves: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let p = Periodic::compute(&set)?;
    let g = p.grundy(n);
    figure.emit(|| {
        let sg = |i: u64| u64::from(p.grundy(i));
        figures::heaps::subtraction(&set.to_string(), n, &sg, &p.winning_moves(n))
    })?;
    let listed: Vec<(u64, u64, Grundy)> = if moves {
        set.elements()
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| (k, n - k, p.grundy(n - k)))
            .collect()
    } else {
        Vec::new()
    };
    if as_json {
        print_json(json!({
            "game": "subtraction",
            "set": set.elements(),
            "n": n,
            "sg": g,
            "outcome": if g == 0 { "P" } else { "N" },
            "finished": n < set.elements()[0],
            "preperiod": p.preperiod,
            "period": p.period,
            "moves": listed.iter().map(|(k, r, v)| json!({"remove": k, "result": r, "sg": v})).collect::<Vec<_>>(),
        }));
        return Ok(());
    }
    println!(
        "subtraction game S = {set}, n = {n}: SG {g} ({})",
        outcome(g.into())
    );
    println!(
        "from the certified period: SG periodic from {} with period {}",
        p.preperiod, p.period
    );
    if n < set.elements()[0] {
        println!("finished: no move is possible from {n} chips (whoever is to move loses)");
    }
    if moves {
        println!("moves ({}):", listed.len());
        for (k, r, v) in &listed {
            println!("  remove {k:>4} -> {r:<20} SG {v}{}", mark((*v).into()));
        }
    }
    Ok(())
}

/// `cgcheck sg nim HEAPS...`: SG = the nim-sum; a move heap i: h -> t leads to SG s ^ h ^ t.
fn sg_nim(heaps: &[u64], moves: bool, as_json: bool, figure: &FigureArgs) -> Result<(), CliError> {
    figure.check()?;
    let heaps = heaps.to_vec();
    let s = nim::nim_sum(&heaps);
    figure.emit(|| figures::heaps::nim_heaps(&heaps, &nim::winning_moves(&heaps)))?;
    let total: u128 = heaps.iter().map(|&h| u128::from(h)).sum();
    let limit = if as_json {
        NIM_JSON_MOVES
    } else {
        NIM_TEXT_MOVES
    };
    // (heap index, from, to, value), in order: heap by heap, the smallest result first.
    let listed: Vec<(usize, u64, u64, u64)> = if moves {
        heaps
            .iter()
            .enumerate()
            .flat_map(|(i, &h)| (0..h).map(move |t| (i, h, t, s ^ h ^ t)))
            .take(limit as usize)
            .collect()
    } else {
        Vec::new()
    };
    let small = heaps.len() <= 16;
    let truncated = moves && total > listed.len() as u128;
    if as_json {
        print_json(json!({
            "game": "nim",
            "heaps": heaps,
            "sg": s,
            "outcome": if s == 0 { "P" } else { "N" },
            "finished": total == 0,
            "moves_total": if moves { Some(total.to_string()) } else { None },
            "moves_truncated": truncated,
            "moves": listed.iter().map(|&(i, h, t, v)| json!({
                "heap": i + 1, "from": h, "to": t, "sg": v,
            })).collect::<Vec<_>>(),
        }));
        return Ok(());
    }
    let terms: Vec<String> = heaps.iter().map(u64::to_string).collect();
    println!(
        "nim {}: SG {s} ({}; the nim-sum {})",
        nim::show(&heaps),
        outcome(s),
        terms.join(" xor ")
    );
    if total == 0 {
        println!("finished: no chips left, no move is possible (whoever is to move loses)");
    }
    if moves {
        if truncated {
            println!(
                "moves ({total}; the first {} listed; heap i: h -> t leads to SG {s} xor h xor t):",
                listed.len()
            );
        } else {
            println!("moves ({total}):");
        }
        for &(i, h, t, v) in &listed {
            let reaching = if small {
                let mut r = heaps.clone();
                r[i] = t;
                format!("  reaching {}", nim::show(&r))
            } else {
                String::new()
            };
            println!("  heap {}: {h} -> {t}{reaching}  SG {v}{}", i + 1, mark(v));
        }
    }
    Ok(())
}

/// The work guard's estimate of the Wythoff SG table up to (x, y): every position marks the
/// values of its a + b + min(a, b) moves; two tables of 4-byte values.
fn wythoff_estimate(x: u64, y: u64) -> Estimate {
    let (xf, yf) = (x as f64 + 1.0, y as f64 + 1.0);
    let steps = xf * yf * ((xf + yf) / 2.0 + xf.min(yf) / 3.0 + 1.0);
    Estimate::new(
        format!(
            "the Wythoff SG table up to ({x},{y}) ({} rows, {steps:.1e} steps)",
            x + 1
        ),
        steps * WYTHOFF_STEP_SECONDS,
        (xf * yf * 8.0 + 8.0 * (xf + yf) * 2.0).min(u64::MAX as f64) as u64 + (1 << 20),
    )
}

/// `cgcheck sg wythoff X Y`: SG by mex over the table of every position up to (X, Y).
fn sg_wythoff(
    x: &str,
    y: &str,
    moves: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let x = parse_u64(x, "pile")?;
    let y = parse_u64(y, "pile")?;
    if x.max(y) > wythoff::SG_MAX_PILE {
        return Err(InputError::new(format!(
            "pile {} is too large for the Wythoff SG table: at most {}",
            x.max(y),
            wythoff::SG_MAX_PILE
        ))
        .into());
    }
    let beat = wythoff_estimate(x, y).admit()?;
    let table = wythoff::sg_table(x, y, beat.counter())?;
    drop(beat);
    let w = y as usize + 1;
    let at = |a: u64, b: u64| u64::from(table[a as usize * w + b as usize]);
    let g = at(x, y);
    figure.emit(|| figures::heaps::wythoff_values(x, y, &at))?;
    // The table against the Beatty pairs: SG is 0 exactly on the P-positions.
    if (g == 0) != wythoff::is_p(x, y) {
        return Err(CliError::Run(format!(
            "internal check failed: SG({x},{y}) = {g} but is_p says {}",
            wythoff::is_p(x, y)
        )));
    }
    let listed: Vec<((u64, u64), String, u64)> = if moves {
        let mut out = Vec::new();
        for k in 1..=x {
            out.push(((x - k, y), format!("take {k} from the first pile")));
        }
        for k in 1..=y {
            out.push(((x, y - k), format!("take {k} from the second pile")));
        }
        for k in 1..=x.min(y) {
            out.push(((x - k, y - k), format!("take {k} from both piles")));
        }
        out.into_iter()
            .map(|(p, how)| (p, how, at(p.0, p.1)))
            .collect()
    } else {
        Vec::new()
    };
    if as_json {
        print_json(json!({
            "game": "wythoff",
            "position": [x, y],
            "sg": g,
            "outcome": if g == 0 { "P" } else { "N" },
            "finished": x == 0 && y == 0,
            "solver": "mex-table",
            "moves": listed.iter().map(|(p, how, v)| json!({"result": [p.0, p.1], "move": how, "sg": v})).collect::<Vec<_>>(),
        }));
        return Ok(());
    }
    println!("wythoff ({x},{y}): SG {g} ({})", outcome(g));
    println!(
        "by mex over the table of every position up to ({x},{y}) (SG 0 checked against the Beatty pairs)"
    );
    if x == 0 && y == 0 {
        println!("finished: both piles are empty (whoever is to move loses)");
    }
    if moves {
        println!("moves ({}):", listed.len());
        for ((a, b), how, v) in &listed {
            println!(
                "  {:<16} {how:<32} SG {v}{}",
                format!("({a},{b})"),
                mark(*v)
            );
        }
    }
    Ok(())
}

/// `cgcheck sg cube D`: the SG value of the vertex game on Q_d (the generic memoised mex over
/// the sets of vertices still available; at most 2^16 of them on Q_4).
fn sg_cube(d: u32, moves: bool, as_json: bool) -> Result<(), CliError> {
    use crate::core::ImpartialGame;
    use crate::core::reference::GrundySolver;
    use crate::games::domineering::cube::CubeGame;
    let g = CubeGame::new(d)?;
    let mut solver = GrundySolver::new(&g);
    let start = g.start();
    let value = solver.grundy(&start);
    // Vertex v leaves every vertex but v and its neighbours (the order of `moves`).
    let listed: Vec<(u32, Grundy)> = if moves {
        (0..1u32 << d)
            .zip(g.moves(&start))
            .map(|(v, after)| (v, solver.grundy(&after)))
            .collect()
    } else {
        Vec::new()
    };
    let name = |v: u32| -> String {
        (0..d)
            .rev()
            .map(|i| if v >> i & 1 == 1 { '1' } else { '0' })
            .collect()
    };
    if as_json {
        print_json(json!({
            "game": "hypercube vertex game",
            "dimension": d,
            "sg": value,
            "outcome": if value == 0 { "P" } else { "N" },
            "moves": listed.iter().map(|(v, s)| json!({"vertex": name(*v), "sg": s})).collect::<Vec<_>>(),
        }));
        return Ok(());
    }
    println!(
        "vertex game on Q_{d}: SG {value} ({})",
        outcome(value.into())
    );
    if moves {
        println!("first vertices ({}):", listed.len());
        for (v, s) in &listed {
            println!("  {} -> SG {s}{}", name(*v), mark((*s).into()));
        }
    }
    Ok(())
}
