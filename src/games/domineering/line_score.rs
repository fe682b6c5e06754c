//! Bullock's move-ordering score ([`super::counts::Counter::ordered_moves`]) from the few lines
//! a move touches, instead of recounting the whole board for every move.
//!
//! The score of a move is how much it changes the difference of the two players' potentials
//! and of their safe moves. Each of the four counts is a sum over lines of the pairs in one
//! line (the player's potential: the empty cells of its line; its safe moves: the cells of its
//! line whose two neighbours across the lines, on the lines next to it, are not empty). A move
//! of the player in its line `i`, on the cells `j` and `j + 1` along it, empties no cell and
//! fills two, so only these sums change:
//! * the player's potential: line `i`;
//! * the opponent's potential: its lines `j` and `j + 1` (each loses the cell at `i`);
//! * the player's safe moves: lines `i - 1`, `i`, `i + 1` (a cell of a line is protected or not
//!   by its neighbours on the lines beside it);
//! * the opponent's safe moves: its lines `j - 1` to `j + 2`.
//!
//! So the score is the change of those few lines' counts, the same number the whole-board
//! recount gives (`line_scores_are_whole_board_scores` of
//! `tests/unit/games/domineering/counts.rs` compares them on random positions of both word
//! widths; the searches of 8 x 8, 7 x 9 and 8 x 9 expand exactly the same positions as
//! before). Each line is one word, so a line's pairs are a few bit operations ([`pairs`])
//! instead of a walk across the board. With the race strategies counting each pool once
//! (`counts.rs`), the 8 x 9 search from Left's first move went from 69.3 s to 46.0 s (the
//! ordering from 23% of the time to 9%), 7 x 9 from 12.5 s to 10.6 s.

/// A position's empty cells as lines, for one player: its own lines (columns for Left, rows
/// for Right; bit k: the cell k along the line) and the opponent's, each with two empty lines
/// of padding before and after (index `PAD + line`), so that every neighbour read exists; and
/// each line's counts before any move (its pairs, and its protected cells' pairs).
pub struct Lines {
    mine: Side,
    theirs: Side,
}

/// One player's lines and their counts.
struct Side {
    lines: [u64; MAX_LINES + 2 * PAD],
    potential: [i32; MAX_LINES + 2 * PAD],
    safe: [i32; MAX_LINES + 2 * PAD],
}

impl Side {
    /// The counts of `lines`, of which only the first `count` after the padding may hold
    /// empty cells (the others, and their counts, are zero).
    fn new(lines: [u64; MAX_LINES + 2 * PAD], count: usize) -> Side {
        let mut potential = [0; MAX_LINES + 2 * PAD];
        let mut safe = [0; MAX_LINES + 2 * PAD];
        for l in PAD..PAD + count {
            potential[l] = pairs(lines[l]) as i32;
            safe[l] = protected_pairs(lines[l - 1], lines[l], lines[l + 1]);
        }
        Side {
            lines,
            potential,
            safe,
        }
    }
}

/// Padding lines on each side.
const PAD: usize = 2;

/// Most lines of a side on the boards this serves: both sides at least 4 and at most 128
/// cells, so no side above 32 (and a line fits a word with room for a carry).
pub const MAX_LINES: usize = 32;

/// Disjoint dominoes along one line of empty cells `x` (bit k: the cell k): the sum of
/// floor(run / 2) over its runs. Greedy pairing from each run's start takes the cells at an
/// even offset from the start, when the next cell is in the run too. The runs starting at an
/// even bit are found by adding their start bits (the carry clears exactly the run); their
/// even-offset cells are the even bits, the other runs' the odd bits.
pub fn pairs(x: u64) -> u32 {
    const EVEN: u64 = 0x5555_5555_5555_5555;
    debug_assert!(x >> 63 == 0, "a line leaves room for the carry");
    let starts = x & !(x << 1);
    let from_even = x & !(x + (starts & EVEN));
    let at_even_offset = (from_even & EVEN) | (x & !from_even & !EVEN);
    (at_even_offset & (x >> 1)).count_ones()
}

/// Pairs of the protected cells of the line `line` between the lines `before` and `after`:
/// its cells neither neighbouring line has empty.
fn protected_pairs(before: u64, line: u64, after: u64) -> i32 {
    pairs(line & !before & !after) as i32
}

impl Lines {
    /// The lines of `rows`, the empty cells of each row (bit c: column c) of a board with
    /// `cols` columns, for Left (`left`: its lines are the columns) or Right.
    pub fn new(rows: &[u64], cols: usize, left: bool) -> Lines {
        debug_assert!(rows.len() <= MAX_LINES && cols <= MAX_LINES);
        let mut row_lines = [0u64; MAX_LINES + 2 * PAD];
        let mut col_lines = [0u64; MAX_LINES + 2 * PAD];
        for (r, &row) in rows.iter().enumerate() {
            row_lines[PAD + r] = row;
            let mut rest = row;
            while rest != 0 {
                let c = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                col_lines[PAD + c] |= 1 << r;
            }
        }
        let (mine, theirs) = if left {
            (Side::new(col_lines, cols), Side::new(row_lines, rows.len()))
        } else {
            (Side::new(row_lines, rows.len()), Side::new(col_lines, cols))
        };
        Lines { mine, theirs }
    }

    /// Bullock's score of the player's move on the cells `j` and `j + 1` of its line `i`: the
    /// opponent's potential lost less the player's own, plus the player's safe moves made less
    /// the opponent's.
    pub fn score(&self, i: usize, j: usize) -> i32 {
        let p = |x: u64| pairs(x) as i32;
        let (mine, theirs) = (&self.mine, &self.theirs);
        // The player's lines i - 2 ..= i + 2 (`m[2]` is line i), line i after the move.
        let l = PAD + i;
        let m = &mine.lines[l - 2..=l + 2];
        let cut = m[2] & !(3 << j);
        let own_potential = p(cut) - mine.potential[l];
        let own_safe = protected_pairs(m[0], m[1], cut)
            + protected_pairs(m[1], cut, m[3])
            + protected_pairs(cut, m[3], m[4])
            - mine.safe[l - 1]
            - mine.safe[l]
            - mine.safe[l + 1];
        // The opponent's lines j - 2 ..= j + 3 (`t[2]` is line j), lines j and j + 1 less
        // the cell at i.
        let k = PAD + j;
        let t = &theirs.lines[k - 2..=k + 3];
        let bit = 1u64 << i;
        let (a, b) = (t[2] & !bit, t[3] & !bit);
        let their_potential = p(a) + p(b) - theirs.potential[k] - theirs.potential[k + 1];
        let their_safe = protected_pairs(t[0], t[1], a)
            + protected_pairs(t[1], a, b)
            + protected_pairs(a, b, t[4])
            + protected_pairs(b, t[4], t[5])
            - theirs.safe[k - 1]
            - theirs.safe[k]
            - theirs.safe[k + 1]
            - theirs.safe[k + 2];
        own_potential - their_potential + own_safe - their_safe
    }
}
