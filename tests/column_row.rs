//! One test per CR-* claim of papers/column-row.md, named after its catalogue id, plus the
//! examples and properties behind each.

use crate::common::{self, cases};

use cgcheck::claims::Status;
use cgcheck::core::ImpartialGame;
use cgcheck::games::column_row::families;
use cgcheck::games::column_row::fast::WordSolver;
use cgcheck::games::column_row::partition::Partition;
use cgcheck::games::column_row::partition::partitions_in_box;
use cgcheck::games::column_row::reference::Algorithm1;
use cgcheck::games::column_row::rules::ColumnRow;
use cgcheck::games::column_row::staircase::{self, Counts};
use cgcheck::games::column_row::word::Word;
use proptest::prelude::*;

fn quick_status(id: &str) -> Status {
    common::quick::evidence(id).status()
}

fn sg(p: &Partition) -> u32 {
    WordSolver::new().sg(p).expect("small")
}

fn parse(text: &str) -> Partition {
    Partition::parse(text).expect("valid partition")
}

/// A random partition with at most `rows` parts of size at most `cols`.
fn arb_partition(rows: usize, cols: u32) -> impl Strategy<Value = Partition> {
    prop::collection::vec(1..=cols, 0..=rows).prop_map(|mut parts| {
        parts.sort_unstable_by(|a, b| b.cmp(a));
        Partition::new(parts).expect("sorted")
    })
}

// ---------------------------------------------------------------- partitions

cases! {
    fn conjugates(p: &str, c: &str) {
        assert_eq!(parse(p).conjugate(), parse(c));
    }
    case_1: ("5,3,3,1", "4,3,3,1,1"),
    case_2: ("1", "1"),
    case_3: ("3,2,1", "3,2,1"),
    case_4: ("0", "0"),
}

cases! {
    fn malformed_partitions_are_rejected(text: &str) {
        assert!(Partition::parse(text).is_err());
    }
    case_1: ("3,5"),
    case_2: ("2,-1"),
    case_3: ("2,x"),
    case_4: ("2,0,1"),
}

#[test]
fn boundary_words_round_trip() {
    for p in partitions_in_box(6, 6) {
        let w = Word::from_partition(&p).expect("small");
        assert_eq!(w.to_partition(), p);
        assert_eq!(w.conjugate().to_partition(), p.conjugate());
        let by_word: std::collections::BTreeSet<Partition> =
            w.moves().map(Word::to_partition).collect();
        let by_rules: std::collections::BTreeSet<Partition> =
            ColumnRow.moves(&p).into_iter().collect();
        assert_eq!(by_word, by_rules, "{p}");
    }
}

/// Doubling (Lemma 3.1's listing) maps the partitions in a 4x4 box one to one onto the
/// quadrated partitions in the 8x8 box; a part past u32 is refused, not wrapped.
#[test]
fn doubling_lists_every_quadrated_partition_once() {
    let doubled: std::collections::BTreeSet<Partition> = partitions_in_box(4, 4)
        .iter()
        .map(|p| p.doubled().expect("small"))
        .collect();
    let quadrated: std::collections::BTreeSet<Partition> = partitions_in_box(8, 8)
        .into_iter()
        .filter(Partition::is_quadrated)
        .collect();
    assert_eq!(doubled.len(), partitions_in_box(4, 4).len());
    assert_eq!(doubled, quadrated);
    assert_eq!(parse("2 1").doubled(), Some(parse("4 4 2 2")));
    assert!(
        Partition::new(vec![1 << 31])
            .expect("a part")
            .doubled()
            .is_none()
    );
}

// ---------------------------------------------------------------- CR-L1.1

#[test]
fn cr_l1_1() {
    // Reading A holds (and is proved); reading B fails at R_{1,1}: the readings disagree.
    assert_eq!(quick_status("CR-L1.1"), Status::Ambiguous);
    assert_eq!(sg(&Partition::rectangle(1, 1)), 1);
    assert_eq!(families::rectangle_reading_b(1, 1), 2);
}

cases! {
    fn cr_l1_1_rectangles(a: u32, b: u32, expected: u32) {
        let r = Partition::rectangle(a, b);
        assert_eq!(sg(&r), expected);
        assert_eq!(Algorithm1::new().sg(&r), expected);
        assert_eq!(families::rectangle_reading_a(a, b), expected);
    }
    case_1: (1, 1, 1),
    case_2: (1, 2, 2),
    case_3: (2, 2, 0),
    case_4: (1, 3, 1),
    case_5: (2, 5, 2),
    case_6: (3, 4, 1),
    case_7: (7, 7, 0),
}

