//! Hunting the Sprague-Grundy theorem on disjoint sums (the theory behind SL-Nim's nim-sum):
//! the SG value of a sum of impartial games, found by searching the sum itself, equals the
//! XOR of the parts' values, each found by searching the part alone.
//!
//! Parts are Nim heaps, subtraction-game heaps (random sets) and Wythoff positions, two or
//! three at a time; one instance in four repeats a part, so that x + x (SG 0, "(x,x,0) is P")
//! comes up often.

use super::Outcome;
use crate::core::reference::GrundySolver;
use crate::core::{Grundy, ImpartialGame};
use crate::differential::decode;
use crate::games::nim::Nim;
use crate::games::subtraction::{Subtraction, SubtractionSet};
use crate::games::wythoff::Wythoff;

/// One component of a sum.
#[derive(Debug, Clone)]
enum Part {
    /// A Nim heap.
    Heap(u64),
    /// A heap of the subtraction game with this set.
    Sub(Subtraction, u64),
    /// A Wythoff position.
    Wythoff(u64, u64),
}

impl Part {
    fn describe(&self) -> String {
        match self {
            Part::Heap(h) => format!("*{h}"),
            Part::Sub(g, n) => format!("S{:?}({n})", g.set.elements()),
            Part::Wythoff(x, y) => format!("W({x},{y})"),
        }
    }

    /// The part's SG value, by searching the part alone.
    fn grundy(&self) -> Grundy {
        match self {
            Part::Heap(h) => GrundySolver::new(&Nim).grundy(&vec![*h]),
            Part::Sub(g, n) => GrundySolver::new(g).grundy(n),
            Part::Wythoff(x, y) => GrundySolver::new(&Wythoff).grundy(&(*x, *y)),
        }
    }
}

/// The disjoint sum: a position is one state per part, encoded as (a, b) pairs (heaps use a).
struct Sum {
    parts: Vec<Part>,
}

impl ImpartialGame for Sum {
    type Position = Vec<(u64, u64)>;

    fn moves(&self, position: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut out = Vec::new();
        for (i, part) in self.parts.iter().enumerate() {
            let (a, b) = position[i];
            let children: Vec<(u64, u64)> = match part {
                Part::Heap(_) => Nim.moves(&vec![a]).into_iter().map(|h| (h[0], 0)).collect(),
                Part::Sub(g, _) => g.moves(&a).into_iter().map(|n| (n, 0)).collect(),
                Part::Wythoff(..) => Wythoff.moves(&(a, b)),
            };
            for c in children {
                let mut next = position.clone();
                next[i] = c;
                out.push(next);
            }
        }
        out
    }
}

/// One instance: decode two or three parts and compare.
pub fn sg_of_sums(data: &[u8]) -> Outcome {
    let Some((count, repeat, raw)) = decode::<(u8, u8, [u8; 9])>(data) else {
        return Outcome::Skipped;
    };
    let count = 2 + usize::from(count % 2);
    let mut parts: Vec<Part> = (0..count)
        .map(|i| {
            let (kind, x, y) = (raw[3 * i], raw[3 * i + 1], raw[3 * i + 2]);
            match kind % 3 {
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
                _ => Part::Wythoff(u64::from(x % 6), u64::from(y % 6)),
            }
        })
        .collect();
    if repeat % 4 == 0 {
        parts[1] = parts[0].clone();
    }
    let start: Vec<(u64, u64)> = parts
        .iter()
        .map(|p| match p {
            Part::Heap(h) => (*h, 0),
            Part::Sub(_, n) => (*n, 0),
            Part::Wythoff(x, y) => (*x, *y),
        })
        .collect();
    let xor = parts.iter().fold(0, |acc, p| acc ^ p.grundy());
    let sum = Sum {
        parts: parts.clone(),
    };
    let direct = GrundySolver::new(&sum).grundy(&start);
    let describe = parts
        .iter()
        .map(Part::describe)
        .collect::<Vec<_>>()
        .join(" + ");
    if direct != xor {
        return Outcome::Counterexample {
            detail: format!(
                "SG({describe}) = {direct} by direct search, but the XOR of the parts is {xor}"
            ),
            replay: format!("cgcheck hunt SL-Nim --seed 0 (instance {describe})"),
        };
    }
    let size = start.iter().map(|&(a, b)| a + b).sum();
    Outcome::Held { size, describe }
}
