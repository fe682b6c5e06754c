//! `cgcheck solve seki`, `cgcheck enumerate seki`.

use super::CliError;
use crate::core::{InputError, Wdl};
use crate::games::column_row::staircase::peak_rss_bytes;
use crate::games::seki::enumerate::{self, Filter};
use crate::games::seki::fast::{Action, Solver};
use crate::games::seki::reference::Reference;
use crate::games::seki::rules::{Player, SekiType};
use crate::games::seki::{Matrix, Variant};
use serde_json::json;
use std::time::Instant;

/// Parses `seki` / `seki-i`.
pub fn variant(text: &str) -> Result<Variant, InputError> {
    match text.to_ascii_lowercase().as_str() {
        "seki" => Ok(Variant::Seki),
        "seki-i" | "sekii" | "seki_i" => Ok(Variant::SekiI),
        other => Err(InputError::new(format!(
            "unknown variant '{other}': use seki or seki-i"
        ))),
    }
}

fn cell(i: usize, j: usize) -> String {
    format!("a{}{}", i + 1, j + 1)
}

fn describe(p: Player, v: Wdl) -> String {
    match v {
        Wdl::Win => format!("{p} wins"),
        Wdl::Loss => format!("{} wins", p.other()),
        Wdl::Draw => "draw".into(),
    }
}

/// The largest reference state space `solve seki --reference` accepts.
const REFERENCE_LIMIT: f64 = 2e6;

