//! The paper's constructions and forcing analyses, as the proofs describe them: the pairing
//! patterns of Theorems 11, 12 and 13 and Figure 13 (Theorem 14's is
//! [`pairing::theorem_14_pairing`]), and the replies the proofs of Theorems 4 and 7 weigh.
//!
//! Coordinates of the patterns: x = column 1..m (a = 1), y = row 1..n, row 1 at the bottom as
//! in chess. The text does not fix which way is "top"; a pattern and its reflection are both
//! pairings or both not, so the choice does not matter.

use super::board::Params;
use super::pairing::{self, Pairing, Pairs, Search, threats};
use super::prover;
use crate::core::Wdl;

/// MNK-T4-replies on (4,3,3,1,1): after 1. b2, for each of W's 11 replies X: the threats of
/// 2. c2, whether B then completes a line on move 3 whatever W plays, and the prover's value.
/// One line per reply: `X: threats [..], B wins on move 3: bool, value after 1. b2 X: ..`.
pub struct Reply {
    /// W's reply.
    pub reply: String,
    /// B's immediate winning squares after 2. c2 (`None`: X = c2, so 2. c2 is impossible).
    pub threats: Option<Vec<String>>,
    /// Whether B completes a line on move 3 against every W move 2. ... Y.
    pub wins_on_move_3: bool,
    /// The prover's value for B after 1. b2 X.
    pub value: Option<Wdl>,
}

/// The 11 replies to 1. b2 on the 4 x 3 board, analysed.
pub fn theorem_4_replies() -> Vec<Reply> {
    let g = Params::fixed(4, 3, 3, 1, 1);
    let (b2, c2) = (
        g.parse_cell("b2").expect("on the board"),
        g.parse_cell("c2").expect("on the board"),
    );
    let mut out = Vec::new();
    for x in (0..g.cells()).filter(|&x| x != b2) {
        let value = prover::value_from(g, 1 << b2, 1 << x, 10_000_000)
            .ok()
            .and_then(|(v, _)| v);
        let (threat_list, wins) = if x == c2 {
            (None, false)
        } else {
            let (black, white) = (1u64 << b2 | 1 << c2, 1u64 << x);
            let t = threats(&g, black, white);
            // Every W move Y (W cannot make a line with two stones): B still has a threat.
            let wins = (0..g.cells())
                .filter(|&y| (black | white) >> y & 1 == 0)
                .all(|y| !threats(&g, black, white | 1 << y).is_empty());
            (Some(t.iter().map(|&c| g.cell_name(c)).collect()), wins)
        };
        out.push(Reply {
            reply: g.cell_name(x),
            threats: threat_list,
            wins_on_move_3: wins,
            value,
        });
    }
    out
}

/// After `stones` (square names, in order) on `g`: the stones (B, W) and the empty squares;
/// an error for a board past 64 cells, a square not on it, or a move that is not legal.
pub fn position(g: &Params, stones: &str) -> Result<(u64, u64, Vec<usize>), String> {
    if !g.fits_bitboard() {
        return Err(format!("{g}: a position needs at most 64 cells"));
    }
    let cells = g.parse_cells(stones).map_err(|e| e.0)?;
    let (black, white) = g.replay(&cells)?;
    let empty = (0..g.cells())
        .filter(|&c| (black | white) >> c & 1 == 0)
        .collect();
    Ok((black, white, empty))
}

/// The proof of Theorem 7 on (6,6,4,2,1) after 1. c4 ... d3,d4: B's two-stone replies
/// (x < y) that do not lose at once, i.e. leave no 4-window holding two W stones and no B
/// stone for W's two stones to complete.
pub fn theorem_7_replies() -> Vec<(usize, usize)> {
    let g = Params::fixed(6, 6, 4, 2, 1);
    let (black, white, empty) = position(&g, "c4 d3 d4").expect("the paper's stones are legal");
    let windows = g.windows();
    let mut out = Vec::new();
    for (i, &x) in empty.iter().enumerate() {
        for &y in &empty[i + 1..] {
            let bl = black | 1 << x | 1 << y;
            if !windows
                .iter()
                .any(|&w| w & bl == 0 && (w & white).count_ones() + 2 >= 4)
            {
                out.push((x, y));
            }
        }
    }
    out
}

/// Theorem 11's pattern for k >= 6 on the k x k board (reading.md A.1 (4)): the four 2 x 2
/// corner blocks paired alternately horizontally and vertically (top-left horizontal), the
/// rest of the top two rows vertically, the rest of the left two columns horizontally, and in
/// the (k-4) x (k-4) centre the two pairs of opposite corners.
pub fn theorem_11_pattern(k: usize) -> Pairs {
    assert!(
        k >= 4,
        "Theorem 11's pattern is laid out for k >= 4, not {k}"
    );
    let mut p: Pairs = vec![
        ((1, k - 1), (2, k - 1)),
        ((1, k), (2, k)),
        ((k - 1, k - 1), (k - 1, k)),
        ((k, k - 1), (k, k)),
        ((k - 1, 1), (k, 1)),
        ((k - 1, 2), (k, 2)),
        ((1, 1), (1, 2)),
        ((2, 1), (2, 2)),
    ];
    for x in 3..=k - 2 {
        p.push(((x, k - 1), (x, k)));
    }
    for y in 3..=k - 2 {
        p.push(((1, y), (2, y)));
    }
    p.push(((3, 3), (k - 2, k - 2)));
    p.push(((3, k - 2), (k - 2, 3)));
    p
}

