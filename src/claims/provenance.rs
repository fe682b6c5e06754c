//! Where a stored record came from, and whether it still describes today's check.
//!
//! Every record in `evidence/deep.json` (deep runs and hunts) carries a [`Provenance`]: the
//! cgcheck version and git commit that produced it, when and on what machine, how long it
//! took and how much memory, the **spec** fingerprint (what the claim says: id, paper,
//! section, statement and reading; a reworded statement makes old evidence answer another
//! question) and its [`Basis`], what the result rests on:
//!
//! - **code**: the normalised fingerprint ([`crate::core::code_print`]) of the code that
//!   checks it ([`sources`]): the paper's claim files and data, the library code they reach
//!   (its game family's under `src/games/`, and `src/core/`), the shared model and drivers
//!   and, for a hunt, the hunts. Comments, doc comments,
//!   formatting, visibility and lint attributes do not count, so `cargo fmt` or a reworded
//!   comment leaves every record as it is.
//! - **engines**: the canary digest of each engine the claim uses ([`crate::records::canary`]): a
//!   change to an engine's behaviour stales exactly the records that use it, while a change
//!   that only makes it faster stales none (its code changed: the record is re-validated by
//!   its quick result). The differential tests and fuzz targets hold the solvers to their
//!   references.
//! - **efforts** (deep records whose findings quote positions searched or certificate sizes):
//!   the effort digest of each engine they quote ([`Engine::effort`]); a faster
//!   search that changes those figures stales exactly these records.
//! - **quick**: the digest of what the claim's quick check found when the record was made.
//!
//! [`freshness`] judges a record against [`Today`]: *current* while its statement, engines
//! and code are unchanged; *re-validated* when the code changed but today's quick check finds
//! exactly what it found then (the change did not change what the check computes where it can
//! be seen cheaply): the report uses the record and says so; *stale* otherwise, and the report
//! then derives the status from the quick check until the record is re-run. A record without a
//! basis (made before bases were kept) is stale.
//!
//! Fingerprints are FNV-1a (64 bit): change detectors, not a defence against someone forging a
//! record (the records are in git; a forger could edit the code too).

use super::{Claim, Paper};
use crate::core::run_info::{Machine, run_commit, utc_now};
use crate::records::canary::{self, Engine};
pub use crate::records::provenance::{
    ArtifactProvenance, Basis, Freshness, Kind, Provenance, artifact_digests, content_digest,
};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Every file a record's code fingerprint may cover, with its text, as compiled into this
/// binary (listed by `build.rs`, sorted by path): the source files of `src/claims/`,
/// `src/hunt/`, `src/games/`, `src/core/`, `src/records/`, `src/shard/` and
/// `src/differential/`, and every file of `registry/`.
pub const SOURCES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/sources.rs"));

/// What every claim check rests on (path prefixes into [`SOURCES`]): the claims model, its
/// parts and drivers, the work shared between checks, the game traits and generic reference
/// solvers (`src/core/`), and the code a split check runs. The rest of `src/claims/` (the
/// store, provenance, bases, misprints, the registry's join) is what the report
/// says of the evidence, not how it is found.
const COMMON: &[&str] = &[
    "src/claims/mod.rs",
    "src/claims/evidence.rs",
    "src/claims/bound.rs",
    "src/claims/shared.rs",
    "src/claims/run.rs",
    "src/claims/part.rs",
    "src/claims/drivers/",
    "src/core/",
    "src/shard/verify_parts.rs",
    "src/differential/mod.rs",
];

/// What a hunt runs besides its claim's checks (path prefixes into [`SOURCES`]).
const HUNTS: &[&str] = &["src/hunt/", "src/games/sum.rs", "src/differential/seki.rs"];

/// What a paper's checks are and reach besides [`COMMON`] (path prefixes into [`SOURCES`]):
/// its claim files and data, its game family's library code (solvers included: a change to
/// a solver re-validates the paper's records by their quick results, while its canary
/// decides whether they are stale) and, for Seki, the stored census record, its reader and
/// its checker.
pub fn reached(paper: Paper) -> &'static [&'static str] {
    match paper {
        Paper::Seki => &[
            "src/claims/seki/",
            "registry/seki/",
            "src/games/seki/",
            "src/games/whistette.rs",
            "src/records/census_check.rs",
            "src/records/census.rs",
        ],
        Paper::ColumnRow => &["src/claims/column_row", "src/games/column_row/"],
        Paper::Slides => &[
            "src/claims/slides",
            "registry/sequential-games-slides/",
            "src/games/subtraction.rs",
            "src/games/nim.rs",
            "src/games/wythoff.rs",
            "src/games/finite/",
        ],
        Paper::Mnk => &[
            "src/claims/mnk",
            "registry/generalized-tic-tac-toe/",
            "src/games/mnk/",
        ],
        Paper::Domineering => &[
            "src/claims/domineering",
            "registry/domineering-min-moves/",
            "src/games/domineering/",
        ],
    }
}