// ---------------------------------------------------------------- CR-L1.2

#[test]
fn cr_l1_2() {
    assert!(matches!(quick_status("CR-L1.2"), Status::Verified(_)));
}

proptest! {
    #![proptest_config(common::proptest_config("column_row", 128))]

    #[test]
    fn cr_l1_2_conjugation(p in arb_partition(12, 12), i in 0usize..13, j in 0u32..13) {
        let c = p.conjugate();
        prop_assert_eq!(c.conjugate(), p.clone());
        prop_assert_eq!(c.subpartition(i, j), p.subpartition(j as usize, i as u32).conjugate());
        let mut solver = WordSolver::new();
        prop_assert_eq!(solver.sg(&p).expect("small"), solver.sg(&c).expect("small"));
    }

    #[test]
    fn cr_l3_1_random_quadrated(base in arb_partition(10, 10)) {
        let parts: Vec<u32> = base.parts().iter().flat_map(|&x| [2 * x, 2 * x]).collect();
        let q = Partition::new(parts).expect("sorted");
        prop_assert!(q.is_quadrated());
        for g in ColumnRow.moves(&q) {
            prop_assert!(!g.is_quadrated());
            prop_assert!(ColumnRow.moves(&g).iter().any(Partition::is_quadrated));
        }
    }

    #[test]
    fn cr_alg1_random_partitions(p in arb_partition(7, 9)) {
        prop_assert_eq!(Algorithm1::new().sg(&p), sg(&p));
    }
}

// ---------------------------------------------------------------- CR-L3.1

#[test]
fn cr_l3_1() {
    assert!(matches!(quick_status("CR-L3.1"), Status::Verified(_)));
}

cases! {
    fn cr_l3_1_examples(q: &str) {
        let q = parse(q);
        assert!(q.is_quadrated());
        assert_eq!(sg(&q), 0);
    }
    case_1: ("2,2"),
    case_2: ("4,4,2,2"),
    case_3: ("6,6,6,6,2,2"),
}

// ---------------------------------------------------------------- CR-T4.1

#[test]
fn cr_t4_1() {
    // Proved by induction for all parameters given the gammas' move map, which is compared
    // with the rules only up to a bound: that step bounds the status (issue 18, item 6).
    let ev = common::quick::evidence("CR-T4.1");
    assert!(matches!(ev.status(), Status::Verified(_)));
    assert!(
        ev.findings
            .iter()
            .any(|f| f.kind == cgcheck::claims::FindingKind::Proved)
    );
    assert!(
        ev.status()
            .to_string()
            .contains("the move map of the gammas")
    );
}

cases! {
    fn cr_t4_1_gammas(a: u32, b: u32, expected: u32) {
        assert_eq!(sg(&Partition::gamma(a, b)), expected);
        assert_eq!(families::gamma(a, b), expected);
    }
    case_1: (1, 3, 1), // the proof's base cases
    case_2: (3, 1, 1),
    case_3: (1, 1, 1),
    case_4: (2, 1, 2),
    case_5: (1, 2, 2),
    case_6: (2, 2, 0),
    case_7: (2, 3, 3),
    case_8: (5, 3, 0),
}

#[test]
fn cr_t4_1_base() {
    // The proof's base case, value by value and move by move.
    assert_eq!(quick_status("CR-T4.1-base"), Status::Reproduced);
}

#[test]
fn cr_t4_1_step() {
    // "the value is 2 if a and b are even and 1 otherwise" swaps the values: SG(Gamma_{3,1})
    // = 1 for a = b = 4 (Lemma 1: (3 + 1) mod 2 + 1). The step's mex is 0 either way.
    let ev = common::quick::evidence("CR-T4.1-step");
    assert_eq!(ev.status(), Status::Refuted);
    assert_eq!(sg(&Partition::gamma(3, 1)), 1);
    assert_eq!(sg(&Partition::gamma(4, 1)), 2);
    assert!(
        ev.findings
            .iter()
            .any(|f| f.detail.contains("swaps 1 and 2"))
    );
}

