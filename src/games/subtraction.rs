//! Subtraction games (slides, "subtraction game"): a pile of n chips; a move removes k chips
//! for some k in the subtraction set S; the player who removes the last chip wins.
//!
//! * Reference: the generic memoised mex of [`crate::core::reference`] on the rules.
//! * Optimized: [`Periodic`], the Sprague-Grundy sequence with a *certified* period. The value
//!   at n >= max(S) depends only on the previous max(S) values, so as soon as a window of
//!   max(S) consecutive values repeats, the sequence repeats forever from the first copy.
//!   That turns a finite computation into a statement about every n.

use crate::core::error::parse_u64;
use crate::core::reference::GrundySolver;
use crate::core::{Grundy, ImpartialGame, InputError, mex};
use std::collections::HashMap;
use std::fmt;

/// Largest element of S the optimized solver accepts (windows are this long).
pub const MAX_ELEMENT: u64 = 4096;
/// How many values the period search computes before giving up.
pub const MAX_SEARCH: usize = 20_000_000;
/// Bound on values x window length hashed by the period search (about a minute).
const MAX_WORK: usize = 4_000_000_000;

/// A finite, non-empty set of positive integers, sorted and without repeats.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionSet(Vec<u64>);

impl SubtractionSet {
    /// Builds a set from its elements; rejects an empty set and zero.
    pub fn new(mut elements: Vec<u64>) -> Result<Self, InputError> {
        elements.sort_unstable();
        elements.dedup();
        if elements.is_empty() {
            return Err(InputError::new(
                "empty subtraction set: give at least one positive integer, e.g. --set 1,3,4",
            ));
        }
        if elements[0] == 0 {
            return Err(InputError::new(
                "invalid subtraction set: 0 is not a move (elements must be positive)",
            ));
        }
        Ok(SubtractionSet(elements))
    }

    /// Parses `1,3,4` (commas, spaces after commas allowed, or spaces alone). An empty item
    /// between commas ("1,,3", "1,3,") is refused, not skipped, and every element must be a
    /// number exactly (digits only; a number beyond u64 is too large).
    pub fn parse(text: &str) -> Result<Self, InputError> {
        let mut elements = Vec::new();
        if text.trim().is_empty() {
            return SubtractionSet::new(elements);
        }
        for item in text.split(',') {
            let words: Vec<&str> = item.split_whitespace().collect();
            if words.is_empty() {
                return Err(InputError::new(format!(
                    "invalid subtraction set '{}': an empty item between commas (write e.g. 1,3,4)",
                    text.trim()
                )));
            }
            for w in words {
                elements.push(parse_u64(w, "subtraction-set element")?);
            }
        }
        SubtractionSet::new(elements)
    }

    /// The elements, ascending.
    pub fn elements(&self) -> &[u64] {
        &self.0
    }

    /// The largest element.
    pub fn max(&self) -> u64 {
        *self.0.last().expect("a subtraction set is non-empty")
    }
}

impl fmt::Display for SubtractionSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|s| s.to_string()).collect();
        write!(f, "{{{}}}", parts.join(","))
    }
}

/// The rules: from a pile of n chips, remove k in S with k <= n.
#[derive(Debug, Clone)]
pub struct Subtraction {
    /// The subtraction set S.
    pub set: SubtractionSet,
}

impl ImpartialGame for Subtraction {
    type Position = u64;

    fn moves(&self, n: &u64) -> Vec<u64> {
        self.set
            .elements()
            .iter()
            .filter(|&&k| k <= *n)
            .map(|&k| n - k)
            .collect()
    }
}

/// Reference Sprague-Grundy values SG(0..=n), by the generic memoised mex.
pub fn reference_values(set: &SubtractionSet, n: u64) -> Vec<Grundy> {
    let game = Subtraction { set: set.clone() };
    let mut solver = GrundySolver::new(&game);
    (0..=n).map(|i| solver.grundy(&i)).collect()
}

/// The Sprague-Grundy sequence of a subtraction game as a certified eventually periodic
/// sequence: `values[n]` for n < `preperiod`, then `values[preperiod..]` repeating.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    /// The subtraction set.
    pub set: SubtractionSet,
    /// Length of the non-repeating prefix (the least such).
    pub preperiod: usize,
    /// Length of the repeating block (the least such).
    pub period: usize,
    /// SG(0..preperiod + period).
    pub values: Vec<Grundy>,
    /// The certificate: the window of max(S) values at `preperiod + period` equals the one
    /// at `preperiod`; both windows lie in the computed prefix `witness_len` values long.
    pub witness_len: usize,
}

