//! Unit tests of `src/games/column_row/`.

mod cost;
