//! CLAIMS.md rendering: a summary of statuses per paper, the refuted and differing claims
//! with their replay commands, then one row per claim.
//!
//! The output depends only on the registry, the quick checks' evidence and the stored deep
//! evidence, never on timings of the quick run, so a test can regenerate it and compare.

pub mod details;
pub mod figures;

use crate::claims::provenance::Today;
use crate::claims::store::{DeepRecord, DeepStore};
use crate::claims::{Claim, Evidence, Paper, Status};

/// The evidence CLAIMS.md shows for one claim: the stored deep run when there is one, it is
/// current (see [`crate::claims::provenance`]) and its bound covers the quick run's
/// ([`Evidence::uncovered`]), except that a quick refutation is never hidden behind a deep
/// record that does not refute too. A stale or weaker deep record is never used: the quick
/// evidence stands until the record is re-run, and [`unused`] lists it.
pub fn effective<'a>(
    claim: &Claim,
    quick: &'a Evidence,
    store: &'a DeepStore,
) -> (&'a Evidence, Option<&'a DeepRecord>) {
    let current = store
        .deep_freshness(claim, &today_of(claim, quick))
        .stands();
    match store.records.get(claim.id) {
        Some(record)
            if current
                && record.evidence.uncovered(quick).is_none()
                && (quick.status() != Status::Refuted
                    || record.evidence.status() == Status::Refuted) =>
        {
            (&record.evidence, Some(record))
        }
        _ => (quick, None),
    }
}

/// The stored records the report does not use, as (claim id, `deep` or `hunt`, why): stale
/// ones, and current deep records whose bound does not cover the quick run's.
pub fn unused(
    claims: &[Claim],
    quick: &[Evidence],
    deep: &DeepStore,
) -> Vec<(String, &'static str, String)> {
    let today = Today::with_quick(claims, quick);
    let mut out = deep.stale(claims, &today);
    for (c, q) in claims.iter().zip(quick) {
        if let Some(r) = deep.records.get(c.id)
            && deep.deep_freshness(c, &today).stands()
            && let Some(why) = r.evidence.uncovered(q)
        {
            out.push((c.id.to_string(), "deep", why));
        }
    }
    out
}

/// What records of `claim` are judged against: today's engines and this quick result.
fn today_of(claim: &Claim, quick: &Evidence) -> Today {
    let mut today = Today::engines_only();
    today.add_quick(claim, quick);
    today
}

/// The evidence one claim's row shows: [`effective`] with a standing hunt added
/// ([`with_hunt`]), and the deep record used.
pub fn shown_one<'a>(
    claim: &Claim,
    quick: &'a Evidence,
    store: &'a DeepStore,
) -> (Evidence, Option<&'a DeepRecord>) {
    let (ev, rec) = effective(claim, quick, store);
    (with_hunt(claim, ev, store, &today_of(claim, quick)), rec)
}

/// The evidence with a standing hunt's result added: a counterexample refutes; otherwise the
/// hunt is a note (it never proves anything, and leaves the status alone). A stale hunt is
/// left out (the report lists it under "Stale evidence").
pub fn with_hunt(claim: &Claim, ev: &Evidence, store: &DeepStore, today: &Today) -> Evidence {
    let mut out = ev.clone();
    let hunt = store
        .hunts
        .get(claim.id)
        .filter(|_| store.hunt_freshness(claim, today).stands());
    if let Some(h) = hunt {
        match &h.counterexample {
            Some((detail, replay)) => crate::claims::part::hunted_counterexample(
                &mut out,
                format!("found by `{}`: {detail}", h.command),
                replay.clone(),
            ),
            None => {
                let top = if h.top_sizes.is_empty() {
                    String::new()
                } else {
                    format!(" (the largest sizes: {})", sizes_text(&h.top_sizes))
                };
                out.hunted = Some(format!(
                    "hunted: {} random instances up to {}{top} in {:.0} s, no counterexample (`{}`)",
                    h.instances, h.largest, h.seconds, h.command
                ))
            }
        }
    }
    out
}

