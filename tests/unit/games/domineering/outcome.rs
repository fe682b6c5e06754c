//! Unit tests of `src/games/domineering/outcome.rs`.

use cgcheck::core::reference::PartizanSolver;
use cgcheck::games::domineering::board::{Board, Domineering};
use cgcheck::games::domineering::outcome::*;
use cgcheck::games::domineering::position::Position;
use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

/// A few random positions (xorshift) on a board, with at most `max_empty` empty cells.
fn positions(board: Board, max_empty: u32, count: usize, seed: u64) -> Vec<u64> {
    let full = board.full();
    let mut s = seed | 1;
    (0..count)
        .map(|_| {
            let mut filled = 0u64;
            loop {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                filled |= s & s.rotate_left(11) & full;
                if (full & !filled).count_ones() <= max_empty {
                    return filled;
                }
            }
        })
        .collect()
}

/// The block keys are positions of the same game: the reference gives the key's
/// position the class of the original, with the key's empty cells inside the board.
#[test]
fn block_keys_are_positions_of_the_same_game() {
    for (m, n) in [
        (1, 7),
        (2, 5),
        (2, 8),
        (3, 4),
        (3, 6),
        (4, 4),
        (2, 10),
        (3, 9),
    ] {
        let board = Board::new(m, n).expect("small board");
        for filled in positions(board, 12, 60, (m * 31 + n) as u64) {
            let class = reference(board, filled);
            let key = block_key(filled, m, n);
            assert_eq!(key & !board.full(), 0, "{m}x{n} {filled:#x}");
            assert_eq!(reference(board, key), class, "{m}x{n} {filled:#x}");
            if n <= 8 {
                let mut empty = 0u64;
                for r in 0..m {
                    empty |= (!filled >> (r * n) & ((1 << n) - 1)) << (8 * r);
                }
                let key8 = !block_key8(empty);
                let mut back = board.full();
                for r in 0..8 {
                    let line = key8 >> (8 * r) & 0xff;
                    assert!(r < m || line == 0, "{m}x{n} {filled:#x}: row {r}");
                    assert_eq!(line >> n, 0, "{m}x{n} {filled:#x}: row {r}");
                    if r < m {
                        back &= !(line << (r * n));
                    }
                }
                assert_eq!(reference(board, back), class, "{m}x{n} {filled:#x}");
            }
        }
    }
}

/// Reordered and mirrored blocks share a key.
#[test]
fn reordered_and_mirrored_sums_share_a_key() {
    // 2 x 8: an L-shaped block of three cells and a 2 x 2 square, in either order and
    // with the L mirrored.
    let board = Board::new(2, 8).expect("board");
    let p = Position::parse("..#..###/.##..###")
        .expect("position")
        .filled;
    let q = Position::parse("#..#..##/#..##.##")
        .expect("position")
        .filled;
    assert_eq!(block_key(p, 2, 8), block_key(q, 2, 8));
    let solver = OutcomeSolver::new(board);
    assert_eq!(solver.shared.canonical(p), solver.shared.canonical(q));
}

/// The search split among the threads from the root down gives the reference's answers,
/// on positions with up to 18 empty cells (so that the splits reach deep), with tables
/// small enough to forget.
#[test]
fn the_parallel_search_agrees_with_the_reference() {
    for (m, n) in [(4, 5), (5, 5), (4, 6), (6, 6)] {
        let board = Board::new(m, n).expect("small board");
        for (k, filled) in positions(board, 18, 12, (m * 7 + n) as u64)
            .into_iter()
            .enumerate()
        {
            let empties = (board.full() & !filled).count_ones();
            let mut solver = OutcomeSolver::with_table_bits(board, 8 + k as u32 % 8)
                .split_from(empties.saturating_sub(k as u32 % 5));
            for left in [true, false] {
                let reference =
                    PartizanSolver::new(&Domineering::new(board)).mover_wins(&filled, left);
                assert_eq!(
                    solver.mover_wins(filled, left),
                    reference,
                    "{m}x{n} {filled:#x}, left {left}"
                );
            }
        }
    }
}

/// The handling of nodes whose mover is far behind ([`Behind`]: moves by preference alone,
/// second tests deferred to the moves' searches) changes which positions are searched, never
/// an answer: applied at every node, at none, and at the search's own margins, the solver
/// gives the reference's answers on positions with up to 20 empty cells.
#[test]
fn far_behind_nodes_change_no_answer() {
    let mut searched = [0u64; 3];
    for (m, n) in [(4, 5), (5, 5), (4, 6), (6, 6), (5, 7)] {
        let board = Board::new(m, n).expect("small board");
        for filled in positions(board, 20, 10, (m * 11 + n) as u64) {
            for left in [true, false] {
                let reference =
                    PartizanSolver::new(&Domineering::new(board)).mover_wins(&filled, left);
                for (k, behind) in [Behind::ALWAYS, Behind::NEVER, Behind::DEFAULT]
                    .into_iter()
                    .enumerate()
                {
                    let mut solver = OutcomeSolver::new(board).behind(behind);
                    assert_eq!(
                        solver.mover_wins(filled, left),
                        reference,
                        "{m}x{n} {filled:#x}, left {left}, {behind:?}"
                    );
                    searched[k] += solver.nodes();
                }
            }
        }
    }
    // The settings searched differently, so the handling was exercised.
    assert_ne!(searched[0], searched[1], "{searched:?}");
}

