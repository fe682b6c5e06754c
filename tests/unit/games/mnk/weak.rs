//! Unit tests of `src/games/mnk/weak.rs`.

use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::weak::*;

fn g(m: usize, n: usize, k: usize) -> Params {
    Params::new(m, n, k, 1, 1).expect("valid")
}

#[test]
fn small_weak_games() {
    // Tic-tac-toe's weak game is a Maker win (the strong game is a draw).
    assert!(maker_wins(g(3, 3, 3)).expect("fits"));
    // Two in a row on a 1 x 3 strip: B takes the middle.
    assert!(maker_wins(g(3, 1, 2)).expect("fits"));
    // Four in a row on 4 x 4: W blocks.
    assert!(!maker_wins(g(4, 4, 4)).expect("fits"));
    assert!(maker_wins(g(5, 4, 4)).is_err());
}
