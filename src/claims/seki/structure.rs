//! Checks of the structural claims: (0,1,2) magic squares and Conjecture 3 (section 7), the
//! extensions and Claim 16 (section 9), and Conjectures 1 and 2 with the paper's computation
//! ranges (sections 1, 1.9).

use super::bounds;
use super::predicates;
use super::predicates::predicate;
use super::remarks::once;
use super::support::{
    Solvers, csm_extensions, digits, every_n, notable, replay, replay_enum, shape_bound, type_text,
};
use crate::claims::QUICK_CHECK;
use crate::claims::part::{Hunter, Part, Reach, SekiSweep};
use crate::claims::{Bound, Compared, Depth, Outcome, Range, Refutation, Tally};
use crate::games::seki::analysis::{claim16_sequence, extension, extension_kind, magic_sum};
use crate::games::seki::canon::equivalent;
use crate::games::seki::{Matrix, Variant};
use crate::records::census::{CensusRecord, census_records};
use crate::records::census_check;
use std::sync::OnceLock;

const V: Variant = Variant::Seki;

/// SEKI-C13, over the n x n (0,1,2) matrices up to its bound.
pub const CLAIM_13: &[Part] = &[Part::seki(SekiSweep {
    shapes: |d| {
        (1..=bounds::get().claim_13.at(d))
            .map(|n| (n, n, 2))
            .collect()
    },
    variant: Variant::Seki,
    what: "(0,1,2) magic squares with s >= 2, and direct sums of them, are CSMs",
    bad: predicates::claim_13,
    shows: None,
    hunt: Some(Hunter {
        check: super::hunts::claim_13,
        instances: "random (0,1,2) magic squares 3x3..8x8 (solved within the budget; beyond it held by the proof's certificate, or skipped without one)",
    }),
})];

/// SEKI-Conj3 (and the (0,1,2) part of Conjecture 1's "square").
pub const CONJECTURE_3: &[Part] = &[Part::seki(SekiSweep {
    shapes: |d| bounds::get().conjecture_3.get(d).to_vec(),
    variant: Variant::Seki,
    what: "every (0,1,2) CSM is a direct sum of magic squares with s > 1",
    bad: predicates::conjecture_3,
    shows: None,
    hunt: Some(Hunter {
        check: super::hunts::conjecture_3,
        instances: "near-magic (0,1,2) matrices 4x4..7x7 (sums of permutation matrices, direct sums of two, perturbed)",
    }),
})];

/// SEKI-C15.
pub const CLAIM_15: &[Part] = &[Part::seki(SekiSweep {
    shapes: |d| bounds::get().claim_15.get(d).to_vec(),
    variant: V,
    what: "every (0,1) CSM is a direct sum of magic squares with s > 1",
    // Conjecture 3's test, on (0,1) matrices.
    bad: predicates::conjecture_3,
    shows: None,
    hunt: None,
})];

/// SEKI-9-ext. A^3_6 is read in the arrangement 302/033/231 (the one with a_12 = a_21 = 0
/// that the section's indices require; section 1.7.1 prints it as 320/213/033). The stated
/// tables (each a false entry refutes), then [3]'s count of non-CSM extensions, then the
/// first-player wins at lines of small sum.
pub const SECTION_9: &[Part] = &[
    Part::facts("the section 9 extension tables", section_9_tables).reaching(Reach {
        entries: |d| (section_9_cases(d).len(), section_9_cases(Depth::Deep).len()),
        rest: "extension tables of section 9 compared at this depth; C^3_2..C^3_6, C^3_8, C^3_9 and the (b), (g) lists are compared in deep mode (4x4 extensions take seconds each)",
    }),
    Part::search(
        "[3]'s five non-CSM extensions at s_i*, s_j* >= 4 of 2x2 and 3x3 CSMs (1 of A^3_6, 4 of A^3_7)",
        section_9_bound,
        |d| {
            let x = section_9_extensions(d);
            let detail = format!(
                "counterexamples to [3]'s claim among 2x2 and 3x3 CSMs of height <= {}: {} ({} in A^3_6); stated 5 (1 in A^3_6, 4 in A^3_7)",
                x.h, x.counter, x.in_a6
            );
            if x.counter == 5 && x.in_a6 == 1 {
                Outcome::Holds(detail)
            } else {
                Outcome::Differs(Refutation::new(detail, replay_enum(3, 3, x.h, V, "csm")))
            }
        },
    ),
    Part::search(SMALL_SUM, section_9_bound, |d| {
        let x = section_9_extensions(d);
        if x.small_sum_ok {
            Outcome::Holds(SMALL_SUM.into())
        } else {
            Outcome::Fails(Refutation::new(
                "an extension at a line with sum <= 3 is not a first-player win",
                replay_enum(3, 3, x.h, V, "csm"),
            ))
        }
    }),
];

/// SEKI-9-ext's last part.
const SMALL_SUM: &str =
    "s_i* <= 3 (s_j* <= 3): R (C) moving first wins in the (3,1,1,-1)-extension";

/// The CSMs whose extensions SEKI-9-ext's last two parts look at.
fn section_9_bound(depth: Depth) -> Bound {
    let h = bounds::get().section_9_ext.at(depth);
    Bound::family("every 2x2 and 3x3 CSM of {}", [Range::at_most("height", h)])
}

