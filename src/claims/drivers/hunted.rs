//! What a part's hunt works with: the [`Reach`] it runs at and the [`Outcome`] of one
//! hunted instance. A claim's part declares its hunt ([`Hunter`](super::super::part::Hunter),
//! [`hunt`](super::universal::hunt)); the runner in `src/hunt/` runs it (`cgcheck hunt`, the
//! `hunt` fuzz target, `cargo test`).

/// What one instance showed.
pub enum Outcome {
    /// The claim held; the instance's size in words (for "largest size reached").
    Held {
        /// A size measure, comparable within one hunt.
        size: u64,
        /// The instance, in words.
        describe: String,
    },
    /// The claim failed.
    Counterexample {
        /// What failed.
        detail: String,
        /// One command that replays it.
        replay: String,
    },
    /// The bytes did not decode into an instance (not counted).
    Skipped,
}

/// Where a hunt runs, which sets how much one instance may cost ([`Reach::budget`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// `cgcheck hunt` and `cargo test`: the full budget, as far as an instance can go in about
    /// a second natively.
    Full,
    /// The `hunt` fuzz target: an eighth of the budget, so one instance stays well under a
    /// second under AddressSanitizer on a loaded 2-core machine (libFuzzer's per-input timeout
    /// in scripts/fuzz-smoke.sh is then a safety net with a wide margin, not the budget).
    Fuzz,
}

/// How much cheaper a fuzz instance is than a full one.
pub const FUZZ_DIVISOR: u64 = 8;

impl Reach {
    /// `full` at this reach: the same, or divided by [`FUZZ_DIVISOR`] in a fuzz target.
    pub fn budget(self, full: u64) -> u64 {
        match self {
            Reach::Full => full,
            Reach::Fuzz => full / FUZZ_DIVISOR,
        }
    }
}
