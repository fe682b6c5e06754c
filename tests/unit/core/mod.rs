//! Unit tests of `src/core/`.

mod error;
mod files;
mod records;
mod shard;
