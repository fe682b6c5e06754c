//! `cgcheck verify --conjectures FILE` and `cgcheck hunt --conjectures FILE`: the command-line
//! side of [`crate::conjectures`] (reading options, printing, exit codes). A bad file is bad
//! input (one line, exit 2); refuted conjectures are results (exit 0 for verify).

use super::{CliError, VerifyArgs};
use crate::claims::Depth;
use crate::conjectures::{self, render, spec};
use crate::core::InputError;
use std::path::Path;
use std::time::Duration;

/// Parses `--hunt-time`: as `hunt --time` (a whole number with s, m or h), 0 for none.
pub fn hunt_time(text: &str) -> Result<Duration, InputError> {
    let t = text.trim();
    let number = t.trim_end_matches(['s', 'm', 'h']);
    if !number.is_empty() && number.bytes().all(|b| b == b'0') && t.len() - number.len() <= 1 {
        return Ok(Duration::ZERO);
    }
    crate::core::error::parse_duration(text)
}

fn load(file: &Path) -> Result<spec::ConjectureFile, InputError> {
    spec::load(file).map_err(InputError::new)
}

/// `cgcheck verify --conjectures FILE [--deep] [--json] [--conjectures-out PATH]
/// [--hunt-time T]`.
pub fn verify(args: &VerifyArgs, file: &Path) -> Result<(), CliError> {
    if !args.claims.is_empty() {
        return Err(InputError::new(
            "--claim and --conjectures do not mix: --conjectures checks only the file's conjectures",
        )
        .into());
    }
    let spec = load(file)?;
    super::seki::check_output(args.conjectures_out.as_deref())?;
    let depth = if args.deep { Depth::Deep } else { Depth::Quick };
    let rows = conjectures::verify(&spec, depth, args.hunt_time, 1, |r| {
        eprintln!("{}: {} ({:.1} s)", r.id, r.evidence.status(), r.seconds);
    })
    .map_err(InputError::new)?;
    if args.json {
        let out: Vec<_> = rows
            .iter()
            .map(|r| {
                serde_json::json!({
                    "id": r.id,
                    "statement": r.statement,
                    "about": r.about,
                    "status": r.evidence.status().to_string(),
                    "evidence": r.evidence,
                    "seconds": r.seconds,
                })
            })
            .collect();
        let text = serde_json::to_string_pretty(&out).map_err(|e| CliError::Run(e.to_string()))?;
        println!("{text}");
    }
    let section = render::section(&spec.path, depth, &rows);
    if !args.json {
        print!("{section}");
    }
    if let Some(out) = &args.conjectures_out {
        crate::core::files::write_atomic(out, section.as_bytes()).map_err(CliError::Run)?;
        eprintln!("wrote {}", out.display());
    }
    Ok(())
}

/// `cgcheck hunt --conjectures FILE [ID] [--time T] [--seed S]`: each conjecture (or the one
/// named) hunted past its deep bound. Records nothing. Exit code 1 when a counterexample is
/// found, as for the claims' hunts.
pub fn hunt(
    file: &Path,
    id: Option<&str>,
    (time, time_text): (Duration, &str),
    seed: u64,
) -> Result<(), CliError> {
    let spec = load(file)?;
    let chosen: Vec<&spec::Conjecture> = match id {
        None => spec.conjectures.iter().collect(),
        Some(id) => {
            let c = spec
                .conjectures
                .iter()
                .find(|c| c.id == id)
                .ok_or_else(|| {
                    InputError::new(format!(
                        "{}: no conjecture '{id}' (ids: {})",
                        spec.path,
                        spec.conjectures
                            .iter()
                            .map(|c| c.id.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                })?;
            vec![c]
        }
    };
    let mut found = false;
    for c in chosen {
        eprintln!("hunting '{}' for {time_text}...", c.id);
        let h = conjectures::hunt::hunt(c, &c.deep, time, seed)
            .map_err(|e| InputError::new(format!("{}: conjecture '{}': {e}", spec.path, c.id)))?;
        println!("{}: {}", c.id, h.note());
        if let Some((detail, replay)) = &h.counterexample {
            found = true;
            println!("COUNTEREXAMPLE: {detail}\nreplay: {replay}");
        }
    }
    println!(
        "(cgcheck hunt --conjectures {} --time {time_text} --seed {seed})",
        spec.path
    );
    if found {
        Err(CliError::Run("a counterexample was found".into()))
    } else {
        Ok(())
    }
}
