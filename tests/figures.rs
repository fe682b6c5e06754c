//! Figures (issue 16): every command that draws writes SVG and TikZ; every SVG kind renders
//! to pixels with a pure-Rust renderer (resvg); a small one is pinned as a snapshot of its
//! pixels; every finding in CLAIMS.md links a figure that exists and renders; bad figure
//! paths are refused before any work, with exit code 2.

use crate::common;

use cgcheck::claims::store::{DEEP_EVIDENCE_PATH, DeepStore};
use cgcheck::report::{self, figures};
use std::path::{Path, PathBuf};
use std::process::Command;

fn cgcheck(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .args(args)
        .output()
        .expect("cgcheck runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn scratch(name: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("figures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir.join(name)
}

/// Renders an SVG file to pixels; returns the pixmap.
fn render(path: &Path) -> resvg::tiny_skia::Pixmap {
    let text = std::fs::read_to_string(path).expect("figure written");
    let tree = resvg::usvg::Tree::from_str(&text, &resvg::usvg::Options::default())
        .unwrap_or_else(|e| panic!("{} is not valid SVG: {e}", path.display()));
    let size = tree.size().to_int_size();
    assert!(
        size.width() >= 50 && size.height() >= 30,
        "{}: tiny figure {size:?}",
        path.display()
    );
    assert!(
        size.width() <= 4000 && size.height() <= 4000,
        "{}: huge figure {size:?}",
        path.display()
    );
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height()).expect("pixmap");
    resvg::render(
        &tree,
        resvg::tiny_skia::Transform::default(),
        &mut pixmap.as_mut(),
    );
    pixmap
}

/// The share of pixels that are not white.
fn ink(p: &resvg::tiny_skia::Pixmap) -> f64 {
    let inked = p
        .pixels()
        .iter()
        .filter(|px| !(px.red() > 245 && px.green() > 245 && px.blue() > 245))
        .count();
    inked as f64 / p.pixels().len() as f64
}

/// Every kind of figure: the command, and what the picture must contain.
const KINDS: &[(&str, &[&str])] = &[
    (
        "solve-subtraction",
        &["solve", "subtraction", "--set", "1,3,4", "23"],
    ),
    ("solve-nim", &["solve", "nim", "13", "23", "28"]),
    ("solve-wythoff", &["solve", "wythoff", "26", "34"]),
    ("solve-domineering", &["solve", "domineering", "3", "4"]),
    (
        "solve-domineering-position",
        &["solve", "domineering", "--position", "..#./..../...."],
    ),
    ("solve-cube", &["solve", "cube", "3"]),
    ("solve-seki", &["solve", "seki", "0 3 3; 3 2 1; 3 1 2"]),
    ("solve-seki-finished", &["solve", "seki", "0 0; 1 2"]),
    (
        "solve-mnk",
        &["solve", "mnk", "4", "4", "3", "--after", "b2 a1"],
    ),
    ("solve-mnk-weak", &["solve", "mnk", "3", "3", "3", "--weak"]),
    ("sg-column-row", &["sg", "column-row", "5,3,3,1", "--moves"]),
    (
        "sg-subtraction",
        &["sg", "subtraction", "--set", "2,5,7", "40"],
    ),
    ("sg-nim", &["sg", "nim", "3", "5", "7"]),
    ("sg-wythoff", &["sg", "wythoff", "12", "17"]),
    ("pairing", &["pairing", "13", "7", "7", "--show"]),
    (
        "pairing-torus",
        &["pairing", "8", "8", "9", "--torus", "--show"],
    ),
    ("alpha", &["alpha", "2", "11", "--strict", "--show"]),
    (
        "line-mnk",
        &["line", "mnk", "3", "3", "3", "1. b2 ... a1 2. c1 ... a3(F)"],
    ),
    ("table-alpha", &["table", "alpha", "--max", "6"]),
    (
        "table-alpha-strict",
        &["table", "alpha", "--max", "5", "--strict"],
    ),
    (
        "table-alpha-row",
        &["table", "alpha-row", "2", "--max-n", "30"],
    ),
    ("table-outcome", &["table", "outcome", "--max", "5"]),
    (
        "table-column-row",
        &["table", "column-row", "gamma", "--max", "8"],
    ),
    ("staircase", &["staircase", "--max-n", "10"]),
    (
        "enumerate-seki",
        &[
            "enumerate",
            "seki",
            "2x2",
            "--max-height",
            "3",
            "--only",
            "csm",
        ],
    ),
];

