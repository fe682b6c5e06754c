//! Checkable statements of papers/seki.md that the catalogue left without an id (issue 18):
//! remarks, examples and side statements of sections 1.5, 3, 5.1, 8 (Remark 1), 9, 10 and
//! 11.6. Each check reuses the solvers; the ids are the section plus a short tag.

use super::audit::wdl_name;
use super::bounds;
use super::catalogues::{matrix_16x16, one_entry_repairs};
use super::general::{FirstFailures, claim_1_failures};
use super::support::{
    Solvers, all, csm_extensions, digits, move_text, replay, shape_bound, shapes_in, type_text,
};
use crate::claims::QUICK_CHECK;
use crate::claims::part::SekiSweep;
use crate::claims::{Bound, Compared, Counted, Depth, Outcome, Part, Range, Refutation, Tally};
use crate::core::Wdl;
use crate::games::seki::analysis::{self, condition_s, extensions, is_symmetrizable, magic_sum};
use crate::games::seki::automorphisms::group;
use crate::games::seki::canon::equivalent;
use crate::games::seki::forced::Prover;
use crate::games::seki::rules::{Step, active_moves, play};
use crate::games::seki::{Matrix, Player, Variant};
use crate::games::whistette::{Solver as Whist, hand};
use std::sync::OnceLock;

/// The value of `f` at `depth`, computed once per process and depth: a check whose parts
/// each report one finding of the same computation shares it through a `static` pair of
/// cells, one per depth.
pub(super) fn once<T: Send + Sync>(
    cells: &'static [OnceLock<T>; 2],
    depth: Depth,
    f: impl FnOnce(Depth) -> T,
) -> &'static T {
    cells[usize::from(depth == Depth::Deep)].get_or_init(|| f(depth))
}

/// SEKI-11.6: the two Whistette deals of section 11.6, C leading.
pub const WHISTETTE_EXAMPLES: &[Part] = &[Part::compared(WHISTETTE, whistette_examples)];

const WHISTETTE: &str = "Whistette (section 11.6), tricks after the stated first leads and first tricks, both players best afterwards";

/// The seven stated trick counts, recomputed.
fn whistette_examples(_: Depth) -> Compared {
    let mut s = Whist::new();
    let h = |c: &[u32]| hand(c).expect("paper's cards");
    let mut facts = Tally::default();
    // Deal 1: C holds 6, 4, 2 (A, Q, 10), R holds 5, 3, 1 (K, J, 9); C leads.
    let (c1, r1) = (h(&[6, 4, 2]), h(&[5, 3, 1]));
    for (lead, stated) in [(6, 1), (4, 2), (2, 2)] {
        let got = s.after_lead(c1, r1, lead);
        facts.fact(got == stated, || format!(
            "C = 6,4,2 vs R = 5,3,1, C leads {lead}: C takes {got} tricks with best play, stated {stated}"
        ));
    }
    // Deal 2: C holds 5, 4, 2 (K, Q, 10), R holds 6, 3, 1 (A, J, 9); C leads.
    let (c2, r2) = (h(&[5, 4, 2]), h(&[6, 3, 1]));
    for lead in [5, 4] {
        // R wins with 6: then she takes no more tricks.
        let r_more = 2 - s.after_trick(c2, r2, lead, 6);
        facts.fact(r_more == 0, || format!(
            "C = 5,4,2 vs R = 6,3,1, C leads {lead}, R wins with 6: R takes {r_more} more tricks with best play, stated 0"
        ));
        // R discards 1: then she wins the remaining two tricks.
        let r_more = 3 - s.after_trick(c2, r2, lead, 1);
        facts.fact(r_more == 2, || format!(
            "C = 5,4,2 vs R = 6,3,1, C leads {lead}, R discards 1: R takes {r_more} of the remaining two tricks with best play, stated 2"
        ));
    }
    facts.compared(WHISTETTE, QUICK_CHECK)
}

/// The readings of Remark 1's "automorphism group": of the bipartite graph with rows and
/// columns kept apart, or of the graph (an automorphism may exchange rows and columns).
const R1_KEEP: &str =
    "automorphisms keep rows and columns apart (pairs of row and column permutations)";
const R1_ALL: &str = "automorphisms of the graph of Figure 1 (rows and columns may be exchanged)";
/// The reading of "the 16x16 matrix" as the one section 8 describes (a magic square with
/// sum 5 that is not symmetrizable), which the extracted text does not give.
const R1_MEANT: &str = "the matrix section 8 describes (a non-symmetrizable magic square with sum 5), either kind of automorphism";