/// "7x7 of height 2: 1200 instances, 6x6 of height 2: 5400 instances".
pub fn sizes_text(sizes: &[(String, u64)]) -> String {
    sizes
        .iter()
        .map(|(d, n)| format!("{d}: {n} instance{}", if *n == 1 { "" } else { "s" }))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The longest statement a row of CLAIMS.md shows (the whole one is in the details file).
pub const STATEMENT_CHARS: usize = 90;

/// The longest status a row of CLAIMS.md shows.
pub const STATUS_CHARS: usize = 100;

/// The longest cell of a CLAIMS.md table (`tests/claims_md.rs` holds it).
pub const CELL_CHARS: usize = 200;

/// A status as a row shows it: bounds in few words ("every 3x3 matrix of height <= 10;
/// every 4x4 matrix of height <= 4" reads "3x3 h<=10, 4x4 h<=4"; the details file keeps the
/// words).
pub fn compact(status: &str) -> String {
    status
        .replace("every ", "")
        .replace("matrix of height <= ", "h<=")
        .replace("matrices of height <= ", "h<=")
        .replace(" <= ", "<=")
        .replace("; ", ", ")
}

/// `text` cut to at most `max` characters at a word boundary, with `…` where it was cut.
pub fn short(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let cut: String = text.chars().take(max.saturating_sub(1)).collect();
    let at = cut.rfind(' ').filter(|&i| i > max / 2).unwrap_or(cut.len());
    format!("{}…", cut[..at].trim_end_matches([',', ';', ':', ' ']))
}

/// Escapes text for a Markdown table cell.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

/// The evidence each claim's row of CLAIMS.md shows (same order as `claims` and `quick`):
/// [`effective`] (a current deep record, or the quick check) with a current hunt added, and
/// the deep record used.
pub fn shown<'a>(
    claims: &'a [Claim],
    quick: &'a [Evidence],
    deep: &'a DeepStore,
) -> Vec<(&'a Claim, Evidence, Option<&'a DeepRecord>)> {
    claims
        .iter()
        .zip(quick)
        .map(|(c, q)| {
            let (ev, rec) = shown_one(c, q, deep);
            (c, ev, rec)
        })
        .collect()
}

/// "98 claims: 9 proved, 50 verified, 12 refuted, ...": the statuses counted in the order of
/// [`Status::KEYWORDS`], those with none left out (the total line of CLAIMS.md's summary,
/// as `cgcheck verify` prints it).
pub fn counts_line<'a>(statuses: impl IntoIterator<Item = &'a Evidence>) -> String {
    let statuses: Vec<Status> = statuses.into_iter().map(Evidence::status).collect();
    let counts: Vec<String> = Status::KEYWORDS
        .iter()
        .map(|k| (k, statuses.iter().filter(|s| s.keyword() == *k).count()))
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| format!("{n} {k}"))
        .collect();
    format!("{} claims: {}", statuses.len(), counts.join(", "))
}

/// Renders the details files (see [`details`]) from what CLAIMS.md renders from: (path
/// relative to CLAIMS.md, text) for each paper.
pub fn render_details(
    claims: &[Claim],
    quick: &[Evidence],
    deep: &DeepStore,
) -> Vec<(String, String)> {
    let revalidated = deep.revalidated(claims, &Today::with_quick(claims, quick));
    details::render(&shown(claims, quick, deep), &revalidated)
}

