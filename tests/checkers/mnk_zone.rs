//! The k-in-a-row zone certificate checker (`src/games/mnk/zone_check.rs`).

use super::{Rng, refused_saying};
use crate::common::cases;
use cgcheck::core::Wdl;
use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::solver::reference_from;
use cgcheck::games::mnk::zone_certificate::{self, Node, ZoneCertificate};
use cgcheck::games::mnk::zone_check;
use std::collections::{BTreeSet, HashMap};

fn game(m: usize, n: usize, k: usize) -> Params {
    Params::new(m, n, k, 1, 1).expect("a valid game")
}

/// A W-hold zone certificate of `p` with the given nodes ((black, white, attacker to move),
/// zone, rule).
fn w_holds(p: Params, nodes: Vec<((u64, u64, bool), u64, Node)>) -> ZoneCertificate {
    ZoneCertificate {
        params: p,
        holder_is_b: false,
        nodes: nodes.into_iter().map(|(k, z, n)| (k, (z, n))).collect(),
    }
}

/// On the 2 x 1 board (k = 2) W holds: the root, B to move, is an Erdős–Selfridge leaf
/// (potential 1, 2 after B's stone, below 4) with both squares in its zone.
fn root_2x1() -> ((u64, u64, bool), u64, Node) {
    ((0, 0, true), 0b11, Node::Leaf)
}

/// The 2 x 1 board's valid root and one more node.
fn on_2x1(node: ((u64, u64, bool), u64, Node)) -> ZoneCertificate {
    w_holds(game(2, 1, 2), vec![root_2x1(), node])
}

fn z_no_root() -> ZoneCertificate {
    // The 3 x 1 board (k = 2): B wins; a node after B's stone, no root.
    w_holds(game(3, 1, 2), vec![((0b010, 0, false), 0, Node::Leaf)])
}

fn z_position() -> ZoneCertificate {
    on_2x1(((0b1, 0b1, true), 0, Node::Leaf))
}

fn z_attacker_line() -> ZoneCertificate {
    on_2x1(((0b11, 0, false), 0, Node::Leaf))
}

fn z_outside() -> ZoneCertificate {
    // Square 2 is off the 2 x 1 board.
    w_holds(game(2, 1, 2), vec![((0, 0, true), 0b111, Node::Leaf)])
}

fn z_leaf() -> ZoneCertificate {
    // 3 x 1, k = 2: potential 2, 4 after B's b1: not below 4.
    w_holds(game(3, 1, 2), vec![((0, 0, true), 0b111, Node::Leaf)])
}

fn z_pair_squares() -> ZoneCertificate {
    w_holds(
        game(2, 1, 2),
        vec![((0, 0, true), 0b11, Node::Pairs(vec![(0, 0)]))],
    )
}

fn z_pair_zone() -> ZoneCertificate {
    w_holds(
        game(2, 1, 2),
        vec![((0, 0, true), 0b01, Node::Pairs(vec![(0, 1)]))],
    )
}

fn z_pair_window() -> ZoneCertificate {
    // 4 x 1, k = 2: the pair a1-b1 leaves b1-c1 and c1-d1 unpaired (B wins there).
    w_holds(
        game(4, 1, 2),
        vec![((0, 0, true), 0b1111, Node::Pairs(vec![(0, 1)]))],
    )
}

fn z_stone_turn() -> ZoneCertificate {
    w_holds(game(3, 1, 2), vec![((0, 0, true), 0b111, Node::Stone(1))])
}

fn z_stone_square() -> ZoneCertificate {
    on_2x1(((0b1, 0, false), 0b10, Node::Stone(0)))
}

fn z_stone_child() -> ZoneCertificate {
    // After B's a1, W's b1 has no node after it.
    on_2x1(((0b1, 0, false), 0b10, Node::Stone(1)))
}

fn z_moves_turn() -> ZoneCertificate {
    on_2x1(((0b1, 0, false), 0b10, Node::Moves))
}

fn z_moves_cover() -> ZoneCertificate {
    // 3 x 1, k = 2: B's stones are neither searched nor covered.
    w_holds(game(3, 1, 2), vec![((0, 0, true), 0b111, Node::Moves)])
}

/// Whether W holds in `p` from the empty board, by the reference solver.
fn w_holds_truly(p: &Params) -> bool {
    reference_from(*p, 0, 0).expect("small enough for the reference solver") != Wdl::Win
}

cases! {
    /// A false zone certificate is refused, for the rule it breaks; `claim_false`: W does not
    /// hold in that game.
    fn zone_refused(make: fn() -> ZoneCertificate, says: &str, claim_false: bool) {
        let cert = make();
        refused_saying(zone_check::check(&cert), says);
        assert_eq!(!w_holds_truly(&cert.params), claim_false);
    }
    no_root: (super::z_no_root, "is not a node", true),
    position: (super::z_position, "not a position of the board", false),
    attacker_line: (super::z_attacker_line, "the attacker has a line", false),
    outside: (super::z_outside, "holds a square that is not empty", false),
    leaf: (super::z_leaf, "no leaf rule applies", true),
    pair_squares: (super::z_pair_squares, "not two distinct empty squares", false),
    pair_zone: (super::z_pair_zone, "is not in the zone", false),
    pair_window: (super::z_pair_window, "holds no pair", true),
    stone_turn: (super::z_stone_turn, "a defender's stone where the attacker moves", true),
    stone_square: (super::z_stone_square, "is not on an empty square", false),
    stone_child: (super::z_stone_child, "the node after the stone", false),
    moves_turn: (super::z_moves_turn, "the attacker's stones where the defender moves", false),
    moves_cover: (super::z_moves_cover, "neither searched nor outside", true),
}