#[test]
fn cr_5_def() {
    // Read literally, section 1's almost gamma is wider than section 5's (b, d^{a-1}); only
    // the reading where b counts the columns after the repetition agrees.
    let ev = common::quick::evidence("CR-5-def");
    assert_eq!(ev.status(), Status::Ambiguous);
    let verified: Vec<_> = ev
        .findings
        .iter()
        .filter(|f| matches!(f.kind, cgcheck::claims::FindingKind::Verified { .. }))
        .filter_map(|f| f.reading.as_deref())
        .collect();
    assert_eq!(verified.len(), 1);
    assert!(verified[0].starts_with("(3)"));
}

// ---------------------------------------------------------------- CR-T5.1

#[test]
fn cr_t5_1() {
    assert!(matches!(quick_status("CR-T5.1"), Status::Verified(_)));
}

#[test]
fn cr_t5_1_figure_3_example() {
    // Gamma^{1,3}_{5,4} = (4, 3^4) of Fig. 3: b = 4, d = 3 differ in parity, a = 5 and b = 4
    // too, so the theorem says 3.
    let p = Partition::almost_gamma(5, 4, 3);
    assert_eq!(p, parse("4,3,3,3,3"));
    assert_eq!(sg(&p), 3);
    assert_eq!(families::almost_gamma(5, 4, 3), 3);
}

// ---------------------------------------------------------------- CR-Conj1

#[test]
fn cr_conj1() {
    // The conjecture says SG(S_1) = SG(S_3) = 2; both are 1.
    assert_eq!(quick_status("CR-Conj1"), Status::Refuted);
    assert_eq!(Algorithm1::new().sg(&Partition::staircase(1)), 1);
    assert_eq!(Algorithm1::new().sg(&Partition::staircase(3)), 1);
}

#[test]
fn cr_conj1_staircase_sequence() {
    let rows = staircase::frontier(16, |_| {}, |_, _| {}).expect("small");
    let table: Vec<String> = rows
        .iter()
        .skip(1)
        .map(|r| format!("n = {:>2}  SG = {}  positions = {}", r.n, r.sg, r.positions))
        .collect();
    // The word solver and Algorithm 1 agree on the small ones.
    for r in rows.iter().skip(1).take(9) {
        assert_eq!(
            Algorithm1::new().sg(&Partition::staircase(r.n as u32)),
            r.sg
        );
    }
    common::insta_settings().bind(|| {
        insta::assert_snapshot!("cr_conj1_staircase_sequence", table.join("\n"));
    });
}

#[test]
fn cr_conj1_position_counts_are_fibonacci() {
    // Positions reachable from S_n: F(2n + 1).
    let fib: Vec<u64> = (0..70)
        .scan((0u64, 1u64), |s, _| {
            let v = s.0;
            *s = (s.1, s.0 + s.1);
            Some(v)
        })
        .collect();
    for n in 1..=16 {
        assert_eq!(Counts::new(n).total(), fib[2 * n + 1], "n = {n}");
    }
}

// ---------------------------------------------------------------- CR-2

#[test]
fn cr_2() {
    assert_eq!(quick_status("CR-2"), Status::Ambiguous);
}

cases! {
    fn cr_2_distinct_subpositions(n: u32, distinct: usize) {
        let subs: std::collections::BTreeSet<Partition> = ColumnRow
            .moves(&Partition::staircase(n))
            .into_iter()
            .collect();
        assert_eq!(subs.len(), distinct);
    }
    case_1: (1, 1),
    case_2: (2, 3),
    case_3: (5, 9),
}

// ---------------------------------------------------------------- CR-Alg1

#[test]
fn cr_alg1() {
    assert!(matches!(quick_status("CR-Alg1"), Status::Verified(_)));
}

#[test]
fn cr_family_tables() {
    let mut solver = WordSolver::new();
    let mut out = String::new();
    for (name, build) in [
        (
            "rectangle R_{a,b}",
            (|a, b| Partition::rectangle(a, b)) as fn(u32, u32) -> Partition,
        ),
        ("gamma Gamma_{a,b}", |a, b| Partition::gamma(a, b)),
        ("almost gamma Gamma^{1,3}_{a,b}", |a, b| {
            if b >= 3 {
                Partition::almost_gamma(a, b, 3)
            } else {
                Partition::default()
            }
        }),
    ] {
        out.push_str(&format!("{name}: rows a = 1..12, columns b = 1..12\n"));
        for a in 1..=12 {
            let row: Vec<String> = (1..=12)
                .map(|b| solver.sg(&build(a, b)).expect("small").to_string())
                .collect();
            out.push_str(&row.join(" "));
            out.push('\n');
        }
    }
    common::insta_settings().bind(|| {
        insta::assert_snapshot!("cr_family_tables", out);
    });
}
