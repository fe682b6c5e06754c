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
//! - **engines**: the canary digest of each engine the claim uses ([`super::canary`]): a
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

use super::canary::{self, Engine};
use super::{Claim, Paper};
use crate::core::run_info::{Machine, peak_rss, run_commit, utc_now};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// Every file a record's code fingerprint may cover, with its text, as compiled into this
/// binary (listed by `build.rs`, sorted by path): the source files of `src/claims/`,
/// `src/hunt/`, `src/games/`, `src/core/`, `src/shard/` and `src/differential/`, and every
/// file of `registry/`.
pub const SOURCES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/sources.rs"));

/// What every claim check rests on (path prefixes into [`SOURCES`]): the claims model, its
/// parts and drivers, the work shared between checks, the game traits and generic reference
/// solvers (`src/core/`), and the code a split check runs. The rest of `src/claims/` (the
/// store, provenance, canaries, bases, misprints, the registry's join) is what the report
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
/// decides whether they are stale) and, for Seki, the stored censuses' checker and the level
/// files' reader.
pub fn reached(paper: Paper) -> &'static [&'static str] {
    match paper {
        Paper::Seki => &[
            "src/claims/seki/",
            "registry/seki/",
            "src/games/seki/",
            "src/games/whistette.rs",
            "src/shard/census_check.rs",
            "src/shard/seki_levels.rs",
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

/// Where a stored record came from (see the module documentation).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Provenance {
    /// The cgcheck version (`Cargo.toml`).
    pub version: String,
    /// The git commit the binary that ran was built from (`-dirty` when its sources had
    /// changes; see [`run_commit`](crate::core::run_info::run_commit)), or `unknown` when that cannot be known.
    pub commit: String,
    /// [`spec_fingerprint`] of the claim at the time.
    pub spec: String,
    /// [`check_fingerprint`] at the time.
    pub check: String,
    /// UTC date and time the run finished, `YYYY-MM-DDTHH:MM:SSZ`.
    pub date: String,
    /// The machine.
    pub machine: Machine,
    /// The shard (`I/N`) when the run was one part of a split run.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shard: Option<String>,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Peak resident memory of the process during the run, in bytes, if known.
    pub peak_bytes: Option<u64>,
    /// What the record rests on besides the claim's statement (absent in records made before
    /// it was kept: see [`Basis`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basis: Option<Basis>,
    /// Fields this version does not know (written by a newer one): kept as they are, so that
    /// storing another record does not drop them (see [`super::store::DeepStore`]).
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

/// What a record rests on, pinned when it is made: the code that checks the claim as the
/// compiler reads it, the engines' behaviour, and what the quick check found at the time.
///
/// A record is current while its code fingerprint is unchanged. When the code changed, the
/// record is *re-validated* (current, with a note) if today's quick check finds exactly what
/// the quick check found when it was made and every engine it uses answers its canary sample
/// as it did: the change did not change what the check computes on the quick bound, and the
/// engines behave alike, so the deep result stands. When an engine's canary changed, the
/// record is stale whatever the code: the engine answers differently now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Basis {
    /// [`code_fingerprint`] of the check's code (normalised: comments, docs, formatting,
    /// visibility and lint attributes do not count).
    pub code: String,
    /// [`quick_digest`] of the claim's quick check when the record was made.
    pub quick: String,
    /// The canary digest of each engine the check uses, by engine name
    /// ([`super::canary`]).
    pub engines: BTreeMap<String, String>,
    /// For a deep record: the checksum of each stored artifact the claim's parts read
    /// ([`artifact_digests`]), by path. A record that rests on a stored census or certificate
    /// is keyed by it: a changed artifact stales the record whatever the code.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub artifacts: BTreeMap<String, String>,
    /// For a deep record whose findings quote an engine's search effort
    /// ([`super::part::Part::quoting_effort`]): that engine's effort digest, by engine name.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub efforts: BTreeMap<String, String>,
}

/// The digest of each stored artifact in `paths` as the checks read it ([`content_digest`]),
/// by path: a path ending in `/` stands for every file directly in that directory. A file
/// that cannot be read is `missing`, an empty directory `empty`, so that a removed artifact
/// changes the map too.
pub fn artifact_digests(paths: &[&str]) -> BTreeMap<String, String> {
    let digest = |path: &std::path::Path| match std::fs::read(path) {
        Ok(bytes) => content_digest(&bytes),
        Err(_) => "missing".to_string(),
    };
    let mut out = BTreeMap::new();
    for path in paths {
        let Some(dir) = path.strip_suffix('/') else {
            out.insert(path.to_string(), digest(std::path::Path::new(path)));
            continue;
        };
        let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        if files.is_empty() {
            out.insert(path.to_string(), "empty".to_string());
        }
        for f in files {
            out.insert(f.to_string_lossy().replace('\\', "/"), digest(&f));
        }
    }
    out
}

use crate::core::digest::fnv_hex as byte_digest;

/// What says when, where, how long and by which code a JSON record was made, not what it
/// found: left out of its [`content_digest`].
const MAKING: [&str; 9] = [
    "provenance",
    "date",
    "commits",
    "part_seconds",
    "seconds",
    "peak_bytes",
    "parts",
    "engine",
    "machine",
];

/// The digest of a stored artifact's content: for a JSON record (a Seki census, a Domineering
/// outcome record), the record without how it was made ([`MAKING`], at the top and in its
/// `answer`), so that a record re-made with the same findings (by a faster engine, on
/// another day) keeps its digest and the records that read it stay current; any other file
/// (a certificate) by its bytes.
pub fn content_digest(bytes: &[u8]) -> String {
    let Ok(mut v) = serde_json::from_slice::<serde_json::Value>(bytes) else {
        return byte_digest(bytes);
    };
    let Some(top) = v.as_object_mut() else {
        return byte_digest(bytes);
    };
    for key in MAKING {
        top.remove(key);
    }
    if let Some(answer) = top.get_mut("answer").and_then(|a| a.as_object_mut()) {
        for key in MAKING {
            answer.remove(key);
        }
    }
    // serde_json's maps are sorted by key, so the text is canonical.
    format!("json {}", byte_digest(v.to_string().as_bytes()))
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
    /// Canary pins a test injected (the others are today's, [`super::canary::answers_today`]).
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
    /// what a record made now pins. Call it outside a split run's shard (see
    /// [`super::drivers::universal::split`]): a quick check inside one would see a part only.
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

    /// Whether a record's pin of `engine`'s answers holds today ([`super::canary::holds`]),
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
            engines: canary::engines(claim, kind == Kind::Hunt)
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

/// Where a stored artifact outside `evidence/deep.json` came from (a Seki census, a
/// k-in-a-row certificate, a Domineering outcome record): the fields of [`Provenance`] but
/// the claim's fingerprints, and instead the fingerprint of the engine code that made it
/// (`crate::core::records`: an artifact of other engine code is stale).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ArtifactProvenance {
    /// The cgcheck version (`Cargo.toml`).
    pub version: String,
    /// The git commit of the run ([`run_commit`](crate::core::run_info::run_commit)).
    pub commit: String,
    /// UTC date and time the run finished.
    pub date: String,
    /// The machine.
    pub machine: Machine,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Peak resident memory of the process, in bytes, if known.
    pub peak_bytes: Option<u64>,
    /// The fingerprint of the engine code that made it.
    pub engine: String,
    /// The command that made it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub command: Option<String>,
    /// FNV-1a of the artifact's bytes, when the provenance is kept in a file beside it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file_checksum: Option<String>,
    /// The digest of its engine's canary when it was made ([`super::artifacts::canary`]): an
    /// artifact of other engine code whose canary is today's is re-validated, not stale.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub canary: Option<String>,
}

impl ArtifactProvenance {
    /// The provenance of an artifact made here by `engine` in `seconds`, by this command.
    pub fn now(engine: String, seconds: f64) -> ArtifactProvenance {
        let args: Vec<String> = std::env::args().skip(1).collect();
        ArtifactProvenance {
            version: env!("CARGO_PKG_VERSION").to_string(),
            commit: run_commit(),
            date: utc_now(),
            machine: Machine::current(),
            seconds: (seconds * 10.0).round() / 10.0,
            peak_bytes: peak_rss(),
            engine,
            command: Some(format!(
                "cgcheck {}",
                shlex::try_join(args.iter().map(String::as_str)).unwrap_or_default()
            )),
            file_checksum: None,
            canary: None,
        }
    }

    /// With today's canary of `engine` ([`super::artifacts::canary`]) when the artifact's
    /// engine fingerprint is today's code of it (a merge of parts made by other code gets
    /// none: today's canary does not speak for that code).
    pub fn with_canary(mut self, engine: &crate::core::records::EngineCode) -> ArtifactProvenance {
        if engine.is_today(&self.engine) {
            self.canary = super::artifacts::canary(engine.name);
        }
        self
    }
}

/// What the check fingerprint of a record is taken over.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A `verify --deep` record: the paper's claim checks.
    Deep,
    /// A `hunt` record: the hunts and the paper's claim checks.
    Hunt,
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

/// Whether a stored record still describes today's claim and check.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Freshness {
    /// The claim and the code are as they were (comments and formatting aside).
    Current,
    /// The code changed, but the quick check finds what it found and the engines answer as
    /// they did (see [`Basis`]): the record stands; why, in words.
    Revalidated(String),
    /// The record answers an older question or came from older code: why, in words.
    Stale(String),
}

impl Freshness {
    /// Whether the record stands (current or re-validated).
    pub fn stands(&self) -> bool {
        !matches!(self, Freshness::Stale(_))
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
    for engine in canary::engines(claim, kind == Kind::Hunt) {
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
