//! Unit tests of `src/games/mnk/zone.rs`: the zone prover's answers against the minimax
//! solver, and its certificates through the naive checker.

use cgcheck::core::Wdl;
use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::hold;
use cgcheck::games::mnk::prover::{self, Prover};
use cgcheck::games::mnk::solver::Solver;
use cgcheck::games::mnk::zone::*;

/// Small games of one stone a turn that minimax solves in moments: a draw, first-player
/// wins, strips and an open board.
const MINIMAX_GAMES: [(usize, usize, usize); 4] = [(3, 3, 3), (4, 3, 3), (4, 4, 3), (4, 4, 4)];

/// Larger games, compared with the prover (itself tested against minimax).
const PROVER_GAMES: [(usize, usize, usize); 4] = [(5, 4, 4), (5, 5, 4), (5, 5, 5), (6, 5, 5)];

/// Budget of the zone prover in these tests: running out of it fails the test.
const BUDGET: u64 = 2_000_000;

/// Whether the defender (B when `holder_is_b`) keeps the attacker from a line, by minimax.
fn holds_by_minimax(s: &mut Solver, black: u64, white: u64, holder_is_b: bool) -> bool {
    let v = s.value(black, white);
    if holder_is_b {
        v != Wdl::Loss
    } else {
        v != Wdl::Win
    }
}

/// Random positions of a game reached by legal play (one stone a turn) without a line.
fn positions(g: &Params, count: usize, seed: u64) -> Vec<(u64, u64)> {
    let mut lcg = super::lcg(seed);
    let mut next = move || lcg() as usize;
    let mut out = vec![(0, 0)];
    while out.len() < count {
        let (mut black, mut white) = (0u64, 0u64);
        let stones = next() % g.cells();
        for i in 0..stones {
            let empty: Vec<usize> = (0..g.cells())
                .filter(|&c| (black | white) >> c & 1 == 0)
                .collect();
            let c = empty[next() % empty.len()];
            let (b2, w2) = if i % 2 == 0 {
                (black | 1 << c, white)
            } else {
                (black, white | 1 << c)
            };
            if g.decided(b2, w2).is_some() {
                break;
            }
            (black, white) = (b2, w2);
        }
        out.push((black, white));
    }
    out
}

/// The zone prover's answer for `holder_is_b` at (black, white), the turn as the rules give it.
fn zone_holds(z: &mut ZoneProver, g: &Params, black: u64, white: u64, holder_is_b: bool) -> bool {
    let (attacker, defender) = if holder_is_b {
        (white, black)
    } else {
        (black, white)
    };
    let placed = (black | white).count_ones() as usize;
    let attacker_moves = g.turn(placed).0 != holder_is_b;
    z.hold(attacker, defender, attacker_moves)
        .expect("within the budget")
        .is_some()
}

/// Every answer of the zone prover (from the empty board and from 300 random positions of
/// each game, for either defender) is the minimax solver's.
#[test]
fn zone_prover_agrees_with_minimax() {
    for (i, &(m, n, k)) in MINIMAX_GAMES.iter().enumerate() {
        let g = Params::new(m, n, k, 1, 1).expect("valid");
        let mut s = Solver::new(g).expect("small");
        for holder_is_b in [false, true] {
            let mut z = ZoneProver::new(g, BUDGET).expect("fits");
            for (black, white) in positions(&g, 300, 17 + i as u64) {
                assert_eq!(
                    zone_holds(&mut z, &g, black, white, holder_is_b),
                    holds_by_minimax(&mut s, black, white, holder_is_b),
                    "({m},{n},{k}) at {black:x} {white:x}, B holds: {holder_is_b}"
                );
            }
        }
    }
}

/// On larger boards (from the empty board and 100 random positions each) the zone prover
/// agrees with the prover.
#[test]
fn zone_prover_agrees_with_the_prover() {
    for (i, &(m, n, k)) in PROVER_GAMES.iter().enumerate() {
        let g = Params::new(m, n, k, 1, 1).expect("valid");
        for holder_is_b in [false, true] {
            let mut z = ZoneProver::new(g, BUDGET).expect("fits");
            for (black, white) in positions(&g, 100, 41 + i as u64) {
                let mut p = Prover::new(g, !holder_is_b, 10_000_000).expect("fits");
                let attacker_wins = p.wins(black, white).expect("within the budget");
                assert_eq!(
                    zone_holds(&mut z, &g, black, white, holder_is_b),
                    !attacker_wins,
                    "({m},{n},{k}) at {black:x} {white:x}, B holds: {holder_is_b}"
                );
            }
        }
    }
}

/// The certificates of the draws pass the naive checkers for both defenders, as hold
/// certificates and as zone certificates (the prover's proofs themselves); a game the first
/// player wins gets none for W.
#[test]
fn zone_certificates_pass_the_naive_checkers() {
    use cgcheck::games::mnk::{zone_certificate, zone_check};
    for (m, n, k) in MINIMAX_GAMES.into_iter().chain(PROVER_GAMES) {
        let g = Params::new(m, n, k, 1, 1).expect("valid");
        let v = prover::value(g, 10_000_000)
            .expect("fits")
            .0
            .expect("decided");
        for holder_is_b in [false, true] {
            let holds = if holder_is_b {
                v != Wdl::Loss
            } else {
                v != Wdl::Win
            };
            match build(g, holder_is_b, BUDGET).expect("fits") {
                Some(cert) => {
                    assert!(holds, "({m},{n},{k}): a certificate for a lost hold");
                    let back = hold::HoldCertificate::parse(&cert.to_text()).expect("parses");
                    hold::check(&back).expect("the naive checker accepts it");
                }
                None => assert!(!holds, "({m},{n},{k}): no certificate for a hold"),
            }
            match zone_certificate::build(g, holder_is_b, BUDGET, None).expect("fits") {
                Some(cert) => {
                    assert!(holds, "({m},{n},{k}): a zone proof of a lost hold");
                    let text = cert.to_text();
                    let back = zone_certificate::ZoneCertificate::parse(&text).expect("parses");
                    zone_check::check(&back).expect("the naive zone checker accepts it");
                }
                None => assert!(!holds, "({m},{n},{k}): no zone proof of a hold"),
            }
        }
    }
}

/// Games of more than one stone a turn and boards past 64 squares are refused.
#[test]
fn zone_prover_refuses_other_games() {
    for (m, n, k, p, q) in [(4, 4, 4, 2, 1), (4, 4, 4, 1, 2), (9, 8, 5, 1, 1)] {
        let g = Params::new(m, n, k, p, q).expect("valid");
        assert!(ZoneProver::new(g, 10).is_err());
    }
}

/// A budget too small for the search is an unknown, never a wrong answer.
#[test]
fn zone_prover_budget_gives_unknown() {
    let g = Params::new(5, 5, 4, 1, 1).expect("valid");
    let mut z = ZoneProver::new(g, 5).expect("fits");
    assert_eq!(z.hold(0, 0, true), None);
}

/// A line of 64 squares (k = 64): the potential's terms and sums stay exact (no shift or sum
/// past 64 bits), and both holds are proved and checked.
#[test]
fn zone_prover_takes_a_line_of_64() {
    use cgcheck::games::mnk::{zone_certificate, zone_check};
    for k in [63, 64] {
        let g = Params::new(1, 64, k, 1, 1).expect("valid");
        for holder_is_b in [false, true] {
            let cert = zone_certificate::build(g, holder_is_b, BUDGET, None)
                .expect("fits")
                .expect("a hold");
            zone_check::check(&cert).expect("the naive zone checker accepts it");
        }
    }
}
