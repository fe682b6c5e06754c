//! Every class of an enumeration, held compactly, for checks of a statement on every class
//! (the claims' universal checks on the paper's own computation ranges).
//!
//! A universal claim is checked on every m x n matrix of height <= h. Holding each class as a
//! [`Matrix`] with its type costs about 90 bytes, which limits the shapes to some ten million
//! classes. Here each class is its packed canonical key and its solved byte (17 bytes), in the
//! enumerator's order (by total sum, then key), and a check decodes one class at a time, on
//! every core. The order, and so the first failing class a check reports, is the one the
//! enumerator gives: the same as iterating a census that keeps every matrix.
//!
//! Building a sweep runs the enumeration once and also gives the notable census of the same
//! run (CSMs, semi-CSMs, magic squares, non-square seki, and the counts of every type), so a
//! caller that keeps both serves either from one enumeration.

use super::canon::Shape;
use super::enumerate::{self, Census, Filter, Level, Tally};
use super::fast::dec;
use super::{Matrix, SekiType, Variant};
use rayon::prelude::*;

/// Every class of one m x n enumeration of height <= h.
pub struct Sweep {
    shape: Shape,
    keys: Vec<u128>,
    bytes: Vec<u8>,
}

impl Sweep {
    /// Enumerates every m x n matrix of height <= h of `variant`: the sweep and the run's
    /// notable census.
    pub fn build(m: usize, n: usize, h: u32, variant: Variant) -> (Sweep, Census) {
        // The loop of `enumerate::classify`, keeping every level's keys and bytes too.
        let shape = enumerate::enumeration_shape(m, n, h).expect("enumerable shape");
        let started = std::time::Instant::now();
        let mut tally = Tally::new(&shape, h, variant, Filter::Notable, usize::MAX);
        let (mut keys, mut bytes) = (Vec::new(), Vec::new());
        let mut prev = Level::default();
        for t in enumerate::level_sums(&shape, h) {
            let solved = enumerate::solve_level(&shape, h, t, variant, &prev, ..);
            tally.add_level(&solved);
            for (k, b) in solved.iter() {
                keys.push(k);
                bytes.push(b);
            }
            prev = solved;
        }
        keys.shrink_to_fit();
        bytes.shrink_to_fit();
        let census = tally.finish(started.elapsed().as_secs_f64());
        (Sweep { shape, keys, bytes }, census)
    }

    /// Classes held.
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether no class is held.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// Class `i` (in the enumerator's order) and its type.
    pub fn get(&self, i: usize) -> (Matrix, SekiType) {
        (
            self.shape.unpack(self.keys[i]),
            SekiType::from_best_active(dec(self.bytes[i]), dec(self.bytes[i] >> 2)),
        )
    }

    /// The first class (in the enumerator's order) for which `check` says why not, with the
    /// reason; checked on every core.
    pub fn first_failure<F>(&self, check: F) -> Option<(Matrix, String)>
    where
        F: Fn(&Matrix, &SekiType) -> Option<String> + Sync,
    {
        self.first_failure_where(|_| true, check)
            .map(|(_, a, why)| (a, why))
    }

    /// [`Sweep::first_failure`] among the classes whose index `judge` accepts (one part of a
    /// split run judges its own), with the failing class's index.
    pub fn first_failure_where<J, F>(&self, judge: J, check: F) -> Option<(usize, Matrix, String)>
    where
        J: Fn(usize) -> bool + Sync,
        F: Fn(&Matrix, &SekiType) -> Option<String> + Sync,
    {
        (0..self.len())
            .into_par_iter()
            .filter(|&i| judge(i))
            .find_map_first(|i| {
                let (a, t) = self.get(i);
                check(&a, &t).map(|why| (i, a, why))
            })
    }

    /// How many classes `keep` accepts, on every core.
    pub fn count<K>(&self, keep: K) -> u64
    where
        K: Fn(&Matrix, &SekiType) -> bool + Sync,
    {
        (0..self.len())
            .into_par_iter()
            .filter(|&i| {
                let (a, t) = self.get(i);
                keep(&a, &t)
            })
            .count() as u64
    }

    /// The first class (in the enumerator's order) that `keep` accepts, on every core.
    pub fn find<K>(&self, keep: K) -> Option<(Matrix, SekiType)>
    where
        K: Fn(&Matrix, &SekiType) -> bool + Sync,
    {
        (0..self.len()).into_par_iter().find_map_first(|i| {
            let (a, t) = self.get(i);
            keep(&a, &t).then_some((a, t))
        })
    }
}
