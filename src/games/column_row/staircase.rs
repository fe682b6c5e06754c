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
//! All reachable words share one index: their position in the preorder of the prefix tree
//! (a prefix before its extensions, `R` before `U`), after the empty word at 0. The number of
//! words below a prefix depends only on its last letter and the budget left,
//! `all(last, budget)`, where budget = 2N - cost so far. So the index of w is 1, plus the number
//! of its proper prefixes that are words (end in `U`), plus, at each position holding `U`, the
//! words below the same prefix with `R` there instead. None of these terms depends on the
//! length of w: a word and the words one move away are ranked by the same terms. Values are
//! stored two to a byte in one array.
//!
//! # Children in O(1)
//!
//! A move deletes the first letter of a run (see [`super::word`]). Deleting position p leaves
//! the prefix before p alone and shifts the suffix after p left by one, with `delta` more
//! budget: 2 when the run is longer than one letter, 0 when a one-letter run disappears and
//! its neighbours merge. So the child's index is a prefix sum of the parent's terms, one term
//! at the junction, and a suffix sum of the parent's terms with the budget raised by
//! `delta`. Deleting a one-letter last run `U` strips the `R`s before it: the child is a
//! proper prefix of w, whose index is a prefix sum too. Deleting a one-letter first run `R`
//! strips the `U`s after it: the child is a suffix of w whose terms are w's with the budget
//! raised by the cost of the stripped part. All these sums are kept along a depth-first walk
//! of the prefix tree, so each child costs O(1).
//!
//! # Order of evaluation
//!
//! Every move shortens the word, so lengths are evaluated in increasing order, each length in
//! parallel over rank ranges (rayon); S_n is the word of length 2n, so SG(S_n) is known as soon
//! as length 2n is done.