/// A table of section 9 (`registry/seki/section-9.toml`): a matrix, d, and the stated kind
/// of the (3,d,d,-d)-extension at each entry, rows separated by '/'.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ExtensionTable {
    name: String,
    matrix: String,
    d: u32,
    kinds: String,
    #[serde(default)]
    quick: bool,
}

impl ExtensionTable {
    /// The stated kind at (i, j), 0-based; `?` where the table has no such entry.
    fn kind(&self, i: usize, j: usize) -> &str {
        let row = self.kinds.split('/').nth(i).unwrap_or("");
        row.split_whitespace().nth(j).unwrap_or("?")
    }
}

/// The section 9 tables compared at `depth`: those marked quick, or in deep mode all.
fn section_9_cases(depth: Depth) -> Vec<&'static ExtensionTable> {
    #[derive(serde::Deserialize)]
    struct File {
        table: Vec<ExtensionTable>,
    }
    static TABLES: std::sync::OnceLock<Vec<ExtensionTable>> = std::sync::OnceLock::new();
    let all = TABLES.get_or_init(|| {
        toml::from_str::<File>(include_str!("../../../registry/seki/section-9.toml"))
            .unwrap_or_else(|e| panic!("registry/seki/section-9.toml: {e}"))
            .table
    });
    all.iter()
        .filter(|t| t.quick || depth == Depth::Deep)
        .collect()
}

/// The section 9 tables compared at `depth` (with the two identities the section states),
/// entry by entry.
fn section_9_tables(depth: Depth) -> Compared {
    let mut s = Solvers::default();
    let mut facts = Tally::default();
    // The two identities.
    facts.fact(
        extension(&digits("22/22"), 1, 1, 1)
            .is_some_and(|e| equivalent(&e, &digits("301/022/121"))),
        || "A^3_3 is not the (3,1,1,-1)-extension of A^2_4 at (2,2)".into(),
    );
    facts.fact(
        extension(&digits("23/32"), 2, 0, 0)
            .is_some_and(|e| equivalent(&e, &digits("320/203/032"))),
        || "A^3_5 is not the (3,2,2,-2)-extension of B^2_1 at (1,1)".into(),
    );
    let cases = section_9_cases(depth);
    let mut first_bad: Option<Matrix> = None;
    for table in &cases {
        let (name, d) = (&table.name, &table.d);
        let a = digits(&table.matrix);
        for i in 0..a.rows() {
            for j in 0..a.cols() {
                let mut want = table.kind(i, j);
                // "all extensions are CSMs" covers the defined ones only.
                if want == "CSM" && a.get(i, j) < *d {
                    want = "undef";
                }
                let got = extension_kind(&mut s, &a, *d, i, j);
                if got != want {
                    first_bad = first_bad.or_else(|| extension(&a, *d, i, j));
                }
                facts.fact(got == want, || {
                    format!(
                        "{name} (3,{d},{d},-{d}) at ({},{}): stated {want}, computed {got}",
                        i + 1,
                        j + 1
                    )
                });
            }
        }
    }
    let bad_replay =
        first_bad.unwrap_or_else(|| extension(&digits("033/331/312"), 1, 0, 1).expect("defined"));
    let shown = type_text(&s.kind(&bad_replay, V));
    facts
        .compared(
            format!("the section 9 extension tables of {} matrices", cases.len()),
            replay(&bad_replay, V),
        )
        .showing(shown)
}

/// [3]'s statement on the extensions of 2x2 and 3x3 CSMs (section 9), at a depth.
#[derive(Debug, Clone, Copy)]
struct Extensions {
    /// The CSMs' height bound.
    h: u32,
    /// Extensions at s_i*, s_j* >= 4 that are not CSMs.
    counter: usize,
    /// How many of them are extensions of A^3_6.
    in_a6: usize,
    /// Whether every extension at a line of sum <= 3 is a first-player win.
    small_sum_ok: bool,
}

/// [`Extensions`] at `depth`, computed once a process (two parts read it).
fn section_9_extensions(depth: Depth) -> Extensions {
    static DONE: [OnceLock<Extensions>; 2] = [OnceLock::new(), OnceLock::new()];
    *once(&DONE, depth, extensions_at)
}

fn extensions_at(depth: Depth) -> Extensions {
    let mut s = Solvers::default();
    let h = bounds::get().section_9_ext.at(depth);
    let mut counter = Vec::new();
    let mut small_sum_ok = true;
    for (n, hh) in [(2usize, 4u32), (3, h)] {
        for x in csm_extensions(n, n, hh) {
            let (ri, cj) = (x.row_sum, x.col_sum);
            let te = s.kind(&x.extension, V);
            if ri >= 4 && cj >= 4 && !te.is_csm() {
                counter.push(x.csm.clone());
            }
            if (ri <= 3 && te.r_first != crate::core::Wdl::Win)
                || (cj <= 3 && te.c_first != crate::core::Wdl::Win)
            {
                small_sum_ok = false;
            }
        }
    }
    let a6 = digits("320/213/033");
    Extensions {
        h,
        counter: counter.len(),
        in_a6: counter.iter().filter(|c| equivalent(c, &a6)).count(),
        small_sum_ok,
    }
}

/// SEKI-C16: the base facts, then each sequence for n = 3 up to the bound.
pub const CLAIM_16: &[Part] = &[
    Part::compared(C16_BASE, |_| claim_16_base()),
    Part::search(
        C16_SEQUENCES[0].2,
        |d| c16_bound(d, 0),
        |d| claim_16_sequence(d, 0),
    ),
    Part::search(
        C16_SEQUENCES[1].2,
        |d| c16_bound(d, 1),
        |d| claim_16_sequence(d, 1),
    ),
];

