//! Evidence a check leaves behind, and the status derived from it.
//!
//! A check never says "this claim is verified": it reports findings (a proof carried out by
//! the code, an exhaustive bound, a recomputed table, a counterexample) and
//! [`Evidence::status`] turns them into the catalogue's vocabulary by fixed rules.

use super::bound::Bound;
use serde::{Deserialize, Serialize};
use std::fmt;

/// What one part of a check found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum FindingKind {
    /// Checked for all instances by an argument the code carried out (detail: the argument).
    Proved,
    /// Checked exhaustively for every instance up to `bound`.
    Verified {
        /// The bound: the families checked and how far ([`Bound`]).
        bound: Bound,
    },
    /// An example or table recomputed; all `entries` agree with the paper.
    Matched {
        /// How many entries were compared.
        entries: usize,
    },
    /// An example or table recomputed; `mismatches` of `entries` disagree.
    Mismatched {
        /// How many entries were compared.
        entries: usize,
        /// How many disagree.
        mismatches: usize,
        /// One command that shows the computed value.
        replay: String,
    },
    /// A concrete instance where the statement fails.
    Counterexample {
        /// One command that replays it.
        replay: String,
    },
    /// Only part of the claim was checked at this depth: `done` of `total` parts (the
    /// detail says what a part is, and why the rest was not reached). The status stays `open`
    /// but a mismatch or counterexample among the parts checked still shows.
    Partial {
        /// Parts checked.
        done: u64,
        /// Parts the claim has.
        total: u64,
    },
    /// Not checked (detail: why).
    Open,
}

/// One finding: its kind, a sentence of detail, and the reading it belongs to, if the claim
/// was checked under several readings of an ambiguous text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Finding {
    /// The reading this finding belongs to (`None`: the claim is read one way).
    pub reading: Option<String>,
    /// The part of a compound statement this finding is about (`None`: the whole claim).
    /// Each part gets its own status in the report ([`Evidence::parts`]); the claim's status
    /// is derived from all findings by the same rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<String>,
    /// What was found.
    pub kind: FindingKind,
    /// One sentence: what was checked, or what went wrong.
    pub detail: String,
    /// For a counterexample or mismatch: text its replay prints that shows the failure (the
    /// failing value), so a test can run the replay and check that it does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shows: Option<String>,
    /// For a finding of one part of a split run (`verify --shard I/N`): the part's tally,
    /// which `cgcheck merge` combines with the other parts' into the whole run's finding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<Box<super::drivers::universal::Tally>>,
}

impl Finding {
    /// "[reading] [part] ", the labels the report puts before the detail ("" for neither).
    pub fn tags(&self) -> String {
        self.reading
            .iter()
            .chain(&self.part)
            .map(|t| format!("[{t}] "))
            .collect()
    }
}

/// Everything a check found about one claim.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Evidence {
    /// The findings, in the order the check made them.
    pub findings: Vec<Finding>,
    /// A note from a counterexample hunt that found nothing (never changes the status).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hunted: Option<String>,
}

/// The catalogue's status vocabulary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    /// Checked for all instances by an argument the code carries out.
    Proved,
    /// Checked exhaustively up to the bound.
    Verified(Bound),
    /// A concrete counterexample exists.
    Refuted,
    /// A table or example recomputed and equal entry by entry.
    Reproduced,
    /// A table or example recomputed and different somewhere.
    Differs,
    /// The readings of the text disagree; each reading's result is in the evidence.
    Ambiguous,
    /// Not yet checked.
    Open,
}

impl Status {
    /// The bare keyword (`verified`, not `verified to ...`), for counting.
    pub fn keyword(&self) -> &'static str {
        match self {
            Status::Proved => "proved",
            Status::Verified(_) => "verified",
            Status::Refuted => "refuted",
            Status::Reproduced => "reproduced",
            Status::Differs => "differs",
            Status::Ambiguous => "ambiguous",
            Status::Open => "open",
        }
    }

    /// Every keyword, in report order.
    pub const KEYWORDS: [&'static str; 7] = [
        "proved",
        "verified",
        "refuted",
        "reproduced",
        "differs",
        "ambiguous",
        "open",
    ];
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Status::Verified(bound) => write!(f, "verified to {bound}"),
            other => f.write_str(other.keyword()),
        }
    }
}

impl Evidence {
    /// Evidence for a claim that is not checked, with the reason.
    pub fn open(reason: &str) -> Evidence {
        Evidence::default().with(FindingKind::Open, reason)
    }