impl Periodic {
    /// Computes SG values until a window of max(S) consecutive values repeats.
    ///
    /// The first repeated window gives the least preperiod and period: if the sequence is
    /// periodic from p with period q, the window at p + q repeats the one at p, so the first
    /// repeat j satisfies j <= p + q, and a repeat at (i, j) proves periodicity from i with
    /// period j - i, so i >= p and j - i >= q.
    pub fn compute(set: &SubtractionSet) -> Result<Periodic, InputError> {
        let m = set.max();
        if m > MAX_ELEMENT {
            return Err(InputError::new(format!(
                "subtraction set element {m} is too large for the period finder: at most {MAX_ELEMENT}"
            )));
        }
        let m = m as usize;
        let mut g: Vec<Grundy> = Vec::new();
        // Windows by hash; a hit is confirmed by comparing the windows themselves.
        let mut seen: HashMap<u64, Vec<usize>> = HashMap::new();
        loop {
            let n = g.len();
            let v = mex(set
                .elements()
                .iter()
                .filter(|&&k| k as usize <= n)
                .map(|&k| g[n - k as usize]));
            g.push(v);
            if g.len() >= m {
                let start = g.len() - m;
                let key = window_hash(&g[start..]);
                let bucket = seen.entry(key).or_default();
                if let Some(&i) = bucket.iter().find(|&&i| g[i..i + m] == g[start..]) {
                    let period = start - i;
                    return Ok(Periodic {
                        set: set.clone(),
                        preperiod: i,
                        period,
                        values: g[..i + period].to_vec(),
                        witness_len: g.len(),
                    });
                }
                bucket.push(start);
            }
            let limit = MAX_SEARCH.min(MAX_WORK / m);
            if g.len() > limit {
                return Err(InputError::new(format!(
                    "no period found for S = {set} within {limit} values"
                )));
            }
        }
    }

    /// SG(n) for any n.
    pub fn grundy(&self, n: u64) -> Grundy {
        let (pre, per) = (self.preperiod as u64, self.period as u64);
        let index = if n < pre { n } else { pre + (n - pre) % per };
        self.values[index as usize]
    }

    /// Whether n is a P-position (SG = 0).
    pub fn is_p(&self, n: u64) -> bool {
        self.grundy(n) == 0
    }

    /// The winning moves from n: each k in S with k <= n and n - k a P-position.
    pub fn winning_moves(&self, n: u64) -> Vec<u64> {
        self.set
            .elements()
            .iter()
            .copied()
            .filter(|&k| k <= n && self.is_p(n - k))
            .collect()
    }

    /// Residues r (mod period) such that n = r (mod period), n >= preperiod, is a P-position.
    pub fn p_residues(&self) -> Vec<usize> {
        (self.preperiod..self.preperiod + self.period)
            .filter(|&n| self.values[n] == 0)
            .map(|n| n % self.period)
            .collect()
    }

    /// Decides, for every n, whether `claim(n) == is_p(n)`, given that `claim` is periodic
    /// with period `claim_period` from 0. Both sides repeat with period
    /// lcm(period, claim_period) from `preperiod`, so agreement on
    /// `0..preperiod + lcm` is agreement everywhere. Returns the least n where they differ.
    pub fn first_disagreement(
        &self,
        claim_period: usize,
        claim: impl Fn(u64) -> bool,
    ) -> Option<u64> {
        (0..self.agreement_prefix(claim_period) as u64).find(|&n| claim(n) != self.is_p(n))
    }

    /// Length of the prefix on which agreement with a `claim_period`-periodic claim decides
    /// agreement everywhere: preperiod + lcm(period, claim_period).
    pub fn agreement_prefix(&self, claim_period: usize) -> usize {
        self.preperiod + lcm(self.period, claim_period)
    }
}

fn window_hash(window: &[Grundy]) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut h = DefaultHasher::new();
    window.hash(&mut h);
    h.finish()
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn lcm(a: usize, b: usize) -> usize {
    a / gcd(a, b) * b
}
