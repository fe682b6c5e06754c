//! `cgcheck solve mnk`, `cgcheck pairing`.

use super::CliError;
use crate::core::error::parse_u64;
use crate::core::{InputError, Wdl};
use crate::games::mnk::board::Params;
use crate::games::mnk::pairing::{self, Search};
use crate::games::mnk::periodic;
use crate::games::mnk::prover;
use crate::games::mnk::segments::{self, Construction};
use crate::games::mnk::solver::{self, Solver};
use crate::games::mnk::{certificate, hold, judge, notation, weak};
use serde_json::json;
use std::time::Instant;

fn number(text: &str, what: &str) -> Result<usize, CliError> {
    Ok(parse_u64(text, what)?.min(1 << 20) as usize)
}

/// How `cgcheck solve mnk` solves.
#[derive(Debug, Clone, Copy)]
pub enum Method<'a> {
    /// Plain minimax (at most 16 squares).
    Reference,
    /// Minimax with symmetry (at most 36 squares), from the position after some stones.
    Minimax(&'a str),
    /// The threat-cut prover with a budget and the stones played before (text, parsed here).
    Prover(&'a str, &'a str),
}

/// The game named on the command line.
fn game(m: &str, n: &str, k: &str, p: &str, q: &str) -> Result<Params, CliError> {
    Ok(Params::new(
        number(m, "columns")?,
        number(n, "rows")?,
        number(k, "k")?,
        number(p, "p")?,
        number(q, "q")?,
    )?)
}

/// `cgcheck solve mnk M N K --weak`: the Maker-Breaker game.
pub fn solve_weak(
    m: &str,
    n: &str,
    k: &str,
    p: &str,
    q: &str,
    as_json: bool,
) -> Result<(), CliError> {
    let g = game(m, n, k, p, q)?;
    let wins = weak::maker_wins(g)?;
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "mnk-weak", "params": g, "maker_wins": wins,
            }))
            .unwrap_or_default()
        );
    } else {
        println!(
            "({},{},{},{},{}) weak game (only B's lines count): {}",
            g.m,
            g.n,
            g.k,
            g.p,
            g.q,
            if wins {
                "B forces k in a row"
            } else {
                "W keeps B from every line"
            }
        );
    }
    Ok(())
}

