//! Misprints: places where a paper contradicts itself or the computation in a way that is not
//! one of its claims (a wrong index, a wrong reference, a matrix printed differently from its
//! later use). They were found by reading each paper end to end against the registry; each
//! says what is printed, what it should be, and why, with a command that shows it where a
//! computation decides. A misprint that changes a checked claim is that claim's finding too
//! (`claim`); the details file of each paper lists them after its claims. They are data, the
//! `[[misprint]]` entries of `registry/<paper>.toml`.

use super::Paper;

/// One misprint.
#[derive(Debug, Clone, Copy)]
pub struct Erratum {
    /// The paper.
    pub paper: Paper,
    /// Where (section, claim, proof, appendix).
    pub place: &'static str,
    /// What is printed (quoted, shortened).
    pub printed: &'static str,
    /// What it should be.
    pub should_be: &'static str,
    /// Why: another place of the paper, or a computation.
    pub why: &'static str,
    /// A command that shows it, where a computation decides.
    pub replay: Option<&'static str>,
    /// The claim whose finding it also is, if any.
    pub claim: Option<&'static str>,
}

/// Every misprint found, by paper in reading order: the `[[misprint]]` entries of
/// `registry/<paper>.toml`.
pub fn all() -> &'static [Erratum] {
    super::registry::errata()
}
