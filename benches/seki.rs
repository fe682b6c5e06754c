//! Seki: classifying every 3x3 matrix of height <= h up to permutation, by the literal
//! reference solver (one shared memo over raw matrices) against the level-by-level canonical
//! enumerator, in one run (`cargo bench --bench seki`).

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
