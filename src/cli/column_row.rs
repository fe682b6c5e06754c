//! `cgcheck sg column-row`, `cgcheck staircase`, `cgcheck table column-row`.

use super::figures::{self, FigureArgs};
use super::{CliError, CrFamily, StaircaseArgs};
use crate::core::{Grundy, InputError};
use crate::games::column_row::cost;
use crate::games::column_row::families;
use crate::games::column_row::fast::WordSolver;
use crate::games::column_row::partition::{Partition, parse_named};
use crate::games::column_row::reference::{self, Algorithm1};
use crate::games::column_row::rules::{Move, all_moves, apply};
use crate::games::column_row::staircase::{self, Counts};
use crate::games::column_row::word::{MAX_LEN, Word};
use crate::guard::{self, Estimate, Heartbeat};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;

/// Largest staircase the table solver indexes (words of 2N letters in a u64).
pub const MAX_STAIRCASE: u64 = 31;

/// Largest family parameter of `table column-row`: a + b letters must fit the word solver.
pub const MAX_FAMILY: u64 = (MAX_LEN / 2) as u64;

/// `staircase --max-n`: 1 to [`MAX_STAIRCASE`], read exactly.
pub fn staircase_n(text: &str) -> Result<usize, InputError> {
    Ok(parse_named(text, "max-n", 1, MAX_STAIRCASE)? as usize)
}

/// `table column-row --max`: 1 to [`MAX_FAMILY`], read exactly.
pub fn family_max(text: &str) -> Result<u32, InputError> {
    Ok(parse_named(text, "max", 1, MAX_FAMILY)? as u32)
}

/// `table column-row --d`: 1 to [`MAX_FAMILY`], read exactly (and at most `--max`).
pub fn family_d(text: &str) -> Result<u32, InputError> {
    Ok(parse_named(text, "d", 1, MAX_FAMILY)? as u32)
}

/// Admits a run through the work guard; also says whether its heartbeat is on (then the
/// caller feeds the heartbeat instead of drawing its own bar).
fn admit(what: String, (seconds, bytes): (f64, u64)) -> Result<(Heartbeat, bool), InputError> {
    let estimate = Estimate::new(what, seconds, bytes);
    let announced = estimate.seconds > guard::ANNOUNCE_SECONDS || guard::forced();
    let beat = estimate
        .admit()
        .map_err(|e| InputError::new(format!("too large for this machine: {e}")))?;
    Ok((beat, announced))
}

fn outcome(v: Grundy) -> &'static str {
    if v == 0 { "P-position" } else { "N-position" }
}

/// `cgcheck sg column-row PARTITION | --input FILE`: the partition from the argument or the
/// file (read by the same parser).
pub fn sg_input(
    partition: Option<Partition>,
    input: Option<&std::path::Path>,
    moves: bool,
    use_reference: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    let p = match (partition, input) {
        (Some(p), None) => p,
        (None, Some(file)) => Partition::parse(&super::input::read_input(file)?)?,
        (a, f) => {
            super::input::argument_or_file(a.as_ref().map(|_| ""), f)?;
            return Err(InputError::new("expected a partition").into());
        }
    };
    sg(&p, moves, use_reference, as_json, figure)
}

