//! Every Seki claim's quick and deep bounds, as data: `registry/seki/bounds.toml`, read once.
//!
//! A check reads its bound here at the depth it runs ([`Depths::at`], or [`Depths::get`] for
//! a list of shapes) and types none itself, so what each claim covers in `cargo test` and in
//! `cgcheck verify --deep` is read in one place, each bound described beside its values.
//! Reading refuses a deep bound that does not cover the quick one (a deep record must check
//! at least what `cargo test` checks), an unknown name and a missing one. A list of shapes is
//! compared shape by shape: every quick m x n of height h needs a deep m x n of height at
//! least h.
//!
//! A shape (m, n, h) means every m x n matrix with entries at most h ("of height <= h").
//! The report prints the bounds from these values (`support::shape_bound`), never from
//! text typed beside them.

use crate::claims::drivers::Depths;
use serde::{Deserialize, Deserializer};
use std::sync::OnceLock;

/// A shape (m, n, h): every m x n matrix of height <= h.
pub type Shape = (usize, usize, u32);

/// The bounds, parsed once from `registry/seki/bounds.toml` (compiled in; a test reads them).
pub fn get() -> &'static Bounds {
    static BOUNDS: OnceLock<Bounds> = OnceLock::new();
    BOUNDS.get_or_init(|| {
        toml::from_str(include_str!("../../../registry/seki/bounds.toml"))
            .unwrap_or_else(|e| panic!("registry/seki/bounds.toml: {e}"))
    })
}

/// A deep bound covers a quick one: it is no less, or, for shapes, each quick shape has a
/// deep shape of its size at least as high.
pub trait Covers {
    /// Whether `self`, the deep bound, covers `quick`.
    fn covers(&self, quick: &Self) -> bool;
}

macro_rules! covers_by_order {
    ($($t:ty),*) => {$(
        impl Covers for $t {
            fn covers(&self, quick: &Self) -> bool {
                self >= quick
            }
        }
    )*};
}
covers_by_order!(u8, u32, u64, usize);

impl Covers for Vec<Shape> {
    fn covers(&self, quick: &Self) -> bool {
        quick.iter().all(|&(m, n, h)| {
            self.iter()
                .any(|&(dm, dn, dh)| (dm, dn) == (m, n) && dh >= h)
        })
    }
}

impl<'de, T: Deserialize<'de> + Covers> Deserialize<'de> for Depths<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Text<T> {
            quick: T,
            deep: T,
        }
        let Text { quick, deep } = Text::<T>::deserialize(d)?;
        if !deep.covers(&quick) {
            return Err(serde::de::Error::custom(
                "the deep bound does not cover the quick one",
            ));
        }
        Ok(Depths { quick, deep })
    }
}

