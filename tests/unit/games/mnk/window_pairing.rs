//! Unit tests of `src/games/mnk/window_pairing.rs`: every answer is a valid pairing (with
//! its stone), and the search finds one exactly when a plain reference search does, on
//! random positions of small boards.

use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::window_pairing::{find, pairing};

/// Steps enough for the search to be exhaustive on these boards.
const STEPS: u32 = u32::MAX;

/// The reference: whether the windows `open` have a pairing over `free`, by taking the first
/// window in list order that holds no chosen pair and trying every pair of its free squares.
fn has_pairing(open: &[u64], free: u64) -> bool {
    let Some(&w) = open.first() else {
        return true;
    };
    let squares: Vec<u64> = (0..64)
        .map(|i| 1u64 << i)
        .filter(|b| w & free & b != 0)
        .collect();
    for (i, &a) in squares.iter().enumerate() {
        for &b in &squares[i + 1..] {
            let pair = a | b;
            let rest: Vec<u64> = open.iter().copied().filter(|&x| pair & !x != 0).collect();
            if has_pairing(&rest, free & !pair) {
                return true;
            }
        }
    }
    false
}

/// Whether `pairs` is a pairing of `open` over `free`: disjoint pairs of two squares of
/// `free`, both squares of one inside every window.
fn is_pairing(open: &[u64], free: u64, pairs: &[u64]) -> bool {
    let mut used = 0u64;
    for &p in pairs {
        if p.count_ones() != 2 || p & !free != 0 || p & used != 0 {
            return false;
        }
        used |= p;
    }
    open.iter().all(|&w| pairs.iter().any(|&p| p & !w == 0))
}

/// Random positions (attacker, defender) of a board: each square empty, the attacker's or
/// the defender's.
fn positions(g: &Params, count: usize, seed: u64) -> Vec<(u64, u64)> {
    let mut next = super::lcg(seed);
    (0..count)
        .map(|_| {
            let (mut a, mut d) = (0u64, 0u64);
            for c in 0..g.cells() {
                match next() % 5 {
                    0 => a |= 1 << c,
                    1 => d |= 1 << c,
                    _ => {}
                }
            }
            (a, d)
        })
        .collect()
}

#[test]
fn pairings_and_stones_agree_with_the_reference() {
    let (mut found, mut none, mut stones) = (0, 0, 0);
    for (m, n, k) in [(4, 4, 3), (5, 3, 3), (4, 4, 4), (5, 4, 4), (6, 2, 3)] {
        let g = Params::new(m, n, k, 1, 1).expect("a game");
        let windows = g.windows();
        for (i, (a, d)) in positions(&g, 300, 7 + m as u64).into_iter().enumerate() {
            let empty = g.board_mask() & !(a | d);
            let open: Vec<u64> = windows.iter().copied().filter(|&w| w & d == 0).collect();
            // A plain pairing.
            let got = pairing(&windows, d, empty, STEPS);
            assert_eq!(
                got.is_some(),
                has_pairing(&open, empty),
                "({m},{n},{k}) position {i}"
            );
            if let Some(p) = &got {
                assert!(is_pairing(&open, empty, p), "({m},{n},{k}) position {i}");
                found += 1;
            } else {
                none += 1;
            }
            // A stone of `allowed`, then a pairing.
            let allowed = empty & (0x5555_5555_5555_5555u64 >> (i % 2));
            let expected = (0..g.cells()).filter(|&c| allowed >> c & 1 == 1).any(|c| {
                let rest: Vec<u64> = open.iter().copied().filter(|&w| w >> c & 1 == 0).collect();
                has_pairing(&rest, empty & !(1 << c))
            });
            let got = find(&windows, d, empty, allowed, STEPS);
            assert_eq!(got.is_some(), expected, "({m},{n},{k}) position {i}, stone");
            if let Some((c, p)) = got {
                assert!(allowed >> c & 1 == 1, "the stone is allowed");
                let rest: Vec<u64> = open.iter().copied().filter(|&w| w >> c & 1 == 0).collect();
                assert!(is_pairing(&rest, empty & !(1 << c), &p));
                stones += 1;
            }
        }
    }
    // The sample has both answers of each kind.
    assert!(
        found > 20 && none > 20 && stones > 20,
        "{found} {none} {stones}"
    );
}

#[test]
fn the_worked_example() {
    // One row a..e, k = 4, attacker stones on b and d: no pairing; the stone e and {a, c}.
    let g = Params::new(5, 1, 4, 1, 1).expect("a game");
    let (a, d) = (0b01010u64, 0u64);
    let empty = g.board_mask() & !(a | d);
    assert_eq!(pairing(&g.windows(), d, empty, STEPS), None);
    assert_eq!(
        find(&g.windows(), d, empty, empty, STEPS),
        Some((4, vec![0b00101]))
    );
}
