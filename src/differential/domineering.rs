//! Domineering: the reference against the optimized outcome solver on random positions
//! (boards up to 8 rows or columns and 36 cells, random occupied cells cutting out any region,
//! at most 14 empty cells; both players to move, and every position one move away, all
//! through one solver with a small table of random size so that results carry from one
//! query to the next and entries get replaced), and so the 128-bit solver, on the same board
//! and on the position placed at a random offset inside a board of more than 64 cells (a
//! wider one and a taller one, the rest filled); on one input in 8 also brute-force
//! enumeration against the transfer matrix (end polynomials) and the fast alpha scan against
//! the full tables; on one in 256 also the paper's matrices (up to 3 columns: about 1 ms); on one in
//! eight, the proof tree the optimized solver builds must pass the naive checker and prove the
//! reference's class.
//!
//! Each outcome comparison costs well under a millisecond (the empty-cell cap bounds the
//! reference; the solver's table is at most 2048 slots rather than the board's own size, up
//! to 16 MB on 6 x 6), so the fuzz target and the fixed-seed streams of
//! `tests/differential.rs` run thousands of inputs a second.

use crate::core::PartizanGame;
use crate::core::reference::PartizanSolver;
use crate::games::domineering::alpha;
use crate::games::domineering::board::{Board, Domineering};
use crate::games::domineering::ends::{self, EndKind};
use crate::games::domineering::outcome::{OutcomeSolver, WideSolver};
use crate::games::domineering::paper_matrices;
use crate::games::domineering::position::Position;
use crate::games::domineering::{proof, proof_check};
use arbitrary::Arbitrary;

/// A random board and a random position on it.
#[derive(Debug, Clone, Arbitrary)]
pub struct DomineeringInput {
    /// Bits 0..2: rows - 1; bits 6..7: how many cells are filled before the cap on empty
    /// cells (none, about an eighth, a quarter, a half).
    pub rows: u8,
    /// Bits 0..2: columns - 1 (fewer when rows x columns would pass [`OUTCOME_MAX_CELLS`]);
    /// bits 5..7 all set: also the polynomial and alpha checks.
    pub cols: u8,
    /// Random cells (mixed into `cells`); also the polynomial and alpha boards.
    pub filled: u16,
    /// Random cells: the occupied cells, or outside the region, before thinning.
    pub cells: u64,
    /// Bits 0..2: log2 of the optimized solver's table slots, minus 4 (16 to 2048 slots:
    /// small tables forget often, which exercises replacement); bits 3..5 all set: also the
    /// proof tree; bit 6: the optimized solver searches on every thread from the first plies
    /// ([`DomineeringInput::split`]).
    pub table: u8,
}

/// Largest board of the outcome comparison (6 x 6, 4 x 8, ...).
pub const OUTCOME_MAX_CELLS: usize = 36;

/// Most empty cells of a compared position: the reference solver visits every position
/// reachable from it, so this bounds each input's time (well under a millisecond).
pub const OUTCOME_MAX_EMPTY: u32 = 14;

impl DomineeringInput {
    /// The board of the outcome comparison: up to 8 rows and 8 columns, at most
    /// [`OUTCOME_MAX_CELLS`] cells (squares included, where the solver's key also transposes).
    pub fn board(&self) -> Board {
        let m = 1 + usize::from(self.rows & 7);
        let n = (1 + usize::from(self.cols & 7)).min(OUTCOME_MAX_CELLS / m);
        Board { rows: m, cols: n }
    }

    /// The occupied cells: the random cells thinned by the density, then more random cells
    /// filled until at most [`OUTCOME_MAX_EMPTY`] are empty. Filled cells may cut the board
    /// into any region, so this covers non-rectangular boards too.
    pub fn position(&self) -> u64 {
        let f = self.cells ^ u64::from(self.filled).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let thinned = match self.rows >> 6 {
            0 => 0,
            1 => f & f.rotate_left(5) & f.rotate_left(11),
            2 => f & f.rotate_left(7),
            _ => f,
        };
        let full = self.board().full();
        let mut filled = thinned & full;
        let mut s = f | 1;
        while (full & !filled).count_ones() > OUTCOME_MAX_EMPTY {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            let empty = full & !filled;
            let mut k =
                (s.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) % u64::from(empty.count_ones());
            let mut rest = empty;
            while k > 0 {
                rest &= rest - 1;
                k -= 1;
            }
            filled |= rest & rest.wrapping_neg();
        }
        filled
    }

    /// log2 of the optimized solver's table slots: 4 to 11.
    pub fn table_bits(&self) -> u32 {
        4 + u32::from(self.table & 7)
    }

    /// The fewest empty cells at which the optimized solver splits a node among the threads
    /// ([`OutcomeSolver::split_from`]): with bit 6 of `table`, the position's own count less
    /// 0 to 7 (bits 12..15 of `filled`), so that the searches from the position and the first
    /// plies below it run side by side; otherwise never (the sequential search).
    pub fn split(&self) -> u32 {
        if self.table & 0x40 == 0 {
            return u32::MAX;
        }
        let empties = (self.board().full() & !self.position()).count_ones();
        empties.saturating_sub(u32::from(self.filled >> 12 & 7))
    }
}