/// `cgcheck sg column-row PARTITION`.
pub fn sg(
    p: &Partition,
    moves: bool,
    use_reference: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    let p = p.clone();
    figure.check()?;
    // Refuses diagrams the word encoding cannot hold (rows + columns above 128), then asks
    // the work guard about the rest.
    let forecast = if use_reference {
        // Algorithm 1 is the literal reference, for small diagrams only (its own limit).
        let bound = cost::bound(&p)?;
        if bound > reference::MAX_REACHABLE as f64 {
            return Err(InputError::new(format!(
                "partition too large for the reference solver: up to {bound:.0} reachable positions (at most {})",
                reference::MAX_REACHABLE
            ))
            .into());
        }
        cost::algorithm1(&p)?
    } else {
        cost::word_solver(&p)?
    };
    let name = if p.rows() <= 12 {
        p.to_string()
    } else {
        format!("with {} rows and {} columns", p.rows(), p.cols())
    };
    let (_beat, _) = admit(format!("SG of the Column-Row diagram {name}"), forecast)?;
    let mut fast = WordSolver::new();
    let mut algorithm1 = Algorithm1::new();
    let mut value = |q: &Partition| -> Result<Grundy, InputError> {
        if use_reference {
            Ok(algorithm1.sg(q))
        } else {
            Ok(fast.sg_word(Word::from_partition(q)?))
        }
    };
    let v = value(&p)?;
    let listed: Vec<(Move, Partition, Grundy)> = if moves || figure.wanted() {
        all_moves(&p)
            .into_iter()
            .map(|m| {
                let q = apply(&p, m);
                value(&q).map(|g| (m, q, g))
            })
            .collect::<Result<_, _>>()?
    } else {
        Vec::new()
    };
    figure.emit(|| {
        let values: Vec<(Move, Grundy)> = listed.iter().map(|(m, _, g)| (*m, *g)).collect();
        figures::young::diagram(&p, v, &values)
    })?;
    let listed: Vec<(String, Partition, Grundy)> = if moves {
        listed
            .into_iter()
            .map(|(m, q, g)| (m.notation(), q, g))
            .collect()
    } else {
        Vec::new()
    };
    if as_json {
        let out = json!({
            "game": "column-row",
            "partition": p.parts(),
            "sg": v,
            "outcome": if v == 0 { "P" } else { "N" },
            "finished": p.is_empty(),
            "solver": if use_reference { "algorithm-1" } else { "boundary-word" },
            "moves": listed.iter().map(|(m, q, g)| json!({"move": m, "result": q.parts(), "sg": g})).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return Ok(());
    }
    println!("column-row {p}: SG {v} ({})", outcome(v));
    if p.is_empty() {
        println!(
            "the game is already over: the empty diagram has no row and no column to remove, so whoever is to move loses"
        );
    } else if p.rows() <= 30 && p.cols() <= 60 {
        println!("{}", p.picture());
    }
    if moves {
        println!(
            "moves ({}; rows i_r and columns j_c numbered from 0):",
            listed.len()
        );
        for (m, q, g) in &listed {
            let mark = if *g == 0 { "  <- winning" } else { "" };
            println!("  {m:>6} -> {:<20} SG {g}{mark}", q.to_string());
        }
    }
    Ok(())
}

/// `cgcheck staircase --max-n N`.
pub fn staircase(args: &StaircaseArgs) -> Result<(), CliError> {
    let max_n = args.max_n;
    args.figure.check()?;
    let counts = Counts::new(max_n);
    let total = counts.total();
    let (beat, announced) = admit(
        format!(
            "SG of the staircases S_1..S_{max_n} ({total} positions, {:.1} GiB of value tables)",
            (total / 2) as f64 / f64::from(1u32 << 30)
        ),
        cost::staircase(max_n),
    )?;
    // On a long run the heartbeat reports (also when stderr is not a terminal); the bar
    // would only fight with its spinner.
    let bar = if announced {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(total)
    };
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} [{bar:30}] {human_pos}/{human_len} positions {elapsed} (eta {eta}) {msg}",
        )
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> "),
    );
    if !args.json {
        println!(
            "{:>3}  {:>5}  {:>14}  {:>9}  {:>10}",
            "n", "SG", "positions", "seconds", "peak MiB"
        );
    }
    let mut lines = Vec::new();
    let rows = staircase::frontier(
        max_n,
        |r| {
            if r.n == 0 {
                return;
            }
            if args.json {
                lines.push(r.clone());
            } else {
                bar.suspend(|| {
                    println!(
                        "{:>3}  {:>5}  {:>14}  {:>9.2}  {:>10}",
                        r.n,
                        r.sg,
                        r.positions,
                        r.seconds,
                        r.peak_bytes >> 20
                    )
                });
            }
        },
        |len, done| {
            bar.set_position(done);
            beat.counter()
                .store(done, std::sync::atomic::Ordering::Relaxed);
            bar.set_message(format!("length {len}/{}", 2 * max_n));
        },
    )
    .map_err(CliError::Run)?;
    bar.finish_and_clear();
    let differ: Vec<usize> = rows
        .iter()
        .filter(|r| r.n > 0 && r.sg != families::staircase_conjecture(r.n as u32))
        .map(|r| r.n)
        .collect();
    args.figure.emit(|| {
        let values: Vec<(usize, Grundy)> = rows
            .iter()
            .filter(|r| r.n > 0)
            .map(|r| (r.n, r.sg))
            .collect();
        figures::young::staircase(&values, &differ)
    })?;
    if args.json {
        let text =
            serde_json::to_string_pretty(&lines).map_err(|e| CliError::Run(e.to_string()))?;
        println!("{text}");
    } else {
        let differ: Vec<String> = differ.iter().map(ToString::to_string).collect();
        if differ.is_empty() {
            println!("Conjecture 1 holds for every n <= {max_n}");
        } else {
            println!(
                "Conjecture 1 (0 for even n, 1 for n = 5, 2 otherwise) fails at n = {}",
                differ.join(", ")
            );
        }
    }
    Ok(())
}

