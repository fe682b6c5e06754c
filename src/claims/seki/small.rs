//! Checks of the paper's small worked examples: 1 x n and 2 x 2 matrices (sections 1.3, 1.4,
//! 4, 5.3, 6.2) and the 4 x 5 examples of section 1.9.1.

use super::bounds;
use super::facts;
use super::support::{Solvers, all, kept_where, mat, replay, shape_bound};
use crate::claims::part::SekiSweep;
use crate::claims::{
    Bound, Certificates, Compared, Depth, Outcome, Part, Range, Refutation, Tally,
};
use crate::core::Wdl;
use crate::games::seki::analysis::{is_symmetrizable, magic_sum, row_plan_wins, row_satisfies_s};
use crate::games::seki::canon::canonical_matrix;
use crate::games::seki::rules::Player;
use crate::games::seki::{Matrix, Variant};
use std::collections::BTreeSet;

const V: Variant = Variant::Seki;

/// SEKI-1x1: the 1 x 1 matrices one by one, then the 1 x n and m x 1 ones by a sweep.
pub const ONE_BY_N: &[Part] = &[
    Part::search(
        "(1) is (W,W), (2) is a CSM, (a) for a >= 3 a seki that is not complete",
        |d| {
            Bound::family(
                "every 1x1 matrix (a) with {}",
                [Range::between("a", 1, bounds::get().one_by_one.at(d))],
            )
        },
        one_by_one,
    ),
    Part::seki(SekiSweep {
        shapes: |d| bounds::get().one_by_n.get(d).to_vec(),
        variant: V,
        what: "C wins every 1 x n (n > 1), R every m x 1 (m > 1)",
        bad: |a, t| {
            let want = if a.rows() == 1 { "(L,W)" } else { "(W,L)" };
            (t.coarse() != want).then(|| format!("type {}", t.coarse()))
        },
        shows: None,
        hunt: None,
    }),
];

/// Every 1 x 1 matrix (a) up to the bound has the stated type.
fn one_by_one(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    for a in 1..=bounds::get().one_by_one.at(depth) {
        let m = Matrix::new(&[&[a]]);
        let t = s.kind(&m, V);
        let ok = match a {
            1 => t.first_player_wins(),
            2 => t.is_csm(),
            _ => t.is_seki() && !t.is_csm(),
        };
        if !ok {
            return Outcome::Fails(Refutation::new(
                format!("1x1 matrix ({a}) has type {}", t.refined()),
                format!("cgcheck solve seki \"{a}\""),
            ));
        }
    }
    Outcome::Holds(
        "(1) is (W,W), (2) is a CSM, (a) for a >= 3 a seki that is not complete".to_string(),
    )
}

/// SEKI-2x2-first.
pub const TWO_BY_TWO_FIRST_PARTS: &[Part] = &[facts::part!(
    "SEKI-2x2-first",
    "three 2x2 first-player wins and the only winning moves of 12/22"
)];

/// SEKI-2x2-B.
pub const TWO_BY_TWO_B_PARTS: &[Part] = &[facts::part!(
    "SEKI-2x2-B",
    "B^2_1..B^2_4 and every reduction of an entry 3"
)];

/// The four 2x2 CSMs A^2_1..A^2_4, up to permutation (canonical forms).
fn a2() -> BTreeSet<Matrix> {
    ["1 1; 1 1", "2 0; 0 2", "2 1; 1 2", "2 2; 2 2"]
        .map(|t| canonical_matrix(&mat(t)))
        .into()
}

/// SEKI-2x2-CSM: the CSMs of every 2 x 2 matrix up to the bound.
pub const TWO_BY_TWO_CSM: &[Part] = &[Part::search(
    "exactly four CSMs up to permutation, A^2_1..A^2_4, all symmetric magic squares",
    |d| shape_bound(&[(2, 2, bounds::get().two_by_two_csm.at(d))], V),
    two_by_two_csm,
)];

