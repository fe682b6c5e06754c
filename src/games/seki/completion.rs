//! How far a seki matrix is from a CSM (Game Seki): the fewest one-entry reductions through
//! seki matrices that reach one ([`Completion::through_seki`]), and the fewest active moves
//! of a line of play that keeps the game drawn and reaches one ([`Completion::by_play`]).

use super::canon::canonical_matrix;
use super::pool::Solvers;
use super::rules::{Refined, Step, active_moves, play};
use super::{Matrix, Player, Variant};
use crate::core::Wdl;
use std::collections::HashMap;

const V: Variant = Variant::Seki;

/// Shortest completions of seki matrices to a CSM, two ways, memoised per class.
pub struct Completion {
    pub s: Solvers,
    /// Canonical seki -> the fewest reductions through seki matrices to a CSM.
    chain: HashMap<Matrix, Option<u32>>,
    /// (canonical matrix, player to move, the previous turn was a pass) -> the fewest active
    /// moves of a drawn line of play to a CSM.
    line: HashMap<(Matrix, Player, bool), Option<u32>>,
}

#[allow(clippy::new_without_default)]
impl Completion {
    pub fn new() -> Completion {
        Completion {
            s: Solvers::default(),
            chain: HashMap::new(),
            line: HashMap::new(),
        }
    }

    /// Through seki matrices, from the seki `a`: the fewest one-entry reductions, every matrix a seki, that
    /// reach a CSM, or `None`.
    pub fn through_seki(&mut self, a: &Matrix) -> Option<u32> {
        let key = canonical_matrix(a);
        if let Some(&k) = self.chain.get(&key) {
            return k;
        }
        let best = if self.s.kind(a, V).is_csm() {
            Some(0)
        } else {
            let mut best: Option<u32> = None;
            for (i, j) in active_moves(a) {
                let b = a.reduced(i, j);
                if b.has_zero_row() || b.has_zero_col() || !self.s.kind(&b, V).is_seki() {
                    continue;
                }
                if let Some(k) = self.through_seki(&b) {
                    best = Some(best.map_or(k + 1, |x| x.min(k + 1)));
                }
            }
            best
        };
        self.chain.insert(key, best);
        best
    }

    /// By play: `mover` is to move in `a` and the game is drawn with best play; the fewest
    /// active moves of a line that keeps it drawn and reaches a CSM, or `None`. A move keeps the
    /// draw when the opponent, moving first in the result, gets a draw; a pass keeps it when the
    /// opponent has no winning active move (after a pass the opponent may pass back: the game
    /// ends there, so a pass is followed by an active move unless the matrix is a CSM).
    pub fn by_play(&mut self, a: &Matrix, mover: Player, after_pass: bool) -> Option<u32> {
        let key = (canonical_matrix(a), mover, after_pass);
        if let Some(&k) = self.line.get(&key) {
            return k;
        }
        let t = self.s.kind(a, V);
        let best = if t.is_csm() {
            Some(0)
        } else {
            let other = mover.other();
            let mut best: Option<u32> = None;
            for (i, j) in active_moves(a) {
                let Step::Continue(b) = play(a, mover, i, j, V) else {
                    continue;
                };
                if self.s.first_value(&b, other, V) != Wdl::Draw {
                    continue;
                }
                if let Some(k) = self.by_play(&b, other, false) {
                    best = Some(best.map_or(k + 1, |x| x.min(k + 1)));
                }
            }
            let other_best = match other {
                Player::R => t.r_refined,
                Player::C => t.c_refined,
            };
            if !after_pass
                && other_best != Refined::W
                && let Some(k) = self.by_play(a, other, true)
            {
                best = Some(best.map_or(k, |x| x.min(k)));
            }
            best
        };
        self.line.insert(key, best);
        best
    }
}