    /// Adds a finding (builder style).
    pub fn with(mut self, kind: FindingKind, detail: impl Into<String>) -> Evidence {
        self.push(kind, detail);
        self
    }

    /// Adds a finding.
    pub fn push(&mut self, kind: FindingKind, detail: impl Into<String>) {
        let detail = detail.into();
        let shows = verify_shows(&kind, &detail);
        self.findings.push(Finding {
            reading: None,
            part: None,
            kind,
            detail,
            shows,
            split: None,
        });
    }

    /// Each part of a compound statement with the status of its own findings, in the order
    /// the parts first appear (empty when the claim is not split).
    pub fn parts(&self) -> Vec<(String, Status)> {
        let mut names: Vec<&str> = Vec::new();
        for f in &self.findings {
            if let Some(p) = f.part.as_deref()
                && !names.contains(&p)
            {
                names.push(p);
            }
        }
        names
            .into_iter()
            .map(|p| {
                let own = Evidence {
                    findings: self
                        .findings
                        .iter()
                        .filter(|f| f.part.as_deref() == Some(p))
                        .cloned()
                        .collect(),
                    hunted: None,
                };
                (p.to_string(), own.status())
            })
            .collect()
    }

    /// The status with each part's own status when the statement is split: "open (h(1) = 2:
    /// verified to ...; (ii) h is unbounded: open)".
    pub fn status_text(&self) -> String {
        let parts = self.parts();
        if parts.is_empty() {
            return self.status().to_string();
        }
        format!(
            "{} (by part: {})",
            self.status(),
            parts
                .iter()
                .map(|(p, s)| format!("{p}: {s}"))
                .collect::<Vec<_>>()
                .join("; ")
        )
    }

    /// Says what the replay of the finding just pushed prints that shows the failure (see
    /// [`Finding::shows`]).
    pub fn shows(&mut self, text: impl Into<String>) {
        if let Some(f) = self.findings.last_mut() {
            let text = text.into();
            // A part of a split run keeps it with its failure, for the merged finding.
            if let Some(failure) = f.split.as_mut().and_then(|t| t.failure.as_mut()) {
                failure.shows = Some(text.clone());
            }
            f.shows = Some(text);
        }
    }

    /// Adds a comparison of computed against stated values: `Matched` when `mismatches` is
    /// empty, otherwise `Mismatched` listing them in the detail.
    pub fn compare(&mut self, what: &str, entries: usize, mismatches: &[String], replay: &str) {
        if mismatches.is_empty() {
            let agree = if entries == 1 {
                "agrees".to_string()
            } else {
                format!("all {entries} entries agree")
            };
            self.push(FindingKind::Matched { entries }, format!("{what}: {agree}"));
        } else {
            self.push(
                FindingKind::Mismatched {
                    entries,
                    mismatches: mismatches.len(),
                    replay: replay.to_string(),
                },
                format!("{what}: {}", mismatches.join("; ")),
            );
        }
    }

    /// The status, by fixed rules:
    /// 1. a counterexample outside any reading, or in every reading, refutes the claim;
    /// 2. findings under two or more readings whose statuses differ make it ambiguous
    ///    (readings that agree give their common status);
    /// 3. otherwise a mismatching table makes it `differs`, whatever else is partial or
    ///    unchecked (a mismatch is never hidden);
    /// 4. otherwise an unchecked or partly checked part leaves it open;
    /// 5. otherwise exhaustive parts make it `verified to` their bounds (tables and proofs
    ///    alongside them agree, or rule 4 would have fired);
    /// 6. otherwise it is `proved` if some part is a proof, `reproduced` if all parts are
    ///    matching tables; a check that found nothing is `open`.
    pub fn status(&self) -> Status {
        let mut readings: Vec<&str> = self
            .findings
            .iter()
            .filter_map(|f| f.reading.as_deref())
            .collect();
        readings.sort_unstable();
        readings.dedup();
        let common: Vec<&Finding> = self
            .findings
            .iter()
            .filter(|f| f.reading.is_none())
            .collect();
        if readings.is_empty() {
            return status_of(&common);
        }
        if status_of(&common) == Status::Refuted {
            return Status::Refuted;
        }
        let per_reading: Vec<Status> = readings
            .iter()
            .map(|r| {
                let mut part = common.clone();
                part.extend(
                    self.findings
                        .iter()
                        .filter(|f| f.reading.as_deref() == Some(*r)),
                );
                status_of(&part)
            })
            .collect();
        if per_reading.iter().all(|s| *s == per_reading[0]) {
            per_reading[0].clone()
        } else {
            Status::Ambiguous
        }
    }

