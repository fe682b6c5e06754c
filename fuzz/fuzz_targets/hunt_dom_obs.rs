//! Hunting target for DOM-Obs: coverage-guided search for a counterexample. The check lives in
//! `cgcheck::hunt` so that `cargo test` and `cgcheck hunt DOM-Obs` run the same code.
#![no_main]

use cgcheck::hunt::{Outcome, find};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let hunt = find("DOM-Obs").expect("registered hunt");
    if let Outcome::Counterexample { detail, replay } = (hunt.check)(data) {
        panic!("DOM-Obs counterexample: {detail}; replay: {replay}");
    }
});
