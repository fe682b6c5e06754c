//! Wythoff's game (slides, "Wythoff's game"): two piles; a move removes any positive number
//! of chips from one pile, or the same positive number from both; the player who removes the
//! last chip wins.
//!
//! * Reference: the generic P/N rules on the raw pair, for small piles.
//! * Optimized: the P-positions are (a_n, b_n) = (floor(n phi), floor(n phi) + n) and their
//!   mirrors. Everything is exact integer arithmetic: floor(n phi) = (n + isqrt(5 n^2)) / 2,
//!   because floor((n + x) / 2) = floor((n + floor(x)) / 2) for integer n and real x >= 0.
//!   Floating point is wrong for large n (design.md: n = 779395620758620682).

use crate::core::reference::PnSolver;
use crate::core::{ImpartialGame, InputError};
use serde::Serialize;

/// Largest pile the optimized solver accepts: keeps 5 n^2 inside u128.
pub const MAX_PILE: u64 = 1 << 62;
/// Largest pile the reference solver accepts.
pub const REFERENCE_MAX_PILE: u64 = 600;

/// The rules of Wythoff's game on a pair of piles.
#[derive(Debug, Clone, Copy, Default)]
pub struct Wythoff;

impl ImpartialGame for Wythoff {
    type Position = (u64, u64);

    fn moves(&self, &(x, y): &(u64, u64)) -> Vec<(u64, u64)> {
        let mut out = Vec::new();
        for k in 1..=x {
            out.push((x - k, y));
        }
        for k in 1..=y {
            out.push((x, y - k));
        }
        for k in 1..=x.min(y) {
            out.push((x - k, y - k));
        }
        out
    }
}

/// a_n = floor(n phi), exactly.
pub fn a(n: u64) -> u64 {
    let n128 = n as u128;
    ((n128 + (5 * n128 * n128).isqrt()) / 2) as u64
}

/// b_n = a_n + n = floor(n phi^2).
pub fn b(n: u64) -> u64 {
    a(n) + n
}

/// The n-th P-position pair (a_n, b_n); pair 0 is (0, 0).
pub fn pair(n: u64) -> (u64, u64) {
    (a(n), b(n))
}

/// Whether (x, y) is a P-position: with x <= y, x must be a_(y - x).
pub fn is_p(x: u64, y: u64) -> bool {
    let (lo, hi) = (x.min(y), x.max(y));
    a(hi - lo) == lo
}

/// The pile that makes a P-position together with a pile of `v` chips: b_k if v = a_k, a_k
/// if v = b_k (every positive integer is exactly one of these, by Beatty's theorem), and 0
/// for 0.
pub fn partner(v: u64) -> u64 {
    if v == 0 {
        return 0;
    }
    // k with a_k = v is within one of v / phi = v (sqrt5 - 1) / 2.
    let v128 = v as u128;
    let guess = (((5 * v128 * v128).isqrt() - v128) / 2) as u64;
    for k in guess.saturating_sub(1)..=guess + 2 {
        if a(k) == v {
            return b(k);
        }
    }
    // Otherwise v = b_k with k within one of v / phi^2 = v (3 - sqrt5) / 2.
    let guess = ((3 * v128 - (5 * v128 * v128).isqrt()) / 2) as u64;
    for k in guess.saturating_sub(1)..=guess + 2 {
        if b(k) == v {
            return a(k);
        }
    }
    unreachable!("Beatty: {v} is some a_k or b_k")
}

/// Checks the piles fit the optimized solver.
pub fn fits(x: u64, y: u64) -> Result<(), InputError> {
    if x.max(y) > MAX_PILE {
        return Err(InputError::new(format!(
            "pile {} is too large: at most {MAX_PILE}",
            x.max(y)
        )));
    }
    Ok(())
}

