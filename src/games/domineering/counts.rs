//! Move counts on a Domineering bitboard (cells numbered row by row, as in [`Board`]), for the
//! optimized outcome solver.
//!
//! * A player's **potential** is the number of disjoint dominoes it could place in the empty
//!   cells, line by line (columns for Left, rows for Right): the sum of floor(run / 2) over the
//!   runs of empty cells. Cells only ever fill, so no player makes more moves than this.
//! * A player's **safe moves**: the same count over its *protected* cells, empty cells the
//!   opponent can never cover (for Left: no empty cell left or right of it; for Right: none
//!   above or below). Filled cells stay filled, so protected cells stay protected and these
//!   dominoes stay available whatever either side does.
//!
//! * A player's **vulnerable moves**: disjoint dominoes on its empty cells that are not
//!   protected, which the opponent can spoil. One opponent domino covers two cells, so it
//!   spoils at most two of them, and at most one of those lying in every other line (even
//!   columns for Left, even rows for Right: an opponent domino crosses two neighbouring lines,
//!   one of them even). A vulnerable domino is **single** when no cell of it has a
//!   neighbour across the lines in another of them: an opponent domino touching it then
//!   spoils nothing else (Bullock's vulnerable moves of type 1); the others are **paired**.
//! * A player's **guaranteed moves** ([`Counter::guaranteed`]): its safe moves plus what it
//!   can still take of its vulnerable ones by playing them first, whatever the opponent does.
//!   Of v vulnerable moves of which one opponent move spoils at most d, the player moving
//!   first takes at least ceil(v / (d + 1)) (it takes one, then the opponent spoils at most
//!   d, ...), the player moving second floor(v / (d + 1)) (the opponent spoils first). With
//!   single and paired ones, it takes the paired first, against an opponent spoiling one
//!   single or two paired a turn (a table of that race).
//!
//! * A player's **boxes** (Bullock's protective areas): empty 2 x 2 squares walled on at least
//!   one side across its lines. A box is worth two moves to the player who plays in it first
//!   (its first domino, away from the wall, walls in the second), and one opponent domino
//!   spoils it, touching at most one other counted domino in a way the race already allows
//!   for ([`Counter::boxes`]). The guaranteed moves also consider the race in
//!   which the player claims its boxes first and then its other vulnerable moves, the
//!   opponent spoiling a box or up to d dominoes a turn (a table of that race's values,
//!   computed once), and keep the best of the strategies.
//! * A run of protected cells of odd length leaves one after its safe moves, at whichever end
//!   of the run pairs it with an open cell along the line ([`Counter::leftovers`]); the two
//!   make a vulnerable domino with one cell the opponent could cover (Bullock's vulnerable
//!   moves with a protected square).
//! * An **option** ([`Counter::option`], Bullock's safe move with an option): a safe move at
//!   the end of a run next to an open cell X can be played as (X, the run's end) instead,
//!   which keeps the player's moves and takes X, and the cells next to X across the lines
//!   that only X could pair with, from the opponent. Played first, it costs the race a tempo.
//! * **Options in the race** ([`race_with_options`], Bullock's safe moves with options counted
//!   in pairs), for the cell bound of the cuts:
//!   - *Which.* Options whose cells X are free (open, in no domino or box the race counts),
//!     no two of them next to each other across the player's lines, and none next across to
//!     a counted box's cell ([`Counter::options`]); each is credited with X alone.
//!   - *Using one* is the move (X, p), p the run's end: it keeps the player's moves (as for
//!     one option; using both ends of one run of 2k protected cells leaves k - 1 safe moves
//!     beside the two, k + 1 in all) and covers X, a cell the opponent could cover.
//!   - *Killing one.* The opponent can take an option away only by covering X (p is
//!     protected), with a domino across the player's lines on X and a neighbour Y of X
//!     across them. Y is no other option's X and no box cell, so that domino kills one
//!     option and spoils at most the one counted domino Y lies in; its other moves spoil as
//!     in the plain race (a domino that spoils one or two counted dominoes covers no X but
//!     perhaps one, then as a kill with a spoil).
//!   - *The race* of boxes, single and paired dominoes and options is then a game on counts:
//!     the player claims a box, a domino, or uses an option; the opponent spoils as in
//!     [`race`], kills an option, or kills one and spoils one single or paired domino. The
//!     cell bound wants the player's moves G = safe + v (v taken in the race) and the cells
//!     cover = 2 v - m + u it surely covers (u options used, m at most the `mixed` dominoes
//!     with a protected cell) to satisfy 2 G > C - cover (C: the cells the opponent could
//!     cover), that is 2 safe + (4 v + u) - m > C. So each side plays the weighted sum
//!     W = 4 v + u, and the table holds its value: whatever the opponent does the player's W
//!     is at least that. The strategy is handed to the cuts as the moves `safe` (at most
//!     what it takes) with a cover of W - `mixed`, which [`Counter::most_moves`] reads the
//!     same way (its bound on the opponent is half of C less the cover), for the player
//!     moving first or second alike. The table is no smaller with more of any count, and no
//!     smaller when a paired domino becomes a single one (a box reached out of, as in
//!     [`Counter::boxes`]): `the_race_with_options_weighs_the_race_and_prefers_more`.
//! * The **most moves** a player can still make ([`Counter::most_moves`]): its potential, and
//!   half the cells it can still cover (empty cells with an empty neighbour along its lines)
//!   less two cells for each move the opponent surely takes by then in its race of boxes and
//!   vulnerable dominoes (a vulnerable domino lies on two cells the player could cover; a
//!   claimed box takes four, for two moves). In the cuts the potential is also lowered by
//!   two for each box the opponent's race surely claims (at least half of its boxes, rounded
//!   up moving first, as the race claims one whenever one is left): a claimed box's four
//!   cells are never the player's (two are the opponent's first domino there, the other two
//!   are walled in for it), and they are two neighbouring cells on each of two of the
//!   player's lines, each pair lowering that line's dominoes by at least one (Bullock's
//!   bound on the opponent's real moves less the protective areas). This is Bullock's accounting
//!   in Obsequi (the opponent's moves bounded by the empty squares the player's packing
//!   leaves), reduced to the parts proved here.
//!
//! With these ([`Counter::decided`]), the player to move wins when its guaranteed moves exceed
//! the most the opponent can make (it can answer every move the opponent can still make, and
//! move once more), and loses when the opponent's guaranteed moves (moving second) reach the
//! most it can make. Each race strategy (with or without boxes, leftovers, an option first,
//! options in the race) is
//! tried with the cells it covers, since one that takes fewer moves may cover more. On 7 x 8
//! the cell count took the search from 88.9M positions to 61.9M.
//!
//! The leftovers placed at either end, the strategies tried each with its own cover (and a
//! cover that counts only the mixed dominoes a race can take besides its boxes), boxes packed
//! in cell order when that finds more, and options came from comparing positions our search
//! expanded with Obsequi's evaluation of them (a sample of 7 x 8: it decided 45% of them at
//! once; 31% after these): 8 x 8, Left first, from 42.7M positions to 30.1M with the history
//! heuristic's ordering.

