//! Checkable statements of papers/domineering-min-moves.md that the catalogue left without
//! an id (issue 18): the constructions claimed after Problems 4.1 and 4.2, and section 1.1's
//! statement of Chung et al.'s construction and Hao's bound on induced subgraphs of Q_n.

use super::drivers::Depths;
use super::{Bound, Depth, Evidence, FindingKind, Range};
use crate::games::domineering::alpha;
use crate::games::domineering::board::Board;
use crate::games::domineering::cube_subgraphs;

/// The paper's alpha reading (DOM-P4.1 and DOM-P4.2 name the same two).
const PAPER_ALPHA: &str = "alpha as the paper defines it: a placement of the table's number of dominoes, vertical and horizontal counts within one, where one player is stuck";
/// The real-play reading.
const REAL_PLAY: &str = "a real alternating game from the empty board, either player first, that ends (the player to move stuck) after the table's number of moves";

/// The value printed in Table 4.1 for m x n (the digits before '^').
fn printed(m: usize, n: usize) -> Option<usize> {
    let table = super::domineering::table_4_1();
    let cell = table.get(&(m, n))?;
    cell.split('^').next()?.parse().ok()
}

/// Checks a placement on `board` naively: dominoes inside the board, the right shapes, no
/// overlap; returns (vertical count, horizontal count, Left stuck, Right stuck).
fn check_placement(
    board: Board,
    vertical: &[u64],
    horizontal: &[u64],
) -> Option<(usize, usize, bool, bool)> {
    let vs = board.vertical_slots();
    let hs = board.horizontal_slots();
    let mut filled = 0u64;
    for (d, slots) in vertical
        .iter()
        .map(|d| (d, &vs))
        .chain(horizontal.iter().map(|d| (d, &hs)))
    {
        if !slots.contains(d) || d & filled != 0 {
            return None;
        }
        filled |= d;
    }
    let left_stuck = vs.iter().all(|d| d & filled != 0);
    let right_stuck = hs.iter().all(|d| d & filled != 0);
    Some((vertical.len(), horizontal.len(), left_stuck, right_stuck))
}

/// Checks a real play naively: alternating from `left_first`, legal moves, and the player to
/// move stuck at the end.
fn check_play(board: Board, play: &[(bool, u64)], left_first: bool) -> bool {
    let vs = board.vertical_slots();
    let hs = board.horizontal_slots();
    let mut filled = 0u64;
    for (i, &(left, d)) in play.iter().enumerate() {
        let slots = if left { &vs } else { &hs };
        if left != ((i % 2 == 0) == left_first) || !slots.contains(&d) || d & filled != 0 {
            return false;
        }
        filled |= d;
    }
    let left_to_move = play.len().is_multiple_of(2) == left_first;
    let mover = if left_to_move { &vs } else { &hs };
    mover.iter().all(|d| d & filled != 0)
}

