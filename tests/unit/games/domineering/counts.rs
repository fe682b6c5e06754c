//! Unit tests of `src/games/domineering/counts.rs`.

use cgcheck::core::reference::PartizanSolver;
use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::board::Domineering;
use cgcheck::games::domineering::cells::Cells;
use cgcheck::games::domineering::counts::*;
use std::collections::HashMap;

/// The fewest moves `player` surely makes from `filled` with `to_move` to move, against
/// an opponent who may move or pass as it likes (passing only helps the player, so this is
/// at most what it makes in real play): the quantity [`Counter::guaranteed`] bounds.
fn forced(
    c: &Counter,
    memo: &mut HashMap<(u64, bool), u32>,
    filled: u64,
    player: bool,
    to_move: bool,
) -> u32 {
    if let Some(&v) = memo.get(&(filled, to_move)) {
        return v;
    }
    let step = |left: bool| if left { c.cols } else { 1 };
    let dominoes = |left: bool| {
        let mut rest = c.moves(filled, left);
        let mut out = Vec::new();
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            out.push(1u64 << i | 1u64 << (i + step(left)));
        }
        out
    };
    let v = if to_move == player {
        dominoes(player)
            .into_iter()
            .map(|d| 1 + forced(c, memo, filled | d, player, !player))
            .max()
            .unwrap_or(0)
    } else {
        let pass = forced(c, memo, filled, player, player);
        dominoes(!player)
            .into_iter()
            .map(|d| forced(c, memo, filled | d, player, player))
            .fold(pass, u32::min)
    };
    memo.insert((filled, to_move), v);
    v
}

/// Without boxes the race is the closed form; a box is worth at least a domino.
/// What the soundness of boxes walled on one side rests on ([`Counter::boxes`]): in the
/// race, a single domino is worth no less than a paired one, and one domino more never
/// less, moving first or second, over every count a board of 128 cells can have.
#[test]
fn the_race_prefers_single_dominoes_and_more_of_them() {
    for first in [true, false] {
        for b in 0..33 {
            for s in 0..64 {
                for p in 0..64 {
                    let here = race(first, b, s, p);
                    assert!(race(first, b, s + 1, p) >= here, "{first} {b} {s} {p}");
                    if p > 0 {
                        assert!(race(first, b, s + 1, p - 1) >= here, "{first} {b} {s} {p}");
                    }
                }
            }
        }
    }
}

#[test]
fn the_race_with_options_weighs_the_race_and_prefers_more() {
    for first in [true, false] {
        for b in 0..33 {
            for s in 0..64 {
                for p in 0..64 {
                    assert_eq!(
                        race_with_options(first, b, s, p, 0),
                        4 * race(first, b, s, p),
                        "{first} {b} {s} {p}"
                    );
                    for o in 0..MAX_OPTIONS {
                        let here = race_with_options(first, b, s, p, o);
                        let at = |b, s, p, o| race_with_options(first, b, s, p, o);
                        // More of anything is no worse (so the opponent never gains by
                        // passing), and a box reached out of leaves no less (see
                        // `Counter::boxes`): a paired domino traded for a single one.
                        assert!(at(b, s + 1, p, o) >= here, "{first} {b} {s} {p} {o}");
                        assert!(at(b, s, p + 1, o) >= here, "{first} {b} {s} {p} {o}");
                        assert!(at(b, s, p, o + 1) >= here, "{first} {b} {s} {p} {o}");
                        if b < 32 {
                            assert!(at(b + 1, s, p, o) >= here, "{first} {b} {s} {p} {o}");
                        }
                        if p > 0 {
                            assert!(at(b, s + 1, p - 1, o) >= here, "{first} {b} {s} {p} {o}");
                        }
                    }
                }
            }
        }
    }
    // One option moving first is used (1); moving second it is killed (0); two moving
    // second, one is used.
    assert_eq!(race_with_options(true, 0, 0, 0, 1), 1);
    assert_eq!(race_with_options(false, 0, 0, 0, 1), 0);
    assert_eq!(race_with_options(false, 0, 0, 0, 2), 1);
}

