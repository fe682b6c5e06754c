//! Unit tests of `src/claims/`.

mod bound;
mod code_print;
mod drivers;
mod evidence;
mod provenance;
mod seki;
mod shared;
mod store;
