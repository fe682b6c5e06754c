//! Winning strategies for one side of a Seki matrix, found by depth-first proof-number search
//! (df-pn, Nagai 2002) and written as certificates ([`super::certificate_check`] reads and
//! checks them). Built for section 1.9.1's 4 x 5 examples, whose wins take about fifty plies
//! (too deep for [`super::forced`]'s iterative deepening) in a state space of 3 * 10^10
//! matrices (too large for [`super::fast`]).
//!
//! The question is boolean: can the *attacker* force a win? The attacker never passes (the
//! defender could pass back, and two passes draw), so a node is the matrix and whether the
//! attacker is to move; the defender's pass is one more child of its nodes. Each active move
//! lowers the total and a pass hands the same matrix to the attacker, so the graph is acyclic.
//!
//! * OR nodes (attacker to move): proof number = the least over the children, disproof number
//!   = the sum; AND nodes (defender to move) the other way round. A move that ends the game
//!   is decided on the spot by [`super::rules`]' scoring (section 1; section 10 for Seki-I).
//! * A transposition table keyed by (matrix, side) holds the numbers; matrices that differ by
//!   swapping two rows or two columns that are equal in the starting matrix share an entry.
//! * Unexpanded nodes start from a small knowledge-based estimate (the attacker's and the
//!   defender's distances to a zero line); this only orders the search, and every proof still
//!   ends at a position the rules score.
//!
//! Once the root is proved, [`build`] walks the strategy: the attacker's proved move in every
//! position it reaches, every defender move and the defender's pass followed. The checker
//! re-verifies all of it with the rules alone, so nothing here is trusted.

use super::Matrix;
use super::rules::{Player, Variant};
use crate::core::InputError;
use crate::core::hash::FastMap;
use std::collections::BTreeMap;

/// Bits per entry of a packed matrix.
const BITS: u32 = 4;
/// The largest entry a packed matrix holds.
pub const MAX_PACKED_ENTRY: u32 = (1 << BITS) - 1;
/// "Infinite" proof or disproof number.
const INF: u32 = u32::MAX / 4;

/// One side's matrices packed 4 bits an entry, row-major, with the masks of rows and columns.
#[derive(Debug, Clone)]
pub struct Packed {
    m: usize,
    n: usize,
    rows: Vec<u128>,
    cols: Vec<u128>,
    /// Cell permutations (row-major index -> index) under which the starting matrix is fixed
    /// (products of swaps of equal rows and of equal columns), identity first.
    syms: Vec<Vec<usize>>,
}

impl Packed {
    fn new(a: &Matrix) -> Result<Packed, InputError> {
        let (m, n) = (a.rows(), a.cols());
        if m * n * BITS as usize > 124 {
            return Err(InputError::new(format!(
                "a {m}x{n} matrix is too large for the strategy search (at most 31 entries)"
            )));
        }
        if a.height() > MAX_PACKED_ENTRY {
            return Err(InputError::new(format!(
                "the strategy search takes entries of at most {MAX_PACKED_ENTRY}"
            )));
        }
        let cell = |r: usize, c: usize| 0xfu128 << (BITS as usize * (r * n + c));
        let rows = (0..m).map(|r| (0..n).map(|c| cell(r, c)).sum()).collect();
        let cols = (0..n).map(|c| (0..m).map(|r| cell(r, c)).sum()).collect();
        // Row and column permutations that fix `a`: all of them for a small matrix, kept
        // when they map `a` to itself.
        let mut syms = Vec::new();
        let rps = super::canon::permutations(m);
        let cps = super::canon::permutations(n);
        if rps.len() * cps.len() <= 14_400 {
            for rp in &rps {
                for cp in &cps {
                    if a.permuted(rp, cp) == *a {
                        syms.push((0..m * n).map(|k| rp[k / n] * n + cp[k % n]).collect());
                    }
                }
            }
        }
        let identity: Vec<usize> = (0..m * n).collect();
        syms.retain(|p| *p != identity);
        syms.insert(0, identity);
        Ok(Packed {
            m,
            n,
            rows,
            cols,
            syms,
        })
    }

    fn pack(&self, a: &Matrix) -> u128 {
        a.entries()
            .iter()
            .enumerate()
            .map(|(k, &x)| u128::from(x) << (BITS as usize * k))
            .sum()
    }

    fn get(&self, p: u128, k: usize) -> u32 {
        ((p >> (BITS as usize * k)) & 0xf) as u32
    }

