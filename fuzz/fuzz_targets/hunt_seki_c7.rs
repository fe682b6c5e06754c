//! Hunting target for SEKI-C7: coverage-guided search for a counterexample. The check lives
//! in `cgcheck::hunt` so that `cargo test` and `cgcheck hunt SEKI-C7` run the same code.
//! It runs at the fuzz reach (`Reach::Fuzz`: a smaller per-input budget for some hunts).
#![no_main]

use cgcheck::hunt::{Outcome, Reach, check_at};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Outcome::Counterexample { detail, replay } = check_at("SEKI-C7", data, Reach::Fuzz) {
        panic!("SEKI-C7 counterexample: {detail}; replay: {replay}");
    }
});
