//! Domineering: the reference against the optimized outcome solver on random small
//! positions (boards with some cells filled, both players to move, and every position one
//! move away, all through one solver so that its transposition table carries results from
//! one query to the next); on one input in 8 also brute-force enumeration against the
//! transfer matrix (end polynomials) and the fast alpha scan against the full tables; on one
//! in 256 also the paper's matrices (slow: up to 100 ms).
//!
//! Each input costs well under a millisecond (boards of at most 16 cells for outcomes, 12 for
//! polynomials, 5 x 5 for alpha), so the fuzz target runs thousands of inputs a second and
//! the fixed-seed streams of `tests/differential.rs` cover many positions.

use crate::core::PartizanGame;
use crate::core::reference::PartizanSolver;
use crate::games::domineering::alpha;
use crate::games::domineering::board::{Board, Domineering};
use crate::games::domineering::ends::{self, EndKind};
use crate::games::domineering::outcome::OutcomeSolver;
use crate::games::domineering::paper_matrices;
use arbitrary::Arbitrary;

/// A random small board and a random position on it.
#[derive(Debug, Clone, Arbitrary)]
pub struct DomineeringInput {
    /// Bits 0..1: rows - 1; bits 2..3 = 3 on a board with at most 2 rows: 4 more columns;
    /// bits 6..7: how many cells are filled (none, about an eighth, a quarter, a half).
    pub rows: u8,
    /// Bits 0..1: columns - 1; bits 5..7 all set: also the polynomial and alpha checks.
    pub cols: u8,
    /// Raw filled cells (thinned by the density).
    pub filled: u16,
}

/// Largest board of the outcome comparison (the reference solver visits every position).
pub const OUTCOME_MAX_CELLS: usize = 16;

impl DomineeringInput {
    /// The board of the outcome comparison: up to 4 x 4 (a quarter of them squares, where the
    /// solver's key also transposes), and up to 2 x 8 (at most [`OUTCOME_MAX_CELLS`]).
    pub fn board(&self) -> Board {
        let m = 1 + usize::from(self.rows & 3);
        let mut n = 1 + usize::from(self.cols & 3);
        if m <= 2 && self.rows >> 2 & 3 == 3 {
            n += 4;
        }
        Board { rows: m, cols: n }
    }

    /// The filled cells of the position.
    pub fn position(&self) -> u64 {
        let f = self.filled;
        let thinned = match self.rows >> 6 {
            0 => 0,
            1 => f & f.rotate_left(5) & f.rotate_left(11),
            2 => f & f.rotate_left(7),
            _ => f,
        };
        u64::from(thinned) & self.board().full()
    }
}

/// The optimized solver agrees with the reference on the position and on every position one
/// move away, with either player to move.
pub fn check_outcomes(board: Board, filled: u64) -> Result<(), String> {
    let game = Domineering::new(board);
    let mut reference = PartizanSolver::new(&game);
    let mut fast = OutcomeSolver::new(board);
    let mut positions = vec![filled];
    positions.extend(game.left_moves(&filled));
    positions.extend(game.right_moves(&filled));
    for p in positions {
        for left in [true, false] {
            let (r, f) = (reference.mover_wins(&p, left), fast.mover_wins(p, left));
            if r != f {
                return Err(format!(
                    "{}x{} position {p:#x} ({} to move):\n{}\nreference: mover {}, optimized: mover {}",
                    board.rows,
                    board.cols,
                    if left { "Left" } else { "Right" },
                    board.picture(p),
                    if r { "wins" } else { "loses" },
                    if f { "wins" } else { "loses" },
                ));
            }
        }
    }
    Ok(())
}

/// Brute force, the transfer matrix and (with `paper`) the paper's matrices give the same end
/// polynomials on the m x n board (at most 12 cells; the paper's matrices take up to 100 ms).
pub fn check_polynomials(m: usize, n: usize, paper: bool) -> Result<(), String> {
    let board = Board { rows: m, cols: n };
    for kind in [EndKind::Left, EndKind::Right, EndKind::Maximal] {
        let force = ends::brute_force(board, kind).map_err(|e| e.to_string())?;
        let transfer = ends::transfer(board, kind).map_err(|e| e.to_string())?;
        if force != transfer {
            return Err(format!(
                "{m}x{n} {kind:?}: brute force {force}, transfer {transfer}"
            ));
        }
        if !paper {
            continue;
        }
        let paper = match kind {
            EndKind::Left => paper_matrices::left(m, n),
            EndKind::Right => paper_matrices::right(m, n),
            EndKind::Maximal => paper_matrices::maximal(m, n),
        }
        .map_err(|e| e.to_string())?;
        if force != paper {
            return Err(format!(
                "{m}x{n} {kind:?}: brute force {force}, paper's matrices {paper}"
            ));
        }
    }
    Ok(())
}

/// alpha by the fast scan against the full (min, +) tables on the m x n board.
pub fn check_alpha(m: usize, n: usize) -> Result<(), String> {
    let fast = alpha::alpha(m, n).map_err(|e| e.to_string())?;
    let tables = alpha::alpha_by_tables(m, n).map_err(|e| e.to_string())?;
    if fast != tables {
        return Err(format!(
            "{m}x{n} alpha: fast scan {fast:?}, full tables {tables:?}"
        ));
    }
    Ok(())
}

/// Outcomes on every input; on one in eight, the end polynomials by brute force and transfer
/// matrix (boards up to 3 x 4) and alpha by both methods (up to 5 x 5); on one in 256 also
/// the paper's matrices.
pub fn check(input: &DomineeringInput) -> Result<(), String> {
    check_outcomes(input.board(), input.position())?;
    if input.cols >> 5 == 7 {
        let (m, n) = (
            1 + usize::from(input.filled & 3),
            1 + usize::from(input.filled >> 2 & 3),
        );
        let (m, n) = if m * n > 12 { (3, 4) } else { (m, n) };
        check_polynomials(m, n, input.cols >> 2 == 63 && input.rows >> 4 & 3 == 3)?;
        let (am, an) = (
            1 + usize::from(input.filled >> 4 & 7) % 5,
            1 + usize::from(input.filled >> 7 & 7) % 5,
        );
        check_alpha(am, an)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs_cover_squares_positions_and_both_checks() {
        let mut squares = 0;
        let mut occupied = 0;
        let mut slow = 0;
        for rows in 0..=255u8 {
            for cols in [0u8, 3, 64, 255] {
                let input = DomineeringInput {
                    rows,
                    cols,
                    filled: 0x5a3c,
                };
                let b = input.board();
                assert!(b.rows * b.cols <= OUTCOME_MAX_CELLS);
                squares += usize::from(b.rows == b.cols && b.rows >= 3);
                occupied += usize::from(input.position() != 0);
                slow += usize::from(cols >> 5 == 7);
            }
        }
        assert!(
            squares > 100 && occupied > 300 && slow > 100,
            "{squares} {occupied} {slow}"
        );
    }
}
