//! The rules of Seki and Seki-I (section 1, section 10) and the nine types of section 3.

use super::Matrix;
use crate::core::Wdl;
use serde::Serialize;
use std::fmt;

/// Which game: Seki (a move that zeroes a row and a column at once wins for the mover) or
/// Seki-I (such a move draws).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Variant {
    /// The game of the paper's sections 1-9 (motivated by GO).
    Seki,
    /// The variant of section 10.
    SekiI,
}

impl Variant {
    /// Both variants.
    pub const ALL: [Variant; 2] = [Variant::Seki, Variant::SekiI];

    /// `seki` or `seki-i`, as the CLI spells it.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Seki => "seki",
            Variant::SekiI => "seki-i",
        }
    }
}

/// The two players: R wants a zero row, C a zero column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Player {
    /// The row player (Black in GO).
    R,
    /// The column player (White in GO).
    C,
}

impl Player {
    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::R => Player::C,
            Player::C => Player::R,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::R => "R",
            Player::C => "C",
        })
    }
}

/// What an active move at (i, j) by `mover` leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The game goes on from this matrix with the opponent to move.
    Continue(Matrix),
    /// The game is over; the result seen by the mover.
    Over(Wdl),
}

/// The result, seen by `mover`, of a matrix that has just appeared after `mover`'s move, or
/// `None` if it has no zero line and play goes on (section 1; section 10 for Seki-I).
pub fn terminal(a: &Matrix, mover: Player, variant: Variant) -> Option<Wdl> {
    let zr = a.has_zero_row();
    let zc = a.has_zero_col();
    let winner = match (zr, zc) {
        (false, false) => return None,
        (true, true) => match variant {
            Variant::Seki => mover,
            Variant::SekiI => return Some(Wdl::Draw),
        },
        (true, false) => Player::R,
        (false, true) => Player::C,
    };
    Some(if winner == mover { Wdl::Win } else { Wdl::Loss })
}

/// Reduces a_{i,j} by 1 for `mover` and says whether the game goes on.
///
/// # Panics
/// If a_{i,j} is 0 (not a legal move).
pub fn play(a: &Matrix, mover: Player, i: usize, j: usize, variant: Variant) -> Step {
    assert!(a.get(i, j) > 0, "a move must reduce a positive entry");
    let b = a.reduced(i, j);
    match terminal(&b, mover, variant) {
        Some(r) => Step::Over(r),
        None => Step::Continue(b),
    }
}

/// The positive entries (i, j): the active moves, the same for both players.
pub fn active_moves(a: &Matrix) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    for i in 0..a.rows() {
        for j in 0..a.cols() {
            if a.get(i, j) > 0 {
                v.push((i, j));
            }
        }
    }
    v
}

/// One player's column of the section 3 classification, refined: W (a winning move), D' (no
/// winning move but an active move that draws), L' (every active move loses; passing may
/// still draw).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Refined {
    /// Every active move loses.
    LPrime,
    /// Best active move draws.
    DPrime,
    /// Some active move wins.
    W,
}

impl Refined {
    /// From the value of the mover's best active move.
    pub fn from_best_active(v: Wdl) -> Refined {
        match v {
            Wdl::Win => Refined::W,
            Wdl::Draw => Refined::DPrime,
            Wdl::Loss => Refined::LPrime,
        }
    }

    /// The paper's spelling: W, D' or L'.
    pub fn symbol(self) -> &'static str {
        match self {
            Refined::W => "W",
            Refined::DPrime => "D'",
            Refined::LPrime => "L'",
        }
    }
}

/// The type of a matrix (section 3): what each player gets moving first, and the refined
/// D'/L' types from each player's best active move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct SekiType {
    /// R moves first: R's result (W, D or L).
    pub r_first: Wdl,
    /// C moves first: C's result (W, D or L).
    pub c_first: Wdl,
    /// R moves first: R's best active move.
    pub r_refined: Refined,
    /// C moves first: C's best active move.
    pub c_refined: Refined,
}

impl SekiType {
    /// The type from the values of each player's best active move in a position where the
    /// previous player did not pass: moving first, a player may also pass, and then the
    /// opponent may pass back (a draw) or play their best active move.
    pub fn from_best_active(r_act: Wdl, c_act: Wdl) -> SekiType {
        SekiType {
            r_first: first_player_value(r_act, c_act),
            c_first: first_player_value(c_act, r_act),
            r_refined: Refined::from_best_active(r_act),
            c_refined: Refined::from_best_active(c_act),
        }
    }

