//! The report section of a conjectures run: "## Conjectures (FILE)", a summary of statuses,
//! then one table row per conjecture in the style of CLAIMS.md (id, statement, status,
//! evidence with its bound and the hunt's note, replay).

use super::Row;
use crate::claims::{Depth, Status};

/// A table cell: pipes escaped, line breaks flattened.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// The section, in markdown.
pub fn section(file: &str, depth: Depth, rows: &[Row]) -> String {
    let mut out = format!("## Conjectures ({file})\n\n");
    let mut counts = Vec::new();
    for k in Status::KEYWORDS {
        let n = rows
            .iter()
            .filter(|r| r.evidence.status().keyword() == k)
            .count();
        if n > 0 {
            counts.push(format!("{n} {k}"));
        }
    }
    out.push_str(&format!(
        "{} conjectures at the {} bounds: {}.\n\n",
        rows.len(),
        match depth {
            Depth::Quick => "quick",
            Depth::Deep => "deep",
        },
        counts.join(", ")
    ));
    out.push_str("| id | statement | status | evidence | replay |\n");
    out.push_str("| --- | --- | --- | --- | --- |\n");
    for r in rows {
        let replays = r.evidence.replays();
        let replay = if replays.is_empty() {
            "-".to_string()
        } else {
            replays
                .iter()
                .map(|x| format!("`{x}`"))
                .collect::<Vec<_>>()
                .join("<br>")
        };
        out.push_str(&format!(
            "| {} | {} | {} | {} ({:.1} s) | {} |\n",
            cell(&r.id),
            cell(&r.statement),
            cell(&r.evidence.status().to_string()),
            cell(&r.evidence.summary()),
            r.seconds,
            cell(&replay)
        ));
    }
    out
}
