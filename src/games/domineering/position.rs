//! Domineering positions in their one plain text form, and move names.
//!
//! A position is rows of `.` (an empty cell) and `#` (an occupied cell, or a cell outside a
//! non-rectangular region: the game cannot tell them apart), the rows separated by newlines or
//! by `/` (the one-line form of the command line, e.g. `..#./..../....`). Every row has the
//! same length, and the board has at most [`MAX_CELLS`] cells ([`Position::parse_wide`]
//! reads up to [`WIDE_MAX_CELLS`] for the 128-bit outcome solver). Surrounding white space is
//! ignored; a line may end in `\r\n` (a file written on Windows). [`Position`]'s `Display`
//! prints the one-line form, which parses back to the same position.
//!
//! Moves are named by the cells they cover: rows are numbered from 1 at the top, columns
//! lettered from `a` at the left (after `z` come `aa`, `ab`, ... as in a spreadsheet). Left
//! (vertical) plays `V a1-a2`, covering a1 and the cell below it; Right (horizontal) plays
//! `H a1-b1`, covering a1 and the cell to its right.

use super::board::{Board, MAX_CELLS, WIDE_MAX_CELLS};
use crate::core::InputError;
use std::fmt;

/// A position: a board and its occupied cells (bit `r * cols + c` for row r, column c).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// The board's size.
    pub board: Board,
    /// The occupied cells (always within the board).
    pub filled: u64,
}

impl Position {
    /// The empty `board`.
    pub fn empty(board: Board) -> Position {
        Position { board, filled: 0 }
    }

    /// Reads the text form (see the module docs); anything else is a one-line error.
    pub fn parse(text: &str) -> Result<Position, InputError> {
        let (rows, width, cells) = read_cells(text, MAX_CELLS)?;
        let board = Board::new(rows, width)?;
        let filled = cells
            .iter()
            .enumerate()
            .filter(|&(_, &f)| f)
            .fold(0u64, |acc, (i, _)| acc | 1u64 << i);
        Ok(Position { board, filled })
    }

    /// Reads a position of up to [`WIDE_MAX_CELLS`] cells, for the 128-bit outcome solver
    /// ([`super::outcome::WideSolver`]): its board ([`Board::wide`]) and occupied cells.
    pub fn parse_wide(text: &str) -> Result<(Board, u128), InputError> {
        let (rows, width, cells) = read_cells(text, WIDE_MAX_CELLS)?;
        let board = Board::wide(rows, width)?;
        let filled = cells
            .iter()
            .enumerate()
            .filter(|&(_, &f)| f)
            .fold(0u128, |acc, (i, _)| acc | 1u128 << i);
        Ok((board, filled))
    }

    /// The position after `domino` (two cells' bits) is placed.
    pub fn after(&self, domino: u64) -> Position {
        Position {
            board: self.board,
            filled: self.filled | domino,
        }
    }

    /// Number of empty cells.
    pub fn empty_cells(&self) -> u32 {
        (self.board.full() & !self.filled).count_ones()
    }

    /// The occupied cells as (row, column) pairs (for figures).
    pub fn occupied(&self) -> Vec<(usize, usize)> {
        let b = self.board;
        (0..b.rows)
            .flat_map(|r| (0..b.cols).map(move |c| (r, c)))
            .filter(|&(r, c)| self.filled & b.cell(r, c) != 0)
            .collect()
    }
}

impl fmt::Display for Position {
    /// The one-line form: rows joined by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.board.picture(self.filled).replace('\n', "/"))
    }
}

/// The name of column `c` (from 0): `a`..`z`, then `aa`, `ab`, ...
pub fn column_name(c: usize) -> String {
    let mut name = Vec::new();
    let mut n = c + 1;
    while n > 0 {
        n -= 1;
        name.push(b'a' + (n % 26) as u8);
        n /= 26;
    }
    name.reverse();
    String::from_utf8_lossy(&name).into_owned()
}

/// The name of cell (r, c), from 0: `a1` is the top left cell.
pub fn cell_name(r: usize, c: usize) -> String {
    format!("{}{}", column_name(c), r + 1)
}

/// The name of a domino (the bits of two adjacent cells of `board`): `V a1-a2` (vertical,
/// Left's) or `H a1-b1` (horizontal, Right's).
pub fn move_name(board: Board, domino: u64) -> String {
    let first = domino.trailing_zeros() as usize;
    let (r, c) = (first / board.cols, first % board.cols);
    if r + 1 < board.rows && domino == board.cell(r, c) | board.cell(r + 1, c) {
        format!("V {}-{}", cell_name(r, c), cell_name(r + 1, c))
    } else {
        format!("H {}-{}", cell_name(r, c), cell_name(r, c + 1))
    }
}

/// The rows, the width and the cells (occupied or not, row by row) of a position's text, of
/// at most `max` cells.
fn read_cells(text: &str, max: usize) -> Result<(usize, usize, Vec<bool>), InputError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(InputError::new(
            "empty position: expected rows of '.' (empty) and '#' (occupied) separated by '/' or newlines",
        ));
    }
    let text = text.replace("\r\n", "\n");
    let rows: Vec<&str> = text.split(['/', '\n']).collect();
    let width = rows[0].chars().count();
    let mut cells = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        if row.is_empty() {
            return Err(InputError::new(format!(
                "row {} of the position is empty: every row needs at least one cell",
                i + 1
            )));
        }
        for (j, ch) in row.chars().enumerate() {
            match ch {
                '.' => cells.push(false),
                '#' => cells.push(true),
                other => {
                    return Err(InputError::new(format!(
                        "unexpected {other:?} at row {}, column {} of the position: cells are '.' (empty) or '#' (occupied), rows separated by '/' or newlines",
                        i + 1,
                        j + 1
                    )));
                }
            }
            if cells.len() > max {
                return Err(InputError::new(format!(
                    "the position has more than {max} cells, more than the solver handles"
                )));
            }
        }
        let length = row.chars().count();
        if length != width {
            return Err(InputError::new(format!(
                "row {} of the position has {length} cells, row 1 has {width}: all rows must have the same length",
                i + 1
            )));
        }
    }
    Ok((rows.len(), width, cells))
}
