//! Checkable statements of papers/column-row.md that the catalogue left without an id
//! (issue 18): the values stated inside the proof of Theorem 4.1, and the two definitions of
//! the almost gamma partition (sections 1 and 5).

use super::column_row::moves_replay;
use super::drivers::Depths;
use super::{Bound, Compared, Depth, Outcome, Part, Range, Refutation, Tally};
use crate::claims::QUICK_CHECK;
use crate::core::Grundy;
use crate::games::column_row::families;
use crate::games::column_row::fast::WordSolver;
use crate::games::column_row::partition::Partition;
use crate::games::column_row::rules;
use std::collections::BTreeSet;

/// SG by the word solver (the partitions here are small: a failure is a bug, not input).
fn sg(solver: &mut WordSolver, p: &Partition) -> Grundy {
    solver.sg(p).expect("a small partition")
}

/// CR-T4.1-base: the base case of Theorem 4.1's proof, as printed: SG(Gamma_{1,3}) =
/// SG(Gamma_{3,1}) = 1 = (3+1) mod 2 + 1; from Gamma_{2,2}, removing the first row or the
/// first column gives Gamma_{1,1}, the other two moves Gamma_{2,1} and Gamma_{1,2};
/// SG(Gamma_{1,1}) = 1, SG(Gamma_{2,1}) = SG(Gamma_{1,2}) = 2, SG(Gamma_{2,2}) = mex{1, 2} = 0.
pub const THEOREM_4_1_BASE: &[Part] = &[Part::compared(BASE_CASE, theorem_4_1_base)];

const BASE_CASE: &str = "the base case of Theorem 4.1's proof (five gammas' values, the arithmetic, Gamma_{2,2}'s four moves and its options' values)";

fn theorem_4_1_base(_: Depth) -> Compared {
    let mut solver = WordSolver::new();
    let mut facts = Tally::default();
    for (a, b, stated) in [
        (1, 3, 1),
        (3, 1, 1),
        (1, 1, 1),
        (2, 1, 2),
        (1, 2, 2),
        (2, 2, 0),
    ] {
        let got = sg(&mut solver, &Partition::gamma(a, b));
        facts.fact(got == stated, || {
            format!("SG(Gamma_{{{a},{b}}}) = {got}, printed {stated}")
        });
    }
    // "= 1 = (3+1) mod 2 + 1": the closed form's first case (min(a, b) = 1) at a + b = 4.
    let closed = families::gamma(1, 3);
    facts.fact(closed == 1, || {
        format!("(3+1) mod 2 + 1 evaluates to {closed}, printed 1")
    });
    // The four moves of Gamma_{2,2} by type: 0_r and 0_c give Gamma_{1,1}, 1_c gives
    // Gamma_{2,1}, 1_r gives Gamma_{1,2}; and the set of options' values is {1, 2}.
    let g22 = Partition::gamma(2, 2);
    for (m, stated) in [
        (rules::Move::Row(0), Partition::gamma(1, 1)),
        (rules::Move::Column(0), Partition::gamma(1, 1)),
        (rules::Move::Column(1), Partition::gamma(2, 1)),
        (rules::Move::Row(1), Partition::gamma(1, 2)),
    ] {
        let got = rules::apply(&g22, m);
        facts.fact(got == stated, || {
            format!(
                "Gamma_{{2,2}} after {} is {got}, the proof says {stated}",
                m.notation()
            )
        });
    }
    let values: BTreeSet<Grundy> = rules::all_moves(&g22)
        .into_iter()
        .map(|m| sg(&mut solver, &rules::apply(&g22, m)))
        .collect();
    facts.fact(values == BTreeSet::from([1, 2]), || {
        format!("the options of Gamma_{{2,2}} have values {values:?}, the proof takes mex{{1, 2}}")
    });
    facts.compared(BASE_CASE, moves_replay(&g22))
}

/// The two parts of the induction step's statements: the values of G1, G2 (the gammas of one
/// row or one column) and those of G3, G4 (a gamma one smaller), and the step's mex.
const STEP_G12: &str = "SG(G1), SG(G2)";
const STEP_G34: &str = "SG(G3), SG(G4)";
const STEP_MEX: &str = "the step's conclusion (mex of the four)";

/// One stated value that fails: the part, the sentence, the partition and its value.
struct StepFailure {
    part: &'static str,
    what: String,
    p: Partition,
    got: Grundy,
}

