//! Checkable statements of papers/domineering-min-moves.md that the catalogue left without
//! an id (issue 18): the constructions claimed after Problems 4.1 and 4.2, and section 1.1's
//! statement of Chung et al.'s construction and Hao's bound on induced subgraphs of Q_n.

use super::drivers::Depths;
use super::part::or_unsettled;
use super::{Bound, Depth, Outcome, Part, Range, Refutation};
use crate::claims::QUICK_CHECK;
use crate::games::domineering::alpha;
use crate::games::domineering::board::Board;
use crate::games::domineering::cube_subgraphs;
use crate::games::domineering::play::{check_placement, check_play};

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

/// What the boards of one row came to, under both readings: the failures of each, and the
/// real games constructed.
struct Constructed {
    paper_fails: Vec<((usize, usize), String)>,
    real_fails: Vec<((usize, usize), String)>,
    real_found: Vec<String>,
}

/// Both readings of "one can construct positions that use the minimum number of moves shown
/// in Table 4.1" on m x n for n = 1 ..= `max_n`; `Err` when a board cannot be checked.
fn constructions(m: usize, max_n: usize) -> Result<Constructed, String> {
    let mut paper_fails = Vec::new();
    let mut real_fails = Vec::new();
    let mut real_found = Vec::new();
    for n in 1..=max_n {
        let Some(v) = printed(m, n) else {
            return Err(format!("Table 4.1 has no entry for {m} x {n}"));
        };
        let Ok(board) = Board::new(m, n) else {
            return Err(format!("{m} x {n} is not a board"));
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
            Err(e) => return Err(e.to_string()),
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
                Err(e) => return Err(e.to_string()),
            }
        }
        match found {
            Some(first) => real_found.push(format!("{m} x {n}: {v} ({first} first)")),
            None => real_fails.push(((m, n), format!(
                "{m} x {n}: no real game ends after the table's {v} moves, with either player first"
            ))),
        }
    }
    Ok(Constructed {
        paper_fails,
        real_fails,
        real_found,
    })
}

/// The texts of a reading's failures, joined.
fn texts(fails: &[((usize, usize), String)]) -> String {
    super::joined(fails.iter().map(|f| &f.1), "; ")
}

/// The m x n boards the text names, n = 1 ..= `max_n`.
fn construct_bound<const M: usize, const N: usize>(_: Depth) -> Bound {
    Bound::family(
        &format!("{M} x n, as far as the text says ({{}})"),
        [Range::between("n", 1, N)],
    )
}

/// The paper's reading on M x n, n = 1 ..= N: a placement with the table's number of
/// dominoes on every board.
fn placements<const M: usize, const N: usize>(_: Depth) -> Outcome {
    let c = or_unsettled!(constructions(M, N));
    match c.paper_fails.first() {
        None => Outcome::Holds(format!(
            "a placement with the table's number of dominoes, recounted by a naive checker, on each of the {N} boards"
        )),
        Some(&((m, n), _)) => Outcome::Fails(Refutation::new(
            texts(&c.paper_fails),
            format!("cgcheck alpha {m} {n} --show"),
        )),
    }
}

/// The real-play reading on M x n, n = 1 ..= N: a real game of the table's length on
/// every board.
fn real_games<const M: usize, const N: usize>(_: Depth) -> Outcome {
    let c = or_unsettled!(constructions(M, N));
    match c.real_fails.first() {
        None => Outcome::Holds(format!(
            "a real game of the table's length, checked move by move: {}",
            c.real_found.join(", ")
        )),
        Some(&((m, n), _)) => Outcome::Fails(Refutation::new(
            format!(
                "{} (the shortest real games are what `--strict` prints); constructed: {}",
                texts(&c.real_fails),
                if c.real_found.is_empty() {
                    "none".to_string()
                } else {
                    c.real_found.join(", ")
                }
            ),
            format!("cgcheck alpha {m} {n} --strict --show"),
        )),
    }
}

const PLACEMENT_HOLDS: &str =
    "a placement with the table's number of dominoes exists on every board (recounted)";
const REAL_GAME_HOLDS: &str =
    "a real game of the table's length exists on every board (checked move by move)";

/// The construction claimed on M x n boards up to n = N, under both readings.
const fn construct<const M: usize, const N: usize>() -> [Part; 2] {
    [
        Part::search(PLACEMENT_HOLDS, construct_bound::<M, N>, placements::<M, N>)
            .under_reading(PAPER_ALPHA),
        Part::search(REAL_GAME_HOLDS, construct_bound::<M, N>, real_games::<M, N>)
            .under_reading(REAL_PLAY),
    ]
}

/// DOM-P4.1-construct: "One can easily construct Domineering positions that use the minimum
/// number of moves shown in Table 4.1 on 2 x n boards up to n = 5."
pub const PROBLEM_4_1_CONSTRUCT: &[Part] = &construct::<2, 5>();

/// DOM-P4.2-construct: "We have been able to construct Domineering positions that use the
/// least number of moves shown in Table 4.1 on 3 x n boards up to n = 6."
pub const PROBLEM_4_2_CONSTRUCT: &[Part] = &construct::<3, 6>();

/// DOM-1.1-Chung: the cube dimensions n searched (Q_6, 33 of 64 vertices, takes minutes
/// with this search's simple bound).
pub const CUBE_DIMENSIONS: Depths<u64> = Depths::new(4, 5);

/// DOM-1.1-Chung: Chung et al. constructed a (2^(n-1) + 1)-vertex induced subgraph of Q_n of
/// maximum degree ceil(sqrt n), and (Theorem 1.2, Hao) every such subgraph has maximum
/// degree at least sqrt n: so the least maximum degree is exactly ceil(sqrt n). Both halves
/// by exhaustive search on Q_n.
pub const CHUNG_CONSTRUCTION: &[Part] = &[Part::search(
    "the least maximum degree of a (2^(n-1) + 1)-vertex induced subgraph of Q_n is ceil(sqrt n)",
    |d| Bound::between("n", 1, CUBE_DIMENSIONS.at(d) as usize),
    chung_construction,
)];

/// Both halves on Q_1 .. Q_max: a set reaching ceil(sqrt n), recounted, and none below.
fn chung_construction(depth: Depth) -> Outcome {
    let max_n = CUBE_DIMENSIONS.at(depth) as u32;
    let mut rows = Vec::new();
    for n in 1..=max_n {
        let size = (1usize << (n - 1)) + 1;
        // ceil(sqrt n), exactly: the least c with c * c >= n.
        let stated = (0..=n).find(|c| c * c >= n).unwrap_or(n);
        let Some((least, set, nodes)) = cube_subgraphs::least_max_degree(n, size) else {
            return Outcome::Unsettled(format!("Q_{n} has fewer than {size} vertices"));
        };
        let recount = cube_subgraphs::max_degree(n, set);
        if least != stated || recount != least || set.count_ones() as usize != size {
            return Outcome::Fails(Refutation::new(
                format!(
                    "Q_{n}: the least maximum degree of {size} vertices is {least} (a set {set:#x} of degree {recount}), ceil(sqrt {n}) = {stated}"
                ),
                QUICK_CHECK,
            ));
        }
        rows.push(format!(
            "Q_{n}: {size} vertices, degree {least} ({nodes} branches)"
        ));
    }
    Outcome::Holds(format!(
        "the least maximum degree of a (2^(n-1) + 1)-vertex induced subgraph is ceil(sqrt n), by exhaustive search (a set reaching it, recounted, and none below): {}",
        rows.join("; ")
    ))
}
