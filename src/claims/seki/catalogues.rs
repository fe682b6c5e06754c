//! Checks of the paper's catalogues: the 3x3 CSMs, magic squares and semi-CSMs (section 1.7),
//! the types of section 3, the 4x4 magic squares of height 3 (section 1.8) and the
//! non-symmetrizable CSMs of section 8.

use super::bounds;
use super::facts;
use super::support::{Solvers, digits, kept_where, notable, replay, replay_enum, shape_bound};
use crate::claims::QUICK_CHECK;
use crate::claims::{Bound, Compared, Depth, Outcome, Part, Range, Reach, Refutation, Tally};
use crate::games::seki::analysis::{components, is_symmetrizable, magic_sum, uncertified_moves};
use crate::games::seki::canon::{canonical_matrix, equivalent};
use crate::games::seki::rules::active_moves;
use crate::games::seki::{Matrix, Variant};
use std::collections::BTreeSet;

const V: Variant = Variant::Seki;

/// The paper's printed catalogues and lists (`registry/seki/catalogues.toml`), as printed.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Printed {
    csm_3x3: Vec<(String, String)>,
    semi: Catalogue,
    r_wins: Catalogue,
    wd: Catalogue,
    ww: Catalogue,
    nonmagic: [String; 4],
    /// Figure 3's dame sets (section 11.2).
    pub figure_3: Vec<super::audit::DameSet>,
    /// Figure 4's dame sets (section 11.3).
    pub figure_4: Vec<super::audit::DameSet>,
}

/// The printed catalogues, read once.
pub fn printed_data() -> &'static Printed {
    static PRINTED: std::sync::OnceLock<Printed> = std::sync::OnceLock::new();
    PRINTED.get_or_init(|| {
        toml::from_str(include_str!("../../../registry/seki/catalogues.toml"))
            .unwrap_or_else(|e| panic!("registry/seki/catalogues.toml: {e}"))
    })
}

/// The 3x3 CSMs of section 1.7.1: B^3_1..B^3_11, the two non-magic direct sums, A^3_1..A^3_7.
pub fn csm_3x3() -> Vec<(&'static str, Matrix)> {
    printed_data()
        .csm_3x3
        .iter()
        .map(|(n, t)| (n.as_str(), digits(t)))
        .collect()
}

/// The CSM `name` of the catalogue of section 1.7.1.
pub fn catalogued(name: &str) -> Matrix {
    csm_3x3()
        .into_iter()
        .find(|(n, _)| *n == name)
        .map_or_else(|| panic!("{name} is not catalogued"), |(_, a)| a)
}

fn canon_set(list: &[Matrix]) -> BTreeSet<Matrix> {
    list.iter().map(canonical_matrix).collect()
}

/// SEKI-1.7.1: the catalogue, then the stated relations.
pub const SECTION_1_7_1: &[Part] = &[
    Part::search(
        "the 3x3 CSMs are exactly the paper's 20 (B^3_1..B^3_11, two direct sums, A^3_1..A^3_7)",
        catalogue_3x3_bound,
        section_1_7_1,
    ),
    Part::compared(RELATIONS_1_7_1, |_| relations_1_7_1()),
];

/// Every 3x3 matrix of the catalogue's height at `depth`.
fn catalogue_3x3_bound(depth: Depth) -> Bound {
    shape_bound(&[(3, 3, bounds::get().catalogue_3x3.at(depth))], V)
}

const RELATIONS_1_7_1: &str = "A^3_6, A^3_7 and symmetric magic squares; B^3_1, B^3_10 direct sums";

