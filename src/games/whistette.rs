//! Whistette, Lasker's single-suit two-person card game (papers/seki.md, section 11.6, after
//! Kahn, Lagarias and Witsenhausen): the cards 1..2n are split into two hands of n cards.
//! The leader plays a card, the follower, seeing it, plays one of hers; the higher card wins
//! the trick and its owner leads next. Each player wants as many tricks as possible.
//!
//! The solver is the literal minimax over (leader's hand, follower's hand), memoised. Hands
//! are bit sets of card values (bit v for card v), so cards up to 63.

use crate::core::InputError;
use std::collections::HashMap;

/// A hand: bit `v` set when card `v` is held.
pub type Hand = u64;

/// The hand holding exactly `cards` (each in 1..=63, no card twice).
pub fn hand(cards: &[u32]) -> Result<Hand, InputError> {
    let mut h: Hand = 0;
    for &c in cards {
        if !(1..=63).contains(&c) {
            return Err(InputError::new(format!("card {c} is not in 1..=63")));
        }
        if h & (1 << c) != 0 {
            return Err(InputError::new(format!("card {c} is held twice")));
        }
        h |= 1 << c;
    }
    Ok(h)
}

/// The cards of a hand, highest first (for reports).
pub fn cards(h: Hand) -> Vec<u32> {
    (1..64).rev().filter(|&c| h & (1 << c) != 0).collect()
}

/// Memoised minimax for Whistette.
#[derive(Debug, Default)]
pub struct Solver {
    memo: HashMap<(Hand, Hand), u32>,
}

impl Solver {
    /// A solver with an empty memo.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// The tricks the leader takes from here under best play of both (hands of equal size).
    pub fn leader_tricks(&mut self, leader: Hand, follower: Hand) -> u32 {
        if leader == 0 {
            return 0;
        }
        if let Some(&v) = self.memo.get(&(leader, follower)) {
            return v;
        }
        let best = cards(leader)
            .into_iter()
            .map(|x| self.after_lead(leader, follower, x))
            .max()
            .unwrap_or(0);
        self.memo.insert((leader, follower), best);
        best
    }

    /// The leader's tricks (this one included) when she leads card `x` and both then play
    /// best: the follower picks the reply that leaves the leader fewest.
    pub fn after_lead(&mut self, leader: Hand, follower: Hand, x: u32) -> u32 {
        cards(follower)
            .into_iter()
            .map(|y| self.after_trick(leader, follower, x, y))
            .min()
            .unwrap_or(0)
    }

    /// The leader's tricks (this one included) when the first trick is `x` (leader) against
    /// `y` (follower) and both play best afterwards.
    pub fn after_trick(&mut self, leader: Hand, follower: Hand, x: u32, y: u32) -> u32 {
        let (l, f) = (leader & !(1 << x), follower & !(1 << y));
        let rest = l.count_ones();
        if x > y {
            1 + self.leader_tricks(l, f)
        } else {
            rest - self.leader_tricks(f, l)
        }
    }
}
