//! The naive checker of zone certificates ([`super::zone_certificate`]). It shares with the
//! zone prover nothing but the file format: its boards, windows and symmetries are
//! [`super::naive`]'s, and it re-derives every zone requirement itself.
//!
//! **What it proves.** Write Π(X, Z) for: for every set S of empty squares of X outside Z,
//! the defender holds from X + S (S given to the attacker) with X's side to move, where
//! "holds" means the attacker never completes a window of k squares (a line of the
//! defender's ends the game, held). The checker accepts only when every node (X, Z, rule)
//! of the file satisfies its rule's conditions below, and the empty board is a node with
//! the game's own side to move. Then Π holds at every node, by induction on its empty squares: a
//! rule only refers to nodes with more stones. With S empty, Π at the root says the
//! defender holds.
//!
//! Two facts about extra stones are used: an attacker stone fewer, or a defender stone
//! more, never hurts the defender. (The defender plays its strategy for the other position,
//! pretending the missing attacker stone is there, or the extra defender stone is not; when
//! the attacker plays on the pretended stone's square, or the strategy names the extra
//! stone's, the defender plays any empty square. The real attacker's stones are always a
//! subset of the pretended ones and the real defender's a superset, so a real attacker
//! line would be a pretended one, and a pretended defender line a real one.)
//!
//! Every node: its position is a position of the board, the attacker has no line in it,
//! and its zone is a set of empty squares. An *open* window has no defender stone; "Z keeps
//! r squares of every open window" means each open window has at least r empty squares in
//! Z, so no S fills it (r = 1), nor S and one more attacker stone (r = 2).
//! * `leaf`: one of
//!   1. no window is open: nobody can ever fill one for the attacker;
//!   2. a full board: S is empty;
//!   3. the defender has a line, and Z keeps 1: the game is over, and S fills no window;
//!   4. the defender moves and has a window with no attacker stone and one empty square e,
//!      e in Z, and Z keeps 1: in X + S the defender completes it at once;
//!   5. the attacker moves, Z keeps 2, and Z holds two squares each completing a window
//!      with no attacker stone: in X + S the attacker's stone fills no window and blocks
//!      one of the two, and the defender completes the other;
//!   6. the potential, the sum of 2^(attacker stones) over the open windows, is below 2^k
//!      with the defender to move (after the attacker's best square, when it moves), and Z
//!      holds every empty square of every open window: by Erdős and Selfridge the defender
//!      then keeps every open window from filling (each of its stones removes at least the
//!      potential's largest gain at one square, which the attacker's next stone can add;
//!      the potential never reaches 2^k, which one full window would be), and S changes no
//!      open window.
//! * `pairs`: disjoint pairs of distinct empty squares, both squares of one pair inside every
//!   open window, and Z holds the paired squares: answering a paired square with its partner
//!   keeps every open window from filling, and S misses the pairs.
//! * `stone c` (the defender moves): c is empty, the node X + c (attacker to move) has a
//!   zone Zc, and Z holds c and Zc: in X + S the defender plays c, and Π(X + c, Zc) applies
//!   to (X + c) + S.
//! * `moves` (the attacker moves): every empty square c is *searched* (the node X + c,
//!   defender to move, has a zone Zc, and Z holds c and Zc: Π(X + c, Zc) gives (X + c) + S)
//!   or *covered*: outside the zone Zc' of a searched c', so that Π(X + c', Zc') gives
//!   X + c' + c + S, and X + c + S has an attacker stone fewer. (X + S has no attacker line:
//!   X + c' + S has none.)
//!
//! A child node is looked up by its least image under the board's symmetries, and its zone
//! mapped back to the child's own squares (Π is invariant under symmetries).

use super::naive::{Rules, Squares};
use super::zone_certificate::{Node, ZoneCertificate};
use crate::core::planted::refuses;
use std::collections::HashSet;

