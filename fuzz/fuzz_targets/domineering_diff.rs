//! Differential target: brute force, transfer matrix and the paper's matrices must give the
//! same end polynomials, the reference and optimized outcome solvers the same class on random
//! positions, and the solver's proof trees must pass the naive checker. The
//! check lives in `cgcheck::differential::domineering` so that `cargo test` replays it.
#![no_main]

use cgcheck::differential::domineering::{DomineeringInput, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: DomineeringInput| {
    if let Err(disagreement) = check(&input) {
        panic!("solvers disagree: {disagreement}");
    }
});
