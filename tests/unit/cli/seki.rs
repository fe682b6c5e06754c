//! Unit tests of `src/cli/seki.rs`.

use cgcheck::cli::seki::*;
use cgcheck::games::seki::enumerate::{self, Filter};
use cgcheck::games::seki::fast::Solver;
use cgcheck::games::seki::{Matrix, Variant};

/// The guard's estimate of the fast solver's work stays within a factor of four of the
/// canonical matrices it actually memoises (uniform, mixed and skewed matrices).
#[test]
fn fast_estimate_is_calibrated() {
    for text in [
        "2 2 2; 2 2 2; 2 2 2",
        "3 2 1; 1 2 3; 2 2 2",
        "3 0 0; 0 3 0; 1 1 3",
        "2 1 1 1; 1 2 1 1; 1 1 2 1",
        "4 4; 4 4",
        "5 1; 2 3",
        "1 1 1 1; 1 1 1 1; 1 1 1 1; 1 1 1 1",
        "3 3 3 3 3",
    ] {
        let a = Matrix::parse(text).expect("valid");
        let (mut s, key) = Solver::for_matrix(&a, Variant::Seki).expect("packs");
        s.seki_type(key);
        let (actual, estimated) = (s.states() as f64, fast_states(&a));
        assert!(
            estimated / 4.0 <= actual && actual <= estimated * 4.0,
            "{text}: estimated {estimated:.0}, solved {actual}"
        );
    }
}

/// The enumeration's class estimate stays within a factor of two of the count.
#[test]
fn enumeration_estimate_is_calibrated() {
    for (m, n, h) in [(2, 2, 5), (2, 3, 3), (3, 3, 2), (2, 4, 2)] {
        let c = enumerate::classify(m, n, h, Variant::Seki, Filter::None, false).expect("ok");
        let e = enumeration_classes(m, n, h);
        let actual = c.classes as f64;
        assert!(
            e / 2.0 <= actual && actual <= e * 2.0,
            "{m}x{n} h{h}: estimated {e:.0}, counted {actual}"
        );
    }
}

/// The widest level shares are those of the matrices' sums, counted directly on small shapes.
#[test]
fn widest_levels_are_the_sums_largest_shares() {
    for (m, n, h) in [(1, 1, 3), (2, 2, 2), (2, 3, 3), (3, 3, 1)] {
        let cells = m * n;
        let base = h as usize + 1;
        let mut by_sum = vec![0u64; cells * h as usize + 1];
        for code in 0..base.pow(cells as u32) {
            let (mut rest, mut sum) = (code, 0);
            for _ in 0..cells {
                sum += rest % base;
                rest /= base;
            }
            by_sum[sum] += 1;
        }
        let total = base.pow(cells as u32) as f64;
        let one = *by_sum.iter().max().expect("sums") as f64 / total;
        let two = by_sum
            .windows(2)
            .map(|w| (w[0] + w[1]) as f64 / total)
            .fold(one, f64::max);
        let (e1, e2) = widest_levels(m, n, h);
        assert!(
            (e1 - one).abs() < 1e-12 && (e2 - two).abs() < 1e-12,
            "{m}x{n} h{h}: {e1} {e2}, counted {one} {two}"
        );
    }
}

/// The enumeration's memory estimate against measured peaks (release build, 2 cores,
/// `/usr/bin/time`'s maximum resident set; medians of 3 on 3x3 and 4x4 of height <= 4, one
/// run of 4x4 of height <= 5): within a factor of 1.5 each way.
#[test]
fn enumeration_memory_estimate_is_calibrated() {
    for (m, n, h, measured_mb) in [(3, 3, 8, 32.0), (4, 4, 4, 626.0), (4, 4, 5, 7539.0)] {
        let e = enumeration_estimate(m, n, h).bytes as f64 / 1e6;
        assert!(
            measured_mb / 1.5 <= e && e <= measured_mb * 1.5,
            "{m}x{n} h{h}: estimated {e:.0} MB, measured {measured_mb} MB"
        );
    }
}

/// The enumeration's time estimate against measured wall times (release build, 2 cores,
/// with the column-order tables and square levels by halves; medians of 3 on 3x3 and 4x4):
/// never below the run, and within a factor of 4 of it. (4x4 of height <= 5: one run, 2,081 s,
/// where it took 6,631 s before those changes.)
#[test]
fn enumeration_time_estimate_is_calibrated() {
    for (m, n, h, measured_s) in [
        (3, 3, 8, 2.22),
        (3, 4, 6, 27.2),
        (4, 4, 4, 102.1),
        (4, 4, 5, 2081.0),
    ] {
        let e = enumeration_estimate(m, n, h).seconds;
        assert!(
            measured_s <= e && e <= measured_s * 4.0,
            "{m}x{n} h{h}: estimated {e:.0} s, measured {measured_s} s"
        );
    }
}
