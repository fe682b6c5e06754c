//! The fast least-length scan behind alpha (section 4): the (min, +) transfer matrix of
//! [`super::ends::min_lengths`] with a smaller state and vectorisable inner loops. It is
//! trusted because it is compared with `min_lengths` (itself compared with brute-force
//! enumeration) on every board both handle; see `tests/domineering.rs` and the
//! `domineering_diff` fuzz target.
//!
//! An end forbids two adjacent empty cells in one direction (a Left end: vertically; a Right
//! end: horizontally). The board is scanned line by line, cell by cell; relative to the scan
//! lines the forbidden pair lies either *along* a line or *across* two lines:
//! * [`Rule::Along`]: the state is one bit per column (a domino across the lines sticks into
//!   the next line here) and the status of the previous cell in the line (filled, empty, or
//!   "this cell is the second half of a domino along the line"): 3 * 2^w states;
//! * [`Rule::Across`]: as in `ends`: per column the state of its last scanned cell (empty,
//!   filled, first half of a domino across) and the along-domino flag: 2 * 3^w states.
//!
//! Scanning an m x n board row by row or column by column is a choice; [`plan`] takes the one
//! with fewer states. Each state holds, for every difference d = (dominoes across) -
//! (dominoes along), the least number of dominoes, as `i16` (saturating, `i16::MAX` =
//! unreached), so the inner loop is a vectorised `min(dst, src + c)` over a window of d.
//! [`prefixes`] scans a board of unbounded length once and reads off every prefix, which gives
//! alpha_{m,n} for every n up to a bound in one pass.

use super::ends::EndKind;
use crate::core::InputError;

/// Which adjacent empty pair the end forbids, relative to the scan lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// Two empty cells next to each other in one line.
    Along,
    /// Two empty cells in one column of consecutive lines.
    Across,
}

/// How a board is scanned for one end kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// The forbidden pair relative to the lines.
    pub rule: Rule,
    /// Cells per line.
    pub width: usize,
    /// Number of lines.
    pub lines: usize,
    /// Whether a vertical domino of the board lies across the lines (scan by rows); if not,
    /// the board is scanned by columns and vertical dominoes lie along the lines.
    pub by_rows: bool,
}

impl Plan {
    /// Number of scan states.
    pub fn states(&self) -> usize {
        states(self.rule, self.width)
    }
}

pub(super) fn states(rule: Rule, width: usize) -> usize {
    match rule {
        Rule::Along if width >= 60 => usize::MAX,
        Rule::Along => 3usize << width,
        Rule::Across => 2usize.saturating_mul(3usize.saturating_pow(width as u32)),
    }
}

/// The scan of `kind` ends on an m x n board with fewer states.
pub fn plan(m: usize, n: usize, kind: EndKind) -> Plan {
    // By rows: lines are rows (width n), vertical dominoes lie across. A Left end forbids a
    // vertical pair: across by rows, along by columns. A Right end the other way round.
    let (rows_rule, cols_rule) = match kind {
        EndKind::Left => (Rule::Across, Rule::Along),
        EndKind::Right => (Rule::Along, Rule::Across),
        EndKind::Maximal => unreachable!("alpha scans Left and Right ends only"),
    };
    let by_rows = Plan {
        rule: rows_rule,
        width: n,
        lines: m,
        by_rows: true,
    };
    let by_cols = Plan {
        rule: cols_rule,
        width: m,
        lines: n,
        by_rows: false,
    };
    if by_rows.states() <= by_cols.states() {
        by_rows
    } else {
        by_cols
    }
}

/// Largest scan the solver can address: states x differences x 2 layers, in bytes. Whether
/// a scan fits the machine is the work guard's decision (available memory, `--force`), made
/// before the scan starts; this only refuses what no machine holds.
pub const MAX_BYTES: usize = 1 << 46;

const INF: i16 = i16::MAX;

/// What a cell does to the scan: no domino, or the first half of one along / across.
#[derive(Clone, Copy)]
pub(super) enum Placed {
    Nothing,
    Along,
    Across,
}

/// The scan's state machine for one rule and width.
pub(super) struct Machine {
    rule: Rule,
    width: usize,
    pow3: Vec<usize>,
}

impl Machine {
    pub(super) fn new(rule: Rule, width: usize) -> Machine {
        Machine {
            rule,
            width,
            pow3: (0..=width).map(|i| 3usize.pow(i as u32)).collect(),
        }
    }

    pub(super) fn initial(&self) -> usize {
        match self.rule {
            // No pending bits, previous cell "filled" (the border).
            Rule::Along => 0,
            // Every column's last cell filled (a virtual filled line above), no flag.
            Rule::Across => (self.pow3[self.width] - 1) / 2 * 2,
        }
    }

    /// Whether a scan may stop in state `s` after a whole line (no domino sticks out).
    pub(super) fn complete(&self, s: usize) -> bool {
        match self.rule {
            Rule::Along => s == 0,
            Rule::Across => {
                s.is_multiple_of(2)
                    && (0..self.width).all(|c| (s / 2) / self.pow3[c] % 3 != PENDING)
            }
        }
    }

