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
//!     A universal part may also list its instances itself ([`Part::search`]): the check
//!     walks them and returns one [`Outcome`]; the bound is the part's data and the driver
//!     makes the finding.
//!   - [`PartKind::Proof`]: an argument the code carries out for every instance (a
//!     periodicity certified, an induction whose step is checked for every class of
//!     parameters, a whole game tree solved). The check returns one [`Outcome`]: the
//!     argument, a refutation, or why it could not be carried out; what a proof rests on is
//!     the claim's [`Basis`](super::Basis) list.
//!   - [`PartKind::Certificate`]: stored artifacts (winning strategies, proof trees) and the
//!     naive checker that re-checks each one ([`Certificates`]): the part is trusted because
//!     the small checker accepts the stored file, not because the code that made it is
//!     unchanged. The driver reads each file (capped) and makes one finding per file.
//!   - [`PartKind::Bespoke`]: a hand-written check, `fn(Depth) -> Evidence`, that builds its
//!     own findings. It is the escape hatch for what no driver covers yet, and it is counted
//!     and named (`cgcheck claims --json`, CLAIMS.md) so that it never hides.
//! - A part may carry a **label**, the name of the part of a compound statement it checks;
//!   the label goes on every finding the part makes (the report gives each label its own
//!   status, [`Evidence::parts`]). It may carry a **reading** of an ambiguous text: its
//!   findings are that reading's (the report shows `ambiguous` when readings disagree).
//! - A part may run at **one depth only** ([`Part::only_at`]: a cross-check only the deep
//!   enumeration can make, a stored record read instead in the quick run), and may **reach
//!   only some of its entries** at a depth ([`Part::reaching`]): the driver then adds a
//!   `Partial` finding after the part's own, so a quick run never reads as the whole
//!   statement checked.
//! - What a part's function returns says which finding it is: an [`Outcome`] that `Fails`
//!   is an instance where the statement is false (`refuted`); one that `Differs` is a value
//!   the paper states that the computation does not give (a count, a listed fact: `differs`).
//!
//! # Invariants, and why
//! - A claim's evidence is its parts' findings, in the order of the parts: the same order a
//!   hand-written check that called the drivers one after another made them, so that moving a
//!   check from code to parts changes no finding and no record (records compare findings).
//! - A non-bespoke part builds no finding itself: only its driver does. So the bound a
//!   `Verified` finding names comes from the part's data, never from text typed beside it,
//!   and a part makes exactly one finding of its kind: a search cannot claim a proof, a proof
//!   cannot claim a bound, a table cannot hide a mismatch.
//!
//! # Example
//! SL-Zermelo states Zermelo's theorem on game trees and strategy stealing on positional
//! games. Its check is two universal parts, `[Part::hunted::<ZermeloTrees>(),
//! Part::universal::<StrategyStealing>()]`: run at the quick depth, it lists every game tree
//! of at most 8 nodes, then every positional game of at most 5 vertices, and makes one
//! finding for each, `Verified` with the bound built from the domain, or the first
//! counterexample. The first part is also hunted: `cgcheck hunt SL-Zermelo` and the `hunt`
//! fuzz target judge random trees of up to 60 nodes by the same predicate ([`hunt`]).

use super::drivers::hunted;
use super::drivers::universal::{Hunted, Universal, bound, exhaustive, hunt};
use super::{Bound, Depth, Evidence, FindingKind, Run};
use crate::games::seki::{Matrix, SekiType, Variant};
use crate::records::canary::Engine;

/// What kind of statement a part is (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartKind {
    /// Every instance of a domain satisfies a predicate.
    Universal,
    /// The paper's stated entries, recomputed.
    Table,
    /// An argument the code carries out for every instance.
    Proof,
    /// Stored artifacts, each re-checked by a naive checker.
    Certificate,
    /// A hand-written check.
    Bespoke,
}

impl PartKind {
    /// The kind as `claims --json` and the report name it.
    pub fn name(self) -> &'static str {
        match self {
            PartKind::Universal => "universal",
            PartKind::Table => "table",
            PartKind::Proof => "proof",
            PartKind::Certificate => "certificate",
            PartKind::Bespoke => "bespoke",
        }
    }
}