use super::word::Word;
use crate::core::Grundy;
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
    /// Completions with exactly `rem` more letters: `table[(rem * 2 + last) * budgets + b]`.
    table: Vec<u64>,
    /// Words below a prefix (itself included if it ends in `U`): `all[last * budgets + b]`.
    all: Vec<u64>,
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
            all: vec![0; 2 * budgets],
        };
        for b in 0..budgets {
            for last in [R, U] {
                let mut total = u64::from(last == U);
                for x in [R, U] {
                    let cost = if x == last { 2 } else { 1 };
                    if b >= cost {
                        total += c.all[x * budgets + b - cost];
                    }
                }
                c.all[last * budgets + b] = total;
            }
        }
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

    fn slot(&self, rem: usize, last: usize, budget: usize) -> usize {
        (rem * 2 + last) * self.budgets + budget
    }

    fn set(&mut self, rem: usize, last: usize, budget: usize, v: u64) {
        let i = self.slot(rem, last, budget);
        self.table[i] = v;
    }

    /// Completions of `rem` letters after `last` within `budget` (0 if budget is negative).
    pub fn get(&self, rem: usize, last: usize, budget: usize) -> u64 {
        self.table[self.slot(rem, last, budget)]
    }

    fn get_signed(&self, rem: usize, last: usize, budget: i64) -> u64 {
        if budget < 0 || budget as usize >= self.budgets {
            0
        } else {
            self.get(rem, last, budget as usize)
        }
    }

    /// Words below a prefix ending in `last` with `budget` left (0 if the budget is negative).
    fn all(&self, last: usize, budget: i64) -> u64 {
        debug_assert!(budget < self.budgets as i64, "budget {budget} out of range");
        if budget < 0 {
            0
        } else {
            self.all[last * self.budgets + budget as usize]
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

    /// The index of a reachable normalised word in the preorder of all reachable words
    /// (module docs); the empty word is 0.
    pub fn index(&self, bits: u64, len: usize) -> u64 {
        if len == 0 {
            return 0;
        }
        let mut index = 1;
        let mut last = R;
        let mut b = 2 * self.max_n as i64 - 1;
        for i in 1..len {
            let x = (bits >> i & 1) as usize;
            if x == U {
                index += self.all(R, b - if last == R { 2 } else { 1 });
                if i < len - 1 {
                    index += 1; // the proper prefix ending here is a word
                }
            }
            b -= if x == last { 2 } else { 1 };
            last = x;
        }
        index
    }

    /// The word of length `len` with rank `r` among the words of that length (lexicographic).
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

/// The values of every position reachable from S_N, by preorder index, two per byte.
#[derive(Debug)]
pub struct Tables {
    /// The counts that index them.
    pub counts: Counts,
    values: Vec<AtomicU8>,
}

fn nibble(values: &[AtomicU8], index: u64) -> Grundy {
    Grundy::from(values[(index / 2) as usize].load(Ordering::Relaxed) >> ((index % 2) * 4) & 0xf)
}

impl Tables {
    /// SG of a reachable normalised word.
    pub fn sg(&self, bits: u64, len: usize) -> Grundy {
        nibble(&self.values, self.counts.index(bits, len))
    }

    /// SG of the word of length `len` with rank `r` among the words of that length.
    pub fn sg_rank(&self, r: u64, len: usize) -> Grundy {
        let bits = if len == 0 {
            0
        } else {
            self.counts.unrank(r, len)
        };
        self.sg(bits, len)
    }

    /// Every position the tables hold (every word up to length 2N, shortest first, in rank
    /// order), with its value.
    pub fn entries(&self) -> impl Iterator<Item = (Word, Grundy)> + '_ {
        (0..=2 * self.counts.max_n()).flat_map(move |len| {
            (0..self.counts.level_size(len)).map(move |r| {
                let bits = if len == 0 {
                    0
                } else {
                    self.counts.unrank(r, len)
                };
                let word = Word {
                    bits: u128::from(bits),
                    len: len as u32,
                };
                (word, self.sg(bits, len))
            })
        })
    }

    /// Bytes held by the value table.
    pub fn bytes(&self) -> usize {
        self.values.len()
    }

    /// Computes every word up to length 2N, shortest first; `on_level(len, &tables_so_far)`
    /// runs after each length.
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
        let total = counts.total();
        // Reserve first, so that a table the machine cannot hold is an error, not an abort.
        let bytes = total.div_ceil(2);
        let mut values = Vec::new();
        usize::try_from(bytes)
            .ok()
            .and_then(|b| values.try_reserve_exact(b).ok())
            .ok_or_else(|| {
                format!("could not allocate {bytes} bytes for the value tables of S_{max_n}")
            })?;
        values.extend((0..bytes).map(|_| AtomicU8::new(0)));
        let t = Tables { values, counts };
        // The empty word (index 0) has value 0, already in place.
        on_level(0, &t);
        for len in 1..=2 * max_n {
            let size = t.counts.level_size(len);
            let chunk = 1u64 << 14;
            let overflow = (0..size.div_ceil(chunk))
                .into_par_iter()
                .map(|c| {
                    let mut walk = Walk::new(&t, len, c * chunk, ((c + 1) * chunk).min(size));
                    walk.run();
                    walk.overflow
                })
                .reduce(|| false, |a, b| a || b);
            if overflow {
                return Err(format!("a Sprague-Grundy value above 15 at length {len}"));
            }
            on_level(len, &t);
        }
        Ok(t)
    }
}

/// Enumerates the words of one length whose ranks among that length lie in `lo..hi`, in
/// lexicographic order, by a depth-first walk of the prefix tree that skips subtrees outside
/// the range, and evaluates each one. Along the walk it keeps, per position, the budget left,
/// the number of `U`s so far, and running sums of the index terms with the budget raised by 0,
/// by 2, and by the cost of a leading `R U^m` (module docs), so each child of a word is
/// indexed in O(1).
struct Walk<'a> {
    t: &'a Tables,
    len: usize,
    lo: u64,
    hi: u64,
    bits: u64,
    /// budget[i]: budget left after letter i.
    budget: [i64; 64],
    /// u_before[i]: number of `U`s at positions < i.
    u_before: [u64; 65],
    /// terms[d][i]: sum of the index terms at positions < i, budget raised by 2d.
    terms: [[u64; 65]; 2],
    /// Position of the first `R` after a leading `R U^m` (0 if the word starts `RR`).
    second_r: usize,
    /// terms_stripped[i]: sum of the index terms at positions second_r < j < i, budget
    /// raised by the cost 2m of the leading `R U^m`.
    terms_stripped: [u64; 65],
    overflow: bool,
}

