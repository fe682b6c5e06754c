//! The minimum game length alpha_{m,n} (section 4).
//!
//! The paper: alpha_{m,n} = min { a + b : x^a y^b in L_{m,n}, R_{m,n} or F_{m,n}, |a - b| <= 1,
//! a + b >= 1 }, with superscripts naming which of L and R reach it (F lies inside both, so it
//! never lowers the minimum). That definition does not say who is to move when the game ends.
//! A real play alternates from the empty board and ends when the player *to move* is stuck:
//! starting with Left, k moves end in a Left end with a = b = k/2 (k even) or a Right end with
//! a = b + 1 (k odd); starting with Right, in a Right end with a = b (k even) or a Left end with
//! b = a + 1 (k odd). Dominoes never overlap, so any order of a placement's dominoes that
//! alternates correctly is a legal play.

use super::board::Board;
use super::ends::{EndKind, MinLengths, min_lengths};
use super::every_n::Reading;
use super::scan::{self, Near};
use crate::core::InputError;
use serde::Serialize;

/// alpha for one board under both definitions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Alpha {
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// The paper's alpha (None if no end qualifies, as on a 1 x 1 board).
    pub paper: Option<u32>,
    /// Whether the Left-end polynomial reaches it.
    pub in_left: bool,
    /// Whether the Right-end polynomial reaches it.
    pub in_right: bool,
    /// Shortest real play with Left moving first.
    pub left_first: u32,
    /// Shortest real play with Right moving first.
    pub right_first: u32,
}

impl Alpha {
    /// The paper's notation: `3^LR`, `1^R`, or `-`.
    pub fn paper_notation(&self) -> String {
        notation(self.paper, self.in_left, self.in_right)
    }

    /// The shortest real game on the board: the least of the shortest real plays with Left
    /// and with Right first, leaving out a first player who has no move (a game of no move
    /// has no domino, as the paper's alpha counts only ends with at least one). `None` when
    /// neither can move.
    pub fn shortest_real_game(&self) -> Option<u32> {
        [self.left_first, self.right_first]
            .into_iter()
            .filter(|&k| k > 0)
            .min()
    }

    /// The length alpha names under `reading`: the paper's alpha, the shortest real game, or
    /// the shortest real game with Left or with Right moving first.
    pub fn under(&self, reading: Reading) -> Option<u32> {
        match reading {
            Reading::Paper => self.paper,
            Reading::RealPlay => self.shortest_real_game(),
            Reading::LeftFirst => Some(self.left_first),
            Reading::RightFirst => Some(self.right_first),
        }
    }

    /// The real-play analogue of the paper's notation: the shortest real game's length with
    /// `L` when Left moving first reaches it and `R` when Right does; `-` when neither player
    /// can move.
    pub fn real_play_notation(&self) -> String {
        let k = self.shortest_real_game();
        notation(k, k == Some(self.left_first), k == Some(self.right_first))
    }
}

/// `v^LR` with the letters of the players that reach v, or `-` when there is no v.
fn notation(v: Option<u32>, left: bool, right: bool) -> String {
    match v {
        None => "-".to_string(),
        Some(v) => format!(
            "{v}^{}{}",
            if left { "L" } else { "" },
            if right { "R" } else { "" }
        ),
    }
}

/// The ends' min-length tables for an m x n board (scanning the narrower side).
fn tables(m: usize, n: usize) -> Result<(MinLengths, MinLengths), InputError> {
    if m == 0 || n == 0 {
        return Err(InputError::new(format!(
            "invalid board {m}x{n}: both sides must be at least 1"
        )));
    }
    if m < n {
        // Transpose: an m x n Left end is an n x m Right end with a and b exchanged.
        let t = Board { rows: n, cols: m };
        let (l, r) = (
            min_lengths(t, EndKind::Right)?,
            min_lengths(t, EndKind::Left)?,
        );
        Ok((mirror(&l), mirror(&r)))
    } else {
        let b = Board { rows: m, cols: n };
        Ok((
            min_lengths(b, EndKind::Left)?,
            min_lengths(b, EndKind::Right)?,
        ))
    }
}

/// Exchanges a and b (d -> -d).
fn mirror(t: &MinLengths) -> MinLengths {
    let mut any = t.any.clone();
    let mut nonempty = t.nonempty.clone();
    any.reverse();
    nonempty.reverse();
    MinLengths::from_parts(any, nonempty)
}