/// SEKI-R1: Remark 1, the automorphism group of the 16x16 matrix is Z_4. The printed matrix
/// is not magic (column sums 6 and 4 at columns 5, 6: an extraction error, see
/// SEKI-8-16x16), so the text does not say which matrix the remark is about. Three
/// readings: the extracted matrix under each kind of automorphism, and the matrix section 8
/// describes, looked for among the one-entry repairs that make the extracted one magic. When
/// no repair is what section 8 describes, that reading stays open (the matrix cannot be read
/// from the text) and the claim is ambiguous, not `differs`: a group computed on a garbled
/// matrix does not refute the remark.
pub const REMARK_1: &[Part] = &[
    Part::compared(R1_GROUP, |_| extracted_group(false)).under_reading(R1_KEEP),
    Part::compared(R1_GROUP, |_| extracted_group(true)).under_reading(R1_ALL),
    Part::worked(R1_MEANT_GROUP, meant_group).under_reading(R1_MEANT),
];

/// What each reading compares.
const R1_GROUP: &str = "automorphism group, stated Z_4";
/// What the third reading's example is: a one-entry repair's group under either kind of
/// automorphism (two entries per repair).
const R1_MEANT_GROUP: &str = "the automorphism group of a one-entry repair of the extracted matrix that is a non-symmetrizable magic square, under either kind of automorphism, is Z_4";

/// The one-entry repairs of the extracted matrix (a row's 1 moved from column 5 to 6) that
/// make it magic with sum 5: (name, symmetrizable, matrix).
fn repairs() -> Vec<(String, bool, Matrix)> {
    one_entry_repairs()
        .into_iter()
        .filter(|(_, a)| magic_sum(a) == Some(5))
        .map(|(r, a)| {
            let name = format!("the repair moving row {}'s 1 from column 5 to 6", r + 1);
            (name, is_symmetrizable(&a), a)
        })
        .collect()
}

/// A matrix's group in words, and whether it is Z_4.
fn judge(name: &str, a: &Matrix, with_swaps: bool) -> (String, bool) {
    match group(a, with_swaps, 10_000) {
        Some(g) => (
            format!(
                "{name}: order {}, {}{}",
                g.order,
                if g.cyclic { "cyclic" } else { "not cyclic" },
                if with_swaps {
                    format!(", {} exchanging rows and columns", g.exchanging)
                } else {
                    String::new()
                }
            ),
            g.order == 4 && g.cyclic,
        ),
        None => (format!("{name}: more than 10000 automorphisms"), false),
    }
}

/// The extracted matrix's group under one kind of automorphism, against Z_4.
fn extracted_group(with_swaps: bool) -> Compared {
    let (detail, z4) = judge("the extracted matrix", &matrix_16x16(), with_swaps);
    let mut facts = Tally::default();
    facts.fact(z4, || detail);
    facts.compared(R1_GROUP, QUICK_CHECK)
}

/// The group of the matrix section 8 describes, looked for among the repairs: open when no
/// repair is a non-symmetrizable magic square (the text does not give the matrix). Its entries
/// are the judgements made, two for each such repair.
fn meant_group(_: Depth) -> Counted {
    let repairs = repairs();
    let meant: Vec<&(String, bool, Matrix)> = repairs.iter().filter(|(_, sym, _)| !sym).collect();
    if meant.is_empty() {
        let groups: Vec<String> = repairs
            .iter()
            .map(|(name, _, a)| judge(name, a, false).0)
            .collect();
        return Outcome::Unsettled(format!(
            "the text does not give this matrix: the extracted one is not magic, and each of its {} one-entry repairs that is magic is symmetrizable (SEKI-8-16x16); their groups (rows and columns kept apart), for the record: {}",
            repairs.len(),
            if groups.is_empty() {
                "none".to_string()
            } else {
                groups.join("; ")
            }
        ))
        .over(0);
    }
    let found: Vec<(String, bool)> = meant
        .iter()
        .flat_map(|(name, _, a)| [judge(name, a, false), judge(name, a, true)])
        .collect();
    let detail = format!(
        "{R1_GROUP}: {}",
        found
            .iter()
            .map(|(t, _)| t.as_str())
            .collect::<Vec<_>>()
            .join("; ")
    );
    let outcome = if found.iter().any(|(_, z4)| *z4) {
        Outcome::Holds(detail)
    } else {
        Outcome::Fails(Refutation::new(detail, QUICK_CHECK))
    };
    outcome.over(found.len())
}