/// The 3x3 CSMs of the height against the paper's list.
fn section_1_7_1(depth: Depth) -> Outcome {
    let h = bounds::get().catalogue_3x3.at(depth);
    let c = notable(3, 3, h, V);
    let found = kept_where(&c, |_, t| t.is_csm());
    let stated = canon_set(&csm_3x3().into_iter().map(|x| x.1).collect::<Vec<_>>());
    let extra: Vec<String> = found.difference(&stated).map(|a| a.compact()).collect();
    let missing: Vec<String> = stated.difference(&found).map(|a| a.compact()).collect();
    if extra.is_empty() && missing.is_empty() {
        Outcome::Holds(format!(
            "the 3x3 CSMs are exactly the paper's 20 (B^3_1..B^3_11, two direct sums, A^3_1..A^3_7); {} classes classified",
            c.classes
        ))
    } else {
        Outcome::Fails(Refutation::new(
            format!(
                "3x3 CSMs of height <= {h} differ from the paper's list: not listed {extra:?}, listed but not CSMs {missing:?}"
            ),
            replay_enum(3, 3, h, V, "csm"),
        ))
    }
}

/// The relations of A^3_6 and A^3_7 to symmetric magic squares, and the direct sums.
fn relations_1_7_1() -> Compared {
    let mut facts = Tally::default();
    let m6 = digits("420/213/033");
    let m7 = digits("033/321/312");
    for m in [&m6, &m7] {
        facts.fact(m.is_symmetric() && magic_sum(m).is_some(), || {
            format!("{} is not a symmetric magic square", m.compact())
        });
    }
    let (a6, a7) = (catalogued("A^3_6"), catalogued("A^3_7"));
    facts.fact(
        active_moves(&m6)
            .iter()
            .any(|&(i, j)| equivalent(&m6.reduced(i, j), &a6)),
        || "A^3_6 is not one move from 420/213/033".into(),
    );
    facts.fact(
        active_moves(&a7)
            .iter()
            .any(|&(i, j)| equivalent(&a7.reduced(i, j), &m7)),
        || "A^3_7 does not reduce in one move to 033/321/312".into(),
    );
    for (name, t, blocks) in [("B^3_1", "002/020/200", 3), ("B^3_10", "200/011/011", 2)] {
        facts.fact(components(&digits(t)).blocks.len() == blocks, || {
            format!("{name} is not a direct sum of {blocks} CSMs")
        });
    }
    facts.compared(RELATIONS_1_7_1, replay(&a7, V))
}

/// SEKI-1.7.2's first part (its second: the stated winning first moves).
const WHICH_ARE_WW: &str = "exactly three (W,W), the others seki";

/// SEKI-1.7.2, by part: which magic squares are (W,W), and the stated winning first moves.
pub const SECTION_1_7_2: &[Part] = &[
    Part::search(
        "exactly three 3x3 magic squares are (W,W); every other is (D',D') or (L',L')",
        |d| {
            Bound::family(
                "every 3x3 magic square of {}",
                [Range::at_most("height", bounds::get().catalogue_3x3.at(d))],
            )
        },
        which_are_ww,
    )
    .labelled(WHICH_ARE_WW),
    facts::part!(facts "SEKI-1.7.2 moves", "the stated winning first moves (3 -> 2)")
        .labelled("the stated winning first moves of R and C"),
];

/// The 3x3 magic squares of the height: which are (W,W), and that the others are seki.
fn which_are_ww(depth: Depth) -> Outcome {
    let h = bounds::get().catalogue_3x3.at(depth);
    let c = notable(3, 3, h, V);
    let magic: Vec<_> = c
        .kept
        .iter()
        .filter(|(a, _)| magic_sum(a).is_some())
        .collect();
    let ww = kept_where(&c, |a, t| magic_sum(a).is_some() && t.first_player_wins());
    let stated = canon_set(&[
        digits("100/010/001"),
        digits("033/321/312"),
        digits("034/313/430"),
    ]);
    let other_bad: Vec<String> = magic
        .iter()
        .filter(|(_, t)| {
            !(t.first_player_wins() || t.refined() == "(D',D')" || t.refined() == "(L',L')")
        })
        .map(|(a, t)| format!("{} {}", a.compact(), t.refined()))
        .collect();
    if ww != stated || !other_bad.is_empty() {
        let mut r = Refutation::new(
            format!(
                "3x3 magic squares of height <= {h}: (W,W) ones {:?}; others not seki {:?}",
                ww.iter().map(|a| a.compact()).collect::<Vec<_>>(),
                other_bad
            ),
            replay_enum(3, 3, h, V, "magic"),
        );
        // The enumeration lists the matrices: the first (W,W) one the paper does not state,
        // or else the first one that is neither (W,W) nor a seki.
        if let Some(a) = ww.symmetric_difference(&stated).next() {
            r = r.showing(a.compact());
        } else if let Some(x) = other_bad.first() {
            r = r.showing(x.clone());
        }
        return Outcome::Fails(r);
    }
    Outcome::Holds(format!(
        "exactly three of {} magic squares are (W,W); every other is (D',D') or (L',L') (reading: a complete seki cannot be 'started')",
        magic.len()
    ))
}

