//! The checkers' tests alone, as their own binary: the target of the mutation run of the six
//! checker files (issue 49; README's "Mutation runs"). The same modules are in `tests/suite.rs`,
//! which is what `cargo test` runs: this target is `test = false` and builds only when named
//! (`cargo test --test checker_tests`). A mutant then rebuilds the library and this small binary
//! instead of the whole suite, which is what made a mutant cost minutes.

mod censuses;
mod checkers;
mod common;
mod domineering_proofs;
mod seki_certificates;
#[path = "unit/games/mnk/mod.rs"]
mod unit_games_mnk;