use super::board::Board;
use super::cells::Cells;
use super::line_score::{Lines, MAX_LINES};

/// Most moves a player has in a position of at most 128 cells (one per first cell): the
/// length of the move buffers.
pub const MAX_MOVES: usize = 128;

/// What the player surely takes of `boxes` boxes (worth two moves each), `single`
/// vulnerable dominoes no opponent move can spoil together with another, and `paired` ones
/// of which one opponent move spoils up to two, moving `first` or second: it claims boxes
/// first, then paired dominoes, then single ones, against an opponent who each turn spoils
/// one box, one single domino or up to two paired ones, as suits it best. With only paired
/// dominoes this is ceil(v / 3) moving first and floor(v / 3) second; with only single ones
/// ceil(v / 2) and floor(v / 2). A table of every case a board of 128 cells can have,
/// computed once (140 KB).
pub fn race(first: bool, boxes: u32, single: u32, paired: u32) -> u32 {
    use std::sync::OnceLock;
    const B: usize = 33;
    const V: usize = 65;
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    let index =
        |first: bool, b: usize, s: usize, p: usize| ((usize::from(first) * B + b) * V + s) * V + p;
    let table = TABLE.get_or_init(|| {
        let mut t = vec![0u8; 2 * B * V * V];
        // Every option has fewer boxes, or as many and fewer single dominoes, or as many of
        // both and fewer paired ones, so this order fills options before they are read.
        for b in 0..B {
            for s in 0..V {
                for p in 0..V {
                    t[index(true, b, s, p)] = if b > 0 {
                        2 + t[index(false, b - 1, s, p)]
                    } else if p > 0 {
                        1 + t[index(false, 0, s, p - 1)]
                    } else if s > 0 {
                        1 + t[index(false, 0, s - 1, 0)]
                    } else {
                        0
                    };
                    let spoils = [
                        (b > 0).then(|| t[index(true, b - 1, s, p)]),
                        (s > 0).then(|| t[index(true, b, s - 1, p)]),
                        (p > 0).then(|| t[index(true, b, s, p.saturating_sub(2))]),
                    ];
                    t[index(false, b, s, p)] = spoils.into_iter().flatten().min().unwrap_or(0);
                }
            }
        }
        t
    });
    let (b, s, p) = (boxes as usize, single as usize, paired as usize);
    if b < B && s < V && p < V {
        u32::from(table[index(first, b, s, p)])
    } else {
        // No board of at most 128 cells gets here; nothing is the safe answer.
        0
    }
}

/// Most options [`race_with_options`] counts (more are counted as this many).
pub const MAX_OPTIONS: u32 = 7;

