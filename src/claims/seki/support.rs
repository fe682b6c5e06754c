//! Shared helpers for the SEKI-* checks: the paper's matrices, cached enumerations and
//! evidence builders.

pub use crate::games::seki::pool::{Solvers, winner};

use crate::claims::drivers::universal::{Failure, Tally, Wording};
use crate::claims::{Bound, Evidence, Outcome, Range, Refutation, Run};
use crate::core::Shard;
use crate::core::Wdl;
use crate::games::seki::enumerate::{self, Census, Filter};
use crate::games::seki::sweep::Sweep;
use crate::games::seki::{Matrix, SekiType, Variant};
use std::collections::{BTreeSet, HashMap};
use std::sync::{Arc, Mutex, OnceLock};

/// A matrix of the paper, written as `cgcheck solve seki` reads it.
pub fn mat(text: &str) -> Matrix {
    Matrix::parse(text).expect("paper matrix is well formed")
}

/// A matrix in the paper's compact digit form, rows separated by '/' ("033/303/330"): the
/// compact form `cgcheck solve seki` reads with ';' between the rows.
pub fn digits(text: &str) -> Matrix {
    mat(&text.replace('/', ";"))
}

/// The command-line flag naming `variant` ("" for Seki, the default).
fn variant_flag(variant: Variant) -> &'static str {
    match variant {
        Variant::Seki => "",
        Variant::SekiI => " --variant seki-i",
    }
}

/// How a bound or a cached item names the matrices of `variant` ("" for Seki, " Seki-I").
fn variant_words(variant: Variant) -> &'static str {
    match variant {
        Variant::Seki => "",
        Variant::SekiI => " Seki-I",
    }
}

/// The one-line replay of a matrix's solution.
pub fn replay(a: &Matrix, variant: Variant) -> String {
    format!(
        "cgcheck solve seki \"{}\"{}",
        a.spaced(),
        variant_flag(variant)
    )
}

/// The replay of an enumeration.
pub fn replay_enum(m: usize, n: usize, h: u32, variant: Variant, only: &str) -> String {
    let v = variant_flag(variant);
    // A refined type such as (W,L') holds a quote: quote the filter for the shell.
    let plain = only
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "=,._-".contains(c));
    let only = if plain {
        only.to_string()
    } else {
        format!("\"{only}\"")
    };
    format!("cgcheck enumerate seki {m}x{n} --max-height {h}{v} --only {only}")
}

type CensusKey = (usize, usize, u32, Variant, bool);

fn cache() -> &'static Mutex<HashMap<CensusKey, Arc<Census>>> {
    static C: OnceLock<Mutex<HashMap<CensusKey, Arc<Census>>>> = OnceLock::new();
    C.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Every m x n matrix of height <= h with its type (small shapes), cached per process.
pub fn all(m: usize, n: usize, h: u32, variant: Variant) -> Arc<Census> {
    cached(m, n, h, variant, true)
}

/// The kept matrices of `c` (canonical forms) that `keep` accepts, with their types.
pub fn kept_where(c: &Census, keep: impl Fn(&Matrix, &SekiType) -> bool) -> BTreeSet<Matrix> {
    c.kept
        .iter()
        .filter(|(a, t)| keep(a, t))
        .map(|(a, _)| a.clone())
        .collect()
}

/// One (3,1,1,-1)-extension of a CSM (section 9): the CSM, the row and column sums at the
/// extended entry, and the extension.
pub struct CsmExtension {
    /// The CSM extended.
    pub csm: Matrix,
    /// The sum of row i* of the CSM.
    pub row_sum: u32,
    /// The sum of column j* of the CSM.
    pub col_sum: u32,
    /// The extension at (i*, j*).
    pub extension: Matrix,
}

