//! The registry: the claims' text as data, joined with their checks by id.
//!
//! A claim's words (id, section, statement, reading, what its proofs rest on or why it is
//! still open, and the quick status its check is pinned to) and the paper's misprints live in
//! `registry/<paper>.toml`, one file per paper, in catalogue order, as rust-lang/regex keeps
//! its spec in `testdata/*.toml`. Its check lives in code: each paper's module lists `CHECKS`,
//! the parts the drivers run, by id (a hand-written check is one [`Part::bespoke`]). Joining
//! the two here keeps the text reviewable as data and the checks typed; a claim with text and
//! no check, or a check with no text, is a build of the registry that fails (every test
//! builds it).
//!
//! The files are compiled in, so a wrong file is a defect of this build, never user input:
//! building the registry then panics with the file and the entry at fault.

use super::errata::Erratum;
use super::{Basis, Check, Claim, Paper, Part};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// One paper's file.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    /// Bases several claims rest on, by name.
    #[serde(default)]
    basis: BTreeMap<String, BasisText>,
    claim: Vec<Entry>,
    /// The paper's misprints ([`Erratum`]), in reading order.
    #[serde(default)]
    misprint: Vec<Misprint>,
}

/// One `[[misprint]]`: the fields of [`Erratum`] but the paper.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Misprint {
    place: String,
    printed: String,
    should_be: String,
    why: String,
    replay: Option<String>,
    claim: Option<String>,
}

/// One `[[claim]]`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    id: String,
    section: String,
    statement: String,
    reading: Option<String>,
    #[serde(default)]
    rests_on: Vec<BasisRef>,
    /// The status and bound the quick check reaches, pinned (none for an open claim).
    quick: Option<String>,
    /// Why the claim is not checked yet (it then has no check).
    open: Option<String>,
}

/// A basis: named in the file's `[basis]` table, or written inline.
#[derive(Deserialize)]
#[serde(untagged)]
enum BasisRef {
    Named(String),
    Inline(BasisText),
}

/// Exactly one of `computed`, `certificate` or `assumed` (with its `source`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BasisText {
    computed: Option<String>,
    certificate: Option<String>,
    assumed: Option<String>,
    source: Option<String>,
}

impl BasisText {
    fn basis(&'static self) -> Result<Basis, String> {
        match (
            &self.computed,
            &self.certificate,
            &self.assumed,
            &self.source,
        ) {
            (Some(what), None, None, None) => Ok(Basis::Computed(what)),
            (None, Some(what), None, None) => Ok(Basis::Certificate(what)),
            (None, None, Some(lemma), Some(source)) => Ok(Basis::Assumed { lemma, source }),
            _ => Err(
                "a basis is one of `computed`, `certificate`, or `assumed` with `source`".into(),
            ),
        }
    }
}

/// The file of `paper`'s claims, as compiled in.
fn text(paper: Paper) -> (&'static str, &'static str) {
    macro_rules! file {
        ($name:literal) => {
            (
                concat!("registry/", $name),
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/registry/", $name)),
            )
        };
    }
    match paper {
        Paper::Seki => file!("seki.toml"),
        Paper::ColumnRow => file!("column-row.toml"),
        Paper::Slides => file!("sequential-games-slides.toml"),
        Paper::Mnk => file!("generalized-tic-tac-toe.toml"),
        Paper::Domineering => file!("domineering-min-moves.toml"),
    }
}

/// The checks of `paper`'s claims, by id.
fn checks(paper: Paper) -> &'static [(&'static str, &'static [Part])] {
    match paper {
        Paper::Seki => super::seki::CHECKS,
        Paper::ColumnRow => super::column_row::CHECKS,
        Paper::Slides => super::slides::CHECKS,
        Paper::Mnk => super::mnk::CHECKS,
        Paper::Domineering => super::domineering::CHECKS,
    }
}

/// Every claim, grouped by paper in report order, each paper's in its file's order; built
/// once per process.
pub fn all() -> &'static [Claim] {
    &built().0
}

/// Every misprint, grouped by paper in report order, each paper's in reading order.
pub fn errata() -> &'static [Erratum] {
    &built().1
}

