//! Explicit finite games used to check the slides' general theorems (Zermelo, the P/N rules,
//! strategy stealing) over every small game, not just over the named ones.

pub mod dag;
pub mod positional;
pub mod tree;
