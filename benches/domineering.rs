//! Domineering: alpha over the region of Table 4.1, alpha rows for Problems 4.1 and 4.2, and
//! outcome classes (`cargo bench --bench domineering`). The old full-table scan runs beside
//! the fast one on the same boards, so their ratio comes from one run.

use cgcheck::games::domineering::alpha;
use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::outcome::OutcomeSolver;
use divan::black_box;

fn main() {
    divan::main();
}

/// Every m, n <= 10 (the region of Table 4.1), both definitions, by the fast scan.
#[divan::bench(sample_count = 5)]
fn alpha_table_10() {
    for m in 1..=10 {
        for n in 1..=10 {
            black_box(alpha::alpha(m, n).expect("fits"));
        }
    }
}

/// The same boards up to 8 x 8 by the full (min, +) tables (the old computation).
#[divan::bench(sample_count = 3)]
fn alpha_table_8_full_tables() {
    for m in 1..=8 {
        for n in 1..=8 {
            black_box(alpha::alpha_by_tables(m, n).expect("fits"));
        }
    }
}

/// The same boards up to 8 x 8 by the fast scan.
#[divan::bench(sample_count = 5)]
fn alpha_table_8_fast() {
    for m in 1..=8 {
        for n in 1..=8 {
            black_box(alpha::alpha(m, n).expect("fits"));
        }
    }
}

/// alpha_{2,n} and alpha_{3,n} for every n <= 10000, one scan each.
#[divan::bench(sample_count = 3)]
fn alpha_rows_2_and_3_to_10000() {
    black_box(alpha::alpha_row(2, 10_000).expect("fits"));
    black_box(alpha::alpha_row(3, 10_000).expect("fits"));
}

/// The outcome class of the empty 7 x 7 board (both players first).
#[divan::bench(sample_count = 3)]
fn outcome_7x7() {
    black_box(OutcomeSolver::new(Board { rows: 7, cols: 7 }).outcome(0));
}

/// Every board up to 6 x 6, one after the other.
#[divan::bench(sample_count = 3)]
fn outcome_every_board_to_6x6() {
    for m in 1..=6 {
        for n in 1..=6 {
            black_box(OutcomeSolver::new(Board { rows: m, cols: n }).outcome(0));
        }
    }
}

/// Thin boards, where the table's block-sum key (independent column blocks, reordered and
/// mirrored) matters most: 2 x 27 (240 s before that key) and 3 x 20.
#[divan::bench(sample_count = 3)]
fn outcome_2x27_and_3x20() {
    black_box(OutcomeSolver::new(Board { rows: 2, cols: 27 }).outcome(0));
    black_box(OutcomeSolver::new(Board { rows: 3, cols: 20 }).outcome(0));
}
