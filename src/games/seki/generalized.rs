//! Generalised Seki and Seki-I (section 1.10): an acyclic directed graph of positions whose
//! arcs are the active moves; in a non-terminal position the player on lead takes an arc or
//! passes; two passes in a row draw. A play ending in V_T^R (V_T^C) is won by R (C); ending
//! in both, by the last mover in Seki and drawn in Seki-I; ending elsewhere, drawn.
//!
//! Arcs may be restricted to one player, which section 11.4 needs (only R fills the eyes of
//! rows, only C those of columns); section 1.10 itself has every arc open to both.

use super::Matrix;
use super::rules::{Player, Variant, active_moves};
use crate::core::Wdl;
use std::collections::HashMap;

/// Who may take an arc.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    /// Either player (section 1.10).
    Both,
    /// Only this player.
    Only(Player),
}

/// An acyclic game graph with terminal win sets.
#[derive(Debug, Clone, Default)]
pub struct Graph {
    /// Out-arcs of each position: (target, who may take it).
    pub arcs: Vec<Vec<(usize, Owner)>>,
    /// Terminal positions won by R (V_T^R).
    pub r_wins: Vec<bool>,
    /// Terminal positions won by C (V_T^C).
    pub c_wins: Vec<bool>,
}

impl Graph {
    /// Whether `v` is terminal (no arcs at all).
    pub fn is_terminal(&self, v: usize) -> bool {
        self.arcs[v].is_empty()
    }

    /// The value of the game from `v` for `mover` (the previous turn a pass iff `passed`).
    /// Iterative over the acyclic graph with memo; recursion depth is the longest path.
    pub fn value(&self, v: usize, mover: Player, passed: bool, variant: Variant) -> Wdl {
        let mut memo = HashMap::new();
        self.value_memo(v, mover, passed, variant, &mut memo)
    }

    fn value_memo(
        &self,
        v: usize,
        mover: Player,
        passed: bool,
        variant: Variant,
        memo: &mut HashMap<(usize, Player, bool), Wdl>,
    ) -> Wdl {
        if let Some(&x) = memo.get(&(v, mover, passed)) {
            return x;
        }
        let mut best = if passed {
            Wdl::Draw
        } else {
            self.value_memo(v, mover.other(), true, variant, memo)
                .flip()
        };
        for &(w, owner) in &self.arcs[v] {
            if owner != Owner::Both && owner != Owner::Only(mover) {
                continue;
            }
            let x = if self.is_terminal(w) {
                self.terminal_value(w, mover, variant)
            } else {
                self.value_memo(w, mover.other(), false, variant, memo)
                    .flip()
            };
            best = best.max(x);
        }
        memo.insert((v, mover, passed), best);
        best
    }

    /// The result for `mover` of a play that `mover` ended in terminal position `w`.
    pub fn terminal_value(&self, w: usize, mover: Player, variant: Variant) -> Wdl {
        let winner = match (self.r_wins[w], self.c_wins[w]) {
            (true, true) => match variant {
                Variant::Seki => Some(mover),
                Variant::SekiI => None,
            },
            (true, false) => Some(Player::R),
            (false, true) => Some(Player::C),
            (false, false) => None,
        };
        match winner {
            None => Wdl::Draw,
            Some(p) if p == mover => Wdl::Win,
            Some(_) => Wdl::Loss,
        }
    }

    /// The value of `mover`'s best active move from `v` (Loss if none).
    pub fn best_active(&self, v: usize, mover: Player, variant: Variant) -> Wdl {
        let mut memo = HashMap::new();
        self.arcs[v]
            .iter()
            .filter(|(_, o)| *o == Owner::Both || *o == Owner::Only(mover))
            .map(|&(w, _)| {
                if self.is_terminal(w) {
                    self.terminal_value(w, mover, variant)
                } else {
                    self.value_memo(w, mover.other(), false, variant, &mut memo)
                        .flip()
                }
            })
            .max()
            .unwrap_or(Wdl::Loss)
    }
}

/// Builds the graph of a matrix game: positions are the matrices reachable from `a`, arcs
/// are reductions by one (open to both players), and a matrix with a zero row (column) is
/// terminal in V_T^R (V_T^C). Returns the graph and the index of `a` (position 0).
pub fn from_matrix(a: &Matrix) -> Graph {
    let mut index: HashMap<Matrix, usize> = HashMap::new();
    let mut g = Graph::default();
    let mut stack = vec![a.clone()];
    index.insert(a.clone(), 0);
    g.arcs.push(Vec::new());
    g.r_wins.push(a.has_zero_row());
    g.c_wins.push(a.has_zero_col());
    while let Some(b) = stack.pop() {
        let v = index[&b];
        if g.r_wins[v] || g.c_wins[v] {
            continue;
        }
        for (i, j) in active_moves(&b) {
            let c = b.reduced(i, j);
            let w = match index.get(&c) {
                Some(&w) => w,
                None => {
                    let w = g.arcs.len();
                    index.insert(c.clone(), w);
                    g.arcs.push(Vec::new());
                    g.r_wins.push(c.has_zero_row());
                    g.c_wins.push(c.has_zero_col());
                    stack.push(c);
                    w
                }
            };
            g.arcs[v].push((w, Owner::Both));
        }
    }
    g
}
