//! Solving (m, n, k, p, q) games: the value for B (win, draw or loss) with perfect play.
//!
//! * Reference: literal memoised minimax over (black stones, white stones); whose turn it is
//!   follows from the number of stones placed; a line completed ends the game at once.
//! * Optimized: the same recursion with the memo keyed by the least image of the position
//!   under the board's symmetries (8 on a square board, 4 otherwise), and a move that wins on
//!   the spot (or a line the mover can complete this turn) tried first; a search stops at the
//!   first move reaching the best value the mover can get.

use super::board::Params;
use crate::core::{InputError, Wdl};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for pairs of bitboards (the memo is the solver's hot path; SipHash's
/// resistance to adversarial keys buys nothing here).
#[derive(Default)]
pub struct BoardHasher(u64);

impl Hasher for BoardHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type Memo = HashMap<(u64, u64), Wdl, BuildHasherDefault<BoardHasher>>;

/// Largest board the reference solver accepts.
pub const REFERENCE_MAX_CELLS: usize = 16;

fn has_line(windows: &[u64], stones: u64) -> bool {
    windows.iter().any(|&w| w & !stones == 0)
}

/// The reference solver: value for B from the empty board.
pub fn reference(params: Params) -> Result<Wdl, InputError> {
    reference_from(params, 0, 0)
}

/// The reference solver: value for B from (black, white), a position reached by the rules
/// (whose turn it is follows from the number of stones; a line already made decides it).
pub fn reference_from(params: Params, black: u64, white: u64) -> Result<Wdl, InputError> {
    if params.cells() > REFERENCE_MAX_CELLS {
        return Err(InputError::new(format!(
            "board {}x{} is too large for the reference solver (at most {REFERENCE_MAX_CELLS} cells)",
            params.m, params.n
        )));
    }
    let windows = params.windows();
    let mut memo: HashMap<(u64, u64), Wdl> = HashMap::new();
    fn value(
        p: &Params,
        windows: &[u64],
        black: u64,
        white: u64,
        memo: &mut HashMap<(u64, u64), Wdl>,
    ) -> Wdl {
        if has_line(windows, black) {
            return Wdl::Win;
        }
        if has_line(windows, white) {
            return Wdl::Loss;
        }
        let placed = (black | white).count_ones() as usize;
        if placed == p.cells() {
            return Wdl::Draw;
        }
        if let Some(&v) = memo.get(&(black, white)) {
            return v;
        }
        let (b_to_move, _) = p.turn(placed);
        let empty = (0..p.cells()).filter(|&c| (black | white) >> c & 1 == 0);
        let values = empty.map(|c| {
            if b_to_move {
                value(p, windows, black | 1 << c, white, memo)
            } else {
                value(p, windows, black, white | 1 << c, memo)
            }
        });
        // B maximises its result, W minimises it.
        let v = if b_to_move {
            values.max().expect("a non-full board has an empty cell")
        } else {
            values.min().expect("a non-full board has an empty cell")
        };
        memo.insert((black, white), v);
        v
    }
    Ok(value(&params, &windows, black, white, &mut memo))
}

/// The board's symmetries (8 on a square board, 4 otherwise) as per-row lookup tables, and
/// the least image of a position under them (the memo key of both solvers).
#[derive(Debug, Clone)]
pub struct Symmetries {
    m: usize,
    /// For each symmetry and row, the image of every row pattern: `tables[s][r][bits]`.
    tables: Vec<Vec<Vec<u64>>>,
}

impl Symmetries {
    /// The symmetries of `params`' board (rows of at most 16 squares, at most 64 squares).
    pub fn new(params: &Params) -> Symmetries {
        let (m, n) = (params.m, params.n);
        // (transpose, mirror columns, mirror rows); transposes only on square boards.
        let mut maps = vec![
            (false, false, false),
            (false, true, false),
            (false, false, true),
            (false, true, true),
        ];
        if m == n {
            maps.extend(maps.clone().into_iter().map(|(_, fc, fr)| (true, fc, fr)));
        }
        let image = |(swap, fc, fr): (bool, bool, bool), c: usize, r: usize| {
            let (c, r) = if swap { (r, c) } else { (c, r) };
            (
                if fc { m - 1 - c } else { c },
                if fr { n - 1 - r } else { r },
            )
        };
        let tables = maps
            .iter()
            .map(|&f| {
                (0..n)
                    .map(|r| {
                        (0..1u64 << m)
                            .map(|bits| {
                                (0..m).filter(|c| bits >> c & 1 == 1).fold(0u64, |acc, c| {
                                    let (c2, r2) = image(f, c, r);
                                    acc | 1 << (r2 * m + c2)
                                })
                            })
                            .collect()
                    })
                    .collect()
            })
            .collect();
        Symmetries { m, tables }
    }

    fn apply(&self, tables: &[Vec<u64>], stones: u64) -> u64 {
        let row_mask = (1u64 << self.m) - 1;
        tables.iter().enumerate().fold(0, |acc, (r, t)| {
            acc | t[(stones >> (r * self.m) & row_mask) as usize]
        })
    }

    /// The least image of (black, white) under the symmetries, and the index of the
    /// symmetry that gives it (for [`Symmetries::map`]).
    pub fn least(&self, black: u64, white: u64) -> ((u64, u64), usize) {
        (0..self.tables.len())
            .map(|s| {
                let t = &self.tables[s];
                ((self.apply(t, black), self.apply(t, white)), s)
            })
            .min()
            .expect("the identity is a symmetry")
    }

    /// How many symmetries the board has (8 on a square board, 4 otherwise).
    pub fn count(&self) -> usize {
        self.tables.len()
    }

    /// The image of the squares `bits` under symmetry `s`.
    pub fn map(&self, s: usize, bits: u64) -> u64 {
        self.apply(&self.tables[s], bits)
    }

    /// The symmetry that undoes symmetry `s`.
    pub fn inverse(&self, s: usize) -> usize {
        (0..self.tables.len())
            .find(|&t| {
                (0..self.tables[0].len() * self.m)
                    .all(|c| self.map(t, self.map(s, 1 << c)) == 1 << c)
            })
            .expect("the symmetries form a group")
    }

    /// The least image of (black, white) under the symmetries.
    pub fn key(&self, black: u64, white: u64) -> (u64, u64) {
        self.tables
            .iter()
            .map(|t| (self.apply(t, black), self.apply(t, white)))
            .min()
            .expect("the identity is a symmetry")
    }
}

/// The optimized solver for one game.
pub struct Solver {
    params: Params,
    windows: Vec<u64>,
    symmetries: Symmetries,
    memo: Memo,
    /// Positions evaluated.
    pub nodes: u64,
}

/// Largest board the optimized solver accepts (rows of at most 16 squares).
pub const MAX_CELLS: usize = 36;

impl Solver {
    /// A solver for `params`.
    pub fn new(params: Params) -> Result<Solver, InputError> {
        if params.cells() > MAX_CELLS || params.m > 16 {
            return Err(InputError::new(format!(
                "board {}x{} is too large for the solver (at most {MAX_CELLS} cells)",
                params.m, params.n
            )));
        }
        Ok(Solver {
            windows: params.windows(),
            symmetries: Symmetries::new(&params),
            params,
            memo: Memo::default(),
            nodes: 0,
        })
    }

    fn key(&self, black: u64, white: u64) -> (u64, u64) {
        self.symmetries.key(black, white)
    }

    /// Value for B from the given position.
    pub fn value(&mut self, black: u64, white: u64) -> Wdl {
        if has_line(&self.windows, black) {
            return Wdl::Win;
        }
        if has_line(&self.windows, white) {
            return Wdl::Loss;
        }
        let placed = (black | white).count_ones() as usize;
        if placed == self.params.cells() {
            return Wdl::Draw;
        }
        let key = self.key(black, white);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        self.nodes += 1;
        let (b_to_move, _) = self.params.turn(placed);
        let (mine, best) = if b_to_move {
            (black, Wdl::Win)
        } else {
            (white, Wdl::Loss)
        };
        let empty_mask = !(black | white) & self.params.board_mask();
        // Cells completing a line at once come first.
        let mut order: Vec<usize> = Vec::new();
        let mut rest: Vec<usize> = Vec::new();
        let mut e = empty_mask;
        while e != 0 {
            let c = e.trailing_zeros() as usize;
            e &= e - 1;
            if has_line(&self.windows, mine | 1 << c) {
                order.push(c);
            } else {
                rest.push(c);
            }
        }
        order.extend(rest);
        let mut acc: Option<Wdl> = None;
        for c in order {
            let v = if b_to_move {
                self.value(black | 1 << c, white)
            } else {
                self.value(black, white | 1 << c)
            };
            acc = Some(match acc {
                None => v,
                Some(a) if b_to_move => a.max(v),
                Some(a) => a.min(v),
            });
            if acc == Some(best) {
                break;
            }
        }
        let v = acc.expect("a non-full board has an empty cell");
        self.memo.insert(key, v);
        v
    }

    /// The value for B of the game and the cells of B's first stone that achieve it.
    pub fn solve(&mut self) -> (Wdl, Vec<usize>) {
        let v = self.value(0, 0);
        let best: Vec<usize> = (0..self.params.cells())
            .filter(|&c| self.value(1 << c, 0) == v)
            .collect();
        (v, best)
    }
}
