//! End positions and their generating polynomials (section 3).
//!
//! A *Right end* is a placement of non-overlapping dominoes where Right (horizontal) cannot
//! move: no two horizontally adjacent cells are empty. A *Left end*: no two vertically adjacent
//! cells are empty. A *maximal* position is both. The polynomial counts them: the coefficient
//! of x^a y^b is the number with a vertical and b horizontal dominoes (whether or not
//! alternating play reaches them, as in the paper).
//!
//! Two independent computations: [`brute_force`] enumerates every placement; [`transfer`]
//! scans the board cell by cell, row by row, keeping for each column the state of its last
//! scanned cell (empty, filled, or the top half of a vertical domino whose bottom half comes
//! next) and whether the next cell is the right half of a horizontal domino. [`min_lengths`]
//! runs the same scan in the (min, +) semiring for alpha on boards far too large to count.

use super::board::Board;
use crate::core::InputError;
use std::collections::{BTreeMap, HashMap};
use std::fmt;

/// Which end positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EndKind {
    /// Left cannot move.
    Left,
    /// Right cannot move.
    Right,
    /// Neither can move.
    Maximal,
}

impl EndKind {
    fn no_vertical_pair(self) -> bool {
        matches!(self, EndKind::Left | EndKind::Maximal)
    }

    fn no_horizontal_pair(self) -> bool {
        matches!(self, EndKind::Right | EndKind::Maximal)
    }
}

/// A bivariate polynomial with exact coefficients: x^a y^b -> count.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Poly(pub BTreeMap<(u32, u32), u128>);

impl Poly {
    /// The polynomial's value at x = y = 1 (the number of positions).
    pub fn total(&self) -> u128 {
        self.0.values().sum()
    }

    /// The terms with |a - b| <= 1 (the paper's selection `abs(degree(T,x)-degree(T,y)) < 2`).
    pub fn balanced(&self) -> Poly {
        Poly(
            self.0
                .iter()
                .filter(|((a, b), _)| a.abs_diff(*b) <= 1)
                .map(|(k, v)| (*k, *v))
                .collect(),
        )
    }

    /// The terms of least total degree (the paper's `LeastDegree`).
    pub fn least_degree(&self) -> Poly {
        let min = self.0.keys().map(|(a, b)| a + b).min();
        Poly(
            self.0
                .iter()
                .filter(|((a, b), _)| Some(a + b) == min)
                .map(|(k, v)| (*k, *v))
                .collect(),
        )
    }

    /// The polynomial with x and y exchanged.
    pub fn swap_xy(&self) -> Poly {
        Poly(self.0.iter().map(|(&(a, b), &v)| ((b, a), v)).collect())
    }

    /// A polynomial in x and y as the paper's Maple outputs print it ("16 y^4 x^4 + 130 y^3
    /// x^4", "y^4 + 2y^3 + (3x^2 + 4x)y^2", "1427"): terms joined by `+`, each a coefficient
    /// and powers of x and y around at most one parenthesised sum. `None` if it is not one, or
    /// if a coefficient or a power overflows.
    pub fn parse(text: &str) -> Option<Poly> {
        let mut depth = 0;
        let terms = text.split(|c| {
            depth += (c == '(') as i32 - (c == ')') as i32;
            c == '+' && depth == 0
        });
        let mut out = Poly::default();
        for term in terms {
            let (outside, inside) = match term.split_once('(') {
                Some((before, rest)) => {
                    let (inside, after) = rest.split_once(')')?;
                    (format!("{before}{after}"), Poly::parse(inside)?)
                }
                None => (term.to_string(), Poly(BTreeMap::from([((0, 0), 1)]))),
            };
            let (c, a, b) = monomial(&outside)?;
            for (&(x, y), &v) in &inside.0 {
                let key = (x.checked_add(a)?, y.checked_add(b)?);
                let sum = out.0.get(&key).copied().unwrap_or(0);
                out.0.insert(key, sum.checked_add(c.checked_mul(v)?)?);
            }
        }
        Some(out)
    }

    fn add(&mut self, a: u32, b: u32, v: u128) {
        *self.0.entry((a, b)).or_insert(0) += v;
    }
}