    /// The matrix of a packed key.
    pub fn unpack(&self, p: u128) -> Matrix {
        Matrix::from_vec(
            self.m,
            self.n,
            (0..self.m * self.n).map(|k| self.get(p, k)).collect(),
        )
    }

    /// The least image of `p` under the starting matrix's symmetries.
    fn canonical(&self, p: u128) -> u128 {
        let mut best = p;
        for s in &self.syms[1..] {
            let mut q = 0u128;
            for (k, &t) in s.iter().enumerate() {
                q |= u128::from(self.get(p, k)) << (BITS as usize * t);
            }
            best = best.min(q);
        }
        best
    }

    fn line_sum(&self, p: u128, mask: u128) -> u32 {
        let mut x = p & mask;
        let mut s = 0;
        while x != 0 {
            let k = x.trailing_zeros() / BITS;
            s += self.get(p, k as usize);
            x &= !(0xfu128 << (BITS * k));
        }
        s
    }
}

/// What a move leads to.
#[derive(Debug, Clone, Copy)]
enum Child {
    /// The game is over: whether the attacker has won.
    Over(bool),
    /// Play goes on: the matrix and whether the attacker moves.
    Node(u128, bool),
}

/// The df-pn search for one matrix, variant and attacker.
#[derive(Debug)]
pub struct Search {
    packed: Packed,
    variant: Variant,
    attacker: Player,
    root: u128,
    /// (canonical matrix | side bit) -> (proof number, disproof number).
    tt: FastMap<u128, (u32, u32)>,
    /// Nodes expanded so far.
    pub nodes: u64,
    budget: u64,
    /// Print nodes, table entries and the root's numbers on stderr every 2^20 nodes.
    pub heartbeat: bool,
}

/// The side bit of a table key (above every entry).
const ATT_BIT: u128 = 1 << 127;

impl Search {
    /// A search for `attacker` on `a` (no zero line, at most 31 entries of at most 15),
    /// expanding at most `budget` nodes.
    pub fn new(
        a: &Matrix,
        variant: Variant,
        attacker: Player,
        budget: u64,
    ) -> Result<Search, InputError> {
        if a.has_zero_row() || a.has_zero_col() {
            return Err(InputError::new(
                "the matrix has a zero line: the game is already over",
            ));
        }
        let packed = Packed::new(a)?;
        let root = packed.pack(a);
        Ok(Search {
            packed,
            variant,
            attacker,
            root,
            tt: FastMap::default(),
            nodes: 0,
            budget,
            heartbeat: false,
        })
    }

    /// Table entries.
    pub fn table_len(&self) -> usize {
        self.tt.len()
    }

    fn key(&self, p: u128, att: bool) -> u128 {
        self.packed.canonical(p) | if att { ATT_BIT } else { 0 }
    }

    fn numbers(&self, p: u128, att: bool) -> (u32, u32) {
        if let Some(&e) = self.tt.get(&self.key(p, att)) {
            return e;
        }
        self.estimate(p, att)
    }

    /// The starting numbers of an unexpanded node: 1 + how far the side to move is from its
    /// zero line, against how far the other side is (a guide only).
    fn estimate(&self, p: u128, att: bool) -> (u32, u32) {
        let row_min = self
            .packed
            .rows
            .iter()
            .map(|&m| self.packed.line_sum(p, m))
            .min()
            .unwrap_or(0);
        let col_min = self
            .packed
            .cols
            .iter()
            .map(|&m| self.packed.line_sum(p, m))
            .min()
            .unwrap_or(0);
        let (mine, theirs) = match self.attacker {
            Player::R => (row_min, col_min),
            Player::C => (col_min, row_min),
        };
        // The attacker is ahead when its distance (after its move when it is on move) is
        // below the defender's.
        let lead = theirs as i64 - mine as i64 + if att { 1 } else { 0 };
        if lead > 0 {
            (1, 1 + lead.min(8) as u32)
        } else {
            (1 + (1 - lead).min(8) as u32, 1)
        }
    }

    /// The result of the move at cell k by the attacker (`att`) or the defender.
    fn play(&self, p: u128, k: usize, att: bool) -> Child {
        let q = p - (1u128 << (BITS as usize * k));
        let (r, c) = (k / self.packed.n, k % self.packed.n);
        let zr = q & self.packed.rows[r] == 0;
        let zc = q & self.packed.cols[c] == 0;
        let mover = if att {
            self.attacker
        } else {
            self.attacker.other()
        };
        let winner = match (zr, zc) {
            (false, false) => return Child::Node(q, !att),
            (true, true) => match self.variant {
                Variant::Seki => Some(mover),
                Variant::SekiI => None,
            },
            (true, false) => Some(Player::R),
            (false, true) => Some(Player::C),
        };
        Child::Over(winner == Some(self.attacker))
    }

