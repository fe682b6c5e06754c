//! Forecasts of the Domineering solvers' work: seconds on the 2-core development machine and
//! peak bytes, for the command line's work guard (`src/guard.rs`), which refuses a run
//! beyond the machine and announces a long one.
//!
//! The models are rough (a factor of a few either way) and were calibrated by timing release
//! builds (`/usr/bin/time -v target/release/cgcheck ...`, November 2026):
//!
//! * outcome solver (`solve domineering`), re-timed after Obsequi's static move preferences
//!   and the safe-move options (release, idle 2 cores, November 28, session 21, one run each
//!   unless marked; `--outcome-only` on a `--position` of empty cells, which searches the
//!   board itself: `solve domineering M N --outcome-only` cuts empty boards where it can, see
//!   `cuts.rs`, and forecasts only the boards it searches). The class alone: 2 x 24 0.1 s,
//!   2 x 27 0.4 s, 2 x 30 0.2 s, 2 x 32 0.1 s; 3 x 16, 3 x 20, 3 x 21 0.1 s; 4 x 9 0.1 s,
//!   4 x 11 0.4 s, 4 x 12 0.3 s, 4 x 13 5.7 s, 4 x 14 2.8 s, 4 x 15 7.4 s, 4 x 16 12.2 s (the
//!   boards 4 x n with n odd cost more than the even ones); 5 x 8 0.0 s, 5 x 9, 5 x 10 0.1 s,
//!   5 x 11 0.5 s, 5 x 12 0.0 s; 6 x 6, 6 x 7 0.1 s, 6 x 8 0.4 s, 6 x 9 3.6 s, 6 x 10 6.0 s;
//!   7 x 7 0.1 s, 7 x 8 2.3 s, 7 x 9 14.6 s; 8 x 8 8.0 s (median of 3, 2.1 GB). Not re-timed
//!   (positions stop at 64 cells; rows of 2 and 3 kept their ordering): 2 x 36 0.3 s, 2 x 40
//!   0.7 s, 3 x 22 0.2 s, 3 x 30 12.6 s. The full answer (every first move proved): 2 x 24
//!   0.1 s, 2 x 30 0.5 s, 3 x 16, 3 x 20 0.1 s, 4 x 10 0.4 s, 4 x 11 0.9 s, 5 x 8 0.2 s, 6 x 7
//!   0.5 s, 5 x 9 0.6 s, 7 x 7 0.7 s, 4 x 12 1.8 s, 6 x 8 2.0 s, 5 x 10 1.7 s, 7 x 8 24.6 s,
//!   6 x 9 26.8 s, 8 x 8 105.6 s: five to seventeen times the class. The table is mapped as it
//!   is first written, so its size costs no time up front.
//!
//!   Past 64 cells (the 128-bit positions), after the ordering score was counted line by line
//!   (session 22): 8 x 9's class (L) 434 s on one thread, 203 s once boards past 64 cells were
//!   searched on both threads (`outcome::PARALLEL_MIN_CELLS`). After the pairings by a
//!   parallel prefix (session 23, two threads, one run each, `/usr/bin/time`): 8 x 9's class
//!   166.7 s, 2.1 GB, 182.8M positions; **9 x 9's class (N) 2814 s (46.9 min), 8.6 GB, 3.25e9
//!   positions** (`evidence/domineering/outcome-9x9.json`; a square board is searched for one
//!   first player only, see `OutcomeSolver::outcome`; Obsequi, Bullock's own solver, took
//!   24 minutes and 1.78e9 nodes for it on this machine). After the counts were applied
//!   before the table (session 24, `outcome.rs`; two threads, `/usr/bin/time`): 8 x 8's
//!   class 3.61 s (median of 3: 3.66, 3.61, 3.51; 1.5 GB), 7 x 9's 7.01 s (median of 3),
//!   8 x 9's 124.1 s (one run, 2.1 GB, 200.5M positions), **9 x 9's 1646.8 s (27.4 min
//!   wall for the row, one run, 8.4 GB, 2.82e9 positions)**. The forecast grows by 1.41 a
//!   cell past 64 from the board's fit at 64 cells (7.8 s, from before these changes), the
//!   growth to 8 x 9's 124.1 s, and halves on square boards: 9 x 9 forecast at 22 minutes,
//!   8 x 10 at 32 minutes. The forecasts up to 64 cells were not refitted: they now run
//!   high, by about two on 8 x 8 (still within the factor of four the test asks).
//! * alpha scan: 10 x 40 26 s / 190 MB, 8 x 100 6.5 s, 6 x 300 0.75 s, 4 x 2000 0.9 s, 1 x 10000
//!   0.64 s: about 0.5 us per (scan state, cell), plus the window of differences.
//! * end polynomials (transfer matrix): 8 x 8 5.0 s / 170 MB, 6 x 20 4.9 s / 74 MB.