impl fmt::Display for Poly {
    /// Terms by decreasing total degree, then decreasing power of x: `16 x^4 y^4 + 130 x^4 y^3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("0");
        }
        let mut terms: Vec<(&(u32, u32), &u128)> = self.0.iter().collect();
        terms.sort_by(|((a1, b1), _), ((a2, b2), _)| (a2 + b2, a2).cmp(&(a1 + b1, a1)));
        let power = |v: &str, e: u32| match e {
            0 => String::new(),
            1 => v.to_string(),
            _ => format!("{v}^{e}"),
        };
        let shown: Vec<String> = terms
            .iter()
            .map(|((a, b), c)| {
                let mono = [power("x", *a), power("y", *b)]
                    .into_iter()
                    .filter(|s| !s.is_empty())
                    .collect::<Vec<_>>()
                    .join(" ");
                match (mono.is_empty(), **c) {
                    (true, c) => c.to_string(),
                    (false, 1) => mono,
                    (false, c) => format!("{c} {mono}"),
                }
            })
            .collect();
        f.write_str(&shown.join(" + "))
    }
}

/// A coefficient (1 if none is printed) times powers of x and y: "16 y^4 x^4", "4x", "25";
/// `None` for an empty term (a stray `+`), which is not 1.
fn monomial(text: &str) -> Option<(u128, u32, u32)> {
    let text: String = text.split_whitespace().collect();
    if text.is_empty() {
        return None;
    }
    let vars: Vec<usize> = text.match_indices(['x', 'y']).map(|(i, _)| i).collect();
    let coefficient = &text[..vars.first().copied().unwrap_or(text.len())];
    let c = if coefficient.is_empty() {
        1
    } else {
        coefficient.parse().ok()?
    };
    let (mut a, mut b) = (0u32, 0u32);
    for (k, &i) in vars.iter().enumerate() {
        let power = match &text[i + 1..vars.get(k + 1).copied().unwrap_or(text.len())] {
            "" => 1,
            p => p.strip_prefix('^')?.parse::<u32>().ok()?,
        };
        let exponent = if text[i..].starts_with('x') {
            &mut a
        } else {
            &mut b
        };
        *exponent = exponent.checked_add(power)?;
    }
    Some((c, a, b))
}

/// Largest board the brute force enumerates.
pub const BRUTE_FORCE_MAX_CELLS: usize = 30;

/// Every placement enumerated, the ends of `kind` counted.
pub fn brute_force(board: Board, kind: EndKind) -> Result<Poly, InputError> {
    if board.rows * board.cols > BRUTE_FORCE_MAX_CELLS {
        return Err(InputError::new(format!(
            "board {}x{} is too large for brute force (max {BRUTE_FORCE_MAX_CELLS} cells)",
            board.rows, board.cols
        )));
    }
    let vertical = board.vertical_slots();
    let horizontal = board.horizontal_slots();
    let mut poly = Poly::default();
    // Decide each cell in order: empty, or the first cell of a vertical / horizontal domino.
    fn go(board: Board, i: usize, filled: u64, a: u32, b: u32, out: &mut Vec<(u64, u32, u32)>) {
        let cells = board.rows * board.cols;
        if i == cells {
            out.push((filled, a, b));
            return;
        }
        let bit = 1u64 << i;
        if filled & bit != 0 {
            go(board, i + 1, filled, a, b, out);
            return;
        }
        go(board, i + 1, filled, a, b, out);
        let (r, c) = (i / board.cols, i % board.cols);
        if r + 1 < board.rows {
            go(
                board,
                i + 1,
                filled | bit | board.cell(r + 1, c),
                a + 1,
                b,
                out,
            );
        }
        if c + 1 < board.cols && filled & board.cell(r, c + 1) == 0 {
            go(
                board,
                i + 1,
                filled | bit | board.cell(r, c + 1),
                a,
                b + 1,
                out,
            );
        }
    }
    let mut all = Vec::new();
    go(board, 0, 0, 0, 0, &mut all);
    for (filled, a, b) in all {
        let left_stuck = vertical.iter().all(|&d| d & filled != 0);
        let right_stuck = horizontal.iter().all(|&d| d & filled != 0);
        let counted = match kind {
            EndKind::Left => left_stuck,
            EndKind::Right => right_stuck,
            EndKind::Maximal => left_stuck && right_stuck,
        };
        if counted {
            poly.add(a, b, 1);
        }
    }
    Ok(poly)
}

const EMPTY: u64 = 0;
const FILLED: u64 = 1;
const PENDING: u64 = 2;