/// `cgcheck table column-row FAMILY --max A`.
pub fn table(
    family: CrFamily,
    max: &u32,
    d: &u32,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    let (max, d) = (*max, *d);
    figure.check()?;
    if family == CrFamily::AlmostGamma && d > max {
        return Err(InputError::new(format!(
            "--d {d} is too large: at most --max ({max}) (the first d columns have full height)"
        ))
        .into());
    }
    // The word solver's memo is shared over the table; the sum of the bounds over-counts.
    let mut positions = 0.0;
    for a in 1..=max {
        for b in 1..=max {
            let p = match family {
                CrFamily::Rectangle => Partition::rectangle(a, b),
                CrFamily::Gamma => Partition::gamma(a, b),
                CrFamily::AlmostGamma if d <= b => Partition::almost_gamma(a, b, d),
                CrFamily::AlmostGamma => continue,
            };
            positions += cost::bound(&p)?;
        }
    }
    let (_beat, _) = admit(
        format!("Column-Row {family:?} table up to {max}"),
        cost::positions(positions),
    )?;
    let mut solver = WordSolver::new();
    let mut grid = Vec::new();
    for a in 1..=max {
        let mut row = Vec::new();
        for b in 1..=max {
            let (p, formula) = match family {
                CrFamily::Rectangle => (
                    Some(Partition::rectangle(a, b)),
                    Some(families::rectangle_reading_a(a, b)),
                ),
                CrFamily::Gamma => (Some(Partition::gamma(a, b)), Some(families::gamma(a, b))),
                CrFamily::AlmostGamma => {
                    if d > b {
                        (None, None)
                    } else {
                        let stated =
                            (a >= 4 && b >= 3 && d >= 3).then(|| families::almost_gamma(a, b, d));
                        (Some(Partition::almost_gamma(a, b, d)), stated)
                    }
                }
            };
            let sg = match p {
                Some(p) => Some(solver.sg(&p)?),
                None => None,
            };
            row.push((sg, formula));
        }
        grid.push(row);
    }
    figure.emit(|| {
        let name = match family {
            CrFamily::Rectangle => "R_{a,b}".to_string(),
            CrFamily::Gamma => "Gamma_{a,b}".to_string(),
            CrFamily::AlmostGamma => format!("Gamma^{{1,{d}}}_{{a,b}}"),
        };
        figures::young::family_table(&name, &grid)
    })?;
    if as_json {
        let out = json!({
            "family": format!("{family:?}"),
            "d": (family == CrFamily::AlmostGamma).then_some(d),
            "rows": grid.iter().enumerate().map(|(i, row)| json!({
                "a": i + 1,
                "sg": row.iter().map(|(s, _)| *s).collect::<Vec<_>>(),
                "paper": row.iter().map(|(_, f)| *f).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return Ok(());
    }
    let (name, source) = match family {
        CrFamily::Rectangle => ("R_{a,b} = (b^a)".to_string(), "Lemma 1.1 (reading A)"),
        CrFamily::Gamma => ("Gamma_{a,b} = (b, 1^(a-1))".to_string(), "Theorem 4.1"),
        CrFamily::AlmostGamma => (
            format!("Gamma^{{1,{d}}}_{{a,b}} = (b, {d}^(a-1))"),
            "Theorem 5.1 (a >= 4, b >= 3, 3 <= d <= b)",
        ),
    };
    println!(
        "SG of {name}: rows a = 1..{max}, columns b = 1..{max}; '*' = differs from {source}, '.' = not in the family"
    );
    print!("{:>4} |", "a\\b");
    for b in 1..=max {
        print!("{b:>3}");
    }
    println!();
    let mut differences = 0;
    for (i, row) in grid.iter().enumerate() {
        print!("{:>4} |", i + 1);
        for (sg, formula) in row {
            match sg {
                None => print!("{:>3}", "."),
                Some(v) => {
                    let star = formula.is_some_and(|f| f != *v);
                    differences += usize::from(star);
                    print!("{:>3}", format!("{v}{}", if star { "*" } else { "" }));
                }
            }
        }
        println!();
    }
    println!("{differences} entries differ from {source}");
    Ok(())
}
