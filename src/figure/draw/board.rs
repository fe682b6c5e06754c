//! Boards: Domineering regions with dominoes, and k-in-a-row boards with stones, marked
//! squares and pairings.
//!
//! Domineering cells are (row, column) from the top left, as the solvers and the paper's
//! pictures have them. k-in-a-row squares are (column, row) with row 0 at the bottom, as the
//! paper's square names (`a1` bottom left) have them.

use super::{CELL, FONT, MARGIN, caption};
use crate::figure::colour::{self, Colour};
use crate::figure::{Anchor, Figure};

/// A domino on a Domineering board.
#[derive(Debug, Clone, PartialEq)]
pub struct Domino {
    /// The top (vertical) or left (horizontal) cell, as (row, column).
    pub at: (usize, usize),
    /// Vertical (Left's) or horizontal (Right's).
    pub vertical: bool,
    /// A text on it (a move number), if any.
    pub label: Option<String>,
    /// Drawn as an outline only (a candidate move, not a placed domino).
    pub ghost: bool,
}

/// A Domineering board to draw.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DominoBoard {
    /// Heading.
    pub title: String,
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub columns: usize,
    /// Cells that are not part of the region (or already covered), as (row, column).
    pub blocked: Vec<(usize, usize)>,
    /// The dominoes.
    pub dominoes: Vec<Domino>,
    /// Lines under the board.
    pub notes: Vec<String>,
}

impl DominoBoard {
    /// The picture.
    pub fn figure(&self) -> Figure {
        let cell = cell_for(self.rows.max(self.columns));
        let (left, top) = (MARGIN, MARGIN);
        let width = (2.0 * MARGIN + self.columns as f64 * cell).max(160.0);
        let height = 2.0 * MARGIN + self.rows as f64 * cell;
        let mut f = Figure::new(width, height, self.title.clone());
        for r in 0..self.rows {
            for c in 0..self.columns {
                let fill = if self.blocked.contains(&(r, c)) {
                    colour::SHADE
                } else {
                    colour::PAPER
                };
                f.cell(
                    left + c as f64 * cell,
                    top + r as f64 * cell,
                    cell,
                    cell,
                    fill,
                );
            }
        }
        for d in &self.dominoes {
            let (r, c) = d.at;
            let (w, h) = if d.vertical { (1.0, 2.0) } else { (2.0, 1.0) };
            let side = if d.vertical {
                colour::LEFT
            } else {
                colour::RIGHT
            };
            let inset = cell * 0.12;
            let rect = (
                left + c as f64 * cell + inset,
                top + r as f64 * cell + inset,
                w * cell - 2.0 * inset,
                h * cell - 2.0 * inset,
            );
            if d.ghost {
                f.rect(rect, None, Some((side, 2.5)));
            } else {
                f.rect(rect, Some(side), Some((colour::INK, 1.0)));
            }
            if let Some(label) = &d.label {
                let ink = if d.ghost { side } else { colour::PAPER };
                f.text_in(
                    ink,
                    (rect.0 + rect.2 / 2.0, rect.1 + rect.3 / 2.0),
                    label,
                    (cell * 0.42).min(FONT),
                    Anchor::Middle,
                );
            }
        }
        caption(&mut f, &self.notes);
        f
    }
}

/// The cell side for a board with this many cells along its longer side (large boards shrink
/// so a figure stays about 600 units wide).
fn cell_for(longest: usize) -> f64 {
    (600.0 / longest.max(1) as f64).clamp(6.0, CELL)
}

/// A stone on a k-in-a-row board.
#[derive(Debug, Clone, PartialEq)]
pub struct Stone {
    /// (column, row), row 0 at the bottom.
    pub at: (usize, usize),
    /// B's (black) or W's (white).
    pub black: bool,
    /// A text on it (the move number), if any.
    pub label: Option<String>,
}

/// A k-in-a-row board to draw.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct StoneBoard {
    /// Heading.
    pub title: String,
    /// Columns (m).
    pub columns: usize,
    /// Rows (n).
    pub rows: usize,
    /// The stones.
    pub stones: Vec<Stone>,
    /// Squares to mark (the moves to play), with a short text.
    pub marks: Vec<((usize, usize), String)>,
    /// Pairs of squares joined by a segment (a pairing strategy).
    pub pairs: Vec<((usize, usize), (usize, usize))>,
    /// Half-arrows from a square towards its partner (a periodic pairing: the partner may be
    /// across the period's edge).
    pub arrows: Vec<((usize, usize), (i64, i64))>,
    /// Texts in squares (a pairing's labels when no segment can be drawn).
    pub texts: Vec<((usize, usize), String)>,
    /// Lines under the board.
    pub notes: Vec<String>,
}