/// SEKI-1.7.3.
pub const SECTION_1_7_3: &[Part] = &[
    facts::part!(
        "SEKI-1.7.3",
        "A^3_8 and A^3_9: types and the stated move analysis"
    ),
    facts::part!(
        "SEKI-1.7.3 strict",
        "both obtained matrices are seki, not complete"
    )
    .under_reading("strict: 'the obtained matrix is a (not complete) seki' means type (D,D)"),
    facts::part!("SEKI-1.7.3 loose", "R's stated replies keep the draw")
        .under_reading("loose: 'seki' means the game goes on drawn"),
    Part::search(
        "the 3x3 semi-CSMs are exactly A^3_8, A^3_9 and their transposes",
        catalogue_3x3_bound,
        semi_csms_3x3,
    ),
];

/// A^3_8 as section 1.7.3 prints it.
pub fn a3_8() -> Matrix {
    digits("033/403/430")
}

/// The only 3x3 semi-CSMs of the height.
fn semi_csms_3x3(depth: Depth) -> Outcome {
    // A^3_9 as section 1.7.3 prints it.
    let (a8, a9) = (a3_8(), digits("035/305/440"));
    let h = bounds::get().catalogue_3x3.at(depth);
    let found = kept_where(&notable(3, 3, h, V), |_, t| t.is_semi_csm());
    let stated = canon_set(&[a8.clone(), a9.clone(), a8.transpose(), a9.transpose()]);
    if found == stated {
        Outcome::Holds("the semi-CSMs are exactly A^3_8, A^3_9 and their transposes".to_string())
    } else {
        Outcome::Fails(Refutation::new(
            format!(
                "3x3 semi-CSMs of height <= {h}: {:?}",
                found.iter().map(|a| a.compact()).collect::<Vec<_>>()
            ),
            replay_enum(3, 3, h, V, "semi-csm"),
        ))
    }
}

/// SEKI-3-3x3-types.
pub const SECTION_3_TYPES: &[Part] = &[Part::search(
    "3x3 magic squares take only (W,W), (D',D'), (L',L') and there are four semi-CSMs; the types 3x3 matrices take",
    catalogue_3x3_bound,
    section_3_types,
)];

/// The types of the 3x3 census.
fn section_3_types(depth: Depth) -> Outcome {
    let h = bounds::get().catalogue_3x3.at(depth);
    let c = notable(3, 3, h, V);
    let magic_types: BTreeSet<String> = c.magic_counts.keys().map(|(t, _)| t.clone()).collect();
    let all_types: BTreeSet<String> = c.counts.keys().map(|(t, _, _)| t.clone()).collect();
    let allowed = |t: &String| ["(W,W)", "(D',D')", "(L',L')"].contains(&t.as_str());
    let semi = c.count_refined("(D',L')") + c.count_refined("(L',D')");
    if !magic_types.iter().all(allowed) || semi != 4 {
        return Outcome::Fails(Refutation::new(
            format!(
                "3x3 magic squares of height <= {h} have types {magic_types:?}; semi-CSMs {semi}"
            ),
            replay_enum(3, 3, h, V, "magic"),
        ));
    }
    Outcome::Holds(format!(
        "magic squares take only (W,W), (D',D'), (L',L'); all 3x3 matrices take {} of the nine types: {}",
        all_types.len(),
        all_types.into_iter().collect::<Vec<_>>().join(" ")
    ))
}