    /// The children of a node; the defender's pass is the last child of its nodes.
    fn children(&self, p: u128, att: bool) -> Vec<Child> {
        let mut v: Vec<Child> = (0..self.packed.m * self.packed.n)
            .filter(|&k| self.packed.get(p, k) > 0)
            .map(|k| self.play(p, k, att))
            .collect();
        if !att {
            v.push(Child::Node(p, true));
        }
        v
    }

    /// Proves or disproves that the attacker wins from the start (attacker first when
    /// `attacker_first`): `Some(true)` proved, `Some(false)` disproved (the defender draws
    /// or wins), `None` when the budget ran out.
    pub fn solve(&mut self, attacker_first: bool) -> Option<bool> {
        let root = self.root;
        loop {
            self.mid(root, attacker_first, INF - 1, INF - 1);
            let (pn, dn) = self.numbers(root, attacker_first);
            if pn == 0 {
                return Some(true);
            }
            if dn == 0 {
                return Some(false);
            }
            if self.nodes > self.budget {
                return None;
            }
        }
    }

    fn mid(&mut self, p: u128, att: bool, th_pn: u32, th_dn: u32) {
        let (pn, dn) = self.numbers(p, att);
        if pn >= th_pn || dn >= th_dn || pn == 0 || dn == 0 {
            return;
        }
        self.nodes += 1;
        if self.heartbeat && self.nodes.is_multiple_of(1 << 20) {
            let root = self.numbers(self.root, true);
            let root_d = self.numbers(self.root, false);
            eprintln!(
                "{} nodes, {} table entries, root (pn, dn) attacker first {root:?}, second {root_d:?}",
                self.nodes,
                self.tt.len()
            );
        }
        let key = self.key(p, att);
        // Decided children first: a win in one for the attacker, a defender move that ends
        // the game without the attacker winning.
        let mut open: Vec<(u128, bool)> = Vec::new();
        for ch in self.children(p, att) {
            match ch {
                Child::Over(true) if att => {
                    self.tt.insert(key, (0, INF));
                    return;
                }
                Child::Over(false) if !att => {
                    self.tt.insert(key, (INF, 0));
                    return;
                }
                Child::Over(_) => {}
                Child::Node(q, a) => open.push((q, a)),
            }
        }
        if open.is_empty() {
            // Attacker: every move ends the game without a win. Defender: every move loses
            // (its pass is always open, so this does not happen).
            self.tt.insert(key, if att { (INF, 0) } else { (0, INF) });
            return;
        }
        // Children that transpose into one another under the symmetries are the same node.
        // Each child's table key and numbers are computed once; the numbers are refreshed
        // from the table on every round (an unexpanded child keeps its estimate).
        let mut keys: Vec<u128> = Vec::with_capacity(open.len());
        let mut nums: Vec<(u32, u32)> = Vec::with_capacity(open.len());
        open.retain(|&(q, a)| {
            let k = self.key(q, a);
            if keys.contains(&k) {
                false
            } else {
                keys.push(k);
                nums.push(match self.tt.get(&k) {
                    Some(&e) => e,
                    None => self.estimate(q, a),
                });
                true
            }
        });
        let mut first_round = true;
        loop {
            if !first_round {
                for (n, k) in nums.iter_mut().zip(&keys) {
                    if let Some(&e) = self.tt.get(k) {
                        *n = e;
                    }
                }
            }
            first_round = false;
            // OR: (pn, dn) = (min pn, sum dn); AND: (sum pn, min dn). In "phi/delta" form:
            // phi is the number to minimise at this node.
            let (phis, deltas): (Vec<u32>, Vec<u32>) = nums
                .iter()
                .map(|&(cp, cd)| if att { (cp, cd) } else { (cd, cp) })
                .unzip();
            let mut best = 0;
            let mut phi1 = INF;
            let mut phi2 = INF;
            for (i, &ph) in phis.iter().enumerate() {
                if ph < phi1 {
                    phi2 = phi1;
                    phi1 = ph;
                    best = i;
                } else if ph < phi2 {
                    phi2 = ph;
                }
            }
            let delta_sum = deltas.iter().fold(0u32, |s, &d| {
                if d >= INF || s >= INF {
                    INF
                } else {
                    (s + d).min(INF - 1)
                }
            });
            let (node_pn, node_dn) = if att {
                (phi1, delta_sum)
            } else {
                (delta_sum, phi1)
            };
            self.tt.insert(key, (node_pn, node_dn));
            if node_pn >= th_pn || node_dn >= th_dn || node_pn == 0 || node_dn == 0 {
                return;
            }
            if self.nodes > self.budget {
                return;
            }
            // Thresholds for the best child (with the 1 + epsilon trick against thrashing).
            let (th_phi, th_delta) = if att { (th_pn, th_dn) } else { (th_dn, th_pn) };
            let child_phi = th_phi.min(phi2.saturating_add(phi2 / 4 + 1).min(INF - 1));
            let child_delta = if th_delta >= INF - 1 {
                INF - 1
            } else {
                (th_delta - delta_sum.min(th_delta) + deltas[best]).min(INF - 1)
            };
            let (q, a) = open[best];
            let (cpn, cdn) = if att {
                (child_phi, child_delta)
            } else {
                (child_delta, child_phi)
            };
            self.mid(q, a, cpn, cdn);
        }
    }

