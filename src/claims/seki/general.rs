//! Checks of the paper's universal statements (Claims 1-8, 10-12, 14 and section 4-5
//! remarks) on every matrix of the enumerated shapes.

use super::bounds;
use super::predicates;
use super::support::{Solvers, all, replay, winner};
use crate::claims::part::{Hunter, Part, SekiSweep};
use crate::claims::{Bound, Depth, Outcome, Range, Refutation};
use crate::core::Wdl;
use crate::games::seki::analysis::{
    claim7_move, claim7_move_or_win, condition_s, row_satisfies_s, s_fails_only_by_strictness,
};
use crate::games::seki::rules::{Player, SekiType};
use crate::games::seki::{Matrix, Variant};

const V: Variant = Variant::Seki;

/// The shapes every universal claim is checked on (`bounds::get().universal`).
pub fn shapes(depth: Depth) -> Vec<(usize, usize, u32)> {
    bounds::get().universal.get(depth).to_vec()
}

/// The hunt of SEKI-C3, C5 and C7: random matrices past the shapes, judged by the claim's
/// predicate.
const UP_TO_4X4: Hunter = Hunter {
    check: super::hunts::up_to_4x4,
    instances: "random matrices up to 4x4 with entries <= 8",
};

/// SEKI-C1: direct sums of every pair of enumerated matrices.
pub const CLAIM_1: &[Part] = &[Part::search(
    "(i)-(iv): a winner of both parts wins the sum; seki and CSM iff both parts are",
    |d| {
        super::support::shapes_in(
            "direct sums of two parts from ",
            bounds::get().sum_parts.get(d),
            V,
        )
    },
    claim_1,
)];

fn claim_1(depth: Depth) -> Outcome {
    let (first, pairs) = claim_1_failures(depth, V);
    match first.into_iter().flatten().next() {
        Some((sum, why)) => Outcome::Fails(Refutation::new(why, replay(&sum, V))),
        None => Outcome::Holds(format!(
            "(i)-(iv) hold for all {pairs} ordered pairs: a winner (first or second, R or C) of both parts wins the sum; seki and CSM iff both parts are"
        )),
    }
}

/// The first failure of each statement of Claim 1 ((i) for R starting, (i) for C starting,
/// (iii), (iv)): the sum and why; and the number of ordered pairs.
pub(super) type FirstFailures = ([Option<(Matrix, String)>; 4], usize);

/// Claim 1's statements on the direct sum of every ordered pair of parts (`sum_parts`) in
/// `v`: the first failure of each (SEKI-C1 in Seki, SEKI-10-C1 in Seki-I).
pub(super) fn claim_1_failures(depth: Depth, v: Variant) -> FirstFailures {
    let mut s = Solvers::default();
    let mut parts: Vec<(Matrix, SekiType)> = Vec::new();
    for &(m, n, h) in bounds::get().sum_parts.get(depth) {
        parts.extend(all(m, n, h, v).kept.iter().cloned());
    }
    // The first failure of each part: (i) for R starting, (i) for C starting, (iii), (iv).
    let mut first: [Option<(Matrix, String)>; 4] = [None, None, None, None];
    let mut pairs = 0;
    for (a, ta) in &parts {
        for (b, tb) in &parts {
            let sum = a.direct_sum(b);
            let t = s.kind(&sum, v);
            pairs += 1;
            let parts_text = format!("{} (+) {}", a.compact(), b.compact());
            for (k, starter) in [Player::R, Player::C].into_iter().enumerate() {
                let (wa, wb, w) = (
                    winner(ta, starter),
                    winner(tb, starter),
                    winner(&t, starter),
                );
                if first[k].is_none() && wa.is_some() && wa == wb && w != wa {
                    first[k] = Some((
                        sum.clone(),
                        format!(
                            "{parts_text}: {starter} starting, {wa:?} wins both parts but the sum gives {w:?}"
                        ),
                    ));
                }
            }
            // (iii) by the coarse types, (iv) by the refined ones.
            for (k, parts_are, sum_is, show) in [
                (
                    2,
                    ta.is_seki() && tb.is_seki(),
                    t.is_seki(),
                    SekiType::coarse as fn(&SekiType) -> String,
                ),
                (3, ta.is_csm() && tb.is_csm(), t.is_csm(), SekiType::refined),
            ] {
                if first[k].is_none() && parts_are != sum_is {
                    first[k] = Some((
                        sum.clone(),
                        format!(
                            "{parts_text}: parts {} and {}, sum {}",
                            show(ta),
                            show(tb),
                            show(&t)
                        ),
                    ));
                }
            }
        }
    }
    (first, pairs)
}

