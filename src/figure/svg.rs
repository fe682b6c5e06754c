//! The SVG back end, through the `svg` crate (elements, attributes and escaping by the crate).

use super::{Anchor, Figure, Item};
use svg::Document;
use svg::node::element::{Circle, Polyline, Rectangle, Text, Title};

/// Rounds to hundredths so files are small and stable.
fn r(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}

/// An element with its outline, if it has one.
fn outline<E: svg::Node>(e: E, stroke: &Option<(crate::figure::Colour, f64)>) -> E {
    match stroke {
        Some((c, width)) => {
            let mut e = e;
            e.assign("stroke", c.hex());
            e.assign("stroke-width", r(*width));
            e
        }
        None => e,
    }
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
                let e = Rectangle::new()
                    .set("x", r(*x))
                    .set("y", r(*y))
                    .set("width", r(*w))
                    .set("height", r(*h))
                    .set("fill", fill.map_or("none".to_string(), |c| c.hex()));
                doc.add(outline(e, stroke))
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
                let e = Circle::new()
                    .set("cx", r(*cx))
                    .set("cy", r(*cy))
                    .set("r", r(*radius))
                    .set("fill", fill.map_or("none".to_string(), |c| c.hex()));
                doc.add(outline(e, stroke))
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
