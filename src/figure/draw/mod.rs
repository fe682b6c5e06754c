//! The kinds of pictures cgcheck draws, each from plain data the command line computed.
//!
//! * [`grid`]: a table as coloured cells (alpha, outcome and Column-Row tables, a Seki matrix,
//!   the Wythoff plane), with row and column headers, a legend and marked entries.
//! * [`board`]: Domineering boards with dominoes, k-in-a-row boards with stones, marks and
//!   pairings (also the torus pairings of the infinite board).
//! * [`young`]: a Young diagram with the value of every row and column move.
//! * [`plot`]: a line plot of a sequence and a histogram of its values.
//! * [`heaps`]: Nim heaps and the positions of a subtraction game.
//! * [`cube`]: the hypercube Q_d with the vertices of a play.

pub mod board;
pub mod cube;
pub mod grid;
pub mod heaps;
pub mod plot;
pub mod young;

use super::{Anchor, Figure};

/// The side of a cell.
pub const CELL: f64 = 30.0;
/// The space around a picture.
pub const MARGIN: f64 = 12.0;
/// The body text size.
pub const FONT: f64 = 12.0;
/// The height of a text line.
pub const LINE: f64 = 18.0;
/// The width of an average character of body text (for wrapping and sizing).
pub const CHAR: f64 = FONT * 0.58;

/// Adds lines of text under a figure (growing it), each line at most `wrap` characters.
pub fn caption(figure: &mut Figure, lines: &[String]) {
    let wrap = (((figure.width - 2.0 * MARGIN) / CHAR) as usize).max(44);
    for line in lines {
        for piece in wrap_text(line, wrap) {
            let needed = 2.0 * MARGIN + piece.chars().count() as f64 * CHAR;
            figure.width = figure.width.max(needed);
            figure.text(
                (MARGIN, figure.height + LINE / 2.0),
                piece,
                FONT,
                Anchor::Start,
            );
            figure.height += LINE;
        }
    }
    if !lines.is_empty() {
        figure.height += MARGIN / 2.0;
    }
}

/// Adds a title line above a figure (moving everything down).
pub fn heading(figure: Figure, text: &str) -> Figure {
    let mut head = Figure::new(figure.width, LINE + MARGIN / 2.0, figure.title.clone());
    head.text(
        (MARGIN, MARGIN / 2.0 + LINE / 2.0),
        text,
        FONT * 1.15,
        Anchor::Start,
    );
    let title = figure.title.clone();
    let mut out = super::stack(vec![head, figure], 0.0, title);
    let widest = MARGIN * 2.0 + text.chars().count() as f64 * FONT * 0.62;
    out.width = out.width.max(widest);
    out
}

/// Splits a text at spaces into lines of at most `width` characters (a longer word stays whole).
pub fn wrap_text(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut current = String::new();
    for word in text.split(' ') {
        if !current.is_empty() && current.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push(' ');
        }
        current.push_str(word);
    }
    if !current.is_empty() || lines.is_empty() {
        lines.push(current);
    }
    lines
}
