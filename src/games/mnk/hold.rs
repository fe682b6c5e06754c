//! Hold certificates: a defender's strategy that keeps the attacker from ever completing k in
//! a row. A draw is certified by two of them (W holds against B, and B against W); a loss for
//! one side is not needed here (a win certificate covers it).
//!
//! The certificate gives, in every canonical position the strategy reaches with the defender
//! to move, the defender's stone; or, in any position of a game with one stone a turn (after
//! the first turn), a *pairing*: disjoint pairs of empty squares with both squares of one
//! pair inside every window free of the defender's stones. Answering each attacker stone on
//! a paired square with its partner then keeps every such window from filling, so the branch
//! ends there. The naive checker ([`check`]) follows every attacker stone, uses its own rules
//! ([`super::naive`]), and accepts a branch that ends with the defender completing a line, a
//! full board, a board where every window holds a defender's stone, or a checked pairing.
//!
//! File format: a header `mnk M N K P Q holds B|W root BLACK WHITE` (the defender and the
//! position the strategy starts from; without `root ...` the empty board, as in win
//! certificates), then one line per entry:
//! `BLACK WHITE SQUARE` (a stone) or `BLACK WHITE pairs a1-b2 c3-c4 ...` (a pairing), the
//! bitboards in hex (bit = (row - 1) * M + column) as in win certificates.

use super::board::Params;
use super::certificate;
use super::naive::{Rules, Squares, push_unseen};
use super::prover::Prover;
use super::solver::Symmetries;
use crate::core::planted::refuses;
use std::collections::{HashMap, HashSet};

/// The defender's answer in one position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// Its next stone.
    Stone(usize),
    /// A pairing that holds from here on (pairs of squares).
    Pairs(Vec<(usize, usize)>),
}

/// A hold certificate: the game, the defender, and its answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HoldCertificate {
    /// The game.
    pub params: Params,
    /// True when B is the defender (W the attacker).
    pub holder_is_b: bool,
    /// The position the strategy starts from (black, white); (0, 0) is the empty board.
    pub root: (u64, u64),
    /// (black, white) -> the defender's answer.
    pub entries: HashMap<(u64, u64), Entry>,
}

/// Builds a certificate that the defender keeps the attacker from completing a line from the
/// empty board, or `None` if the prover cannot show it within `budget` positions.
pub fn build(params: Params, holder_is_b: bool, budget: u64) -> Option<HoldCertificate> {
    build_from(params, holder_is_b, budget, (0, 0))
}