impl<'a> Walk<'a> {
    fn new(t: &'a Tables, len: usize, lo: u64, hi: u64) -> Walk<'a> {
        Walk {
            t,
            len,
            lo,
            hi,
            bits: 0,
            budget: [0; 64],
            u_before: [0; 65],
            terms: [[0; 65]; 2],
            second_r: 0,
            terms_stripped: [0; 65],
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
        self.dfs(1, 0);
    }

    /// Places letter i; the words of this length below the current prefix have ranks from
    /// `base`.
    fn dfs(&mut self, i: usize, mut base: u64) {
        if i == self.len {
            self.leaf();
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
            self.u_before[i + 1] = self.u_before[i] + (x == U) as u64;
            if i <= self.second_r {
                self.second_r = 0; // rewritten from here on
            }
            if x == R && i >= 2 && self.u_before[i] == i as u64 - 1 {
                self.second_r = i; // the word starts R U^(i-1) R
            }
            let (t0, t2, ts) = if x == U {
                let stripped = if self.second_r > 0 && i > self.second_r {
                    // Raised by the cost 2m of the leading R U^m, m = second_r - 1.
                    c.all(R, b + 2 * (self.second_r as i64 - 1) - cost_r)
                } else {
                    0
                };
                (c.all(R, b - cost_r), c.all(R, b + 2 - cost_r), stripped)
            } else {
                (0, 0, 0)
            };
            self.terms[0][i + 1] = self.terms[0][i] + t0;
            self.terms[1][i + 1] = self.terms[1][i] + t2;
            self.terms_stripped[i + 1] = self.terms_stripped[i] + ts;
            self.dfs(i + 1, base);
            base += leaves;
        }
    }

    /// Evaluates the word in `bits`.
    fn leaf(&mut self) {
        let len = self.len;
        let t = self.t;
        let c = &t.counts;
        let values = &t.values;
        // U's before the last letter: the proper prefixes that are words.
        let u_inner = self.u_before[len - 1];
        let index = 1 + self.terms[0][len] + u_inner;
        // Values are below 16, so the set of children's values is a bitmask.
        let mut seen = 0u32;
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
            let child = if run_is_single && p == 0 {
                // R U^m Y -> Y (or the empty word if there is no Y).
                let s = self.second_r;
                if s == 0 {
                    0
                } else {
                    1 + self.terms_stripped[len] - self.terms_stripped[s + 1] + u_inner
                        - self.u_before[s]
                }
            } else if run_is_single && p == len - 1 {
                // X R^k U -> X, X ending at the last U before position len - 1.
                let inner = self.bits & ((1u64 << (len - 1)) - 1);
                if inner == 0 {
                    0
                } else {
                    let m = 63 - inner.leading_zeros() as usize;
                    1 + self.terms[0][m + 1] + self.u_before[m]
                }
            } else {
                let d = usize::from(!run_is_single);
                let junction = if p >= 1 && self.letter(p + 1) == U {
                    let cost_r = if self.letter(p - 1) == R { 2 } else { 1 };
                    c.all(R, self.budget[p - 1] - cost_r)
                } else {
                    0
                };
                1 + self.terms[0][p] + junction + self.terms[d][len] - self.terms[d][p + 2]
                    + u_inner
                    - self.letter(p) as u64
            };
            seen |= 1 << nibble(values, child);
        }
        let v = (!seen).trailing_zeros();
        if v > 15 {
            self.overflow = true;
            return;
        }
        values[(index / 2) as usize].fetch_or((v as u8) << ((index % 2) * 4), Ordering::Relaxed);
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
                peak_bytes: crate::core::run_info::peak_rss().unwrap_or(0),
            };
            on_row(&row);
            rows.push(row);
        }
    })?;
    Ok(rows)
}
