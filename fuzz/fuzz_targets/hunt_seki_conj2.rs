//! Hunting target for SEKI-Conj2: coverage-guided search for a counterexample. The check lives
//! in `cgcheck::hunt` so that `cargo test` and `cgcheck hunt SEKI-Conj2` run the same code.
#![no_main]

use cgcheck::hunt::{Outcome, find};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let hunt = find("SEKI-Conj2").expect("registered hunt");
    if let Outcome::Counterexample { detail, replay } = (hunt.check)(data) {
        panic!("SEKI-Conj2 counterexample: {detail}; replay: {replay}");
    }
});
