//! Pairings built line by line, by bipartite matching (section 4: Algorithm 4.1's pairings,
//! constructed rather than searched square by square).
//!
//! A pair lies on one line only, so a pairing is a choice, for every line, of pairs that
//! cover its k-windows, with no square used twice. A pair (a, b) on a line (positions
//! a < b) covers the windows starting at s with b - k + 1 <= s <= a. Split a line's window
//! starts into intervals of at most k - 1 starts; the windows of an interval [s, e] share the
//! positions e..=s+k-1, so one pair from those positions (a *demand*: two squares from a
//! set) covers them all. Lemma 9's count is the least number of intervals,
//! ceil(windows / (k - 1)). With the intervals fixed, giving every demand two squares of its
//! own is a bipartite matching (two slots per demand, one per square), solved exactly by
//! augmenting paths. When the matching falls short, the unreached demands form a Hall
//! violator: d demands whose squares number fewer than 2d.
//!
//! The interval split is a choice; the first try is balanced, later tries are seeded random
//! splits. A failed split proves nothing in general, except on an *exact* board: one where
//! Theorem 10's count equals the number of squares (every line then holds exactly its
//! Lemma 9 minimum, so every square is paired) and every line has at most k - 1 windows (its
//! one pair must then lie in the common part of all its windows, so the demands are forced).
//! There a Hall violator proves that no pairing exists.

use super::board::Params;
use super::lines::{Line, lines};
use super::pairing::{Pairing, lemma_9_bound};

/// Two squares from `cells` (a line's positions shared by an interval of its windows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Demand {
    /// Index of the line in [`lines`]'s order.
    pub line: usize,
    /// Candidate squares.
    pub cells: Vec<usize>,
}

/// What the construction found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Construction {
    /// A pairing covering every window (check it with [`super::pairing::check`]).
    Found {
        /// The pairing.
        pairing: Pairing,
        /// Interval splits tried (1 = the balanced split worked).
        attempts: usize,
    },
    /// The board is exact and the forced demands cannot all be met: no pairing exists.
    Impossible(Hall),
    /// Every try failed; the board is not exact, so nothing is proved.
    NotFound {
        /// Splits tried.
        attempts: usize,
    },
}

/// A Hall violator: demands that need `2 * demands.len()` squares from only `cells` squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hall {
    /// The demands.
    pub demands: Vec<Demand>,
    /// Squares in the union of their candidate sets.
    pub cells: Vec<usize>,
}

/// Whether Theorem 10's count equals the number of squares and every line has at most k - 1
/// windows, so that each line's one pair is forced into the common part of its windows.
pub fn is_exact(p: &Params) -> bool {
    let ls = lines(p);
    let needed: usize = ls.iter().map(|l| lemma_9_bound(l.cells.len(), p.k)).sum();
    needed == p.cells() && ls.iter().all(|l| l.windows(p.k) < p.k)
}

/// The demands of one line for a split of its window starts into intervals of `widths`.
fn line_demands(index: usize, line: &Line, k: usize, widths: &[usize]) -> Vec<Demand> {
    let mut start = 0;
    widths
        .iter()
        .map(|&w| {
            let (s, e) = (start, start + w - 1);
            start += w;
            Demand {
                line: index,
                cells: line.cells[e..s + k].to_vec(),
            }
        })
        .collect()
}

/// The balanced split of `windows` starts into the least number of intervals.
pub fn balanced(windows: usize, k: usize) -> Vec<usize> {
    let t = windows.div_ceil(k - 1);
    (0..t)
        .map(|i| windows / t + usize::from(i < windows % t))
        .collect()
}

/// A random split into the same number of intervals, each of 1..=k-1 starts.
pub fn random_split(windows: usize, k: usize, rng: &mut u64) -> Vec<usize> {
    let t = windows.div_ceil(k - 1);
    let mut widths = vec![1usize; t];
    for _ in t..windows {
        *rng ^= *rng << 13;
        *rng ^= *rng >> 7;
        *rng ^= *rng << 17;
        // One more start for a random interval that still has room (t(k-1) >= windows).
        let room: Vec<usize> = (0..t).filter(|&i| widths[i] < k - 1).collect();
        widths[room[(*rng % room.len() as u64) as usize]] += 1;
    }
    widths
}