/// Every winning move from (x, y), as the resulting positions, sorted.
pub fn winning_moves(x: u64, y: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    // Reduce y, keeping x.
    let px = partner(x);
    if px < y {
        out.push((x, px));
    }
    // Reduce x, keeping y.
    let py = partner(y);
    if py < x {
        out.push((py, y));
    }
    // Reduce both by the same amount: keep the difference d.
    let (lo, d) = (x.min(y), x.abs_diff(y));
    let ad = a(d);
    if ad < lo {
        let k = lo - ad;
        out.push((x - k, y - k));
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Largest pile of [`sg_table`]: SG values stay far inside `u32` (a position has fewer than
/// 3 * 2^24 moves). The work guard refuses much smaller tables first.
pub const SG_MAX_PILE: u64 = 1 << 24;

/// Sprague-Grundy values of every position (a, b) with a <= x and b <= y, row by row
/// (`table[a * (y + 1) + b]`), each the mex of the values of its moves: the positions
/// (a - k, b), (a, b - k) and (a - k, b - k). Wythoff's SG values are not periodic, so this
/// is the whole table up to the position: O(x y (x + y)) time, O(x y) memory. `rows_done`
/// counts the finished rows (for a heartbeat).
pub fn sg_table(
    x: u64,
    y: u64,
    rows_done: &std::sync::atomic::AtomicU64,
) -> Result<Vec<crate::core::Grundy>, InputError> {
    if x.max(y) > SG_MAX_PILE {
        return Err(InputError::new(format!(
            "pile {} is too large for the SG table: at most {SG_MAX_PILE}",
            x.max(y)
        )));
    }
    let too_large = || InputError::new(format!("the SG table of ({x},{y}) is too large"));
    let rows = usize::try_from(x + 1).map_err(|_| too_large())?;
    let w = usize::try_from(y + 1).map_err(|_| too_large())?;
    let cells = rows.checked_mul(w).ok_or_else(too_large)?;
    let mut t: Vec<crate::core::Grundy> = vec![0; cells];
    // The same values column by column, so that a position's column is read in order.
    let mut by_column: Vec<crate::core::Grundy> = vec![0; cells];
    // seen[v] == stamp: value v is among the current position's moves.
    let mut seen: Vec<u64> = vec![0; rows + w + rows.min(w) + 1];
    let mut stamp = 0u64;
    for a in 0..rows {
        for b in 0..w {
            stamp += 1;
            for &v in &t[a * w..a * w + b] {
                seen[v as usize] = stamp;
            }
            for &v in &by_column[b * rows..b * rows + a] {
                seen[v as usize] = stamp;
            }
            for k in 1..=a.min(b) {
                seen[t[(a - k) * w + (b - k)] as usize] = stamp;
            }
            let mut g = 0;
            while seen[g] == stamp {
                g += 1;
            }
            let g = crate::core::Grundy::try_from(g).map_err(|_| too_large())?;
            t[a * w + b] = g;
            by_column[b * rows + a] = g;
        }
        rows_done.store(a as u64 + 1, std::sync::atomic::Ordering::Relaxed);
    }
    Ok(t)
}

/// A solved position for reports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WythoffAnswer {
    /// The position.
    pub position: (u64, u64),
    /// Whether it is a P-position.
    pub p_position: bool,
    /// The positions reachable in one move that are P-positions.
    pub winning_moves: Vec<(u64, u64)>,
}

/// Reference: the winning moves by the P/N rules on the game tree.
pub fn reference_winning_moves(x: u64, y: u64) -> Result<Vec<(u64, u64)>, InputError> {
    if x.max(y) > REFERENCE_MAX_PILE {
        return Err(InputError::new(format!(
            "position too large for the reference solver (piles up to {REFERENCE_MAX_PILE})"
        )));
    }
    let mut solver = PnSolver::new(&Wythoff);
    let mut out: Vec<(u64, u64)> = Wythoff
        .moves(&(x, y))
        .into_iter()
        .filter(|p| solver.is_p(p))
        .collect();
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// Reference P-positions table: `table[x][y]` for x, y <= n, by the P/N rules.
pub fn reference_table(n: u64) -> Vec<Vec<bool>> {
    let mut solver = PnSolver::new(&Wythoff);
    (0..=n)
        .map(|x| (0..=n).map(|y| solver.is_p(&(x, y))).collect())
        .collect()
}

/// The P-pairs (x <= y) the reference P/N rules find with piles <= `n`, ordered by x.
pub fn searched_pairs(n: u64) -> Vec<(u64, u64)> {
    let table = reference_table(n);
    let mut pairs = Vec::new();
    for x in 0..=n {
        for y in x..=n {
            if table[x as usize][y as usize] {
                pairs.push((x, y));
            }
        }
    }
    pairs
}
