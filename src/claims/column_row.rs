//! Registry entries and checks for papers/column-row.md (Column-Row game on Young diagrams).

use super::column_row_domains::{BoxPartitions, QuadratedPartitions};
use super::drivers::universal::{Hunted, Verdict};
use super::drivers::{Depths, Universal};
use super::part::or_unsettled;
use super::{Bound, Depth, Outcome, Part, Range, Refutation};
use crate::core::{Grundy, ImpartialGame};
use crate::games::column_row::families;
use crate::games::column_row::fast::WordSolver;
use crate::games::column_row::induction::{self, Family, GAMMAS, RECTANGLES};
use crate::games::column_row::partition::{Partition, partitions_in_box};
use crate::games::column_row::reference::Algorithm1;
use crate::games::column_row::rules::ColumnRow;
use crate::games::column_row::staircase;
use std::collections::BTreeSet;

/// The checks of the claims in `registry/column-row.toml`, by id (joined in [`super::registry`]).
pub const CHECKS: &[(&str, &[Part])] = &[
    ("CR-L1.1", LEMMA_1_1),
    ("CR-L1.2", LEMMA_1_2),
    ("CR-L3.1", LEMMA_3_1),
    ("CR-T4.1", THEOREM_4_1),
    ("CR-T5.1", THEOREM_5_1),
    ("CR-Conj1", CONJECTURE_1),
    ("CR-2", SECTION_6),
    ("CR-T4.1-base", super::column_row_remarks::THEOREM_4_1_BASE),
    ("CR-T4.1-step", super::column_row_remarks::THEOREM_4_1_STEP),
    (
        "CR-5-def",
        super::column_row_remarks::ALMOST_GAMMA_DEFINITIONS,
    ),
    ("CR-Alg1", ALGORITHM_1),
];

/// The replay of one partition's value, with its moves.
pub(super) fn moves_replay(p: &Partition) -> String {
    format!("cgcheck sg column-row \"{p}\" --moves")
}

/// The family's closed form proved by induction over its moves (given its move map), or the
/// parameters where it breaks the mex recursion.
fn induction(family: &Family, formula: &dyn Fn(&[u32]) -> Grundy) -> Outcome {
    match induction::induction_failure(family, formula) {
        None => Outcome::Holds(format!(
            "by induction over the moves of the {}: the closed form satisfies SG = mex over every move, for all parameters given the family's move map (every class of parameters, up to {} and parity, checked)",
            family.name,
            family.threshold + 2
        )),
        Some(x) => Outcome::Fails(Refutation::new(
            format!("the closed form breaks the mex recursion at parameters {x:?}"),
            match (family.partition)(&x) {
                Some(p) => moves_replay(&p),
                None => format!("parameters {x:?} name no partition of the {}", family.name),
            },
        )),
    }
}

/// How far a family's hand-written move map is compared with the rules: the induction rests
/// on it, so this bounds the status (issue 18, item 6).
const MOVE_MAP_BOUND: u32 = 12;

/// The bound of the move-map comparison of `family`.
fn move_map_bound(family: &Family) -> Bound {
    Bound::family(
        &format!(
            "the move map of the {} against the rules, {{}}",
            family.name
        ),
        [Range::at_most("every parameter", MOVE_MAP_BOUND)],
    )
}

/// The family's move map against the rules for every parameter up to [`MOVE_MAP_BOUND`]: a
/// disagreement leaves the proof unsettled (the map is this project's, not the paper's).
fn move_map(family: &Family) -> Outcome {
    match induction::move_map_mismatch(family, MOVE_MAP_BOUND) {
        Some(x) => Outcome::Unsettled(format!(
            "the move map of the {} disagrees with the rules at {x:?}",
            family.name
        )),
        None => Outcome::Holds(format!(
            "the proof rests on the {}' move map, checked against the rules for every parameter <= {MOVE_MAP_BOUND}, not for all",
            family.name
        )),
    }
}