/// SEKI-9-bound: if A is a CSM and s_{i*}^r <= 3 (s_{j*}^c <= 3), then R (C), moving first,
/// wins in the (3,1,1,-1)-extension A' at (i*, j*) in at most 3 moves (section 9).
pub const SECTION_9_MOVE_BOUND: &[Part] = &[Part::search(
    "the player of a line of sum <= 3 of a CSM, moving first, wins the (3,1,1,-1)-extension at it with at most 3 of her moves",
    |d| {
        shapes_in(
            "every (3,1,1,-1)-extension at a line of sum <= 3 of a CSM among ",
            bounds::get().section_9_bound.get(d),
            Variant::Seki,
        )
    },
    section_9_move_bound,
)];

/// Every such extension, solved within 7 plies.
fn section_9_move_bound(depth: Depth) -> Outcome {
    let v = Variant::Seki;
    // (extension, attacker, least plies or None within 7)
    let mut cases: Vec<(Matrix, Player, Option<u8>)> = Vec::new();
    for &(m, n, h) in bounds::get().section_9_bound.get(depth) {
        for x in csm_extensions(m, n, h) {
            let small = [(Player::R, x.row_sum), (Player::C, x.col_sum)];
            for (attacker, _) in small.into_iter().filter(|(_, sum)| *sum <= 3) {
                let plies = Prover::new(&x.extension, v, attacker, 2_000_000)
                    .ok()
                    .and_then(|(mut p, key)| p.prove(key, true, 7));
                cases.push((x.extension.clone(), attacker, plies));
            }
        }
    }
    if cases.is_empty() {
        return Outcome::Unsettled("no extension at a line of sum <= 3 found".to_string());
    }
    // "3 moves" are the winner's moves: at most 5 plies (her 3 moves and the 2 replies or
    // passes between them). Counting every ply instead, the least count is reported too.
    let max_plies = 5u8;
    let most = cases.iter().filter_map(|c| c.2).max().unwrap_or(0);
    match cases
        .iter()
        .find(|(_, _, p)| p.is_none_or(|p| p > max_plies))
    {
        None => Outcome::Holds(format!(
            "all {} such extensions are won by the player of the short line, moving first, with at most 3 of her moves ({max_plies} plies; the slowest needs {most} plies, so '3 moves' cannot mean 3 plies)",
            cases.len()
        )),
        Some((e, attacker, p)) => Outcome::Fails(Refutation::new(
            format!(
                "{}: {attacker} moving first {}, stated a win in at most 3 moves ({max_plies} plies)",
                e.compact(),
                match p {
                    Some(p) => format!("needs {p} plies to force a win"),
                    None => "cannot force a win within 7 plies".to_string(),
                }
            ),
            replay(e, v),
        )),
    }
}

/// SEKI-3-LL: a CSM's every one-move reduction is of type (W,W) (section 3), and the
/// converse of section 10 (A is a CSM iff every reduction of a positive entry is (W,W)).
pub const CSM_REDUCTIONS: &[Part] = &[Part::search(
    "a matrix is (L',L') iff every reduction of a positive entry by 1 leaves a position of type (W,W)",
    |d| shape_bound(bounds::get().reductions.get(d), Variant::Seki),
    csm_reductions,
)];

/// Every class of the shapes: its reductions against its type.
fn csm_reductions(depth: Depth) -> Outcome {
    let v = Variant::Seki;
    let mut s = Solvers::default();
    let mut total = 0u64;
    for &(m, n, h) in bounds::get().reductions.get(depth) {
        for (a, t) in &all(m, n, h, v).kept {
            total += 1;
            // A reduction that ends the game leaves no (W,W) position.
            let reductions_ww =
                active_moves(a)
                    .into_iter()
                    .all(|(i, j)| match play(a, Player::R, i, j, v) {
                        Step::Over(_) => false,
                        Step::Continue(b) => s.kind(&b, v).first_player_wins(),
                    });
            if reductions_ww != t.is_csm() {
                return Outcome::Fails(Refutation::new(
                    format!(
                        "{} is {} but its one-move reductions are {}",
                        a.compact(),
                        t.refined(),
                        if reductions_ww {
                            "all (W,W)"
                        } else {
                            "not all (W,W) positions"
                        }
                    ),
                    replay(a, v),
                ));
            }
        }
    }
    Outcome::Holds(format!(
        "a matrix is (L',L') iff every reduction of a positive entry by 1 leaves a position of type (W,W): holds for all {total} classes"
    ))
}

