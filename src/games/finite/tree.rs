//! Finite game trees with win/draw/loss leaves (slides, "Zermelo's theorem").
//!
//! Player 1 moves at even depth, player 2 at odd depth. Zermelo's theorem is checked by
//! computing, with one small recursion per player and goal, whether a player has a strategy
//! forcing a win or forcing at least a draw, independently of the minimax solver.

use crate::core::reference::WdlSolver;
use crate::core::{DrawGame, Wdl};

/// The result at a leaf, seen from outside the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Payoff {
    /// Player 1 (who moves at the root) wins.
    FirstWins,
    /// Nobody wins.
    Draw,
    /// Player 2 wins.
    SecondWins,
}

/// A node of a game tree stored in an arena: a leaf with its payoff, or an inner node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// Child indices (empty for a leaf).
    pub children: Vec<usize>,
    /// The payoff at a leaf.
    pub payoff: Option<Payoff>,
    /// Depth from the root (even: player 1 to move).
    pub depth: usize,
}

/// A finite game tree, root at index 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameTree {
    /// The nodes; `nodes[0]` is the root.
    pub nodes: Vec<Node>,
}

/// One of the two players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    /// Moves first.
    First,
    /// Moves second.
    Second,
}

impl GameTree {
    /// Builds a tree from a shape: `shape[i]` lists the children of node i, nodes numbered
    /// in preorder; `payoffs` labels the leaves in preorder.
    pub fn from_shape(children: &[Vec<usize>], payoffs: &[Payoff]) -> GameTree {
        let mut nodes: Vec<Node> = children
            .iter()
            .map(|c| Node {
                children: c.clone(),
                payoff: None,
                depth: 0,
            })
            .collect();
        for i in 0..nodes.len() {
            let d = nodes[i].depth;
            for c in nodes[i].children.clone() {
                nodes[c].depth = d + 1;
            }
        }
        let mut leaf = 0;
        for n in nodes.iter_mut() {
            if n.children.is_empty() {
                n.payoff = Some(payoffs[leaf]);
                leaf += 1;
            }
        }
        GameTree { nodes }
    }

    /// Whether `player` has a strategy from node `v` that ends the game in a payoff
    /// accepted by `goal`, whatever the opponent does.
    pub fn can_force(&self, v: usize, player: Player, goal: &dyn Fn(Payoff) -> bool) -> bool {
        let node = &self.nodes[v];
        if let Some(p) = node.payoff {
            return goal(p);
        }
        let mover = if node.depth.is_multiple_of(2) {
            Player::First
        } else {
            Player::Second
        };
        let mut kids = node
            .children
            .iter()
            .map(|&c| self.can_force(c, player, goal));
        if mover == player {
            kids.any(|ok| ok)
        } else {
            kids.all(|ok| ok)
        }
    }

    /// Whether any leaf is a draw.
    pub fn has_draws(&self) -> bool {
        self.nodes.iter().any(|n| n.payoff == Some(Payoff::Draw))
    }

    /// The root value for player 1 by the generic minimax reference solver.
    pub fn minimax(&self) -> Wdl {
        WdlSolver::new(self).value(&0)
    }
}

impl DrawGame for GameTree {
    type Position = usize;

    fn terminal(&self, &v: &usize) -> Option<Wdl> {
        let node = &self.nodes[v];
        let first_to_move = node.depth.is_multiple_of(2);
        node.payoff.map(|p| match (p, first_to_move) {
            (Payoff::Draw, _) => Wdl::Draw,
            (Payoff::FirstWins, true) | (Payoff::SecondWins, false) => Wdl::Win,
            _ => Wdl::Loss,
        })
    }

    fn moves(&self, &v: &usize) -> Vec<usize> {
        self.nodes[v].children.clone()
    }
}

/// Every ordered (plane) tree shape with exactly `n` nodes, as child lists in preorder.
pub fn shapes(n: usize) -> Vec<Vec<Vec<usize>>> {
    // A tree is a root followed by an ordered forest of n - 1 nodes.
    forests(n - 1)
        .into_iter()
        .map(|forest| {
            let mut out = vec![Vec::new()];
            let mut offset = 1;
            for tree in forest {
                out[0].push(offset);
                for kids in &tree {
                    out.push(kids.iter().map(|k| k + offset).collect());
                }
                offset += tree.len();
            }
            out
        })
        .collect()
}

/// Every ordered forest with exactly `n` nodes (a list of tree shapes).
fn forests(n: usize) -> Vec<Vec<Vec<Vec<usize>>>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for first in 1..=n {
        for t in shapes(first) {
            for mut rest in forests(n - first) {
                rest.insert(0, t.clone());
                out.push(rest);
            }
        }
    }
    out
}

/// Every game tree with `n` nodes: every shape with every labelling of its leaves, passed
/// to `visit` one at a time. Returns how many were visited.
pub fn for_each_tree(n: usize, mut visit: impl FnMut(&GameTree)) -> u64 {
    let labels = [Payoff::FirstWins, Payoff::Draw, Payoff::SecondWins];
    let mut count = 0;
    for shape in shapes(n) {
        let leaves = shape.iter().filter(|c| c.is_empty()).count();
        let total = 3usize.pow(leaves as u32);
        for code in 0..total {
            let mut c = code;
            let payoffs: Vec<Payoff> = (0..leaves)
                .map(|_| {
                    let l = labels[c % 3];
                    c /= 3;
                    l
                })
                .collect();
            visit(&GameTree::from_shape(&shape, &payoffs));
            count += 1;
        }
    }
    count
}

/// Zermelo's theorem on one tree, checked against independent strategy predicates:
/// exactly one of "player 1 forces a win", "player 2 forces a win", "both force at least a
/// draw" holds; without draws exactly one player forces a win; and the minimax value agrees.
/// Returns a description of the failure, if any.
pub fn check_zermelo(t: &GameTree) -> Result<(), String> {
    let w1 = t.can_force(0, Player::First, &|p| p == Payoff::FirstWins);
    let w2 = t.can_force(0, Player::Second, &|p| p == Payoff::SecondWins);
    let d1 = t.can_force(0, Player::First, &|p| p != Payoff::SecondWins);
    let d2 = t.can_force(0, Player::Second, &|p| p != Payoff::FirstWins);
    let cases = [w1, w2, d1 && d2].iter().filter(|&&b| b).count();
    if cases != 1 {
        return Err(format!(
            "not exactly one of (P1 wins, P2 wins, both draw): {w1} {w2} {}",
            d1 && d2
        ));
    }
    if !(d1 || d2) {
        return Err("neither player has a drawing strategy".into());
    }
    if !t.has_draws() && (w1 == w2) {
        return Err("no draws, yet not exactly one player has a winning strategy".into());
    }
    let expected = if w1 {
        Wdl::Win
    } else if w2 {
        Wdl::Loss
    } else {
        Wdl::Draw
    };
    if t.minimax() != expected {
        return Err(format!(
            "minimax says {} but the strategy predicates say {expected}",
            t.minimax()
        ));
    }
    Ok(())
}