/// The induction step's stated values at (a, b), both at least 2 (the four subpositions
/// exist), against the solver; and whether the step's mex (0 for equal parities, 3 for
/// distinct ones) is the value of Gamma_{a,b}.
fn step_check(solver: &mut WordSolver, a: u32, b: u32) -> (Vec<StepFailure>, bool) {
    let mut out = Vec::new();
    let mut expect = |solver: &mut WordSolver, part, p: Partition, stated: Grundy, what: &str| {
        let got = sg(solver, &p);
        if got != stated {
            out.push(StepFailure {
                part,
                what: format!(
                    "a = {a}, b = {b}: {what} = SG({p}) = {got}, the proof says {stated}"
                ),
                p,
                got,
            });
        }
    };
    let (g1, g2) = (Partition::gamma(a - 1, 1), Partition::gamma(1, b - 1));
    let (g3, g4) = (Partition::gamma(a, b - 1), Partition::gamma(a - 1, b));
    let same = a % 2 == b % 2;
    // G3 = G4 = 3 "by the induction hypothesis" for equal parities, 0 for distinct ones.
    let g34 = if same { 3 } else { 0 };
    expect(solver, STEP_G34, g3, g34, "SG(G3)");
    expect(solver, STEP_G34, g4, g34, "SG(G4)");
    if same {
        // "the value is 2 if a and b are even and 1 otherwise".
        let stated = if a.is_multiple_of(2) { 2 } else { 1 };
        expect(solver, STEP_G12, g1, stated, "SG(G1)");
        expect(solver, STEP_G12, g2, stated, "SG(G2)");
    } else {
        // G1 and G2 take the values 1 and 2 (one each).
        let (v1, v2) = (sg(solver, &g1), sg(solver, &g2));
        if BTreeSet::from([v1, v2]) != BTreeSet::from([1, 2]) {
            out.push(StepFailure {
                part: STEP_G12,
                what: format!(
                    "a = {a}, b = {b}: SG(G1), SG(G2) are {v1} and {v2}, the proof says 1 and 2"
                ),
                p: g1,
                got: v1,
            });
        }
    }
    let conclusion = if same { 0 } else { 3 };
    let mex_holds = sg(solver, &Partition::gamma(a, b)) == conclusion;
    (out, mex_holds)
}

/// CR-T4.1-step: the gamma partitions the step is checked on, for parameters up to this.
pub const THEOREM_4_1_STEP_SIDES: Depths<u64> = Depths::new(24, 60);

/// CR-T4.1-step: the values the induction step of Theorem 4.1's proof states for the four
/// subpositions G1 = Gamma_{a-1,1}, G2 = Gamma_{1,b-1}, G3 = Gamma_{a,b-1}, G4 =
/// Gamma_{a-1,b}: for a, b of the same parity SG(G1) = SG(G2) "is 2 if a and b are even and 1
/// otherwise" and SG(G3) = SG(G4) = 3 "by the induction hypothesis"; for distinct parities
/// {SG(G1), SG(G2)} = {1, 2} and SG(G3) = SG(G4) = 0; and the conclusion, a mex of 0 or 3.
/// (The theorem itself is CR-T4.1.) Three parts, each with its own status.
pub const THEOREM_4_1_STEP: &[Part] = &[
    Part::search("the step's stated SG(G1), SG(G2)", step_bound, |d| {
        step_values(d, STEP_G12)
    })
    .labelled(STEP_G12),
    Part::search("the step's stated SG(G3), SG(G4)", step_bound, |d| {
        step_values(d, STEP_G34)
    })
    .labelled(STEP_G34),
    Part::search(
        "SG(Gamma_{a,b}) is the step's mex: 0 for equal parities, 3 for distinct ones",
        step_bound,
        step_mex,
    )
    .labelled(STEP_MEX),
];

/// The gammas the step is checked on at `depth`.
fn step_bound(depth: Depth) -> Bound {
    let max = THEOREM_4_1_STEP_SIDES.at(depth);
    Bound::family(
        "a + b > 4 ({})",
        [Range::between("a", 2, max), Range::between("b", 2, max)],
    )
}

/// The (a, b) the step is stated for, up to the depth's bound: a + b > 4.
fn step_points(depth: Depth) -> Vec<(u32, u32)> {
    let max = THEOREM_4_1_STEP_SIDES.at(depth) as u32;
    (2..=max)
        .flat_map(|a| (2..=max).map(move |b| (a, b)))
        .filter(|&(a, b)| a + b > 4)
        .collect()
}

