//! A table drawn as coloured cells: headers on top and on the left, a text in every cell, a
//! legend, and a thick outline on entries that differ from the paper.

use super::{CELL, CHAR, FONT, LINE, MARGIN, caption};
use crate::figure::colour::{self, Colour};
use crate::figure::{Anchor, Figure};

/// One entry of a grid.
#[derive(Debug, Clone, PartialEq)]
pub struct Cell {
    /// What is written in it.
    pub text: String,
    /// Its colour.
    pub fill: Colour,
    /// Drawn with a thick outline (an entry that differs from the paper, or the position).
    pub marked: bool,
}

impl Cell {
    /// A cell.
    pub fn new(text: impl Into<String>, fill: Colour) -> Cell {
        Cell {
            text: text.into(),
            fill,
            marked: false,
        }
    }

    /// The same cell, outlined.
    pub fn mark(mut self, marked: bool) -> Cell {
        self.marked = marked;
        self
    }

    /// A blank cell (nothing there, e.g. below the diagonal).
    pub fn blank() -> Cell {
        Cell::new("", colour::PAPER)
    }
}

/// A table to draw.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Grid {
    /// The figure's title.
    pub title: String,
    /// Text above the column headers.
    pub corner: String,
    /// One header per row.
    pub rows: Vec<String>,
    /// One header per column.
    pub columns: Vec<String>,
    /// The entries, row by row (each row as long as `columns`).
    pub cells: Vec<Vec<Cell>>,
    /// What the colours mean.
    pub legend: Vec<(Colour, String)>,
    /// Lines under the grid.
    pub notes: Vec<String>,
    /// The side of a cell (0 for the default).
    pub cell: f64,
}

impl Grid {
    /// The picture.
    pub fn figure(&self) -> Figure {
        let cell = if self.cell > 0.0 { self.cell } else { CELL };
        let longest = |v: &[String]| v.iter().map(|s| s.chars().count()).max().unwrap_or(0);
        let widest_text = self
            .cells
            .iter()
            .flatten()
            .map(|c| c.text.chars().count())
            .max()
            .unwrap_or(0);
        let font = (cell * 0.42)
            .min(FONT)
            .min((cell - 5.0) / (widest_text.max(1) as f64 * 0.62));
        let font = font.max(4.0);
        let head = (longest(&self.rows) as f64 * FONT * 0.62).max(cell * 0.8);
        let corner = if self.corner.is_empty() { 0.0 } else { LINE };
        let top = MARGIN + corner + FONT * 1.6;
        let left = MARGIN + head;
        let columns = self
            .columns
            .len()
            .max(self.cells.iter().map(Vec::len).max().unwrap_or(0));
        let width = (left + columns as f64 * cell + MARGIN)
            .max(2.0 * MARGIN + self.corner.chars().count() as f64 * CHAR * 0.9);
        let height = top + self.cells.len() as f64 * cell + MARGIN;
        let mut f = Figure::new(width, height, self.title.clone());
        if !self.corner.is_empty() {
            f.text(
                (MARGIN, MARGIN + FONT * 0.4),
                &self.corner,
                FONT * 0.9,
                Anchor::Start,
            );
        }
        for (j, name) in self.columns.iter().enumerate() {
            f.text(
                (left + (j as f64 + 0.5) * cell, top - FONT * 0.6),
                name,
                font.min(FONT),
                Anchor::Middle,
            );
        }
        for (i, row) in self.cells.iter().enumerate() {
            let y = top + i as f64 * cell;
            if let Some(name) = self.rows.get(i) {
                f.text((left - 4.0, y + cell / 2.0), name, FONT, Anchor::End);
            }
            for (j, c) in row.iter().enumerate() {
                let x = left + j as f64 * cell;
                f.cell(x, y, cell, cell, c.fill);
                if !c.text.is_empty() {
                    f.text_in(
                        colour::ink_on(c.fill),
                        (x + cell / 2.0, y + cell / 2.0),
                        &c.text,
                        font,
                        Anchor::Middle,
                    );
                }
            }
        }
        // Outlines last, so neighbours do not paint over them.
        for (i, row) in self.cells.iter().enumerate() {
            for (j, c) in row.iter().enumerate() {
                if c.marked {
                    let (x, y) = (left + j as f64 * cell, top + i as f64 * cell);
                    f.rect(
                        (x + 1.5, y + 1.5, cell - 3.0, cell - 3.0),
                        None,
                        Some((colour::DIFFERS, 3.0)),
                    );
                }
            }
        }
        legend(&mut f, &self.legend);
        caption(&mut f, &self.notes);
        f
    }
}

/// Adds a row of colour swatches with their meanings under a figure.
pub fn legend(f: &mut Figure, entries: &[(Colour, String)]) {
    if entries.is_empty() {
        return;
    }
    let mut x = MARGIN;
    let y = f.height;
    let mut row_height: f64 = 0.0;
    for (c, text) in entries {
        let w = 14.0 + 6.0 + text.chars().count() as f64 * FONT * 0.6 + 14.0;
        if x + w > f.width.max(320.0) && x > MARGIN {
            x = MARGIN;
            f.height += 20.0;
        }
        let y = f.height.max(y);
        f.rect(
            (x, y + 3.0, 14.0, 14.0),
            Some(*c),
            Some((colour::GRID, 1.0)),
        );
        f.text((x + 20.0, y + 10.0), text, FONT * 0.9, Anchor::Start);
        x += w;
        row_height = 20.0;
        f.width = f.width.max(x + MARGIN);
    }
    f.height += row_height + MARGIN / 2.0;
}

/// The colour of an outcome class letter (L, R, N, P), or paper for anything else.
pub fn outcome_colour(class: &str) -> Colour {
    match class {
        "L" => colour::LEFT,
        "R" => colour::RIGHT,
        "N" => colour::NEXT,
        "P" => colour::PREVIOUS,
        _ => colour::PAPER,
    }
}

/// The legend of outcome classes.
pub fn outcome_legend() -> Vec<(Colour, String)> {
    vec![
        (colour::LEFT, "L: Left wins".into()),
        (colour::RIGHT, "R: Right wins".into()),
        (colour::NEXT, "N: first player wins".into()),
        (colour::PREVIOUS, "P: second player wins".into()),
    ]
}

/// Values on a sequential scale between their least and greatest.
pub fn heat(values: &[Option<f64>]) -> Vec<Colour> {
    let known: Vec<f64> = values.iter().flatten().copied().collect();
    let low = known.iter().copied().fold(f64::INFINITY, f64::min);
    let high = known.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    values
        .iter()
        .map(|v| match v {
            Some(v) if high > low => colour::scale((v - low) / (high - low)),
            Some(_) => colour::scale(0.5),
            None => colour::PAPER,
        })
        .collect()
}