/// The claims and misprints of every paper's file, parsed once per process.
fn built() -> &'static (Vec<Claim>, Vec<Erratum>) {
    // The parsed files live as long as the process: the claims borrow their words. They are
    // kept in a static, not leaked: a leaked box nothing points to is a leak to the fuzz
    // targets' LeakSanitizer.
    static FILES: OnceLock<Vec<File>> = OnceLock::new();
    static BUILT: OnceLock<(Vec<Claim>, Vec<Erratum>)> = OnceLock::new();
    BUILT.get_or_init(|| {
        let files = FILES.get_or_init(|| {
            Paper::ALL
                .iter()
                .map(|&paper| {
                    let (path, text) = text(paper);
                    toml::from_str(text).unwrap_or_else(|e| panic!("{path}: {e}"))
                })
                .collect()
        });
        let mut claims = Vec::new();
        let mut errata = Vec::new();
        for (paper, file) in Paper::ALL.into_iter().zip(files) {
            let (c, e) = join(paper, file, checks(paper))
                .unwrap_or_else(|e| panic!("{}: {e}", text(paper).0));
            claims.extend(c);
            errata.extend(e);
        }
        (claims, errata)
    })
}

/// `paper`'s claims from its file's `text`, each joined with its check by id; an error names
/// the entry at fault. The parsed text is kept for the life of the process (the claims borrow
/// their words from it): for tests of the registry's rules, not to be called in a loop.
pub fn load(
    paper: Paper,
    text: &str,
    checks: &'static [(&'static str, &'static [Part])],
) -> Result<Vec<Claim>, String> {
    let file: File = toml::from_str(text).map_err(|e| e.to_string())?;
    join(paper, Box::leak(Box::new(file)), checks).map(|(claims, _)| claims)
}

/// `paper`'s claims and misprints from its parsed `file`.
fn join(
    paper: Paper,
    file: &'static File,
    checks: &'static [(&'static str, &'static [Part])],
) -> Result<(Vec<Claim>, Vec<Erratum>), String> {
    let mut bases = BTreeMap::new();
    for (name, b) in &file.basis {
        bases.insert(
            name.as_str(),
            b.basis().map_err(|e| format!("basis {name}: {e}"))?,
        );
    }
    let mut used = std::collections::BTreeSet::new();
    let mut claims = Vec::new();
    for e in &file.claim {
        let at = |what: String| format!("{}: {what}", e.id);
        let check = checks
            .iter()
            .find(|(id, _)| *id == e.id)
            .map(|(_, parts)| Check::Parts(parts));
        let check = match (check, &e.open) {
            (Some(check), None) => check,
            (None, Some(reason)) => Check::Open(reason),
            (Some(_), Some(_)) => return Err(at("open, but has a check".into())),
            (None, None) => return Err(at("no check, and not marked open".into())),
        };
        if e.quick.is_some() == e.open.is_some() {
            return Err(at(
                "a checked claim pins its `quick` status; an open one has none".into(),
            ));
        }
        let mut rests_on = Vec::new();
        for r in &e.rests_on {
            rests_on.push(match r {
                BasisRef::Named(name) => {
                    used.insert(name.as_str());
                    *bases
                        .get(name.as_str())
                        .ok_or_else(|| at(format!("no basis {name}")))?
                }
                BasisRef::Inline(b) => b.basis().map_err(at)?,
            });
        }
        claims.push(Claim {
            id: &e.id,
            paper,
            section: &e.section,
            statement: &e.statement,
            reading: e.reading.as_deref(),
            quick: e.quick.as_deref(),
            rests_on: Box::leak(rests_on.into_boxed_slice()),
            check,
        });
    }
    if let Some((id, _)) = checks
        .iter()
        .find(|(id, _)| claims.iter().all(|c| c.id != *id))
    {
        return Err(format!("{id} has a check but no entry"));
    }
    if let Some(name) = bases.keys().find(|n| !used.contains(*n)) {
        return Err(format!("basis {name} is not used"));
    }
    let errata = file
        .misprint
        .iter()
        .map(|m| Erratum {
            paper,
            place: &m.place,
            printed: &m.printed,
            should_be: &m.should_be,
            why: &m.why,
            replay: m.replay.as_deref(),
            claim: m.claim.as_deref(),
        })
        .collect();
    Ok((claims, errata))
}
