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