/// `formula` against the computed SG on every parameter point: holds, the first point where
/// they differ, or a position the solver could not value.
fn compare_grid(
    points: &[Vec<u32>],
    partition: &dyn Fn(&[u32]) -> Partition,
    formula: &dyn Fn(&[u32]) -> Grundy,
) -> Outcome {
    let mut solver = WordSolver::new();
    for x in points {
        let p = partition(x);
        let sg = or_unsettled!(solver.sg(&p).map_err(|e| format!("{p}: {e}")));
        if sg != formula(x) {
            return Outcome::Fails(Refutation::new(
                format!(
                    "parameters {x:?}, partition {p}: the closed form gives {}, the game has SG {sg}",
                    formula(x)
                ),
                moves_replay(&p),
            ));
        }
    }
    Outcome::Holds(format!(
        "the closed form equals the computed SG for {} partitions",
        points.len()
    ))
}

/// The closed form `f` of a two-parameter family (`partition`) against the computed SG on
/// the square grid of parameters up to `max`.
fn compare_square(max: u64, partition: fn(u32, u32) -> Partition, f: Closed) -> Outcome {
    compare_grid(&grid(2, max as u32), &|x| partition(x[0], x[1]), &|x| {
        f(x[0], x[1])
    })
}

/// Every point of {1..=max}^dims, in lexicographic order.
fn grid(dims: usize, max: u32) -> Vec<Vec<u32>> {
    (0..dims).fold(vec![vec![]], |out, _| {
        out.iter()
            .flat_map(|v| (1..=max).map(move |x| [v.as_slice(), &[x]].concat()))
            .collect()
    })
}

/// CR-L1.1: the rectangles a x b with a, b up to this (deep: a + b stays within the
/// boundary-word solver's 128 letters).
pub const LEMMA_1_1_SIDES: Depths<u64> = Depths::new(60, 64);

/// The bound of CR-L1.1's grid at `depth`.
fn lemma_1_1_bound(depth: Depth) -> Bound {
    let max = LEMMA_1_1_SIDES.at(depth);
    Bound::ranges([Range::at_most("a", max), Range::at_most("b", max)])
}

const RECTANGLE_GRID: &str = "the closed form equals the computed SG of every rectangle";
const RECTANGLE_INDUCTION: &str =
    "the closed form satisfies the mex recursion over the rectangles' moves, for all a, b";
const RECTANGLE_MOVES: &str = "the rectangles' move map agrees with the rules";

/// A closed form of SG on a family of two parameters a, b (rectangles, gammas).
type Closed = fn(u32, u32) -> Grundy;

/// Lemma 1.1's two readings: their names and closed forms.
const RECTANGLE_READINGS: [(&str, Closed); 2] = [
    ("reading A", families::rectangle_reading_a),
    ("reading B", families::rectangle_reading_b),
];

/// CR-L1.1 under reading `R` of [`RECTANGLE_READINGS`]: the grid, the induction, the move map
/// it rests on.
const fn lemma_1_1<const R: usize>() -> [Part; 3] {
    let reading = RECTANGLE_READINGS[R].0;
    [
        Part::search(RECTANGLE_GRID, lemma_1_1_bound, |d| {
            let max = LEMMA_1_1_SIDES.at(d);
            compare_square(max, Partition::rectangle, RECTANGLE_READINGS[R].1)
        })
        .under_reading(reading),
        Part::proof(RECTANGLE_INDUCTION, |_| {
            induction(&RECTANGLES, &|x| RECTANGLE_READINGS[R].1(x[0], x[1]))
        })
        .under_reading(reading),
        Part::search(
            RECTANGLE_MOVES,
            |_| move_map_bound(&RECTANGLES),
            |_| move_map(&RECTANGLES),
        )
        .under_reading(reading),
    ]
}

/// CR-L1.1 under both readings.
const LEMMA_1_1: &[Part] = &{
    let ([a1, a2, a3], [b1, b2, b3]) = (lemma_1_1::<0>(), lemma_1_1::<1>());
    [a1, a2, a3, b1, b2, b3]
};

