//! `cgcheck verify`: run claim checks, print what they found, store deep evidence, rewrite
//! CLAIMS.md.

use super::{CliError, VerifyArgs};
use crate::claims::store::{DeepRecord, DeepStore};
use crate::claims::{self, Claim, Depth, Evidence};
use crate::core::InputError;
use crate::report;
use indicatif::{ProgressBar, ProgressStyle};
use std::time::Instant;

/// Runs the claims named on the command line (all by default).
pub fn run(args: &VerifyArgs) -> Result<(), CliError> {
    let registry = claims::registry();
    let selected = select(&registry, &args.claims)?;
    let depth = if args.deep { Depth::Deep } else { Depth::Quick };
    let results = run_checks(&selected, depth);

    if args.json {
        let rows: Vec<_> = results
            .iter()
            .map(|(c, e, s)| {
                serde_json::json!({
                    "id": c.id,
                    "paper": c.paper,
                    "section": c.section,
                    "status": e.status().to_string(),
                    "evidence": e,
                    "seconds": s,
                })
            })
            .collect();
        let text = serde_json::to_string_pretty(&rows).map_err(|e| CliError::Run(e.to_string()))?;
        println!("{text}");
    } else {
        print_table(&results, depth);
    }

    if args.no_write {
        return Ok(());
    }
    let mut store = DeepStore::load(&args.evidence)?;
    if args.deep {
        for (c, e, s) in &results {
            if matches!(c.check, claims::Check::Run(_)) {
                store.records.insert(
                    c.id.to_string(),
                    DeepRecord {
                        command: c.reproduce_command(Depth::Deep),
                        seconds: (s * 10.0).round() / 10.0,
                        evidence: e.clone(),
                    },
                );
            }
        }
        store.save(&args.evidence).map_err(CliError::Run)?;
        eprintln!("deep evidence stored in {}", args.evidence.display());
    } else if !args.claims.is_empty() {
        eprintln!(
            "(a partial quick run does not rewrite {}; run `cgcheck verify` for that)",
            args.out.display()
        );
        return Ok(());
    }
    let quick: Option<Vec<Evidence>> =
        (depth == Depth::Quick).then(|| results.into_iter().map(|(_, e, _)| e).collect());
    write_report(&args.out, &store, quick)
}

/// Renders CLAIMS.md to `out` from the quick evidence (computed here unless given) and the
/// stored deep evidence and hunts.
pub fn write_report(
    out: &std::path::Path,
    store: &DeepStore,
    quick: Option<Vec<Evidence>>,
) -> Result<(), CliError> {
    let registry = claims::registry();
    let quick = quick.unwrap_or_else(|| {
        run_checks(&registry, Depth::Quick)
            .into_iter()
            .map(|(_, e, _)| e)
            .collect()
    });
    let text = report::render(&registry, &quick, store);
    std::fs::write(out, text)
        .map_err(|e| CliError::Run(format!("cannot write {}: {e}", out.display())))?;
    eprintln!("wrote {}", out.display());
    Ok(())
}

/// The claims with the given ids, or all of them.
fn select(registry: &[Claim], ids: &[String]) -> Result<Vec<Claim>, InputError> {
    if ids.is_empty() {
        return Ok(registry.to_vec());
    }
    ids.iter()
        .map(|id| {
            claims::find(id).ok_or_else(|| {
                InputError::new(format!(
                    "unknown claim id '{id}' (run `cgcheck claims` for the list)"
                ))
            })
        })
        .collect()
}

/// Runs each claim's check with a progress bar; returns evidence and seconds per claim.
pub fn run_checks(claims: &[Claim], depth: Depth) -> Vec<(Claim, Evidence, f64)> {
    let bar = ProgressBar::new(claims.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{bar:30}] {pos}/{len} {elapsed} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let out = claims
        .iter()
        .map(|c| {
            bar.set_message(c.id);
            let start = Instant::now();
            let e = c.evaluate(depth);
            bar.inc(1);
            (*c, e, start.elapsed().as_secs_f64())
        })
        .collect();
    bar.finish_and_clear();
    out
}

fn print_table(results: &[(Claim, Evidence, f64)], depth: Depth) {
    let width = results
        .iter()
        .map(|(c, _, _)| c.id.len())
        .max()
        .unwrap_or(2);
    println!(
        "{:width$}  {:>8}  status ({} bounds)",
        "id",
        "seconds",
        match depth {
            Depth::Quick => "default",
            Depth::Deep => "deep",
        }
    );
    for (c, e, s) in results {
        println!("{:width$}  {:>8.2}  {}", c.id, s, e.status());
        for replay in e.replays() {
            println!("{:width$}  {:>8}  replay: {replay}", "", "");
        }
    }
    let mut counts = Vec::new();
    for k in crate::claims::Status::KEYWORDS {
        let n = results
            .iter()
            .filter(|(_, e, _)| e.status().keyword() == k)
            .count();
        if n > 0 {
            counts.push(format!("{n} {k}"));
        }
    }
    println!("{} claims: {}", results.len(), counts.join(", "));
}
