//! `cgcheck claims`: every claim id with its current status; `cgcheck artifacts`: every
//! stored artifact outside `evidence/deep.json` with its freshness.

use super::{ClaimsArgs, CliError};
use crate::claims::{self, Basis, Depth};
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
                    "rests_on": c.rests_on.iter().map(|b| match b {
                        Basis::Computed(what) => serde_json::json!({"computed": what}),
                        Basis::Certificate(what) => serde_json::json!({"certificate": what}),
                        Basis::Assumed { lemma, source } => {
                            serde_json::json!({"assumed": lemma, "source": source})
                        }
                    }).collect::<Vec<_>>(),
                    "parts": c.parts().iter().map(part_json).collect::<Vec<_>>(),
                    "artifacts": c.artifacts(),
                    "quotes_effort": c.effort_engines().iter().map(|e| e.name()).collect::<Vec<_>>(),
                    "bespoke": c.is_bespoke(),
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

/// One part of a claim's check, for `claims --json`: its kind, its label, what it checks,
/// the one depth it runs at if it runs at one only and, for a universal part, its bounds at
/// each depth.
fn part_json(part: &claims::Part) -> serde_json::Value {
    let d = part.describe();
    let mut v = serde_json::json!({
        "kind": d.kind.name(),
        "what": d.what,
        "lists_its_own": part.lists_its_own(),
    });
    if let Some(label) = d.label {
        v["label"] = label.into();
    }
    if let Some(reading) = d.reading {
        v["reading"] = reading.into();
    }
    if let Some(depth) = d.only_at {
        v["only_at"] = match depth {
            claims::Depth::Quick => "quick",
            claims::Depth::Deep => "deep",
        }
        .into();
    }
    if let Some((quick, deep)) = d.bounds {
        v["quick"] = quick.into();
        v["deep"] = deep.into();
    }
    v
}

/// `cgcheck artifacts [PATHS] [--stale]`: one line per stored artifact (a census, a
/// certificate, a Domineering outcome record): its file, what it answers, and whether it is
/// current ([`crate::records::artifacts`]). An unreadable one is listed too and fails the command.
pub fn artifacts(paths: &[std::path::PathBuf], only_stale: bool) -> Result<(), CliError> {
    use crate::records::artifacts::{self as records, State};
    let defaults: Vec<std::path::PathBuf> = [
        "evidence/censuses",
        "evidence/certificates",
        "evidence/domineering",
    ]
    .iter()
    .map(std::path::PathBuf::from)
    .collect();
    let paths = if paths.is_empty() {
        &defaults[..]
    } else {
        paths
    };
    if let Some(missing) = paths.iter().find(|p| !p.exists()) {
        return Err(crate::core::InputError::new(format!(
            "no file or directory {}",
            missing.display()
        ))
        .into());
    }
    let (mut stale, mut unreadable) = (0, 0);
    for a in records::artifacts(paths) {
        match a {
            Ok(a) => {
                let is_stale = matches!(a.state, State::Stale(_));
                stale += usize::from(is_stale);
                if is_stale || !only_stale {
                    println!("{}: {}: {}", a.path.display(), a.what, a.state.words());
                }
            }
            Err(e) => {
                unreadable += 1;
                println!("{e}: UNREADABLE");
            }
        }
    }
    if unreadable > 0 {
        return Err(CliError::Run(format!(
            "{unreadable} artifacts cannot be read"
        )));
    }
    if only_stale && stale > 0 {
        return Err(CliError::Run(format!("{stale} stored artifacts are stale")));
    }
    Ok(())
}
