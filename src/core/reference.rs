//! Generic reference solvers: memoised backward induction, written to be read.
//!
//! Each solver is the textbook definition turned into code, with a memo table so that shared
//! subpositions are solved once. The traversal is an explicit stack rather than recursion so
//! that long games (a subtraction heap of 10^5 chips) do not overflow a test thread's stack;
//! the rule applied at each position is still the one-line definition.

use super::game::{DrawGame, ImpartialGame, PartizanGame};
use super::outcome::{Grundy, OutcomeClass, Wdl, mex};
use std::collections::HashMap;
use std::hash::Hash;

/// Evaluates `root` bottom-up: `value(p) = rule(p, values of children(p))`, memoised.
///
/// `children` must describe a finite acyclic graph (the traits promise finite play).
fn evaluate<P, V, C, R>(root: &P, memo: &mut HashMap<P, V>, children: C, rule: R) -> V
where
    P: Clone + Eq + Hash,
    V: Clone,
    C: Fn(&P) -> Vec<P>,
    R: Fn(&P, &[V]) -> V,
{
    let mut stack = vec![root.clone()];
    while let Some(p) = stack.last().cloned() {
        if memo.contains_key(&p) {
            stack.pop();
            continue;
        }
        let kids = children(&p);
        let unsolved: Vec<P> = kids
            .iter()
            .filter(|k| !memo.contains_key(*k))
            .cloned()
            .collect();
        if unsolved.is_empty() {
            let values: Vec<V> = kids.iter().map(|k| memo[k].clone()).collect();
            let v = rule(&p, &values);
            memo.insert(p, v);
            stack.pop();
        } else {
            stack.extend(unsolved);
        }
    }
    memo[root].clone()
}

/// Memoised Sprague-Grundy values of an impartial game: `SG(p) = mex { SG(q) : p -> q }`.
pub struct GrundySolver<'g, G: ImpartialGame> {
    game: &'g G,
    memo: HashMap<G::Position, Grundy>,
}

impl<'g, G: ImpartialGame> GrundySolver<'g, G> {
    /// A solver with an empty memo.
    pub fn new(game: &'g G) -> Self {
        GrundySolver {
            game,
            memo: HashMap::new(),
        }
    }

    /// The Sprague-Grundy value of `p`.
    pub fn grundy(&mut self, p: &G::Position) -> Grundy {
        let game = self.game;
        evaluate(
            p,
            &mut self.memo,
            |q| game.moves(q),
            |_, vs| mex(vs.iter().copied()),
        )
    }

    /// Number of positions solved so far.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

/// Memoised P/N labelling by the three rules of normal play (slides, "P-position and
/// N-position"): a terminal position is P; a position with a move to a P-position is N; a
/// position whose every move leads to an N-position is P. Returns `true` for P.
pub struct PnSolver<'g, G: ImpartialGame> {
    game: &'g G,
    memo: HashMap<G::Position, bool>,
}

impl<'g, G: ImpartialGame> PnSolver<'g, G> {
    /// A solver with an empty memo.
    pub fn new(game: &'g G) -> Self {
        PnSolver {
            game,
            memo: HashMap::new(),
        }
    }

    /// Whether `p` is a P-position (the previous player wins).
    pub fn is_p(&mut self, p: &G::Position) -> bool {
        let game = self.game;
        evaluate(
            p,
            &mut self.memo,
            |q| game.moves(q),
            // Rule 1 (terminal => P) is the empty case of rule 3.
            |_, kids_are_p: &[bool]| !kids_are_p.iter().any(|&kid_p| kid_p),
        )
    }
}

/// Memoised minimax for a finite game with draws: the value for the player to move is the
/// best, over all moves, of the opponent's value flipped.
pub struct WdlSolver<'g, G: DrawGame> {
    game: &'g G,
    memo: HashMap<G::Position, Wdl>,
}

impl<'g, G: DrawGame> WdlSolver<'g, G> {
    /// A solver with an empty memo.
    pub fn new(game: &'g G) -> Self {
        WdlSolver {
            game,
            memo: HashMap::new(),
        }
    }

    /// Win, draw or loss for the player to move at `p`.
    pub fn value(&mut self, p: &G::Position) -> Wdl {
        let game = self.game;
        evaluate(
            p,
            &mut self.memo,
            |q| {
                if game.terminal(q).is_some() {
                    Vec::new()
                } else {
                    game.moves(q)
                }
            },
            |q, kid_values: &[Wdl]| match game.terminal(q) {
                Some(result) => result,
                None => kid_values
                    .iter()
                    .map(|v| v.flip())
                    .max()
                    .expect("a non-terminal position has a move"),
            },
        )
    }
}

/// Memoised outcome class of a partizan game under normal play: Left moving first wins iff
/// some Left move reaches a position Right, moving first, loses (and symmetrically).
pub struct PartizanSolver<'g, G: PartizanGame> {
    game: &'g G,
    // (position, Left to move?) -> the player to move wins
    memo: HashMap<(G::Position, bool), bool>,
}

impl<'g, G: PartizanGame> PartizanSolver<'g, G> {
    /// A solver with an empty memo.
    pub fn new(game: &'g G) -> Self {
        PartizanSolver {
            game,
            memo: HashMap::new(),
        }
    }

    /// Whether the player to move (Left if `left_to_move`) wins from `p`.
    pub fn mover_wins(&mut self, p: &G::Position, left_to_move: bool) -> bool {
        let game = self.game;
        evaluate(
            &(p.clone(), left_to_move),
            &mut self.memo,
            |(q, left)| {
                let next = if *left {
                    game.left_moves(q)
                } else {
                    game.right_moves(q)
                };
                next.into_iter().map(|r| (r, !*left)).collect()
            },
            |_, opponent_wins: &[bool]| opponent_wins.iter().any(|&w| !w),
        )
    }

    /// The outcome class (N, P, L or R) of `p`.
    pub fn outcome(&mut self, p: &G::Position) -> OutcomeClass {
        let left_first = self.mover_wins(p, true);
        let right_first = self.mover_wins(p, false);
        OutcomeClass::from_first_player_wins(left_first, right_first)
    }
}
