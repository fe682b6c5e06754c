//! Outcome classes of empty rectangles of one height, m x 1, m x 2, ..., m x n, each proved
//! by a **cut** into two narrower ones where their classes allow it, and by search otherwise.
//! This is how thin boards reach 3 x 40 (issue 20): a search of 3 x 30 alone visits seven
//! million positions, and each column more multiplies that by about 1.7; the cut proves every
//! 3 x n from n = 8 on from 3 x 4 ... 3 x 7.
//!
//! # The cut lemma
//!
//! Let G be the empty m x n board and H the same board cut between columns a and a + 1: the
//! sum of the m x a board and the m x (n - a) board. Every position of H is a set of filled
//! cells, and so is one of G. In each, Left (vertical dominoes) has the same moves (a
//! vertical domino never crosses the cut), and Right (horizontal) has in H the moves it has
//! in G less those across the cut. So **G <= H**: Left wins H - G moving second by copying,
//! answering each move in one component with the same domino in the other (a Right move in
//! H is one in G, which is a Left move of -G; a Right move in -G is a Left move of G, which
//! is one of H), so Left always has a reply and Right runs out first.
//!
//! With the classes of the parts (R: the part is < 0, P: = 0):
//!
//! * R + R and R + P are < 0, so G < 0: G is **R** (Right wins whoever starts), no search;
//! * P + P is 0, so G <= 0: Left moving first loses; only Right moving first is searched
//!   (G is R or P).
//!
//! L and N parts say nothing here (G <= H bounds G from above only). A cut between rows
//! would bound G from below (it takes moves from Left) and prove L from L parts; the row of a
//! tall board is the row of its transpose with the players exchanged, so cutting the longer
//! side of the board (the columns of an m x n board with m <= n) covers both.
//!
//! # Cost
//!
//! A board is searched only when no cut proves it, and every board of the row is solved
//! before the next, so the parts' classes are known when a cut is tried. When no cut ever
//! applies (8 x 8, N), the row's searches before the last cost about 1 / (g - 1) of the
//! last, for g the search's growth per column (7 x 8 took 14 s where 8 x 8 took 944 s).

use super::board::{Board, MAX_CELLS};
use super::cells::Cells;
use super::outcome::Solver;
use crate::core::{InputError, OutcomeClass};
use std::sync::Arc;
use std::sync::atomic::AtomicU64;

/// How one board of the row was settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Found {
    /// By search of both first players.
    Searched,
    /// By the cut into m x `first` and m x (n - `first`): both R, or R and P (so R).
    CutNegative {
        /// Columns of the first part.
        first: usize,
    },
    /// By the cut into m x `first` and m x (n - `first`), both P (so Left moving first
    /// loses), and a search of Right moving first.
    CutThenSearched {
        /// Columns of the first part.
        first: usize,
    },
}

impl Found {
    /// A name for reports (`search`, `cut`, `cut, then search`) and the cut's first part.
    pub fn name_and_cut(self) -> (&'static str, Option<usize>) {
        match self {
            Found::Searched => ("search", None),
            Found::CutNegative { first } => ("cut", Some(first)),
            Found::CutThenSearched { first } => ("cut, then search", Some(first)),
        }
    }
}

/// One board of the row.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rectangle {
    /// Rows (the row's height).
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The outcome class of the empty board.
    pub class: OutcomeClass,
    /// How it was found.
    pub found: Found,
    /// Positions searched for it (0 when a cut alone proved it).
    pub nodes: u64,
    /// Seconds it took.
    pub seconds: f64,
}

/// The bound a cut into parts of classes `a` and `b` gives: `Some(true)` for G < 0 (R),
/// `Some(false)` for G <= 0 (R or P), `None` for nothing.
pub fn cut_bound(a: OutcomeClass, b: OutcomeClass) -> Option<bool> {
    use OutcomeClass::{P, R};
    match (a, b) {
        (R, R) | (R, P) | (P, R) => Some(true),
        (P, P) => Some(false),
        _ => None,
    }
}

/// Searches the empty `board` on positions of `C`: its class, or with `left_loses` (Left
/// moving first is known to lose) Right moving first alone; and the positions searched
/// (also added to `progress` as the search goes, when given); the table has 2^`table_bits`
/// slots when given, else the board's own size.
fn search<C: Cells>(
    board: Board,
    parallel: bool,
    left_loses: bool,
    progress: Option<&Arc<AtomicU64>>,
    table_bits: Option<u32>,
) -> Result<(OutcomeClass, u64), InputError> {
    let mut solver = Solver::<C>::try_sized(board, table_bits)?;
    if parallel {
        solver = solver.parallel();
    }
    if let Some(progress) = progress {
        solver = solver.counting(Arc::clone(progress));
    }
    let class = if left_loses {
        OutcomeClass::from_first_player_wins(false, solver.mover_wins(C::ZERO, false))
    } else {
        solver.outcome(C::ZERO)
    };
    Ok((class, solver.nodes()))
}