/// A section 1.8 list (printed column by column).
fn columns(rows: &[String; 4]) -> Vec<Matrix> {
    let cols: Vec<Vec<&str>> = rows
        .iter()
        .map(|r| r.split_whitespace().collect())
        .collect();
    (0..cols[0].len())
        .map(|k| digits(&cols.iter().map(|c| c[k]).collect::<Vec<_>>().join("/")))
        .collect()
}

/// A printed list of section 1.8: 4x4 magic squares of height 3 of one refined type, and how
/// many of them the paper says there are.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalogue {
    /// Their refined type.
    refined: String,
    /// How many the paper says there are.
    stated: usize,
    /// What the type means, in words.
    what: String,
    /// How many printed matrices come first that another part checks.
    #[serde(default)]
    skip: usize,
    /// The printed lines ([`columns`]).
    lines: [String; 4],
}

impl Catalogue {
    /// The printed matrices (for (W,W), the examples after the identity).
    fn list(&self) -> Vec<Matrix> {
        columns(&self.lines).split_off(self.skip)
    }
}

/// The stored catalogue of every 4x4 matrix of height <= 3 (`stored_catalogue(4, 4, 3)`).
const CATALOGUE_4X4_H3: &str = "evidence/censuses/seki-4x4-h3.json";

/// The parts of the section 1.8 list `$c` (its table in the printed data): each printed
/// matrix's type; the exhaustive count (deep mode); the count as the stored catalogue records
/// it (quick mode, without the enumeration); then the `$extra` parts.
macro_rules! section_1_8_parts {
    ($c:ident $(, $extra:expr)*) => {
        [
            Part::compared("each printed matrix is a magic square of height 3 of the type", |d| {
                printed(d, &printed_data().$c)
            }),
            Part::search(
                "every 4x4 magic square of height 3 of the type is printed, and there are as many as stated",
                |_| shape_bound(&[(4, 4, 3)], V),
                |d| counted(d, &printed_data().$c),
            )
            .reads(&[CATALOGUE_4X4_H3]),
            Part::compared(
                "the stored catalogue's count of the type's magic squares of height 3",
                |_| stored_count(&printed_data().$c),
            )
            .only_at(Depth::Quick)
            .reads(&[CATALOGUE_4X4_H3]),
            $($extra,)*
        ]
    };
}

/// SEKI-1.8-semi.
pub const SECTION_1_8_SEMI: &[Part] = &section_1_8_parts!(semi);
/// SEKI-1.8-Rwins.
pub const SECTION_1_8_R_WINS: &[Part] = &section_1_8_parts!(r_wins);
/// SEKI-1.8-WD.
pub const SECTION_1_8_WD: &[Part] = &section_1_8_parts!(wd);

/// SEKI-1.8-WW: the list's parts, then the identity, the first printed example (height 1).
pub const SECTION_1_8_WW: &[Part] = &section_1_8_parts!(
    ww,
    facts::part!(
        "SEKI-1.8-WW identity",
        "the printed example 0001/0010/0100/1000 (height 1) is (W,W)"
    )
);

