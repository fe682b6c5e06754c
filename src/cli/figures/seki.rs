//! Figures of Seki: the matrix, once for each first player, every move coloured by its value.

use crate::core::Wdl;
use crate::figure::colour;
use crate::figure::draw::grid::{Cell, Grid};
use crate::figure::{Figure, beside};
use crate::games::seki::matrix::Matrix;

/// The colour of a move's value for the player making it.
fn fill(w: Wdl) -> colour::Colour {
    match w {
        Wdl::Win => colour::WIN,
        Wdl::Draw => colour::NEXT,
        Wdl::Loss => colour::PREVIOUS,
    }
}

/// One copy of the matrix for `who` moving first, each entry coloured by its move's value.
fn side(
    a: &Matrix,
    who: &str,
    moves: &[((usize, usize), Wdl)],
    first: &str,
    line: Option<&str>,
) -> Figure {
    let cells = (0..a.rows())
        .map(|i| {
            (0..a.cols())
                .map(|j| {
                    let value = moves.iter().find(|(at, _)| *at == (i, j)).map(|(_, w)| *w);
                    let text = a.get(i, j).to_string();
                    match value {
                        Some(w) => Cell::new(text, fill(w)),
                        None => Cell::new(text, colour::SHADE),
                    }
                })
                .collect()
        })
        .collect();
    let mut notes = vec![format!("{who} first: {first}")];
    if let Some(line) = line {
        notes.push(format!("a principal line: {line}"));
    }
    Grid {
        title: String::new(),
        corner: format!("{who} to move (sums of rows and columns outside)"),
        rows: a.row_sums().iter().map(|s| format!("{s}")).collect(),
        columns: a.col_sums().iter().map(|s| format!("{s}")).collect(),
        cells,
        legend: Vec::new(),
        notes,
        cell: 34.0,
    }
    .figure()
}

/// One player's side of a solved matrix: its moves with their values, what moving first gives
/// it, and a principal line if known.
pub type Side<'a> = (&'a [((usize, usize), Wdl)], &'a str, Option<&'a str>);

/// The matrix for R first and for C first, with the type as the heading.
pub fn solved(a: &Matrix, variant: &str, kind: &str, r: Side<'_>, c: Side<'_>) -> Figure {
    let game = if variant == "seki-i" {
        "Seki-I"
    } else {
        "Seki"
    };
    let title = format!("{game} {}x{}: type {kind}", a.rows(), a.cols());
    let mut f = beside(
        vec![side(a, "R", r.0, r.1, r.2), side(a, "C", c.0, c.1, c.2)],
        16.0,
        &title,
    );
    crate::figure::draw::grid::legend(
        &mut f,
        &[
            (colour::WIN, "the move wins".into()),
            (colour::NEXT, "draws".into()),
            (colour::PREVIOUS, "loses".into()),
            (colour::SHADE, "no move (zero)".into()),
        ],
    );
    crate::figure::draw::heading(f, &title)
}

/// At most this many matrices are drawn in a gallery.
const GALLERY: usize = 64;

/// The matrices an enumeration listed, side by side in rows of eight, each with its type.
pub fn gallery(title: &str, matched: u64, kept: &[(Matrix, String)], notes: Vec<String>) -> Figure {
    let mut rows = Vec::new();
    for chunk in kept.iter().take(GALLERY).collect::<Vec<_>>().chunks(8) {
        let parts: Vec<Figure> = chunk
            .iter()
            .map(|(a, t)| {
                let cells = (0..a.rows())
                    .map(|i| {
                        (0..a.cols())
                            .map(|j| {
                                let v = a.get(i, j);
                                let fill = if v == 0 { colour::PAPER } else { colour::SHADE };
                                Cell::new(v.to_string(), fill)
                            })
                            .collect()
                    })
                    .collect();
                Grid {
                    title: String::new(),
                    corner: t.clone(),
                    rows: vec![String::new(); a.rows()],
                    columns: vec![String::new(); a.cols()],
                    cells,
                    legend: Vec::new(),
                    notes: Vec::new(),
                    cell: 18.0,
                }
                .figure()
            })
            .collect();
        rows.push(beside(parts, 4.0, title));
    }
    let mut f = crate::figure::stack(rows, 4.0, title);
    let mut lines = vec![format!(
        "{matched} matrices match{}",
        if matched as usize > kept.len().min(GALLERY) {
            format!("; the first {} drawn", kept.len().min(GALLERY))
        } else {
            String::new()
        }
    )];
    lines.extend(notes);
    crate::figure::draw::caption(&mut f, &lines);
    crate::figure::draw::heading(f, title)
}
