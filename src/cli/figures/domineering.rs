//! Figures of Domineering: boards with dominoes, alpha and outcome tables, the hypercube game.

use crate::figure::colour;
use crate::figure::draw::board::{Domino, DominoBoard};
use crate::figure::draw::cube::Cube;
use crate::figure::draw::grid::{self, Cell, Grid};
use crate::figure::{Figure, beside};
use crate::games::domineering::alpha::Alpha;

/// The domino covering the two cells of `mask` on a board with `columns` columns.
pub fn domino(mask: u64, columns: usize, label: Option<String>) -> Domino {
    let first = mask.trailing_zeros() as usize;
    let second = (mask & !(1u64 << first)).trailing_zeros() as usize;
    Domino {
        at: (first / columns, first % columns),
        vertical: second - first == columns,
        label,
        ghost: false,
    }
}

/// A board with placed dominoes (each numbered by its move when `numbered`).
pub fn board(
    title: &str,
    (m, n): (usize, usize),
    dominoes: &[u64],
    numbered: bool,
    notes: Vec<String>,
) -> Figure {
    DominoBoard {
        title: title.to_string(),
        rows: m,
        columns: n,
        blocked: Vec::new(),
        dominoes: dominoes
            .iter()
            .enumerate()
            .map(|(i, &d)| domino(d, n, numbered.then(|| (i + 1).to_string())))
            .collect(),
        notes,
    }
    .figure()
}

/// The winning first moves of each player, on two copies of the board (outlines); the
/// `blocked` cells (occupied, or outside the region), as (row, column), are shaded.
pub fn winning_moves(
    (m, n): (usize, usize),
    blocked: &[(usize, usize)],
    class: &str,
    left: &[u64],
    right: &[u64],
) -> Figure {
    let side = |who: &str, moves: &[u64]| {
        DominoBoard {
            title: String::new(),
            rows: m,
            columns: n,
            blocked: blocked.to_vec(),
            dominoes: moves
                .iter()
                .map(|&d| Domino {
                    ghost: true,
                    ..domino(d, n, None)
                })
                .collect(),
            notes: vec![format!(
                "{who} first: {} winning move{}",
                moves.len(),
                if moves.len() == 1 { "" } else { "s" }
            )],
        }
        .figure()
    };
    let title = if blocked.is_empty() {
        format!("Domineering {m} x {n}: outcome {class}")
    } else {
        format!("Domineering {m} x {n} position: outcome {class}")
    };
    crate::figure::draw::heading(
        beside(vec![side("Left", left), side("Right", right)], 12.0, &title),
        &format!("{title} (Left vertical, blue; Right horizontal, red)"),
    )
}

/// The alpha table as a coloured grid (`alpha-row` is one row of it).
pub fn alpha_table(rows: &[Vec<Alpha>], strict: bool, differs: &dyn Fn(&Alpha) -> bool) -> Figure {
    let values: Vec<Option<f64>> = rows
        .iter()
        .flatten()
        .map(|a| a.paper.map(f64::from))
        .collect();
    let fills = grid::heat(&values);
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut fill = fills.into_iter();
    let cells: Vec<Vec<Cell>> = rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|a| {
                    let text = if strict {
                        format!("{}/{}", a.left_first, a.right_first)
                    } else {
                        a.paper_notation()
                    };
                    Cell::new(text, fill.next().unwrap_or(colour::PAPER)).mark(differs(a))
                })
                .collect()
        })
        .collect();
    let first_n = rows.first().and_then(|r| r.first()).map_or(1, |a| a.n);
    Grid {
        title: "Domineering alpha".into(),
        corner: if strict {
            "shortest real play, Left first / Right first (rows m, columns n)".into()
        } else {
            "alpha_{m,n} (rows m, columns n; L / R: reached in the Left / Right ends)".into()
        },
        rows: rows
            .iter()
            .map(|r| r.first().map_or(String::new(), |a| a.m.to_string()))
            .collect(),
        columns: (0..columns).map(|j| (first_n + j).to_string()).collect(),
        cells,
        legend: vec![
            (colour::scale(0.0), "fewest moves".into()),
            (colour::scale(1.0), "most moves".into()),
            (colour::DIFFERS, "differs from the paper".into()),
        ],
        notes: Vec::new(),
        cell: if strict { 44.0 } else { 36.0 },
    }
    .figure()
}

