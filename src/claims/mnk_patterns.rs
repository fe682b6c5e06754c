//! Checkable statements of papers/generalized-tic-tac-toe.md found by the end-to-end reading
//! (issue 48, item 4): the forcing argument in the proof of Theorem 4 (MNK-T4-replies) and
//! the pairing patterns described in the proofs of Theorems 11 and 12 and Figure 13
//! (MNK-pairing-patterns). The patterns and the replies themselves are
//! [`crate::games::mnk::patterns`].

use super::drivers::Depths;
use super::mnk::pairing_fails;
use super::{Bound, Depth, Outcome, Part, Range, Refutation};
use crate::core::Wdl;
use crate::games::mnk::board::Params;
use crate::games::mnk::pairing::{self, Search, pairing_of};
use crate::games::mnk::patterns::{
    FIGURE_13_PAIRS, figure_13_completion, theorem_4_replies, theorem_11_pattern,
    theorem_12_pattern, theorem_13_sets,
};
use crate::games::mnk::segments;

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
