//! `cgcheck claims`: every claim id with its current status.

use super::{ClaimsArgs, CliError};
use crate::claims::{self, Depth};
use crate::report;

/// Lists every claim: id, paper, status as CLAIMS.md shows it (the quick checks, the stored
/// deep run and the stored hunt, through the report's own [`report::shown`], so that the two
/// can never disagree: a claim a stored hunt refuted is `refuted` here too).
pub fn run(args: &ClaimsArgs) -> Result<(), CliError> {
    let store = crate::claims::store::DeepStore::load(&args.evidence)?;
    let selected = super::verify::select(&claims::registry(), &args.claims)?;
    let results = super::verify::run_checks(&selected, Depth::Quick);
    let claims: Vec<_> = results.iter().map(|r| r.claim).collect();
    let quick: Vec<_> = results.iter().map(|r| r.evidence.clone()).collect();
    let rows: Vec<_> = report::shown(&claims, &quick, &store)
        .into_iter()
        .map(|(c, e, _)| (*c, e.status()))
        .collect();
    if args.json {
        let json: Vec<_> = rows
            .iter()
            .map(|(c, s)| {
                serde_json::json!({
                    "id": c.id, "paper": c.paper, "section": c.section,
                    "statement": c.statement, "status": s.to_string(),
                })
            })
            .collect();
        let text = serde_json::to_string_pretty(&json).map_err(|e| CliError::Run(e.to_string()))?;
        println!("{text}");
    } else {
        let width = rows.iter().map(|(c, _)| c.id.len()).max().unwrap_or(2);
        for (c, s) in rows {
            println!("{:width$}  {}", c.id, s);
        }
    }
    Ok(())
}