    /// Whether the node is proved a win for the attacker.
    fn proved(&self, p: u128, att: bool) -> bool {
        self.tt.get(&self.key(p, att)).is_some_and(|e| e.0 == 0)
    }

    /// The attacker's proved move from `p` (a move that wins at once first, then a move into
    /// a position the strategy already covers, then the first proved one), as a cell index.
    fn proved_move(&self, p: u128, covered: &FastMap<u128, ()>) -> Option<usize> {
        let cells: Vec<usize> = (0..self.packed.m * self.packed.n)
            .filter(|&k| self.packed.get(p, k) > 0)
            .collect();
        for &k in &cells {
            if let Child::Over(true) = self.play(p, k, true) {
                return Some(k);
            }
        }
        let mut first = None;
        for &k in &cells {
            if let Child::Node(q, false) = self.play(p, k, true)
                && self.proved(q, false)
            {
                if covered.contains_key(&q) {
                    return Some(k);
                }
                first = first.or(Some(k));
            }
        }
        first
    }
}

/// A winning strategy: the game, who starts, who wins, and the winner's move (row, column,
/// 0-based) in every position its strategy reaches with the winner to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strategy {
    /// The starting matrix.
    pub matrix: Matrix,
    /// Seki or Seki-I.
    pub variant: Variant,
    /// Who moves first.
    pub first: Player,
    /// Who wins.
    pub winner: Player,
    /// Matrix (winner to move) -> the winner's move (row, column), 0-based.
    pub moves: BTreeMap<Matrix, (usize, usize)>,
}

impl Strategy {
    /// The certificate text ([`super::certificate_check`] documents the format): the header,
    /// then one entry a line, sorted by matrix.
    pub fn to_text(&self) -> String {
        let mut out = format!(
            "{}\ngame seki\nvariant {}\nmatrix {}\nfirst {}\nwinner {}\npositions {}\n",
            super::certificate_check::MAGIC,
            self.variant.name(),
            self.matrix.spaced(),
            self.first,
            self.winner,
            self.moves.len()
        );
        for (a, &(i, j)) in &self.moves {
            out.push_str(&format!("{} {},{}\n", a.compact(), i + 1, j + 1));
        }
        out
    }

    /// The certificate text in the walk encoding: line 7 `walk N`, then the moves in the
    /// order the checker's depth-first walk first meets each matrix with the winner to move
    /// (this walk is the writer's own copy of that order: states popped last-in first-out;
    /// the loser's pass pushed first, then its active moves in row-major order).
    pub fn to_walk_text(&self) -> String {
        use super::rules::{Step, active_moves, play};
        let loser = self.winner.other();
        let mut order: Vec<(usize, usize)> = Vec::new();
        let mut met: std::collections::HashSet<Matrix> = std::collections::HashSet::new();
        let mut seen: std::collections::HashSet<(Matrix, Player, bool)> =
            std::collections::HashSet::new();
        let mut stack = vec![(self.matrix.clone(), self.first, false)];
        while let Some(state) = stack.pop() {
            if seen.contains(&state) {
                continue;
            }
            let (a, mover, passed) = &state;
            if *mover == self.winner {
                let (i, j) = self.moves[a];
                if met.insert(a.clone()) {
                    order.push((i, j));
                }
                if let Step::Continue(b) = play(a, self.winner, i, j, self.variant) {
                    stack.push((b, loser, false));
                }
            } else if !*passed {
                stack.push((a.clone(), self.winner, true));
                for (i, j) in active_moves(a) {
                    if let Step::Continue(b) = play(a, loser, i, j, self.variant) {
                        stack.push((b, self.winner, false));
                    }
                }
            }
            seen.insert(state);
        }
        let mut out = format!(
            "{}\ngame seki\nvariant {}\nmatrix {}\nfirst {}\nwinner {}\nwalk {}\n",
            super::certificate_check::MAGIC,
            self.variant.name(),
            self.matrix.spaced(),
            self.first,
            self.winner,
            order.len()
        );
        for chunk in order.chunks(20) {
            let line: Vec<String> = chunk
                .iter()
                .map(|&(i, j)| format!("{},{}", i + 1, j + 1))
                .collect();
            out.push_str(&line.join(" "));
            out.push('\n');
        }
        out
    }
}