/// `cgcheck solve mnk M N K [--p P --q Q] [--reference | --minimax | --budget B]
/// [--certificate FILE]`.
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
) -> Result<(), CliError> {
    let g = game(m, n, k, p, q)?;
    let start = Instant::now();
    let mut prebuilt: Option<certificate::Certificate> = None;
    let (value, first, nodes) = match method {
        Method::Reference => (Some(solver::reference(g)?), Vec::new(), 0),
        Method::Minimax(after) if !after.trim().is_empty() => {
            let mut s = Solver::new(g)?;
            let (black, white) = position(&g, after)?;
            (Some(s.value(black, white)), Vec::new(), s.nodes)
        }
        Method::Minimax(_) => {
            let mut s = Solver::new(g)?;
            let (v, f) = s.solve();
            (Some(v), f, s.nodes)
        }
        Method::Prover(budget, after) => {
            let budget = parse_u64(budget, "budget")?;
            let stones = g.parse_cells(after)?;
            if !g.fits_bitboard() {
                return Err(CliError::Input(InputError::new(format!(
                    "board {}x{} is too large for the prover (at most 64 cells)",
                    g.m, g.n
                ))));
            }
            let (black, white) = position(&g, after)?;
            let bar = if as_json {
                indicatif::ProgressBar::hidden()
            } else {
                indicatif::ProgressBar::new_spinner()
            };
            bar.set_style(
                indicatif::ProgressStyle::with_template(
                    "{spinner} {msg} {human_pos} positions searched, {elapsed}",
                )
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
            );
            bar.enable_steady_tick(std::time::Duration::from_millis(250));
            // With a certificate wanted from the empty board, B's search for it is also the
            // first half of the value (a win needs no second search, and its certificate
            // names B's first stone).
            if certificate.is_some() && stones.is_empty() {
                bar.set_message("can B force a line? (building the certificate)");
                prebuilt = certificate::build_shown(g, true, budget, &bar);
            }
            let shown = match &prebuilt {
                Some(_) => Ok((Some(Wdl::Win), 0)),
                None => prover::value_shown(g, black, white, budget, &bar),
            };
            bar.finish_and_clear();
            let (v, nodes) = shown?;
            let first = match (v, &prebuilt) {
                (_, Some(cert)) => cert.moves.get(&(0, 0)).copied().into_iter().collect(),
                (Some(Wdl::Win), None) if stones.is_empty() => {
                    prover::winning_first_stones(g, budget)?
                }
                _ => Vec::new(),
            };
            (v, first, nodes)
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    let from_certificate = prebuilt.is_some();
    if let Some(path) = certificate {
        let budget = match method {
            Method::Prover(b, _) => parse_u64(b, "budget")?,
            _ => 200_000_000,
        };
        write_certificate(&g, value, path, budget, prebuilt)?;
    }
    let with_certificate = start.elapsed().as_secs_f64();
    let names: Vec<String> = first.iter().map(|&c| g.cell_name(c)).collect();
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "mnk", "params": g, "value_for_b": value, "best_first_stones": names,
                "positions": nodes, "seconds": seconds,
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    let outcome = match value {
        Some(Wdl::Win) => "a forced win for B (the first player)",
        Some(Wdl::Draw) => "a forced draw",
        Some(Wdl::Loss) => "a forced win for W (the second player)",
        None => "undecided: the prover's budget ran out (raise --budget)",
    };
    println!("({},{},{},{},{}) is {outcome}", g.m, g.n, g.k, g.p, g.q);
    match method {
        Method::Reference => {}
        Method::Minimax(_) => {
            println!("B's first stones that achieve it: {}", names.join(" "));
            println!("{nodes} positions (up to symmetry) in {seconds:.2} s");
        }
        Method::Prover(..) if from_certificate => {
            println!(
                "B's first stone in the certificate: {}; solved, certified and checked in {with_certificate:.2} s",
                names.join(" ")
            );
        }
        Method::Prover(..) => {
            if !names.is_empty() {
                println!(
                    "B's winning first stones (one per symmetry class): {}",
                    names.join(" ")
                );
            }
            println!("{nodes} positions (up to symmetry) searched in {seconds:.2} s");
        }
    }
    Ok(())
}

/// The position after `after` (squares in the order placed), printed when not empty.
fn position(g: &Params, after: &str) -> Result<(u64, u64), CliError> {
    let stones = g.parse_cells(after)?;
    let (black, white) = g
        .replay(&stones)
        .map_err(|e| CliError::Input(InputError::new(e)))?;
    if !stones.is_empty() {
        println!("after {}:\n{}", after.trim(), g.picture(black, white));
    }
    Ok((black, white))
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
) -> Result<(), CliError> {
    let budget = parse_u64(budget, "budget")?;
    if options.torus {
        let (m, n, k) = (number(m, "columns")?, number(n, "rows")?, number(k, "k")?);
        return torus(m, n, k, options.show, budget);
    }
    let g = Params::new(
        number(m, "columns")?,
        number(n, "rows")?,
        number(k, "k")?,
        1,
        1,
    )?;
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
        Construction::NotFound { .. } => match pairing::find(&g, budget) {
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

/// `cgcheck pairing N N K --torus`: a periodic pairing of the infinite board.
fn torus(m: usize, n: usize, k: usize, show: bool, budget: u64) -> Result<(), CliError> {
    if m != n || m == 0 || m >= k || k < 2 {
        return Err(CliError::Input(InputError::new(format!(
            "a torus pairing needs a square period below k (one neighbouring pair per line covers k - 1 window starts; got {m}x{n}, k = {k})"
        ))));
    }
    match periodic::find_adjacent(m, k, budget) {
        (Some(p), _) => {
            p.check().map_err(CliError::Run)?;
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
pub fn line(m: &str, n: &str, k: &str, text: &str, budget: &str) -> Result<(), CliError> {
    let g = Params::new(
        number(m, "columns")?,
        number(n, "rows")?,
        number(k, "k")?,
        1,
        1,
    )?;
    if !g.fits_bitboard() || g.m > 16 {
        return Err(CliError::Input(InputError::new(format!(
            "board {}x{} is too large for replaying lines (at most 64 cells, 16 columns)",
            g.m, g.n
        ))));
    }
    let budget = parse_u64(budget, "budget")?;
    let leaves = notation::leaves(text);
    if leaves.is_empty() {
        return Err(CliError::Input(InputError::new(
            "no moves found: expected a line such as \"1. b2 ... a1 2. c1 ... a3\"",
        )));
    }
    for leaf in &leaves {
        for v in judge::judge(&g, leaf, budget, 64) {
            println!("{}", judge::describe(&v));
        }
    }
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
) -> Result<(), CliError> {
    let text = match value {
        Some(Wdl::Win | Wdl::Loss) => {
            let attacker_is_b = value == Some(Wdl::Win);
            let cert = match prebuilt {
                Some(cert) => cert,
                None => certificate::build(*g, attacker_is_b, budget).ok_or_else(|| {
                    CliError::Run("the prover could not rebuild the win within its budget".into())
                })?,
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
                let cert = hold::build(*g, holder_is_b, budget).ok_or_else(|| {
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
    std::fs::write(path, text)
        .map_err(|e| CliError::Run(format!("cannot write {}: {e}", path.display())))?;
    eprintln!("certificate written to {}", path.display());
    Ok(())
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

/// `cgcheck check-certificate FILE`: a win certificate, or hold certificates (two, one per
/// defender, certify a draw).
pub fn check_certificate(path: &std::path::Path) -> Result<(), CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        CliError::Input(InputError::new(format!(
            "cannot read {}: {e}",
            path.display()
        )))
    })?;
    let input = |e: String| CliError::Input(InputError::new(e));
    let mut holders = Vec::new();
    let mut game = None;
    for section in sections(&text) {
        let is_hold = section
            .lines()
            .next()
            .is_some_and(|h| h.split_whitespace().nth(6) == Some("holds"));
        let (p, line) = if is_hold {
            let cert = hold::HoldCertificate::parse(&section).map_err(input)?;
            let positions = hold::check(&cert)
                .map_err(|e| CliError::Run(format!("invalid certificate: {e}")))?;
            holders.push(cert.holder_is_b);
            let (d, a) = if cert.holder_is_b {
                ("B", "W")
            } else {
                ("W", "B")
            };
            (
                cert.params,
                format!(
                    "{d} keeps {a} from ever completing a line ({} answers; {positions} positions walked, every {a} stone followed)",
                    cert.entries.len()
                ),
            )
        } else {
            let cert = certificate::Certificate::parse(&section).map_err(input)?;
            let positions = certificate::check(&cert)
                .map_err(|e| CliError::Run(format!("invalid certificate: {e}")))?;
            (
                cert.params,
                format!(
                    "a forced win for {} ({} strategy positions; {positions} positions walked, every opponent reply followed)",
                    if cert.winner_is_b { "B" } else { "W" },
                    cert.moves.len()
                ),
            )
        };
        if game.is_some_and(|g| g != p) {
            return Err(input(
                "the file's certificates are for different games".into(),
            ));
        }
        game = Some(p);
        println!("valid: ({},{},{},{},{}): {line}", p.m, p.n, p.k, p.p, p.q);
    }
    if holders.contains(&true) && holders.contains(&false) {
        println!("so the game is a draw");
    }
    Ok(())
}
