//! The naive checkers tested for leniency (issue 49): for each checker, a `cases!` table of
//! small false inputs, one per rule the checker enforces, each refused with a message that
//! names that rule (so a case cannot pass by failing earlier for another reason); and a
//! property test that corrupts valid artifacts at random, deep in the walk as well as at the
//! root, and cross-checks everything the checker still accepts against a reference solver
//! ("whatever is accepted is true").
//!
//! `scripts/drop-refusals.sh` runs these tests once per refusal with that refusal deleted
//! (`CGCHECK_DROP_REFUSAL=<name>`, `src/core/planted.rs`) and requires each run to fail.

mod census;
mod domineering;
mod mnk;
mod seki;

/// A small deterministic generator (xorshift), so that a failure reproduces.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Asserts that `result` is a refusal whose message contains `says`; returns the message.
pub fn refused_saying<T: std::fmt::Debug>(result: Result<T, String>, says: &str) -> String {
    match result {
        Ok(t) => panic!("accepted, but should be refused with '{says}': {t:?}"),
        Err(e) => {
            assert!(e.contains(says), "refused, but not for '{says}': {e}");
            assert!(!e.contains('\n'), "not one line: {e}");
            e
        }
    }
}
