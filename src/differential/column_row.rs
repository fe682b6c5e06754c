//! Column-Row: Algorithm 1 (reference) against the boundary-word solver (on the diagram and
//! on its conjugate, which share a memo entry), and the word solver against the staircase
//! tables on positions reachable from S_8, and from S_6 when they are (the tables' indexing
//! depends on the budget 2N left: the same word is indexed differently under each bound).

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
    /// Which letters of (RU)^8 to keep for the staircase comparison.
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

/// The staircase tables for S_6 and S_8 (built once per process).
fn tables(n: usize) -> &'static Tables {
    static SIX: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    static EIGHT: std::sync::OnceLock<Tables> = std::sync::OnceLock::new();
    let cell = if n == 6 { &SIX } else { &EIGHT };
    cell.get_or_init(|| Tables::compute(n, |_, _| {}).expect("small tables"))
}

/// Whether a normalised word is reachable from S_n: its greedy embedding into (RU)^n costs
/// 2 |w| - runs(w) letters (module docs of the staircase solver).
pub fn reachable_from(w: Word, n: usize) -> bool {
    let runs = w.run_starts().count();
    2 * w.len as usize - runs <= 2 * n
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
    // A subsequence of (RU)^8, normalised, is a position reachable from S_8.
    let mut bits = 0u128;
    let mut len = 0;
    for i in 0..16 {
        if input.keep >> i & 1 == 1 {
            if i % 2 == 1 {
                bits |= 1 << len;
            }
            len += 1;
        }
    }
    let w = Word { bits, len }.normalised();
    let by_word = fast.sg_word(w);
    for n in [8, 6] {
        if !reachable_from(w, n) {
            continue;
        }
        let by_table = tables(n).sg(w.bits as u64, w.len as usize);
        if by_word != by_table {
            return Err(format!(
                "word {} ({}): word solver {by_word}, staircase tables for S_{n} {by_table}",
                w.letters(),
                w.to_partition()
            ));
        }
    }
    Ok(())
}