/// The files a record of `kind` of a claim of `paper` rests on, with their texts, in path
/// order: those of [`SOURCES`] under a prefix of [`COMMON`] or [`reached`], and for a hunt of
/// [`HUNTS`]. Computed once a process.
pub fn sources(paper: Paper, kind: Kind) -> &'static [(&'static str, &'static str)] {
    type Files = Vec<(&'static str, &'static str)>;
    static ALL: OnceLock<Vec<[Files; 2]>> = OnceLock::new();
    let files = |p, k| {
        let hunts: &[&str] = if k == Kind::Hunt { HUNTS } else { &[] };
        let prefixes: Vec<&str> = [COMMON, reached(p), hunts].concat();
        let files = SOURCES
            .iter()
            .filter(|(path, _)| prefixes.iter().any(|f| path.starts_with(f)));
        files.copied().collect()
    };
    per_record(&ALL, files, paper, kind).as_slice()
}

/// The value `make` gives a record of `kind` of a claim of `paper`, from `cache`, which holds
/// it for every paper and kind from the first call on.
fn per_record<T>(
    cache: &'static OnceLock<Vec<[T; 2]>>,
    make: fn(Paper, Kind) -> T,
    paper: Paper,
    kind: Kind,
) -> &'static T {
    let both = |p| [make(p, Kind::Deep), make(p, Kind::Hunt)];
    let all = cache.get_or_init(|| Paper::ALL.map(both).into());
    let at = Paper::ALL.iter().position(|&p| p == paper);
    &all[at.expect("every paper is cached")][usize::from(kind == Kind::Hunt)]
}

/// Every file some record's code fingerprint covers, so a test can check no file of
/// `src/claims/` or `src/hunt/` is left out.
pub fn fingerprinted_files() -> Vec<&'static str> {
    let mut files: Vec<&str> = Paper::ALL
        .iter()
        .flat_map(|&p| sources(p, Kind::Hunt).iter().map(|(path, _)| *path))
        .collect();
    files.sort_unstable();
    files.dedup();
    files
}

use crate::core::digest::fnv_hex_texts as fnv_hex;

/// The engines a check of `claim` uses: its paper's engine, and the others a few claims
/// call besides. A hunt of a claim of the slides or Column-Row papers also sums games of both
/// kinds (`src/hunt/sums.rs`).
pub fn engines(claim: &Claim, hunt: bool) -> Vec<Engine> {
    let mut out = vec![match claim.paper {
        Paper::Seki => Engine::Seki,
        Paper::ColumnRow => Engine::ColumnRow,
        Paper::Slides => Engine::Impartial,
        Paper::Mnk => Engine::Mnk,
        Paper::Domineering => Engine::Domineering,
    }];
    if claim.id == "SEKI-11.6" {
        out.push(Engine::Whistette);
    }
    if hunt && matches!(claim.paper, Paper::Slides | Paper::ColumnRow) {
        out.extend([Engine::ColumnRow, Engine::Impartial]);
    }
    out.sort();
    out.dedup();
    out
}

/// The fingerprint of what a claim says.
pub fn spec_fingerprint(claim: &Claim) -> String {
    fnv_hex([
        claim.id,
        claim.paper.file(),
        claim.section,
        claim.statement,
        claim.reading.unwrap_or(""),
    ])
}

/// The fingerprint of the text of the code a record of `kind` of a claim of `paper` rests on
/// ([`sources`]), byte for byte: the parts of a split run must come from the same code.
pub fn check_fingerprint(paper: Paper, kind: Kind) -> String {
    fnv_hex(sources(paper, kind).iter().map(|(_, text)| *text))
}

/// The digest of what a quick check found (its findings as stored, without a hunt's note):
/// equal for equal findings, whatever the timing.
pub fn quick_digest(evidence: &super::Evidence) -> String {
    let mut bare = evidence.clone();
    bare.hunted = None;
    let text = serde_json::to_string(&bare).unwrap_or_default();
    fnv_hex([text.as_str()])
}