/// The engine canary's effort sample (`src/records/canary.rs`) searches 6 x 8 so that a change
/// to the far-behind handling shows in it: there the handling changes the positions searched.
#[test]
fn six_by_eight_reaches_far_behind_nodes() {
    let board = Board::new(6, 8).expect("board");
    let searched = [Behind::DEFAULT, Behind::NEVER].map(|behind| {
        let mut solver = OutcomeSolver::with_table_bits(board, 16).behind(behind);
        [true, false].map(|left| {
            solver.mover_wins(0, left);
            solver.nodes()
        })
    });
    assert_ne!(searched[0], searched[1]);
}

/// A search under a set stop flag (a move found to win elsewhere) answers nothing and
/// stores nothing, however far down the flag was set; without one it answers.
#[test]
fn a_stopped_search_answers_and_stores_nothing() {
    let board = Board::new(5, 5).expect("board");
    let solver = OutcomeSolver::new(board).split_from(20);
    let above = Stop {
        flag: AtomicBool::new(true),
        parent: None,
    };
    let below = Stop {
        flag: AtomicBool::new(false),
        parent: Some(&above),
    };
    for stop in [&above, &below] {
        let mut worker = Worker {
            shared: &solver.shared,
            nodes: 0,
            unreported: 0,
            split: solver.split,
            stop: Some(stop),
            scans: Default::default(),
            killers: Default::default(),
        };
        assert_eq!(worker.mover_wins(0, true), None);
        assert_eq!(solver.positions(), 0);
    }
    above.flag.store(false, Relaxed);
    let mut worker = Worker {
        shared: &solver.shared,
        nodes: 0,
        unreported: 0,
        split: solver.split,
        stop: Some(&below),
        scans: Default::default(),
        killers: Default::default(),
    };
    let expected = PartizanSolver::new(&Domineering::new(board)).mover_wins(&0, true);
    assert_eq!(worker.mover_wins(0, true), Some(expected));
    assert!(solver.positions() > 0);
}

/// The fallible constructor (the CLI's) gives the same solver as the plain one: a
/// mutation run found that nothing else exercised it.
#[test]
fn try_new_solves_like_new() {
    for (m, n) in [(1, 1), (2, 3), (3, 3), (4, 4)] {
        let board = Board::new(m, n).expect("small board");
        let mut fallible = OutcomeSolver::try_new(board).expect("a small table fits");
        let mut plain = OutcomeSolver::new(board);
        assert_eq!(fallible.outcome(0), plain.outcome(0), "{m}x{n}");
        assert_eq!(fallible.outcome(0), reference(board, 0), "{m}x{n}");
    }
}

/// A counting solver (the heartbeat's) adds every position it searches to the shared
/// counter, on one thread and split among threads: after its searches the counter holds
/// exactly its count of positions searched, and the answers are the reference's. The empty
/// 7 x 7 board's searches with a small table pass [`PROGRESS_STEP`] positions, so the steps
/// and the rests are both added.
#[test]
fn a_counting_solver_reports_every_position_it_searches() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicU64;
    let board = Board::new(7, 7).expect("board");
    for split in [u32::MAX, 44] {
        let progress = Arc::new(AtomicU64::new(0));
        let mut solver = OutcomeSolver::with_table_bits(board, 9)
            .split_from(split)
            .counting(Arc::clone(&progress));
        let game = Domineering::new(board);
        let mut reference = PartizanSolver::new(&game);
        for filled in positions(board, 18, 3, 99) {
            for left in [true, false] {
                assert_eq!(
                    solver.mover_wins(filled, left),
                    reference.mover_wins(&filled, left)
                );
            }
        }
        assert_eq!(solver.outcome(0), cgcheck::core::OutcomeClass::N);
        // More positions than one step of the counter: the board less one cell too, for
        // cells in turn until the searches pass a step.
        for cell in 0..24 {
            if solver.nodes() > PROGRESS_STEP {
                break;
            }
            solver.outcome(1 << cell);
        }
        assert!(solver.nodes() > PROGRESS_STEP, "{}", solver.nodes());
        assert_eq!(progress.load(Relaxed), solver.nodes(), "split {split}");
    }
}
