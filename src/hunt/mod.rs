//! Counterexample hunting: random search past the exhaustive bounds, for universal claims
//! whose domain has no end.
//!
//! A hunt is a check on one random instance, decoded from bytes with `Arbitrary` and shaped
//! toward where a counterexample would live, with a size budget so no instance runs long.
//! The same function backs the `hunt` cargo-fuzz target (coverage-guided), `cgcheck hunt`
//! (seeded random bytes, for users without libFuzzer) and `cargo test` (a fixed seed).
//! A hunt never proves anything: its evidence reads "hunted: N instances up to size X".

mod checks;
pub mod sums;

pub use crate::claims::drivers::hunted::{Outcome, Reach};
use std::collections::BTreeMap;

/// A registered hunt.
#[derive(Clone, Copy)]
pub struct Hunt {
    /// The claim it hunts.
    pub claim: &'static str,
    /// What an instance is, in words.
    pub instances: &'static str,
    /// The check, given the registered claim id ([`Hunt::claim`]), the bytes of one instance
    /// and the [`Reach`] it runs at (how much the instance may cost). A check that shares its
    /// predicate with the claim's exhaustive check (the Seki hunts) looks the predicate up by
    /// this id, so a hunt cannot judge by another claim's predicate than the one it is
    /// registered for.
    pub check: fn(&'static str, &[u8], Reach) -> Outcome,
    /// For a hunt registered by hand ([`checks::EXPLICIT`]): the name of the predicate the
    /// check shares with the claim's exhaustive check (a function of the claim's paper
    /// module). `tests/hunt.rs` checks that the claim's module defines it and calls it, and
    /// that the hunt calls it: one predicate, no second copy. `None` for a hunt that comes
    /// from its claim's universal part ([`hunts`]), which shares the part's predicate by
    /// construction.
    pub predicate: Option<&'static str>,
}

/// Every hunt: one for each universal part that has one ([`crate::claims::part::Hunter`]),
/// in registry order, then the ones registered by hand for claims whose check is bespoke.
/// Adding a hunted claim made of parts adds its hunt here, to `cgcheck hunt` and to the
/// `hunt` fuzz target, with no other file.
pub fn hunts() -> &'static [Hunt] {
    static HUNTS: std::sync::OnceLock<Vec<Hunt>> = std::sync::OnceLock::new();
    HUNTS.get_or_init(|| {
        let mut all: Vec<Hunt> = crate::claims::registry()
            .iter()
            .filter_map(|c| {
                c.parts().iter().find_map(|p| p.hunter()).map(|h| Hunt {
                    claim: c.id,
                    instances: h.instances,
                    check: h.check,
                    predicate: None,
                })
            })
            .collect();
        all.extend(checks::EXPLICIT.iter().copied());
        all
    })
}

/// Runs the hunt for `claim` on one input at the given reach (the `hunt` fuzz target uses
/// [`Reach::Fuzz`]; `cargo test` replays their seeds and regressions the same way). Panics if
/// no hunt is registered for `claim` (a fuzz target names a fixed claim).
pub fn check_at(claim: &str, data: &[u8], reach: Reach) -> Outcome {
    let hunt = find(claim).unwrap_or_else(|| panic!("no hunt registered for {claim}"));
    (hunt.check)(hunt.claim, data, reach)
}

/// The hunt an input of the `hunt` fuzz target runs, and its instance's bytes. The input
/// names its claim on a first line (`SEKI-C7` and a newline, as the committed seeds in
/// `fuzz/seeds/hunt/` do), or else its first byte picks one of [`hunts`], so that a fuzzer
/// reaches every hunt from any bytes. `None` for an empty input.
pub fn fuzz_input(data: &[u8]) -> Option<(&'static Hunt, &[u8])> {
    if let Some(newline) = data.iter().take(33).position(|&b| b == b'\n')
        && let Ok(id) = std::str::from_utf8(&data[..newline])
        && let Some(hunt) = find(id)
    {
        return Some((hunt, &data[newline + 1..]));
    }
    let (&first, rest) = data.split_first()?;
    let all = hunts();
    Some((&all[usize::from(first) % all.len()], rest))
}

/// How many of the largest sizes a record lists.
pub const TOP_SIZES: usize = 3;

/// The hunt for a claim id (case-insensitive).
pub fn find(claim: &str) -> Option<&'static Hunt> {
    hunts().iter().find(|h| h.claim.eq_ignore_ascii_case(claim))
}

/// A seeded stream of random byte strings (xorshift64*), shared by the CLI and the tests.
pub struct ByteStream(u64);

impl ByteStream {
    pub fn new(seed: u64) -> ByteStream {
        ByteStream(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next string of `len` bytes.
    pub fn next_bytes(&mut self, len: usize) -> Vec<u8> {
        (0..len)
            .map(|_| {
                let s = &mut self.0;
                *s ^= *s >> 12;
                *s ^= *s << 25;
                *s ^= *s >> 27;
                (s.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8
            })
            .collect()
    }
}

/// What a run of a hunt found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunResult {
    /// Instances checked.
    pub instances: u64,
    /// The largest instance: (size, description).
    pub largest: Option<(u64, String)>,
    /// Instances checked by size: size -> (description, count).
    pub sizes: BTreeMap<u64, (String, u64)>,
    /// A counterexample: (detail, replay).
    pub counterexample: Option<(String, String)>,
}

/// The largest [`TOP_SIZES`] sizes with their counts, largest first.
pub fn top_sizes(sizes: &BTreeMap<u64, (String, u64)>) -> Vec<(String, u64)> {
    sizes.values().rev().take(TOP_SIZES).cloned().collect()
}

/// Runs `hunt` on instances from `stream` at the full reach until `stop(instances so far)`.
pub fn run(hunt: &Hunt, stream: &mut ByteStream, mut stop: impl FnMut(u64) -> bool) -> RunResult {
    let mut count = 0;
    let mut sizes = BTreeMap::new();
    let mut counterexample = None;
    while counterexample.is_none() && !stop(count) {
        let len = 8 + (stream.next_bytes(1)[0] as usize % 248);
        let data = stream.next_bytes(len);
        match (hunt.check)(hunt.claim, &data, Reach::Full) {
            Outcome::Held { size, describe } => {
                count += 1;
                sizes.entry(size).or_insert((describe, 0)).1 += 1;
            }
            Outcome::Counterexample { detail, replay } => {
                count += 1;
                counterexample = Some((detail, replay));
            }
            Outcome::Skipped => {}
        }
    }
    RunResult {
        instances: count,
        // The first instance of the largest size.
        largest: sizes.last_key_value().map(|(&s, (d, _))| (s, d.clone())),
        sizes,
        counterexample,
    }
}
