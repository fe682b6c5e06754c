//! Hunting target for CR-L1.2: coverage-guided search for a counterexample. The check lives in
//! `cgcheck::hunt` so that `cargo test` and `cgcheck hunt CR-L1.2` run the same code.
#![no_main]

use cgcheck::hunt::{Outcome, find};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let hunt = find("CR-L1.2").expect("registered hunt");
    if let Outcome::Counterexample { detail, replay } = (hunt.check)(data) {
        panic!("CR-L1.2 counterexample: {detail}; replay: {replay}");
    }
});
