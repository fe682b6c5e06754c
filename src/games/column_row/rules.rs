//! The moves of Column-Row (section 2): remove any single row, or any single column.

use super::partition::Partition;
use crate::core::ImpartialGame;

/// Column-Row as an impartial game on partitions.
#[derive(Debug, Clone, Copy, Default)]
pub struct ColumnRow;

/// A move: `Row(i)` removes row i, `Column(j)` removes column j (both from 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Move {
    /// Remove row i: the other rows keep their lengths.
    Row(usize),
    /// Remove column j: every row longer than j loses one box.
    Column(u32),
}

impl Move {
    /// The paper's notation: `0_r`, `2_c`.
    pub fn notation(&self) -> String {
        match self {
            Move::Row(i) => format!("{i}_r"),
            Move::Column(j) => format!("{j}_c"),
        }
    }
}

/// Every move of `p`: each row, then each column.
pub fn all_moves(p: &Partition) -> Vec<Move> {
    let rows = (0..p.rows()).map(Move::Row);
    let cols = (0..p.cols() as u32).map(Move::Column);
    rows.chain(cols).collect()
}

/// The position after `m`.
pub fn apply(p: &Partition, m: Move) -> Partition {
    let parts = p.parts();
    match m {
        Move::Row(i) => {
            let mut rest = parts.to_vec();
            rest.remove(i);
            Partition::from_sorted(rest)
        }
        Move::Column(j) => Partition::from_sorted(
            parts
                .iter()
                .map(|&x| if x > j { x - 1 } else { x })
                .filter(|&x| x > 0)
                .collect(),
        ),
    }
}

impl ImpartialGame for ColumnRow {
    type Position = Partition;

    fn moves(&self, p: &Partition) -> Vec<Partition> {
        all_moves(p).into_iter().map(|m| apply(p, m)).collect()
    }
}
