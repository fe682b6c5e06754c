//! Sets of cells as machine words, for the optimized outcome solver: `u64` for boards of up
//! to 64 cells (every board up to 8 x 8, and the fastest), `u128` for boards of up to 128
//! (thin boards such as 2 x 40 and 3 x 40, issue 20). The solver ([`super::outcome`]) and its
//! move counts ([`super::counts`]) are written once over [`Cells`] and compiled for each
//! width, so the 64-bit search pays nothing for the wider one.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr};

/// A set of cells (bit i: cell i, numbered row by row) in one unsigned machine word: the
/// operations the solver uses, each the integer type's own.
pub trait Cells:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// No cell.
    const ZERO: Self;
    /// Cell 0.
    const ONE: Self;
    /// Every bit set.
    const MAX: Self;
    /// Bits in the word: the most cells a board of this width may have.
    const BITS: usize;

    /// A buffer of one (score, domino) entry per cell, for a node's moves (a player
    /// has at most one move per first cell). Its length is `BITS`: a node of the search
    /// zeroes it, so the 64-bit solver does not pay for the 128 entries of the wider one.
    type Moves: AsMut<[(i32, Self)]>;

    /// The word of the transposition table's slots for positions of this width (keys of
    /// up to `BITS` bits are stored exactly, see [`super::table`]).
    type Slot: super::table::Word;

    /// A zeroed [`Cells::Moves`].
    fn move_buffer() -> Self::Moves;

    /// Number of cells in the set.
    fn count_ones(self) -> u32;
    /// Index of the lowest cell (`BITS` for the empty set).
    fn trailing_zeros(self) -> u32;
    /// The set with its lowest cell removed (the empty set stays empty).
    fn without_lowest(self) -> Self;
    /// The lowest cell alone (the empty set stays empty).
    fn lowest(self) -> Self;
    /// The bits in reverse order (bit i to bit `BITS - 1 - i`).
    fn reverse_bits(self) -> Self;
    /// The set as a 128-bit word (the table's keys).
    fn to_u128(self) -> u128;

    /// Cell `i` alone (`i < BITS`).
    fn bit(i: usize) -> Self {
        Self::ONE << i
    }

    /// The cells 0..n (`n <= BITS`; every bit for `n == BITS`).
    fn low(n: usize) -> Self {
        if n >= Self::BITS {
            Self::MAX
        } else {
            (Self::ONE << n).minus_one()
        }
    }

    /// The word less one, wrapping (for [`Cells::low`]).
    fn minus_one(self) -> Self;
}

macro_rules! cells_for {
    ($t:ty, $bits:literal) => {
        impl Cells for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MAX: Self = <$t>::MAX;
            const BITS: usize = $bits;
            type Moves = [(i32, $t); $bits];
            type Slot = $t;

            #[inline]
            fn move_buffer() -> Self::Moves {
                [(0, 0); $bits]
            }

            #[inline]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline]
            fn reverse_bits(self) -> Self {
                <$t>::reverse_bits(self)
            }
            #[inline]
            fn to_u128(self) -> u128 {
                u128::from(self)
            }
            #[inline]
            fn minus_one(self) -> Self {
                self.wrapping_sub(1)
            }
        }
    };
}

cells_for!(u64, 64);
cells_for!(u128, 128);
