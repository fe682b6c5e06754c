//! Unit tests of `src/games/`.

mod column_row;
mod domineering;
mod mnk;
mod seki;
mod whistette;
mod wythoff;
