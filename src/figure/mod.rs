//! Figures of positions, strategies and tables, written as SVG or TikZ (issue 16).
//!
//! A figure is built once, as a list of plain shapes in a coordinate system of its own
//! ([`Figure`]: origin top left, y downwards, one unit a pixel of the SVG), and then written by
//! one of two back ends: [`svg`] (through the `svg` crate, so the XML is escaped and well
//! formed by construction) and [`tikz`] (a standalone LaTeX document a researcher can compile
//! or paste into a paper). Keeping the drawings back-end free means every figure kind exists in
//! both formats, and the tests render the SVG of every kind to pixels.
//!
//! The drawings themselves live in [`draw`], one file per kind of picture (a coloured grid, a
//! board with dominoes or stones, a Young diagram, a plot); the command line builds them from
//! what the solvers computed and never from what the papers say.

pub mod colour;
pub mod draw;
pub mod svg;
pub mod tikz;

pub use colour::Colour;

use std::path::Path;

/// Where a text is anchored horizontally (vertically it is always centred on `y`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// The text starts at `x`.
    Start,
    /// The text is centred on `x`.
    Middle,
    /// The text ends at `x`.
    End,
}

/// One shape of a figure.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// An axis-parallel rectangle.
    Rect {
        /// Left edge.
        x: f64,
        /// Top edge.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Fill colour, if filled.
        fill: Option<Colour>,
        /// Outline colour and width, if outlined.
        stroke: Option<(Colour, f64)>,
    },
    /// A straight segment, or a chain of them.
    Path {
        /// The points, in order (at least two).
        points: Vec<(f64, f64)>,
        /// Colour.
        stroke: Colour,
        /// Line width.
        width: f64,
    },
    /// A disc.
    Circle {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Radius.
        r: f64,
        /// Fill colour.
        fill: Option<Colour>,
        /// Outline colour and width.
        stroke: Option<(Colour, f64)>,
    },
    /// A line of text, vertically centred on `y`.
    Text {
        /// Anchor x.
        x: f64,
        /// Centre y.
        y: f64,
        /// The text (plain; each back end escapes it).
        text: String,
        /// Font size in units.
        size: f64,
        /// Horizontal anchor.
        anchor: Anchor,
        /// Colour.
        colour: Colour,
    },
}

/// A picture: a size, a title (the SVG `<title>`, a TikZ comment) and shapes, drawn in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Figure {
    /// Width in units.
    pub width: f64,
    /// Height in units.
    pub height: f64,
    /// What the figure shows, e.g. "Domineering 2 x 11: a shortest end".
    pub title: String,
    /// The shapes, back to front.
    pub items: Vec<Item>,
}

/// The two output formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Scalable Vector Graphics.
    Svg,
    /// A standalone LaTeX document with one `tikzpicture`.
    Tikz,
}

impl Figure {
    /// An empty figure of the given size.
    pub fn new(width: f64, height: f64, title: impl Into<String>) -> Figure {
        Figure {
            width,
            height,
            title: title.into(),
            items: Vec::new(),
        }
    }

    /// Adds a filled rectangle with a thin outline.
    pub fn cell(&mut self, x: f64, y: f64, w: f64, h: f64, fill: Colour) {
        self.items.push(Item::Rect {
            x,
            y,
            w,
            h,
            fill: Some(fill),
            stroke: Some((colour::GRID, 1.0)),
        });
    }

