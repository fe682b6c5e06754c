//! Unit tests of `src/claims/`.

mod bound;
mod drivers;
mod evidence;
mod part;
mod provenance;
mod registry;
mod seki;
mod shared;
mod store;
