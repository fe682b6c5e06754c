//! The k-in-a-row win and hold checkers (`src/games/mnk/{certificate,hold,naive}.rs`).

use super::{Rng, refused_saying};
use crate::common::cases;
use cgcheck::core::Wdl;
use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::certificate::{self, Certificate};
use cgcheck::games::mnk::hold::{self, Entry, HoldCertificate};
use cgcheck::games::mnk::naive::Rules;
use cgcheck::games::mnk::solver::reference_from;
use std::collections::{BTreeSet, HashMap};

fn game(m: usize, n: usize, k: usize, p: usize, q: usize) -> Params {
    Params::new(m, n, k, p, q).expect("a valid game")
}

/// The bitboard of the named squares (`"a1 b2"`).
fn stones(p: &Params, cells: &str) -> u64 {
    cells
        .split_whitespace()
        .map(|c| 1u64 << p.parse_cell(c).expect("a square"))
        .fold(0, |a, b| a | b)
}

/// The canonical image of (black, white), as the checkers see it, and its key.
fn canon(p: &Params, black: u64, white: u64) -> (Vec<u8>, (u64, u64)) {
    let rules = Rules::new(p.m, p.n, p.k, p.p, p.q);
    let board = rules.canonical(&rules.board(black, white));
    let key = rules.key(&board);
    (board, key)
}

/// The key of (black, white) with a stone on the first square of its canonical image that
/// is empty (`empty`) or occupied (`!empty`).
fn first_square(p: &Params, black: u64, white: u64, empty: bool) -> ((u64, u64), usize) {
    let (board, key) = canon(p, black, white);
    let c = board
        .iter()
        .position(|&s| (s == 0) == empty)
        .expect("such a square");
    (key, c)
}

fn win(
    p: Params,
    winner_is_b: bool,
    root: (u64, u64),
    moves: &[((u64, u64), usize)],
) -> Certificate {
    Certificate {
        params: p,
        winner_is_b,
        root,
        moves: moves.iter().copied().collect(),
    }
}

fn holds(
    p: Params,
    holder_is_b: bool,
    root: (u64, u64),
    entries: Vec<((u64, u64), Entry)>,
) -> HoldCertificate {
    HoldCertificate {
        params: p,
        holder_is_b,
        root,
        entries: entries.into_iter().collect(),
    }
}

/// B's value from `root` with perfect play, by the reference solver.
fn value(p: &Params, root: (u64, u64)) -> Wdl {
    reference_from(*p, root.0, root.1).expect("small enough for the reference solver")
}

fn wins(p: &Params, b: bool, root: (u64, u64)) -> bool {
    value(p, root) == if b { Wdl::Win } else { Wdl::Loss }
}

// --- Win certificates: one false input per rule. The 3 x 3 board (k = 3) unless named.

fn w_root_board() -> Certificate {
    win(game(3, 3, 3, 1, 1), true, (1, 1), &[((0, 0), 4)])
}

fn w_root_counts() -> Certificate {
    win(game(3, 3, 3, 1, 1), true, (0b11, 0), &[((0, 0), 4)])
}

/// W has a line at the root (B to move could still fill a window: b2).
fn w_loser_line() -> Certificate {
    let p = game(3, 3, 3, 1, 1);
    let root = (stones(&p, "a2 c2 b3"), stones(&p, "a1 b1 c1"));
    win(p, true, root, &[(canon(&p, root.0, root.1).1, 4)])
}

/// B fills the last square without a line: a draw.
fn w_full_board() -> Certificate {
    let p = game(3, 3, 3, 1, 1);
    let root = (stones(&p, "a3 c3 a2 b1"), stones(&p, "b3 b2 c2 a1"));
    win(p, true, root, &[first_square(&p, root.0, root.1, true)])
}