/// The bounds, by the claims that read them (the file describes each).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bounds {
    /// SEKI-1x1: the 1 x 1 matrices (a), a up to this.
    pub one_by_one: Depths<u32>,
    /// SEKI-1x1: the 1 x n and n x 1 matrices.
    pub one_by_n: Depths<Vec<Shape>>,
    /// SEKI-2x2-CSM: every 2 x 2 matrix of height at most this.
    pub two_by_two_csm: Depths<u32>,
    /// SEKI-1.3: the n x n examples, n from 3 up to this.
    pub section_1_3: Depths<usize>,
    /// SEKI-4-1k: the matrices (1 k; k k), k up to this.
    pub section_4_1k: Depths<u32>,
    /// SEKI-2x2-magic: the 2 x 2 magic squares of sum up to this.
    pub two_by_two_magic_sum: Depths<u32>,
    /// SEKI-2x2-magic: every 2 x 2 matrix of height at most this, for the semi-CSM.
    pub two_by_two_magic: Depths<u32>,
    /// SEKI-1.9.1: how many of the four stored certificates are checked.
    pub section_1_9_1_certificates: Depths<usize>,
    /// SEKI-1.9.1: how many matrices of the printed line are solved, from its end.
    pub section_1_9_1_line: Depths<usize>,
    /// The shapes every universal Seki claim is checked on (SEKI-C2 to C6, S-strict, ...).
    pub universal: Depths<Vec<Shape>>,
    /// The shapes the universal Seki-I claims (SEKI-C17, SEKI-Conj4, ...) are checked on.
    pub seki_i_universal: Depths<Vec<Shape>>,
    /// SEKI-C1 and SEKI-10-C1 (direct sums): the shapes of each part.
    pub sum_parts: Depths<Vec<Shape>>,
    /// SEKI-5.1 and SEKI-C8: the 2 x n matrices.
    pub two_by_n: Depths<Vec<Shape>>,
    /// SEKI-C10: every 2 x 2 matrix of height at most this.
    pub claim_10: Depths<u32>,
    /// SEKI-C11: every 2 x 2 matrix of height at most this.
    pub claim_11: Depths<u32>,
    /// SEKI-C12: every 2 x 2 matrix of height at most this.
    pub claim_12: Depths<u32>,
    /// SEKI-C14, on (0,1,2) matrices.
    pub claim_14: Depths<Vec<Shape>>,
    /// SEKI-C18: the (0,1) n x n matrices, n up to this.
    pub claim_18: Depths<usize>,
    /// SEKI-C19: the (0,1) m x n matrices, m and n up to this.
    pub claim_19: Depths<usize>,
    /// SEKI-C20: the n x n 2-cycles, n from 3 up to this.
    pub claim_20: Depths<usize>,
    /// SEKI-C21: direct sums of the pieces up to this size.
    pub claim_21: Depths<usize>,
    /// SEKI-C13: the (0,1,2) n x n matrices, n up to this.
    pub claim_13: Depths<usize>,
    /// SEKI-C15: the (0,1) matrices of these shapes.
    pub claim_15: Depths<Vec<Shape>>,
    /// SEKI-Conj3 (and Conjecture 1's (0,1,2) part): the (0,1,2) matrices of these shapes.
    pub conjecture_3: Depths<Vec<Shape>>,
    /// SEKI-9-ext: the 3 x 3 CSMs of height at most this.
    pub section_9_ext: Depths<u32>,
    /// SEKI-C16: the sequences' n x n terms, n up to this.
    pub claim_16: Depths<usize>,
    /// SEKI-Conj1: the non-square shapes enumerated (stored censuses add to the deep run).
    pub conjecture_1: Depths<Vec<Shape>>,
    /// SEKI-Conj2: the 3 x 3 CSMs of height at most this.
    pub conjecture_2_3x3: Depths<u32>,
    /// SEKI-Conj2: the Claim 16 sequence's n x n terms, n from 3 up to this.
    pub conjecture_2_sequence: Depths<usize>,
    /// SEKI-1.7.1, -1.7.2, -1.7.3, -3-3x3-types, -8-4x4: the 3 x 3 catalogue's height.
    pub catalogue_3x3: Depths<u32>,
    /// SEKI-1.8 (and its readings): how many listed matrices have their types re-solved.
    pub section_1_8_listed: Depths<usize>,
    /// SEKI-1.8-nonmagic: how many listed matrices have their types re-solved.
    pub section_1_8_nonmagic: Depths<usize>,
    /// SEKI-1.10: the generalised engine against the matrix solver on these shapes.
    pub section_1_10: Depths<Vec<Shape>>,
    /// SEKI-9-bound: the CSMs of these shapes.
    pub section_9_bound: Depths<Vec<Shape>>,
    /// SEKI-3-LL and SEKI-10-subset: the CSMs of these shapes.
    pub reductions: Depths<Vec<Shape>>,
    /// SEKI-5.1-mn: the non-square shapes.
    pub section_5_1_mn: Depths<Vec<Shape>>,
    /// SEKI-1.5-s1: the n x n permutation matrices, n up to this.
    pub section_1_5_s1: Depths<usize>,
    /// SEKI-11.4-Q: the non-square shapes.
    pub section_11_4_q: Depths<Vec<Shape>>,
    /// SEKI-5.3-open: every seki of these shapes.
    pub completion: Depths<Vec<Shape>>,
    /// SEKI-C16-moves: the sequences' n x n terms, n up to this.
    pub claim_16_moves: Depths<usize>,
    /// SEKI-C16-moves: how many plies past the stated bound the search goes.
    pub claim_16_moves_extra: Depths<u8>,
    /// SEKI-C16-moves: the proof search's node budget per move.
    pub claim_16_moves_budget: Depths<u64>,
    /// SEKI-C8-proof: the 2 x n matrices, n > 2, C's strategy is tried on.
    pub claim_8_strategy: Depths<Vec<Shape>>,
}
