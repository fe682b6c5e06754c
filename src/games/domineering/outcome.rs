//! Outcome classes of Domineering positions under normal play.
//!
//! * Reference: the generic memoised solver of [`crate::core::reference::PartizanSolver`].
//! * Optimized ([`OutcomeSolver`]): the same win/loss recursion on bitboards with
//!   - move generation by shifts (a vertical slot starts where a cell and the one below are
//!     empty; a horizontal one where a cell and the one to its right are);
//!   - sound move-count cuts ([`super::counts`]): the player to move wins when its safe moves
//!     (moves the opponent can never spoil) outnumber every move the opponent could still
//!     make, and loses when the opponent's safe moves match every move it could still make;
//!   - move ordering: first the moves that spoil most of the opponent's slots and fewest of
//!     the mover's own;
//!   - a transposition table keyed by the least image of the position under the board's
//!     mirror symmetries (left-right and top-bottom reflections keep vertical dominoes
//!     vertical) and, on square boards, under transposition with the players exchanged.
//!
//! The optimized solver is trusted because it agrees with the reference on random positions
//! (`tests/domineering.rs`, the `domineering_diff` fuzz target).

use super::board::{Board, Domineering};
use super::counts::Counter;
use crate::core::OutcomeClass;
use crate::core::reference::PartizanSolver;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Outcome class of `filled` on `board` by the generic reference solver.
pub fn reference(board: Board, filled: u64) -> OutcomeClass {
    let game = Domineering::new(board);
    PartizanSolver::new(&game).outcome(&filled)
}

/// A multiplicative hash for the table's 64-bit keys (the keys are already well mixed by
/// nothing; SipHash is several times slower here).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u64(&mut self, x: u64) {
        let x = (x ^ (x >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        self.0 = x ^ (x >> 32);
    }
}

/// Table entries kept at most (about 2 GB); the table is emptied when it is full.
pub const TABLE_CAP: usize = 100_000_000;

/// The optimized solver, keeping its table between calls on the same board.
pub struct OutcomeSolver {
    board: Board,
    counter: Counter,
    row_mask: u64,
    /// canonical position -> bit 0: known with Left to move, bit 1: Left (to move) wins,
    /// bit 2: known with Right to move, bit 3: Right (to move) wins.
    table: HashMap<u64, u8, BuildHasherDefault<KeyHasher>>,
    /// Positions searched (table misses).
    nodes: u64,
}

impl OutcomeSolver {
    /// A solver for `board` (at most 64 cells).
    pub fn new(board: Board) -> OutcomeSolver {
        OutcomeSolver {
            board,
            counter: Counter::new(board),
            row_mask: if board.cols >= 64 {
                u64::MAX
            } else {
                (1u64 << board.cols) - 1
            },
            table: HashMap::default(),
            nodes: 0,
        }
    }

    fn flip_columns(&self, filled: u64) -> u64 {
        let b = self.board;
        let mut out = 0;
        for r in 0..b.rows {
            let row = filled >> (r * b.cols) & self.row_mask;
            let reversed = row.reverse_bits() >> (64 - b.cols);
            out |= reversed << (r * b.cols);
        }
        out
    }

    fn flip_rows(&self, filled: u64) -> u64 {
        let b = self.board;
        let mut out = 0;
        for r in 0..b.rows {
            let row = filled >> (r * b.cols) & self.row_mask;
            out |= row << ((b.rows - 1 - r) * b.cols);
        }
        out
    }

    fn transpose(&self, filled: u64) -> u64 {
        let n = self.board.cols;
        let mut out = 0;
        let mut rest = filled;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out |= 1u64 << ((i % n) * n + i / n);
        }
        out
    }

    fn least_mirror(&self, filled: u64) -> u64 {
        let h = self.flip_columns(filled);
        filled
            .min(h)
            .min(self.flip_rows(filled))
            .min(self.flip_rows(h))
    }

    /// The table key of (position, player to move) and whether the key's player is the other
    /// one (a transposed image on a square board).
    fn canonical(&self, filled: u64) -> (u64, bool) {
        let plain = self.least_mirror(filled);
        if self.board.rows != self.board.cols {
            return (plain, false);
        }
        let swapped = self.least_mirror(self.transpose(filled));
        if swapped < plain {
            (swapped, true)
        } else {
            (plain, false)
        }
    }

    /// Whether the player to move (Left if `left`) wins from `filled`.
    pub fn mover_wins(&mut self, filled: u64, left: bool) -> bool {
        let (key, swap) = self.canonical(filled);
        let as_left = left != swap;
        let (known, win) = if as_left { (1u8, 2u8) } else { (4u8, 8u8) };
        if let Some(&e) = self.table.get(&key)
            && e & known != 0
        {
            return e & win != 0;
        }
        self.nodes += 1;
        let result = self.search(filled, left);
        if self.table.len() >= TABLE_CAP {
            // Forgetting is always sound (results are recomputed); it bounds memory.
            self.table.clear();
        }
        let e = self.table.entry(key).or_insert(0);
        *e |= known | if result { win } else { 0 };
        result
    }

    fn search(&mut self, filled: u64, left: bool) -> bool {
        let c = &self.counter;
        let moves = c.moves(filled, left);
        if moves == 0 {
            return false;
        }
        // Cuts on move counts: safe moves never disappear, and nobody can make more moves
        // than its potential (its disjoint slots along each line).
        let (mine_safe, theirs_potential) = (c.safe(filled, left), c.potential(filled, !left));
        if mine_safe > theirs_potential {
            return true;
        }
        let (theirs_safe, mine_potential) = (c.safe(filled, !left), c.potential(filled, left));
        if theirs_safe >= mine_potential {
            return false;
        }
        let mut ordered = c.ordered_moves(filled, left, moves);
        ordered.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
        for (_, domino) in ordered {
            if !self.mover_wins(filled | domino, !left) {
                return true;
            }
        }
        false
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

    /// Number of positions searched (table misses).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}
