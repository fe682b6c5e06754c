//! The staircase solver: SG(S_n) for every n up to a bound, by bottom-up evaluation of every
//! position reachable from S_N with perfect indexing (CR-Conj1, section 6).
//!
//! # The positions
//!
//! S_N's boundary word ([`super::word`]) is (RU)^N. The positions reachable from it are the
//! normalised subsequences of (RU)^N: words that start with `R`, end with `U`, and embed
//! greedily into (RU)^N. The greedy embedding of a word costs 1 for its first letter, 1 for
//! each letter that differs from the previous one and 2 for each letter that repeats it, so a
//! word w is reachable iff cost(w) = 2|w| - runs(w) <= 2N. There are F(2N+1) of them
//! (Fibonacci): 3.5 million for N = 16, 7.8 billion for N = 24.
//!
//! # Perfect indexing
//!
//! Words of one length L are ranked in lexicographic order (R < U) by the standard automaton
//! count: `count(rem, last, budget)` is the number of ways to finish a word with `rem` more
//! letters after `last` with `budget` = 2N - cost so far left. The rank of w adds, at each
//! position holding `U`, the number of completions had it held `R` instead. Values are stored
//! per length, two to a byte.
//!
//! # Children in O(1)
//!
//! A move deletes the first letter of a run (see [`super::word`]). Deleting position p leaves
//! the prefix before p alone and shifts the suffix after p left by one, with `delta` more
//! budget: 2 when the run is longer than one letter, 0 when a one-letter run disappears and
//! its neighbours merge. So the child's rank is a prefix sum of the parent's rank terms
//! (recomputed for length L - 1), one term at the junction, and a suffix sum of the parent's
//! terms with the budget raised by `delta`; all three sums are tabulated once per parent, and
//! each of the parent's children costs O(1). Deleting a one-letter first run (its `U`s then
//! lead and are stripped) or a one-letter last run (the `R`s before it then trail) shortens
//! the word by more than one letter; those two children are ranked directly.
//!
//! # Order of evaluation
//!
//! Every move shortens the word, so lengths are evaluated in increasing order, each length in
//! parallel over rank ranges (rayon); S_n is the word of length 2n, so SG(S_n) is known as soon
//! as length 2n is done.

use crate::core::{Grundy, mex};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::Instant;

const R: usize = 0;
const U: usize = 1;

/// Completion counts for the bound N.
#[derive(Debug, Clone)]
pub struct Counts {
    max_n: usize,
    max_len: usize,
    budgets: usize,
    table: Vec<u64>,
}

impl Counts {
    /// Tables for words reachable from S_N (lengths up to 2N).
    pub fn new(max_n: usize) -> Counts {
        let max_len = 2 * max_n;
        let budgets = 2 * max_n + 1;
        let mut c = Counts {
            max_n,
            max_len,
            budgets,
            table: vec![0; (max_len + 1) * 2 * budgets],
        };
        for b in 0..budgets {
            c.set(0, U, b, 1);
        }
        for rem in 1..=max_len {
            for last in [R, U] {
                for b in 0..budgets {
                    let mut total = 0u64;
                    for x in [R, U] {
                        let cost = if x == last { 2 } else { 1 };
                        if b >= cost {
                            total += c.get(rem - 1, x, b - cost);
                        }
                    }
                    c.set(rem, last, b, total);
                }
            }
        }
        c
    }

    fn index(&self, rem: usize, last: usize, budget: usize) -> usize {
        (rem * 2 + last) * self.budgets + budget
    }

    fn set(&mut self, rem: usize, last: usize, budget: usize, v: u64) {
        let i = self.index(rem, last, budget);
        self.table[i] = v;
    }

    /// Completions of `rem` letters after `last` within `budget` (0 if budget is negative).
    pub fn get(&self, rem: usize, last: usize, budget: usize) -> u64 {
        self.table[self.index(rem, last, budget)]
    }

    fn get_signed(&self, rem: usize, last: usize, budget: i64) -> u64 {
        if budget < 0 || budget as usize >= self.budgets {
            0
        } else {
            self.get(rem, last, budget as usize)
        }
    }

