//! Generic drivers: a claim written as data plus one predicate, turned into evidence
//! (issue 14, item 1; ../shared/design.md, "The evidence model").
//!
//! A claim entry that uses the drivers holds no loops and no hand-made findings. It states:
//! - **the paper's data** as a [`Table`]: what is stated, entry by entry (a listed set, a table
//!   of values, the moves of a worked example);
//! - **a universal statement** as a [`Universal`]: a typed [`Domain`] of instances (game trees
//!   of n nodes, DAG games of n positions, ...), its quick and deep bounds as data
//!   ([`Depths`]), and the one predicate every instance must satisfy.
//!
//! The drivers do the rest, the same way for every claim:
//! - [`table::compare`] recomputes every stated entry and reports `Matched`, or `Mismatched`
//!   with each differing entry and a replay built from the first one;
//! - [`universal::exhaustive`] runs the predicate over every instance of the domain up to the
//!   depth's bound and reports `Verified` with a typed [`Bound`](super::Bound) built from the
//!   domain (never typed by hand), or the first counterexample with its replay;
//! - [`universal::hunt`] runs the *same* predicate on one random instance of the *same*
//!   domain past the bound, for `cgcheck hunt` and the `hunt` fuzz target: a hunt cannot
//!   drift from its claim, because it has no predicate of its own.
//!
//! Why a paper's stated data lives in data files under `registry/<paper>/` (read with
//! `include_str!`, one entry a line in the paper's own notation: Table 4.1 and the Maple
//! outputs of papers/domineering-min-moves.md, the slides' tables,
//! [`slides::Stated`](super::slides::Stated)) rather than as Rust literals: the data is then
//! the paper's text, readable and diffable beside it, not a transcription into tuples spread
//! through the check code, which keeps only how a line reads and what is computed. What the
//! literals gave is mostly kept: the number of entries is counted from the file at compile
//! time (its lines), so no count is typed beside it; a line that does not read is no longer a
//! compile error but fails every test that runs its claim (the quick checks run in `cargo
//! test`), so it cannot reach a report (a mistyped value that reads differs from the
//! computed one, as a mistyped literal did); and a paper's `registry/<paper>/` directory is in its claims' fingerprint
//! ([`provenance::reached`](super::provenance::reached)), so a changed entry re-validates
//! their records as a changed line of code does. The bounds stay Rust, checked at compile
//! time ([`Depths::new`] refuses a deep bound below the quick one). TOML stays the form for
//! what researchers write themselves (`cgcheck conjecture`).
//!
//! The drivers are check code: every paper's fingerprinted sources include these files
//! ([`provenance::sources`](super::provenance::sources)), so a change here re-validates every
//! stored record by its quick result.

pub mod hunted;
pub mod table;
pub mod universal;

pub use table::Table;
pub use universal::{Domain, Random, Universal};

use super::Depth;

/// A value at each depth: the quick one runs in `cargo test` and the default `cgcheck
/// verify`, the deep one in `cgcheck verify --deep`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Depths<T> {
    /// The value at [`Depth::Quick`].
    pub quick: T,
    /// The value at [`Depth::Deep`].
    pub deep: T,
}

impl<T> Depths<T> {
    /// The value at `depth`, borrowed (a list of shapes).
    pub const fn get(&self, depth: Depth) -> &T {
        match depth {
            Depth::Quick => &self.quick,
            Depth::Deep => &self.deep,
        }
    }
}

impl<T: Copy> Depths<T> {
    /// The value at `depth`.
    pub const fn at(&self, depth: Depth) -> T {
        *self.get(depth)
    }
}

impl Depths<u64> {
    /// A bound at each depth. Used in a `const`, a deep bound below the quick one is a
    /// compile error: a deep record must cover what `cargo test` checks.
    pub const fn new(quick: u64, deep: u64) -> Depths<u64> {
        assert!(
            quick <= deep,
            "a deep bound must not be below the quick one"
        );
        Depths { quick, deep }
    }
}
