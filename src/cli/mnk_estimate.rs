//! The prover's forecasts for `cgcheck solve mnk` (and the other commands that run it):
//! a model of the positions a game's search visits, calibrated on [`MEASURED`], with the
//! budget's worst case as a ceiling.
//!
//! **The model.** The prover's work from a position with `placed` stones is predicted from
//! the game's shape alone. With `E` the empty squares and `x = max(E - k^2, 0)` the squares
//! beyond a k x k board:
//!
//! * one stone a turn: `ln(positions) = a + b * x`, a line for each kind of board, a *strip*
//!   (the short side at most k, so no window runs across it) or *open* (both sides longer
//!   than k), and k <= 3, k = 4, k >= 5 (the pairing and threat cuts end small boards at
//!   once, and the growth per square differs: (n,4,4) strips are long draws, open boards
//!   with k = 4 first-player wins);
//! * two or more stones a turn (no pairing cut): `ln(positions) = A + B * E - D * x`, the
//!   square board (x = 0) a long draw and a wider one a quick win, quicker when the first
//!   turn has two stones (D for q = 1 and for q >= 2).
//!
//! Seconds are a start-up cost plus the positions times a cost per position for each k (with
//! one stone a turn the pairing search at every position is most of it, and longer windows
//! have more pairs to try) and for p >= 2; memory is the process's base plus bytes per
//! position (the transposition table: 24-byte slots, between a quarter and half full, the old
//! table alive while the new one fills).
//!
//! **How it was fitted.** Positions, seconds and peak memory were measured for every row of
//! [`MEASURED`] (the positions as `solve mnk` prints them: both searches and, for a
//! first-player win, the searches of the winning first stones). A least-squares fit of
//! ln(positions) gave the starting coefficients; then a random local search over all the
//! constants minimised the largest factor between forecast and measurement, in seconds and
//! in memory, over the rows (the largest is below 2 for the table as measured; the test
//! `tests/unit/cli/mnk_estimate.rs` requires 4 against the table's recorded figures and
//! times nothing). Seventeen constants on 24 rows: some rest on one or two rows (k <= 3 open
//! boards on (4,4,3) alone, k >= 5 open boards on (6,6,5) and (7,6,5), p >= 2 on seven
//! small games).
//!
//! **Where it is weak.** The positions of a game are not a smooth function of its shape:
//! small boards end at once by a pairing or a short win (10 positions for (4,4,4) and
//! (5,5,5)), so below about ten thousand positions the model is off by large factors in
//! positions, which start-up time and base memory hide. Past the table it extrapolates
//! along a line per kind of board: (9,4,4) (hundreds of millions of positions),
//! (7,7,5) and (8,8,5) are forecast from the slope of the rows below them; a first-player
//! win on a strip ((9,4,4)) is forecast like a draw. `--after` positions and the other
//! commands (`--shard`, certificates, next stones, judged lines) use the same model from
//! their own number of stones, scaled by their number of searches; none of them is in the
//! table. The forecast is never above the budget's worst case ([`ceiling`]), which assumes
//! the model's cost per position: a rate it is not a bound on.

use crate::games::mnk::board::Params;

/// One run measured for the calibration: release build, the shared 2-core development
/// machine (another build and a mutation run going on), median of 3 runs of the command
/// under `/usr/bin/time -v` (wall seconds and peak resident memory).
#[derive(Debug, Clone, Copy)]
pub struct Measured {
    /// The command measured (`cgcheck` and its arguments).
    pub command: &'static str,
    /// m, n, k, p, q.
    pub game: (usize, usize, usize, usize, usize),
    /// The positions the command reported searched.
    pub positions: u64,
    /// Wall-clock seconds of the whole process.
    pub seconds: f64,
    /// Peak resident memory, KiB.
    pub kib: u64,
}