/// The race of [`race`] with `options` independent **options** besides
/// ([`Counter::options`]), valued by what the cell count weighs: four for each move the
/// player surely takes (two moves and four cells for a box, one move and two cells for a
/// domino) and one for each option it uses (one cell denied). The player claims a box, a
/// paired or single domino, or uses an option; the opponent spoils as in [`race`], or kills an
/// option (covers its cell), possibly spoiling one single or one paired domino with the same
/// domino. Both play the weighted sum best, so whatever the opponent does the player gets at
/// least this much. A table of every case, computed once (4.5 MB).
pub fn race_with_options(first: bool, boxes: u32, single: u32, paired: u32, options: u32) -> u32 {
    use std::sync::OnceLock;
    const B: usize = 33;
    const V: usize = 65;
    const O: usize = MAX_OPTIONS as usize + 1;
    static TABLE: OnceLock<Vec<u16>> = OnceLock::new();
    let index = |first: bool, b: usize, s: usize, p: usize, o: usize| {
        (((usize::from(first) * B + b) * V + s) * V + p) * O + o
    };
    let table = TABLE.get_or_init(|| {
        let mut t = vec![0u16; 2 * B * V * V * O];
        // Every move lowers one count and raises none, so this order fills the positions a
        // move leads to before they are read.
        for b in 0..B {
            for s in 0..V {
                for p in 0..V {
                    for o in 0..O {
                        let claims = [
                            (b > 0).then(|| 8 + t[index(false, b - 1, s, p, o)]),
                            (p > 0).then(|| 4 + t[index(false, b, s, p - 1, o)]),
                            (s > 0).then(|| 4 + t[index(false, b, s - 1, p, o)]),
                            (o > 0).then(|| 1 + t[index(false, b, s, p, o - 1)]),
                        ];
                        t[index(true, b, s, p, o)] =
                            claims.into_iter().flatten().max().unwrap_or(0);
                        let spoils = [
                            (b > 0).then(|| t[index(true, b - 1, s, p, o)]),
                            (s > 0).then(|| t[index(true, b, s - 1, p, o)]),
                            (p > 0).then(|| t[index(true, b, s, p.saturating_sub(2), o)]),
                            (o > 0).then(|| t[index(true, b, s, p, o - 1)]),
                            (o > 0 && s > 0).then(|| t[index(true, b, s - 1, p, o - 1)]),
                            (o > 0 && p > 0).then(|| t[index(true, b, s, p - 1, o - 1)]),
                        ];
                        t[index(false, b, s, p, o)] =
                            spoils.into_iter().flatten().min().unwrap_or(0);
                    }
                }
            }
        }
        t
    });
    let (b, s, p, o) = (
        boxes as usize,
        single as usize,
        paired as usize,
        options as usize,
    );
    if b < B && s < V && p < V {
        u32::from(table[index(first, b, s, p, o.min(O - 1))])
    } else {
        // No board of at most 128 cells gets here; nothing is the safe answer.
        0
    }
}

/// What bounds the moves a player can still make ([`Counter::most_moves`]).
struct Capacity {
    potential: u32,
    /// The empty cells it could cover.
    coverable: u32,
}

impl Capacity {
    /// The most moves once the opponent's race has covered `covered` of those cells and
    /// claimed `boxes` boxes: each claimed box takes two cells next to each other from each
    /// of two of the player's lines, which lowers its potential by at least two (taking two
    /// neighbouring cells out of a run of r cells leaves runs of at most r - 2 cells, which
    /// hold at most floor(r / 2) - 1 dominoes).
    fn most(&self, covered: u32, boxes: u32) -> u32 {
        self.potential
            .saturating_sub(2 * boxes)
            .min(self.coverable.saturating_sub(covered) / 2)
    }
}

/// Precomputed masks for one board.
pub struct Counter<C: Cells = u64> {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    full: C,
    /// Cells not in the last column / first column / last row.
    not_last_col: C,
    not_first_col: C,
    not_last_row: C,
    /// The cells of row 0 and of column 0.
    pub row0: C,
    pub col0: C,
    /// The cells of the even columns (Left's every other line) and of the even rows
    /// (Right's).
    even_cols: C,
    even_rows: C,
    /// The cells of the last two columns / of the last two rows.
    near_right: C,
    near_bottom: C,
}

impl<C: Cells> Counter<C> {
    /// Masks for `board` (at most `C::BITS` cells).
    pub fn new(board: Board) -> Counter<C> {
        let (rows, cols) = (board.rows, board.cols);
        let mut not_last_col = C::ZERO;
        let mut not_first_col = C::ZERO;
        let mut not_last_row = C::ZERO;
        let mut col0 = C::ZERO;
        let mut even_cols = C::ZERO;
        let mut even_rows = C::ZERO;
        let mut near_right = C::ZERO;
        let mut near_bottom = C::ZERO;
        for r in 0..rows {
            for c in 0..cols {
                let bit = C::bit(r * cols + c);
                if c % 2 == 0 {
                    even_cols |= bit;
                }
                if c + 2 >= cols {
                    near_right |= bit;
                }
                if r + 2 >= rows {
                    near_bottom |= bit;
                }
                if r % 2 == 0 {
                    even_rows |= bit;
                }
                if c + 1 < cols {
                    not_last_col |= bit;
                }
                if c > 0 {
                    not_first_col |= bit;
                }
                if r + 1 < rows {
                    not_last_row |= bit;
                }
                if c == 0 {
                    col0 |= bit;
                }
            }
        }
        Counter {
            rows,
            cols,
            full: C::low(rows * cols),
            not_last_col,
            not_first_col,
            not_last_row,
            row0: C::low(cols),
            col0,
            even_cols,
            even_rows,
            near_right,
            near_bottom,
        }
    }

    /// Every cell.
    pub fn full(&self) -> C {
        self.full
    }

    /// `filled` with the isolated empty cells (no empty neighbour: nobody can ever cover
    /// them) filled too; the game is unchanged.
    pub fn normalise(&self, filled: C) -> C {
        let empty = !filled & self.full;
        let neighbours = (empty >> 1) & self.not_last_col
            | (empty << 1) & self.not_first_col
            | (empty >> self.cols) & self.not_last_row
            | (empty << self.cols) & self.full;
        filled | (empty & !neighbours)
    }

