//! Figures of the slides' games: subtraction positions, Nim heaps, the Wythoff plane.

use crate::figure::Figure;
use crate::figure::colour;
use crate::figure::draw::grid::{Cell, Grid};
use crate::figure::draw::heaps::{Heaps, Positions};
use crate::games::{nim, wythoff};

/// At most this many positions of a subtraction game are drawn (those up to the position).
const STRIP: u64 = 48;
/// At most this many heaps are drawn.
const HEAPS: usize = 24;
/// The Wythoff window's side.
const PLANE: u64 = 24;

/// Positions up to `n` (the last [`STRIP`] of them) with their values, arrows to the winning
/// moves' results.
pub fn subtraction(set: &str, n: u64, sg: &dyn Fn(u64) -> u64, moves: &[u64]) -> Figure {
    let first = n.saturating_sub(STRIP - 1);
    let title = format!("Subtraction game S = {set}, n = {n}");
    let f = Positions {
        title: format!("Subtraction game S = {set}, n = {n}"),
        first,
        values: (first..=n).map(sg).collect(),
        position: n,
        targets: moves.iter().map(|k| n - k).collect(),
        notes: vec![
            format!(
                "SG values of positions {first}..{n} (grey: P, yellow: N); outlined: n = {n}; arrows: the winning moves"
            ),
        ],
    }
    .figure();
    crate::figure::draw::heading(f, &title)
}

/// The heaps, with each winning move's chips outlined.
pub fn nim_heaps(heaps: &[u64], moves: &[nim::NimMove]) -> Figure {
    let shown = heaps.len().min(HEAPS);
    let mut notes = vec![format!(
        "nim-sum {} ({}-position); green: the chips a winning move takes",
        nim::nim_sum(heaps),
        if nim::is_p(heaps) { "P" } else { "N" }
    )];
    if shown < heaps.len() {
        notes.push(format!("the first {shown} of {} heaps drawn", heaps.len()));
    }
    let title = format!("Nim {}", nim::show(heaps));
    let f = Heaps {
        title: title.clone(),
        heaps: heaps[..shown].to_vec(),
        moves: moves
            .iter()
            .filter(|m| m.heap < shown)
            .map(|m| (m.heap, m.to))
            .collect(),
        notes,
    }
    .figure();
    crate::figure::draw::heading(f, &title)
}

/// The Wythoff plane near (x, y): P-positions grey, the position outlined, the winning moves'
/// results green.
pub fn wythoff_plane(x: u64, y: u64, moves: &[(u64, u64)]) -> Figure {
    let (x0, y0) = (x.saturating_sub(PLANE - 1), y.saturating_sub(PLANE - 1));
    let cells = (x0..=x)
        .map(|a| {
            (y0..=y)
                .map(|b| {
                    let fill = if moves.contains(&(a, b)) {
                        colour::WIN
                    } else if wythoff::is_p(a, b) {
                        colour::PREVIOUS
                    } else {
                        colour::PAPER
                    };
                    Cell::new(if wythoff::is_p(a, b) { "P" } else { "" }, fill)
                        .mark(a == x && b == y)
                })
                .collect()
        })
        .collect();
    Grid {
        title: format!("Wythoff ({x},{y})"),
        corner: "first pile (rows) and second pile (columns)".into(),
        rows: (x0..=x).map(|a| a.to_string()).collect(),
        columns: (y0..=y).map(|b| b.to_string()).collect(),
        cells,
        legend: vec![
            (colour::PREVIOUS, "P-position".into()),
            (colour::WIN, "a winning move's result".into()),
            (colour::DIFFERS, "the position".into()),
        ],
        notes: Vec::new(),
        cell: 22.0,
    }
    .figure()
}
