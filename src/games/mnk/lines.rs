//! Lines of a board as lists of cell indices, for any board size (the bitboard code stops at
//! 64 cells; pairings on boards such as (13,7,7) or (31,16,16) need more).
//!
//! A *line* is a maximal row, column or diagonal; a *k-window* is k consecutive cells of a
//! line (section 1.4's "k-in-a-row"). A pair of cells lies on at most one line, which is why
//! pairing problems split line by line (Lemma 9, Theorem 10).

use super::board::Params;

/// The four directions as (column step, row step): horizontal, vertical, diagonal,
/// anti-diagonal.
pub const DIRECTIONS: [(i64, i64); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A maximal line of a finite board, cells in order along the direction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Index into [`DIRECTIONS`].
    pub direction: usize,
    /// Cell indices, in order.
    pub cells: Vec<usize>,
}

impl Line {
    /// Number of k-windows on the line.
    pub fn windows(&self, k: usize) -> usize {
        (self.cells.len() + 1).saturating_sub(k)
    }
}

/// Every maximal line of the board holding at least one k-window.
pub fn lines(p: &Params) -> Vec<Line> {
    let (m, n) = (p.m as i64, p.n as i64);
    let mut out = Vec::new();
    for (direction, &(dc, dr)) in DIRECTIONS.iter().enumerate() {
        for r in 0..n {
            for c in 0..m {
                // A line starts where the previous cell is off the board.
                let (pc, pr) = (c - dc, r - dr);
                if pc >= 0 && pc < m && pr >= 0 && pr < n {
                    continue;
                }
                let cells: Vec<usize> = (0..)
                    .map(|i| (c + dc * i, r + dr * i))
                    .take_while(|&(x, y)| x >= 0 && x < m && y >= 0 && y < n)
                    .map(|(x, y)| (y * m + x) as usize)
                    .collect();
                if cells.len() >= p.k {
                    out.push(Line { direction, cells });
                }
            }
        }
    }
    out
}
