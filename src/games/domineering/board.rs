//! Boards and positions. A board has `rows` x `cols` cells, numbered row by row; a position
//! is the set of filled cells as a bitmask (at most 64 cells).

use crate::core::{InputError, PartizanGame};

/// Largest number of cells a bitmask position holds.
pub const MAX_CELLS: usize = 64;

/// Largest number of cells of a board the 128-bit outcome solver
/// ([`super::outcome::WideSolver`]) takes: the class of an empty board up to 2 x 64 or
/// 3 x 42 (`solve domineering M N --outcome-only`).
pub const WIDE_MAX_CELLS: usize = 128;

/// Largest board side any Domineering command accepts (the alpha commands'; the others have
/// lower limits on cells).
pub const MAX_SIDE: u64 = 10_000;

/// A board side (rows or columns) as the command line reads it: a whole number from 1 to
/// [`MAX_SIDE`], read exactly (no sign, no wrap, no clamp: "20000 is too large: at most
/// 10000").
pub fn parse_side(text: &str) -> Result<usize, InputError> {
    parse_named_side(text, "")
}

/// [`parse_side`] with the messages naming what the side is ("rows", "columns", "max").
pub fn parse_named_side(text: &str, what: &str) -> Result<usize, InputError> {
    Ok(crate::games::column_row::partition::parse_named(text, what, 1, MAX_SIDE)? as usize)
}

/// An empty rectangular board: m rows, n columns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// Number of rows (m).
    pub rows: usize,
    /// Number of columns (n).
    pub cols: usize,
}

impl Board {
    /// A board of `rows` x `cols` cells, at most [`MAX_CELLS`].
    pub fn new(rows: usize, cols: usize) -> Result<Board, InputError> {
        Board::with_limit(rows, cols, MAX_CELLS)
    }

    /// A board of `rows` x `cols` cells, at most [`WIDE_MAX_CELLS`], for the 128-bit outcome
    /// solver alone (the rest of this module's positions are 64-bit).
    pub fn wide(rows: usize, cols: usize) -> Result<Board, InputError> {
        Board::with_limit(rows, cols, WIDE_MAX_CELLS)
    }

    fn with_limit(rows: usize, cols: usize, limit: usize) -> Result<Board, InputError> {
        if rows == 0 || cols == 0 {
            return Err(InputError::new(format!(
                "invalid board {rows}x{cols}: both sides must be at least 1"
            )));
        }
        if rows.saturating_mul(cols) > limit {
            // The count is exact (u128) for any sides, never a wrapped product.
            return Err(InputError::new(format!(
                "board {rows}x{cols} has {} cells, more than the {limit} this solver handles",
                rows as u128 * cols as u128
            )));
        }
        Ok(Board { rows, cols })
    }

    /// The bit of cell (r, c).
    pub fn cell(&self, r: usize, c: usize) -> u64 {
        1u64 << (r * self.cols + c)
    }

    /// Every cell filled.
    pub fn full(&self) -> u64 {
        if self.rows * self.cols == 64 {
            u64::MAX
        } else {
            (1u64 << (self.rows * self.cols)) - 1
        }
    }

    /// Every place a vertical domino (Left) fits on the whole board.
    pub fn vertical_slots(&self) -> Vec<u64> {
        let mut out = Vec::new();
        for r in 0..self.rows.saturating_sub(1) {
            for c in 0..self.cols {
                out.push(self.cell(r, c) | self.cell(r + 1, c));
            }
        }
        out
    }

    /// Every place a horizontal domino (Right) fits on the whole board.
    pub fn horizontal_slots(&self) -> Vec<u64> {
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols.saturating_sub(1) {
                out.push(self.cell(r, c) | self.cell(r, c + 1));
            }
        }
        out
    }

    /// The transposed board (n x m).
    pub fn transpose(&self) -> Board {
        Board {
            rows: self.cols,
            cols: self.rows,
        }
    }

    /// A picture of a position: `.` empty, `#` filled.
    pub fn picture(&self, filled: u64) -> String {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| {
                        if filled & self.cell(r, c) != 0 {
                            '#'
                        } else {
                            '.'
                        }
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// A picture of a play: each domino's two cells show its move number (1..9, then a..z;
    /// `.` empty). Moves past 35 show `*`.
    pub fn picture_play(&self, dominoes: &[u64]) -> String {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| {
                        let bit = self.cell(r, c);
                        match dominoes.iter().position(|d| d & bit != 0) {
                            None => '.',
                            Some(i) => char::from_digit(i as u32 + 1, 36).unwrap_or('*'),
                        }
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// A picture of dominoes: `|` halves of vertical dominoes, `-` of horizontal ones.
    pub fn picture_dominoes(&self, vertical: &[u64], horizontal: &[u64]) -> String {
        (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| {
                        let bit = self.cell(r, c);
                        if vertical.iter().any(|d| d & bit != 0) {
                            '|'
                        } else if horizontal.iter().any(|d| d & bit != 0) {
                            '-'
                        } else {
                            '.'
                        }
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// Domineering on a board, as a partizan game on filled-cell masks.
#[derive(Debug, Clone)]
pub struct Domineering {
    /// The board.
    pub board: Board,
    vertical: Vec<u64>,
    horizontal: Vec<u64>,
}

impl Domineering {
    /// The game on `board`.
    pub fn new(board: Board) -> Domineering {
        Domineering {
            vertical: board.vertical_slots(),
            horizontal: board.horizontal_slots(),
            board,
        }
    }

    /// Whether Left (vertical) has a move.
    pub fn left_can_move(&self, filled: u64) -> bool {
        self.vertical.iter().any(|&d| d & filled == 0)
    }

    /// Whether Right (horizontal) has a move.
    pub fn right_can_move(&self, filled: u64) -> bool {
        self.horizontal.iter().any(|&d| d & filled == 0)
    }

    /// The free vertical slots.
    pub fn vertical_slots(&self) -> &[u64] {
        &self.vertical
    }

    /// The free horizontal slots.
    pub fn horizontal_slots(&self) -> &[u64] {
        &self.horizontal
    }
}

impl PartizanGame for Domineering {
    type Position = u64;

    fn left_moves(&self, &filled: &u64) -> Vec<u64> {
        self.vertical
            .iter()
            .filter(|&&d| d & filled == 0)
            .map(|&d| filled | d)
            .collect()
    }

    fn right_moves(&self, &filled: &u64) -> Vec<u64> {
        self.horizontal
            .iter()
            .filter(|&&d| d & filled == 0)
            .map(|&d| filled | d)
            .collect()
    }
}
