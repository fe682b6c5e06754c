//! Unit tests of `src/games/domineering/play.rs`.

use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::board::Domineering;
use cgcheck::games::domineering::outcome::OutcomeSolver;
use cgcheck::games::domineering::play::*;

/// On 2 x 2 the mover wins by taking the middle of its two slots' cells: after it the
/// opponent has no move.
#[test]
fn two_by_two_line_is_one_move() {
    let board = Board::new(2, 2).expect("board");
    let game = Domineering::new(board);
    let mut solver = OutcomeSolver::new(board);
    let (winner, line) = principal_line(&mut solver, &game, 0, true);
    assert!(winner);
    assert_eq!(line.len(), 1);
    assert!(line[0].left);
}

/// Every principal line alternates, ends with the loser unable to move, and its winner
/// is the solver's.
#[test]
fn lines_end_with_the_loser_stuck() {
    for (m, n) in [(3, 3), (2, 5), (4, 4), (3, 5)] {
        let board = Board::new(m, n).expect("board");
        let game = Domineering::new(board);
        let mut solver = OutcomeSolver::new(board);
        for left in [true, false] {
            let (winner, line) = principal_line(&mut solver, &game, 0, left);
            assert_eq!(winner == left, solver.mover_wins(0, left));
            let mut filled = 0;
            for (i, s) in line.iter().enumerate() {
                assert_eq!(s.left, left == (i % 2 == 0));
                assert_eq!(filled & s.domino, 0);
                filled |= s.domino;
            }
            let to_move = left == line.len().is_multiple_of(2);
            assert_eq!(to_move, !winner);
            assert!(moves(&game, filled, to_move).is_empty());
        }
    }
}