fn two_by_two_csm(depth: Depth) -> Outcome {
    let h = bounds::get().two_by_two_csm.at(depth);
    let c = all(2, 2, h, V);
    let found = kept_where(&c, |_, t| t.is_csm());
    let replay_all = super::support::replay_enum(2, 2, h, V, "csm");
    if found != a2() {
        return Outcome::Fails(Refutation::new(
            format!(
                "2x2 CSMs of height <= {h}: {}",
                found
                    .iter()
                    .map(|a| a.compact())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            replay_all,
        ));
    }
    if !found
        .iter()
        .all(|a| is_symmetrizable(a) && magic_sum(a).is_some())
    {
        return Outcome::Fails(Refutation::new(
            "a 2x2 CSM is not a symmetric magic square",
            replay_all,
        ));
    }
    Outcome::Holds(format!(
        "exactly four CSMs up to permutation, A^2_1..A^2_4, all symmetric magic squares ({} classes)",
        c.classes
    ))
}

/// SEKI-1.3: the 3 x 3 example, then its n x n generalisation for every n up to the bound.
pub const SECTION_1_3: &[Part] = &[
    facts::part!(
        "SEKI-1.3",
        "the 3x3 example, R's drawing lines, C's forced reply and the line's end (for n = 2, (3 0; 1 3) is a seki)"
    ),
    Part::search(
        "the n x n generalisation draws with R first and is won by C first",
        |d| {
            Bound::family(
                "every n x n generalisation (3 on the diagonal, 1 on the last row) with {}",
                [Range::between("n", 3, bounds::get().section_1_3.at(d))],
            )
        },
        section_1_3_every_n,
    ),
];

/// The n x n generalisation (3 on the diagonal, 1 on the last row) for n = 3 up to the bound.
fn section_1_3_every_n(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    super::support::every_n(
        "the n x n generalisation draws with R first and is won by C first",
        bounds::get().section_1_3.at(depth),
        V,
        |n| {
            let g = Matrix::from_fn(n, n, |i, j| if i == j { 3 } else { u32::from(i == n - 1) });
            let t = s.kind(&g, V);
            ((t.r_first, t.c_first) != (Wdl::Draw, Wdl::Win)).then(|| {
                (
                    g.clone(),
                    format!("{} has type {}", g.compact(), t.coarse()),
                )
            })
        },
    )
}

/// SEKI-4-weak.
pub const SECTION_4_WEAK_PARTS: &[Part] = &[facts::part!(
    "SEKI-4-weak",
    "the three matrices: weaker inequality on row 1, yet CSMs"
)];

/// SEKI-4-1k: (1 k; k k) and (l k-l; k k) for every k up to the bound.
pub const SECTION_4_1K: &[Part] = &[Part::search(
    "(1 k; k k) is a CSM iff k = 1, R wins first by reducing a_12 for k > 1, and (l k-l; k k) satisfies S for 0 < l < k",
    |d| Bound::at_most("k", bounds::get().section_4_1k.at(d)),
    section_4_1k,
)];

fn section_4_1k(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    for k in 1..=bounds::get().section_4_1k.at(depth) {
        let a = Matrix::new(&[&[1, k], &[k, k]]);
        let t = s.kind(&a, V);
        let ok = if k == 1 {
            t.is_csm()
        } else {
            !t.is_csm() && s.move_value(&a, Player::R, 0, 1, V) == Wdl::Win
        };
        if !ok {
            return Outcome::Fails(Refutation::new(
                format!("(1 {k}; {k} {k}) has type {} {}", t.coarse(), t.refined()),
                replay(&a, V),
            ));
        }
        for l in 1..k {
            let b = Matrix::new(&[&[l, k - l], &[k, k]]);
            if !row_satisfies_s(&b, 0) {
                return Outcome::Fails(Refutation::new(
                    format!("({l} {}; {k} {k}): row 1 fails S", k - l),
                    replay(&b, V),
                ));
            }
        }
    }
    Outcome::Holds("(1 k; k k) is a CSM iff k = 1, R wins first by reducing a_12 for k > 1, and (l k-l; k k) satisfies S for 0 < l < k".to_string())
}

/// SEKI-4-3x3.
pub const SECTION_4_3X3_PARTS: &[Part] = &[facts::part!(
    "SEKI-4-3x3",
    "3x3 magic squares with entries 3 that R wins first although neither Claim 5 nor Claim 7 applies"
)];

/// SEKI-5.3-3x4: the example's point (S fails, yet R wins moving second) and its side remark
/// (by the stated replies) are separate parts: the report says which one fails.
pub const SECTION_5_3_3X4: &[Part] = &[
    facts::part!(
        "SEKI-5.3-3x4 point",
        "the 3x4 matrix: S fails for R, and R wins when C moves first"
    )
    .labelled("S fails, yet R wins moving second"),
    facts::part!(facts "SEKI-5.3-3x4 replies", "the stated replies of R, moving second")
        .labelled("by the stated replies"),
];

/// SEKI-5.3-5x6.
pub const SECTION_5_3_5X6: &[Part] = &[Part::compared(
    "the 5x6 matrix: R wins moving first, starting with a_15",
    |_| {
        facts::compared(
            "SEKI-5.3-5x6",
            "the 5x6 matrix: R wins moving first (computed type {coarse}), starting with a_15",
        )
    },
)];

const READING_6_2_A: &str = "A: first two columns of each printed block";
const READING_6_2_B: &str = "B: last two columns of each printed block";

/// SEKI-6.2: the three "seki but not complete" matrices are garbled in the source; each block
/// prints 2 rows of 3 digits. Reading A takes the first two columns of each block, reading B
/// the last two (the data holds both readings' matrices).
pub const SECTION_6_2: &[Part] = &[
    facts::part!("SEKI-6.2 A", SEKI_NOT_COMPLETE).under_reading(READING_6_2_A),
    facts::part!("SEKI-6.2 B", SEKI_NOT_COMPLETE).under_reading(READING_6_2_B),
];

const SEKI_NOT_COMPLETE: &str = "stated seki but not complete";

/// SEKI-2x2-magic: every 2 x 2 magic square up to a sum, and no 2 x 2 semi-CSM.
pub const TWO_BY_TWO_MAGIC: &[Part] = &[
    Part::search(
        "sum 1 (the identity) is (W,W); every other is a seki, (L',L') exactly for A^2_1..A^2_4 and (D',D') otherwise",
        |d| {
            Bound::family(
                "every 2x2 magic square of {}",
                [Range::at_most(
                    "sum",
                    bounds::get().two_by_two_magic_sum.at(d),
                )],
            )
        },
        two_by_two_magic,
    ),
    Part::search(
        "no 2x2 semi-CSM",
        |d| shape_bound(&[(2, 2, bounds::get().two_by_two_magic.at(d))], V),
        |d| {
            let c = all(2, 2, bounds::get().two_by_two_magic.at(d), V);
            match c.kept.iter().find(|(_, t)| t.is_semi_csm()) {
                Some((a, _)) => Outcome::Fails(Refutation::new(
                    format!("{} is a 2x2 semi-CSM", a.compact()),
                    replay(a, V),
                )),
                None => Outcome::Holds("no 2x2 semi-CSM".to_string()),
            }
        },
    ),
];

fn two_by_two_magic(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    let a2 = a2();
    for sum in 1..=bounds::get().two_by_two_magic_sum.at(depth) {
        for x in 0..=sum {
            let a = Matrix::new(&[&[x, sum - x], &[sum - x, x]]);
            let t = s.kind(&a, V);
            let is_a2 = a2.contains(&canonical_matrix(&a));
            let ok = if sum == 1 {
                t.first_player_wins()
            } else {
                t.is_seki() && (t.is_csm() == is_a2) && (t.is_csm() || t.refined() == "(D',D')")
            };
            if !ok {
                return Outcome::Fails(Refutation::new(
                    format!(
                        "2x2 magic square {} has type {} {}",
                        a.compact(),
                        t.coarse(),
                        t.refined()
                    ),
                    replay(&a, V),
                ));
            }
        }
    }
    Outcome::Holds("sum 1 (the identity) is (W,W); every other is a seki, (L',L') exactly for A^2_1..A^2_4 and (D',D') otherwise".to_string())
}

/// SEKI-1.9.1's first matrix.
fn first_4x5() -> Matrix {
    mat("2 1 1 1 1; 2 2 2 2 2; 2 3 2 3 3; 1 3 6 8 8")
}

/// SEKI-1.9.1's second matrix.
fn second_4x5() -> Matrix {
    mat("2 1 1 1 1; 2 2 2 2 2; 2 3 2 3 2; 1 3 6 8 8")
}

const TYPES_1_9_1: &str = "the first matrix is (W,W), the second an R win whoever starts";

/// SEKI-1.9.1's four cases: the matrix (first or second), who starts, who the paper says
/// wins; the stored certificate of each is the same-indexed file of [`CERTIFICATES_1_9_1`].
const CASES_1_9_1: [(bool, Player, Player); 4] = [
    (true, Player::R, Player::R),
    (false, Player::R, Player::R),
    (true, Player::C, Player::C),
    (false, Player::C, Player::R),
];

/// The stored winning strategies, each with what it proves.
const CERTIFICATES_1_9_1: &[(&str, &str)] = &[
    (
        "evidence/certificates/seki-1.9.1-matrix1-R-first.cert",
        "first matrix: R moving first wins",
    ),
    (
        "evidence/certificates/seki-1.9.1-matrix2-R-first.cert",
        "second matrix: R moving first wins",
    ),
    (
        "evidence/certificates/seki-1.9.1-matrix1-C-first.cert",
        "first matrix: C moving first wins",
    ),
    (
        "evidence/certificates/seki-1.9.1-matrix2-C-first.cert",
        "second matrix: R wins when C moves first",
    ),
];

/// SEKI-1.9.1: the two 4x5 matrices. Their state spaces are too large for the exact solver,
/// so each case is settled by a stored winning strategy (evidence/certificates/), re-checked
/// by the naive checker that shares only the rules with the solvers: the quick run checks the
/// two small R-first certificates (under a second), the deep run all four. Then R's plan
/// ("if R begins, she can eliminate the first row and win") in both matrices, and the stated
/// line of the first matrix with C first.
pub const SECTION_1_9_1: &[Part] = &[
    Part::certificates(Certificates {
        what: "both matrices, either player first: winning strategies checked by the naive checker",
        files: CERTIFICATES_1_9_1,
        checked: |d| bounds::get().section_1_9_1_certificates.at(d),
        rest: "certificates checked at this depth (the two C-first ones, 2 and 2.6 MB, in deep mode)",
        check: certificate_1_9_1,
    })
    .labelled(TYPES_1_9_1),
    Part::proof(
        "first matrix, R first: R wins by moving only in row 1",
        |_| row_plan(&first_4x5(), "first"),
    )
    .labelled("R's plan"),
    Part::proof(
        "second matrix, R first: R wins by moving only in row 1",
        |_| row_plan(&second_4x5(), "second"),
    )
    .labelled("R's plan"),
    Part::compared(
        "the printed matrices of the line (C first, first matrix): each reachable, and lost by R, to move after the line's moves",
        stated_line,
    )
    .labelled("the stated line"),
];

/// The naive checker's verdict on case `i`'s stored certificate.
fn certificate_1_9_1(i: usize, text: &str) -> Outcome {
    use crate::games::seki::certificate_check::check_certificate_text;
    let (Some(&(first, starts, wins)), Some(&(path, what))) =
        (CASES_1_9_1.get(i), CERTIFICATES_1_9_1.get(i))
    else {
        return Outcome::Unsettled(format!("no case {i}"));
    };
    let a = if first { first_4x5() } else { second_4x5() };
    let replay = format!("cgcheck check-certificate {path}");
    match check_certificate_text(text) {
        Ok(c) if c.matrix == a && c.variant == V && c.first == starts && c.winner == wins => {
            Outcome::Holds(format!(
                "{what}: a winning strategy ({} positions, {} states walked, every opponent move and pass followed) passes the naive checker (`{replay}`)",
                c.positions, c.states
            ))
        }
        Ok(c) => Outcome::Fails(
            Refutation::new(
                format!(
                    "{what}: the certificate proves {} moving first on {} is a win for {}",
                    c.first,
                    c.matrix.compact(),
                    c.winner
                ),
                replay,
            )
            .showing("valid:"),
        ),
        Err(e) => Outcome::Unsettled(format!("{what}: {e}")),
    }
}

/// "If R begins, she can eliminate the first row and win": R keeps to row 1 (any order,
/// never passing) against every C move and pass.
fn row_plan(a: &Matrix, name: &str) -> Outcome {
    if row_plan_wins(a, 0, &mut std::collections::HashMap::new(), Player::R) {
        Outcome::Holds(format!(
            "{name} matrix, R first: R wins by moving only in row 1, against every C move and pass (exhaustive)"
        ))
    } else {
        Outcome::Fails(Refutation::new(
            format!("{name} matrix, R first: C can stop R from winning by moving only in row 1"),
            replay(a, V),
        ))
    }
}

/// The stated line of the first matrix with C first: the printed matrices after C and R
/// have each cleared their second and third lines. C clears column 1 (5 moves) while R
/// clears row 1's other entries (4 moves), then each clears two more lines in 6 moves
/// each, so every printed matrix is reached after an odd number of plies from C's first
/// move, no one passing: R is to move. Each must be reachable from the first matrix
/// (entries only lowered) and lost by R, to move ("finally, C wins").
fn stated_line(depth: Depth) -> Compared {
    let first = first_4x5();
    let line = [
        mat("2 0 0 0 0; 0 2 2 2 2; 0 3 2 3 3; 0 3 6 8 8"),
        mat("2 0 0 0 0; 0 2 0 0 0; 0 0 2 3 2; 0 0 6 8 8"),
        mat("2 0 0 0 0; 0 2 0 0 0; 0 0 2 0 0; 0 0 0 8 8"),
    ];
    let mut s = Solvers::default();
    let mut facts = Tally::default();
    let mut first_wrong: Option<&Matrix> = None;
    // The first printed matrix is as hard to solve as the example itself: deep mode only.
    let from = line
        .len()
        .saturating_sub(bounds::get().section_1_9_1_line.at(depth));
    for b in &line[from..] {
        let lower = (0..4).all(|i| (0..5).all(|j| b.get(i, j) <= first.get(i, j)));
        let r = s.first_value(b, Player::R, V);
        facts.fact(lower && r == Wdl::Loss, || {
            // The line only clears entries: an entry lowered but not cleared is a misprint
            // candidate; say what R to move gets with those entries restored.
            let mut restored = b.clone();
            let mut lowered = Vec::new();
            for i in 0..4 {
                for j in 0..5 {
                    if b.get(i, j) > 0 && b.get(i, j) < first.get(i, j) {
                        lowered.push(format!(
                            "a_{}{} ({} printed, {} in the first matrix)",
                            i + 1,
                            j + 1,
                            b.get(i, j),
                            first.get(i, j)
                        ));
                        restored.set(i, j, first.get(i, j));
                    }
                }
            }
            let note = if lowered.is_empty() {
                String::new()
            } else {
                format!(
                    "; the line never lowers an entry without clearing it, yet {}: restored, R to move gets {}",
                    lowered.join(", "),
                    s.first_value(&restored, Player::R, V)
                )
            };
            first_wrong.get_or_insert(b);
            format!("{}: reachable {lower}, R to move gets {r}{note}", b.compact())
        });
    }
    facts
        .compared(
            format!(
                "{} printed matrices of the line (C first, first matrix): each reachable, and lost by R, to move after the line's moves",
                if from == 0 {
                    "the three"
                } else {
                    "the last two of the three"
                }
            ),
            replay(first_wrong.unwrap_or(&line[2]), V),
        )
        .showing("R moving first: R wins")
}
