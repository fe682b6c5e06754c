//! Static move preferences of the optimized outcome solver: which of two moves with the same
//! ordering score ([`super::counts::Counter::ordered_moves`]) it searches first.
//!
//! This is the table of Bullock's Obsequi (`set_position_values` in its `position_values.c`,
//! the scheme its comments call "more complex (seems to be better)"). A move is named by its
//! player's line (a column for Left, a row for Right) and the first cell of its domino along
//! that line, both counted from 1. Each player prefers, in this order:
//!
//! 1. moves on every other line from the second (lines 2, 4, ...) starting at the odd cells
//!    1, 3, ... of the line: a lattice of dominoes two lines apart that leaves the cells
//!    between them to its own later moves and spoils the opponent's slots across;
//! 2. the other moves on those lines;
//! 3. moves on the other lines from the third, starting at odd cells; then 4. the rest of
//!    them; 5. moves on the first line.
//!
//! Within a tier, moves nearer the board's corner come first. Each value is given to the move
//! and its three mirror images (the line and the cell reflected), so the preferences are
//! symmetric like the board, and the searches of mirror-image positions agree.
//!
//! They replaced the history heuristic (moves that won elsewhere in the search, weighted by
//! the empty cells where they won) as the tie-break of the ordering score. Left moving first,
//! one thread, positions searched (history against these): 8 x 8 30.1M against 3.7M, 7 x 8
//! 1.88M against 0.52M, 4 x 15 21.0M against 2.0M, 6 x 10 7.8M against 1.9M, 7 x 7 92k
//! against 25k. Using the history to break the remaining ties changed little (7 x 8 0.52M,
//! 8 x 8 3.9M); ordering by the history first and these second lost (8 x 8 4.6M).

use super::board::Board;
use super::counts::MAX_MOVES;

/// The preference of each move of each player (0: Left, 1: Right), indexed by the first (top
/// or left) cell of its domino; larger is searched first. Cells that start no domino of the
/// player hold 0.
pub fn preferences(board: Board) -> [[u32; MAX_MOVES]; 2] {
    let mut out = [[0u32; MAX_MOVES]; 2];
    for (side, values) in out.iter_mut().enumerate() {
        let left = side == 0;
        // Left's lines are the columns and its dominoes start at rows; Right's the reverse.
        let (lines, length) = if left {
            (board.cols, board.rows)
        } else {
            (board.rows, board.cols)
        };
        let table = tiers(lines, length);
        for (line, row) in table.iter().enumerate().skip(1).take(lines) {
            for (start, &value) in row
                .iter()
                .enumerate()
                .skip(1)
                .take(length.saturating_sub(1))
            {
                // Obsequi's values run below 0 on long lines: shifted, the order is the same.
                let value = u32::try_from(value + OFFSET).unwrap_or(1).max(1);
                let (r, c) = if left {
                    (start - 1, line - 1)
                } else {
                    (line - 1, start - 1)
                };
                values[r * board.cols + c] = value;
            }
        }
    }
    out
}

/// Added to Obsequi's values, which go below 0 past a few dozen moves in a tier (at most 64
/// in a quarter of a board of 128 cells), to keep them positive.
pub const OFFSET: i32 = 1024;

/// Obsequi's values for one player with `lines` lines of `length` cells, as `table[line]
/// [start]` (both from 1; row and column 0 unused; 0 is unset, which no move keeps).
fn tiers(lines: usize, length: usize) -> Vec<Vec<i32>> {
    let mut table = vec![vec![0i32; length + 2]; lines + 2];
    // (the tier's first value, first line, step between lines, only odd starts)
    let passes = [
        (127, 2, 2, true),
        (90, 2, 2, false),
        (70, 3, 1, true),
        (50, 3, 1, false),
        (30, 1, 1, false),
    ];
    for (pass, &(top, first_line, line_step, odd_starts)) in passes.iter().enumerate() {
        let mut value = top;
        // Lines and starts of the board's first half; their mirror images get the same value.
        for line in (first_line..(lines + 3) / 2).step_by(line_step) {
            let starts = (1..length / 2 + 1).step_by(if odd_starts { 2 } else { 1 });
            for start in starts {
                // The first tier sets its moves unconditionally, the others only unset ones.
                if pass == 0 || table[line][start] == 0 {
                    value -= 1;
                    // 0 marks an unset move here, so a tier that reaches it goes on at -1.
                    if value == 0 {
                        value -= 1;
                    }
                    let mirror_line = lines + 1 - line;
                    for l in [line, mirror_line] {
                        table[l][start] = value;
                        if length > start {
                            table[l][length - start] = value;
                        }
                    }
                }
            }
        }
    }
    table
}
