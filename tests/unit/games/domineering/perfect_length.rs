//! The perfect-play lengths P1 and P2 (Observation 5): against a literal brute force over
//! every game on tiny boards and positions, and against the hand-computed table of the
//! reading (issue 48).

use cgcheck::games::domineering::alpha::alpha;
use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::perfect_length::{self, Lengths, Mover, Search};
use proptest::prelude::*;

/// The moves of the mover on an m x n board (cells numbered row by row), from coordinates.
fn moves(m: usize, n: usize, filled: u32, left: bool) -> Vec<u32> {
    let mut out = Vec::new();
    for r in 0..m {
        for c in 0..n {
            let (r2, c2) = if left { (r + 1, c) } else { (r, c + 1) };
            if r2 < m && c2 < n {
                let d = 1u32 << (r * n + c) | 1u32 << (r2 * n + c2);
                if d & filled == 0 {
                    out.push(d);
                }
            }
        }
    }
    out
}

/// Whether the mover wins, by plain recursion (no memo).
fn wins(m: usize, n: usize, filled: u32, left: bool) -> bool {
    moves(m, n, filled, left)
        .into_iter()
        .any(|d| !wins(m, n, filled | d, !left))
}

/// P1 literally: the least length over every complete game in which each move of a player
/// who has a winning strategy at that moment is a winning move.
fn p1_literal(m: usize, n: usize, filled: u32, left: bool) -> u32 {
    fn games(m: usize, n: usize, filled: u32, left: bool, len: u32, best: &mut u32) {
        let ms = moves(m, n, filled, left);
        if ms.is_empty() {
            *best = (*best).min(len);
            return;
        }
        let winner = wins(m, n, filled, left);
        for d in ms {
            // The move is admissible unless the mover could win and this move does not.
            if winner && wins(m, n, filled | d, !left) {
                continue;
            }
            games(m, n, filled | d, !left, len + 1, best);
        }
    }
    let mut best = u32::MAX;
    games(m, n, filled, left, 0, &mut best);
    best
}

/// P2 literally: the winner's fastest win against the loser's slowest loss, by recursion.
fn p2_literal(m: usize, n: usize, filled: u32, left: bool) -> u32 {
    let ms = moves(m, n, filled, left);
    if ms.is_empty() {
        return 0;
    }
    let good: Vec<u32> = ms
        .iter()
        .copied()
        .filter(|&d| !wins(m, n, filled | d, !left))
        .collect();
    let lengths = |v: &[u32]| -> Vec<u32> {
        v.iter()
            .map(|&d| 1 + p2_literal(m, n, filled | d, !left))
            .collect()
    };
    if good.is_empty() {
        lengths(&ms).into_iter().max().unwrap_or(0)
    } else {
        lengths(&good).into_iter().min().unwrap_or(0)
    }
}

fn literal(m: usize, n: usize, filled: u32, left: bool) -> Lengths {
    Lengths {
        mover_wins: wins(m, n, filled, left),
        p1: p1_literal(m, n, filled, left),
        p2: p2_literal(m, n, filled, left),
    }
}

fn mover(left: bool) -> Mover {
    if left { Mover::Left } else { Mover::Right }
}

#[test]
fn empty_boards_agree_with_the_literal_brute_force() {
    for m in 1..=9usize {
        for n in 1..=9 / m {
            let mut s = Search::new(Board::new(m, n).expect("small")).expect("small");
            for left in [true, false] {
                assert_eq!(
                    s.lengths(0, mover(left)),
                    literal(m, n, 0, left),
                    "{m}x{n}, left first: {left}"
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(crate::common::proptest_config("perfect_length", 64))]
    /// Positions of 3 x 4 and 4 x 3 boards with at least 5 cells filled.
    #[test]
    fn positions_agree_with_the_literal_brute_force(
        wide in any::<bool>(),
        cells in proptest::collection::vec(0usize..12, 5..9),
        left in any::<bool>(),
    ) {
        let (m, n) = if wide { (3, 4) } else { (4, 3) };
        let filled = cells.iter().fold(0u32, |f, &c| f | 1 << c);
        let mut s = Search::new(Board::new(m, n).expect("small")).expect("small");
        prop_assert_eq!(s.lengths(filled, mover(left)), literal(m, n, filled, left));
    }
}

/// The table of the reading (reading.md A.1 (3)): (m, n), (S, P1, P2) Left first, (S, P1, P2)
/// Right first; and who wins ('L', 'R', or 'N' for the first player).
const READING_TABLE: [((usize, usize), [u32; 6], char); 19] = [
    ((2, 2), [1, 1, 1, 1, 1, 1], 'N'),
    ((2, 3), [1, 1, 1, 3, 3, 3], 'N'),
    ((3, 2), [3, 3, 3, 1, 1, 1], 'N'),
    ((2, 4), [4, 4, 4, 3, 3, 3], 'R'),
    ((4, 2), [3, 3, 3, 4, 4, 4], 'L'),
    ((3, 3), [2, 3, 3, 2, 3, 3], 'N'),
    ((2, 5), [4, 5, 5, 3, 4, 4], 'L'),
    ((5, 2), [3, 4, 4, 4, 5, 5], 'R'),
    ((2, 6), [4, 5, 5, 4, 5, 5], 'N'),
    ((3, 4), [3, 4, 4, 4, 5, 5], 'R'),
    ((4, 3), [4, 5, 5, 3, 4, 4], 'L'),
    ((2, 7), [5, 5, 5, 4, 5, 7], 'N'),
    ((2, 8), [5, 6, 8, 4, 5, 7], 'R'),
    ((3, 5), [5, 6, 6, 3, 3, 7], 'R'),
    ((4, 4), [4, 5, 7, 4, 5, 7], 'N'),
    ((2, 9), [5, 5, 9, 6, 6, 8], 'L'),
    ((3, 6), [4, 4, 8, 5, 5, 5], 'R'),
    ((2, 10), [5, 5, 9, 6, 7, 9], 'N'),
    ((6, 3), [5, 5, 5, 4, 4, 8], 'L'),
];

#[test]
fn the_reading_table_is_reproduced() {
    let mut wrong = Vec::new();
    for ((m, n), row, class) in READING_TABLE {
        let a = alpha(m, n).expect("small");
        let (l, r) = perfect_length::board_lengths(m, n).expect("small");
        let got = [a.left_first, l.p1, l.p2, a.right_first, r.p1, r.p2];
        let got_class = match (l.mover_wins, r.mover_wins) {
            (true, true) => 'N',
            (true, false) => 'L',
            (false, true) => 'R',
            (false, false) => 'P',
        };
        if got != row || got_class != class {
            wrong.push(format!(
                "{m}x{n}: {got:?} {got_class}, table {row:?} {class}"
            ));
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_worked_example_and_the_limit() {
    // The module documentation's 2 x 3 example.
    let (l, r) = perfect_length::board_lengths(2, 3).expect("small");
    assert_eq!((l.mover_wins, l.p1, l.p2), (true, 1, 1));
    assert_eq!((r.mover_wins, r.p1, r.p2), (true, 3, 3));
    // Boards of more than 32 cells are refused, with a message.
    let e = Search::new(Board::new(4, 9).expect("36 cells"))
        .err()
        .expect("refused");
    assert!(e.to_string().contains("at most 32"), "{e}");
    assert!(Search::new(Board::new(4, 8).expect("32 cells")).is_ok());
}
