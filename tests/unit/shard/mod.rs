//! Unit tests of `src/shard/`.

mod mnk_proofs;
mod slurm;
