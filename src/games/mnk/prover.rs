//! Proving (m, n, k, p, q) games on boards too large for plain minimax: a boolean search
//! "can the attacker force a line of k before the defender gets one?", run once with B and
//! once with W as the attacker (win, loss, or draw when neither can).
//!
//! Every cut is sound, so "yes" and "no" are exact answers:
//! * **win now**: a side to move with r stones left this turn that has a window holding no
//!   opposing stone and at least k - r of its own completes it;
//! * **forced block**: the opponent's next turn brings p stones, so every window with no
//!   stone of the mover and at least k - p of the opponent's must be hit this turn. With one
//!   stone left, the stone must lie in all of them (none: the mover loses); with more, the
//!   turn's stones must include one in the threat window with the fewest empty squares, and
//!   since the order of a turn's stones does not matter, that one is placed first;
//! * **dead board**: an attacker with no window free of the defender's stones cannot win;
//! * **pairing**: with one stone a turn, a defender that can pair the empty squares so that
//!   every window still open to the attacker holds a pair keeps the attacker from a line;
//! * a transposition table keyed by the least image of the position under the board's
//!   symmetries; moves are tried in the order of a simple threat count.
//!
//! The search deepens iteratively on the attacker's stones (at most 1, 2, 3, ... more): a
//! win found within the horizon is a win, and a "no" counts only when the horizon cut
//! nothing off, so both answers stay exact. Most of a plain search's time went into
//! refuting the attacker's weaker stones by searching long draws to the end; with the
//! horizon those are set aside cheaply while a short win is found. (9,4,4,1,1), B's search
//! with its certificate built and checked: 578 s (was 36 minutes). Draws pay for the
//! iterations: (8,4,4,1,1) takes 28 s (was 19 s).
//!
//! The search stops with "unknown" when its node budget runs out.

use super::board::Params;
use super::solver::Symmetries;
use super::window_pairing;
use crate::core::{InputError, Wdl};
use indicatif::ProgressBar;

/// The transposition table: slots (2^bits), each holding one position and its answer, a new
/// answer replacing whatever shares its slot. It starts small and doubles while it is half
/// full, up to `max_bits`; from then on memory stays bounded however long the search runs,
/// and a forgotten position is simply searched again.
struct Table {
    slots: Vec<(u64, u64, u8)>,
    bits: u32,
    max_bits: u32,
    filled: usize,
}

impl Table {
    fn new(max_bits: u32) -> Table {
        let bits = 12.min(max_bits);
        Table {
            slots: vec![(0, 0, 0); 1 << bits],
            bits,
            max_bits,
            filled: 0,
        }
    }

    fn slot(key: (u64, u64), bits: u32) -> usize {
        let h = (key.0 ^ key.1.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h >> (64 - bits)) as usize
    }

    /// The stored answer for a search allowing `depth` more attacker stones: a win, a
    /// failure without horizon, or a failure within at least `depth` stones.
    fn get(&self, key: (u64, u64), depth: u32) -> Option<Answer> {
        let (a, b, v) = self.slots[Table::slot(key, self.bits)];
        if v == 0 || (a, b) != key {
            return None;
        }
        match v {
            1 => Some(Answer::EXACT_FAIL),
            2 => Some(Answer::WIN),
            _ => (u32::from(v - 3) >= depth).then_some(Answer::HORIZON_FAIL),
        }
    }

    fn insert(&mut self, key: (u64, u64), answer: Answer, depth: u32) {
        let value = match answer {
            Answer { win: true, .. } => 2,
            Answer { exact: true, .. } => 1,
            // A failure within `depth` attacker stones (depths past 252 are stored as 252).
            _ => 3 + depth.min(252) as u8,
        };
        if self.filled * 2 > self.slots.len() && self.bits < self.max_bits {
            self.bits += 1;
            let old = std::mem::replace(&mut self.slots, vec![(0, 0, 0); 1 << self.bits]);
            self.filled = 0;
            for (a, b, v) in old.into_iter().filter(|e| e.2 != 0) {
                let i = Table::slot((a, b), self.bits);
                self.filled += usize::from(self.slots[i].2 == 0);
                self.slots[i] = (a, b, v);
            }
        }
        let i = Table::slot(key, self.bits);
        self.filled += usize::from(self.slots[i].2 == 0);
        self.slots[i] = (key.0, key.1, value);
    }
}