/// The hunt of a universal part: its check of one random instance past the bound, given the
/// claim's id, the instance's bytes and where it runs (`cgcheck hunt`, the `hunt` fuzz
/// target), and what an instance is, in words.
#[derive(Debug, Clone, Copy)]
pub struct Hunter {
    /// The check of one instance.
    pub check: fn(&'static str, &[u8], hunted::Reach) -> hunted::Outcome,
    /// What an instance is, in words.
    pub instances: &'static str,
}

/// What a failing instance's replay prints that shows the failure, from the predicate's reason.
pub type Shows = fn(&str) -> String;

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
    /// What the replay of a failing matrix (`solve seki`) prints that shows the failure,
    /// from `bad`'s reason, where the statement needs more than the replay's whole output.
    pub shows: Option<Shows>,
    /// Its hunt, if it has one: random matrices past the shapes, judged by `bad`
    /// ([`crate::claims::seki::predicates::predicate`] gives the hunt this part's).
    pub hunt: Option<Hunter>,
}

/// The replay "this claim's quick check" (`cgcheck verify --claim ID`), for a part whose
/// failure no smaller command shows: the driver writes the claim's id in ([`Part::run`]), so
/// no check retypes its own id, and none can name another claim's by mistake. The quick
/// check, at either depth: the parts that use it find the same thing at both.
pub const QUICK_CHECK: &str = "cgcheck verify --claim {id}";

/// An instance where a statement fails, as a part's check reports it: what fails, a command
/// that replays it (built from the instance), and what that replay prints that shows the
/// failure, where the check knows ([`Evidence::shows`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refutation {
    /// What fails, on which instance.
    pub why: String,
    /// One command that replays it.
    pub replay: String,
    /// What the replay prints that shows the failure.
    pub shows: Option<String>,
}

impl Refutation {
    /// A refutation with no particular text for its replay to show (the replay of `cgcheck
    /// verify --claim ID` shows `why`).
    pub fn new(why: impl Into<String>, replay: impl Into<String>) -> Refutation {
        Refutation {
            why: why.into(),
            replay: replay.into(),
            shows: None,
        }
    }

    /// The same refutation, whose replay prints `text`.
    pub fn showing(self, text: impl Into<String>) -> Refutation {
        Refutation {
            shows: Some(text.into()),
            ..self
        }
    }
}

/// What a search or a proof part's check came to: the driver turns it into the part's one
/// finding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The statement holds: what was established (a search's instances, a proof's argument).
    Holds(String),
    /// An instance where it fails.
    Fails(Refutation),
    /// Only `done` of `total` parts of the statement were reached; why.
    Partial {
        /// Parts checked.
        done: u64,
        /// Parts the statement has.
        total: u64,
        /// What a part is and why the rest was not reached.
        why: String,
    },
    /// A value the statement gives (a count, a listed fact) differs from the one computed:
    /// a table's entry, not an instance where a universal statement fails. The driver makes a
    /// `Mismatched` finding (the claim differs from the paper) rather than a counterexample.
    Differs(Refutation),
    /// The check could not be carried out (a budget ran out, an engine refused); why.
    Unsettled(String),
}

/// The value of a `Result`, or (returned from the enclosing check) an `Unsettled` outcome
/// saying why there is none.
macro_rules! or_unsettled {
    ($result:expr) => {
        match $result {
            Ok(v) => v,
            Err(e) => return $crate::claims::Outcome::Unsettled(e.to_string()),
        }
    };
}
pub(crate) use or_unsettled;

impl From<Result<String, Refutation>> for Outcome {
    fn from(r: Result<String, Refutation>) -> Outcome {
        match r {
            Ok(what) => Outcome::Holds(what),
            Err(r) => Outcome::Fails(r),
        }
    }
}

/// What a table part whose entries the check lists came to: how many entries it compared,
/// each one that differs, and a replay of the first.
///
/// Only a [`Tally`] makes one, so its count is the facts compared and never a number typed
/// beside the checks (its count and mismatches are private to this file).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Compared {
    /// What was compared (the finding's detail opens with it).
    pub what: String,
    /// How many entries were compared.
    entries: usize,
    /// Each differing entry, in words.
    mismatches: Vec<String>,
    /// One command that shows the computed value of the first differing entry (or of the
    /// table, when the check cannot name one).
    pub replay: String,
    /// What that replay prints that shows the difference, where the check knows
    /// ([`Evidence::shows`]); used only when an entry differs.
    pub shows: Option<String>,
}

