//! The Sprague-Grundy theorem on disjoint sums (the theory behind SL-Nim's nim-sum): the SG
//! value of a sum of impartial games, found by searching the sum itself, equals the XOR of the
//! parts' values, each found by searching the part alone.
//!
//! This is not a catalogued claim (the slides state the nim-sum rule through examples), so it
//! is no claim's hunt: `tests/hunt.rs` runs it on seeded instances as a property of the
//! solvers. (It was SL-Nim's hunt until the hunts were made to call their claims' own
//! predicates; SL-Nim has none now: its (x,x,0) search is too costly for random instances.)
//!
//! Parts are Nim heaps, subtraction-game heaps (random sets), Wythoff positions and
//! Column-Row Young diagrams (at most 6 parts of at most 6), two or three at a time; one
//! instance in four repeats a part, so that x + x (SG 0, "(x,x,0) is P") comes up often.

use super::Outcome;
use crate::core::reference::GrundySolver;
use crate::differential::decode;
use crate::games::column_row::partition::Partition;
use crate::games::subtraction::{Subtraction, SubtractionSet};
use crate::games::sum::{Component as Part, Sum};

/// The most positions a sum may have (the product of its parts' counts).
const MAX_SUM_STATES: u64 = 100_000;

/// One instance: decode two or three parts and compare.
pub fn sg_of_sums(_claim: &str, data: &[u8]) -> Outcome {
    let Some((count, repeat, raw)) = decode::<(u8, u8, [u8; 9])>(data) else {
        return Outcome::Skipped;
    };
    let count = 2 + usize::from(count % 2);
    let mut parts: Vec<Part> = (0..count)
        .map(|i| {
            let (kind, x, y) = (raw[3 * i], raw[3 * i + 1], raw[3 * i + 2]);
            match kind % 4 {
                0 => Part::Heap(u64::from(x % 12)),
                1 => {
                    // A set of 1..=3 elements from 1..=6, from the bits of y.
                    let mut set: Vec<u64> =
                        (1..=6).filter(|k| y >> (k - 1) & 1 == 1).take(3).collect();
                    if set.is_empty() {
                        set.push(1);
                    }
                    let s = SubtractionSet::new(set).expect("positive elements");
                    Part::Sub(Subtraction { set: s }, u64::from(x % 16))
                }
                2 => Part::Wythoff(u64::from(x % 6), u64::from(y % 6)),
                _ => {
                    // Up to 6 parts of at most 6: sorted bytes of x and y, three bits each.
                    let mut parts: Vec<u32> = (0..6)
                        .map(|i| (u32::from(x) | u32::from(y) << 8) >> (3 * i) & 7)
                        .map(|v| v.min(6))
                        .filter(|&v| v > 0)
                        .collect();
                    parts.sort_unstable_by(|a, b| b.cmp(a));
                    Part::Cr(Partition::from_sorted(parts))
                }
            }
        })
        .collect();
    if repeat % 4 == 0 {
        parts[1] = parts[0].clone();
    }
    // The sum is searched position by position: keep it small.
    if parts.iter().map(Part::states).product::<u64>() > MAX_SUM_STATES {
        return Outcome::Skipped;
    }
    let start: Vec<(u64, u64)> = parts.iter().map(Part::start).collect();
    let xor = parts.iter().fold(0, |acc, p| acc ^ p.grundy());
    let sum = Sum {
        parts: parts.clone(),
    };
    let direct = GrundySolver::new(&sum).grundy(&start);
    let describe = crate::claims::joined(parts.iter().map(Part::describe), " + ");
    if direct != xor {
        return Outcome::Counterexample {
            detail: format!(
                "SG({describe}) = {direct} by direct search, but the XOR of the parts is {xor}"
            ),
            replay: format!("cargo test --test suite hunt::sg_of_sums (instance {describe})"),
        };
    }
    let size = parts.iter().map(Part::size).sum();
    Outcome::Held { size, describe }
}
