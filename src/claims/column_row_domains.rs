//! The instance families the Column-Row paper's universal claims quantify over, as driver
//! domains ([`drivers::Domain`](super::drivers::Domain)): Young diagrams in a square box, and
//! the quadrated ones (every part and every multiplicity even).

use super::drivers::{Domain, Random};
use crate::differential::decode;
use crate::games::column_row::partition::{Partition, partitions_in_box};

/// Every partition with at most `side` parts, each at most `side`.
pub struct BoxPartitions;

impl Domain for BoxPartitions {
    type Instance = Partition;
    const FAMILY: &'static str = "every partition inside a square box of {}";
    const SIZE: &'static str = "side";
    const PLURAL: &'static str = "partitions";
    const ONE: &'static str = "a partition";

    fn enumerate(max: u64, visit: &mut dyn FnMut(&Partition)) -> u64 {
        let side = u32::try_from(max).unwrap_or(u32::MAX);
        let all = partitions_in_box(side, side);
        all.iter().for_each(visit);
        all.len() as u64
    }

    fn show(p: &Partition) -> String {
        p.to_string()
    }
}

impl Random for BoxPartitions {
    /// Long thin shapes: the first byte splits rows + columns <= cap between the two.
    fn decode(bytes: &[u8], cap: u64) -> Option<Partition> {
        let (shape, raw) = decode::<(u8, Vec<u8>)>(bytes)?;
        let cap = cap.clamp(2, 200) as u32;
        let rows = u32::from(shape) % (cap - 2) + 1;
        Some(partition(&raw, rows as usize, (cap - 1 - rows).max(1)))
    }

    /// The side of the smallest square box it fits in.
    fn size(p: &Partition) -> u64 {
        p.rows().max(p.cols()) as u64
    }

    fn describe(p: &Partition) -> String {
        format!("{p} (rows + columns = {})", p.rows() + p.cols())
    }
}

/// Every quadrated partition (every part and every multiplicity even) inside a square box.
pub struct QuadratedPartitions;

impl Domain for QuadratedPartitions {
    type Instance = Partition;
    const FAMILY: &'static str = "every quadrated partition inside a square box of {}";
    const SIZE: &'static str = "side";
    const PLURAL: &'static str = "quadrated partitions";
    const ONE: &'static str = "a quadrated partition";

    /// Doubling every part and every multiplicity of each partition in the half box gives
    /// every quadrated partition in the box, once each.
    fn enumerate(max: u64, visit: &mut dyn FnMut(&Partition)) -> u64 {
        let half = u32::try_from(max / 2).unwrap_or(u32::MAX);
        let all = partitions_in_box(half, half);
        all.iter()
            .filter_map(Partition::doubled)
            .inspect(visit)
            .count() as u64
    }

    fn show(q: &Partition) -> String {
        format!("quadrated {q}")
    }
}

impl Random for QuadratedPartitions {
    /// The halved shape: r rows of parts at most cap/2 - r, so rows + columns <= cap when
    /// doubled.
    fn decode(bytes: &[u8], cap: u64) -> Option<Partition> {
        let (shape, raw) = decode::<(u8, Vec<u8>)>(bytes)?;
        let half = (cap / 2).clamp(2, 100) as u32;
        let rows = u32::from(shape) % (half - 1) + 1;
        partition(&raw, rows as usize, half - rows).doubled()
    }

    fn size(q: &Partition) -> u64 {
        q.rows().max(q.cols()) as u64
    }

    fn describe(q: &Partition) -> String {
        format!("{q} ({} boxes)", q.size())
    }
}

/// A partition from raw bytes: parts in 1..=max, at most `rows` of them, sorted.
fn partition(raw: &[u8], rows: usize, max: u32) -> Partition {
    let mut parts: Vec<u32> = raw
        .iter()
        .take(rows)
        .map(|&x| u32::from(x) % max + 1)
        .collect();
    parts.sort_unstable_by(|a, b| b.cmp(a));
    Partition::new(parts).expect("sorted")
}
