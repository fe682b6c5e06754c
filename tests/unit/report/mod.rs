//! Unit tests of `src/report/`.

mod figures;
