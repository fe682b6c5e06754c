//! Unit tests of `src/core/`.

mod error;
mod files;
mod shard;
