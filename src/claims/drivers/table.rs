//! The table-comparison driver: the paper's stated values, recomputed entry by entry.

use super::super::Evidence;
use std::fmt;

/// A table the paper states: what it is, in words, and its entries as (key, stated value).
/// The solver never reads it: [`compare`] computes each key's value and compares.
#[derive(Debug, Clone)]
pub struct Table<K, V> {
    /// What the table is, as the finding's detail opens ("the nim-sums the examples state").
    pub what: &'static str,
    /// The stated entries.
    pub entries: Vec<(K, V)>,
}

/// Compares every stated entry of `table` with `compute(key)`.
///
/// Adds one finding to `ev`: `Matched` with the number of entries when all agree; otherwise
/// `Mismatched`, whose detail lists every differing entry (through `differ(key, stated,
/// computed)`) and whose replay is `replay(key)` of the first.
pub fn compare<K, V, C>(
    ev: &mut Evidence,
    table: &Table<K, V>,
    mut compute: impl FnMut(&K) -> C,
    differ: impl Fn(&K, &V, &C) -> String,
    replay: impl Fn(&K) -> String,
) where
    C: PartialEq<V> + fmt::Debug,
{
    let mut first = None;
    let mut wrong = Vec::new();
    for (key, stated) in &table.entries {
        let computed = compute(key);
        if computed != *stated {
            first.get_or_insert(key);
            wrong.push(differ(key, stated, &computed));
        }
    }
    let replay = first.map(replay).unwrap_or_default();
    ev.compare(table.what, table.entries.len(), &wrong, &replay);
}

/// A computed value that may be missing (a search found fewer entries than the table
/// lists): equal to a stated value only when found and equal; shown as `none` when missing.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Found<T>(pub Option<T>);

impl<T: PartialEq> PartialEq<T> for Found<T> {
    fn eq(&self, stated: &T) -> bool {
        self.0.as_ref() == Some(stated)
    }
}

impl<T: fmt::Debug> fmt::Debug for Found<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Some(v) => v.fmt(f),
            None => f.write_str("none"),
        }
    }
}

/// Computed values compared with a stated list as a multiset: the order the paper lists them
/// in does not matter, how many there are does.
#[derive(Clone, PartialEq, Eq)]
pub struct Unordered<T>(pub Vec<T>);

impl<T: Ord + Clone> PartialEq<Vec<T>> for Unordered<T> {
    fn eq(&self, stated: &Vec<T>) -> bool {
        let mut computed = self.0.clone();
        let mut stated = stated.clone();
        computed.sort_unstable();
        stated.sort_unstable();
        computed == stated
    }
}

impl<T: fmt::Debug> fmt::Debug for Unordered<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
