//! Differential target: reference and optimized subtraction solvers must agree. The check lives
//! in `cgcheck::differential::subtraction` so that `cargo test` replays the same code.
#![no_main]

use cgcheck::differential::subtraction::{SubtractionInput, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: SubtractionInput| {
    if let Err(disagreement) = check(&input) {
        panic!("reference and optimized disagree: {disagreement}");
    }
});
