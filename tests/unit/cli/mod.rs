//! Unit tests of `src/cli/`.

mod input;
mod mnk_estimate;
mod seki;