#[test]
fn every_figure_kind_renders_in_svg_and_writes_tikz() {
    for (name, args) in KINDS {
        let svg = scratch(&format!("{name}.svg"));
        let tex = scratch(&format!("{name}.tex"));
        let mut full: Vec<&str> = args.to_vec();
        let (svg_s, tex_s) = (svg.display().to_string(), tex.display().to_string());
        full.extend(["--svg", &svg_s, "--tikz", &tex_s]);
        let (code, _, err) = cgcheck(&full);
        assert_eq!(code, 0, "{name}: {err}");
        assert!(err.contains(&format!("figure: {svg_s}")), "{name}: {err}");
        let pixels = render(&svg);
        let share = ink(&pixels);
        assert!(
            share > 0.01,
            "{name}: almost blank ({share:.4} of the pixels inked)"
        );
        let tikz = std::fs::read_to_string(&tex).expect("tikz written");
        assert!(
            tikz.contains("\\begin{tikzpicture}") && tikz.contains("\\end{document}"),
            "{name}"
        );
        let opens = tikz.matches('{').count() - tikz.matches("\\{").count();
        let closes = tikz.matches('}').count() - tikz.matches("\\}").count();
        assert_eq!(opens, closes, "{name}: unbalanced braces in the TikZ");
        compile_tikz(name, &tex);
    }
}

/// Compiles a TikZ figure where a TeX toolchain is installed (the optional check).
fn compile_tikz(name: &str, tex: &Path) {
    let Ok(status) = Command::new("pdflatex")
        .args(["-interaction=nonstopmode", "-halt-on-error"])
        .arg(format!(
            "-output-directory={}",
            tex.parent().map_or(".".into(), |p| p.display().to_string())
        ))
        .arg(tex)
        .output()
    else {
        return; // No TeX here: the optional check is skipped.
    };
    assert!(
        status.status.success(),
        "{name}: pdflatex failed:\n{}",
        String::from_utf8_lossy(&status.stdout)
    );
}

/// A small figure's pixels, downsampled to characters (" .:#" by darkness), pinned: a change
/// in how a board is drawn shows up as a readable diff.
#[test]
fn a_small_figure_is_pinned_by_its_pixels() {
    let svg = scratch("pinned.svg");
    let svg_s = svg.display().to_string();
    let (code, _, err) = cgcheck(&["solve", "domineering", "2", "3", "--svg", &svg_s]);
    assert_eq!(code, 0, "{err}");
    let p = render(&svg);
    let (w, h) = (p.width() as usize, p.height() as usize);
    let (cols, rows) = (60usize, 16usize);
    let mut art = String::new();
    for r in 0..rows {
        for c in 0..cols {
            let (x0, x1) = (c * w / cols, ((c + 1) * w / cols).max(c * w / cols + 1));
            let (y0, y1) = (r * h / rows, ((r + 1) * h / rows).max(r * h / rows + 1));
            let mut dark = 0.0;
            let mut n = 0.0;
            for y in y0..y1.min(h) {
                for x in x0..x1.min(w) {
                    let px = p.pixels()[y * w + x];
                    dark += 1.0
                        - (f64::from(px.red()) + f64::from(px.green()) + f64::from(px.blue()))
                            / 765.0;
                    n += 1.0;
                }
            }
            let d = if n > 0.0 { dark / n } else { 0.0 };
            art.push(match d {
                d if d < 0.05 => ' ',
                d if d < 0.25 => '.',
                d if d < 0.5 => ':',
                _ => '#',
            });
        }
        art.push('\n');
    }
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("figure_domineering_2x3", art);
    });
}