    /// The first cells (top or left half) of every free slot of the player.
    pub fn moves(&self, filled: C, left: bool) -> C {
        let empty = !filled & self.full;
        if left {
            empty & (empty >> self.cols) & self.not_last_row
        } else {
            empty & (empty >> 1) & self.not_last_col
        }
    }

    /// The player's moves (as [`Counter::moves`]) less those that need no search: of its
    /// moves in **regions only it can play in**, all but one.
    ///
    /// A connected region of empty cells holding no opponent slot never will (cells only
    /// fill), so the sum of such regions is an integer for the player: its potential there,
    /// n (its dominoes along one line do not touch another line's). Any of its moves there
    /// leaves an integer of at most n - 1 (a domino taken out of a run of r cells leaves at
    /// most floor(r / 2) - 1 along it), and one at the top (left) end of a run leaves
    /// exactly n - 1. The rest of the game is the same, and a larger integer is no worse for
    /// the player, so if any move in those regions wins, that one does: it is the only one
    /// kept.
    pub fn moves_to_search(&self, filled: C, left: bool) -> C {
        let moves = self.moves(filled, left);
        let empty = !filled & self.full;
        let other = if left { 1 } else { self.cols };
        let theirs = self.moves(filled, !left);
        // The empty cells connected to an opponent slot.
        let mut reach = theirs | theirs << other;
        loop {
            let grown = (reach
                | (reach >> 1) & self.not_last_col
                | (reach << 1) & self.not_first_col
                | reach >> self.cols
                | reach << self.cols)
                & empty;
            if grown == reach {
                break;
            }
            reach = grown;
        }
        let alone = moves & !reach;
        if alone == C::ZERO {
            return moves;
        }
        // A move at a run's top (left) end: the cell before it along the line is not empty.
        let before_empty = if left {
            empty << self.cols
        } else {
            (empty << 1) & self.not_first_col
        };
        let ends = alone & !before_empty;
        (moves & reach) | ends.lowest()
    }

    /// Disjoint dominoes in `cells` along the player's lines, greedily (which is optimal on a
    /// line: floor(run / 2) per run).
    pub fn pairs(&self, cells: C, left: bool) -> u32 {
        self.pair_firsts(cells, left).count_ones()
    }

    /// [`Counter::pairs`], the cells of those dominoes, and their first (top or left) cells.
    pub fn pair_cells(&self, cells: C, left: bool) -> (u32, C, C) {
        let firsts = self.pair_firsts(cells, left);
        if firsts == C::ZERO {
            // No pair (on lines of one cell the step would be the whole word).
            return (0, C::ZERO, C::ZERO);
        }
        let step = if left { self.cols } else { 1 };
        (firsts.count_ones(), firsts | firsts << step, firsts)
    }

    /// The first cells of the dominoes [`Counter::pairs`] packs: along each line, from the
    /// start of each run of `cells`, the cells at an even offset from the start whose next
    /// cell is in the run too.
    ///
    /// **How, without walking the lines.** A cell is at an even offset from its run's start
    /// when its position along the line has the parity of the start's, so it is enough to know
    /// which cells lie in runs that start at an even position (`from_even`). These are spread
    /// from the starts along the runs by a parallel prefix (Kogge-Stone). Before the step of
    /// distance d, `from_even` marks the cells with such a start fewer than d cells back, and
    /// `chain` the cells whose run reaches at least d cells back; a cell whose run reaches d
    /// back takes the mark of the cell d back, and so the marks reach 2d. Steps of 1, 2, 4,
    /// ... below the line's length reach every start: on lines of 9 cells 4 steps of a few
    /// word operations, where the walk it replaced shifted the board once for each line (the
    /// walk stays as the test's oracle, `pairs_by_walking_the_lines`).
    pub fn pair_firsts(&self, cells: C, left: bool) -> C {
        // Along the line: the step between neighbours, the cells whose previous / next cell is
        // on the same line, the cells at even positions along it, and its length.
        let (step, has_previous, has_next, even, length) = if left {
            (
                self.cols,
                self.full & !self.row0,
                self.not_last_row,
                self.even_rows,
                self.rows,
            )
        } else {
            (
                1,
                self.not_first_col,
                self.not_last_col,
                self.even_cols,
                self.cols,
            )
        };
        if length < 2 {
            // Lines of one cell hold no domino (and the step would be the whole word).
            return C::ZERO;
        }
        // The cells of `cells` whose previous cell is in `cells` too.
        let linked = cells & (cells << step) & has_previous;
        let mut from_even = cells & !linked & even;
        let mut chain = linked;
        let mut d = 1;
        while d < length {
            from_even |= chain & (from_even << (d * step));
            chain &= chain << (d * step);
            d *= 2;
        }
        let even_offset = (from_even & even) | (cells & !from_even & !even);
        even_offset & (cells >> step) & has_next
    }

    /// The player's potential: no more moves than this remain to it.
    pub fn potential(&self, filled: C, left: bool) -> u32 {
        self.pairs(!filled & self.full, left)
    }

    /// The empty cells the opponent can never cover (for Left: no empty cell left or right of
    /// it; for Right: none above or below).
    pub fn protected(&self, empty: C, left: bool) -> C {
        if left {
            let right_empty = (empty >> 1) & self.not_last_col;
            let left_empty = (empty << 1) & self.not_first_col;
            empty & !right_empty & !left_empty
        } else {
            let below_empty = (empty >> self.cols) & self.not_last_row;
            let above_empty = (empty << self.cols) & self.full;
            empty & !below_empty & !above_empty
        }
    }

