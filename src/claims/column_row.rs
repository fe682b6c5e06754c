//! Registry entries for papers/column-row.md (Column-Row game on Young diagrams).
//!
//! Statements are the catalogue's one-line summaries; read the paper section for the full
//! claim. Every entry is `open` until its game engine lands.

use super::{Claim, Paper};

/// Why these claims are not checked yet.
const WAITS: &str = "needs the Column-Row engine (partitions, Algorithm 1, optimized SG solver: the Column-Row issue)";

/// The CR-* claims, in catalogue order.
pub fn claims() -> Vec<Claim> {
    vec![
        Claim::open(
            Paper::ColumnRow,
            "CR-L1.1",
            "Lemma 1.1",
            "SG of rectangles R_{a,b} (the case split has an operator-precedence ambiguity)",
            WAITS,
        ),
        Claim::open(
            Paper::ColumnRow,
            "CR-L1.2",
            "Lemma 1.2",
            "lambda'[i,j] = lambda[j,i]' and SG(lambda') = SG(lambda)",
            WAITS,
        ),
        Claim::open(
            Paper::ColumnRow,
            "CR-L3.1",
            "Lemma 3.1",
            "quadrated partitions: items (1)-(3); every quadrated partition is a P-position",
            WAITS,
        ),
        Claim::open(
            Paper::ColumnRow,
            "CR-T4.1",
            "Theorem 4.1",
            "SG of gamma partitions Gamma_{a,b}",
            WAITS,
        ),
        Claim::open(
            Paper::ColumnRow,
            "CR-T5.1",
            "Theorem 5.1",
            "SG of almost-gamma partitions for a >= 4, b >= 3, 3 <= d <= b",
            WAITS,
        ),
        Claim::open(
            Paper::ColumnRow,
            "CR-Conj1",
            "Conjecture 1",
            "SG(S_n) for the staircase (paper: computed for n = 1..16)",
            WAITS,
        ),
        Claim::open(
            Paper::ColumnRow,
            "CR-2",
            "sec 6",
            "S_n has exactly n subpositions, exactly one of them a staircase",
            WAITS,
        ),
        Claim::open(
            Paper::ColumnRow,
            "CR-Alg1",
            "Algorithm 1",
            "the memoised mex recursion (this is the reference solver's algorithm)",
            WAITS,
        ),
    ]
}