/// Each printed matrix of `c` (all of them at the deep depth) solved: of the type, of height
/// 3, magic (or a CSM); and no two the same up to permutation.
fn printed(depth: Depth, c: &Catalogue) -> Compared {
    let (list, refined) = (c.list(), c.refined.as_str());
    let mut s = Solvers::default();
    let mut facts = Tally::default();
    // The replay of the first failure, and what it prints that shows it.
    let mut first_bad: Option<(Matrix, String)> = None;
    let solved = list.len().min(bounds::get().section_1_8_listed.at(depth));
    for a in &list[..solved] {
        let t = s.kind(a, V);
        let ok = t.refined() == refined
            && a.height() == 3
            && (magic_sum(a).is_some() || refined == "(L',L')");
        facts.fact(ok, || {
            first_bad.get_or_insert_with(|| (a.clone(), super::support::type_text(&t)));
            format!(
                "{} is {} (height {}, magic {})",
                a.compact(),
                t.refined(),
                a.height(),
                magic_sum(a).is_some()
            )
        });
    }
    let distinct = canon_set(&list).len();
    facts.fact(distinct == list.len(), || {
        let canon: Vec<Matrix> = list.iter().map(canonical_matrix).collect();
        let twin = (0..list.len())
            .flat_map(|j| (0..j).map(move |i| (i, j)))
            .find(|&(i, j)| canon[i] == canon[j]);
        let pair = twin.map_or(String::new(), |(i, j)| {
            first_bad.get_or_insert_with(|| {
                (
                    list[j].clone(),
                    format!("largest row-major reading): {}", canon[j].spaced()),
                )
            });
            format!(
                " (printed matrices {} and {}, {} and {}, have the same canonical form {})",
                i + 1,
                j + 1,
                list[i].compact(),
                list[j].compact(),
                canon[j].compact()
            )
        });
        format!(
            "the printed list has {} matrices but only {distinct} distinct up to permutation{pair}",
            list.len()
        )
    });
    let replay = replay(first_bad.as_ref().map_or(&list[0], |(a, _)| a), V);
    let mut found = facts.compared(
        format!(
            "{}: {solved} of the {} printed matrices solved{}",
            c.what,
            list.len(),
            if solved < list.len() {
                " (the rest in deep mode)"
            } else {
                ""
            }
        ),
        replay,
    );
    found.shows = first_bad.map(|(_, shown)| shown);
    found
}

/// The magic squares of `c`'s type among every 4x4 matrix of height <= 3 (deep mode; the
/// quick run says it waits): as many of height exactly 3 as stated, every printed one among
/// them.
fn counted(depth: Depth, c: &Catalogue) -> Outcome {
    if depth == Depth::Quick {
        return Outcome::Partial {
            done: 0,
            total: 1,
            why: format!(
                "exhaustive counts made at this depth: the count of {} needs every 4x4 matrix of height <= 3 (deep mode)",
                c.stated
            ),
        };
    }
    let (refined, stated_count) = (c.refined.as_str(), c.stated);
    let census = notable(4, 4, 3, V);
    let found = kept_where(&census, |a, t| {
        t.refined() == refined && magic_sum(a).is_some() && a.height() == 3
    });
    let le3 = census
        .kept
        .iter()
        .filter(|(a, t)| t.refined() == refined && magic_sum(a).is_some())
        .count();
    let stated = canon_set(&c.list());
    let not_found: Vec<String> = stated.difference(&found).map(|a| a.compact()).collect();
    let record = match stored_magic_count(refined) {
        Some(Ok((path, k))) if k == found.len() as u64 => {
            format!("; the stored catalogue {path} counts the same {k}")
        }
        Some(Ok((path, k))) => format!(
            "; the stored catalogue {path} counts {k}, this run {}: the record is stale",
            found.len()
        ),
        Some(Err(why)) => format!("; {why}"),
        None => String::new(),
    };
    let detail = format!(
        "4x4 magic squares of type {refined}: {} of height exactly 3, {le3} of height <= 3 (stated {stated_count}); printed but not found: {not_found:?}{record}",
        found.len()
    );
    if found.len() == stated_count && not_found.is_empty() {
        Outcome::Holds(detail)
    } else {
        Outcome::Fails(
            Refutation::new(detail, listing(refined))
                // The enumeration's line for magic squares of this type and height 3.
                .showing(format!("{refined:10} height 3: {}", found.len())),
        )
    }
}

/// The listing of every 4x4 matrix of height <= 3 of refined type `refined`.
fn listing(refined: &str) -> String {
    let only = format!("type={}", refined.trim_matches(['(', ')']));
    replay_enum(4, 4, 3, V, &only)
}

