//! Proof trees of Domineering outcomes: a checkable answer to "what is the outcome class of
//! this position?", built with the optimized solver and checked by the naive checker of
//! [`super::proof_check`], which shares nothing with the solver but the rules.
//!
//! For each player moving first, the proof holds the winner's strategy: in every position the
//! winner meets with its turn to move, one winning move; every reply of the loser is followed
//! to the end, where the loser has no move. A position reached along several lines is listed
//! once, so the tree is stored as a DAG.
//!
//! The text format (one node a line, so files diff and stream):
//!
//! ```text
//! # comment lines start with '#'
//! domineering-proof 1
//! position ..#./..../....
//! outcome L
//! nodes 2
//! L 4 V a1-a2
//! L 1c7 V b2-b3
//! ```
//!
//! A node line is the player to move (`L` or `R`, always the winner of its tree), the
//! position as a hexadecimal mask of the occupied cells (bit `r * columns + c` for row r,
//! column c, from 0 at the top left, the `#` cells of the position line included), and the
//! winner's move, named as in [`super::position`] (`V a1-a2`, `H a1-b1`).

use super::board::Domineering;
use super::outcome::OutcomeSolver;
use super::play::{chosen_winning_move, moves};
use super::position::{Position, move_name};
use crate::core::{InputError, OutcomeClass};
use std::collections::HashSet;
use std::io::Write;

/// Largest board a proof is built for: 6 x 6.
pub const MAX_PROOF_CELLS: usize = 36;

/// Most nodes a proof may hold (about 35 bytes a line: a proof this large is over 100 MB).
pub const MAX_PROOF_NODES: usize = 4_000_000;

/// The first line of a proof after the comments.
pub const HEADER: &str = "domineering-proof 1";

/// A proof tree: the position, its outcome class, and the winner's move in every position
/// of either tree where the winner is to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Proof {
    /// The position proved.
    pub position: Position,
    /// Its outcome class.
    pub outcome: OutcomeClass,
    /// (Left to move, occupied cells, the move), in depth-first order.
    pub nodes: Vec<(bool, u64, u64)>,
}

/// Builds the proof of `position`'s outcome with `solver` (a solver for its board).
pub fn build(position: Position, solver: &mut OutcomeSolver) -> Result<Proof, InputError> {
    let board = position.board;
    if board.rows * board.cols > MAX_PROOF_CELLS {
        return Err(InputError::new(format!(
            "proofs are built for boards of at most {MAX_PROOF_CELLS} cells (6 x 6); this one has {}",
            board.rows * board.cols
        )));
    }
    let game = Domineering::new(board);
    let mut builder = Builder {
        game: &game,
        solver,
        seen: HashSet::new(),
        nodes: Vec::new(),
    };
    let filled = position.filled;
    let mut wins = [false; 2];
    for (i, first) in [true, false].into_iter().enumerate() {
        wins[i] = builder.solver.mover_wins(filled, first);
        if wins[i] {
            builder.win(filled, first)?;
        } else {
            for reply in moves(&game, filled, first) {
                builder.win(filled | reply, !first)?;
            }
        }
    }
    Ok(Proof {
        position,
        outcome: OutcomeClass::from_first_player_wins(wins[0], wins[1]),
        nodes: builder.nodes,
    })
}

struct Builder<'a> {
    game: &'a Domineering,
    solver: &'a mut OutcomeSolver,
    seen: HashSet<(bool, u64)>,
    nodes: Vec<(bool, u64, u64)>,
}

impl Builder<'_> {
    /// Adds the winner's strategy from `filled` with the winner (Left if `left`) to move.
    fn win(&mut self, filled: u64, left: bool) -> Result<(), InputError> {
        if !self.seen.insert((left, filled)) {
            return Ok(());
        }
        if self.nodes.len() >= MAX_PROOF_NODES {
            return Err(InputError::new(format!(
                "the proof would hold more than {MAX_PROOF_NODES} nodes: too large to write"
            )));
        }
        let domino = chosen_winning_move(self.solver, self.game, filled, left).ok_or_else(|| {
            InputError::new(format!(
                "internal error: the solver says the mover wins {filled:#x} but finds no winning move"
            ))
        })?;
        self.nodes.push((left, filled, domino));
        let after = filled | domino;
        for reply in moves(self.game, after, !left) {
            self.win(after | reply, left)?;
        }
        Ok(())
    }
}

impl Proof {
    /// Writes the text format (see the module docs).
    pub fn write(&self, out: &mut impl Write) -> std::io::Result<()> {
        let board = self.position.board;
        writeln!(
            out,
            "# cgcheck Domineering proof tree: check it with `cgcheck check-proof FILE`"
        )?;
        writeln!(
            out,
            "# node lines: player to move (the winner), occupied cells as a hex mask (bit r*columns+c), the winner's move"
        )?;
        writeln!(out, "{HEADER}")?;
        writeln!(out, "position {}", self.position)?;
        writeln!(out, "outcome {}", self.outcome)?;
        writeln!(out, "nodes {}", self.nodes.len())?;
        for &(left, filled, domino) in &self.nodes {
            writeln!(
                out,
                "{} {filled:x} {}",
                if left { 'L' } else { 'R' },
                move_name(board, domino)
            )?;
        }
        Ok(())
    }

    /// The text format as a string.
    pub fn text(&self) -> String {
        let mut out = Vec::new();
        // Writing to a Vec cannot fail.
        let _ = self.write(&mut out);
        String::from_utf8_lossy(&out).into_owned()
    }
}
