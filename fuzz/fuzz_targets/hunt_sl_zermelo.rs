//! Hunting target for SL-Zermelo: coverage-guided search for a counterexample. The check lives in
//! `cgcheck::hunt` so that `cargo test` and `cgcheck hunt SL-Zermelo` run the same code.
#![no_main]

use cgcheck::hunt::{Outcome, find};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let hunt = find("SL-Zermelo").expect("registered hunt");
    if let Outcome::Counterexample { detail, replay } = (hunt.check)(data) {
        panic!("SL-Zermelo counterexample: {detail}; replay: {replay}");
    }
});