/// SEKI-10-subset: "the CSMs in Seki-I form a proper subset of the CSMs in Seki".
pub const SEKI_I_CSMS_ARE_SEKI_CSMS: &[Part] = &[Part::search(
    "every Seki-I CSM is a Seki CSM, and some Seki CSM is not a Seki-I CSM",
    |d| shape_bound(bounds::get().reductions.get(d), Variant::SekiI),
    seki_i_csms_are_seki_csms,
)];

/// Every class of the shapes, solved in both variants.
fn seki_i_csms_are_seki_csms(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    let (mut seki_i, mut only_seki) = (0u64, Vec::new());
    for &(m, n, h) in bounds::get().reductions.get(depth) {
        for (a, t) in &all(m, n, h, Variant::SekiI).kept {
            let ts = s.kind(a, Variant::Seki);
            if t.is_csm() {
                seki_i += 1;
                if !ts.is_csm() {
                    return Outcome::Fails(Refutation::new(
                        format!(
                            "{} is a CSM in Seki-I but of type {} in Seki",
                            a.compact(),
                            ts.refined()
                        ),
                        replay(a, Variant::Seki),
                    ));
                }
            } else if ts.is_csm() {
                only_seki.push(a.compact());
            }
        }
    }
    match only_seki.first() {
        None => Outcome::Fails(Refutation::new(
            "no Seki CSM that is not a Seki-I CSM: the inclusion is not proper on these shapes",
            QUICK_CHECK,
        )),
        Some(first) => Outcome::Holds(format!(
            "all {seki_i} Seki-I CSM classes are Seki CSMs; {} Seki CSM classes are not Seki-I CSMs (first: {first})",
            only_seki.len(),
        )),
    }
}

/// SEKI-10-C1: "Clearly, Claim 1 holds for Seki-I too" (direct sums, (i)-(iv)).
/// One part per statement, (i) for each starter, (iii), (iv), in that order.
pub const CLAIM_1_SEKI_I: &[Part] = &[
    Part::search(C1_NAMES[0], claim_1_seki_i_bound, |d| claim_1_seki_i(d, 0)),
    Part::search(C1_NAMES[1], claim_1_seki_i_bound, |d| claim_1_seki_i(d, 1)),
    Part::search(C1_NAMES[2], claim_1_seki_i_bound, |d| claim_1_seki_i(d, 2)),
    Part::search(C1_NAMES[3], claim_1_seki_i_bound, |d| claim_1_seki_i(d, 3)),
];

/// The statements of Claim 1 checked: (i) for R starting, (i) for C starting, (iii), (iv).
const C1_NAMES: [&str; 4] = [
    "(i) with R starting: a player who wins both parts wins the sum",
    "(i) with C starting: a player who wins both parts wins the sum",
    "(iii) both parts are seki iff the sum is",
    "(iv) both parts are CSMs iff the sum is",
];

/// The direct sums SEKI-10-C1 covers.
fn claim_1_seki_i_bound(depth: Depth) -> Bound {
    shapes_in(
        "direct sums of two parts from ",
        bounds::get().sum_parts.get(depth),
        Variant::SekiI,
    )
}

/// Statement `k` of [`C1_NAMES`] on every ordered pair (one pass over the pairs for all four,
/// shared).
fn claim_1_seki_i(depth: Depth, k: usize) -> Outcome {
    static FIRST: [OnceLock<FirstFailures>; 2] = [OnceLock::new(), OnceLock::new()];
    let (first, pairs) = once(&FIRST, depth, |d| claim_1_failures(d, Variant::SekiI));
    let name = C1_NAMES[k];
    match &first[k] {
        None => Outcome::Holds(format!(
            "Seki-I, Claim 1 {name}: holds for all {pairs} ordered pairs"
        )),
        Some((sum, why)) => Outcome::Fails(
            Refutation::new(
                format!("Seki-I, Claim 1 {name}: fails for {why} (a move that zeroes a row and a column of one part ends the whole game in a draw)"),
                replay(sum, Variant::SekiI),
            )
            .showing(type_text(
                &Solvers::default().kind(sum, Variant::SekiI),
            )),
        ),
    }
}

