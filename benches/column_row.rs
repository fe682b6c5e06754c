//! Column-Row: the paper's Algorithm 1 against the optimized solvers, in one run
//! (`cargo bench --bench column_row`).

use cgcheck::games::column_row::fast::WordSolver;
use cgcheck::games::column_row::partition::Partition;
use cgcheck::games::column_row::reference::Algorithm1;
use cgcheck::games::column_row::staircase;
use divan::black_box;

fn main() {
    divan::main();
}

const NS: [u32; 3] = [12, 14, 16];

/// SG(S_n) by Algorithm 1 (dictionary of partitions).
#[divan::bench(args = NS, sample_count = 3)]
fn staircase_algorithm_1(n: u32) -> u32 {
    Algorithm1::new().sg(&Partition::staircase(black_box(n)))
}

/// SG(S_n) by the memoised boundary-word solver.
#[divan::bench(args = NS, sample_count = 3)]
fn staircase_word_solver(n: u32) -> u32 {
    WordSolver::new()
        .sg(&Partition::staircase(black_box(n)))
        .expect("small")
}

/// SG(S_1..S_n) by the perfect-indexing staircase solver (all n at once).
#[divan::bench(args = NS, sample_count = 3)]
fn staircase_perfect_indexing(n: u32) -> u32 {
    let rows = staircase::frontier(black_box(n as usize), |_| {}, |_, _| {}).expect("small");
    rows[n as usize].sg
}