    /// The ways to fill cell `c` of a line from state `s`, into `out`.
    pub(super) fn step(&self, s: usize, c: usize, out: &mut Vec<(usize, Placed)>) {
        out.clear();
        let last = c + 1 == self.width;
        match self.rule {
            Rule::Along => {
                let (bits, prev) = (s / 3, s % 3);
                let pending = bits >> c & 1 == 1;
                // The previous cell's status for the next cell: a line's end resets it.
                let at = |bits: usize, prev: usize| bits * 3 + if last { 0 } else { prev };
                if prev == SECOND_HALF {
                    if !pending {
                        out.push((at(bits, FILLED_PREV), Placed::Nothing));
                    }
                } else if pending {
                    out.push((at(bits & !(1 << c), FILLED_PREV), Placed::Nothing));
                } else {
                    if prev != EMPTY_PREV {
                        out.push((at(bits, EMPTY_PREV), Placed::Nothing));
                    }
                    out.push((at(bits | 1 << c, FILLED_PREV), Placed::Across));
                    if !last {
                        out.push((at(bits, SECOND_HALF), Placed::Along));
                    }
                }
            }
            Rule::Across => {
                let (digits, flag) = (s / 2, s % 2 == 1);
                let p = self.pow3[c];
                let up = digits / p % 3;
                let with = |v: usize, flag: bool| (digits - up * p + v * p) * 2 + usize::from(flag);
                if flag {
                    if up != PENDING {
                        out.push((with(FILLED, false), Placed::Nothing));
                    }
                } else if up == PENDING {
                    out.push((with(FILLED, false), Placed::Nothing));
                } else {
                    if up != EMPTY {
                        out.push((with(EMPTY, false), Placed::Nothing));
                    }
                    out.push((with(PENDING, false), Placed::Across));
                    if !last {
                        out.push((with(FILLED, true), Placed::Along));
                    }
                }
            }
        }
    }
}

// Rule::Along: the previous cell in the line.
const FILLED_PREV: usize = 0;
const EMPTY_PREV: usize = 1;
const SECOND_HALF: usize = 2;
// Rule::Across: a column's last scanned cell.
const EMPTY: usize = 0;
const FILLED: usize = 1;
const PENDING: usize = 2;

/// `dst[i] = min(dst[i], src[i] + add)`, written so that it vectorises.
#[inline]
fn relax(dst: &mut [i16], src: &[i16], add: i16) {
    if add == 0 {
        for (x, &y) in dst.iter_mut().zip(src) {
            *x = (*x).min(y);
        }
    } else {
        for (x, &y) in dst.iter_mut().zip(src) {
            *x = (*x).min(y.saturating_add(1));
        }
    }
}

/// Least dominoes of an end with a - b = -1, 0, 1 (a vertical, b horizontal dominoes).
pub type Near = [Option<u32>; 3];

/// `len` copies of `v`, or an error when the memory cannot be had (instead of an abort).
fn allocate<T: Clone>(len: usize, v: T) -> Result<Vec<T>, InputError> {
    let mut out = Vec::new();
    out.try_reserve_exact(len).map_err(|_| {
        InputError::new(format!(
            "could not allocate the alpha scan's tables ({len} entries of {} bytes)",
            std::mem::size_of::<T>()
        ))
    })?;
    out.resize(len, v);
    Ok(out)
}