/// Matches two squares of its own to every set of `sets` (squares of a board of `cells`
/// squares), or returns a Hall violator (whose demands' `line` is the set's index in `sets`).
/// Exact: a violator proves that no such choice exists.
pub fn match_sets(cells: usize, sets: &[Vec<usize>]) -> Result<Pairing, Hall> {
    let demands: Vec<Demand> = sets
        .iter()
        .enumerate()
        .map(|(line, c)| Demand {
            line,
            cells: c.clone(),
        })
        .collect();
    matching(cells, &demands)
}

/// Matches two squares to every demand, or returns a Hall violator.
fn matching(cells: usize, demands: &[Demand]) -> Result<Pairing, Hall> {
    // Slot 2d and 2d+1 belong to demand d.
    let mut owner: Vec<Option<usize>> = vec![None; cells];
    fn augment(
        slot: usize,
        demands: &[Demand],
        owner: &mut [Option<usize>],
        seen: &mut [bool],
    ) -> bool {
        for &c in &demands[slot / 2].cells {
            if seen[c] {
                continue;
            }
            seen[c] = true;
            if owner[c].is_none_or(|o| augment(o, demands, owner, seen)) {
                owner[c] = Some(slot);
                return true;
            }
        }
        false
    }
    for slot in 0..2 * demands.len() {
        let mut seen = vec![false; cells];
        if !augment(slot, demands, &mut owner, &mut seen) {
            // The squares reached, and the demands owning them plus this one.
            let reached: Vec<usize> = (0..cells).filter(|&c| seen[c]).collect();
            let mut ds: Vec<usize> = reached
                .iter()
                .filter_map(|&c| owner[c].map(|s| s / 2))
                .chain(std::iter::once(slot / 2))
                .collect();
            ds.sort_unstable();
            ds.dedup();
            let demands: Vec<Demand> = ds.iter().map(|&d| demands[d].clone()).collect();
            let mut union: Vec<usize> = demands.iter().flat_map(|d| d.cells.clone()).collect();
            union.sort_unstable();
            union.dedup();
            return Err(Hall {
                demands,
                cells: union,
            });
        }
    }
    let mut pairing: Pairing = vec![None; cells];
    let mut first: Vec<Option<usize>> = vec![None; demands.len()];
    for (c, o) in owner.iter().enumerate() {
        if let Some(slot) = *o {
            match first[slot / 2] {
                None => first[slot / 2] = Some(c),
                Some(a) => {
                    pairing[a] = Some(c);
                    pairing[c] = Some(a);
                }
            }
        }
    }
    Ok(pairing)
}

/// Builds a pairing by matching, trying the balanced split and then `attempts - 1` random
/// splits (seeded, so runs repeat).
pub fn construct(p: &Params, attempts: usize) -> Construction {
    let ls = lines(p);
    let k = p.k;
    let mut rng = 0x9E37_79B9_7F4A_7C15u64;
    for attempt in 1..=attempts.max(1) {
        let demands: Vec<Demand> = ls
            .iter()
            .enumerate()
            .flat_map(|(i, l)| {
                let w = l.windows(k);
                let widths = if attempt == 1 {
                    balanced(w, k)
                } else {
                    random_split(w, k, &mut rng)
                };
                line_demands(i, l, k, &widths)
            })
            .collect();
        match matching(p.cells(), &demands) {
            Ok(pairing) => {
                return Construction::Found {
                    pairing,
                    attempts: attempt,
                };
            }
            Err(hall) if attempt == 1 && is_exact(p) => return Construction::Impossible(hall),
            Err(_) => {}
        }
    }
    Construction::NotFound { attempts }
}
