//! The checker of a stored Seki census (a catalogue: `cgcheck enumerate seki ... --record`,
//! `cgcheck merge ... --record`; issue 15, item 4): what can be re-checked without running
//! the enumeration again.
//!
//! 1. **Every listed matrix, re-solved by the literal reference solver**
//!    ([`crate::games::seki::reference`], which shares nothing with the enumerator but the
//!    rules; its memo grows as the product of (entry + 1), so matrices past a cap on states go
//!    to the fast per-matrix solver, and the report says how many of each): its coarse and refined types are the stored ones, the `--only` filter keeps it,
//!    it has the record's shape and height, no zero line, and no two listed matrices are the
//!    same class (equal canonical forms).
//! 2. **The counts add up**: the per-type, per-height counts sum to the classes; each height
//!    is within the record's, and every height up to the record's has a count (the matrix of
//!    all entries t is a class of height t: a record relabelled to a larger height than it
//!    counted is refused); a type's magic squares are at most its classes at that height.
//! 3. **The listing is complete**: the number of classes the filter matches, computed from
//!    the counts alone (the filter's rule applied to each counted type, magic squares from the
//!    magic counts), equals the record's `matched`, and every matched class is listed.
//!
//! What it cannot check is that the counts are those of all matrices of the shape: that takes
//! the enumeration. [`recount_report`] (`cgcheck check-census --recount H`) runs it to height
//! H and compares the counts, magic counts and listing of heights <= H; at the record's own
//! height it also compares the classes, the matched count and the checksum, and below it
//! says that those were not compared.

use super::census::CensusRecord;
use crate::core::Wdl;
use crate::core::planted::refuses;
use crate::games::seki::Matrix;
use crate::games::seki::canon::{Shape, canonical_matrix};
use crate::games::seki::enumerate::Filter;
use crate::games::seki::rules::{SekiType, Variant};
use crate::games::seki::{fast, reference};
use std::collections::{BTreeMap, BTreeSet};

/// The literal reference solver's states for a matrix: every matrix its entries can decrease
/// to, times the player to move and the pass flag. It grows as the product of (entry + 1):
/// 2 s and 1.7 GB for a 3x3 matrix of height 4 with most entries 3 or 4.
pub fn reference_states(a: &Matrix) -> u128 {
    (0..a.rows())
        .flat_map(|i| a.row(i).to_vec())
        .fold(4u128, |n, x| n.saturating_mul(u128::from(x) + 1))
}

/// Matrices of at most this many reference states are re-solved by the literal reference
/// solver by default (a fraction of a second each); larger ones by the fast solver.
pub const REFERENCE_STATES: u128 = 200_000;

/// Matrices of at most this many states are re-solved by the fast solver by default (one
/// solver shares its memo over the listing); larger ones are counted as skipped. A tall
/// magic square's state space is most of the enumeration's: re-solving it costs as much as
/// re-running the census.
pub const FAST_STATES: u128 = 50_000_000;

/// How far `check` re-solves: the state caps of the reference and of the fast solver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    /// Re-solve by the literal reference solver up to this many states.
    pub reference: u128,
    /// Else by the fast solver up to this many states; else skip.
    pub fast: u128,
}

impl Default for Caps {
    fn default() -> Caps {
        Caps {
            reference: REFERENCE_STATES,
            fast: FAST_STATES,
        }
    }
}

/// What the check found: the number of listed matrices re-solved, and every problem, each
/// with the listed matrix it is about (both empty: the record passed).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CensusCheck {
    /// Listed matrices re-solved by the literal reference solver.
    pub resolved: usize,
    /// Listed matrices re-solved by the fast per-matrix solver instead ([`crate::games::seki::
    /// fast::seki_type`], which the reference checks on random matrices: the `seki_diff` fuzz
    /// target and the differential tests), because the reference would need more than the
    /// cap on states.
    pub resolved_fast: usize,
    /// Listed matrices not re-solved: their state space is above both caps (their shape,
    /// height, class and the filter are still checked).
    pub skipped: usize,
    /// Of the skipped, the CSMs, semi-CSMs and (W,W) matrices (by their stored types): the
    /// catalogue entries the paper names, which a check should re-solve.
    pub skipped_named: usize,
    /// Classes the filter matches, by the counts.
    pub matched: u64,
    /// Each failed check of the record as a whole (its variant, filter, counts and listing),
    /// one sentence each.
    pub problems: Vec<String>,
    /// Each failed check of a listed matrix, one sentence each, by the matrix's index in the
    /// record's listing (`kept`): a caller can tell which matrices passed without reading
    /// the sentences.
    pub listed_problems: BTreeMap<usize, Vec<String>>,
}

