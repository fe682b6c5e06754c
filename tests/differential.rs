//! Reference against optimized solvers on random instances: proptest over random bytes,
//! a fixed-seed stream of random bytes, and every committed fuzz regression and corpus file,
//! all decoded exactly as the cargo-fuzz targets decode them.

use crate::common;

use common::replay_dir;

use cgcheck::differential::{self, check_bytes};
use proptest::prelude::*;

fn subtraction(data: &[u8]) -> Result<(), String> {
    check_bytes::<differential::subtraction::SubtractionInput>(
        data,
        differential::subtraction::check,
    )
}

fn nim(data: &[u8]) -> Result<(), String> {
    check_bytes::<differential::nim::NimInput>(data, differential::nim::check)
}

fn column_row(data: &[u8]) -> Result<(), String> {
    check_bytes::<differential::column_row::ColumnRowInput>(data, differential::column_row::check)
}

fn domineering(data: &[u8]) -> Result<(), String> {
    check_bytes::<differential::domineering::DomineeringInput>(
        data,
        differential::domineering::check,
    )
}

fn seki(data: &[u8]) -> Result<(), String> {
    check_bytes::<differential::seki::SekiInput>(data, differential::seki::check)
}

fn mnk(data: &[u8]) -> Result<(), String> {
    check_bytes::<differential::mnk::MnkInput>(data, differential::mnk::check)
}

fn wythoff(data: &[u8]) -> Result<(), String> {
    check_bytes::<differential::wythoff::WythoffInput>(data, differential::wythoff::check)
}

/// A small deterministic generator (xorshift64*) for the fixed-seed runs.
fn random_inputs(seed: u64, count: usize, len: usize) -> Vec<Vec<u8>> {
    let mut s = seed;
    (0..count)
        .map(|_| {
            (0..len)
                .map(|_| {
                    s ^= s >> 12;
                    s ^= s << 25;
                    s ^= s >> 27;
                    (s.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 56) as u8
                })
                .collect()
        })
        .collect()
}

#[test]
fn subtraction_diff_replays_regressions_and_fixed_seed() {
    assert!(
        replay_dir("subtraction_diff", subtraction) > 0,
        "no committed seeds found"
    );
    for data in random_inputs(1, 300, 16) {
        subtraction(&data).expect("reference and periodic agree");
    }
}

#[test]
fn nim_diff_replays_regressions_and_fixed_seed() {
    assert!(replay_dir("nim_diff", nim) > 0, "no committed seeds found");
    for data in random_inputs(2, 300, 8) {
        nim(&data).expect("reference and nim-sum agree");
    }
}

#[test]
fn wythoff_diff_replays_regressions_and_fixed_seed() {
    assert!(
        replay_dir("wythoff_diff", wythoff) > 0,
        "no committed seeds found"
    );
    for data in random_inputs(3, 300, 16) {
        wythoff(&data).expect("reference and Beatty formulas agree");
    }
}

#[test]
fn column_row_diff_replays_regressions_and_fixed_seed() {
    assert!(
        replay_dir("column_row_diff", column_row) > 0,
        "no committed seeds found"
    );
    for data in random_inputs(4, 300, 12) {
        column_row(&data).expect("Algorithm 1, word solver and staircase tables agree");
    }
}

#[test]
fn domineering_diff_replays_regressions_and_fixed_seed() {
    assert!(
        replay_dir("domineering_diff", domineering) > 0,
        "no committed seeds found"
    );
    for data in random_inputs(5, 60, 4) {
        domineering(&data)
            .expect("brute force, transfer matrix, paper's matrices and outcome solvers agree");
    }
}

/// Random positions (boards up to 36 cells, random regions and occupied cells, either player
/// to move), thousands of them in a second or two: the stream that catches a solver bug such
/// as a transposition key without the side to move within seconds.
#[test]
fn domineering_diff_random_positions() {
    let started = std::time::Instant::now();
    let inputs = random_inputs(20, 4000, 15);
    for data in &inputs {
        domineering(data).expect("reference and optimized Domineering solvers agree");
    }
    eprintln!(
        "domineering_diff: {} random positions in {:.2} s",
        inputs.len(),
        started.elapsed().as_secs_f64()
    );
}

#[test]
fn mnk_diff_replays_regressions_and_fixed_seed() {
    assert!(replay_dir("mnk_diff", mnk) > 0, "no committed seeds found");
    for data in random_inputs(6, 200, 5) {
        mnk(&data).expect("reference and optimized k-in-a-row solvers agree");
    }
}

#[test]
fn seki_diff_replays_regressions_and_fixed_seed() {
    assert!(
        replay_dir("seki_diff", seki) > 0,
        "no committed seeds found"
    );
    for data in random_inputs(7, 150, 24) {
        seki(&data).expect("Seki reference, fast, graph and eye solvers agree");
    }
}

/// `cgcheck merge` over mutated part files (src/shard/merge_parts.rs): the committed
/// seeds and regressions of the `merge_parts` target, every run with each single mutation, and
/// a fixed-seed stream of random inputs.
#[test]
fn merge_parts_replays_regressions_and_fixed_seed() {
    use cgcheck::shard::merge_parts::{KINDS, Op, check};
    assert!(
        replay_dir("merge_parts", check) > 0,
        "no committed seeds found"
    );
    for kind in 0..KINDS.len() as u8 {
        check(&[kind]).expect("the genuine parts merge");
        for op in 0..Op::ALL.len() as u8 {
            for salt in 0..4u8 {
                let data = [kind, 1, op, salt, salt.wrapping_mul(37), 7, salt, 3];
                check(&data).expect("the merge refuses or gives the genuine result");
            }
        }
    }
    for data in random_inputs(44, 300, 24) {
        check(&data).expect("the merge refuses or gives the genuine result");
    }
}

proptest! {
    #![proptest_config(common::proptest_config("differential", 128))]

    #[test]
    fn subtraction_diff(data in prop::collection::vec(any::<u8>(), 0..24)) {
        prop_assert_eq!(subtraction(&data), Ok(()));
    }

    #[test]
    fn nim_diff(data in prop::collection::vec(any::<u8>(), 0..8)) {
        prop_assert_eq!(nim(&data), Ok(()));
    }

    #[test]
    fn domineering_diff(data in prop::collection::vec(any::<u8>(), 0..15)) {
        prop_assert_eq!(domineering(&data), Ok(()));
    }

    #[test]
    fn seki_diff(data in prop::collection::vec(any::<u8>(), 0..24)) {
        prop_assert_eq!(seki(&data), Ok(()));
    }

    #[test]
    fn mnk_diff(data in prop::collection::vec(any::<u8>(), 0..5)) {
        prop_assert_eq!(mnk(&data), Ok(()));
    }

    #[test]
    fn column_row_diff(data in prop::collection::vec(any::<u8>(), 0..12)) {
        prop_assert_eq!(column_row(&data), Ok(()));
    }

    #[test]
    fn wythoff_diff(data in prop::collection::vec(any::<u8>(), 0..16)) {
        prop_assert_eq!(wythoff(&data), Ok(()));
    }
}
