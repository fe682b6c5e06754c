//! Evidence a check leaves behind, and the status derived from it.
//!
//! A check never says "this claim is verified": it reports findings (a proof carried out by
//! the code, an exhaustive bound, a recomputed table, a counterexample) and
//! [`Evidence::status`] turns them into the catalogue's vocabulary by fixed rules.

use serde::{Deserialize, Serialize};
use std::fmt;

/// What one part of a check found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum FindingKind {
    /// Checked for all instances by an argument the code carried out (detail: the argument).
    Proved,
    /// Checked exhaustively for every instance up to `bound`.
    Verified {
        /// The bound, in words ("every n <= 10000").
        bound: String,
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
    /// What was found.
    pub kind: FindingKind,
    /// One sentence: what was checked, or what went wrong.
    pub detail: String,
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
    Verified(String),
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
        self.findings.push(Finding {
            reading: None,
            kind,
            detail: detail.into(),
        });
    }

    /// Adds a [`FindingKind::Partial`] finding: `done` of `total` parts checked, and why.
    pub fn push_partial(&mut self, done: usize, total: usize, why: impl Into<String>) {
        self.push(
            FindingKind::Partial {
                done: done as u64,
                total: total as u64,
            },
            why,
        );
    }

    /// Adds a finding under a named reading of an ambiguous text.
    pub fn push_reading(&mut self, reading: &str, kind: FindingKind, detail: impl Into<String>) {
        self.findings.push(Finding {
            reading: Some(reading.to_string()),
            kind,
            detail: detail.into(),
        });
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
                match &f.reading {
                    Some(r) => format!("[{r}] {detail}"),
                    None => detail,
                }
            })
            .chain(self.hunted.clone())
            .collect::<Vec<_>>()
            .join(" / ")
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
    let bounds: Vec<&str> = findings
        .iter()
        .filter_map(|f| match &f.kind {
            FindingKind::Verified { bound } => Some(bound.as_str()),
            _ => None,
        })
        .collect();
    if !bounds.is_empty() {
        return Status::Verified(bounds.join("; "));
    }
    if has(|k| matches!(k, FindingKind::Proved)) {
        Status::Proved
    } else {
        Status::Reproduced
    }
}