impl CensusCheck {
    /// Whether every check passed.
    pub fn passed(&self) -> bool {
        self.problems.is_empty() && self.listed_problems.is_empty()
    }

    /// Every problem, the record's first, then each listed matrix's in listing order.
    pub fn all_problems(&self) -> impl Iterator<Item = &String> {
        self.problems
            .iter()
            .chain(self.listed_problems.values().flatten())
    }
}

/// The type each (refined, coarse) pair of names stands for: the nine types there are (R's and
/// C's best active moves), named as records name them.
fn types_by_name() -> BTreeMap<(String, String), SekiType> {
    let all = [Wdl::Win, Wdl::Draw, Wdl::Loss];
    all.iter()
        .flat_map(|&r| all.iter().map(move |&c| SekiType::from_best_active(r, c)))
        .map(|t| ((t.refined(), t.coarse()), t))
        .collect()
}

fn variant(name: &str) -> Option<Variant> {
    Variant::ALL.into_iter().find(|v| v.name() == name)
}

/// Checks `record`: every listed matrix is re-solved, by the literal reference solver when it
/// has at most `reference_states` states ([`reference_states`]), else by the fast solver;
/// `limit` caps how many listed matrices are re-solved (`None`: all), for callers with a time
/// budget: [`CensusCheck::resolved`] and [`CensusCheck::resolved_fast`] say how many were.
pub fn check(record: &CensusRecord, limit: Option<usize>, caps: Caps) -> CensusCheck {
    let reference_cap = caps.reference;
    let mut out = CensusCheck::default();
    let mut problems = Vec::new();
    let mut problem = |p: String| problems.push(p);
    let Some(v) = variant(&record.variant) else {
        problem(format!("unknown variant '{}'", record.variant));
        return CensusCheck { problems, ..out };
    };
    let filter = match Filter::parse(&record.only) {
        Ok(f) => f,
        Err(e) => {
            problem(format!("the filter '{}': {e}", record.only));
            return CensusCheck { problems, ..out };
        }
    };
    let types = types_by_name();
    let square = record.m == record.n;

    // 2. The counts add up.
    let total: u64 = record.counts.iter().map(|c| c.3).sum();
    if total != record.classes && refuses("census-total") {
        problem(format!(
            "the counts add up to {total} classes, the record says {}",
            record.classes
        ));
    }
    let mut per_type_height: BTreeMap<(String, u32), u64> = BTreeMap::new();
    for (refined, coarse, h, k) in &record.counts {
        if !types.contains_key(&(refined.clone(), coarse.clone())) && refuses("census-type-name") {
            problem(format!("no type is named ({refined}, {coarse})"));
        }
        if (*h == 0 || *h > record.h) && refuses("census-count-height") {
            problem(format!("a count at height {h}, outside 1..={}", record.h));
        }
        *per_type_height.entry((refined.clone(), *h)).or_default() += k;
    }
    let counted: BTreeSet<u32> = record
        .counts
        .iter()
        .filter(|c| c.3 > 0)
        .map(|c| c.2)
        .collect();
    if let Some(t) = (1..=record.h).find(|t| !counted.contains(t))
        && refuses("census-heights-missing")
    {
        problem(format!(
            "no class counted at height {t}, but a census of height <= {} has one (the matrix of all {t}s): relabelled?",
            record.h
        ));
    }
    for (refined, h, k) in &record.magic_counts {
        let of_type = per_type_height
            .get(&(refined.clone(), *h))
            .copied()
            .unwrap_or(0);
        if *k > of_type && refuses("census-magic-exceeds") {
            problem(format!(
                "{k} magic squares of type {refined} at height {h}, but only {of_type} classes"
            ));
        }
        if !square && *k > 0 && refuses("census-magic-shape") {
            problem(format!(
                "magic squares counted on a {}x{} shape",
                record.m, record.n
            ));
        }
    }

    // 3. The classes the filter matches, from the counts.
    let mut matched = 0u64;
    let mut magic_of: BTreeMap<(String, u32), u64> = BTreeMap::new();
    for (refined, h, k) in &record.magic_counts {
        *magic_of.entry((refined.clone(), *h)).or_default() += k;
    }
    for (refined, coarse, h, k) in &record.counts {
        let Some(t) = types.get(&(refined.clone(), coarse.clone())) else {
            continue;
        };
        if filter.admits(t, false, square) {
            matched += k;
        } else if filter.admits(t, true, square) {
            // Only this type's magic squares match. Split the magic count of (refined, h)
            // over coarse types: a refined type fixes the coarse one, so it is all here.
            matched += magic_of.get(&(refined.clone(), *h)).copied().unwrap_or(0);
        }
    }
    out.matched = matched;
    if matched != record.matched && refuses("census-matched") {
        problem(format!(
            "the counts give {matched} classes that '{}' matches, the record says {}",
            record.only, record.matched
        ));
    }
    if record.kept.len() as u64 != record.matched && refuses("census-incomplete") {
        problem(format!(
            "{} matrices listed of the {} matched: the listing is incomplete (raise --limit)",
            record.kept.len(),
            record.matched
        ));
    }

    // 1. Every listed matrix, re-solved.
    let mut classes = BTreeSet::new();
    let limit = limit.unwrap_or(usize::MAX);
    let mut fast_solver: Option<fast::Solver> = None;
    let mut listed_problems: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    for (i, (text, coarse, refined)) in record.kept.iter().enumerate().take(limit) {
        let mut bad = |p: String| listed_problems.entry(i).or_default().push(p);
        let a = match Matrix::parse(text) {
            Ok(a) => a,
            Err(e) => {
                bad(format!("listed matrix '{text}': {e}"));
                continue;
            }
        };
        if (a.rows() != record.m || a.cols() != record.n) && refuses("census-matrix-shape") {
            bad(format!(
                "listed matrix {text} is {}x{}, the record is {}x{}",
                a.rows(),
                a.cols(),
                record.m,
                record.n
            ));
            continue;
        }
        if (a.height() > record.h || (a.has_zero_row() || a.has_zero_col()))
            && refuses("census-matrix-outside")
        {
            bad(format!(
                "listed matrix {text} is outside the census (height {} of at most {}, or a zero line)",
                a.height(),
                record.h
            ));
            continue;
        }
        if !classes.insert(canonical_matrix(&a)) && refuses("census-repeat") {
            bad(format!(
                "listed matrix {text} repeats a class listed before"
            ));
        }
        let states = reference_states(&a);
        if states > reference_cap && states > caps.fast {
            // Not re-solved: the stored type must still be a type, and one the filter keeps.
            out.skipped += 1;
            match types.get(&(refined.clone(), coarse.clone())) {
                Some(t) if filter.keeps_matrix(&a, t) => {
                    if t.is_csm() || t.is_semi_csm() || t.first_player_wins() {
                        out.skipped_named += 1;
                    }
                }
                Some(_) if refuses("census-skipped-filter") => bad(format!(
                    "listed matrix {text} ({refined}) is not one '{}' keeps",
                    record.only
                )),
                Some(_) => {}
                None => bad(format!(
                    "listed matrix {text}: no type is named ({refined}, {coarse})"
                )),
            }
            continue;
        }
        let (t, by) = if states <= reference_cap {
            out.resolved += 1;
            (reference::seki_type(&a, v), "reference")
        } else {
            // One solver for the whole listing: its memo is shared by every listed matrix
            // (they overlap heavily; solved apart, a 3x3 matrix of height 10 alone can take
            // seconds).
            if fast_solver.is_none() {
                match Shape::for_height(record.m, record.n, record.h) {
                    Ok(shape) => fast_solver = Some(fast::Solver::with_shape(shape, v)),
                    Err(e) => {
                        problem(format!("the fast solver cannot take this shape: {e}"));
                        break;
                    }
                }
            }
            let Some(solver) = fast_solver.as_mut() else {
                break;
            };
            match solver.shape().pack(&a).map(|key| solver.seki_type(key)) {
                Ok(t) => {
                    out.resolved_fast += 1;
                    (t, "fast")
                }
                Err(e) => {
                    bad(format!(
                        "listed matrix {text}: the fast solver refuses it: {e}"
                    ));
                    continue;
                }
            }
        };
        if (t.coarse() != *coarse || t.refined() != *refined) && refuses("census-type") {
            bad(format!(
                "listed matrix {text}: the {by} solver gives {} {}, the record says {coarse} {refined}",
                t.coarse(),
                t.refined()
            ));
        }
        if !filter.keeps_matrix(&a, &t) && refuses("census-filter-keeps") {
            bad(format!(
                "listed matrix {text} ({}) is not one '{}' keeps",
                t.refined(),
                record.only
            ));
        }
    }
    CensusCheck {
        problems,
        listed_problems,
        ..out
    }
}

