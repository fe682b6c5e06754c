//! Registry entries for papers/generalized-tic-tac-toe.md ((m,n,k,p,q) games).
//!
//! Statements are the catalogue's one-line summaries; read the paper section for the full
//! claim. Every entry is `open` until its game engine lands.

use super::{Claim, Paper};

/// Why these claims are not checked yet.
const WAITS: &str =
    "needs the (m,n,k,p,q) engine (solver, certificates, pairings: the k-in-a-row issue)";

/// The MNK-* claims, in catalogue order.
pub fn claims() -> Vec<Claim> {
    vec![
        Claim::open(
            Paper::Mnk,
            "MNK-T1",
            "Theorem 1",
            "if p <= q the second player W has no forced win",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T2",
            "Theorem 2, App. A",
            "(3,3,3,1,1) is a draw; W's stated replies to the three openings; every line of Appendix A",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T3",
            "Theorem 3, App. B",
            "(4,4,4,1,1) is a draw",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T4",
            "Theorem 4",
            "(m,n,3,1,1) is a B win for m > 3, n >= 3, starting 1. b2",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T5",
            "Theorem 5",
            "(5,5,4,2,2) is a B win starting 1. b3,c3, with the stated forcing analysis",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T6",
            "Theorem 6, App. C",
            "(6,6,4,1,1) is a B win starting 1. d4; every line of Appendix C",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T7",
            "Theorem 7",
            "(6,6,4,2,1) is a W win, with the stated replies",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-944",
            "3, 6.2, App. D",
            "(9,4,4,1,1): Sobotovych's claimed win; the authors' drawing reply 3. ... f1; W's winning line after 4. b3; the conjecture that it is a draw",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-A4.1",
            "Algorithm 4.1",
            "a pairing in which every k-window holds a pair gives W a draw",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T8",
            "Theorem 8",
            "(inf, inf, 9, 1, 1) is a draw by a periodic pairing (figure missing: reconstruct a periodic pairing and check it)",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-L9",
            "Lemma 9",
            "a line of l cells needs at least 2 floor((l-1)/(k-1)) paired cells",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T10",
            "Theorem 10",
            "the necessary counting condition for a pairing",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T11",
            "Theorem 11",
            "(k,k,k,1,1) is a draw for all k >= 3; a pairing exists for k >= 5 (figures missing: construct and check)",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T12",
            "Theorem 12",
            "(k+1,k+1,k,1,1) is a draw for k >= 6; the remark on k = 5",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T13",
            "Theorem 13",
            "(2k-1,k,k,1,1) is a draw for k >= 7, and its arithmetic",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-T14",
            "Theorem 14",
            "n < k gives a draw, by the stated horizontal pairing",
            WAITS,
        ),
        Claim::open(
            Paper::Mnk,
            "MNK-summary",
            "sec 5",
            "the conclusion's list matches the theorems",
            WAITS,
        ),
    ]
}
