//! Domineering: brute-force enumeration against the transfer matrix and the paper's matrices
//! (end polynomials), the fast alpha scan against the full tables, and the reference against
//! the optimized outcome solver.

use crate::games::domineering::alpha;
use crate::games::domineering::board::Board;
use crate::games::domineering::ends::{self, EndKind};
use crate::games::domineering::outcome::{self, OutcomeSolver};
use crate::games::domineering::paper_matrices;
use arbitrary::Arbitrary;

/// A random small board (at most 4 x 4 for polynomials, 12 cells for outcomes) and a random
/// starting position on it.
#[derive(Debug, Clone, Arbitrary)]
pub struct DomineeringInput {
    /// Raw rows (reduced into 1..=4).
    pub rows: u8,
    /// Raw columns (reduced into 1..=4).
    pub cols: u8,
    /// Raw filled cells for the outcome comparison.
    pub filled: u16,
}

/// Polynomials by three methods agree, and both outcome solvers agree on the position.
pub fn check(input: &DomineeringInput) -> Result<(), String> {
    let (m, n) = (
        usize::from(input.rows % 4) + 1,
        usize::from(input.cols % 4) + 1,
    );
    let board = Board { rows: m, cols: n };
    for kind in [EndKind::Left, EndKind::Right, EndKind::Maximal] {
        let force = ends::brute_force(board, kind).map_err(|e| e.to_string())?;
        let transfer = ends::transfer(board, kind).map_err(|e| e.to_string())?;
        if force != transfer {
            return Err(format!(
                "{m}x{n} {kind:?}: brute force {force}, transfer {transfer}"
            ));
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
    // alpha by the fast scan against the full (min, +) tables, boards up to 6 x 6.
    let (am, an) = (
        usize::from(input.rows / 4 % 6) + 1,
        usize::from(input.cols / 4 % 6) + 1,
    );
    let fast = alpha::alpha(am, an).map_err(|e| e.to_string())?;
    let tables = alpha::alpha_by_tables(am, an).map_err(|e| e.to_string())?;
    if fast != tables {
        return Err(format!(
            "{am}x{an} alpha: fast scan {fast:?}, full tables {tables:?}"
        ));
    }
    // Outcome of a random position on a board of at most 12 cells.
    let (m, n) = if m * n > 12 { (3, 4) } else { (m, n) };
    let board = Board { rows: m, cols: n };
    let filled = u64::from(input.filled) & board.full();
    let reference = outcome::reference(board, filled);
    let fast = OutcomeSolver::new(board).outcome(filled);
    if reference != fast {
        return Err(format!(
            "{m}x{n} position {filled:#x}: reference {reference}, optimized {fast}"
        ));
    }
    Ok(())
}