const C16_BASE: &str =
    "B^2_1 is not a CSM; the reconstructed sequences' 3x3 terms are A^3_3 and A^3_4";

/// The two sequences: (which, the family as the bound names it, the statement, the sum).
const C16_SEQUENCES: [(u32, &str, &str, u32); 2] = [
    (
        1,
        "every n x n term of the sequence from A^2_4 with {}",
        "the n x n term of the sequence from A^2_4 is a magic CSM of sum 4",
        4,
    ),
    (
        2,
        "every n x n term of the sequence from B^2_1 with {}",
        "the n x n term of the sequence from B^2_1 is a magic CSM of sum 5",
        5,
    ),
];

/// The terms of sequence `k` checked at `depth`: n = 3 up to the bound.
fn c16_bound(depth: Depth, k: usize) -> Bound {
    Bound::family(
        C16_SEQUENCES[k].1,
        [Range::between("n", 3, bounds::get().claim_16.at(depth))],
    )
}

/// B^2_1 and the 3x3 terms, each its own fact.
fn claim_16_base() -> Compared {
    let mut facts = Tally::default();
    facts.fact(
        !Solvers::default().kind(&claim16_sequence(2, 2), V).is_csm(),
        || "B^2_1 is a CSM".into(),
    );
    let terms = [
        (1, "A^2_4", "A^3_3", "301/022/121"),
        (2, "B^2_1", "A^3_4", "320/212/023"),
    ];
    for (k, from, name, text) in terms {
        let term = claim16_sequence(k, 3);
        facts.fact(equivalent(&term, &digits(text)), || {
            format!(
                "the 3x3 term of the sequence from {from} is {}, not {name}",
                term.compact()
            )
        });
    }
    facts.compared(C16_BASE, replay(&claim16_sequence(2, 2), V))
}

/// Sequence `k`'s terms for n = 3 up to the bound: the first that is not a magic CSM of the
/// sum refutes it.
fn claim_16_sequence(depth: Depth, k: usize) -> Outcome {
    let (d, _, statement, sum) = C16_SEQUENCES[k];
    let mut s = Solvers::default();
    every_n(statement, bounds::get().claim_16.at(depth), V, |n| {
        let a = claim16_sequence(d, n);
        let t = s.kind(&a, V);
        let magic = magic_sum(&a) == Some(sum);
        (!t.is_csm() || !magic).then(|| {
            let why = format!("{} is {} (magic {magic})", a.compact(), t.refined());
            (a, why)
        })
    })
}

/// SEKI-Conj1: no non-square matrix is a seki, over the enumerated shapes and, in deep mode,
/// the stored censuses of split runs past one machine's (`cgcheck merge --record` under
/// evidence/censuses/, each re-checked by `cgcheck check-census`): their counts say whether
/// any class is a seki. A stored census replaces an enumerated shape it covers, so the bound
/// is the enumerated shapes' and the stored censuses' (data both, never the run's).
pub const CONJECTURE_1: &[Part] = &[Part::search(
    "no non-square matrix is a seki",
    |d| {
        let stored = conjecture_1_stored(d).unwrap_or_default();
        let shapes: Vec<(usize, usize, u32)> = conjecture_1_cover(d, &stored)
            .into_iter()
            .map(|(shape, _)| shape)
            .collect();
        shape_bound(&shapes, V)
    },
    conjecture_1,
)
.reads(&[CENSUSES])];

/// Every stored census (`CENSUS_DIR`), as an artifact directory a part reads.
const CENSUSES: &str = "evidence/censuses/";

/// The stored censuses of non-square matrices SEKI-Conj1 reads at `depth` (none in quick
/// mode), or why one cannot be read.
fn conjecture_1_stored(depth: Depth) -> Result<Vec<(std::path::PathBuf, CensusRecord)>, String> {
    if depth == Depth::Quick {
        return Ok(Vec::new());
    }
    Ok(census_records(std::path::Path::new(CENSUS_DIR))?
        .into_iter()
        .filter(|(_, r)| r.variant == V.name() && r.m != r.n)
        .collect())
}

/// The shapes SEKI-Conj1 covers at `depth`, each with the index of the stored census it
/// comes from (`None`: enumerated here). A stored census of a shape no lower than an
/// enumerated one replaces it; one lower than a shape already covered adds nothing.
fn conjecture_1_cover(
    depth: Depth,
    stored: &[(std::path::PathBuf, CensusRecord)],
) -> Vec<((usize, usize, u32), Option<usize>)> {
    let mut covered: Vec<((usize, usize, u32), Option<usize>)> = bounds::get()
        .conjecture_1
        .get(depth)
        .iter()
        .map(|&shape| (shape, None))
        .collect();
    for (i, (_, r)) in stored.iter().enumerate() {
        let (m, n, h) = (r.m, r.n, r.h);
        if covered
            .iter()
            .any(|((a, b, hh), _)| *a == m && *b == n && *hh >= h)
        {
            continue;
        }
        covered.retain(|((a, b, hh), _)| !(*a == m && *b == n && *hh <= h));
        covered.push(((m, n, h), Some(i)));
    }
    covered
}

