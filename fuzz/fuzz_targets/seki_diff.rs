//! Differential target: the literal Seki reference solver, the fast canonical solver, the
//! section 1.10 graph engine and the eye game must agree (both variants), and canonical forms
//! must ignore permutations. The check lives in `cgcheck::differential::seki`.
#![no_main]

use cgcheck::differential::seki::{SekiInput, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: SekiInput| {
    if let Err(disagreement) = check(&input) {
        panic!("solvers disagree: {disagreement}");
    }
});