impl Compared {
    /// How many entries were compared.
    pub fn entries(&self) -> usize {
        self.entries
    }

    /// Each differing entry, in words.
    pub fn mismatches(&self) -> &[String] {
        &self.mismatches
    }

    /// The same, with what the replay prints that shows the difference.
    pub fn showing(self, shows: impl Into<String>) -> Compared {
        Compared {
            shows: Some(shows.into()),
            ..self
        }
    }
}

/// The stated facts a table part's check compares, counted as it compares them: the
/// [`Compared`] made from it states exactly as many entries as were compared, never a typed
/// number that can drift from the checks beside it.
#[derive(Debug, Default)]
pub struct Tally {
    entries: usize,
    mismatches: Vec<String>,
}

impl Tally {
    /// One stated fact: it `holds`, or `why` says how it does not.
    pub fn fact(&mut self, holds: bool, why: impl FnOnce() -> String) {
        self.entries += 1;
        if !holds {
            self.mismatches.push(why());
        }
    }

    /// The comparison of `what`: the facts compared, and `replay` showing the first mismatch
    /// (or the table); nothing known of what the replay prints ([`Compared::showing`]).
    pub fn compared(self, what: impl Into<String>, replay: impl Into<String>) -> Compared {
        Compared {
            what: what.into(),
            entries: self.entries,
            mismatches: self.mismatches,
            replay: replay.into(),
            shows: None,
        }
    }

    /// A worked example's outcome from the facts compared ([`Part::worked`]): `agrees` given
    /// their number when every one holds, else `differs` given the mismatches; either counted.
    pub fn example(
        self,
        agrees: impl FnOnce(usize) -> Outcome,
        differs: impl FnOnce(Vec<String>) -> Outcome,
    ) -> Counted {
        let outcome = if self.mismatches.is_empty() {
            agrees(self.entries)
        } else {
            differs(self.mismatches)
        };
        outcome.over(self.entries)
    }
}

/// What a worked example's check came to ([`Part::worked`]): its outcome, and how many
/// entries it compared, counted as it compared them (a [`Tally`], or the rows it ran), never a
/// number typed beside the checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Counted {
    /// What the example came to.
    pub outcome: Outcome,
    /// How many entries it compared.
    pub entries: usize,
}

impl Outcome {
    /// This outcome of a worked example that compared `entries` entries.
    pub fn over(self, entries: usize) -> Counted {
        Counted {
            outcome: self,
            entries,
        }
    }
}

/// Stored certificates and their naive checker, as data.
#[derive(Debug, Clone, Copy)]
pub struct Certificates {
    /// What the certificates prove together, in words.
    pub what: &'static str,
    /// The stored files, in the order they are checked, each with what it proves.
    pub files: &'static [(&'static str, &'static str)],
    /// How many of them (the first ones) are checked at each depth.
    pub checked: fn(Depth) -> usize,
    /// Why the rest wait for a deeper run (the `Partial` finding's detail).
    pub rest: &'static str,
    /// The naive checker's verdict on file `i`'s text: `Holds` with what it established,
    /// `Fails` when the certificate is valid but proves something other than the statement,
    /// `Unsettled` when it is not a valid certificate.
    pub check: fn(usize, &str) -> Outcome,
}

/// The largest certificate file the driver reads.
const MAX_CERTIFICATE_BYTES: u64 = 64 << 20;

/// What a table part that words its own finding came to (a replayed analysis: its lines are
/// the entries, and the tally it reports is its own): the driver makes `Matched`,
/// `Mismatched` or `Open` from it, never a proof, a bound or a counterexample.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Judged {
    /// Every entry agrees.
    Agrees {
        /// How many entries were compared.
        entries: usize,
        /// What was found, in words.
        detail: String,
    },
    /// Some entries differ.
    Differs {
        /// How many entries were compared.
        entries: usize,
        /// How many differ.
        mismatches: usize,
        /// What differs, in words.
        detail: String,
        /// One command that shows the first difference.
        replay: String,
        /// What that replay prints that shows it.
        shows: Option<String>,
    },
    /// Some entry could not be decided (a budget ran out); why.
    Undecided(String),
}

