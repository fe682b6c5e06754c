//! The claims registry: one entry per id of the claims catalogue, each with the paper's
//! statement, the reading chosen where the text is ambiguous (as data, `registry/*.toml`), and
//! a check that returns evidence. A claim's status is derived from its evidence
//! ([`evidence::Evidence::status`]); no entry types a status.

pub mod basis;
pub mod bound;
pub use crate::core::code_print;
pub mod column_row;
pub mod column_row_domains;
pub mod column_row_remarks;
pub mod domineering;
pub mod domineering_constructs;
pub mod domineering_domains;
pub mod domineering_observations;
pub mod domineering_remarks;
pub mod drivers;
pub mod errata;
pub mod evidence;
pub mod mnk;
mod mnk_exhaustion;
pub use mnk_exhaustion::CERT_944;
mod mnk_lines;
pub mod mnk_patterns;
pub mod mnk_remarks;
pub mod part;
pub mod provenance;
pub mod registry;
pub mod run;
pub mod seki;
pub mod shared;
pub mod slides;
pub mod slides_domains;
pub mod slides_remarks;
pub mod store;

pub use basis::Basis;
pub use bound::{Bound, Range};
pub use evidence::{Evidence, Finding, FindingKind, Status};
pub use part::{
    Certificates, Compared, Counted, Judged, Outcome, Part, PartKind, QUICK_CHECK, Reach,
    Refutation, Tally,
};

use crate::core::Shard;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The five source papers, in the order CLAIMS.md lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Paper {
    /// "Game Seki" (DIMACS TR 2007-05), papers/seki.md.
    Seki,
    /// Column-Row game on Young diagrams, papers/column-row.md.
    ColumnRow,
    /// Sequential-games slides, papers/sequential-games-slides.md.
    Slides,
    /// (m,n,k,p,q) k-in-a-row games, papers/generalized-tic-tac-toe.md.
    Mnk,
    /// Domineering with minimal moves, papers/domineering-min-moves.md.
    Domineering,
}

impl Paper {
    /// Every paper, in report order.
    pub const ALL: [Paper; 5] = [
        Paper::Seki,
        Paper::ColumnRow,
        Paper::Slides,
        Paper::Mnk,
        Paper::Domineering,
    ];

    /// Its title as CLAIMS.md prints it, the stem of its claims' test file (`tests/<stem>.rs`)
    /// and its file under `../shared/papers/`.
    fn names(self) -> [&'static str; 3] {
        match self {
            Paper::Seki => ["Game Seki (DIMACS TR 2007-05)", "seki", "seki.md"],
            Paper::ColumnRow => [
                "Column-Row game on Young diagrams",
                "column_row",
                "column-row.md",
            ],
            Paper::Slides => [
                "Sequential games (slides)",
                "slides",
                "sequential-games-slides.md",
            ],
            Paper::Mnk => [
                "Generalized tic-tac-toe: (m,n,k,p,q) games",
                "mnk",
                "generalized-tic-tac-toe.md",
            ],
            Paper::Domineering => [
                "Domineering with minimal moves",
                "domineering",
                "domineering-min-moves.md",
            ],
        }
    }

    /// The paper's title as CLAIMS.md prints it.
    pub fn title(self) -> &'static str {
        self.names()[0]
    }

    /// The stem of its claims' test file, `tests/<stem>.rs`.
    pub fn tests(self) -> &'static str {
        self.names()[1]
    }

    /// The paper's file under `../shared/papers/`.
    pub fn file(self) -> &'static str {
        self.names()[2]
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

/// How far a check pushes: `Quick` runs in `cargo test` and the default `cgcheck verify`;
/// `Deep` runs from `cgcheck verify --deep` and its evidence is stored for CLAIMS.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Depth {
    /// Bounds that keep `cargo test` within minutes on 2 cores.
    Quick,
    /// Bounds far beyond the paper, for an explicit long run.
    Deep,
}

impl Depth {
    /// The command that re-runs claim `id`'s check at this depth.
    pub fn replay(self, id: &str) -> String {
        match self {
            Depth::Quick => format!("cgcheck verify --claim {id}"),
            Depth::Deep => format!("cgcheck verify --deep --claim {id}"),
        }
    }
}

/// How one check runs: at a depth, whole or as one part of a split run (`cgcheck verify
/// --shard`). A depth alone is a whole run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    pub depth: Depth,
    /// Which part of a split run this is (`None`: the whole run). The exhaustive drivers
    /// ([`drivers::universal::exhaustive`], the Seki sweep) judge only its instances, and
    /// their findings carry the tallies `cgcheck merge` combines; work done outside them (a
    /// table, a proof, a bespoke part) is done whole by every part, and the merge checks that
    /// the parts agree on it.
    pub split: Option<Shard>,
}

