//! Unit tests of `src/games/mnk/lines.rs`.

use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::lines::*;

#[test]
fn a_square_board_has_rows_columns_and_two_long_diagonals() {
    let p = Params::new(5, 5, 5, 1, 1).expect("valid");
    let ls = lines(&p);
    assert_eq!(ls.len(), 12);
    assert!(ls.iter().all(|l| l.cells.len() == 5 && l.windows(5) == 1));
}

#[test]
fn windows_match_the_bitboard_count() {
    let p = Params::new(7, 4, 3, 1, 1).expect("valid");
    let total: usize = lines(&p).iter().map(|l| l.windows(3)).sum();
    assert_eq!(total, p.windows().len());
}