    /// The bound N.
    pub fn max_n(&self) -> usize {
        self.max_n
    }

    /// Number of reachable words of length `len`.
    pub fn level_size(&self, len: usize) -> u64 {
        match len {
            0 => 1,
            1 => 0,
            _ if len > self.max_len => 0,
            _ => self.get(len - 1, R, 2 * self.max_n - 1),
        }
    }

    /// Number of positions reachable from S_N (all lengths).
    pub fn total(&self) -> u64 {
        (0..=self.max_len).map(|l| self.level_size(l)).sum()
    }

    /// The rank of a reachable word among the words of its length: at each `U` at position
    /// i, the number of words that agree before i and hold `R` there. The budget left before
    /// i is 2N minus the cost of the first i letters, 2i - runs, so only the `U`s are visited
    /// and each costs two popcounts.
    pub fn rank(&self, bits: u64, len: usize) -> u64 {
        if len == 0 {
            return 0;
        }
        let mask = if len == 64 {
            u64::MAX
        } else {
            (1u64 << len) - 1
        };
        let bits = bits & mask;
        let transitions = (bits ^ (bits << 1)) & mask & !1;
        let mut us = bits & !1;
        let mut r = 0;
        while us != 0 {
            let i = us.trailing_zeros() as usize;
            us &= us - 1;
            let runs_before = 1 + (transitions & ((1u64 << i) - 1)).count_ones() as i64;
            let budget = 2 * self.max_n as i64 - (2 * i as i64 - runs_before);
            let cost_r = if bits >> (i - 1) & 1 == 0 { 2 } else { 1 };
            r += self.get_signed(len - 1 - i, R, budget - cost_r);
        }
        r
    }

    /// The word of length `len` with rank `r`.
    pub fn unrank(&self, mut r: u64, len: usize) -> u64 {
        let mut bits = 0u64;
        let mut last = R;
        let mut b = 2 * self.max_n as i64 - 1;
        for i in 1..len {
            let cost_r = if last == R { 2 } else { 1 };
            let c = self.get_signed(len - 1 - i, R, b - cost_r);
            if r < c {
                b -= cost_r;
                last = R;
            } else {
                r -= c;
                bits |= 1 << i;
                b -= if last == U { 2 } else { 1 };
                last = U;
            }
        }
        bits
    }
}

/// The values of every position reachable from S_N, by length, two per byte.
#[derive(Debug)]
pub struct Tables {
    /// The counts that index them.
    pub counts: Counts,
    levels: Vec<Vec<u8>>,
}

fn nibble(level: &[u8], r: u64) -> Grundy {
    Grundy::from(level[(r / 2) as usize] >> ((r % 2) * 4) & 0xf)
}

/// Strips leading `U`s and trailing `R`s from a word of `len` letters.
fn normalise(bits: u64, len: usize) -> (u64, usize) {
    let mask = if len == 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    };
    let bits = bits & mask;
    if bits == 0 {
        return (0, 0);
    }
    let lead_u = (!bits).trailing_zeros() as usize;
    let bits = bits >> lead_u;
    if bits == 0 {
        return (0, 0);
    }
    (bits, 64 - bits.leading_zeros() as usize)
}

/// The word with letter p deleted (not normalised).
fn delete(bits: u64, p: usize) -> u64 {
    let low = bits & ((1u64 << p) - 1);
    let high = if p + 1 >= 64 {
        0
    } else {
        (bits >> (p + 1)) << p
    };
    low | high
}

impl Tables {
    /// SG of a reachable normalised word.
    pub fn sg(&self, bits: u64, len: usize) -> Grundy {
        if len == 0 {
            return 0;
        }
        nibble(&self.levels[len], self.counts.rank(bits, len))
    }

    /// SG of the word of length `len` with rank `r`.
    pub fn sg_rank(&self, r: u64, len: usize) -> Grundy {
        nibble(&self.levels[len], r)
    }

    /// Bytes held by the value tables.
    pub fn bytes(&self) -> usize {
        self.levels.iter().map(Vec::len).sum()
    }