impl Run {
    /// Part `shard` of a split run at `depth`.
    pub fn part(depth: Depth, shard: Shard) -> Run {
        Run {
            depth,
            split: Some(shard),
        }
    }
}

impl From<Depth> for Run {
    fn from(depth: Depth) -> Run {
        Run { depth, split: None }
    }
}

/// What the registry knows how to do for a claim.
#[derive(Debug, Clone, Copy)]
pub enum Check {
    /// Not checked yet; the reason (usually the engine it waits for).
    Open(&'static str),
    /// Parts run by the drivers, in order ([`part`]).
    Parts(&'static [Part]),
    /// A hand-written check that computes evidence at the given depth: one
    /// [`PartKind::Bespoke`] part.
    Bespoke(fn(Depth) -> Evidence),
}

/// One registry entry.
#[derive(Debug, Clone, Copy)]
pub struct Claim {
    /// The catalogue id, e.g. `SL-Nim`.
    pub id: &'static str,
    /// The source paper.
    pub paper: Paper,
    /// Where in the paper (section, claim or theorem number).
    pub section: &'static str,
    /// The statement, in one line.
    pub statement: &'static str,
    /// The reading chosen where the source is ambiguous or garbled.
    pub reading: Option<&'static str>,
    /// The status its quick check reaches, with the bound (as [`Status`] prints it), pinned:
    /// a test fails when the check finds otherwise. None for an open claim.
    pub quick: Option<&'static str>,
    /// What its proofs rest on: computations, checked certificates, assumptions
    /// ([`basis`]); empty for a claim with no proved finding.
    pub rests_on: &'static [basis::Basis],
    /// How it is checked.
    pub check: Check,
}

impl Claim {
    /// Runs the claim's check (or reports it open) at a depth, or as a part of a split run.
    pub fn evaluate(&self, run: impl Into<Run>) -> Evidence {
        let run = run.into();
        match self.check {
            Check::Open(reason) => Evidence::open(reason),
            Check::Parts(parts) => part::run_all(parts, self.id, run),
            Check::Bespoke(f) => part::run_all(&[Part::bespoke(f)], self.id, run),
        }
    }

    /// The parts its check is made of (none for an open claim).
    pub fn parts(&self) -> Vec<Part> {
        match self.check {
            Check::Open(_) => Vec::new(),
            Check::Parts(parts) => parts.to_vec(),
            Check::Bespoke(f) => vec![Part::bespoke(f)],
        }
    }

    /// The stored artifacts its parts read (files, or directories ending in `/`), sorted.
    pub fn artifacts(&self) -> Vec<&'static str> {
        sorted(self.parts().iter().flat_map(Part::artifacts))
    }

    /// The engines whose search effort its findings quote ([`Part::quoting_effort`]), sorted.
    pub fn effort_engines(&self) -> Vec<crate::records::canary::Engine> {
        sorted(self.parts().iter().filter_map(Part::effort_quoted))
    }

    /// Whether some part of its check is hand-written.
    pub fn is_bespoke(&self) -> bool {
        self.parts().iter().any(|p| p.kind() == PartKind::Bespoke)
    }

    /// The test that checks it, `tests/<paper>.rs::<id>` with the id in lower case and
    /// every character other than a letter or digit as `_` (none for an open claim).
    pub fn test(&self) -> Option<String> {
        let name: String = self
            .id
            .chars()
            .map(|c| match c {
                'a'..='z' | '0'..='9' => c,
                'A'..='Z' => c.to_ascii_lowercase(),
                _ => '_',
            })
            .collect();
        match self.check {
            Check::Open(_) => None,
            _ => Some(format!("tests/{}.rs::{name}", self.paper.tests())),
        }
    }
}

/// `items` sorted, each once.
fn sorted<T: Ord>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let set: std::collections::BTreeSet<T> = items.into_iter().collect();
    set.into_iter().collect()
}

/// The items as they display, joined by `sep`.
pub(crate) fn joined<T: fmt::Display>(items: impl IntoIterator<Item = T>, sep: &str) -> String {
    let items: Vec<String> = items.into_iter().map(|x| x.to_string()).collect();
    items.join(sep)
}

/// Every registered claim, grouped by paper in catalogue order ([`registry`]).
pub fn registry() -> Vec<Claim> {
    registry::all().to_vec()
}

/// Looks a claim up by id (case-insensitive).
pub fn find(id: &str) -> Option<Claim> {
    registry::all()
        .iter()
        .find(|c| c.id.eq_ignore_ascii_case(id))
        .copied()
}