    /// A one-cell summary of the findings for a report table.
    pub fn summary(&self) -> String {
        self.findings
            .iter()
            .map(|f| {
                let detail = match f.kind {
                    FindingKind::Partial { done, total } => {
                        format!("partial ({done} of {total}): {}", f.detail)
                    }
                    _ => f.detail.clone(),
                };
                format!("{}{detail}", f.tags())
            })
            .chain(self.hunted.clone())
            .collect::<Vec<_>>()
            .join(" / ")
    }

    /// The exhaustive bound checked under `reading` (`None`: the findings read one way),
    /// all of its `verified` parts together.
    pub fn bound(&self, reading: Option<&str>) -> Bound {
        self.findings
            .iter()
            .filter(|f| f.reading.as_deref() == reading)
            .filter_map(|f| match &f.kind {
                FindingKind::Verified { bound } => Some(bound.clone()),
                _ => None,
            })
            .fold(Bound::default(), Bound::and)
    }

    /// Why this evidence (a deep run's) does not answer at least what `quick` answers, or
    /// `None` when it does. Under each reading (and for the findings read one way), every
    /// exhaustive bound of the quick run must be covered by this evidence's bound there, unless
    /// this evidence refutes or finds a mismatch there (or everywhere): a counterexample says
    /// more than any bound.
    pub fn uncovered(&self, quick: &Evidence) -> Option<String> {
        let mut keys: Vec<Option<&str>> = vec![None];
        keys.extend(quick.findings.iter().map(|f| f.reading.as_deref()));
        let mut seen = Vec::new();
        for key in keys {
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            let wanted = quick.bound(key);
            if wanted.parts.is_empty() {
                continue;
            }
            let settles = self.findings.iter().any(|f| {
                (f.reading.is_none() || f.reading.as_deref() == key)
                    && matches!(
                        f.kind,
                        FindingKind::Counterexample { .. } | FindingKind::Mismatched { .. }
                    )
            });
            let got = self.bound(key);
            if !settles && !got.covers(&wanted) {
                let under = key.map(|r| format!(" [{r}]")).unwrap_or_default();
                let got = if got.parts.is_empty() {
                    "no exhaustive bound".to_string()
                } else {
                    got.to_string()
                };
                return Some(format!(
                    "its bound{under} ({got}) does not cover the quick run's ({wanted})"
                ));
            }
        }
        None
    }

    /// The replay commands of counterexamples and mismatches, in order.
    pub fn replays(&self) -> Vec<&str> {
        self.findings
            .iter()
            .filter_map(|f| match &f.kind {
                FindingKind::Counterexample { replay } => Some(replay.as_str()),
                FindingKind::Mismatched { replay, .. } => Some(replay.as_str()),
                _ => None,
            })
            .collect()
    }
}

/// A replay `cgcheck verify --claim ID` prints each failing finding's detail, so that detail is
/// what it shows (a check may say something more precise with [`Evidence::shows`]).
fn verify_shows(kind: &FindingKind, detail: &str) -> Option<String> {
    match kind {
        FindingKind::Counterexample { replay } | FindingKind::Mismatched { replay, .. }
            if replay.starts_with("cgcheck verify --claim ") =>
        {
            Some(detail.to_string())
        }
        _ => None,
    }
}

/// Rules 1 and 3-6 of [`Evidence::status`] for findings read one way.
fn status_of(findings: &[&Finding]) -> Status {
    let has = |p: fn(&FindingKind) -> bool| findings.iter().any(|f| p(&f.kind));
    if has(|k| matches!(k, FindingKind::Counterexample { .. })) {
        return Status::Refuted;
    }
    if has(|k| matches!(k, FindingKind::Mismatched { .. })) {
        return Status::Differs;
    }
    if findings.is_empty() || has(|k| matches!(k, FindingKind::Open | FindingKind::Partial { .. }))
    {
        return Status::Open;
    }
    let bounds: Vec<&Bound> = findings
        .iter()
        .filter_map(|f| match &f.kind {
            FindingKind::Verified { bound } => Some(bound),
            _ => None,
        })
        .collect();
    if !bounds.is_empty() {
        return Status::Verified(
            bounds
                .into_iter()
                .cloned()
                .fold(Bound::default(), Bound::and),
        );
    }
    if has(|k| matches!(k, FindingKind::Proved)) {
        Status::Proved
    } else {
        Status::Reproduced
    }
}
