//! Unit tests of `src/core/`.

mod code_print;
mod error;
mod files;
mod run_info;
mod shard;