/// The normalised fingerprint ([`crate::core::code_print`]) of the code a record of `kind` of a
/// claim of `paper` rests on ([`sources`]). Computed once a process.
pub fn code_fingerprint(paper: Paper, kind: Kind) -> String {
    static PRINTS: OnceLock<Vec<[String; 2]>> = OnceLock::new();
    let print = |p, k| crate::core::code_print::fingerprint_files(sources(p, k).iter().copied());
    per_record(&PRINTS, print, paper, kind).clone()
}

/// What records are judged against today: the engines' canary digests and, where the quick
/// checks ran, each claim's [`quick_digest`].
#[derive(Debug, Clone, Default)]
pub struct Today {
    quick: BTreeMap<String, String>,
    /// Canary pins a test injected (the others are today's, [`crate::records::canary::answers_today`]).
    canaries: BTreeMap<Engine, String>,
    /// Effort pins a test injected (the others are computed when first needed).
    efforts: BTreeMap<Engine, String>,
}

impl Today {
    /// Today's engines, without quick results (a record whose code changed is then stale: it
    /// cannot be re-validated).
    pub fn engines_only() -> Today {
        Today::default()
    }

    /// Today's engines and the quick results of `claims` (in the same order).
    pub fn with_quick(claims: &[Claim], quick: &[super::Evidence]) -> Today {
        let mut today = Today::engines_only();
        for (c, q) in claims.iter().zip(quick) {
            today.quick.insert(c.id.to_string(), quick_digest(q));
        }
        today
    }

    /// Today's engines and the quick results of `claims`, computed now (in parallel; seconds):
    /// what a record made now pins (the whole quick check, never one part of a split run).
    pub fn run_quick(claims: &[Claim]) -> Today {
        let runs = super::run::evaluate(claims, super::Depth::Quick, |_| {});
        let quick: Vec<super::Evidence> = runs.into_iter().map(|r| r.evidence).collect();
        Today::with_quick(claims, &quick)
    }

    /// Adds one claim's quick result.
    pub fn add_quick(&mut self, claim: &Claim, quick: &super::Evidence) {
        self.quick.insert(claim.id.to_string(), quick_digest(quick));
    }

    /// Replaces an engine's canary pin (a test injecting a changed engine: a record then
    /// holds only if it pinned exactly this).
    pub fn set_canary(&mut self, engine: Engine, digest: String) {
        self.canaries.insert(engine, digest);
    }

    /// Replaces an engine's effort digest (a test injecting a search that works otherwise).
    pub fn set_effort(&mut self, engine: Engine, digest: String) {
        self.efforts.insert(engine, digest);
    }

    /// An engine's effort pin today.
    fn effort(&self, engine: Engine) -> String {
        let today = || canary::pin(&canary::effort_today()[&engine]);
        self.efforts.get(&engine).cloned().unwrap_or_else(today)
    }

    /// Whether a record's pin of `engine`'s answers holds today ([`crate::records::canary::holds`]),
    /// or is the pin a test injected.
    pub fn canary_holds(&self, engine: Engine, recorded: &str) -> bool {
        match self.canaries.get(&engine) {
            Some(pin) => recorded == pin,
            None => canary::answers_today()
                .get(&engine)
                .is_some_and(|text| canary::holds(recorded, text)),
        }
    }

    /// Whether a record's pin of `engine`'s effort figures holds today, or is the pin a test
    /// injected.
    pub fn effort_holds(&self, engine: Engine, recorded: &str) -> bool {
        match self.efforts.get(&engine) {
            Some(pin) => recorded == pin,
            None => canary::effort_today()
                .get(&engine)
                .is_some_and(|text| canary::holds(recorded, text)),
        }
    }

    /// The basis of a record of `claim` made now, if its quick result is known.
    pub fn basis(&self, claim: &Claim, kind: Kind) -> Option<Basis> {
        let quick = self.quick.get(claim.id)?.clone();
        Some(Basis {
            code: code_fingerprint(claim.paper, kind),
            quick,
            engines: engines(claim, kind == Kind::Hunt)
                .into_iter()
                .map(|e| (e.name().to_string(), self.canary(e)))
                .collect(),
            artifacts: match kind {
                Kind::Hunt => Default::default(),
                Kind::Deep => artifact_digests(&claim.artifacts()),
            },
            efforts: match kind {
                Kind::Hunt => Default::default(),
                Kind::Deep => claim
                    .effort_engines()
                    .into_iter()
                    .map(|e| (e.name().to_string(), self.effort(e)))
                    .collect(),
            },
        })
    }

