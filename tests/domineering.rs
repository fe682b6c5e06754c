//! One test per DOM-* claim of papers/domineering-min-moves.md, named after its catalogue id,
//! plus the examples and properties behind each.

use crate::common::{self, cases};

use cgcheck::claims::domineering::{CHECKS, table_4_1};
use cgcheck::claims::{FindingKind, Status};
use cgcheck::core::OutcomeClass;
use cgcheck::games::domineering::alpha;
use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::cube::CubeGame;
use cgcheck::games::domineering::ends::{self, EndKind};
use cgcheck::games::domineering::every_n::{self, Reading};
use cgcheck::games::domineering::outcome::{self, OutcomeSolver};
use cgcheck::games::domineering::paper_matrices;
use cgcheck::games::domineering::scan::Near;
use proptest::prelude::*;

fn quick_status(id: &str) -> Status {
    common::quick::evidence(id).status()
}

#[test]
fn dom_cube() {
    // The paper: always 4 moves, first player wins. Computed: 2 or 4 moves, second player wins.
    assert_eq!(quick_status("DOM-cube"), Status::Refuted);
    let g = CubeGame::new(3).expect("Q_3");
    assert!(!g.first_player_wins());
    assert_eq!(g.game_lengths().into_iter().collect::<Vec<_>>(), vec![2, 4]);
}

#[test]
fn dom_t2_1() {
    assert!(matches!(quick_status("DOM-T2.1"), Status::Verified(_)));
}

#[test]
fn dom_ex2_2() {
    assert!(matches!(quick_status("DOM-Ex2.2"), Status::Proved));
}

cases! {
    fn dom_ex2_2_small_boards(m: usize, n: usize, class: OutcomeClass) {
        let b = Board::new(m, n).expect("board");
        assert_eq!(outcome::reference(b, 0), class);
        assert_eq!(OutcomeSolver::new(b).outcome(0), class);
    }
    case_1: (1, 1, OutcomeClass::P),
    case_2: (2, 1, OutcomeClass::L),
    case_3: (1, 2, OutcomeClass::R),
    case_4: (2, 2, OutcomeClass::N),
    case_5: (3, 1, OutcomeClass::L),
    case_6: (3, 2, OutcomeClass::N),
    case_7: (3, 3, OutcomeClass::N),
    case_8: (3, 4, OutcomeClass::R),
}

#[test]
fn dom_t3_1() {
    assert!(matches!(quick_status("DOM-T3.1"), Status::Verified(_)));
}

#[test]
fn dom_t3_2() {
    assert!(matches!(quick_status("DOM-T3.2"), Status::Verified(_)));
}

#[test]
fn dom_maple() {
    assert_eq!(quick_status("DOM-Maple"), Status::Reproduced);
    let g = paper_matrices::left(4, 4).expect("small").balanced();
    insta_poly("dom_maple_left_4x4_balanced", &g.to_string());
}

#[test]
fn maple_rows_are_the_maple_parts() {
    // Each line of maple.tsv is one part of DOM-Maple or DOM-Maple-R24, in order: a row
    // added or removed without its part, or a part naming no row, fails here.
    let rows = include_str!("../registry/domineering-min-moves/maple.tsv").lines();
    let rows: Vec<String> = rows
        .map(|row| {
            format!(
                "{} (entries listed by the check)",
                row.split('\t').next().unwrap()
            )
        })
        .collect();
    let parts: Vec<String> = CHECKS
        .iter()
        .filter(|(id, _)| ["DOM-Maple", "DOM-Maple-R24"].contains(id))
        .flat_map(|(_, parts)| parts.iter().map(|p| p.describe().what))
        .collect();
    assert_eq!(parts, rows);
}

fn insta_poly(name: &str, text: &str) {
    common::insta_settings().bind(|| insta::assert_snapshot!(name, text));
}

