//! Registry entries for papers/domineering-min-moves.md (Domineering with minimal moves).
//!
//! Statements are the catalogue's one-line summaries; read the paper section for the full
//! claim. Every entry is `open` until its game engine lands.

use super::{Claim, Paper};

/// Why these claims are not checked yet.
const WAITS: &str = "needs the Domineering engine (end-position polynomials, alpha, outcome solver: the Domineering issue)";

/// The DOM-* claims, in catalogue order.
pub fn claims() -> Vec<Claim> {
    vec![
        Claim::open(
            Paper::Domineering,
            "DOM-cube",
            "1.1.2",
            "the vertex game on the 3-cube: how long it lasts and who wins, as stated",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-T2.1",
            "Theorem 2.1",
            "fundamental theorem: exactly one of the four outcome classes",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-Ex2.2",
            "Example 2.2",
            "3 x n boards: n = 1 is L; n = 2, 3 are N; n > 3 is R",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-T3.1",
            "Theorem 3.1",
            "the generating function of maximal positions (check against brute-force enumeration)",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-T3.2",
            "Theorem 3.2",
            "the generating polynomial of Right ends (and Left ends by transposition)",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-Maple",
            "code listing",
            "the printed outputs: the 4x4 Left-end selection G, its least-degree term, the total 1427; Maximal(2,4) and its selection",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-T4.1",
            "Table 4.1",
            "every entry of the table, value and superscripts",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-Obs",
            "sec 4",
            "observations 1-5 (symmetry alpha_{m,n} = alpha_{n,m}, and the rest)",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-P4.1",
            "Problem 4.1",
            "alpha_{2,n} = ceil(n/2) for all n >= 5",
            WAITS,
        ),
        Claim::open(
            Paper::Domineering,
            "DOM-P4.2",
            "Problem 4.2",
            "alpha_{3,n} = floor((2n+1)/3) for all n >= 1",
            WAITS,
        ),
    ]
}
