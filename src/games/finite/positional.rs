//! Positional (Maker-Maker) games on a hypergraph, the setting of the strategy-stealing
//! argument (slides, "Winning strategy"; tic-tac-toe is the 3x3 case).
//!
//! Players alternately claim an unclaimed vertex; the first to own every vertex of some
//! winning set wins; when all vertices are claimed without that, it is a draw. Strategy
//! stealing says the first player never loses: an extra claimed vertex never hurts.

use crate::core::reference::WdlSolver;
use crate::core::{DrawGame, Wdl};

/// A hypergraph game on `vertices` vertices with winning sets given as bitmasks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionalGame {
    /// Number of vertices (at most 16).
    pub vertices: usize,
    /// The winning sets.
    pub winning_sets: Vec<u32>,
}

impl PositionalGame {
    fn owns_a_set(&self, mine: u32) -> bool {
        // A set is owned when none of its vertices lies outside `mine`.
        self.winning_sets.iter().any(|&w| w & !mine == 0)
    }

    /// Win, draw or loss for the first player from the empty board.
    pub fn first_player_value(&self) -> Wdl {
        WdlSolver::new(self).value(&(0, 0))
    }
}

impl DrawGame for PositionalGame {
    /// (vertices of the player to move, vertices of the other player).
    type Position = (u32, u32);

    fn terminal(&self, &(mine, theirs): &(u32, u32)) -> Option<Wdl> {
        if self.owns_a_set(theirs) {
            Some(Wdl::Loss)
        } else if (mine | theirs).count_ones() as usize == self.vertices {
            Some(Wdl::Draw)
        } else {
            None
        }
    }

    fn moves(&self, &(mine, theirs): &(u32, u32)) -> Vec<(u32, u32)> {
        (0..self.vertices)
            .filter(|&v| (mine | theirs) >> v & 1 == 0)
            .map(|v| (theirs, mine | 1 << v))
            .collect()
    }
}

/// Every antichain of non-empty subsets of an `n`-set (the hypergraphs whose winning sets
/// are minimal; a superset of a winning set never decides a game). Calls `visit` on each.
pub fn for_each_antichain(n: usize, mut visit: impl FnMut(&[u32])) -> u64 {
    let subsets: Vec<u32> = (1..1u32 << n).collect();
    let mut chosen = Vec::new();
    let mut count = 0;
    extend(&subsets, 0, &mut chosen, &mut visit, &mut count);
    count
}

fn extend(
    subsets: &[u32],
    from: usize,
    chosen: &mut Vec<u32>,
    visit: &mut impl FnMut(&[u32]),
    count: &mut u64,
) {
    visit(chosen);
    *count += 1;
    for i in from..subsets.len() {
        let s = subsets[i];
        if chosen.iter().all(|&c| c & s != c && c & s != s) {
            chosen.push(s);
            extend(subsets, i + 1, chosen, visit, count);
            chosen.pop();
        }
    }
}
