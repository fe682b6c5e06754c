//! Bounded proof search: can `attacker` force a win within d plies? Used for matrices whose
//! full state space is far too large for [`super::fast`] (section 1.9.1's 4 x 5 examples,
//! whose entries reach 8) but whose wins are short. A `true` answer is a proof (every
//! defender reply, pass included, was refuted); `false` only means "not within d plies".
//!
//! The attacker never passes (the defender could pass back and draw), so a position is just
//! the matrix and whose turn it is. Results are kept per canonical key with the depths at
//! which they were proved or refuted; iterative deepening tries the attacker's moves in its
//! lines with the smallest sums first.

use super::Matrix;
use super::canon::Shape;
use super::fast::ending;
use super::rules::{Player, Variant};
use crate::core::hash::FastMap;
use crate::core::{InputError, Wdl};

/// The prover for one matrix shape, variant and attacker.
#[derive(Debug)]
pub struct Prover {
    shape: Shape,
    variant: Variant,
    attacker: Player,
    /// (canonical key, attacker to move) -> (smallest depth proved a win, largest depth refuted).
    tt: FastMap<(u128, bool), (u8, u8)>,
    /// Nodes searched.
    pub nodes: u64,
    budget: u64,
}

impl Prover {
    /// A prover for `attacker` on matrices shaped like `a`, searching at most `budget` nodes.
    pub fn new(
        a: &Matrix,
        variant: Variant,
        attacker: Player,
        budget: u64,
    ) -> Result<(Prover, u128), InputError> {
        let shape = Shape::for_height(a.rows(), a.cols(), a.height())?;
        let key = shape.pack(a)?;
        Ok((
            Prover {
                shape,
                variant,
                attacker,
                tt: FastMap::default(),
                nodes: 0,
                budget,
            },
            key,
        ))
    }

    /// The smallest depth <= `max_depth` at which `attacker`, moving first from `key` when
    /// `attacker_first`, forces a win (iterative deepening), or `None`.
    pub fn prove(&mut self, key: u128, attacker_first: bool, max_depth: u8) -> Option<u8> {
        for d in 1..=max_depth {
            let ok = if attacker_first {
                self.attack(key, d)
            } else {
                self.defend(key, d)
            };
            if ok {
                return Some(d);
            }
            if self.nodes > self.budget {
                return None;
            }
        }
        None
    }

    fn lookup(&self, key: u128, att: bool, d: u8) -> Option<bool> {
        let &(win_at, lose_at) = self.tt.get(&(self.shape.memo_key(key), att))?;
        if win_at != 0 && win_at <= d {
            Some(true)
        } else if d <= lose_at {
            Some(false)
        } else {
            None
        }
    }

    fn store(&mut self, key: u128, att: bool, d: u8, won: bool) {
        let e = self
            .tt
            .entry((self.shape.memo_key(key), att))
            .or_insert((0, 0));
        if won {
            if e.0 == 0 || d < e.0 {
                e.0 = d;
            }
        } else if d > e.1 {
            e.1 = d;
        }
    }

    /// The value for the attacker of its own move ending the game, if it does.
    fn end_for_attacker(
        &self,
        child: u128,
        r: usize,
        c: usize,
        mover_is_attacker: bool,
    ) -> Option<Wdl> {
        let (vr, vc) = ending(&self.shape, child, r, c, self.variant)?;
        let mover_value = if (self.attacker == Player::R) == mover_is_attacker {
            vr
        } else {
            vc
        };
        Some(if mover_is_attacker {
            mover_value
        } else {
            mover_value.flip()
        })
    }

    /// Active moves, lines with the smallest sums of `player`'s target first.
    fn ordered_moves(&self, key: u128, player: Player) -> Vec<(usize, usize)> {
        let (m, n) = (self.shape.m, self.shape.n);
        let mut moves = Vec::new();
        for r in 0..m {
            for c in 0..n {
                if self.shape.get(key, r, c) > 0 {
                    let line: u32 = match player {
                        Player::R => (0..n).map(|k| self.shape.get(key, r, k)).sum(),
                        Player::C => (0..m).map(|k| self.shape.get(key, k, c)).sum(),
                    };
                    moves.push((line, r, c));
                }
            }
        }
        moves.sort_unstable();
        moves.into_iter().map(|(_, r, c)| (r, c)).collect()
    }

    fn attack(&mut self, key: u128, d: u8) -> bool {
        if d == 0 {
            return false;
        }
        if let Some(v) = self.lookup(key, true, d) {
            return v;
        }
        self.nodes += 1;
        let mut won = false;
        for (r, c) in self.ordered_moves(key, self.attacker) {
            let child = key - (1u128 << self.shape.shift(r, c));
            match self.end_for_attacker(child, r, c, true) {
                Some(Wdl::Win) => {
                    won = true;
                    break;
                }
                Some(_) => continue,
                None => {
                    if self.defend(child, d - 1) {
                        won = true;
                        break;
                    }
                }
            }
            if self.nodes > self.budget {
                break;
            }
        }
        self.store(key, true, d, won);
        won
    }

    fn defend(&mut self, key: u128, d: u8) -> bool {
        if d == 0 {
            return false;
        }
        if let Some(v) = self.lookup(key, false, d) {
            return v;
        }
        self.nodes += 1;
        // The defender's pass: the attacker must then move (passing back draws).
        let mut won = self.attack(key, d - 1);
        if won {
            for (r, c) in self.ordered_moves(key, self.attacker.other()) {
                let child = key - (1u128 << self.shape.shift(r, c));
                let ok = match self.end_for_attacker(child, r, c, false) {
                    Some(v) => v == Wdl::Win,
                    None => self.attack(child, d - 1),
                };
                if !ok {
                    won = false;
                    break;
                }
                if self.nodes > self.budget {
                    won = false;
                    break;
                }
            }
        }
        self.store(key, false, d, won);
        won
    }
}
