//! Running claim checks: every caller (`cgcheck verify`, `cgcheck claims`, the test suite)
//! evaluates through [`evaluate`], so a quick run is the same computation everywhere.

use super::{Claim, Depth, Evidence, Run};
use crate::core::run_info::{peak_rss, reset_peak_rss};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// One claim's check at one depth, and what it cost.
#[derive(Debug, Clone)]
pub struct CheckRun {
    /// The claim.
    pub claim: Claim,
    /// What the check found.
    pub evidence: Evidence,
    /// Wall-clock seconds of the check.
    pub seconds: f64,
    /// Work cached earlier in the process that the check used without paying for it (deep
    /// runs only; see [`super::shared`]).
    pub shared: Vec<super::shared::SharedWork>,
    /// Peak resident memory of the process during the check (deep runs only: quick checks run
    /// side by side, so one check's peak cannot be told apart).
    pub peak_bytes: Option<u64>,
}

/// Evaluates `claims` at a depth, or each as a part of a split run, started in the given
/// order (give the longest first: see [`longest_first`]) and returned in it; `done` is called
/// after each check (for a progress bar).
///
/// Quick checks run in parallel (they are many and small). Deep checks run one at a time,
/// each parallel inside where its engine is, so that each one's seconds and peak memory are
/// its own.
pub fn evaluate(
    claims: &[Claim],
    run: impl Into<Run>,
    done: impl Fn(&Claim) + Sync,
) -> Vec<CheckRun> {
    let run = run.into();
    let one = |c: &Claim, measure_peak: bool| {
        let reset = measure_peak && reset_peak_rss();
        if measure_peak {
            super::shared::take();
        }
        let start = Instant::now();
        let evidence = c.evaluate(run);
        let seconds = start.elapsed().as_secs_f64();
        let shared = if measure_peak {
            super::shared::take()
        } else {
            Vec::new()
        };
        done(c);
        CheckRun {
            claim: *c,
            evidence,
            seconds,
            shared,
            peak_bytes: if reset { peak_rss() } else { None },
        }
    };
    match run.depth {
        Depth::Quick if claims.len() > 1 => {
            // One queue in the order given, each thread taking the next claim when it is
            // free: with the long checks given first, no long check starts last and runs
            // alone (a split of the list into halves, as `par_iter` makes, cannot know that).
            let next = AtomicUsize::new(0);
            let slots: Vec<OnceLock<CheckRun>> = claims.iter().map(|_| OnceLock::new()).collect();
            rayon::scope(|s| {
                for _ in 0..rayon::current_num_threads().min(claims.len()) {
                    s.spawn(|_| {
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            let Some(c) = claims.get(i) else { break };
                            let _ = slots[i].set(one(c, false));
                        }
                    });
                }
            });
            slots
                .into_iter()
                .map(|s| {
                    s.into_inner()
                        .expect("every claim was taken from the queue")
                })
                .collect()
        }
        Depth::Quick => claims.iter().map(|c| one(c, false)).collect(),
        Depth::Deep => claims.iter().map(|c| one(c, true)).collect(),
    }
}

/// `claims` ordered for a parallel quick run: those whose stored deep run took longest first
/// (a deep run's time is the only measure of a check's cost on record, and the quick checks
/// that take seconds are those of claims whose deep runs take minutes), the rest as given.
pub fn longest_first(claims: &[Claim], store: &super::store::DeepStore) -> Vec<Claim> {
    let mut ordered = claims.to_vec();
    ordered.sort_by(|a, b| {
        let cost = |c: &Claim| store.records.get(c.id).map_or(0.0, |r| r.seconds);
        cost(b).total_cmp(&cost(a))
    });
    ordered
}
