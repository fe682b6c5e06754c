//! A hold prover with relevance zones (after Hsu, Ko, Chen, Wei, Hsueh and Wu, "On solving
//! the 7,7,5-game and the 8,8,5-game", TCS 815, 2020): it proves that a defender keeps the
//! attacker from ever completing k in a row, and prunes the attacker's stones that lie
//! outside the zone of a proof. For games of one stone a turn (p = q = 1), boards of at most
//! 64 squares; the certificate it builds ([`build`]) is an ordinary hold certificate
//! ([`super::hold`]), checked by the naive checker, which trusts nothing of this module.
//!
//! **The game with an explicit turn.** Positions are (attacker stones, defender stones,
//! who moves); the turn alternates, but need not match the stone counts. "The defender
//! holds from X" means: with one stone a turn from X, the attacker never gets a window of k
//! squares all its own (a line of the defender's ends the game, held).
//!
//! **Zones.** A proof that the defender holds from X comes with a zone Z, a set of squares
//! empty in X, with the property
//!
//! > Π(X, Z): for every set S of empty squares of X outside Z, the defender holds from X + S
//! > (S given to the attacker), with the same side to move as X.
//!
//! Extra attacker stones outside the zone change nothing. The proof is built so that Π
//! holds, by induction on the empty squares (an *open* window below is one without a
//! defender stone; `hit_r(X)` is a set of empty squares holding at least r empty squares of
//! every open window of X, all of them where it has fewer, picked greedily so that it stays
//! small: S misses it, so no open window is filled by S alone when r = 1, nor by S and one
//! more attacker stone when r = 2):
//!
//! 1. *No open window* (every window holds a defender stone): the attacker can never
//!    complete one. Z = ∅.
//! 2. *A pairing*: disjoint pairs of empty squares, both squares of one pair inside every
//!    open window. Answering an attacker stone on a paired square with its partner (and any
//!    other stone with any stone: an extra defender stone never hurts the defender) keeps
//!    each open window from filling, whoever moves. Z = the paired squares: S misses them,
//!    so the pairing still stands in X + S. (The search for one is cut off after
//!    [`PAIRING_STEPS`] steps: not finding one proves nothing.)
//! 3. *The defender moves and completes a window* (one empty square, no attacker stone):
//!    Z = that square ∪ hit_1(X). In X + S the square is still empty, and no open window is
//!    full of attacker stones (each keeps an empty square of hit_1(X)), so the game ends held.
//! 4. *The attacker moves and cannot stop the defender*: no open window has a single empty
//!    square (the attacker cannot complete one now) and the defender's windows with one
//!    empty square and no attacker stone need two different squares. Z = those squares ∪
//!    hit_2(X): in X + S every open window still has two empty squares (no line now), and the
//!    attacker's one stone blocks at most one of the defender's squares.
//! 5. *A full board*: S is empty. Z = ∅.
//! 6. *The defender moves, plays d, and holds from X + d with zone Z'*: Z = Z' ∪ {d}.
//!    In X + S, d is empty (d ∈ Z), and (X + d) + S holds by Π(X + d, Z').
//!    The stone d is chosen for the size of the proof, not its soundness: first a stone
//!    after which a leaf holds at once, where any other stone may need a search of the
//!    attacker's answers (the first in [`ZoneProver::order`] after which case 9 holds, else
//!    one after which case 2 holds, found by one search for a stone and a pairing:
//!    [`window_pairing::find`]), then the stones in [`ZoneProver::order`].
//! 7. *The attacker moves*: its stones are searched one by one, most threatening first
//!    ([`ZoneProver::order`]), each only while it lies inside the zone of every stone
//!    searched before it (Hsu et al.'s pruning): the defender must hold from X + c (defender
//!    to move), with zone Zc. Z = ⋃ ({c} ∪ Zc) over the searched c. Π(X, Z): in X + S the
//!    attacker plays some c ∉ S. If c was searched, (X + c) + S holds by Π(X + c, Zc) (S
//!    misses Zc). Otherwise c lies outside the zone Zc' of a searched c', and Π(X + c', Zc')
//!    holds X + c' + (S ∪ {c}), so X + c + S holds too: an attacker stone fewer never hurts
//!    the defender (it plays as if the stone were there, and anything when the attacker
//!    plays on its square; its real stones are a superset of the pretended ones and the
//!    attacker's a subset, so a real attacker line would be a pretended one, and a
//!    pretended defender line a real one). X + S itself has no attacker line, as
//!    X + c' + S has none. A stone after which the defender does not hold is a win for the
//!    attacker.
//!
//!    An earlier version first tried the **null move** (X with the defender to move: the
//!    attacker passes) and searched only the stones inside its zone; without it the search
//!    visits many times fewer positions (the figures are in the commit that dropped it).
//!
//! 8. *The attacker moves and wins by continuous fours* ([`ZoneProver::fours_win`]): each
//!    attacker stone leaves k - 1 of its stones in a window free of defender stones, so the
//!    defender must take the window's last square (unless it can complete a window of its
//!    own first: then the sequence is not counted), until a stone leaves two such squares.
//!    No hold, and no zone is needed. In case 6, a defender stone after which the attacker
//!    wins so is skipped without a search: a hold needs one holding stone, not all.
//!
//! 9. *The Erdős–Selfridge potential* ([`ZoneProver::potential_hold`]): the sum of
//!    2^(attacker stones) over the open windows is below 2^k with the defender to move (with
//!    the attacker to move: after the attacker's stone that adds the most). Then the
//!    defender keeps every open window from filling (Erdős and Selfridge: each defender
//!    stone, taking the square of largest gain, removes at least what the attacker's next
//!    stone adds, so the sum never reaches 2^k, which one full window would be). Z = the
//!    empty squares of the open windows: S outside them changes no open window.
//!
//! A position where the defender already has a line is held with Z = hit_1(X): X + S has no
//! attacker line.
//!
//! With S empty, Π(X, Z) says the defender holds from X: a proof with any zone is a proof.
//! **The table** keys a position by its least image under the board's symmetries
//! ([`Symmetries::least`]) and stores the zone mapped the same way (Π is invariant under a
//! symmetry). The stored zone is closed under the key's own symmetries (a union of zones of
//! one position is a zone: Π(X, Z) only weakens as Z grows), and the search order and the
//! pairing are those of the least image mapped back, so that every image of a position reads
//! the same zone and replays the same search: a zone certificate
//! ([`super::zone_certificate`]) records the proof as the table holds it. The attacker's
//! win answers are not needed with zones: a position where the attacker wins is a plain
//! "no".
//!
//! The differential tests (`tests/unit/games/mnk/zone.rs`) compare every answer with the
//! minimax solver on small boards and check the certificates with the naive checker.

