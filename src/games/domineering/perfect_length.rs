//! Game lengths under perfect play (Observation 5 of the paper: "the minimum number of moves
//! is obtained by both players playing perfectly only for small m, n").
//!
//! Normal play: the player to move with no move loses. A move is **winning** when the position
//! it leads to is lost for the opponent (to move there); a player **has a winning strategy**
//! when it has a winning move. For a board and a first player F (Left places vertical
//! dominoes, Right horizontal ones) two lengths of "perfect" play:
//!
//! * **P1** (shortest perfect game): the fewest moves of a game in which the player who has a
//!   winning strategy always plays a winning move, while the loser (every move of whom is
//!   equally "perfect") may play anything. Recursively: 0 when the mover is stuck; the least
//!   1 + P1(child) over the mover's winning moves when it has one, else over all its moves.
//! * **P2** ("win fast, lose slow"): the winner picks, among its winning moves, one that
//!   minimises the remaining length; the loser picks the move that maximises it. Recursively:
//!   0 when stuck; the least 1 + P2(child) over winning moves when there is one, else the
//!   greatest 1 + P2(child) over all moves.
//!
//! Both are at least S_F, the shortest game of any moves ([`super::alpha::Alpha`]'s
//! `left_first`, `right_first`), and P1 <= P2.
//!
//! **Worked example: 2 x 3 board, Right first.** Name the cells a1 a2 a3 (top row) and
//! b1 b2 b3. Right's moves are a1-a2, a2-a3, b1-b2 and b2-b3, all alike up to reflection. After
//! a1-a2 the only vertical domino that fits is a3-b3; Left plays it, Right plays b1-b2, and
//! Left is stuck: 3 moves, Right wins, and no player ever had a choice that changes the length,
//! so S_R = P1_R = P2_R = 3. Left first: Left plays a2-b2, and no two free cells of a row are
//! adjacent, so Right is stuck: S_L = P1_L = P2_L = 1 (the paper's alpha_{2,3} = 1). On 3 x 3
//! the lengths part from S: the shortest game has 2 moves and ends with the first player
//! stuck, so its first move was a losing one although the first player wins 3 x 3; with
//! winning moves only, every game has at least 3 moves: P1 = P2 = 3 > S = 2, either player
//! first.
//!
//! The search is a plain memoised recursion over filled-cell bitmasks; boards of at most
//! [`MAX_CELLS`] cells (positions are u32 masks), larger ones are refused.

use super::board::{Board, Domineering};
use crate::core::InputError;
use std::collections::HashMap;

/// Largest board (cells) this module searches.
pub const MAX_CELLS: usize = 32;

/// Who moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mover {
    /// Vertical dominoes.
    Left,
    /// Horizontal dominoes.
    Right,
}

/// The lengths of one position (or of the empty board for one first player).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lengths {
    /// Whether the player to move has a winning strategy.
    pub mover_wins: bool,
    /// The shortest game in which the winner always plays a winning move.
    pub p1: u32,
    /// The game length under "win fast, lose slow".
    pub p2: u32,
}

/// The memoised search on one board.
pub struct Search {
    vertical: Vec<u32>,
    horizontal: Vec<u32>,
    memo: HashMap<(u32, bool), Lengths>,
}

impl Search {
    /// The search on `board` (at most [`MAX_CELLS`] cells).
    pub fn new(board: Board) -> Result<Search, InputError> {
        if board.rows * board.cols > MAX_CELLS {
            return Err(InputError::new(format!(
                "board {}x{} has {} cells: perfect-play lengths are searched on at most {MAX_CELLS}",
                board.rows,
                board.cols,
                board.rows * board.cols
            )));
        }
        let game = Domineering::new(board);
        Ok(Search {
            vertical: game.vertical_slots().iter().map(|&d| d as u32).collect(),
            horizontal: game.horizontal_slots().iter().map(|&d| d as u32).collect(),
            memo: HashMap::new(),
        })
    }

    /// The lengths from `filled` with `mover` to move.
    pub fn lengths(&mut self, filled: u32, mover: Mover) -> Lengths {
        let left = mover == Mover::Left;
        if let Some(&l) = self.memo.get(&(filled, left)) {
            return l;
        }
        let slots = if left {
            &self.vertical
        } else {
            &self.horizontal
        };
        let moves: Vec<u32> = slots.iter().copied().filter(|&d| d & filled == 0).collect();
        let next = if left { Mover::Right } else { Mover::Left };
        let children: Vec<Lengths> = moves
            .iter()
            .map(|&d| self.lengths(filled | d, next))
            .collect();
        // A move wins when the opponent, to move after it, has no winning strategy.
        let winning: Vec<&Lengths> = children.iter().filter(|c| !c.mover_wins).collect();
        let l = if children.is_empty() {
            Lengths {
                mover_wins: false,
                p1: 0,
                p2: 0,
            }
        } else if !winning.is_empty() {
            Lengths {
                mover_wins: true,
                p1: 1 + winning.iter().map(|c| c.p1).min().unwrap_or(0),
                p2: 1 + winning.iter().map(|c| c.p2).min().unwrap_or(0),
            }
        } else {
            Lengths {
                mover_wins: false,
                p1: 1 + children.iter().map(|c| c.p1).min().unwrap_or(0),
                p2: 1 + children.iter().map(|c| c.p2).max().unwrap_or(0),
            }
        };
        self.memo.insert((filled, left), l);
        l
    }

    /// Positions stored so far.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

/// The lengths of the empty m x n board (m rows, n columns) with Left first and with Right
/// first.
pub fn board_lengths(m: usize, n: usize) -> Result<(Lengths, Lengths), InputError> {
    let mut s = Search::new(Board::new(m, n)?)?;
    Ok((s.lengths(0, Mover::Left), s.lengths(0, Mover::Right)))
}

/// One board's row: (m, n), the shortest real game with Left and with Right first, and the
/// perfect-play lengths with Left and with Right first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// Shortest real game, Left first and Right first.
    pub s: (u32, u32),
    /// Perfect-play lengths, Left first.
    pub left: Lengths,
    /// Perfect-play lengths, Right first.
    pub right: Lengths,
}

impl Row {
    /// The least shortest real game over the two first players.
    pub fn min_s(&self) -> u32 {
        self.s.0.min(self.s.1)
    }
    /// The least P1 over the two first players.
    pub fn min_p1(&self) -> u32 {
        self.left.p1.min(self.right.p1)
    }
    /// The least P2 over the two first players.
    pub fn min_p2(&self) -> u32 {
        self.left.p2.min(self.right.p2)
    }
}

/// The rows of every m x n board with m, n >= 2 and at most `max_cells` cells.
pub fn rows(max_cells: usize) -> Vec<Row> {
    let mut out = Vec::new();
    for m in 2..=max_cells / 2 {
        for n in 2..=max_cells / m {
            let a = super::alpha::alpha(m, n).expect("a small board");
            let (left, right) = board_lengths(m, n).expect("a small board");
            out.push(Row {
                m,
                n,
                s: (a.left_first, a.right_first),
                left,
                right,
            });
        }
    }
    out
}