/// SEKI-5.1-mn: "if m < n then S implies that there are i in I and j in J such that
/// s_i^r > s_j^c" (section 5.1). Arithmetic only: every m x n matrix, not up to permutation.
pub const S_IMPLIES_LARGE_ROW: &[Part] = &[Part::search(
    "for m < n, condition S for R implies s_i^r > s_j^c for some i, j",
    |d| shape_bound(bounds::get().section_5_1_mn.get(d), Variant::Seki),
    s_implies_large_row,
)];

/// Every matrix of the shapes (not up to permutation).
fn s_implies_large_row(depth: Depth) -> Outcome {
    let mut total = 0u64;
    for &(m, n, h) in bounds::get().section_5_1_mn.get(depth) {
        for a in analysis::matrices(m, n, h) {
            total += 1;
            if !condition_s(&a, Player::R) {
                continue;
            }
            let (rs, cs) = (a.row_sums(), a.col_sums());
            let large = rs.iter().any(|&r| cs.iter().any(|&c| r > c));
            if !large {
                return Outcome::Fails(Refutation::new(
                    format!(
                        "{}: a row satisfies S but no row sum exceeds a column sum (rows {rs:?}, columns {cs:?})",
                        a.compact()
                    ),
                    replay(&a, Variant::Seki),
                ));
            }
        }
    }
    Outcome::Holds(format!(
        "for m < n, condition S for R implies s_i^r > s_j^c for some i, j: holds for all {total} matrices"
    ))
}

/// SEKI-1.5-s1: "if s = 1 then the first player, R or C, wins in one move in any n x n magic
/// square" (sections 1.5 and 7). A (0,1)... magic square with s = 1 is a permutation matrix;
/// every one is checked for n <= 6 (7 in deep mode) by the rules: each active move of either
/// player ends the game with the mover winning.
pub const MAGIC_SUM_ONE: &[Part] = &[Part::search(
    "in every n x n magic square with s = 1, every active move of R or C wins at once",
    |d| {
        Bound::family(
            "every n x n magic square with s = 1, {}",
            [Range::at_most("n", bounds::get().section_1_5_s1.at(d))],
        )
    },
    magic_sum_one,
)];

/// Every permutation matrix up to the size, every move of either player.
fn magic_sum_one(depth: Depth) -> Outcome {
    let max_n = bounds::get().section_1_5_s1.at(depth);
    let mut total = 0u64;
    for n in 1..=max_n {
        for perm in crate::games::seki::canon::permutations(n) {
            let a = Matrix::from_fn(n, n, |i, j| u32::from(perm[i] == j));
            total += 1;
            for (i, &j) in perm.iter().enumerate() {
                for mover in [Player::R, Player::C] {
                    if play(&a, mover, i, j, Variant::Seki) != Step::Over(Wdl::Win) {
                        return Outcome::Fails(Refutation::new(
                            format!(
                                "{}: {mover}'s move at a_{},{} does not win at once",
                                a.compact(),
                                i + 1,
                                j + 1
                            ),
                            replay(&a, Variant::Seki),
                        ));
                    }
                }
            }
        }
    }
    Outcome::Holds(format!(
        "each of the {total} permutation matrices: every active move of R or C zeroes a row and a column at once, and the mover wins (Seki)"
    ))
}

/// SEKI-C20-line: the line of Claim 20's proof in the 3 x 3 2-cycle (Seki-I), printed
/// 0 2 2 / 2 0 2 / 2 2 0. Entries are 1-based as in the paper. The proof lists C's losing
/// replies after R's (2,1) as "(1,2), (1,3), (2,1), or (1,3)": the repeated (1,3) is read as
/// printed (the three distinct entries), and (2,3) is reported beside them. The replay shows
/// the position after C (1,2), R (1,3), C (3,2) with the value of each of R's moves.
pub const CLAIM_20_LINE: &[Part] = &[Part::worked(
    "Claim 20's line in the 3 x 3 2-cycle (Seki-I): the stated values of its moves",
    claim_20_line,
)];

