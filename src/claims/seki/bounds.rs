//! Every Seki claim's quick and deep bounds, as data (issue 14, item 3).
//!
//! A check reads its bound here at the depth it runs ([`Depths::at`]) and types none itself,
//! so what each claim covers in `cargo test` and in `cgcheck verify --deep` is read in one
//! place. The constructors refuse, at compile time, a deep bound that does not cover the
//! quick one: a deep record must check at least what `cargo test` checks. A list of shapes
//! is compared shape by shape: every quick m x n of height h needs a deep m x n of height at
//! least h.
//!
//! A shape (m, n, h) means every m x n matrix with entries at most h ("of height <= h").
//! The report prints the bounds from these values (`support::shape_bound`), never from
//! text typed beside them.

use crate::claims::drivers::Depths;

/// Shapes (m, n, h): every m x n matrix of height <= h.
pub type Shapes = &'static [(usize, usize, u32)];

/// Whether every quick shape has a deep shape of the same m x n at least as high.
const fn covers(quick: Shapes, deep: Shapes) -> bool {
    let mut i = 0;
    while i < quick.len() {
        let (m, n, h) = quick[i];
        let mut found = false;
        let mut j = 0;
        while j < deep.len() {
            let (dm, dn, dh) = deep[j];
            if dm == m && dn == n && dh >= h {
                found = true;
            }
            j += 1;
        }
        if !found {
            return false;
        }
        i += 1;
    }
    true
}

/// Shapes at each depth; in a `const`, a deep list that does not cover the quick one is a
/// compile error.
pub const fn shapes(quick: Shapes, deep: Shapes) -> Depths<Shapes> {
    assert!(
        covers(quick, deep),
        "every quick shape needs a deep shape of the same size at least as high"
    );
    Depths { quick, deep }
}

