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
//!   - the counts first, the table second: a move's position is tried against the count
//!     cuts before its table key is made or its bucket read, and only the positions they
//!     leave open are keyed, looked up and stored ([`Worker::next_to_search`]). Most
//!     positions of a search are settled by the counts (8 x 9 from Left's first move: 2.9M of
//!     17.4M positions reach the table), and each table read is a wait for memory and, on
//!     gigabytes of table, for a page-table walk (`perf`: the prefetch of the child's bucket
//!     took 26% of the search when every position was keyed). One thread, release, same
//!     run, with the ordering's sort on one word a move: 8 x 9 from 33.7 s to 20.6 s, 8 x 8
//!     from 5.0 s to 3.6 s. The table then holds only the open positions, so a small one
//!     forgets little: 8 x 9 searches 0.2% more positions with 2^23 slots than with 2^29
//!     (5% more before);
//!   - tried and dropped (one thread, release, `scripts/bench-obsequi.sh --before`, same
//!     run): searching the moves without the one-move lookahead of [`Worker::next_to_search`]
//!     (now that the table is small, its prefetch saves less), 0.87 to 1.09 times the time;
//!     Obsequi's lazy sort (the best move found in one pass and searched before the others
//!     are sorted, so with no lookahead at the first move): 8 x 8 from Right's first move
//!     searched 4.75M positions instead of 3.87M, as the lookahead often finds a later move
//!     the counts settle as a win before the first move is searched; Obsequi's two-stage
//!     order (the moves with a protected cell after all the others): 8 x 8 searched the same
//!     positions to within 0.01%, the score already ranks those moves low;
//!   - measured, not adopted (no proof): Obsequi's skip of safe moves would save few
//!     expanded positions (8 x 8 from Left's first move: 631K to 626K kept in the table);
//!     the gap to Obsequi on 8 x 8 was its evaluation (on a sample of the positions this
//!     search expanded it decided 66%: options and the potential less the boxes, now in
//!     [`super::counts`]);
//!   - a kill scan ([`Worker::scan_for_kill`]): before a node searches a move, all its
//!     moves are tried against the counts' second test, so a move that
//!     leaves the opponent lost by the counts is found even when the ordering ranks it late;
//!     it tries the first moves in the order only, at nodes whose mover is nearly winning by
//!     the counts, and runs for a player to move while its scans find such a move often
//!     enough; the last two moves it found are tried first at the next node of the same
//!     player with as many empty cells, before its moves are ordered (killer moves,
//!     [`Worker::killer_kills`]);
//!   - at a node whose mover is far behind by the counts ([`Behind`]), which nearly always
//!     loses and so searches every move, the moves are taken by the static preferences
//!     without the ordering's score, and each move's position gets the counts' second test
//!     only if the table does not know it;
//!   - of the mover's moves in regions where only it can play (an integer for it), only one
//!     is searched ([`super::counts::Counter::moves_to_search`]);
//!   - move ordering: first the moves that most raise the mover's lead in potential and safe
//!     moves (Bullock's score, [`super::counts::Counter::ordered_moves`]), ties broken by the
//!     static preferences of Bullock's Obsequi ([`super::preference`]: a lattice of moves on
//!     every other line first), which replaced the history heuristic (8 x 8 from 30.1M
//!     positions to 3.7M, Left first);
//!   - a search split among threads ([`OutcomeSolver::parallel`], the command line's): in the
//!     first plies of a search on a board of at least [`PARALLEL_MIN_CELLS`] cells, a node
//!     whose first move does not win searches its other moves on every thread ([`Worker`]:
//!     young brothers wait). On this 2-core machine that pays on the boards of 128-bit
//!     positions (8 x 9 nearly twice as fast) and not below (see the constant's figures);
//!   - a fixed-size transposition table shared by the threads ([`super::table`]) keyed by a
//!     canonical isomorphic position: isolated empty cells (no empty neighbour, so nobody can ever use
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
use super::cells::Cells;
use super::counts::{Counter, MAX_MOVES};
use super::preference::preferences;
use super::table::Table;
use crate::core::OutcomeClass;
use crate::core::reference::PartizanSolver;
use rayon::prelude::*;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};

/// A worker adds its positions searched to the solver's progress counter
/// ([`Solver::counting`]) in steps of this many, so the counter costs one shared write per
/// 65,536 positions (and lags the true count by less than that per thread).
pub const PROGRESS_STEP: u64 = 1 << 16;