    /// An engine's canary pin today.
    pub fn canary(&self, engine: Engine) -> String {
        let today = || canary::pin(&canary::answers_today()[&engine]);
        self.canaries.get(&engine).cloned().unwrap_or_else(today)
    }
}

impl Provenance {
    /// The provenance of a run of `claim` that has just finished here.
    pub fn now(claim: &Claim, kind: Kind, seconds: f64, peak_bytes: Option<u64>) -> Provenance {
        Provenance {
            version: env!("CARGO_PKG_VERSION").to_string(),
            commit: run_commit(),
            spec: spec_fingerprint(claim),
            check: check_fingerprint(claim.paper, kind),
            date: utc_now(),
            machine: Machine::current(),
            shard: None,
            seconds: (seconds * 10.0).round() / 10.0,
            peak_bytes,
            basis: None,
            extra: Default::default(),
        }
    }

    /// The same provenance with the record's [`Basis`] taken from `today` (left absent when
    /// today's quick result of the claim is not known).
    pub fn based(mut self, claim: &Claim, kind: Kind, today: &Today) -> Provenance {
        self.basis = today.basis(claim, kind);
        self
    }
}

/// The freshness of a record of `claim` with the given provenance, judged against `today`:
///
/// 1. no provenance, or another statement: stale;
/// 2. an engine the claim uses answers its canary otherwise than when the record was made:
///    stale (an engine the record did not pin counts as changed); likewise, for a deep record
///    whose findings quote an engine's search effort, that engine's effort digest;
/// 3. the normalised code it rests on ([`code_fingerprint`]) unchanged: current;
/// 4. the code changed, but today's quick check finds what it found then: re-validated;
/// 5. otherwise stale.
pub fn freshness(
    claim: &Claim,
    kind: Kind,
    provenance: Option<&Provenance>,
    today: &Today,
) -> Freshness {
    let Some(p) = provenance else {
        return Freshness::Stale("recorded before records carried provenance".into());
    };
    let at = format!("recorded {} at commit {}", p.date, short(&p.commit));
    if p.spec != spec_fingerprint(claim) {
        return Freshness::Stale(format!("the claim's statement changed since ({at})"));
    }
    let Some(basis) = &p.basis else {
        return Freshness::Stale(format!(
            "recorded before records carried their basis: code, engines, quick result ({at})"
        ));
    };
    for engine in engines(claim, kind == Kind::Hunt) {
        if !basis
            .engines
            .get(engine.name())
            .is_some_and(|pinned| today.canary_holds(engine, pinned))
        {
            return Freshness::Stale(format!(
                "the {} engine answers its canary sample otherwise since ({at})",
                engine.name()
            ));
        }
    }
    if kind == Kind::Deep {
        for engine in claim.effort_engines() {
            let which = match basis.efforts.get(engine.name()) {
                None => "which records did not pin when it was made",
                Some(d) if !today.effort_holds(engine, d) => {
                    "which differs on its effort sample since"
                }
                Some(_) => continue,
            };
            return Freshness::Stale(format!(
                "its findings quote the {} engine's search effort, {which} ({at})",
                engine.name()
            ));
        }
    }
    let reads = claim.artifacts();
    if kind == Kind::Deep && !reads.is_empty() {
        if basis.artifacts.is_empty() {
            return Freshness::Stale(format!(
                "recorded before records pinned the stored artifacts they read ({at})"
            ));
        }
        let now = artifact_digests(&reads);
        if let Some(path) = now
            .keys()
            .chain(basis.artifacts.keys())
            .find(|p| now.get(*p) != basis.artifacts.get(*p))
        {
            return Freshness::Stale(format!(
                "a stored artifact it reads, {path}, changed since ({at})"
            ));
        }
    }
    if basis.code == code_fingerprint(claim.paper, kind) {
        return Freshness::Current;
    }
    match today.quick.get(claim.id) {
        Some(q) if *q == basis.quick => Freshness::Revalidated(format!(
            "its check's code changed since ({at}), but the quick check finds what it found then and the engines answer their canaries as they did"
        )),
        Some(_) => Freshness::Stale(format!(
            "its check's code changed since ({at}) and the quick check finds otherwise now"
        )),
        None => Freshness::Stale(format!("its check's code changed since ({at})")),
    }
}

fn short(commit: &str) -> &str {
    commit.get(..10).unwrap_or(commit)
}
