//! Parser target for the Domineering and Column-Row formats (board sides, bounded sizes,
//! Young diagrams). The check lives in `cgcheck::parse_check::domineering` so that
//! `cargo test` (tests/parsers.rs) replays the same code on the seeds and regressions.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = cgcheck::parse_check::domineering::check(data) {
        panic!("parser misbehaved: {e}");
    }
});