/// The board of 65 to 128 cells (the 128-bit solver's) that holds `board` at (`dr`, `dc`),
/// its other cells filled: as many more columns as it takes (`tall` false) or rows (`tall`
/// true), at an offset chosen by `shift` within the room left.
fn wide_placement(board: Board, tall: bool, shift: usize) -> (Board, usize, usize) {
    let (m, n) = (board.rows, board.cols);
    if tall {
        let rows = 65usize.div_ceil(n);
        (Board { rows, cols: n }, shift % (rows - m + 1), 0)
    } else {
        let cols = 65usize.div_ceil(m);
        (Board { rows: m, cols }, 0, shift % (cols - n + 1))
    }
}

/// `filled` on `board` as a position of the wide board that holds it at (`dr`, `dc`): the
/// same empty cells, moved; every other cell filled. The game is the same.
fn placed(board: Board, filled: u64, wide: Board, dr: usize, dc: usize) -> u128 {
    let mut out = u128::MAX >> (128 - wide.rows * wide.cols);
    for r in 0..board.rows {
        for c in 0..board.cols {
            if filled & board.cell(r, c) == 0 {
                out &= !(1u128 << ((r + dr) * wide.cols + c + dc));
            }
        }
    }
    out
}

/// The optimized solver (with a table of `2^bits` slots, splitting nodes of at least `split`
/// empty cells among the threads) agrees with the reference on the position and on every
/// position one move away, with either player to move; so does the 128-bit solver, on the
/// same board and on the position placed inside a board of more than 64 cells (wider, or
/// taller so that its key is taken of the transpose, at an offset chosen by `shift`).
pub fn check_outcomes(
    board: Board,
    filled: u64,
    bits: u32,
    split: u32,
    shift: usize,
) -> Result<(), String> {
    let game = Domineering::new(board);
    let mut reference = PartizanSolver::new(&game);
    let mut fast = OutcomeSolver::with_table_bits(board, bits).split_from(split);
    let mut same = WideSolver::with_table_bits(board, bits).split_from(split);
    let mut placements = [false, true].map(|tall| {
        let (wide, dr, dc) = wide_placement(board, tall, shift);
        let solver = WideSolver::with_table_bits(wide, bits).split_from(split);
        (wide, dr, dc, solver)
    });
    let mut positions = vec![filled];
    positions.extend(game.left_moves(&filled));
    positions.extend(game.right_moves(&filled));
    for p in positions {
        for left in [true, false] {
            let r = reference.mover_wins(&p, left);
            let mut answers = vec![
                ("optimized".to_string(), fast.mover_wins(p, left)),
                ("128-bit".to_string(), same.mover_wins(u128::from(p), left)),
            ];
            for (wide, dr, dc, solver) in placements.iter_mut() {
                let name = format!("128-bit on {}x{} at ({dr}, {dc})", wide.rows, wide.cols);
                answers.push((
                    name,
                    solver.mover_wins(placed(board, p, *wide, *dr, *dc), left),
                ));
            }
            if let Some((name, f)) = answers.into_iter().find(|&(_, f)| f != r) {
                return Err(format!(
                    "{}x{} position {} ({} to move):\n{}\nreference: mover {}, {name}: mover {}",
                    board.rows,
                    board.cols,
                    Position { board, filled: p },
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

/// The proof tree the optimized solver (with a table of `2^bits` slots) builds for the
/// position passes the naive checker and proves the reference's class.
pub fn check_proof(board: Board, filled: u64, bits: u32) -> Result<(), String> {
    let position = Position { board, filled };
    let mut fast = OutcomeSolver::with_table_bits(board, bits);
    let built = proof::build(position, &mut fast).map_err(|e| e.to_string())?;
    let checked = proof_check::check(&built.text())
        .map_err(|e| format!("the proof of {position} is refused: {e}"))?;
    let reference = crate::games::domineering::outcome::reference(board, filled).to_string();
    if checked.outcome.to_string() != reference {
        return Err(format!(
            "{position}: the proof proves {}, the reference says {reference}",
            checked.outcome
        ));
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
        let paper = paper_matrices::ends(kind, m, n).map_err(|e| e.to_string())?;
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
    check_outcomes(
        input.board(),
        input.position(),
        input.table_bits(),
        input.split(),
        (input.cells >> 56) as usize,
    )?;
    if input.table & 0x38 == 0x38 {
        check_proof(input.board(), input.position(), input.table_bits())?;
    }
    if input.cols >> 5 == 7 {
        let (m, n) = (
            1 + usize::from(input.filled & 3),
            1 + usize::from(input.filled >> 2 & 3),
        );
        let (m, n) = if m * n > 12 { (3, 4) } else { (m, n) };
        // The paper's matrices grow fast with the columns (3 x 4: 60 ms, 1 x 6: over a
        // second): only up to 3 columns here (at most about a millisecond), so that the
        // fuzzer, which keeps inputs reaching them, stays at thousands of inputs a second.
        // The claim tests (DOM-T3.1, DOM-T3.2) check the larger boards.
        let paper = n <= 3 && input.cols >> 2 == 63 && input.rows >> 4 & 3 == 3;
        check_polynomials(m, n, paper)?;
        let (am, an) = (
            1 + usize::from(input.filled >> 4 & 7) % 5,
            1 + usize::from(input.filled >> 7 & 7) % 5,
        );
        check_alpha(am, an)?;
    }
    Ok(())
}
