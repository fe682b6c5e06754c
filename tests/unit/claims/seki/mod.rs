//! Unit tests of `src/claims/seki/`.

mod audit;
mod bounds;
mod hunts;
mod structure;
