//! Figures of k-in-a-row: positions with numbered stones and the stones to play, pairings.

use crate::figure::Figure;
use crate::figure::draw::board::{Stone, StoneBoard};
use crate::games::mnk::board::Params;

/// (column, row) of a cell index (row 0 at the bottom, as `a1` is).
fn at(g: &Params, cell: usize) -> (usize, usize) {
    (cell % g.m, cell / g.m)
}

/// Whose stone the `i`-th stone placed is (B first: q stones, then p a turn each).
fn is_black(g: &Params, i: usize) -> bool {
    g.turn(i).0
}

/// A position after `stones` (numbered in order), with `marks` (the stones to play) outlined.
pub fn position(
    g: &Params,
    title: &str,
    stones: &[usize],
    marks: &[usize],
    notes: Vec<String>,
) -> Figure {
    StoneBoard {
        title: title.to_string(),
        columns: g.m,
        rows: g.n,
        stones: stones
            .iter()
            .enumerate()
            .map(|(i, &c)| Stone {
                at: at(g, c),
                black: is_black(g, i),
                label: Some((i + 1).to_string()),
            })
            .collect(),
        marks: marks.iter().map(|&c| (at(g, c), String::new())).collect(),
        notes,
        ..StoneBoard::default()
    }
    .figure()
}

/// A pairing strategy: each pair joined by a segment (colour by direction).
pub fn pairing(g: &Params, partner: &[Option<usize>], notes: Vec<String>) -> Figure {
    StoneBoard {
        title: format!("Pairing strategy for ({},{},{})", g.m, g.n, g.k),
        columns: g.m,
        rows: g.n,
        pairs: partner
            .iter()
            .enumerate()
            .filter_map(|(a, b)| b.filter(|&b| a < b).map(|b| (at(g, a), at(g, b))))
            .collect(),
        notes,
        ..StoneBoard::default()
    }
    .figure()
}

/// A periodic pairing of the infinite board: one period, each square's arrow pointing to its
/// partner (which may be across the period's edge).
pub fn torus(n: usize, k: usize, offsets: &[Option<(i64, i64)>]) -> Figure {
    StoneBoard {
        title: format!("A {n}-periodic pairing of the infinite board for k = {k}"),
        columns: n,
        rows: n,
        arrows: offsets
            .iter()
            .enumerate()
            .filter_map(|(s, o)| o.map(|d| ((s % n, s / n), d)))
            .collect(),
        notes: vec![format!(
            "one period; each arrow points to the square's partner (the pattern repeats in both directions)"
        )],
        ..StoneBoard::default()
    }
    .figure()
}
