//! Differential target: the reference minimax and the optimized k-in-a-row solver must agree,
//! and found pairings must pass the naive checker. The check lives in
//! `cgcheck::differential::mnk` so that `cargo test` replays it.
#![no_main]

use cgcheck::differential::mnk::{MnkInput, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: MnkInput| {
    if let Err(disagreement) = check(&input) {
        panic!("solvers disagree: {disagreement}");
    }
});