/// SEKI-Conj1's search: the notable matrices of each enumerated shape (they include every
/// non-square seki), then the stored censuses' seki counts.
fn conjecture_1(depth: Depth) -> Outcome {
    let p = predicate("SEKI-Conj1");
    let mut classes_of = Vec::new();
    for &(m, n, h) in bounds::get().conjecture_1.get(depth) {
        let c = notable(m, n, h, p.variant);
        classes_of.push(((m, n, h), c.classes));
        if let Some((a, why)) = c
            .kept
            .iter()
            .find_map(|(a, t)| (p.bad)(a, t).map(|why| (a, why)))
        {
            return Outcome::Fails(Refutation::new(
                format!("{}: {why}", a.compact()),
                replay(a, p.variant),
            ));
        }
    }
    let stored = match conjecture_1_stored(depth) {
        Ok(stored) => stored,
        Err(why) => return Outcome::Unsettled(format!("a stored census is unreadable: {why}")),
    };
    for (path, r) in &stored {
        let seki = r.count_coarse("(D,D)");
        if seki > 0 {
            return Outcome::Fails(
                Refutation::new(
                    format!(
                        "{seki} seki classes among the {} of the stored census {} of {}x{} matrices of height <= {}",
                        r.classes,
                        path.display(),
                        r.m,
                        r.n,
                        r.h
                    ),
                    replay_enum(r.m, r.n, r.h, V, "seki"),
                )
                .showing("matrices match --only seki"),
            );
        }
    }
    let cover = conjecture_1_cover(depth, &stored);
    let mut classes = 0;
    let mut texts = Vec::new();
    for (shape, from) in &cover {
        match from {
            None => {
                classes += classes_of
                    .iter()
                    .find(|(s, _)| s == shape)
                    .map_or(0, |(_, k)| *k);
            }
            Some(i) => {
                let (path, r) = &stored[*i];
                classes += r.classes;
                texts.push(format!(
                    "{}x{} of height <= {}: {} classes, from a run of {} part(s) recorded in {} (checksum {}, {:.0} s of parts)",
                    r.m,
                    r.n,
                    r.h,
                    r.classes,
                    r.parts,
                    path.display(),
                    r.checksum,
                    r.part_seconds
                ));
            }
        }
    }
    let stored_text = if texts.is_empty() {
        String::new()
    } else {
        format!("; stored censuses: {}", texts.join("; "))
    };
    Outcome::Holds(format!(
        "no seki among {classes} classes of non-square matrices (transposes are the same games with R and C exchanged){stored_text}"
    ))
}

/// Where merged censuses of split runs are stored (`cgcheck merge ... --record`).
pub const CENSUS_DIR: &str = "evidence/censuses";

/// SEKI-Conj2, compound: each statement of section 1.9.2 is its own part, so a reader sees
/// which are checked to a bound, which are shown by an example, and which no finite search
/// decides (issue 18: statuses at the right grain).
pub const CONJECTURE_2: &[Part] = &[
    // First, though the paper states it last (h(n) = n, "perhaps"): the frontier past the
    // paper is what a reader of CLAIMS.md's row looks for, and the row shows its start.
    Part::search(
        "the tallest 4x4 CSMs have height 4",
        // Height 4 when there is no stored census (the part then says it is open).
        |_| {
            let h = stored_4x4().and_then(Result::ok).map_or(4, |(_, r)| r.h);
            shape_bound(&[(4, 4, h)], V)
        },
        tallest_4x4,
    )
    .labelled("h(4) = 4: no 4x4 CSM taller than 4")
    .reads(&[CENSUSES]),
    Part::search(
        "the tallest 1x1 and 2x2 CSMs have height 2",
        |_| shape_bound(&[(1, 1, 15), (2, 2, 15)], V),
        |d| {
            let t = tallest_csms(d);
            let detail = format!(
                "the tallest 1x1 CSM has height {} (entries <= 15), the tallest 2x2 CSM {} (height <= 15)",
                t.h1, t.h2
            );
            tallest_within(detail, t.h1 == 2 && t.h2 == 2, t, 2, 15)
        },
    )
    .labelled("h(1) = h(2) = 2"),
    Part::search(
        "no 3x3 CSM is taller than 3",
        |d| shape_bound(&[(3, 3, conjecture_2_h3(d))], V),
        |d| {
            let t = tallest_csms(d);
            if let Some((path, why)) = &t.census_error {
                return unreadable_census(path, why);
            }
            let detail = format!(
                "the tallest 3x3 CSM of height <= {} has height {}{}",
                t.h3, t.hh3, t.census3
            );
            tallest_within(detail, t.hh3 == 3, t, 3, t.h3)
        },
    )
    .labelled("no 3x3 CSM of height 4..10 (h(3) = 3 likely)")
    .reads(&[CENSUSES]),
    Part::worked("Claim 16's 4x4 matrix is a CSM of height 3", |_| {
        let witness4 = claim16_sequence(1, 4);
        let mut facts = Tally::default();
        facts.fact(
            Solvers::default().kind(&witness4, V).is_csm() && witness4.height() == 3,
            || {
                format!(
                    "Claim 16's 4x4 matrix {} is not a CSM of height 3",
                    witness4.compact()
                )
            },
        );
        facts.example(
            |_| {
                Outcome::Holds(format!(
                    "a 4x4 CSM of height 3: {} (Claim 16's sequence)",
                    witness4.compact()
                ))
            },
            |why| {
                Outcome::Differs(
                    Refutation::new(why.join("; "), replay(&witness4, V))
                        .showing(witness4.spaced()),
                )
            },
        )
    })
    .labelled("h(4) >= 3"),
    Part::search(
        "Claim 16's sequence gives an n x n CSM of height 3",
        |d| Bound::between("n", 3, bounds::get().conjecture_2_sequence.at(d)),
        |d| {
            let seq_n = bounds::get().conjecture_2_sequence.at(d);
            let mut s = Solvers::default();
            if (3..=seq_n).all(|n| s.kind(&claim16_sequence(1, n), V).is_csm()) {
                Outcome::Holds(format!(
                    "Claim 16's sequence gives an n x n CSM of height 3 for n = 3..{seq_n}"
                ))
            } else {
                Outcome::Fails(
                    Refutation::new(
                        format!("Claim 16's sequence is not a CSM for some n <= {seq_n}"),
                        QUICK_CHECK,
                    )
                    .showing("refuted"),
                )
            }
        },
    )
    .labelled("h(n) >= 3 for n >= 3"),
    Part::search(
        "the tallest CSMs do not get shorter from 1x1 to 3x3",
        |_| Bound::at_most("n", 3),
        |d| {
            let t = tallest_csms(d);
            if t.h1 <= t.h2 && t.h2 <= t.hh3 {
                Outcome::Holds(format!(
                    "h(1) = {} <= h(2) = {} <= {}, the tallest 3x3 CSM of height <= {}",
                    t.h1, t.h2, t.hh3, t.h3
                ))
            } else {
                Outcome::Fails(
                    Refutation::new(
                        format!(
                            "the tallest CSMs: 1x1 {}, 2x2 {}, 3x3 {}",
                            t.h1, t.h2, t.hh3
                        ),
                        replay_enum(3, 3, t.h3, V, "csm"),
                    )
                    .showing("matrices match --only csm"),
                )
            }
        },
    )
    .labelled("h is non-decreasing"),
    Part::proof(
        "(i) finitely many n x n CSMs, (ii) h unbounded, h(n) = n",
        conjecture_2_frontier,
    )
    .labelled("(i) finitely many n x n CSMs, (ii) h unbounded, h(n) = n")
    .reads(&[CENSUSES]),
];

