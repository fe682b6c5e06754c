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

/// The markdown link to a claim's figure.
pub fn link(claim: &Claim) -> String {
    let path = figure_path(claim);
    format!("[{}]({})", path.display(), path.display())
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

/// The index: claim id -> the command line its figure was drawn from.
pub fn load_index(root: &Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(root.join(FIGURE_INDEX))
        .ok()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Writes the index.
pub fn save_index(root: &Path, index: &BTreeMap<String, String>) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(index).map_err(std::io::Error::other)?;
    std::fs::write(root.join(FIGURE_INDEX), text + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_the_first_replay_that_draws() {
        let replays = vec![
            "cgcheck check-certificate evidence/certificates/x.cert".to_string(),
            "cgcheck solve seki \"0 3 3; 3 2 1; 3 1 2\"".to_string(),
            "cgcheck alpha 2 11".to_string(),
        ];
        assert_eq!(
            figure_args(&replays),
            Some(vec![
                "solve".into(),
                "seki".into(),
                "0 3 3; 3 2 1; 3 1 2".into()
            ])
        );
        assert_eq!(figure_args(&replays[..1]), None);
        assert_eq!(figure_args(&["not a cgcheck command"]), None);
    }
}
