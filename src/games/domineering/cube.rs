//! The vertex game on the hypercube Q_d (section 1.1.2): players alternately colour a vertex
//! red that is not red and not adjacent to a red vertex; a player who cannot move loses
//! (the red vertices always form an independent set: the game is Node Kayles on Q_d).

use crate::core::reference::PnSolver;
use crate::core::{ImpartialGame, InputError};
use std::collections::{BTreeSet, HashMap};

/// Largest dimension solved (Q_4 has 16 vertices; larger cubes blow up the search).
pub const MAX_DIMENSION: u32 = 4;

/// The game on Q_d; a position is the set of vertices still available.
#[derive(Debug, Clone, Copy)]
pub struct CubeGame {
    /// The dimension d.
    pub dimension: u32,
}

impl CubeGame {
    /// The game on Q_d, 1 <= d <= 6.
    pub fn new(dimension: u32) -> Result<CubeGame, InputError> {
        if dimension == 0 || dimension > MAX_DIMENSION {
            return Err(InputError::new(format!(
                "hypercube dimension must be between 1 and {MAX_DIMENSION}, got {dimension}"
            )));
        }
        Ok(CubeGame { dimension })
    }

    /// Every vertex available.
    pub fn start(&self) -> u64 {
        let n = 1u32 << self.dimension;
        if n == 64 { u64::MAX } else { (1u64 << n) - 1 }
    }

    /// Vertex v and its neighbours.
    pub fn closed_neighbourhood(&self, v: u32) -> u64 {
        (0..self.dimension).fold(1u64 << v, |m, i| m | 1u64 << (v ^ (1 << i)))
    }

    /// Whether the first player wins (the reference P/N rules).
    pub fn first_player_wins(&self) -> bool {
        !PnSolver::new(self).is_p(&self.start())
    }

    /// Every possible length of a complete game (number of moves until a player is stuck).
    pub fn game_lengths(&self) -> BTreeSet<u32> {
        fn go(g: &CubeGame, avail: u64, memo: &mut HashMap<u64, BTreeSet<u32>>) -> BTreeSet<u32> {
            if let Some(s) = memo.get(&avail) {
                return s.clone();
            }
            let next = g.moves(&avail);
            let out: BTreeSet<u32> = if next.is_empty() {
                [0].into()
            } else {
                next.iter()
                    .flat_map(|&a| go(g, a, memo).into_iter().map(|l| l + 1))
                    .collect()
            };
            memo.insert(avail, out.clone());
            out
        }
        go(self, self.start(), &mut HashMap::new())
    }
}

impl CubeGame {
    /// A complete game of the least length: the vertices chosen, in order (branch and bound;
    /// Q_4 has 16 vertices, so this is instant).
    pub fn shortest_game(&self) -> Vec<u32> {
        fn go(g: &CubeGame, avail: u64, play: &mut Vec<u32>, best: &mut Option<Vec<u32>>) {
            if best.as_ref().is_some_and(|b| play.len() >= b.len()) {
                return;
            }
            let free: Vec<u32> = (0..1u32 << g.dimension)
                .filter(|&v| avail >> v & 1 == 1)
                .collect();
            if free.is_empty() {
                *best = Some(play.clone());
                return;
            }
            for v in free {
                play.push(v);
                go(g, avail & !g.closed_neighbourhood(v), play, best);
                play.pop();
            }
        }
        let mut best = None;
        go(self, self.start(), &mut Vec::new(), &mut best);
        best.unwrap_or_default()
    }
}

impl ImpartialGame for CubeGame {
    type Position = u64;

    fn moves(&self, &avail: &u64) -> Vec<u64> {
        (0..1u32 << self.dimension)
            .filter(|&v| avail >> v & 1 == 1)
            .map(|v| avail & !self.closed_neighbourhood(v))
            .collect()
    }
}
