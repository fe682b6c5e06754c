//! The per-matrix predicates of the universal Seki claims, in one place: the claim's
//! exhaustive check (`universal` over enumerated shapes) and its hunt (`src/claims/seki/hunts.rs`,
//! random matrices past those shapes) both call the predicate registered here under the
//! claim's id, so the two can never drift apart. Parts of a check that are not about one
//! matrix (a fixed witness, a count, a printed-form comparison) stay in the claim's check.

use crate::core::Wdl;
use crate::games::seki::analysis::{
    claim7_move, condition_s, is_direct_sum_of_magic, is_seki_i_standard_sum, is_symmetrizable,
    is_two_cycle, magic_sum, row_satisfies_10_7,
};
use crate::games::seki::rules::Player;
use crate::games::seki::{Matrix, SekiType, Variant};

/// A universal Seki claim's predicate over one solved matrix: `bad(a, t)` is `Some(why)` when
/// the matrix `a` of type `t` contradicts the claim (or does not meet its premise: None).
#[derive(Clone, Copy)]
pub struct SekiPredicate {
    /// The claim's id.
    pub claim: &'static str,
    /// The variant the matrix is solved in.
    pub variant: Variant,
    /// Why `a` (of type `t`) contradicts the claim, if it does.
    pub bad: fn(&Matrix, &SekiType) -> Option<String>,
}

/// The predicates of the hunted Seki claims whose check is not a sweep (a sweep's predicate is
/// its part's, [`predicate`]).
pub const PREDICATES: &[SekiPredicate] = &[
    SekiPredicate {
        claim: "SEKI-Conj1",
        variant: Variant::Seki,
        bad: conjecture_1,
    },
    SekiPredicate {
        claim: "SEKI-Conj2",
        variant: Variant::Seki,
        bad: conjecture_2,
    },
    SekiPredicate {
        claim: "SEKI-C20",
        variant: Variant::SekiI,
        bad: claim_20,
    },
    SekiPredicate {
        claim: "SEKI-C21",
        variant: Variant::SekiI,
        bad: claim_21,
    },
];

/// The predicate of `claim` (exact id): the one its Seki part holds, where its check is a
/// sweep ([`crate::claims::part::SekiSweep`]: the check and the hunt then share it by
/// construction), else the one registered in [`PREDICATES`]. Panics naming the claim if it
/// has neither: the callers name fixed claims, and a unit test checks every Seki hunt has one.
pub fn predicate(claim: &str) -> SekiPredicate {
    *all()
        .iter()
        .find(|p| p.claim == claim)
        .unwrap_or_else(|| panic!("no Seki predicate registered for {claim}"))
}

/// Every Seki predicate: each claim's whose check has a Seki sweep, in registry order, then
/// the ones registered in [`PREDICATES`]. Built once: a hunt looks its predicate up for every
/// instance.
pub fn all() -> &'static [SekiPredicate] {
    static ALL: std::sync::OnceLock<Vec<SekiPredicate>> = std::sync::OnceLock::new();
    ALL.get_or_init(|| {
        let mut out: Vec<SekiPredicate> = crate::claims::registry::all()
            .iter()
            .filter(|c| c.paper == crate::claims::Paper::Seki)
            .filter_map(|c| {
                c.parts()
                    .iter()
                    .find_map(|p| p.seki_sweep())
                    .map(|s| SekiPredicate {
                        claim: c.id,
                        variant: s.variant,
                        bad: s.bad,
                    })
            })
            .collect();
        out.extend(PREDICATES.iter().copied());
        out
    })
}

/// SEKI-Conj1 (Conjecture 1): every seki matrix is square; a non-square seki contradicts it.
pub fn conjecture_1(a: &Matrix, t: &SekiType) -> Option<String> {
    (a.rows() != a.cols() && t.is_seki())
        .then(|| format!("a non-square seki, type {}", t.refined()))
}

/// SEKI-Conj2 (Conjecture 2, section 1.9.2), its per-matrix part: an n x n CSM (n <= 3) is no
/// taller than h(n) (h(1) = h(2) = 2, h(3) = 3). That these heights are reached, the 4x4
/// witness and the Claim 16 sequence stay in the claim's check.
pub fn conjecture_2(a: &Matrix, t: &SekiType) -> Option<String> {
    let h = match (a.rows(), a.cols()) {
        (1, 1) | (2, 2) => 2,
        (3, 3) => 3,
        _ => return None,
    };
    (t.is_csm() && a.height() > h).then(|| {
        format!(
            "a {n}x{n} CSM of height {} (stated h({n}) = {h})",
            a.height(),
            n = a.rows()
        )
    })
}

/// SEKI-Conj3 (Conjecture 3, section 7): every (0,1,2) CSM is a direct sum of magic squares
/// with s > 1.
pub fn conjecture_3(a: &Matrix, t: &SekiType) -> Option<String> {
    (t.is_csm() && !is_direct_sum_of_magic(a))
        .then(|| "a CSM that is no such direct sum".to_string())
}

