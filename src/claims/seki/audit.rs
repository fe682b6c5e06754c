//! Checkable statements of papers/seki.md that the paper audit of issue 18 found without an
//! id (/work/notes/audit.md): the completion remark of section 5.3 (SEKI-5.3-open), the dame
//! sets of the appendix's Figures 3 and 4 (SEKI-11.2-dame, sections 11.2 and 11.3), and the
//! move counts of Claim 16's proof (SEKI-C16-moves).

use super::bounds;
use super::catalogues::{a3_8, catalogued, printed_data};
use super::remarks::once;
use super::support::{Solvers, replay, shape_bound};
use crate::claims::QUICK_CHECK;
use crate::claims::{Bound, Compared, Depth, Outcome, Part, Range, Refutation, Tally};
use crate::core::Wdl;
use crate::games::seki::analysis::claim16_sequence;
pub use crate::games::seki::completion::Completion;
use crate::games::seki::enumerate::{self, Filter};
use crate::games::seki::forced::Prover;
use crate::games::seki::rules::{Step, active_moves, play};
use crate::games::seki::{Matrix, Player, Variant};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{LazyLock, OnceLock};

pub const V: Variant = Variant::Seki;

/// SEKI-5.3-open, reading 1: completing means reducing entries one at a time so that every
/// matrix on the way is a seki.
const THROUGH_SEKI: &str = "completing is a chain of one-entry reductions, each matrix of the chain a seki, ending at a CSM";
/// SEKI-5.3-open, reading 2: the paper's own use of "start completing" (section 3: an active
/// move that results in a draw; section 1.7.3: a completing move may need an active answer).
const BY_PLAY: &str = "completing is a line of play in which every move (active, or a pass) keeps the game drawn and which reaches a CSM (section 3: to start completing is an active move that results in a draw)";

/// The active moves of the seki `a` that keep the draw, with the type of each result: "R
/// a_3,3 -> 310;103;020 (W,D)".
fn drawing_moves(s: &mut Solvers, a: &Matrix) -> String {
    let mut out = Vec::new();
    for mover in [Player::R, Player::C] {
        for (i, j) in active_moves(a) {
            let Step::Continue(b) = play(a, mover, i, j, V) else {
                continue;
            };
            if s.first_value(&b, mover.other(), V) == Wdl::Draw {
                let t = s.kind(&b, V);
                out.push(format!(
                    "{mover} a_{},{} -> {} {}",
                    i + 1,
                    j + 1,
                    b.compact(),
                    t.coarse()
                ));
            }
        }
    }
    if out.is_empty() {
        "nothing".into()
    } else {
        out.join(", ")
    }
}

/// SEKI-5.3-open: "Note that if it does [a seki matrix exists for m < n] then a CSM exists
/// too, since each seki can be completed" (section 5.3). The open question is SEKI-Conj1;
/// this checks the completion remark on every seki of small square shapes (no non-square
/// seki exists on the shapes enumerated, SEKI-Conj1) under both readings of "completed".
pub const COMPLETION: &[Part] = &[
    Part::search(COMPLETED, completion_bound, |d| completion(d, 0)).under_reading(THROUGH_SEKI),
    Part::search(COMPLETED, completion_bound, |d| completion(d, 1)).under_reading(BY_PLAY),
];

/// What SEKI-5.3-open states of every seki.
const COMPLETED: &str = "every seki can be completed to a CSM";

/// The seki SEKI-5.3-open covers.
fn completion_bound(depth: Depth) -> Bound {
    shape_bound(bounds::get().completion.get(depth), V)
}

/// Reading `k` (0: [`THROUGH_SEKI`], 1: [`BY_PLAY`]): one pass over the seki for both,
/// shared.
fn completion(depth: Depth, k: usize) -> Outcome {
    static BOTH: [OnceLock<[Outcome; 2]>; 2] = [OnceLock::new(), OnceLock::new()];
    once(&BOTH, depth, completions)[k].clone()
}

