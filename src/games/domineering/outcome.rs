//! Outcome classes of Domineering positions under normal play.
//!
//! * Reference: the generic memoised solver of [`crate::core::reference::PartizanSolver`].
//! * Optimized ([`OutcomeSolver`]): the same win/loss recursion on bitboards with
//!   - move generation by shifts (a vertical slot starts where a cell and the one below are
//!     empty; a horizontal one where a cell and the one to its right are);
//!   - sound move-count cuts ([`super::counts`]): the player to move wins when its
//!     guaranteed moves (safe moves the opponent can never spoil, and what it can still take
//!     of its vulnerable ones whatever the opponent does) outnumber every move the opponent
//!     could still make, and loses when the opponent's guaranteed moves match every move it
//!     could still make;
//!   - move ordering: first the moves that spoil most of the opponent's slots and fewest of
//!     the mover's own, ties broken by the history heuristic (moves that won elsewhere in
//!     the search, weighted by the empty cells where they won); on 6x8 the history cut the
//!     search from 26 s to 4 s;
//!   - a fixed-size transposition table (zeroed, so mapped lazily) keyed by a canonical
//!     isomorphic position: isolated empty cells (no empty neighbour, so nobody can ever use
//!     them) count as filled; the position is cut into its independent column blocks (runs
//!     of columns with an empty cell: a sum of games), each block is cropped and replaced by
//!     the least of its four mirror images (left-right and top-bottom reflections keep
//!     vertical dominoes vertical), and the blocks are sorted and laid out again
//!     ([`block_key`], [`block_key8`]); on square boards also under transposition with the
//!     players exchanged. Thin boards (2 x n, 3 x n) split into blocks after a few moves,
//!     and every reordering of the same blocks shares one entry.
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
///
/// A slot is one `u128`: bits 0..64 the complement of the key (so that an all-zero slot,
/// as a fresh zeroed allocation gives, is empty: its key would be [`NO_KEY`]), bits 64..
/// the flags: bit 0: known with Left to move, bit 1: Left (to move) wins, bit 2: known with
/// Right to move, bit 3: Right (to move) wins; bits 4..8: empty cells (for replacement).
/// Zeroed memory is mapped lazily, so a large table costs nothing until it is used. A
/// bucket of two is 32 bytes, within one cache line.
struct Table {
    slots: Vec<u128>,
    mask: usize,
    stored: usize,
}

/// An empty slot's key. The only positions with this key (every cell of the key's grid
/// filled: no empty cell) are lost for either player to move, so a result stored under it
/// can never be wrong for another position.
const NO_KEY: u64 = u64::MAX;

fn slot_key(slot: u128) -> u64 {
    !(slot as u64)
}

fn slot_data(slot: u128) -> u8 {
    (slot >> 64) as u8
}

fn make_slot(key: u64, data: u8) -> u128 {
    u128::from(!key) | u128::from(data) << 64
}

impl Table {
    fn new(bits: u32) -> Table {
        let slots = 1usize << bits;
        Table {
            slots: vec![0u128; slots],
            mask: (slots >> 1) - 1,
            stored: 0,
        }
    }

    /// [`Table::new`], or `None` when the memory cannot be had (instead of an abort): the
    /// address space is tried first (a reservation that is given back at once), then the
    /// zeroed table is allocated.
    fn try_new(bits: u32) -> Option<Table> {
        let slots = 1usize << bits;
        let mut probe: Vec<u128> = Vec::new();
        probe.try_reserve_exact(slots).ok()?;
        drop(probe);
        Some(Table::new(bits))
    }