/// The scan state: a base-3 digit per column (the column's last scanned cell) and a flag for
/// "the next cell is the right half of a horizontal domino".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct ScanState {
    digits: u64,
    pending_right: bool,
}

fn digit(d: u64, c: usize) -> u64 {
    d / 3u64.pow(c as u32) % 3
}

fn set_digit(d: u64, c: usize, v: u64) -> u64 {
    let p = 3u64.pow(c as u32);
    d - digit(d, c) * p + v * p
}

/// The ways to fill cell (r, c) from state `s`: (next state, verticals added, horizontals
/// added).
fn transitions(
    board: Board,
    kind: EndKind,
    s: ScanState,
    r: usize,
    c: usize,
) -> Vec<(ScanState, u32, u32)> {
    let up = digit(s.digits, c);
    let left = if c > 0 {
        digit(s.digits, c - 1)
    } else {
        FILLED
    };
    let with = |v: u64, pending_right: bool| ScanState {
        digits: set_digit(s.digits, c, v),
        pending_right,
    };
    if s.pending_right {
        return if up == PENDING {
            Vec::new()
        } else {
            vec![(with(FILLED, false), 0, 0)]
        };
    }
    if up == PENDING {
        return vec![(with(FILLED, false), 0, 0)];
    }
    let mut out = Vec::with_capacity(3);
    let makes_vertical_pair = kind.no_vertical_pair() && r > 0 && up == EMPTY;
    let makes_horizontal_pair = kind.no_horizontal_pair() && c > 0 && left == EMPTY;
    let empty_ok = !makes_vertical_pair && !makes_horizontal_pair;
    if empty_ok {
        out.push((with(EMPTY, false), 0, 0));
    }
    if r + 1 < board.rows {
        out.push((with(PENDING, false), 1, 0));
    }
    if c + 1 < board.cols {
        out.push((with(FILLED, true), 0, 1));
    }
    out
}

fn initial_state(board: Board) -> ScanState {
    // A virtual filled row above the board.
    ScanState {
        digits: (0..board.cols).fold(0, |d, c| set_digit(d, c, FILLED)),
        pending_right: false,
    }
}

/// Largest number of columns the transfer matrix scans with (3^cols states).
pub const TRANSFER_MAX_WIDTH: usize = 12;

/// The polynomial of `kind` ends by the transfer matrix (exact counts).
pub fn transfer(board: Board, kind: EndKind) -> Result<Poly, InputError> {
    if board.cols > TRANSFER_MAX_WIDTH || board.rows * board.cols > 128 {
        return Err(InputError::new(format!(
            "board {}x{} is too large for the counting transfer matrix",
            board.rows, board.cols
        )));
    }
    let mut layer: HashMap<ScanState, Poly> = HashMap::new();
    layer.insert(initial_state(board), Poly(BTreeMap::from([((0, 0), 1)])));
    for r in 0..board.rows {
        for c in 0..board.cols {
            let mut next: HashMap<ScanState, Poly> = HashMap::new();
            for (s, poly) in &layer {
                for (t, da, db) in transitions(board, kind, *s, r, c) {
                    let target = next.entry(t).or_default();
                    for (&(a, b), &v) in &poly.0 {
                        target.add(a + da, b + db, v);
                    }
                }
            }
            layer = next;
        }
    }
    let mut out = Poly::default();
    for poly in layer.values() {
        for (&(a, b), &v) in &poly.0 {
            out.add(a, b, v);
        }
    }
    Ok(out)
}

/// For each difference d = a - b, the least a + b over `kind` ends (and over non-empty ones),
/// by the transfer matrix in the (min, +) semiring.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MinLengths {
    offset: i64,
    /// least a + b over all ends with a - b = d, at index d + offset.
    pub any: Vec<Option<u32>>,
    /// the same over ends with at least one domino.
    pub nonempty: Vec<Option<u32>>,
}

impl MinLengths {
    /// A table from its two columns (index d + offset, offset = (len - 1) / 2).
    pub fn from_parts(any: Vec<Option<u32>>, nonempty: Vec<Option<u32>>) -> MinLengths {
        MinLengths {
            offset: (any.len() as i64 - 1) / 2,
            any,
            nonempty,
        }
    }