/// Every seki of the shapes, under both readings.
fn completions(depth: Depth) -> [Outcome; 2] {
    let shapes = bounds::get().completion.get(depth);
    let mut c = Completion::new();
    let mut seki = 0u64;
    let mut csm = 0u64;
    // Per reading: the first seki that cannot be completed, the number that cannot, and the
    // longest shortest completion (in active moves) with a matrix that needs it.
    let mut fails: [(Option<Matrix>, u64); 2] = [(None, 0), (None, 0)];
    let mut longest: [(u32, Option<Matrix>); 2] = [(0, None), (0, None)];
    for &(m, n, h) in shapes {
        let census = enumerate::classify(m, n, h, V, Filter::Seki, false).expect("small shape");
        for (a, t) in &census.kept {
            seki += 1;
            if t.is_csm() {
                csm += 1;
            }
            let got = [
                c.through_seki(a),
                // Either player may be the one to move in a seki; a line from either start.
                [Player::R, Player::C]
                    .into_iter()
                    .filter_map(|p| c.by_play(a, p, false))
                    .min(),
            ];
            for (k, g) in got.into_iter().enumerate() {
                match g {
                    None => {
                        fails[k].1 += 1;
                        fails[k].0.get_or_insert_with(|| a.clone());
                    }
                    Some(len) if len > longest[k].0 || longest[k].1.is_none() => {
                        longest[k] = (len, Some(a.clone()));
                    }
                    Some(_) => {}
                }
            }
        }
    }
    let bound = shape_bound(shapes, V);
    [0, 1].map(|k| match &fails[k].0 {
        None => Outcome::Holds(format!(
            "all {seki} seki classes ({csm} of them CSMs; no non-square seki exists on these shapes, SEKI-Conj1) can be completed; the longest shortest completion takes {} active moves ({}){}",
            longest[k].0,
            longest[k].1.as_ref().map_or("-".into(), Matrix::compact),
            if k == 1 {
                " (as it must: in a drawn position the player to move has a drawing active move, or passes, and when neither player has one the matrix is a CSM; the game is finite)"
            } else {
                ""
            }
        )),
        Some(a) => {
            let t = c.s.kind(a, V);
            Outcome::Fails(
                Refutation::new(
                    format!(
                        "{} of the {seki} seki classes of {bound} cannot be completed; first: {} (type {}); its drawing active moves lead to {}",
                        fails[k].1,
                        a.compact(),
                        t.refined(),
                        drawing_moves(&mut c.s, a)
                    ),
                    QUICK_CHECK,
                )
                .showing(a.compact()),
            )
        }
    })
}

/// A dame set of the appendix: the entry (1-based row and column, as the text numbers it),
/// the value the text gives it, and the points listed for it.
pub type DameSet = (usize, usize, u32, Vec<String>);

/// Section 11.2, Figure 3: the eight positive entries of A^3_7 and their dame sets, as the
/// text lists them (`registry/seki/catalogues.toml`).
pub static FIGURE_3: LazyLock<&[DameSet]> = LazyLock::new(|| &printed_data().figure_3);

/// Section 11.3, Figure 4: the six positive entries of A^3_8 and their dame sets.
pub static FIGURE_4: LazyLock<&[DameSet]> = LazyLock::new(|| &printed_data().figure_4);

/// The entry whose dame set holds `point`.
pub fn entry_of(sets: &[DameSet], point: &str) -> Option<(usize, usize)> {
    sets.iter()
        .find(|s| s.3.iter().any(|p| p == point))
        .map(|s| (s.0 - 1, s.1 - 1))
}