/// The count of `c`'s magic squares of height 3 as the stored catalogue records it (re-checked
/// by SEKI-comp and by `cgcheck check-census`): shown at once, without the enumeration. A
/// catalogue that is missing or unreadable is a difference, never skipped.
fn stored_count(c: &Catalogue) -> Compared {
    let (refined, stated_count) = (c.refined.as_str(), c.stated);
    let mut count = Tally::default();
    match stored_magic_count(refined)
        .unwrap_or_else(|| Err(format!("there is no stored catalogue {CATALOGUE_4X4_H3}")))
    {
        Err(why) => {
            count.fact(false, || why);
            count.compared(
                format!("4x4 magic squares of type {refined} and height 3 in the stored catalogue"),
                format!("cgcheck check-census {CATALOGUE_4X4_H3}"),
            )
        }
        Ok((path, k)) => {
            count.fact(k == stated_count as u64, || format!("the stored catalogue {path} counts {k} magic squares of type {refined} and height 3, the paper states {stated_count}"));
            count
                .compared(
                    format!("4x4 magic squares of type {refined} and height 3 in the stored catalogue {path}"),
                    listing(refined),
                )
                .showing(format!("{refined:10} height 3: {k}"))
        }
    }
}

/// The magic squares of refined type `refined` and height 3 in the stored catalogue of 4x4
/// matrices of height <= 3 (`evidence/censuses/seki-4x4-h3.json`), with the record's path.
/// An error (the catalogue is there but cannot be read) is returned, not skipped.
fn stored_magic_count(refined: &str) -> Option<Result<(String, u64), String>> {
    Some(
        super::structure::stored_catalogue(4, 4, 3)?
            .map_err(|(_, why)| why)
            .map(|(path, r)| {
                let k = r
                    .magic_counts
                    .iter()
                    .filter(|(t, h, _)| t == refined && *h == 3)
                    .map(|x| x.2)
                    .sum();
                (path, k)
            }),
    )
}

/// SEKI-1.8-nonmagic: the listed matrices solved (two at the quick depth, each of the rest
/// takes seconds).
pub const SECTION_1_8_NONMAGIC: &[Part] = &[Part::compared(
    "the five non-magic 4x4 matrices are CSMs",
    |d| {
        let mut s = Solvers::default();
        let list = columns(&printed_data().nonmagic);
        let limit = bounds::get().section_1_8_nonmagic.at(d);
        let mut facts = Tally::default();
        for a in list.iter().take(limit) {
            let t = s.kind(a, V);
            facts.fact(t.is_csm() && magic_sum(a).is_none(), || {
                format!(
                    "{} is {} (magic {})",
                    a.compact(),
                    t.refined(),
                    magic_sum(a).is_some()
                )
            });
        }
        facts.compared(
            format!("{limit} of the five non-magic 4x4 matrices are CSMs"),
            replay(&list[0], V),
        )
    },
)
.reaching(Reach {
    entries: |d| {
        let total = columns(&printed_data().nonmagic).len();
        (bounds::get().section_1_8_nonmagic.at(d).min(total), total)
    },
    rest: "non-magic matrices solved at this depth: the other three are solved in deep mode (each takes seconds)",
})];

/// SEKI-3-all9: all nine refined types among 4x4 magic squares of height 3, by witnesses
/// (the printed lists, their transposes, a Claim 16 matrix and a direct sum); in deep mode
/// also the census of every such square, as a cross-check: a census that finds fewer types
/// than the witnesses show is a disagreement between engines, reported open, never passed
/// over. (The census runs in deep mode only, where other claims' sweeps have built it; alone
/// in the quick run it takes about half a minute.)
pub const SECTION_3_ALL9: &[Part] = &[
    Part::proof(
        "a witness of each of the nine types among 4x4 magic squares of height 3",
        |_| all9_witnesses(),
    ),
    Part::search(
        "the census of every 4x4 matrix of height <= 3 finds the nine types among its magic squares of height 3",
        |_| shape_bound(&[(4, 4, 3)], V),
        |_| all9_census(),
    )
    .only_at(Depth::Deep),
];