/// The boards m x 1, m x 2, ... of one height, each solved once, when asked for, by a cut
/// where the narrower boards' classes prove it, else by search.
///
/// **Which cuts are tried, and in what order.** For m x w, the cuts after a = w / 2 down to 1
/// columns; for each, the narrower part m x a first (solved the same way, on demand), and the
/// wider one m x (w - a) only when the narrower is R or P (otherwise the cut proves nothing).
/// The balanced cut comes first because its parts are the cheapest to solve; a part whose
/// class is not R or P costs nothing more. So 3 x 40 asks for 3 x 20, 3 x 10 and 3 x 5 (one
/// search of 3 x 5), and 6 x 16 for 6 x 8; a board no cut proves (8 x 8: its parts of width
/// at most 4 are L) is searched after a few small searches. A cut proving R ends the
/// search; the first one proving only R or P is kept while later cuts are tried.
pub struct Rows<A> {
    rows: usize,
    parallel: bool,
    admit: A,
    solved: Vec<Option<Rectangle>>,
    /// Where the searches add their positions as they go ([`Rows::counting`]).
    progress: Option<Arc<AtomicU64>>,
    /// log2 of the slots of every search's table ([`Rows::table_bits`]); `None`: each
    /// board's own size.
    table_bits: Option<u32>,
}

impl<T, A: FnMut(Board) -> Result<T, InputError>> Rows<A> {
    /// The boards `rows` x 1 .. `rows` x `max_cols` (at most
    /// [`super::board::WIDE_MAX_CELLS`] cells), searched on both threads with `parallel`.
    /// `admit` is called with each board before it is searched and its value held during the
    /// search (the command line's work guard, which may refuse).
    pub fn new(
        rows: usize,
        max_cols: usize,
        parallel: bool,
        admit: A,
    ) -> Result<Rows<A>, InputError> {
        Board::wide(rows, max_cols)?;
        Ok(Rows {
            rows,
            parallel,
            admit,
            solved: vec![None; max_cols],
            progress: None,
            table_bits: None,
        })
    }

    /// The same rows, every search with a table of 2^`bits` slots when given (the command
    /// line's `--table-bits`) instead of its board's own size: the same classes.
    pub fn table_bits(mut self, bits: Option<u32>) -> Rows<A> {
        self.table_bits = bits;
        self
    }

    /// The same rows, each search adding its positions to `progress` as it goes (the
    /// command line's heartbeat, started by `admit`, shows them).
    pub fn counting(mut self, progress: Arc<AtomicU64>) -> Rows<A> {
        self.progress = Some(progress);
        self
    }

    /// The board `rows` x `cols` (1 <= `cols` <= the largest), solved now if not before.
    pub fn get(&mut self, cols: usize) -> Result<Rectangle, InputError> {
        let Some(slot) = cols.checked_sub(1).and_then(|i| self.solved.get(i)) else {
            return Err(InputError::new(format!(
                "board {}x{cols} is outside the row {}x1 .. {}x{}",
                self.rows,
                self.rows,
                self.rows,
                self.solved.len()
            )));
        };
        if let Some(known) = *slot {
            return Ok(known);
        }
        let started = std::time::Instant::now();
        let mut at_most_zero = None;
        let mut proved = None;
        for a in (1..=cols / 2).rev() {
            let narrow = self.get(a)?.class;
            if !matches!(narrow, OutcomeClass::R | OutcomeClass::P) {
                continue;
            }
            let wide = self.get(cols - a)?.class;
            match cut_bound(narrow, wide) {
                Some(true) => {
                    proved = Some(a);
                    break;
                }
                Some(false) => {
                    at_most_zero.get_or_insert(a);
                }
                None => {}
            }
        }
        let (class, found, nodes) = if let Some(first) = proved {
            (OutcomeClass::R, Found::CutNegative { first }, 0)
        } else {
            let board = Board::wide(self.rows, cols)?;
            let _held = (self.admit)(board)?;
            let left_loses = at_most_zero.is_some();
            let (class, nodes) = if self.rows * cols <= MAX_CELLS {
                let progress = self.progress.as_ref();
                search::<u64>(board, self.parallel, left_loses, progress, self.table_bits)?
            } else {
                let progress = self.progress.as_ref();
                search::<u128>(board, self.parallel, left_loses, progress, self.table_bits)?
            };
            let found = match at_most_zero {
                Some(first) => Found::CutThenSearched { first },
                None => Found::Searched,
            };
            (class, found, nodes)
        };
        let rectangle = Rectangle {
            rows: self.rows,
            cols,
            class,
            found,
            nodes,
            seconds: started.elapsed().as_secs_f64(),
        };
        self.solved[cols - 1] = Some(rectangle);
        Ok(rectangle)
    }

    /// Every board solved so far, narrowest first.
    pub fn solved(&self) -> impl Iterator<Item = &Rectangle> {
        self.solved.iter().flatten()
    }
}

/// The whole row m x 1 .. m x `max_cols` (see [`Rows`]), in order.
pub fn row<T>(
    rows: usize,
    max_cols: usize,
    parallel: bool,
    admit: impl FnMut(Board) -> Result<T, InputError>,
) -> Result<Vec<Rectangle>, InputError> {
    let mut all = Rows::new(rows, max_cols, parallel, admit)?;
    (1..=max_cols).map(|cols| all.get(cols)).collect()
}

/// The class of the transposed board (rows and columns exchanged, and so the players).
pub fn transposed(class: OutcomeClass) -> OutcomeClass {
    match class {
        OutcomeClass::L => OutcomeClass::R,
        OutcomeClass::R => OutcomeClass::L,
        other => other,
    }
}
