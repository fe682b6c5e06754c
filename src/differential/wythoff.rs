//! Wythoff: the P/N rules on the game tree (reference) against the exact Beatty formulas,
//! plus internal consistency of the formulas at huge indices where no search reaches.

use crate::games::wythoff::{
    MAX_PILE, a, b, is_p, partner, reference_winning_moves, winning_moves,
};
use arbitrary::Arbitrary;

/// A random position with piles up to 48, and a random index for the large-number laws.
#[derive(Debug, Clone, Arbitrary)]
pub struct WythoffInput {
    /// Raw first pile (reduced into 0..=48).
    pub x: u8,
    /// Raw second pile (reduced into 0..=48).
    pub y: u8,
    /// Raw index k for the laws on (a_k, b_k) (reduced so that b_k fits).
    pub k: u64,
}

/// Winning moves agree on the small position; at index k, (a_k, b_k) is a P-position, the
/// partners match, b_k - a_k = k, and the neighbours are not P-positions.
pub fn check(input: &WythoffInput) -> Result<(), String> {
    let (x, y) = (u64::from(input.x % 49), u64::from(input.y % 49));
    let reference = reference_winning_moves(x, y).map_err(|e| e.to_string())?;
    if reference != winning_moves(x, y) {
        return Err(format!("({x},{y}): winning moves differ"));
    }
    let k = input.k % (MAX_PILE / 3);
    let (ak, bk) = (a(k), b(k));
    if !is_p(ak, bk) || !is_p(bk, ak) || bk - ak != k {
        return Err(format!("k = {k}: ({ak},{bk}) is not a P-position"));
    }
    if k > 0 && (partner(ak) != bk || partner(bk) != ak) {
        return Err(format!("k = {k}: partner mismatch"));
    }
    if k > 0 && (is_p(ak, bk + 1) || is_p(ak + 1, bk)) {
        return Err(format!(
            "k = {k}: a neighbour of ({ak},{bk}) is a P-position"
        ));
    }
    Ok(())
}
