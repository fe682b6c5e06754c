//! Unit tests of `src/parse_check/`.

mod domineering;
mod mnk;