/// Compares a figure's dame sets with the matrix: the stated entries and the sizes of the
/// listed sets equal the matrix's entries (the others are 0), and no point is listed twice
/// (a group's dame are then counted by its line sum).
fn compare_sets(name: &str, a: &Matrix, sets: &[DameSet], facts: &mut Tally) {
    let listed: BTreeSet<(usize, usize)> = sets.iter().map(|s| (s.0 - 1, s.1 - 1)).collect();
    for &(i, j, stated, ref points) in sets {
        let entry = a.get(i - 1, j - 1);
        facts.fact(stated == entry, || {
            format!("{name}: the text gives a_{i},{j} = {stated}, the matrix has {entry}")
        });
        facts.fact(points.len() as u32 == entry, || {
            format!(
                "{name}: the dame set of a_{i},{j} lists {} points, the entry is {entry}",
                points.len()
            )
        });
    }
    // Every positive entry has a set (the entries not listed are stated 0).
    for (i, j) in active_moves(a) {
        facts.fact(listed.contains(&(i, j)), || {
            format!(
                "{name}: a_{},{} = {} has no dame set in the text",
                i + 1,
                j + 1,
                a.get(i, j)
            )
        });
    }
    let all: Vec<&str> = sets
        .iter()
        .flat_map(|s| s.3.iter().map(String::as_str))
        .collect();
    let distinct: BTreeSet<&str> = all.iter().copied().collect();
    facts.fact(distinct.len() == all.len(), || {
        format!("{name}: a point is listed in two dame sets")
    });
}

/// Dame of each group (rows: White groups, columns: Black groups) when the points of
/// `taken` are occupied: the listed points of its line not taken.
pub fn dame_counts(sets: &[DameSet], taken: &[&str], m: usize, n: usize) -> (Vec<u32>, Vec<u32>) {
    let (mut rows, mut cols) = (vec![0u32; m], vec![0u32; n]);
    for (i, j, _, points) in sets {
        let free = points
            .iter()
            .filter(|p| !taken.contains(&p.as_str()))
            .count() as u32;
        rows[i - 1] += free;
        cols[j - 1] += free;
    }
    (rows, cols)
}

/// SEKI-11.2-dame: the dame sets the appendix lists for Figure 3 (A^3_7, section 11.2) and
/// Figure 4 (A^3_8, section 11.3) against the matrices, and the GO translations of the move
/// analyses there, solved on the matrices. The figures themselves (the boards) are not in
/// the extracted text: only what the text lists is checked.
///
/// Four parts. "Figure 3 moves" replays by solving the matrix after d1 (`solve seki`), and
/// says which printed move shows the failure (its `shows`).
pub const DAME_SETS: &[Part] = &[
    Part::compared(FIGURE_3_SETS, |_| figure_3_sets()).labelled("Figure 3 dame sets"),
    Part::compared(FIGURE_3_MOVES, |_| figure_3_moves()).labelled("Figure 3 moves"),
    Part::compared(FIGURE_4_SETS, |_| figure_4_sets()).labelled("Figure 4 dame sets"),
    super::facts::part!("SEKI-11.2-dame Figure 4 moves", FIGURE_4_MOVES).labelled("Figure 4 moves"),
];

const FIGURE_3_SETS: &str = "Figure 3 (section 11.2): the eight listed dame sets against A^3_7 of section 1.7.1 (the stated entries, the sizes of the sets, no point listed twice), and all six groups with 6 dame after d1, d2 or d3 is occupied; the board itself is not in the extracted text, so where the groups and points lie is not checked";
const FIGURE_3_MOVES: &str = "Figure 3 (section 11.2): after d1 the first player wins, Black at a1/b2/b3 and White at f2/g2/h2";
const FIGURE_4_SETS: &str = "Figure 4 (section 11.3): the six listed dame sets against A^3_8 of section 1.7.3 (the stated entries, the sizes of the sets, no point listed twice); the board itself is not in the extracted text";
const FIGURE_4_MOVES: &str = "Figure 4 (section 11.3): the move analysis in GO points, solved on A^3_8 (White f3/g3/h3 draws; then White g5/h5/i5 wins after Black's pass, Black f7/g7/h7/i7 draws into a seki that is not complete; Black's three options lose to the stated answers)";

