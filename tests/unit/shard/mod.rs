//! Unit tests of `src/shard/`.

mod mnk_proofs;
mod seki_levels;
mod slurm;
