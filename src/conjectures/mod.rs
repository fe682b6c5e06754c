//! Your own conjectures, as data: `cgcheck verify --conjectures FILE.toml` checks claims a
//! researcher writes in a TOML file over cgcheck's domains and quantities, without writing
//! Rust (issue 16).
//!
//! A conjecture is either a **quantity** (an SG value of a Column-Row family member or of a
//! subtraction game, Domineering's alpha in either reading, an outcome class, Wythoff's
//! P-positions, a nim-sum) compared with a **formula** in the parameters, or a **property**:
//! a registry predicate (the Seki claims' per-matrix predicates, Column-Row's Lemmas 1.2 and
//! 3.1) required over a domain. Each is checked over every instance of its quick or deep
//! bound and hunted at random past it; the result is the project's [`Evidence`], with the
//! status derived by its rules (verified to the bound, refuted with a replay, or open).
//!
//! The modules, one responsibility each: [`spec`] (the file, parsed and validated),
//! [`formula`] (the `evalexpr` context and helpers), [`quantity`] (what is computed, its cost
//! and replay), [`check`] (the exhaustive check), [`hunt`] (random instances past the bound),
//! [`render`] (the report section). Nothing here writes CLAIMS.md or the deep evidence: a
//! user's conjectures are not the papers' claims.

pub mod check;
pub mod formula;
pub mod hunt;
pub mod quantity;
pub mod render;
pub mod spec;

use crate::claims::part::hunted_counterexample;
use crate::claims::{Depth, Evidence};
use std::time::Duration;

/// One conjecture's result.
#[derive(Debug, Clone)]
pub struct Row {
    /// The id.
    pub id: String,
    /// The statement.
    pub statement: String,
    /// What it is about (quantity or property name).
    pub about: String,
    /// The evidence: the check's findings, plus the hunt (a counterexample refutes; otherwise
    /// the note in [`Evidence::hunted`]).
    pub evidence: Evidence,
    /// Seconds of the check and the hunt.
    pub seconds: f64,
    /// The hunt, if one ran.
    pub hunted: Option<hunt::Hunted>,
}

/// Checks every conjecture of `file` at `depth`, each followed by a hunt of `hunt_time`
/// (none when zero, or when the check refuted it) past the bound it was checked to. Every conjecture's work is estimated
/// first, so an oversized one is refused before anything runs. `Err` is one line: the file,
/// the conjecture, the problem.
pub fn verify(
    file: &spec::ConjectureFile,
    depth: Depth,
    hunt_time: Duration,
    seed: u64,
    mut on_done: impl FnMut(&Row),
) -> Result<Vec<Row>, String> {
    let context = |id: &str, e: String| format!("{}: conjecture '{id}': {e}", file.path);
    for c in &file.conjectures {
        check::plan(c, depth).map_err(|e| context(&c.id, e))?;
    }
    let mut rows = Vec::new();
    for c in &file.conjectures {
        let checked = check::check(c, depth).map_err(|e| context(&c.id, e))?;
        let mut evidence = checked.evidence;
        let mut seconds = checked.seconds;
        // A refuted conjecture needs no hunt: its first counterexample is the evidence.
        let refuted = evidence.status() == crate::claims::Status::Refuted;
        let hunted = if hunt_time.is_zero() || refuted {
            None
        } else {
            let h = hunt::hunt(c, check::grid(c, depth), hunt_time, seed)
                .map_err(|e| context(&c.id, e))?;
            seconds += h.seconds;
            match &h.counterexample {
                Some((detail, replay)) => hunted_counterexample(
                    &mut evidence,
                    format!("found by the hunt (seed {seed}): {detail}"),
                    replay.clone(),
                ),
                None => evidence.hunted = Some(h.note()),
            }
            Some(h)
        };
        let row = Row {
            id: c.id.clone(),
            statement: c.statement.clone(),
            about: c.about.clone(),
            evidence,
            seconds,
            hunted,
        };
        on_done(&row);
        rows.push(row);
    }
    Ok(rows)
}
