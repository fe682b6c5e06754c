//! The SVG back end, through the `svg` crate (elements, attributes and escaping by the crate).

use super::{Anchor, Figure, Item};
use svg::Document;
use svg::node::element::{Circle, Polyline, Rectangle, Text, Title};

/// Rounds to hundredths so files are small and stable.
fn r(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// The figure as an SVG document.
pub fn render(figure: &Figure) -> String {
    let mut doc = Document::new()
        .set("viewBox", (0.0, 0.0, r(figure.width), r(figure.height)))
        .set("width", r(figure.width))
        .set("height", r(figure.height))
        .set("font-family", "DejaVu Sans, Helvetica, Arial, sans-serif")
        .add(Title::new(figure.title.clone()))
        .add(
            Rectangle::new()
                .set("width", "100%")
                .set("height", "100%")
                .set("fill", "#ffffff"),
        );
    for item in &figure.items {
        doc = match item {
            Item::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => {
                let mut e = Rectangle::new()
                    .set("x", r(*x))
                    .set("y", r(*y))
                    .set("width", r(*w))
                    .set("height", r(*h))
                    .set("fill", fill.map_or("none".to_string(), |c| c.hex()));
                if let Some((c, width)) = stroke {
                    e = e.set("stroke", c.hex()).set("stroke-width", r(*width));
                }
                doc.add(e)
            }
            Item::Path {
                points,
                stroke,
                width,
            } => {
                let points: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("{},{}", r(*x), r(*y)))
                    .collect();
                doc.add(
                    Polyline::new()
                        .set("points", points.join(" "))
                        .set("fill", "none")
                        .set("stroke", stroke.hex())
                        .set("stroke-width", r(*width))
                        .set("stroke-linecap", "round"),
                )
            }
            Item::Circle {
                cx,
                cy,
                r: radius,
                fill,
                stroke,
            } => {
                let mut e = Circle::new()
                    .set("cx", r(*cx))
                    .set("cy", r(*cy))
                    .set("r", r(*radius))
                    .set("fill", fill.map_or("none".to_string(), |c| c.hex()));
                if let Some((c, width)) = stroke {
                    e = e.set("stroke", c.hex()).set("stroke-width", r(*width));
                }
                doc.add(e)
            }
            Item::Text {
                x,
                y,
                text,
                size,
                anchor,
                colour,
            } => doc.add(
                Text::new(text.clone())
                    .set("x", r(*x))
                    .set("y", r(*y))
                    .set("font-size", r(*size))
                    .set("fill", colour.hex())
                    .set("dominant-baseline", "central")
                    .set(
                        "text-anchor",
                        match anchor {
                            Anchor::Start => "start",
                            Anchor::Middle => "middle",
                            Anchor::End => "end",
                        },
                    ),
            ),
        };
    }
    format!("{doc}\n")
}
