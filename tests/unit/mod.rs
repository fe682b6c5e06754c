//! The library's unit tests, one file per source file under the same path (the tests of
//! `src/games/seki/canon.rs` are in `tests/unit/games/seki/canon.rs`). They are here rather
//! than in `#[cfg(test)]` modules so that `cargo test` compiles the library once (see
//! `[lib] test = false` in Cargo.toml); they use the library's public items only.

mod claims;
mod cli;
mod conjectures;
mod core;
mod differential;
mod figure;
mod games;
mod guard;
mod parse_check;
mod records;
mod report;
mod shard;
