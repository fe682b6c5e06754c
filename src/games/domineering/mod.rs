//! Domineering (papers/domineering-min-moves.md): on an m x n board (m rows, n columns) Left
//! places vertical dominoes and Right horizontal ones; a player who cannot move loses.
//!
//! * [`board`]: boards and positions (filled-cell bitmasks), text pictures.
//! * [`outcome`]: outcome classes (L, R, N, P): the generic reference solver and an optimized
//!   bitboard one (move-count cuts, move ordering, symmetry-keyed transposition table, both
//!   cores).
//! * [`cells`]: cell sets as 64- or 128-bit words, for the optimized solver.
//! * [`counts`]: the optimized solver's move counts (potential, safe and guaranteed moves).
//! * [`cuts`]: classes of empty rectangles row by row, by cuts into narrower ones where
//!   their classes prove it, else by search (thin boards to 128 cells).
//! * [`table`]: the optimized solver's transposition table, shared by its threads.
//! * [`ends`]: end positions (Left ends, Right ends, maximal positions) counted by brute force
//!   and by a column-by-column transfer matrix, as bivariate polynomials.
//! * [`paper_matrices`]: the paper's own tile-matrix recurrences (Theorems 3.1 and 3.2).
//! * [`alpha`]: the minimum game length alpha_{m,n}, as the paper defines it and as a real
//!   alternating play.
//! * [`scan`]: the fast (min, +) scan behind alpha: a smaller state, the cheaper orientation,
//!   vectorised inner loops, and every prefix of a long board in one pass.
//! * [`every_n`]: laws for alpha_{m,n} proved for every n by two ultimately periodic bounds.
//! * [`perfect_length`]: game lengths under perfect play (Observation 5): the shortest game
//!   in which the winner always wins, and "win fast, lose slow".
//! * [`cost`]: forecasts of the solvers' time and memory for the work guard.
//! * [`cube`]: the vertex game on the hypercube Q_d of section 1.1.2.
//! * [`cube_subgraphs`]: the least maximum degree of an induced subgraph of Q_n with a given
//!   number of vertices (section 1.1's Chung et al. and Hao bounds).
//! * [`play`]: every winning move and a principal line of a position.
//! * [`proof`], [`proof_check`]: proof trees of outcomes, and their naive checker.
//! * [`position`]: positions in their text form (`..#./....`) and move names (`V a1-a2`).
//! * [`preference`]: the optimized solver's static move preferences (Obsequi's), the tie-break of
//!   its move ordering.

pub mod alpha;
pub mod board;
pub mod cells;
pub mod cost;
pub mod counts;
pub mod cube;
pub mod cube_subgraphs;
pub mod cuts;
pub mod ends;
pub mod every_n;
pub mod line_score;
pub mod outcome;
pub mod paper_matrices;
pub mod perfect_length;
pub mod play;
pub mod position;
pub mod preference;
pub mod proof;
pub mod proof_check;
pub mod scan;
pub mod table;