    /// Moves the player can make whatever the opponent does (see the module docs), moving
    /// `first` or second: its safe moves, plus its vulnerable moves (on the unprotected empty
    /// cells, disjoint from the safe ones) played before them. Of v vulnerable moves of which
    /// one opponent move spoils at most d, it takes ceil(v / (d + 1)) moving first and
    /// floor(v / (d + 1)) moving second: d = 2 for all of them, d = 1 for those of the even
    /// lines alone (or of the odd lines alone).
    pub fn guaranteed(&self, filled: C, left: bool, first: bool) -> u32 {
        self.guaranteed_parts(filled, left, first).0
    }

    /// [`Counter::guaranteed`], and how many empty cells the opponent could cover its race
    /// surely covers (or walls off). The player makes the race's moves first, so they are its
    /// first moves.
    ///
    /// The race is the best of four strategies: vulnerable dominoes on open cells (two such
    /// cells each); the same with the protected cells the safe moves leave (at most one a
    /// run) paired with an open neighbour too (one such cell each for those); and either of
    /// these after boxes (four cells a box, for two moves).
    pub fn guaranteed_parts(&self, filled: C, left: bool, first: bool) -> (u32, u32) {
        let mut best = (0, 0);
        self.races(filled, left, first, false, |(moves, cover, _)| {
            best = best.max((moves, cover));
            false
        });
        best
    }