/// W to move blocks B's threat a1 (the turn guard: B's threat counts on B's turn only), and
/// the board fills without a line.
fn w_turn_guard() -> Certificate {
    let p = game(3, 3, 3, 1, 1);
    let root = (stones(&p, "c3 a2 b1 c1"), stones(&p, "b3 b2 c2"));
    let blocked = (root.0, root.1 | stones(&p, "a1"));
    win(
        p,
        true,
        root,
        &[first_square(&p, blocked.0, blocked.1, true)],
    )
}

/// W claims the 3 x 3 board and answers nothing.
fn w_no_stone() -> Certificate {
    win(game(3, 3, 3, 1, 1), false, (0, 0), &[((0, 0), 4)])
}

fn w_occupied() -> Certificate {
    let p = game(3, 3, 3, 1, 1);
    let root = (stones(&p, "a1"), stones(&p, "b2"));
    win(p, true, root, &[first_square(&p, root.0, root.1, false)])
}

cases! {
    /// A false win certificate is refused, for the rule it breaks, and its claim is false.
    fn win_refused(make: fn() -> Certificate, says: &str) {
        let cert = make();
        refused_saying(certificate::check(&cert), says);
        let p = cert.params;
        if p.check_position(cert.root.0, cert.root.1).is_ok() {
            assert!(!wins(&p, cert.winner_is_b, cert.root), "the claim is true");
        }
    }
    root_board: (super::w_root_board, "is not a position of the board"),
    root_counts: (super::w_root_counts, "stone counts the turn order does not give"),
    loser_line: (super::w_loser_line, "the opponent completes a line"),
    full_board: (super::w_full_board, "a full board without the winner's line"),
    turn_guard: (super::w_turn_guard, "a full board without the winner's line"),
    no_stone: (super::w_no_stone, "no stone given for the winner"),
    occupied: (super::w_occupied, "is not on an empty square"),
}

// --- Hold certificates: one false input per rule.

/// B has a line on the full board.
fn h_attacker_line() -> HoldCertificate {
    let p = game(3, 3, 3, 1, 1);
    let root = (stones(&p, "a1 b1 c1 a2 c3"), stones(&p, "b2 c2 a3 b3"));
    holds(p, false, root, vec![((0, 0), Entry::Stone(0))])
}

/// B to move completes a line at b2 (W's own threat there counts on W's turn only).
fn h_turn_guard() -> HoldCertificate {
    let p = game(3, 3, 3, 1, 1);
    let root = (stones(&p, "a1 b1 c3 b3"), stones(&p, "a3 c1 a2 c2"));
    holds(p, false, root, vec![((0, 0), Entry::Stone(0))])
}

/// A pairing where B places two stones at once (q = 2): B fills the pair.
fn h_pairing_turns() -> HoldCertificate {
    holds(
        game(2, 1, 2, 1, 2),
        false,
        (0, 0),
        vec![((0, 0), Entry::Pairs(vec![(0, 1)]))],
    )
}

/// On a 5 x 1 board (k = 2), after B a1 W b1: pairs sharing d1 (B's d1 would threaten c1
/// and e1 at once), or one pair that leaves the window d1-e1 open.
fn five_by_one(pairs: Vec<(usize, usize)>) -> HoldCertificate {
    let p = game(5, 1, 2, 1, 1);
    let root = (stones(&p, "a1"), stones(&p, "b1"));
    let (board, key) = canon(&p, root.0, root.1);
    assert_eq!(
        board,
        vec![1, 2, 0, 0, 0],
        "the root is its own canonical image"
    );
    holds(p, false, root, vec![(key, Entry::Pairs(pairs))])
}

fn h_pair_squares() -> HoldCertificate {
    five_by_one(vec![(2, 3), (3, 4)])
}

fn h_pair_window() -> HoldCertificate {
    five_by_one(vec![(2, 3)])
}

/// W's stone on B's turn (W would move twice); on a 3 x 1 board (k = 2) B wins.
fn h_stone_turn() -> HoldCertificate {
    holds(
        game(3, 1, 2, 1, 1),
        false,
        (0, 0),
        vec![((0, 0), Entry::Stone(1))],
    )
}