/// Both readings of "one can construct positions that use the minimum number of moves shown
/// in Table 4.1" on m x n for `boards`.
fn constructions(m: usize, max_n: usize) -> Evidence {
    let boards: Vec<(usize, usize)> = (1..=max_n).map(|n| (m, n)).collect();
    let boards = &boards[..];
    let mut ev = Evidence::default();
    let mut paper_fails = Vec::new();
    let mut real_fails = Vec::new();
    let mut real_found = Vec::new();
    for &(m, n) in boards {
        let Some(v) = printed(m, n) else {
            return Evidence::open(&format!("Table 4.1 has no entry for {m} x {n}"));
        };
        let Ok(board) = Board::new(m, n) else {
            return Evidence::open(&format!("{m} x {n} is not a board"));
        };
        // Reading 1: a placement reaching the paper's alpha, recounted here.
        match alpha::witness(m, n) {
            Ok(Some((vertical, horizontal))) => match check_placement(board, &vertical, &horizontal) {
                Some((a, b, ls, rs)) if a + b == v && a.abs_diff(b) <= 1 && (ls || rs) => {}
                Some((a, b, _, _)) => paper_fails.push(((m, n), format!(
                    "{m} x {n}: the shortest placement has {} dominoes ({a} vertical, {b} horizontal), the table prints {v}",
                    a + b
                ))),
                None => paper_fails.push(((m, n), format!("{m} x {n}: the witness is not a legal placement"))),
            },
            Ok(None) => paper_fails.push(((m, n), format!("{m} x {n}: no placement reaches alpha"))),
            Err(e) => return Evidence::open(&e.to_string()),
        }
        // Reading 2: a real game of exactly v moves, either player first.
        let mut found = None;
        for left_first in [true, false] {
            match alpha::real_play_of_length(m, n, v, left_first) {
                Ok(Some(play)) if check_play(board, &play, left_first) => {
                    found = Some(if left_first { "Left" } else { "Right" });
                    break;
                }
                Ok(_) => {}
                Err(e) => return Evidence::open(&e.to_string()),
            }
        }
        match found {
            Some(first) => real_found.push(format!("{m} x {n}: {v} ({first} first)")),
            None => real_fails.push(((m, n), format!(
                "{m} x {n}: no real game ends after the table's {v} moves, with either player first"
            ))),
        }
    }
    let bound = || {
        Bound::family(
            &format!("{m} x n, as far as the text says ({{}})"),
            [Range::between("n", 1, max_n)],
        )
    };
    match paper_fails.first() {
        None => ev.push_reading(
            PAPER_ALPHA,
            FindingKind::Verified { bound: bound() },
            format!(
                "a placement with the table's number of dominoes, recounted by a naive checker, on each of the {} boards",
                boards.len()
            ),
        ),
        Some(&((m, n), _)) => ev.push_reading(
            PAPER_ALPHA,
            FindingKind::Counterexample {
                replay: format!("cgcheck alpha {m} {n} --show"),
            },
            paper_fails.iter().map(|f| f.1.as_str()).collect::<Vec<_>>().join("; "),
        ),
    }
    match real_fails.first() {
        None => ev.push_reading(
            REAL_PLAY,
            FindingKind::Verified { bound: bound() },
            format!(
                "a real game of the table's length, checked move by move: {}",
                real_found.join(", ")
            ),
        ),
        Some(&((m, n), _)) => ev.push_reading(
            REAL_PLAY,
            FindingKind::Counterexample {
                replay: format!("cgcheck alpha {m} {n} --strict --show"),
            },
            format!(
                "{} (the shortest real games are what `--strict` prints); constructed: {}",
                real_fails
                    .iter()
                    .map(|f| f.1.as_str())
                    .collect::<Vec<_>>()
                    .join("; "),
                if real_found.is_empty() {
                    "none".to_string()
                } else {
                    real_found.join(", ")
                }
            ),
        ),
    }
    ev
}

/// DOM-P4.1-construct: "One can easily construct Domineering positions that use the minimum
/// number of moves shown in Table 4.1 on 2 x n boards up to n = 5."
pub fn problem_4_1_construct(_: Depth) -> Evidence {
    constructions(2, 5)
}

/// DOM-P4.2-construct: "We have been able to construct Domineering positions that use the
/// least number of moves shown in Table 4.1 on 3 x n boards up to n = 6."
pub fn problem_4_2_construct(_: Depth) -> Evidence {
    constructions(3, 6)
}

/// DOM-1.1-Chung: the cube dimensions n searched (Q_6, 33 of 64 vertices, takes minutes
/// with this search's simple bound).
pub const CUBE_DIMENSIONS: Depths<u64> = Depths::new(4, 5);

/// DOM-1.1-Chung: Chung et al. constructed a (2^(n-1) + 1)-vertex induced subgraph of Q_n of
/// maximum degree ceil(sqrt n), and (Theorem 1.2, Hao) every such subgraph has maximum
/// degree at least sqrt n: so the least maximum degree is exactly ceil(sqrt n). Both halves
/// by exhaustive search on Q_n.
pub fn chung_construction(depth: Depth) -> Evidence {
    let max_n = CUBE_DIMENSIONS.at(depth) as u32;
    let mut ev = Evidence::default();
    let mut rows = Vec::new();
    for n in 1..=max_n {
        let size = (1usize << (n - 1)) + 1;
        // ceil(sqrt n), exactly: the least c with c * c >= n.
        let stated = (0..=n).find(|c| c * c >= n).unwrap_or(n);
        let Some((least, set, nodes)) = cube_subgraphs::least_max_degree(n, size) else {
            return Evidence::open(&format!("Q_{n} has fewer than {size} vertices"));
        };
        let recount = cube_subgraphs::max_degree(n, set);
        if least != stated || recount != least || set.count_ones() as usize != size {
            ev.push(
                FindingKind::Counterexample {
                    replay: "cgcheck verify --claim DOM-1.1-Chung".into(),
                },
                format!(
                    "Q_{n}: the least maximum degree of {size} vertices is {least} (a set {set:#x} of degree {recount}), ceil(sqrt {n}) = {stated}"
                ),
            );
            return ev;
        }
        rows.push(format!(
            "Q_{n}: {size} vertices, degree {least} ({nodes} branches)"
        ));
    }
    ev.push(
        FindingKind::Verified {
            bound: Bound::between("n", 1, max_n as usize),
        },
        format!(
            "the least maximum degree of a (2^(n-1) + 1)-vertex induced subgraph is ceil(sqrt n), by exhaustive search (a set reaching it, recounted, and none below): {}",
            rows.join("; ")
        ),
    );
    ev
}