/// The tallest CSMs SEKI-Conj2 finds at a depth.
#[derive(Debug, Clone)]
struct Tallest {
    /// The tallest 1x1 and 2x2 CSMs (entries <= 15).
    h1: u32,
    h2: u32,
    /// The tallest 3x3 CSM of height <= `h3`.
    hh3: u32,
    /// How tall the 3x3 matrices looked at go (the stored census's height where there is one).
    h3: u32,
    /// The stored 3x3 census's words, if one took the 3x3 part on.
    census3: String,
    /// A stored 3x3 census that is there but cannot be read: (path, why).
    census_error: Option<(String, String)>,
    /// A CSM taller than its size allows, in words (the shared predicate's reason).
    too_tall: Option<String>,
}

/// How tall SEKI-Conj2's 3x3 part looks at `depth`: the enumeration's height, or in deep mode
/// a stored census of every 3x3 matrix taller than it (data, so the bound is never the run's).
fn conjecture_2_h3(depth: Depth) -> u32 {
    let h3 = bounds::get().conjecture_2_3x3.at(depth);
    match (depth, tallest_stored_census(3, h3)) {
        (Depth::Deep, Some(Ok((_, r)))) => r.h,
        _ => h3,
    }
}

/// [`Tallest`] at `depth`, computed once a process (four parts read it). The per-matrix part
/// (no n x n CSM is taller than h(n)) is the shared predicate, over the same notable matrices
/// (they include every CSM); the maxima say the heights are reached. Deep: a stored census of
/// every 3x3 matrix taller than this run's (`cgcheck enumerate seki 3x3 --max-height H --only
/// notable --record F`, re-checked by `cgcheck check-census`) takes the 3x3 part on: its
/// counts by refined type and height give the tallest CSM (type (L',L')) among all its classes.
fn tallest_csms(depth: Depth) -> &'static Tallest {
    static DONE: [OnceLock<Tallest>; 2] = [OnceLock::new(), OnceLock::new()];
    once(&DONE, depth, tallest_csms_at)
}

fn tallest_csms_at(depth: Depth) -> Tallest {
    let h3 = bounds::get().conjecture_2_3x3.at(depth);
    let max_h = |n: usize, h: u32| -> u32 {
        notable(n, n, h, V)
            .kept
            .iter()
            .filter(|(_, t)| t.is_csm())
            .map(|(a, _)| a.height())
            .max()
            .unwrap_or(0)
    };
    let p = predicate("SEKI-Conj2");
    let too_tall = [(1, 15), (2, 15), (3, h3)].into_iter().find_map(|(n, h)| {
        notable(n, n, h, p.variant)
            .kept
            .iter()
            .find_map(|(a, t)| (p.bad)(a, t).map(|why| format!("{}: {why}", a.compact())))
    });
    let mut t = Tallest {
        h1: max_h(1, 15),
        h2: max_h(2, 15),
        hh3: max_h(3, h3),
        h3,
        census3: String::new(),
        census_error: None,
        too_tall,
    };
    if depth == Depth::Deep {
        match tallest_stored_census(3, h3) {
            Some(Err(unreadable)) => t.census_error = Some(unreadable),
            Some(Ok((path, r))) => {
                t.hh3 = t.hh3.max(tallest_counted_csm(&r));
                t.h3 = r.h;
                t.census3 = format!(
                    " (heights {}..{} from the stored census {path}: {} classes, checksum {})",
                    h3 + 1,
                    r.h,
                    r.classes,
                    r.checksum
                );
            }
            None => {}
        }
    }
    t
}

