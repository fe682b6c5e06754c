//! Column-Row on Young diagrams (papers/column-row.md): a move removes any one row or any one
//! column of the diagram; the player who cannot move loses (normal play, impartial).
//!
//! * [`partition`]: Young diagrams, parse/print, conjugate, subpartitions, the families.
//! * [`rules`]: the moves, literally.
//! * [`reference`]: the paper's Algorithm 1 (dictionary memo, mex over all moves).
//! * [`word`]: the boundary-word encoding the fast solvers use.
//! * [`fast`]: memoised solver on boundary words for arbitrary partitions.
//! * [`staircase`]: level-by-level solver with perfect indexing for the staircase S_n.
//! * [`cost`]: forecasts of the solvers' time and memory for the work guard.
//! * [`families`]: the paper's closed forms (Lemma 1.1, Theorems 4.1 and 5.1, Conjecture 1).
//! * [`induction`]: proofs of closed forms by induction over a family's own moves.

pub mod cost;
pub mod families;
pub mod fast;
pub mod induction;
pub mod partition;
pub mod reference;
pub mod rules;
pub mod staircase;
pub mod word;

pub use partition::Partition;
