//! Unit tests of `src/cli/`.

mod guard;
mod input;
mod seki;
