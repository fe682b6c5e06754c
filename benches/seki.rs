//! Seki: classifying every 3x3 matrix of height <= h up to permutation, by the literal
//! reference solver (one shared memo over raw matrices) against the level-by-level canonical
//! enumerator; and the canonical form of the classifier (column-order tables, partition
//! refinement) against the
//! previous one (every order of the smaller side, `canon_reference`) on the keys the
//! enumerator canonicalizes (every child of every class), in one run
//! (`cargo bench --bench seki`).

use cgcheck::games::seki::canon::Shape;
use cgcheck::games::seki::canon_reference;
use cgcheck::games::seki::enumerate::{self, Filter};
use cgcheck::games::seki::reference::Reference;
use cgcheck::games::seki::{Matrix, Variant};
use divan::black_box;

fn main() {
    divan::main();
}

const HEIGHTS: [u32; 3] = [2, 3, 4];

/// The class representatives (computed once, outside the timed part of the reference).
fn representatives(h: u32) -> Vec<Matrix> {
    enumerate::classify(3, 3, h, Variant::Seki, Filter::All, false)
        .expect("small")
        .kept
        .into_iter()
        .map(|(a, _)| a)
        .collect()
}

/// Every class solved by the reference (literal backward induction, no symmetry).
#[divan::bench(args = HEIGHTS, sample_count = 3)]
fn classify_3x3_reference(bencher: divan::Bencher, h: u32) {
    let reps = representatives(h);
    bencher.bench_local(|| {
        let mut r = Reference::new(Variant::Seki);
        let mut csms = 0;
        for a in &reps {
            if r.solve(black_box(a)).kind.is_csm() {
                csms += 1;
            }
        }
        csms
    });
}

/// The same classification by the canonical enumerator (generation included).
#[divan::bench(args = [2, 3, 4, 5], sample_count = 3)]
fn classify_3x3_enumerator(h: u32) -> u64 {
    enumerate::classify(3, 3, black_box(h), Variant::Seki, Filter::None, false)
        .expect("small")
        .classes
}

/// Shapes and heights of the canonical-form benches (a few thousand to a few hundred
/// thousand keys each).
const CANON: [(usize, usize, u32); 4] = [(3, 3, 4), (3, 4, 2), (4, 4, 2), (5, 5, 1)];

/// Every matrix one move below a class of m x n matrices of height <= h (the keys the
/// enumerator looks up), with the shape.
fn child_keys(m: usize, n: usize, h: u32) -> (Shape, Vec<u128>) {
    let shape = Shape::new(m, n).expect("small");
    let mut keys = Vec::new();
    for (a, _) in enumerate::classify(m, n, h, Variant::Seki, Filter::All, false)
        .expect("small")
        .kept
    {
        let key = shape.pack(&a).expect("packs");
        for r in 0..m {
            for c in 0..n {
                if shape.get(key, r, c) > 0 {
                    keys.push(key - (1u128 << shape.shift(r, c)));
                }
            }
        }
    }
    (shape, keys)
}

/// The canonical form on every child key (the column-order tables where they apply, the
/// refinement search otherwise: 5 x 5).
#[divan::bench(args = CANON, sample_count = 3)]
fn canonical_refinement(bencher: divan::Bencher, (m, n, h): (usize, usize, u32)) {
    let (shape, keys) = child_keys(m, n, h);
    bencher.bench_local(|| {
        keys.iter()
            .fold(0u128, |x, &k| x ^ shape.canonical(black_box(k)))
    });
}

/// The previous canonical form (every order of the smaller side) on the same keys.
#[divan::bench(args = CANON, sample_count = 3)]
fn canonical_previous(bencher: divan::Bencher, (m, n, h): (usize, usize, u32)) {
    let (shape, keys) = child_keys(m, n, h);
    bencher.bench_local(|| {
        keys.iter().fold(0u128, |x, &k| {
            x ^ canon_reference::canonical(&shape, black_box(k))
        })
    });
}
