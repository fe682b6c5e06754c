//! The reference solver: literal memoised backward induction over the states of the game as
//! section 1 defines it, (matrix, player to move, whether the previous turn was a pass), with
//! no symmetry and no shortcut. It is the oracle the fast solver is tested against.

use super::Matrix;
use super::rules::{Player, SekiType, Step, Variant, active_moves, play};
use crate::core::Wdl;
use std::collections::HashMap;

/// A state: the matrix, who moves, and whether the previous turn was a pass.
type State = (Matrix, Player, bool);

/// Memoised values of states, seen by the player to move.
#[derive(Debug)]
pub struct Reference {
    variant: Variant,
    memo: HashMap<State, Wdl>,
}

/// Everything the reference knows about a matrix: its type and the value of every action of
/// each player moving first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The type (section 3).
    pub kind: SekiType,
    /// R first: each active move (i, j) with its value for R.
    pub r_moves: Vec<((usize, usize), Wdl)>,
    /// C first: each active move (i, j) with its value for C.
    pub c_moves: Vec<((usize, usize), Wdl)>,
    /// R first: the value of passing.
    pub r_pass: Wdl,
    /// C first: the value of passing.
    pub c_pass: Wdl,
}

impl Reference {
    /// A solver for `variant` with an empty memo.
    pub fn new(variant: Variant) -> Reference {
        Reference {
            variant,
            memo: HashMap::new(),
        }
    }

    /// Number of states solved so far.
    pub fn states(&self) -> usize {
        self.memo.len()
    }

    /// The value for `mover` of a game in progress on `a` (which has no zero line), when the
    /// previous turn was a pass iff `passed`.
    pub fn value(&mut self, a: &Matrix, mover: Player, passed: bool) -> Wdl {
        let key = (a.clone(), mover, passed);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        // Passing: after two passes the game is a draw; otherwise the opponent moves.
        let mut best = if passed {
            Wdl::Draw
        } else {
            self.value(a, mover.other(), true).flip()
        };
        for (i, j) in active_moves(a) {
            let v = self.move_value(a, mover, i, j);
            best = best.max(v);
        }
        self.memo.insert(key, best);
        best
    }

    /// The value for `mover` of the active move (i, j).
    pub fn move_value(&mut self, a: &Matrix, mover: Player, i: usize, j: usize) -> Wdl {
        match play(a, mover, i, j, self.variant) {
            Step::Over(r) => r,
            Step::Continue(b) => self.value(&b, mover.other(), false).flip(),
        }
    }

    /// The value for `mover` of its best active move (Loss if every active move loses).
    pub fn best_active(&mut self, a: &Matrix, mover: Player) -> Wdl {
        active_moves(a)
            .into_iter()
            .map(|(i, j)| self.move_value(a, mover, i, j))
            .max()
            .unwrap_or(Wdl::Loss)
    }

    /// The type and every first move's value for a matrix with no zero line.
    pub fn solve(&mut self, a: &Matrix) -> Solution {
        let moves = active_moves(a);
        let r_moves: Vec<_> = moves
            .iter()
            .map(|&(i, j)| ((i, j), self.move_value(a, Player::R, i, j)))
            .collect();
        let c_moves: Vec<_> = moves
            .iter()
            .map(|&(i, j)| ((i, j), self.move_value(a, Player::C, i, j)))
            .collect();
        let r_pass = self.value(a, Player::C, true).flip();
        let c_pass = self.value(a, Player::R, true).flip();
        let r_first = self.value(a, Player::R, false);
        let c_first = self.value(a, Player::C, false);
        let best = |v: &[((usize, usize), Wdl)]| v.iter().map(|x| x.1).max().unwrap_or(Wdl::Loss);
        let mut kind = SekiType::from_best_active(best(&r_moves), best(&c_moves));
        debug_assert_eq!((kind.r_first, kind.c_first), (r_first, c_first));
        kind.r_first = r_first;
        kind.c_first = c_first;
        Solution {
            kind,
            r_moves,
            c_moves,
            r_pass,
            c_pass,
        }
    }
}

/// The type of `a` by the reference solver (a fresh memo).
pub fn seki_type(a: &Matrix, variant: Variant) -> SekiType {
    Reference::new(variant).solve(a).kind
}
