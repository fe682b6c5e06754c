//! Whether a stored artifact outside `evidence/deep.json` (a Seki census, a k-in-a-row
//! certificate, a Domineering outcome record; `crate::records` keeps the rule for
//! writing them) still stands for today's engine.
//!
//! # The rule
//!
//! An artifact stores the fingerprint of the engine code that made it
//! ([`EngineCode::code`]: normalised, so comments, doc comments, formatting, visibility and
//! lint attributes do not count; artifacts made before it store the fingerprint of the files'
//! bytes, [`EngineCode::bytes`], and either form of today's code is accepted) and the digest
//! of that engine's **canary** ([`canary`]): its answers, and for the searches whose
//! records quote effort (positions searched, certificate sizes) that effort too, on a fixed
//! cheap sample that exercises the code the artifact's writer runs. An artifact is
//!
//! - *current* when its engine fingerprint is today's;
//! - *re-validated* (shown as current, with a note) when the code changed since but the
//!   canary stored with it is today's: the change did not change what the engine answers on
//!   its sample, as for the deep records (`super::provenance::freshness`);
//! - *stale* otherwise: it shows what that code found, and is re-made to be current;
//! - *made before provenance was kept* when it has no engine fingerprint.
//!
//! For example, a census made before a comment in `canon.rs` was reworded is current (the
//! normalised fingerprint did not move); one made before a faster canonical form whose
//! census sample counts the same classes with the same checksums is re-validated; one made
//! before a change that alters those counts is stale.

use super::SEKI_ENGINE;
use crate::records::{
    Census, DOMINEERING_ENGINE, DomineeringOutcome, EngineCode, MAX_RECORD_BYTES, MNK_ENGINE,
    MnkCertificate, Record, file_checksum, open_regular, read_json, sidecar,
};

use std::fmt::Write as _;
use std::io::BufRead;
use std::path::Path;
use std::sync::OnceLock;

/// The text of the canary of the artifact engine named `name` (`mnk`, `domineering`,
/// `seki`), or `None` for another name.
///
/// - `mnk`: the k-in-a-row engine's answers and effort ([`super::canary::Engine::Mnk`]: the
///   solver's and provers' values, positions and certificate sizes on small games);
/// - `domineering`: the Domineering engine's answers and effort (classes, positions searched
///   and proof-tree sizes, [`super::canary::Engine::Domineering`]);
/// - `seki`: small censuses of both variants run by the census enumerator itself (classes,
///   matches, checksum and the notable matrices listed), beside the Seki engine's answers.
pub fn canary_text(name: &str) -> Option<String> {
    canary_parts(name).map(|parts| parts.concat())
}

/// [`canary_text`] in its parts (the engine's answers, then its effort or the census sample),
/// each computed once a process.
fn canary_parts(name: &str) -> Option<[&'static str; 2]> {
    use super::canary::{Engine, answers_today, effort_today};
    static CENSUS: OnceLock<String> = OnceLock::new();
    let (engine, second) = match name {
        "mnk" => (Engine::Mnk, &effort_today()[&Engine::Mnk]),
        "domineering" => (Engine::Domineering, &effort_today()[&Engine::Domineering]),
        "seki" => (Engine::Seki, CENSUS.get_or_init(census_sample)),
        _ => return None,
    };
    Some([&answers_today()[&engine], second])
}

/// Today's canary of the artifact engine `name`: the pin of each part of [`canary_text`]
/// ([`super::canary::pin`]), joined by `+`, so that a part extended by appended cases leaves
/// older artifacts' canaries holding ([`canary_holds`]).
pub fn canary(name: &str) -> Option<String> {
    canary_parts(name).map(|parts| parts.map(super::canary::pin).join("+"))
}

/// Whether an artifact's stored canary holds for today's engine `name`: each part it pinned
/// holds for today's part ([`super::canary::holds`]).
pub fn canary_holds(name: &str, stored: &str) -> bool {
    let Some(parts) = canary_parts(name) else {
        return false;
    };
    let pins: Vec<&str> = stored.split('+').collect();
    pins.len() == parts.len()
        && pins
            .iter()
            .zip(parts)
            .all(|(pin, part)| super::canary::holds(pin, part))
}

/// Small censuses of both variants through the enumerator that writes census records.
fn census_sample() -> String {
    use crate::games::seki::Variant;
    use crate::games::seki::enumerate::{Filter, classify};
    let mut out = String::new();
    for variant in [Variant::Seki, Variant::SekiI] {
        for (m, n, h) in [(2, 2, 5), (2, 3, 3), (3, 2, 3), (3, 3, 2), (2, 4, 2)] {
            let line = match classify(m, n, h, variant, Filter::Notable, false) {
                Ok(c) => {
                    let kept: Vec<String> = c
                        .kept
                        .iter()
                        .map(|(a, t)| format!("{} {}", a.compact(), t.refined()))
                        .collect();
                    format!(
                        "{} classes {} matched {} checksum {:016x} counts {:?} kept {}",
                        variant.name(),
                        c.classes,
                        c.matched,
                        c.checksum,
                        c.counts,
                        kept.join(";")
                    )
                }
                Err(e) => e.to_string(),
            };
            let _ = writeln!(out, "census {m}x{n} h{h}: {line}");
        }
    }
    out
}

