//! Unit tests of `src/games/domineering/board.rs`.

mod overflow_tests {
    use cgcheck::games::domineering::board::*;

    /// Huge sides are refused with the exact cell count, never a wrapped product.
    #[test]
    fn huge_sides_are_refused_without_overflow() {
        let e = Board::new(usize::MAX, 3).unwrap_err();
        assert!(e.0.contains("more than the"), "{e}");
        let e = Board::wide(usize::MAX, 3).unwrap_err();
        assert!(e.0.contains("more than the 128"), "{e}");
    }

    /// The wide boards stop at 128 cells; the plain ones at 64.
    #[test]
    fn wide_boards_hold_up_to_128_cells() {
        assert!(Board::wide(3, 42).is_ok() && Board::wide(2, 64).is_ok());
        assert!(Board::wide(3, 43).is_err() && Board::wide(0, 5).is_err());
        assert!(Board::new(3, 22).is_err() && Board::new(2, 32).is_ok());
    }
}
