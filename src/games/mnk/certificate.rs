//! Win certificates: the winner's strategy, as the winner's stone in every position the
//! strategy can reach (every reply of the opponent is followed), written as text and checked
//! by a deliberately naive checker with its own board, turn order, move generation, line scan
//! and symmetries (it shares nothing with the solvers but the file format).
//!
//! Positions are taken up to the board's symmetries: each is replaced by its *canonical*
//! image, the least (black, white) pair of bitboards (compared as numbers, black first) over
//! the mirror images (and, on a square board, transposes), and the winner's stone is given on
//! that image. A win from an image is a win from the position, so this is enough.
//!
//! File format: a header `mnk M N K P Q winner B|W root BLACK WHITE` (the game, the claimed
//! winner, and the position the strategy starts from; a header without `root ...`, as
//! written before roots were named, covers the empty board), then one line per winner's
//! canonical position: `BLACK WHITE SQUARE` (the two bitboards in hex, bit = (row - 1) * M +
//! column, and the winner's stone by name, e.g. `d4`). A certificate with no positions is
//! refused: it would check nothing.

use super::board::Params;
use super::naive::{Rules, Squares, push_unseen};
use super::prover::Prover;
use super::solver::Symmetries;
use crate::core::planted::refuses;
use indicatif::ProgressBar;
use std::collections::{HashMap, HashSet};

/// A certificate: the game, the winner, and the winner's stone in each of its positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certificate {
    /// The game.
    pub params: Params,
    /// True when B is the winner.
    pub winner_is_b: bool,
    /// The position the strategy starts from (black, white); (0, 0) is the empty board.
    pub root: (u64, u64),
    /// (black, white) -> the winner's next stone.
    pub moves: HashMap<(u64, u64), usize>,
}

/// Builds a certificate that the attacker wins from the empty board, or `None` if the prover
/// cannot show it within `budget` positions.
pub fn build(params: Params, attacker_is_b: bool, budget: u64) -> Option<Certificate> {
    build_shown(params, attacker_is_b, budget, &ProgressBar::hidden())
}

/// [`build`], reporting the prover's progress to `bar`.
pub fn build_shown(
    params: Params,
    attacker_is_b: bool,
    budget: u64,
    bar: &ProgressBar,
) -> Option<Certificate> {
    build_from(params, attacker_is_b, budget, (0, 0), bar)
}