/// The valid 2 x 1 base of the cases above is accepted (so each case is refused for its own
/// node).
#[test]
fn the_cases_base_is_valid() {
    let cert = w_holds(game(2, 1, 2), vec![root_2x1()]);
    assert_eq!(zone_check::check(&cert), Ok(1));
}

/// A random node key of the certificate.
fn some_key(rng: &mut Rng, cert: &ZoneCertificate) -> (u64, u64, bool) {
    let mut keys: Vec<_> = cert.nodes.keys().copied().collect();
    keys.sort();
    if keys.is_empty() {
        return (0, 0, true);
    }
    keys[rng.below(keys.len())]
}

/// Valid zone certificates corrupted at random (zones, rules, stones, pairs, nodes dropped,
/// the defender, the game): every certificate still accepted claims a true hold.
#[test]
fn corrupted_zone_certificates_never_prove_a_false_hold() {
    let bases: Vec<ZoneCertificate> = [
        (3, 3, 3, false),
        (3, 3, 3, true),
        (4, 3, 4, false),
        (5, 2, 4, false),
    ]
    .iter()
    .map(|&(m, n, k, b)| {
        zone_certificate::build(game(m, n, k), b, 1_000_000, None)
            .expect("a game the zone prover takes")
            .expect("the defender holds")
    })
    .collect();
    let mut rng = Rng::new(0x2019_0775);
    let mut truth: HashMap<(Params, bool), bool> = HashMap::new();
    let (mut accepted, mut kinds) = (0, BTreeSet::new());
    for round in 0..800 {
        let mut cert = bases[round % bases.len()].clone();
        let cells = cert.params.cells();
        for _ in 0..1 + rng.below(2) {
            let key = some_key(&mut rng, &cert);
            match rng.below(8) {
                0 | 1 => {
                    if let Some((zone, _)) = cert.nodes.get_mut(&key) {
                        *zone ^= 1 << rng.below(cells + 1);
                    }
                }
                2 => {
                    cert.nodes.remove(&key);
                }
                3 => {
                    let node = match rng.below(4) {
                        0 => Node::Leaf,
                        1 => Node::Moves,
                        2 => Node::Stone(rng.below(cells + 1)),
                        _ => Node::Pairs(vec![(rng.below(cells), rng.below(cells))]),
                    };
                    if let Some((_, n)) = cert.nodes.get_mut(&key) {
                        *n = node;
                    }
                }
                4 => {
                    if let Some((_, Node::Pairs(pairs))) = cert.nodes.get_mut(&key)
                        && !pairs.is_empty()
                    {
                        let i = rng.below(pairs.len());
                        pairs.remove(i);
                    }
                }
                5 => cert.holder_is_b = !cert.holder_is_b,
                6 => {
                    let p = cert.params;
                    let k = if rng.below(2) == 0 { p.k + 1 } else { p.k - 1 };
                    if let Ok(g) = Params::new(p.m, p.n, k.max(1), 1, 1) {
                        cert.params = g;
                    }
                }
                _ => {
                    // Another node's zone.
                    let other = some_key(&mut rng, &cert);
                    let zone = cert.nodes.get(&other).map(|&(z, _)| z);
                    if let (Some(z), Some(entry)) = (zone, cert.nodes.get_mut(&key)) {
                        entry.0 = z;
                    }
                }
            }
        }
        match zone_check::check(&cert) {
            Err(e) => {
                let e = e.split(": ").nth(1).unwrap_or(&e).to_string();
                kinds.insert(e.chars().take(20).collect::<String>());
            }
            Ok(_) => {
                accepted += 1;
                let p = cert.params;
                let b = cert.holder_is_b;
                let is_true = *truth.entry((p, b)).or_insert_with(|| {
                    let v = reference_from(p, 0, 0).expect("small enough");
                    if b { v != Wdl::Loss } else { v != Wdl::Win }
                });
                assert!(is_true, "a false hold accepted: {}", cert.to_text());
            }
        }
    }
    assert!(
        accepted > 0,
        "nothing accepted: the corruptions are all fatal"
    );
    assert!(
        kinds.len() >= 5,
        "too few kinds of refusal reached: {kinds:?}"
    );
}

/// A zone certificate's text reads back as the same certificate.
#[test]
fn zone_certificates_round_trip_as_text() {
    let cert = zone_certificate::build(game(4, 4, 4), false, 1_000_000, None)
        .expect("taken")
        .expect("W holds");
    let text = cert.to_text();
    assert_eq!(ZoneCertificate::parse(&text), Ok(cert));
    assert!(ZoneCertificate::parse(&text.replace("zone-holds", "holds")).is_err());
}