use super::board::Params;
use super::hold::{Entry, HoldCertificate, pair_squares};
use super::prover::MAX_CELLS;
use super::solver::Symmetries;
use super::window_pairing;
use crate::core::InputError;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Positions a continuous-fours search ([`ZoneProver::fours_win`]) may visit before it
/// gives up (and proves nothing).
const VCF_STEPS: u32 = 2_000;

/// Steps a pairing search (case 2) may take before it gives up (and proves nothing). Far
/// more than the minimax prover allows: a pairing ends a branch of the proof, and most
/// searches end long before the limit.
const PAIRING_STEPS: u32 = 100_000;

/// Steps the look-ahead's search for a stone and a pairing (case 6) may take.
const STONE_STEPS: u32 = 1_000_000;

/// How a hold was proved (what a zone certificate records of a position).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// A leaf (cases 1, 3, 4, 5, 9 and a defender's line), which the checker recognises.
    Leaf,
    /// A pairing (case 2).
    Pairs,
    /// The defender's stone (case 6).
    Stone(u8),
    /// The attacker's stones, searched while inside every zone so far (case 7).
    Moves,
}

impl Rule {
    /// The rule seen through symmetry `s` (the stone moves with the board).
    fn mapped(self, sym: &Symmetries, s: usize) -> Rule {
        match self {
            Rule::Stone(c) => Rule::Stone(sym.map(s, 1 << c).trailing_zeros() as u8),
            other => other,
        }
    }
}