/// A search's answer: whether the attacker forces a line, and whether a "no" is exact (found
/// without the search's horizon on attacker stones) or only says "not within the horizon".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Answer {
    win: bool,
    exact: bool,
}

impl Answer {
    const WIN: Answer = Answer {
        win: true,
        exact: true,
    };
    const EXACT_FAIL: Answer = Answer {
        win: false,
        exact: true,
    };
    const HORIZON_FAIL: Answer = Answer {
        win: false,
        exact: false,
    };
}

/// No horizon: the search may use every remaining square.
const UNBOUNDED: u32 = u32::MAX;

/// A position decided before any move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Decided {
    /// The side to move completes a line this turn.
    MoverWins,
    /// The side to move cannot block every line the opponent completes next turn.
    MoverLoses,
    /// The board is full.
    Full,
}

/// A boolean prover for one game and one attacker.
pub struct Prover {
    params: Params,
    windows: Vec<u64>,
    /// Windows through each square.
    through: Vec<Vec<u64>>,
    symmetries: Symmetries,
    table: Table,
    attacker_is_b: bool,
    budget: u64,
    /// Positions searched.
    pub nodes: u64,
    /// Shown every 2^20 positions (a hidden bar by default).
    progress: ProgressBar,
}

/// Largest board the prover accepts.
pub const MAX_CELLS: usize = 64;
/// Squares in search order (sort keys: score, then square, in the low 8 bits).
#[derive(Clone, Copy)]
struct Order {
    keys: [u128; MAX_CELLS],
    len: usize,
    next: usize,
}

impl Iterator for Order {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        (self.next < self.len).then(|| {
            self.next += 1;
            (self.keys[self.next - 1] & 0xFF) as usize
        })
    }
}

/// Steps the prover's pairing search ([`Prover::defender_pairs`]) takes before it gives up.
pub(crate) const PAIRING_STEPS: u32 = 400;

impl Prover {
    /// A prover asking whether B (`attacker_is_b`) or W can force a line, within `budget`
    /// positions.
    pub fn new(params: Params, attacker_is_b: bool, budget: u64) -> Result<Prover, InputError> {
        if !params.fits_bitboard() || params.m > 16 {
            return Err(InputError::new(format!(
                "board {}x{} is too large for the prover (at most {MAX_CELLS} cells, 16 columns)",
                params.m, params.n
            )));
        }
        let windows = params.windows();
        let through = (0..params.cells())
            .map(|c| {
                windows
                    .iter()
                    .copied()
                    .filter(|w| w >> c & 1 == 1)
                    .collect()
            })
            .collect();
        Ok(Prover {
            symmetries: Symmetries::new(&params),
            params,
            windows,
            through,
            table: Table::new(table_bits(budget)),
            attacker_is_b,
            budget,
            nodes: 0,
            progress: ProgressBar::hidden(),
        })
    }

    /// Reports the positions searched to `bar` as the search goes.
    pub fn with_progress(mut self, bar: &ProgressBar) -> Prover {
        self.progress = bar.clone();
        self
    }