/// The measured table (every game from the empty board with the default budget).
pub const MEASURED: &[Measured] = &[
    Measured {
        command: "solve mnk 3 3 3",
        game: (3, 3, 3, 1, 1),
        positions: 88,
        seconds: 0.0111,
        kib: 6404,
    }, // draw
    Measured {
        command: "solve mnk 4 3 3",
        game: (4, 3, 3, 1, 1),
        positions: 236,
        seconds: 0.0079,
        kib: 6668,
    }, // win for B
    Measured {
        command: "solve mnk 4 4 3",
        game: (4, 4, 3, 1, 1),
        positions: 136,
        seconds: 0.0095,
        kib: 6612,
    }, // win for B
    Measured {
        command: "solve mnk 4 4 4",
        game: (4, 4, 4, 1, 1),
        positions: 10,
        seconds: 0.013,
        kib: 6424,
    }, // draw
    Measured {
        command: "solve mnk 5 4 4",
        game: (5, 4, 4, 1, 1),
        positions: 2607,
        seconds: 0.0184,
        kib: 6340,
    }, // draw
    Measured {
        command: "solve mnk 6 4 4",
        game: (6, 4, 4, 1, 1),
        positions: 29835,
        seconds: 0.0814,
        kib: 7364,
    }, // draw
    Measured {
        command: "solve mnk 5 5 4",
        game: (5, 5, 4, 1, 1),
        positions: 76553,
        seconds: 0.2351,
        kib: 10660,
    }, // draw
    Measured {
        command: "solve mnk 5 5 5",
        game: (5, 5, 5, 1, 1),
        positions: 10,
        seconds: 0.0122,
        kib: 6544,
    }, // draw
    Measured {
        command: "solve mnk 6 5 5",
        game: (6, 5, 5, 1, 1),
        positions: 68,
        seconds: 0.0084,
        kib: 6512,
    }, // draw
    Measured {
        command: "solve mnk 7 5 5",
        game: (7, 5, 5, 1, 1),
        positions: 1795,
        seconds: 0.0736,
        kib: 6568,
    }, // draw
    Measured {
        command: "solve mnk 3 3 3 --p 2 --q 2",
        game: (3, 3, 3, 2, 2),
        positions: 8,
        seconds: 0.0061,
        kib: 6316,
    }, // win for B
    Measured {
        command: "solve mnk 4 4 4 --p 2 --q 2",
        game: (4, 4, 4, 2, 2),
        positions: 14919,
        seconds: 0.0339,
        kib: 6584,
    }, // draw
    Measured {
        command: "solve mnk 5 4 4 --p 2 --q 2",
        game: (5, 4, 4, 2, 2),
        positions: 852,
        seconds: 0.0107,
        kib: 6448,
    }, // win for B
    Measured {
        command: "solve mnk 5 5 4 --p 2 --q 2",
        game: (5, 5, 4, 2, 2),
        positions: 572,
        seconds: 0.0131,
        kib: 6488,
    }, // win for B
    Measured {
        command: "solve mnk 4 4 4 --p 2 --q 1",
        game: (4, 4, 4, 2, 1),
        positions: 7336,
        seconds: 0.0122,
        kib: 6348,
    }, // draw
    Measured {
        command: "solve mnk 5 5 4 --p 2 --q 1",
        game: (5, 5, 4, 2, 1),
        positions: 114420,
        seconds: 0.1386,
        kib: 8984,
    }, // draw
    Measured {
        command: "solve mnk 6 6 5",
        game: (6, 6, 5, 1, 1),
        positions: 91223,
        seconds: 1.6034,
        kib: 10804,
    }, // draw
    Measured {
        command: "solve mnk 7 4 4",
        game: (7, 4, 4, 1, 1),
        positions: 1283059,
        seconds: 3.0195,
        kib: 80204,
    }, // draw
    Measured {
        command: "solve mnk 6 5 4",
        game: (6, 5, 4, 1, 1),
        positions: 786961,
        seconds: 2.1018,
        kib: 24768,
    }, // win for B
    Measured {
        command: "solve mnk 5 5 5 --p 2 --q 2",
        game: (5, 5, 5, 2, 2),
        positions: 9575639,
        seconds: 15.7482,
        kib: 301224,
    }, // draw
    Measured {
        command: "solve mnk 6 6 4",
        game: (6, 6, 4, 1, 1),
        positions: 11163318,
        seconds: 49.1157,
        kib: 301460,
    }, // win for B
    Measured {
        command: "solve mnk 7 5 4",
        game: (7, 5, 4, 1, 1),
        positions: 11828219,
        seconds: 44.7291,
        kib: 154072,
    }, // win for B
    Measured {
        command: "solve mnk 7 6 5",
        game: (7, 6, 5, 1, 1),
        positions: 3622135,
        seconds: 57.9544,
        kib: 153848,
    }, // draw
    Measured {
        command: "solve mnk 8 4 4",
        game: (8, 4, 4, 1, 1),
        positions: 23253669,
        seconds: 58.477,
        kib: 1186116,
    }, // draw
];

/// Start-up of the process (seconds): reading the command line, building the windows.
const START_SECONDS: f64 = 0.01;
/// Resident memory of the process before the search (the binary, its tables).
const BASE_BYTES: f64 = 6.5e6;
/// Bytes of transposition table per position searched (24-byte slots, between a quarter and
/// half full, the old table alive while it doubles).
const BYTES_PER_POSITION: f64 = 35.4;

