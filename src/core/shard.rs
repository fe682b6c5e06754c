//! One part of a run split across processes or machines (`--shard I/N`).
//!
//! A split run is cut into `N` parts numbered `0..N` (the numbering of a Slurm job array's
//! `SLURM_ARRAY_TASK_ID` with `--array=0-(N-1)`). Each part is a deterministic function of the
//! run and its index, so the parts of a run are disjoint, cover it, and can be re-run one by
//! one; `cgcheck merge` puts them back together and refuses a missing or repeated part.

use super::InputError;
use super::error::parse_in_range;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The most parts a run is split into (a typo guard, far past any cluster's array limit).
pub const MAX_SHARDS: u64 = 1 << 20;

/// Part `index` of `count` (`0 <= index < count`, `1 <= count <= MAX_SHARDS`). A part file
/// naming another ("part 3 of 0", say) is refused when it is read, so no merge divides by
/// a zero count or accepts an empty set of parts as complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawShard")]
pub struct Shard {
    /// Which part, from 0.
    pub index: u64,
    /// How many parts.
    pub count: u64,
}

impl Shard {
    /// The whole run: part 0 of 1.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Parses `I/N` exactly: `N` from 1 to [`MAX_SHARDS`], `I` from 0 to `N - 1`.
    pub fn parse(text: &str) -> Result<Shard, InputError> {
        let t = text.trim();
        let Some((i, n)) = t.split_once('/') else {
            return Err(InputError::new(format!(
                "invalid shard '{t}': expected I/N with 0 <= I < N, e.g. 0/3"
            )));
        };
        let count = parse_in_range(n, "shard count", 1, MAX_SHARDS)?;
        let index = parse_in_range(i, "shard index", 0, count - 1).map_err(|_| {
            InputError::new(format!(
                "invalid shard '{t}': the index must be 0 to {} (parts are numbered from 0)",
                count - 1
            ))
        })?;
        Ok(Shard { index, count })
    }

    /// Whether item number `i` of an enumeration belongs to this part (round robin: parts
    /// get items of every size, so they take about the same time).
    pub fn holds(self, i: usize) -> bool {
        i as u64 % self.count == self.index
    }

    /// How many of the items `0..n` this part holds.
    pub fn share(self, n: u64) -> u64 {
        if n > self.index {
            (n - 1 - self.index) / self.count + 1
        } else {
            0
        }
    }
}

/// Checks that `parts` are the whole set of parts of one split run, each once: all of `N`
/// parts (with the count of the first), none twice, none missing.
pub fn complete(parts: impl IntoIterator<Item = Shard>) -> Result<(), InputError> {
    let mut seen = std::collections::BTreeSet::new();
    let mut count = None;
    for p in parts {
        if *count.get_or_insert(p.count) != p.count {
            return Err(InputError::new(format!(
                "parts of a run split in {} and in {} parts",
                count.unwrap_or(p.count),
                p.count
            )));
        }
        if !seen.insert(p.index) {
            return Err(InputError::new(format!("part {p} is given twice")));
        }
    }
    let Some(count) = count else {
        return Err(InputError::new("no parts"));
    };
    match (0..count).find(|i| !seen.contains(i)) {
        Some(i) => Err(InputError::new(format!("part {i}/{count} is missing"))),
        None => Ok(()),
    }
}

/// A shard as a file states it, before its numbers are checked.
#[derive(Deserialize)]
struct RawShard {
    index: u64,
    count: u64,
}

impl TryFrom<RawShard> for Shard {
    type Error = String;

    fn try_from(raw: RawShard) -> Result<Shard, String> {
        if raw.count == 0 || raw.count > MAX_SHARDS || raw.index >= raw.count {
            return Err(format!(
                "invalid shard {}/{}: parts are numbered 0 to N - 1 of N, 1 <= N <= {MAX_SHARDS}",
                raw.index, raw.count
            ));
        }
        Ok(Shard {
            index: raw.index,
            count: raw.count,
        })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}