/// Whether a stored artifact still stands for today's engine (the module documentation).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum State {
    /// Its engine fingerprint is today's.
    Current,
    /// Made by other engine code whose canary is today's: what changed, in words.
    Revalidated(String),
    /// Made by other engine code: why, in words.
    Stale(String),
    /// Made before provenance was kept (or with part of it): what is missing, in words.
    Unrecorded(String),
}

impl State {
    /// The state in words.
    pub fn words(&self) -> String {
        match self {
            State::Current => "current".into(),
            State::Revalidated(why) => format!("current (re-validated: {why})"),
            State::Stale(why) => format!("STALE: {why}"),
            State::Unrecorded(why) => format!("made before provenance was kept ({why})"),
        }
    }

    /// Whether the artifact stands for today's engine (current or re-validated).
    pub fn stands(&self) -> bool {
        matches!(self, State::Current | State::Revalidated(_))
    }
}

/// The state of an artifact of `engine` whose stored engine fingerprint is `made_by` (`None`:
/// not recorded) and canary digest `canary`, made `when`.
pub fn state(
    made_by: Option<&str>,
    canary: Option<&str>,
    engine: &EngineCode,
    when: &str,
) -> State {
    state_against(made_by, canary, engine, when, &|c| {
        canary_holds(engine.name, c)
    })
}

/// [`state`] with whether a stored canary holds today given by `holds` (a test injects one).
pub fn state_against(
    made_by: Option<&str>,
    stored_canary: Option<&str>,
    engine: &EngineCode,
    when: &str,
    holds: &dyn Fn(&str) -> bool,
) -> State {
    let Some(e) = made_by else {
        return State::Unrecorded("no engine fingerprint".into());
    };
    if engine.is_today(e) {
        return State::Current;
    }
    let today = engine.code();
    let other =
        format!("made by other engine code (fingerprint {e}, today's {today}; made {when})");
    match stored_canary {
        Some(c) if holds(c) => State::Revalidated(format!(
            "{other}, whose {} canary {c} holds today",
            engine.name
        )),
        Some(c) => State::Stale(format!(
            "{other}, whose {} canary {c} is not today's: it shows what that code found",
            engine.name
        )),
        None => State::Stale(format!(
            "{other}, with no canary to re-validate it: it shows what that code found"
        )),
    }
}

/// One stored artifact and whether it is current.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Artifact {
    /// Its file.
    pub path: std::path::PathBuf,
    /// What it is, in words.
    pub what: String,
    /// Whether its engine is today's.
    pub state: State,
}

/// The state of the census record at `path` (its `engine` field and `provenance.canary`
/// against today's [`super::SEKI_ENGINE`]; a record without `provenance`
/// also says so).
pub fn census_state(path: &Path) -> Result<Artifact, String> {
    let v = read_json(path)?;
    let stored = Census::read(path)?;
    let when = v["date"].as_str().unwrap_or("at an unknown date");
    let canary = v["provenance"]["canary"].as_str();
    let mut state = state(v["engine"].as_str(), canary, &SEKI_ENGINE, when);
    if state == State::Current && v.get("provenance").is_none() {
        state = State::Unrecorded("no version or machine; its engine is today's".into());
    }
    Ok(Artifact {
        path: path.to_path_buf(),
        what: stored.question(),
        state,
    })
}

/// The state of the Domineering outcome record at `path` (`provenance.engine` and
/// `provenance.canary` against today's [`crate::records::DOMINEERING_ENGINE`]).
pub fn domineering_state(path: &Path) -> Result<Artifact, String> {
    let v = read_json(path)?;
    let stored = DomineeringOutcome::read(path)?;
    let field = |k: &str| v["provenance"][k].as_str();
    let state = match (field("engine"), field("commit")) {
        (None, Some(commit)) => State::Unrecorded(format!(
            "no engine fingerprint; made at commit {} on {}",
            commit.get(..10).unwrap_or(commit),
            field("date").unwrap_or("an unknown date")
        )),
        (made_by, _) => state(
            made_by,
            field("canary"),
            &DOMINEERING_ENGINE,
            field("date").unwrap_or("?"),
        ),
    };
    Ok(Artifact {
        path: path.to_path_buf(),
        what: stored.question(),
        state,
    })
}