/// Seconds per position: the pairing search at every position is most of it (more pairs
/// to try in longer windows; none with two stones a turn).
fn seconds_per_position(g: &Params) -> f64 {
    match (g.p, g.k) {
        (1, ..=3) => 2.0e-6,
        (1, 4) => 3.19e-6,
        (1, _) => 1.67e-5,
        _ => 1.07e-6,
    }
}

/// Coefficients (a, b) of `ln(positions) = a + b * x` with one stone a turn, per kind of
/// board: a strip (the short side at most k: one window across it) or open (both sides
/// longer), and k <= 3, k = 4, k >= 5.
const ONE_STONE: [[(f64, f64); 3]; 2] = [
    // Strips: k <= 3, 4, >= 5.
    [(4.0, 0.3), (3.01, 0.9), (1.78, 0.674)],
    // Open boards.
    [(4.0, 0.3), (5.46, 0.553), (4.0, 0.651)],
];

/// `ln(positions) = A + B * E - D_q * x` with two or more stones a turn (no pairing cut;
/// a board wider than k lets the first player win soon, sooner when it starts with two).
const MULTI: (f64, f64) = (-2.06, 0.72);
/// D_q for q = 1 and q >= 2.
const MULTI_SLACK: [f64; 2] = [0.5, 1.09];

/// The modelled positions of `solve mnk` from a position with `placed` stones (both
/// searches, and the winning first stones' searches where the first player wins).
pub fn model_positions(g: &Params, placed: usize) -> f64 {
    let empty = g.cells().saturating_sub(placed) as f64;
    let x = (empty - (g.k * g.k) as f64).max(0.0);
    let ln = if g.p == 1 {
        let open = usize::from(g.m.min(g.n) > g.k);
        let (a, b) = ONE_STONE[open][g.k.clamp(3, 5) - 3];
        a + b * x
    } else {
        MULTI.0 + MULTI.1 * empty - MULTI_SLACK[usize::from(g.q > 1)] * x
    };
    ln.exp()
}

/// The model's seconds and bytes for `searches` searches from `placed` stones (`solve mnk`
/// itself is 2 searches: the model's positions are the command's).
pub fn model(g: &Params, placed: usize, searches: f64) -> (f64, f64) {
    let positions = model_positions(g, placed) * searches / 2.0;
    (
        START_SECONDS + positions * seconds_per_position(g),
        BASE_BYTES + positions * BYTES_PER_POSITION,
    )
}

/// Positions the game can reach from a position with `placed` stones: for each number of
/// further stones, the ways to choose their squares and which of them are B's (the turn
/// order fixes how many). An upper bound on what a search visits (lines end games early).
pub fn positions_bound(g: &Params, placed: usize) -> f64 {
    let empty = g.cells().saturating_sub(placed);
    let binomial =
        |n: usize, r: usize| (0..r).fold(1f64, |acc, i| acc * (n - i) as f64 / (i + 1) as f64);
    (0..=empty)
        .map(|t| {
            let b = (placed..placed + t).filter(|&i| g.turn(i).0).count();
            binomial(empty, t) * binomial(t, b)
        })
        .sum()
}

/// The budget's worst case: `searches` searches of at most `budget` positions each (or the
/// game's positions), at the model's cost per position; memory for two tables at their
/// largest (B's is alive while W's search runs) with the old table of a doubling
/// (at most 2^27 slots of 24 bytes; see prover::table_bits).
pub fn ceiling(g: &Params, placed: usize, budget: u64, searches: f64) -> (f64, f64) {
    let per_search = positions_bound(g, placed).min(budget as f64);
    let table_bits = (64 - budget.max(1).leading_zeros()).clamp(16, 27);
    let slots = (2.0 * per_search).clamp(4096.0, 2f64.powi(table_bits as i32));
    (
        START_SECONDS + searches * per_search * seconds_per_position(g),
        BASE_BYTES + 2.5 * slots * 24.0,
    )
}

/// The forecast in seconds and bytes: the model's for `searches` searches, never above the
/// budget's worst case for `ceiling_searches` (`solve mnk` from the empty board: the model
/// counts the command, 2, while the ceiling allows a search per class of the first stone).
pub fn forecast(
    g: &Params,
    placed: usize,
    budget: u64,
    searches: f64,
    ceiling_searches: f64,
) -> (f64, u64) {
    let (ms, mb) = model(g, placed, searches);
    let (cs, cb) = ceiling(g, placed, budget, ceiling_searches);
    let bytes = mb.min(cb);
    let bytes = if bytes.is_finite() && bytes < u64::MAX as f64 {
        bytes as u64
    } else {
        u64::MAX
    };
    (ms.min(cs), bytes)
}
