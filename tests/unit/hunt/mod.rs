//! Unit tests of `src/hunt/`.

mod seki;
