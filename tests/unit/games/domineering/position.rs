//! Unit tests of `src/games/domineering/position.rs`.

use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::position::*;

#[test]
fn parses_and_prints_back() {
    let p = Position::parse("..#./..../....").expect("a position");
    assert_eq!((p.board.rows, p.board.cols), (3, 4));
    assert_eq!(p.filled, 1 << 2);
    assert_eq!(p.to_string(), "..#./..../....");
    assert_eq!(Position::parse("..#.\n....\r\n....\n").expect("lines"), p);
    assert_eq!(p.empty_cells(), 11);
}

#[test]
fn refuses_bad_text_in_one_line() {
    for (text, says) in [
        ("", "empty position"),
        ("../.", "all rows must have the same length"),
        ("..//..", "row 2"),
        ("..x", "unexpected 'x'"),
        (". ./..", "unexpected ' '"),
        ("..\r/..", "unexpected '\\r'"),
        (&".".repeat(65), "more than 64 cells"),
    ] {
        let e = Position::parse(text).expect_err(text);
        assert!(e.0.contains(says) && !e.0.contains('\n'), "{text:?}: {e}");
    }
    assert!(Position::parse(&".".repeat(64)).is_ok());
}

#[test]
fn names_moves_and_columns() {
    let b = Board::new(3, 4).expect("board");
    assert_eq!(move_name(b, b.cell(0, 0) | b.cell(1, 0)), "V a1-a2");
    assert_eq!(move_name(b, b.cell(2, 2) | b.cell(2, 3)), "H c3-d3");
    assert_eq!(column_name(25), "z");
    assert_eq!(column_name(26), "aa");
    assert_eq!(column_name(63), "bl");
    let wide = Board::new(1, 2).expect("board");
    assert_eq!(move_name(wide, 3), "H a1-b1");
}