/// Theorem 12's pattern for k >= 7 on the (k+1) x (k+1) board (reading.md A.1 (4)), with the
/// centre read as (k-3) x (k-3) (the text's "(k-4) x (k-4)" is copied from Theorem 11: a
/// (k+1)-board less a two-square border has side k-3).
pub fn theorem_12_pattern(k: usize) -> Pairs {
    assert!(
        k >= 4,
        "Theorem 12's pattern is laid out for k >= 4, not {k}"
    );
    let kk = k + 1;
    let mut p: Pairs = vec![
        // The main diagonals: first with second, last with second last.
        ((1, 1), (2, 2)),
        ((kk - 1, kk - 1), (kk, kk)),
        ((1, kk), (2, kk - 1)),
        ((kk - 1, 2), (kk, 1)),
        // The four diagonals of k squares: their two end squares.
        ((1, 2), (kk - 1, kk)),
        ((2, 1), (kk, kk - 1)),
        ((1, kk - 1), (kk - 1, 1)),
        ((2, kk), (kk, 2)),
    ];
    let (e1, e2) = (kk - 3, kk - 2);
    for (y1, y2) in [(1, 2), (kk - 1, kk)] {
        for x in (3..=kk - 2).filter(|&x| x != e1 && x != e2) {
            p.push(((x, y1), (x, y2)));
        }
        p.push(((e1, y1), (e2, y1)));
        p.push(((e1, y2), (e2, y2)));
    }
    for (x1, x2) in [(1, 2), (kk - 1, kk)] {
        for y in (3..=kk - 2).filter(|&y| y != e1 && y != e2) {
            p.push(((x1, y), (x2, y)));
        }
        p.push(((x1, e1), (x1, e2)));
        p.push(((x2, e1), (x2, e2)));
    }
    // The centre {3..K-2}^2: its top-left 2x2 horizontally, its bottom-right 2x2 vertically.
    p.push(((3, kk - 3), (4, kk - 3)));
    p.push(((3, kk - 2), (4, kk - 2)));
    p.push(((kk - 3, 3), (kk - 3, 4)));
    p.push(((kk - 2, 3), (kk - 2, 4)));
    p
}

/// Figure 13's three pairs on the 5 x 5 board: b4-d2, c1-c5, a3-c3.
pub const FIGURE_13_PAIRS: [&str; 3] = ["b4-d2", "c1-c5", "a3-c3"];

/// A pairing of the 5 x 5 board (k = 5) that contains Figure 13's three pairs, by exhaustive
/// search (`Search::None`: none exists).
pub fn figure_13_completion() -> Search {
    let g = Params::fixed(5, 5, 5, 1, 1);
    let mut fixed: Pairing = vec![None; g.cells()];
    for pair in FIGURE_13_PAIRS {
        let (a, b) = pair.split_once('-').expect("a pair");
        let (a, b) = (
            g.parse_cell(a).expect("on the board"),
            g.parse_cell(b).expect("on the board"),
        );
        fixed[a] = Some(b);
        fixed[b] = Some(a);
    }
    pairing::find_from(&g, fixed, 10_000_000)
}

/// Theorem 13's pattern for k >= 8 on the (2k-1) x k board (2k-1 columns, k rows) as
/// constraints (reading.md A.1 (4)): the sets of squares each of which must hold one pair of
/// its own. Per row, one pair inside columns k-4..k-1 and one inside columns k+1..k+4 (for
/// k >= 8 the two cover all k windows of the row); per column, one pair (a column is one
/// window); per diagonal of k squares, one pair off columns k-3, k-2, k+2, k+3 (the text
/// keeps those for the vertical pairs). 6k - 1 sets: Theorem 10's count exactly.
pub fn theorem_13_sets(k: usize) -> Vec<Vec<usize>> {
    assert!(k >= 5, "Theorem 13's sets are laid out for k >= 5, not {k}");
    let m = 2 * k - 1;
    let cell = |x: usize, y: usize| (y - 1) * m + (x - 1);
    let mut sets = Vec::new();
    for y in 1..=k {
        sets.push((k - 4..=k - 1).map(|x| cell(x, y)).collect());
        sets.push((k + 1..=k + 4).map(|x| cell(x, y)).collect());
    }
    for x in 1..=m {
        sets.push((1..=k).map(|y| cell(x, y)).collect());
    }
    let reserved = [k - 3, k - 2, k + 2, k + 3];
    for x0 in 1..=k {
        // Up-right from (x0, 1) and down-right from (x0, k): k squares each.
        for up in [true, false] {
            sets.push(
                (0..k)
                    .map(|i| (x0 + i, if up { 1 + i } else { k - i }))
                    .filter(|(x, _)| !reserved.contains(x))
                    .map(|(x, y)| cell(x, y))
                    .collect(),
            );
        }
    }
    sets
}
