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

/// The bounds: each field is the entry of its name in `registry/seki/bounds.toml`, which says
/// beside its values which claims read it and what it bounds (the fields follow its order).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bounds {
    // Worked examples (`small`)
    pub one_by_one: Depths<u32>,
    pub one_by_n: Depths<Vec<Shape>>,
    pub two_by_two_csm: Depths<u32>,
    pub section_1_3: Depths<usize>,
    pub section_4_1k: Depths<u32>,
    pub two_by_two_magic_sum: Depths<u32>,
    pub two_by_two_magic: Depths<u32>,
    pub section_1_9_1_certificates: Depths<usize>,
    pub section_1_9_1_line: Depths<usize>,
    // Universal claims (`general`, `seki_i`)
    pub universal: Depths<Vec<Shape>>,
    pub seki_i_universal: Depths<Vec<Shape>>,
    pub sum_parts: Depths<Vec<Shape>>,
    pub two_by_n: Depths<Vec<Shape>>,
    pub claim_10: Depths<u32>,
    pub claim_11: Depths<u32>,
    pub claim_12: Depths<u32>,
    pub claim_14: Depths<Vec<Shape>>,
    pub claim_18: Depths<usize>,
    pub claim_19: Depths<usize>,
    pub claim_20: Depths<usize>,
    pub claim_21: Depths<usize>,
    // Structure (`structure`)
    pub claim_13: Depths<usize>,
    pub claim_15: Depths<Vec<Shape>>,
    pub conjecture_3: Depths<Vec<Shape>>,
    pub section_9_ext: Depths<u32>,
    pub claim_16: Depths<usize>,
    pub conjecture_1: Depths<Vec<Shape>>,
    pub conjecture_2_3x3: Depths<u32>,
    pub conjecture_2_sequence: Depths<usize>,
    // Catalogues (`catalogues`) and engines (`engines`)
    pub catalogue_3x3: Depths<u32>,
    pub section_1_8_listed: Depths<usize>,
    pub section_1_8_nonmagic: Depths<usize>,
    pub section_1_10: Depths<Vec<Shape>>,
    // Remarks (`remarks`) and the audit (`audit`)
    pub section_9_bound: Depths<Vec<Shape>>,
    pub reductions: Depths<Vec<Shape>>,
    pub section_5_1_mn: Depths<Vec<Shape>>,
    pub section_1_5_s1: Depths<usize>,
    pub section_11_4_q: Depths<Vec<Shape>>,
    pub completion: Depths<Vec<Shape>>,
    pub claim_16_moves: Depths<usize>,
    pub claim_16_moves_extra: Depths<u8>,
    pub claim_16_moves_budget: Depths<u64>,
    pub claim_8_strategy: Depths<Vec<Shape>>,
}
