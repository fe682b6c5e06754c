//! k-in-a-row: (4,4,4,1,1) by the paper's own program (Appendix B, ported) against the
//! prover and the minimax solver, in one run (`cargo bench --bench mnk`); and every game the
//! paper states, solved together.

use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::{appendix_b, prover, segments, solver::Solver};
use divan::black_box;

fn main() {
    divan::main();
}

fn g(m: usize, n: usize, k: usize, p: usize, q: usize) -> Params {
    Params::new(m, n, k, p, q).expect("valid")
}

/// The paper's method: memoised minimax over 3^16 base-3 state codes, no symmetry.
#[divan::bench(sample_count = 5)]
fn game_444_appendix_b() -> i8 {
    appendix_b::solve_4x4()
}

/// The prover (threat cuts, pairing cuts, symmetry).
#[divan::bench(sample_count = 5)]
fn game_444_prover() {
    black_box(prover::value(g(4, 4, 4, 1, 1), 10_000_000).expect("fits"));
}

/// Minimax with symmetry (the exact solver behind `--minimax`).
#[divan::bench(sample_count = 5)]
fn game_444_minimax() {
    black_box(Solver::new(g(4, 4, 4, 1, 1)).expect("fits").solve());
}

/// Every game instance the paper states (section 3) solved, and its pairings built.
#[divan::bench(sample_count = 5)]
fn every_stated_game() {
    for p in [
        g(3, 3, 3, 1, 1),
        g(4, 4, 4, 1, 1),
        g(4, 3, 3, 1, 1),
        g(5, 5, 4, 2, 2),
        g(6, 6, 4, 1, 1),
        g(6, 6, 4, 2, 1),
    ] {
        black_box(prover::value(p, 50_000_000).expect("fits"));
    }
    for (m, n, k) in [
        (5, 5, 5),
        (6, 6, 6),
        (7, 7, 7),
        (7, 7, 6),
        (8, 8, 7),
        (9, 9, 8),
        (13, 7, 7),
        (15, 8, 8),
        (17, 9, 9),
        (19, 10, 10),
    ] {
        black_box(segments::construct(&g(m, n, k, 1, 1), 200));
    }
}

/// Pairings for the families, each built and checked.
#[divan::bench(args = [5, 10, 20, 30], sample_count = 5)]
fn pairing_kkk(k: usize) {
    black_box(segments::construct(&g(k, k, k, 1, 1), 200));
}
