//! Checkable statements of papers/generalized-tic-tac-toe.md that the catalogue left without
//! an id (issue 18): the arithmetic in the proofs of Theorems 11 and 12.

use super::drivers::Depths;
use super::{Bound, Compared, Outcome, Part, Refutation, Tally};
use crate::claims::Depth;
use crate::claims::QUICK_CHECK;
use crate::games::mnk::pairing;

/// MNK-T11-arith and MNK-T12-arith: k up to this.
pub const ARITHMETIC_K: Depths<u64> = Depths::new(400, 3000);

/// One proof's arithmetic: Theorem 10's count for the family equals the printed expression
/// for every k, and the counting condition holds exactly from `from`.
fn arithmetic(
    depth: Depth,
    family: &str,
    board: fn(usize) -> (usize, usize, usize),
    printed_rhs: fn(usize) -> usize,
    printed_square: &str,
    from: usize,
) -> Outcome {
    let max_k = ARITHMETIC_K.at(depth) as usize;
    let mut wrong = Vec::new();
    for k in 3..=max_k {
        let (m, n, kk) = board(k);
        let rhs = pairing::theorem_10_rhs(m, n, kk);
        if rhs != printed_rhs(k) {
            wrong.push(format!(
                "k = {k}: Theorem 10's count for {family} is {rhs}, the proof writes {}",
                printed_rhs(k)
            ));
        }
        let holds = m * n >= rhs;
        if holds != (k >= from) {
            wrong.push(format!(
                "k = {k}: the condition {} (mn = {}, count {rhs}), the proof says it holds exactly from k = {from}",
                if holds { "holds" } else { "fails" },
                m * n
            ));
        }
        if wrong.len() >= 3 {
            break;
        }
    }
    if wrong.is_empty() {
        Outcome::Holds(format!(
            "Theorem 10's count for {family} equals the proof's expression, and the condition ({printed_square}) holds exactly from k = {from}"
        ))
    } else {
        Outcome::Fails(Refutation::new(wrong.join("; "), QUICK_CHECK))
    }
}

/// The k each proof's arithmetic is checked for at `depth`.
fn arithmetic_bound(depth: Depth) -> Bound {
    Bound::between("k", 3, ARITHMETIC_K.at(depth))
}

/// MNK-T11-arith: "k^2 >= 2(k + k + 0 + 2), or, after simplification, (k - 2)^2 >= 8, which
/// gives k >= 5".
pub const THEOREM_11_ARITHMETIC: &[Part] = &[Part::search(
    "Theorem 10's count for (k,k,k) is the proof's expression; the condition holds exactly from k = 5",
    arithmetic_bound,
    |d| {
        arithmetic(
            d,
            "(k,k,k)",
            |k| (k, k, k),
            |k| 2 * (k + k + 2),
            "k^2 >= 2(k + k + 0 + 2), i.e. (k - 2)^2 >= 8",
            5,
        )
    },
)];

/// MNK-T12-arith: "(k+1)(k+1) >= 2((k+1) + (k+1) + 4 + 2), or (k - 1)^2 >= 16. So k >= 5 is
/// necessary".
pub const THEOREM_12_ARITHMETIC: &[Part] = &[Part::search(
    "Theorem 10's count for (k+1,k+1,k) is the proof's expression; the condition holds exactly from k = 5",
    arithmetic_bound,
    |d| {
        arithmetic(
            d,
            "(k+1,k+1,k)",
            |k| (k + 1, k + 1, k),
            |k| 2 * ((k + 1) + (k + 1) + 4 + 2),
            "(k+1)^2 >= 2((k+1) + (k+1) + 4 + 2), i.e. (k - 1)^2 >= 16",
            5,
        )
    },
)];

/// MNK-AppB: the comment of Appendix B's program, "# of states = 3^16 = 43046721": the 4 x 4
/// board's cells each empty, B or W give 3^16 encodings, that power is 43046721, and the
/// program's table `int outcome[44000000]` (indexed by the base-3 encoding, digits weighted
/// by `pow_3[0..16]`) holds every one of them.
pub const APPENDIX_B_STATES: &[Part] = &[Part::compared(APPENDIX_B, appendix_b_states)];

const APPENDIX_B: &str = "Appendix B's state count (3^16 = 43046721, the number of encodings, and the program's table size 44000000 above the largest encoding)";

fn appendix_b_states(_: Depth) -> Compared {
    let mut facts = Tally::default();
    let power = 3u64.pow(16);
    facts.fact(power == 43_046_721, || {
        format!("3^16 = {power}, printed 43046721")
    });
    // The boards' encodings, enumerated and counted, not assumed; the largest must index the
    // program's table.
    let (encodings, largest) = crate::games::mnk::appendix_b::board_encodings();
    facts.fact(encodings == power, || {
        format!("{encodings} encodings of the 4 x 4 board, not 3^16")
    });
    facts.fact(largest < 44_000_000, || {
        format!("the largest encoding {largest} does not fit the program's table of 44000000")
    });
    facts.compared(APPENDIX_B, QUICK_CHECK)
}
