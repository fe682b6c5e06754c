//! Nim: game-tree search (reference) against Bouton's nim-sum rule.

use crate::games::nim::{is_p, reference_is_p, reference_winning_moves, show, winning_moves};
use arbitrary::Arbitrary;

/// A random small Nim position: up to 4 heaps of at most 9 chips.
#[derive(Debug, Clone, Arbitrary)]
pub struct NimInput {
    /// Raw heaps (reduced into 0..=9, at most 4).
    pub heaps: Vec<u8>,
}

impl NimInput {
    /// The heaps the check uses, after applying the size budget.
    pub fn heaps(&self) -> Vec<u64> {
        self.heaps
            .iter()
            .take(4)
            .map(|&h| u64::from(h % 10))
            .collect()
    }
}

/// P/N status and the full list of winning moves agree.
pub fn check(input: &NimInput) -> Result<(), String> {
    let heaps = input.heaps();
    let reference_p = reference_is_p(&heaps).map_err(|e| e.to_string())?;
    if reference_p != is_p(&heaps) {
        return Err(format!("{}: P-position disagreement", show(&heaps)));
    }
    let reference = reference_winning_moves(&heaps).map_err(|e| e.to_string())?;
    if reference != winning_moves(&heaps) {
        return Err(format!("{}: winning moves differ", show(&heaps)));
    }
    Ok(())
}
