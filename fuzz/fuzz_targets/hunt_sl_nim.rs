//! Hunting target for SL-Nim: coverage-guided search for a counterexample. The check lives in
//! `cgcheck::hunt` so that `cargo test` and `cgcheck hunt SL-Nim` run the same code.
#![no_main]

use cgcheck::hunt::{Outcome, find};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let hunt = find("SL-Nim").expect("registered hunt");
    if let Outcome::Counterexample { detail, replay } = (hunt.check)(data) {
        panic!("SL-Nim counterexample: {detail}; replay: {replay}");
    }
});
