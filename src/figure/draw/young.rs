//! A Young diagram (English notation: rows from the top, longest first) with the value of
//! every move: removing row i is written at the row's right end, removing column j under the
//! column. Moves to a position of value 0 (the winning moves) are green.

use super::{CELL, FONT, MARGIN, caption};
use crate::figure::colour;
use crate::figure::{Anchor, Figure};

/// A diagram and the values of its moves.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Young {
    /// Heading.
    pub title: String,
    /// The row lengths, longest first.
    pub parts: Vec<usize>,
    /// The value after removing each row (None: not shown).
    pub row_values: Vec<Option<u64>>,
    /// The value after removing each column.
    pub column_values: Vec<Option<u64>>,
    /// Lines under the diagram.
    pub notes: Vec<String>,
}

impl Young {
    /// The picture.
    pub fn figure(&self) -> Figure {
        let columns = self.parts.first().copied().unwrap_or(0);
        let rows = self.parts.len();
        let cell = (480.0 / columns.max(rows).max(1) as f64).clamp(8.0, CELL);
        let (left, top) = (MARGIN + FONT * 2.0, MARGIN + FONT * 1.2);
        let width = (left + columns as f64 * cell + FONT * 3.0 + MARGIN).max(200.0);
        let height = top + rows as f64 * cell + FONT * 2.2 + MARGIN;
        let mut f = Figure::new(width, height, self.title.clone());
        for (i, &len) in self.parts.iter().enumerate() {
            let y = top + i as f64 * cell;
            for j in 0..len {
                f.cell(left + j as f64 * cell, y, cell, cell, colour::SHADE);
            }
            if rows <= 40 {
                f.text(
                    (left - 4.0, y + cell / 2.0),
                    format!("{i}_r"),
                    FONT * 0.8,
                    Anchor::End,
                );
            }
            if let Some(Some(v)) = self.row_values.get(i) {
                let ink = if *v == 0 { colour::WIN } else { colour::INK };
                f.text_in(
                    ink,
                    (left + columns as f64 * cell + 8.0, y + cell / 2.0),
                    v.to_string(),
                    FONT,
                    Anchor::Start,
                );
            }
        }
        for j in 0..columns {
            let x = left + (j as f64 + 0.5) * cell;
            if columns <= 40 {
                f.text(
                    (x, top - FONT * 0.6),
                    format!("{j}_c"),
                    FONT * 0.8,
                    Anchor::Middle,
                );
            }
            if let Some(Some(v)) = self.column_values.get(j) {
                let ink = if *v == 0 { colour::WIN } else { colour::INK };
                f.text_in(
                    ink,
                    (x, top + rows as f64 * cell + FONT * 0.9),
                    v.to_string(),
                    FONT,
                    Anchor::Middle,
                );
            }
        }
        caption(&mut f, &self.notes);
        f
    }
}
