//! Unit tests of `src/figure/`.

mod colour;
mod draw;
mod tikz;
