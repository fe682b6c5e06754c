//! Game traits: the rules of a game as the papers define them, with no solving strategy.

use super::outcome::Wdl;
use std::hash::Hash;

/// An impartial game under normal play (both players have the same moves; the player who
/// cannot move loses). Every play must be finite: `moves` may never lead back to a position.
pub trait ImpartialGame {
    /// A position of the game.
    type Position: Clone + Eq + Hash;

    /// Every position reachable in one move.
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// A finite two-player game that may end in a draw. Positions carry whose turn it is.
pub trait DrawGame {
    /// A position of the game, including the player to move.
    type Position: Clone + Eq + Hash;

    /// `Some(result for the player to move)` when the game is over, `None` otherwise.
    fn terminal(&self, position: &Self::Position) -> Option<Wdl>;

    /// Every position reachable in one move (only asked of non-terminal positions).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// A partizan game under normal play: Left and Right have different moves.
pub trait PartizanGame {
    /// A position of the game (without the player to move).
    type Position: Clone + Eq + Hash;

    /// Positions Left can move to.
    fn left_moves(&self, position: &Self::Position) -> Vec<Self::Position>;

    /// Positions Right can move to.
    fn right_moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}