/// A result in words, for the mover.
pub(super) fn wdl_name(w: Wdl) -> &'static str {
    match w {
        Wdl::Win => "wins",
        Wdl::Draw => "draws",
        Wdl::Loss => "loses",
    }
}

/// Figure 3's dame sets, and the six groups' dame after d1, d2 or d3.
fn figure_3_sets() -> Compared {
    let mut facts = Tally::default();
    compare_sets(
        "Figure 3 / A^3_7",
        &catalogued("A^3_7"),
        &FIGURE_3,
        &mut facts,
    );
    // "If a player, Black or White, occupies d1, d2, or d3 then in the obtained position all
    // six groups have the same number of dame, 6."
    for d in ["d1", "d2", "d3"] {
        let (rows, cols) = dame_counts(&FIGURE_3, &[d], 3, 3);
        facts.fact(rows.iter().chain(&cols).all(|&x| x == 6), || {
            format!(
                "after {d} is occupied the White groups have {rows:?} dame and the Black groups {cols:?}, stated 6 each"
            )
        });
    }
    facts.compared(FIGURE_3_SETS, QUICK_CHECK)
}

/// Figure 3's move analysis after d1, solved.
fn figure_3_moves() -> Compared {
    let mut s = Solvers::default();
    let a7 = catalogued("A^3_7");
    // "this position cannot be a seki ... the first player must win. Indeed, Black
    // (respectively, White) wins playing at a1, b2, or b3 (respectively, at f2, g2, or h2)":
    // Black is R, White is C (section 11.1).
    let (di, dj) = entry_of(&FIGURE_3, "d1").expect("listed");
    let after = a7.reduced(di, dj);
    let mut facts = Tally::default();
    let t = s.kind(&after, V);
    facts.fact(t.first_player_wins(), || {
        format!(
            "after d1, {} is of type {}, stated: the first player wins",
            after.compact(),
            t.coarse()
        )
    });
    let mut first_bad: Option<String> = None;
    let mut swapped_win = true;
    for (player, stone, points) in [
        (Player::R, "Black (R)", ["a1", "b2", "b3"]),
        (Player::C, "White (C)", ["f2", "g2", "h2"]),
    ] {
        for p in points {
            let (i, j) = entry_of(&FIGURE_3, p).expect("listed");
            let w = s.move_value(&after, player, i, j, V);
            swapped_win &= s.move_value(&after, player.other(), i, j, V) == Wdl::Win;
            facts.fact(w == Wdl::Win, || {
                first_bad.get_or_insert_with(|| super::support::move_text(&after, i, j, w));
                format!(
                    "{stone} at {p} (a_{},{}) {}, stated a win",
                    i + 1,
                    j + 1,
                    wdl_name(w)
                )
            });
        }
    }
    let wrong = first_bad.is_some() || !t.first_player_wins();
    let swapped = if wrong && swapped_win {
        " (with Black and White exchanged every stated move wins: the same exchange of R and C as in section 1.7.2, see SEKI-1.7.2)"
    } else {
        ""
    };
    let mut c = facts.compared(
        format!(
            "Figure 3 (section 11.2): after d1 (a_2,2 = 3 -> 2, the magic square {}) the first player wins, Black at a1/b2/b3 and White at f2/g2/h2{swapped}",
            after.compact()
        ),
        replay(&after, V),
    );
    c.shows = first_bad;
    c
}

/// Figure 4's dame sets, against A^3_8 as section 1.7.3 prints it (SEKI-1.7.3 checks it is a
/// semi-CSM).
fn figure_4_sets() -> Compared {
    let mut facts = Tally::default();
    compare_sets("Figure 4 / A^3_8", &a3_8(), &FIGURE_4, &mut facts);
    facts.compared(FIGURE_4_SETS, QUICK_CHECK)
}