use super::board::Board;
use super::ends::EndKind;
use super::outcome;
use super::scan;

/// A forecast: seconds and peak bytes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Cost {
    /// Estimated seconds.
    pub seconds: f64,
    /// Estimated peak memory in bytes.
    pub bytes: u64,
}

/// Memory every run holds anyway (the binary, its stacks, the allocator).
const BASE_BYTES: u64 = 8 << 20;

fn saturating_bytes(x: f64) -> u64 {
    if x.is_finite() && x < u64::MAX as f64 {
        x as u64
    } else {
        u64::MAX
    }
}

impl Cost {
    /// Several runs one after the other: times add, memory is the largest.
    pub fn then(self, other: Cost) -> Cost {
        Cost {
            seconds: self.seconds + other.seconds,
            bytes: self.bytes.max(other.bytes),
        }
    }

    /// Runs spread over `threads` threads: the time divides, up to `threads` of the largest
    /// memory are held at once.
    pub fn parallel(costs: &[Cost], threads: usize) -> Cost {
        let threads = threads.max(1);
        let seconds = costs.iter().map(|c| c.seconds).sum::<f64>() / threads as f64;
        let longest = costs.iter().map(|c| c.seconds).fold(0.0, f64::max);
        let mut bytes: Vec<u64> = costs.iter().map(|c| c.bytes).collect();
        bytes.sort_unstable_by(|a, b| b.cmp(a));
        let held = bytes
            .iter()
            .take(threads)
            .fold(0u64, |s, &b| s.saturating_add(b));
        Cost {
            seconds: seconds.max(longest),
            bytes: held.max(BASE_BYTES),
        }
    }
}

/// The optimized outcome solver ([`outcome::OutcomeSolver`]) on an empty m x n board (at most
/// 64 cells), both players to move first, plus every first move: three times the class on
/// boards with a side of at most 3, six times on the others up to 49 cells, twelve times
/// past them. The measured ratios run from 5 (6 x 8) to 17 (5 x 10) and grow with the board:
/// each first move is a search of a position two cells smaller, and on 8 x 8 there are 112
/// of them (13 times the class, under two minutes).
pub fn outcome(m: usize, n: usize) -> Cost {
    let times = if m.min(n) <= 3 {
        3.0
    } else if m * n <= 49 {
        6.0
    } else {
        12.0
    };
    solver(m, n, times * class_seconds(m, n))
}

/// The optimized outcome solver's class alone (`--outcome-only`, `table outcome`): both
/// players to move first, without proving every first move.
pub fn outcome_class(m: usize, n: usize) -> Cost {
    solver(m, n, class_seconds(m, n))
}

/// The optimized solver's class of a position with `empties` empty cells on an m x n board:
/// its memory is the board's (the table is sized by the board), its time that of the empty
/// board of about as many cells, as near square as they allow (a position's search is the
/// game on its empty cells, and a compact region is about the hardest for its size), never
/// more than the whole board's.
pub fn position_class(m: usize, n: usize, empties: usize) -> Cost {
    let mut cost = outcome_class(m, n);
    if empties < m * n {
        let side = ((empties as f64).sqrt().ceil() as usize).max(1);
        let other = empties.div_ceil(side).max(1);
        cost.seconds = class_seconds(side.min(other), side.max(other)).min(cost.seconds);
    }
    cost
}

/// Seconds of the class of the empty m x n board by search: a tenth of a second to start
/// (the table, the cuts) and a growth per cell that depends on the narrow side (fitted to the
/// module's figures, each within a factor of four): 2 rows 1.13 a cell, 3 rows 1.19; 4 rows
/// 1.26 with the long side even and 1.18 with it odd (from a higher start); 5 rows 1.25; more
/// rows 1.25 a cell up to 49 cells, then 1.2. Past 64 cells (timed there: the rows of 2 and
/// 3, 8 x 9 and 9 x 9) 1.41 a cell from the fit at 64, half of it on a square board (one
/// first player searched).
fn class_seconds(m: usize, n: usize) -> f64 {
    let cells = (m * n) as f64;
    let (narrow, long) = (m.min(n), m.max(n));
    let searched = |cells: f64| match narrow {
        4 if long % 2 == 0 => 0.1 + 0.3 * 1.26f64.powf(cells - 48.0),
        4 => 0.1 + 0.45 * 1.18f64.powf(cells - 44.0),
        5 => 0.1 + 0.05 * 1.25f64.powf(cells - 49.0),
        _ if cells <= 49.0 => 0.1 + 0.2 * 1.25f64.powf(cells - 49.0),
        _ => 0.1 + 0.5 * 1.2f64.powf(cells - 49.0),
    };
    match narrow {
        // Left has no move at all; Right's moves are counted, not searched.
        1 => 0.01,
        2 => 0.1 + 0.1 * 1.13f64.powf(cells - 64.0),
        3 => 0.03 + 0.2 * 1.19f64.powf(cells - 66.0),
        _ if cells <= 64.0 => searched(cells),
        _ => {
            let square = if m == n { 0.5 } else { 1.0 };
            square * searched(64.0) * 1.41f64.powf(cells - 64.0)
        }
    }
}