    /// Whether the attacker forces a line from (black, white) with correct turn order (the
    /// position must have no line yet); `None` when the budget ran out.
    ///
    /// The search deepens iteratively on the attacker's stones: it allows 1, 2, 3, ... more
    /// attacker stones until it finds a win (a win within a horizon is a win) or fails
    /// without the horizon cutting anything off. Short wins are found without searching the
    /// long draws behind the attacker's weaker stones.
    pub fn wins(&mut self, black: u64, white: u64) -> Option<bool> {
        // A line already made decides the game: the attacker has won if it is the
        // attacker's, and can never win if it is the defender's (the game is over).
        let (attacker, defender) = if self.attacker_is_b {
            (black, white)
        } else {
            (white, black)
        };
        if self.windows.iter().any(|&w| w & !attacker == 0) {
            return Some(true);
        }
        if self.windows.iter().any(|&w| w & !defender == 0) {
            return Some(false);
        }
        let mut depth = 1;
        loop {
            let a = self.go(black, white, depth)?;
            if a.win || a.exact {
                return Some(a.win);
            }
            depth += 1;
        }
    }

    /// The squares the side to move may usefully play (all empty squares, or the forced
    /// blocks), or how the position is decided at once.
    fn candidates(&self, black: u64, white: u64) -> Result<u64, Decided> {
        let p = &self.params;
        let k = p.k as u32;
        let full = p.board_mask();
        let empty = !(black | white) & full;
        if empty == 0 {
            return Err(Decided::Full);
        }
        let placed = (black | white).count_ones() as usize;
        let (b_to_move, r) = p.turn(placed);
        let (own, opp) = if b_to_move {
            (black, white)
        } else {
            (white, black)
        };
        let r = r as u32;
        let next = p.p as u32;
        let mut all_threats = empty;
        let mut smallest: Option<u64> = None;
        for &w in &self.windows {
            if w & opp == 0 && (w & own).count_ones() + r >= k {
                return Err(Decided::MoverWins);
            }
            if w & own == 0 && (w & opp).count_ones() + next >= k {
                let open = w & empty;
                all_threats &= open;
                if smallest.is_none_or(|s| open.count_ones() < s.count_ones()) {
                    smallest = Some(open);
                }
            }
        }
        match smallest {
            None => Ok(empty),
            Some(_) if r == 1 && all_threats == 0 => Err(Decided::MoverLoses),
            Some(_) if r == 1 => Ok(all_threats),
            Some(s) => Ok(s),
        }
    }

    /// Whether the defender has a pairing strategy (Algorithm 4.1) against every window the
    /// attacker can still fill: disjoint pairs of empty squares, one inside each such window.
    /// Answering each attacker stone on a paired square with its partner then keeps every
    /// window open to the attacker from filling (one stone a turn, so after the first turn
    /// only). The search is cut off after a few hundred steps: "not found" is not "none".
    fn defender_pairs(&self, attacker: u64, defender: u64) -> Option<Vec<u64>> {
        let empty = !(attacker | defender) & self.params.board_mask();
        window_pairing::pairing(&self.windows, defender, empty, PAIRING_STEPS)
    }

    /// The defender's pairing at (black, white) when the prover's pairing cut applies there
    /// (one stone a turn, after the first turn): disjoint pairs of empty squares, both squares
    /// of one inside every window free of the defender's stones.
    pub fn holding_pairs(&self, black: u64, white: u64) -> Option<Vec<u64>> {
        let placed = (black | white).count_ones() as usize;
        if self.params.p != 1 || placed < self.params.q {
            return None;
        }
        let (attacker, defender) = if self.attacker_is_b {
            (black, white)
        } else {
            (white, black)
        };
        self.defender_pairs(attacker, defender)
    }

    /// The defender's first stone (in search order) after which the attacker no longer wins,
    /// from a position where the defender is to move and holds; `None` if there is none or
    /// the budget ran out.
    pub fn holding_stone(&mut self, black: u64, white: u64) -> Option<usize> {
        let moves = self.candidates(black, white).ok()?;
        let (own, opp) = if self.attacker_is_b {
            (white, black)
        } else {
            (black, white)
        };
        for c in self.order(own, opp, moves) {
            let (b2, w2) = if self.attacker_is_b {
                (black, white | 1 << c)
            } else {
                (black | 1 << c, white)
            };
            if !self.go(b2, w2, UNBOUNDED)?.win {
                return Some(c);
            }
        }
        None
    }

