//! Parser target for the mnk formats (square lists, the line notation, certificate text): the
//! check lives in `cgcheck::parse_check::mnk` so that `cargo test` (tests/parsers.rs) runs the
//! same code on the seeds and regressions.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = cgcheck::parse_check::mnk::check(data) {
        panic!("parser misbehaved: {e}");
    }
});
