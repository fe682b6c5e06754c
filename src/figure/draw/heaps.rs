//! Heap games: Nim heaps as rows of chips, and the positions 0..n of a subtraction game.

use super::{CELL, FONT, MARGIN, caption};
use crate::figure::colour;
use crate::figure::{Anchor, Figure};

/// Nim heaps and the winning moves.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Heaps {
    /// Heading.
    pub title: String,
    /// The heap sizes.
    pub heaps: Vec<u64>,
    /// Winning moves: (heap, size it is left at).
    pub moves: Vec<(usize, u64)>,
    /// Lines under the picture.
    pub notes: Vec<String>,
}

impl Heaps {
    /// The picture: one row per heap; the chips a winning move takes are outlined in green.
    /// Heaps of more than 64 chips are drawn as bars to scale.
    pub fn figure(&self) -> Figure {
        let most = self.heaps.iter().copied().max().unwrap_or(0).max(1);
        let chip = if most <= 64 {
            (480.0 / most as f64).min(CELL * 0.8)
        } else {
            0.0
        };
        let scale = |v: u64| {
            if chip > 0.0 {
                v as f64 * chip
            } else {
                v as f64 / most as f64 * 480.0
            }
        };
        let left = MARGIN + FONT * 5.0;
        let row = CELL;
        let width = left + 480.0 + FONT * 8.0;
        let height = 2.0 * MARGIN + self.heaps.len() as f64 * row;
        let mut f = Figure::new(width, height, self.title.clone());
        for (i, &h) in self.heaps.iter().enumerate() {
            let y = MARGIN + i as f64 * row;
            f.text(
                (left - 6.0, y + row / 2.0),
                format!("heap {}", i + 1),
                FONT,
                Anchor::End,
            );
            if chip > 0.0 {
                for c in 0..h {
                    f.circle(
                        (left + (c as f64 + 0.5) * chip, y + row / 2.0, chip * 0.4),
                        Some(colour::SHADE),
                        Some((colour::INK, 0.8)),
                    );
                }
            } else {
                f.rect(
                    (left, y + row * 0.2, scale(h), row * 0.6),
                    Some(colour::SHADE),
                    Some((colour::INK, 0.8)),
                );
            }
            f.text(
                (left + scale(h) + 6.0, y + row / 2.0),
                h.to_string(),
                FONT,
                Anchor::Start,
            );
            for &(heap, to) in self.moves.iter().filter(|m| m.0 == i) {
                let _ = heap;
                let (a, b) = (scale(to), scale(h));
                f.rect(
                    (left + a, y + row * 0.1, b - a, row * 0.8),
                    None,
                    Some((colour::WIN, 2.5)),
                );
                f.text_in(
                    colour::WIN,
                    (left + b + 40.0, y + row / 2.0),
                    format!("take {}", h - to),
                    FONT * 0.9,
                    Anchor::Start,
                );
            }
        }
        caption(&mut f, &self.notes);
        f
    }
}

/// The positions of a subtraction game in a window, coloured P or N, with their SG values.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Positions {
    /// Heading.
    pub title: String,
    /// The first position shown.
    pub first: u64,
    /// The SG value of each position from `first` on.
    pub values: Vec<u64>,
    /// The position asked about.
    pub position: u64,
    /// The positions the winning moves lead to.
    pub targets: Vec<u64>,
    /// Lines under the picture.
    pub notes: Vec<String>,
}

impl Positions {
    /// The picture: a strip of cells (grey P, yellow N) with the position outlined and arrows
    /// over the strip from it to each winning move's result.
    pub fn figure(&self) -> Figure {
        let cell = (720.0 / self.values.len().max(1) as f64).clamp(10.0, CELL);
        let (left, top) = (MARGIN, MARGIN + 40.0);
        let width = (2.0 * MARGIN + self.values.len() as f64 * cell).max(240.0);
        let height = top + cell + FONT * 2.0 + MARGIN;
        let mut f = Figure::new(width, height, self.title.clone());
        let x_of = |p: u64| left + (p - self.first) as f64 * cell + cell / 2.0;
        for (i, &v) in self.values.iter().enumerate() {
            let p = self.first + i as u64;
            let fill = if v == 0 {
                colour::PREVIOUS
            } else {
                colour::NEXT
            };
            f.cell(left + i as f64 * cell, top, cell, cell, fill);
            f.text(
                (x_of(p), top + cell / 2.0),
                v.to_string(),
                (cell * 0.45).min(FONT),
                Anchor::Middle,
            );
            if p.is_multiple_of(5) || p == self.position {
                f.text(
                    (x_of(p), top + cell + FONT * 0.8),
                    p.to_string(),
                    FONT * 0.75,
                    Anchor::Middle,
                );
            }
        }
        if self.position >= self.first && self.position < self.first + self.values.len() as u64 {
            let x = x_of(self.position) - cell / 2.0;
            f.rect(
                (x + 1.5, top + 1.5, cell - 3.0, cell - 3.0),
                None,
                Some((colour::DIFFERS, 3.0)),
            );
            for &t in self.targets.iter().filter(|t| **t >= self.first) {
                let (a, b) = (x_of(self.position), x_of(t));
                let lift = 12.0 + 24.0 * ((a - b).abs() / f.width).min(1.0);
                f.path(
                    vec![(a, top), ((a + b) / 2.0, top - lift), (b, top)],
                    colour::WIN,
                    2.0,
                );
                f.arrow(((a + b) / 2.0, top - lift), (b, top), colour::WIN, 2.0);
            }
        }
        caption(&mut f, &self.notes);
        f
    }
}