/// The height of the tallest CSMs (type (L',L')) a stored census counts, 0 if none.
fn tallest_counted_csm(r: &CensusRecord) -> u32 {
    r.counts
        .iter()
        .filter(|(refined, _, _, count)| refined == "(L',L')" && *count > 0)
        .map(|x| x.2)
        .max()
        .unwrap_or(0)
}

/// `detail` holds when the tallest `m x m` CSMs have the stated height (`reached`) and no CSM
/// is taller than stated; else the refutation is the listing of the `m x m` CSMs of height
/// <= `h`, with the too-tall matrix named where the predicate found one.
fn tallest_within(detail: String, reached: bool, t: &Tallest, m: usize, h: u32) -> Outcome {
    match &t.too_tall {
        None if reached => Outcome::Holds(detail),
        tall => Outcome::Fails(
            Refutation::new(
                format!(
                    "{detail}{}",
                    tall.as_ref().map(|w| format!("; {w}")).unwrap_or_default()
                ),
                replay_enum(m, m, h, V, "csm"),
            )
            .showing("matrices match --only csm"),
        ),
    }
}

/// Conjecture 2's statements no finite search decides, with the frontier reached. Past the
/// paper ("we only know that h(4) >= 3") the frontier is the part on h(4) ([`tallest_4x4`],
/// from a stored census of every 4x4 matrix), which deep mode used to enumerate again here
/// (the census of height <= 4 took minutes; the one of height <= 5 takes over an hour).
fn conjecture_2_frontier(depth: Depth) -> Outcome {
    let t = tallest_csms(depth);
    Outcome::Unsettled(format!(
        "not decidable by a finite search: (i) and h(n) = n quantify over every height, (ii) over every n; the frontier reached: h(1) = {}, h(2) = {} and the tallest 3x3 CSM {} within the bounds above (h(n) = n holds there), a 4x4 CSM of height 3 (the paper's), and the tallest 4x4 CSMs in the part on h(4) above",
        t.h1, t.h2, t.hh3
    ))
}

/// The tallest stored census of every 4x4 matrix (the frontier past the paper, which knew
/// h(4) >= 3): `cgcheck enumerate seki 4x4 --max-height H --only notable --record F`,
/// re-checked by `cgcheck check-census` (CI and `tests/censuses.rs`).
fn stored_4x4() -> Stored {
    tallest_stored_census(4, 3)
}

/// SEKI-Conj2 at n = 4, from the stored census of every 4x4 matrix of height <= H
/// ([`stored_4x4`]): its counts by refined type and height give the tallest CSMs (type
/// (L',L')) among all its classes, and one listed CSM of that height is re-solved here. The
/// guess h(n) = n says they have height 4: it holds within height H when the tallest have
/// height 4 (a taller CSM past H is not excluded), fails on a CSM of height 5..H (then h(4) >=
/// 5), and is open when H is 4 (nothing above 4 was looked at).
fn tallest_4x4(_: Depth) -> Outcome {
    match stored_4x4() {
        None => Outcome::Unsettled(
            "no census of every 4x4 matrix of height >= 4 is stored (`cgcheck enumerate seki 4x4 --max-height 5 --only notable --limit 10000000 --record evidence/censuses/seki-4x4-h5.json`)".to_string(),
        ),
        Some(Err((path, why))) => unreadable_census(path, why),
        Some(Ok((path, r))) => tallest_4x4_in(&path, &r),
    }
}

/// [`tallest_4x4`]'s judgement of the census `r` stored at `path`: nothing it counts or
/// lists is taken on trust where it decides the answer (a counted CSM of the tallest height
/// must be listed, and the one listed is re-solved).
pub fn tallest_4x4_in(path: &str, r: &CensusRecord) -> Outcome {
    if (r.m, r.n, r.variant.as_str()) != (4, 4, V.name()) {
        return Outcome::Differs(Refutation::new(
            format!(
                "the stored catalogue {path} is a census of {}x{} {} matrices, not of 4x4 {} ones",
                r.m,
                r.n,
                r.variant,
                V.name()
            ),
            format!("cgcheck check-census {path}"),
        ));
    }
    let csm = |refined: &str| refined == "(L',L')";
    let tallest = tallest_counted_csm(r);
    let at_tallest: u64 = r
        .counts
        .iter()
        .filter(|(refined, _, h, _)| csm(refined) && *h == tallest)
        .map(|x| x.3)
        .sum();
    let census = format!(
        "the stored census {path} of every 4x4 matrix of height <= {} ({} classes, checksum {})",
        r.h, r.classes, r.checksum
    );
    if tallest < 4 {
        // Every 4x4 matrix of height 4 was classified (r.h >= 4: the file is the tallest
        // of height above 3) and none is a CSM.
        return Outcome::Fails(Refutation::new(
            format!(
                "{census}: no 4x4 CSM has height 4 (the tallest counted: {tallest}), so h(n) = n fails at n = 4"
            ),
            format!("cgcheck enumerate seki 4x4 --max-height {} --only csm", r.h),
        ));
    }
    let witness = r
        .kept
        .iter()
        .filter(|(_, _, refined)| csm(refined))
        .filter_map(|(text, _, _)| Matrix::parse(text).ok())
        .find(|a| a.height() == tallest);
    let Some(a) = witness else {
        return Outcome::Differs(Refutation::new(
            format!("{census} counts {at_tallest} CSMs of height {tallest} but lists none"),
            format!("cgcheck check-census {path}"),
        ));
    };
    let solved = Solvers::default().kind(&a, V);
    if !solved.is_csm() {
        return Outcome::Differs(Refutation::new(
            format!(
                "{census} lists {} as a CSM, but it is {}",
                a.compact(),
                solved.refined()
            ),
            replay(&a, V),
        ));
    }
    let found = format!(
        "{census}: the tallest 4x4 CSMs have height {tallest}, {at_tallest} classes, e.g. {} (re-solved here: a CSM), so h(4) >= {tallest}",
        a.compact()
    );
    if tallest > 4 {
        Outcome::Fails(
            Refutation::new(format!("{found}: h(n) = n fails at n = 4"), replay(&a, V))
                .showing("a complete seki (CSM)"),
        )
    } else if r.h <= 4 {
        Outcome::Unsettled(format!(
            "{found}; whether a 4x4 CSM of height 5 exists needs every 4x4 matrix of height 5"
        ))
    } else {
        Outcome::Holds(format!(
            "{found}; none has height 5..{}: h(4) = 4 unless a 4x4 CSM taller than {} exists",
            r.h, r.h
        ))
    }
}

