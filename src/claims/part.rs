//! A claim's check as data: the parts it is made of (issue 45, item 1;
//! ../shared/design.md, "The claims core").
//!
//! # Definitions
//! - A **part** is one statement a claim's check establishes, of one [`PartKind`]:
//!   - [`PartKind::Universal`]: "every instance of a domain satisfies a predicate". Its domain,
//!     bounds and predicate are data; a driver runs it: [`exhaustive`] for
//!     a typed [`Domain`](super::drivers::Domain), the Seki sweep
//!     ([`crate::claims::seki::support::universal`]) for Seki matrices up to row and column
//!     permutations.
//!   - [`PartKind::Table`]: the paper's stated entries, recomputed one by one by
//!     [`drivers::table::compare`](super::drivers::table::compare).
//!   - [`PartKind::Bespoke`]: a hand-written check, `fn(Depth) -> Evidence`, that builds its
//!     own findings. It is the escape hatch for what no driver covers yet, and it is counted
//!     and named (`cgcheck claims --json`, CLAIMS.md) so that it never hides.
//! - A part may carry a **label**, the name of the part of a compound statement it checks;
//!   the label goes on every finding the part makes (the report gives each label its own
//!   status, [`Evidence::parts`]). It may carry a **reading** of an ambiguous text: its
//!   findings are that reading's (the report shows `ambiguous` when readings disagree).
//!
//! # Invariants, and why
//! - A claim's evidence is its parts' findings, in the order of the parts: the same order a
//!   hand-written check that called the drivers one after another made them, so that moving a
//!   check from code to parts changes no finding and no record (records compare findings).
//! - A non-bespoke part builds no finding itself: only its driver does. So the bound a
//!   `Verified` finding names comes from the part's data, never from text typed beside it.
//!
//! # Example
//! SL-Zermelo states Zermelo's theorem on game trees and strategy stealing on positional
//! games. Its check is two universal parts, `[Part::hunted::<ZermeloTrees>(),
//! Part::universal::<StrategyStealing>()]`: run at the quick depth, it lists every game tree
//! of at most 8 nodes, then every positional game of at most 5 vertices, and makes one
//! finding for each, `Verified` with the bound built from the domain, or the first
//! counterexample. The first part is also hunted: `cgcheck hunt SL-Zermelo` and the `hunt`
//! fuzz target judge random trees of up to 60 nodes by the same predicate ([`hunt`]).

use super::drivers::universal::{Hunted, Universal, bound, exhaustive, hunt};
use super::{Bound, Depth, Evidence};
use crate::games::seki::{Matrix, SekiType, Variant};

/// What kind of statement a part is (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartKind {
    /// Every instance of a domain satisfies a predicate.
    Universal,
    /// The paper's stated entries, recomputed.
    Table,
    /// A hand-written check.
    Bespoke,
}

impl PartKind {
    /// The kind as `claims --json` and the report name it.
    pub fn name(self) -> &'static str {
        match self {
            PartKind::Universal => "universal",
            PartKind::Table => "table",
            PartKind::Bespoke => "bespoke",
        }
    }
}

/// The hunt of a universal part: its check of one random instance past the bound, given the
/// claim's id and the instance's bytes (`cgcheck hunt`, the `hunt` fuzz target), and what an
/// instance is, in words.
#[derive(Debug, Clone, Copy)]
pub struct Hunter {
    /// The check of one instance.
    pub check: fn(&'static str, &[u8]) -> crate::hunt::Outcome,
    /// What an instance is, in words.
    pub instances: &'static str,
}

/// A Seki universal statement as data: the predicate every matrix of the shapes must meet.
#[derive(Debug, Clone, Copy)]
pub struct SekiSweep {
    /// The shapes `(m, n, max height)` swept at each depth.
    pub shapes: fn(Depth) -> Vec<(usize, usize, u32)>,
    /// The variant the matrices are solved in.
    pub variant: Variant,
    /// What every matrix satisfies, in words (the finding's detail).
    pub what: &'static str,
    /// Why a matrix of this type contradicts the statement, if it does.
    pub bad: fn(&Matrix, &SekiType) -> Option<String>,
    /// Its hunt, if it has one: random matrices past the shapes, judged by `bad`
    /// ([`crate::claims::seki::predicates::predicate`] gives the hunt this part's).
    pub hunt: Option<Hunter>,
}

/// How a part is run.
#[derive(Debug, Clone, Copy)]
enum Body {
    /// A [`Universal`] claim run by [`exhaustive`].
    Universal {
        run: fn(&mut Evidence, Depth),
        bound: fn(Depth) -> Bound,
        holds: &'static str,
        hunt: Option<Hunter>,
    },
    /// A Seki sweep.
    Sweep(SekiSweep),
    /// A table compared by [`drivers::table::compare`](super::drivers::table::compare).
    Table {
        run: fn(&mut Evidence),
        what: &'static str,
        entries: usize,
    },
    /// A hand-written check.
    Bespoke(fn(Depth) -> Evidence),
}

/// One part of a claim's check.
#[derive(Debug, Clone, Copy)]
pub struct Part {
    /// The part of a compound statement it checks (`None`: the claim's findings carry no
    /// label from it).
    label: Option<&'static str>,
    /// The reading of an ambiguous text it checks (`None`: the claim is read one way).
    reading: Option<&'static str>,
    body: Body,
}

/// What a part is, in words, for `claims --json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    /// Its kind.
    pub kind: PartKind,
    /// Its label, if any.
    pub label: Option<&'static str>,
    /// Its reading, if any.
    pub reading: Option<&'static str>,
    /// What it checks, in words.
    pub what: String,
    /// For a universal part: its bound at the quick and at the deep depth.
    pub bounds: Option<(String, String)>,
}

