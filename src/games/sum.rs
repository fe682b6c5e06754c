//! Disjoint sums of impartial games of different families: Nim heaps, subtraction-game heaps,
//! Wythoff positions and Column-Row Young diagrams, searched as one game ([`Sum`]), each
//! component also solvable alone ([`Component::grundy`]).

use crate::core::reference::GrundySolver;
use crate::core::{Grundy, ImpartialGame};
use crate::games::column_row::partition::Partition;
use crate::games::column_row::rules::ColumnRow;
use crate::games::nim::Nim;
use crate::games::subtraction::Subtraction;
use crate::games::wythoff::Wythoff;

/// One component of a sum.
#[derive(Debug, Clone)]
pub enum Component {
    /// A Nim heap.
    Heap(u64),
    /// A heap of the subtraction game with this set.
    Sub(Subtraction, u64),
    /// A Wythoff position.
    Wythoff(u64, u64),
    /// A Column-Row Young diagram.
    Cr(Partition),
}

/// A partition with parts of at most 15 as one number, four bits a part, largest first.
fn pack(p: &Partition) -> u64 {
    p.parts().iter().fold(0, |acc, &x| acc << 4 | u64::from(x))
}

/// The partition [`pack`] encoded.
fn unpack(mut code: u64) -> Partition {
    let mut parts = Vec::new();
    while code != 0 {
        parts.push((code & 15) as u32);
        code >>= 4;
    }
    parts.reverse();
    Partition::from_sorted(parts)
}

impl Component {
    /// The component as the hunt's findings print it: `*3`, `S[1, 2](5)`, `W(1,2)`, `CR(3,1)`.
    pub fn describe(&self) -> String {
        match self {
            Component::Heap(h) => format!("*{h}"),
            Component::Sub(g, n) => format!("S{:?}({n})", g.set.elements()),
            Component::Wythoff(x, y) => format!("W({x},{y})"),
            Component::Cr(p) => format!("CR({p})"),
        }
    }

    /// The part's state in a sum position.
    pub fn start(&self) -> (u64, u64) {
        match self {
            Component::Heap(h) => (*h, 0),
            Component::Sub(_, n) => (*n, 0),
            Component::Wythoff(x, y) => (*x, *y),
            Component::Cr(p) => (pack(p), 0),
        }
    }

    /// At least the number of positions of the part (a diagram's subpositions lie in its
    /// box: at most C(rows + columns, rows) of them).
    pub fn states(&self) -> u64 {
        match self {
            Component::Heap(h) | Component::Sub(_, h) => h + 1,
            Component::Wythoff(x, y) => (x + 1) * (y + 1),
            Component::Cr(p) => {
                let (r, c) = (
                    p.parts().len() as u64,
                    p.parts().first().map_or(0, |&x| u64::from(x)),
                );
                (1..=r).fold(1, |acc, i| acc * (c + i) / i)
            }
        }
    }

    /// A size: the heap, the coordinates' sum, or the diagram's boxes.
    pub fn size(&self) -> u64 {
        match self {
            Component::Heap(h) | Component::Sub(_, h) => *h,
            Component::Wythoff(x, y) => x + y,
            Component::Cr(p) => p.size(),
        }
    }

    /// The part's SG value, by searching the part alone.
    pub fn grundy(&self) -> Grundy {
        match self {
            Component::Heap(h) => GrundySolver::new(&Nim).grundy(&vec![*h]),
            Component::Sub(g, n) => GrundySolver::new(g).grundy(n),
            Component::Wythoff(x, y) => GrundySolver::new(&Wythoff).grundy(&(*x, *y)),
            Component::Cr(p) => GrundySolver::new(&ColumnRow).grundy(p),
        }
    }
}

/// The disjoint sum: a position is one state per part, encoded as (a, b) pairs (heaps use a,
/// diagrams their [`pack`]ed parts).
pub struct Sum {
    /// The components.
    pub parts: Vec<Component>,
}

impl ImpartialGame for Sum {
    type Position = Vec<(u64, u64)>;

    fn moves(&self, position: &Vec<(u64, u64)>) -> Vec<Vec<(u64, u64)>> {
        let mut out = Vec::new();
        for (i, part) in self.parts.iter().enumerate() {
            let (a, b) = position[i];
            let children: Vec<(u64, u64)> = match part {
                Component::Heap(_) => Nim.moves(&vec![a]).into_iter().map(|h| (h[0], 0)).collect(),
                Component::Sub(g, _) => g.moves(&a).into_iter().map(|n| (n, 0)).collect(),
                Component::Wythoff(..) => Wythoff.moves(&(a, b)),
                Component::Cr(_) => ColumnRow
                    .moves(&unpack(a))
                    .iter()
                    .map(|p| (pack(p), 0))
                    .collect(),
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
