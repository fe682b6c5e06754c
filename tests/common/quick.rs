//! Each quick check evaluated once per `cargo test` run, in parallel, in this one place: the
//! per-claim tests (`tests/<paper>.rs::<id>`) and the CLAIMS.md freshness test
//! (`tests/claims_md.rs`) all read their evidence from here.
//!
//! The integration tests are one binary (`tests/suite.rs`), so within a run the evidence is
//! evaluated once and kept in this process. It is also left in `target/tmp/` under a name made
//! of cargo's process id and start time, for a `cargo test` that runs more than one test
//! binary: a later binary of the same run reads that file; the next `cargo test` run has
//! another key and evaluates again, so the evidence is never older than the code under test.
//! Where the key cannot be read (no `/proc`), each binary evaluates what it needs.

use cgcheck::claims::run::evaluate;
use cgcheck::claims::{self, Claim, Depth, Evidence, Paper};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Mutex, OnceLock};

type PaperEvidence = BTreeMap<String, Evidence>;

static LOADED: [OnceLock<PaperEvidence>; 5] = [const { OnceLock::new() }; 5];
static LOADING: Mutex<()> = Mutex::new(());

fn slot(paper: Paper) -> &'static OnceLock<PaperEvidence> {
    let i = Paper::ALL
        .iter()
        .position(|p| *p == paper)
        .expect("every paper is in Paper::ALL");
    &LOADED[i]
}

/// Cargo's process id and start time (in clock ticks since boot): the same for every test
/// binary of one `cargo test` run, different in the next.
fn run_key() -> Option<String> {
    let parent = std::os::unix::process::parent_id();
    let stat = std::fs::read_to_string(format!("/proc/{parent}/stat")).ok()?;
    // Field 22 is the start time; the command name (field 2) may hold spaces, so count
    // from its closing parenthesis.
    let after_name = &stat[stat.rfind(')')? + 1..];
    let start = after_name.split_whitespace().nth(19)?;
    Some(format!("{parent}-{start}"))
}

fn cache_file(paper: Paper) -> Option<PathBuf> {
    let key = run_key()?;
    Some(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("quick-{key}-{paper:?}.json")))
}

/// Makes the evidence of every paper in `papers` available, evaluating what no earlier test
/// binary of this run left behind in one parallel run.
fn load(papers: &[Paper]) {
    let _guard = LOADING.lock().unwrap_or_else(|e| e.into_inner());
    let mut missing = Vec::new();
    for &paper in papers {
        if slot(paper).get().is_some() {
            continue;
        }
        let cached = cache_file(paper)
            .and_then(|f| std::fs::read_to_string(f).ok())
            .and_then(|text| serde_json::from_str::<PaperEvidence>(&text).ok());
        match cached {
            Some(evidence) => {
                let _ = slot(paper).set(evidence);
            }
            None => missing.push(paper),
        }
    }
    if missing.is_empty() {
        return;
    }
    let todo: Vec<Claim> = claims::registry()
        .into_iter()
        .filter(|c| missing.contains(&c.paper))
        .collect();
    // The long checks first, so that none starts last and runs alone.
    let store = claims::store::DeepStore::load(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(claims::store::DEEP_EVIDENCE_PATH),
    );
    let todo = match &store {
        Ok(store) => claims::run::longest_first(&todo, store),
        Err(_) => todo,
    };
    let runs = evaluate(&todo, Depth::Quick, |_| {});
    for paper in missing {
        let evidence: PaperEvidence = runs
            .iter()
            .filter(|r| r.claim.paper == paper)
            .map(|r| (r.claim.id.to_string(), r.evidence.clone()))
            .collect();
        if let Some(file) = cache_file(paper)
            && let Ok(text) = serde_json::to_string(&evidence)
        {
            // Write then rename, so a reader never sees half a file.
            let partial = file.with_extension("partial");
            if std::fs::write(&partial, text).is_ok() {
                let _ = std::fs::rename(&partial, &file);
            }
        }
        let _ = slot(paper).set(evidence);
    }
}

/// The quick evidence of the claim `id`.
pub fn evidence(id: &str) -> &'static Evidence {
    let claim = claims::find(id).unwrap_or_else(|| panic!("{id} is not registered"));
    load(&[claim.paper]);
    slot(claim.paper)
        .get()
        .and_then(|m| m.get(claim.id))
        .unwrap_or_else(|| panic!("no quick evidence for {id}"))
}

/// The quick evidence of every registered claim, in registry order.
pub fn all() -> Vec<Evidence> {
    load(&Paper::ALL);
    claims::registry()
        .iter()
        .map(|c| evidence(c.id).clone())
        .collect()
}