/// The zone prover for one game and one defender.
pub struct ZoneProver {
    windows: Vec<u64>,
    full: u64,
    k: u32,
    /// (attacker, defender, attacker to move) -> the zone of a hold, or `None` (no hold).
    table: HashMap<(u64, u64, bool), Option<(u64, Rule)>>,
    budget: u64,
    /// Positions searched.
    pub nodes: u64,
    /// The board's symmetries: the table is keyed by a position's least image, its zone
    /// stored mapped the same way.
    sym: Symmetries,
    /// `inverse[s]`: the symmetry that undoes symmetry s.
    inverse: Vec<usize>,
    /// Where the positions searched are reported, every 4,096 (a heartbeat's counter).
    progress: Option<Arc<AtomicU64>>,
}

impl ZoneProver {
    /// A prover of holds in the game `params` (one stone a turn), within `budget` positions.
    pub fn new(params: Params, budget: u64) -> Result<ZoneProver, InputError> {
        if !params.fits_bitboard() || params.m > 16 {
            return Err(InputError::new(format!(
                "board {}x{} is too large for the zone prover (at most {MAX_CELLS} cells, 16 columns)",
                params.m, params.n
            )));
        }
        if params.p != 1 || params.q != 1 {
            return Err(InputError::new(
                "the zone prover plays one stone a turn (p = q = 1)".to_string(),
            ));
        }
        let sym = Symmetries::new(&params);
        let inverse = (0..sym.count()).map(|s| sym.inverse(s)).collect();
        Ok(ZoneProver {
            sym,
            inverse,
            progress: None,
            windows: params.windows(),
            full: params.board_mask(),
            k: params.k as u32,
            table: HashMap::new(),
            budget,
            nodes: 0,
        })
    }

    /// The same prover, reporting the positions it searches to `progress` as it goes.
    pub fn counting(mut self, progress: Arc<AtomicU64>) -> ZoneProver {
        self.progress = Some(progress);
        self
    }

    /// `base` and at least `need` empty squares of every open window (all of them where it
    /// has fewer): the squares are picked greedily, each time the one in the most windows
    /// still short of `need`, so that the zone stays small.
    fn hit(&self, attacker: u64, defender: u64, need: u32, base: u64) -> u64 {
        let empty = self.full & !(attacker | defender);
        let mut short: Vec<(u64, u32)> = self
            .windows
            .iter()
            .filter(|&&w| w & defender == 0)
            .map(|&w| {
                let free = w & empty;
                let have = (free & base).count_ones();
                (free, need.min(free.count_ones()).saturating_sub(have))
            })
            .filter(|&(_, n)| n > 0)
            .collect();
        let mut z = base;
        while !short.is_empty() {
            let mut best = (0u32, 0usize);
            let mut candidates = short.iter().fold(0u64, |u, &(f, _)| u | f) & !z;
            while candidates != 0 {
                let c = candidates.trailing_zeros() as usize;
                candidates &= candidates - 1;
                let hits = short.iter().filter(|&&(f, _)| f >> c & 1 == 1).count() as u32;
                if hits > best.0 {
                    best = (hits, c);
                }
            }
            let bit = 1u64 << best.1;
            z |= bit;
            for entry in &mut short {
                if entry.0 & bit != 0 {
                    entry.1 -= 1;
                }
            }
            short.retain(|&(_, n)| n > 0);
        }
        z
    }

