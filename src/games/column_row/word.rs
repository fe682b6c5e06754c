//! The boundary word of a Young diagram: the encoding the fast solvers use.
//!
//! Walk the boundary from the bottom-left corner to the top-right corner: for each row from
//! the bottom up, `R` steps (one per column the row gains) then one `U` step. The partition
//! (x_1, ..., x_k) becomes R^{x_k} U R^{x_{k-1} - x_k} U ... R^{x_1 - x_2} U: every `U` is a
//! row, every `R` a column, the length of a row is the number of `R`s before its `U`, and the
//! height of a column the number of `U`s after its `R`.
//!
//! In this encoding a Column-Row move deletes one letter: deleting a `U` removes its row and
//! leaves the others' lengths alone; deleting an `R` shortens exactly the rows whose `U` comes
//! later, the rows longer than that column. Deleting any letter of a run gives the same word,
//! so the distinct moves are one per run. A word that starts with `U` (rows of length 0) or
//! ends with `R` (columns of height 0) is normalised by stripping them. The conjugate is the
//! reversed word with `R` and `U` swapped.

use super::partition::Partition;
use crate::core::InputError;

/// Longest word the fixed-size encoding holds (rows + columns).
pub const MAX_LEN: usize = 128;

/// A normalised boundary word: letter i is bit i of `bits` (1 = `U`, a row; 0 = `R`, a
/// column); `len` letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Word {
    /// The letters, first letter in bit 0.
    pub bits: u128,
    /// The number of letters.
    pub len: u32,
}

impl Word {
    /// The empty word (the empty diagram).
    pub const EMPTY: Word = Word { bits: 0, len: 0 };

    /// The word of a partition; errors if rows + columns exceed [`MAX_LEN`].
    pub fn from_partition(p: &Partition) -> Result<Word, InputError> {
        let len = p.rows() + p.cols();
        if len > MAX_LEN {
            return Err(InputError::new(format!(
                "partition too large for the boundary-word solver: rows + columns = {len} (max {MAX_LEN})"
            )));
        }
        let mut bits = 0u128;
        let mut pos = 0;
        let mut prev = 0;
        for &x in p.parts().iter().rev() {
            pos += (x - prev) as usize; // R steps
            bits |= 1u128 << pos; // the row's U
            pos += 1;
            prev = x;
        }
        Ok(Word {
            bits,
            len: len as u32,
        })
    }

    /// The partition this word draws.
    pub fn to_partition(self) -> Partition {
        let mut parts = Vec::new();
        let mut r = 0;
        for i in 0..self.len {
            if self.bits >> i & 1 == 1 {
                parts.push(r);
            } else {
                r += 1;
            }
        }
        parts.reverse();
        Partition::from_sorted(parts.into_iter().filter(|&x| x > 0).collect())
    }

    /// Letter i: true for `U`.
    pub fn is_u(self, i: u32) -> bool {
        self.bits >> i & 1 == 1
    }

    /// Strips leading `U`s and trailing `R`s.
    pub fn normalised(self) -> Word {
        if self.len == 0 {
            return self;
        }
        let mask = if self.len == 128 {
            u128::MAX
        } else {
            (1u128 << self.len) - 1
        };
        let bits = self.bits & mask;
        let lead_u = (!bits).trailing_zeros().min(self.len);
        let bits = bits >> lead_u;
        if bits == 0 {
            return Word::EMPTY;
        }
        let last_u = 127 - bits.leading_zeros();
        Word {
            bits,
            len: last_u + 1,
        }
    }

    /// The word with letter i deleted, normalised.
    pub fn delete(self, i: u32) -> Word {
        let low = self.bits & ((1u128 << i) - 1);
        let high = if i + 1 >= 128 {
            0
        } else {
            (self.bits >> (i + 1)) << i
        };
        Word {
            bits: low | high,
            len: self.len - 1,
        }
        .normalised()
    }

    /// The start of every run of equal letters.
    pub fn run_starts(self) -> impl Iterator<Item = u32> {
        (0..self.len).filter(move |&i| i == 0 || self.is_u(i) != self.is_u(i - 1))
    }

    /// The positions after one move: one per run (deleting any letter of a run is the same).
    pub fn moves(self) -> impl Iterator<Item = Word> {
        self.run_starts().map(move |i| self.delete(i))
    }

    /// The conjugate diagram: the word reversed with `R` and `U` swapped.
    pub fn conjugate(self) -> Word {
        if self.len == 0 {
            return self;
        }
        let rev = self.bits.reverse_bits() >> (128 - self.len);
        let mask = if self.len == 128 {
            u128::MAX
        } else {
            (1u128 << self.len) - 1
        };
        Word {
            bits: !rev & mask,
            len: self.len,
        }
    }

    /// The `R`/`U` letters as text.
    pub fn letters(self) -> String {
        (0..self.len)
            .map(|i| if self.is_u(i) { 'U' } else { 'R' })
            .collect()
    }
}

/// An upper bound on the number of positions reachable from `w`: its number of distinct
/// subsequences (every reachable position is one), saturating.
pub fn reachable_bound(w: Word) -> u128 {
    // count[i] = distinct subsequences of the first i letters (with the empty one).
    let mut count: u128 = 1;
    let mut last_before = [None::<u128>; 2];
    for i in 0..w.len {
        let c = usize::from(w.is_u(i));
        let previous = count;
        count = count.saturating_mul(2);
        if let Some(before) = last_before[c] {
            count = count.saturating_sub(before);
        }
        last_before[c] = Some(previous);
    }
    count
}