/// After B c1 on a 5 x 1 board (k = 2), W's stone on c1.
fn h_occupied() -> HoldCertificate {
    let p = game(5, 1, 2, 1, 1);
    let root = (stones(&p, "c1"), 0);
    holds(
        p,
        false,
        root,
        vec![(canon(&p, root.0, root.1).1, Entry::Stone(2))],
    )
}

fn h_no_answer() -> HoldCertificate {
    let p = game(5, 1, 2, 1, 1);
    let root = (stones(&p, "c1"), 0);
    holds(p, false, root, vec![((0, 0), Entry::Stone(0))])
}

cases! {
    /// A false hold certificate is refused, for the rule it breaks, and its claim is false.
    fn hold_refused(make: fn() -> HoldCertificate, says: &str, claim_false: bool) {
        let cert = make();
        refused_saying(hold::check(&cert), says);
        let p = cert.params;
        assert_eq!(wins(&p, !cert.holder_is_b, cert.root), claim_false);
    }
    attacker_line: (super::h_attacker_line, "the attacker completes a line", true),
    turn_guard: (super::h_turn_guard, "the attacker completes a line", true),
    pairing_turns: (super::h_pairing_turns, "where turns are not one stone each", true),
    // W does hold here (B must answer W's threat at c1), but not by these pairings.
    pair_squares: (super::h_pair_squares, "not two distinct empty squares of disjoint pairs", false),
    pair_window: (super::h_pair_window, "holds no pair", false),
    stone_turn: (super::h_stone_turn, "no answer given for the defender", true),
    occupied: (super::h_occupied, "is not on an empty square", true),
    no_answer: (super::h_no_answer, "no answer given for the defender", true),
}

// --- Whatever is accepted is true.

/// A random square of the game, or one past the board now and then.
fn square(rng: &mut Rng, p: &Params) -> usize {
    rng.below(p.m * p.n + 1)
}

/// Another game of the same board: k, p or q one up or down (when valid).
fn other_game(rng: &mut Rng, p: &Params) -> Params {
    let d = |x: usize, rng: &mut Rng| {
        if rng.below(2) == 0 {
            x + 1
        } else {
            x.saturating_sub(1)
        }
    };
    let (mut k, mut pp, mut q) = (p.k, p.p, p.q);
    match rng.below(3) {
        0 => k = d(k, rng),
        1 => pp = d(pp, rng),
        _ => q = d(q, rng),
    }
    Params::new(p.m, p.n, k, pp, q).unwrap_or(*p)
}

/// A key of the map, at random (in a fixed order, for reproducible runs).
fn some_key<V>(rng: &mut Rng, map: &HashMap<(u64, u64), V>) -> (u64, u64) {
    let mut keys: Vec<_> = map.keys().copied().collect();
    keys.sort_unstable();
    if keys.is_empty() {
        return (0, 0);
    }
    keys[rng.below(keys.len())]
}

