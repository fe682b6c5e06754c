//! What a proof rests on. A `proved` finding is only as good as the steps under it, and they
//! are of three kinds, which the report keeps apart:
//!
//! * a **computation** the code carries out in full (a solver's exact value of a finite game,
//!   a witness found and re-checked, exact arithmetic, an exhaustive search), named with the
//!   engine that does it (optimized engines are trusted through their differential tests);
//! * a **certificate**: an artifact a small naive checker accepts;
//! * an **assumption**: a lemma proved only in prose (in the paper or in a module's
//!   documentation) or a standard result, with where its proof is. The report shows these as
//!   assumptions: a reader who doubts one knows exactly what to check.
//!
//! Each claim lists its bases in the registry (`rests_on` in `registry/*.toml`, named in a
//! file's `[basis]` table when several claims share one); a test holds that
//! every claim with a proved finding lists at least one.

/// One step a claim's proofs rest on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Basis {
    /// An exact computation the code carries out, and the engine that does it.
    Computed(&'static str),
    /// An artifact accepted by a naive checker: what it is and which checker.
    Certificate(&'static str),
    /// A lemma the code does not check, and where it is proved (prose, or a citation).
    Assumed {
        /// The lemma, in a few words.
        lemma: &'static str,
        /// Where it is proved: a module's documentation, the paper, or a citation.
        source: &'static str,
    },
}

impl Basis {
    /// One line for the details file.
    pub fn text(&self) -> String {
        match self {
            Basis::Computed(what) => format!("computed: {what}"),
            Basis::Certificate(what) => format!("checked certificate: {what}"),
            Basis::Assumed { lemma, source } => format!("**assumed**: {lemma} ({source})"),
        }
    }

    /// The lemma, if this basis is an assumption.
    pub fn assumption(&self) -> Option<&'static str> {
        match self {
            Basis::Assumed { lemma, .. } => Some(lemma),
            _ => None,
        }
    }
}