/// `cgcheck solve seki MATRIX [--variant V] [--reference] [--json]`.
pub fn solve(
    text: &str,
    variant_name: &str,
    reference: bool,
    as_json: bool,
) -> Result<(), CliError> {
    let a = Matrix::parse(text)?;
    let v = variant(variant_name)?;
    if let Some(i) = (0..a.rows()).find(|&i| a.row(i).iter().all(|&x| x == 0)) {
        return Err(InputError::new(format!(
            "row {} is all zero: the game is already over (R has won)",
            i + 1
        ))
        .into());
    }
    if let Some(j) = (0..a.cols()).find(|&j| (0..a.rows()).all(|i| a.get(i, j) == 0)) {
        return Err(InputError::new(format!(
            "column {} is all zero: the game is already over (C has won)",
            j + 1
        ))
        .into());
    }
    let start = Instant::now();
    let states: f64 = a.entries().iter().map(|&x| f64::from(x) + 1.0).product();
    // Matrices the fast solver cannot pack go to the reference when they are small enough.
    let reference = reference || Solver::for_matrix(&a, v).is_err() && states <= REFERENCE_LIMIT;
    let (kind, r_moves, c_moves, lines, solved) = if reference {
        if states > REFERENCE_LIMIT {
            return Err(InputError::new(format!(
                "the reference solver would visit up to {states:.0} matrices (limit {REFERENCE_LIMIT:.0}); drop --reference"
            ))
            .into());
        }
        let mut r = Reference::new(v);
        let s = r.solve(&a);
        (s.kind, s.r_moves, s.c_moves, None, r.states())
    } else {
        let (mut s, key) = Solver::for_matrix(&a, v)?;
        let kind = s.seki_type(key);
        let r_moves = s.move_table(key, Player::R);
        let c_moves = s.move_table(key, Player::C);
        let lr = s.principal_line(key, Player::R);
        let lc = s.principal_line(key, Player::C);
        (kind, r_moves, c_moves, Some((lr, lc)), s.states())
    };
    let seconds = start.elapsed().as_secs_f64();
    let fmt_line = |line: &[(Player, Action)]| -> String {
        line.iter()
            .map(|(p, act)| match act {
                Action::Move(i, j) => format!("{p} {}", cell(*i, *j)),
                Action::Pass => format!("{p} pass"),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    if as_json {
        let moves = |m: &[((usize, usize), Wdl)]| -> Vec<serde_json::Value> {
            m.iter()
                .map(|((i, j), w)| json!({"move": cell(*i, *j), "value": w}))
                .collect()
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "seki", "variant": v.name(), "matrix": a.spaced(),
                "type": kind.coarse(), "refined_type": kind.refined(),
                "r_first": kind.r_first, "c_first": kind.c_first,
                "seki": kind.is_seki(), "csm": kind.is_csm(), "semi_csm": kind.is_semi_csm(),
                "r_moves": moves(&r_moves), "c_moves": moves(&c_moves),
                "r_line": lines.as_ref().map(|((l, _), _)| fmt_line(l)),
                "c_line": lines.as_ref().map(|(_, (l, _))| fmt_line(l)),
                "states": solved, "seconds": seconds,
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "{} on a {}x{} matrix (height {}, row sums {:?}, column sums {:?}):",
        if v == Variant::Seki { "Seki" } else { "Seki-I" },
        a.rows(),
        a.cols(),
        a.height(),
        a.row_sums(),
        a.col_sums()
    );
    print!("{a}");
    println!(
        "type {} (refined {}): {}",
        kind.coarse(),
        kind.refined(),
        summary(&kind)
    );
    for (p, moves, first) in [
        (Player::R, &r_moves, kind.r_first),
        (Player::C, &c_moves, kind.c_first),
    ] {
        println!(
            "{p} moving first: {} (value for {p}: {first})",
            describe(p, first)
        );
        let table: Vec<String> = moves
            .iter()
            .map(|((i, j), w)| {
                format!(
                    "{} {}->{}: {w}",
                    cell(*i, *j),
                    a.get(*i, *j),
                    a.get(*i, *j) - 1
                )
            })
            .collect();
        println!("  moves: {}", table.join(", "));
        if let Some(((lr, _), (lc, _))) = &lines {
            let l = if p == Player::R { lr } else { lc };
            println!("  a principal line: {}", fmt_line(l));
        }
    }
    println!("solved {solved} matrices in {seconds:.3} s");
    Ok(())
}

/// One sentence for a type.
pub fn summary(t: &SekiType) -> String {
    if t.is_csm() {
        "a complete seki (CSM): every active move loses".into()
    } else if t.is_semi_csm() {
        format!(
            "a semi-complete seki: only {} can start completing it",
            if t.r_refined == crate::games::seki::rules::Refined::DPrime {
                "R"
            } else {
                "C"
            }
        )
    } else if t.is_seki() {
        "a seki (draw whoever begins)".into()
    } else if t.first_player_wins() {
        "the first player wins".into()
    } else {
        format!(
            "R first: {}; C first: {}",
            describe(Player::R, t.r_first),
            describe(Player::C, t.c_first)
        )
    }
}

/// `cgcheck enumerate seki MxN --max-height H [--variant V] [--only F] [--limit L] [--json]`.
pub fn enumerate(
    size: &str,
    max_height: &str,
    variant_name: &str,
    only: &str,
    limit: usize,
    as_json: bool,
) -> Result<(), CliError> {
    let (m, n) = parse_size(size)?;
    let h = crate::core::error::parse_u64(max_height, "height")?;
    if h == 0 {
        return Err(InputError::new("height must be at least 1").into());
    }
    let h = u32::try_from(h).map_err(|_| InputError::new(format!("height {h} is too large")))?;
    let v = variant(variant_name)?;
    let filter = Filter::parse(only)?;
    let start = Instant::now();
    let c = enumerate::classify(m, n, h, v, filter, !as_json)?;
    let seconds = start.elapsed().as_secs_f64();
    let peak = peak_rss_bytes();
    if as_json {
        let counts: Vec<_> = c
            .counts
            .iter()
            .map(|((r, co, hh), k)| json!({"refined": r, "coarse": co, "height": hh, "count": k}))
            .collect();
        let magic: Vec<_> = c
            .magic_counts
            .iter()
            .map(|((r, hh), k)| json!({"refined": r, "height": hh, "count": k}))
            .collect();
        let kept: Vec<_> = c
            .kept
            .iter()
            .take(limit)
            .map(|(a, t)| json!({"matrix": a.spaced(), "type": t.coarse(), "refined_type": t.refined()}))
            .collect();
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "seki", "variant": v.name(), "rows": m, "cols": n, "max_height": h,
                "classes": c.classes, "counts": counts, "magic_counts": magic,
                "kept": kept, "kept_total": c.kept.len(), "seconds": seconds,
                "peak_rss_bytes": peak, "widest_level": c.widest_level,
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "{}: every {m}x{n} matrix of height <= {h} with no zero line, up to row and column permutations",
        if v == Variant::Seki { "Seki" } else { "Seki-I" }
    );
    println!(
        "{} classes in {seconds:.2} s (peak memory {} MiB, widest level {})",
        c.classes,
        peak >> 20,
        c.widest_level
    );
    let mut by_type: std::collections::BTreeMap<(String, String), Vec<(u32, u64)>> =
        Default::default();
    for ((r, co, hh), k) in &c.counts {
        by_type
            .entry((r.clone(), co.clone()))
            .or_default()
            .push((*hh, *k));
    }
    println!("type (refined)      total  by height");
    for ((r, co), hs) in &by_type {
        let total: u64 = hs.iter().map(|x| x.1).sum();
        let per: Vec<String> = hs.iter().map(|(hh, k)| format!("h{hh}:{k}")).collect();
        println!("{co:6} {r:10} {total:>10}  {}", per.join(" "));
    }
    if !c.magic_counts.is_empty() {
        println!("magic squares:");
        for ((r, hh), k) in &c.magic_counts {
            println!("  {r:10} height {hh}: {k}");
        }
    }
    if filter != Filter::None {
        println!(
            "{} matrices match --only {only}{}:",
            c.kept.len(),
            if c.kept.len() > limit {
                format!(" (first {limit} shown; --limit)")
            } else {
                String::new()
            }
        );
        for (a, t) in c.kept.iter().take(limit) {
            println!("  {:<24} {} {}", a.compact(), t.coarse(), t.refined());
        }
    }
    Ok(())
}

fn parse_size(size: &str) -> Result<(usize, usize), InputError> {
    let bad = || InputError::new(format!("invalid size '{size}': expected MxN, e.g. 3x3"));
    let (a, b) = size
        .to_ascii_lowercase()
        .split_once('x')
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .ok_or_else(bad)?;
    let m: usize = a.trim().parse().map_err(|_| bad())?;
    let n: usize = b.trim().parse().map_err(|_| bad())?;
    if m == 0 || n == 0 {
        return Err(bad());
    }
    Ok((m, n))
}
