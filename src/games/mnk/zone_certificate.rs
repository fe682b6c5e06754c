//! Zone certificates: a hold proved with relevance zones ([`super::zone`]), written so that a
//! naive checker ([`super::zone_check`]) can re-check it without following every attacker
//! stone.
//!
//! A hold certificate ([`super::hold`]) lists the defender's answer in every position its
//! strategy reaches, so where the zone prover answered all the attacker's stones outside a
//! zone with one argument, the hold certificate has to spell each of them out: the prover's
//! (7,6,5) hold became 156 MB. A zone certificate instead records the prover's proof itself:
//! one *node* per position the proof uses, with its zone Z and the rule that proves it. The
//! checker re-derives, rule by rule, the property Π(X, Z) of the zone prover's documentation
//! (for every set S of empty squares outside Z, the defender holds from X + S, S given to
//! the attacker, with the same side to move).
//!
//! A node is a position (black, white), the side to move (`a` the attacker, `d` the
//! defender; the stones give it, but it is written so that a line reads alone), its zone,
//! and one of the rules
//! * `leaf`: a position the checker settles by itself (no window open to the attacker; a
//!   full board; a line of the defender's; the defender completing one now, or twice over
//!   after any attacker stone; the Erdős–Selfridge potential below 2^k);
//! * `pairs a1-b2 ...`: a pairing of every window open to the attacker;
//! * `stone c3` (defender to move): the defender's stone, and the node after it;
//! * `moves` (attacker to move): the nodes after the attacker's stones that the proof
//!   searched; every other stone lies outside the zone of one of them.
//!
//! Positions are stored as the least image under the board's symmetries (as the naive
//! checkers' [`super::naive::Rules::canonical`] gives it), zones in that image's squares.
//!
//! File format: a header `mnk M N K 1 1 zone-holds B|W root 0 0` (the defender; the empty
//! board), then one node a line: `BLACK WHITE a|d ZONE RULE`, bitboards in hex (bit =
//! (row - 1) * M + column, as in win certificates), RULE one of `leaf`, `moves`, `stone SQ`,
//! `pairs SQ-SQ ...`.

use super::board::Params;
use super::certificate;
use super::naive::Rules;
use super::zone::{Rule, ZoneProver};
use crate::core::InputError;
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

/// How one node is proved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    /// A position the checker settles by itself.
    Leaf,
    /// A pairing of the open windows (pairs of squares).
    Pairs(Vec<(usize, usize)>),
    /// The defender's stone.
    Stone(usize),
    /// The attacker's stones: those searched have nodes, the others lie outside the zone of
    /// one of those.
    Moves,
}

/// (black, white, attacker to move) of a node, in the least image's squares.
pub type NodeKey = (u64, u64, bool);

/// A zone certificate: the game, the defender, and the nodes of the proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ZoneCertificate {
    /// The game (one stone a turn).
    pub params: Params,
    /// True when B is the defender (W the attacker).
    pub holder_is_b: bool,
    /// Each node's zone and rule.
    pub nodes: HashMap<NodeKey, (u64, Node)>,
}

/// The squares `bits` sent through `map` (`map[i]`: where square i goes).
pub fn map_bits(map: &[usize], bits: u64) -> u64 {
    (0..map.len())
        .filter(|&i| bits >> i & 1 == 1)
        .fold(0, |acc, i| acc | 1 << map[i])
}

