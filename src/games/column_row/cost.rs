//! Forecasts of the Column-Row solvers' work, `(seconds, peak bytes)` on the 2-core
//! development machine, for the command line's work guard (`src/guard.rs`).
//!
//! Calibrated by timing release builds (`/usr/bin/time -v target/release/cgcheck ...`,
//! November 2026), rough to a factor of a few:
//!
//! * word solver (`sg column-row`), in units of the bound [`reachable_bound`]: S_14 (bound
//!   1.3 million) 1.3 s / 42 MB, S_16 (9.2 million) 18 s / 155 MB: about 2 us and 20 bytes
//!   per unit.
//! * Algorithm 1 (`sg column-row --reference`): S_12 (196,417) 1.3 s / 16 MB, S_14 15 s /
//!   93 MB: about 11 us and 70 bytes per unit.
//! * staircase tables (`staircase --max-n N`): N = 16 0.65 s, N = 19 11.7 s / 36 MB; each
//!   step costs 2.6x; memory is half a byte per position (F(2N+1) positions).

use super::partition::Partition;
use super::staircase::Counts;
use super::word::{Word, reachable_bound};
use crate::core::InputError;

/// Memory every run holds anyway (the binary, its stacks, the allocator).
const BASE_BYTES: u64 = 8 << 20;

fn bytes(x: f64) -> u64 {
    if x.is_finite() && x < u64::MAX as f64 {
        (x as u64).saturating_add(BASE_BYTES)
    } else {
        u64::MAX
    }
}

/// The positions bound of a partition's game (refusing partitions the word encoding cannot
/// hold).
pub fn bound(p: &Partition) -> Result<f64, InputError> {
    Ok(reachable_bound(Word::from_partition(p)?) as f64)
}

/// The word solver on `p` (memo empty at the start).
pub fn word_solver(p: &Partition) -> Result<(f64, u64), InputError> {
    Ok(positions(bound(p)?))
}

/// The word solver over games with this many positions in all (the sum of their bounds).
pub fn positions(bound: f64) -> (f64, u64) {
    (2e-6 * bound, bytes(20.0 * bound))
}

/// Algorithm 1 on `p` (dictionary empty at the start).
pub fn algorithm1(p: &Partition) -> Result<(f64, u64), InputError> {
    let b = bound(p)?;
    Ok((1.1e-5 * b, bytes(70.0 * b)))
}

/// The staircase tables up to S_N (N at most 31).
pub fn staircase(max_n: usize) -> (f64, u64) {
    let positions = Counts::new(max_n).total() as f64;
    let seconds = 0.65 * 2.62f64.powi(max_n as i32 - 16);
    (seconds, bytes(positions / 2.0))
}
