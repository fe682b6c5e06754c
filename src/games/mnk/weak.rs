//! The weak (Maker-Breaker) version of an (m, n, k, p, q) game, by plain memoised search: B,
//! the maker, places q stones first, then W and B alternately p stones a turn as in the real
//! game, but only B's lines count: B wins by completing k in a row, W by preventing it until
//! the board is full. Its results are monotone (a larger board, a shorter k or more stones
//! for B never turn a B win into a loss); that is the lemma behind Theorem 1's
//! strategy-stealing proof, and the hunt for MNK-T1 tests it on random boards.

use super::board::Params;
use crate::core::InputError;
use std::collections::HashMap;

/// Largest board the weak solver takes.
pub const MAX_CELLS: usize = 16;

/// Whether B (the maker) forces k in a row in the weak game from the empty board.
pub fn maker_wins(params: Params) -> Result<bool, InputError> {
    if params.cells() > MAX_CELLS {
        return Err(InputError::new(format!(
            "board {}x{} is too large for the weak-game solver (at most {MAX_CELLS} squares)",
            params.m, params.n
        )));
    }
    let mut search = Search {
        params,
        windows: params.windows(),
        full: params.board_mask(),
        memo: HashMap::new(),
    };
    Ok(search.go(0, 0))
}

struct Search {
    params: Params,
    windows: Vec<u64>,
    full: u64,
    memo: HashMap<(u64, u64), bool>,
}

impl Search {
    /// Whether B forces a line from B's stones `b` and W's stones `w` (the turn follows from
    /// the number of stones, as in the real game).
    fn go(&mut self, b: u64, w: u64) -> bool {
        if self.windows.iter().any(|&x| x & !b == 0) {
            return true;
        }
        if (b | w) == self.full || self.windows.iter().all(|&x| x & w != 0) {
            return false;
        }
        if let Some(&v) = self.memo.get(&(b, w)) {
            return v;
        }
        let (b_moves, _) = self.params.turn((b | w).count_ones() as usize);
        let mut empty = !(b | w) & self.full;
        let mut result = !b_moves;
        while empty != 0 {
            let c = 1u64 << empty.trailing_zeros();
            empty &= empty - 1;
            let v = if b_moves {
                self.go(b | c, w)
            } else {
                self.go(b, w | c)
            };
            if v == b_moves {
                result = v;
                break;
            }
        }
        self.memo.insert((b, w), result);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
