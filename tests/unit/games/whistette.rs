//! Unit tests of `src/games/whistette.rs`.

use cgcheck::games::whistette::*;

#[test]
fn the_highest_card_wins_a_one_card_deal() {
    let mut s = Solver::new();
    assert_eq!(s.leader_tricks(hand(&[2]).unwrap(), hand(&[1]).unwrap()), 1);
    assert_eq!(s.leader_tricks(hand(&[1]).unwrap(), hand(&[2]).unwrap()), 0);
}

#[test]
fn tricks_add_up() {
    // Whoever leads, the two players' tricks add up to n.
    let (a, b) = (hand(&[6, 4, 2]).unwrap(), hand(&[5, 3, 1]).unwrap());
    let mut s = Solver::new();
    for x in cards(a) {
        for y in cards(b) {
            let lead = s.after_trick(a, b, x, y);
            assert!(lead <= 3);
        }
    }
}

#[test]
fn bad_cards_are_refused() {
    assert!(hand(&[0]).is_err());
    assert!(hand(&[3, 3]).is_err());
    assert!(hand(&[64]).is_err());
}