/// The step's stated values of one part (G1, G2 or G3, G4) at every point.
fn step_values(depth: Depth, part: &str) -> Outcome {
    let mut solver = WordSolver::new();
    let points = step_points(depth);
    let checked = points.len();
    let failing: Vec<StepFailure> = points
        .iter()
        .flat_map(|&(a, b)| step_check(&mut solver, a, b).0)
        .filter(|f| f.part == part)
        .collect();
    let Some(first) = failing.first() else {
        return Outcome::Holds(format!("the stated values at all {checked} gammas"));
    };
    let explain = match part {
        STEP_G12 => {
            "the closed form gives SG(Gamma_{a-1,1}) = a mod 2 + 1, which is 1 when a is even: the sentence swaps 1 and 2"
        }
        _ => {
            "when a = 2 or b = 2 the smaller gamma has a side 1, where the induction hypothesis gives (a + b) mod 2 + 1, not the 0 or 3 the step uses (the base case covers only a + b <= 4)"
        }
    };
    let examples: Vec<&str> = failing.iter().take(3).map(|f| f.what.as_str()).collect();
    let all_at_two = failing
        .iter()
        .all(|f| f.what.starts_with("a = 2,") || f.what.contains(", b = 2:"));
    let where_ = if part == STEP_G34 && all_at_two {
        "; every failure has a = 2 or b = 2"
    } else {
        ""
    };
    Outcome::Fails(
        Refutation::new(
            format!(
                "{} of the stated values fail, over {checked} gammas checked, e.g. {}{where_}; {explain}",
                failing.len(),
                examples.join("; "),
            ),
            moves_replay(&first.p),
        )
        .showing(format!("column-row {}: SG {}", first.p, first.got)),
    )
}

/// The step's conclusion at every point.
fn step_mex(depth: Depth) -> Outcome {
    let mut solver = WordSolver::new();
    let points = step_points(depth);
    let checked = points.len();
    match points
        .iter()
        .find(|&&(a, b)| !step_check(&mut solver, a, b).1)
    {
        None => Outcome::Holds(format!(
            "SG(Gamma_{{a,b}}) is the step's 0 (equal parities) or 3 (distinct) at all {checked} gammas: the theorem stands (CR-T4.1), though the step's values are wrong"
        )),
        Some(&(a, b)) => {
            let p = Partition::gamma(a, b);
            let got = sg(&mut solver, &p);
            Outcome::Fails(
                Refutation::new(
                    format!("Gamma_{{{a},{b}}} has SG {got}, not the step's conclusion"),
                    moves_replay(&p),
                )
                .showing(format!("column-row {p}: SG {got}")),
            )
        }
    }
}

/// A family's partition from its parameters (a, b, d).
type Make = dyn Fn(u32, u32, u32) -> Partition;

/// The almost gamma under the literal reading of section 1: Gamma_{a,b} = (b, 1^(a-1)) with
/// column 0 (of height a) repeated d - 1 more times: d columns of height a, then the b - 1
/// columns of height 1, i.e. (b + d - 1, d^(a-1)).
fn almost_gamma_section_1(a: u32, b: u32, d: u32) -> Partition {
    let mut parts = vec![b + d - 1];
    parts.extend(std::iter::repeat_n(d, a as usize - 1));
    Partition::new(parts).expect("a partition")
}

/// The almost gamma of section 1 with "repeated d - 1 times" read as d - 1 copies of column 0
/// in all: (b + d - 2, (d - 1)^(a-1)) (d >= 2).
fn almost_gamma_copies(a: u32, b: u32, d: u32) -> Partition {
    almost_gamma_section_1(a, b, d - 1)
}

/// CR-5-def: the two definitions are compared for parameters up to this.
pub const ALMOST_GAMMA_SIDES: Depths<u64> = Depths::new(12, 24);

/// The almost gamma of section 1 with b counting the columns after the repetition
/// (Gamma_{a,b-d+1} with column 0 repeated): (b, d^(a-1)), equal to section 5's by
/// construction.
fn almost_gamma_after(a: u32, b: u32, d: u32) -> Partition {
    almost_gamma_section_1(a, b - d + 1, d)
}

const READING_1: &str =
    "(1) column 0 of Gamma_{a,b} repeated d - 1 more times: (b + d - 1, d^(a-1))";