/// The scan itself: `lines` lines of `width` cells; after each line in `report` (a sorted
/// list of line counts) the least dominoes with d = -1, 0, 1 over complete states, where
/// d = across - along. With `prune`, differences the remaining cells cannot bring back to
/// {-1, 0, 1} are dropped. Pruning stays exact for every reported line, not only the last:
/// a difference the cells up to an earlier line cannot bring back is outside the (looser)
/// bound of the board's end as well, so what an earlier report reads is never dropped
/// (`pruning_keeps_every_prefix_exact` compares both scans).
pub fn run(
    rule: Rule,
    width: usize,
    lines: usize,
    report: &[usize],
    prune: bool,
) -> Result<Vec<Near>, InputError> {
    let machine = Machine::new(rule, width);
    let states = states(rule, width);
    let cells = width * lines;
    let half = cells / 2 + 1;
    let win = 2 * half + 1;
    let mut cur = allocate(states * win, INF)?;
    let mut next = allocate(states * win, INF)?;
    let mut active = vec![machine.initial()];
    let mut reached = allocate(states, false)?;
    cur[active[0] * win + half] = 0;
    // The d indices that may be finite in `cur`.
    let (mut lo, mut hi) = (half, half);
    let mut moves = Vec::with_capacity(3);
    let mut out = Vec::with_capacity(report.len());
    let mut wanted = report.iter().peekable();
    for line in 0..lines {
        for c in 0..width {
            let done = line * width + c + 1;
            // |d| is at most the dominoes placed, which is at most the cells scanned; with
            // pruning also at most what the remaining cells can undo (plus one).
            let mut reach = done.min(half - 1);
            if prune {
                reach = reach.min((cells - done) / 2 + 2);
            }
            let (klo, khi) = (half - reach, half + reach);
            let mut next_active = Vec::with_capacity(active.len() * 2);
            for &s in &active {
                machine.step(s, c, &mut moves);
                for &(t, placed) in &moves {
                    if !reached[t] {
                        reached[t] = true;
                        next_active.push(t);
                    }
                    let (shift, add): (isize, i16) = match placed {
                        Placed::Nothing => (0, 0),
                        Placed::Across => (1, 1),
                        Placed::Along => (-1, 1),
                    };
                    // Source indices i with i + shift in [klo, khi] and i in [lo, hi].
                    let from = (klo as isize - shift).max(lo as isize) as usize;
                    let to = (khi as isize - shift).min(hi as isize) as usize;
                    if from > to {
                        continue;
                    }
                    let src = &cur[s * win + from..=s * win + to];
                    let d0 = (t * win) as isize + from as isize + shift;
                    let dst = &mut next[d0 as usize..d0 as usize + (to - from + 1)];
                    relax(dst, src, add);
                }
            }
            for &s in &active {
                cur[s * win + lo..=s * win + hi].fill(INF);
            }
            std::mem::swap(&mut cur, &mut next);
            for &t in &next_active {
                reached[t] = false;
            }
            active = next_active;
            (lo, hi) = (klo, khi);
        }
        if wanted.peek() == Some(&&(line + 1)) {
            wanted.next();
            let mut near = [None; 3];
            for &s in active.iter().filter(|&&s| machine.complete(s)) {
                for (k, slot) in near.iter_mut().enumerate() {
                    let v = cur[s * win + half + k - 1];
                    if v != INF {
                        let v = v as u32;
                        *slot = Some(slot.map_or(v, |o: u32| o.min(v)));
                    }
                }
            }
            out.push(near);
        }
    }
    Ok(out)
}

fn check_size(rule: Rule, width: usize, lines: usize, what: &str) -> Result<(), InputError> {
    let states = states(rule, width);
    let win = width * lines + 3;
    let bytes = states.saturating_mul(win).saturating_mul(4);
    if bytes > MAX_BYTES {
        return Err(InputError::new(format!(
            "{what} is too large for the alpha scan: {} states x {win} differences, more than the at most {} TiB any machine could hold",
            if states == usize::MAX {
                "too many".to_string()
            } else {
                states.to_string()
            },
            MAX_BYTES >> 40
        )));
    }
    if width * lines / 2 >= INF as usize {
        return Err(InputError::new(format!(
            "{what} is too large for the alpha scan: at most {} cells (counts are 16-bit)",
            2 * INF as usize - 1
        )));
    }
    Ok(())
}

/// Whether both kinds of end of the m x n board fit the scan (a clear error if not).
pub fn check_board(m: usize, n: usize) -> Result<(), InputError> {
    for kind in [EndKind::Left, EndKind::Right] {
        let p = plan(m, n, kind);
        check_size(p.rule, p.width, p.lines, &format!("board {m}x{n}"))?;
    }
    Ok(())
}

/// Least dominoes over `kind` ends of the m x n board with a - b = -1, 0, 1 (every end, the
/// empty placement included).
pub fn near_balanced(m: usize, n: usize, kind: EndKind) -> Result<Near, InputError> {
    if m == 0 || n == 0 {
        return Err(InputError::new(format!(
            "invalid board {m}x{n}: both sides must be at least 1"
        )));
    }
    let p = plan(m, n, kind);
    check_size(p.rule, p.width, p.lines, &format!("board {m}x{n}"))?;
    let near = run(p.rule, p.width, p.lines, &[p.lines], true)?[0];
    Ok(orient(near, p.by_rows))
}

/// Scan d = across - along to a - b: by rows vertical dominoes lie across, by columns along.
fn orient(near: Near, by_rows: bool) -> Near {
    if by_rows {
        near
    } else {
        [near[2], near[1], near[0]]
    }
}

/// For the m x n boards with n = 1..=max_n, least dominoes over Left ends and over Right ends
/// with a - b = -1, 0, 1, in one scan along the board's length (scanned by columns).
pub fn prefixes(m: usize, max_n: usize) -> Result<Vec<(Near, Near)>, InputError> {
    if m == 0 || max_n == 0 {
        return Err(InputError::new(
            "invalid board: both sides must be at least 1",
        ));
    }
    let report: Vec<usize> = (1..=max_n).collect();
    let mut sides = Vec::with_capacity(2);
    for kind in [EndKind::Left, EndKind::Right] {
        let rule = match kind {
            EndKind::Left => Rule::Along,
            _ => Rule::Across,
        };
        check_size(rule, m, max_n, &format!("board {m}x{max_n}"))?;
        let near = run(rule, m, max_n, &report, true)?;
        sides.push(
            near.into_iter()
                .map(|x| orient(x, false))
                .collect::<Vec<_>>(),
        );
    }
    let right = sides.pop().unwrap_or_default();
    let left = sides.pop().unwrap_or_default();
    Ok(left.into_iter().zip(right).collect())
}
