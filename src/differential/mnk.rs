//! k-in-a-row: the reference minimax against the optimized solver on small games, the
//! certificates of their values against the naive checkers, and found pairings against the
//! naive pairing checker.

use crate::core::Wdl;
use crate::games::mnk::board::Params;
use crate::games::mnk::pairing::{self, Search};
use crate::games::mnk::prover;
use crate::games::mnk::segments::{self, Construction};
use crate::games::mnk::solver::{self, Solver};
use crate::games::mnk::{certificate, hold};
use arbitrary::Arbitrary;

/// A random small game: at most 12 squares, any k, p, q in 1..=3.
#[derive(Debug, Clone, Arbitrary)]
pub struct MnkInput {
    /// Raw columns.
    pub m: u8,
    /// Raw rows.
    pub n: u8,
    /// Raw k.
    pub k: u8,
    /// Raw p.
    pub p: u8,
    /// Raw q.
    pub q: u8,
}

impl MnkInput {
    /// The game the check uses, after applying the size budget.
    pub fn params(&self) -> Params {
        let m = usize::from(self.m % 4) + 1;
        let n = usize::from(self.n % 3) + 1;
        let longest = m.max(n);
        let k = 2 + usize::from(self.k) % (longest.max(2) - 1);
        let k = k.min(longest.max(2));
        let (m, k) = if longest < 2 { (2, 2) } else { (m, k) };
        Params::new(
            m,
            n,
            k,
            usize::from(self.p % 3) + 1,
            usize::from(self.q % 3) + 1,
        )
        .expect("parameters within the budget are valid")
    }
}

/// The two solvers and the prover agree; found pairings pass the checker; the two pairing
/// methods agree.
pub fn check(input: &MnkInput) -> Result<(), String> {
    let g = input.params();
    let reference = solver::reference(g).map_err(|e| e.to_string())?;
    let fast = Solver::new(g).map_err(|e| e.to_string())?.value(0, 0);
    if reference != fast {
        return Err(format!("{g:?}: reference {reference}, optimized {fast}"));
    }
    let (proved, _) = prover::value(g, 1_000_000).map_err(|e| e.to_string())?;
    if proved != Some(reference) {
        return Err(format!("{g:?}: reference {reference}, prover {proved:?}"));
    }
    // The certificate of the value passes its naive checker.
    match reference {
        Wdl::Win | Wdl::Loss => {
            let cert = certificate::build(g, reference == Wdl::Win, 1_000_000)
                .ok_or_else(|| format!("{g:?}: no win certificate for {reference}"))?;
            certificate::check(&cert).map_err(|e| format!("{g:?}: win certificate: {e}"))?;
        }
        Wdl::Draw => {
            for holder_is_b in [false, true] {
                let cert = hold::build(g, holder_is_b, 1_000_000)
                    .ok_or_else(|| format!("{g:?}: no hold certificate in a draw"))?;
                hold::check(&cert).map_err(|e| format!("{g:?}: hold certificate: {e}"))?;
            }
        }
    }
    let searched = pairing::find(&g, 100_000);
    if let Search::Found(p) = &searched {
        pairing::check(&g, p)?;
    }
    // The matching construction: its pairings pass the checker, and its proofs of "none"
    // agree with the exhaustive search.
    match segments::construct(&g, 5) {
        Construction::Found { pairing: p, .. } => pairing::check(&g, &p)?,
        Construction::Impossible(_) if matches!(searched, Search::Found(_)) => {
            return Err(format!(
                "{g:?}: matching proves no pairing, the search found one"
            ));
        }
        _ => {}
    }
    Ok(())
}