/// The line, move by move: its stated facts are C's only defence, three quick wins and eight
/// move values.
fn claim_20_line(_: Depth) -> Counted {
    use crate::games::seki::reference::Reference;
    use {Player::*, Wdl::*};
    let v = Variant::SekiI;
    let mut s = Reference::new(v);
    let mut facts = Tally::default();
    let a0 = Matrix::parse("0 2 2; 2 0 2; 2 2 0").expect("paper matrix");
    let at = |a: &Matrix, i: usize, j: usize| a.reduced(i - 1, j - 1);
    // 1. C at (1,2); R's reply (1,3) wins.
    let a1 = at(&a0, 1, 2);
    // 2. After R (1,3), C's "(unique) defense" is (3,2): read as the only reply after which
    //    R cannot force a win within 3 plies (her threat: row 1 in two moves).
    let a2 = at(&a1, 1, 3);
    let mut holding = Vec::new();
    for (i, j) in active_moves(&a2) {
        let quick_loss = match play(&a2, C, i, j, v) {
            Step::Over(w) => w == Loss,
            Step::Continue(b) => Prover::new(&b, v, R, 1_000_000)
                .ok()
                .and_then(|(mut p, key)| p.prove(key, true, 3))
                .is_some(),
        };
        if !quick_loss {
            holding.push((i + 1, j + 1));
        }
    }
    facts.fact(holding == vec![(3, 2)], || format!(
        "after C (1,2), R (1,3), C's replies after which R cannot force a win within 3 plies are {holding:?}, stated only (3,2)"
    ));
    // 3. After C (3,2): R's (1,3) loses, R's (1,2) lets C draw by (2,3), R's (2,1) wins.
    let a3 = at(&a2, 3, 2);
    // 4. After R (2,1): C's (1,2), (1,3), (2,1) let R win in one move; C's (3,1) / (3,2) lose
    //    to R's (1,2) / (2,1); both of those win if C passes.
    let a4 = at(&a3, 2, 1);
    for (i, j) in [(1, 2), (1, 3), (2, 1)] {
        let b = at(&a4, i, j);
        let wins_at_once = active_moves(&b)
            .into_iter()
            .any(|(r, c)| play(&b, R, r, c, v) == Step::Over(Win));
        facts.fact(wins_at_once, || {
            format!("after R (2,1), C's ({i},{j}): R has no move that wins at once")
        });
    }
    // The stated values: (what, position, mover, move, value for the mover).
    type Stated = (String, Matrix, Player, (usize, usize), Wdl);
    let mut stated: Vec<Stated> = vec![
        ("after C (1,2), R's (1,3)".into(), a1, R, (1, 3), Win),
        ("then R's (1,3) again".into(), a3.clone(), R, (1, 3), Loss),
        (
            "then after R's (1,2), C's answer (2,3)".into(),
            at(&a3, 1, 2),
            C,
            (2, 3),
            Draw,
        ),
        ("then R's (2,1)".into(), a3.clone(), R, (2, 1), Win),
    ];
    for ((ci, cj), (ri, rj)) in [((3, 1), (1, 2)), ((3, 2), (2, 1))] {
        let what = format!("after R (2,1), C's ({ci},{cj}), R's reply ({ri},{rj})");
        stated.push((what, at(&a4, ci, cj), R, (ri, rj), Win));
    }
    for r in [(1, 2), (2, 1)] {
        let what = format!("after R (2,1) and C's pass, R's ({},{})", r.0, r.1);
        stated.push((what, a4.clone(), R, r, Win));
    }
    for (what, a, mover, (i, j), want) in stated {
        let got = s.move_value(&a, mover, i - 1, j - 1);
        facts.fact(got == want, || {
            format!(
                "{what}: {} for the mover, stated {}",
                wdl_name(got),
                wdl_name(want)
            )
        });
    }
    let c23 = s.move_value(&a4, C, 1, 2);
    let what = format!(
        "Claim 20's line in the 3 x 3 2-cycle (Seki-I); C's (2,3) after R (2,1), not in the list, {} for C",
        wdl_name(c23)
    );
    facts.example(
        |entries| Outcome::Holds(format!("{what}: all {entries} entries agree")),
        |wrong| {
            // The replay lists R's moves from that position with their values: (2,1) among them.
            let r21 = s.move_value(&a3, R, 1, 0);
            Outcome::Fails(
                Refutation::new(format!("{what}: {}", wrong.join("; ")), replay(&a3, v))
                    .showing(move_text(&a3, 1, 0, r21)),
            )
        },
    )
}

