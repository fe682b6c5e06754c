//! `cgcheck verify` draws the figure of every finding in CLAIMS.md by running its replay with
//! `--svg` (see [`crate::report::figures`]), redrawing only what changed.

use crate::claims::store::DeepStore;
use crate::claims::{Claim, Evidence};
use crate::cli::CliError;
use crate::report::{self, figures};
use std::path::Path;
use std::process::{Command, Stdio};

/// Draws the missing or outdated figures of the findings under `root` (the directory of the
/// CLAIMS.md written), and drops the figures of claims that are no longer findings.
pub fn draw(
    root: &Path,
    claims: &[Claim],
    quick: &[Evidence],
    store: &DeepStore,
) -> Result<(), CliError> {
    let rows: Vec<(&Claim, Evidence)> = claims
        .iter()
        .zip(quick)
        .map(|(c, q)| (c, report::shown_one(c, q, store).0))
        .collect();
    let wanted = figures::wanted(&rows);
    let dir = root.join(figures::FIGURE_DIR);
    std::fs::create_dir_all(&dir)
        .map_err(|e| CliError::Run(format!("cannot create {}: {e}", dir.display())))?;
    let exe = std::env::current_exe()
        .map_err(|e| CliError::Run(format!("cannot find the cgcheck executable: {e}")))?;
    let mut index = figures::load_index(root);
    if index.style != figures::style() {
        // The drawing code changed since they were drawn: every figure is redrawn.
        index = figures::Index {
            style: figures::style(),
            figures: Default::default(),
        };
    }
    index
        .figures
        .retain(|id, _| wanted.iter().any(|(c, _)| c.id == id));
    for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(id) = name.strip_suffix(".svg")
            && !wanted.iter().any(|(c, _)| c.id == id)
        {
            let _ = std::fs::remove_file(entry.path());
        }
    }
    let mut failed = Vec::new();
    for (claim, args) in &wanted {
        let command = figures::command_text(args);
        let path = root.join(figures::figure_path(claim));
        if index.figures.get(claim.id) == Some(&command) && path.is_file() {
            continue;
        }
        eprintln!("drawing the figure of {}: cgcheck {command}", claim.id);
        let status = Command::new(&exe)
            .args(args)
            .arg("--svg")
            .arg(&path)
            .stdout(Stdio::null())
            .status();
        match status {
            Ok(s) if s.success() => {
                index.figures.insert(claim.id.to_string(), command);
            }
            Ok(s) => failed.push(format!("{} (exit {s})", claim.id)),
            Err(e) => failed.push(format!("{} ({e})", claim.id)),
        }
    }
    figures::save_index(root, &index)
        .map_err(|e| CliError::Run(format!("cannot write the figure index: {e}")))?;
    if failed.is_empty() {
        Ok(())
    } else {
        Err(CliError::Run(format!(
            "the figures of {} could not be drawn",
            failed.join(", ")
        )))
    }
}
