//! Outcome types shared by every game family.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Result of a game with draws, seen by the player to move (win, draw or loss).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Wdl {
    /// The player to move loses with best play.
    Loss,
    /// Neither player can force a win.
    Draw,
    /// The player to move wins with best play.
    Win,
}

impl Wdl {
    /// The same result seen by the other player.
    pub fn flip(self) -> Wdl {
        match self {
            Wdl::Win => Wdl::Loss,
            Wdl::Draw => Wdl::Draw,
            Wdl::Loss => Wdl::Win,
        }
    }

    /// One-letter form used in tables: W, D or L.
    pub fn letter(self) -> char {
        match self {
            Wdl::Win => 'W',
            Wdl::Draw => 'D',
            Wdl::Loss => 'L',
        }
    }
}

impl fmt::Display for Wdl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let word = match self {
            Wdl::Win => "win",
            Wdl::Draw => "draw",
            Wdl::Loss => "loss",
        };
        f.write_str(word)
    }
}

/// The four outcome classes of normal-play combinatorial game theory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OutcomeClass {
    /// The next player (whoever moves first) wins.
    N,
    /// The previous player (the second to move) wins.
    P,
    /// Left wins whoever starts.
    L,
    /// Right wins whoever starts.
    R,
}

impl OutcomeClass {
    /// The class from who wins when moving first.
    pub fn from_first_player_wins(left_first_wins: bool, right_first_wins: bool) -> Self {
        match (left_first_wins, right_first_wins) {
            (true, true) => OutcomeClass::N,
            (false, false) => OutcomeClass::P,
            (true, false) => OutcomeClass::L,
            (false, true) => OutcomeClass::R,
        }
    }

    /// The class of the same game with the roles of Left and Right exchanged.
    pub fn swap_players(self) -> Self {
        match self {
            OutcomeClass::L => OutcomeClass::R,
            OutcomeClass::R => OutcomeClass::L,
            other => other,
        }
    }
}

impl fmt::Display for OutcomeClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:?}")
    }
}

/// A Sprague-Grundy value (nimber).
pub type Grundy = u32;

/// The minimum excludant: the least non-negative integer not among `values`.
pub fn mex(values: impl IntoIterator<Item = Grundy>) -> Grundy {
    let mut seen: Vec<Grundy> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    let mut m = 0;
    for v in seen {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}