/// The square shapes among [`shapes`] (SEKI-C2: symmetrizable matrices are square).
fn square_shapes(depth: Depth) -> Vec<(usize, usize, u32)> {
    shapes(depth)
        .into_iter()
        .filter(|(m, n, _)| m == n)
        .collect()
}

/// SEKI-C2.
pub const CLAIM_2: &[Part] = &[Part::seki(SekiSweep {
    shapes: square_shapes,
    variant: Variant::Seki,
    what: "the second player never wins in a symmetrizable matrix",
    bad: predicates::claim_2,
    shows: None,
    hunt: Some(Hunter {
        check: super::hunts::claim_2,
        instances: "random symmetric matrices up to 4x4 with entries <= 6, rows and columns permuted (symmetrizable)",
    }),
})];

/// SEKI-C3.
pub const CLAIM_3: &[Part] = &[Part::seki(SekiSweep {
    shapes,
    variant: Variant::Seki,
    what: "types (D,L), (L,D), (L,L) never occur",
    bad: predicates::claim_3,
    shows: None,
    hunt: Some(UP_TO_4X4),
})];

/// SEKI-C4.
pub const CLAIM_4: &[Part] = &[Part::seki(SekiSweep {
    shapes,
    variant: V,
    what: "(i) => (ii) and (iii); (iii) => (i) and (ii)",
    bad: |_, t| {
        let i = t.r_first != Wdl::Win && t.c_first != Wdl::Win;
        let ii = t.r_first != Wdl::Loss && t.c_first != Wdl::Loss;
        let iii = t.is_seki();
        let ok = (!i && !iii) || (i && ii && iii);
        (!ok).then(|| format!("type {}", t.coarse()))
    },
    shows: None,
    hunt: None,
})];

/// SEKI-C5.
pub const CLAIM_5: &[Part] = &[Part::seki(SekiSweep {
    shapes,
    variant: Variant::Seki,
    what: "condition S makes the second player win",
    bad: predicates::claim_5,
    shows: None,
    hunt: Some(UP_TO_4X4),
})];

/// SEKI-S-strict. Reading "universal": whenever row i satisfies (4.1) and fails S only by
/// strictness (a_ij = 0, s_i^r = s_j^c) and no row satisfies S, C moving first wins.
/// Reading "example": strictness is essential, i.e. such a matrix exists in which R does
/// not win as second.
pub const S_STRICT: &[Part] = &[
    Part::search(
        "a matrix satisfying (4.1) except strictness in which R does not win second exists",
        |d| super::support::shape_bound(&shapes(d), V),
        s_strict_example,
    )
    .under_reading("example: strictness is essential"),
    Part::search(
        "C moving first wins whenever a row fails S only by strictness",
        |d| super::support::shape_bound(&shapes(d), V),
        s_strict_universal,
    )
    .under_reading("universal: then C, moving first, wins"),
];

fn s_strict_example(depth: Depth) -> Outcome {
    let example = shapes(depth).iter().find_map(|&(m, n, h)| {
        super::support::sweep(m, n, h, V)
            .find(|a, t| t.c_first != Wdl::Loss && s_fails_only_by_strictness(a))
    });
    match example {
        Some((a, t)) => Outcome::Holds(format!(
            "{} satisfies (4.1) except strictness, yet C moving first gets {} (R does not win second)",
            a.compact(),
            t.c_first
        )),
        None => Outcome::Unsettled("no such matrix within the bounds".to_string()),
    }
}