/// CR-L1.2's predicate on one partition `p` (Lemma 1.2): (1) `p'[i,j] = p[j,i]'` for every
/// box corner `(i, j)` with `i, j <= reach` (corners outside `p` included), and (2)
/// `SG(p') = SG(p)`. `Ok(Err(why))` names the failure; `Err` is a position the solver could not
/// value, which decides nothing. The claim's exhaustive check and its hunt both call it.
pub fn lemma_1_2_holds(
    p: &Partition,
    reach: u32,
    solver: &mut WordSolver,
) -> Result<Result<(), String>, String> {
    let c = p.conjugate();
    for i in 0..=reach as usize {
        for j in 0..=reach {
            if c.subpartition(i, j) != p.subpartition(j as usize, i as u32).conjugate() {
                return Ok(Err(format!(
                    "lambda = {p}: lambda'[{i},{j}] != lambda[{j},{i}]'"
                )));
            }
        }
    }
    let mut sg = |q: &Partition| solver.sg(q).map_err(|e| format!("SG of {q}: {e}"));
    let (a, b) = (sg(p)?, sg(&c)?);
    if a != b {
        return Ok(Err(format!("SG({p}) = {a} but SG({c}) = {b}")));
    }
    Ok(Ok(()))
}

/// The replay of a CR-L1.2 failure at `p`.
pub fn lemma_1_2_replay(p: &Partition) -> String {
    format!("cgcheck sg column-row \"{p}\"")
}

/// CR-L1.2 (Lemma 1.2) over partitions: items (1), every corner up to one past the longer
/// side (past it every subpartition is empty on both sides), and (2).
pub struct Lemma12;

impl Universal for Lemma12 {
    type Domain = BoxPartitions;
    const CLAIM: &'static str = "CR-L1.2";
    const BOUND: Depths<u64> = Depths::new(8, 11);
    const HOLDS: &'static str = "(1) for every box (i, j) and (2) SG";
    type Memo = WordSolver;
    fn memo() -> WordSolver {
        WordSolver::new()
    }
    fn holds(solver: &mut WordSolver, p: &Partition) -> Verdict {
        let reach = p.rows().max(p.cols()) as u32 + 1;
        judged(lemma_1_2_holds(p, reach, solver))
    }
    fn replay(p: &Partition) -> Option<String> {
        Some(lemma_1_2_replay(p))
    }
}

impl Hunted for Lemma12 {
    const INSTANCES: &'static str =
        "random partitions with rows + columns <= 22, lopsided toward long thin shapes";
    const HUNT_CAP: u64 = 22;
}

/// A predicate's answer as a driver's [`Verdict`]: `Err` (a position the solver could not
/// value) decides nothing.
fn judged(r: Result<Result<(), String>, String>) -> Verdict {
    r.map_or_else(Verdict::Undecided, Verdict::from)
}

/// CR-L1.2 on every partition in a box.
const LEMMA_1_2: &[Part] = &[Part::hunted::<Lemma12>()];

/// CR-L3.1's predicate on one quadrated partition `q` (section 3): `q` is a P-position and
/// every move `q -> g` has (1) `g` not quadrated, (2) some move `g -> h` with `h` quadrated,
/// (3) `g` an N-position. `Ok(Err(why))` says which item fails and where; `Err` is a position
/// the solver could not value (too large), which decides nothing. The claim's exhaustive check
/// and its hunt (`src/hunt/checks.rs`) both call this function, so they cannot drift apart.
pub fn lemma_3_1_holds(
    q: &Partition,
    solver: &mut WordSolver,
) -> Result<Result<(), String>, String> {
    debug_assert!(q.is_quadrated());
    let mut sg = |p: &Partition| solver.sg(p).map_err(|e| format!("SG of {p}: {e}"));
    if sg(q)? != 0 {
        return Ok(Err(format!("quadrated {q}: not a P-position")));
    }
    for g in ColumnRow.moves(q) {
        if g.is_quadrated() {
            return Ok(Err(format!(
                "quadrated {q}: item (1) fails: its subposition {g} is quadrated"
            )));
        }
        if !ColumnRow.moves(&g).iter().any(Partition::is_quadrated) {
            return Ok(Err(format!(
                "quadrated {q}: item (2) fails: {g} has no quadrated subposition"
            )));
        }
        if sg(&g)? == 0 {
            return Ok(Err(format!(
                "quadrated {q}: item (3) fails: {g} is a P-position"
            )));
        }
    }
    Ok(Ok(()))
}