/// [`build`] from the position `root` (black, white), which must be legal
/// ([`Params::check_position`]) and undecided.
pub fn build_from(
    params: Params,
    holder_is_b: bool,
    budget: u64,
    root: (u64, u64),
) -> Option<HoldCertificate> {
    params.check_position(root.0, root.1).ok()?;
    if params.decided(root.0, root.1).is_some() {
        return None;
    }
    let attacker_is_b = !holder_is_b;
    let mut prover = Prover::new(params, attacker_is_b, budget).ok()?;
    if prover.wins(root.0, root.1) != Some(false) {
        return None;
    }
    let sym = Symmetries::new(&params);
    let windows = params.windows();
    let full = params.board_mask();
    let mut entries = HashMap::new();
    let mut seen = HashSet::new();
    let mut stack = vec![sym.key(root.0, root.1)];
    while let Some((black, white)) = stack.pop() {
        if !seen.insert((black, white)) {
            continue;
        }
        let (attacker, defender) = if attacker_is_b {
            (black, white)
        } else {
            (white, black)
        };
        if windows.iter().any(|&w| w & !attacker == 0) {
            // The prover said the attacker never gets here.
            return None;
        }
        let empty = !(black | white) & full;
        let placed = (black | white).count_ones() as usize;
        let (b_to_move, left) = params.turn(placed);
        let defender_moves = b_to_move == holder_is_b;
        if windows.iter().any(|&w| w & !defender == 0)
            || empty == 0
            || windows.iter().all(|&w| w & defender != 0)
            || (defender_moves
                && windows
                    .iter()
                    .any(|&w| w & attacker == 0 && (w & !defender).count_ones() as usize <= left))
        {
            // Leaves the checker recognises for itself.
            continue;
        }
        if let Some(pairs) = prover.holding_pairs(black, white) {
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
            let c = prover.holding_stone(black, white)?;
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
        // Every branch ends by itself (a full board, a line of the defender): the root's
        // entry names the position covered (a stone the checker does not need where the
        // attacker moves), so that no certificate is empty.
        let empty = !(root.0 | root.1) & full;
        entries.insert(
            sym.key(root.0, root.1),
            Entry::Stone(empty.trailing_zeros() as usize),
        );
    }
    Some(HoldCertificate {
        params,
        holder_is_b,
        root,
        entries,
    })
}

impl HoldCertificate {
    /// The certificate as text.
    pub fn to_text(&self) -> String {
        let p = &self.params;
        let mut lines: Vec<String> = self
            .entries
            .iter()
            .map(|(&(b, w), e)| match e {
                Entry::Stone(c) => format!("{b:x} {w:x} {}", p.cell_name(*c)),
                Entry::Pairs(pairs) => {
                    let named: Vec<String> = pairs
                        .iter()
                        .map(|&(x, y)| format!("{}-{}", p.cell_name(x), p.cell_name(y)))
                        .collect();
                    format!("{b:x} {w:x} pairs {}", named.join(" "))
                }
            })
            .collect();
        lines.sort();
        format!(
            "{}\n{}\n",
            certificate::header(p, "holds", self.holder_is_b, self.root),
            lines.join("\n")
        )
    }

    /// Reads a certificate written by [`HoldCertificate::to_text`].
    pub fn parse(text: &str) -> Result<HoldCertificate, String> {
        let (params, holder_is_b, root, lines) = certificate::parse_header(text, "holds")?;
        let mut entries = HashMap::new();
        for (i, line) in lines.enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let f: Vec<&str> = line.split_whitespace().collect();
            let bad = || {
                format!(
                    "line {}: expected `BLACK WHITE SQUARE` or `BLACK WHITE pairs A-B ...`",
                    i + 2
                )
            };
            if f.len() < 3 {
                return Err(bad());
            }
            let b = u64::from_str_radix(f[0], 16).map_err(|_| bad())?;
            let w = u64::from_str_radix(f[1], 16).map_err(|_| bad())?;
            let cell = |name: &str| {
                params
                    .parse_cell(name)
                    .map_err(|e| format!("line {}: {e}", i + 2))
            };
            let entry = if f[2] == "pairs" {
                let mut pairs = Vec::new();
                for pair in &f[3..] {
                    let (x, y) = pair.split_once('-').ok_or_else(bad)?;
                    pairs.push((cell(x)?, cell(y)?));
                }
                Entry::Pairs(pairs)
            } else if f.len() == 3 {
                Entry::Stone(cell(f[2])?)
            } else {
                return Err(bad());
            };
            entries.insert((b, w), entry);
        }
        if entries.is_empty() {
            return Err("no positions after the header: the certificate proves nothing".into());
        }
        Ok(HoldCertificate {
            params,
            holder_is_b,
            root,
            entries,
        })
    }
}