/// SEKI-Conj4 (Conjecture 4, section 10): in Seki-I every CSM is a direct sum of (0,1) magic
/// squares (s > 1) and 2-cycles.
pub fn conjecture_4(a: &Matrix, t: &SekiType) -> Option<String> {
    (t.is_csm() && !is_seki_i_standard_sum(a))
        .then(|| "a CSM that is no such direct sum".to_string())
}

/// SEKI-C2 (Claim 2): the second player never wins in a symmetrizable matrix.
pub fn claim_2(a: &Matrix, t: &SekiType) -> Option<String> {
    // The type first: it is one comparison, the symmetrizer a search.
    ((t.r_first == Wdl::Loss || t.c_first == Wdl::Loss) && is_symmetrizable(a))
        .then(|| format!("type {}", t.coarse()))
}

/// SEKI-C3 (Claim 3): types (D,L), (L,D), (L,L) never occur.
pub fn claim_3(_: &Matrix, t: &SekiType) -> Option<String> {
    matches!(t.coarse().as_str(), "(D,L)" | "(L,D)" | "(L,L)")
        .then(|| format!("type {}", t.coarse()))
}

/// SEKI-C5 (Claim 5, section 4): condition S for a player makes that player win moving second,
/// for R and for C.
pub fn claim_5(a: &Matrix, t: &SekiType) -> Option<String> {
    // Each test reads the type first: it is one comparison, condition S a pass over the
    // matrix.
    if t.c_first != Wdl::Loss && condition_s(a, Player::R) {
        return Some(format!("S holds for R, yet C first gets {}", t.c_first));
    }
    if t.r_first != Wdl::Loss && condition_s(a, Player::C) {
        return Some(format!("S holds for C, yet R first gets {}", t.r_first));
    }
    None
}

/// SEKI-C7 (Claim 7, section 4): a first move that makes S hold wins, for R and for C.
pub fn claim_7(a: &Matrix, t: &SekiType) -> Option<String> {
    // The type first: it is one comparison, the move search a pass over every move.
    if t.r_first != Wdl::Win && claim7_move(a, Player::R).is_some() {
        return Some(format!("R has such a move, yet R first gets {}", t.r_first));
    }
    if t.c_first != Wdl::Win && claim7_move(a, Player::C).is_some() {
        return Some(format!("C has such a move, yet C first gets {}", t.c_first));
    }
    None
}

/// SEKI-C13 (Claim 13, section 7): (0,1,2) magic squares with s >= 2, and direct sums of
/// them, are CSMs.
pub fn claim_13(a: &Matrix, t: &SekiType) -> Option<String> {
    let premise = || magic_sum(a).is_some_and(|s| s >= 2) || is_direct_sum_of_magic(a);
    (!t.is_csm() && premise()).then(|| format!("type {}", t.refined()))
}

/// SEKI-C17 (Claim 17, section 10): in Seki-I a row (column) satisfying (10.7) makes R (C) win
/// moving first.
pub fn claim_17(a: &Matrix, t: &SekiType) -> Option<String> {
    // The type first: it is one comparison, (10.7) a pass over the matrix.
    if t.r_first != Wdl::Win && (0..a.rows()).any(|i| row_satisfies_10_7(a, i)) {
        return Some(format!("R first gets {}", t.r_first));
    }
    if t.c_first != Wdl::Win {
        let at = a.transpose();
        if (0..at.rows()).any(|j| row_satisfies_10_7(&at, j)) {
            return Some(format!("C first gets {}", t.c_first));
        }
    }
    None
}

/// SEKI-C18 (Claim 18, section 10): in Seki-I (0,1) magic squares with s > 1 are CSMs; with
/// s = 1 a draw (seki) but no CSM.
pub fn claim_18(a: &Matrix, t: &SekiType) -> Option<String> {
    match magic_sum(a) {
        Some(1) => (!t.is_seki() || t.is_csm())
            .then(|| format!("s = 1 gives {} {}", t.coarse(), t.refined())),
        Some(_) => (!t.is_csm()).then(|| format!("type {}", t.refined())),
        None => None,
    }
}

/// SEKI-C20 (Claim 20, section 10): in Seki-I every n x n 2-cycle is a CSM. That the printed
/// index pattern is a 2n-cycle is checked by the claim, not per matrix.
pub fn claim_20(a: &Matrix, t: &SekiType) -> Option<String> {
    (is_two_cycle(a) && !t.is_csm())
        .then(|| format!("the {n}x{n} 2-cycle is {}", t.refined(), n = a.rows()))
}

/// SEKI-C21 (Claim 21, section 10): in Seki-I a direct sum of (0,1) magic squares (s > 1) and
/// 2-cycles is a CSM, and `is_seki_i_standard_sum` recognizes it. The premise holds by
/// construction (the callers build the sums, rows and columns possibly permuted): the
/// recognizer is part of what is checked, so it cannot be the premise.
pub fn claim_21(a: &Matrix, t: &SekiType) -> Option<String> {
    (!t.is_csm() || !is_seki_i_standard_sum(a)).then(|| {
        format!(
            "a direct sum of CSM pieces that is {}{}",
            t.refined(),
            if is_seki_i_standard_sum(a) {
                ""
            } else {
                ", not recognized as such a sum"
            }
        )
    })
}
