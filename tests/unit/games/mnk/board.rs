//! Unit tests of `src/games/mnk/board.rs`.

use cgcheck::games::mnk::board::*;

/// Sides read from a certificate header can be near usize::MAX (found by the parse_mnk
/// fuzz target): refused with the exact count, never a wrapped or panicking product.
#[test]
fn huge_sides_are_refused_without_overflow() {
    let e = Params::new(usize::MAX / 3, 5, 5, 1, 1).unwrap_err();
    assert!(e.0.contains("cells"), "{e}");
}

#[test]
fn squares_are_parsed_exactly() {
    let g = Params::new(702, 93, 5, 1, 1).expect("valid");
    assert_eq!(g.parse_cell("a1"), Ok(0));
    assert_eq!(g.parse_cell("zz93"), Ok(92 * 702 + 701));
    for c in [0, 25, 26, 701, 702 * 93 - 1] {
        assert_eq!(g.parse_cell(&g.cell_name(c)), Ok(c));
    }
    for bad in [
        "a0",
        "a94",
        "a+1",
        "a-1",
        "A1",
        "aaa1",
        "a",
        "1",
        "",
        "a1x",
        "a 1",
        "a18446744073709551617",
        "\u{e9}1",
        "a\u{661}",
    ] {
        assert!(g.parse_cell(bad).is_err(), "{bad}");
    }
}

#[test]
fn positions_are_checked_against_the_turn_order() {
    let g = Params::new(3, 3, 3, 2, 3).expect("valid");
    assert!(g.check_position(0b111, 0).is_ok());
    assert!(g.check_position(0b11, 0b100).is_err());
    assert!(g.check_position(0b111, 0b11000).is_ok());
    assert!(g.check_position(1, 1).is_err());
    assert!(g.check_position(1 << 9, 0).is_err());
    assert_eq!(g.decided(0b111, 0), Some(cgcheck::core::Wdl::Win));
}