impl StoneBoard {
    /// The picture: squares with file letters below and rank numbers on the left.
    pub fn figure(&self) -> Figure {
        let cell = cell_for(self.rows.max(self.columns));
        let left = MARGIN + FONT * 1.6;
        let top = MARGIN;
        let width = (left + self.columns as f64 * cell + MARGIN).max(160.0);
        let height = top + self.rows as f64 * cell + FONT * 1.6 + MARGIN;
        let mut f = Figure::new(width, height, self.title.clone());
        let centre = |(c, r): (usize, usize)| {
            (
                left + (c as f64 + 0.5) * cell,
                top + (self.rows - 1 - r.min(self.rows - 1)) as f64 * cell + cell / 2.0,
            )
        };
        for r in 0..self.rows {
            for c in 0..self.columns {
                let (x, y) = centre((c, r));
                f.cell(x - cell / 2.0, y - cell / 2.0, cell, cell, colour::PAPER);
            }
            let (_, y) = centre((0, r));
            if self.rows <= 40 {
                f.text(
                    (left - 4.0, y),
                    (r + 1).to_string(),
                    FONT * 0.85,
                    Anchor::End,
                );
            }
        }
        if self.columns <= 40 {
            for c in 0..self.columns {
                let (x, _) = centre((c, 0));
                f.text(
                    (x, top + self.rows as f64 * cell + FONT * 0.8),
                    crate::games::mnk::board::column_name(c),
                    FONT * 0.85,
                    Anchor::Middle,
                );
            }
        }
        for &(a, b) in &self.pairs {
            let palette = [colour::LEFT, colour::RIGHT, colour::WIN, colour::DIFFERS];
            let kind = match (a.0.abs_diff(b.0), a.1.abs_diff(b.1)) {
                (_, 0) => 0,
                (0, _) => 1,
                _ if (a.0 < b.0) == (a.1 < b.1) => 2,
                _ => 3,
            };
            let (p, q) = (centre(a), centre(b));
            f.line(p, q, palette[kind], (cell * 0.12).max(1.5));
            for point in [p, q] {
                f.circle((point.0, point.1, cell * 0.12), Some(palette[kind]), None);
            }
        }
        for &(at, (dc, dr)) in &self.arrows {
            let (x, y) = centre(at);
            let to = (x + dc as f64 * cell * 0.42, y - dr as f64 * cell * 0.42);
            f.arrow((x, y), to, colour::LEFT, (cell * 0.06).max(1.0));
        }
        for (at, text) in &self.texts {
            f.text(centre(*at), text, (cell * 0.4).min(FONT), Anchor::Middle);
        }
        for s in &self.stones {
            let (x, y) = centre(s.at);
            let (fill, ink) = if s.black {
                (colour::INK, colour::PAPER)
            } else {
                (colour::PAPER, colour::INK)
            };
            f.circle((x, y, cell * 0.4), Some(fill), Some((colour::INK, 1.2)));
            if let Some(label) = &s.label {
                f.text_in(ink, (x, y), label, (cell * 0.36).min(FONT), Anchor::Middle);
            }
        }
        for (at, text) in &self.marks {
            let (x, y) = centre(*at);
            f.rect(
                (x - cell * 0.42, y - cell * 0.42, cell * 0.84, cell * 0.84),
                None,
                Some((colour::WIN, 3.0)),
            );
            if !text.is_empty() {
                f.text_in(
                    colour::WIN,
                    (x, y),
                    text,
                    (cell * 0.36).min(FONT),
                    Anchor::Middle,
                );
            }
        }
        caption(&mut f, &self.notes);
        f
    }
}

/// Colours of the two sides, for legends.
pub fn sides(left: &str, right: &str) -> Vec<(Colour, String)> {
    vec![
        (colour::LEFT, left.to_string()),
        (colour::RIGHT, right.to_string()),
    ]
}
