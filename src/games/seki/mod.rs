//! Game Seki and Seki-I on non-negative integer matrices (papers/seki.md).
//!
//! Two players, R (rows) and C (columns), alternate; a move reduces one positive entry by 1,
//! or passes; two consecutive passes draw. R wins when a row becomes all zero, C when a column
//! does; if a move zeroes a row and a column at once, the mover wins in Seki and the game is
//! a draw in Seki-I (section 1, section 10).
//!
//! * [`matrix`]: the matrix type, parsing and printing, sums, direct sums, permutations.
//! * [`rules`]: variants, players, the result of one move, the nine types of section 3.
//! * [`reference`]: literal memoised backward induction over (matrix, mover, passed).
//! * [`canon`]: packed keys and the canonical form under row and column permutations
//!   (partition refinement).
//! * [`canon_reference`]: the previous canonical form (every order of the smaller side), the
//!   oracle of [`canon`] in tests, `seki_diff` and the bench.
//! * [`column_orders`]: the canonical form of matrices of at most four columns and 16
//!   entries, trying only the column orders that can start the largest reading (tables).
//! * [`fast`]: memoised solver on canonical packed keys, with per-move values and lines.
//! * [`enumerate`]: every m x n matrix of height <= h up to permutation, classified level by
//!   level (total sum) on rayon; a level can be solved in shards of key ranges and merged.
//! * [`analysis`]: condition S, magic squares, direct-sum components, symmetrizability,
//!   the section 9 extensions, 2-cycles, the Claim 16 sequences.
//! * [`generalized`]: the generalised game of section 1.10 on an acyclic graph with passes.
//! * [`eyes`]: Seki with eyes (section 11.4).
//! * [`pool`]: fast solvers keyed by shape, sharing memos across many matrices.
//! * [`completion`]: how far a seki is from a CSM, by reductions or by drawn play.
//! * [`sweep`]: every class of one enumeration held compactly, checked on every core.

pub mod analysis;
pub mod automorphisms;
pub mod canon;
pub mod canon_reference;
pub mod certificate_check;
pub mod column_orders;
pub mod completion;
pub mod enumerate;
pub mod eyes;
pub mod fast;
pub mod forced;
pub mod generalized;
pub mod matrix;
pub mod pool;
pub mod reference;
pub mod rules;
pub mod strategy;
pub mod sweep;

pub use matrix::Matrix;
pub use rules::{Player, SekiType, Variant};
