//! Parser fuzz target for the numbers formats: arbitrary bytes through
//! `cgcheck::parse_check::numbers::check` (a clean one-line error or a value that prints back to
//! the same value; never a panic or a hang). `cargo test` replays fuzz/seeds/parse_numbers.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = cgcheck::parse_check::numbers::check(data) {
        panic!("parser misbehaved: {e}");
    }
});