/// Every (3,1,1,-1)-extension, at every entry, of every m x n CSM of height <= h (Seki).
pub fn csm_extensions(m: usize, n: usize, h: u32) -> Vec<CsmExtension> {
    let mut out = Vec::new();
    let census = notable(m, n, h, Variant::Seki);
    for (a, _) in census.kept.iter().filter(|(_, t)| t.is_csm()) {
        let (rs, cs) = (a.row_sums(), a.col_sums());
        for (i, j, extension) in crate::games::seki::analysis::extensions(a, 1) {
            out.push(CsmExtension {
                csm: a.clone(),
                row_sum: rs[i],
                col_sum: cs[j],
                extension,
            });
        }
    }
    out
}

/// The notable matrices (CSMs, semi-CSMs, magic squares, non-square seki) and the counts of
/// every m x n matrix of height <= h, cached per process.
pub fn notable(m: usize, n: usize, h: u32, variant: Variant) -> Arc<Census> {
    cached(m, n, h, variant, false)
}

fn cached(m: usize, n: usize, h: u32, variant: Variant, every: bool) -> Arc<Census> {
    let key = (m, n, h, variant, every);
    let name = |every: bool| {
        let v = variant_words(variant);
        let kept = if every { "all kept" } else { "notable kept" };
        format!("the census of every {m}x{n}{v} matrix of height <= {h} ({kept})")
    };
    if let Some(c) = cache().lock().expect("cache lock").get(&key) {
        crate::claims::shared::used(&name(every));
        return c.clone();
    }
    // An `all` census also serves `notable` requests.
    if !every
        && let Some(c) = cache()
            .lock()
            .expect("cache lock")
            .get(&(m, n, h, variant, true))
    {
        crate::claims::shared::used(&name(true));
        return c.clone();
    }
    let filter = if every { Filter::All } else { Filter::Notable };
    let start = std::time::Instant::now();
    let c =
        Arc::new(enumerate::classify(m, n, h, variant, filter, false).expect("enumerable shape"));
    crate::claims::shared::built(&name(every), start.elapsed().as_secs_f64());
    cache().lock().expect("cache lock").insert(key, c.clone());
    c
}

/// Every class of every m x n matrix of height <= h, compactly ([`Sweep`]), cached per
/// process. Building one also caches the same run's notable census ([`notable`]).
pub fn sweep(m: usize, n: usize, h: u32, variant: Variant) -> Arc<Sweep> {
    type SweepCache = Mutex<HashMap<(usize, usize, u32, Variant), Arc<Sweep>>>;
    static SWEEPS: OnceLock<SweepCache> = OnceLock::new();
    let sweeps = SWEEPS.get_or_init(|| Mutex::new(HashMap::new()));
    let v = variant_words(variant);
    let name = format!("the sweep of every {m}x{n}{v} matrix of height <= {h}");
    if let Some(s) = sweeps.lock().expect("sweep lock").get(&(m, n, h, variant)) {
        crate::claims::shared::used(&name);
        return s.clone();
    }
    let start = std::time::Instant::now();
    let (s, census) = Sweep::build(m, n, h, variant);
    let s = Arc::new(s);
    crate::claims::shared::built(&name, start.elapsed().as_secs_f64());
    cache()
        .lock()
        .expect("cache lock")
        .entry((m, n, h, variant, false))
        .or_insert_with(|| Arc::new(census));
    sweeps
        .lock()
        .expect("sweep lock")
        .insert((m, n, h, variant), s.clone());
    s
}