/// The replay of a CR-L3.1 failure at `q`.
pub fn lemma_3_1_replay(q: &Partition) -> String {
    moves_replay(q)
}

/// CR-L3.1 (section 3) over quadrated partitions: items (1), (2) and (3).
pub struct Lemma31;

impl Universal for Lemma31 {
    type Domain = QuadratedPartitions;
    const CLAIM: &'static str = "CR-L3.1";
    const BOUND: Depths<u64> = Depths::new(12, 14);
    const HOLDS: &'static str = "a P-position, and items (1), (2), (3) on every move";
    type Memo = WordSolver;
    fn memo() -> WordSolver {
        WordSolver::new()
    }
    fn holds(solver: &mut WordSolver, q: &Partition) -> Verdict {
        judged(lemma_3_1_holds(q, solver))
    }
    fn replay(q: &Partition) -> Option<String> {
        Some(lemma_3_1_replay(q))
    }
}

impl Hunted for Lemma31 {
    const INSTANCES: &'static str = "random quadrated partitions with rows + columns <= 22, long and thin (past the exhaustive 14x14 box)";
    const HUNT_CAP: u64 = 22;
}

/// CR-L3.1 on every quadrated partition in a box.
const LEMMA_3_1: &[Part] = &[Part::hunted::<Lemma31>()];

/// CR-T4.1: the gamma family compared on a grid up to this.
pub const THEOREM_4_1_SIDES: Depths<u64> = Depths::new(60, 64);

/// CR-T4.1: proved by induction over the gamma family, resting on its move map, and
/// compared with the solver on a grid as a cross-check of the proof machinery.
const THEOREM_4_1: &[Part] = &[
    Part::proof(
        "SG(Gamma_{a,b}) follows the closed form for all a, b: it satisfies the mex recursion over the gammas' moves",
        |_| induction(&GAMMAS, &|x| families::gamma(x[0], x[1])),
    ),
    Part::search(
        "the gammas' move map agrees with the rules",
        |_| move_map_bound(&GAMMAS),
        |_| move_map(&GAMMAS),
    ),
    Part::search(
        "the closed form equals the computed SG of every gamma partition",
        |d| {
            let max = THEOREM_4_1_SIDES.at(d);
            Bound::family(
                "every Gamma_{a,b} with {}",
                [Range::at_most("a", max), Range::at_most("b", max)],
            )
        },
        |d| compare_square(THEOREM_4_1_SIDES.at(d), Partition::gamma, families::gamma),
    ),
];

/// CR-T5.1: the grid of (a, b, d) up to this.
pub const THEOREM_5_1_SIDES: Depths<u64> = Depths::new(24, 60);

/// CR-T5.1 on a grid of (a, b, d).
const THEOREM_5_1: &[Part] = &[Part::search(
    "the closed form equals the computed SG of every almost-gamma partition",
    |d| {
        let max = THEOREM_5_1_SIDES.at(d);
        Bound::family(
            "3 <= d <= b ({})",
            [Range::between("a", 4, max), Range::between("b", 3, max)],
        )
    },
    |d| {
        let max = THEOREM_5_1_SIDES.at(d) as u32;
        let points: Vec<Vec<u32>> = grid(3, max)
            .into_iter()
            .filter(|x| x[0] >= 4 && x[1] >= 3 && x[2] >= 3 && x[2] <= x[1])
            .collect();
        compare_grid(
            &points,
            &|x| Partition::almost_gamma(x[0], x[1], x[2]),
            &|x| families::almost_gamma(x[0], x[1], x[2]),
        )
    },
)];

