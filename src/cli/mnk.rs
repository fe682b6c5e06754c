//! `cgcheck solve mnk`, `cgcheck pairing`.

use super::CliError;
use crate::core::Wdl;
use crate::core::error::parse_u64;
use crate::games::mnk::board::Params;
use crate::games::mnk::pairing::{self, Search};
use crate::games::mnk::solver::{self, Solver};
use serde_json::json;
use std::time::Instant;

fn number(text: &str, what: &str) -> Result<usize, CliError> {
    Ok(parse_u64(text, what)?.min(1 << 20) as usize)
}

/// `cgcheck solve mnk M N K [--p P --q Q]`.
#[allow(clippy::too_many_arguments)]
pub fn solve(
    m: &str,
    n: &str,
    k: &str,
    p: &str,
    q: &str,
    reference: bool,
    as_json: bool,
) -> Result<(), CliError> {
    let g = Params::new(
        number(m, "columns")?,
        number(n, "rows")?,
        number(k, "k")?,
        number(p, "p")?,
        number(q, "q")?,
    )?;
    let start = Instant::now();
    let (value, first, nodes) = if reference {
        (solver::reference(g)?, Vec::new(), 0)
    } else {
        let mut s = Solver::new(g)?;
        let (v, f) = s.solve();
        (v, f, s.nodes)
    };
    let seconds = start.elapsed().as_secs_f64();
    let outcome = match value {
        Wdl::Win => "a forced win for B (the first player)",
        Wdl::Draw => "a forced draw",
        Wdl::Loss => "a forced win for W (the second player)",
    };
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
    println!("({},{},{},{},{}) is {outcome}", g.m, g.n, g.k, g.p, g.q);
    if !reference {
        println!("B's first stones that achieve it: {}", names.join(" "));
        println!("{nodes} positions (up to symmetry) in {seconds:.2} s");
    }
    Ok(())
}

/// `cgcheck pairing M N K [--show]`.
pub fn pairing(m: &str, n: &str, k: &str, show: bool, budget: &str) -> Result<(), CliError> {
    let g = Params::new(
        number(m, "columns")?,
        number(n, "rows")?,
        number(k, "k")?,
        1,
        1,
    )?;
    let budget = parse_u64(budget, "budget")?;
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
    match pairing::find(&g, budget) {
        Search::Found(p) => {
            pairing::check(&g, &p).map_err(CliError::Run)?;
            println!(
                "pairing found and re-checked: every {}-in-a-row holds a pair, so W draws by Algorithm 4.1",
                g.k
            );
            if show {
                println!("{}", pairing::picture(&g, &p));
            }
        }
        Search::None => println!("no pairing exists (exhaustive search)"),
        Search::Unknown => println!("no pairing found within {budget} search nodes (undecided)"),
    }
    Ok(())
}
