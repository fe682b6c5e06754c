//! Checkable statements of papers/domineering-min-moves.md that the catalogue left without an
//! id (issue 18): the last printed Maple output (`Right(2, 4)`) and the remarks of section
//! 1.1.2 on the 3-cube game.

use super::domineering::{cube_bound, maple};
use super::{Outcome, Part, Refutation};
use crate::claims::QUICK_CHECK;
use crate::games::domineering::cube_subgraphs;

/// DOM-Maple-R24: the listing's `Right(2, 4)` session prints the selection
/// G := 3y^2x^2 + 10y^2x, LeastDegree(G) = 10y^2x and subs({x = 1, y = 1}, T) = 25. Each
/// printed value is compared by the paper's matrices, then by the independent transfer matrix
/// of the 2 x 4 board: six one-entry tables.
pub const MAPLE_RIGHT_2_4: &[Part] = &[
    maple::<6>(),
    maple::<7>(),
    maple::<8>(),
    maple::<9>(),
    maple::<10>(),
    maple::<11>(),
];

/// The readings of section 1.1.2's remarks: about every end of the game, or about the ends
/// of the 4-move games the paragraph describes.
const CUBE_ALL: &str = "every end position of the game on the 3-cube";
const CUBE_FOUR: &str =
    "the end positions of 4-move games (the paragraph assumes every game lasts 4 moves)";

/// DOM-cube-deg: on the 3-cube, "the number of moves happens to be exactly half of the
/// vertices", the red vertices induce a graph of maximum degree zero, and "if we color even
/// one more vertex of the 3-cube, then we would get a vertex with a degree of 3 in the
/// induced subgraph". End positions are the maximal independent sets (any of them is reached
/// by playing its vertices in any order).
pub const CUBE_REMARKS: &[Part] = &[
    Part::search(CUBE_HOLDS, cube_bound, |_| cube_ends(false)).under_reading(CUBE_ALL),
    Part::search(CUBE_HOLDS, cube_bound, |_| cube_ends(true)).under_reading(CUBE_FOUR),
];

/// What every end satisfies, under either reading.
const CUBE_HOLDS: &str = "every such end has 4 moves, red vertices pairwise non-adjacent, and any further vertex of degree 3";

/// The remarks judged on every end position (`only_four`: on the ends of 4-move games).
fn cube_ends(only_four: bool) -> Outcome {
    // The largest degree in the subgraph s induces: 0 exactly when s is independent.
    let degree = |s: u32| cube_subgraphs::max_degree(3, u64::from(s));
    let ends: Vec<u32> = (1u32..256)
        .filter(|&s| {
            degree(s) == 0 && (0..8).all(|v| s & (1 << v) != 0 || degree(s | (1 << v)) > 0)
        })
        .filter(|s| !only_four || s.count_ones() == 4)
        .collect();
    let judge = |s: u32| -> Vec<String> {
        let mut bad = Vec::new();
        let size = s.count_ones();
        if size != 4 {
            bad.push(format!("{size} moves, not half of the 8 vertices"));
        }
        if degree(s) > 0 {
            bad.push("a red vertex has a red neighbour".into());
        }
        let further = (0..8).filter(|w| s & (1 << w) == 0);
        if let Some((w, max)) = further
            .map(|w| (w, degree(s | (1 << w))))
            .find(|&(_, max)| max != 3)
        {
            bad.push(format!(
                "colouring vertex {w:03b} too gives maximum degree {max}, not 3"
            ));
        }
        bad
    };
    let name = |s: u32| {
        let vertices = (0..8).filter(|v| s & (1 << v) != 0);
        super::joined(vertices.map(|v| format!("{v:03b}")), ",")
    };
    let fails: Vec<String> = ends
        .iter()
        .filter_map(|&s| {
            let bad = judge(s);
            (!bad.is_empty()).then(|| format!("end {{{}}}: {}", name(s), bad.join(", ")))
        })
        .collect();
    if fails.is_empty() {
        Outcome::Holds(format!(
            "all {} such ends: 4 moves, red vertices pairwise non-adjacent, and any further vertex has degree 3",
            ends.len()
        ))
    } else {
        Outcome::Fails(Refutation::new(
            format!(
                "{} of {} ends fail: {}",
                fails.len(),
                ends.len(),
                super::joined(fails.iter().take(2), "; ")
            ),
            QUICK_CHECK,
        ))
    }
}