/// CR-Conj1: the staircases S_n with n up to this.
pub const STAIRCASE_N: Depths<u64> = Depths::new(16, 24);

/// CR-Conj1 with the staircase solver.
const CONJECTURE_1: &[Part] = &[Part::search(
    "SG(S_n) follows the conjecture",
    |d| Bound::at_most("n", STAIRCASE_N.at(d)),
    conjecture_1,
)];

/// SG(S_1..S_n) by the staircase solver, against the conjecture.
fn conjecture_1(depth: Depth) -> Outcome {
    let max_n = STAIRCASE_N.at(depth) as usize;
    let rows = or_unsettled!(staircase::frontier(max_n, |_| {}, |_, _| {}));
    let sequence: Vec<String> = rows.iter().skip(1).map(|r| r.sg.to_string()).collect();
    let wrong: Vec<&staircase::StaircaseRow> = rows
        .iter()
        .skip(1)
        .filter(|r| r.sg != families::staircase_conjecture(r.n as u32))
        .collect();
    let Some(first) = wrong.first() else {
        return Outcome::Holds(format!("SG(S_1..S_{max_n}) = {}", sequence.join(",")));
    };
    let law = if rows
        .iter()
        .all(|r| r.sg == families::staircase_observed(r.n as u32))
    {
        format!(
            "the data follow 0 for even n, 1 for n = 1, 3, 5, and 2 for odd n from 7 to {max_n}"
        )
    } else {
        "the data follow no law tested here".to_string()
    };
    let s = Partition::staircase(first.n as u32);
    Outcome::Fails(
        Refutation::new(
            format!(
                "SG(S_{}) = {}, the conjecture says {} (wrong at n = {}); computed SG(S_1..S_{max_n}) = {}: {law}",
                first.n,
                first.sg,
                families::staircase_conjecture(first.n as u32),
                super::joined(wrong.iter().map(|r| r.n), ", "),
                sequence.join(",")
            ),
            moves_replay(&s),
        )
        .showing(format!("column-row {s}: SG {}", first.sg)),
    )
}

/// CR-2: the positions it counts, for n up to this.
pub const SECTION_6_N: Depths<u64> = Depths::new(60, 300);

/// What CR-2 counts on S_n: its distinct subpositions, their classes up to conjugation, the
/// staircases among them.
fn section_6_counts(n: u32) -> (usize, usize, usize) {
    let s = Partition::staircase(n);
    let subs: BTreeSet<Partition> = ColumnRow.moves(&s).into_iter().collect();
    let classes: BTreeSet<Partition> = subs.iter().map(|p| p.clone().min(p.conjugate())).collect();
    let staircases = subs
        .iter()
        .filter(|p| **p == Partition::staircase(p.rows() as u32))
        .count();
    (subs.len(), classes.len(), staircases)
}

fn section_6_bound(depth: Depth) -> Bound {
    Bound::at_most("n", SECTION_6_N.at(depth))
}

/// CR-2: one staircase among the subpositions, and n of them under each reading.
const SECTION_6: &[Part] = &[
    Part::search(
        "exactly one subposition of S_n is a staircase",
        section_6_bound,
        |d| {
            let max_n = SECTION_6_N.at(d) as u32;
            let mut staircases = (1..=max_n).map(|n| (n, section_6_counts(n).2));
            match staircases.find(|&(_, k)| k != 1) {
                None => Outcome::Holds(
                    "exactly one subposition of S_n is a staircase (S_{n-1})".to_string(),
                ),
                Some((n, k)) => Outcome::Fails(Refutation::new(
                    format!("S_{n} has {k} staircase subpositions"),
                    moves_replay(&Partition::staircase(n)),
                )),
            }
        },
    ),
    Part::search("S_n has exactly n subpositions", section_6_bound, |d| {
        section_6_reading(d, "distinct partitions")
    })
    .under_reading("distinct partitions"),
    Part::search("S_n has exactly n subpositions", section_6_bound, |d| {
        section_6_reading(d, "up to conjugation")
    })
    .under_reading("up to conjugation"),
];

