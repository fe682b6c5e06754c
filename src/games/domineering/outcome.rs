//! Outcome classes of Domineering positions under normal play.
//!
//! * Reference: the generic memoised solver of [`crate::core::reference::PartizanSolver`].
//! * Optimized: the same recursion with a transposition table keyed by the least of a
//!   position's four images under the board's mirror symmetries (left-right and top-bottom
//!   reflections keep vertical dominoes vertical), and a win found at the first winning move.

use super::board::{Board, Domineering};
use crate::core::OutcomeClass;
use crate::core::reference::PartizanSolver;
use std::collections::HashMap;

/// Outcome class of `filled` on `board` by the generic reference solver.
pub fn reference(board: Board, filled: u64) -> OutcomeClass {
    let game = Domineering::new(board);
    PartizanSolver::new(&game).outcome(&filled)
}

/// The optimized solver, keeping its table between calls on the same board.
pub struct OutcomeSolver {
    game: Domineering,
    row_mask: u64,
    /// canonical position -> bit 0: known with Left to move, bit 1: Left (to move) wins,
    /// bit 2: known with Right to move, bit 3: Right (to move) wins.
    table: HashMap<u64, u8>,
}

impl OutcomeSolver {
    /// A solver for `board`.
    pub fn new(board: Board) -> OutcomeSolver {
        OutcomeSolver {
            game: Domineering::new(board),
            row_mask: (1u64 << board.cols) - 1,
            table: HashMap::new(),
        }
    }

    fn flip_columns(&self, filled: u64) -> u64 {
        let b = self.game.board;
        let mut out = 0;
        for r in 0..b.rows {
            let row = filled >> (r * b.cols) & self.row_mask;
            let reversed = row.reverse_bits() >> (64 - b.cols);
            out |= reversed << (r * b.cols);
        }
        out
    }

    fn flip_rows(&self, filled: u64) -> u64 {
        let b = self.game.board;
        let mut out = 0;
        for r in 0..b.rows {
            let row = filled >> (r * b.cols) & self.row_mask;
            out |= row << ((b.rows - 1 - r) * b.cols);
        }
        out
    }

    fn canonical(&self, filled: u64) -> u64 {
        let h = self.flip_columns(filled);
        filled
            .min(h)
            .min(self.flip_rows(filled))
            .min(self.flip_rows(h))
    }

    /// Whether the player to move (Left if `left`) wins from `filled`.
    pub fn mover_wins(&mut self, filled: u64, left: bool) -> bool {
        let key = self.canonical(filled);
        let (known, win) = if left { (1u8, 2u8) } else { (4u8, 8u8) };
        if let Some(&e) = self.table.get(&key)
            && e & known != 0
        {
            return e & win != 0;
        }
        let slots: Vec<u64> = if left {
            self.game.vertical_slots().to_vec()
        } else {
            self.game.horizontal_slots().to_vec()
        };
        let mut result = false;
        for d in slots {
            if d & filled == 0 && !self.mover_wins(filled | d, !left) {
                result = true;
                break;
            }
        }
        let e = self.table.entry(key).or_insert(0);
        *e |= known | if result { win } else { 0 };
        result
    }

    /// The outcome class of `filled`.
    pub fn outcome(&mut self, filled: u64) -> OutcomeClass {
        let l = self.mover_wins(filled, true);
        let r = self.mover_wins(filled, false);
        OutcomeClass::from_first_player_wins(l, r)
    }

    /// Number of table entries.
    pub fn positions(&self) -> usize {
        self.table.len()
    }
}
