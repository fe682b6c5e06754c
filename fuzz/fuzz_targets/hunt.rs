//! Hunting target for every hunted claim: coverage-guided search for a counterexample. An
//! input names its claim on a first line (`SEKI-C7` and a newline, as the seeds in
//! `fuzz/seeds/hunt/` do) or else its first byte picks one (`cgcheck::hunt::fuzz_input`), so
//! a new hunted claim is fuzzed here with no new target. `CGCHECK_HUNT=ID` fixes the claim
//! and gives it the whole input. The check lives in `cgcheck::hunt`, so `cargo test` and
//! `cgcheck hunt ID` run the same code; it runs at the fuzz reach (`Reach::Fuzz`: a smaller
//! per-input budget for some hunts).
#![no_main]

use cgcheck::hunt::{Hunt, Outcome, Reach, find, fuzz_input};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

/// The claim `CGCHECK_HUNT` fixes, if it is set. An id with no hunt stops the run at once
/// with one line and exit code 2 (not a crash: libFuzzer would report a panic as a finding).
fn fixed() -> Option<&'static Hunt> {
    static FIXED: OnceLock<Option<&'static Hunt>> = OnceLock::new();
    *FIXED.get_or_init(|| {
        let id = std::env::var("CGCHECK_HUNT").ok()?;
        let hunt = find(&id);
        if hunt.is_none() {
            eprintln!("error: CGCHECK_HUNT={id}: no hunt for that claim (cgcheck hunt --list)");
            std::process::exit(2);
        }
        hunt
    })
}

fuzz_target!(|data: &[u8]| {
    let Some((hunt, bytes)) = fixed().map(|h| (h, data)).or_else(|| fuzz_input(data)) else {
        return;
    };
    if let Outcome::Counterexample { detail, replay } = (hunt.check)(hunt.claim, bytes, Reach::Fuzz)
    {
        panic!("{} counterexample: {detail}; replay: {replay}", hunt.claim);
    }
});
