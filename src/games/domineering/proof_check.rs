//! The naive checker of Domineering proof trees ([`super::proof`] writes them).
//!
//! It shares nothing with the solvers but the rules: it reads the position text into a grid
//! of its own, generates moves by looking at neighbouring cells, names cells itself, and
//! computes each position's key (the hex mask of the node lines) by its own loop. From the
//! position, for each player moving first, it follows the claimed winner's listed move
//! wherever the winner is to move (the move must be legal) and every reply of the loser
//! wherever the loser is to move, until the loser has no move. Each (position, player to
//! move) is checked once, so the work is linear in the size of the DAG.

use crate::core::planted::refuses;
use std::collections::{HashMap, HashSet};

/// What a valid proof proves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    /// The position, as written in the proof.
    pub position: String,
    /// Rows and columns.
    pub size: (usize, usize),
    /// The outcome class proved: `L`, `R`, `N` or `P`.
    pub outcome: char,
    /// Node lines listed.
    pub nodes: usize,
    /// Node lines the check used (the others prove nothing, and harm nothing).
    pub used: usize,
}

/// A grid of cells, true where occupied, row by row.
#[derive(Clone)]
struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<bool>,
}

impl Grid {
    fn key(&self) -> u64 {
        let mut key = 0u64;
        for (i, &occupied) in self.cells.iter().enumerate() {
            if occupied {
                key += 1u64 << i;
            }
        }
        key
    }

    fn free(&self, (r, c): (usize, usize)) -> bool {
        r < self.rows && c < self.cols && !self.cells[r * self.cols + c]
    }

    /// Every move of a player: Left covers a cell and the one below, Right a cell and the one
    /// to its right.
    fn moves(&self, left: bool) -> Vec<[(usize, usize); 2]> {
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                let other = if left { (r + 1, c) } else { (r, c + 1) };
                if self.free((r, c)) && self.free(other) {
                    out.push([(r, c), other]);
                }
            }
        }
        out
    }

    fn play(&self, cells: [(usize, usize); 2]) -> Grid {
        let mut next = self.clone();
        for (r, c) in cells {
            next.cells[r * self.cols + c] = true;
        }
        next
    }
}

/// The name of a cell (row, column): column letters, then the row from 1 (`aa3`).
pub fn cell_text((r, c): (usize, usize)) -> String {
    let mut letters = Vec::new();
    let mut n = c + 1;
    while n > 0 {
        n -= 1;
        letters.insert(0, char::from(b'a' + (n % 26) as u8));
        n /= 26;
    }
    format!("{}{}", letters.into_iter().collect::<String>(), r + 1)
}

fn move_text(left: bool, [a, b]: [(usize, usize); 2]) -> String {
    format!(
        "{} {}-{}",
        if left { 'V' } else { 'H' },
        cell_text(a),
        cell_text(b)
    )
}

/// Reads a cell name such as `b12` (column letters, then the row from 1).
pub fn read_cell(name: &str) -> Option<(usize, usize)> {
    let split = name.find(|ch: char| !ch.is_ascii_lowercase())?;
    let (letters, digits) = name.split_at(split);
    if letters.is_empty()
        || letters.len() > 2
        || digits.starts_with('0')
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let mut c = 0usize;
    for b in letters.bytes() {
        c = c * 26 + usize::from(b - b'a') + 1;
    }
    let r: usize = digits.parse().ok()?;
    Some((r.checked_sub(1)?, c - 1))
}

/// A listed move: whose it is and its two cells.
type Move = (bool, [(usize, usize); 2]);

/// Reads `V a1-a2` or `H a1-b1`, checking the cells are adjacent the right way.
pub fn read_move(orientation: &str, cells: &str) -> Option<Move> {
    let (a, b) = cells.split_once('-')?;
    let (a, b) = (read_cell(a)?, read_cell(b)?);
    match orientation {
        "V" if b == (a.0 + 1, a.1) || !refuses("dom-v-adjacent") => Some((true, [a, b])),
        "H" if b == (a.0, a.1 + 1) || !refuses("dom-h-adjacent") => Some((false, [a, b])),
        _ => None,
    }
}

fn read_position(text: &str) -> Result<Grid, String> {
    let rows: Vec<&str> = text.split('/').collect();
    let cols = rows[0].len();
    let mut cells = Vec::new();
    for row in &rows {
        if row.is_empty() {
            return Err(format!("position {text}: a row is empty"));
        }
        if row.len() != cols && refuses("dom-position-shape") {
            return Err(format!(
                "position {text}: rows must be non-empty and of one length"
            ));
        }
        for ch in row.chars() {
            match ch {
                '.' => cells.push(false),
                '#' => cells.push(true),
                _ => return Err(format!("position {text}: a cell is '.' or '#', not {ch:?}")),
            }
        }
    }
    if cells.len() > 64 {
        return Err(format!("position {text}: more than 64 cells"));
    }
    Ok(Grid {
        rows: rows.len(),
        cols,
        cells,
    })
}

