//! Impartial games on small directed acyclic graphs (slides, "P-position and N-position" and
//! "Proof of P-positions").
//!
//! Node i may move only to nodes j < i, so every DAG on n labelled nodes with a fixed
//! topological order is a bit pattern of n(n-1)/2 possible edges, and all of them can be
//! enumerated.

use crate::core::ImpartialGame;
use crate::core::reference::{GrundySolver, PnSolver};

/// A DAG game: `succ[i]` is the bitmask of the nodes node i can move to (all below i).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DagGame {
    /// Successor bitmasks.
    pub succ: Vec<u32>,
}

impl DagGame {
    /// Number of possible edges on `n` nodes.
    pub fn edge_slots(n: usize) -> usize {
        n * (n.saturating_sub(1)) / 2
    }

    /// The DAG whose edges are the set bits of `code` (edge slots in order (1,0), (2,0),
    /// (2,1), (3,0), ...).
    pub fn from_code(n: usize, code: u64) -> DagGame {
        let mut succ = vec![0u32; n];
        let mut bit = 0;
        for (i, s) in succ.iter_mut().enumerate() {
            for j in 0..i {
                if bit < 64 && code >> bit & 1 == 1 {
                    *s |= 1 << j;
                }
                bit += 1;
            }
        }
        DagGame { succ }
    }

    /// The P-positions as a bitmask, by the three rules (generic reference solver).
    pub fn p_set(&self) -> u32 {
        let mut solver = PnSolver::new(self);
        (0..self.succ.len())
            .filter(|&v| solver.is_p(&v))
            .fold(0, |m, v| m | 1 << v)
    }

    /// The positions with Sprague-Grundy value 0, as a bitmask.
    pub fn zero_set(&self) -> u32 {
        let mut solver = GrundySolver::new(self);
        (0..self.succ.len())
            .filter(|&v| solver.grundy(&v) == 0)
            .fold(0, |m, v| m | 1 << v)
    }

    /// The slides' three-step proof method applied to a candidate set `p`: (1) every
    /// terminal position is in P; (2) every position in P moves only outside P; (3) every
    /// position outside P has a move into P.
    pub fn satisfies_three_conditions(&self, p: u32) -> bool {
        self.succ.iter().enumerate().all(|(v, &s)| {
            let in_p = p >> v & 1 == 1;
            let terminal = s == 0;
            let moves_into_p = s & p != 0;
            let step1 = !terminal || in_p;
            let step2 = !in_p || !moves_into_p;
            let step3 = in_p || moves_into_p;
            step1 && step2 && step3
        })
    }
}

impl ImpartialGame for DagGame {
    type Position = usize;

    fn moves(&self, &v: &usize) -> Vec<usize> {
        (0..v).filter(|&j| self.succ[v] >> j & 1 == 1).collect()
    }
}

/// The P/N characterisation on one DAG: the P-set of the rules is the only subset meeting
/// the three conditions, and equals the SG-zero set. Returns the failure, if any.
pub fn check_pn(g: &DagGame) -> Result<(), String> {
    let p = g.p_set();
    if p != g.zero_set() {
        return Err(format!("P-set {p:#b} differs from the SG-zero set"));
    }
    let n = g.succ.len();
    let meeting: Vec<u32> = (0..1u32 << n)
        .filter(|&cand| g.satisfies_three_conditions(cand))
        .collect();
    if meeting != [p] {
        return Err(format!(
            "sets meeting the three conditions: {meeting:?}, P-set by the rules: {p}"
        ));
    }
    Ok(())
}