const READING_2: &str = "(2) d - 1 copies of column 0 in all: (b + d - 2, (d - 1)^(a-1))";
const READING_3: &str = "(3) b counts the columns after the repetition: (b, d^(a-1))";
const SAME_PARTITIONS: &str = "sections 1 and 5 define the same almost gamma partitions";

/// CR-5-def: "An almost gamma partition Gamma^{1,d}_{a,b} is a gamma partition such that
/// column 0 is repeated d - 1 times" (section 1) and "an almost gamma partition is a partition
/// of form (b, d^{a-1})" (section 5) define the same partitions. Three readings of section 1
/// are compared with section 5's form: (1) d - 1 more copies of column 0 of Gamma_{a,b}:
/// (b + d - 1, d^(a-1)); (2) d - 1 copies in all: (b + d - 2, (d - 1)^(a-1)); (3) b counts the
/// columns after the repetition (Gamma_{a,b-d+1} with column 0 repeated): (b, d^(a-1)), equal
/// by construction. For each reading, Theorem 5.1's formula is also evaluated on the
/// partitions that reading defines, which shows which reading the theorem is about.
pub const ALMOST_GAMMA_DEFINITIONS: &[Part] = &[
    definitions_part(READING_1, |d| definitions(d, &almost_gamma_section_1)),
    definitions_part(READING_2, |d| definitions(d, &almost_gamma_copies)),
    definitions_part(READING_3, |d| definitions(d, &almost_gamma_after)),
];

/// The comparison of section 1 under `reading` (its `run`) with section 5.
const fn definitions_part(reading: &'static str, run: fn(Depth) -> Outcome) -> Part {
    Part::search(SAME_PARTITIONS, definitions_bound, run).under_reading(reading)
}

/// The parameter triples compared at `depth`.
fn definitions_bound(depth: Depth) -> Bound {
    let max = ALMOST_GAMMA_SIDES.at(depth);
    Bound::family(
        "2 <= d <= b ({})",
        [Range::between("a", 1, max), Range::between("b", 2, max)],
    )
}

/// Section 1 read as `make` against section 5 on every triple.
fn definitions(depth: Depth, make: &Make) -> Outcome {
    let max = ALMOST_GAMMA_SIDES.at(depth) as u32;
    let mut solver = WordSolver::new();
    let points: Vec<(u32, u32, u32)> = (1..=max)
        .flat_map(|a| (1..=max).flat_map(move |b| (2..=b).map(move |d| (a, b, d))))
        .collect();
    let section_5 = |a, b, d| Partition::almost_gamma(a, b, d);
    // Figure 3's example, Gamma^{1,3}_{5,4}, under this reading (the figure itself is
    // missing from the extracted text).
    let figure = format!(
        "; Figure 3's Gamma^{{1,3}}_{{5,4}} is {} under this reading, {} under section 5 (the figure is missing from the extracted text)",
        make(5, 4, 3),
        section_5(5, 4, 3)
    );
    let differ = points
        .iter()
        .find(|&&(a, b, d)| make(a, b, d) != section_5(a, b, d));
    let Some(&(a, b, d)) = differ else {
        return Outcome::Holds(format!(
            "the two definitions give the same partition at all {} parameter triples{figure}",
            points.len()
        ));
    };
    // Theorem 5.1's formula on this reading's partitions, in its range.
    let failing = points
        .iter()
        .filter(|&&(a, b, d)| a >= 4 && b >= 3 && d >= 3)
        .find(|&&(a, b, d)| sg(&mut solver, &make(a, b, d)) != families::almost_gamma(a, b, d));
    let theorem = match failing {
        Some(&(a, b, d)) => format!(
            "; Theorem 5.1's formula fails on this reading's partitions, first at (a, b, d) = ({a}, {b}, {d}): SG({}) = {}, the formula gives {}",
            make(a, b, d),
            sg(&mut solver, &make(a, b, d)),
            families::almost_gamma(a, b, d)
        ),
        None => "; Theorem 5.1's formula holds on this reading's partitions too".into(),
    };
    Outcome::Fails(Refutation::new(
        format!(
            "(a, b, d) = ({a}, {b}, {d}): section 1 gives {}, section 5 gives {}{theorem}{figure}",
            make(a, b, d),
            section_5(a, b, d)
        ),
        QUICK_CHECK,
    ))
}