    /// The Erdős–Selfridge criterion (case 9): the empty squares of the open windows when the
    /// potential, the sum of 2^(attacker stones) over the open windows, stays below 2^k
    /// with the defender to move (after the attacker's best stone, when it moves), else
    /// `None`.
    fn potential_hold(&self, attacker: u64, defender: u64, attacker_moves: bool) -> Option<u64> {
        // Terms of at most 2^(k - 1) (a window with k attacker stones is a line, found
        // before), at most 4 * 64 of them: the sums fit in 128 bits for k <= 64.
        let empty = self.full & !(attacker | defender);
        let mut total = 0u128;
        let mut zone = 0u64;
        let mut gain = [0u128; 64];
        for &w in &self.windows {
            if w & defender == 0 {
                let term = 1u128 << (w & attacker).count_ones();
                total += term;
                zone |= w & empty;
                if attacker_moves {
                    let mut e = w & empty;
                    while e != 0 {
                        gain[e.trailing_zeros() as usize] += term;
                        e &= e - 1;
                    }
                }
            }
        }
        let best = gain.iter().max().copied().unwrap_or(0);
        (total + best < 1u128 << self.k).then_some(zone)
    }

    /// A pairing of the open windows: the paired squares, or `None` if the (step-limited)
    /// search finds none.
    ///
    /// The step-limited search depends on the squares' order, so it is run on the
    /// position's least image (the table's key) and mapped back: every image of a position
    /// gets the same pairing, as the table gives every image the same zone.
    pub fn pairing(&self, attacker: u64, defender: u64) -> Option<Vec<u64>> {
        let ((a, d), s) = self.sym.least(attacker, defender);
        let pairs = window_pairing::pairing(&self.windows, d, self.full & !(a | d), PAIRING_STEPS)?;
        let back = self.inverse[s];
        Some(pairs.iter().map(|&p| self.sym.map(back, p)).collect())
    }

    /// A stone of `moves` after which the open windows have a pairing (case 6's look-ahead),
    /// if the step-limited search finds one. Run on the least image and mapped back, as
    /// [`ZoneProver::pairing`] is.
    fn pairing_stone(&self, attacker: u64, defender: u64, moves: u64) -> Option<usize> {
        let ((a, d), s) = self.sym.least(attacker, defender);
        let empty = self.full & !(a | d);
        let allowed = self.sym.map(s, moves);
        let (stone, _) = window_pairing::find(&self.windows, d, empty, allowed, STONE_STEPS)?;
        Some(self.sym.map(self.inverse[s], 1 << stone).trailing_zeros() as usize)
    }

    /// Whether the defender holds from (attacker, defender) with `attacker_moves` to move:
    /// `Some(Some(zone))` with the zone of the proof, `Some(None)` if it does not, `None` when
    /// the budget ran out.
    pub fn hold(
        &mut self,
        attacker: u64,
        defender: u64,
        attacker_moves: bool,
    ) -> Option<Option<u64>> {
        Some(
            self.hold_rule(attacker, defender, attacker_moves)?
                .map(|(z, _)| z),
        )
    }

