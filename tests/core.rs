//! The trusted kernel: outcome types and the generic reference solvers on games whose answers
//! are known independently.

use crate::common::{self, cases};

use cgcheck::core::reference::{GrundySolver, PartizanSolver, PnSolver, WdlSolver};
use cgcheck::core::{DrawGame, ImpartialGame, OutcomeClass, PartizanGame, Wdl, mex};
use cgcheck::games::nim::Nim;
use cgcheck::games::subtraction::{Subtraction, SubtractionSet};
use proptest::prelude::*;

cases! {
    fn mex_is_the_least_missing_value(values: Vec<u32>, expected: u32) {
        assert_eq!(mex(values), expected);
    }
    case_1: (vec![], 0),
    case_2: (vec![0], 1),
    case_3: (vec![1, 2], 0),
    case_4: (vec![0, 1, 3, 1, 0], 2),
    case_5: (vec![2, 0, 1], 3),
}

#[test]
fn wdl_flip_is_an_involution() {
    for v in [Wdl::Win, Wdl::Draw, Wdl::Loss] {
        assert_eq!(v.flip().flip(), v);
    }
    assert_eq!(Wdl::Win.flip(), Wdl::Loss);
}

/// The disjoint sum of two impartial games: move in exactly one component.
struct Sum<A, B>(A, B);

impl<A: ImpartialGame, B: ImpartialGame> ImpartialGame for Sum<A, B> {
    type Position = (A::Position, B::Position);

    fn moves(&self, (a, b): &Self::Position) -> Vec<Self::Position> {
        let mut out: Vec<_> = self
            .0
            .moves(a)
            .into_iter()
            .map(|x| (x, b.clone()))
            .collect();
        out.extend(self.1.moves(b).into_iter().map(|y| (a.clone(), y)));
        out
    }
}

proptest! {
    #![proptest_config(common::proptest_config("core", 64))]

    /// Sprague-Grundy: the generic mex solver gives Nim heaps their size, sums XOR, and
    /// P-positions by the P/N rules are exactly the SG-zero positions.
    #[test]
    fn grundy_of_nim_is_xor(heaps in prop::collection::vec(0u64..6, 1..4)) {
        let mut sg = GrundySolver::new(&Nim);
        let mut pn = PnSolver::new(&Nim);
        let xor = heaps.iter().fold(0, |a, &h| a ^ h);
        prop_assert_eq!(u64::from(sg.grundy(&heaps)), xor);
        prop_assert_eq!(pn.is_p(&heaps), xor == 0);
    }

    #[test]
    fn grundy_of_a_sum_is_the_xor(
        s1 in prop::collection::btree_set(1u64..6, 1..4),
        s2 in prop::collection::btree_set(1u64..6, 1..4),
        n1 in 0u64..40,
        n2 in 0u64..40,
    ) {
        let g1 = Subtraction { set: SubtractionSet::new(s1.into_iter().collect()).expect("set") };
        let g2 = Subtraction { set: SubtractionSet::new(s2.into_iter().collect()).expect("set") };
        let a = GrundySolver::new(&g1).grundy(&n1);
        let b = GrundySolver::new(&g2).grundy(&n2);
        let sum = Sum(g1.clone(), g2.clone());
        prop_assert_eq!(GrundySolver::new(&sum).grundy(&(n1, n2)), a ^ b);
    }
}

/// Count-down with draws: a counter c; the mover subtracts 1 or 2; reaching exactly 0 wins
/// for the mover, and a counter of 7 is a draw at once.
struct CountDown;

impl DrawGame for CountDown {
    type Position = u32;

    fn terminal(&self, &c: &u32) -> Option<Wdl> {
        match c {
            0 => Some(Wdl::Loss), // the previous player reached 0
            7 => Some(Wdl::Draw),
            _ => None,
        }
    }

    fn moves(&self, &c: &u32) -> Vec<u32> {
        [1, 2].iter().filter(|&&k| k <= c).map(|&k| c - k).collect()
    }
}

cases! {
    fn minimax_with_draws(start: u32, expected: Wdl) {
        assert_eq!(WdlSolver::new(&CountDown).value(&start), expected);
    }
    case_1: (1, Wdl::Win),
    case_2: (2, Wdl::Win),
    case_3: (3, Wdl::Loss),
    case_4: (6, Wdl::Loss),
    case_5: (8, Wdl::Win), // 8 -> 6, a loss for the opponent
    case_6: (9, Wdl::Draw), // 9 -> 7 draws; 9 -> 8 loses
}

/// A toy Domineering on an r x c board (bitmask, row-major): Left places vertical dominoes,
/// Right horizontal ones. Only for testing the partizan solver; the real engine is elsewhere.
struct ToyDomineering {
    rows: usize,
    cols: usize,
}

impl ToyDomineering {
    fn cell(&self, r: usize, c: usize) -> u32 {
        1 << (r * self.cols + c)
    }
}

impl PartizanGame for ToyDomineering {
    type Position = u32;

    fn left_moves(&self, &filled: &u32) -> Vec<u32> {
        let mut out = Vec::new();
        for r in 0..self.rows.saturating_sub(1) {
            for c in 0..self.cols {
                let d = self.cell(r, c) | self.cell(r + 1, c);
                if filled & d == 0 {
                    out.push(filled | d);
                }
            }
        }
        out
    }

    fn right_moves(&self, &filled: &u32) -> Vec<u32> {
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols.saturating_sub(1) {
                let d = self.cell(r, c) | self.cell(r, c + 1);
                if filled & d == 0 {
                    out.push(filled | d);
                }
            }
        }
        out
    }
}

cases! {
    fn partizan_outcome_classes(rows: usize, cols: usize, class: OutcomeClass) {
        let g = ToyDomineering { rows, cols };
        assert_eq!(PartizanSolver::new(&g).outcome(&0), class);
    }
    case_1: (1, 1, OutcomeClass::P),
    case_2: (2, 1, OutcomeClass::L),
    case_3: (1, 2, OutcomeClass::R),
    case_4: (2, 2, OutcomeClass::N),
    case_5: (3, 3, OutcomeClass::N),
}

#[test]
fn partizan_transpose_swaps_left_and_right() {
    for rows in 1..=4 {
        for cols in 1..=4 {
            let a = PartizanSolver::new(&ToyDomineering { rows, cols }).outcome(&0);
            let b = PartizanSolver::new(&ToyDomineering {
                rows: cols,
                cols: rows,
            })
            .outcome(&0);
            assert_eq!(a, b.swap_players(), "{rows}x{cols}");
        }
    }
}
