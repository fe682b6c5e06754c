//! Observation 5 of papers/domineering-min-moves.md (issue 48, item 4): "It seems that the
//! minimum number of moves is obtained by both players playing perfectly only for small m, n."
//! Read with the perfect-play lengths P1 and P2 of
//! [`crate::games::domineering::perfect_length`], against the shortest real game S
//! (`cgcheck alpha M N --strict`), overall (the least over the two first players).

use super::drivers::Depths;
use super::{Bound, Depth, Outcome, Part, Range, Refutation};
use crate::claims::QUICK_CHECK;
use crate::games::domineering::perfect_length::{Row, rows};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// DOM-Obs5: the boards (both sides at least 2) of at most this many cells.
pub const OBSERVATION_5_CELLS: Depths<u64> = Depths::new(20, 30);

/// The rows of [`rows`] for `max_cells`, computed once per process: both readings judge the
/// same rows (the deep run's take minutes).
fn rows_cached(max_cells: usize) -> Arc<Vec<Row>> {
    static CACHE: Mutex<BTreeMap<usize, Arc<Vec<Row>>>> = Mutex::new(BTreeMap::new());
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    cache
        .entry(max_cells)
        .or_insert_with(|| Arc::new(rows(max_cells)))
        .clone()
}

/// DOM-Obs5, under the two readings P2 and P1, each on the boards of at most the depth's
/// cells.
pub const OBSERVATION_5: &[Part] = &[
    Part::search(OBSERVATION_5_HOLDS, observation_5_bound, |d| {
        reading(d, "P2", Row::min_p2)
    })
    .under_reading("P2"),
    Part::search(OBSERVATION_5_HOLDS, observation_5_bound, |d| {
        reading(d, "P1", Row::min_p1)
    })
    .under_reading("P1"),
];

const OBSERVATION_5_HOLDS: &str = "the least perfect-play length over the first players equals the shortest game exactly on the boards of at most some number of cells";

/// The boards of at most the depth's cells, both sides at least 2.
fn observation_5_bound(depth: Depth) -> Bound {
    let max = OBSERVATION_5_CELLS.at(depth) as usize;
    Bound::family("m x n, m, n >= 2, {}", [Range::at_most("mn", max)])
}

/// One reading: equality of the least perfect-play length with the least real game holds on
/// exactly the boards of at most some number of cells. The lengths are first checked against
/// their definitions (P1 <= P2 and S <= P1): a failure would be a bug, reported as one.
fn reading(depth: Depth, name: &str, perfect: fn(&Row) -> u32) -> Outcome {
    let rows = rows_cached(OBSERVATION_5_CELLS.at(depth) as usize);
    if let Some(r) = rows.iter().find(|r| {
        r.left.p1 < r.s.0 || r.right.p1 < r.s.1 || r.left.p1 > r.left.p2 || r.right.p1 > r.right.p2
    }) {
        return Outcome::Fails(Refutation::new(
            format!("inconsistent lengths on {}x{}: {r:?}", r.m, r.n),
            QUICK_CHECK,
        ));
    }
    let name_of = |r: &Row| format!("{}x{}", r.m, r.n);
    let (equal, larger): (Vec<&Row>, Vec<&Row>) =
        rows.iter().partition(|r| perfect(r) == r.min_s());
    let first_larger = larger.iter().min_by_key(|r| (r.m * r.n, r.m));
    let late_equal = first_larger.and_then(|f| {
        equal
            .iter()
            .filter(|r| r.m * r.n > f.m * f.n)
            .min_by_key(|r| (r.m * r.n, r.m))
    });
    let list = |v: &[&Row]| super::joined(v.iter().map(|r| name_of(r)), ", ");
    match (first_larger, late_equal) {
        (Some(f), Some(e)) => Outcome::Fails(Refutation::new(
            format!(
                "equality is not confined to small boards: {} ({} cells) has {name} {} > {} = shortest game, but {} ({} cells) has {name} {} = shortest game; equal on {}",
                name_of(f),
                f.m * f.n,
                perfect(f),
                f.min_s(),
                name_of(e),
                e.m * e.n,
                perfect(e),
                list(&equal)
            ),
            QUICK_CHECK,
        )),
        _ => {
            let limit = equal.iter().map(|r| r.m * r.n).max().unwrap_or(0);
            Outcome::Holds(format!(
                "the least {name} over the first players equals the shortest game exactly on the boards of at most {limit} cells ({}), and exceeds it on the other {}",
                list(&equal),
                larger.len()
            ))
        }
    }
}
