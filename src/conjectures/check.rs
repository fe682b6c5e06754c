//! Checking one conjecture exhaustively over its quick or deep bound, with the project's
//! evidence model: every instance of the bound is computed and compared; the first failing
//! instance (in the order of the parameters, the first outermost) refutes with a replay; a
//! bound the solvers could not reach leaves the conjecture open, saying how far it got.

use super::formula::{Val, show};
use super::quantity::{self, Computed, Instance, Solvers, Verdict};
use super::spec::{self, Conjecture, Grid};
use crate::claims::part::searched;
use crate::claims::{Depth, Evidence, Outcome, Refutation};
use crate::guard::{self, Estimate};
use std::sync::atomic::Ordering;
use std::time::Instant;

/// What a check found, and what it cost.
pub struct Checked {
    /// The evidence (status derived by [`Evidence::status`]).
    pub evidence: Evidence,
    /// Wall-clock seconds.
    pub seconds: f64,
}

/// The grid of a depth.
pub fn grid(c: &Conjecture, depth: Depth) -> &Grid {
    match depth {
        Depth::Quick => &c.quick,
        Depth::Deep => &c.deep,
    }
}

/// The work estimate of a check, refused (as a one-line problem) when it is beyond this
/// machine and `--force` was not given.
pub fn plan(c: &Conjecture, depth: Depth) -> Result<Estimate, String> {
    let g = grid(c, depth);
    let (seconds, bytes) = quantity::estimate(c.kind, g)?;
    let e = Estimate::new(
        format!("conjecture '{}' over {}", c.id, g.describe()),
        seconds,
        bytes,
    );
    if let Some(why) = e.beyond(guard::available_memory())
        && !guard::forced()
    {
        return Err(format!(
            "too large for this machine: {why}; rerun with --force to insist"
        ));
    }
    Ok(e)
}

/// Whether the computed value equals the formula's.
pub fn agrees(computed: &Computed, stated: &Val) -> bool {
    match (computed, stated) {
        (Computed::Int(a), Val::Num(_)) => Some(*a) == stated.as_i64(),
        (Computed::Text(a), Val::Text(b)) => a == b.trim(),
        (Computed::Bool(a), Val::Bool(b)) => a == b,
        _ => false,
    }
}

/// What one instance showed.
pub enum Judged {
    /// Outside the kind's domain or `when`: not counted.
    Skipped,
    /// It holds (members of a property's domain checked).
    Holds(u64),
    /// It fails: (detail, replay).
    Fails(String, String),
    /// The solver could not value it (why).
    Unreached(String),
}

/// Judges one instance. `Err` is bad input (the formula or `when` cannot be evaluated there).
pub fn judge(c: &Conjecture, solvers: &mut Solvers, t: &Instance) -> Result<Judged, String> {
    let ctx = spec::context(t);
    if !spec::admitted(c, t, &ctx).map_err(|e| format!("at {}: {e}", t.describe()))? {
        return Ok(Judged::Skipped);
    }
    if c.kind.is_property() {
        return Ok(match solvers.verdict(c.kind, t) {
            Ok(Verdict::Holds(k)) => Judged::Holds(k),
            Ok(Verdict::Fails(detail, replay)) => {
                Judged::Fails(format!("at {}: {detail}", t.describe()), replay)
            }
            Err(why) => Judged::Unreached(why),
        });
    }
    let Some(formula) = &c.formula else {
        return Err("a quantity needs a formula".into());
    };
    let stated = formula
        .eval_as(&ctx, c.kind.expected())
        .map_err(|e| format!("at {}: {e}", t.describe()))?;
    match solvers.value(c.kind, t) {
        Err(why) => Ok(Judged::Unreached(why)),
        Ok(v) if agrees(&v, &stated) => Ok(Judged::Holds(1)),
        Ok(v) => Ok(Judged::Fails(
            format!(
                "at {}: {} is {v}, the formula gives {}",
                t.describe(),
                quantity::name(c.kind, t),
                show(&stated)
            ),
            quantity::replay(c.kind, t),
        )),
    }
}

/// Checks `c` over the bound of `depth`. `Err` is bad input met during the run (a formula
/// that fails on some instance), or a run refused by the work guard.
pub fn check(c: &Conjecture, depth: Depth) -> Result<Checked, String> {
    let start = Instant::now();
    let g = grid(c, depth);
    let bound = g.describe();
    let beat = plan(c, depth)?
        .admit()
        .map_err(|e| format!("too large for this machine: {e}"))?;
    let mut solvers = Solvers::default();
    let done = |evidence| Checked {
        evidence,
        seconds: start.elapsed().as_secs_f64(),
    };
    if let Err(why) = solvers.prepare(c.kind, g) {
        return Ok(done(searched(
            g.bound(),
            Outcome::Unsettled(format!("the solvers could not reach {bound}: {why}")),
        )));
    }
    let total = g.count() as usize;
    let (mut instances, mut members, mut skipped) = (0u64, 0u64, 0u64);
    for t in g.iter() {
        beat.counter().fetch_add(1, Ordering::Relaxed);
        match judge(c, &mut solvers, &t)? {
            Judged::Skipped => skipped += 1,
            Judged::Holds(k) => {
                instances += 1;
                members += k;
            }
            Judged::Fails(detail, replay) => {
                return Ok(done(searched(
                    g.bound(),
                    Outcome::Fails(Refutation::new(detail, replay)),
                )));
            }
            Judged::Unreached(why) => {
                return Ok(done(searched(
                    g.bound(),
                    Outcome::Partial {
                        done: instances + skipped,
                        total: total as u64,
                        why: format!(
                            "instances of {bound} checked before {} (the solver stops there: {why})",
                            t.describe()
                        ),
                    },
                )));
            }
        }
    }
    if instances == 0 {
        return Ok(done(searched(
            g.bound(),
            Outcome::Unsettled(format!(
                "no instance of {bound} is in the domain (or admitted by `when`)"
            )),
        )));
    }
    let skipped_text = if skipped > 0 {
        format!(" ({skipped} outside the domain or `when` skipped)")
    } else {
        String::new()
    };
    let what = if c.kind.is_property() {
        format!(
            "{} holds on all {members} members of the {instances} domains{skipped_text}",
            c.about
        )
    } else {
        format!(
            "{} equals the formula on all {instances} instances{skipped_text}",
            c.about
        )
    };
    Ok(done(searched(g.bound(), Outcome::Holds(what))))
}