/// The stored catalogues of the paper's computation ranges, in the order of
/// [`PAPER_RANGES`] (`stored_catalogue(m, n, h)`'s names; [`stored_range`] checks that each
/// record is of its range).
const PAPER_RANGE_FILES: [&str; 6] = [
    "evidence/censuses/seki-3x3-h10.json",
    "evidence/censuses/seki-3x4-h6.json",
    "evidence/censuses/seki-3x5-h4.json",
    "evidence/censuses/seki-4x5-h2.json",
    "evidence/censuses/seki-4x4-h3.json",
    "evidence/censuses/seki-5x5-h2.json",
];

/// The paper's computation ranges (m, n, largest entry), section 1.7.
const PAPER_RANGES: [(usize, usize, u32); 6] = [
    (3, 3, 10),
    (3, 4, 6),
    (3, 5, 4),
    (4, 5, 2),
    (4, 4, 3),
    (5, 5, 2),
];

/// A stored census record and its path, if there is a file: an error (path, why) when it
/// cannot be read.
type Stored = Option<Result<(String, CensusRecord), (String, String)>>;

/// The stored catalogue (census record) of an m x n range of height <= h, if any:
/// `evidence/censuses/seki-MxN-hH.json` (issue 15, item 4). `None` when there is none; an
/// error naming the file when one is there but cannot be read (too large, not text, not a
/// census record), with its path: a check resting on it says so, never skips it as if it
/// were absent.
pub(super) fn stored_catalogue(m: usize, n: usize, h: u32) -> Stored {
    catalogue_at(&format!("{CENSUS_DIR}/{}-{m}x{n}-h{h}.json", V.name()))
}

/// The census record stored at `path`, if there is a file: [`stored_catalogue`]'s reading.
fn catalogue_at(path: &str) -> Stored {
    let path = path.to_string();
    std::fs::symlink_metadata(&path).ok()?;
    let read = crate::core::files::read_text_capped(
        std::path::Path::new(&path),
        crate::core::files::MAX_CENSUS_BYTES,
        "the stored catalogue",
    )
    .map_err(|e| e.to_string())
    .and_then(|text| {
        serde_json::from_str::<CensusRecord>(&text)
            .map_err(|e| format!("the stored catalogue {path} is not a census record: {e}"))
    });
    Some(read.map(|r| (path.clone(), r)).map_err(|why| (path, why)))
}

/// The tallest stored census of every n x n Seki matrix of height above `above`
/// (`evidence/censuses/seki-NxN-hH.json`), if any; an error naming the file when the tallest
/// one there cannot be read.
fn tallest_stored_census(n: usize, above: u32) -> Stored {
    (above + 1..=crate::games::seki::canon::MAX_PACKED_ENTRY)
        .rev()
        .find_map(|h| stored_catalogue(n, n, h))
}

/// A stored census that cannot be read, as a value that differs: the part resting on it has
/// not checked it.
fn unreadable_census(path: impl std::fmt::Display, why: impl std::fmt::Display) -> Outcome {
    Outcome::Differs(Refutation::new(
        format!("the stored catalogue {path}: {why}"),
        format!("cgcheck check-census {path}"),
    ))
}

/// The stored catalogue of range `i` (its file in [`PAPER_RANGE_FILES`]), or what is wrong
/// with it, a missing file included, as a compared entry that differs: the check that rests
/// on it has not checked it.
fn range_catalogue(i: usize) -> Result<(String, CensusRecord), Compared> {
    let path = PAPER_RANGE_FILES[i];
    catalogue_at(path)
        .unwrap_or_else(|| {
            Err((
                path.into(),
                "there is no stored catalogue of this range".into(),
            ))
        })
        .map_err(|(path, why)| {
            let mut facts = Tally::default();
            facts.fact(false, || why);
            facts.compared(
                format!("the stored catalogue {path}"),
                format!("cgcheck check-census {path}"),
            )
        })
}

