//! Unit tests of `src/games/domineering/`.

mod board;
mod cells;
mod cost;
mod counts;
mod cube_subgraphs;
mod cuts;
mod line_score;
mod outcome;
mod perfect_length;
mod play;
mod position;
mod preference;
mod proof_check;
mod scan;
mod table;
