//! Checkable statements of papers/domineering-min-moves.md that the catalogue left without an
//! id (issue 18): the last printed Maple output (`Right(2, 4)`) and the remarks of section
//! 1.1.2 on the 3-cube game.

use super::{Evidence, FindingKind};
use crate::claims::Depth;
use crate::games::domineering::board::Board;
use crate::games::domineering::ends::{self, EndKind, Poly};
use crate::games::domineering::paper_matrices;

/// DOM-Maple-R24: the listing's `Right(2, 4)` session prints the selection
/// G := 3y^2x^2 + 10y^2x, LeastDegree(G) = 10y^2x and subs({x = 1, y = 1}, T) = 25.
pub fn maple_right_2_4(_: Depth) -> Evidence {
    let mut ev = Evidence::default();
    let replay = "cgcheck polynomial domineering 2 4 --ends right";
    let literal = paper_matrices::right(2, 4);
    let independent = ends::transfer(Board { rows: 2, cols: 4 }, EndKind::Right);
    let printed = |terms: &[((u32, u32), u128)]| Poly(terms.iter().copied().collect());
    let compare =
        |ev: &mut Evidence, what: &str, got: &Result<Poly, crate::core::InputError>, want: Poly| {
            let wrong = match got {
                Ok(p) if *p == want => Vec::new(),
                Ok(p) => vec![format!("computed {p}, printed {want}")],
                Err(e) => vec![e.to_string()],
            };
            ev.compare(what, 1, &wrong, replay);
        };
    for (name, t) in [
        ("the paper's matrices", &literal),
        ("the independent transfer matrix", &independent),
    ] {
        let g = t.as_ref().map(Poly::balanced).map_err(Clone::clone);
        compare(
            &mut ev,
            &format!("Right(2,4) by {name}: G = 3y^2x^2 + 10y^2x (terms with |a - b| <= 1)"),
            &g,
            printed(&[((2, 2), 3), ((1, 2), 10)]),
        );
        compare(
            &mut ev,
            &format!("Right(2,4) by {name}: LeastDegree(G) = 10y^2x"),
            &g.map(|p| p.least_degree()),
            printed(&[((1, 2), 10)]),
        );
        let total = t.as_ref().map(Poly::total).ok();
        ev.compare(
            &format!("Right(2,4) by {name}: subs(x = 1, y = 1) = 25"),
            1,
            &if total == Some(25) {
                vec![]
            } else {
                vec![format!("computed {total:?}, printed 25")]
            },
            replay,
        );
    }
    ev
}

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
pub fn cube_remarks(_: Depth) -> Evidence {
    let mut ev = Evidence::default();
    let adjacent = |u: u32, v: u32| (u ^ v).count_ones() == 1;
    let independent = |s: u32| {
        (0..8).all(|u| (0..8).all(|v| s & (1 << u) == 0 || s & (1 << v) == 0 || !adjacent(u, v)))
    };
    let maximal: Vec<u32> = (1u32..256)
        .filter(|&s| {
            independent(s) && (0..8).all(|v| s & (1 << v) != 0 || !independent(s | (1 << v)))
        })
        .collect();
    let degree_in = |s: u32, v: u32| {
        (0..8)
            .filter(|&u| s & (1 << u) != 0 && adjacent(u, v))
            .count()
    };
    let judge = |s: u32| -> Vec<String> {
        let mut bad = Vec::new();
        let size = s.count_ones();
        if size != 4 {
            bad.push(format!("{size} moves, not half of the 8 vertices"));
        }
        if (0..8).any(|v| s & (1 << v) != 0 && degree_in(s, v) > 0) {
            bad.push("a red vertex has a red neighbour".into());
        }
        for w in (0..8).filter(|w| s & (1 << w) == 0) {
            let t = s | (1 << w);
            let max = (0..8)
                .filter(|v| t & (1 << v) != 0)
                .map(|v| degree_in(t, v))
                .max()
                .unwrap_or(0);
            if max != 3 {
                bad.push(format!(
                    "colouring vertex {w:03b} too gives maximum degree {max}, not 3"
                ));
                break;
            }
        }
        bad
    };
    let name = |s: u32| {
        (0..8)
            .filter(|v| s & (1 << v) != 0)
            .map(|v| format!("{v:03b}"))
            .collect::<Vec<_>>()
            .join(",")
    };
    for (reading, only_four) in [(CUBE_ALL, false), (CUBE_FOUR, true)] {
        let ends: Vec<u32> = maximal
            .iter()
            .copied()
            .filter(|s| !only_four || s.count_ones() == 4)
            .collect();
        let fails: Vec<String> = ends
            .iter()
            .filter_map(|&s| {
                let bad = judge(s);
                (!bad.is_empty()).then(|| format!("end {{{}}}: {}", name(s), bad.join(", ")))
            })
            .collect();
        if fails.is_empty() {
            ev.push_reading(
                reading,
                FindingKind::Verified {
                    bound: crate::claims::Bound::whole("the 3-cube"),
                },
                format!(
                    "all {} such ends: 4 moves, red vertices pairwise non-adjacent, and any further vertex has degree 3",
                    ends.len()
                ),
            );
        } else {
            ev.push_reading(
                reading,
                FindingKind::Counterexample {
                    replay: "cgcheck verify --claim DOM-cube-deg".into(),
                },
                format!(
                    "{} of {} ends fail: {}",
                    fails.len(),
                    ends.len(),
                    fails.iter().take(2).cloned().collect::<Vec<_>>().join("; ")
                ),
            );
        }
    }
    ev
}