/// alpha_{m,n} from the least lengths of Left and Right ends with a - b = -1, 0, 1: over
/// non-empty ends for the paper's definition, over every end for real plays.
fn from_near(m: usize, n: usize, paper: (Near, Near), real: (Near, Near)) -> Alpha {
    let least = |x: &Near| x.iter().flatten().copied().min();
    let (l, r) = (least(&paper.0), least(&paper.1));
    let alpha = [l, r].into_iter().flatten().min();
    let shortest = |a: Option<u32>, b: Option<u32>| {
        [a, b]
            .into_iter()
            .flatten()
            .min()
            .expect("some end is always reachable")
    };
    let (left, right) = real;
    Alpha {
        m,
        n,
        paper: alpha,
        in_left: alpha.is_some() && l == alpha,
        in_right: alpha.is_some() && r == alpha,
        // Left first: k even ends in a Left end with a = b, k odd in a Right end with a = b + 1.
        left_first: shortest(left[1], right[2]),
        // Right first: k even ends in a Right end with a = b, k odd in a Left end, b = a + 1.
        right_first: shortest(right[1], left[0]),
    }
}

/// The entries d = -1, 0, 1 of a full table.
fn near(t: &MinLengths, nonempty: bool) -> Near {
    [t.get(-1, nonempty), t.get(0, nonempty), t.get(1, nonempty)]
}

/// alpha_{m,n} under both definitions.
///
/// Boards with both sides at least 2 use the fast scan ([`scan::near_balanced`]): there the
/// empty placement is no end, so "every end" and "non-empty ends" agree. A board with a side 1
/// (where the empty placement is an end for one player) uses the full tables of
/// [`super::ends::min_lengths`].
pub fn alpha(m: usize, n: usize) -> Result<Alpha, InputError> {
    if m >= 2 && n >= 2 {
        let l = scan::near_balanced(m, n, EndKind::Left)?;
        let r = scan::near_balanced(m, n, EndKind::Right)?;
        return Ok(from_near(m, n, (l, r), (l, r)));
    }
    alpha_by_tables(m, n)
}

/// alpha_{m,n} from the full (min, +) tables of `ends` (the slower, older computation; the
/// differential tests compare it with [`alpha`]).
pub fn alpha_by_tables(m: usize, n: usize) -> Result<Alpha, InputError> {
    let (left, right) = tables(m, n)?;
    Ok(from_near(
        m,
        n,
        (near(&left, true), near(&right, true)),
        (near(&left, false), near(&right, false)),
    ))
}

/// alpha_{m,n} for n = 1..=max_n in one scan along the board (m >= 2; n = 1 from the
/// tables).
pub fn alpha_row(m: usize, max_n: usize) -> Result<Vec<Alpha>, InputError> {
    if m < 2 {
        return (1..=max_n).map(|n| alpha(m, n)).collect();
    }
    let ends = scan::prefixes(m, max_n)?;
    let mut out = Vec::with_capacity(max_n);
    for (i, (l, r)) in ends.into_iter().enumerate() {
        let n = i + 1;
        out.push(if n == 1 {
            alpha_by_tables(m, 1)?
        } else {
            from_near(m, n, (l, r), (l, r))
        });
    }
    Ok(out)
}

/// Problem 4.1's formula: ceil(n / 2).
pub fn problem_4_1(n: usize) -> u32 {
    n.div_ceil(2) as u32
}

/// Problem 4.2's formula: floor((2n + 1) / 3).
pub fn problem_4_2(n: usize) -> u32 {
    ((2 * n + 1) / 3) as u32
}

/// The law the computed alpha_{2,n} follow for n >= 4 (checked, never assumed): it grows by 4
/// every 7 columns, alpha_{2,n} = 4 floor((n - 4) / 7) + (3, 3, 3, 4, 4, 5, 5)[(n - 4) mod 7].
/// [`super::every_n::prove_modular`] proves it for every n >= 4 (the test
/// `every_n_proves_the_two_row_law`); the parity-only [`super::every_n::prove`] cannot.
pub fn two_row_observed(n: usize) -> Option<u32> {
    (n >= 4).then(|| 4 * ((n - 4) / 7) as u32 + [3, 3, 3, 4, 4, 5, 5][(n - 4) % 7])
}

/// A placement: (vertical dominoes, horizontal dominoes) as cell bitmasks.
pub type Witness = (Vec<u64>, Vec<u64>);

/// A placement on a small board reaching the paper's alpha: (vertical dominoes, horizontal
/// dominoes) as cell bitmasks, found by brute force (boards of at most 30 cells).
pub fn witness(m: usize, n: usize) -> Result<Option<Witness>, InputError> {
    let Some(target) = alpha(m, n)?.paper else {
        return Ok(None);
    };
    search(m, n, target as usize, &|a, b, left_stuck, right_stuck| {
        a.abs_diff(b) <= 1 && (left_stuck || right_stuck)
    })
}

