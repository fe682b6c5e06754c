//! Differential target: reference and optimized nim solvers must agree. The check lives
//! in `cgcheck::differential::nim` so that `cargo test` replays the same code.
#![no_main]

use cgcheck::differential::nim::{NimInput, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: NimInput| {
    if let Err(disagreement) = check(&input) {
        panic!("reference and optimized disagree: {disagreement}");
    }
});
