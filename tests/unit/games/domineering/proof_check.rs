//! Unit tests of `src/games/domineering/proof_check.rs`.

use cgcheck::games::domineering::proof_check::*;

#[test]
fn reads_cells_and_moves() {
    assert_eq!(read_cell("a1"), Some((0, 0)));
    assert_eq!(read_cell("aa3"), Some((2, 26)));
    assert_eq!(read_cell("a0"), None);
    assert_eq!(read_cell("a01"), None);
    assert_eq!(read_move("V", "b1-b2"), Some((true, [(0, 1), (1, 1)])));
    assert_eq!(read_move("V", "b1-c1"), None);
    assert_eq!(cell_text((2, 26)), "aa3");
}

/// 1 x 2: Right wins whoever starts (Left never has a move).
#[test]
fn hand_written_proof_checks() {
    let text = "domineering-proof 1\nposition ..\noutcome R\nnodes 1\nR 0 H a1-b1\n";
    let c = check(text).expect("valid");
    assert_eq!((c.outcome, c.nodes, c.used), ('R', 1, 1));
    let wrong = text.replace("outcome R", "outcome N");
    assert!(check(&wrong).unwrap_err().contains("Left is to move"));
}
