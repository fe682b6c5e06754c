//! Unit tests of `src/claims/`.

mod artifacts;
mod bound;
mod canary;
mod drivers;
mod evidence;
mod part;
mod provenance;
mod registry;
mod seki;
mod shared;
mod store;
