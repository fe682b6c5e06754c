//! Reference against optimized solvers for the slides' games, in one run: `cargo bench`.

use cgcheck::games::subtraction::{Periodic, SubtractionSet, reference_values};
use cgcheck::games::{nim, wythoff};
use divan::black_box;

fn main() {
    divan::main();
}

fn set134() -> SubtractionSet {
    SubtractionSet::new(vec![1, 3, 4]).expect("valid set")
}

/// SG(0..=10000) of S = {1,3,4}: memoised mex.
#[divan::bench]
fn subtraction_reference_10000() -> u32 {
    reference_values(&set134(), black_box(10_000))[10_000]
}

/// SG(0..=10000) of S = {1,3,4}: certified period, then lookups.
#[divan::bench]
fn subtraction_periodic_10000() -> u32 {
    let p = Periodic::compute(&set134()).expect("periodic");
    (0..=black_box(10_000u64)).map(|n| p.grundy(n)).sum()
}

/// Winning moves from (13,23,28) by game-tree search.
#[divan::bench]
fn nim_reference_13_23_28() -> usize {
    nim::reference_winning_moves(black_box(&[13, 23, 28]))
        .expect("small")
        .len()
}

/// Winning moves from (13,23,28) by nim-sum.
#[divan::bench]
fn nim_fast_13_23_28() -> usize {
    nim::winning_moves(black_box(&[13, 23, 28])).len()
}

/// Winning moves from (153,289) by the P/N rules.
#[divan::bench(sample_count = 10)]
fn wythoff_reference_153_289() -> usize {
    wythoff::reference_winning_moves(black_box(153), black_box(289))
        .expect("small")
        .len()
}

/// Winning moves from (153,289) by the Beatty formulas.
#[divan::bench]
fn wythoff_fast_153_289() -> usize {
    wythoff::winning_moves(black_box(153), black_box(289)).len()
}
