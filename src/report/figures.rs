//! Figures of the counterexamples in CLAIMS.md (issue 16): every claim the computation
//! contradicts links a picture of its counterexample, drawn by running the claim's own replay
//! command with `--svg`.
//!
//! The figure of a finding is the figure of its replay, so it shows exactly what a reader
//! gets by running the replay (and cannot drift from it). The first replay of a command that
//! draws is used (`solve`, `sg`, `alpha`, `table`, `staircase`, `pairing`, `line`,
//! `enumerate`); `check-certificate` draws nothing. `cgcheck verify` writes the files under
//! [`FIGURE_DIR`] and keeps an index of the command each was drawn from, so a figure is
//! redrawn only when its replay changes (or the file is missing).

use crate::claims::{Claim, Evidence, Status};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Where the figures of findings live (relative to the repository, as CLAIMS.md links them).
pub const FIGURE_DIR: &str = "evidence/figures";
/// The index of the figures: claim id -> the command it was drawn from.
pub const FIGURE_INDEX: &str = "evidence/figures/index.json";

/// The sources of the drawings (name, text): a change in any of them redraws every figure,
/// and until `verify` has redrawn them `tests/figures.rs` says the figures are stale.
pub const DRAWING_SOURCES: &[(&str, &str)] = &[
    ("src/figure/mod.rs", include_str!("../figure/mod.rs")),
    ("src/figure/colour.rs", include_str!("../figure/colour.rs")),
    ("src/figure/svg.rs", include_str!("../figure/svg.rs")),
    ("src/figure/tikz.rs", include_str!("../figure/tikz.rs")),
    (
        "src/figure/draw/mod.rs",
        include_str!("../figure/draw/mod.rs"),
    ),
    (
        "src/figure/draw/board.rs",
        include_str!("../figure/draw/board.rs"),
    ),
    (
        "src/figure/draw/cube.rs",
        include_str!("../figure/draw/cube.rs"),
    ),
    (
        "src/figure/draw/grid.rs",
        include_str!("../figure/draw/grid.rs"),
    ),
    (
        "src/figure/draw/heaps.rs",
        include_str!("../figure/draw/heaps.rs"),
    ),
    (
        "src/figure/draw/plot.rs",
        include_str!("../figure/draw/plot.rs"),
    ),
    (
        "src/figure/draw/young.rs",
        include_str!("../figure/draw/young.rs"),
    ),
    (
        "src/cli/figures/mod.rs",
        include_str!("../cli/figures/mod.rs"),
    ),
    (
        "src/cli/figures/domineering.rs",
        include_str!("../cli/figures/domineering.rs"),
    ),
    (
        "src/cli/figures/findings.rs",
        include_str!("../cli/figures/findings.rs"),
    ),
    (
        "src/cli/figures/heaps.rs",
        include_str!("../cli/figures/heaps.rs"),
    ),
    (
        "src/cli/figures/mnk.rs",
        include_str!("../cli/figures/mnk.rs"),
    ),
    (
        "src/cli/figures/seki.rs",
        include_str!("../cli/figures/seki.rs"),
    ),
    (
        "src/cli/figures/young.rs",
        include_str!("../cli/figures/young.rs"),
    ),
];

/// The fingerprint of the drawing code: [`DRAWING_SOURCES`] as the compiler reads them
/// ([`crate::core::code_print`]), so a comment or formatting change redraws nothing.
pub fn style() -> String {
    crate::core::code_print::fingerprint(DRAWING_SOURCES.iter().map(|(_, text)| *text))
}

/// What `verify` drew: the drawing code's fingerprint, and for each claim the command its
/// figure was drawn from.
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Index {
    /// [`style`] when the figures were drawn.
    pub style: String,
    /// Claim id -> the command line (after `cgcheck`) its figure was drawn from.
    pub figures: BTreeMap<String, String>,
}

/// The command line (after `cgcheck`) of a figure, as the index records it.
pub fn command_text(args: &[String]) -> String {
    shlex::try_join(args.iter().map(String::as_str)).unwrap_or_else(|_| args.join(" "))
}

/// Commands that take `--svg`.
const DRAWING: [&str; 8] = [
    "solve",
    "sg",
    "alpha",
    "table",
    "staircase",
    "pairing",
    "line",
    "enumerate",
];

/// Whether a claim's row is a finding that gets a figure.
pub fn is_finding(e: &Evidence) -> bool {
    matches!(e.status(), Status::Refuted | Status::Differs)
}

/// The arguments (after `cgcheck`) of the first replay that draws, if any.
pub fn figure_args<S: AsRef<str>>(replays: &[S]) -> Option<Vec<String>> {
    replays.iter().find_map(|r| {
        let words = shlex::split(r.as_ref())?;
        let (program, rest) = words.split_first()?;
        (program == "cgcheck" && rest.first().is_some_and(|c| DRAWING.contains(&c.as_str())))
            .then(|| rest.to_vec())
    })
}

/// The file of a claim's figure.
pub fn figure_path(claim: &Claim) -> PathBuf {
    Path::new(FIGURE_DIR).join(format!("{}.svg", claim.id))
}

/// Every finding with the arguments of its figure: (claim, args after `cgcheck`).
pub fn wanted<'a>(rows: &[(&'a Claim, Evidence)]) -> Vec<(&'a Claim, Vec<String>)> {
    rows.iter()
        .filter(|(_, e)| is_finding(e))
        .filter_map(|(c, e)| {
            let mut replays = e.replays();
            replays.dedup();
            figure_args(&replays).map(|args| (*c, args))
        })
        .collect()
}

/// The index as stored (an unreadable or older one reads as empty: everything is redrawn).
pub fn load_index(root: &Path) -> Index {
    crate::core::files::read_text_capped(
        &root.join(FIGURE_INDEX),
        crate::core::files::MAX_PART_BYTES,
        "figure index",
    )
    .ok()
    .and_then(|t| serde_json::from_str(&t).ok())
    .unwrap_or_default()
}

/// Writes the index.
pub fn save_index(root: &Path, index: &Index) -> Result<(), String> {
    let text = serde_json::to_string_pretty(index).map_err(|e| e.to_string())?;
    crate::core::files::write_atomic(&root.join(FIGURE_INDEX), (text + "\n").as_bytes())
}
