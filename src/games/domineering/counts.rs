//! Move counts on a Domineering bitboard (cells numbered row by row, as in [`Board`]), for the
//! optimized outcome solver.
//!
//! * A player's **potential** is the number of disjoint dominoes it could place in the empty
//!   cells, line by line (columns for Left, rows for Right): the sum of floor(run / 2) over the
//!   runs of empty cells. Cells only ever fill, so no player makes more moves than this.
//! * A player's **safe moves**: the same count over its *protected* cells, empty cells the
//!   opponent can never cover (for Left: no empty cell left or right of it; for Right: none
//!   above or below). Filled cells stay filled, so protected cells stay protected and these
//!   dominoes stay available whatever either side does.
//!
//! With these, the player to move wins when its safe moves exceed the opponent's potential,
//! and loses when the opponent's safe moves reach its own potential.

use super::board::Board;

/// Precomputed masks for one board.
pub struct Counter {
    rows: usize,
    cols: usize,
    full: u64,
    /// Cells not in the last column / first column / last row.
    not_last_col: u64,
    not_first_col: u64,
    not_last_row: u64,
    /// The cells of row 0 and of column 0.
    row0: u64,
    col0: u64,
}

impl Counter {
    /// Masks for `board` (at most 64 cells).
    pub fn new(board: Board) -> Counter {
        let (rows, cols) = (board.rows, board.cols);
        let mut not_last_col = 0;
        let mut not_first_col = 0;
        let mut not_last_row = 0;
        let mut col0 = 0;
        for r in 0..rows {
            for c in 0..cols {
                let bit = board.cell(r, c);
                if c + 1 < cols {
                    not_last_col |= bit;
                }
                if c > 0 {
                    not_first_col |= bit;
                }
                if r + 1 < rows {
                    not_last_row |= bit;
                }
                if c == 0 {
                    col0 |= bit;
                }
            }
        }
        Counter {
            rows,
            cols,
            full: board.full(),
            not_last_col,
            not_first_col,
            not_last_row,
            row0: if cols >= 64 {
                u64::MAX
            } else {
                (1u64 << cols) - 1
            },
            col0,
        }
    }

    /// Every cell.
    pub fn full(&self) -> u64 {
        self.full
    }

    /// `filled` with the isolated empty cells (no empty neighbour: nobody can ever cover
    /// them) filled too; the game is unchanged.
    pub fn normalise(&self, filled: u64) -> u64 {
        let empty = !filled & self.full;
        let neighbours = (empty >> 1) & self.not_last_col
            | (empty << 1) & self.not_first_col
            | (empty >> self.cols) & self.not_last_row
            | (empty << self.cols) & self.full;
        filled | (empty & !neighbours)
    }

    /// The first cells (top or left half) of every free slot of the player.
    pub fn moves(&self, filled: u64, left: bool) -> u64 {
        let empty = !filled & self.full;
        if left {
            empty & (empty >> self.cols) & self.not_last_row
        } else {
            empty & (empty >> 1) & self.not_last_col
        }
    }

    /// Disjoint dominoes in `cells` along the player's lines, greedily (which is optimal on a
    /// line: floor(run / 2) per run).
    fn pairs(&self, cells: u64, left: bool) -> u32 {
        let (lines, line_mask, stride) = if left {
            // Walk down the rows; each bit position is a column.
            (self.rows, self.row0, self.cols)
        } else {
            // Walk across the columns; each bit position is a row.
            (self.cols, self.col0, 1)
        };
        let mut open = 0;
        let mut count = 0;
        for i in 0..lines {
            let here = cells >> (i * stride) & line_mask;
            let pair = open & here;
            count += pair.count_ones();
            open = here & !pair;
        }
        count
    }

    /// The player's potential: no more moves than this remain to it.
    pub fn potential(&self, filled: u64, left: bool) -> u32 {
        self.pairs(!filled & self.full, left)
    }

    /// The player's safe moves: dominoes on cells the opponent can never cover.
    pub fn safe(&self, filled: u64, left: bool) -> u32 {
        let empty = !filled & self.full;
        let protected = if left {
            let right_empty = (empty >> 1) & self.not_last_col;
            let left_empty = (empty << 1) & self.not_first_col;
            empty & !right_empty & !left_empty
        } else {
            let below_empty = (empty >> self.cols) & self.not_last_row;
            let above_empty = (empty << self.cols) & self.full;
            empty & !below_empty & !above_empty
        };
        self.pairs(protected, left)
    }

    /// The player's moves (from `moves`) as domino masks with an ordering score (opponent's
    /// slots spoiled, twice, less the player's own other slots spoiled), written into `out`;
    /// returns how many.
    pub fn ordered_moves(
        &self,
        filled: u64,
        left: bool,
        moves: u64,
        out: &mut [(i32, u64); 64],
    ) -> usize {
        let theirs = self.moves(filled, !left);
        let step = if left { self.cols } else { 1 };
        let mut count = 0;
        let mut rest = moves;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let domino = (1u64 << i) | (1u64 << (i + step));
            // An opponent slot starting at a cell of the domino or one step before it (left
            // for horizontal slots, up for vertical ones).
            let their_step = if left { 1 } else { self.cols };
            let spoiled = (theirs & (domino | domino >> their_step)).count_ones() as i32;
            // Own slots overlapping it: starting one step before or at its second cell.
            let own = (moves & ((1u64 << i) >> step | 1u64 << (i + step))).count_ones() as i32;
            out[count] = (2 * spoiled - own, domino);
            count += 1;
        }
        count
    }
}
