//! The weak (Maker-Breaker) version of an (m, n, k, p, q) game, by plain memoised search: B,
//! the maker, places q stones first, then W and B alternately p stones a turn as in the real
//! game, but only B's lines count: B wins by completing k in a row, W by preventing it until
//! the board is full. Its results are monotone (a larger board, a shorter k or more stones
//! for B never turn a B win into a loss); that is the lemma behind Theorem 1's
//! strategy-stealing proof, and [`monotone_at`] tests it on one game (`tests/hunt.rs` runs it
//! on every small game: a property of this solver, not a catalogued claim).

use super::board::Params;
use crate::core::InputError;
use std::collections::HashMap;

/// Largest board the weak solver takes.
pub const MAX_CELLS: usize = 16;

/// The monotonicity of the module doc at `g`, against the games one step smaller: a column
/// or a row fewer, k one longer, one stone fewer on B's first turn. `None` when the solver
/// does not take `g`; `Err` holds a smaller game that B wins though B does not win `g`.
pub fn monotone_at(g: Params) -> Option<Result<(), Params>> {
    let wins = |m: usize, n: usize, k: usize, q: usize| {
        let h = Params::new(m, n, k, g.p, q).ok()?;
        maker_wins(h).ok().map(|w| (h, w))
    };
    if wins(g.m, g.n, g.k, g.q)?.1 {
        return Some(Ok(()));
    }
    let smaller = [
        (g.m.saturating_sub(1), g.n, g.k, g.q),
        (g.m, g.n.saturating_sub(1), g.k, g.q),
        (g.m, g.n, g.k + 1, g.q),
        (g.m, g.n, g.k, g.q.saturating_sub(1)),
    ];
    let won = smaller
        .into_iter()
        .find_map(|(m, n, k, q)| wins(m, n, k, q).filter(|w| w.1));
    Some(won.map_or(Ok(()), |(h, _)| Err(h)))
}

/// Whether B (the maker) forces k in a row in the weak game from the empty board.
pub fn maker_wins(params: Params) -> Result<bool, InputError> {
    maker_wins_from(params, 0, 0)
}

/// The weak game's position after `stones` (squares in the order placed, turns as in the
/// real game): errors on a square off the board or taken, or a stone after B's line (only
/// B's lines end the weak game). Boards of at most [`MAX_CELLS`] squares.
pub fn replay(params: Params, stones: &[usize]) -> Result<(u64, u64), InputError> {
    if params.cells() > MAX_CELLS {
        return Err(too_large(params));
    }
    let (mut b, mut w) = (0u64, 0u64);
    for (i, &c) in stones.iter().enumerate() {
        if c >= params.cells() || (b | w) >> c & 1 == 1 {
            return Err(InputError::new(format!(
                "stone {} on {} is not on an empty square",
                i + 1,
                params.cell_name(c.min(params.cells() - 1))
            )));
        }
        if params.has_line(b) {
            return Err(InputError::new(format!(
                "stone {} on {} comes after B completed a line (the weak game ended)",
                i + 1,
                params.cell_name(c)
            )));
        }
        if params.turn(i).0 {
            b |= 1 << c;
        } else {
            w |= 1 << c;
        }
    }
    Ok((b, w))
}

fn too_large(params: Params) -> InputError {
    InputError::new(format!(
        "board {}x{} is too large for the weak-game solver (at most {MAX_CELLS} squares)",
        params.m, params.n
    ))
}

/// Whether B (the maker) forces k in a row in the weak game from (b, w) (B's line made: yes;
/// a full board without one: no).
pub fn maker_wins_from(params: Params, b: u64, w: u64) -> Result<bool, InputError> {
    if params.cells() > MAX_CELLS {
        return Err(too_large(params));
    }
    let mut search = Search {
        params,
        windows: params.windows(),
        full: params.board_mask(),
        memo: HashMap::new(),
    };
    Ok(search.go(b, w))
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