/// The nine types, each shown by a witness.
fn all9_witnesses() -> Outcome {
    let mut s = Solvers::default();
    let mut witnesses: Vec<Matrix> = Vec::new();
    // The first printed matrix of each list (of (W,W), the first after the identity).
    let p = printed_data();
    for c in [&p.semi, &p.r_wins, &p.wd] {
        let a = c.list().swap_remove(0);
        witnesses.extend([a.clone(), a.transpose()]);
    }
    witnesses.push(p.ww.list().swap_remove(0));
    witnesses.push(digits("3100/1201/0022/0121"));
    witnesses.push(digits("3000/0111/0111/0111"));
    let mut found = BTreeSet::new();
    for a in &witnesses {
        let t = s.kind(a, V);
        if magic_sum(a).is_some() && a.height() == 3 {
            found.insert(t.refined());
        }
    }
    if found.len() == 9 {
        Outcome::Holds(format!(
            "a 4x4 magic square of height 3 of each of the nine types: {}",
            found.iter().cloned().collect::<Vec<_>>().join(" ")
        ))
    } else {
        Outcome::Partial {
            done: found.len() as u64,
            total: 9,
            why: format!("types with a witness: only {found:?}"),
        }
    }
}

/// The types the census of every 4x4 magic square of height 3 finds.
fn all9_census() -> Outcome {
    let c = notable(4, 4, 3, V);
    let types: BTreeSet<String> = c
        .magic_counts
        .iter()
        .filter(|((_, h), _)| *h == 3)
        .map(|((t, _), _)| t.clone())
        .collect();
    if types.len() == 9 {
        Outcome::Holds(format!(
            "the 4x4 magic squares of height 3 take {} types",
            types.len()
        ))
    } else {
        Outcome::Unsettled(format!(
            "the census of the 4x4 magic squares of height 3 finds only {} types ({types:?}), fewer than the witnesses show: the census and the solver disagree",
            types.len()
        ))
    }
}

/// SEKI-8-4x4: the printed matrix, then every small CSM.
pub const SECTION_8_4X4: &[Part] = &[
    facts::part!(
        "SEKI-8-4x4",
        "the 4x4 matrix is a CSM and not symmetrizable"
    ),
    Part::search(
        "every n x n CSM with n <= 3 is symmetrizable",
        |d| shape_bound(&small_csm_shapes(d), V),
        small_csms_symmetrizable,
    ),
];

/// The square shapes whose CSMs SEKI-8-4x4 checks at `depth`.
fn small_csm_shapes(depth: Depth) -> [(usize, usize, u32); 3] {
    [
        (1, 1, 15),
        (2, 2, 15),
        (3, 3, bounds::get().catalogue_3x3.at(depth)),
    ]
}

/// Every CSM of the small square shapes.
fn small_csms_symmetrizable(depth: Depth) -> Outcome {
    let mut checked = 0;
    for (n, _, hh) in small_csm_shapes(depth) {
        for (b, tb) in &notable(n, n, hh, V).kept {
            if tb.is_csm() {
                checked += 1;
                if !is_symmetrizable(b) {
                    return Outcome::Fails(Refutation::new(
                        format!("{} is a CSM that is not symmetrizable", b.compact()),
                        replay(b, V),
                    ));
                }
            }
        }
    }
    Outcome::Holds(format!("all {checked} CSMs are symmetrizable"))
}

/// The 16x16 matrix of section 8 (Figure 1).
pub fn matrix_16x16() -> Matrix {
    digits(
        "0101000100010001/1010100010001000/0101010001000100/1010001000100010/0100010101000001/0010101000101000/0001010100010100/1000101010000010/0100000101010001/0010100010101000/0001010001010100/1000001010100010/0100100001000101/0010001000101010/0001000100010101/1000100010001010",
    )
}