/// The kind of a refusal: its first three words, after the position a pairing's refusal
/// starts with.
fn kind(e: &str) -> String {
    let e = match e.strip_prefix("in ") {
        Some(rest) => rest.split_once(": ").map_or(e, |(_, why)| why),
        None => e,
    };
    e.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// Valid win certificates corrupted at random (entries deep in the strategy, the root moved
/// to a position the strategy reaches, the winner or the game changed): every certificate
/// still accepted claims a true win, by the reference solver.
#[test]
fn corrupted_win_certificates_never_prove_a_false_win() {
    let bases = [
        certificate::build(game(4, 3, 3, 1, 1), true, 1_000_000).expect("(4,3,3) is a B win"),
        certificate::build(game(3, 3, 2, 2, 1), false, 1_000_000).expect("(3,3,2,2,1) is a W win"),
    ];
    let mut rng = Rng::new(0x5eed_0049);
    let mut truth: HashMap<(Params, bool, (u64, u64)), bool> = HashMap::new();
    let (mut accepted, mut kinds) = (0, BTreeSet::new());
    for round in 0..600 {
        let mut cert = bases[round % bases.len()].clone();
        for _ in 0..1 + rng.below(2) {
            let key = some_key(&mut rng, &cert.moves);
            match rng.below(6) {
                0 | 1 => {
                    let c = square(&mut rng, &cert.params);
                    cert.moves.insert(key, c);
                }
                2 => {
                    cert.moves.remove(&key);
                }
                3 => cert.root = key,
                4 => cert.winner_is_b = !cert.winner_is_b,
                _ => cert.params = other_game(&mut rng, &cert.params),
            }
        }
        match certificate::check(&cert) {
            Err(e) => {
                kinds.insert(kind(&e));
            }
            Ok(_) => {
                accepted += 1;
                let p = cert.params;
                assert!(p.check_position(cert.root.0, cert.root.1).is_ok());
                let is_true = *truth
                    .entry((p, cert.winner_is_b, cert.root))
                    .or_insert_with(|| wins(&p, cert.winner_is_b, cert.root));
                assert!(is_true, "a false win accepted: {}", cert.to_text());
            }
        }
    }
    assert!(
        accepted > 0,
        "nothing accepted: the corruptions are all fatal"
    );
    for rule in ["no stone given", "the stone on", "the opponent completes"] {
        assert!(
            kinds.iter().any(|k| k.starts_with(rule)),
            "no refusal '{rule}' reached: {kinds:?}"
        );
    }
}

/// Valid hold certificates corrupted at random (stones and pairings deep in the strategy,
/// the root, the defender, the game): every certificate still accepted claims a true hold.
#[test]
fn corrupted_hold_certificates_never_prove_a_false_hold() {
    let bases = [
        hold::build(game(3, 3, 3, 1, 1), false, 1_000_000).expect("W holds on 3 x 3"),
        hold::build(game(3, 3, 3, 1, 1), true, 1_000_000).expect("B holds on 3 x 3"),
        hold::build(game(4, 3, 4, 1, 1), false, 1_000_000).expect("W holds on 4 x 3, k = 4"),
        hold::build(game(5, 2, 4, 1, 1), false, 1_000_000).expect("W holds on 5 x 2, k = 4"),
    ];
    let mut rng = Rng::new(0x401d_0049);
    let mut truth: HashMap<(Params, bool, (u64, u64)), bool> = HashMap::new();
    let (mut accepted, mut kinds) = (0, BTreeSet::new());
    for round in 0..600 {
        let mut cert = bases[round % bases.len()].clone();
        for _ in 0..1 + rng.below(2) {
            let key = some_key(&mut rng, &cert.entries);
            let p = cert.params;
            match rng.below(7) {
                0 | 1 => {
                    let corrupted = match cert.entries.get(&key) {
                        Some(Entry::Pairs(pairs)) if !pairs.is_empty() => {
                            let mut pairs = pairs.clone();
                            let i = rng.below(pairs.len());
                            match rng.below(3) {
                                0 => {
                                    pairs.remove(i);
                                }
                                1 => pairs[i].0 = square(&mut rng, &p),
                                _ => pairs.push((pairs[i].0, square(&mut rng, &p))),
                            }
                            Entry::Pairs(pairs)
                        }
                        _ => Entry::Stone(square(&mut rng, &p)),
                    };
                    cert.entries.insert(key, corrupted);
                }
                2 => {
                    cert.entries.remove(&key);
                }
                3 => {
                    let a = square(&mut rng, &p);
                    let b = square(&mut rng, &p);
                    cert.entries.insert(key, Entry::Pairs(vec![(a, b)]));
                }
                4 => cert.root = key,
                5 => cert.holder_is_b = !cert.holder_is_b,
                _ => cert.params = other_game(&mut rng, &p),
            }
        }
        match hold::check(&cert) {
            Err(e) => {
                kinds.insert(kind(&e));
            }
            Ok(_) => {
                accepted += 1;
                let p = cert.params;
                assert!(p.check_position(cert.root.0, cert.root.1).is_ok());
                let is_true = *truth
                    .entry((p, cert.holder_is_b, cert.root))
                    .or_insert_with(|| !wins(&p, !cert.holder_is_b, cert.root));
                assert!(is_true, "a false hold accepted: {}", cert.to_text());
            }
        }
    }
    assert!(
        accepted > 0,
        "nothing accepted: the corruptions are all fatal"
    );
    for rule in [
        "no answer given",
        "the stone on",
        "the attacker completes",
        "a pairing in",
        "the window [",
        "pair (",
    ] {
        assert!(
            kinds.iter().any(|k| k.starts_with(rule)),
            "no refusal '{rule}' reached: {kinds:?}"
        );
    }
}

/// A certificate file of exactly [`certificate::MAX_TEXT`] bytes is read whole; one byte more
/// is refused, from a file's size or, for a stream with no size (`/dev/zero`), after reading
/// one byte past the cap: nothing past the cap is ever accepted unread (issue 49: mutants of
/// the two size tests survived).
#[test]
fn a_certificate_is_read_whole_up_to_the_cap_and_refused_past_it() {
    let path = std::env::temp_dir().join(format!("cgcheck-maxtext-{}", std::process::id()));
    let file = std::fs::File::create(&path).expect("a temporary file");
    file.set_len(certificate::MAX_TEXT).expect("a sparse file");
    let read = certificate::read_bytes(&path).map(|b| b.len() as u64);
    file.set_len(certificate::MAX_TEXT + 1)
        .expect("one byte more");
    let over = certificate::read_bytes(&path).map(|b| b.len());
    drop(file);
    let _ = std::fs::remove_file(&path);
    assert_eq!(read, Ok(certificate::MAX_TEXT));
    refused_saying(over, "is too large");
    let zero = std::path::Path::new("/dev/zero");
    if zero.exists() {
        refused_saying(
            certificate::read_bytes(zero).map(|b| b.len()),
            "is too large",
        );
    }
}

/// A header's numbers are plain digits (a sign is refused, not read as the number), and a
/// board of 16 columns fits while 17 do not (issue 49: mutants of both tests survived).
#[test]
fn header_numbers_are_digits_and_sixteen_columns_fit() {
    let header = |text: &str| certificate::parse_header(text, "winner").map(|_| ());
    refused_saying(header("mnk +4 4 4 1 1 winner B\n"), "invalid number '+4'");
    refused_saying(
        header("mnk 4 4 4 1 1 winner B root +0 0\n"),
        "invalid root '+0'",
    );
    assert_eq!(header("mnk 16 4 4 1 1 winner B\n"), Ok(()));
    assert_eq!(header("mnk 16 1 2 1 1 winner B root 0 0\n"), Ok(()));
    refused_saying(
        header("mnk 17 1 2 1 1 winner B\n"),
        "at most 64 squares and 16 columns",
    );
}

/// What the builders write for true values passes the checkers, two-stone turns included:
/// in (3,3,2,2,1) W completes a line with both stones of its first turn, which the checkers
/// must see for themselves (issue 49: a checker that counted one stone left, or none after
/// B's first turn, asked for moves there, and no test noticed, because the corrupted
/// certificates above only judge what is accepted).
#[test]
fn true_certificates_pass() {
    for (g, winner_is_b) in [
        (game(4, 3, 3, 1, 1), true),
        (game(3, 3, 2, 2, 1), false),
        (game(3, 3, 2, 1, 2), true),
    ] {
        let cert = certificate::build(g, winner_is_b, 1_000_000).expect("a win");
        assert!(certificate::check(&cert).is_ok(), "{}", cert.to_text());
    }
    for (g, holder_is_b) in [
        (game(3, 3, 3, 1, 1), false),
        (game(3, 3, 3, 1, 1), true),
        (game(3, 3, 2, 2, 1), false),
        (game(4, 3, 3, 2, 2), true),
    ] {
        let cert = hold::build(g, holder_is_b, 1_000_000).expect("a hold");
        assert!(hold::check(&cert).is_ok(), "{}", cert.to_text());
    }
}