/// What a search reached.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// A winning strategy for the side named.
    Won(Strategy),
    /// Neither side can force a win (both searches disproved).
    Draw,
    /// The budget ran out: nodes expanded for R's and C's searches so far.
    Unknown(u64),
}

/// Figures of a search: nodes expanded and table entries of each attacker's search.
#[derive(Debug, Clone, Default)]
pub struct Figures {
    /// (attacker, nodes, table entries, result: Some(true) proved, Some(false) disproved).
    pub runs: Vec<(Player, u64, usize, Option<bool>)>,
}

/// Decides the game on `a` with `first` to move: tries the side to move as the winner first
/// (positive incentive makes that the likelier winner), then the other side, each within
/// `budget` nodes, and walks the winner's strategy.
pub fn decide(
    a: &Matrix,
    variant: Variant,
    first: Player,
    budget: u64,
) -> Result<(Outcome, Figures), InputError> {
    let mut figures = Figures::default();
    let mut unknown = false;
    let mut spent = 0;
    for attacker in [first, first.other()] {
        let mut s = Search::new(a, variant, attacker, budget)?;
        let r = s.solve(attacker == first);
        figures.runs.push((attacker, s.nodes, s.table_len(), r));
        spent += s.nodes;
        match r {
            Some(true) => return Ok((Outcome::Won(build(&s, first)), figures)),
            Some(false) => {}
            None => unknown = true,
        }
    }
    Ok((
        if unknown {
            Outcome::Unknown(spent)
        } else {
            Outcome::Draw
        },
        figures,
    ))
}

/// The strategy of a search whose root is proved: the attacker's proved move in every
/// position it reaches, following every defender move and pass.
///
/// # Panics
/// If the root is not proved.
pub fn build(s: &Search, first: Player) -> Strategy {
    let root_att = first == s.attacker;
    assert!(s.proved(s.root, root_att), "the root is not proved");
    let mut moves = BTreeMap::new();
    let mut covered: FastMap<u128, ()> = FastMap::default();
    let mut seen: FastMap<(u128, bool), ()> = FastMap::default();
    let mut stack = vec![(s.root, root_att)];
    while let Some((p, att)) = stack.pop() {
        if seen.insert((p, att), ()).is_some() {
            continue;
        }
        if att {
            let k = s
                .proved_move(p, &covered)
                .expect("a proved attacker node has a proved move");
            covered.insert(p, ());
            moves.insert(s.packed.unpack(p), (k / s.packed.n, k % s.packed.n));
            if let Child::Node(q, a) = s.play(p, k, true) {
                stack.push((q, a));
            }
        } else {
            for ch in s.children(p, false) {
                match ch {
                    Child::Node(q, a) => {
                        debug_assert!(s.proved(q, a));
                        stack.push((q, a));
                    }
                    Child::Over(won) => debug_assert!(won),
                }
            }
        }
    }
    Strategy {
        matrix: s.packed.unpack(s.root),
        variant: s.variant,
        first,
        winner: s.attacker,
        moves,
    }
}

/// Section 1.9.1's two 4 x 5 matrices, as the claim spells them.
pub const SECTION_1_9_1: [(&str, &str); 2] = [
    ("matrix1", "2 1 1 1 1; 2 2 2 2 2; 2 3 2 3 3; 1 3 6 8 8"),
    ("matrix2", "2 1 1 1 1; 2 2 2 2 2; 2 3 2 3 2; 1 3 6 8 8"),
];