#[test]
fn the_race_without_boxes_is_the_closed_form() {
    for v in 0..=32 {
        assert_eq!(race(true, 0, 0, v), v.div_ceil(3), "first, paired {v}");
        assert_eq!(race(false, 0, 0, v), v / 3, "second, paired {v}");
        assert_eq!(race(true, 0, v, 0), v.div_ceil(2), "first, single {v}");
        assert_eq!(race(false, 0, v, 0), v / 2, "second, single {v}");
        for b in 1..=16 {
            for first in [true, false] {
                assert!(race(first, b, v, 0) >= race(first, b - 1, v, 0));
                assert!(race(first, b, 0, v) >= race(first, b - 1, 0, v));
            }
        }
    }
    // One box: the first player claims it (2); moving second it is spoiled (0).
    assert_eq!((race(true, 1, 0, 0), race(false, 1, 0, 0)), (2, 0));
}

/// A position of random play on an m x n board: some random cells filled, then a random
/// number of random moves, the players alternating.
fn random_play(c: &Counter, m: usize, n: usize, next: &mut impl FnMut() -> u64) -> u64 {
    let mut filled = next() & next() & next() & c.full();
    let mut mover = true;
    for _ in 0..next() % (m * n / 2) as u64 {
        let Some(after) = random_move(c, n, filled, mover, next) else {
            break;
        };
        filled = after;
        mover = !mover;
    }
    filled
}

/// `filled` after a random move of the player (Left if `left`) on a board of `n`
/// columns, or `None` when it has none.
fn random_move(
    c: &Counter,
    n: usize,
    filled: u64,
    left: bool,
    next: &mut impl FnMut() -> u64,
) -> Option<u64> {
    let slots = c.moves(filled, left);
    if slots == 0 {
        return None;
    }
    let mut rest = slots;
    for _ in 0..next() % u64::from(slots.count_ones()) {
        rest &= rest - 1;
    }
    let i = rest.trailing_zeros() as usize;
    Some(filled | 1u64 << i | 1u64 << (i + if left { n } else { 1 }))
}

/// The player's safe moves among the `empty` cells: disjoint dominoes on its protected
/// cells, counted on the whole board (the oracle of the move ordering's count line by line,
/// `Lines`).
fn safe_moves<C: Cells>(c: &Counter<C>, empty: C, left: bool) -> u32 {
    c.pairs(c.protected(empty, left), left)
}

/// Bullock's score as the whole-board recount it is defined as: the opponent's potential
/// lost less the player's own, plus the player's safe moves made less the opponent's.
fn whole_board_score<C: Cells>(c: &Counter<C>, filled: C, left: bool, domino: C) -> i32 {
    let empty = !filled & c.full();
    let after = filled | domino;
    let rest = empty & !domino;
    let change = |f: &dyn Fn(bool) -> (u32, u32), player: bool| {
        let (before, after) = f(player);
        after as i32 - before as i32
    };
    let potential = |p: bool| (c.potential(filled, p), c.potential(after, p));
    let safe = |p: bool| (safe_moves(c, empty, p), safe_moves(c, rest, p));
    change(&potential, left) - change(&potential, !left) + change(&safe, left)
        - change(&safe, !left)
}

/// `count` random sets of the first `cells` cells (xorshift from `seed`): each with a
/// density of 0 to `max_eighths` eighths, drawn for the set, and each cell in it with that
/// chance.
fn random_cell_sets<C: Cells>(cells: usize, count: usize, seed: u64, max_eighths: u64) -> Vec<C> {
    let mut s = seed;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    (0..count)
        .map(|_| {
            let density = next() % (max_eighths + 1);
            (0..cells)
                .filter(|_| next() % 8 < density)
                .fold(C::ZERO, |set, i| set | C::bit(i))
        })
        .collect()
}