/// SEKI-comp's parts for the ranges `$i`: each range's stored catalogue re-checked (both
/// depths); in quick mode a `Partial` finding for the enumeration; in deep mode each range
/// enumerated and classified, then its stored catalogue compared with this run's census.
macro_rules! computation_ranges {
    ($($i:literal),*) => {
        &[
            $(
                Part::compared(
                    "the stored catalogue of a computation range re-checked",
                    |d| stored_range(d, $i),
                )
                .reads(&[PAPER_RANGE_FILES[$i]]),
            )*
            Part::search(
                "every matrix of the paper's computation ranges classified",
                |_| shape_bound(&PAPER_RANGES, V),
                |_| Outcome::Partial {
                    done: 0,
                    total: PAPER_RANGES.len() as u64,
                    why: "computation ranges of the paper enumerated at this depth: they are enumerated by `cgcheck verify --deep --claim SEKI-comp`".into(),
                },
            )
            .only_at(Depth::Quick),
            $(
                Part::search(
                    "every matrix of the computation range classified",
                    |_| shape_bound(&[PAPER_RANGES[$i]], V),
                    |_| classified(PAPER_RANGES[$i]),
                )
                .only_at(Depth::Deep),
                Part::compared("the stored catalogue against this run's census", |_| {
                    against_census($i)
                })
                .only_at(Depth::Deep)
                .reads(&[PAPER_RANGE_FILES[$i]]),
            )*
        ]
    };
}

/// SEKI-comp: the paper's computation ranges, each enumerated and classified (deep mode),
/// and their stored catalogues re-checked (both modes): every listed matrix re-solved, the
/// counts adding up, the listing complete; in quick mode the low heights recounted, in deep
/// mode the whole census compared with this run's (checksum and counts).
pub const COMPUTATION_RANGES: &[Part] = computation_ranges!(0, 1, 2, 3, 4, 5);

/// A range's stored catalogue re-checked: every listed matrix re-solved (within caps that
/// keep the quick run short; the deep run re-solves more), the counts adding up, the listing
/// complete; in quick mode the low heights recounted.
fn stored_range(depth: Depth, i: usize) -> Compared {
    let (m, n, h) = PAPER_RANGES[i];
    let (path, r) = match range_catalogue(i) {
        Ok(found) => found,
        Err(c) => return c,
    };
    let caps = match depth {
        Depth::Quick => census_check::Caps {
            reference: 20_000,
            fast: 1_000_000,
        },
        Depth::Deep => census_check::Caps::default(),
    };
    let mut checked = census_check::check(&r, None, caps);
    let mut problems = std::mem::take(&mut checked.problems);
    if (r.variant.as_str(), r.m, r.n, r.h) != (V.name(), m, n, h) {
        problems.push(format!(
            "{path} is a census of {} {}x{} matrices of height <= {}, not of the range {m}x{n} of height <= {h}",
            r.variant, r.m, r.n, r.h
        ));
    }
    if depth == Depth::Quick {
        let low = if m * n <= 9 { 5 } else { 1 };
        match census_check::recount(&r, low.min(h)) {
            Ok(p) => problems.extend(p),
            Err(e) => problems.push(e),
        }
    }
    // One entry per listed matrix (its problems), and one for the record: its range, counts
    // and listing (in quick mode, its low heights recounted).
    let mut facts = Tally::default();
    let listed = (0..r.kept.len()).map(|i| checked.listed_problems.remove(&i).unwrap_or_default());
    for found in std::iter::once(problems).chain(listed) {
        facts.fact(found.is_empty(), || found.join("; "));
    }
    facts.compared(
        format!(
            "the stored catalogue {path} ({} classes, {} listed matrices: {} re-solved by the literal reference solver, {} by the fast solver, {} with a state space above the caps not re-solved, {} of them CSMs, semi-CSMs or (W,W); counts and listing checked{})",
            r.classes,
            r.kept.len(),
            checked.resolved,
            checked.resolved_fast,
            checked.skipped,
            checked.skipped_named,
            if depth == Depth::Quick {
                ", low heights recounted"
            } else {
                ""
            }
        ),
        format!("cgcheck check-census {path}"),
    )
}

/// Every matrix of a range enumerated and classified.
fn classified((m, n, h): (usize, usize, u32)) -> Outcome {
    let c = notable(m, n, h, V);
    Outcome::Holds(format!(
        "{} classes classified in {:.1} s (widest level {}; peak memory of the run so far {} MiB)",
        c.classes,
        c.seconds,
        c.widest_level,
        crate::core::run_info::peak_rss().unwrap_or(0) >> 20
    ))
}

/// A range's stored catalogue against this run's census: the same checksum and counts per
/// type and height.
fn against_census(i: usize) -> Compared {
    let (m, n, h) = PAPER_RANGES[i];
    let (path, r) = match range_catalogue(i) {
        Ok(found) => found,
        Err(c) => return c,
    };
    let c = notable(m, n, h, V);
    let fresh: Vec<(String, String, u32, u64)> = c
        .counts
        .iter()
        .map(|((a, b, hh), k)| (a.clone(), b.clone(), *hh, *k))
        .collect();
    let mut facts = Tally::default();
    facts.fact(
        r.checksum == format!("{:016x}", c.checksum) && r.counts == fresh,
        || {
            format!(
                "the stored catalogue (checksum {}) differs from this run's census (checksum {:016x})",
                r.checksum, c.checksum
            )
        },
    );
    facts.compared(
        format!("{path} against this run's census (checksum, counts per type and height)"),
        format!("cgcheck check-census {path}"),
    )
}
