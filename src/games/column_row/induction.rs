//! Proofs of closed forms for families closed under moves, by induction over the family's
//! own moves (the shape of the proofs of Lemma 1.1 and Theorem 4.1).
//!
//! A family is a map from parameter vectors to partitions together with a *move map*: the
//! parameter vectors of the positions one move away (`None` for the empty diagram). A closed
//! form f is the family's SG function iff f(x) = mex { f(y) : y a move of x } for every x (by
//! induction on the size of the diagram). When f and the move map depend on each parameter
//! only through min(parameter, T) and its parity, and moves lower a parameter by at most one
//! or set it to a constant <= T, the truth of that identity at x depends only on the same
//! data of x; every such class has a member with all parameters <= T + 3, so checking that box
//! proves the identity for all x. The move map itself is checked against the game's rules on
//! every parameter vector up to a bound.

use super::partition::Partition;
use super::rules::ColumnRow;
use crate::core::{Grundy, ImpartialGame, mex};
use std::collections::BTreeSet;

/// A family of partitions closed under Column-Row moves.
pub struct Family {
    /// Name for reports.
    pub name: &'static str,
    /// Number of parameters.
    pub dims: usize,
    /// Smallest value of each parameter.
    pub min: u32,
    /// The partition for a parameter vector (`None`: not in the family).
    pub partition: fn(&[u32]) -> Option<Partition>,
    /// The parameter vectors one move away (`None`: the empty diagram).
    pub moves: fn(&[u32]) -> Vec<Option<Vec<u32>>>,
    /// The threshold T beyond which only parities matter.
    pub threshold: u32,
}

/// Every parameter vector with entries in `min..=max` (and valid for the family).
fn vectors(f: &Family, max: u32) -> Vec<Vec<u32>> {
    let mut out = vec![vec![]];
    for _ in 0..f.dims {
        out = out
            .into_iter()
            .flat_map(|v| {
                (f.min..=max).map(move |x| {
                    let mut w = v.clone();
                    w.push(x);
                    w
                })
            })
            .collect();
    }
    out.into_iter()
        .filter(|v| (f.partition)(v).is_some())
        .collect()
}

/// The first parameter vector (entries <= `max`) where the move map and the rules disagree.
pub fn move_map_mismatch(f: &Family, max: u32) -> Option<Vec<u32>> {
    vectors(f, max).into_iter().find(|x| {
        let p = (f.partition)(x).expect("valid vector");
        let by_rules: BTreeSet<Partition> = ColumnRow.moves(&p).into_iter().collect();
        let by_map: BTreeSet<Partition> = (f.moves)(x)
            .into_iter()
            .map(|y| y.map_or(Partition::default(), |y| (f.partition)(&y).expect("family")))
            .collect();
        by_rules != by_map
    })
}

/// The first parameter vector in the proof box where `formula` breaks the mex identity.
pub fn induction_failure(f: &Family, formula: &dyn Fn(&[u32]) -> Grundy) -> Option<Vec<u32>> {
    vectors(f, f.threshold + 3).into_iter().find(|x| {
        let kids = (f.moves)(x)
            .into_iter()
            .map(|y| y.map_or(0, |y| formula(&y)));
        formula(x) != mex(kids)
    })
}

/// Rectangles R_{a,b} = (b^a): a row move gives R_{a-1,b}, a column move R_{a,b-1}.
pub const RECTANGLES: Family = Family {
    name: "rectangles R_{a,b}",
    dims: 2,
    min: 1,
    partition: |x| Some(Partition::rectangle(x[0], x[1])),
    moves: |x| {
        let shrink = |a: u32, b: u32| (a > 0 && b > 0).then(|| vec![a, b]);
        vec![shrink(x[0] - 1, x[1]), shrink(x[0], x[1] - 1)]
    },
    threshold: 3,
};

/// Gammas Gamma_{a,b} = (b, 1^(a-1)) (Theorem 4.1's proof: the four subpositions).
pub const GAMMAS: Family = Family {
    name: "gammas Gamma_{a,b}",
    dims: 2,
    min: 1,
    partition: |x| Some(Partition::gamma(x[0], x[1])),
    moves: |x| {
        let (a, b) = (x[0], x[1]);
        let g = |a: u32, b: u32| (a > 0 && b > 0).then(|| vec![a, b]);
        let mut out = vec![g(a - 1, 1), g(1, b - 1)]; // row 0, column 0
        if b >= 2 {
            out.push(g(a, b - 1)); // a column j > 0
        }
        if a >= 2 {
            out.push(g(a - 1, b)); // a row i > 0
        }
        out
    },
    threshold: 2,
};