/// How a part is run.
#[derive(Debug, Clone, Copy)]
enum Body {
    /// A [`Universal`] claim run by [`exhaustive`].
    Universal {
        run: fn(&mut Evidence, Run),
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
    /// A table whose entries the check lists and compares; `refutes`: stated facts, any
    /// disagreement refuting the statement.
    Compared {
        run: fn(Depth) -> Compared,
        what: &'static str,
        refutes: bool,
    },
    /// A universal statement whose instances the check lists itself.
    Search {
        run: fn(Depth) -> Outcome,
        bound: fn(Depth) -> Bound,
        holds: &'static str,
    },
    /// A table whose check words its finding.
    Judged {
        run: fn(Depth) -> Judged,
        what: &'static str,
    },
    /// A worked example: its premise checked, then its listed entries.
    Example {
        run: fn(Depth) -> Counted,
        what: &'static str,
    },
    /// Stored certificates.
    Certificates(Certificates),
    /// An argument the code carries out.
    Proof {
        run: fn(Depth) -> Outcome,
        what: &'static str,
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
    /// The one depth the part runs at (`None`: both).
    only_at: Option<Depth>,
    /// How much of the part's statement a depth reaches, when it may reach only some of it.
    reach: Option<Reach>,
    /// The stored artifacts it reads besides its certificates' files (a path, or a directory
    /// ending in `/` for every file in it): a deep record pins their checksums.
    reads: &'static [&'static str],
    /// The engine whose search effort its findings quote (positions searched, certificate
    /// or proof-tree sizes), if any: a deep record pins that engine's effort digest.
    quotes_effort: Option<Engine>,
    body: Body,
}

/// How much of a part's statement a depth reaches (`entries(depth)` = (done, total)) and why
/// the rest waits for a deeper run: where `done < total` the driver adds a `Partial` finding
/// after the part's own, so a quick run never reads as the whole statement checked.
#[derive(Debug, Clone, Copy)]
pub struct Reach {
    /// (done, total) at a depth.
    pub entries: fn(Depth) -> (usize, usize),
    /// Why the rest waits (the `Partial` finding's detail).
    pub rest: &'static str,
}

/// What a part is, in words, for `claims --json`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    pub kind: PartKind,
    pub label: Option<&'static str>,
    pub reading: Option<&'static str>,
    /// What it checks, in words.
    pub what: String,
    /// For a universal part: its bound at the quick and at the deep depth.
    pub bounds: Option<(String, String)>,
    /// The one depth it runs at, if it runs at only one.
    pub only_at: Option<Depth>,
}