/// SEKI-11.4-Q: the open question of section 11.4, "Is it true that m = n if each group has
/// exactly one eye?", read as the statement "every seki with one eye in each group is
/// square", searched over small non-square matrices (up to permutation, no zero line).
pub const ONE_EYE_EACH: &[Part] = &[Part::search(
    "no seki with one eye in every group is non-square",
    |d| {
        shapes_in(
            "with one eye in every group: ",
            bounds::get().section_11_4_q.get(d),
            Variant::Seki,
        )
    },
    one_eye_each,
)];

/// Every class of the non-square shapes, with one eye in every group.
fn one_eye_each(depth: Depth) -> Outcome {
    use crate::games::seki::eyes::EyePosition;
    let mut total = 0u64;
    for &(m, n, h) in bounds::get().section_11_4_q.get(depth) {
        for (a, _) in &all(m, n, h, Variant::Seki).kept {
            let p = EyePosition {
                a: a.clone(),
                row_eyes: vec![1; m],
                col_eyes: vec![1; n],
            };
            total += 1;
            let t = p.seki_type(Variant::Seki);
            if t.is_seki() {
                return Outcome::Fails(Refutation::new(
                    format!(
                        "the question is answered no: A = {} ({m}x{n}) with one eye in every group is a seki of type {} (Seki)",
                        a.compact(),
                        t.refined()
                    ),
                    QUICK_CHECK,
                ));
            }
        }
    }
    Outcome::Holds(format!(
        "no seki among the {total} classes with one eye in every group: on this bound the answer is yes"
    ))
}

/// SEKI-9-views: section 9's "the 3x3 matrices A^3_3, A^3_4, A^3_5 and A^3_6 can be viewed as
/// extensions of the 2x2 matrices A^2_4, B^2_1, B^2_4, and B^2_4, respectively". Each pair is
/// judged over both kinds of extension ((3,1,1,-1) and (3,2,2,-2)) at every entry, up to row
/// and column permutations; the detail names which of the three 2x2 matrices each 3x3 one
/// does extend.
pub const EXTENSION_VIEWS: &[Part] = &[Part::compared(VIEWS, extension_views)];

const VIEWS: &str = "the 3x3 matrices as extensions of the stated 2x2 matrices (both kinds, every entry, up to row and column permutations)";

/// The four stated pairs.
fn extension_views(_: Depth) -> Compared {
    let small = [("A^2_4", "22/22"), ("B^2_1", "23/32"), ("B^2_4", "33/33")];
    let stated = [
        ("A^3_3", "301/022/121", "A^2_4"),
        ("A^3_4", "320/212/023", "B^2_1"),
        ("A^3_5", "320/203/032", "B^2_4"),
        ("A^3_6", "320/213/033", "B^2_4"),
    ];
    let extends = |big: &Matrix, a: &Matrix| {
        (1..=2).any(|d| extensions(a, d).any(|(_, _, e)| equivalent(&e, big)))
    };
    let mut facts = Tally::default();
    for (name, text, of) in stated {
        let big = digits(text);
        let found: Vec<&str> = small
            .iter()
            .filter(|(_, s)| extends(&big, &digits(s)))
            .map(|(n, _)| *n)
            .collect();
        facts.fact(found.contains(&of), || {
            format!(
                "{name} ({text}) is no extension of {of}; of the three it extends only {}",
                if found.is_empty() {
                    "none".to_string()
                } else {
                    found.join(", ")
                }
            )
        });
    }
    facts.compared(VIEWS, QUICK_CHECK)
}

/// SEKI-7-h2: section 7's "a 4x4 magic square of height 3 may be of any type. Yet, if height
/// is at most 2 then only CSMs, (L', L'), remain", read as written: every 4x4 magic square of
/// height at most 2. (With s >= 2 it is Claim 13, SEKI-C13; s = 1 is a first-player win, as
/// section 3 itself says.)
pub const HEIGHT_TWO_MAGIC: &[Part] = &[Part::seki(SekiSweep {
    // One shape, at both depths.
    shapes: |_| vec![(4, 4, 2)],
    variant: Variant::Seki,
    what: "every 4x4 magic square of height <= 2 is a CSM",
    bad: |a, t| {
        magic_sum(a)
            .filter(|_| !t.is_csm())
            .map(|sum| format!("a magic square with sum {sum} of type {}", t.refined()))
    },
    // The replay (`solve seki`) prints the failing square's refined type.
    shows: Some(|why| {
        format!(
            "(refined {})",
            why.rsplit("of type ").next().unwrap_or_default()
        )
    }),
    hunt: None,
})];

