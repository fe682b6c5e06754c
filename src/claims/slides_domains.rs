//! The instance families the slides' universal claims quantify over, as driver domains
//! ([`drivers::Domain`](super::drivers::Domain)): game trees (Zermelo), positional games
//! (strategy stealing) and impartial games on DAGs (the P/N rules).

use super::drivers::{Domain, Random};
use crate::differential::decode;
use crate::games::finite::dag::DagGame;
use crate::games::finite::positional::{PositionalGame, for_each_antichain};
use crate::games::finite::tree::{GameTree, Payoff, for_each_tree};

/// Every game tree with win/draw/loss leaves, by number of nodes (every ordered shape, every
/// labelling of its leaves).
pub struct GameTrees;

impl Domain for GameTrees {
    type Instance = GameTree;
    const FAMILY: &'static str = "every game tree with win/draw/loss leaves and {}";
    const SIZE: &'static str = "nodes";
    const PLURAL: &'static str = "labelled trees";
    const ONE: &'static str = "a game tree";

    fn enumerate(max: u64, visit: &mut dyn FnMut(&GameTree)) -> u64 {
        (1..=max as usize)
            .map(|n| for_each_tree(n, &mut *visit))
            .sum()
    }
}

impl Random for GameTrees {
    /// Node i > 0 hangs under node `parents[i - 1] mod i`; leaf labels cycle through the
    /// three payoffs.
    fn decode(bytes: &[u8], cap: u64) -> Option<GameTree> {
        let (parents, labels) = decode::<(Vec<u8>, Vec<u8>)>(bytes)?;
        let n = parents.len().min(cap.saturating_sub(1) as usize) + 1;
        let mut children = vec![Vec::new(); n];
        for i in 1..n {
            children[usize::from(parents[i - 1]) % i].push(i);
        }
        let leaves = children.iter().filter(|c| c.is_empty()).count();
        let payoffs: Vec<Payoff> = (0..leaves)
            .map(|i| match labels.get(i).copied().unwrap_or(0) % 3 {
                0 => Payoff::FirstWins,
                1 => Payoff::Draw,
                _ => Payoff::SecondWins,
            })
            .collect();
        Some(GameTree::from_shape(&children, &payoffs))
    }

    fn size(t: &GameTree) -> u64 {
        t.nodes.len() as u64
    }
}

/// Every positional (Maker-Maker) game whose winning sets form an antichain, by number of
/// vertices.
pub struct PositionalGames;

impl Domain for PositionalGames {
    type Instance = PositionalGame;
    const FAMILY: &'static str = "every positional game with {}";
    const SIZE: &'static str = "vertices";
    const PLURAL: &'static str = "hypergraph games (antichains of winning sets)";
    const ONE: &'static str = "a positional game";

    fn enumerate(max: u64, visit: &mut dyn FnMut(&PositionalGame)) -> u64 {
        (0..=max as usize)
            .map(|vertices| {
                for_each_antichain(vertices, |sets| {
                    visit(&PositionalGame {
                        vertices,
                        winning_sets: sets.to_vec(),
                    })
                })
            })
            .sum()
    }
}

/// Every impartial game on a DAG whose positions move only to lower-numbered ones, by number
/// of positions.
pub struct DagGames;

impl Domain for DagGames {
    type Instance = DagGame;
    const FAMILY: &'static str = "every impartial game on a DAG with {}";
    const SIZE: &'static str = "positions";
    const PLURAL: &'static str = "DAGs";
    const ONE: &'static str = "a DAG";

    fn enumerate(max: u64, visit: &mut dyn FnMut(&DagGame)) -> u64 {
        (1..=max as usize)
            .flat_map(|n| {
                (0..1u64 << DagGame::edge_slots(n)).map(move |c| DagGame::from_code(n, c))
            })
            .inspect(visit)
            .count() as u64
    }
}

impl Random for DagGames {
    /// A size in 1..=cap (at most 16, so the edges fit 120 bits) and the edges as bits.
    fn decode(bytes: &[u8], cap: u64) -> Option<DagGame> {
        let (n, code) = decode::<(u8, u128)>(bytes)?;
        let n = usize::from(n) % cap.clamp(1, 16) as usize + 1;
        let mut succ = vec![0u32; n];
        let mut bit = 0;
        for (i, s) in succ.iter_mut().enumerate() {
            for j in 0..i {
                if code >> bit & 1 == 1 {
                    *s |= 1 << j;
                }
                bit += 1;
            }
        }
        Some(DagGame { succ })
    }

    fn size(g: &DagGame) -> u64 {
        g.succ.len() as u64
    }
}