/// The outcome table as a coloured grid.
pub fn outcome_table(classes: &[Vec<String>]) -> Figure {
    Grid {
        title: "Domineering outcome classes".into(),
        corner: "outcome class (rows m, columns n)".into(),
        rows: (1..=classes.len()).map(|m| m.to_string()).collect(),
        columns: (1..=classes.first().map_or(0, Vec::len))
            .map(|n| n.to_string())
            .collect(),
        cells: classes
            .iter()
            .map(|row| {
                row.iter()
                    .map(|c| Cell::new(c.clone(), grid::outcome_colour(c)))
                    .collect()
            })
            .collect(),
        legend: grid::outcome_legend(),
        notes: Vec::new(),
        cell: 30.0,
    }
    .figure()
}

/// Outcome classes of the boards m x 1 .. m x n (`table outcome --rows M`): one row.
pub fn outcome_row(rows: usize, classes: &[String]) -> Figure {
    Grid {
        title: format!("Domineering outcome classes of {rows} x n boards"),
        corner: "outcome class (rows m, columns n)".into(),
        rows: vec![rows.to_string()],
        columns: (1..=classes.len()).map(|n| n.to_string()).collect(),
        cells: vec![
            classes
                .iter()
                .map(|c| Cell::new(c.clone(), grid::outcome_colour(c)))
                .collect(),
        ],
        legend: grid::outcome_legend(),
        notes: Vec::new(),
        cell: 30.0,
    }
    .figure()
}

/// The hypercube with a play on it.
pub fn cube(d: u32, play: &[u32], notes: Vec<String>) -> Figure {
    Cube {
        title: format!("The vertex game on Q_{d}"),
        dimension: d,
        play: play.to_vec(),
        notes,
    }
    .figure()
}

/// The alpha of one board: a placement reaching the paper's alpha and, when computed, a
/// shortest real play for each first player (dominoes numbered by move).
pub fn alpha(
    a: &Alpha,
    witness: Option<&crate::games::domineering::alpha::Witness>,
    plays: &[Option<Vec<(bool, u64)>>; 2],
) -> Figure {
    let (m, n) = (a.m, a.n);
    let mut parts = Vec::new();
    match witness {
        Some((v, h)) => {
            let all: Vec<u64> = v.iter().chain(h).copied().collect();
            parts.push(board(
                "",
                (m, n),
                &all,
                false,
                vec![format!(
                    "alpha = {} ({} vertical, {} horizontal): an end position",
                    a.paper_notation(),
                    v.len(),
                    h.len()
                )],
            ));
        }
        None => parts.push(board(
            "",
            (m, n),
            &[],
            false,
            vec![match a.paper {
                Some(_) => format!(
                    "alpha = {} (no placement drawn: boards above {} cells are not searched)",
                    a.paper_notation(),
                    crate::games::domineering::ends::BRUTE_FORCE_MAX_CELLS
                ),
                None => "alpha is undefined: no end position with a domino".to_string(),
            }],
        )),
    }
    for (who, play) in ["Left", "Right"].iter().zip(plays) {
        if let Some(play) = play {
            let dominoes: Vec<u64> = play.iter().map(|&(_, d)| d).collect();
            parts.push(board(
                "",
                (m, n),
                &dominoes,
                true,
                vec![format!(
                    "a shortest real play, {who} first: {} moves",
                    play.len()
                )],
            ));
        }
    }
    let title = format!("Domineering {m} x {n}: alpha");
    crate::figure::draw::heading(
        crate::figure::stack(parts, 8.0, &title),
        &format!("{title} (Left vertical, blue; Right horizontal, red)"),
    )
}

/// One row of alpha (`table alpha-row`), wrapped into lines of at most 20 boards; entries
/// that differ from the problem's formula are outlined.
pub fn alpha_rows(rows: &[Vec<Alpha>], differs: &dyn Fn(&Alpha) -> bool) -> Figure {
    let mut f = alpha_table(rows, false, differs);
    f.title = format!(
        "Domineering alpha_{{{},n}}",
        rows.first().and_then(|r| r.first()).map_or(0, |a| a.m)
    );
    f
}