/// The ordering's score, counted on the lines a move touches ([`Lines`]), is the
/// whole-board recount, for every move of random positions of boards of both widths
/// (sides 4 to 32).
#[test]
fn line_scores_are_whole_board_scores() {
    fn check<C: Cells>(m: usize, n: usize, seed: u64) {
        let c: Counter<C> = Counter::new(Board::wide(m, n).expect("a board"));
        // Random cells filled, from none to most.
        for filled in random_cell_sets::<C>(m * n, 200, seed, 3) {
            for left in [true, false] {
                let moves = c.moves(filled, left);
                let mut buffer = C::move_buffer();
                let out = buffer.as_mut();
                let count = c.ordered_moves(filled, left, moves, out);
                for &(score, domino) in &out[..count] {
                    assert_eq!(
                        score,
                        whole_board_score(&c, filled, left, domino),
                        "{m} x {n}, left {left}, filled {filled:?}, domino {domino:?}"
                    );
                }
            }
        }
    }
    for (m, n) in [(4, 4), (4, 16), (5, 7), (8, 8), (16, 4)] {
        check::<u64>(m, n, 7 + m as u64);
    }
    for (m, n) in [(9, 9), (8, 10), (4, 32), (32, 4), (11, 11), (6, 21)] {
        check::<u128>(m, n, 11 + n as u64);
    }
}

/// The first cells of the greedy pairs of `cells` by walking the player's lines one after
/// another (the count [`Counter::pair_firsts`] replaced): a cell pairs with the cell before
/// it along the line when that one is in `cells` and not already paired.
fn pairs_by_walking_the_lines<C: Cells>(c: &Counter<C>, cells: C, left: bool) -> C {
    let (lines, line_mask, stride) = if left {
        (c.rows, c.row0, c.cols)
    } else {
        (c.cols, c.col0, 1)
    };
    let (mut open, mut firsts) = (C::ZERO, C::ZERO);
    for i in 0..lines {
        let here = cells >> (i * stride) & line_mask;
        let pair = open & here;
        if pair != C::ZERO {
            firsts |= pair << ((i - 1) * stride);
        }
        open = here & !pair;
    }
    firsts
}

/// The parallel prefix packs the same dominoes as the walk, on random cell sets of boards
/// of both word widths, lines of one cell to a whole word long among them.
#[test]
fn pairs_by_prefix_are_pairs_by_walking_the_lines() {
    fn check<C: Cells>(m: usize, n: usize, seed: u64) {
        let c: Counter<C> = Counter::new(Board::wide(m, n).expect("a board"));
        for cells in random_cell_sets::<C>(m * n, 300, seed, 8) {
            for left in [true, false] {
                let walked = pairs_by_walking_the_lines(&c, cells, left);
                assert_eq!(
                    c.pair_firsts(cells, left),
                    walked,
                    "{m} x {n}, left {left}, cells {cells:?}"
                );
                let step = if left { n } else { 1 };
                let paired = if walked == C::ZERO {
                    C::ZERO
                } else {
                    walked | walked << step
                };
                assert_eq!(
                    c.pair_cells(cells, left),
                    (walked.count_ones(), paired, walked)
                );
                // Each line is packed alone: the dominoes of every other line (what
                // `Counter::races` counts as the most on one parity of lines) are those of
                // all lines whose first cell lies on one of them.
                let even = (0..m * n)
                    .filter(|&i| {
                        if left {
                            (i % n).is_multiple_of(2)
                        } else {
                            (i / n).is_multiple_of(2)
                        }
                    })
                    .fold(C::ZERO, |mask, i| mask | C::bit(i));
                for part in [even, !even & C::low(m * n)] {
                    assert_eq!(c.pairs(cells & part, left), (walked & part).count_ones());
                }
            }
        }
    }
    for (m, n) in [
        (1, 1),
        (1, 9),
        (9, 1),
        (2, 2),
        (3, 5),
        (8, 8),
        (1, 64),
        (64, 1),
        (4, 16),
    ] {
        check::<u64>(m, n, 3 + (m * n) as u64);
    }
    for (m, n) in [
        (9, 9),
        (8, 10),
        (2, 64),
        (64, 2),
        (1, 128),
        (128, 1),
        (11, 11),
        (6, 21),
    ] {
        check::<u128>(m, n, 5 + (m * n) as u64);
    }
}

