//! Unit tests of `src/games/wythoff.rs`.

use cgcheck::core::reference::GrundySolver;
use cgcheck::games::wythoff::*;
use std::sync::atomic::AtomicU64;

#[test]
fn sg_table_equals_the_literal_mex_over_the_game_tree() {
    let (x, y) = (24, 31);
    let t = sg_table(x, y, &AtomicU64::new(0)).unwrap();
    let mut reference = GrundySolver::new(&Wythoff);
    for a in 0..=x {
        for b in 0..=y {
            assert_eq!(
                t[(a * (y + 1) + b) as usize],
                reference.grundy(&(a, b)),
                "SG({a},{b})"
            );
        }
    }
}

#[test]
fn sg_is_zero_exactly_on_the_p_positions() {
    let n = 300;
    let t = sg_table(n, n, &AtomicU64::new(0)).unwrap();
    for a in 0..=n {
        for b in 0..=n {
            assert_eq!(t[(a * (n + 1) + b) as usize] == 0, is_p(a, b), "({a},{b})");
        }
    }
}