/// Checks a zone certificate naively; returns the number of nodes checked.
pub fn check(cert: &ZoneCertificate) -> Result<usize, String> {
    let g = &cert.params;
    if g.p != 1 || g.q != 1 || g.cells() > 64 {
        return Err(
            "zone certificates are for games of one stone a turn, at most 64 squares".into(),
        );
    }
    let checker = Checker {
        rules: Rules::new(g.m, g.n, g.k, 1, 1),
        cert,
        defender: if cert.holder_is_b { 1 } else { 2 },
        attacker: if cert.holder_is_b { 2 } else { 1 },
    };
    // B moves first: the attacker moves on the empty board when W defends.
    let empty = vec![0u8; checker.rules.squares()];
    if checker.zone(&empty, !cert.holder_is_b).is_none() && refuses("mnk-zone-no-root") {
        return Err("the empty board, with B to move, is not a node".into());
    }
    for (&(b, w, attacker_moves), (zone, node)) in &cert.nodes {
        checker
            .node(b, w, attacker_moves, *zone, node)
            .map_err(|e| {
                format!(
                    "node {b:x} {w:x} {}: {e}",
                    if attacker_moves { "a" } else { "d" }
                )
            })?;
    }
    Ok(cert.nodes.len())
}

struct Checker<'a> {
    rules: Rules,
    cert: &'a ZoneCertificate,
    defender: u8,
    attacker: u8,
}

