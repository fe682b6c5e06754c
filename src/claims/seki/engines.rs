//! Checks of the generalised engines: section 1.10 (acyclic game graphs with passes) and
//! section 11.4 (Seki with eyes).

use super::bounds;
use super::support::{all, shape_bound};
use crate::claims::{Depth, Outcome, Part, Refutation};
use crate::games::seki::eyes::EyePosition;
use crate::games::seki::generalized;
use crate::games::seki::reference::Reference;
use crate::games::seki::rules::{Player, SekiType};
use crate::games::seki::{Matrix, Variant};

/// SEKI-1.10: the generalised engine, run on the graph of each matrix, agrees with the
/// reference solver.
pub const SECTION_1_10: &[Part] = &[Part::search(
    "the section 1.10 engine on each matrix's game graph agrees with the reference",
    |d| {
        let shapes = bounds::get().section_1_10.get(d);
        shape_bound(shapes, Variant::Seki).and(shape_bound(shapes, Variant::SekiI))
    },
    section_1_10,
)];

fn section_1_10(depth: Depth) -> Outcome {
    let shapes = bounds::get().section_1_10.get(depth);
    let mut checked = 0;
    for v in Variant::ALL {
        for &(m, n, h) in shapes {
            for (a, _) in &all(m, n, h, v).kept {
                let g = generalized::from_matrix(a);
                let t = SekiType::from_best_active(
                    g.best_active(0, Player::R, v),
                    g.best_active(0, Player::C, v),
                );
                let r = Reference::new(v).solve(a).kind;
                checked += 1;
                if t != r {
                    return Outcome::Fails(Refutation::new(
                        format!(
                            "{} ({}): graph engine {} {}, reference {} {}",
                            a.compact(),
                            v.name(),
                            t.coarse(),
                            t.refined(),
                            r.coarse(),
                            r.refined()
                        ),
                        super::support::replay(a, v),
                    ));
                }
            }
        }
    }
    Outcome::Holds(format!(
        "the section 1.10 engine on each matrix's game graph agrees with the reference on all {checked} matrices"
    ))
}

/// SEKI-11.4: the eye rules reduce to Seki without eyes, and a non-square CSM with at most one
/// eye per group exists (the paper's Figure 5 is lost; one is found by search).
pub const SECTION_11_4: &[Part] = &[
    Part::search(
        "with no eyes the eye rules give Seki",
        |_| shape_bound(&[(2, 2, 2)], Variant::Seki),
        no_eyes,
    ),
    Part::proof(
        "a 1x2 CSM with eyes (one White group, two Black groups) exists",
        |_| eye_csm(),
    ),
];

fn no_eyes(_: Depth) -> Outcome {
    let mut checked = 0;
    for (a, t) in &all(2, 2, 2, Variant::Seki).kept {
        let p = EyePosition {
            a: a.clone(),
            row_eyes: vec![0; 2],
            col_eyes: vec![0; 2],
        };
        checked += 1;
        if p.seki_type(Variant::Seki) != *t {
            return Outcome::Fails(Refutation::new(
                format!(
                    "{}: with zero eyes the eye game differs from Seki",
                    a.compact()
                ),
                super::support::replay(a, Variant::Seki),
            ));
        }
    }
    Outcome::Holds(format!(
        "with no eyes the eye rules give Seki ({checked} matrices)"
    ))
}

/// A witness: a 1 x 2 matrix with entries <= 3 and at most one eye per group that is a CSM.
fn eye_csm() -> Outcome {
    for x in 0..=3u32 {
        for y in 0..=3u32 {
            if x + y == 0 {
                continue;
            }
            for re in 0..=1u32 {
                for ce0 in 0..=1u32 {
                    for ce1 in 0..=1u32 {
                        let p = EyePosition {
                            a: Matrix::new(&[&[x, y]]),
                            row_eyes: vec![re],
                            col_eyes: vec![ce0, ce1],
                        };
                        let g = p.graph();
                        if g.r_wins[0] || g.c_wins[0] {
                            continue;
                        }
                        if p.seki_type(Variant::Seki).is_csm() {
                            return Outcome::Holds(format!(
                                "a 1x2 CSM with eyes (one White group, two Black groups): A = ({} {}), row eyes {:?}, column eyes {:?}",
                                p.a.get(0, 0),
                                p.a.get(0, 1),
                                p.row_eyes,
                                p.col_eyes
                            ));
                        }
                    }
                }
            }
        }
    }
    Outcome::Unsettled("no 1x2 CSM with entries <= 3 and at most one eye per group".to_string())
}
