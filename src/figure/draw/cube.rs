//! The hypercube Q_d (d <= 4) as a graph: vertices are bit strings, edges join strings that
//! differ in one bit; the vertices of a play are red and numbered by move.

use super::{FONT, MARGIN, caption};
use crate::figure::colour;
use crate::figure::{Anchor, Figure};

/// The cube and a play on it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Cube {
    /// Heading.
    pub title: String,
    /// The dimension (1..=4).
    pub dimension: u32,
    /// The vertices chosen, in order.
    pub play: Vec<u32>,
    /// Lines under the picture.
    pub notes: Vec<String>,
}

/// Where bit i of a vertex moves it (the usual oblique projection).
const DIRECTIONS: [(f64, f64); 4] = [(120.0, 0.0), (0.0, 120.0), (55.0, -45.0), (250.0, 40.0)];

impl Cube {
    /// The picture.
    pub fn figure(&self) -> Figure {
        let d = self.dimension.min(4) as usize;
        let vertices = 1u32 << d;
        let place = |v: u32| {
            let mut p = (MARGIN + 20.0, MARGIN + 70.0);
            for (i, dir) in DIRECTIONS.iter().enumerate().take(d) {
                if v >> i & 1 == 1 {
                    p.0 += dir.0;
                    p.1 += dir.1;
                }
            }
            p
        };
        let mut f = Figure::new(
            MARGIN * 2.0 + 470.0,
            MARGIN * 2.0 + 240.0,
            self.title.clone(),
        );
        for v in 0..vertices {
            for i in 0..d {
                let w = v ^ (1 << i);
                if v < w {
                    f.line(place(v), place(w), colour::GRID, 1.2);
                }
            }
        }
        for v in 0..vertices {
            let (x, y) = place(v);
            let step = self.play.iter().position(|&p| p == v);
            let fill = if step.is_some() {
                colour::RIGHT
            } else {
                colour::PAPER
            };
            f.circle((x, y, 9.0), Some(fill), Some((colour::INK, 1.0)));
            if let Some(s) = step {
                f.text_in(
                    colour::PAPER,
                    (x, y),
                    (s + 1).to_string(),
                    FONT * 0.8,
                    Anchor::Middle,
                );
            }
            let name: String = (0..d)
                .rev()
                .map(|i| if v >> i & 1 == 1 { '1' } else { '0' })
                .collect();
            f.text((x + 11.0, y - 10.0), name, FONT * 0.7, Anchor::Start);
        }
        caption(&mut f, &self.notes);
        f
    }
}