/// Calls `visit` (the board's counter, its columns, a reference solver, a position) on
/// 300 positions of random play on each of six small boards.
fn for_random_play(
    seed: u64,
    mut visit: impl FnMut(&Counter, usize, &mut PartizanSolver<Domineering>, u64),
) {
    let mut s = seed;
    for (m, n) in [(2, 8), (3, 6), (4, 4), (4, 5), (5, 4), (6, 3)] {
        let board = Board::new(m, n).expect("small board");
        let c = Counter::new(board);
        let game = Domineering::new(board);
        let mut reference = PartizanSolver::new(&game);
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for _ in 0..300 {
            let filled = random_play(&c, m, n, &mut next);
            visit(&c, n, &mut reference, filled);
        }
    }
}

/// The moves kept for search hold a winning move whenever the position has one, on
/// positions of random play on small boards; and they are fewer than all moves often.
#[test]
fn the_moves_kept_hold_a_winning_move_if_there_is_one() {
    let mut fewer = 0;
    for_random_play(0x0123_4567_89ab_cdef, |c, n, reference, filled| {
        for left in [true, false] {
            let step = if left { n } else { 1 };
            let kept = c.moves_to_search(filled, left);
            assert_eq!(kept & !c.moves(filled, left), 0);
            fewer += usize::from(kept != c.moves(filled, left));
            let mut wins = false;
            let mut rest = kept;
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                let after = filled | 1u64 << i | 1u64 << (i + step);
                wins |= !reference.mover_wins(&after, !left);
            }
            assert_eq!(
                wins,
                reference.mover_wins(&filled, left),
                "{}x{n} {filled:#x}, {} to move",
                c.rows,
                if left { "Left" } else { "Right" }
            );
        }
    });
    assert!(fewer > 100, "moves were pruned only {fewer} times");
}

/// Where move counts decide a position ([`Counter::decided`]), the reference solver agrees,
/// on random positions of small boards; and the cell count of [`Counter::most_moves`]
/// decides positions the potential alone leaves open.
#[test]
fn decided_positions_agree_with_the_reference() {
    let (mut decided, mut by_cells) = (0, 0);
    for_random_play(0x2545_f491_4f6c_dd1d, |c, n, reference, filled| {
        for left in [true, false] {
            let Some(wins) = c.decided(filled, left) else {
                continue;
            };
            decided += 1;
            let old = if wins {
                c.guaranteed(filled, left, true) > c.potential(filled, !left)
            } else {
                c.guaranteed(filled, !left, false) >= c.potential(filled, left)
            };
            by_cells += usize::from(!old);
            assert_eq!(
                reference.mover_wins(&filled, left),
                wins,
                "{}x{n} {filled:#x}, {} to move",
                c.rows,
                if left { "Left" } else { "Right" }
            );
        }
    });
    assert!(
        decided > 500 && by_cells > 20,
        "decided {decided}, by the cell count {by_cells}"
    );
}