/// A shortest real play from the empty board with Left (`left_first`) or Right moving
/// first, as its dominoes in playing order (`true`: Left's vertical one), found by brute
/// force (boards of at most 30 cells). The play alternates and ends with the player to move
/// stuck; any alternating order of a placement's dominoes is legal, since they never overlap.
pub fn real_play(
    m: usize,
    n: usize,
    left_first: bool,
) -> Result<Option<Vec<(bool, u64)>>, InputError> {
    let a = alpha(m, n)?;
    let k = if left_first {
        a.left_first
    } else {
        a.right_first
    } as usize;
    real_play_of_length(m, n, k, left_first)
}

/// A real play of exactly `k` moves from the empty board with Left (`left_first`) or Right
/// moving first, ending with the player to move stuck, as in [`real_play`]; `None` when no
/// such play exists (boards of at most 30 cells).
pub fn real_play_of_length(
    m: usize,
    n: usize,
    k: usize,
    left_first: bool,
) -> Result<Option<Vec<(bool, u64)>>, InputError> {
    // After k moves the player to move is the first player when k is even.
    let first_moves = k.div_ceil(2);
    let (lefts, rights) = if left_first {
        (first_moves, k - first_moves)
    } else {
        (k - first_moves, first_moves)
    };
    let left_to_move = left_first == k.is_multiple_of(2);
    let found = search(m, n, k, &|a, b, left_stuck, right_stuck| {
        a == lefts
            && b == rights
            && if left_to_move {
                left_stuck
            } else {
                right_stuck
            }
    })?;
    Ok(found.map(|(vertical, horizontal)| {
        let (mut v, mut h) = (vertical.into_iter(), horizontal.into_iter());
        (0..k)
            .map_while(|i| {
                let left = (i % 2 == 0) == left_first;
                if left {
                    v.next().map(|d| (true, d))
                } else {
                    h.next().map(|d| (false, d))
                }
            })
            .collect()
    }))
}

/// Decides a complete placement: (filled cells, the chosen (domino, vertical) pairs).
type Ends<'a> = dyn Fn(u64, &[(u64, bool)]) -> bool + 'a;

/// Depth-first over placements of exactly `count` dominoes; `accept(a, b, left stuck, right
/// stuck)` decides the placement with a vertical and b horizontal dominoes.
fn search(
    m: usize,
    n: usize,
    count: usize,
    accept: &dyn Fn(usize, usize, bool, bool) -> bool,
) -> Result<Option<Witness>, InputError> {
    let board = Board::new(m, n)?;
    if m * n > super::ends::BRUTE_FORCE_MAX_CELLS {
        return Err(InputError::new(format!(
            "board {m}x{n} is too large for a brute-force witness"
        )));
    }
    let vertical = board.vertical_slots();
    let horizontal = board.horizontal_slots();
    fn go(
        slots: &[(u64, bool)],
        from: usize,
        filled: u64,
        chosen: &mut Vec<(u64, bool)>,
        count: usize,
        ends: &Ends,
    ) -> bool {
        if chosen.len() == count {
            return ends(filled, chosen);
        }
        for i in from..slots.len() {
            let (d, v) = slots[i];
            if d & filled == 0 {
                chosen.push((d, v));
                if go(slots, i + 1, filled | d, chosen, count, ends) {
                    return true;
                }
                chosen.pop();
            }
        }
        false
    }
    let slots: Vec<(u64, bool)> = vertical
        .iter()
        .map(|&d| (d, true))
        .chain(horizontal.iter().map(|&d| (d, false)))
        .collect();
    let ends = |filled: u64, chosen: &[(u64, bool)]| {
        let a = chosen.iter().filter(|c| c.1).count();
        let left_stuck = vertical.iter().all(|&d| d & filled != 0);
        let right_stuck = horizontal.iter().all(|&d| d & filled != 0);
        accept(a, chosen.len() - a, left_stuck, right_stuck)
    };
    let mut chosen = Vec::new();
    if go(&slots, 0, 0, &mut chosen, count, &ends) {
        let v = chosen.iter().filter(|c| c.1).map(|c| c.0).collect();
        let h = chosen.iter().filter(|c| !c.1).map(|c| c.0).collect();
        Ok(Some((v, h)))
    } else {
        Ok(None)
    }
}

/// alpha_{m,n} scanned on the m x n board itself, row by row (the least end length over the L
/// and R end tables, without the transposition `alpha()` uses to save work).
pub fn scanned_alpha(m: usize, n: usize) -> Option<u32> {
    let b = Board { rows: m, cols: n };
    [EndKind::Left, EndKind::Right]
        .into_iter()
        .filter_map(|k| min_lengths(b, k).ok())
        .filter_map(|t| (-1..=1).filter_map(|d| t.get(d, true)).min())
        .min()
}
