//! `cgcheck claims`: every claim id with its current status.

use super::{ClaimsArgs, CliError};
use crate::claims::{self, Depth};
use crate::report;

/// Lists every claim: id, paper, status (quick checks, or the stored deep run).
pub fn run(args: &ClaimsArgs) -> Result<(), CliError> {
    let store = crate::claims::store::DeepStore::load(&args.evidence)?;
    let results = super::verify::run_checks(&claims::registry(), Depth::Quick);
    let rows: Vec<_> = results
        .iter()
        .map(|r| {
            let (e, _) = report::effective(&r.claim, &r.evidence, &store);
            (r.claim, e.status())
        })
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