macro_rules! growing {
    ($($(#[$doc:meta])* $name:ident: $t:ty;)*) => {$(
        $(#[$doc])*
        /// In a `const`, a deep value below the quick one is a compile error.
        pub const fn $name(quick: $t, deep: $t) -> Depths<$t> {
            assert!(quick <= deep, "a deep bound must not be below the quick one");
            Depths { quick, deep }
        }
    )*};
}

growing! {
    /// A largest matrix size n, or a number of listed items checked.
    sizes: usize;
    /// A largest entry (height), line sum or parameter of the matrices.
    heights: u32;
    /// Plies searched.
    plies: u8;
}

// --- Worked examples (`small`) -------------------------------------------------------------

/// SEKI-1x1: the 1 x 1 matrices (a), a up to this.
pub const ONE_BY_ONE: Depths<u32> = heights(15, 15);
/// SEKI-1x1: the 1 x n and n x 1 matrices.
pub const ONE_BY_N: Depths<Shapes> = shapes(
    &[
        (1, 2, 6),
        (1, 3, 5),
        (1, 4, 4),
        (2, 1, 6),
        (3, 1, 5),
        (4, 1, 4),
    ],
    &[
        (1, 2, 15),
        (1, 3, 10),
        (1, 4, 8),
        (1, 5, 6),
        (1, 6, 4),
        (2, 1, 15),
        (3, 1, 10),
        (4, 1, 8),
        (5, 1, 6),
        (6, 1, 4),
    ],
);
/// SEKI-2x2-CSM: every 2 x 2 matrix of height at most this.
pub const TWO_BY_TWO_CSM: Depths<u32> = heights(12, 15);
/// SEKI-1.3: the n x n examples, n from 3 up to this.
pub const SECTION_1_3: Depths<usize> = sizes(5, 7);
/// SEKI-4-1k: the matrices (1 k; k k), k up to this.
pub const SECTION_4_1K: Depths<u32> = heights(12, 15);
/// SEKI-2x2-magic: the 2 x 2 magic squares of sum up to this.
pub const TWO_BY_TWO_MAGIC_SUM: Depths<u32> = heights(15, 15);
/// SEKI-2x2-magic: every 2 x 2 matrix of height at most this, for the semi-CSM.
pub const TWO_BY_TWO_MAGIC: Depths<u32> = heights(12, 15);
/// SEKI-1.9.1: how many of the four stored certificates (both matrices, either player first)
/// are checked.
pub const SECTION_1_9_1_CERTIFICATES: Depths<usize> = sizes(2, 4);
/// SEKI-1.9.1: how many matrices of the printed line are solved, counted from its end (the
/// first is as hard as the example itself).
pub const SECTION_1_9_1_LINE: Depths<usize> = sizes(2, 3);

// --- Universal claims (`general`, `seki_i`) ------------------------------------------------

/// The shapes every universal Seki claim is checked on (SEKI-C2 to C6, S-strict, ...): in deep
/// mode the paper's six computation ranges (section 1.7: 3x3 of height <= 10, 4x4 <= 3, 5x5
/// <= 2, 3x4 <= 6, 3x5 <= 4, 4x5 <= 2), past them 4x4 of height <= 4 (the frontier SEKI-Conj2
/// settles; its sweep also serves that claim's census) and the thin shapes, each swept class
/// by class (`support::sweep`). The other frontier shapes (3x4 <= 7, 3x5 <= 5, 4x5 <= 3, 0.4
/// to 0.7 billion classes each) would not fit one process's sweeps beside these.
pub const UNIVERSAL: Depths<Shapes> = shapes(
    &[
        (1, 2, 4),
        (2, 1, 4),
        (2, 2, 8),
        (2, 3, 4),
        (3, 2, 4),
        (3, 3, 4),
        (2, 4, 3),
        (3, 4, 2),
    ],
    &[
        (1, 2, 8),
        (2, 1, 8),
        (2, 2, 15),
        (2, 3, 7),
        (3, 2, 7),
        (3, 3, 10),
        (2, 4, 5),
        (3, 4, 6),
        (3, 5, 4),
        (4, 4, 4),
        (4, 5, 2),
        (5, 5, 2),
    ],
);
/// The shapes the universal Seki-I claims (SEKI-C17, SEKI-Conj4, ...) are checked on: in deep
/// mode the Seki-I catalogues (3x3 of height <= 10, 4x4 <= 3) and past them 4x4 of height
/// <= 4, each swept class by class.
pub const SEKI_I_UNIVERSAL: Depths<Shapes> = shapes(
    &[
        (1, 1, 15),
        (1, 2, 4),
        (2, 1, 4),
        (2, 2, 8),
        (2, 3, 4),
        (3, 2, 4),
        (3, 3, 4),
        (3, 4, 2),
        (4, 4, 1),
    ],
    &[
        (1, 1, 15),
        (1, 2, 15),
        (2, 1, 15),
        (1, 3, 6),
        (3, 1, 6),
        (2, 2, 15),
        (2, 3, 7),
        (3, 2, 7),
        (3, 3, 10),
        (3, 4, 3),
        (4, 4, 4),
        (4, 5, 1),
        (5, 5, 1),
    ],
);
/// SEKI-C1 and SEKI-10-C1 (direct sums): the shapes of each part.
pub const SUM_PARTS: Depths<Shapes> = shapes(
    &[(1, 1, 3), (1, 2, 2), (2, 1, 2), (2, 2, 2)],
    &[
        (1, 1, 4),
        (1, 2, 3),
        (2, 1, 3),
        (2, 2, 3),
        (1, 3, 2),
        (3, 1, 2),
    ],
);
/// SEKI-5.1 and SEKI-C8: the 2 x n matrices.
pub const TWO_BY_N: Depths<Shapes> = shapes(
    &[(2, 2, 8), (2, 3, 4), (2, 4, 3)],
    &[(2, 2, 15), (2, 3, 7), (2, 4, 5), (2, 5, 3)],
);
/// SEKI-C10: every 2 x 2 matrix of height at most this.
pub const CLAIM_10: Depths<u32> = heights(12, 15);
/// SEKI-C11: every 2 x 2 matrix of height at most this.
pub const CLAIM_11: Depths<u32> = heights(12, 15);
/// SEKI-C12: every 2 x 2 matrix of height at most this.
pub const CLAIM_12: Depths<u32> = heights(12, 15);
/// SEKI-C14, on (0,1,2) matrices.
pub const CLAIM_14: Depths<Shapes> = shapes(
    &[(2, 2, 2), (2, 3, 2), (3, 2, 2), (3, 3, 2), (3, 4, 2)],
    &[
        (2, 2, 2),
        (2, 3, 2),
        (3, 2, 2),
        (3, 3, 2),
        (3, 4, 2),
        (4, 3, 2),
        (4, 4, 2),
    ],
);
/// SEKI-C18: the (0,1) n x n matrices, n up to this.
pub const CLAIM_18: Depths<usize> = sizes(4, 5);
/// SEKI-C19: the (0,1) m x n matrices, m and n up to this.
pub const CLAIM_19: Depths<usize> = sizes(4, 5);
/// SEKI-C20: the n x n 2-cycles, n from 3 up to this.
pub const CLAIM_20: Depths<usize> = sizes(5, 8);
/// SEKI-C21: direct sums of the pieces up to this size.
pub const CLAIM_21: Depths<usize> = sizes(5, 8);

// --- Structure (`structure`) ---------------------------------------------------------------

/// SEKI-C13: the (0,1,2) n x n matrices, n up to this.
pub const CLAIM_13: Depths<usize> = sizes(4, 4);
/// SEKI-C15: the (0,1) m x n matrices, m and n up to 4, in deep mode also 5 x 5, 4 x 5,
/// 5 x 4, 5 x 6 and 4 x 6.
pub const CLAIM_15: Depths<Shapes> = shapes(
    &[
        (1, 1, 1),
        (1, 2, 1),
        (1, 3, 1),
        (1, 4, 1),
        (2, 1, 1),
        (2, 2, 1),
        (2, 3, 1),
        (2, 4, 1),
        (3, 1, 1),
        (3, 2, 1),
        (3, 3, 1),
        (3, 4, 1),
        (4, 1, 1),
        (4, 2, 1),
        (4, 3, 1),
        (4, 4, 1),
    ],
    &[
        (1, 1, 1),
        (1, 2, 1),
        (1, 3, 1),
        (1, 4, 1),
        (2, 1, 1),
        (2, 2, 1),
        (2, 3, 1),
        (2, 4, 1),
        (3, 1, 1),
        (3, 2, 1),
        (3, 3, 1),
        (3, 4, 1),
        (4, 1, 1),
        (4, 2, 1),
        (4, 3, 1),
        (4, 4, 1),
        (5, 5, 1),
        (4, 5, 1),
        (5, 4, 1),
        (5, 6, 1),
        (4, 6, 1),
    ],
);
/// SEKI-Conj3 (and the (0,1,2) part of Conjecture 1's "square"): the (0,1,2) m x n
/// matrices, m and n up to 4, in deep mode also 4 x 5 and 5 x 4.
pub const CONJECTURE_3: Depths<Shapes> = shapes(
    &[
        (1, 1, 2),
        (1, 2, 2),
        (1, 3, 2),
        (1, 4, 2),
        (2, 1, 2),
        (2, 2, 2),
        (2, 3, 2),
        (2, 4, 2),
        (3, 1, 2),
        (3, 2, 2),
        (3, 3, 2),
        (3, 4, 2),
        (4, 1, 2),
        (4, 2, 2),
        (4, 3, 2),
        (4, 4, 2),
    ],
    &[
        (1, 1, 2),
        (1, 2, 2),
        (1, 3, 2),
        (1, 4, 2),
        (2, 1, 2),
        (2, 2, 2),
        (2, 3, 2),
        (2, 4, 2),
        (3, 1, 2),
        (3, 2, 2),
        (3, 3, 2),
        (3, 4, 2),
        (4, 1, 2),
        (4, 2, 2),
        (4, 3, 2),
        (4, 4, 2),
        (4, 5, 2),
        (5, 4, 2),
    ],
);
/// SEKI-9-ext: the 3 x 3 CSMs of height at most this.
pub const SECTION_9_EXT: Depths<u32> = heights(3, 5);
/// SEKI-C16: the sequences' n x n terms, n up to this.
pub const CLAIM_16: Depths<usize> = sizes(5, 6);
/// SEKI-Conj1: the non-square shapes enumerated (stored censuses add to the deep run).
pub const CONJECTURE_1: Depths<Shapes> = shapes(
    &[(2, 3, 6), (2, 4, 4), (3, 4, 2), (2, 5, 3)],
    &[
        (2, 3, 12),
        (2, 4, 7),
        (2, 5, 5),
        (3, 4, 6),
        (3, 5, 4),
        (4, 5, 2),
    ],
);
/// SEKI-Conj2: the 3 x 3 CSMs of height at most this.
pub const CONJECTURE_2_3X3: Depths<u32> = heights(5, 12);
/// SEKI-Conj2: the Claim 16 sequence's n x n terms, n from 3 up to this.
pub const CONJECTURE_2_SEQUENCE: Depths<usize> = sizes(5, 6);

// --- Catalogues (`catalogues`) and engines (`engines`) --------------------------------------

/// SEKI-1.7.1, -1.7.2, -1.7.3, -3-3x3-types and -8-4x4: the 3 x 3 catalogue they read, of
/// height at most this (one enumeration, shared).
pub const CATALOGUE_3X3: Depths<u32> = heights(5, 10);
/// SEKI-1.8 (and its readings): how many listed matrices have their types re-solved.
pub const SECTION_1_8_LISTED: Depths<usize> = sizes(1, usize::MAX);
/// SEKI-1.8-nonmagic: how many listed matrices have their types re-solved.
pub const SECTION_1_8_NONMAGIC: Depths<usize> = sizes(2, 5);
/// SEKI-1.10: the generalised engine against the matrix solver on these shapes.
pub const SECTION_1_10: Depths<Shapes> = shapes(
    &[(2, 2, 3), (2, 3, 2), (3, 3, 1)],
    &[(2, 2, 5), (2, 3, 3), (3, 3, 2)],
);

// --- Remarks (`remarks`) and the audit (`audit`) -------------------------------------------

/// SEKI-9-bound: the CSMs of these shapes.
pub const SECTION_9_BOUND: Depths<Shapes> = shapes(
    &[(1, 1, 2), (2, 2, 4), (3, 3, 3)],
    &[(1, 1, 2), (2, 2, 4), (3, 3, 5)],
);
/// SEKI-3-LL (every one-move reduction of a CSM) and SEKI-10-subset (Seki-I CSMs among
/// Seki CSMs).
pub const REDUCTIONS: Depths<Shapes> = shapes(
    &[(1, 1, 6), (1, 2, 4), (2, 2, 6), (2, 3, 3), (3, 3, 2)],
    &[
        (1, 1, 12),
        (1, 2, 8),
        (2, 2, 10),
        (2, 3, 5),
        (3, 3, 4),
        (3, 4, 2),
    ],
);
/// SEKI-5.1-mn: the non-square shapes.
pub const SECTION_5_1_MN: Depths<Shapes> = shapes(
    &[(1, 2, 8), (1, 3, 6), (2, 3, 4), (2, 4, 3), (3, 4, 2)],
    &[
        (1, 2, 15),
        (1, 3, 10),
        (2, 3, 7),
        (2, 4, 4),
        (3, 4, 3),
        (3, 5, 2),
    ],
);
/// SEKI-1.5-s1: the n x n permutation matrices, n up to this.
pub const SECTION_1_5_S1: Depths<usize> = sizes(6, 7);
/// SEKI-11.4-Q: the non-square shapes.
pub const SECTION_11_4_Q: Depths<Shapes> = shapes(
    &[(1, 2, 4), (1, 3, 3), (2, 3, 2)],
    &[(1, 2, 8), (1, 3, 5), (2, 3, 3), (2, 4, 2)],
);
/// SEKI-5.3-open: every seki of these shapes.
pub const COMPLETION: Depths<Shapes> = shapes(
    &[(1, 1, 6), (2, 2, 6), (3, 3, 4)],
    &[(1, 1, 12), (2, 2, 12), (3, 3, 6), (4, 4, 2)],
);
/// SEKI-C16-moves: the sequences' n x n terms, n up to this.
pub const CLAIM_16_MOVES: Depths<usize> = sizes(5, 8);
/// SEKI-C16-moves: how many plies past the stated bound the search goes to measure the
/// exceptions.
pub const CLAIM_16_MOVES_EXTRA: Depths<u8> = plies(4, 6);
/// SEKI-C16-moves: the proof search's node budget per move.
pub const CLAIM_16_MOVES_BUDGET: Depths<u64> = Depths::new(3_000_000, 30_000_000);

/// SEKI-C8-proof: the 2 x n matrices, n > 2, C's strategy of Claim 8's proof is tried on
/// (for n = 2 the proof itself allows a seki).
pub const CLAIM_8_STRATEGY: Depths<Shapes> = shapes(&[(2, 3, 3)], &[(2, 3, 5), (2, 4, 3)]);
