//! Unit tests of `src/differential/`.

mod column_row;
mod domineering;
