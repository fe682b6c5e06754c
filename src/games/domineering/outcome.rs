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
//!   - a fixed-size transposition table keyed by the least image of the position under the
//!     board's mirror symmetries (left-right and top-bottom reflections keep vertical
//!     dominoes vertical) and, on square boards, under transposition with the players
//!     exchanged; isolated empty cells (no empty neighbour, so nobody can ever use them)
//!     count as filled in the key.
//!
//! The optimized solver is trusted because it agrees with the reference on random positions
//! (`tests/domineering.rs`, the `domineering_diff` fuzz target).

use super::board::{Board, Domineering};
use super::counts::Counter;
use crate::core::OutcomeClass;
use crate::core::reference::PartizanSolver;

/// Outcome class of `filled` on `board` by the generic reference solver.
pub fn reference(board: Board, filled: u64) -> OutcomeClass {
    let game = Domineering::new(board);
    PartizanSolver::new(&game).outcome(&filled)
}

/// A fixed-size transposition table of exact results: buckets of two slots, one kept for the
/// entry with the most empty cells (the costliest to recompute), one always replaced.
/// Forgetting a result is sound (it is recomputed), so the table bounds memory.
struct Table {
    slots: Vec<Slot>,
    mask: usize,
    stored: usize,
}

/// One entry: the key and its flags, bit 0: known with Left to move, bit 1: Left (to move)
/// wins, bit 2: known with Right to move, bit 3: Right (to move) wins; bits 4..: empty cells
/// (for replacement). A bucket of two is 32 bytes, within one cache line.
#[derive(Clone, Copy)]
#[repr(C, align(16))]
struct Slot {
    key: u64,
    data: u8,
}

/// An empty slot's key. The only positions with this key (an 8 x 8 board with every cell
/// filled, or only isolated empty cells) are lost for either player to move, so a result
/// stored under it can never be wrong for another position.
const NO_KEY: u64 = u64::MAX;

impl Table {
    fn new(bits: u32) -> Table {
        let slots = 1usize << bits;
        Table {
            slots: vec![
                Slot {
                    key: NO_KEY,
                    data: 0
                };
                slots
            ],
            mask: (slots >> 1) - 1,
            stored: 0,
        }
    }

    /// [`Table::new`], or `None` when the memory cannot be had (instead of an abort).
    fn try_new(bits: u32) -> Option<Table> {
        let slots = 1usize << bits;
        let mut v = Vec::new();
        v.try_reserve_exact(slots).ok()?;
        v.resize(
            slots,
            Slot {
                key: NO_KEY,
                data: 0,
            },
        );
        Some(Table {
            slots: v,
            mask: (slots >> 1) - 1,
            stored: 0,
        })
    }

