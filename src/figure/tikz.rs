//! The TikZ back end: a standalone LaTeX document (`pdflatex FILE.tex` makes a PDF of just the
//! picture; the `tikzpicture` environment can also be pasted into a paper).
//!
//! One figure unit is 0.2 mm, and the y axis points down (`y=-0.2mm`), so coordinates are the
//! same as in the SVG. Colours are defined once each, by their RGB bytes.

use super::{Anchor, Colour, Figure, Item};
use std::collections::BTreeMap;
use std::fmt::Write;

/// One unit in centimetres.
const UNIT_CM: f64 = 0.02;
/// Points per centimetre.
const PT_PER_CM: f64 = 28.4527559;

fn r(v: f64) -> String {
    let v = (v * 100.0).round() / 100.0;
    if v == v.trunc() {
        format!("{}", v as i64)
    } else {
        format!("{v}")
    }
}

/// Text with TeX's special characters written so that TeX prints them.
pub fn escape(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '%' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\^{}"),
            '~' => out.push_str("\\~{}"),
            '|' => out.push_str("\\textbar{}"),
            '<' => out.push_str("\\textless{}"),
            '>' => out.push_str("\\textgreater{}"),
            c if c.is_ascii() => out.push(c),
            // Non-ASCII (a multiplication sign, an alpha): keep it; the preamble loads UTF-8.
            c => out.push(c),
        }
    }
    out
}

/// The names of the colours a figure uses, in first-use order.
fn palette(figure: &Figure) -> BTreeMap<Colour, String> {
    let mut names = BTreeMap::new();
    let add = |c: Colour, names: &mut BTreeMap<Colour, String>| {
        let next = format!("cg{}", names.len());
        names.entry(c).or_insert(next);
    };
    for item in &figure.items {
        match item {
            Item::Rect { fill, stroke, .. } | Item::Circle { fill, stroke, .. } => {
                if let Some(c) = fill {
                    add(*c, &mut names);
                }
                if let Some((c, _)) = stroke {
                    add(*c, &mut names);
                }
            }
            Item::Path { stroke, .. } => add(*stroke, &mut names),
            Item::Text { colour, .. } => add(*colour, &mut names),
        }
    }
    names
}

fn style(
    fill: &Option<Colour>,
    stroke: &Option<(Colour, f64)>,
    names: &BTreeMap<Colour, String>,
) -> String {
    let mut parts = Vec::new();
    if let Some(c) = fill {
        parts.push(format!("fill={}", names[c]));
    }
    if let Some((c, w)) = stroke {
        parts.push(format!(
            "draw={}, line width={}mm",
            names[c],
            r(w * UNIT_CM * 10.0)
        ));
    }
    parts.join(", ")
}

/// The TeX colour names of a figure's colours.
type Names = BTreeMap<Colour, String>;

/// A filled and/or outlined shape (nothing when it is neither).
fn filled(
    out: &mut String,
    style_of: (&Option<Colour>, &Option<(Colour, f64)>, &Names),
    geometry: &str,
) {
    let (fill, stroke, names) = style_of;
    if fill.is_some() || stroke.is_some() {
        let _ = writeln!(out, "\\path[{}] {geometry};", style(fill, stroke, names));
    }
}

/// The figure as a standalone LaTeX document.
pub fn render(figure: &Figure) -> String {
    let names = palette(figure);
    let mut out = String::new();
    let _ = writeln!(out, "% {}", figure.title.replace('\n', " "));
    let _ = writeln!(out, "% written by cgcheck {}", env!("CARGO_PKG_VERSION"));
    out.push_str("\\documentclass[tikz,border=2pt]{standalone}\n");
    out.push_str("\\usepackage[utf8]{inputenc}\n");
    out.push_str("\\begin{document}\n");
    let _ = writeln!(
        out,
        "\\begin{{tikzpicture}}[x={}cm, y=-{}cm]",
        UNIT_CM, UNIT_CM
    );
    for (colour, name) in &names {
        let _ = writeln!(
            out,
            "\\definecolor{{{name}}}{{RGB}}{{{},{},{}}}",
            colour.0, colour.1, colour.2
        );
    }
    for item in &figure.items {
        match item {
            Item::Rect {
                x,
                y,
                w,
                h,
                fill,
                stroke,
            } => filled(
                &mut out,
                (fill, stroke, &names),
                &format!(
                    "({},{}) rectangle ({},{})",
                    r(*x),
                    r(*y),
                    r(x + w),
                    r(y + h)
                ),
            ),
            Item::Path {
                points,
                stroke,
                width,
            } => {
                let chain: Vec<String> = points
                    .iter()
                    .map(|(x, y)| format!("({},{})", r(*x), r(*y)))
                    .collect();
                let _ = writeln!(
                    out,
                    "\\draw[{}, line width={}mm, line cap=round] {};",
                    names[stroke],
                    r(width * UNIT_CM * 10.0),
                    chain.join(" -- ")
                );
            }
            Item::Circle {
                cx,
                cy,
                r: radius,
                fill,
                stroke,
            } => filled(
                &mut out,
                (fill, stroke, &names),
                &format!("({},{}) circle[radius={}]", r(*cx), r(*cy), r(*radius)),
            ),
            Item::Text {
                x,
                y,
                text,
                size,
                anchor,
                colour,
            } => {
                let pt = size * UNIT_CM * PT_PER_CM;
                let anchor = match anchor {
                    Anchor::Start => "west",
                    Anchor::Middle => "center",
                    Anchor::End => "east",
                };
                let _ = writeln!(
                    out,
                    "\\node[anchor={anchor}, inner sep=0pt, text={}, font=\\fontsize{{{}}}{{{}}}\\selectfont] at ({},{}) {{{}}};",
                    names[colour],
                    r(pt),
                    r(pt * 1.2),
                    r(*x),
                    r(*y),
                    escape(text)
                );
            }
        }
    }
    out.push_str("\\end{tikzpicture}\n\\end{document}\n");
    out
}