    /// The squares of `moves` in search order: most promising first, by a count of the
    /// windows through each square, weighted by the stones already in them (ties: the
    /// higher square first).
    fn order(&self, own: u64, opp: u64, moves: u64) -> Order {
        let mut keys = [0u128; MAX_CELLS];
        let mut len = 0;
        let mut e = moves;
        while e != 0 {
            let c = e.trailing_zeros() as usize;
            e &= e - 1;
            let score = self.through[c].iter().fold(0u64, |acc, &w| {
                let mine = if w & opp == 0 {
                    1 << (3 * (w & own).count_ones())
                } else {
                    0
                };
                let theirs = if w & own == 0 {
                    1 << (3 * (w & opp).count_ones())
                } else {
                    0
                };
                acc + mine + theirs
            });
            keys[len] = u128::from(score) << 8 | c as u128;
            len += 1;
        }
        keys[..len].sort_unstable_by(|a, b| b.cmp(a));
        Order { keys, len, next: 0 }
    }

    /// The attacker's first stone (in search order) after which it still wins, from a
    /// position where it is to move and wins; `None` if there is none or the budget ran out.
    ///
    /// Like [`Prover::wins`] it deepens on the attacker's stones, so it picks a stone of a
    /// shortest win the horizon finds, and reuses what the search stored.
    pub fn winning_stone(&mut self, black: u64, white: u64) -> Option<usize> {
        let moves = self.candidates(black, white).ok()?;
        let (own, opp) = if self.attacker_is_b {
            (black, white)
        } else {
            (white, black)
        };
        let order = self.order(own, opp, moves);
        let mut depth = 0;
        loop {
            let mut exact = true;
            for c in order {
                let (b2, w2) = if self.attacker_is_b {
                    (black | 1 << c, white)
                } else {
                    (black, white | 1 << c)
                };
                let a = self.go(b2, w2, depth)?;
                if a.win {
                    return Some(c);
                }
                exact &= a.exact;
            }
            if exact {
                return None;
            }
            depth += 1;
        }
    }

    /// Whether the attacker forces a line from (black, white) using at most `depth` more
    /// attacker stones ([`UNBOUNDED`]: any number). A win found within the horizon is a win;
    /// a failure is exact only when the horizon cut nothing off.
    fn go(&mut self, black: u64, white: u64, depth: u32) -> Option<Answer> {
        let placed = (black | white).count_ones() as usize;
        let (b_to_move, _) = self.params.turn(placed);
        let mover_attacks = b_to_move == self.attacker_is_b;
        let for_mover = |mover_wins: bool| {
            if mover_wins == mover_attacks {
                Answer::WIN
            } else {
                Answer::EXACT_FAIL
            }
        };
        let moves = match self.candidates(black, white) {
            Err(Decided::MoverWins) => return Some(for_mover(true)),
            Err(Decided::MoverLoses) => return Some(for_mover(false)),
            Err(Decided::Full) => return Some(Answer::EXACT_FAIL),
            Ok(m) => m,
        };
        // At the horizon the attacker has no stone left: only a line this turn (attacker to
        // move) or a line the defender cannot block (defender to move) would win, and
        // `candidates` has seen both.
        if depth == 0 {
            return Some(Answer::HORIZON_FAIL);
        }
        let defender = if self.attacker_is_b { white } else { black };
        if self.windows.iter().all(|w| w & defender != 0) {
            return Some(Answer::EXACT_FAIL);
        }
        let key = self.symmetries.key(black, white);
        if let Some(a) = self.table.get(key, depth) {
            return Some(a);
        }
        self.nodes += 1;
        if self.nodes & 0xF_FFFF == 0 {
            self.progress.set_position(self.nodes);
        }
        if self.nodes > self.budget {
            return None;
        }
        let attacker = if self.attacker_is_b { black } else { white };
        if self.params.p == 1
            && placed >= self.params.q
            && self.defender_pairs(attacker, defender).is_some()
        {
            self.table.insert(key, Answer::EXACT_FAIL, depth);
            return Some(Answer::EXACT_FAIL);
        }
        let (own, opp) = if b_to_move {
            (black, white)
        } else {
            (white, black)
        };
        let order = self.order(own, opp, moves);
        let child_depth = if mover_attacks && depth != UNBOUNDED {
            depth - 1
        } else {
            depth
        };
        // The attacker needs one winning stone; the defender one stone that holds.
        let mut result = if mover_attacks {
            Answer::EXACT_FAIL
        } else {
            Answer::WIN
        };
        for c in order {
            let (b2, w2) = if b_to_move {
                (black | 1 << c, white)
            } else {
                (black, white | 1 << c)
            };
            let a = self.go(b2, w2, child_depth)?;
            if mover_attacks {
                if a.win {
                    result = Answer::WIN;
                    break;
                }
                result.exact &= a.exact;
            } else if !a.win {
                result = a;
                break;
            }
        }
        self.table.insert(key, result, depth);
        Some(result)
    }
}