    fn bucket(&self, key: u64) -> usize {
        let h = (key ^ (key >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        ((h ^ (h >> 32)) as usize & self.mask) * 2
    }

    fn get(&self, key: u64) -> u8 {
        let b = self.bucket(key);
        (b..b + 2)
            .find(|&i| self.slots[i].key == key)
            .map_or(0, |i| self.slots[i].data & 15)
    }

    fn put(&mut self, key: u64, flags: u8, empties: u8) {
        let b = self.bucket(key);
        let tag = empties.min(15) << 4;
        let slots = &mut self.slots;
        if let Some(i) = (b..b + 2).find(|&i| slots[i].key == key) {
            slots[i].data = (slots[i].data & 15 | flags) | tag;
            return;
        }
        // Slot b keeps the larger subtree; slot b + 1 takes everything else.
        let i = if slots[b].key == NO_KEY || slots[b].data >> 4 <= tag >> 4 {
            if slots[b].key != NO_KEY {
                // Demote the old deep entry to the always-replace slot.
                if slots[b + 1].key == NO_KEY {
                    self.stored += 1;
                }
                slots[b + 1] = slots[b];
            } else {
                self.stored += 1;
            }
            b
        } else {
            if slots[b + 1].key == NO_KEY {
                self.stored += 1;
            }
            b + 1
        };
        slots[i] = Slot {
            key,
            data: flags | tag,
        };
    }
}

/// Transposes an 8 x 8 grid (bit 8 r + c to bit 8 c + r) by three delta swaps.
fn transpose8(mut x: u64) -> u64 {
    let t = 0x0f0f_0f0f_0000_0000 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = 0x3333_0000_3333_0000 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = 0x5500_5500_5500_5500 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// Table size for boards above 49 cells: 2^TABLE_BITS slots of 16 bytes (2.1 GB);
/// smaller boards get smaller tables (2^24 slots, 268 MB, up to 7 x 7).
pub const TABLE_BITS: u32 = 27;

/// log2 of the number of table slots for a board of `cells` cells.
pub fn table_bits(cells: usize) -> u32 {
    match cells {
        0..=16 => 10,
        17..=25 => 14,
        26..=36 => 20,
        37..=49 => 24,
        _ => TABLE_BITS,
    }
}

/// Bytes of the transposition table for a board of `cells` cells (what the solver allocates
/// up front; the work guard's memory forecast).
pub fn table_bytes(cells: usize) -> u64 {
    (1u64 << table_bits(cells)) * std::mem::size_of::<Slot>() as u64
}

/// The optimized solver, keeping its table between calls on the same board.
pub struct OutcomeSolver {
    board: Board,
    counter: Counter,
    row_mask: u64,
    /// canonical position -> results for either player to move.
    table: Table,
    /// Positions searched (table misses).
    nodes: u64,
}

impl OutcomeSolver {
    /// A solver for `board` (at most 64 cells).
    pub fn new(board: Board) -> OutcomeSolver {
        OutcomeSolver::with_table(board, Table::new(table_bits(board.rows * board.cols)))
    }

    /// A solver for `board` with a table of `2^bits` slots (`bits` clamped to 1..=
    /// [`TABLE_BITS`]) instead of the size [`table_bits`] gives the board. The search is the
    /// same; a small table only forgets more. Many small positions solved one after another
    /// (the differential tests) need this: allocating and clearing a board-sized table for
    /// each would cost more than the search.
    pub fn with_table_bits(board: Board, bits: u32) -> OutcomeSolver {
        OutcomeSolver::with_table(board, Table::new(bits.clamp(1, TABLE_BITS)))
    }

    /// [`OutcomeSolver::new`], refusing cleanly when the machine cannot hold the table
    /// ([`table_bytes`]) rather than aborting.
    pub fn try_new(board: Board) -> Result<OutcomeSolver, crate::core::InputError> {
        let cells = board.rows * board.cols;
        let table = Table::try_new(table_bits(cells)).ok_or_else(|| {
            crate::core::InputError::new(format!(
                "could not allocate the {} bytes of the transposition table for a {}x{} board",
                table_bytes(cells),
                board.rows,
                board.cols
            ))
        })?;
        Ok(OutcomeSolver::with_table(board, table))
    }

    fn with_table(board: Board, table: Table) -> OutcomeSolver {
        OutcomeSolver {
            board,
            counter: Counter::new(board),
            row_mask: if board.cols >= 64 {
                u64::MAX
            } else {
                (1u64 << board.cols) - 1
            },
            table,
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
        let filled = self.counter.normalise(filled);
        if self.board.rows <= 8 && self.board.cols <= 8 {
            return self.canonical8(filled);
        }
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

    /// [`Self::canonical`] for boards of at most 8 rows and 8 columns: the position is laid
    /// out on an 8 x 8 grid (row r in byte r), where the mirrors are byte and bit reversals
    /// and the transposition three delta swaps; the key is the least image in that layout.
    fn canonical8(&self, filled: u64) -> (u64, bool) {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let mut a = 0u64;
        for r in 0..rows {
            a |= (filled >> (r * cols) & self.row_mask) << (8 * r);
        }
        let flip_rows = |x: u64| x.swap_bytes() >> (8 * (8 - rows));
        let flip_cols = |x: u64| x.reverse_bits().swap_bytes() >> (8 - cols);
        let least = |x: u64| {
            let h = flip_cols(x);
            x.min(h).min(flip_rows(x)).min(flip_rows(h))
        };
        let plain = least(a);
        if rows != cols {
            return (plain, false);
        }
        let swapped = least(transpose8(a));
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
        let e = self.table.get(key);
        if e & known != 0 {
            return e & win != 0;
        }
        self.nodes += 1;
        let result = self.search(filled, left);
        let empties = (self.counter.full() & !filled).count_ones() as u8;
        self.table
            .put(key, known | if result { win } else { 0 }, empties);
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
        let mut buffer = [(0i32, 0u64); 64];
        let count = c.ordered_moves(filled, left, moves, &mut buffer);
        let ordered = &mut buffer[..count];
        ordered.sort_unstable_by_key(|&(score, _)| std::cmp::Reverse(score));
        for &(_, domino) in ordered.iter() {
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
        self.table.stored
    }

    /// Number of positions searched (table misses).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fallible constructor (the CLI's) gives the same solver as the plain one: a
    /// mutation run found that nothing else exercised it.
    #[test]
    fn try_new_solves_like_new() {
        for (m, n) in [(1, 1), (2, 3), (3, 3), (4, 4)] {
            let board = Board::new(m, n).expect("small board");
            let mut fallible = OutcomeSolver::try_new(board).expect("a small table fits");
            let mut plain = OutcomeSolver::new(board);
            assert_eq!(fallible.outcome(0), plain.outcome(0), "{m}x{n}");
            assert_eq!(fallible.outcome(0), reference(board, 0), "{m}x{n}");
        }
    }
}