fn s_strict_universal(depth: Depth) -> Outcome {
    let mut count = 0u64;
    let mut universal_fail = None;
    for &(m, n, h) in &shapes(depth) {
        let s = super::support::sweep(m, n, h, V);
        count += s.count(|a, _| s_fails_only_by_strictness(a));
        if universal_fail.is_none() {
            universal_fail = s.find(|a, t| t.c_first != Wdl::Win && s_fails_only_by_strictness(a));
        }
    }
    match universal_fail {
        Some((a, t)) => Outcome::Fails(Refutation::new(
            format!(
                "{}: a row fails S only by strictness, yet C moving first gets {} (type {})",
                a.compact(),
                t.c_first,
                t.coarse()
            ),
            replay(&a, V),
        )),
        None => Outcome::Holds(format!("C moving first wins in all {count} such classes")),
    }
}

/// SEKI-C6.
pub const CLAIM_6: &[Part] = &[Part::seki(SekiSweep {
    shapes,
    variant: V,
    what: "a row satisfying S has s_i^r < s_j^c for every column",
    bad: |a, _| {
        let (rs, cs) = (a.row_sums(), a.col_sums());
        (0..a.rows())
            .find(|&i| row_satisfies_s(a, i) && cs.iter().any(|&c| c <= rs[i]))
            .map(|i| format!("row {}", i + 1))
    },
    shows: None,
    hunt: None,
})];

/// SEKI-C7.
pub const CLAIM_7: &[Part] = &[Part::seki(SekiSweep {
    shapes,
    variant: Variant::Seki,
    what: "a first move that makes S hold wins",
    bad: predicates::claim_7,
    shows: None,
    hunt: Some(UP_TO_4X4),
})];

fn two_by_n(depth: Depth) -> Vec<(usize, usize, u32)> {
    bounds::get().two_by_n.get(depth).to_vec()
}

/// SEKI-5.1.
pub const SECTION_5_1: &[Part] = &[Part::seki(SekiSweep {
    shapes: two_by_n,
    variant: V,
    what: "for m = 2, S for a row implies the other row's sum is at least n times its sum",
    bad: |a, _| {
        let rs = a.row_sums();
        let n = a.cols() as u32;
        (0..2)
            .find(|&i| row_satisfies_s(a, i) && rs[1 - i] < n * rs[i])
            .map(|i| format!("row {}", i + 1))
    },
    shows: None,
    hunt: None,
})];

/// SEKI-C8.
pub const CLAIM_8: &[Part] = &[Part::seki(SekiSweep {
    shapes: two_by_n,
    variant: V,
    what: "2 x n, C first: R wins iff S; seki only for 2x2; C wins when S fails and n > 2",
    bad: |a, t| {
        let s = condition_s(a, Player::R);
        if (t.c_first == Wdl::Loss) != s {
            return Some(format!("S {s}, C first gets {}", t.c_first));
        }
        if t.is_seki() && a.cols() > 2 {
            return Some("a seki".into());
        }
        if a.cols() > 2 && !s && t.c_first != Wdl::Win {
            return Some(format!("S fails, C first gets {}", t.c_first));
        }
        None
    },
    shows: None,
    hunt: None,
})];

/// SEKI-C10. Reading "literal": Claim 7 means a move after which S holds. Reading "wins
/// count": a move that ends the game in the mover's favour (in Seki, zeroing a row and a
/// column at once) also counts, as it trivially does in Claim 7's spirit.
pub const CLAIM_10: &[Part] = &[
    claim_10_reading(|a, t| claim_10_bad(a, t, false))
        .under_reading("literal: Claim 7 needs S after the move"),
    claim_10_reading(|a, t| claim_10_bad(a, t, true))
        .under_reading("wins count: a move that ends the game in the mover's favour counts"),
];

/// SEKI-C10 under one reading: `bad` is [`claim_10_bad`] under it.
const fn claim_10_reading(bad: fn(&Matrix, &SekiType) -> Option<String>) -> Part {
    Part::seki(SekiSweep {
        shapes: |d| vec![(2, 2, bounds::get().claim_10.at(d))],
        variant: V,
        what: "a 2x2 matrix is a seki iff Claims 5 and 7 apply to neither player",
        bad,
        shows: None,
        hunt: None,
    })
}

