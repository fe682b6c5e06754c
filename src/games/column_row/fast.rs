//! The optimized solver for arbitrary partitions: memoised mex on boundary words
//! ([`super::word`]), one move per run instead of one per row and column, and conjugation
//! symmetry (a word and its conjugate share a memo entry, Lemma 1.2).

use super::partition::Partition;
use super::word::{Word, reachable_bound};
use crate::core::{Grundy, InputError, mex};
use std::collections::HashMap;

/// Partitions whose reachable-position bound exceeds this are refused.
pub const MAX_REACHABLE: u128 = 200_000_000;

/// The memoised word solver (the memo is kept between calls).
#[derive(Debug, Default)]
pub struct WordSolver {
    memo: HashMap<Word, Grundy>,
}

impl WordSolver {
    /// An empty memo.
    pub fn new() -> Self {
        Self::default()
    }

    fn key(w: Word) -> Word {
        w.min(w.conjugate())
    }

    /// SG of a normalised word.
    pub fn sg_word(&mut self, w: Word) -> Grundy {
        if w.len == 0 {
            return 0;
        }
        if let Some(&v) = self.memo.get(&Self::key(w)) {
            return v;
        }
        let children: Vec<Word> = w.moves().collect();
        let values: Vec<Grundy> = children.into_iter().map(|c| self.sg_word(c)).collect();
        let v = mex(values);
        self.memo.insert(Self::key(w), v);
        v
    }

    /// SG of a partition, refusing ones whose game is too large.
    pub fn sg(&mut self, p: &Partition) -> Result<Grundy, InputError> {
        let w = Word::from_partition(p)?;
        let bound = reachable_bound(w);
        if bound > MAX_REACHABLE {
            return Err(InputError::new(format!(
                "partition too large for the solver: up to {bound} reachable positions (max {MAX_REACHABLE}); for staircases use `cgcheck staircase`"
            )));
        }
        Ok(self.sg_word(w))
    }

    /// Number of memo entries.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }
}

/// SG of a partition with a fresh memo.
pub fn sg(p: &Partition) -> Result<Grundy, InputError> {
    WordSolver::new().sg(p)
}