/// Checks a proof's text: `Ok` with what it proves, or the first reason it proves nothing.
pub fn check(text: &str) -> Result<Checked, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
    let mut field = |name: &str| -> Result<String, String> {
        match lines.next() {
            Some((_, l)) if l.split_once(' ').is_some_and(|(k, _)| k == name) => {
                Ok(l[name.len() + 1..].trim().to_string())
            }
            Some((n, l)) => Err(format!("line {n}: expected `{name} ...`, found {l:?}")),
            None => Err(format!("the proof ends before its `{name}` line")),
        }
    };
    if field("domineering-proof")? != "1" {
        return Err("not a version 1 Domineering proof".into());
    }
    let position = field("position")?;
    let start = read_position(&position)?;
    let outcome = match field("outcome")?.as_str() {
        "L" => 'L',
        "R" => 'R',
        "N" => 'N',
        "P" => 'P',
        other => return Err(format!("outcome {other:?} is not L, R, N or P")),
    };
    let declared: usize = field("nodes")?
        .parse()
        .map_err(|_| "the `nodes` line needs a whole number".to_string())?;
    let mut nodes: HashMap<(bool, u64), (usize, Move)> = HashMap::new();
    for (n, line) in lines {
        let parts: Vec<&str> = line.split_whitespace().collect();
        let bad = || format!("line {n}: expected `L|R HEXKEY V|H CELL-CELL`, found {line:?}");
        let [player, key, orientation, cells] = parts[..] else {
            return Err(bad());
        };
        let left = match player {
            "L" => true,
            "R" => false,
            _ => return Err(bad()),
        };
        let key = u64::from_str_radix(key, 16).map_err(|_| bad())?;
        let mv = read_move(orientation, cells).ok_or_else(|| {
            format!("line {n}: {orientation} {cells} is not a vertical (V a1-a2) or horizontal (H a1-b1) domino")
        })?;
        if mv.0 != left && refuses("dom-move-owner") {
            return Err(format!(
                "line {n}: {} moves {}, but the move {orientation} {cells} is {}'s",
                player,
                if left { "vertically" } else { "horizontally" },
                if mv.0 { "Left" } else { "Right" }
            ));
        }
        if nodes.insert((left, key), (n, mv)).is_some() && refuses("dom-listed-twice") {
            return Err(format!(
                "line {n}: the position {key:x} with {player} to move is listed twice"
            ));
        }
    }
    if nodes.len() != declared && refuses("dom-node-count") {
        return Err(format!(
            "the header says {declared} nodes but the proof lists {} (a cut or padded file?)",
            nodes.len()
        ));
    }
    let mut walk = Walk {
        nodes: &nodes,
        done: HashSet::new(),
        used: HashSet::new(),
        path: Vec::new(),
    };
    for first in [true, false] {
        let winner = match outcome {
            'L' => true,
            'R' => false,
            'N' => first,
            _ => !first,
        };
        walk.visit(&start, first, winner)?;
    }
    Ok(Checked {
        position,
        size: (start.rows, start.cols),
        outcome,
        nodes: declared,
        used: walk.used.len(),
    })
}

struct Walk<'a> {
    nodes: &'a HashMap<(bool, u64), (usize, Move)>,
    done: HashSet<(bool, u64)>,
    used: HashSet<usize>,
    /// The moves from the proof's position to here (for messages).
    path: Vec<String>,
}

impl Walk<'_> {
    fn name(left: bool) -> &'static str {
        if left { "Left" } else { "Right" }
    }

    fn at(&self) -> String {
        if self.path.is_empty() {
            "at the start".to_string()
        } else {
            format!("after {}", self.path.join(", "))
        }
    }

    /// Checks that `winner` wins from `grid` with `to_move` to move.
    fn visit(&mut self, grid: &Grid, to_move: bool, winner: bool) -> Result<(), String> {
        let key = grid.key();
        if !self.done.insert((to_move, key)) {
            return Ok(());
        }
        if to_move == winner {
            let Some(&(line, (_, cells))) = self.nodes.get(&(to_move, key)) else {
                if !refuses("dom-no-move") {
                    return Ok(());
                }
                return Err(format!(
                    "{}: {} is to move in position {key:x} and must win, but the proof lists no move for it there",
                    self.at(),
                    Self::name(to_move)
                ));
            };
            if !(grid.free(cells[0]) && grid.free(cells[1])) && refuses("dom-illegal-move") {
                return Err(format!(
                    "line {line}: {} is not legal in position {key:x} ({}): a cell is occupied or off the board",
                    move_text(to_move, cells),
                    self.at()
                ));
            }
            self.used.insert(line);
            self.step(grid, to_move, cells, winner)
        } else {
            for reply in grid.moves(to_move) {
                self.step(grid, to_move, reply, winner)?;
            }
            // No reply at all: the loser cannot move and loses here.
            Ok(())
        }
    }

    fn step(
        &mut self,
        grid: &Grid,
        mover: bool,
        cells: [(usize, usize); 2],
        winner: bool,
    ) -> Result<(), String> {
        self.path.push(move_text(mover, cells));
        let result = self.visit(&grid.play(cells), !mover, winner);
        self.path.pop();
        result
    }
}