/// CR-2's count of subpositions under `reading`.
fn section_6_reading(depth: Depth, reading: &str) -> Outcome {
    let max_n = SECTION_6_N.at(depth) as u32;
    let distinct = reading == "distinct partitions";
    let mut always_2n_minus_1 = true;
    let mut fail = None;
    for n in 1..=max_n {
        let (subs, classes, _) = section_6_counts(n);
        always_2n_minus_1 &= subs == 2 * n as usize - 1;
        let k = if distinct { subs } else { classes };
        fail = fail.or((k != n as usize).then_some((n, k)));
    }
    match fail {
        None => Outcome::Holds(format!("S_n has exactly n subpositions ({reading})")),
        Some((n, k)) => Outcome::Fails(Refutation::new(
            format!(
                "S_{n} has {k} subpositions ({reading}), not {n}{}",
                if distinct && always_2n_minus_1 {
                    format!("; S_m has 2m - 1 for every m <= {max_n}")
                } else {
                    String::new()
                }
            ),
            moves_replay(&Partition::staircase(n)),
        )),
    }
}

/// CR-Alg1: every partition in a square box of this side.
pub const ALGORITHM_1_BOX: Depths<u64> = Depths::new(7, 9);

/// CR-Alg1: every position reachable from the staircases up to this.
pub const ALGORITHM_1_STAIRCASE: Depths<u64> = Depths::new(8, 11);

/// CR-Alg1: Algorithm 1 against the boundary-word solver on every partition in a box, and the
/// staircase tables against the word solver on every position reachable from a staircase.
const ALGORITHM_1: &[Part] = &[Part::search(
    "Algorithm 1 (the reference) equals the boundary-word solver, and the word solver the staircase tables",
    |d| {
        Bound::family(
            "every partition inside a square box of {}",
            [Range::at_most("side", ALGORITHM_1_BOX.at(d))],
        )
    },
    algorithm_1,
)];

fn algorithm_1(depth: Depth) -> Outcome {
    let (side, stair) = (
        ALGORITHM_1_BOX.at(depth) as u32,
        ALGORITHM_1_STAIRCASE.at(depth) as usize,
    );
    let mut reference = Algorithm1::new();
    let mut fast = WordSolver::new();
    let all = partitions_in_box(side, side);
    for p in &all {
        let r = reference.sg(p);
        match fast.sg(p) {
            Ok(f) if f == r => {}
            Ok(f) => {
                return Outcome::Fails(Refutation::new(
                    format!("{p}: Algorithm 1 gives {r}, the word solver {f}"),
                    format!("cgcheck sg column-row \"{p}\" --reference"),
                ));
            }
            Err(e) => return Outcome::Unsettled(format!("{p}: {e}")),
        }
    }
    let tables = or_unsettled!(staircase::Tables::compute(stair, |_, _| {}));
    if let Some((w, _)) = tables.entries().find(|&(w, sg)| fast.sg_word(w) != sg) {
        let p = w.to_partition();
        return Outcome::Fails(Refutation::new(
            format!("{p}: staircase tables and word solver disagree"),
            format!("cgcheck sg column-row \"{p}\" --reference"),
        ));
    }
    Outcome::Holds(format!(
        "Algorithm 1 (the reference) equals the boundary-word solver on all {} partitions inside a {side}x{side} box, and the word solver equals the staircase tables on all {} positions reachable from S_{stair}",
        all.len(),
        tables.counts.total()
    ))
}