#[test]
fn dom_polynomials_small_boards() {
    let mut out = String::new();
    for (m, n) in [(2, 2), (2, 3), (3, 3), (2, 4), (3, 4), (4, 4)] {
        let b = Board::new(m, n).expect("board");
        for kind in [EndKind::Left, EndKind::Right, EndKind::Maximal] {
            let p = ends::transfer(b, kind).expect("small");
            assert_eq!(p, ends::brute_force(b, kind).expect("small"));
            out.push_str(&format!("{m}x{n} {kind:?}: {p}\n"));
        }
    }
    insta_poly("dom_polynomials_small_boards", &out);
}

#[test]
fn dom_t4_1() {
    // Values agree; the 1x1 entry and the superscripts of m x 1, 1 x n (m, n >= 5) differ.
    assert_eq!(quick_status("DOM-T4.1"), Status::Differs);
    let printed = table_4_1();
    assert_eq!(printed[&(2, 4)], "3^LR");
    assert_eq!(alpha::alpha(2, 4).expect("small").paper_notation(), "3^LR");
}

#[test]
fn dom_t4_1_table_up_to_6() {
    let mut out = String::new();
    for m in 1..=6 {
        let row: Vec<String> = (1..=6)
            .map(|n| {
                let a = alpha::alpha(m, n).expect("small");
                format!(
                    "{} ({}/{})",
                    a.paper_notation(),
                    a.left_first,
                    a.right_first
                )
            })
            .collect();
        out.push_str(&row.join("  "));
        out.push('\n');
    }
    insta_poly("dom_t4_1_table_up_to_6", &out);
}

/// The shortest real plays come with a witness: replayed move by move (the right player's
/// domino each turn, on empty cells), the player to move is stuck exactly at the end.
#[test]
fn real_play_witnesses_replay() {
    use cgcheck::games::domineering::board::Domineering;
    for m in 1..=4 {
        for n in 1..=4 {
            let a = alpha::alpha(m, n).expect("small");
            let game = Domineering::new(Board::new(m, n).expect("board"));
            for left_first in [true, false] {
                let play = alpha::real_play(m, n, left_first)
                    .expect("small")
                    .expect("a shortest play exists");
                let length = if left_first {
                    a.left_first
                } else {
                    a.right_first
                };
                assert_eq!(play.len(), length as usize, "{m}x{n}");
                let mut filled = 0u64;
                for (i, &(vertical, d)) in play.iter().enumerate() {
                    let left = (i % 2 == 0) == left_first;
                    assert_eq!(vertical, left, "{m}x{n}: move {i} by the wrong player");
                    let slots = if left {
                        game.vertical_slots()
                    } else {
                        game.horizontal_slots()
                    };
                    assert!(slots.contains(&d) && d & filled == 0, "{m}x{n}: move {i}");
                    filled |= d;
                }
                let left_to_move = play.len().is_multiple_of(2) == left_first;
                let stuck = if left_to_move {
                    !game.left_can_move(filled)
                } else {
                    !game.right_can_move(filled)
                };
                assert!(stuck, "{m}x{n}: the player to move can still move");
            }
        }
    }
}