    /// [`ZoneProver::hold`] with the rule that proves the hold (its stone or square in the
    /// position's own coordinates).
    pub fn hold_rule(
        &mut self,
        attacker: u64,
        defender: u64,
        attacker_moves: bool,
    ) -> Option<Option<(u64, Rule)>> {
        let ((a_key, d_key), s) = self.sym.least(attacker, defender);
        let key = (a_key, d_key, attacker_moves);
        if let Some(&a) = self.table.get(&key) {
            let back = self.inverse[s];
            return Some(a.map(|(z, r)| (self.sym.map(back, z), r.mapped(&self.sym, back))));
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if self.nodes & 0xfff == 0
            && let Some(p) = &self.progress
        {
            p.store(self.nodes, Relaxed);
        }
        let a = self.search(attacker, defender, attacker_moves)?;
        // The zone is closed under the key's own symmetries (a union of zones of one
        // position is a zone: Π(X, Z) only weakens as Z grows), so that every image of the
        // key, however it is mapped, reads the same zone.
        let stored = a.map(|(z, r)| {
            let z = self.sym.map(s, z);
            let closed = (0..self.sym.count())
                .filter(|&g| self.sym.map(g, a_key) == a_key && self.sym.map(g, d_key) == d_key)
                .fold(z, |acc, g| acc | self.sym.map(g, z));
            (closed, r.mapped(&self.sym, s))
        });
        self.table.insert(key, stored);
        let back = self.inverse[s];
        Some(stored.map(|(z, r)| (self.sym.map(back, z), r.mapped(&self.sym, back))))
    }

    fn search(
        &mut self,
        attacker: u64,
        defender: u64,
        attacker_moves: bool,
    ) -> Option<Option<(u64, Rule)>> {
        let empty = self.full & !(attacker | defender);
        let k = self.k;
        let mut open_any = false;
        // Squares that complete a window this turn: the attacker's (open windows with one
        // empty square) and the defender's (no attacker stone, one empty square).
        let mut attacker_one = Vec::new();
        let mut defender_one = 0u64;
        let mut defender_line = false;
        for &w in &self.windows {
            if w & defender == 0 {
                if w & attacker == w {
                    return Some(None); // the attacker has a line
                }
                open_any = true;
                if (w & attacker).count_ones() == k - 1 {
                    attacker_one.push(w & empty);
                }
            }
            if w & attacker == 0 {
                defender_line |= w & defender == w;
                if (w & defender).count_ones() == k - 1 {
                    defender_one |= w & empty;
                }
            }
        }
        if defender_line {
            // The game is over, held; no open window is full of attacker stones in X + S.
            return Some(Some((self.hit(attacker, defender, 1, 0), Rule::Leaf)));
        }
        if !open_any {
            return Some(Some((0, Rule::Leaf))); // case 1
        }
        if empty == 0 {
            return Some(Some((0, Rule::Leaf))); // case 5
        }
        if attacker_moves {
            if !attacker_one.is_empty() {
                return Some(None); // the attacker completes a window now
            }
            if defender_one.count_ones() >= 2 {
                return Some(Some((
                    self.hit(attacker, defender, 2, defender_one),
                    Rule::Leaf,
                ))); // case 4
            }
        } else if defender_one != 0 {
            let c = defender_one & defender_one.wrapping_neg();
            return Some(Some((self.hit(attacker, defender, 1, c), Rule::Leaf))); // case 3
        }
        if let Some(z) = self.potential_hold(attacker, defender, attacker_moves) {
            return Some(Some((z, Rule::Leaf))); // case 9
        }
        if let Some(pairs) = self.pairing(attacker, defender) {
            return Some(Some((pairs.iter().fold(0, |z, p| z | p), Rule::Pairs))); // case 2
        }
        if attacker_moves && self.fours_win(attacker, defender, VCF_STEPS) {
            return Some(None); // case 8: the attacker wins by continuous fours
        }
        if attacker_moves {
            // Case 7: the attacker's stones.
            let Some(zone) = self.attacker_children(attacker, defender, None)? else {
                return Some(None);
            };
            Some(Some((zone, Rule::Moves)))
        } else {
            // Case 6: a stone that blocks every window the attacker completes next, if any.
            let mut moves = empty;
            for w in &attacker_one {
                moves &= w;
            }
            if moves == 0 {
                return Some(None);
            }
            let order = self.order(attacker, defender, moves);
            // A stone after which a leaf rule (the potential, a pairing) holds at once is
            // taken before any stone that needs a search.
            let leaf = order
                .iter()
                .copied()
                .find(|&c| {
                    self.potential_hold(attacker, defender | 1 << c, true)
                        .is_some()
                })
                .or_else(|| self.pairing_stone(attacker, defender, moves));
            for c in leaf.into_iter().chain(order) {
                if self.fours_win(attacker, defender | 1 << c, VCF_STEPS) {
                    continue; // the attacker wins by continuous fours after c
                }
                if let Some(z) = self.hold(attacker, defender | 1 << c, true)? {
                    return Some(Some((z | 1 << c, Rule::Stone(c as u8))));
                }
            }
            Some(None)
        }
    }

    /// Case 7's search of the attacker's stones: the node's zone, or `None` inside when a
    /// stone wins for the attacker. A stone is searched only while it lies inside every zone
    /// proved so far. The stones searched are added to `searched`, if given.
    fn attacker_children(
        &mut self,
        attacker: u64,
        defender: u64,
        mut searched: Option<&mut Vec<usize>>,
    ) -> Option<Option<u64>> {
        let empty = self.full & !(attacker | defender);
        let mut zone = 0;
        let mut open = empty;
        for c in self.order(attacker, defender, empty) {
            if open >> c & 1 == 0 {
                continue;
            }
            let Some(z) = self.hold(attacker | 1 << c, defender, false)? else {
                return Some(None);
            };
            zone |= 1 << c | z;
            open &= z;
            if let Some(list) = searched.as_deref_mut() {
                list.push(c);
            }
        }
        Some(Some(zone))
    }

    /// The attacker's stones that case 7 searched at (attacker, defender), attacker to move,
    /// a position it proved held (read from the table), or `None` if it was not proved so.
    pub fn searched(&mut self, attacker: u64, defender: u64) -> Option<Vec<usize>> {
        let mut list = Vec::new();
        self.attacker_children(attacker, defender, Some(&mut list))??;
        Some(list)
    }

    /// Whether the attacker, to move, forces a line by continuous fours: each of its stones
    /// leaves a window of k - 1 of its stones and no defender stone, so the defender's only
    /// reply that does not lose at once is the window's last square (the defender has no
    /// window of its own to complete first, or the sequence stops), until a stone leaves two
    /// such squares, or the attacker completes a window. A defender four in the way must be
    /// blocked by the attacker's stone. `true` is a proof that the defender does not hold;
    /// `false` (also when `steps` positions were searched) proves nothing.
    fn fours_win(&self, attacker: u64, defender: u64, steps: u32) -> bool {
        let mut left = steps;
        self.fours_from(attacker, defender, &mut left)
    }

    fn fours_from(&self, attacker: u64, defender: u64, left: &mut u32) -> bool {
        if *left == 0 {
            return false;
        }
        *left -= 1;
        let empty = self.full & !(attacker | defender);
        let k = self.k;
        let (mut candidates, mut defender_fours) = (0u64, 0u64);
        for &w in &self.windows {
            if w & defender == 0 {
                let own = (w & attacker).count_ones();
                if own == k - 1 {
                    return true; // the attacker completes this window now
                }
                if own == k - 2 {
                    candidates |= w & empty;
                }
            }
            if w & attacker == 0 && (w & defender).count_ones() == k - 1 {
                defender_fours |= w & empty;
            }
        }
        match defender_fours.count_ones() {
            0 => {}
            1 => candidates &= defender_fours,
            _ => return false,
        }
        while candidates != 0 {
            let c = candidates & candidates.wrapping_neg();
            candidates &= candidates - 1;
            let a2 = attacker | c;
            let empty2 = empty & !c;
            let (mut fours, mut counter) = (0u64, false);
            for &w in &self.windows {
                if w & defender == 0 && (w & a2).count_ones() == k - 1 {
                    fours |= w & empty2;
                }
                counter |= w & a2 == 0 && (w & defender).count_ones() == k - 1 && w & empty2 != 0;
            }
            if fours == 0 || counter {
                continue; // no four, or the defender completes a window first
            }
            if fours.count_ones() >= 2 || self.fours_from(a2, defender | fours, left) {
                return true;
            }
        }
        false
    }

    /// The squares of `moves`, most windows weighted by their stones first.
    ///
    /// Ties are broken by square on the position's least image, so that every image of a
    /// position searches its stones in the same order (the same stones, mapped): a zone
    /// certificate replays the search on whichever image it meets.
    fn order(&self, attacker: u64, defender: u64, moves: u64) -> Vec<usize> {
        let ((attacker, defender), s) = self.sym.least(attacker, defender);
        let moves = self.sym.map(s, moves);
        let back = self.inverse[s];
        let mut keyed: Vec<(u64, usize)> = Vec::new();
        let mut e = moves;
        while e != 0 {
            let c = e.trailing_zeros() as usize;
            e &= e - 1;
            let score = self
                .windows
                .iter()
                .filter(|&&w| w >> c & 1 == 1)
                .fold(0u64, |acc, &w| {
                    let a = if w & defender == 0 {
                        1 << (3 * (w & attacker).count_ones())
                    } else {
                        0
                    };
                    let d = if w & attacker == 0 {
                        1 << (3 * (w & defender).count_ones())
                    } else {
                        0
                    };
                    acc + a + d
                });
            keyed.push((score, c));
        }
        keyed.sort_unstable_by(|a, b| b.cmp(a));
        keyed
            .into_iter()
            .map(|(_, c)| self.sym.map(back, 1 << c).trailing_zeros() as usize)
            .collect()
    }

    /// The defender's stone at (attacker, defender), defender to move, after which it holds.
    pub fn holding_stone(&mut self, attacker: u64, defender: u64) -> Option<usize> {
        let empty = self.full & !(attacker | defender);
        for c in self.order(attacker, defender, empty) {
            if self.hold(attacker, defender | 1 << c, true)?.is_some() {
                return Some(c);
            }
        }
        None
    }
}

/// A hold certificate for the defender (B when `holder_is_b`) from the empty board, built
/// with the zone prover, or `None` if it cannot show the hold within `budget` positions.
pub fn build(
    params: Params,
    holder_is_b: bool,
    budget: u64,
) -> Result<Option<HoldCertificate>, InputError> {
    let mut prover = ZoneProver::new(params, budget)?;
    let sym = Symmetries::new(&params);
    let split = |black: u64, white: u64| {
        if holder_is_b {
            (white, black)
        } else {
            (black, white)
        }
    };
    // B moves first: the attacker moves on the empty board when W defends.
    if prover.hold(0, 0, !holder_is_b).flatten().is_none() {
        return Ok(None);
    }
    let mut entries = HashMap::new();
    let mut seen = HashSet::new();
    let mut stack = vec![(0u64, 0u64)];
    while let Some((black, white)) = stack.pop() {
        if !seen.insert((black, white)) {
            continue;
        }
        let (attacker, defender) = split(black, white);
        let placed = (black | white).count_ones() as usize;
        let b_to_move = params.turn(placed).0;
        let defender_moves = b_to_move == holder_is_b;
        let empty = params.board_mask() & !(black | white);
        let windows = params.windows();
        if windows.iter().any(|&w| w & !defender == 0)
            || empty == 0
            || windows.iter().all(|&w| w & defender != 0)
            || (defender_moves
                && windows
                    .iter()
                    .any(|&w| w & attacker == 0 && (w & !defender).count_ones() <= 1))
        {
            continue; // leaves the checker recognises for itself
        }
        // The checker accepts a pairing after the first turn.
        if let Some(pairs) = (placed >= 1)
            .then(|| prover.pairing(attacker, defender))
            .flatten()
        {
            entries.insert((black, white), Entry::Pairs(pair_squares(&pairs)));
            continue;
        }
        let place = |c: usize| {
            if b_to_move {
                (black | 1 << c, white)
            } else {
                (black, white | 1 << c)
            }
        };
        if defender_moves {
            let Some(c) = prover.holding_stone(attacker, defender) else {
                return Ok(None);
            };
            entries.insert((black, white), Entry::Stone(c));
            let (b2, w2) = place(c);
            stack.push(sym.key(b2, w2));
        } else {
            let mut e = empty;
            while e != 0 {
                let c = e.trailing_zeros() as usize;
                e &= e - 1;
                let (b2, w2) = place(c);
                stack.push(sym.key(b2, w2));
            }
        }
    }
    if entries.is_empty() {
        entries.insert((0, 0), Entry::Stone(0));
    }
    Ok(Some(HoldCertificate {
        params,
        holder_is_b,
        root: (0, 0),
        entries,
    }))
}
