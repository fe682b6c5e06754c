//! Unit tests of `src/games/seki/`.

mod automorphisms;
mod canon;
mod certificate_check;
mod column_orders;
mod enumerate;
mod rules;
mod strategy;
