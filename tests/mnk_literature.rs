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
//!   and its certificate walked by the naive checker. W's half (B never completes one) takes
//!   the zone prover 75.4M positions and a proof of 67.2M nodes, which the naive zone checker
//!   checks (`cgcheck solve mnk 7 7 5 --zones --budget 200000000 --force`: both holds, 23
//!   minutes and 18 GB in one release run), so it is the ignored deep row
//!   `hsu_7_7_5_w_keeps_b_from_a_line`. Its zone certificate would have gigabytes, so none is
//!   stored (the smaller (7,6,5)'s has 52 MB).
//! * (8,4,4): the prover solves it in about 30 s (`cgcheck solve mnk 8 4 4`), too long for the
//!   quick test; `charatsidis_8_4_4_is_a_draw_by_zones` (ignored: minutes; run it with
//!   `cargo test --release --test suite -- --ignored charatsidis_8_4_4`) proves both holds
//!   with the zone prover and has the naive zone checker check both proofs. Its zone
//!   certificate (290 MB) is past `check-certificate`'s 64 MiB, so none is stored.

use cgcheck::core::Wdl;
use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::{certificate, hold, prover, zone, zone_certificate, zone_check};

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

/// Charatsidis's (8,4,4) draw: both holds proved by the zone prover, both proofs checked by
/// the naive zone checker (in release about 85 s and 2.2 GB).
#[test]
#[ignore = "minutes: a deep row"]
fn charatsidis_8_4_4_is_a_draw_by_zones() {
    let g = game(8, 4, 4);
    assert!(
        CHARATSIDIS
            .iter()
            .any(|&(m, n, k, v)| (m, n, k) == (8, 4, 4) && v == Wdl::Draw)
    );
    for holder_is_b in [false, true] {
        let cert = zone_certificate::build(g, holder_is_b, 100_000_000, None)
            .expect("a valid game")
            .unwrap_or_else(|| panic!("the hold of B = {holder_is_b} within the budget"));
        zone_check::check(&cert).expect("the naive zone checker accepts the hold");
    }
}

/// Hsu et al.'s (7,7,5) draw, W's half: B never completes a line, proved by the zone prover
/// and checked by the naive zone checker (release: 75.4M positions, a proof of 67.2M nodes,
/// about 21 minutes of CPU and 18 GB; run it with `cargo test --release --test suite --
/// --ignored hsu_7_7_5`).
#[test]
#[ignore = "minutes and gigabytes: a deep row"]
fn hsu_7_7_5_w_keeps_b_from_a_line() {
    let cert = zone_certificate::build(game(7, 7, 5), false, 200_000_000, None)
        .expect("a valid game")
        .expect("W's hold within the budget");
    zone_check::check(&cert).expect("the naive zone checker accepts W's hold");
}
