//! Unit tests of `src/conjectures/`.

mod check;
mod formula;
mod spec;