/// Why a 2x2 matrix contradicts SEKI-C10 under the reading `widened` (a move that ends the
/// game in the mover's favour counts as Claim 7's move), if it does.
fn claim_10_bad(a: &Matrix, t: &SekiType, widened: bool) -> Option<String> {
    let c7 = |p| {
        if widened {
            claim7_move_or_win(a, p).is_some()
        } else {
            claim7_move(a, p).is_some()
        }
    };
    let applies =
        condition_s(a, Player::R) || condition_s(a, Player::C) || c7(Player::R) || c7(Player::C);
    (t.is_seki() == applies).then(|| format!("seki {}, Claims 5/7 apply {applies}", t.is_seki()))
}

/// SEKI-C11. The printed systems are garbled: five inequalities for "three linear systems".
/// Reading A groups them (1,2), (3,4), (5); reading B asks for any one of the five.
pub const CLAIM_11: &[Part] = &[
    Part::search(CLAIM_11_HOLDS, claim_11_bound, |d| {
        claim_11(d, |x| (x[0] && x[1]) || (x[2] && x[3]) || x[4])
    })
    .under_reading("A: systems (1,2), (3,4), (5)"),
    Part::search(CLAIM_11_HOLDS, claim_11_bound, |d| {
        claim_11(d, |x| x.iter().any(|&b| b))
    })
    .under_reading("B: any one of the five inequalities"),
];

const CLAIM_11_HOLDS: &str = "a 2x2 matrix in standard form is seki iff the systems hold";

fn claim_11_bound(depth: Depth) -> Bound {
    Bound::family(
        "every 2x2 matrix in standard form with entries >= 2 and {}",
        [Range::at_most("height", bounds::get().claim_11.at(depth))],
    )
}

/// Claim 11 with the systems read as `rule` on the five inequalities.
fn claim_11(depth: Depth, rule: fn(&[bool; 5]) -> bool) -> Outcome {
    let h = bounds::get().claim_11.at(depth);
    let ineq = |[a11, a12, a21, a22]: [i64; 4]| {
        [
            a11 + a12 - a21 >= 2,
            a11 + a21 - a22 >= 2,
            a11 + a12 - a21 >= 2,
            a11 - a12 + a21 >= 2,
            a11 + a12 - a22 >= 2,
        ]
    };
    let mut s = Solvers::default();
    let mut checked = 0;
    for a11 in 2..=h {
        for a12 in 2..=h {
            for a21 in 2..=h {
                for a22 in 2..=h {
                    // (6.5): a22 - a11 >= a21 - a12 >= 0 (the standard form (6.4)).
                    if !(a22 + a12 >= a21 + a11 && a21 >= a12) {
                        continue;
                    }
                    let a = Matrix::new(&[&[a11, a12], &[a21, a22]]);
                    checked += 1;
                    let seki = s.kind(&a, V).is_seki();
                    if seki != rule(&ineq([a11, a12, a21, a22].map(i64::from))) {
                        return Outcome::Fails(Refutation::new(
                            format!(
                                "{} is {} a seki but the systems say the opposite",
                                a.compact(),
                                if seki { "" } else { "not" }
                            ),
                            replay(&a, V),
                        ));
                    }
                }
            }
        }
    }
    Outcome::Holds(format!(
        "seki iff the systems hold, on all {checked} matrices"
    ))
}

/// SEKI-C12: (W,W) iff, after some row and column permutation, (i), (ii) or (iii) holds.
/// Reading "as printed": (iii) is 1 <= a_11 <= a_12 = a_21 <= a_22 >= 2. Reading "as the
/// section 6.4 figure": the third family is (1 a; a c), i.e. a_11 = 1 in (iii).
pub const CLAIM_12: &[Part] = &[
    claim_12_reading(|a, t| claim_12_bad(a, t, false))
        .under_reading("as printed: 1 <= a_11 in (iii)"),
    claim_12_reading(|a, t| claim_12_bad(a, t, true))
        .under_reading("as the figure (1 a; a c): a_11 = 1 in (iii)"),
];