impl Part {
    /// A part with no label and no reading.
    const fn of(body: Body) -> Part {
        Part {
            label: None,
            reading: None,
            only_at: None,
            reach: None,
            reads: &[],
            quotes_effort: None,
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

    /// A table part whose entries `run` lists and compares itself (where the stated values
    /// are facts about objects the check builds: a matrix's moves, a solver's counts). The
    /// driver makes the one `Matched` or `Mismatched` finding.
    pub const fn compared(what: &'static str, run: fn(Depth) -> Compared) -> Part {
        Part::of(Body::Compared {
            run,
            what,
            refutes: false,
        })
    }

    /// Stated facts about objects the check builds (an identity, an extension's type): `run`
    /// lists and compares them. The driver makes `Matched` when every one holds, and a
    /// counterexample naming each that fails when one does (a false fact refutes the
    /// statement; [`Part::compared`] is for values that may merely differ).
    pub const fn facts(what: &'static str, run: fn(Depth) -> Compared) -> Part {
        Part::of(Body::Compared {
            run,
            what,
            refutes: true,
        })
    }

    /// A table part whose check words its own finding ([`Judged`]): a replayed analysis whose
    /// lines are the entries. The driver makes the one `Matched`, `Mismatched` or `Open`
    /// finding.
    pub const fn judged(what: &'static str, run: fn(Depth) -> Judged) -> Part {
        Part::of(Body::Judged { run, what })
    }

    /// A worked example (the moves from a position, say) whose premise may fail: `run`
    /// returns `Holds` with the detail when the example agrees entry by entry, `Fails` when
    /// the position is not what the example says or an entry is wrong (the example refutes
    /// what it illustrates), with the entries it compared ([`Counted`], from a [`Tally`] or
    /// the rows it ran, never a number typed beside the check). The driver makes the one
    /// `Matched` or `Counterexample` finding.
    pub const fn worked(what: &'static str, run: fn(Depth) -> Counted) -> Part {
        Part::of(Body::Example { run, what })
    }

    /// A universal part whose instances `run` lists itself, up to the part's `bound` at the
    /// depth (data, so the finding's bound is never typed beside the loop): `holds` says what
    /// every instance satisfies. The driver makes the one finding: `Verified` with the bound,
    /// the counterexample, or `Partial` / `Open`.
    pub const fn search(
        holds: &'static str,
        bound: fn(Depth) -> Bound,
        run: fn(Depth) -> Outcome,
    ) -> Part {
        Part::of(Body::Search { run, bound, holds })
    }

    /// A proof part: `run` carries out the argument for every instance. The driver makes the
    /// one finding: `Proved` with the argument, the counterexample, or `Partial` / `Open`.
    pub const fn proof(what: &'static str, run: fn(Depth) -> Outcome) -> Part {
        Part::of(Body::Proof { run, what })
    }

    /// A certificate part: each stored file re-checked by its naive checker. The driver makes
    /// one finding per checked file (`Proved`, `Counterexample` or `Open`) and a `Partial` one
    /// when the depth checks only the first files.
    pub const fn certificates(c: Certificates) -> Part {
        Part::of(Body::Certificates(c))
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

    /// The same part, run only at `depth`: at the other it makes no finding (a cross-check
    /// that only the deep run's enumeration can make, say).
    pub const fn only_at(self, depth: Depth) -> Part {
        Part {
            only_at: Some(depth),
            ..self
        }
    }

    /// The same part, reading the stored artifacts `paths` (files, or directories ending in
    /// `/`): a deep record of its claim pins their checksums and is stale once one changes
    /// ([`super::provenance::freshness`]).
    pub const fn reads(self, paths: &'static [&'static str]) -> Part {
        Part {
            reads: paths,
            ..self
        }
    }

    /// The same part, its findings quoting how much `engine` searched or built (positions
    /// searched, certificate or proof-tree sizes), figures a faster engine changes while its
    /// answers stay: a deep record of its claim pins the engine's effort digest
    /// ([`crate::records::canary::Engine::effort`]) and is stale once it changes.
    pub const fn quoting_effort(self, engine: Engine) -> Part {
        Part {
            quotes_effort: Some(engine),
            ..self
        }
    }

    /// The engine whose effort its findings quote, if any ([`Part::quoting_effort`]).
    pub fn effort_quoted(&self) -> Option<Engine> {
        self.quotes_effort
    }

    /// The stored artifacts it reads: its certificates' files and what [`Part::reads`] names.
    pub fn artifacts(&self) -> Vec<&'static str> {
        let mut paths: Vec<&'static str> = self.reads.to_vec();
        if let Body::Certificates(c) = self.body {
            paths.extend(c.files.iter().map(|(path, _)| *path));
        }
        paths
    }

    /// How much of its statement the part reaches at `depth`, (done, total), when it may
    /// reach only some of it ([`Part::reaching`]).
    pub fn reach_at(&self, depth: Depth) -> Option<(usize, usize)> {
        self.reach.map(|r| (r.entries)(depth))
    }

    /// The same part, reaching only some of its statement at some depth ([`Reach`]).
    pub const fn reaching(self, reach: Reach) -> Part {
        Part {
            reach: Some(reach),
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

    /// Whether its function lists its own instances or entries (a search, a compared table,
    /// an example) rather than a typed domain, a Seki sweep or a stated table const doing so:
    /// the driver still makes its finding, but what it covers rests on that function's loop.
    pub fn lists_its_own(&self) -> bool {
        matches!(
            self.body,
            Body::Search { .. }
                | Body::Compared { .. }
                | Body::Example { .. }
                | Body::Judged { .. }
        )
    }

    pub fn kind(&self) -> PartKind {
        match self.body {
            Body::Universal { .. } | Body::Sweep(_) | Body::Search { .. } => PartKind::Universal,
            Body::Table { .. }
            | Body::Compared { .. }
            | Body::Example { .. }
            | Body::Judged { .. } => PartKind::Table,
            Body::Proof { .. } => PartKind::Proof,
            Body::Certificates(_) => PartKind::Certificate,
            Body::Bespoke(_) => PartKind::Bespoke,
        }
    }

    /// What it is, in words.
    pub fn describe(&self) -> Description {
        let (what, bounds) = match self.body {
            Body::Universal { bound, holds, .. } => (holds.to_string(), bounds(bound)),
            Body::Sweep(s) => (
                s.what.to_string(),
                bounds(|d| super::seki::support::shape_bound(&(s.shapes)(d), s.variant)),
            ),
            Body::Search { bound, holds, .. } => (
                format!("{holds} (instances listed by the check)"),
                bounds(bound),
            ),
            Body::Table { what, entries, .. } => (format!("{what} ({entries} entries)"), None),
            Body::Compared { what, .. } | Body::Judged { what, .. } => {
                (format!("{what} (entries listed by the check)"), None)
            }
            Body::Example { what, .. } => (format!("{what} (entries counted by the check)"), None),
            Body::Proof { what, .. } => (what.to_string(), None),
            Body::Certificates(c) => (
                format!(
                    "{} ({} stored files: {})",
                    c.what,
                    c.files.len(),
                    super::joined(c.files.iter().map(|(path, _)| path), ", ")
                ),
                None,
            ),
            Body::Bespoke(_) => ("a hand-written check".to_string(), None),
        };
        Description {
            kind: self.kind(),
            label: self.label,
            reading: self.reading,
            what,
            bounds,
            only_at: self.only_at,
        }
    }

    /// Runs the part for `claim` at a depth, or as a part of a split run (`at`), adding its
    /// findings to `ev`.
    pub fn run(&self, claim: &str, at: Run, ev: &mut Evidence) {
        let depth = at.depth;
        if self.only_at.is_some_and(|only| only != depth) {
            return;
        }
        let before = ev.findings.len();
        match self.body {
            Body::Universal { run, .. } => run(ev, at),
            Body::Sweep(s) => super::seki::support::universal(
                ev,
                (claim, at),
                &(s.shapes)(depth),
                (s.variant, s.shows),
                s.what,
                s.bad,
            ),
            Body::Table { run, .. } => run(ev),
            Body::Compared { run, refutes, .. } => {
                let c = run(depth);
                if refutes && !c.mismatches.is_empty() {
                    let why = format!("{}: {}", c.what, c.mismatches.join("; "));
                    ev.push(FindingKind::Counterexample { replay: c.replay }, why);
                } else {
                    ev.compare(&c.what, c.entries, &c.mismatches, &c.replay);
                }
                if let Some(text) = c.shows.filter(|_| !c.mismatches.is_empty()) {
                    ev.shows(text);
                }
            }
            Body::Search { run, bound, .. } => record(
                ev,
                run(depth),
                FindingKind::Verified {
                    bound: bound(depth),
                },
                1,
            ),
            Body::Judged { run, .. } => match run(depth) {
                Judged::Agrees { entries, detail } => {
                    ev.push(FindingKind::Matched { entries }, detail)
                }
                Judged::Differs {
                    entries,
                    mismatches,
                    detail,
                    replay,
                    shows,
                } => {
                    ev.push(
                        FindingKind::Mismatched {
                            entries,
                            mismatches,
                            replay,
                        },
                        detail,
                    );
                    if let Some(text) = shows {
                        ev.shows(text);
                    }
                }
                Judged::Undecided(why) => ev.push(FindingKind::Open, why),
            },
            Body::Example { run, .. } => {
                let Counted { outcome, entries } = run(depth);
                record(ev, outcome, FindingKind::Matched { entries }, entries)
            }
            Body::Proof { run, .. } => record(ev, run(depth), FindingKind::Proved, 1),
            Body::Certificates(c) => {
                let checked = (c.checked)(depth).min(c.files.len());
                for (i, (path, proves)) in c.files.iter().enumerate().take(checked) {
                    let text = crate::core::files::read_text_capped(
                        std::path::Path::new(path),
                        MAX_CERTIFICATE_BYTES,
                        "the stored certificate",
                    );
                    let outcome = match text {
                        Ok(text) => (c.check)(i, &text),
                        Err(e) => Outcome::Unsettled(format!(
                            "{proves}: no readable certificate at {path} ({e})"
                        )),
                    };
                    record(ev, outcome, FindingKind::Proved, 1);
                }
                partial(ev, (checked, c.files.len()), c.rest);
            }
            Body::Bespoke(check) => {
                let own = check(depth);
                ev.findings.extend(own.findings);
                ev.hunted = own.hunted.or(ev.hunted.take());
            }
        }
        if let Some(reach) = self.reach {
            partial(ev, (reach.entries)(depth), reach.rest);
        }
        for f in &mut ev.findings[before..] {
            if let FindingKind::Counterexample { replay } | FindingKind::Mismatched { replay, .. } =
                &mut f.kind
                && replay == QUICK_CHECK
            {
                *replay = Depth::Quick.replay(claim);
            }
            if let Some(label) = self.label {
                f.part.get_or_insert_with(|| label.to_string());
            }
            if let Some(reading) = self.reading {
                f.reading = Some(reading.to_string());
            }
        }
    }
}

/// Adds the one finding of a search, proof or example part of `entries` entries (one for a
/// search or a proof; a `Differs` outcome is one of them): `holds` (its kind when the
/// statement holds) with the outcome's detail, or what the outcome says went wrong.
fn record(ev: &mut Evidence, outcome: Outcome, holds: FindingKind, entries: usize) {
    match outcome {
        Outcome::Holds(what) => ev.push(holds, what),
        Outcome::Fails(r) => refuted(ev, r, |replay| FindingKind::Counterexample { replay }),
        Outcome::Differs(r) => refuted(ev, r, |replay| FindingKind::Mismatched {
            entries,
            mismatches: 1,
            replay,
        }),
        Outcome::Partial { done, total, why } => ev.push(FindingKind::Partial { done, total }, why),
        Outcome::Unsettled(why) => ev.push(FindingKind::Open, why),
    }
}

/// A universal part's bound at the quick and at the deep depth, in words.
fn bounds(at: impl Fn(Depth) -> Bound) -> Option<(String, String)> {
    Some((at(Depth::Quick).to_string(), at(Depth::Deep).to_string()))
}

/// Adds a `Partial` finding, `why` the rest waits, when only `done` of `total` were reached.
fn partial(ev: &mut Evidence, (done, total): (usize, usize), why: &str) {
    if done < total {
        let (done, total) = (done as u64, total as u64);
        ev.push(FindingKind::Partial { done, total }, why);
    }
}

/// Adds the finding `kind` makes of a refutation's replay, then what that replay shows.
fn refuted(ev: &mut Evidence, r: Refutation, kind: impl FnOnce(String) -> FindingKind) {
    ev.push(kind(r.replay), r.why);
    if let Some(text) = r.shows {
        ev.shows(text);
    }
}

/// The one finding of a search whose bound is data read at run time rather than a part's
/// constant (a user's conjecture, whose grid comes from its file): `Verified` with `bound`
/// when the outcome holds, or what the outcome says went wrong, as [`Part::search`] makes it.
pub fn searched(bound: Bound, outcome: Outcome) -> Evidence {
    let mut ev = Evidence::default();
    record(&mut ev, outcome, FindingKind::Verified { bound }, 1);
    ev
}

/// Adds what a hunt past the bound found (`cgcheck hunt`, a conjecture's hunt) to a check's
/// evidence: a counterexample, replayed by the command `replay`. A hunt that found nothing
/// adds no finding (its note is [`Evidence::hunted`]): a hunt never proves anything.
pub fn hunted_counterexample(ev: &mut Evidence, detail: String, replay: String) {
    ev.push(FindingKind::Counterexample { replay }, detail);
}

/// Runs every part for `claim` at a depth, or as a part of a split run, in order, into one
/// evidence.
pub fn run_all(parts: &[Part], claim: &str, run: impl Into<Run>) -> Evidence {
    let run = run.into();
    let mut ev = Evidence::default();
    for p in parts {
        p.run(claim, run, &mut ev);
    }
    ev
}
