//! Hunting target for SEKI-C21: coverage-guided search for a counterexample. The check lives
//! in `cgcheck::hunt` so that `cargo test` and `cgcheck hunt SEKI-C21` run the same code.
#![no_main]

use cgcheck::hunt::{Outcome, find};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let hunt = find("SEKI-C21").expect("registered hunt");
    if let Outcome::Counterexample { detail, replay } = (hunt.check)(data) {
        panic!("SEKI-C21 counterexample: {detail}; replay: {replay}");
    }
});
