//! Unit tests of `src/claims/seki/bounds.rs`.

use cgcheck::claims::seki::bounds::shapes;

/// `shapes` refuses (in a `const`, at compile time) a deep list that does not cover the quick
/// one; called at run time it panics instead.
#[test]
fn a_deep_shape_list_covers_the_quick_one_shape_by_shape() {
    let covers = |quick: &'static [(usize, usize, u32)], deep: &'static [(usize, usize, u32)]| {
        std::panic::catch_unwind(|| shapes(quick, deep)).is_ok()
    };
    assert!(covers(&[(2, 2, 3)], &[(2, 2, 5), (3, 3, 1)]));
    // A lower deep height, or the same height on another shape, does not cover.
    assert!(!covers(&[(2, 2, 3)], &[(2, 2, 2)]));
    assert!(!covers(&[(2, 3, 3)], &[(3, 2, 9)]));
}