/// Renders CLAIMS.md from the claims, their quick evidence (same order) and the deep store.
pub fn render(claims: &[Claim], quick: &[Evidence], deep: &DeepStore) -> String {
    let merged = shown(claims, quick, deep);
    let rows: Vec<(&Claim, &Evidence, Option<&DeepRecord>)> =
        merged.iter().map(|(c, e, r)| (*c, e, *r)).collect();
    let mut out = String::new();
    out.push_str("# CLAIMS\n\n");
    out.push_str(
        "Generated by `cgcheck verify` from the claims registry (`registry/*.toml`, checks in `src/claims/`) \
         and the stored deep-run evidence (`evidence/deep.json`). Do not edit by hand: run \
         `cargo run --release -- verify`. `tests/claims_md.rs` fails when this file is stale.\n\n",
    );
    out.push_str(
        "Statuses (see the claims catalogue): `proved` (all instances, by an argument the code \
         carries out), `verified to <bound>` (exhaustive up to the bound), `refuted` \
         (counterexample with a replay command), `reproduced` / `differs` (a table or example \
         recomputed entry by entry), `ambiguous` (readings disagree), `open` (not checked yet, \
         with the reason).\n\n",
    );

    out.push_str("## Summary\n\n| paper | claims |");
    for k in Status::KEYWORDS {
        out.push_str(&format!(" {k} |"));
    }
    out.push_str("\n|---|---|");
    out.push_str(&"---|".repeat(Status::KEYWORDS.len()));
    out.push('\n');
    let count = |paper: Option<Paper>, keyword: &str| {
        rows.iter()
            .filter(|(c, e, _)| {
                paper.is_none_or(|p| c.paper == p) && e.status().keyword() == keyword
            })
            .count()
    };
    for paper in Paper::ALL.map(Some).into_iter().chain([None]) {
        let name = paper.map_or("**total**".to_string(), |p| p.title().to_string());
        let total = rows
            .iter()
            .filter(|(c, _, _)| paper.is_none_or(|p| c.paper == p))
            .count();
        out.push_str(&format!("| {name} | {total} |"));
        for k in Status::KEYWORDS {
            out.push_str(&format!(" {} |", count(paper, k)));
        }
        out.push('\n');
    }

    let findings: Vec<_> = rows
        .iter()
        .filter(|(_, e, _)| matches!(e.status(), Status::Refuted | Status::Differs))
        .collect();
    if !findings.is_empty() {
        out.push_str("\n## Findings: claims the computation contradicts\n\n");
        for (c, e, _) in findings {
            let mut replays = e.replays();
            replays.dedup();
            let what = e
                .findings
                .iter()
                .find(|f| {
                    matches!(
                        f.kind,
                        crate::claims::FindingKind::Counterexample { .. }
                            | crate::claims::FindingKind::Mismatched { .. }
                    )
                })
                .map(|f| format!("{}{}", f.tags(), f.detail))
                .unwrap_or_default();
            let more = match replays.len() {
                0 | 1 => String::new(),
                n => format!(" and {} more", n - 1),
            };
            out.push_str(&format!(
                "- **{}** ({}, {}), {}: {}. Replay: {}{more}",
                c.id,
                c.paper.file(),
                cell(&short(c.section, 40)),
                e.status().keyword(),
                cell(&short(&what, 180)),
                replays
                    .first()
                    .map_or("-".to_string(), |r| format!("`{r}`")),
            ));
            if figures::figure_args(&replays).is_some() {
                out.push_str(&format!(
                    ". [Figure]({})",
                    figures::figure_path(c).display()
                ));
            }
            out.push_str(&format!(" ({})\n", details::link(c)));
        }
    }

    let errata = crate::claims::errata::all();
    out.push_str(&format!(
        "\nMisprints found by reading the papers end to end (not claims; wrong indices, references, \
         printed matrices): {}, listed at the end of each paper's details file ({}).\n",
        errata.len(),
        Paper::ALL
            .iter()
            .map(|p| format!(
                "[{}]({}#misprints): {}",
                p.file().trim_end_matches(".md"),
                details::file(*p),
                errata.iter().filter(|e| e.paper == *p).count()
            ))
            .collect::<Vec<_>>()
            .join(", ")
    ));

    let assuming: Vec<String> = rows
        .iter()
        .filter(|(c, e, _)| has_proof(e) && c.rests_on.iter().any(|b| b.assumption().is_some()))
        .map(|(c, _, _)| format!("[{}]({})", c.id, details::section_link(c)))
        .collect();
    if !assuming.is_empty() {
        out.push_str(&format!(
            "\n## Proofs that rest on assumptions\n\nEach proof names what it rests on in its details: \
             computations the code carries out, certificates a naive checker accepts, and \
             lemmas it does not check (proved in prose, or standard results with a citation). \
             These {} claims' proofs rest on at least one such lemma: {}.\n",
            assuming.len(),
            assuming.join(", ")
        ));
    }

    out.push_str(&parts_section(claims));

    let stale = unused(claims, quick, deep);
    if !stale.is_empty() {
        out.push_str(
            "\n## Stale evidence: stored records not used\n\nThese stored records were made \
             for an older statement or an older check (see `src/claims/provenance.rs`), or \
             checked less than today's quick run does (`src/claims/bound.rs`). The report does \
             not use them: the claims' rows show today's quick check. Re-run each to bring its \
             evidence back.\n\n",
        );
        for (id, kind, why) in &stale {
            let again = match *kind {
                "deep" => deep.records.get(id).map(|r| r.command.clone()),
                _ => deep.hunts.get(id).map(|h| h.command.clone()),
            }
            .unwrap_or_default();
            out.push_str(&format!(
                "- **{id}** ({kind} record): {why}. Re-run: `{again}`\n"
            ));
        }
    }

    let revalidated = deep.revalidated(claims, &Today::with_quick(claims, quick));
    if !revalidated.is_empty() {
        out.push_str(
            "\n## Re-validated evidence: stored records whose code changed\n\nThe code these \
             records were made by has changed since, but today's quick check of each claim finds \
             exactly what it found when the record was made, and every engine the claim uses \
             answers its canary sample as it did then (see `src/claims/provenance.rs`): the \
             report uses them, and each claim's details mark them. Re-run one to record it against \
             today's code.\n\n",
        );
        for paper in Paper::ALL {
            for kind in ["deep", "hunt"] {
                let ids: Vec<&str> = revalidated
                    .iter()
                    .filter(|(id, k, _)| {
                        *k == kind && claims.iter().any(|c| c.id == id && c.paper == paper)
                    })
                    .map(|(id, _, _)| id.as_str())
                    .collect();
                if !ids.is_empty() {
                    out.push_str(&format!(
                        "- {} ({kind} records, {})\n",
                        paper.title(),
                        ids.len(),
                    ));
                }
            }
        }
    }

    for paper in Paper::ALL {
        out.push_str(&format!(
            "\n## {} (papers/{})\n\nEach claim's statement in full, its reading, every finding, the deep run and \
             what it rests on, the replays and the test: [{}]({}).\n\n| id | source | statement | status | details |\n|---|---|---|---|---|\n",
            paper.title(),
            paper.file(),
            details::file(paper),
            details::file(paper),
        ));
        for (c, e, rec) in rows.iter().filter(|(c, _, _)| c.paper == paper) {
            // The deep-run mark stays whole when a long status is cut.
            let assumes = if has_proof(e) {
                c.rests_on
                    .iter()
                    .filter(|b| b.assumption().is_some())
                    .count()
            } else {
                0
            };
            let mark = match (rec, assumes) {
                (Some(_), 0) => " (deep run)".to_string(),
                (None, 0) => String::new(),
                (Some(_), n) => format!(" (deep run; assumes {n} lemma{})", plural(n)),
                (None, n) => format!(" (assumes {n} lemma{})", plural(n)),
            };
            let status = format!(
                "{}{mark}",
                short(
                    &compact(&e.status_text()),
                    STATUS_CHARS - mark.chars().count()
                )
            );
            out.push_str(&format!(
                "| {} | {} | {} | {} | {} |\n",
                c.id,
                cell(&short(c.section, 40)),
                cell(&short(c.statement, STATEMENT_CHARS)),
                cell(&short(&status, STATUS_CHARS)),
                details::link(c),
            ));
        }
    }
    out
}

