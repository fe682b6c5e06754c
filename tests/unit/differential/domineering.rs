//! Unit tests of `src/differential/domineering.rs`.

use cgcheck::differential::domineering::*;

#[test]
fn inputs_cover_squares_positions_and_both_checks() {
    let mut squares = 0;
    let mut occupied = 0;
    let mut slow = 0;
    let mut big = 0;
    for rows in 0..=255u8 {
        for cols in [0u8, 3, 7, 64, 255] {
            let input = DomineeringInput {
                rows,
                cols,
                filled: 0x5a3c,
                cells: 0x0123_4567_89ab_cdef,
                table: rows,
            };
            let b = input.board();
            let p = input.position();
            assert!(b.rows * b.cols <= OUTCOME_MAX_CELLS);
            assert!((b.full() & !p).count_ones() <= OUTCOME_MAX_EMPTY);
            assert_eq!(p & !b.full(), 0);
            squares += usize::from(b.rows == b.cols && b.rows >= 3);
            occupied += usize::from(p != 0);
            slow += usize::from(cols >> 5 == 7);
            big += usize::from(b.rows * b.cols > 16);
        }
    }
    assert!(
        squares > 50 && occupied > 300 && slow > 100 && big > 300,
        "{squares} {occupied} {slow} {big}"
    );
}