/// Checks `check` on every matrix of each (m, n, h) shape (a [`sweep`] each, on every core);
/// the first failure (in the enumerator's order) becomes a counterexample with its replay,
/// otherwise one `Verified` finding naming the bounds.
///
/// This is the Seki paper's exhaustive driver, the counterpart of
/// [`drivers::universal::exhaustive`](crate::claims::drivers::universal::exhaustive): the
/// predicate is the claim's own (`super::predicates`, shared with its hunt) and the shapes
/// are data (`super::bounds`). It is its own driver because a Seki domain is listed by the
/// level enumerator up to row and column permutations, and one sweep of a shape (4x4 of
/// height <= 4: 267 million classes, minutes to build) serves some twenty claims, checked on
/// every core; the generic driver lists a domain once per claim, on one thread.
pub fn universal(
    ev: &mut Evidence,
    (claim, Run { depth, split }): (&str, Run),
    shapes: &[(usize, usize, u32)],
    (variant, shows): (Variant, Option<crate::claims::part::Shows>),
    what: &str,
    check: impl Fn(&Matrix, &SekiType) -> Option<String> + Sync,
) {
    // As a part of a split run it judges the classes whose index in the whole run (the
    // shapes' sweeps one after another) is its own, round robin, and lists every shape's
    // classes so that all parts agree on the count.
    let shard = split.unwrap_or(Shard::WHOLE);
    let mut tally = Tally::start(
        (claim, depth),
        shape_bound(shapes, variant),
        (
            "classes (up to row and column permutations)",
            what,
            Wording::HoldsForAll,
        ),
        shard,
    );
    let mut offset = 0u64;
    for &(m, n, h) in shapes {
        let s = sweep(m, n, h, variant);
        if tally.failure.is_none() {
            let own = |i: usize| shard.holds((offset + i as u64) as usize);
            if let Some((i, a, why)) = s.first_failure_where(own, &check) {
                tally.failure = Some(Failure {
                    index: offset + i as u64,
                    detail: format!("{what} fails for {}: {why}", a.compact()),
                    replay: Some(replay(&a, variant)),
                    shows: shows.map(|f| f(&why)),
                });
                if split.is_none() {
                    // One process stops at its counterexample (the count is not shown).
                    tally.push(ev, false);
                    return;
                }
            }
        }
        offset += s.len() as u64;
    }
    tally.instances = offset;
    let limit = tally.failure.as_ref().map_or(offset, |f| f.index + 1);
    tally.judged = shard.share(limit);
    tally.push(ev, split.is_some());
}

/// "`statement` holds for every n = 3..=max_n": the first n where `fails` names a matrix and
/// why, or that it holds (a search part's outcome; its bound is the part's data).
pub fn every_n(
    statement: &str,
    max_n: usize,
    variant: Variant,
    mut fails: impl FnMut(usize) -> Option<(Matrix, String)>,
) -> Outcome {
    for n in 3..=max_n {
        if let Some((a, why)) = fails(n) {
            return Outcome::Fails(Refutation::new(
                format!("{statement} fails for n = {n}: {why}"),
                replay(&a, variant),
            ));
        }
    }
    Outcome::Holds(format!("{statement}: holds for n = 3..{max_n}"))
}

/// Every matrix of each shape up to its height: "every 2x2 matrix of height <= 8; every 3x3
/// matrix of height <= 4" (Seki-I matrices named as such), one extent per shape so a deep
/// run covers a quick one shape by shape.
pub fn shape_bound(shapes: &[(usize, usize, u32)], variant: Variant) -> Bound {
    shapes_in("", shapes, variant)
}

/// [`shape_bound`] with a prefix naming what is built from the matrices ("direct sums of two
/// parts: ").
pub fn shapes_in(prefix: &str, shapes: &[(usize, usize, u32)], variant: Variant) -> Bound {
    let v = variant_words(variant);
    shapes
        .iter()
        .map(|(m, n, h)| {
            Bound::family(
                &format!("{prefix}every {m}x{n}{v} matrix of {{}}"),
                [Range::at_most("height", *h)],
            )
        })
        .fold(Bound::default(), Bound::and)
}

/// A move as `cgcheck solve seki` lists it: "a12 3->2: loss" (the value for the mover).
pub fn move_text(a: &Matrix, i: usize, j: usize, w: Wdl) -> String {
    format!(
        "a{}{} {}->{}: {w}",
        i + 1,
        j + 1,
        a.get(i, j),
        a.get(i, j).saturating_sub(1)
    )
}

/// A type as `cgcheck solve seki` prints it: "type (W,W) (refined (W,W))".
pub fn type_text(t: &SekiType) -> String {
    format!("type {} (refined {})", t.coarse(), t.refined())
}