    /// The strategies of [`Counter::guaranteed_parts`], each with what it surely takes (safe
    /// moves included) and the cells the opponent could cover that it surely covers: a
    /// strategy that takes fewer moves may cover more cells, so the cuts try each.
    ///
    /// Each strategy's (moves, cover) is given to `visit` as soon as it is counted; when
    /// `visit` returns true the rest are not counted, and this returns true (the cuts stop at
    /// the first strategy that decides the position).
    fn races(
        &self,
        filled: C,
        left: bool,
        first: bool,
        with_options: bool,
        mut visit: impl FnMut((u32, u32, u32)) -> bool,
    ) -> bool {
        let empty = !filled & self.full;
        let protected = self.protected(empty, left);
        let open = empty & !protected;
        let even = if left { self.even_cols } else { self.even_rows };
        // The dominoes of `pool` (each with at least one open cell): how many, how many of
        // them paired, the most on every other line, and their cells.
        let dominoes = |pool: C| {
            let (all, cells, firsts) = self.pair_cells(pool, left);
            // Paired: a domino with a cell whose neighbour across the lines (what one
            // opponent domino covers with it) is in another of these dominoes.
            let (step, across_cells) = if left {
                (
                    self.cols,
                    (cells >> 1) & self.not_last_col | (cells << 1) & self.not_first_col,
                )
            } else {
                (1, cells >> self.cols | (cells << self.cols) & self.full)
            };
            let touching = cells & across_cells;
            let paired = (firsts & (touching | touching >> step)).count_ones();
            // Lines are packed one by one ([`Counter::pair_firsts`]), and `even` is every
            // other whole line, so the dominoes of `pool & even` are those of `pool` whose
            // first cell is on an even line (no packing of its own needed).
            let on_even = (firsts & even).count_ones();
            let one_line = on_even.max(all - on_even);
            let mixed = (cells & protected).count_ones();
            (all, paired, one_line, mixed, cells)
        };
        // The race over those dominoes and `boxes` boxes, moving `first` or second: what it
        // surely takes, and the open cells that surely covers (two a move, less one for each
        // domino with a protected cell, which the opponent may leave to the player).
        let strategy = |(all, paired, one_line, mixed, _): (u32, u32, u32, u32, C),
                        boxes: u32,
                        first: bool| {
            let value =
                race(first, boxes, all - paired, paired).max(race(first, boxes, one_line, 0));
            // The race claims a box whenever one is left and the opponent spoils at most
            // one a turn, so it claims at least half of them (rounded up moving first), each
            // two moves on four open cells (the first domino walls in the second); the rest
            // of its moves are dominoes, of which those with a protected cell cover one
            // open cell.
            let claimed = (if first { boxes.div_ceil(2) } else { boxes / 2 }).min(value / 2);
            let dominoes = value - 2 * claimed;
            (value, 2 * value - mixed.min(dominoes), claimed)
        };
        let (safe, safe_cells, _) = self.pair_cells(protected, left);
        let (boxes, box_cells) = self.boxes(filled, left);
        let leftovers = self.leftovers(protected, safe_cells, open & !box_cells, left);
        let pools: &[C] = if leftovers == C::ZERO {
            &[open]
        } else {
            &[open, open | leftovers]
        };
        let with_boxes = pools.iter().filter(|_| boxes > 0);
        // The ends of runs of protected cells that are not leftovers: where an option is.
        let ends = protected & !leftovers;
        for (pool, boxes) in (pools.iter().map(|&pool| (pool, 0)))
            .chain(with_boxes.map(|&pool| (pool & !box_cells, boxes)))
        {
            let counted = dominoes(pool);
            let (value, cover, claimed) = strategy(counted, boxes, first);
            if visit((safe + value, cover, claimed)) {
                return true;
            }
            let reserved = counted.4 | if boxes > 0 { box_cells } else { C::ZERO };
            if with_options {
                // Or the race with options besides, valued by the cells it weighs: the
                // safe moves with a cover of that value (less a cell for each domino with
                // a protected cell), which the cell bound reads alike.
                let near_boxes = if boxes > 0 {
                    self.previous_along(box_cells, !left) | self.next_along(box_cells, !left)
                } else {
                    C::ZERO
                };
                let options = self.options(open & !reserved & !near_boxes, ends, left);
                if options > 0 {
                    let (all, paired, one_line, mixed, _) = counted;
                    let weight = race_with_options(first, boxes, all - paired, paired, options)
                        .max(race_with_options(first, boxes, one_line, 0, options));
                    if visit((safe, weight.saturating_sub(mixed), 0)) {
                        return true;
                    }
                }
            }
            if first {
                // Or an option first, then the race moving second.
                let denied = self.option(empty, open & !reserved, reserved, ends, left);
                if denied > 0 {
                    let (value, cover, claimed) = strategy(counted, boxes, false);
                    if visit((safe + value, cover + denied, claimed)) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// The most open cells one **option** denies the opponent, 0 if there is none.
    ///
    /// An option is a `free` cell X (open, in no domino or box the race counts) next along the
    /// player's line to `ends`, the end cell p of a run of protected cells that is not its
    /// leftover. Playing the domino (X, p) instead of a safe move of the run keeps the player's
    /// moves: the run less p still holds as many safe moves, less one (a run of even length
    /// 2k leaves 2k - 1 cells, k - 1 dominoes; one of odd length with its leftover at the other
    /// end leaves an even run that holds as many dominoes with the leftover as it held without
    /// it, with the leftover in the race's domino, one fewer). The move fills X, which the
    /// opponent could cover, and each empty cell A next to X across the lines (not `reserved`
    /// for the race) whose other neighbour across is filled or off the board: X was A's only
    /// partner for the opponent, so A becomes protected. So an option denies 1 to 3 cells.
    fn option(&self, empty: C, free: C, reserved: C, ends: C, left: bool) -> u32 {
        let x = free & (self.next_along(ends, left) | self.previous_along(ends, left));
        if x == C::ZERO {
            return 0;
        }
        // The player's lines are the other player's across, and the other way round.
        let before = |m: C| self.previous_along(m, !left);
        let after = |m: C| self.next_along(m, !left);
        let a = empty & !reserved;
        let dead_before = x & before(a) & !before(before(empty));
        let dead_after = x & after(a) & !after(after(empty));
        if dead_before & dead_after != C::ZERO {
            3
        } else if (dead_before | dead_after) != C::ZERO {
            2
        } else {
            1
        }
    }

    /// How many **independent options** the player has (at most [`MAX_OPTIONS`]): cells X of
    /// `free` next along its line to `ends` (the ends of runs of protected cells that are not
    /// leftovers), no two of them next to each other across its lines, taken greedily in cell
    /// order. See [`Counter::option`] for what one option is; here each counts for its cell X
    /// alone, and no opponent domino covers two of them.
    fn options(&self, free: C, ends: C, left: bool) -> u32 {
        let mut rest = free & (self.next_along(ends, left) | self.previous_along(ends, left));
        let mut count = 0;
        while rest != C::ZERO && count < MAX_OPTIONS {
            let x = rest.lowest();
            rest = rest.without_lowest()
                & !(self.previous_along(x, !left) | self.next_along(x, !left));
            count += 1;
        }
        count
    }

    /// The protected cells the safe moves leave, one in each run of protected cells of odd
    /// length along the player's lines: the run's first cell when the cell before it is an
    /// `open` cell that the pairing of the open cells along the line leaves alone (the two
    /// then make a vulnerable domino), its last cell otherwise. `safe_cells` are the cells of
    /// the safe moves packed from the first cell of each run ([`Counter::pair_cells`]), which
    /// leave the last one.
    ///
    /// A run of odd length r holds (r - 1) / 2 disjoint dominoes whether its first or its
    /// last cell is left over, so the safe moves are as many either way; only the
    /// vulnerable dominoes the leftovers make with open cells change (Obsequi packs them
    /// so: on a sample of 7 x 8 positions this decided most of those its evaluation without
    /// safe options decides and ours did not).
    fn leftovers(&self, protected: C, safe_cells: C, open: C, left: bool) -> C {
        let lasts = protected & !safe_cells;
        let (step, first_line) = if left {
            (self.cols, self.row0)
        } else {
            (1, self.col0)
        };
        let after_protected = self.previous_along(protected, left);
        // The open cells and the leftovers of runs of one cell (nothing to choose there)
        // that their pairing along the line leaves alone.
        let fixed = open | (lasts & !after_protected & !self.next_along(protected, left));
        let lonely = fixed & !self.pair_cells(fixed, left).1;
        let after_lonely = self.previous_along(lonely, left);
        let mut out = lasts;
        // The last cells of runs of three or more (few).
        let mut rest = lasts & after_protected;
        while rest != C::ZERO {
            let last = rest.lowest();
            rest = rest.without_lowest();
            let mut first = last;
            while first & first_line == C::ZERO && (first >> step) & protected != C::ZERO {
                first = first >> step;
            }
            if first & after_lonely != C::ZERO {
                out = (out & !last) | first;
            }
        }
        out
    }

    /// The cells whose next cell along the player's lines is in `cells`.
    fn next_along(&self, cells: C, left: bool) -> C {
        if left {
            (cells >> self.cols) & self.not_last_row
        } else {
            (cells >> 1) & self.not_last_col
        }
    }

    /// The cells whose previous cell along the player's lines is in `cells`.
    fn previous_along(&self, cells: C, left: bool) -> C {
        if left {
            (cells << self.cols) & self.full
        } else {
            (cells << 1) & self.not_first_col
        }
    }

    /// The player's boxes, disjoint, and their cells: empty 2 x 2 squares walled (by filled
    /// cells or the board's edge) on at least one side across the player's lines (above or
    /// below for Right, left or right for Left; Bullock's protective areas).
    ///
    /// * **Claimed**, a box is worth two moves: the player plays the domino of the line away
    ///   from a wall, which walls in the other line (the wall on one side, its own domino on
    ///   the other), a safe move from then on.
    /// * **Spoiled.** An opponent domino touching a box lies across the player's lines, in one
    ///   of the box's two columns (rows), so either inside the box, which spoils it, or
    ///   *reaching out* of it on an open (unwalled) side, covering one box cell and the cell
    ///   just past it. A reach-out leaves the player the box's line by the wall, one cell of
    ///   it now walled on both sides and the other coverable only by the opponent domino
    ///   inside the box: a single vulnerable domino (it shares its spoiler with nothing). The
    ///   cell just past may lie in one counted vulnerable domino X, which the reach-out
    ///   spoils. So a reach-out turns (a box, X) into one single domino: with X single, what
    ///   spoiling the box leaves; with X paired, a paired domino traded for a single one; with
    ///   no X, one single domino more. The race is worth no less after either trade
    ///   (`the_race_prefers_single_dominoes_and_more_of_them`), so the race, which lets the
    ///   opponent spoil one box a move, never overcounts.
    /// * Boxes do not share cells, and no box has a cell just past another's open side, so
    ///   one opponent domino touches at most one box. Boxes walled on both sides (nothing
    ///   past) are taken first, then the others, greedily.
    pub fn boxes(&self, filled: C, left: bool) -> (u32, C) {
        let empty = !filled & self.full;
        let (cols, full) = (self.cols, self.full);
        let square = empty
            & (empty >> 1)
            & (empty >> cols)
            & (empty >> (cols + 1))
            & self.not_last_col
            & self.not_last_row;
        if square == C::ZERO {
            return (0, C::ZERO);
        }
        // Cells walled on the near side, and two cells on; `across`: the step across the
        // player's lines, `along`: the step along them (from a box's first line to its second).
        let (near, far, across, along) = if left {
            (
                (filled << 1) & self.not_first_col | self.col0,
                (filled >> 2) & !self.near_right | self.near_right,
                1,
                cols,
            )
        } else {
            (
                (filled << cols) & full | self.row0,
                (filled >> (2 * cols)) & !self.near_bottom | self.near_bottom,
                cols,
                1,
            )
        };
        let near_walled = near & (near >> along);
        let far_walled = far & (far >> along);
        let walled = square & (near_walled | far_walled);
        let two_walls = square & near_walled & far_walled;
        // Greedy packings of candidates taken in the order of the masks, each in cell order.
        let pack = |orders: &[C]| {
            let (mut count, mut cells, mut past_open) = (0, C::ZERO, C::ZERO);
            for &candidates in orders {
                let mut rest = candidates;
                while rest != C::ZERO {
                    let x = rest.lowest();
                    rest = rest.without_lowest();
                    let own = x | x << 1 | x << cols | x << (cols + 1);
                    if own & (cells | past_open) != C::ZERO {
                        continue;
                    }
                    // The two cells just past the open side, if one side is open.
                    let past = if two_walls & x != C::ZERO {
                        C::ZERO
                    } else if near_walled & x != C::ZERO {
                        x << (2 * across)
                    } else {
                        x >> across
                    };
                    let past = past | past << along;
                    if past & cells != C::ZERO {
                        continue;
                    }
                    count += 1;
                    cells |= own;
                    past_open |= past;
                }
            }
            (count, cells)
        };
        // Boxes walled on both sides first (nothing past them), or every box in cell order
        // (which packs a line of squares tightest: three boxes on a 6 x 2 strip walled on one
        // side where the first order may find two); the one with more boxes.
        let first = pack(&[two_walls, walled & !two_walls]);
        if two_walls == C::ZERO || two_walls == walled {
            return first;
        }
        let second = pack(&[walled]);
        if second.0 > first.0 { second } else { first }
    }

    /// The most moves the player can still make once the opponent's race has covered
    /// `covered` of the cells it could cover ([`Counter::guaranteed_parts`]): its potential,
    /// and half the cells it could cover (those with an empty neighbour along its lines; no
    /// others ever become coverable) less those.
    pub fn most_moves(&self, filled: C, left: bool, covered: u32) -> u32 {
        self.capacity(filled, left).most(covered, 0)
    }

    /// The player's potential and the number of cells it could cover, the two bounds of
    /// [`Counter::most_moves`] before the opponent's race.
    fn capacity(&self, filled: C, left: bool) -> Capacity {
        let empty = !filled & self.full;
        let coverable = empty & !self.protected(empty, !left);
        Capacity {
            potential: self.potential(filled, left),
            coverable: coverable.count_ones(),
        }
    }

    /// The outcome where move counts alone decide it, with Left to move if `left`: `Some(true)`
    /// when the player to move wins, `Some(false)` when it loses, `None` otherwise.
    ///
    /// * It wins when its guaranteed moves (moving first) exceed the most the opponent can
    ///   still make ([`Counter::most_moves`]) once its own guaranteed vulnerable moves are
    ///   made: it loses only at a turn after the opponent has made as many moves as it, and
    ///   by the opponent's g-th move its first g moves are on the board, the vulnerable ones
    ///   first, each covering two cells the opponent could have used.
    /// * It loses when the opponent's guaranteed moves (moving second) reach the most it can
    ///   make once those of the opponent's that are vulnerable are made: to survive it must
    ///   make one more move than the opponent surely makes.
    pub fn decided(&self, filled: C, left: bool) -> Option<bool> {
        if self.wins(filled, left) {
            Some(true)
        } else if self.loses(filled, left) {
            Some(false)
        } else {
            None
        }
    }

    /// The first test of [`Counter::decided`]: the player to move (Left if `left`) wins by
    /// its guaranteed moves.
    pub fn wins(&self, filled: C, left: bool) -> bool {
        self.wins_margin(filled, left) > 0
    }

    /// How near the first test of [`Counter::decided`] comes to holding: the most, over the
    /// player's race strategies, of its guaranteed moves less the most the opponent can then
    /// make. [`Counter::wins`] holds exactly when it is positive; the strategies are counted
    /// only until one makes it so.
    pub fn wins_margin(&self, filled: C, left: bool) -> i32 {
        // Any one of the player's race strategies will do, with what it takes and covers.
        let opponent = self.capacity(filled, !left);
        let mut best = i32::MIN;
        self.races(filled, left, true, true, |(g, cover, boxes)| {
            best = best.max(g as i32 - opponent.most(cover, boxes) as i32);
            best > 0
        });
        best
    }

    /// The second test of [`Counter::decided`]: the player to move (Left if `left`) loses by
    /// the opponent's guaranteed moves. The two tests never both hold (each is sound), so
    /// either may be asked alone.
    pub fn loses(&self, filled: C, left: bool) -> bool {
        let own = self.capacity(filled, left);
        self.races(filled, !left, false, true, |(g, cover, boxes)| {
            g >= own.most(cover, boxes)
        })
    }

    /// The empty cells of `filled` as the player's lines and the opponent's
    /// ([`Lines`]), on a board whose sides are at most [`MAX_LINES`].
    fn lines(&self, filled: C, left: bool) -> Lines {
        let empty = !filled & self.full;
        let mut rows = [0u64; MAX_LINES];
        for (r, row) in rows[..self.rows].iter_mut().enumerate() {
            *row = (empty >> (r * self.cols) & self.row0).to_u128() as u64;
        }
        Lines::new(&rows[..self.rows], self.cols, left)
    }

    /// The player's moves (from `moves`) as domino masks with an ordering score, written into
    /// `out` as (score, domino); returns how many. `out` holds one entry per cell of the
    /// board.
    ///
    /// The score is Bullock's (Obsequi's `score_move`): how much the move changes the
    /// difference of the two players' potentials and of their safe moves (the opponent's
    /// potential lost, less the player's own; the player's safe moves made, less the
    /// opponent's). It replaced a count of the slots the move spoils (opponent's twice, less
    /// its own), which misses that a slot spoiled in a run of odd length costs nothing: the
    /// search from Left's first move on 8 x 7 went from 44.6M positions to 0.26M, 7 x 8 from
    /// 15.6M to 2.2M, 8 x 8 from more than 20 minutes on one thread (unfinished) to 72 s.
    /// On **thin boards** (a side of at most 3) the slot count orders better and stays: with
    /// Bullock's score the search of 2 x 31 took 2.06M positions (7.0 s) instead of 0.16M
    /// (0.4 s), and `table outcome --rows 2 --max 40` 7.2 s instead of 0.9 s.
    pub fn ordered_moves(&self, filled: C, left: bool, moves: C, out: &mut [(i32, C)]) -> usize {
        let step = if left { self.cols } else { 1 };
        let thin = self.rows.min(self.cols) <= 3;
        // Each score needs only its own inputs (this runs at every node).
        let theirs = if thin {
            self.moves(filled, !left)
        } else {
            C::ZERO
        };
        let lines = (!thin).then(|| self.lines(filled, left));
        let mut count = 0;
        let mut rest = moves;
        while rest != C::ZERO {
            let i = rest.trailing_zeros() as usize;
            rest = rest.without_lowest();
            let domino = C::bit(i) | C::bit(i + step);
            let score = match &lines {
                // Bullock's score, from the lines the move touches.
                Some(lines) => {
                    let (r, c) = (i / self.cols, i % self.cols);
                    if left {
                        lines.score(c, r)
                    } else {
                        lines.score(r, c)
                    }
                }
                None => {
                    // An opponent slot starting at a cell of the domino or one step before it
                    // (left for horizontal slots, up for vertical ones), and the player's own
                    // slots overlapping it (starting one step before or at its second cell).
                    let their_step = if left { 1 } else { self.cols };
                    let spoiled = (theirs & (domino | domino >> their_step)).count_ones() as i32;
                    let own = (moves & (C::bit(i) >> step | C::bit(i + step))).count_ones() as i32;
                    2 * spoiled - own
                }
            };
            out[count] = (score, domino);
            count += 1;
        }
        count
    }
}
