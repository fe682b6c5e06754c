//! The k-in-a-row provers' values of one-stone-a-turn games against the literature (issue 47,
//! item 5). The tables are the literature's; the provers and the checkers never read them.
//!
//! * [`CHARATSIDIS`]: the m x 4 boards with k = 4 of F. Charatsidis's BSc thesis ("Solving
//!   k-in-a-row games", Maastricht University, 2017): 1 x 4 to 8 x 4 are draws, 9 x 4 and
//!   10 x 4 first-player wins.
//! * [`HSU`]: (7,7,5,1,1) a draw (Hsu, Ko, Chen, Wei, Hsueh and Wu, "On solving the 7,7,5-game
//!   and the 8,8,5-game", TCS 815, 2020).
//!
//! How each row is settled here:
//! * the boards the prover solves in seconds are solved by it (`prover::value`, itself tested
//!   against minimax);
//! * the first-player wins past that are stored certificates (`evidence/certificates/`,
//!   written by `cgcheck solve mnk M N K --budget 2000000000 --certificate FILE`): the test
//!   compares the winner each certifies and has the naive checker walk every reply of each,
//!   but (9,4,4)'s, which MNK-944's quick check already walks (`tests/mnk.rs::mnk_944`);
//! * (7,7,5,1,1): B's half of the draw (W never completes a line) is proved by the zone prover
//!   and its certificate walked by the naive checker. W's half (B never completes one) is not
//!   reached: the zone prover runs out of 20M positions, and the prover's hold certificate of
//!   the smaller (7,6,5) is already 156 MB, past the checker's 64 MiB. (8,4,4) is solved by
//!   the prover in about 30 s (`cgcheck solve mnk 8 4 4`), too long for the quick test, and
//!   its hold certificates (300 MB) are past the checker's limit too.

use cgcheck::core::Wdl;
use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::{certificate, hold, prover, zone};

/// Charatsidis (2017): (columns, rows, k, value for B).
const CHARATSIDIS: &[(usize, usize, usize, Wdl)] = &[
    (1, 4, 4, Wdl::Draw),
    (2, 4, 4, Wdl::Draw),
    (3, 4, 4, Wdl::Draw),
    (4, 4, 4, Wdl::Draw),
    (5, 4, 4, Wdl::Draw),
    (6, 4, 4, Wdl::Draw),
    (7, 4, 4, Wdl::Draw),
    (8, 4, 4, Wdl::Draw),
    (9, 4, 4, Wdl::Win),
    (10, 4, 4, Wdl::Win),
];

/// Hsu et al. (2020): (columns, rows, k, value for B).
const HSU: &[(usize, usize, usize, Wdl)] = &[(7, 7, 5, Wdl::Draw)];

/// The boards the quick test solves with the prover: at most this many cells.
const PROVER_CELLS: usize = 28;

/// The prover's budget in the quick test (running out of it fails the test).
const BUDGET: u64 = 50_000_000;

fn game(m: usize, n: usize, k: usize) -> Params {
    Params::new(m, n, k, 1, 1).expect("a valid game")
}

/// The stored certificate of a game, if any.
fn stored(m: usize, n: usize, k: usize) -> Option<String> {
    std::fs::read_to_string(format!("evidence/certificates/mnk-{m}-{n}-{k}-1-1.cert")).ok()
}

#[test]
fn charatsidis_small_boards_by_the_prover() {
    for &(m, n, k, value) in CHARATSIDIS {
        if m * n > PROVER_CELLS {
            continue;
        }
        let (v, _) = prover::value(game(m, n, k), BUDGET).expect("a valid game");
        assert_eq!(v, Some(value), "({m},{n},{k},1,1)");
    }
}

#[test]
fn literature_wins_have_checked_certificates() {
    let mut compared = 0;
    for &(m, n, k, value) in CHARATSIDIS.iter().chain(HSU) {
        if m * n <= PROVER_CELLS || value != Wdl::Win {
            continue;
        }
        let text = stored(m, n, k).unwrap_or_else(|| {
            panic!("({m},{n},{k},1,1): no stored certificate in evidence/certificates")
        });
        let cert = certificate::Certificate::parse(&text).expect("the certificate parses");
        assert_eq!(cert.params, game(m, n, k), "({m},{n},{k},1,1)");
        assert_eq!(cert.root, (0, 0), "({m},{n},{k},1,1): from the empty board");
        assert!(cert.winner_is_b, "({m},{n},{k},1,1): the first player wins");
        if (m, n, k) != (9, 4, 4) {
            certificate::check(&cert).unwrap_or_else(|e| panic!("({m},{n},{k},1,1): {e}"));
        }
        compared += 1;
    }
    assert_eq!(compared, 2, "(9,4,4) and (10,4,4)");
}

#[test]
fn hsu_7_7_5_b_keeps_w_from_a_line() {
    let g = game(7, 7, 5);
    let cert = zone::build(g, true, 2_000_000)
        .expect("a valid game")
        .expect("B's hold within the budget");
    assert!(cert.holder_is_b);
    hold::check(&cert).expect("the naive checker accepts B's hold");
    // B's hold is the half of the literature's draw that says W never wins.
    assert!(
        HSU.iter()
            .any(|&(m, n, k, v)| (m, n, k) == (7, 7, 5) && v == Wdl::Draw)
    );
}
