//! Winning moves and principal lines of a Domineering position, by the optimized solver.
//!
//! The winner's move, both in a principal line and in a proof tree ([`super::proof`]), is the
//! winning move that leaves the loser the fewest replies (ties: the first in slot order):
//! fewer replies make a shorter proof. The loser's "best resistance" is the reply after which
//! the winner has the fewest winning moves (ties: the reply leaving the loser the most moves
//! of its own, then the first in slot order): the reply that leaves the winner the least room.

use super::board::{Board, Domineering};
use super::outcome::OutcomeSolver;
use crate::core::PartizanGame;

/// The free slots of the player to move (Left: vertical) in `filled`.
pub fn moves(game: &Domineering, filled: u64, left: bool) -> Vec<u64> {
    let slots = if left {
        game.vertical_slots()
    } else {
        game.horizontal_slots()
    };
    slots.iter().copied().filter(|&d| d & filled == 0).collect()
}

/// Every winning move of the player to move (Left if `left`), in slot order.
pub fn winning_moves(
    solver: &mut OutcomeSolver,
    game: &Domineering,
    filled: u64,
    left: bool,
) -> Vec<u64> {
    moves(game, filled, left)
        .into_iter()
        .filter(|&d| !solver.mover_wins(filled | d, !left))
        .collect()
}

/// The winning move that leaves the opponent the fewest replies, if the mover wins.
pub fn chosen_winning_move(
    solver: &mut OutcomeSolver,
    game: &Domineering,
    filled: u64,
    left: bool,
) -> Option<u64> {
    let mut candidates = moves(game, filled, left);
    candidates.sort_by_key(|&d| moves(game, filled | d, !left).len());
    candidates
        .into_iter()
        .find(|&d| !solver.mover_wins(filled | d, !left))
}

/// One move of a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// Whether Left (vertical) made it.
    pub left: bool,
    /// The domino's two cells.
    pub domino: u64,
}

/// A principal line from `filled` with Left to move if `left`: the winner's chosen winning
/// move, the loser's best resistance, and so on until the player to move has no move (the
/// winner is the other). Returns the winner (true: Left) and the moves.
pub fn principal_line(
    solver: &mut OutcomeSolver,
    game: &Domineering,
    mut filled: u64,
    mut left: bool,
) -> (bool, Vec<Step>) {
    let winner = if solver.mover_wins(filled, left) {
        left
    } else {
        !left
    };
    let mut line = Vec::new();
    loop {
        let domino = if left == winner {
            chosen_winning_move(solver, game, filled, left)
        } else {
            best_resistance(solver, game, filled, left)
        };
        let Some(domino) = domino else {
            return (winner, line);
        };
        line.push(Step { left, domino });
        filled |= domino;
        left = !left;
    }
}

/// The loser's reply leaving the winner the fewest winning moves (`None`: no reply at all).
fn best_resistance(
    solver: &mut OutcomeSolver,
    game: &Domineering,
    filled: u64,
    left: bool,
) -> Option<u64> {
    let replies = moves(game, filled, left);
    let mut best: Option<(usize, std::cmp::Reverse<usize>, u64)> = None;
    for d in replies {
        let after = filled | d;
        let answers = winning_moves(solver, game, after, !left).len();
        let room = std::cmp::Reverse(moves(game, after, left).len());
        if best.is_none_or(|(a, r, _)| (answers, room) < (a, r)) {
            best = Some((answers, room, d));
        }
    }
    best.map(|(_, _, d)| d)
}

/// Every position reachable on `board` (all placements, with the player to move free).
pub fn all_positions(board: Board) -> Vec<u64> {
    let game = Domineering::new(board);
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![0u64];
    while let Some(p) = stack.pop() {
        if seen.insert(p) {
            stack.extend(game.left_moves(&p));
            stack.extend(game.right_moves(&p));
        }
    }
    seen.into_iter().collect()
}

/// Checks a placement on `board` naively: dominoes inside the board, the right shapes, no
/// overlap; returns (vertical count, horizontal count, Left stuck, Right stuck).
pub fn check_placement(
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
pub fn check_play(board: Board, play: &[(bool, u64)], left_first: bool) -> bool {
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