    /// Least a + b with a - b = d (over all ends, or non-empty ones).
    pub fn get(&self, d: i64, nonempty: bool) -> Option<u32> {
        let i = d + self.offset;
        if i < 0 || i as usize >= self.any.len() {
            return None;
        }
        if nonempty {
            self.nonempty[i as usize]
        } else {
            self.any[i as usize]
        }
    }
}

/// Largest board side for [`min_lengths`] along the scanned width.
pub const MIN_LENGTHS_MAX_WIDTH: usize = 12;

/// [`MinLengths`] of `kind` ends on `board` (scanned along its columns; transpose a wide board
/// first and swap the kind and the difference's sign).
pub fn min_lengths(board: Board, kind: EndKind) -> Result<MinLengths, InputError> {
    if board.cols > MIN_LENGTHS_MAX_WIDTH {
        return Err(InputError::new(format!(
            "board {}x{} is too wide for the transfer matrix (scan width {} > {MIN_LENGTHS_MAX_WIDTH})",
            board.rows, board.cols, board.cols
        )));
    }
    let half = (board.rows * board.cols / 2) as i64;
    let width = (2 * half + 1) as usize;
    let row_len = 2 * width; // (nonempty flag, d) -> least a + b
    let unreached = u32::MAX;
    // Dense layers indexed by state (digits * 2 + pending flag); `active` lists the reached.
    let states = 3usize.pow(board.cols as u32) * 2;
    let index = |s: ScanState| s.digits as usize * 2 + usize::from(s.pending_right);
    let state_of = |i: usize| ScanState {
        digits: (i / 2) as u64,
        pending_right: i % 2 == 1,
    };
    let mut cur = vec![unreached; states * row_len];
    let mut next = vec![unreached; states * row_len];
    let mut active = vec![index(initial_state(board))];
    cur[active[0] * row_len + half as usize] = 0;
    let mut reached = vec![false; states];
    let cells = board.rows * board.cols;
    for r in 0..board.rows {
        for c in 0..board.cols {
            // After this cell, |d| is at most the number of cells scanned, and only a |d| that the
            // remaining cells can bring back to {-1, 0, 1} can still matter.
            let done = r * board.cols + c + 1;
            let reach = done.min((cells - done) / 2 + 2) as i64;
            let (keep_lo, keep_hi) = ((half - reach).max(0), (half + reach).min(width as i64 - 1));
            let mut next_active = Vec::new();
            for &si in &active {
                let s = state_of(si);
                for (t, da, db) in transitions(board, kind, s, r, c) {
                    let ti = index(t);
                    if !reached[ti] {
                        reached[ti] = true;
                        next_active.push(ti);
                    }
                    let shift = da as i64 - db as i64;
                    let placed = da + db > 0;
                    for flag in 0..2 {
                        let src =
                            &cur[si * row_len + flag * width..si * row_len + (flag + 1) * width];
                        let f = if placed { 1 } else { flag };
                        let base = ti * row_len + f * width;
                        let lo = (keep_lo - shift).max(0) as usize;
                        let hi = (keep_hi + 1 - shift).min(width as i64) as usize;
                        for i in lo..hi {
                            let v = src[i];
                            if v != unreached {
                                let slot = &mut next[base + (i as i64 + shift) as usize];
                                *slot = (*slot).min(v + da + db);
                            }
                        }
                    }
                }
            }
            for &si in &active {
                cur[si * row_len..(si + 1) * row_len].fill(unreached);
            }
            std::mem::swap(&mut cur, &mut next);
            for &ti in &next_active {
                reached[ti] = false;
            }
            active = next_active;
        }
    }
    let layer: Vec<&[u32]> = active
        .iter()
        .map(|&si| &cur[si * row_len..(si + 1) * row_len])
        .collect();
    let mut any = vec![None; width];
    let mut nonempty = vec![None; width];
    for row in &layer {
        for i in 0..width {
            for (flag, out) in [(0, &mut any), (1, &mut nonempty)] {
                let v = row[flag * width + i];
                if v != unreached {
                    out[i] = Some(out[i].map_or(v, |o: u32| o.min(v)));
                }
            }
        }
    }
    // "any" covers the empty placement too.
    for i in 0..width {
        if let Some(v) = nonempty[i] {
            any[i] = Some(any[i].map_or(v, |o| o.min(v)));
        }
    }
    Ok(MinLengths {
        offset: half,
        any,
        nonempty,
    })
}
