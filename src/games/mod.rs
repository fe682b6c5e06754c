//! The game families, each with its rules, a reference solver and an optimized solver.

pub mod column_row;
pub mod domineering;
pub mod finite;
pub mod mnk;
pub mod nim;
pub mod seki;
pub mod subtraction;
pub mod sum;
pub mod whistette;
pub mod wythoff;
