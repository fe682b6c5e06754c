//! Checks of section 10 (Seki-I: a move that zeroes a row and a column at once draws).

use super::bounds;
use super::predicates;
use super::predicates::predicate;
use super::support::{Solvers, digits, replay};
use crate::claims::part::{Hunter, Part, SekiSweep};
use crate::claims::{Bound, Compared, Depth, Outcome, Range, Refutation, Tally};
use crate::games::seki::analysis::{is_two_cycle, two_cycle, two_cycle_as_printed};
use crate::games::seki::canon::equivalent;
use crate::games::seki::{Matrix, Variant};

const V: Variant = Variant::SekiI;

/// The shapes the universal Seki-I claims are checked on (`bounds::get().seki_i_universal`).
fn shapes(depth: Depth) -> Vec<(usize, usize, u32)> {
    bounds::get().seki_i_universal.get(depth).to_vec()
}

/// SEKI-C17.
pub const CLAIM_17: &[Part] = &[Part::seki(SekiSweep {
    shapes,
    variant: Variant::SekiI,
    what: "Seki-I: a row (column) satisfying (10.7) makes R (C) win moving first",
    bad: predicates::claim_17,
    shows: None,
    hunt: Some(Hunter {
        check: super::hunts::up_to_4x4,
        instances: "random Seki-I matrices up to 4x4 with entries <= 8",
    }),
})];

/// SEKI-I-small.
pub const SMALL_PARTS: &[Part] = &[super::facts::part!(
    "SEKI-I-small",
    "Seki-I: (2) is a seki but not a CSM; of A^2_1..A^2_4 only A^2_1 stays a CSM, the rest are seki"
)];

/// SEKI-C18.
pub const CLAIM_18: &[Part] = &[Part::seki(SekiSweep {
    shapes: |d| {
        (1..=bounds::get().claim_18.at(d))
            .map(|n| (n, n, 1))
            .collect()
    },
    variant: Variant::SekiI,
    what: "Seki-I: (0,1) magic squares with s > 1 are CSMs; with s = 1 a draw but no CSM",
    bad: predicates::claim_18,
    shows: None,
    hunt: Some(Hunter {
        check: super::hunts::claim_18,
        instances: "random (0,1) magic squares 3x3..6x6 in Seki-I (s = 1 and s > 1)",
    }),
})];

/// SEKI-C19.
pub const CLAIM_19: &[Part] = &[Part::seki(SekiSweep {
    shapes: |d| {
        let max = bounds::get().claim_19.at(d);
        (1..=max)
            .flat_map(|m| (1..=max).map(move |n| (m, n, 1)))
            .collect()
    },
    variant: V,
    what: "Seki-I: every (0,1) CSM is a direct sum of magic squares with s > 1",
    // Conjecture 3's test, on (0,1) matrices solved in Seki-I.
    bad: predicates::conjecture_3,
    shows: None,
    hunt: None,
})];

/// SEKI-C20: the printed 2-cycles, then the claim for every n up to the bound.
pub const CLAIM_20: &[Part] = &[
    Part::compared(
        "the printed 2-cycles are 2n-cycles the predicate recognises",
        claim_20_cycles,
    ),
    Part::search(
        "Seki-I: the n x n 2-cycle is a CSM",
        |d| {
            Bound::family(
                "every n x n 2-cycle (Seki-I) with {}",
                [Range::between("n", 3, bounds::get().claim_20.at(d))],
            )
        },
        claim_20,
    ),
];

fn claim_20_cycles(depth: Depth) -> Compared {
    let max_n = bounds::get().claim_20.at(depth);
    let mut facts = Tally::default();
    for n in 3..=max_n {
        facts.fact(equivalent(&two_cycle(n), &two_cycle_as_printed(n)), || {
            format!("n = {n}: the printed definition is not a 2n-cycle")
        });
        // The predicate's premise is `is_two_cycle`: it must see this one, or the predicate
        // below would pass it unchecked.
        facts.fact(is_two_cycle(&two_cycle(n)), || {
            format!("n = {n}: the 2-cycle is not recognized as one")
        });
    }
    facts.compared(
        format!("the printed 2-cycles for n = 3..{max_n} are 2n-cycles the predicate recognises"),
        replay(&two_cycle(3), V),
    )
}

fn claim_20(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    let p = predicate("SEKI-C20");
    super::support::every_n(
        "Seki-I: the n x n 2-cycle is a CSM",
        bounds::get().claim_20.at(depth),
        p.variant,
        |n| {
            let a = two_cycle(n);
            let t = s.kind(&a, p.variant);
            (p.bad)(&a, &t).map(|why| (a, why))
        },
    )
}

/// SEKI-C21: direct sums of two pieces.
pub const CLAIM_21: &[Part] = &[Part::search(
    "direct sums of (0,1) magic squares (s > 1) and 2-cycles are Seki-I CSMs",
    |d| {
        Bound::family(
            "every direct sum of two Seki-I pieces of {}",
            [Range::at_most("sides", bounds::get().claim_21.at(d))],
        )
    },
    claim_21,
)];

fn claim_21(depth: Depth) -> Outcome {
    let mut s = Solvers::default();
    let max_size = bounds::get().claim_21.at(depth);
    let pieces: Vec<Matrix> = vec![
        digits("11/11"),
        digits("111/111/111"),
        digits("011/101/110"),
        two_cycle(3),
        two_cycle(4),
        digits("1100/0110/0011/1001"),
    ];
    let p = predicate("SEKI-C21");
    let mut checked = 0;
    for a in &pieces {
        for b in &pieces {
            let sum = a.direct_sum(b);
            if sum.rows() > max_size {
                continue;
            }
            checked += 1;
            let t = s.kind(&sum, p.variant);
            if let Some(why) = (p.bad)(&sum, &t) {
                return Outcome::Fails(Refutation::new(
                    format!("{}: {why}", sum.compact()),
                    replay(&sum, p.variant),
                ));
            }
        }
    }
    Outcome::Holds(format!(
        "all {checked} direct sums of (0,1) magic squares (s > 1) and 2-cycles are Seki-I CSMs"
    ))
}

/// SEKI-Conj4.
pub const CONJECTURE_4: &[Part] = &[Part::seki(SekiSweep {
    shapes,
    variant: Variant::SekiI,
    what: "Seki-I: every CSM is a direct sum of (0,1) magic squares (s > 1) and 2-cycles",
    bad: predicates::conjecture_4,
    shows: None,
    hunt: Some(Hunter {
        check: super::hunts::conjecture_4,
        instances: "near-magic Seki-I matrices 3x3..5x5 of height <= 3",
    }),
})];