/// [`build_shown`] from the position `root` (black, white), which must be legal
/// ([`Params::check_position`]) and undecided.
pub fn build_from(
    params: Params,
    attacker_is_b: bool,
    budget: u64,
    root: (u64, u64),
    bar: &ProgressBar,
) -> Option<Certificate> {
    params.check_position(root.0, root.1).ok()?;
    if params.decided(root.0, root.1).is_some() {
        return None;
    }
    let mut prover = Prover::new(params, attacker_is_b, budget)
        .ok()?
        .with_progress(bar);
    if prover.wins(root.0, root.1) != Some(true) {
        return None;
    }
    let sym = Symmetries::new(&params);
    let mut moves = HashMap::new();
    let mut seen = HashSet::new();
    let start = sym.key(root.0, root.1);
    let mut stack = vec![start];
    let full = params.board_mask();
    let windows = params.windows();
    while let Some((black, white)) = stack.pop() {
        if !seen.insert((black, white)) {
            continue;
        }
        if windows.iter().any(|&w| w & !black == 0 || w & !white == 0) {
            continue;
        }
        let placed = (black | white).count_ones() as usize;
        let (b_to_move, _) = params.turn(placed);
        let place = |c: usize| {
            if b_to_move {
                (black | 1 << c, white)
            } else {
                (black, white | 1 << c)
            }
        };
        let empty = !(black | white) & full;
        let own = if attacker_is_b { black } else { white };
        let opp = if attacker_is_b { white } else { black };
        let (_, left) = params.turn(placed);
        if b_to_move == attacker_is_b
            && windows
                .iter()
                .any(|&w| w & opp == 0 && (w & !own).count_ones() as usize <= left)
        {
            // The winner completes a line this turn: the checker sees that for itself, but
            // the first such position gets its stone anyway, so that no certificate is
            // empty (an empty one is refused as proving nothing).
            if moves.is_empty() {
                let fill = windows
                    .iter()
                    .find(|&&w| w & opp == 0 && (w & !own).count_ones() as usize <= left)
                    .map_or(0, |&w| w & !own);
                moves.insert((black, white), fill.trailing_zeros() as usize);
            }
            continue;
        }
        if b_to_move == attacker_is_b {
            // The first stone (in the prover's order) after which the attacker still wins.
            let chosen = prover.winning_stone(black, white);
            let c = chosen?;
            moves.insert((black, white), c);
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
    Some(Certificate {
        params,
        winner_is_b: attacker_is_b,
        root,
        moves,
    })
}

impl Certificate {
    /// The certificate as text.
    pub fn to_text(&self) -> String {
        let p = &self.params;
        let mut lines: Vec<String> = self
            .moves
            .iter()
            .map(|(&(b, w), &c)| format!("{b:x} {w:x} {}", p.cell_name(c)))
            .collect();
        lines.sort();
        format!(
            "{}\n{}\n",
            header(p, "winner", self.winner_is_b, self.root),
            lines.join("\n")
        )
    }

    /// Reads a certificate written by [`Certificate::to_text`].
    pub fn parse(text: &str) -> Result<Certificate, String> {
        let (params, winner_is_b, root, lines) = parse_header(text, "winner")?;
        let mut moves = HashMap::new();
        for (i, line) in lines.enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let f: Vec<&str> = line.split_whitespace().collect();
            let bad = || format!("line {}: expected `BLACK WHITE SQUARE`", i + 2);
            if f.len() != 3 {
                return Err(bad());
            }
            let b = u64::from_str_radix(f[0], 16).map_err(|_| bad())?;
            let w = u64::from_str_radix(f[1], 16).map_err(|_| bad())?;
            let c = params
                .parse_cell(f[2])
                .map_err(|e| format!("line {}: {e}", i + 2))?;
            moves.insert((b, w), c);
        }
        if moves.is_empty() {
            return Err("no positions after the header: the certificate proves nothing".into());
        }
        Ok(Certificate {
            params,
            winner_is_b,
            root,
            moves,
        })
    }
}

/// A certificate's first line: `mnk M N K P Q WORD B|W root BLACK WHITE` (WORD: `winner`
/// or `holds`; the root's bitboards in hex).
pub fn header(p: &Params, word: &str, b: bool, root: (u64, u64)) -> String {
    format!(
        "mnk {} {} {} {} {} {word} {} root {:x} {:x}",
        p.m,
        p.n,
        p.k,
        p.p,
        p.q,
        if b { "B" } else { "W" },
        root.0,
        root.1
    )
}

/// Largest certificate text read (the (9,4,4,1,1) certificate has 2.1 MB).
pub const MAX_TEXT: u64 = 64 << 20;

/// Reads a certificate file, refusing one over [`MAX_TEXT`] bytes without reading past the
/// limit (a device such as /dev/zero fails fast, in bounded memory).
pub fn read_bytes(path: &std::path::Path) -> Result<Vec<u8>, String> {
    use std::io::Read;
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let too_large = || {
        format!(
            "{} is too large: a certificate has at most {} MiB",
            path.display(),
            MAX_TEXT >> 20
        )
    };
    if file
        .metadata()
        .is_ok_and(|m| m.is_file() && m.len() > MAX_TEXT)
    {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(MAX_TEXT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    if bytes.len() as u64 > MAX_TEXT {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Reads a [`header`] line with `word`: the game, whether the side named is B, the root
/// (the empty board when the header names none), and the lines after the header.
pub fn parse_header<'a>(
    text: &'a str,
    word: &str,
) -> Result<(Params, bool, (u64, u64), std::str::Lines<'a>), String> {
    let mut lines = text.lines();
    let header: Vec<&str> = lines
        .next()
        .ok_or("empty certificate")?
        .split_whitespace()
        .collect();
    let rooted = header.len() == 11 && header[8] == "root";
    if !(header.len() == 8 || rooted) || header[0] != "mnk" || header[6] != word {
        return Err(format!(
            "the first line must read `mnk M N K P Q {word} B|W root BLACK WHITE`"
        ));
    }
    let num = |i: usize| -> Result<usize, String> {
        let t = header[i];
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!(
                "invalid number '{}' in the header",
                super::board::shorten(t)
            ));
        }
        t.parse().map_err(|_| {
            format!(
                "number '{}' in the header is too large",
                super::board::shorten(t)
            )
        })
    };
    let params =
        Params::new(num(1)?, num(2)?, num(3)?, num(4)?, num(5)?).map_err(|e| e.to_string())?;
    if !params.fits_bitboard() || params.m > 16 {
        return Err("certificates are for boards of at most 64 squares and 16 columns".into());
    }
    let b = match header[7] {
        "B" => true,
        "W" => false,
        other => {
            return Err(format!(
                "unknown side '{}' in the header",
                super::board::shorten(other)
            ));
        }
    };
    let root = if rooted {
        let bits = |t: &str| {
            u64::from_str_radix(t, 16)
                .ok()
                .filter(|_| t.bytes().all(|c| c.is_ascii_hexdigit()))
                .ok_or_else(|| format!("invalid root '{}' in the header", super::board::shorten(t)))
        };
        (bits(header[9])?, bits(header[10])?)
    } else {
        (0, 0)
    };
    params
        .check_position(root.0, root.1)
        .map_err(|e| format!("the root is not a position of the game: {e}"))?;
    Ok((params, b, root, lines))
}

/// The checkers' start: the root as a board, after the checker's own test that the turn
/// order gives its stone counts (stones on the board, one per square).
pub fn naive_root(rules: &Rules, root: (u64, u64)) -> Result<Squares, String> {
    let (b, w) = root;
    let n = rules.squares();
    let mask = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
    if ((b | w) & !mask != 0 || b & w != 0) && refuses("mnk-root-board") {
        return Err(format!(
            "the root {b:x} {w:x} is not a position of the board"
        ));
    }
    let placed = (b | w).count_ones() as usize;
    let b_count = (0..placed).filter(|&i| rules.b_turn(i)).count();
    if b.count_ones() as usize != b_count && refuses("mnk-root-counts") {
        return Err(format!(
            "the root {b:x} {w:x} has stone counts the turn order does not give"
        ));
    }
    Ok(rules.canonical(&rules.board(b, w)))
}

/// What the naive checker found: the number of positions it walked.
pub type Checked = usize;

/// Checks a certificate naively: from its root (usually the empty board), follows the winner's stone where the
/// certificate gives one and every legal stone of the opponent otherwise, and requires that
/// every path ends with the winner completing k in a row (never the opponent, never a full
/// board, never a missing or illegal stone). A position where the winner can fill a line
/// with the stones left in its turn is a win and needs no entry.
pub fn check(cert: &Certificate) -> Result<Checked, String> {
    let g = &cert.params;
    let rules = Rules::new(g.m, g.n, g.k, g.p, g.q);
    let (winner, loser) = if cert.winner_is_b { (1u8, 2u8) } else { (2, 1) };
    let mut seen: HashSet<Squares> = HashSet::new();
    let mut stack = vec![naive_root(&rules, cert.root)?];
    while let Some(board) = stack.pop() {
        if !seen.insert(board.clone()) {
            continue;
        }
        // The opponent's line first: a board with both lines (only a root can be one) is
        // not a win.
        if rules.has_line(&board, loser) && refuses("mnk-win-loser-line") {
            let (b, w) = rules.key(&board);
            return Err(format!("the opponent completes a line in {b:x} {w:x}"));
        }
        if rules.has_line(&board, winner) {
            continue;
        }
        let placed = board.iter().filter(|&&s| s != 0).count();
        if placed == rules.squares() {
            if refuses("mnk-win-full-board") {
                let (b, w) = rules.key(&board);
                return Err(format!(
                    "a full board without the winner's line: {b:x} {w:x}"
                ));
            }
            continue;
        }
        let mover = if rules.b_turn(placed) { 1u8 } else { 2 };
        if (mover == winner || !refuses("mnk-win-turn-guard"))
            && rules.fills_now(&board, winner, rules.stones_left(placed))
        {
            continue;
        }
        if mover == winner {
            let (b, w) = rules.key(&board);
            let Some(&c) = cert.moves.get(&(b, w)) else {
                if refuses("mnk-win-no-stone") {
                    return Err(format!(
                        "no stone given for the winner in position {b:x} {w:x}"
                    ));
                }
                continue;
            };
            if c >= rules.squares() {
                return Err(format!("the stone on square {c} is off the board"));
            }
            if board[c] != 0 && refuses("mnk-win-occupied") {
                return Err(format!(
                    "the stone on square {c} is not on an empty square in {b:x} {w:x}"
                ));
            }
            let mut next = board.clone();
            next[c] = winner;
            push_unseen(&mut stack, &seen, rules.canonical(&next));
        } else {
            for c in (0..rules.squares()).filter(|&c| board[c] == 0) {
                let mut next = board.clone();
                next[c] = mover;
                push_unseen(&mut stack, &seen, rules.canonical(&next));
            }
        }
    }
    Ok(seen.len())
}