/// The moves of Claim 16's two exceptional cases for `mover` in the n x n matrix of sequence
/// `d` (0-based): Case 1, reducing a_{1,1} = 3; Case 2, R reducing a_{2,1} (C: a_{1,2}, the
/// transpose, since the matrices are symmetric); in the second sequence also their images
/// under a_{i,j} = a_{n-i+1,n-j+1}, which keeps rows as rows.
pub fn named_exceptions(d: u32, n: usize, mover: Player) -> Vec<(usize, usize)> {
    let case2 = match mover {
        Player::R => (1, 0),
        Player::C => (0, 1),
    };
    let mut v = vec![(0, 0), case2];
    if d == 2 {
        v.push((n - 1, n - 1));
        v.push((n - 1 - case2.0, n - 1 - case2.1));
    }
    v
}

/// SEKI-C16-moves: Claim 16's proof, "after 'almost' any active move of a player the opponent
/// wins in 3 (respectively, in 4) moves", with "two important exceptions" (Case 1: a move at
/// a_{1,1} = 3; Case 2: R's move at a_{2,1}, C's at a_{1,2}; and their images in the
/// double-symmetric second sequence). A win "in k moves" counts the winner's moves (2k - 1
/// plies); the sequences are those SEKI-C16 rebuilds. For every active move of either player
/// the opponent's shortest forced win is found by bounded proof search.
pub const CLAIM_16_MOVES: &[Part] = &[
    Part::search(
        "after every active move outside the named cases the opponent wins in at most 3 (first sequence) or 4 (second) of his moves",
        |d| {
            Bound::family(
                "both rebuilt Claim 16 sequences, every active move of R and C, {}",
                [Range::between("n", 3, bounds::get().claim_16_moves.at(d))],
            )
        },
        other_moves,
    )
    .labelled("other moves: the opponent wins in 3 (4) moves"),
    Part::compared(NAMED, named_moves).labelled("named cases: no win within 3 (4) moves"),
];

const NAMED: &str = "the named exceptions (Case 1, Case 2 and their images): the opponent cannot win within 3 (4) moves (that he wins at all is SEKI-C16's check)";

/// What the search of every active move found, shared by both parts.
#[derive(Default)]
struct MoveSearch {
    /// Active moves searched.
    checked: usize,
    /// Moves outside the named cases after which the opponent cannot win in time.
    slow_unnamed: Vec<(Matrix, String)>,
    /// Named moves settled, each with how it differs when the opponent wins in time.
    named: Vec<Option<String>>,
    /// Moves whose search ran out of budget.
    unsettled: Vec<String>,
    /// Per sequence and n, how fast the opponent wins.
    summary: Vec<String>,
}

/// The search at `depth`, once.
fn move_search(depth: Depth) -> &'static MoveSearch {
    static SEARCH: [OnceLock<MoveSearch>; 2] = [OnceLock::new(), OnceLock::new()];
    once(&SEARCH, depth, search_moves)
}

/// The moves outside the named cases.
fn other_moves(depth: Depth) -> Outcome {
    let m = move_search(depth);
    match m.slow_unnamed.first() {
        Some((b, why)) => Outcome::Fails(Refutation::new(
            format!(
                "{} active moves outside the two named cases leave a position the opponent cannot win within 3 (4) moves; first: {why}",
                m.slow_unnamed.len()
            ),
            replay(b, V),
        )),
        None if !m.unsettled.is_empty() => Outcome::Partial {
            done: (m.checked - m.unsettled.len()) as u64,
            total: m.checked as u64,
            why: format!(
                "active moves checked; the search ran out of budget after: {}",
                m.unsettled.join("; ")
            ),
        },
        None => Outcome::Holds(format!(
            "after every active move outside the named cases the opponent wins in at most 3 (first sequence) or 4 (second) of his moves; {}",
            m.summary.join("; ")
        )),
    }
}