    /// A seki: neither player wins, whoever begins: type (D, D).
    pub fn is_seki(&self) -> bool {
        self.r_first == Wdl::Draw && self.c_first == Wdl::Draw
    }

    /// A complete seki matrix: type (L', L') (which implies (D, D)).
    pub fn is_csm(&self) -> bool {
        self.r_refined == Refined::LPrime && self.c_refined == Refined::LPrime
    }

    /// A semi-complete seki: (D', L') or (L', D').
    pub fn is_semi_csm(&self) -> bool {
        matches!(
            (self.r_refined, self.c_refined),
            (Refined::DPrime, Refined::LPrime) | (Refined::LPrime, Refined::DPrime)
        )
    }

    /// The first player wins, whoever it is: (W, W).
    pub fn first_player_wins(&self) -> bool {
        self.r_first == Wdl::Win && self.c_first == Wdl::Win
    }

    /// The coarse type "(W,D)" of section 3.
    pub fn coarse(&self) -> String {
        format!("({},{})", self.r_first.letter(), self.c_first.letter())
    }

    /// The refined type "(D',L')" of section 3.
    pub fn refined(&self) -> String {
        format!("({},{})", self.r_refined.symbol(), self.c_refined.symbol())
    }

    /// The type with the roles of R and C exchanged (the type of the transpose).
    pub fn swapped(&self) -> SekiType {
        SekiType {
            r_first: self.c_first,
            c_first: self.r_first,
            r_refined: self.c_refined,
            c_refined: self.r_refined,
        }
    }
}

/// The first player's value when its best active move is worth `own_act` and the
/// opponent's would be worth `other_act`: the better of moving, and of passing (after which
/// the opponent draws by passing back or plays its best active move).
pub fn first_player_value(own_act: Wdl, other_act: Wdl) -> Wdl {
    let pass = other_act.max(Wdl::Draw).flip();
    own_act.max(pass)
}

/// How a finished matrix (one with a zero row or a zero column) was decided: the game is over
/// and no move is played from it (section 1; section 10 for Seki-I).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finished {
    /// Only rows are zero: R has won, whoever made the last move.
    RowZero(usize),
    /// Only columns are zero: C has won.
    ColZero(usize),
    /// A row and a column are zero: the last mover has won in Seki; a draw in Seki-I.
    Both(usize, usize),
}

impl Finished {
    /// The first zero row and zero column of `a`, or `None` if play goes on.
    pub fn of(a: &Matrix) -> Option<Finished> {
        let row = (0..a.rows()).find(|&i| a.row(i).iter().all(|&x| x == 0));
        let col = (0..a.cols()).find(|&j| (0..a.rows()).all(|i| a.get(i, j) == 0));
        match (row, col) {
            (None, None) => None,
            (Some(i), None) => Some(Finished::RowZero(i)),
            (None, Some(j)) => Some(Finished::ColZero(j)),
            (Some(i), Some(j)) => Some(Finished::Both(i, j)),
        }
    }

    /// The result for R and for C when `last` made the last move, by [`terminal`] (the same
    /// rule the reference solver applies).
    pub fn result(a: &Matrix, last: Player, variant: Variant) -> Option<(Wdl, Wdl)> {
        let v = terminal(a, last, variant)?;
        Some(if last == Player::R {
            (v, v.flip())
        } else {
            (v.flip(), v)
        })
    }

    /// One sentence: why the game is over and who has won.
    pub fn describe(self, variant: Variant) -> String {
        match (self, variant) {
            (Finished::RowZero(i), _) => {
                format!(
                    "row {} is all zero: the game is already over, R has won",
                    i + 1
                )
            }
            (Finished::ColZero(j), _) => {
                format!(
                    "column {} is all zero: the game is already over, C has won",
                    j + 1
                )
            }
            (Finished::Both(i, j), Variant::Seki) => format!(
                "row {} and column {} are all zero: the game is already over, won by the player who made the last move",
                i + 1,
                j + 1
            ),
            (Finished::Both(i, j), Variant::SekiI) => format!(
                "row {} and column {} are all zero: the game is already over, a draw (Seki-I)",
                i + 1,
                j + 1
            ),
        }
    }

    /// The winner whoever made the last move (`None`: a draw, or the last mover in Seki).
    pub fn winner(self) -> Option<Player> {
        match self {
            Finished::RowZero(_) => Some(Player::R),
            Finished::ColZero(_) => Some(Player::C),
            Finished::Both(..) => None,
        }
    }
}