#[test]
fn bad_figure_paths_are_refused_before_any_work() {
    for (path, expect) in [
        ("/nonexistent-dir/x.svg", "no directory"),
        ("/tmp", "is a directory"),
        ("", "a value is required"),
        ("-", "not to standard output"),
    ] {
        let (code, out, err) = cgcheck(&["table", "outcome", "--max", "8", "--svg", path]);
        assert_eq!(code, 2, "{path}: {err}");
        assert!(err.contains(expect), "{path}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{path}: {err}");
        assert!(out.is_empty(), "{path}: computed before refusing: {out}");
    }
    let same = scratch("same.svg").display().to_string();
    let (code, _, err) = cgcheck(&["solve", "cube", "2", "--svg", &same, "--tikz", &same]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("same file"), "{err}");
}

/// Every finding of CLAIMS.md links its figure, which exists and renders.
#[test]
fn every_refuted_claim_links_a_figure_that_renders() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("CLAIMS.md")).expect("CLAIMS.md");
    let findings: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("## Findings"))
        .skip(1)
        .take_while(|l| !l.starts_with("## "))
        .filter(|l| l.starts_with("- **"))
        .collect();
    assert!(!findings.is_empty(), "CLAIMS.md has no findings section");
    let mut refuted = 0;
    for line in findings {
        let id = &line[4..line[4..].find("**").map_or(4, |i| i + 4)];
        let link = format!("[Figure](evidence/figures/{id}.svg)");
        if line.contains("), refuted:") || line.contains("), refuted (by part:") {
            refuted += 1;
            assert!(
                line.contains(&link),
                "{id} is refuted but links no figure: {line}"
            );
        }
        if line.contains("[Figure](") {
            let file = root.join(format!("evidence/figures/{id}.svg"));
            assert!(
                file.is_file(),
                "{id}: CLAIMS.md links {} but it is missing (run `cargo run --release -- verify`)",
                file.display()
            );
            let share = ink(&render(&file));
            assert!(share > 0.01, "{id}: its figure is almost blank");
        }
    }
    assert!(
        refuted >= 12,
        "only {refuted} refuted claims found in CLAIMS.md"
    );
}

/// The play drawn on the hypercube is a shortest complete game (the figure of DOM-cube).
#[test]
fn the_cube_figure_draws_a_shortest_complete_game() {
    use cgcheck::games::domineering::cube::CubeGame;
    for d in 1..=4 {
        let g = CubeGame::new(d).expect("dimension in range");
        let play = g.shortest_game();
        assert_eq!(
            Some(&(play.len() as u32)),
            g.game_lengths().iter().next(),
            "Q_{d}: {play:?}"
        );
    }
}

/// The committed figures of the findings are current: drawn by today's drawing code, each from
/// its finding's replay as it is now (else `cargo run --release -- verify` redraws them).
#[test]
fn the_figures_of_the_findings_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let index = figures::load_index(root);
    assert_eq!(
        index.style,
        figures::style(),
        "the drawing code changed since the figures were drawn: run `cargo run --release -- verify`"
    );
    let registry = cgcheck::claims::registry();
    let quick = common::quick::all();
    let store = DeepStore::load(&root.join(DEEP_EVIDENCE_PATH)).expect("the deep evidence");
    let rows: Vec<_> = registry
        .iter()
        .zip(&quick)
        .map(|(c, q)| (c, report::shown_one(c, q, &store).0))
        .collect();
    let wanted = figures::wanted(&rows);
    assert!(!wanted.is_empty());
    for (claim, args) in &wanted {
        assert_eq!(
            index.figures.get(claim.id),
            Some(&figures::command_text(args)),
            "{}: its figure was drawn from another replay: run `cargo run --release -- verify`",
            claim.id
        );
    }
    assert_eq!(
        index.figures.len(),
        wanted.len(),
        "figures of claims that are no longer findings"
    );
}