    fn bucket(&self, key: u64) -> usize {
        let h = (key ^ (key >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        ((h ^ (h >> 32)) as usize & self.mask) * 2
    }

    fn get(&self, key: u64) -> u8 {
        let b = self.bucket(key);
        (b..b + 2)
            .find(|&i| slot_key(self.slots[i]) == key)
            .map_or(0, |i| slot_data(self.slots[i]) & 15)
    }

    fn put(&mut self, key: u64, flags: u8, empties: u8) {
        let b = self.bucket(key);
        let tag = empties.min(15) << 4;
        let slots = &mut self.slots;
        if let Some(i) = (b..b + 2).find(|&i| slot_key(slots[i]) == key) {
            slots[i] = make_slot(key, (slot_data(slots[i]) & 15 | flags) | tag);
            return;
        }
        // Slot b keeps the larger subtree; slot b + 1 takes everything else.
        let i = if slot_key(slots[b]) == NO_KEY || slot_data(slots[b]) >> 4 <= tag >> 4 {
            if slot_key(slots[b]) != NO_KEY {
                // Demote the old deep entry to the always-replace slot.
                if slot_key(slots[b + 1]) == NO_KEY {
                    self.stored += 1;
                }
                slots[b + 1] = slots[b];
            } else {
                self.stored += 1;
            }
            b
        } else {
            if slot_key(slots[b + 1]) == NO_KEY {
                self.stored += 1;
            }
            b + 1
        };
        slots[i] = make_slot(key, flags | tag);
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

/// Transposes a position of a `rows` x `cols` board (bit cols r + c) into one of the
/// `cols` x `rows` board (bit rows c + r).
fn transpose_rect(filled: u64, rows: usize, cols: usize) -> u64 {
    let mut out = 0;
    let mut rest = filled;
    while rest != 0 {
        let i = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        out |= 1u64 << ((i % cols) * rows + i / cols);
    }
    out
}

/// Most blocks a position of at most 64 cells splits into (one empty column between two).
const MAX_BLOCKS: usize = 32;

/// A canonical position isomorphic to `filled` on a `rows` x `cols` board (bit cols r + c),
/// as the sum of its independent column blocks.
///
/// **Blocks.** A block is a maximal run of columns that each hold an empty cell. No domino
/// crosses a column with no empty cell (a horizontal one would need a cell there, a
/// vertical one stays in its column), so the blocks are independent and the position is
/// their disjunctive sum.
///
/// **Why the key is sound.** A sum does not change when its parts are reordered, moved, or
/// when one part alone is reflected left-right or top-bottom (reflections keep vertical
/// dominoes vertical, so each player keeps its own moves). So each block is cut to the
/// rectangle of its empty cells (h rows, w columns), replaced by the least of its four
/// mirror images (read row by row, w bits a row), the blocks are sorted by (h, w, image),
/// and laid out again from column 0, top-aligned, one filled column between two blocks.
/// They take no more columns than before (each block keeps its width; two blocks were at
/// least one filled column apart), so the result fits the board, and it is a position
/// whose game is isomorphic to that of `filled`: equal keys mean equal games. Every
/// translate, reordering and partial mirror of a sum shares one key.
pub fn block_key(filled: u64, rows: usize, cols: usize) -> u64 {
    let full = if rows * cols >= 64 {
        u64::MAX
    } else {
        (1u64 << (rows * cols)) - 1
    };
    let row_mask = if cols >= 64 {
        u64::MAX
    } else {
        (1u64 << cols) - 1
    };
    let empty = !filled & full;
    let mut occupied = 0u64;
    for r in 0..rows {
        occupied |= empty >> (r * cols) & row_mask;
    }
    let mut blocks = [(0u8, 0u8, 0u64); MAX_BLOCKS];
    let mut count = 0;
    let mut rest = occupied;
    // The block's rows from its top one; every entry read (up to the block's height) is
    // written for this block first, so the array is shared by the blocks.
    let mut lines = [0u64; 64];
    while rest != 0 {
        let c0 = rest.trailing_zeros() as usize;
        let w = (!(rest >> c0)).trailing_zeros() as usize;
        let w_mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        rest &= !(w_mask << c0);
        let mut h = 0;
        let mut top = None;
        for r in 0..rows {
            let line = empty >> (r * cols + c0) & w_mask;
            if line != 0 {
                let t = *top.get_or_insert(r);
                h = r - t + 1;
            }
            if let Some(t) = top {
                lines[r - t] = line;
            }
        }
        let reverse = |x: u64| x.reverse_bits() >> (64 - w);
        let (mut a, mut b, mut c, mut d) = (0u64, 0u64, 0u64, 0u64);
        for (i, &line) in lines[..h].iter().enumerate() {
            let j = h - 1 - i;
            a |= line << (i * w);
            b |= reverse(line) << (i * w);
            c |= line << (j * w);
            d |= reverse(line) << (j * w);
        }
        blocks[count] = (h as u8, w as u8, a.min(b).min(c).min(d));
        count += 1;
    }
    let blocks = &mut blocks[..count];
    blocks.sort_unstable();
    let mut out = 0u64;
    let mut offset = 0;
    for &(h, w, image) in blocks.iter() {
        let (h, w) = (usize::from(h), usize::from(w));
        let w_mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
        for i in 0..h {
            out |= (image >> (i * w) & w_mask) << (i * cols + offset);
        }
        offset += w + 1;
    }
    full & !out
}

/// [`block_key`] on the 8 x 8 grid: `empty` holds the empty cells (row r in byte r, bit c
/// of the byte for column c); the key is the complement of the canonical empty cells in the
/// same layout (so a key with every bit set has no empty cell: lost for either player to
/// move). The blocks, their mirror images, sorting and layout are those of [`block_key`],
/// with the same soundness argument: the key is an isomorphic position, read as a grid of
/// at most 8 columns (a block at column offset o is shifted by o within each byte; its
/// width plus o never passes 8, for the blocks fitted in the board's own columns before).
pub fn block_key8(empty: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let mut occupied = empty | empty >> 32;
    occupied |= occupied >> 16;
    occupied |= occupied >> 8;
    let mut rest = occupied & 0xff;
    let mut blocks = [(0u8, 0u8, 0u64); 4];
    let mut count = 0;
    while rest != 0 {
        let c0 = rest.trailing_zeros();
        let w = (!(rest >> c0)).trailing_zeros();
        let w_bits = (1u64 << w) - 1;
        rest &= !(w_bits << c0);
        let part = (empty & (w_bits << c0).wrapping_mul(ONES)) >> c0;
        let top = part.trailing_zeros() / 8;
        let bottom = (63 - part.leading_zeros()) / 8;
        let h = bottom - top + 1;
        let a = part >> (8 * top);
        // Each byte's bits reversed, then moved down to bits 0..w (no bit crosses a byte).
        let b = a.reverse_bits().swap_bytes() >> (8 - w);
        let c = a.swap_bytes() >> (8 * (8 - h));
        let d = b.swap_bytes() >> (8 * (8 - h));
        blocks[count] = (h as u8, w as u8, a.min(b).min(c).min(d));
        count += 1;
    }
    let blocks = &mut blocks[..count];
    blocks.sort_unstable();
    let mut out = 0u64;
    let mut offset = 0;
    for &(_, w, image) in blocks.iter() {
        out |= image << offset;
        offset += u32::from(w) + 1;
    }
    !out
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
    (1u64 << table_bits(cells)) * std::mem::size_of::<u128>() as u64
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
    /// The history heuristic: for each player (0 Left, 1 Right) and each cell, a weight
    /// that grows each time a move whose first cell it is wins, by 2^(e/2) for e empty cells
    /// (wins high in the tree weigh most; 2^(e/3), e^2, e^3 and 2^e ordered worse on 5x9,
    /// 6x8 and 7x7). It breaks ties of the count score, so it only orders moves.
    history: [[u32; 64]; 2],
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
            history: [[0; 64]; 2],
        }
    }

    /// The table key of (position, player to move) and whether the key's player is the other
    /// one (a transposed image on a square board).
    ///
    /// The key is [`block_key`] of the position (isolated empty cells filled first), or
    /// [`block_key8`] on boards of at most 8 rows and columns: a position whose game is
    /// isomorphic to this one, so that equal keys mean equal results. On a board with more
    /// rows than columns the key is taken of the transposed position (blocks are cut along
    /// the long side), always, so keys of one board stay comparable.
    fn canonical(&self, filled: u64) -> (u64, bool) {
        let filled = self.counter.normalise(filled);
        let (rows, cols) = (self.board.rows, self.board.cols);
        if rows <= 8 && cols <= 8 {
            return self.canonical8(filled);
        }
        if rows > cols {
            let t = transpose_rect(filled, rows, cols);
            return (block_key(t, cols, rows), false);
        }
        // A board with a side above 8 and at most 64 cells is not square.
        (block_key(filled, rows, cols), false)
    }

    /// [`Self::canonical`] for boards of at most 8 rows and 8 columns, on the 8 x 8 grid
    /// (row r in byte r, cells outside the board filled): [`block_key8`] of the position, or
    /// of its transpose on a board with more rows than columns (always, so that keys of one
    /// board stay comparable), and on a square board the least of both, the transpose with
    /// the players exchanged.
    fn canonical8(&self, filled: u64) -> (u64, bool) {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let mut empty = 0u64;
        for r in 0..rows {
            empty |= (!filled >> (r * cols) & self.row_mask) << (8 * r);
        }
        if rows > cols {
            return (block_key8(transpose8(empty)), false);
        }
        let plain = block_key8(empty);
        if rows != cols {
            return (plain, false);
        }
        let swapped = block_key8(transpose8(empty));
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
        // Cuts on move counts: nobody can make more moves than its potential (its disjoint
        // slots along each line), and each player has moves the other cannot take from it
        // ([`Counter::guaranteed`]).
        if c.guaranteed(filled, left, true) > c.potential(filled, !left) {
            return true;
        }
        if c.guaranteed(filled, !left, false) >= c.potential(filled, left) {
            return false;
        }
        let empties = (c.full() & !filled).count_ones();
        let mut buffer = [(0i32, 0u64); 64];
        let count = c.ordered_moves(filled, left, moves, &mut buffer);
        // Moves by their count score, ties broken by the history heuristic.
        let side = usize::from(!left);
        let history = &self.history[side];
        let mut ranked = [(0i32, 0u32, 0u64); 64];
        for (slot, &(score, domino)) in ranked.iter_mut().zip(&buffer[..count]) {
            *slot = (score, history[domino.trailing_zeros() as usize], domino);
        }
        let ranked = &mut ranked[..count];
        ranked.sort_unstable_by_key(|&(score, weight, _)| std::cmp::Reverse((score, weight)));
        for &(_, _, domino) in ranked.iter() {
            if !self.mover_wins(filled | domino, !left) {
                let weight = &mut self.history[side][domino.trailing_zeros() as usize];
                *weight = weight.saturating_add(1 << (empties / 2).min(30));
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
    use super::super::position::Position;
    use super::*;

    /// A few random positions (xorshift) on a board, with at most `max_empty` empty cells.
    fn positions(board: Board, max_empty: u32, count: usize, seed: u64) -> Vec<u64> {
        let full = board.full();
        let mut s = seed | 1;
        (0..count)
            .map(|_| {
                let mut filled = 0u64;
                loop {
                    s ^= s << 13;
                    s ^= s >> 7;
                    s ^= s << 17;
                    filled |= s & s.rotate_left(11) & full;
                    if (full & !filled).count_ones() <= max_empty {
                        return filled;
                    }
                }
            })
            .collect()
    }

    /// The block keys are positions of the same game: the reference gives the key's
    /// position the class of the original, with the key's empty cells inside the board.
    #[test]
    fn block_keys_are_positions_of_the_same_game() {
        for (m, n) in [
            (1, 7),
            (2, 5),
            (2, 8),
            (3, 4),
            (3, 6),
            (4, 4),
            (2, 10),
            (3, 9),
        ] {
            let board = Board::new(m, n).expect("small board");
            for filled in positions(board, 12, 60, (m * 31 + n) as u64) {
                let class = reference(board, filled);
                let key = block_key(filled, m, n);
                assert_eq!(key & !board.full(), 0, "{m}x{n} {filled:#x}");
                assert_eq!(reference(board, key), class, "{m}x{n} {filled:#x}");
                if n <= 8 {
                    let mut empty = 0u64;
                    for r in 0..m {
                        empty |= (!filled >> (r * n) & ((1 << n) - 1)) << (8 * r);
                    }
                    let key8 = !block_key8(empty);
                    let mut back = board.full();
                    for r in 0..8 {
                        let line = key8 >> (8 * r) & 0xff;
                        assert!(r < m || line == 0, "{m}x{n} {filled:#x}: row {r}");
                        assert_eq!(line >> n, 0, "{m}x{n} {filled:#x}: row {r}");
                        if r < m {
                            back &= !(line << (r * n));
                        }
                    }
                    assert_eq!(reference(board, back), class, "{m}x{n} {filled:#x}");
                }
            }
        }
    }

    /// Reordered and mirrored blocks share a key.
    #[test]
    fn reordered_and_mirrored_sums_share_a_key() {
        // 2 x 8: an L-shaped block of three cells and a 2 x 2 square, in either order and
        // with the L mirrored.
        let board = Board::new(2, 8).expect("board");
        let p = Position::parse("..#..###/.##..###")
            .expect("position")
            .filled;
        let q = Position::parse("#..#..##/#..##.##")
            .expect("position")
            .filled;
        assert_eq!(block_key(p, 2, 8), block_key(q, 2, 8));
        let solver = OutcomeSolver::new(board);
        assert_eq!(solver.canonical(p), solver.canonical(q));
    }

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
