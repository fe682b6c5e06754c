//! The board of an (m, n, k, p, q) game: m columns (a, b, ...), n rows (1, 2, ...); cell
//! index = (row - 1) * m + column.

use crate::core::InputError;
use serde::Serialize;

/// Largest board the bitboard code (solvers, [`Params::windows`]) handles.
pub const MAX_CELLS: usize = 64;

/// Largest board any part of cgcheck accepts (pairings work on plain cell indices).
pub const MAX_GEOMETRY_CELLS: usize = 1 << 16;

/// Longest side: columns are named a..z, aa..zz.
pub const MAX_SIDE: usize = 26 * 27;

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

/// The paper's notation: `(m,n,k,p,q)`, no spaces.
impl std::fmt::Display for Params {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Params { m, n, k, p, q } = self;
        write!(f, "({m},{n},{k},{p},{q})")
    }
}

/// Which of [`Params::new`]'s rules a set of parameters breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Invalid {
    /// A side is 0.
    Side,
    /// k is below 2 or above the longer side.
    K,
    /// p or q is 0.
    PQ,
    /// A side above [`MAX_SIDE`] or more than [`MAX_GEOMETRY_CELLS`] cells.
    TooLarge,
}

impl Params {
    /// Why `(m, n, k, p, q)` is not a game the crate plays (`None`: it is): [`Params::new`]'s
    /// rules, once, as a `const fn` so that [`Params::fixed`] holds a constant to them when
    /// the crate compiles.
    pub const fn invalid(m: usize, n: usize, k: usize, p: usize, q: usize) -> Option<Invalid> {
        if m == 0 || n == 0 {
            Some(Invalid::Side)
        } else if k < 2 || (k > m && k > n) {
            Some(Invalid::K)
        } else if p == 0 || q == 0 {
            Some(Invalid::PQ)
        } else if m > MAX_SIDE || n > MAX_SIDE || m.saturating_mul(n) > MAX_GEOMETRY_CELLS {
            Some(Invalid::TooLarge)
        } else {
            None
        }
    }

    /// Validated parameters (k at most the longer side, p and q positive, at most
    /// [`MAX_GEOMETRY_CELLS`] cells; the solvers set their own, smaller limits).
    pub fn new(m: usize, n: usize, k: usize, p: usize, q: usize) -> Result<Params, InputError> {
        let why = match Params::invalid(m, n, k, p, q) {
            None => return Ok(Params { m, n, k, p, q }),
            Some(Invalid::Side) => format!("invalid board {m}x{n}: both sides must be at least 1"),
            Some(Invalid::K) => format!(
                "invalid k = {k}: must be at least 2 and at most the longer side ({})",
                m.max(n)
            ),
            Some(Invalid::PQ) => "p and q must be at least 1".to_string(),
            // Sides from a file or the fuzzer can be near usize::MAX: the count is exact
            // (u128), never a wrapped product.
            Some(Invalid::TooLarge) => format!(
                "board {m}x{n} has {} cells: at most {MAX_GEOMETRY_CELLS} cells and {MAX_SIDE} per side are supported",
                m as u128 * n as u128
            ),
        };
        Err(InputError::new(why))
    }

    /// Parameters written in code (a game a paper names): those [`Params::new`] accepts, else
    /// a panic, which in a constant is a build error.
    pub const fn fixed(m: usize, n: usize, k: usize, p: usize, q: usize) -> Params {
        assert!(
            Params::invalid(m, n, k, p, q).is_none(),
            "parameters Params::new refuses"
        );
        Params { m, n, k, p, q }
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.m * self.n
    }

    /// The bit of column c, row r (both from 0).
    pub fn bit(&self, c: usize, r: usize) -> u64 {
        1u64 << (r * self.m + c)
    }

    /// Whether the board fits a 64-bit bitboard.
    pub fn fits_bitboard(&self) -> bool {
        self.cells() <= MAX_CELLS
    }

