//! k-in-a-row: the reference minimax against the optimized solver and the prover on small
//! games, from the empty board and from a random position of the game (mid-game, either
//! side to move, sometimes already finished), the certificates of their values against the
//! naive checkers, and found pairings against the naive pairing checker.
//!
//! Every parameter the solvers branch on varies: p and q in 1..=3 (so p != q, q > 1 and a
//! first turn longer or shorter than the others), the stones already placed (0 up to a full
//! board), hence the side to move and the stones left in its turn.

use crate::core::Wdl;
use crate::games::mnk::board::Params;
use crate::games::mnk::pairing::{self, Search};
use crate::games::mnk::prover;
use crate::games::mnk::segments::{self, Construction};
use crate::games::mnk::solver::{self, Solver};
use crate::games::mnk::{certificate, hold};
use arbitrary::Arbitrary;

/// A random small game: at most 12 squares, any k, p, q in 1..=3, and a position of it.
#[derive(Debug, Clone, Arbitrary)]
pub struct MnkInput {
    /// Raw columns (low 2 bits; the rest: how many stones the position has).
    pub m: u8,
    /// Raw rows (mod 3; the rest, with the high bits of k, p, q: which squares).
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

impl MnkInput {
    /// A position of the game: some stones placed by the rules on squares the input's bits
    /// choose, stopping early where a line is made (such positions are finished). Returns
    /// (black, white) and the stones.
    pub fn position(&self) -> (u64, u64, Vec<usize>) {
        let g = self.params();
        let want = usize::from(self.m >> 2) % (g.cells() + 1);
        let mut seed =
            u64::from_le_bytes([self.n, self.k, self.p, self.q, self.m, 0x9e, 0x37, 0x79]);
        let (mut black, mut white) = (0u64, 0u64);
        let mut stones = Vec::new();
        while stones.len() < want && g.decided(black, white).is_none() {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let empty: Vec<usize> = (0..g.cells())
                .filter(|&c| (black | white) >> c & 1 == 0)
                .collect();
            let c = empty[(seed >> 33) as usize % empty.len()];
            if g.turn(stones.len()).0 {
                black |= 1 << c;
            } else {
                white |= 1 << c;
            }
            stones.push(c);
        }
        (black, white, stones)
    }
}

/// From a position of the game (see [`MnkInput::position`]): the reference solver, the
/// optimized solver and the prover agree, a finished position has the value its line (or
/// full board) gives, and the certificate of the value from that position passes its naive
/// checker.
pub fn check_position(input: &MnkInput) -> Result<(), String> {
    let g = input.params();
    let (black, white, stones) = input.position();
    let at = || {
        format!(
            "{g:?} after {:?}",
            stones.iter().map(|&c| g.cell_name(c)).collect::<Vec<_>>()
        )
    };
    g.replay(&stones)
        .map_err(|e| format!("{}: replay refuses the position: {e}", at()))?;
    let reference = solver::reference_from(g, black, white).map_err(|e| e.to_string())?;
    let fast = Solver::new(g)
        .map_err(|e| e.to_string())?
        .value(black, white);
    let (proved, _) = prover::value_from(g, black, white, 1_000_000).map_err(|e| e.to_string())?;
    if fast != reference || proved != Some(reference) {
        return Err(format!(
            "{}: reference {reference}, optimized {fast}, prover {proved:?}",
            at()
        ));
    }
    if let Some(v) = g.decided(black, white) {
        if v != reference {
            return Err(format!("{}: finished as {v}, solved as {reference}", at()));
        }
        return Ok(());
    }
    let bar = indicatif::ProgressBar::hidden();
    match reference {
        Wdl::Win | Wdl::Loss => {
            let cert =
                certificate::build_from(g, reference == Wdl::Win, 1_000_000, (black, white), &bar)
                    .ok_or_else(|| format!("{}: no win certificate for {reference}", at()))?;
            let back = certificate::Certificate::parse(&cert.to_text())
                .map_err(|e| format!("{}: certificate text: {e}", at()))?;
            certificate::check(&back).map_err(|e| format!("{}: win certificate: {e}", at()))?;
        }
        Wdl::Draw => {
            for holder_is_b in [false, true] {
                let cert = hold::build_from(g, holder_is_b, 1_000_000, (black, white))
                    .ok_or_else(|| format!("{}: no hold certificate in a draw", at()))?;
                let back = hold::HoldCertificate::parse(&cert.to_text())
                    .map_err(|e| format!("{}: hold certificate text: {e}", at()))?;
                hold::check(&back).map_err(|e| format!("{}: hold certificate: {e}", at()))?;
            }
        }
    }
    Ok(())
}

/// The two solvers and the prover agree (from the empty board and from a position of the
/// game); found pairings pass the checker; the two pairing methods agree.
///
/// The empty-board checks depend on the game alone (324 games), and cost about ten times the
/// check from a position (the reference solver's full tree), so their result is kept per
/// game for the process: a fuzzer then runs thousands of inputs a second, each checking a
/// new position.
pub fn check(input: &MnkInput) -> Result<(), String> {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static DONE: OnceLock<Mutex<HashMap<Params, Result<(), String>>>> = OnceLock::new();
    check_position(input)?;
    let g = input.params();
    let done = DONE.get_or_init(|| Mutex::new(HashMap::new()));
    if let Some(r) = done.lock().ok().and_then(|d| d.get(&g).cloned()) {
        return r;
    }
    let r = check_empty_board(g);
    if let Ok(mut d) = done.lock() {
        d.insert(g, r.clone());
    }
    r
}

/// The checks from the empty board of one game (see [`check`]).
fn check_empty_board(g: Params) -> Result<(), String> {
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