impl Part {
    /// A part with no label and no reading.
    const fn of(body: Body) -> Part {
        Part {
            label: None,
            reading: None,
            body,
        }
    }

    /// The generic driver's body for `S`, with its hunt if it has one.
    const fn generic<S: Universal>(hunt: Option<Hunter>) -> Body {
        Body::Universal {
            run: exhaustive::<S>,
            bound: bound::<S>,
            holds: S::HOLDS,
            hunt,
        }
    }

    /// A universal part run by the generic driver.
    pub const fn universal<S: Universal>() -> Part {
        Part::of(Part::generic::<S>(None))
    }

    /// A universal part run by the generic driver, and hunted past its bound by the same
    /// predicate over the same domain ([`hunt`]).
    pub const fn hunted<S: Hunted>() -> Part {
        Part::of(Part::generic::<S>(Some(Hunter {
            check: hunt::<S>,
            instances: S::INSTANCES,
        })))
    }

    /// A universal part over Seki matrices, run by the Seki sweep.
    pub const fn seki(sweep: SekiSweep) -> Part {
        Part::of(Body::Sweep(sweep))
    }

    /// A table part: `run` compares the stated entries through
    /// [`drivers::table::compare`](super::drivers::table::compare).
    pub const fn table(what: &'static str, entries: usize, run: fn(&mut Evidence)) -> Part {
        Part::of(Body::Table { run, what, entries })
    }

    /// A hand-written check.
    pub const fn bespoke(check: fn(Depth) -> Evidence) -> Part {
        Part::of(Body::Bespoke(check))
    }

    /// The same part, checking the labelled part of a compound statement.
    pub const fn labelled(self, label: &'static str) -> Part {
        Part {
            label: Some(label),
            ..self
        }
    }

    /// The same part, checking one reading of an ambiguous text: its findings are that
    /// reading's.
    pub const fn under_reading(self, reading: &'static str) -> Part {
        Part {
            reading: Some(reading),
            ..self
        }
    }

    /// Its Seki sweep, if it is one (the hunt of a Seki claim judges by its predicate).
    pub fn seki_sweep(&self) -> Option<SekiSweep> {
        match self.body {
            Body::Sweep(s) => Some(s),
            _ => None,
        }
    }

    /// Its hunt, if it has one.
    pub fn hunter(&self) -> Option<Hunter> {
        match self.body {
            Body::Universal { hunt, .. } => hunt,
            Body::Sweep(s) => s.hunt,
            _ => None,
        }
    }

    /// Its kind.
    pub fn kind(&self) -> PartKind {
        match self.body {
            Body::Universal { .. } | Body::Sweep(_) => PartKind::Universal,
            Body::Table { .. } => PartKind::Table,
            Body::Bespoke(_) => PartKind::Bespoke,
        }
    }

    /// What it is, in words.
    pub fn describe(&self) -> Description {
        let (what, bounds) = match self.body {
            Body::Universal { bound, holds, .. } => (
                holds.to_string(),
                Some((
                    bound(Depth::Quick).to_string(),
                    bound(Depth::Deep).to_string(),
                )),
            ),
            Body::Sweep(s) => {
                let at = |d| super::seki::support::shape_bound(&(s.shapes)(d), s.variant);
                (
                    s.what.to_string(),
                    Some((at(Depth::Quick).to_string(), at(Depth::Deep).to_string())),
                )
            }
            Body::Table { what, entries, .. } => (format!("{what} ({entries} entries)"), None),
            Body::Bespoke(_) => ("a hand-written check".to_string(), None),
        };
        Description {
            kind: self.kind(),
            label: self.label,
            reading: self.reading,
            what,
            bounds,
        }
    }

    /// Runs the part for `claim` at `depth`, adding its findings to `ev`.
    pub fn run(&self, claim: &str, depth: Depth, ev: &mut Evidence) {
        let before = ev.findings.len();
        match self.body {
            Body::Universal { run, .. } => run(ev, depth),
            Body::Sweep(s) => super::seki::support::universal(
                ev,
                (claim, depth),
                &(s.shapes)(depth),
                s.variant,
                s.what,
                s.bad,
            ),
            Body::Table { run, .. } => run(ev),
            Body::Bespoke(check) => {
                let own = check(depth);
                ev.findings.extend(own.findings);
                if own.hunted.is_some() {
                    ev.hunted = own.hunted;
                }
            }
        }
        for f in &mut ev.findings[before..] {
            if let Some(label) = self.label {
                f.part.get_or_insert_with(|| label.to_string());
            }
            if let Some(reading) = self.reading {
                f.reading = Some(reading.to_string());
            }
        }
    }
}

/// Runs every part for `claim` at `depth`, in order, into one evidence.
pub fn run_all(parts: &[Part], claim: &str, depth: Depth) -> Evidence {
    let mut ev = Evidence::default();
    for p in parts {
        p.run(claim, depth, &mut ev);
    }
    ev
}