/// Checks a pairing naively in `board`: one stone a turn from here, disjoint pairs of empty
/// squares, and both squares of some pair inside every window free of the defender's stones.
fn pairing_holds(
    rules: &Rules,
    board: &[u8],
    defender: u8,
    pairs: &[(usize, usize)],
) -> Result<(), String> {
    let mut used = HashSet::new();
    for &(x, y) in pairs {
        for c in [x, y] {
            if c >= board.len() {
                return Err(format!("pair ({x}, {y}) has a square off the board"));
            }
            if (board[c] != 0 || !used.insert(c)) && refuses("mnk-hold-pair-squares") {
                return Err(format!(
                    "pair ({x}, {y}) is not two distinct empty squares of disjoint pairs"
                ));
            }
        }
    }
    for window in rules.open_windows(board, defender) {
        if !pairs
            .iter()
            .any(|&(x, y)| window.contains(&x) && window.contains(&y))
            && refuses("mnk-hold-pair-window")
        {
            return Err(format!("the window {window:?} holds no pair"));
        }
    }
    Ok(())
}

/// Checks a hold certificate naively: from its root (usually the empty board), follows the defender's answer
/// where the certificate gives one and every legal stone of the attacker otherwise, and
/// requires that the attacker never completes a line. Returns the positions walked.
pub fn check(cert: &HoldCertificate) -> Result<usize, String> {
    let g = &cert.params;
    let rules = Rules::new(g.m, g.n, g.k, g.p, g.q);
    let (defender, attacker) = if cert.holder_is_b { (1u8, 2u8) } else { (2, 1) };
    let mut seen: HashSet<Squares> = HashSet::new();
    let mut stack = vec![certificate::naive_root(&rules, cert.root)?];
    while let Some(board) = stack.pop() {
        if !seen.insert(board.clone()) {
            continue;
        }
        let (b, w) = rules.key(&board);
        if rules.has_line(&board, attacker) && refuses("mnk-hold-attacker-line") {
            return Err(format!("the attacker completes a line in {b:x} {w:x}"));
        }
        let placed = board.iter().filter(|&&s| s != 0).count();
        let mover = if rules.b_turn(placed) { 1u8 } else { 2 };
        if rules.has_line(&board, defender)
            || placed == rules.squares()
            || rules.all_blocked_by(&board, defender)
            || ((mover == defender || !refuses("mnk-hold-turn-guard"))
                && rules.fills_now(&board, defender, rules.stones_left(placed)))
        {
            continue;
        }
        match cert.entries.get(&(b, w)) {
            Some(Entry::Pairs(pairs)) => {
                if (g.p != 1 || placed < g.q) && refuses("mnk-hold-pairing-turns") {
                    return Err(format!(
                        "a pairing in {b:x} {w:x}, where turns are not one stone each"
                    ));
                }
                pairing_holds(&rules, &board, defender, pairs)
                    .map_err(|e| format!("in {b:x} {w:x}: {e}"))?;
            }
            Some(Entry::Stone(c)) if mover == defender || !refuses("mnk-hold-stone-turn") => {
                if *c >= rules.squares() {
                    return Err(format!("the stone on square {c} is off the board"));
                }
                if board[*c] != 0 && refuses("mnk-hold-occupied") {
                    return Err(format!(
                        "the stone on square {c} is not on an empty square in {b:x} {w:x}"
                    ));
                }
                let mut next = board.clone();
                next[*c] = defender;
                push_unseen(&mut stack, &seen, rules.canonical(&next));
            }
            _ if mover == defender => {
                if refuses("mnk-hold-no-answer") {
                    return Err(format!(
                        "no answer given for the defender in position {b:x} {w:x}"
                    ));
                }
            }
            _ => {
                for c in (0..rules.squares()).filter(|&c| board[c] == 0) {
                    let mut next = board.clone();
                    next[c] = mover;
                    push_unseen(&mut stack, &seen, rules.canonical(&next));
                }
            }
        }
    }
    Ok(seen.len())
}

/// The two squares of each pair mask (two bits set), lower square first.
pub(crate) fn pair_squares(pairs: &[u64]) -> Vec<(usize, usize)> {
    pairs
        .iter()
        .map(|&p| {
            let a = p.trailing_zeros() as usize;
            (a, (p & !(1 << a)).trailing_zeros() as usize)
        })
        .collect()
}
