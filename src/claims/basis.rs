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
//! Each claim lists its bases in the registry ([`super::Claim::rests_on`]); a test holds that
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

/// The k-in-a-row prover's exact value of a game or position.
pub const MNK_PROVER: Basis = Basis::Computed(
    "the k-in-a-row prover's exact search (src/games/mnk/prover.rs, differential-tested against the reference minimax)",
);
/// The k-in-a-row minimax solver's whole game tree.
pub const MNK_MINIMAX: Basis = Basis::Computed(
    "the minimax solver's whole game tree (src/games/mnk/solver.rs, differential-tested against the reference)",
);
/// A k-in-a-row strategy certificate, rebuilt by the check and accepted by a naive checker.
pub const MNK_CERTIFICATE: Basis = Basis::Certificate(
    "a strategy certificate with every reply followed, accepted by the naive checker (src/games/mnk/certificate.rs for a win, src/games/mnk/hold.rs for a hold)",
);
