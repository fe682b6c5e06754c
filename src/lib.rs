//! cgcheck: a verification suite for combinatorial game theory claims.
//!
//! * [`core`]: outcome types, game traits, the generic reference solvers (the trusted kernel).
//! * [`games`]: each game family's rules, reference solver and optimized solver.
//! * [`differential`]: reference-vs-optimized checks shared by tests and fuzz targets.
//! * [`claims`]: the registry, one entry per catalogue id, each check returning evidence.
//! * [`hunt`]: counterexample hunting past the exhaustive bounds.
//! * [`report`]: CLAIMS.md rendering.
//! * [`conjectures`]: a user's own conjectures, read from a TOML file and checked as data.
//! * [`guard`]: work announced before it starts: estimates, refusals, heartbeats.
//! * [`figure`]: pictures of positions, strategies and tables as SVG or TikZ.
//! * [`cli`]: the `cgcheck` command line.

pub mod claims;
pub mod cli;
pub mod conjectures;
pub mod core;
pub mod differential;
pub mod figure;
pub mod games;
pub mod guard;
pub mod hunt;
pub mod parse_check;
pub mod records;
pub mod report;
pub mod shard;