    /// The bitboard of every square (boards that fit a bitboard).
    pub fn board_mask(&self) -> u64 {
        if self.cells() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.cells()) - 1
        }
    }

    /// Every k-window as a bitboard: k consecutive cells along a row, column or diagonal.
    /// Only for boards that [`fit a bitboard`](Params::fits_bitboard).
    pub fn windows(&self) -> Vec<u64> {
        assert!(self.fits_bitboard(), "windows() needs at most 64 cells");
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

    /// The cell named like `b2` (columns a..z, then aa, ab, ... as in spreadsheets; the row
    /// in plain decimal digits). Anything else, or a square off the board, is refused.
    pub fn parse_cell(&self, text: &str) -> Result<usize, InputError> {
        let t = text.trim();
        let letters = t.bytes().take_while(u8::is_ascii_lowercase).count();
        let digits = &t[letters..];
        let col = column_index(&t[..letters]);
        let row: Option<usize> = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
        {
            digits.parse().ok()
        } else {
            None
        };
        match (col, row) {
            (Some(c), Some(r)) if c < self.m && r >= 1 && r <= self.n => Ok((r - 1) * self.m + c),
            _ => Err(InputError::new(format!(
                "invalid square '{}': expected a column a..{} and a row 1..{}",
                shorten(t),
                column_name(self.m - 1),
                self.n
            ))),
        }
    }

    /// The name of a cell: `b2`.
    pub fn cell_name(&self, cell: usize) -> String {
        format!("{}{}", column_name(cell % self.m), cell / self.m + 1)
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

    /// The position after `stones` (squares in the order placed, turns as the rules give
    /// them): (black, white). Errors on an occupied square or a stone after a completed line.
    pub fn replay(&self, stones: &[usize]) -> Result<(u64, u64), String> {
        assert!(self.fits_bitboard(), "replay needs at most 64 cells");
        let windows = self.windows();
        let (mut black, mut white) = (0u64, 0u64);
        for (i, &c) in stones.iter().enumerate() {
            if c >= self.cells() || (black | white) >> c & 1 == 1 {
                return Err(format!(
                    "stone {} on {} is not on an empty square",
                    i + 1,
                    self.cell_name(c)
                ));
            }
            if windows.iter().any(|&w| w & !black == 0 || w & !white == 0) {
                return Err(format!(
                    "stone {} on {} comes after the game ended",
                    i + 1,
                    self.cell_name(c)
                ));
            }
            if self.turn(i).0 {
                black |= 1 << c;
            } else {
                white |= 1 << c;
            }
        }
        Ok((black, white))
    }

    /// Squares named in `text` (separated by white space or commas), in order.
    pub fn parse_cells(&self, text: &str) -> Result<Vec<usize>, InputError> {
        text.split(|c: char| c.is_whitespace() || c == ',')
            .filter(|t| !t.is_empty())
            .map(|t| self.parse_cell(t))
            .collect()
    }

    /// Whether `stones` hold k in a row.
    pub fn has_line(&self, stones: u64) -> bool {
        self.windows().iter().any(|&w| w & !stones == 0)
    }

    /// How a position is already decided, before any move: B has k in a row (a win for B),
    /// W has (a loss for B), or the board is full (a draw); `None` while the game goes on.
    /// Boards that [`fit a bitboard`](Params::fits_bitboard).
    pub fn decided(&self, black: u64, white: u64) -> Option<crate::core::Wdl> {
        use crate::core::Wdl;
        let windows = self.windows();
        if windows.iter().any(|&w| w & !black == 0) {
            Some(Wdl::Win)
        } else if windows.iter().any(|&w| w & !white == 0) {
            Some(Wdl::Loss)
        } else if (black | white) & self.board_mask() == self.board_mask() {
            Some(Wdl::Draw)
        } else {
            None
        }
    }

    /// Why (black, white) cannot arise in play, if it cannot: stones off the board or on one
    /// square twice, stone counts the turn order does not give, or lines of both sides.
    /// A position with one side's line is legal (the game ended on its last stone).
    pub fn check_position(&self, black: u64, white: u64) -> Result<(), String> {
        if (black | white) & !self.board_mask() != 0 {
            return Err("stones off the board".into());
        }
        if black & white != 0 {
            return Err("a square holds both colours".into());
        }
        let placed = (black | white).count_ones() as usize;
        let b_placed = (0..placed).filter(|&i| self.turn(i).0).count();
        if black.count_ones() as usize != b_placed {
            return Err(format!(
                "{} black and {} white stones: after {placed} stones the turn order gives B {b_placed} and W {}",
                black.count_ones(),
                white.count_ones(),
                placed - b_placed
            ));
        }
        let windows = self.windows();
        let b_line = windows.iter().any(|&w| w & !black == 0);
        let w_line = windows.iter().any(|&w| w & !white == 0);
        if b_line && w_line {
            return Err("both sides have k in a row".into());
        }
        Ok(())
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
                    .map(|c| column_name(c).chars().last().unwrap_or('?'))
                    .collect::<String>()
            )))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The name of column `c` (from 0): a..z, then aa..az, ba.., as in spreadsheets.
pub fn column_name(c: usize) -> String {
    let letter = |i: usize| (b'a' + i as u8) as char;
    if c < 26 {
        letter(c).to_string()
    } else {
        format!("{}{}", letter((c / 26 - 1) % 26), letter(c % 26))
    }
}

/// At most 40 characters of a user's text, for error messages (a long input stays one
/// short line).
pub fn shorten(text: &str) -> String {
    if text.chars().count() <= 40 {
        text.to_string()
    } else {
        format!("{}...", text.chars().take(40).collect::<String>())
    }
}

/// The column index of a name made by [`column_name`].
fn column_index(name: &str) -> Option<usize> {
    let b = name.as_bytes();
    match b.len() {
        1 => Some(usize::from(b[0] - b'a')),
        2 => Some(26 * (usize::from(b[0] - b'a') + 1) + usize::from(b[1] - b'a')),
        _ => None,
    }
}