/// SEKI-C12 under one reading: `bad` is [`claim_12_bad`] under it.
const fn claim_12_reading(bad: fn(&Matrix, &SekiType) -> Option<String>) -> Part {
    Part::seki(SekiSweep {
        shapes: |d| vec![(2, 2, bounds::get().claim_12.at(d))],
        variant: V,
        what: "(W,W) iff (i), (ii) or (iii) holds up to row and column permutations",
        bad,
        shows: None,
        hunt: None,
    })
}

/// Why a 2x2 matrix contradicts SEKI-C12 under the reading `a11_is_one` ((iii) asks a_11 = 1,
/// the figure, rather than 1 <= a_11, as printed), if it does.
fn claim_12_bad(a: &Matrix, t: &SekiType, a11_is_one: bool) -> Option<String> {
    let conditions = |a: &Matrix| {
        let (a11, a12, a21, a22) = (a.get(0, 0), a.get(0, 1), a.get(1, 0), a.get(1, 1));
        let i = a11 == 0 && a22 == 0 && a12 == 1 && a21 >= 1;
        let ii = a11 == 0 && 1 <= a12 && a12 == a21 && a21 <= a22 + 1;
        let first = if a11_is_one { a11 == 1 } else { 1 <= a11 };
        let iii = first && a11 <= a12 && a12 == a21 && a21 <= a22 && a22 >= 2;
        i || ii || iii
    };
    let any = [[0, 1], [1, 0]].iter().any(|rp| {
        [[0, 1], [1, 0]]
            .iter()
            .any(|cp| conditions(&a.permuted(rp, cp)))
    });
    (any != t.first_player_wins()).then(|| format!("type {}, conditions {any}", t.coarse()))
}

/// SEKI-C14, on (0,1,2) matrices.
pub const CLAIM_14: &[Part] = &[Part::search(
    "R's move at (i, j) wins, or draws in the stated exception",
    |d| super::support::shape_bound(bounds::get().claim_14.get(d), V),
    claim_14,
)];

fn claim_14(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    let mut cases = 0u64;
    for &(m, n, h) in bounds::get().claim_14.get(depth) {
        for (a, _) in &all(m, n, h, V).kept {
            let (rs, cs) = (a.row_sums(), a.col_sums());
            let Some(&smin) = rs.iter().chain(cs.iter()).min() else {
                continue;
            };
            for i in 0..a.rows() {
                for j in 0..a.cols() {
                    if !(rs[i] == smin && cs[j] > smin && a.get(i, j) > 0) {
                        continue;
                    }
                    // R's results in the minors A_{i,j'} of the exceptional columns j'; minors
                    // that are already decided (a zero line) are outside the claim's reading.
                    let exceptional: Option<Vec<Wdl>> = (0..a.cols())
                        .filter(|&jp| {
                            cs[jp] == smin
                                && a.get(i, jp) == 2
                                && (0..a.rows()).any(|ip| rs[ip] > smin && a.get(ip, jp) > 0)
                        })
                        .filter_map(|jp| a.minor(i, jp))
                        .map(|minor| {
                            let decided = minor.has_zero_row() || minor.has_zero_col();
                            (!decided).then(|| s.kind(&minor, V).r_first)
                        })
                        .collect();
                    let Some(exceptional) = exceptional else {
                        continue;
                    };
                    let blocking: Vec<Wdl> =
                        exceptional.into_iter().filter(|&v| v != Wdl::Win).collect();
                    let v = s.move_value(a, Player::R, i, j, V);
                    cases += 1;
                    let ok = if blocking.is_empty() {
                        v == Wdl::Win
                    } else if blocking.iter().all(|&x| x != Wdl::Loss) {
                        v >= Wdl::Draw
                    } else {
                        true
                    };
                    if !ok {
                        return Outcome::Fails(Refutation::new(
                            format!("{}: R's move a_{}{} gives {v}", a.compact(), i + 1, j + 1),
                            replay(a, V),
                        ));
                    }
                }
            }
        }
    }
    Outcome::Holds(format!(
        "R's move at (i, j) wins, or draws in the stated exception, in all {cases} cases (minors with a zero line skipped)"
    ))
}
