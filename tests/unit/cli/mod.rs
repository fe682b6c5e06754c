//! Unit tests of `src/cli/`.

mod guard;
mod input;
mod mnk_estimate;
mod seki;