    /// Computes every level up to length 2N; `on_level(len, &tables_so_far)` runs after each.
    pub fn compute(
        max_n: usize,
        mut on_level: impl FnMut(usize, &Tables),
    ) -> Result<Tables, String> {
        if max_n > 31 {
            return Err(format!(
                "n = {max_n} is beyond the staircase solver (max 31)"
            ));
        }
        let counts = Counts::new(max_n);
        let mut t = Tables {
            counts,
            levels: vec![vec![0u8]],
        };
        on_level(0, &t);
        for len in 1..=2 * max_n {
            let size = t.counts.level_size(len);
            let level: Vec<AtomicU8> = (0..size.div_ceil(2)).map(|_| AtomicU8::new(0)).collect();
            let chunk = 1u64 << 14;
            let overflow = (0..size.div_ceil(chunk))
                .into_par_iter()
                .map(|c| {
                    let mut walk =
                        Walk::new(&t, len, c * chunk, ((c + 1) * chunk).min(size), &level);
                    walk.run();
                    walk.overflow
                })
                .reduce(|| false, |a, b| a || b);
            if overflow {
                return Err(format!("a Sprague-Grundy value above 15 at length {len}"));
            }
            t.levels
                .push(level.into_iter().map(AtomicU8::into_inner).collect());
            on_level(len, &t);
        }
        Ok(t)
    }
}

/// Enumerates the words of one length with ranks in `lo..hi` in lexicographic order, by a
/// depth-first walk of the prefix tree that skips subtrees outside the range, and evaluates
/// each one. Along the walk it keeps, per position, the budget left and the running sums of
/// three rank terms (the child's prefix terms, and the parent's terms with the budget raised
/// by 0 and by 2), so a leaf's children are ranked in O(1) each (module docs).
struct Walk<'a> {
    t: &'a Tables,
    len: usize,
    lo: u64,
    hi: u64,
    out: &'a [AtomicU8],
    bits: u64,
    /// budget[i]: budget left after letter i.
    budget: [i64; 64],
    /// prefix_child[i]: sum of the child-ranking terms at positions < i.
    prefix_child: [u64; 65],
    /// prefix[d][i]: sum of the parent's terms, budget raised by 2d, at positions < i.
    prefix: [[u64; 65]; 2],
    values: Vec<Grundy>,
    overflow: bool,
}

