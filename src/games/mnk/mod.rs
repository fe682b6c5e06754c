//! (m, n, k, p, q) games (papers/generalized-tic-tac-toe.md): on a board of m columns and n
//! rows, B places q stones first, then W and B alternately place p stones a turn; k stones of
//! one colour in a row (horizontally, vertically or diagonally) win at once; a full board
//! draws.
//!
//! * [`board`]: boards, the paper's coordinates (`a1` = column a, row 1), k-windows.
//! * [`solver`]: the reference minimax and the optimized solver (symmetry, immediate wins).
//! * [`pairing`]: pairing strategies (Algorithm 4.1): a naive checker, a finder, and the
//!   counting bounds of Lemma 9 and Theorem 10.
//! * [`notation`], [`judge`]: the paper's annotated lines, parsed into variations and
//!   judged move by move.
//! * [`appendix_b`]: the paper's own (4,4,4,1,1) program, ported as the speed baseline.
//! * [`certificate`]: win certificates (the winner's strategy) and their naive checker.
//! * [`hold`]: hold certificates (a defender's strategy, with pairings as leaves); two of
//!   them certify a draw.
//! * [`naive`]: the checkers' own rules (board, turns, line scan, symmetries).
//! * [`lines`]: rows, columns and diagonals as cell lists, for boards of any size.
//! * [`segments`]: pairings constructed line by line by bipartite matching (any size), and
//!   proofs that none exists on exact boards.
//! * [`prover`]: exact boolean search with threat cuts for boards up to 64 squares.
//! * [`weak`]: the weak (Maker-Breaker) game by plain memoised search, small boards.
//! * [`window_pairing`]: pairings of the open windows, also after one defender stone (the
//!   provers' pairing search).
//! * [`patterns`]: the pairing patterns the proofs of Theorems 11-13 and Figure 13 describe,
//!   and the forcing analysis of Theorem 4's proof.
//! * [`periodic`]: periodic pairings of the infinite board (Theorem 8), on a torus.
//! * [`zone`]: a hold prover with relevance zones (Hsu et al. 2020) and its hold certificates.
//! * [`zone_certificate`]: its proofs as zone certificates (a node a position: zone and rule),
//!   far smaller than hold certificates where zones cut the attacker's stones.
//! * [`zone_check`]: the naive checker of zone certificates.

pub mod appendix_b;
pub mod board;
pub mod certificate;
pub mod hold;
pub mod judge;
pub mod lines;
pub mod naive;
pub mod notation;
pub mod pairing;
pub mod patterns;
pub mod periodic;
pub mod prover;
pub mod segments;
pub mod solver;
pub mod weak;
pub mod window_pairing;
pub mod zone;
pub mod zone_certificate;
pub mod zone_check;