/// What a recount found and what it could not compare.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recount {
    /// Each disagreement with the fresh enumeration, one sentence each (empty: all agree).
    pub problems: Vec<String>,
    /// What a recount below the record's height leaves uncompared, one sentence (empty at
    /// the record's height: everything was compared).
    pub not_compared: Vec<String>,
}

/// [`recount_report`]'s problems alone.
pub fn recount(record: &CensusRecord, h: u32) -> Result<Vec<String>, String> {
    recount_report(record, h).map(|r| r.problems)
}

/// Re-runs the enumeration of the record's shape and variant up to height `h` (at most the
/// record's) and compares: the count rows and magic counts of heights up to `h`, and the
/// listed matrices of those heights (as classes); at the record's height `h` also the
/// classes, the matched count and the checksum (which covers every class and its type).
/// This ties a stored record to the engine at a height `cargo test` can afford.
pub fn recount_report(record: &CensusRecord, h: u32) -> Result<Recount, String> {
    let v =
        variant(&record.variant).ok_or_else(|| format!("unknown variant '{}'", record.variant))?;
    let filter = Filter::parse(&record.only).map_err(|e| e.to_string())?;
    if h == 0 || h > record.h {
        return Err(format!(
            "recount height {h} is outside 1..={} (the record's {}x{} census goes to height {})",
            record.h, record.m, record.n, record.h
        ));
    }
    let c = crate::games::seki::enumerate::classify_with(
        record.m,
        record.n,
        h,
        v,
        filter,
        false,
        usize::MAX,
        None,
    )
    .map_err(|e| e.to_string())?;
    let mut problems = Vec::new();
    let stored: BTreeMap<(String, String, u32), u64> = record
        .counts
        .iter()
        .filter(|x| x.2 <= h)
        .map(|(r, co, hh, k)| ((r.clone(), co.clone(), *hh), *k))
        .collect();
    if stored != c.counts && refuses("census-recount-counts") {
        problems.push(format!(
            "the counts of heights <= {h} differ from a fresh enumeration: stored {stored:?}, computed {:?}",
            c.counts
        ));
    }
    let stored_magic: BTreeMap<(String, u32), u64> = record
        .magic_counts
        .iter()
        .filter(|x| x.1 <= h)
        .map(|(r, hh, k)| ((r.clone(), *hh), *k))
        .collect();
    if stored_magic != c.magic_counts && refuses("census-recount-magic") {
        problems.push(format!(
            "the magic counts of heights <= {h} differ from a fresh enumeration: stored {stored_magic:?}, computed {:?}",
            c.magic_counts
        ));
    }
    let listed: BTreeSet<Matrix> = record
        .kept
        .iter()
        .filter_map(|(t, _, _)| Matrix::parse(t).ok())
        .filter(|a| a.height() <= h)
        .map(|a| canonical_matrix(&a))
        .collect();
    let fresh: BTreeSet<Matrix> = c.kept.iter().map(|(a, _)| canonical_matrix(a)).collect();
    if listed != fresh && refuses("census-recount-listing") {
        problems.push(format!(
            "the listed matrices of heights <= {h} differ from a fresh enumeration: {} stored, {} computed",
            listed.len(),
            fresh.len()
        ));
    }
    let mut not_compared = Vec::new();
    if h == record.h {
        if (c.classes != record.classes || c.matched != record.matched)
            && refuses("census-recount-classes")
        {
            problems.push(format!(
                "a fresh enumeration to height {h} gives {} classes, {} matched by '{}'; the record says {} and {}",
                c.classes, c.matched, record.only, record.classes, record.matched
            ));
        }
        let checksum = format!("{:016x}", c.checksum);
        if checksum != record.checksum && refuses("census-recount-checksum") {
            problems.push(format!(
                "a fresh enumeration to height {h} has checksum {checksum}, the record says {}",
                record.checksum
            ));
        }
    } else {
        not_compared.push(format!(
            "not compared: the checksum, the {} classes and the {} matched of the whole census (heights up to {}; recount to height {} for them)",
            record.classes, record.matched, record.h, record.h
        ));
    }
    Ok(Recount {
        problems,
        not_compared,
    })
}
