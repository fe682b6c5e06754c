//! The trusted kernel: outcome types, game traits and the generic reference solvers.
//!
//! Everything here is written to be audited, not to be fast. Optimized solvers live next to
//! each game and are trusted only through differential tests against these.

pub mod code_print;
pub mod digest;
pub mod error;
pub mod files;
pub mod game;
pub mod hash;
pub mod outcome;
pub mod planted;
pub mod reference;
pub mod run_info;
pub mod shard;

pub use error::InputError;
pub use game::{DrawGame, ImpartialGame, PartizanGame};
pub use outcome::{Grundy, OutcomeClass, Wdl, mex};
pub use shard::Shard;