/// The value for B of a game from the empty board, or `None` when a budget ran out; also
/// the positions searched by both provers.
pub fn value(params: Params, budget: u64) -> Result<(Option<Wdl>, u64), InputError> {
    value_from(params, 0, 0, budget)
}

/// The value for B from (black, white) (turns as the rules give them; a position with a
/// line or a full board is already decided), or `None` when a budget ran out; also the
/// positions searched.
pub fn value_from(
    params: Params,
    black: u64,
    white: u64,
    budget: u64,
) -> Result<(Option<Wdl>, u64), InputError> {
    value_shown(params, black, white, budget, &ProgressBar::hidden())
}

/// [`value_from`], reporting each search's progress to `bar` (its message names the
/// attacker).
pub fn value_shown(
    params: Params,
    black: u64,
    white: u64,
    budget: u64,
    bar: &ProgressBar,
) -> Result<(Option<Wdl>, u64), InputError> {
    let mut b = Prover::new(params, true, budget)?.with_progress(bar);
    // A position already decided (a line made, a full board) has its value without a
    // search: the provers ask who completes a line from here on, not who has one.
    if let Some(v) = params.decided(black, white) {
        return Ok((Some(v), 0));
    }
    bar.set_message("can B force a line?");
    let b_wins = b.wins(black, white);
    let mut nodes = b.nodes;
    let v = match b_wins {
        None => None,
        Some(true) => Some(Wdl::Win),
        Some(false) => {
            bar.set_message("can W force a line?");
            bar.set_position(0);
            let mut w = Prover::new(params, false, budget)?.with_progress(bar);
            let r = w.wins(black, white);
            nodes += w.nodes;
            r.map(|w_wins| if w_wins { Wdl::Loss } else { Wdl::Draw })
        }
    };
    Ok((v, nodes))
}

/// B's first stones that win, one per symmetry class of the first stone (only meaningful
/// when B wins), and the positions searched; each is proved by its own search.
pub fn winning_first_stones(params: Params, budget: u64) -> Result<(Vec<usize>, u64), InputError> {
    let sym = Symmetries::new(&params);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut nodes = 0;
    for c in 0..params.cells() {
        if params.q != 1 || !seen.insert(sym.key(1 << c, 0)) {
            continue;
        }
        let mut b = Prover::new(params, true, budget)?;
        if b.wins(1 << c, 0) == Some(true) {
            out.push(c);
        }
        nodes += b.nodes;
    }
    Ok((out, nodes))
}

/// Table size for a budget: about one slot per position searched, between 2^16 and 2^27
/// slots (24 bytes each: at most 3 GiB).
fn table_bits(budget: u64) -> u32 {
    (64 - budget.max(1).leading_zeros()).clamp(16, 27)
}
