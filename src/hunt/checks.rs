//! The hunting checks, one per claim.

use super::{Hunt, Outcome, Reach};
use crate::claims::domineering::Observation3;
use crate::claims::drivers::universal;
use crate::claims::mnk;
use crate::claims::seki::hunts;
use crate::differential::decode;
use crate::games::mnk::board::Params;
use arbitrary::Arbitrary;

/// The hunts registered by hand: those of claims whose check is bespoke (a hunt of a claim
/// made of parts comes from its part, [`super::hunts`]).
pub static EXPLICIT: &[Hunt] = &[
    Hunt {
        claim: "DOM-Obs",
        instances: <Observation3 as universal::Hunted>::INSTANCES,
        check: alpha_symmetry,
        predicate: Some("Observation3"),
    },
    Hunt {
        claim: "MNK-T1",
        instances: "random (m,n,k,p,q) games of at most 25 squares with p <= 3, p <= q <= p + 1 (past the claim's p, q <= 2), by the claim's own predicate (the prover, skipping games it cannot settle within 5000 positions)",
        check: no_second_player_win,
        predicate: Some("theorem_1_holds"),
    },
    Hunt {
        claim: "SEKI-Conj1",
        instances: "random non-square matrices 2x3..4x6 (and transposes) with entries <= 6, perturbed",
        check: hunts::conjecture_1,
        predicate: Some("predicate"),
    },
    Hunt {
        claim: "SEKI-Conj2",
        instances: "near-magic 3x3 matrices of height 4..15 (weighted permutation sums, perturbed)",
        check: hunts::conjecture_2,
        predicate: Some("predicate"),
    },
    Hunt {
        claim: "SEKI-C20",
        instances: "Seki-I: n x n 2-cycles (n = 3..5), rows and columns permuted",
        check: hunts::claim_20,
        predicate: Some("predicate"),
    },
    Hunt {
        claim: "SEKI-C21",
        instances: "Seki-I: direct sums of one to three (0,1) magic squares (s > 1) and 2-cycles up to 8x8, rows and columns permuted",
        check: hunts::claim_21,
        predicate: Some("predicate"),
    },
];

/// DOM-Obs's hunt: the claim's own [`Observation3`] over its own domain, past its bound.
fn alpha_symmetry(claim: &str, data: &[u8], reach: Reach) -> Outcome {
    universal::hunt::<Observation3>(claim, data, reach)
}

/// A random game for Theorem 1.
#[derive(Debug, Arbitrary)]
struct Game {
    m: u8,
    n: u8,
    k: u8,
    p: u8,
    extra: u8,
}

fn no_second_player_win(_claim: &str, data: &[u8], _: Reach) -> Outcome {
    let Some(g) = decode::<Game>(data) else {
        return Outcome::Skipped;
    };
    let m = usize::from(g.m % 6) + 1;
    let n = usize::from(g.n % 5) + 1;
    let longest = m.max(n);
    // At most 25 squares, past the exhaustive 14.
    if longest < 2 || m * n > 25 {
        return Outcome::Skipped;
    }
    let k = 2 + usize::from(g.k) % (longest - 1);
    let p = usize::from(g.p % 3) + 1;
    let q = p + usize::from(g.extra % 2);
    let Ok(params) = Params::new(m, n, k, p, q) else {
        return Outcome::Skipped;
    };
    // The claim's own predicate, within a small budget (undecided: skipped; a hunt never
    // runs long).
    match mnk::theorem_1_holds(params, 5_000) {
        Some(Ok(())) => Outcome::Held {
            size: (m * n) as u64,
            describe: params.to_string(),
        },
        Some(Err((detail, replay))) => Outcome::Counterexample { detail, replay },
        None => Outcome::Skipped,
    }
}
