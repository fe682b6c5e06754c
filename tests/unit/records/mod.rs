//! Unit tests of `src/records/`.

mod artifacts;
mod canary;
mod rule;