    /// Adds a rectangle.
    pub fn rect(
        &mut self,
        (x, y, w, h): (f64, f64, f64, f64),
        fill: Option<Colour>,
        stroke: Option<(Colour, f64)>,
    ) {
        self.items.push(Item::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        });
    }

    /// Adds a segment.
    pub fn line(&mut self, from: (f64, f64), to: (f64, f64), stroke: Colour, width: f64) {
        self.items.push(Item::Path {
            points: vec![from, to],
            stroke,
            width,
        });
    }

    /// Adds a chain of segments (nothing if fewer than two points).
    pub fn path(&mut self, points: Vec<(f64, f64)>, stroke: Colour, width: f64) {
        if points.len() >= 2 {
            self.items.push(Item::Path {
                points,
                stroke,
                width,
            });
        }
    }

    /// Adds an arrow from `from` to `to` (a segment with a two-stroke head).
    pub fn arrow(&mut self, from: (f64, f64), to: (f64, f64), stroke: Colour, width: f64) {
        self.line(from, to, stroke, width);
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let length = (dx * dx + dy * dy).sqrt();
        if length > 0.0 {
            let (ux, uy) = (dx / length, dy / length);
            let head = (3.0 * width).max(4.0).min(length / 2.0);
            for side in [-1.0, 1.0] {
                let back = (to.0 - head * ux, to.1 - head * uy);
                let tip = (
                    back.0 - side * head * 0.6 * uy,
                    back.1 + side * head * 0.6 * ux,
                );
                self.line(to, tip, stroke, width);
            }
        }
    }

    /// Adds a disc.
    pub fn circle(
        &mut self,
        (cx, cy, r): (f64, f64, f64),
        fill: Option<Colour>,
        stroke: Option<(Colour, f64)>,
    ) {
        self.items.push(Item::Circle {
            cx,
            cy,
            r,
            fill,
            stroke,
        });
    }

    /// Adds a text.
    pub fn text(&mut self, (x, y): (f64, f64), text: impl Into<String>, size: f64, anchor: Anchor) {
        self.text_in(colour::INK, (x, y), text, size, anchor);
    }

    /// Adds a text in a colour.
    pub fn text_in(
        &mut self,
        colour: Colour,
        (x, y): (f64, f64),
        text: impl Into<String>,
        size: f64,
        anchor: Anchor,
    ) {
        self.items.push(Item::Text {
            x,
            y,
            text: text.into(),
            size,
            anchor,
            colour,
        });
    }

    /// The figure in a format.
    pub fn render(&self, format: Format) -> String {
        match format {
            Format::Svg => svg::render(self),
            Format::Tikz => tikz::render(self),
        }
    }

    /// Writes the figure to a file (created or replaced whole: see
    /// [`crate::core::files::write_atomic`]).
    pub fn write(&self, path: &Path, format: Format) -> Result<(), String> {
        crate::core::files::write_atomic(path, self.render(format).as_bytes())
    }
}

/// Places figures side by side (left to right, tops aligned, a gap between), with a title.
pub fn beside(parts: Vec<Figure>, gap: f64, title: impl Into<String>) -> Figure {
    let height = parts.iter().map(|f| f.height).fold(0.0, f64::max);
    let mut out = Figure::new(0.0, height, title);
    let mut left = 0.0;
    for (i, part) in parts.into_iter().enumerate() {
        if i > 0 {
            left += gap;
        }
        for item in part.items {
            out.items.push(shift(item, left, 0.0));
        }
        left += part.width;
    }
    out.width = left;
    out
}

/// Places figures one below the other (left edges aligned, a gap between), with a title.
pub fn stack(parts: Vec<Figure>, gap: f64, title: impl Into<String>) -> Figure {
    let width = parts.iter().map(|f| f.width).fold(0.0, f64::max);
    let mut out = Figure::new(width, 0.0, title);
    let mut top = 0.0;
    for (i, part) in parts.into_iter().enumerate() {
        if i > 0 {
            top += gap;
        }
        for item in part.items {
            out.items.push(shift(item, 0.0, top));
        }
        top += part.height;
    }
    out.height = top;
    out
}

/// The same shape moved by (dx, dy).
fn shift(item: Item, dx: f64, dy: f64) -> Item {
    match item {
        Item::Rect {
            x,
            y,
            w,
            h,
            fill,
            stroke,
        } => Item::Rect {
            x: x + dx,
            y: y + dy,
            w,
            h,
            fill,
            stroke,
        },
        Item::Path {
            points,
            stroke,
            width,
        } => Item::Path {
            points: points.into_iter().map(|(x, y)| (x + dx, y + dy)).collect(),
            stroke,
            width,
        },
        Item::Circle {
            cx,
            cy,
            r,
            fill,
            stroke,
        } => Item::Circle {
            cx: cx + dx,
            cy: cy + dy,
            r,
            fill,
            stroke,
        },
        Item::Text {
            x,
            y,
            text,
            size,
            anchor,
            colour,
        } => Item::Text {
            x: x + dx,
            y: y + dy,
            text,
            size,
            anchor,
            colour,
        },
    }
}
