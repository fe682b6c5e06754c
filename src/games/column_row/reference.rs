//! The reference solver: the paper's Algorithm 1, literally. A dictionary D maps partitions
//! to Sprague-Grundy values; SG(lambda) collects SG of every column move and every row move
//! into M and stores mex(M).

use super::partition::Partition;
use super::rules::{Move, apply};
use super::word::{Word, reachable_bound};
use crate::core::{Grundy, InputError, mex};
use std::collections::HashMap;

/// Partitions with more reachable positions than this (bounded by
/// [`super::word::reachable_bound`]) are refused: Algorithm 1 visits every one.
pub const MAX_REACHABLE: u128 = 5_000_000;

/// Algorithm 1 with its dictionary, kept between calls.
#[derive(Debug, Default)]
pub struct Algorithm1 {
    /// The dictionary D.
    pub dictionary: HashMap<Partition, Grundy>,
}

impl Algorithm1 {
    /// An empty dictionary.
    pub fn new() -> Self {
        Self::default()
    }

    /// SG(lambda, D) (recursion depth is at most rows + columns).
    pub fn sg(&mut self, lambda: &Partition) -> Grundy {
        if let Some(&v) = self.dictionary.get(lambda) {
            return v;
        }
        let mut m: Vec<Grundy> = Vec::new();
        for i in 0..lambda.cols() as u32 {
            let next = apply(lambda, Move::Column(i));
            m.push(self.sg(&next));
        }
        for j in 0..lambda.rows() {
            let next = apply(lambda, Move::Row(j));
            m.push(self.sg(&next));
        }
        let v = mex(m);
        self.dictionary.insert(lambda.clone(), v);
        v
    }
}

/// SG(lambda) by Algorithm 1 with a fresh dictionary; refuses large partitions.
pub fn sg(lambda: &Partition) -> Result<Grundy, InputError> {
    let bound = reachable_bound(Word::from_partition(lambda)?);
    if bound > MAX_REACHABLE {
        return Err(InputError::new(format!(
            "partition too large for the reference solver: up to {bound} reachable positions (max {MAX_REACHABLE})"
        )));
    }
    Ok(Algorithm1::new().sg(lambda))
}