impl Checker<'_> {
    /// The zone of the node of `board` with `attacker_moves`, in `board`'s own squares, if
    /// the certificate has that node (under any symmetry).
    fn zone(&self, board: &[u8], attacker_moves: bool) -> Option<u64> {
        let (image, map) = self.rules.canonical_map(board);
        let (b, w) = self.rules.key(&image);
        let (zone, _) = self.cert.nodes.get(&(b, w, attacker_moves))?;
        // Square i of the board is square map[i] of the image.
        Some(
            (0..map.len())
                .filter(|&i| zone >> map[i] & 1 == 1)
                .fold(0, |z, i| z | 1 << i),
        )
    }

    /// The empty squares of `board`.
    fn empties(&self, board: &[u8]) -> u64 {
        (0..board.len())
            .filter(|&i| board[i] == 0)
            .fold(0, |z, i| z | 1 << i)
    }

    /// The open windows (no defender stone), as their squares.
    fn open(&self, board: &[u8]) -> Vec<&Vec<usize>> {
        self.rules
            .windows()
            .iter()
            .filter(|w| w.iter().all(|&i| board[i] != self.defender))
            .collect()
    }

    /// Whether `zone` holds at least `r` empty squares of every window of `open` (the open
    /// windows of `board`).
    fn keeps(&self, board: &[u8], open: &[&Vec<usize>], zone: u64, r: usize) -> bool {
        open.iter().all(|w| {
            w.iter()
                .filter(|&&i| board[i] == 0 && zone >> i & 1 == 1)
                .count()
                >= r
        })
    }

    /// The squares that complete a window for the defender now (no attacker stone, one
    /// empty square).
    fn defender_completes(&self, board: &[u8]) -> u64 {
        let mut out = 0u64;
        for w in self.rules.windows() {
            let empty: Vec<usize> = w.iter().copied().filter(|&i| board[i] == 0).collect();
            if empty.len() == 1 && w.iter().all(|&i| board[i] != self.attacker) {
                out |= 1 << empty[0];
            }
        }
        out
    }

    fn node(
        &self,
        b: u64,
        w: u64,
        attacker_moves: bool,
        zone: u64,
        node: &Node,
    ) -> Result<(), String> {
        let n = self.rules.squares();
        let mask = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
        if ((b | w) & !mask != 0 || b & w != 0) && refuses("mnk-zone-position") {
            return Err("not a position of the board".into());
        }
        let board = self.rules.board(b, w);
        if self.rules.has_line(&board, self.attacker) && refuses("mnk-zone-attacker-line") {
            return Err("the attacker has a line".into());
        }
        let empty = self.empties(&board);
        if zone & !empty != 0 && refuses("mnk-zone-outside") {
            return Err("the zone holds a square that is not empty".into());
        }
        match node {
            Node::Leaf => {
                if !self.leaf(&board, attacker_moves, zone) && refuses("mnk-zone-leaf") {
                    return Err("no leaf rule applies".into());
                }
            }
            Node::Pairs(pairs) => self.pairs(&board, zone, pairs)?,
            Node::Stone(c) => {
                if attacker_moves && refuses("mnk-zone-stone-turn") {
                    return Err("a defender's stone where the attacker moves".into());
                }
                if (*c >= n || board[*c] != 0) && refuses("mnk-zone-stone-square") {
                    return Err(format!("the stone on square {c} is not on an empty square"));
                }
                let mut next = board.clone();
                next[*c] = self.defender;
                let ok = self
                    .zone(&next, true)
                    .is_some_and(|zc| (zc | 1 << c) & !zone == 0);
                if !ok && refuses("mnk-zone-stone-child") {
                    return Err(format!(
                        "the node after the stone on square {c} is missing, or its zone and the stone are not inside this zone"
                    ));
                }
            }
            Node::Moves => self.moves(&board, attacker_moves, zone, empty)?,
        }
        Ok(())
    }

    fn leaf(&self, board: &Squares, attacker_moves: bool, zone: u64) -> bool {
        let open = self.open(board);
        if open.is_empty() || board.iter().all(|&s| s != 0) {
            return true; // 1, 2
        }
        if self.rules.has_line(board, self.defender) && self.keeps(board, &open, zone, 1) {
            return true; // 3
        }
        let completes = self.defender_completes(board);
        if !attacker_moves && completes & zone != 0 && self.keeps(board, &open, zone, 1) {
            return true; // 4
        }
        if attacker_moves
            && (completes & zone).count_ones() >= 2
            && self.keeps(board, &open, zone, 2)
        {
            return true; // 5
        }
        // 6: the Erdős–Selfridge potential.
        let mut total = 0u128;
        let mut gain = vec![0u128; board.len()];
        let mut squares = 0u64;
        for w in &open {
            let stones = w.iter().filter(|&&i| board[i] == self.attacker).count();
            let term = 1u128 << stones.min(100);
            total += term;
            for &i in w.iter().filter(|&&i| board[i] == 0) {
                gain[i] += term;
                squares |= 1 << i;
            }
        }
        let best = if attacker_moves {
            gain.iter().copied().max().unwrap_or(0)
        } else {
            0
        };
        self.rules.k() < 100 && total + best < 1u128 << self.rules.k() && squares & !zone == 0
    }

    fn pairs(&self, board: &[u8], zone: u64, pairs: &[(usize, usize)]) -> Result<(), String> {
        let mut used = HashSet::new();
        for &(x, y) in pairs {
            for c in [x, y] {
                if (c >= board.len() || board[c] != 0 || !used.insert(c))
                    && refuses("mnk-zone-pair-squares")
                {
                    return Err(format!(
                        "pair ({x}, {y}) is not two distinct empty squares of disjoint pairs"
                    ));
                }
                if c < 64 && zone >> c & 1 == 0 && refuses("mnk-zone-pair-zone") {
                    return Err(format!("the paired square {c} is not in the zone"));
                }
            }
        }
        for window in self.open(board) {
            if !pairs
                .iter()
                .any(|&(x, y)| window.contains(&x) && window.contains(&y))
                && refuses("mnk-zone-pair-window")
            {
                return Err(format!("the window {window:?} holds no pair"));
            }
        }
        Ok(())
    }

    fn moves(
        &self,
        board: &Squares,
        attacker_moves: bool,
        zone: u64,
        empty: u64,
    ) -> Result<(), String> {
        if !attacker_moves && refuses("mnk-zone-moves-turn") {
            return Err("the attacker's stones where the defender moves".into());
        }
        // The searched stones: their nodes exist, and they and their zones lie in the zone.
        let mut searched = Vec::new();
        for c in (0..board.len()).filter(|&c| empty >> c & 1 == 1) {
            let mut next = board.clone();
            next[c] = self.attacker;
            if let Some(zc) = self.zone(&next, false)
                && (zc | 1 << c) & !zone == 0
            {
                searched.push((c, zc));
            }
        }
        for c in (0..board.len()).filter(|&c| empty >> c & 1 == 1) {
            let covered = searched.iter().any(|&(s, zs)| s == c || zs >> c & 1 == 0);
            if !covered && refuses("mnk-zone-moves-cover") {
                return Err(format!(
                    "the attacker's stone on square {c} is neither searched nor outside a searched stone's zone"
                ));
            }
        }
        Ok(())
    }
}
