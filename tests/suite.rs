//! The integration tests, one binary: each file of `tests/` is a module of it (a claim's test
//! is still `tests/<paper>.rs::<id>`). One binary rather than one per file (issue 14: a clean
//! clone's `cargo test` in at most 5 minutes on 2 cores): the library's generic code is
//! instantiated and linked once instead of 19 times, and the tests of every file share the
//! test threads instead of running file after file, each file's slowest test holding up the
//! next. Run one file's tests with `cargo test --test suite -- seki::` (a name filter).

mod censuses;
mod checkers;
mod claims_md;
mod cli;
mod column_row;
mod common;
mod conjectures;
mod crashes;
mod differential;
mod domineering;
mod domineering_literature;
mod domineering_proofs;
#[path = "edges/main.rs"]
mod edges;
mod figures;
#[path = "core.rs"]
mod generic_solvers;
mod hunt;
mod inputs;
mod layers;
mod mnk;
mod mnk_literature;
mod parsers;
mod records;
mod seki;
mod seki_certificates;
mod shards;
mod slides;
mod unit;
mod writes;