/// alpha (paper's notation, and the shortest real plays) for every m, n <= 12, by the fast
/// scan: the table extended past the paper's 10 x 10.
#[test]
fn dom_alpha_table_to_12() {
    let mut out = String::new();
    for m in 1..=12 {
        let row: Vec<String> = (1..=12)
            .map(|n| {
                let a = alpha::alpha(m, n).expect("fits");
                format!("{}({}/{})", a.paper_notation(), a.left_first, a.right_first)
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    insta_poly("dom_alpha_table_to_12", &out);
}

/// Outcome classes of every board up to 6 x 6 by the optimized solver.
#[test]
fn dom_outcome_table_to_6() {
    let mut out = String::new();
    for m in 1..=6 {
        let row: Vec<String> = (1..=6)
            .map(|n| {
                OutcomeSolver::new(Board::new(m, n).expect("board"))
                    .outcome(0)
                    .to_string()
            })
            .collect();
        out.push_str(&row.join(" "));
        out.push('\n');
    }
    insta_poly("dom_outcome_table_to_6", &out);
}

#[test]
fn dom_obs5() {
    // "Only for small m, n": under P2 (win fast, lose slow) the least perfect game equals the
    // least real game exactly on the boards of at most 8 cells; under P1 (the shortest game
    // in which the winner always wins) equality comes back on 3x5, 2x9, 3x6, 2x10, 6x3.
    let ev = common::quick::evidence("DOM-Obs5");
    assert_eq!(ev.status(), Status::Ambiguous);
    let of = |r: &str| {
        ev.findings
            .iter()
            .find(|f| f.reading.as_deref() == Some(r))
            .expect("a finding per reading")
    };
    assert!(matches!(of("P2").kind, FindingKind::Verified { .. }));
    assert!(
        of("P2")
            .detail
            .contains("at most 8 cells (2x2, 2x3, 2x4, 3x2, 4x2)"),
        "{}",
        of("P2").detail
    );
    assert!(matches!(of("P1").kind, FindingKind::Counterexample { .. }));
    assert!(
        of("P1").detail.contains("3x3 (9 cells)") && of("P1").detail.contains("3x5 (15 cells)"),
        "{}",
        of("P1").detail
    );
    for board in ["2x9", "3x6", "2x10", "6x3"] {
        assert!(of("P1").detail.contains(board), "{board}");
    }
}

#[test]
fn dom_obs() {
    // Observation 4 ("for large m, n, it seems") is read three ways: m, n >= 6 fails at
    // 6x9 = 14^L; the paper's own boards (6 <= m, n <= 8) agree; "eventually" is open. The
    // readings disagree, so the claim is ambiguous, and Observation 4 is the part that says so.
    let ev = common::quick::evidence("DOM-Obs");
    assert_eq!(ev.status(), Status::Ambiguous);
    let parts = ev.parts();
    assert_eq!(parts.len(), 3, "{parts:?}");
    assert_eq!(parts[2].0, "Observation 4");
    assert_eq!(parts[2].1, Status::Ambiguous);
    assert!(ev.replays().contains(&"cgcheck alpha 6 9"));
}

#[test]
fn dom_p4_1() {
    // Fails first at n = 11: alpha_{2,11} = 7 > ceil(11/2) = 6 (the paper's alpha); the
    // shortest real game fails first on 2 x 6 (4 moves): refuted under both readings.
    assert_eq!(quick_status("DOM-P4.1"), Status::Refuted);
    let a = alpha::alpha(2, 6).expect("small");
    assert_eq!((a.paper, a.left_first, a.right_first), (Some(3), 4, 4));
    assert_eq!(alpha::alpha(2, 11).expect("small").paper, Some(7));
    // Under both readings the law the data follow instead is proved for every n.
    let ev = common::quick::evidence("DOM-P4.1");
    for word in ["paper", "real"] {
        assert!(ev.findings.iter().any(|f| f.kind == FindingKind::Proved
            && f.reading.as_deref().is_some_and(|r| r.contains(word))));
    }
    for n in 5..=10 {
        assert_eq!(
            alpha::alpha(2, n).expect("small").paper,
            Some(alpha::problem_4_1(n))
        );
    }
}

#[test]
fn dom_p4_2() {
    // Proved for every n under the paper's definition of alpha; the shortest real game
    // differs first on 3 x 10 (8 moves, the formula says 7): the readings disagree.
    assert_eq!(quick_status("DOM-P4.2"), Status::Ambiguous);
    let ev = common::quick::evidence("DOM-P4.2");
    let by_reading = |kind: fn(&FindingKind) -> bool, word: &str| {
        ev.findings
            .iter()
            .any(|f| kind(&f.kind) && f.reading.as_deref().is_some_and(|r| r.contains(word)))
    };
    assert!(by_reading(|k| *k == FindingKind::Proved, "paper"));
    assert!(by_reading(
        |k| matches!(k, FindingKind::Counterexample { .. }),
        "real"
    ));
    // The real-play law the data follow instead is proved for every n.
    assert!(by_reading(|k| *k == FindingKind::Proved, "real"));
    let a = alpha::alpha(3, 10).expect("small");
    assert_eq!((a.paper, a.left_first, a.right_first), (Some(7), 8, 9));
}

/// The least a + b over `kind` ends of the m x n board at the values of a - b `reading`
/// counts, from the exact scan's prefixes (`exact[n - 1]`: Left's, then Right's, each at a - b
/// = -1, 0, 1).
fn least_end(exact: &[(Near, Near)], n: usize, kind: EndKind, reading: Reading) -> Option<i64> {
    let near = match kind {
        EndKind::Left => exact[n - 1].0,
        _ => exact[n - 1].1,
    };
    reading
        .counted(kind)
        .iter()
        .filter_map(|&d| near[(d + 1) as usize])
        .min()
        .map(i64::from)
}

/// The bounds behind the proofs for every n bracket the exact values wherever both run:
/// windowed ends never beat the exact least length, the relaxations never exceed it.
#[test]
fn every_n_bounds_bracket_the_exact_scan() {
    use cgcheck::games::domineering::every_n::{lower_bound, parity_bound, windowed};
    use cgcheck::games::domineering::scan::prefixes;
    for m in 2..=3 {
        let exact = prefixes(m, 120).expect("small");
        for kind in [EndKind::Left, EndKind::Right] {
            let best = |n: usize| least_end(&exact, n, kind, Reading::Paper);
            for w in 1..=2 {
                let up = windowed(m, kind, Reading::Paper, w, 5000).expect("periodic");
                for (j, k) in [(0, 1), (-1, 3), (1, 3), (1, 7), (-2, 5)] {
                    // Some relaxations never repeat (parts growing at different rates).
                    let Some(low) = lower_bound(m, kind, w, (j, k), 2000) else {
                        continue;
                    };
                    for n in 2..=120 {
                        let Some(b) = best(n) else { continue };
                        assert!(up.at(n, 0).is_none_or(|u| u >= b), "{m}x{n} {kind:?} w={w}");
                        let lb = parity_bound(low.at(n, 0), low.at(n, 1), k);
                        assert!(lb <= b, "{m}x{n} {kind:?} w={w} lambda={j}/{k}: {lb} > {b}");
                    }
                }
            }
        }
    }
}

/// The relaxation keeping d modulo M is a lower bound wherever the exact scan runs, and,
/// for M a multiple of 2, never below the parity-only relaxation (fewer ends per class).
#[test]
fn every_n_modular_bounds_bracket_the_exact_scan() {
    use cgcheck::games::domineering::every_n::{lower_bound, lower_bound_modular, parity_bound};
    use cgcheck::games::domineering::scan::prefixes;
    for m in 2..=3 {
        let exact = prefixes(m, 120).expect("small");
        for kind in [EndKind::Left, EndKind::Right] {
            let best = |n: usize| least_end(&exact, n, kind, Reading::Paper);
            for w in 1..=2 {
                for (j, k) in [(-1, 3), (1, 3), (1, 7), (-2, 5)] {
                    let parity = lower_bound(m, kind, w, (j, k), 2000);
                    for modulus in [4, 6, 14] {
                        let Some(low) =
                            lower_bound_modular(m, kind, Reading::Paper, w, (j, k), modulus, 2000)
                        else {
                            continue;
                        };
                        for n in 2..=120 {
                            let lb = parity_bound(low.at(n, 0), low.at(n, 1), k);
                            if let Some(b) = best(n) {
                                assert!(lb <= b, "{m}x{n} {kind:?} w={w} {j}/{k} M={modulus}");
                            }
                            if let Some(p) = &parity {
                                let coarse = parity_bound(p.at(n, 0), p.at(n, 1), k);
                                assert!(lb >= coarse, "{m}x{n} {kind:?} w={w} {j}/{k} M={modulus}");
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Under the real-play readings (either player first, Left first, Right first) the bounds
/// bracket the exact least lengths of the ends that count (each kind at its own values of
/// a - b): windowed ends never beat them, the relaxations (parity or a - b mod 14) never
/// exceed them.
#[test]
fn every_n_real_play_bounds_bracket_the_exact_scan() {
    use cgcheck::games::domineering::every_n::{lower_bound_modular, parity_bound, windowed};
    use cgcheck::games::domineering::scan::prefixes;
    for m in 2..=3 {
        let exact = prefixes(m, 90).expect("small");
        for reading in [Reading::RealPlay, Reading::LeftFirst, Reading::RightFirst] {
            for kind in [EndKind::Left, EndKind::Right] {
                let best = |n: usize| least_end(&exact, n, kind, reading);
                for w in 1..=2 {
                    let up = windowed(m, kind, reading, w, 5000).expect("periodic");
                    for (j, k) in [(0, 1), (-1, 3), (1, 3), (1, 7)] {
                        for modulus in [2, 14] {
                            let Some(low) =
                                lower_bound_modular(m, kind, reading, w, (j, k), modulus, 2000)
                            else {
                                continue;
                            };
                            for n in 2..=90 {
                                let Some(b) = best(n) else { continue };
                                let at = format!(
                                    "{m}x{n} {reading:?} {kind:?} w={w} {j}/{k} M={modulus}"
                                );
                                assert!(up.at(n, 0).is_none_or(|u| u >= b), "{at}");
                                let lb = parity_bound(low.at(n, 0), low.at(n, 1), k);
                                assert!(lb <= b, "{at}: {lb} > {b}");
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The shortest real game on 2 x n, 4 floor(n/7) + (0,0,1,1,3,3,4)[n mod 7], is proved for
/// every n >= 2; the same law with one residue raised or lowered is not, nor is the paper's
/// alpha (one less at n = 6 mod 7) read as real play.
#[test]
fn every_n_proves_the_two_row_real_play_law() {
    fn real(n: usize) -> u32 {
        4 * (n / 7) as u32 + [0, 0, 1, 1, 3, 3, 4][n % 7]
    }
    fn raised(n: usize) -> u32 {
        real(n) + u32::from(n % 7 == 3)
    }
    fn lowered(n: usize) -> u32 {
        real(n) - u32::from(n % 7 == 5)
    }
    let law = |f: fn(usize) -> u32| every_n::Law {
        m: 2,
        f,
        period: 7,
        growth: 4,
        from: 2,
        reading: Reading::RealPlay,
    };
    for n in 2..=60 {
        let a = alpha::alpha(2, n).expect("small");
        assert_eq!(a.left_first.min(a.right_first), real(n), "2x{n}");
    }
    assert!(every_n::prove_modular(&law(real), 2, 7, &[2, 14], 400).is_some());
    for f in [raised as fn(usize) -> u32, lowered] {
        assert!(every_n::prove_modular(&law(f), 2, 7, &[2, 14], 400).is_none());
    }
    let paper = every_n::Law {
        from: 4,
        ..law(two_row)
    };
    assert!(every_n::prove_modular(&paper, 2, 7, &[2, 14], 400).is_none());
}

/// alpha_{2,n} as observed, for n >= 4 (the laws below only evaluate it there).
fn two_row(n: usize) -> u32 {
    alpha::two_row_observed(n).expect("n >= 4")
}

/// The 2 x n law with the residue n = 10 mod 7 raised from 5 to 6 (too high at n = 10, 17, ...).
fn two_row_raised(n: usize) -> u32 {
    two_row(n) + u32::from((n - 4) % 7 == 6)
}

/// The 2 x n law with the residue n = 9 mod 7 lowered from 5 to 4 (too low at n = 9, 16, ...).
fn two_row_lowered(n: usize) -> u32 {
    two_row(n) - u32::from((n - 4) % 7 == 5)
}

fn two_row_law(f: fn(usize) -> u32) -> every_n::Law {
    every_n::Law {
        m: 2,
        f,
        period: 7,
        growth: 4,
        from: 4,
        reading: Reading::Paper,
    }
}

/// Problem 4.1 as observed, alpha_{2,n} = 4 floor((n - 4) / 7) + (3,3,3,4,4,5,5)[(n - 4) mod 7],
/// holds for every n >= 4: the parity-only relaxation cannot show it (its Right bound falls
/// one short at n = 4 mod 7), the one keeping d mod 14 can.
#[test]
fn every_n_proves_the_two_row_law() {
    let law = two_row_law(two_row);
    assert!(every_n::prove(&law, 2, 7, 400).is_none());
    let proof = every_n::prove_modular(&law, 1, 7, &[2, 14], 400).expect("proved");
    assert_eq!(proof.lower_moduli, vec![2, 14]);
    let (kind, w, lambda, _) = &proof.lower[1];
    assert_eq!((*kind, *w, *lambda), (EndKind::Right, 1, (1, 7)));
}

/// The new relaxation also proves Problem 4.2's law (what the parity-only one proves).
#[test]
fn every_n_modular_proves_the_three_row_law() {
    let law = every_n::Law {
        m: 3,
        f: alpha::problem_4_2,
        period: 3,
        growth: 2,
        from: 1,
        reading: Reading::Paper,
    };
    let proof = every_n::prove_modular(&law, 2, 7, &[14], 400).expect("proved");
    assert_eq!(proof.lower_moduli, vec![14, 14]);
}

/// Wrong laws stay unproved: the 2 x n law with one residue raised (the lower bounds must
/// fail) or lowered (the upper bound must fail), and Problem 4.1's ceil(n/2).
#[test]
fn every_n_modular_refuses_wrong_two_row_laws() {
    for f in [two_row_raised as fn(usize) -> u32, two_row_lowered] {
        assert!(every_n::prove_modular(&two_row_law(f), 2, 7, &[2, 14], 400).is_none());
    }
    let ceil = every_n::Law {
        m: 2,
        f: alpha::problem_4_1,
        period: 2,
        growth: 1,
        from: 5,
        reading: Reading::Paper,
    };
    assert!(every_n::prove_modular(&ceil, 2, 7, &[2, 14], 400).is_none());
}

proptest! {
    #![proptest_config(common::proptest_config("domineering", 32))]

    #[test]
    fn dom_obs_alpha_is_symmetric(m in 1usize..=5, n in 1usize..=5) {
        let (a, b) = (alpha::alpha(m, n).expect("small"), alpha::alpha(n, m).expect("small"));
        prop_assert_eq!(a.paper, b.paper);
        prop_assert_eq!((a.in_left, a.in_right), (b.in_right, b.in_left));
        prop_assert_eq!((a.left_first, a.right_first), (b.right_first, b.left_first));
    }

    /// The optimized solver (move-count cuts, ordering, symmetric table) against the
    /// reference on random positions of boards up to 20 cells.
    #[test]
    fn fast_outcome_matches_the_reference(m in 1usize..=5, n in 1usize..=5, bits: u64, density in 0u32..3) {
        prop_assume!(m * n <= 20);
        let board = Board::new(m, n).expect("board");
        // Thin the random cells out: density 0 keeps about 1/8 of them, 2 about 1/2.
        let mut filled = bits & board.full();
        for i in density..2 {
            filled &= bits.rotate_left(17 * (i + 1));
        }
        let fast = OutcomeSolver::new(board).outcome(filled);
        prop_assert_eq!(fast, outcome::reference(board, filled), "{}x{} {:#x}", m, n, filled);
    }

    #[test]
    fn dom_outcome_transpose_swaps_players(m in 1usize..=3, n in 1usize..=4) {
        let a = OutcomeSolver::new(Board::new(m, n).expect("board")).outcome(0);
        let b = OutcomeSolver::new(Board::new(n, m).expect("board")).outcome(0);
        prop_assert_eq!(a, b.swap_players());
    }
}

/// The fast scan (smaller state, cheaper orientation, pruned differences) against the full
/// (min, +) tables of `ends`, on every board both handle quickly.
#[test]
fn fast_alpha_matches_the_full_tables() {
    for m in 1..=7 {
        for n in 1..=7 {
            let fast = alpha::alpha(m, n).expect("small");
            let slow = alpha::alpha_by_tables(m, n).expect("small");
            assert_eq!(fast, slow, "{m}x{n}");
        }
    }
}

/// One scan along a long board gives every prefix; each must equal the board's own scan.
#[test]
fn alpha_rows_match_single_boards() {
    for m in 2..=4 {
        let row = alpha::alpha_row(m, 30).expect("small");
        for (i, a) in row.iter().enumerate() {
            assert_eq!(*a, alpha::alpha(m, i + 1).expect("small"), "{m}x{}", i + 1);
        }
    }
}

// Statements outside the catalogue (issue 18), src/claims/domineering_remarks.rs.

#[test]
fn dom_maple_r24() {
    assert_eq!(quick_status("DOM-Maple-R24"), Status::Reproduced);
}

#[test]
fn dom_cube_deg() {
    // True of the 4-move ends; the 2-move ends ({v, antipode}) have 2 moves and a further
    // vertex of degree 1: the readings disagree.
    assert_eq!(quick_status("DOM-cube-deg"), Status::Ambiguous);
}

#[test]
fn dom_p4_1_construct() {
    // Under both readings a position of the table's length exists on 2 x n, n <= 5: a
    // placement reaching the paper's alpha, and a real game (2 x 3: one vertical domino in the
    // middle column leaves Right no move).
    let ev = common::quick::evidence("DOM-P4.1-construct");
    assert!(
        matches!(ev.status(), Status::Verified(_)),
        "{}",
        ev.status()
    );
    let readings: std::collections::BTreeSet<_> = ev
        .findings
        .iter()
        .filter_map(|f| f.reading.as_deref())
        .collect();
    assert_eq!(readings.len(), 2);
}

#[test]
fn dom_p4_2_construct() {
    let ev = common::quick::evidence("DOM-P4.2-construct");
    assert!(
        matches!(ev.status(), Status::Verified(_)),
        "{}",
        ev.status()
    );
    assert!(ev.findings.iter().all(|f| f.reading.is_some()));
}

#[test]
fn dom_1_1_chung() {
    // Q_1..Q_4: the least maximum degree of 2^(n-1) + 1 vertices is ceil(sqrt n).
    assert!(matches!(quick_status("DOM-1.1-Chung"), Status::Verified(_)));
}

/// `Poly::parse` reads the paper's printed forms, and refuses (never panics on, never wraps)
/// a coefficient or a power that overflows.
#[test]
fn printed_polynomials_parse_or_are_refused() {
    let p = ends::Poly::parse("y^4 + 2y^3 + (3x^2 + 4x)y^2").expect("a printed polynomial");
    assert_eq!(
        p,
        ends::Poly::parse("y^4 + 2 y^3 + 3 x^2 y^2 + 4 x y^2").unwrap()
    );
    let max = u128::MAX;
    for text in [
        format!("{max} x + {max} x"),
        format!("{max} (2x)"),
        format!("x^{} x", u32::MAX),
        format!("x^{} (x)", u32::MAX),
        "x^".to_string(),
        "2 (x".to_string(),
        "".to_string(),
        "x + ".to_string(),
        "2 + + 3".to_string(),
        "()".to_string(),
    ] {
        assert_eq!(ends::Poly::parse(&text), None, "{text}");
    }
}
