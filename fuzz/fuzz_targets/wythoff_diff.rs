//! Differential target: reference and optimized wythoff solvers must agree. The check lives
//! in `cgcheck::differential::wythoff` so that `cargo test` replays the same code.
#![no_main]

use cgcheck::differential::wythoff::{WythoffInput, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: WythoffInput| {
    if let Err(disagreement) = check(&input) {
        panic!("reference and optimized disagree: {disagreement}");
    }
});
