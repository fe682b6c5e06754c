//! Nim (slides, "Nim"): several piles; a move removes any positive number of chips from one
//! pile; the player who removes the last chip wins.
//!
//! * Reference: the generic P/N rules of [`crate::core::reference`] on the raw heap vector
//!   (no sorting, no symmetry), for small heaps only.
//! * Optimized: Bouton's theorem. A position is P iff the nim-sum (XOR) of the heaps is 0; the
//!   winning moves reduce a heap h to h XOR s wherever that is smaller than h.

use crate::core::reference::PnSolver;
use crate::core::{ImpartialGame, InputError};
use serde::Serialize;

/// The reference solver refuses positions with more than this many subpositions.
pub const REFERENCE_MAX_POSITIONS: u64 = 2_000_000;

/// The rules of Nim on a vector of heap sizes.
#[derive(Debug, Clone, Copy, Default)]
pub struct Nim;

impl ImpartialGame for Nim {
    type Position = Vec<u64>;

    fn moves(&self, heaps: &Vec<u64>) -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            for smaller in 0..h {
                let mut next = heaps.clone();
                next[i] = smaller;
                out.push(next);
            }
        }
        out
    }
}

/// A move: heap `heap` (0-based) goes from `from` to `to` chips.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct NimMove {
    /// Index of the heap (0-based).
    pub heap: usize,
    /// Size before the move.
    pub from: u64,
    /// Size after the move.
    pub to: u64,
}

impl NimMove {
    /// The position after playing this move from `heaps`.
    pub fn apply(&self, heaps: &[u64]) -> Vec<u64> {
        let mut next = heaps.to_vec();
        next[self.heap] = self.to;
        next
    }
}

/// The nim-sum: binary addition without carry (XOR).
pub fn nim_sum(heaps: &[u64]) -> u64 {
    heaps.iter().fold(0, |acc, &h| acc ^ h)
}

/// Whether `heaps` is a P-position (Bouton: nim-sum 0).
pub fn is_p(heaps: &[u64]) -> bool {
    nim_sum(heaps) == 0
}

/// Every winning move (to a P-position), in heap order.
pub fn winning_moves(heaps: &[u64]) -> Vec<NimMove> {
    let s = nim_sum(heaps);
    heaps
        .iter()
        .enumerate()
        .filter(|&(_, &h)| h ^ s < h)
        .map(|(heap, &h)| NimMove {
            heap,
            from: h,
            to: h ^ s,
        })
        .collect()
}

/// Checks that the reference solver can take `heaps` (at most
/// [`REFERENCE_MAX_POSITIONS`] subpositions).
pub fn reference_fits(heaps: &[u64]) -> Result<(), InputError> {
    let mut count: u64 = 1;
    for &h in heaps {
        count = count.saturating_mul(h.saturating_add(1));
    }
    if count > REFERENCE_MAX_POSITIONS {
        return Err(InputError::new(format!(
            "position too large for the reference solver: {count} subpositions, at most {REFERENCE_MAX_POSITIONS}"
        )));
    }
    Ok(())
}

/// Reference: the winning moves by searching the game tree with the P/N rules.
pub fn reference_winning_moves(heaps: &[u64]) -> Result<Vec<NimMove>, InputError> {
    reference_fits(heaps)?;
    let mut solver = PnSolver::new(&Nim);
    let mut out = Vec::new();
    for (heap, &h) in heaps.iter().enumerate() {
        for to in 0..h {
            let m = NimMove { heap, from: h, to };
            if solver.is_p(&m.apply(heaps)) {
                out.push(m);
            }
        }
    }
    Ok(out)
}

/// Reference: whether `heaps` is a P-position, by the P/N rules.
pub fn reference_is_p(heaps: &[u64]) -> Result<bool, InputError> {
    reference_fits(heaps)?;
    Ok(PnSolver::new(&Nim).is_p(&heaps.to_vec()))
}

/// Formats a position as the slides do: `(25,21,11)`.
pub fn show(heaps: &[u64]) -> String {
    let parts: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    format!("({})", parts.join(","))
}