/// Outcome class of `filled` on `board` by the generic reference solver.
pub fn reference(board: Board, filled: u64) -> OutcomeClass {
    let game = Domineering::new(board);
    PartizanSolver::new(&game).outcome(&filled)
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
fn transpose_rect<C: Cells>(filled: C, rows: usize, cols: usize) -> C {
    let mut out = C::ZERO;
    let mut rest = filled;
    while rest != C::ZERO {
        let i = rest.trailing_zeros() as usize;
        rest = rest.without_lowest();
        out |= C::bit((i % cols) * rows + i / cols);
    }
    out
}

/// Most blocks a position of at most 128 cells splits into (one empty column between two).
const MAX_BLOCKS: usize = 64;

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
pub fn block_key<C: Cells>(filled: C, rows: usize, cols: usize) -> C {
    let full = C::low(rows * cols);
    let row_mask = C::low(cols);
    let empty = !filled & full;
    let mut occupied = C::ZERO;
    for r in 0..rows {
        occupied |= empty >> (r * cols) & row_mask;
    }
    let mut blocks = [(0u8, 0u8, C::ZERO); MAX_BLOCKS];
    let mut count = 0;
    let mut rest = occupied;
    // The block's rows from its top one; every entry read (up to the block's height) is
    // written for this block first, so the array is shared by the blocks.
    let mut lines = [C::ZERO; 128];
    while rest != C::ZERO {
        let c0 = rest.trailing_zeros() as usize;
        let w = (!(rest >> c0)).trailing_zeros() as usize;
        let w_mask = C::low(w);
        rest &= !(w_mask << c0);
        let mut h = 0;
        let mut top = None;
        for r in 0..rows {
            let line = empty >> (r * cols + c0) & w_mask;
            if line != C::ZERO {
                let t = *top.get_or_insert(r);
                h = r - t + 1;
            }
            if let Some(t) = top {
                lines[r - t] = line;
            }
        }
        // The block read row by row (a) and with its rows in reverse order (c); reversing
        // all h w bits of an image turns it by half a turn, which gives the other two
        // mirror images (d: both reflections of a; b: c turned, its rows each reflected).
        let (mut a, mut c) = (C::ZERO, C::ZERO);
        for (i, &line) in lines[..h].iter().enumerate() {
            a |= line << (i * w);
            c |= line << ((h - 1 - i) * w);
        }
        let turn = |x: C| x.reverse_bits() >> (C::BITS - h * w);
        let (b, d) = (turn(c), turn(a));
        blocks[count] = (h as u8, w as u8, a.min(b).min(c).min(d));
        count += 1;
    }
    let blocks = &mut blocks[..count];
    blocks.sort_unstable();
    let mut out = C::ZERO;
    let mut offset = 0;
    for &(h, w, image) in blocks.iter() {
        let (h, w) = (usize::from(h), usize::from(w));
        let w_mask = C::low(w);
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
/// Table size for thin boards (a side of at most 3; capped at 2^24 slots by [`table_bits`]):
/// 2^TABLE_BITS slots above 64 cells, 2^(TABLE_BITS + 1) from 50; the [`long_search`] boards
/// get 2^(TABLE_BITS + 2) slots of 16 bytes (8.6 GB), the other boards of 37 cells or more
/// 2^[`OPEN_TABLE_BITS`], smaller boards smaller tables.
pub const TABLE_BITS: u32 = 27;

/// Whether `board`'s searches run for many minutes: at least 80 cells and no side below 6
/// (8 x 10, 9 x 9 and larger). These get a table four times larger, 2^([`TABLE_BITS`] + 2)
/// slots (8.6 GB).
///
/// A search of 9 x 9 expands over a billion positions (Obsequi's: 1.78e9), ten times the
/// slots of a 2^27 table, and a table that forgets costs positions. The 8 x 9 search from
/// Left's first move on two threads (release, one run each, session 23) searched 20.2M
/// positions with 2^25 slots or more, 21.2M with 2^23 (2.5 positions a slot, 19.0 s), 24.1M
/// with 2^22 (5.7 a slot, 20.7 s) and 29.8M with 2^21 (14 a slot, 24.1 s). A larger table
/// costs time of its own (8 x 9: 22.2 s with 2^27 slots, 25.4 s with 2^29, 3 s of them
/// mapping pages), which a 9 x 9 search earns back: it searched 3.25e9 positions, 24 a
/// slot of 2^27, 6 a slot of 2^29. Since the counts come before the table (session 24) only
/// the positions they leave open are stored, about a sixth of those searched (8 x 9 from
/// Left's first move, one thread: 17.42M positions with 2^29 slots, 17.46M with 2^23, 20.3M
/// with 2^20); 9 x 9 kept 2^29 slots and searched 2.82e9 positions in 27 minutes
/// (`evidence/domineering/outcome-9x9.json`), not compared with a smaller table. Huge pages (`madvise`) were tried and dropped: the same 8 x 9 search spent
/// as much user time with them (42.2 s against 41.7 s) and 3.5 to 13 s more system time.
pub fn long_search(board: Board) -> bool {
    board.rows * board.cols >= 80 && board.rows.min(board.cols) >= 6
}

/// log2 of the number of table slots on boards of 37 to 64 cells with no side below 4 (7 x 7,
/// 8 x 8, 7 x 9, ...): 2^23 (67 MB of 8-byte slots).
///
/// Since the counts come first, the table holds only the positions they leave open: 8 x 8's
/// search from Left's first move keeps 0.63M, 7 x 9's 1.29M. A table of 2^28
/// slots (2.1 GB, the size before) then costs more than it saves: its scattered slots miss
/// the processor's page-table caches and their pages are mapped one by one as first written.
/// One thread, release, `--first`, the tables' sizes alternated in one script run on a loaded
/// machine (user + system CPU seconds, two runs each): 8 x 8 from Left's first move searched
/// 3,680,854 positions with 2^21 slots, 3,678,093 with 2^22, 3,677,278 with 2^23 (2.34 and
/// 2.49 s), 3,677,087 with 2^24 (2.73, 2.85 s) and 3,676,993 with 2^28 (6.01 s in the
/// bench's run); 7 x 9 from Left's first 6,276,080 positions with 2^21, 6,221,805 with 2^23
/// (5.64, 5.88 s) and 6,218,953 with 2^24 (5.54, 7.05 s), against 11.5 s with 2^28. A table
/// of 2^23 slots forgets a few hundred positions in millions. Boards of 65 to 79 cells get
/// 2^[`WIDE_OPEN_TABLE_BITS`] slots (`--table-bits` chooses another size).
pub const OPEN_TABLE_BITS: u32 = 23;

/// log2 of the number of table slots on boards of 65 to 79 cells with no side below 4 (8 x 9,
/// 7 x 10, 6 x 12, 5 x 13 ...): 2^24 slots of 16 bytes (268 MB) instead of 2^[`TABLE_BITS`]
/// (2.1 GB).
///
/// The reasons are [`OPEN_TABLE_BITS`]'s: the counts leave few positions to store, and a table
/// of 2^27 scattered 16-byte slots costs more in page-table misses and first-write page
/// mapping than the positions it keeps save. 8 x 9 on one thread (release, `--first`): from
/// Left's first move the search expands about the same positions with 2^24 slots as with
/// 2^27, and its peak memory falls from 2 GB to 268 MB, below Obsequi's 389 MB (its default
/// table, 2^24 entries of 24 bytes); the figures of both first players are in the commit that
/// made this size the default.
pub const WIDE_OPEN_TABLE_BITS: u32 = 24;

/// log2 of the number of table slots for a `board`: by its cells; 2^([`TABLE_BITS`] + 2) on
/// [`long_search`] boards, 2^[`OPEN_TABLE_BITS`] on the boards of 37 to 64 cells with no
/// side below 4, 2^[`WIDE_OPEN_TABLE_BITS`] on those of 65 to 79; at most 2^24 on boards with a side of at most 3. Their searches
/// stay small (3 x 30, the largest one measured, stores 7.0M positions; 2 x 40 0.27M), while
/// the table's pages are mapped as its scattered slots are first written: a 2^27-slot table
/// made 2 x 40's 0.27M positions cost 840 MB.
pub fn table_bits(board: Board) -> u32 {
    let cells = board.rows * board.cols;
    let bits = match cells {
        0..=16 => 10,
        17..=25 => 14,
        26..=36 => 20,
        37..=49 => 24,
        50..=64 => TABLE_BITS + 1,
        _ if long_search(board) => TABLE_BITS + 2,
        _ => TABLE_BITS,
    };
    if board.rows.min(board.cols) <= 3 {
        bits.min(24)
    } else if (37..=64).contains(&cells) {
        OPEN_TABLE_BITS
    } else if (65..=79).contains(&cells) {
        WIDE_OPEN_TABLE_BITS
    } else {
        bits
    }
}

/// Bytes of the transposition table for `board` (what the solver allocates up front; the
/// work guard's memory forecast): slots of 8 bytes up to 64 cells (the [`OutcomeSolver`]'s),
/// of 16 above.
pub fn table_bytes(board: Board) -> u64 {
    table_bytes_with(board, None)
}

/// Most bits of a table the user may ask for (`--table-bits`): 2^36 slots, 550 GB of 8-byte
/// slots, beyond any machine the work guard admits without `--force`.
pub const MAX_TABLE_BITS: u32 = 36;

/// [`table_bytes`] of a table of 2^`bits` slots (at least 2^[`super::table::MIN_BITS`]), or
/// of the board's own size ([`table_bits`]) when `bits` is `None`.
pub fn table_bytes_with(board: Board, bits: Option<u32>) -> u64 {
    let bits = bits.unwrap_or_else(|| table_bits(board));
    if board.rows * board.cols <= 64 {
        Table::<u64>::bytes(bits)
    } else {
        Table::<u128>::bytes(bits)
    }
}

/// Boards of fewer cells, and boards with a side of at most 3, are searched on one thread.
///
/// * **Past 64 cells, two threads win:** the search of 8 x 9 from Left's first move (release,
///   one run each, session 22) took 41.2 s on one thread and 21.8 s on two, searching about
///   the same positions (20.26M and 20.11M): with the static preferences the first move
///   ordered is nearly always the one that wins, so a node whose first move failed nearly
///   always needs all its moves, and the threads seldom search one in vain.
/// * **Up to 64 cells one thread stayed faster** when last measured, with the history
///   heuristic breaking ties (release, `solve domineering ... --outcome-only`, one thread
///   against two: 8 x 8 54.7 s against 68 to 75 s, the search of empty 7 x 8 5.6 s against
///   9.2 s, 6 x 9 7.7 s against 9.8 s, 7 x 7 0.40 s against 0.60 s): the threads contended
///   for the table's pages and the shared history. Not re-measured since.
/// * **Thin boards** (a side of at most 3) keep one thread: their searches are short, most
///   of them are settled by cuts, and the literature test solves their rows inside
///   `cargo test`.
pub const PARALLEL_MIN_CELLS: usize = 65;

/// How many empty cells below the board's own count a node may have and still split among
/// the threads (the first plies of a search from the empty board: a ply fills two cells).
/// 7 x 8 took 52 s at 12 and 54 s at 20.
const SPLIT_CELLS: u32 = 12;

/// What the threads of one search share: the board's masks and the table.
pub struct Shared<C: Cells> {
    board: Board,
    counter: Counter<C>,
    /// canonical position -> results for either player to move.
    table: Table<C::Slot>,
    /// The static preference of each move of each player (0 Left, 1 Right), by the first
    /// cell of its domino ([`super::preference`]): the tie-break of the ordering score.
    preferences: [[u32; MAX_MOVES]; 2],
    /// The board's cells by [`Shared::preferences`], the most preferred first (of equal
    /// preference, the later cell first), for each side.
    preference_order: [Box<[u8]>; 2],
    /// Below which margins a node orders its moves by preference alone and defers its moves'
    /// second tests ([`Behind`]).
    behind: Behind,
    /// Where the workers add the positions they search, for a heartbeat ([`Solver::counting`]).
    progress: Option<Arc<AtomicU64>>,
}

/// The optimized solver on 64-bit positions: every board of at most 64 cells.
pub type OutcomeSolver = Solver<u64>;

/// The optimized solver on 128-bit positions: boards of 65 to 128 cells (2 x 40, 3 x 40, ...).
pub type WideSolver = Solver<u128>;

/// The optimized solver on positions of `C` (at most `C::BITS` cells), keeping its table
/// between calls on the same board.
pub struct Solver<C: Cells> {
    /// What the threads of a search share.
    pub shared: Shared<C>,
    /// Positions searched: table misses, and positions the counts settled before their
    /// table entry was read ([`Worker::next_to_search`]).
    nodes: u64,
    /// Nodes with at least this many empty cells search their moves after the first on
    /// every thread of rayon's pool ([`Worker::search`]); `u32::MAX`: one thread.
    pub split: u32,
}

impl<C: Cells> Solver<C> {
    /// A solver for `board` (at most `C::BITS` cells).
    pub fn new(board: Board) -> Solver<C> {
        Solver::with_table(board, Table::new(table_bits(board)))
    }

    /// A solver for `board` with a table of `2^bits` slots (`bits` clamped to 1..=
    /// [`TABLE_BITS`] + 2) instead of the size [`table_bits`] gives the board. The search is the
    /// same; a small table only forgets more. Many small positions solved one after another
    /// (the differential tests) need this: allocating and clearing a board-sized table for
    /// each would cost more than the search.
    pub fn with_table_bits(board: Board, bits: u32) -> Solver<C> {
        Solver::with_table(board, Table::new(bits.clamp(1, TABLE_BITS + 2)))
    }

    /// [`OutcomeSolver::new`], refusing cleanly when the machine cannot hold the table
    /// ([`table_bytes`]) rather than aborting.
    pub fn try_new(board: Board) -> Result<Solver<C>, crate::core::InputError> {
        Solver::try_sized(board, None)
    }

    /// [`Solver::try_new`] with a table of 2^`bits` slots (the command line's
    /// `--table-bits`; at least 2^[`super::table::MIN_BITS`]) instead of the board's own
    /// size ([`table_bits`]) when `bits` is given. Any size gives the same answers: a table
    /// only saves searches, and a small one forgets more results, which are then searched
    /// again.
    pub fn try_sized(
        board: Board,
        bits: Option<u32>,
    ) -> Result<Solver<C>, crate::core::InputError> {
        let table = Table::try_new(bits.unwrap_or_else(|| table_bits(board))).ok_or_else(|| {
            crate::core::InputError::new(format!(
                "could not allocate the {} bytes of the transposition table for a {}x{} board",
                table_bytes_with(board, bits),
                board.rows,
                board.cols
            ))
        })?;
        Ok(Solver::with_table(board, table))
    }

    fn with_table(board: Board, table: Table<C::Slot>) -> Solver<C> {
        assert!(
            board.rows * board.cols <= C::BITS,
            "a {}x{} board does not fit positions of {} bits",
            board.rows,
            board.cols,
            C::BITS
        );
        let preferences = preferences(board);
        let preference_order = preferences.map(|weights| {
            let mut cells: Vec<u8> = (0..board.rows * board.cols).map(|i| i as u8).collect();
            cells.sort_unstable_by_key(|&i| std::cmp::Reverse((weights[usize::from(i)], i)));
            cells.into_boxed_slice()
        });
        Solver {
            shared: Shared {
                board,
                counter: Counter::new(board),
                table,
                preferences,
                preference_order,
                behind: Behind::default(),
                progress: None,
            },
            nodes: 0,
            split: u32::MAX,
        }
    }

    /// The same solver, searching on every thread of rayon's pool on a board of at least
    /// [`PARALLEL_MIN_CELLS`] cells and sides of at least 4 (the command line's solver). The answers are the same;
    /// the count of positions searched then depends on the threads' timing, so the claim
    /// checks, whose findings name it, search on one thread (the default).
    pub fn parallel(self) -> Solver<C> {
        let Board { rows, cols } = self.shared.board;
        let cells = rows * cols;
        if cells >= PARALLEL_MIN_CELLS && rows.min(cols) >= 4 {
            self.split_from((cells as u32).saturating_sub(SPLIT_CELLS))
        } else {
            self
        }
    }

    /// The same solver, splitting every node with at least `empties` empty cells among the
    /// threads (`u32::MAX`, the default: never). The answers do not depend on it; the tests
    /// use it to run the parallel search on small positions.
    pub fn split_from(mut self, empties: u32) -> Solver<C> {
        self.split = empties;
        self
    }

    /// The same solver with other margins for the cheaper handling of nodes whose mover is far
    /// behind by the counts ([`Behind`]): the answers are the same whatever they are (a test
    /// sets them so that every node, or none, is handled so).
    pub fn behind(mut self, behind: Behind) -> Solver<C> {
        self.shared.behind = behind;
        self
    }

    /// The same solver, adding the positions it searches to `progress` as it goes (in steps
    /// of [`PROGRESS_STEP`] a thread, the rest when a search ends): what the command line's
    /// heartbeat shows. The search and its answers are unchanged.
    pub fn counting(mut self, progress: Arc<AtomicU64>) -> Solver<C> {
        self.shared.progress = Some(progress);
        self
    }

    /// Whether the player to move (Left if `left`) wins from `filled`.
    pub fn mover_wins(&mut self, filled: C, left: bool) -> bool {
        let mut worker = Worker {
            shared: &self.shared,
            nodes: 0,
            unreported: 0,
            split: self.split,
            stop: None,
            scans: [ScanRate::default(); 2],
            killers: Killers::default(),
        };
        // Only a stop flag set above a search ends it early, and this one has none.
        let result = worker
            .mover_wins(filled, left)
            .expect("a search with no stop flag above it runs to the end");
        worker.report_rest();
        self.nodes += worker.nodes;
        result
    }

    /// The outcome class of `filled`.
    ///
    /// On a square board, a position equal to its transpose (the empty board among them)
    /// is searched once: transposing turns every vertical domino into a horizontal one, so
    /// Right moving first there is Left moving first on the transpose, the same position.
    /// Up to 8 x 8 the table's keys already identify the two (the second search reads one
    /// entry); on 9 x 9 and up they do not, and the second search would cost as much as the
    /// first.
    pub fn outcome(&mut self, filled: C) -> OutcomeClass {
        let l = self.mover_wins(filled, true);
        let Board { rows, cols } = self.shared.board;
        let r = if rows == cols && transpose_rect(filled, rows, cols) == filled {
            l
        } else {
            self.mover_wins(filled, false)
        };
        OutcomeClass::from_first_player_wins(l, r)
    }

    /// Number of table entries.
    pub fn positions(&self) -> usize {
        self.shared.table.stored()
    }

    /// Number of positions searched (table misses, and positions settled by the counts before
    /// the table was read), on every thread.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

impl<C: Cells> Shared<C> {
    /// The table key of (position, player to move) and whether the key's player is the other
    /// one (a transposed image on a square board).
    ///
    /// The key is [`block_key`] of the position (isolated empty cells filled first), or
    /// [`block_key8`] on boards of at most 8 rows and columns: a position whose game is
    /// isomorphic to this one, so that equal keys mean equal results. On a board with more
    /// rows than columns the key is taken of the transposed position (blocks are cut along
    /// the long side), always, so keys of one board stay comparable.
    pub fn canonical(&self, filled: C) -> (u128, bool) {
        let filled = self.counter.normalise(filled);
        let (rows, cols) = (self.board.rows, self.board.cols);
        if rows <= 8 && cols <= 8 {
            // At most 64 cells: the position's bits are those of its low word.
            let (key, swap) = self.canonical8(filled.to_u128() as u64);
            return (u128::from(key), swap);
        }
        if rows > cols {
            let t = transpose_rect(filled, rows, cols);
            return (block_key(t, cols, rows).to_u128(), false);
        }
        // A square board with a side above 8 (9 x 9 up to 11 x 11) is keyed without the
        // transposition; every other board with a side above 8 is not square.
        (block_key(filled, rows, cols).to_u128(), false)
    }

    /// [`Self::canonical`] for boards of at most 8 rows and 8 columns, on the 8 x 8 grid
    /// (row r in byte r, cells outside the board filled): [`block_key8`] of the position, or
    /// of its transpose on a board with more rows than columns (always, so that keys of one
    /// board stay comparable), and on a square board the least of both, the transpose with
    /// the players exchanged.
    fn canonical8(&self, filled: u64) -> (u64, bool) {
        let (rows, cols) = (self.board.rows, self.board.cols);
        let row_mask = (1u64 << cols) - 1;
        let mut empty = 0u64;
        for r in 0..rows {
            empty |= (!filled >> (r * cols) & row_mask) << (8 * r);
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
}

/// What the counts already said of a position about to be searched.
#[derive(Clone, Copy, Debug)]
pub enum Counted {
    /// Nothing asked yet.
    Nothing,
    /// Both tests asked ([`Worker::counts_decide`]); open, with this margin of the first.
    Open(i32),
    /// Only the first test asked, with this margin: whether the mover has a move and the
    /// second test ([`Counter::loses`]) are still to be asked.
    FirstOnly(i32),
}

/// What [`Worker::next_to_search`] found among a node's moves.
enum Next {
    /// A move whose position the counts leave open: its index, table key (bucket fetched)
    /// and what the counts said of it.
    Search(usize, (u128, bool), Counted),
    /// A move into a position the counts decide lost for the opponent: the node is won.
    Wins,
    /// No open move is left.
    Done,
}

/// A flag that ends the searches below one split node early: set when one of its moves was
/// found to win, so the moves still being searched on other threads are not needed.
pub struct Stop<'a> {
    /// Set when a move of the split node was found to win.
    pub flag: AtomicBool,
    /// The split node above this one, whose flag ends these searches too.
    pub parent: Option<&'a Stop<'a>>,
}

impl Stop<'_> {
    fn is_set(&self) -> bool {
        self.flag.load(Relaxed) || self.parent.is_some_and(Stop::is_set)
    }
}

/// One thread's share of a search: the shared board, table and preferences, its own node count, and the stop flag of the split node it searches under (if any).
///
/// **Splitting** (young brothers wait): a node with at least `split` empty cells searches its
/// best-ordered move alone first, as one thread would; only when that move does not win are
/// the others searched side by side on rayon's threads, each by a worker of its own. Where
/// the first move fails, the mover usually loses, and then every move has to be searched
/// anyway, so the threads rarely do work one thread would not. When one of them finds a
/// winning move, it sets the node's [`Stop`] flag; the searches still running below the node
/// then return `None` (unknown) at their next position and store nothing, so an unfinished
/// search never reaches the table. A node's answer is `Some` only when every move it needed
/// was searched to the end.
pub struct Worker<'a, C: Cells> {
    /// The board's masks and the table, shared by the threads.
    pub shared: &'a Shared<C>,
    /// Positions this worker searched.
    pub nodes: u64,
    /// Of them, those not yet added to the shared progress counter (see [`Solver::counting`]).
    pub unreported: u64,
    /// As [`Solver`]'s: nodes with at least this many empty cells split among the threads.
    pub split: u32,
    /// The stop flag of the split node searched under, if any.
    pub stop: Option<&'a Stop<'a>>,
    /// How often the kill scan ([`Worker::scan_for_kill`]) found a move, at the nodes of Right
    /// to move (0) and of Left to move (1).
    pub scans: [ScanRate; 2],
    /// The last two moves the kill scans found, for each player to move and number of
    /// empty cells ([`Worker::killer_kills`]).
    pub killers: Killers<C>,
}

/// The last two different moves a worker's kill scans ([`Worker::scan_for_kill`]) found for
/// each player to move and number of empty cells, the later first (none yet: no cell).
pub struct Killers<C>(Box<[[C; 2]]>);

impl<C: Cells> Default for Killers<C> {
    fn default() -> Self {
        Killers(vec![[C::ZERO; 2]; 2 * (MAX_MOVES + 1)].into_boxed_slice())
    }
}

impl<C: Cells> Killers<C> {
    /// The slot of the player to move (Left if `left`) with `empties` empty cells.
    fn slot(empties: u32, left: bool) -> usize {
        2 * empties as usize + usize::from(left)
    }

    /// The killers of the player to move (Left if `left`) with `empties` empty cells.
    fn get(&self, empties: u32, left: bool) -> [C; 2] {
        self.0[Self::slot(empties, left)]
    }

    /// Keeps `domino` as the later killer of that player and number of empty cells.
    fn keep(&mut self, empties: u32, left: bool, domino: C) {
        let pair = &mut self.0[Self::slot(empties, left)];
        if pair[0] != domino {
            *pair = [domino, pair[0]];
        }
    }
}

/// How often a worker's kill scans ([`Worker::scan_for_kill`]) found a move, for one player
/// to move, over its recent scans: the scan runs while at least one in
/// [`ScanRate::MIN_HIT_RATE`] found one, and otherwise at one node in
/// [`ScanRate::PROBE_EVERY`], so that the rate stays measured.
#[derive(Clone, Copy, Debug, Default)]
pub struct ScanRate {
    tries: u32,
    hits: u32,
    skipped: u32,
}

impl ScanRate {
    /// The scan runs while at least one in this many found a move.
    pub const MIN_HIT_RATE: u32 = 8;
    /// When it does not, it still runs at one node in this many.
    pub const PROBE_EVERY: u32 = 32;
    /// Both counts are halved when the tries reach this many, so the rate follows the search.
    const WINDOW: u32 = 1024;

    /// Whether this node is scanned.
    fn wanted(&mut self) -> bool {
        if self.hits * Self::MIN_HIT_RATE >= self.tries {
            return true;
        }
        self.skipped += 1;
        if self.skipped == Self::PROBE_EVERY {
            self.skipped = 0;
            return true;
        }
        false
    }

    fn record(&mut self, hit: bool) {
        self.tries += 1;
        self.hits += u32::from(hit);
        if self.tries == Self::WINDOW {
            self.tries /= 2;
            self.hits /= 2;
        }
    }
}

/// The kill scan ([`Worker::scan_for_kill`]) and the killer move ([`Worker::killer_kills`])
/// are tried only at a node whose own first test ([`Counter::wins_margin`]) falls short by at
/// most this much.
pub const SCAN_MARGIN: i32 = -1;

/// The kill scan tries at most this many of a node's moves, the first in the order.
pub const SCAN_MOVES: usize = 12;

/// The cheaper handling of nodes whose mover is **far behind** by the counts: its first test
/// ([`Counter::wins_margin`], known from the test that left the node open) falls short by
/// several moves.
///
/// Such a mover nearly always loses. Then every one of its moves is searched whatever their
/// order, and after each of them the opponent, being ahead, is nearly never lost by the
/// counts' second test. Two costs of an ordinary node buy nothing there:
/// * **the ordering's score** ([`Counter::ordered_moves`]): at a node whose margin is at most
///   `order`, the moves are taken by the static preferences alone, the order the score's
///   ties fall in ([`Worker::in_preference_order`]), with no score computed and no sort;
/// * **the second test of each move's position** ([`Counter::loses`], whether the opponent,
///   to move there, loses): at a node whose margin is at most `defer`, a move whose position
///   the first test leaves open is keyed and read from the table at once, and its second
///   test is asked only when the table does not know the position, by its search
///   ([`Counted::FirstOnly`]). Most of those positions are in the table, and the test asked
///   later decides the same.
///
/// Neither changes an answer: every move is still searched until one wins, and every
/// position still gets both tests before its own moves are searched, only later. What
/// changes is the order of the moves, and so which positions are searched, at the rare
/// node where such a mover wins after all.
///
/// Example: Right to move with margin -6 (its guaranteed moves are 6 fewer than the most
/// Left can then make; the counts would call it a win above 0). Right's 20 moves come in the
/// preference order; after each, Left's position gets the first test (Left wins by the
/// counts: settled) or is keyed; a keyed position the table knows costs no second test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Behind {
    /// At most this margin: the moves by preference alone.
    pub order: i32,
    /// At most this margin: the moves' second tests deferred to their searches.
    pub defer: i32,
}

impl Behind {
    /// The margins the search uses.
    pub const DEFAULT: Behind = Behind {
        order: -5,
        defer: -4,
    };
    /// Every node handled so (a test's setting).
    pub const ALWAYS: Behind = Behind {
        order: i32::MAX,
        defer: i32::MAX,
    };
    /// No node handled so (a test's setting).
    pub const NEVER: Behind = Behind {
        order: i32::MIN,
        defer: i32::MIN,
    };
}

impl Default for Behind {
    fn default() -> Self {
        Behind::DEFAULT
    }
}

/// What [`Worker::scan_for_kill`] found.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scan {
    /// A move after which the opponent loses by the counts: the node is won.
    Kill,
    /// No move's position is lost for the opponent by the counts.
    NoKill,
    /// Not scanned.
    Skipped,
}

impl<C: Cells> Worker<'_, C> {
    /// Counts one position searched, adding a step to the progress counter (if any) every
    /// [`PROGRESS_STEP`] positions.
    fn count_node(&mut self) {
        self.nodes += 1;
        self.unreported += 1;
        if self.unreported == PROGRESS_STEP {
            self.report_rest();
        }
    }

    /// Adds to the progress counter (if any) the positions of this worker not yet added:
    /// called every [`PROGRESS_STEP`] positions and when its search ends.
    fn report_rest(&mut self) {
        if let Some(progress) = &self.shared.progress {
            progress.fetch_add(self.unreported, Relaxed);
        }
        self.unreported = 0;
    }

    /// Whether the player to move (Left if `left`) wins from `filled`; `None` when a stop
    /// flag above ended the search first.
    pub fn mover_wins(&mut self, filled: C, left: bool) -> Option<bool> {
        let keyed = self.shared.canonical(filled);
        self.mover_wins_keyed(filled, left, keyed, Counted::Nothing)
    }

    /// [`Self::mover_wins`] with the position's table key ([`Shared::canonical`]) already made;
    /// `counted`: what the counts already said of it, if the caller asked them.
    fn mover_wins_keyed(
        &mut self,
        filled: C,
        left: bool,
        keyed: (u128, bool),
        counted: Counted,
    ) -> Option<bool> {
        if self.stop.is_some_and(Stop::is_set) {
            return None;
        }
        let (key, swap) = keyed;
        let as_left = left != swap;
        let (known, win) = if as_left { (1u8, 2u8) } else { (4u8, 8u8) };
        let e = self.shared.table.get(key);
        if e & known != 0 {
            return Some(e & win != 0);
        }
        self.count_node();
        let result = self.search(filled, left, counted)?;
        let empties = (self.shared.counter.full() & !filled).count_ones() as u8;
        self.shared
            .table
            .put(key, known | if result { win } else { 0 }, empties);
        Some(result)
    }

    /// Whether the player to move (Left if `left`) wins from `filled` by the counts alone: it
    /// loses with no move; [`Counter::decided`]'s cuts (nobody can make more moves than its
    /// potential, its disjoint slots along each line, or than half the cells it can still
    /// cover, and each player has moves the other cannot take from it). `Err`: open, with
    /// the first test's margin ([`Counter::wins_margin`]).
    fn counts_decide(&self, filled: C, left: bool) -> Result<bool, i32> {
        let c = &self.shared.counter;
        if c.moves(filled, left) == C::ZERO {
            return Ok(false);
        }
        let margin = c.wins_margin(filled, left);
        if margin > 0 {
            Ok(true)
        } else if c.loses(filled, left) {
            Ok(false)
        } else {
            Err(margin)
        }
    }

    /// The **kill scan**: whether one of `moves` (the mover Left if `left`) leaves the
    /// opponent lost by the counts' second test ([`Counter::loses`], or no move left), tried on
    /// every move of a node before the node searches any.
    ///
    /// The move-by-move search ([`Self::next_to_search`]) applies the counts to each move
    /// only as it reaches it, one open move ahead, so a move that the counts show winning but
    /// that the ordering ranks after two open moves waits for the search of the first. The
    /// scan applies no new cut (a position the counts decide is decided the same way whenever
    /// they are asked), so it changes which positions are searched, never an answer. After a
    /// scan that found nothing, each move's position needs only the counts' first
    /// test ([`Counter::wins`]).
    ///
    /// Example: Left to move, its moves ranked a, b, c, d; the counts leave a and b open and
    /// show Right lost after d. Without the scan Left searches a's position first (and wins
    /// there, or goes on to b, then finds d); with it, d is found before any search.
    ///
    /// It pays where the player to move is winning (most of its nodes have such a move, and
    /// finding it first skips the searches ranked before it) and costs where it is losing (a
    /// test of every move that finds nothing). Three limits keep that cost down, none of
    /// which changes an answer (a move the scan does not try is tried by the full counts
    /// when the search reaches it):
    /// * it tries the first [`SCAN_MOVES`] moves in the order only, where nearly all the
    ///   moves it finds are (the order ranks first the moves that most raise the mover's lead
    ///   in potential and safe moves, the same counts the test reads); past them
    ///   [`Self::next_to_search`] asks both tests again;
    /// * a node whose own first test fell short by more than [`SCAN_MARGIN`] (its
    ///   guaranteed moves against the opponent's most, [`Counter::wins_margin`], known from
    ///   the test that left it open) is not scanned: a move leaves the opponent lost by the
    ///   counts mostly where the mover was nearly winning by them already;
    /// * a player's nodes are scanned only while its scans find a move often enough
    ///   ([`ScanRate`]).
    ///
    /// A move found is kept as a killer of the player and the number of empty cells
    /// ([`Self::killer_kills`]); `tried`: the killers [`Self::killer_kills`] already tried
    /// here, skipped.
    fn scan_for_kill(
        &mut self,
        filled: C,
        left: bool,
        moves: &[C],
        margin: i32,
        tried: [C; 2],
    ) -> Scan {
        if margin < SCAN_MARGIN {
            return Scan::Skipped;
        }
        if !self.scans[usize::from(left)].wanted() {
            return Scan::Skipped;
        }
        let found = moves.iter().take(SCAN_MOVES).find(|&&domino| {
            // A killer tried here had the same test, and it did not hold.
            !tried.contains(&domino) && self.kills(filled, left, domino)
        });
        let kill = found.is_some();
        if let Some(&domino) = found {
            let empties = (self.shared.counter.full() & !filled).count_ones();
            self.killers.keep(empties, left, domino);
        }
        self.scans[usize::from(left)].record(kill);
        if kill {
            // The position the killing move leads to, settled by the counts.
            self.count_node();
            Scan::Kill
        } else {
            Scan::NoKill
        }
    }

    /// The **killer moves**: whether one of `killers`, the last two moves the kill scans found
    /// for this player with as many empty cells ([`Killers`]), leaves the opponent lost by the
    /// counts' second test (or with no move), where both its cells are empty; tried before
    /// the node orders its moves.
    ///
    /// Sibling positions (the same node after different opponent replies) differ in a few
    /// cells, and a move that left the opponent lost in one mostly does in the next; when it
    /// does, the node is won without scoring and sorting its moves. It is a move of the
    /// player on empty cells, so the test is the kill scan's, on a legal move: it adds no
    /// cut and changes no answer.
    ///
    /// Example: Left to move with 40 empty cells, its scan finds the domino d, say on the
    /// fourth move tried; at Left's next node with 40 empty cells d is tried first, and if
    /// Right is still lost after it the node ends after one test instead of an ordering and
    /// four. Two killers are kept because play often alternates between two parts of the
    /// board.
    fn killer_kills(&self, filled: C, left: bool, killers: [C; 2]) -> bool {
        let empty = self.shared.counter.full() & !filled;
        killers.iter().any(|&killer| {
            killer != C::ZERO && killer & empty == killer && self.kills(filled, left, killer)
        })
    }

    /// Whether the mover's (Left if `left`) `domino` leaves the opponent lost by the counts'
    /// second test ([`Counter::loses`]) or with no move: the test of the kill scan and the
    /// killers.
    fn kills(&self, filled: C, left: bool, domino: C) -> bool {
        self.lost(filled | domino, !left)
    }

    /// Whether the player to move (Left if `left`) loses from `filled` by the counts' second
    /// test ([`Counter::loses`]) or with no move.
    fn lost(&self, filled: C, left: bool) -> bool {
        let c = &self.shared.counter;
        c.moves(filled, left) == C::ZERO || c.loses(filled, left)
    }

    /// The first of `moves` from index `from` on whose position the counts leave open, with
    /// its table key made and its bucket fetched; the moves before it whose positions the
    /// counts decide are settled on the way (each counted as a position searched), and one
    /// that leaves the opponent lost ends the node at once. `scanned`: a kill scan found no
    /// move leaving the opponent lost among its first [`SCAN_MOVES`], so only the counts'
    /// first test is asked of those. `defer`: the mover is far behind ([`Behind`]), so only
    /// the first test is asked of every move here, the second left to the move's search. A
    /// move left open comes with what the counts said of its position ([`Counted`]), which
    /// its search reads.
    fn next_to_search(
        &mut self,
        filled: C,
        left: bool,
        moves: &[C],
        from: usize,
        scanned: bool,
        defer: bool,
    ) -> Next {
        for (k, &domino) in moves.iter().enumerate().skip(from) {
            let child = filled | domino;
            // The scan asked the second test of its moves already (and it did not hold).
            let tested = scanned && k < SCAN_MOVES;
            let decided = if tested || defer {
                let margin = self.shared.counter.wins_margin(child, !left);
                if margin > 0 {
                    Ok(true)
                } else if tested {
                    Err(Counted::Open(margin))
                } else {
                    Err(Counted::FirstOnly(margin))
                }
            } else {
                self.counts_decide(child, !left).map_err(Counted::Open)
            };
            match decided {
                Ok(opponent_wins) => {
                    self.count_node();
                    if !opponent_wins {
                        return Next::Wins;
                    }
                }
                Err(margin) => {
                    let keyed = self.shared.canonical(child);
                    self.shared.table.prefetch(keyed.0);
                    return Next::Search(k, keyed, margin);
                }
            }
        }
        Next::Done
    }

    /// The moves to search of `filled` (the mover Left if `left`) in `out`, best first: by
    /// their count score ([`Counter::ordered_moves`]), ties broken by the static preferences;
    /// returns how many.
    fn in_score_order(&self, filled: C, left: bool, out: &mut [C; MAX_MOVES]) -> usize {
        let c = &self.shared.counter;
        let mut buffer = C::move_buffer();
        let ranked = buffer.as_mut();
        let count = c.ordered_moves(filled, left, c.moves_to_search(filled, left), ranked);
        // One word per move (score, preference, the move's index) sorts faster than the
        // moves themselves.
        let preference = &self.shared.preferences[usize::from(!left)];
        let mut order = [0i64; MAX_MOVES];
        for (k, (key, &(score, domino))) in order.iter_mut().zip(&ranked[..count]).enumerate() {
            let weight = preference[domino.trailing_zeros() as usize];
            debug_assert!(weight < 1 << 24, "preferences stay below 2^24");
            *key = i64::from(score) << 32 | i64::from(weight) << 8 | k as i64;
        }
        order[..count].sort_unstable();
        for (domino, &key) in out.iter_mut().zip(order[..count].iter().rev()) {
            *domino = ranked[(key & 0xff) as usize].1;
        }
        count
    }

    /// The moves to search of `filled` (the mover Left if `left`) in `out` by the static
    /// preferences alone, as [`Self::in_score_order`] ranks moves of equal score; returns how
    /// many.
    fn in_preference_order(&self, filled: C, left: bool, out: &mut [C; MAX_MOVES]) -> usize {
        let c = &self.shared.counter;
        let moves = c.moves_to_search(filled, left);
        let step = if left { c.cols } else { 1 };
        let mut count = 0;
        for &cell in self.shared.preference_order[usize::from(!left)].iter() {
            let first = C::bit(usize::from(cell));
            if moves & first != C::ZERO {
                out[count] = first | C::bit(usize::from(cell) + step);
                count += 1;
            }
        }
        count
    }

    /// `counted`: what the counts already said of the position (the tests still to ask).
    fn search(&mut self, filled: C, left: bool, counted: Counted) -> Option<bool> {
        let c = &self.shared.counter;
        let margin = match counted {
            Counted::Open(margin) => margin,
            Counted::FirstOnly(margin) => {
                if self.lost(filled, left) {
                    return Some(false);
                }
                margin
            }
            Counted::Nothing => match self.counts_decide(filled, left) {
                Ok(wins) => return Some(wins),
                Err(margin) => margin,
            },
        };
        let empties = (c.full() & !filled).count_ones();
        // The killers, tried where the scan would run (so the scan need not try them again).
        let killers = if margin >= SCAN_MARGIN {
            self.killers.get(empties, left)
        } else {
            [C::ZERO; 2]
        };
        if self.killer_kills(filled, left, killers) {
            // The position the killing move leads to, settled by the counts.
            self.count_node();
            return Some(true);
        }
        let mut sorted = [C::ZERO; MAX_MOVES];
        let count = if margin <= self.shared.behind.order {
            self.in_preference_order(filled, left, &mut sorted)
        } else {
            self.in_score_order(filled, left, &mut sorted)
        };
        let ranked = &sorted[..count];
        let scanned = match self.scan_for_kill(filled, left, ranked, margin, killers) {
            Scan::Kill => return Some(true),
            Scan::NoKill => true,
            Scan::Skipped => false,
        };
        let parallel = empties >= self.split && count > 1 && rayon::current_num_threads() > 1;
        let alone = if parallel { 1 } else { count };
        // Moves are searched in order, but each move's position is counted, keyed and its
        // bucket fetched one open move ahead, so that its read overlaps the search of the one
        // before; a move found to win by the counts on the way ends the node.
        let moves = &ranked[..alone];
        let defer = margin <= self.shared.behind.defer;
        let mut next = self.next_to_search(filled, left, moves, 0, scanned, defer);
        while let Next::Search(k, keyed, counted) = next {
            next = self.next_to_search(filled, left, moves, k + 1, scanned, defer);
            if matches!(next, Next::Wins) {
                return Some(true);
            }
            if !self.mover_wins_keyed(filled | moves[k], !left, keyed, counted)? {
                return Some(true);
            }
        }
        if matches!(next, Next::Wins) {
            return Some(true);
        }
        if !parallel {
            return Some(false);
        }
        if self.search_side_by_side(filled, left, &ranked[1..]) {
            return Some(true);
        }
        // No move won: a real answer only if no flag above cut a move's search short.
        if self.stop.is_some_and(Stop::is_set) {
            return None;
        }
        Some(false)
    }

    /// Searches the moves `ranked` of `filled` (the mover Left if `left`) side by side on
    /// rayon's threads; returns whether one of them wins (false: every move searched to the
    /// end and lost, unless a flag above this node was set meanwhile).
    fn search_side_by_side(&mut self, filled: C, left: bool, ranked: &[C]) -> bool {
        let stop = Stop {
            flag: AtomicBool::new(false),
            parent: self.stop,
        };
        let nodes = AtomicU64::new(0);
        let (shared, split) = (self.shared, self.split);
        ranked.par_iter().for_each(|&domino| {
            if stop.is_set() {
                return;
            }
            let mut worker = Worker {
                shared,
                nodes: 0,
                unreported: 0,
                split,
                stop: Some(&stop),
                scans: [ScanRate::default(); 2],
                killers: Killers::default(),
            };
            if worker.mover_wins(filled | domino, !left) == Some(false) {
                // This node's flag is set only here: it says a move won.
                stop.flag.store(true, Relaxed);
            }
            worker.report_rest();
            nodes.fetch_add(worker.nodes, Relaxed);
        });
        self.nodes += nodes.into_inner();
        stop.flag.into_inner()
    }
}