/// SEKI-8-16x16. The matrix is far beyond exhaustive solving; its CSM property is checked
/// as Claim 13's proof argues: after each active move of either player, the opponent has a
/// reply that makes condition S hold for it (Claims 5 and 7, themselves checked exhaustively).
pub const SECTION_8_16X16: &[Part] = &[
    Part::compared(AS_PRINTED, |_| as_printed()).under_reading("as printed"),
    Part::compared(REPAIRS, |_| repaired()).under_reading(
        "one-entry repair: a row's 1 moved from column 5 to column 6 (the printed column sums are 6 and 4)",
    ),
];

/// The stated properties, judged on the extracted matrix (three facts: magic, not
/// symmetrizable, the Claim 7 replies).
const AS_PRINTED: &str = "the extracted matrix";
/// The stated properties, judged on each repair.
const REPAIRS: &str = "the one-entry repairs that satisfy the statement";

/// The statement of section 8 on `a`, fact by fact: why it is not a (0,1) magic square of
/// sum 5, why it is symmetrizable, and each active move after which the opponent has no
/// Claim 7 reply (`None` and empty where the fact holds).
fn statement_16x16(a: &Matrix) -> (Option<String>, Option<String>, Vec<String>) {
    let magic = (magic_sum(a) != Some(5) || a.height() != 1).then(|| {
        format!(
            "not a (0,1) magic square with sum 5: row sums {:?}, column sums {:?}",
            a.row_sums(),
            a.col_sums()
        )
    });
    let symmetric = is_symmetrizable(a).then(|| "a row permutation makes it symmetric".into());
    let unreplied = uncertified_moves(a)
        .into_iter()
        .map(|((i, j), opp)| {
            format!(
                "after a move at a_{},{}, {opp} has no reply making S hold",
                i + 1,
                j + 1
            )
        })
        .collect();
    (magic, symmetric, unreplied)
}

/// The extracted matrix against the statement's three facts, each compared (the replies
/// fact names every active move left without one).
fn as_printed() -> Compared {
    let (magic, symmetric, unreplied) = statement_16x16(&matrix_16x16());
    let replies = (!unreplied.is_empty()).then(|| unreplied.join("; "));
    let mut facts = Tally::default();
    for why in [magic, symmetric, replies] {
        facts.fact(why.is_none(), || why.unwrap_or_default());
    }
    facts.compared(AS_PRINTED, QUICK_CHECK)
}

/// The one-entry repairs of the extracted 16x16 matrix, each with its 0-based row: column 5
/// has six ones and column 6 four, so one row's 1 moves from column 5 to column 6.
pub fn one_entry_repairs() -> Vec<(usize, Matrix)> {
    let printed = matrix_16x16();
    (0..16)
        .filter(|&r| printed.get(r, 4) == 1 && printed.get(r, 5) == 0)
        .map(|r| {
            let mut a = printed.clone();
            a.set(r, 4, 0);
            a.set(r, 5, 1);
            (r, a)
        })
        .collect()
}

/// Each one-entry repair against the statement, which holds when some repair satisfies it:
/// every repair is compared, and differs only when none does.
fn repaired() -> Compared {
    let judged: Vec<(usize, Vec<String>)> = one_entry_repairs()
        .into_iter()
        .map(|(r, a)| {
            // Why the repair fails the statement (empty: it satisfies it).
            let (magic, symmetric, unreplied) = statement_16x16(&a);
            let bad = magic.into_iter().chain(symmetric).chain(unreplied);
            (r + 1, bad.collect())
        })
        .collect();
    let good: Vec<String> = judged
        .iter()
        .filter(|(_, bad)| bad.is_empty())
        .map(|(row, _)| format!("row {row}"))
        .collect();
    let mut facts = Tally::default();
    for (row, bad) in &judged {
        facts.fact(!good.is_empty() || bad.is_empty(), || {
            format!("row {row}: {}", bad[0])
        });
    }
    let tried = judged.len();
    facts.compared(
        if good.is_empty() {
            format!("none of the {tried} repairs satisfies the statement")
        } else {
            format!(
                "{} of {tried} repairs ({}) give a matrix with every stated property",
                good.len(),
                good.join(", ")
            )
        },
        QUICK_CHECK,
    )
}