/// The two tests of [`Counter::decided`] asked alone, as the solver's kill scan asks the
/// second and the moves after a scan the first: each agrees with the reference where it
/// holds, and they never both hold.
#[test]
fn the_two_tests_asked_alone_agree_with_the_reference() {
    let (mut wins, mut loses) = (0, 0);
    for_random_play(0x6a09_e667_f3bc_c909, |c, n, reference, filled| {
        for left in [true, false] {
            let (w, l) = (c.wins(filled, left), c.loses(filled, left));
            assert!(!(w && l), "{}x{n} {filled:#x}: both tests hold", c.rows);
            if w || l {
                assert_eq!(
                    reference.mover_wins(&filled, left),
                    w,
                    "{}x{n} {filled:#x}",
                    c.rows
                );
                assert_eq!(c.decided(filled, left), Some(w));
            }
            wins += usize::from(w);
            loses += usize::from(l);
        }
    });
    assert!(wins > 100 && loses > 100, "wins {wins}, loses {loses}");
}

/// The cuts agree with the reference on positions of boards up to 36 cells with up to 18
/// empty cells, where boxes, leftovers and options are more frequent than on the small
/// boards above. (Checked by hand with 54,000 positions with up to 22 empty cells; a
/// mutation that credits every option with three cells, or every box as claimed, fails.)
#[test]
fn decided_positions_of_larger_boards_agree_with_the_reference() {
    let mut s = 0x5851_f42d_4c95_7f2du64;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s
    };
    let mut decided = 0;
    for (m, n) in [
        (5, 6),
        (6, 5),
        (6, 6),
        (4, 8),
        (8, 4),
        (5, 7),
        (7, 5),
        (3, 10),
    ] {
        let board = Board::new(m, n).expect("small board");
        let c: Counter = Counter::new(board);
        let game = Domineering::new(board);
        for _ in 0..40 {
            let mut reference = PartizanSolver::new(&game);
            let mut filled = next() & next() & next() & next() & c.full();
            let mut mover = next() & 1 == 1;
            while (c.full() & !filled).count_ones() > 18 {
                let Some(after) = random_move(&c, n, filled, mover, &mut next) else {
                    break;
                };
                filled = after;
                mover = !mover;
            }
            for left in [true, false] {
                if let Some(wins) = c.decided(filled, left) {
                    decided += 1;
                    assert_eq!(
                        reference.mover_wins(&filled, left),
                        wins,
                        "{m}x{n} {filled:#x}, {} to move",
                        if left { "Left" } else { "Right" }
                    );
                }
            }
        }
    }
    assert!(decided > 150, "decided {decided}");
}

/// The guaranteed moves are never more than the player surely makes, moving first or
/// second, on random positions of small boards (and the bound is not vacuous: it often
/// exceeds the safe moves alone).
#[test]
fn guaranteed_moves_are_surely_made() {
    let mut s = 0x9e37_79b9_7f4a_7c15u64;
    let (mut above_safe, mut with_boxes) = (0, 0);
    for (m, n) in [(2, 6), (3, 4), (3, 5), (4, 4), (4, 5), (5, 4), (6, 2)] {
        let board = Board::new(m, n).expect("small board");
        let c: Counter = Counter::new(board);
        for _ in 0..150 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let filled = s & s.rotate_left(23) & c.full();
            for player in [true, false] {
                let mut memo = HashMap::new();
                let safe = c.pairs(c.protected(!filled & c.full(), player), player);
                for first in [true, false] {
                    let bound = c.guaranteed(filled, player, first);
                    let made = forced(
                        &c,
                        &mut memo,
                        filled,
                        player,
                        if first { player } else { !player },
                    );
                    assert!(
                        bound <= made,
                        "{m}x{n} {filled:#x}: {} moving {}: bound {bound}, surely makes {made}",
                        if player { "Left" } else { "Right" },
                        if first { "first" } else { "second" },
                    );
                    above_safe += usize::from(bound > safe);
                    with_boxes += usize::from(c.boxes(filled, player).0 > 0);
                }
            }
        }
    }
    assert!(
        above_safe > 100 && with_boxes > 100,
        "the vulnerable moves added {above_safe} times; boxes were found {with_boxes} times"
    );
}