impl<'a> Walk<'a> {
    fn new(t: &'a Tables, len: usize, lo: u64, hi: u64, out: &'a [AtomicU8]) -> Walk<'a> {
        Walk {
            t,
            len,
            lo,
            hi,
            out,
            bits: 0,
            budget: [0; 64],
            prefix_child: [0; 65],
            prefix: [[0; 65]; 2],
            values: Vec::with_capacity(len),
            overflow: false,
        }
    }

    fn letter(&self, i: usize) -> usize {
        (self.bits >> i & 1) as usize
    }

    fn run(&mut self) {
        if self.lo >= self.hi {
            return;
        }
        // Letter 0 is always R.
        self.budget[0] = 2 * self.t.counts.max_n as i64 - 1;
        self.prefix_child[1] = 0;
        self.prefix[0][1] = 0;
        self.prefix[1][1] = 0;
        self.dfs(1, 0);
    }

    /// Places letter i; the words below the current prefix have ranks from `base`.
    fn dfs(&mut self, i: usize, mut base: u64) {
        if i == self.len {
            self.leaf(base);
            return;
        }
        let c = &self.t.counts;
        let prev = self.letter(i - 1);
        let b = self.budget[i - 1];
        let cost_r = if prev == R { 2 } else { 1 };
        for x in [R, U] {
            let nb = b - if x == prev { 2 } else { 1 };
            let leaves = c.get_signed(self.len - 1 - i, x, nb);
            if leaves == 0 {
                continue;
            }
            if base + leaves <= self.lo || base >= self.hi {
                base += leaves;
                continue;
            }
            if x == U {
                self.bits |= 1 << i;
            } else {
                self.bits &= !(1 << i);
            }
            self.budget[i] = nb;
            let (child, t0, t2) = if x == U {
                let child = if i + 2 <= self.len {
                    c.get_signed(self.len - 2 - i, R, b - cost_r)
                } else {
                    0
                };
                (
                    child,
                    c.get_signed(self.len - 1 - i, R, b - cost_r),
                    c.get_signed(self.len - 1 - i, R, b + 2 - cost_r),
                )
            } else {
                (0, 0, 0)
            };
            self.prefix_child[i + 1] = self.prefix_child[i] + child;
            self.prefix[0][i + 1] = self.prefix[0][i] + t0;
            self.prefix[1][i + 1] = self.prefix[1][i] + t2;
            self.dfs(i + 1, base);
            base += leaves;
        }
    }

    /// Evaluates the word in `bits`, of rank `r`.
    fn leaf(&mut self, r: u64) {
        let len = self.len;
        let t = self.t;
        let c = &t.counts;
        debug_assert_eq!(self.prefix[0][len], r);
        let prev_level = &t.levels[len - 1];
        self.values.clear();
        let mask = if len == 64 {
            u64::MAX
        } else {
            (1u64 << len) - 1
        };
        // Run starts: position 0 and every position whose letter differs from the previous.
        let mut starts = ((self.bits ^ (self.bits << 1)) & mask) | 1;
        while starts != 0 {
            let p = starts.trailing_zeros() as usize;
            starts &= starts - 1;
            let run_is_single = p + 1 >= len || self.letter(p + 1) != self.letter(p);
            if run_is_single && (p == 0 || p == len - 1) {
                let (bits, l) = normalise(delete(self.bits, p), len - 1);
                self.values.push(t.sg(bits, l));
                continue;
            }
            let d = usize::from(!run_is_single);
            let junction = if p >= 1 && self.letter(p + 1) == U {
                let cost_r = if self.letter(p - 1) == R { 2 } else { 1 };
                c.get_signed(len - 2 - p, R, self.budget[p - 1] - cost_r)
            } else {
                0
            };
            let child =
                self.prefix_child[p] + junction + self.prefix[d][len] - self.prefix[d][p + 2];
            self.values.push(nibble(prev_level, child));
        }
        let v = mex(self.values.iter().copied());
        if v > 15 {
            self.overflow = true;
            return;
        }
        self.out[(r / 2) as usize].fetch_or((v as u8) << ((r % 2) * 4), Ordering::Relaxed);
    }
}

/// The boundary word of S_n, (RU)^n, as bits (U = 1).
pub fn staircase_word(n: usize) -> u64 {
    (0..n).fold(0u64, |w, i| w | 1 << (2 * i + 1))
}

/// One line of the staircase frontier.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct StaircaseRow {
    /// n.
    pub n: usize,
    /// SG(S_n).
    pub sg: Grundy,
    /// Number of positions reachable from S_n (F(2n+1)).
    pub positions: u64,
    /// Seconds since the start of the run when S_n was known.
    pub seconds: f64,
    /// Peak resident memory of the process so far, in bytes (0 where unknown).
    pub peak_bytes: u64,
}

/// Peak resident memory of this process (Linux VmHWM), in bytes.
pub fn peak_rss_bytes() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb * 1024)
}

/// SG(S_n) for n = 0..=max_n in one bottom-up run; `on_row` gets each line as it is known,
/// `on_level(len, positions done)` reports progress.
pub fn frontier(
    max_n: usize,
    mut on_row: impl FnMut(&StaircaseRow),
    mut on_level: impl FnMut(usize, u64),
) -> Result<Vec<StaircaseRow>, String> {
    let start = Instant::now();
    let mut rows = Vec::new();
    let mut done = 0u64;
    Tables::compute(max_n, |len, t| {
        done += t.counts.level_size(len);
        on_level(len, done);
        if len % 2 == 0 {
            let n = len / 2;
            let row = StaircaseRow {
                n,
                sg: t.sg(staircase_word(n), len),
                positions: Counts::new(n).total(),
                seconds: start.elapsed().as_secs_f64(),
                peak_bytes: peak_rss_bytes(),
            };
            on_row(&row);
            rows.push(row);
        }
    })?;
    Ok(rows)
}
