//! Checkable statements of papers/generalized-tic-tac-toe.md found by the end-to-end reading
//! (issue 48, item 4): the forcing argument in the proof of Theorem 4 (MNK-T4-replies) and
//! the pairing patterns described in the proofs of Theorems 11 and 12 and Figure 13
//! (MNK-pairing-patterns).
//!
//! Coordinates of the patterns: x = column 1..m (a = 1), y = row 1..n, row 1 at the bottom as
//! in chess. The text does not fix which way is "top"; a pattern and its reflection are both
//! pairings or both not, so the choice does not matter.

use super::drivers::Depths;
use super::mnk::{pairing_fails, prover_value};
use super::{Bound, Depth, Outcome, Part, Range, Refutation};
use crate::core::Wdl;
use crate::games::mnk::board::Params;
use crate::games::mnk::pairing::{self, Pairing, Pairs, Search, pairing_of, threats};
use crate::games::mnk::segments;

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
        let value = prover_value(g, 1 << b2, 1 << x, 10_000_000);
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

/// MNK-T4-replies: "B can play 1. b2, a move that threatens 2. c2, which results in a
/// three-in-a-row on his/her third move. Therefore, W can only choose from 1. ... a2, 1. c2,
/// and 1. ... d2." Two parts: the sentence's forcing analysis, and that it does not claim the
/// three replies hold (every reply loses).
pub const THEOREM_4_REPLIES: &[Part] = &[
    Part::proof(
        "after 1. b2, 2. c2 makes two threats against every W reply but a2, c2, d2",
        |_| theorem_4_replies_forcing(),
    ),
    Part::proof("after 1. b2 every W reply loses (prover)", |_| {
        theorem_4_replies_values()
    }),
];

/// The sentence's forcing analysis, reply by reply.
fn theorem_4_replies_forcing() -> Outcome {
    let replies = theorem_4_replies();
    let mut forced = Vec::new();
    for r in &replies {
        let replay = format!("cgcheck solve mnk 4 3 3 --after \"b2 {}\"", r.reply);
        let wrong = match (r.reply.as_str(), &r.threats) {
            ("c2", None) => None,
            ("a2" | "d2", Some(t)) => {
                if t.len() == 1 {
                    forced.push(format!("{} (threat {})", r.reply, t[0]));
                    None
                } else {
                    Some((
                        format!(
                            "after 1. b2 {} 2. c2 B has {} threats ({}), not one",
                            r.reply,
                            t.len(),
                            t.join(" ")
                        ),
                        replay,
                    ))
                }
            }
            (x, Some(t)) => (t.len() != 2 || !r.wins_on_move_3).then(|| {
                (
                    format!(
                        "after 1. b2 {x} 2. c2 B has {} threats ({}) and {} a line on move 3 against every reply",
                        t.len(),
                        t.join(" "),
                        if r.wins_on_move_3 { "completes" } else { "does not complete" }
                    ),
                    format!("cgcheck solve mnk 4 3 3 --after \"b2 {x} c2\""),
                )
            }),
            (x, None) => Some((format!("no 2. c2 after {x}"), replay)),
        };
        if let Some((why, replay)) = wrong {
            return Outcome::Fails(Refutation::new(why, replay));
        }
    }
    let two: Vec<&str> = replies
        .iter()
        .filter(|r| r.threats.as_ref().is_some_and(|t| t.len() == 2))
        .map(|r| r.reply.as_str())
        .collect();
    Outcome::Holds(format!(
        "(4,3,3,1,1) after 1. b2: for each of the {} replies {}, 2. c2 makes two threats (a2, d2) and B completes a line on move 3 against every W move; after {} it makes one threat; 1. ... c2 rules 2. c2 out",
        two.len(),
        two.join(" "),
        forced.join(", ")
    ))
}

/// The sentence narrows W's choice: every one of the 11 replies loses.
fn theorem_4_replies_values() -> Outcome {
    let replies = theorem_4_replies();
    if let Some(r) = replies.iter().find(|r| r.value != Some(Wdl::Win)) {
        return Outcome::Fails(Refutation::new(
            format!(
                "after 1. b2 {} the prover's value for B is {:?}, not a win",
                r.reply, r.value
            ),
            format!("cgcheck solve mnk 4 3 3 --after \"b2 {}\"", r.reply),
        ));
    }
    Outcome::Holds(format!(
        "the sentence narrows W's choice, it does not say the three replies hold: after 1. b2 all {} W replies lose (prover: forced win for B after each)",
        replies.len()
    ))
}

