//! `cgcheck merge` over mutated part files (issue 44, item 7): a merge refuses with a one-line
//! error or gives the genuine parts' result. The check lives in
//! `cgcheck::shard::merge_parts` so that `cargo test` (tests/differential.rs) replays
//! the same code on the seeds and regressions.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = cgcheck::shard::merge_parts::check(data) {
        panic!("the merge misbehaved: {e}");
    }
});
