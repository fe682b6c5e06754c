//! Unit tests of `src/games/domineering/cuts.rs`.

use cgcheck::core::OutcomeClass;
use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::cuts::*;
use cgcheck::games::domineering::outcome::OutcomeSolver;

/// Every board of the rows of height 1 to 4 (to 40 cells) gets the class a plain search
/// gives, and cuts prove some of them (so the comparison covers the cut).
#[test]
fn rows_by_cuts_agree_with_plain_search() {
    let mut cut = 0;
    for (rows, max_cols) in [(1, 12), (2, 20), (3, 13), (4, 10)] {
        let row = row(rows, max_cols, false, |_| Ok(())).expect("small boards");
        for r in row {
            let board = Board::new(r.rows, r.cols).expect("small board");
            let plain = OutcomeSolver::new(board).outcome(0);
            assert_eq!(r.class, plain, "{}x{} ({:?})", r.rows, r.cols, r.found);
            cut += usize::from(r.found != Found::Searched);
        }
    }
    assert!(cut >= 10, "only {cut} boards were cut");
}

/// The bound of each pair of classes: R only from R and P parts, R-or-P from P + P.
#[test]
fn only_nonpositive_parts_bound_the_board() {
    use OutcomeClass::{L, N, P, R};
    for a in [L, R, N, P] {
        for b in [L, R, N, P] {
            let expected = match (a, b) {
                (R, R) | (R, P) | (P, R) => Some(true),
                (P, P) => Some(false),
                _ => None,
            };
            assert_eq!(cut_bound(a, b), expected, "{a} + {b}");
        }
    }
}

/// One board asks for the parts its cuts need and no more: 3 x 40 for 3 x 20, 3 x 10,
/// 3 x 5 and the narrower boards 3 x 5's cuts try, searching only boards of at most 5
/// columns; 6 x 16 stops at its balanced cut.
#[test]
fn a_board_solves_only_the_parts_it_needs() {
    let searched = std::cell::RefCell::new(Vec::new());
    let mut rows = Rows::new(3, 40, false, |b: Board| {
        searched.borrow_mut().push(b.cols);
        Ok(())
    })
    .expect("a row of 120 cells");
    let r = rows.get(40).expect("3 x 40");
    assert_eq!(
        (r.class, r.found),
        (OutcomeClass::R, Found::CutNegative { first: 20 })
    );
    let solved: Vec<usize> = rows.solved().map(|r| r.cols).collect();
    assert!(solved.contains(&20) && solved.contains(&10) && !solved.contains(&39));
    assert!(searched.borrow().iter().all(|&c| c <= 5), "{searched:?}");
    assert!(Rows::new(3, 43, false, |_| Ok(())).is_err());
    assert!(rows.get(41).is_err() && rows.get(0).is_err());
}