/// SEKI-C8-proof: the strategy of Claim 8's proof, "let s_1^r <= s_2^r and row 1 fail S at a
/// column j (s_j^c - s_1^r < a_{1,j}). If a_{2,j} > 0 then C reduces it by 1. ... after any
/// move of R, condition S will not hold", read for any such column j, and for some such
/// column; for n > 2 only, since for n = 2 the proof's last line allows a seki ("if n = 2
/// then both matrices can be seki").
pub const CLAIM_8_STRATEGY: &[Part] = &[
    Part::search(C8_HOLDS, c8_bound, claim_8_any).under_reading(C8_ANY),
    Part::search(C8_HOLDS, c8_bound, claim_8_some).under_reading(C8_SOME),
];

const C8_ANY: &str = "any column j where row 1 fails S and a_2j > 0 will do";
const C8_SOME: &str = "some such column will do";
const C8_HOLDS: &str = "C's reduction of a_2j at a column j where row 1 fails S keeps S false after any move of R (n > 2)";

/// The 2 x n matrices SEKI-C8-proof covers.
fn c8_bound(depth: Depth) -> Bound {
    shape_bound(bounds::get().claim_8_strategy.get(depth), Variant::Seki)
}

/// What the strategy does on every matrix where it applies: the first matrix where some
/// admissible column fails (with the column), the first where every one fails, and the
/// number of matrices where it applies.
type StrategyCases = (Option<(Matrix, usize)>, Option<Matrix>, u64);

/// The cases of [`strategy_cases`] at `depth`, shared by both readings.
fn c8_cases(depth: Depth) -> &'static StrategyCases {
    static CASES: [OnceLock<StrategyCases>; 2] = [OnceLock::new(), OnceLock::new()];
    once(&CASES, depth, strategy_cases)
}

/// Reading "any such column": the first matrix where some admissible column fails.
fn claim_8_any(depth: Depth) -> Outcome {
    let (any_fails, _, cases) = c8_cases(depth);
    match any_fails {
        Some((a, j)) => Outcome::Fails(
            Refutation::new(
                format!(
                    "{}: row 1 fails S at column {} and a_2{} = {}, but after C's a_2{} R wins or makes S hold",
                    a.compact(),
                    j + 1,
                    j + 1,
                    a.get(1, *j),
                    j + 1
                ),
                replay(a, Variant::Seki),
            )
            .showing(move_text(a, 1, *j, Wdl::Loss)),
        ),
        None => Outcome::Holds(format!(
            "{cases} matrices where the strategy applies: every admissible column keeps S false"
        )),
    }
}

/// Reading "some such column": the first matrix where every admissible column fails.
fn claim_8_some(depth: Depth) -> Outcome {
    let (_, some_fails, cases) = c8_cases(depth);
    match some_fails {
        Some(a) => Outcome::Fails(Refutation::new(
            format!("{}: no admissible column keeps S false", a.compact()),
            replay(a, Variant::Seki),
        )),
        None => Outcome::Holds(format!(
            "{cases} matrices where the strategy applies: some admissible column keeps S false in each"
        )),
    }
}

/// Every 2 x n matrix of the shapes where the strategy applies, each admissible column tried.
fn strategy_cases(depth: Depth) -> StrategyCases {
    let mut any_fails: Option<(Matrix, usize)> = None;
    let mut some_fails: Option<Matrix> = None;
    let mut cases = 0u64;
    for &(_, n, h) in bounds::get().claim_8_strategy.get(depth) {
        for a in analysis::two_row_matrices(n, h) {
            let rs = a.row_sums();
            if rs[0] > rs[1] || condition_s(&a, Player::R) {
                continue; // the other row order is the same case; S holding is Claim 5's
            }
            let cs = a.col_sums();
            let columns: Vec<usize> = (0..n)
                .filter(|&j| cs[j] < rs[0] + a.get(0, j) && a.get(1, j) > 0)
                .collect();
            if columns.is_empty() {
                continue; // a_2j = 0: the proof's next paragraph
            }
            cases += 1;
            let kept: Vec<bool> = columns
                .iter()
                .map(|&j| analysis::keeps_s_false(&a, j))
                .collect();
            if any_fails.is_none()
                && let Some(k) = kept.iter().position(|k| !k)
            {
                any_fails = Some((a.clone(), columns[k]));
            }
            if some_fails.is_none() && !kept.contains(&true) {
                some_fails = Some(a.clone());
            }
        }
    }
    (any_fails, some_fails, cases)
}