/// Whether some finding of `e` is a proof.
fn has_proof(e: &Evidence) -> bool {
    e.findings
        .iter()
        .any(|f| matches!(f.kind, crate::claims::FindingKind::Proved))
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// "How the claims are checked": how many claims are made of driver parts only, and the
/// bespoke ones by name, paper by paper ([`crate::claims::part`]).
fn parts_section(claims: &[Claim]) -> String {
    let checked: Vec<&Claim> = claims.iter().filter(|c| !c.parts().is_empty()).collect();
    let bespoke: Vec<&Claim> = checked.iter().copied().filter(|c| c.is_bespoke()).collect();
    let parts: Vec<crate::claims::Part> = checked
        .iter()
        .filter(|c| !c.is_bespoke())
        .flat_map(|c| c.parts())
        .collect();
    let own = parts.iter().filter(|p| p.lists_its_own()).count();
    let mut out = format!(
        "\n## How the claims are checked\n\n{} of the {} checked claims are only parts the \
         drivers run: universal statements, tables, proofs and stored certificates, each part \
         returning what it found and the driver making the finding, with bounds from data. Of \
         their {} parts, {own} list their instances or entries in code (a search, a table of \
         computed facts, an example) rather than through a typed domain, a Seki sweep or a \
         stated table. {} (`cgcheck claims --json` lists every part){}\n",
        checked.len() - bespoke.len(),
        checked.len(),
        parts.len(),
        if bespoke.is_empty() {
            "None has a hand-written (bespoke) part that builds its own findings: only the \
             drivers do, and a test fails if any other code does"
                .to_string()
        } else {
            format!(
                "The other {} have a hand-written (bespoke) part that builds its own findings",
                bespoke.len()
            )
        },
        if bespoke.is_empty() { "." } else { ":\n" },
    );
    for paper in Paper::ALL {
        let ids: Vec<&str> = bespoke
            .iter()
            .filter(|c| c.paper == paper)
            .map(|c| c.id)
            .collect();
        if !ids.is_empty() {
            out.push_str(&format!(
                "- {} ({}): {}\n",
                paper.file().trim_end_matches(".md"),
                ids.len(),
                ids.join(", ")
            ));
        }
    }
    out
}
