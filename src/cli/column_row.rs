//! `cgcheck sg column-row`, `cgcheck staircase`, `cgcheck table column-row`.

use super::{CliError, CrFamily, StaircaseArgs};
use crate::core::error::parse_u64;
use crate::core::{Grundy, InputError};
use crate::games::column_row::families;
use crate::games::column_row::fast::WordSolver;
use crate::games::column_row::partition::Partition;
use crate::games::column_row::reference::{self, Algorithm1};
use crate::games::column_row::rules::{all_moves, apply};
use crate::games::column_row::staircase::{self, Counts};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;

/// Staircase runs whose value tables would exceed this many bytes are refused.
const STAIRCASE_MAX_BYTES: u64 = 20 << 30;

fn outcome(v: Grundy) -> &'static str {
    if v == 0 { "P-position" } else { "N-position" }
}

/// `cgcheck sg column-row PARTITION`.
pub fn sg(text: &str, moves: bool, use_reference: bool, as_json: bool) -> Result<(), CliError> {
    let p = Partition::parse(text)?;
    let mut fast = WordSolver::new();
    let mut algorithm1 = Algorithm1::new();
    if use_reference {
        reference::sg(&p)?; // size check
    }
    let mut value = |q: &Partition| -> Result<Grundy, InputError> {
        if use_reference {
            Ok(algorithm1.sg(q))
        } else {
            fast.sg(q)
        }
    };
    let v = value(&p)?;
    let listed: Vec<(String, Partition, Grundy)> = if moves {
        all_moves(&p)
            .into_iter()
            .map(|m| {
                let q = apply(&p, m);
                value(&q).map(|g| (m.notation(), q, g))
            })
            .collect::<Result<_, _>>()?
    } else {
        Vec::new()
    };
    if as_json {
        let out = json!({
            "game": "column-row",
            "partition": p.parts(),
            "sg": v,
            "outcome": if v == 0 { "P" } else { "N" },
            "solver": if use_reference { "algorithm-1" } else { "boundary-word" },
            "moves": listed.iter().map(|(m, q, g)| json!({"move": m, "result": q.parts(), "sg": g})).collect::<Vec<_>>(),
        });
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return Ok(());
    }
    println!("column-row {p}: SG {v} ({})", outcome(v));
    if p.rows() <= 30 && p.cols() <= 60 {
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
    let max_n = parse_u64(&args.max_n, "max-n")?;
    if max_n == 0 || max_n > 31 {
        return Err(
            InputError::new(format!("--max-n must be between 1 and 31, got {max_n}")).into(),
        );
    }
    let counts = Counts::new(max_n as usize);
    let total = counts.total();
    if total / 2 > STAIRCASE_MAX_BYTES {
        return Err(InputError::new(format!(
            "n = {max_n} needs {} GiB of value tables ({total} positions), over the {} GiB limit",
            (total / 2) >> 30,
            STAIRCASE_MAX_BYTES >> 30
        ))
        .into());
    }
    let bar = ProgressBar::new(total);
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
        max_n as usize,
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
            bar.set_message(format!("length {len}/{}", 2 * max_n));
        },
    )
    .map_err(CliError::Run)?;
    bar.finish_and_clear();
    if args.json {
        let text =
            serde_json::to_string_pretty(&lines).map_err(|e| CliError::Run(e.to_string()))?;
        println!("{text}");
    } else {
        let differ: Vec<String> = rows
            .iter()
            .filter(|r| r.n > 0 && r.sg != families::staircase_conjecture(r.n as u32))
            .map(|r| r.n.to_string())
            .collect();
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
pub fn table(family: CrFamily, max: &str, d: &str, as_json: bool) -> Result<(), CliError> {
    let max = parse_u64(max, "max")?;
    if max == 0 || max > 200 {
        return Err(InputError::new(format!("--max must be between 1 and 200, got {max}")).into());
    }
    let max = max as u32;
    let d = parse_u64(d, "d")? as u32;
    if family == CrFamily::AlmostGamma && (d == 0 || d > max) {
        return Err(
            InputError::new(format!("--d must be between 1 and --max ({max}), got {d}")).into(),
        );
    }
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
