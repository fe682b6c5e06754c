//! Differential checks: the reference and optimized solvers must agree. Each check takes an
//! `Arbitrary` input with a size budget, so cargo-fuzz targets (fuzz/fuzz_targets/*_diff.rs)
//! and `cargo test` (tests/differential.rs, replaying fuzz/regressions and fuzz/corpus) run
//! exactly the same code.

pub mod column_row;
pub mod domineering;
pub mod mnk;
pub mod nim;
pub mod seki;
pub mod subtraction;
pub mod wythoff;

use arbitrary::{Arbitrary, Unstructured};

/// Decodes `data` the way libfuzzer-sys does for `fuzz_target!(|input: T| ...)`.
pub fn decode<'a, T: Arbitrary<'a>>(data: &'a [u8]) -> Option<T> {
    T::arbitrary_take_rest(Unstructured::new(data)).ok()
}

/// Decodes `data` as libfuzzer-sys would and runs `check`; bytes that do not decode pass.
pub fn check_bytes<'a, T: Arbitrary<'a>>(
    data: &'a [u8],
    check: impl Fn(&T) -> Result<(), String>,
) -> Result<(), String> {
    decode::<T>(data).map_or(Ok(()), |input| check(&input))
}
