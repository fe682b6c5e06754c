//! Pairings of the windows still open to the attacker, found by a step-limited search, and
//! the same search with one defender stone to place first: the zone prover's case 2 and its
//! look-ahead ([`super::zone`]), and the minimax prover's pairing cut ([`super::prover`]).
//!
//! **Definitions.** A window is *open* when it holds no defender stone. A *pairing* of open
//! windows W over a set F of free squares is a set of disjoint pairs {x, y} ⊆ F such that
//! every window of W holds both squares of some pair. Answering the attacker's stone on a
//! paired square with its partner keeps every window of W from filling. A *stone and a
//! pairing* is a square c of F (the defender's next stone) and a pairing, over F - c, of the
//! windows of W that do not hold c (those c kills).
//!
//! **The search** ([`find`]) is depth-first. At each step it takes the window with the
//! fewest free squares (free: in F, in no pair chosen so far, not the stone):
//! * a window with no free square fails; one with a single free square can only be killed
//!   by the stone on that square;
//! * otherwise each pair of its free squares is tried in turn (lowest squares first), the
//!   windows holding the pair dropped; then, when a stone is wanted and not yet placed,
//!   each of its free squares the stone may take, the windows holding it dropped.
//!
//! It is complete, up to its step limit: in any solution the chosen window holds a pair, or
//! the stone (it would not be dropped otherwise), and both kinds of branch are tried. When
//! every window is paired and a stone is wanted but none was placed, the stone goes on the
//! lowest free square it may take: dropping no window, it breaks no pair. The result depends
//! on the order of the windows and squares, so callers that need one answer for every image
//! of a position run it on one image.
//!
//! **A worked example.** One row of five squares a..e, k = 4, attacker stones on b and d:
//! the open windows a-d and b-e have free squares {a, c} and {c, e}. No pairing: a-d must
//! pair {a, c}, which leaves b-e only e. With a stone wanted: a-d (two free squares) tries
//! the pair {a, c} first; b-e is left with e alone, which only the stone can kill: the
//! stone e and the pair {a, c} are the answer.

use super::prover::MAX_CELLS;

/// A pairing of the windows of `windows` without a defender stone, over the squares of
/// `empty`, found within `steps` steps (`None`: not found, not "none").
pub fn pairing(windows: &[u64], defender: u64, empty: u64, steps: u32) -> Option<Vec<u64>> {
    let mut search = Search::new(windows, defender, steps);
    let live = 0..search.stack.len();
    search
        .step(live, empty, 0)
        .then(|| search.pairs[..search.len].to_vec())
}

/// A square of `allowed` (a subset of `empty`) and a pairing of the windows of `windows`
/// that hold neither a defender stone nor that square, over `empty` without it, found within
/// `steps` steps (`None`: not found, not "none").
pub fn find(
    windows: &[u64],
    defender: u64,
    empty: u64,
    allowed: u64,
    steps: u32,
) -> Option<(usize, Vec<u64>)> {
    let mut search = Search::new(windows, defender, steps);
    let live = 0..search.stack.len();
    if !search.step(live, empty, allowed & empty) {
        return None;
    }
    let stone = search.stone?;
    Some((stone, search.pairs[..search.len].to_vec()))
}

struct Search {
    /// The windows still to pair, level after level: each level's windows follow the level
    /// above it on the stack.
    stack: Vec<u64>,
    pairs: [u64; MAX_CELLS / 2],
    len: usize,
    stone: Option<usize>,
    left: u32,
}

impl Search {
    fn new(windows: &[u64], defender: u64, steps: u32) -> Search {
        let mut stack = Vec::with_capacity(4 * windows.len());
        stack.extend(windows.iter().copied().filter(|&w| w & defender == 0));
        Search {
            stack,
            pairs: [0; MAX_CELLS / 2],
            len: 0,
            stone: None,
            left: steps,
        }
    }

    /// One step on the windows `stack[live]` with the free squares `free`; `allowed`: the
    /// squares the stone may take while it is not placed (0: no stone wanted).
    fn step(&mut self, live: std::ops::Range<usize>, free: u64, allowed: u64) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        let open_stone = if self.stone.is_none() { allowed } else { 0 };
        let mut best = 0;
        let mut best_free = u32::MAX;
        for &w in &self.stack[live.clone()] {
            let f = (w & free).count_ones();
            if f < 2 && !(f == 1 && w & free & open_stone != 0) {
                return false;
            }
            if f < best_free {
                best_free = f;
                best = w & free;
            }
        }
        if live.is_empty() {
            if open_stone != 0 {
                let spare = open_stone & free;
                if spare == 0 {
                    return false;
                }
                self.stone = Some(spare.trailing_zeros() as usize);
            }
            return true;
        }
        let base = self.stack.len();
        let mut a_bits = best;
        while a_bits != 0 {
            let a = a_bits & a_bits.wrapping_neg();
            a_bits &= a_bits - 1;
            let mut b_bits = a_bits;
            while b_bits != 0 {
                let b = b_bits & b_bits.wrapping_neg();
                b_bits &= b_bits - 1;
                let pair = a | b;
                self.keep(live.clone(), pair);
                self.pairs[self.len] = pair;
                self.len += 1;
                if self.step(base..self.stack.len(), free & !pair, allowed) {
                    return true;
                }
                self.stack.truncate(base);
                self.len -= 1;
            }
        }
        let mut stones = best & open_stone;
        while stones != 0 {
            let s = stones & stones.wrapping_neg();
            stones &= stones - 1;
            self.keep(live.clone(), s);
            self.stone = Some(s.trailing_zeros() as usize);
            if self.step(base..self.stack.len(), free & !s, allowed) {
                return true;
            }
            self.stone = None;
            self.stack.truncate(base);
        }
        false
    }

    /// Pushes the windows of `stack[live]` that do not hold all of `squares`.
    fn keep(&mut self, live: std::ops::Range<usize>, squares: u64) {
        for i in live {
            let w = self.stack[i];
            if squares & !w != 0 {
                self.stack.push(w);
            }
        }
    }
}
