//! Column-Row: Algorithm 1 (reference) against the boundary-word solver, and the word solver
//! against the staircase tables on positions reachable from a small staircase.

use crate::games::column_row::fast::WordSolver;
use crate::games::column_row::partition::Partition;
use crate::games::column_row::reference::Algorithm1;
use crate::games::column_row::staircase::Tables;
use crate::games::column_row::word::Word;
use arbitrary::Arbitrary;

/// A random small partition: up to 7 parts, each at most 9 (sorted into a partition), and a
/// random subsequence mask for the staircase check.
#[derive(Debug, Clone, Arbitrary)]
pub struct ColumnRowInput {
    /// Raw parts (reduced into 0..=9, at most 7, then sorted).
    pub parts: Vec<u8>,
    /// Which letters of (RU)^6 to keep for the staircase comparison.
    pub keep: u16,
}

impl ColumnRowInput {
    /// The partition the check uses, after applying the size budget.
    pub fn partition(&self) -> Partition {
        let mut parts: Vec<u32> = self
            .parts
            .iter()
            .take(7)
            .map(|&x| u32::from(x % 10))
            .collect();
        parts.sort_unstable_by(|a, b| b.cmp(a));
        Partition::new(parts).expect("sorted parts form a partition")
    }
}

/// The staircase tables for S_6 (built once per process).
fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| Tables::compute(6, |_, _| {}).expect("small tables"))
}

/// SG agrees between Algorithm 1, the word solver, the word solver on the conjugate, and the
/// staircase tables on the subsequence of (RU)^6 chosen by `keep`.
pub fn check(input: &ColumnRowInput) -> Result<(), String> {
    let p = input.partition();
    let reference = Algorithm1::new().sg(&p);
    let mut fast = WordSolver::new();
    let f = fast.sg(&p).map_err(|e| e.to_string())?;
    if f != reference {
        return Err(format!(
            "{p}: Algorithm 1 gives {reference}, the word solver {f}"
        ));
    }
    let conj = fast.sg(&p.conjugate()).map_err(|e| e.to_string())?;
    if conj != reference {
        return Err(format!("{p}: the conjugate has SG {conj}, not {reference}"));
    }
    // A subsequence of (RU)^6, normalised, is a position reachable from S_6.
    let mut bits = 0u128;
    let mut len = 0;
    for i in 0..12 {
        if input.keep >> i & 1 == 1 {
            if i % 2 == 1 {
                bits |= 1 << len;
            }
            len += 1;
        }
    }
    let w = Word { bits, len }.normalised();
    let by_word = fast.sg_word(w);
    let by_table = tables().sg(w.bits as u64, w.len as usize);
    if by_word != by_table {
        return Err(format!(
            "word {} ({}): word solver {by_word}, staircase tables {by_table}",
            w.letters(),
            w.to_partition()
        ));
    }
    Ok(())
}