/// The named cases: "the opponent cannot win immediately".
fn named_moves(depth: Depth) -> Compared {
    let mut facts = Tally::default();
    for fast in &move_search(depth).named {
        facts.fact(fast.is_none(), || fast.clone().unwrap_or_default());
    }
    facts.compared(NAMED, QUICK_CHECK)
}

/// For every active move of either player in both sequences, the opponent's shortest forced
/// win, by bounded proof search.
fn search_moves(depth: Depth) -> MoveSearch {
    let max_n = bounds::get().claim_16_moves.at(depth);
    // Past the bound the search goes this many plies further to measure the exceptions.
    let extra = bounds::get().claim_16_moves_extra.at(depth);
    let budget = bounds::get().claim_16_moves_budget.at(depth);
    let mut found = MoveSearch::default();
    for d in [1u32, 2] {
        let k = d + 2;
        let limit = (2 * k - 1) as u8;
        for n in 3..=max_n {
            let a = claim16_sequence(d, n);
            // Plies of the opponent's shortest win -> moves, for the moves not named.
            let mut lengths: BTreeMap<u8, usize> = BTreeMap::new();
            // How fast the opponent wins after the named moves, and how often.
            let mut named_text: BTreeMap<String, usize> = BTreeMap::new();
            for mover in [Player::R, Player::C] {
                let named = named_exceptions(d, n, mover);
                for (i, j) in active_moves(&a) {
                    found.checked += 1;
                    let is_named = named.contains(&(i, j));
                    let what = format!("sequence {d}, n = {n}, {mover} at a_{},{}", i + 1, j + 1);
                    let b = match play(&a, mover, i, j, V) {
                        Step::Continue(b) => b,
                        Step::Over(w) => {
                            found
                                .slow_unnamed
                                .push((a.clone(), format!("{what} ends the game ({w})")));
                            continue;
                        }
                    };
                    let (mut p, key) =
                        Prover::new(&b, V, mover.other(), budget).expect("packable matrix");
                    // Within the bound: a `Some` is a proof of the win, a `None` with the
                    // search inside its budget a proof that there is none.
                    let within = p.prove(key, true, limit);
                    let settled = within.is_some() || p.nodes <= budget;
                    let at = format!("{mover} a_{},{}", i + 1, j + 1);
                    match (within, is_named) {
                        _ if !settled => found.unsettled.push(what),
                        (Some(x), false) => *lengths.entry(x).or_default() += 1,
                        (None, false) => found.slow_unnamed.push((
                            b.clone(),
                            format!(
                                "{what}: {} cannot force a win within {k} moves ({limit} plies)",
                                mover.other()
                            ),
                        )),
                        (Some(x), true) => {
                            *named_text
                                .entry(format!("{x} plies (within the bound: {at})"))
                                .or_default() += 1;
                            found.named.push(Some(format!(
                                "{what} (a named exception): {} wins in {x} plies, within {k} moves",
                                mover.other()
                            )));
                        }
                        (None, true) => {
                            found.named.push(None);
                            // Past the bound, only to report how long the win takes.
                            let cap = limit + extra;
                            let text = match p.prove(key, true, cap) {
                                Some(x) => format!("{x} plies"),
                                None if p.nodes > budget => format!("more than {limit} plies"),
                                None => format!("more than {cap} plies"),
                            };
                            *named_text.entry(text).or_default() += 1;
                        }
                    }
                }
            }
            found.summary.push(format!(
                "sequence {d}, n = {n}: other moves {}; named moves {}",
                lengths
                    .iter()
                    .map(|(p, c)| format!("{c} won in {p} plies ({} moves)", p.div_ceil(2)))
                    .collect::<Vec<_>>()
                    .join(", "),
                named_text
                    .iter()
                    .map(|(t, c)| format!("{c} won in {t}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    found
}