/// A search of `seconds` on the m x n board, with its table's memory.
fn solver(m: usize, n: usize, seconds: f64) -> Cost {
    let table = outcome::table_bytes(Board { rows: m, cols: n });
    Cost {
        seconds,
        bytes: table.saturating_add(BASE_BYTES),
    }
}

/// The reference outcome solver (a memo of every position reached; at most 20 cells: 2^20
/// positions at most).
pub fn reference_outcome(m: usize, n: usize) -> Cost {
    let positions = 2f64.powi((m * n).min(64) as i32);
    Cost {
        seconds: positions * 2e-7,
        bytes: saturating_bytes(positions * 64.0).saturating_add(BASE_BYTES),
    }
}

/// One (min, +) scan: `states` states over `cells` cells with an average window of
/// `window` differences.
fn scan_cost(states: f64, cells: f64, window: f64) -> Cost {
    Cost {
        seconds: states * cells * (4.5e-7 + 3e-10 * window),
        // Two layers of i16 per state and difference, the reached flags and active list.
        bytes: saturating_bytes(states * ((cells + 3.0) * 4.0 + 9.0)).saturating_add(BASE_BYTES),
    }
}

/// `alpha m n` ([`super::alpha::alpha`]): the two pruned scans, or the full tables on a board
/// with a side 1. With `witness` (boards of at most 30 cells) also the brute-force pictures.
pub fn alpha(m: usize, n: usize, witness: bool) -> Cost {
    let cells = (m * n) as f64;
    let mut cost = if m >= 2 && n >= 2 {
        [EndKind::Left, EndKind::Right]
            .into_iter()
            .map(|kind| {
                let p = scan::plan(m, n, kind);
                scan_cost(scan::states(p.rule, p.width) as f64, cells, cells / 3.0)
            })
            .fold(
                Cost {
                    seconds: 0.0,
                    bytes: 0,
                },
                Cost::then,
            )
    } else {
        // Six states over a window of every difference, twice.
        Cost {
            seconds: 6e-9 * cells * cells + 1e-3,
            bytes: saturating_bytes(cells * 200.0).saturating_add(BASE_BYTES),
        }
    };
    if witness && m * n <= super::ends::BRUTE_FORCE_MAX_CELLS {
        cost.seconds += 0.5;
    }
    cost
}

/// `table alpha-row m --max-n N` ([`super::alpha::alpha_row`]): one unpruned scan along the
/// board per kind of end (width m), or the tables for m = 1.
pub fn alpha_row(m: usize, max_n: usize) -> Cost {
    if m < 2 {
        let n = max_n as f64;
        return Cost {
            seconds: 2e-9 * n * n * n + 1e-3,
            bytes: saturating_bytes(n * 200.0).saturating_add(BASE_BYTES),
        };
    }
    let cells = (m * max_n) as f64;
    [scan::Rule::Along, scan::Rule::Across]
        .into_iter()
        .map(|rule| scan_cost(scan::states(rule, m) as f64, cells, 0.75 * cells))
        .fold(
            Cost {
                seconds: 0.0,
                bytes: 0,
            },
            Cost::then,
        )
        // The first column comes from the full tables.
        .then(alpha(m, 1, false))
}

/// `polynomial domineering m n`: the counting transfer matrix, scanned along the narrow side
/// w: 3^w states, each with a polynomial of up to cells^2 / 8 terms.
pub fn polynomial(m: usize, n: usize) -> Cost {
    let w = m.min(n) as i32;
    let cells = (m * n) as f64;
    let states = 3f64.powi(w);
    Cost {
        seconds: 8e-8 * states * cells.powi(3) / 24.0,
        bytes: saturating_bytes(7.0 * states * cells * cells).saturating_add(BASE_BYTES),
    }
}

/// The boards of `table outcome` / `table alpha` up to `max` x `max`.
pub fn boards(max: usize) -> Vec<Board> {
    (1..=max)
        .flat_map(|m| (1..=max).map(move |n| Board { rows: m, cols: n }))
        .collect()
}
