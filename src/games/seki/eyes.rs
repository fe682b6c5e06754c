//! Seki with eyes (section 11.4). Besides the m x n matrix A, row i has e^r_i eyes and
//! column j has e^c_j eyes (the paper's extra column j_0 and row i_0). Once row i of A is all
//! zero, R needs e^r_i more moves, which only R may make, to eliminate the row; likewise C for
//! column j. R wins when a row is eliminated including its eyes, C when a column is; the other
//! rules are Seki's (or Seki-I's). With no eyes this is the standard game.
//!
//! The game is built as a section 1.10 graph with player-owned arcs, so it runs on the
//! generalised engine.

use super::Matrix;
use super::generalized::{Graph, Owner};
use super::rules::{Player, SekiType, Variant};
use std::collections::HashMap;

/// A position of Seki with eyes.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EyePosition {
    /// The matrix of shared liberties.
    pub a: Matrix,
    /// Eyes of each row (White group).
    pub row_eyes: Vec<u32>,
    /// Eyes of each column (Black group).
    pub col_eyes: Vec<u32>,
}

impl EyePosition {
    fn row_gone(&self, i: usize) -> bool {
        self.a.row(i).iter().all(|&x| x == 0) && self.row_eyes[i] == 0
    }

    fn col_gone(&self, j: usize) -> bool {
        (0..self.a.rows()).all(|i| self.a.get(i, j) == 0) && self.col_eyes[j] == 0
    }

    fn moves(&self) -> Vec<(EyePosition, Owner)> {
        let mut out = Vec::new();
        for i in 0..self.a.rows() {
            for j in 0..self.a.cols() {
                if self.a.get(i, j) > 0 {
                    let mut p = self.clone();
                    p.a = p.a.reduced(i, j);
                    out.push((p, Owner::Both));
                }
            }
        }
        for i in 0..self.a.rows() {
            if self.row_eyes[i] > 0 && self.a.row(i).iter().all(|&x| x == 0) {
                let mut p = self.clone();
                p.row_eyes[i] -= 1;
                out.push((p, Owner::Only(Player::R)));
            }
        }
        for j in 0..self.a.cols() {
            if self.col_eyes[j] > 0 && (0..self.a.rows()).all(|i| self.a.get(i, j) == 0) {
                let mut p = self.clone();
                p.col_eyes[j] -= 1;
                out.push((p, Owner::Only(Player::C)));
            }
        }
        out
    }

    /// The game graph from this position (position 0).
    pub fn graph(&self) -> Graph {
        let mut index: HashMap<EyePosition, usize> = HashMap::new();
        let mut g = Graph::default();
        let mut stack = vec![self.clone()];
        index.insert(self.clone(), 0);
        let push = |g: &mut Graph, p: &EyePosition| {
            g.arcs.push(Vec::new());
            g.r_wins.push((0..p.a.rows()).any(|i| p.row_gone(i)));
            g.c_wins.push((0..p.a.cols()).any(|j| p.col_gone(j)));
        };
        push(&mut g, self);
        while let Some(p) = stack.pop() {
            let v = index[&p];
            if g.r_wins[v] || g.c_wins[v] {
                continue;
            }
            for (q, owner) in p.moves() {
                let w = match index.get(&q) {
                    Some(&w) => w,
                    None => {
                        let w = g.arcs.len();
                        index.insert(q.clone(), w);
                        push(&mut g, &q);
                        stack.push(q);
                        w
                    }
                };
                g.arcs[v].push((w, owner));
            }
        }
        g
    }

    /// The type of this position (section 3), solved on the generalised engine.
    pub fn seki_type(&self, variant: Variant) -> SekiType {
        let g = self.graph();
        SekiType::from_best_active(
            g.best_active(0, Player::R, variant),
            g.best_active(0, Player::C, variant),
        )
    }
}
