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
//! * (7,7,5,1,1): a stored zone certificate of both holds
//!   (`evidence/certificates/mnk-7-7-5-1-1.cert`, written by `cgcheck solve mnk 7 7 5 --zones
//!   --certificate FILE`), each section checked by the naive zone checker
//!   (`hsu_7_7_5_is_a_draw_by_its_stored_zone_certificate`). B's half is also proved by the
//!   zone prover and its hold certificate walked by the naive checker; re-proving W's half
//!   (about 20 s in release) is the ignored deep row `hsu_7_7_5_w_keeps_b_from_a_line`.
//! * (8,4,4): the prover solves it in about 30 s (`cgcheck solve mnk 8 4 4`), too long for the
//!   quick test; `charatsidis_8_4_4_is_a_draw_by_zones` (ignored: about 25 s in release; run
//!   it with `cargo test --release --test suite -- --ignored charatsidis_8_4_4`) proves both
//!   holds with the zone prover and has the naive zone checker check both proofs. W's proof
//!   has 2.3M nodes, a zone certificate past `check-certificate`'s 64 MiB, so none is stored.

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

/// The stored certificate's sections (each opens with its `mnk ...` header).
fn sections(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("mnk ") || out.is_empty() {
            out.push(String::new());
        }
        let last = out.last_mut().expect("a section");
        last.push_str(line);
        last.push('\n');
    }
    out
}

#[test]
fn hsu_7_7_5_is_a_draw_by_its_stored_zone_certificate() {
    let (m, n, k) = (7, 7, 5);
    assert!(
        HSU.iter()
            .any(|&(a, b, c, v)| (a, b, c) == (m, n, k) && v == Wdl::Draw)
    );
    let text = stored(m, n, k).expect("(7,7,5,1,1): a stored certificate");
    let mut holders = Vec::new();
    for section in sections(&text) {
        let cert = zone_certificate::ZoneCertificate::parse(&section).expect("a zone certificate");
        assert_eq!(cert.params, game(m, n, k));
        zone_check::check(&cert).unwrap_or_else(|e| panic!("(7,7,5,1,1): {e}"));
        holders.push(cert.holder_is_b);
    }
    holders.sort();
    // W's hold (B never completes a line) and B's (W never does): a draw.
    assert_eq!(holders, [false, true], "both holds, once each");
}

/// Charatsidis's (8,4,4) draw: both holds proved by the zone prover, both proofs checked by
/// the naive zone checker (in release about 25 s and 0.6 GB).
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

/// Hsu et al.'s (7,7,5) draw, W's half: B never completes a line, re-proved by the zone
/// prover and checked by the naive zone checker (release: about 297K positions, a proof of
/// 227K nodes, 20 s and 0.1 GB; run it with `cargo test --release --test suite -- --ignored
/// hsu_7_7_5`).
#[test]
#[ignore = "a minute in release: a deep row"]
fn hsu_7_7_5_w_keeps_b_from_a_line() {
    let cert = zone_certificate::build(game(7, 7, 5), false, 200_000_000, None)
        .expect("a valid game")
        .expect("W's hold within the budget");
    zone_check::check(&cert).expect("the naive zone checker accepts W's hold");
}