/// Theorem 11's pattern for k >= 6 on the k x k board (reading.md A.1 (4)): the four 2 x 2
/// corner blocks paired alternately horizontally and vertically (top-left horizontal), the
/// rest of the top two rows vertically, the rest of the left two columns horizontally, and in
/// the (k-4) x (k-4) centre the two pairs of opposite corners.
pub fn theorem_11_pattern(k: usize) -> Pairs {
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

/// MNK-pairing-patterns: Theorem 13's constraint form, k from 8 up to this.
pub const THEOREM_13_K: Depths<u64> = Depths::new(20, 80);

/// MNK-pairing-patterns: Theorem 11 k up to this (k x k boards) and Theorem 12 k up to this
/// ((k+1) x (k+1) boards).
pub const PATTERN_K: Depths<u64> = Depths::new(16, 100);

/// MNK-pairing-patterns: the patterns the proofs of Theorems 11 and 12 describe, Theorem 13's
/// constraints, and Figure 13's three pairs, through the naive pairing checker.
pub const PAIRING_PATTERNS: &[Part] = &[
    Part::search(
        "Theorem 11's described pattern passes the naive checker",
        |d| Bound::family("(k,k,k,1,1), {}", [Range::between("k", 6, PATTERN_K.at(d))]),
        theorem_11_check,
    )
    .labelled("Theorem 11"),
    Part::search(
        "Theorem 12's described pattern passes the naive checker",
        |d| {
            Bound::family(
                "(k+1,k+1,k,1,1), {}",
                [Range::between("k", 7, PATTERN_K.at(d))],
            )
        },
        theorem_12_check,
    )
    .labelled("Theorem 12"),
    Part::search(
        "Theorem 13's described family, as constraints, has a member that passes the naive checker",
        |d| {
            Bound::family(
                "(2k-1,k,k,1,1), {}",
                [Range::between("k", 8, THEOREM_13_K.at(d))],
            )
        },
        theorem_13_check,
    )
    .labelled("Theorem 13"),
    Part::proof(
        "the 5x5 board (k = 5) has a pairing containing Figure 13's three pairs",
        |_| figure_13_check(),
    )
    .labelled("Figure 13"),
];

/// Theorem 11's pattern for k = 6 up to the depth's bound.
fn theorem_11_check(depth: Depth) -> Outcome {
    let max_k = PATTERN_K.at(depth) as usize;
    for k in 6..=max_k {
        let g = Params::fixed(k, k, k, 1, 1);
        let r = pairing_of(&g, &theorem_11_pattern(k)).and_then(|p| pairing::check(&g, &p));
        if let Err(e) = r {
            return pairing_fails(format!("k = {k}: the described pattern fails: {e}"), &g);
        }
    }
    Outcome::Holds(format!(
        "the described pattern (corner 2x2 blocks alternately horizontal and vertical, top two rows vertical, left two columns horizontal, opposite corners of the (k-4)x(k-4) centre; 2k + 2 pairs) passes the naive checker for k = 6..{max_k}"
    ))
}

/// Theorem 12's pattern for k = 7 up to the depth's bound.
fn theorem_12_check(depth: Depth) -> Outcome {
    let max_k = PATTERN_K.at(depth) as usize;
    for k in 7..=max_k {
        let g = Params::fixed(k + 1, k + 1, k, 1, 1);
        let r = pairing_of(&g, &theorem_12_pattern(k)).and_then(|p| pairing::check(&g, &p));
        if let Err(e) = r {
            return pairing_fails(format!("k = {k}: the described pattern fails: {e}"), &g);
        }
    }
    Outcome::Holds(format!(
        "the described pattern (main diagonals' end pairs, the k-square diagonals' end squares, border rows and columns with the third and fourth last paired across, the centre's top-left 2x2 horizontal and bottom-right 2x2 vertical; 4k pairs) passes the naive checker for k = 7..{max_k}, with the centre read as (k-3)x(k-3): the text's (k-4)x(k-4) is a typo (the (k+1) board less a two-square border)"
    ))
}

/// Theorem 13's constraints for k = 8 up to the depth's bound.
fn theorem_13_check(depth: Depth) -> Outcome {
    let max_13 = THEOREM_13_K.at(depth) as usize;
    for k in 8..=max_13 {
        let g = Params::fixed(2 * k - 1, k, k, 1, 1);
        let r = segments::match_sets(g.cells(), &theorem_13_sets(k))
            .map_err(|h| {
                format!(
                    "no choice meets the constraints: {} of the sets share {} squares",
                    h.demands.len(),
                    h.cells.len()
                )
            })
            .and_then(|p| pairing::check(&g, &p));
        if let Err(e) = r {
            return pairing_fails(format!("k = {k}: the described family fails: {e}"), &g);
        }
    }
    Outcome::Holds(format!(
        "the described family, as constraints (per row one pair in columns k-4..k-1 and one in k+1..k+4, one pair per column, one per k-square diagonal off columns k-3, k-2, k+2, k+3; 6k - 1 pairs, Theorem 10's count), has a member for k = 8..{max_13}: found by bipartite matching, each passes the naive checker (the wave and staircase shapes are not specified further)"
    ))
}

/// Figure 13's three pairs extend to a pairing of the 5x5 board.
fn figure_13_check() -> Outcome {
    let g = Params::fixed(5, 5, 5, 1, 1);
    match figure_13_completion() {
        Search::Found(p) => Outcome::Holds(format!(
            "the 5x5 board (k = 5) has a pairing containing {}: {} (found by exhaustive search, re-checked by the naive checker)",
            FIGURE_13_PAIRS.join(", "),
            pairing::pair_list(&g, &p).join(" ")
        )),
        Search::None => pairing_fails(
            format!(
                "no pairing of the 5x5 board (k = 5) contains {}",
                FIGURE_13_PAIRS.join(", ")
            ),
            &g,
        ),
        Search::Unknown => Outcome::Unsettled("the completion search ran out of its budget".into()),
    }
}
