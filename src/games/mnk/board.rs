//! The board of an (m, n, k, p, q) game: m columns (a, b, ...), n rows (1, 2, ...); cell
//! index = (row - 1) * m + column.

use crate::core::InputError;
use serde::Serialize;

/// Largest board the bitboard code handles.
pub const MAX_CELLS: usize = 64;

/// The parameters of an (m, n, k, p, q) game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Params {
    /// Columns.
    pub m: usize,
    /// Rows.
    pub n: usize,
    /// Stones in a row needed to win.
    pub k: usize,
    /// Stones per turn.
    pub p: usize,
    /// Stones on B's first turn.
    pub q: usize,
}

impl Params {
    /// Validated parameters (k at most the longer side, p and q positive, at most 64 cells).
    pub fn new(m: usize, n: usize, k: usize, p: usize, q: usize) -> Result<Params, InputError> {
        if m == 0 || n == 0 {
            return Err(InputError::new(format!(
                "invalid board {m}x{n}: both sides must be at least 1"
            )));
        }
        if k < 2 || k > m.max(n) {
            return Err(InputError::new(format!(
                "invalid k = {k}: must be at least 2 and at most the longer side ({})",
                m.max(n)
            )));
        }
        if p == 0 || q == 0 {
            return Err(InputError::new("p and q must be at least 1".to_string()));
        }
        if m * n > MAX_CELLS {
            return Err(InputError::new(format!(
                "board {m}x{n} has {} cells, more than the {MAX_CELLS} this solver handles",
                m * n
            )));
        }
        Ok(Params { m, n, k, p, q })
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.m * self.n
    }

    /// The bit of column c, row r (both from 0).
    pub fn bit(&self, c: usize, r: usize) -> u64 {
        1u64 << (r * self.m + c)
    }

    /// Every k-window: k consecutive cells along a row, column or diagonal.
    pub fn windows(&self) -> Vec<u64> {
        let (m, n, k) = (self.m as i64, self.n as i64, self.k as i64);
        let mut out = Vec::new();
        for (dc, dr) in [(1i64, 0i64), (0, 1), (1, 1), (1, -1)] {
            for r in 0..n {
                for c in 0..m {
                    let (ec, er) = (c + dc * (k - 1), r + dr * (k - 1));
                    if ec < 0 || ec >= m || er < 0 || er >= n {
                        continue;
                    }
                    let w = (0..k).fold(0u64, |w, i| {
                        w | self.bit((c + dc * i) as usize, (r + dr * i) as usize)
                    });
                    out.push(w);
                }
            }
        }
        out
    }

    /// The cell named like `b2` (column letter, row number from 1).
    pub fn parse_cell(&self, text: &str) -> Result<usize, InputError> {
        let t = text.trim();
        let mut chars = t.chars();
        let col = chars.next().filter(|c| c.is_ascii_lowercase());
        let row: Option<usize> = chars.as_str().parse().ok();
        match (col, row) {
            (Some(c), Some(r)) if ((c as u8 - b'a') as usize) < self.m && r >= 1 && r <= self.n => {
                Ok((r - 1) * self.m + (c as u8 - b'a') as usize)
            }
            _ => Err(InputError::new(format!(
                "invalid square '{t}': expected a column a..{} and a row 1..{}",
                (b'a' + self.m as u8 - 1) as char,
                self.n
            ))),
        }
    }

    /// The name of a cell: `b2`.
    pub fn cell_name(&self, cell: usize) -> String {
        format!(
            "{}{}",
            (b'a' + (cell % self.m) as u8) as char,
            cell / self.m + 1
        )
    }

    /// Whose turn it is after `placed` stones, and how many stones that turn has left:
    /// (true for B, stones left).
    pub fn turn(&self, placed: usize) -> (bool, usize) {
        if placed < self.q {
            return (true, self.q - placed);
        }
        let t = placed - self.q;
        (t / self.p % 2 == 1, self.p - t % self.p)
    }

    /// A picture: `X` for B, `O` for W, `.` empty; row n at the top as in the paper.
    pub fn picture(&self, black: u64, white: u64) -> String {
        (0..self.n)
            .rev()
            .map(|r| {
                let cells: String = (0..self.m)
                    .map(|c| {
                        let b = self.bit(c, r);
                        if black & b != 0 {
                            'X'
                        } else if white & b != 0 {
                            'O'
                        } else {
                            '.'
                        }
                    })
                    .collect();
                format!("{:>2} {cells}", r + 1)
            })
            .chain(std::iter::once(format!(
                "   {}",
                (0..self.m)
                    .map(|c| (b'a' + c as u8) as char)
                    .collect::<String>()
            )))
            .collect::<Vec<_>>()
            .join("\n")
    }
}