/// A zone certificate that the defender (B when `holder_is_b`) keeps the attacker from a
/// line from the empty board, built with the zone prover, or `None` if the prover cannot
/// show it within `budget` positions (reported to `progress`, if given, as they are
/// searched, and in full once the proof is found).
pub fn build(
    params: Params,
    holder_is_b: bool,
    budget: u64,
    progress: Option<Arc<AtomicU64>>,
) -> Result<Option<ZoneCertificate>, InputError> {
    let mut prover = ZoneProver::new(params, budget)?;
    if let Some(p) = &progress {
        prover = prover.counting(p.clone());
    }
    let rules = Rules::new(params.m, params.n, params.k, 1, 1);
    // B moves first: the attacker moves on the empty board when W defends.
    let root = (0u64, 0u64, !holder_is_b);
    let held = prover.hold(root.0, root.1, root.2).flatten().is_some();
    if let Some(p) = &progress {
        p.store(prover.nodes, std::sync::atomic::Ordering::Relaxed);
    }
    if !held {
        return Ok(None);
    }
    let to_board = |attacker: u64, defender: u64| {
        if holder_is_b {
            rules.board(defender, attacker)
        } else {
            rules.board(attacker, defender)
        }
    };
    let full = params.board_mask();
    let mut nodes = HashMap::new();
    let mut stack = vec![root];
    while let Some((attacker, defender, attacker_moves)) = stack.pop() {
        let (image, map) = rules.canonical_map(&to_board(attacker, defender));
        let (b, w) = rules.key(&image);
        let key = (b, w, attacker_moves);
        if nodes.contains_key(&key) {
            continue;
        }
        let lost = || InputError::new("the zone prover's proof lost a position it had proved");
        let (zone, rule) = prover
            .hold_rule(attacker, defender, attacker_moves)
            .flatten()
            .ok_or_else(lost)?;
        let node = match rule {
            Rule::Leaf => Node::Leaf,
            Rule::Pairs => {
                let pairs = prover.pairing(attacker, defender).ok_or_else(lost)?;
                Node::Pairs(
                    super::hold::pair_squares(&pairs)
                        .into_iter()
                        .map(|(x, y)| (map[x], map[y]))
                        .collect(),
                )
            }
            Rule::Stone(c) => {
                stack.push((attacker, defender | 1 << c, true));
                Node::Stone(map[usize::from(c)])
            }
            Rule::Moves => {
                let empty = full & !(attacker | defender);
                for c in prover.searched(attacker, defender).ok_or_else(lost)? {
                    debug_assert!(empty >> c & 1 == 1);
                    stack.push((attacker | 1 << c, defender, false));
                }
                Node::Moves
            }
        };
        nodes.insert(key, (map_bits(map, zone), node));
    }
    Ok(Some(ZoneCertificate {
        params,
        holder_is_b,
        nodes,
    }))
}

impl ZoneCertificate {
    /// The certificate as text.
    pub fn to_text(&self) -> String {
        let p = &self.params;
        let mut lines: Vec<String> = self
            .nodes
            .iter()
            .map(|(&(b, w, a), (zone, node))| {
                let rule = match node {
                    Node::Leaf => "leaf".to_string(),
                    Node::Moves => "moves".to_string(),
                    Node::Stone(c) => format!("stone {}", p.cell_name(*c)),
                    Node::Pairs(pairs) => {
                        let named: Vec<String> = pairs
                            .iter()
                            .map(|&(x, y)| format!("{}-{}", p.cell_name(x), p.cell_name(y)))
                            .collect();
                        format!("pairs {}", named.join(" "))
                    }
                };
                format!("{b:x} {w:x} {} {zone:x} {rule}", if a { "a" } else { "d" })
            })
            .collect();
        lines.sort();
        format!(
            "{}\n{}\n",
            certificate::header(p, "zone-holds", self.holder_is_b, (0, 0)),
            lines.join("\n")
        )
    }

    /// Reads a certificate written by [`ZoneCertificate::to_text`].
    pub fn parse(text: &str) -> Result<ZoneCertificate, String> {
        let (params, holder_is_b, root, lines) = certificate::parse_header(text, "zone-holds")?;
        if root != (0, 0) {
            return Err("a zone certificate starts from the empty board (root 0 0)".into());
        }
        if params.p != 1 || params.q != 1 {
            return Err("a zone certificate is for games of one stone a turn (P = Q = 1)".into());
        }
        let mut nodes = HashMap::new();
        for (i, line) in lines.enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let f: Vec<&str> = line.split_whitespace().collect();
            let bad = || {
                format!(
                    "line {}: expected `BLACK WHITE a|d ZONE leaf|moves|stone SQ|pairs SQ-SQ ...`",
                    i + 2
                )
            };
            if f.len() < 5 {
                return Err(bad());
            }
            let hex = |t: &str| u64::from_str_radix(t, 16).map_err(|_| bad());
            let (b, w, zone) = (hex(f[0])?, hex(f[1])?, hex(f[3])?);
            let attacker_moves = match f[2] {
                "a" => true,
                "d" => false,
                _ => return Err(bad()),
            };
            let cell = |name: &str| {
                params
                    .parse_cell(name)
                    .map_err(|e| format!("line {}: {e}", i + 2))
            };
            let node = match (f[4], f.len()) {
                ("leaf", 5) => Node::Leaf,
                ("moves", 5) => Node::Moves,
                ("stone", 6) => Node::Stone(cell(f[5])?),
                ("pairs", _) => {
                    let mut pairs = Vec::new();
                    for pair in &f[5..] {
                        let (x, y) = pair.split_once('-').ok_or_else(bad)?;
                        pairs.push((cell(x)?, cell(y)?));
                    }
                    Node::Pairs(pairs)
                }
                _ => return Err(bad()),
            };
            if nodes.insert((b, w, attacker_moves), (zone, node)).is_some() {
                return Err(format!("line {}: a second node for one position", i + 2));
            }
        }
        if nodes.is_empty() {
            return Err("no nodes after the header: the certificate proves nothing".into());
        }
        Ok(ZoneCertificate {
            params,
            holder_is_b,
            nodes,
        })
    }
}
