//! Plots: a sequence as points joined by lines, and a histogram of values.

use super::{FONT, MARGIN, caption};
use crate::figure::colour;
use crate::figure::{Anchor, Figure};

/// A sequence y(x) to plot.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Series {
    /// Heading.
    pub title: String,
    /// The points, x increasing.
    pub points: Vec<(f64, f64)>,
    /// The x axis name.
    pub x_label: String,
    /// The y axis name.
    pub y_label: String,
    /// Lines under the plot.
    pub notes: Vec<String>,
}

/// Ticks for an axis from `low` to `high`: at most about eight, at whole steps.
fn ticks(low: f64, high: f64) -> Vec<f64> {
    let span = (high - low).max(1.0);
    let raw = span / 8.0;
    let step = [1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0]
        .into_iter()
        .find(|s| *s >= raw)
        .unwrap_or(raw.ceil());
    let mut t = (low / step).ceil() * step;
    let mut out = Vec::new();
    while t <= high + 1e-9 && out.len() < 50 {
        out.push(t);
        t += step;
    }
    out
}

/// The plot area: axes with ticks; returns the map from data to figure coordinates.
fn axes(
    f: &mut Figure,
    (x0, x1): (f64, f64),
    (y0, y1): (f64, f64),
    labels: (&str, &str),
    x_ticks: bool,
) -> impl Fn((f64, f64)) -> (f64, f64) + use<> {
    let (left, top, w, h) = (MARGIN + 36.0, MARGIN + 28.0, 480.0, 200.0);
    let xs = (x1 - x0).max(1.0);
    let ys = (y1 - y0).max(1.0);
    let map = move |(x, y): (f64, f64)| (left + (x - x0) / xs * w, top + h - (y - y0) / ys * h);
    f.line((left, top + h), (left + w, top + h), colour::INK, 1.2);
    f.line((left, top), (left, top + h), colour::INK, 1.2);
    for t in ticks(x0, x1).into_iter().filter(|_| x_ticks) {
        let (x, y) = map((t, y0));
        f.line((x, y), (x, y + 4.0), colour::INK, 1.0);
        f.text((x, y + 12.0), format!("{t}"), FONT * 0.8, Anchor::Middle);
    }
    for t in ticks(y0, y1) {
        let (x, y) = map((x0, t));
        f.line((x - 4.0, y), (x + w, y), colour::SHADE, 0.6);
        f.text((x - 6.0, y), format!("{t}"), FONT * 0.8, Anchor::End);
    }
    f.text(
        (left + w / 2.0, top + h + 28.0),
        labels.0,
        FONT,
        Anchor::Middle,
    );
    f.text((MARGIN, top - 18.0), labels.1, FONT, Anchor::Start);
    f.width = f.width.max(left + w + MARGIN);
    f.height = f.height.max(top + h + 40.0);
    map
}

impl Series {
    /// The picture.
    pub fn figure(&self) -> Figure {
        let mut f = Figure::new(0.0, 0.0, self.title.clone());
        let fold = |pick: fn(&(f64, f64)) -> f64, min: bool| {
            self.points.iter().map(pick).fold(
                if min {
                    f64::INFINITY
                } else {
                    f64::NEG_INFINITY
                },
                if min { f64::min } else { f64::max },
            )
        };
        let (x0, x1) = (fold(|p| p.0, true), fold(|p| p.0, false));
        let y1 = fold(|p| p.1, false).max(1.0);
        let (x0, x1) = if self.points.is_empty() {
            (0.0, 1.0)
        } else {
            (x0, x1)
        };
        let map = axes(
            &mut f,
            (x0, x1),
            (0.0, y1),
            (&self.x_label, &self.y_label),
            true,
        );
        let mapped: Vec<(f64, f64)> = self.points.iter().map(|p| map(*p)).collect();
        f.path(mapped.clone(), colour::LEFT, 1.5);
        for (x, y) in mapped {
            f.circle((x, y, 3.0), Some(colour::LEFT), None);
        }
        caption(&mut f, &self.notes);
        f
    }
}

/// Bars: how often each value occurs.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Histogram {
    /// Heading.
    pub title: String,
    /// (value, count) in the order to draw.
    pub bars: Vec<(String, u64)>,
    /// The x axis name.
    pub x_label: String,
    /// Lines under the plot.
    pub notes: Vec<String>,
}

impl Histogram {
    /// The picture.
    pub fn figure(&self) -> Figure {
        let mut f = Figure::new(0.0, 0.0, self.title.clone());
        let most = self.bars.iter().map(|b| b.1).max().unwrap_or(1) as f64;
        let count = self.bars.len().max(1) as f64;
        let map = axes(
            &mut f,
            (0.0, count),
            (0.0, most.max(1.0)),
            (&self.x_label, "count"),
            false,
        );
        for (i, (label, n)) in self.bars.iter().enumerate() {
            let (xa, ya) = map((i as f64 + 0.15, 0.0));
            let (xb, yb) = map((i as f64 + 0.85, *n as f64));
            f.rect(
                (xa, yb, xb - xa, ya - yb),
                Some(colour::WIN),
                Some((colour::INK, 0.8)),
            );
            f.text(
                ((xa + xb) / 2.0, yb - 8.0),
                n.to_string(),
                FONT * 0.8,
                Anchor::Middle,
            );
            f.text(
                ((xa + xb) / 2.0, ya + 12.0),
                label,
                FONT * 0.9,
                Anchor::Middle,
            );
        }
        caption(&mut f, &self.notes);
        f
    }
}
