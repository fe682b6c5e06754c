//! Differential target: Algorithm 1, the boundary-word solver and the staircase tables must
//! agree. The check lives in `cgcheck::differential::column_row` so that `cargo test` replays
//! the same code.
#![no_main]

use cgcheck::differential::column_row::{ColumnRowInput, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: ColumnRowInput| {
    if let Err(disagreement) = check(&input) {
        panic!("reference and optimized disagree: {disagreement}");
    }
});