/// The state of the certificate at `path`, from its provenance file ([`sidecar`]): a
/// k-in-a-row certificate against today's [`crate::records::MNK_ENGINE`]; a Seki certificate (written by a
/// test, with no provenance file) is shown as made before provenance was kept.
pub fn certificate_state(path: &Path) -> Result<Artifact, String> {
    let what = match MnkCertificate::read(path) {
        Ok(c) => c.question(),
        Err(_) => {
            let first = std::io::BufReader::new(std::io::Read::take(open_regular(path)?, 1 << 16))
                .lines()
                .next()
                .and_then(Result::ok)
                .unwrap_or_default();
            if !first.starts_with("seki-certificate") {
                return Err("neither a k-in-a-row nor a Seki certificate".into());
            }
            "a Seki win certificate".to_string()
        }
    };
    let side = sidecar(path);
    let state = if !side.exists() {
        State::Unrecorded(format!("no {}", side.display()))
    } else {
        let p: super::provenance::ArtifactProvenance = serde_json::from_str(
            &crate::core::files::read_text_capped(&side, MAX_RECORD_BYTES, "provenance file")
                .map_err(|e| e.0)?,
        )
        .map_err(|e| format!("{}: {e}", side.display()))?;
        if p.file_checksum.as_deref() != Some(file_checksum(path)?.as_str()) {
            State::Stale(format!(
                "{} describes another text (its checksum differs): the certificate was rewritten without it",
                side.display()
            ))
        } else {
            state(Some(&p.engine), p.canary.as_deref(), &MNK_ENGINE, &p.date)
        }
    };
    Ok(Artifact {
        path: path.to_path_buf(),
        what,
        state,
    })
}

/// Every stored artifact among `paths` (files, or directories searched recursively): census
/// records, Domineering outcome records and certificates, each with its state, or why it
/// cannot be read. Other files (provenance files, `deep.json`, figures) are skipped.
pub fn artifacts(paths: &[std::path::PathBuf]) -> Vec<Result<Artifact, String>> {
    let mut files = Vec::new();
    let mut stack: Vec<std::path::PathBuf> = paths.to_vec();
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            if let Ok(entries) = std::fs::read_dir(&p) {
                stack.extend(entries.filter_map(|e| e.ok().map(|e| e.path())));
            }
        } else {
            files.push(p);
        }
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let name = f.file_name().unwrap_or_default().to_string_lossy();
        let shown = |r: Result<Artifact, String>| r.map_err(|e| format!("{}: {e}", f.display()));
        if name.ends_with(".provenance.json") {
            continue;
        } else if name.ends_with(".cert") {
            out.push(shown(certificate_state(&f)));
        } else if name.ends_with(".json") {
            let Ok(v) = read_json(&f) else {
                continue;
            };
            if v.get("format")
                .and_then(|x| x.as_str())
                .is_some_and(|x| x.starts_with("cgcheck-seki-census"))
            {
                out.push(shown(census_state(&f)));
            } else if v.get("answer").is_some() && v.get("provenance").is_some() {
                out.push(shown(domineering_state(&f)));
            }
        }
    }
    out
}

/// Gives every current artifact among `paths` (made by today's engine code) that holds no
/// canary, or another than today's, today's canary of its engine, written whole in place: so
/// that an artifact outlives a later change of its engine's code that leaves the canary as it
/// is. That covers an artifact made before canaries were kept, and one whose canary was taken
/// on an older sample: the code that made it is today's, so today's canary is what it
/// answers. An artifact of other engine code keeps what it holds (today's canary does not
/// speak for it). Returns the files changed, or the first error.
pub fn pin_canaries(paths: &[std::path::PathBuf]) -> Result<Vec<std::path::PathBuf>, String> {
    let mut changed = Vec::new();
    for a in artifacts(paths).into_iter().flatten() {
        if a.state != State::Current {
            continue;
        }
        let cert = a.path.extension().is_some_and(|e| e == "cert");
        let (file, engine) = if cert {
            (sidecar(&a.path), MNK_ENGINE)
        } else if read_json(&a.path)?.get("answer").is_some() {
            (a.path.clone(), DOMINEERING_ENGINE)
        } else {
            (a.path.clone(), SEKI_ENGINE)
        };
        let mut v = read_json(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        // A certificate's sidecar is its provenance; a census or outcome record holds one.
        let p = if cert {
            v.as_object_mut()
        } else {
            v.get_mut("provenance").and_then(|p| p.as_object_mut())
        };
        let Some(p) = p else {
            continue;
        };
        let today = canary(engine.name);
        let stored = p.get("canary").and_then(|c| c.as_str());
        if stored == today.as_deref() {
            continue;
        }
        p.insert("canary".into(), today.into());
        let text = serde_json::to_string_pretty(&v).map_err(|e| e.to_string())? + "\n";
        crate::core::files::write_atomic(&file, text.as_bytes())
            .map_err(|e| format!("{}: {e}", file.display()))?;
        changed.push(file);
    }
    Ok(changed)
}
