//! The hunting checks run on a fixed seed (the same code as `cgcheck hunt` and the `hunt`
//! fuzz target), and replay the committed seeds.

use cgcheck::hunt::{ByteStream, Outcome, Reach, check_at, fuzz_input, hunts, run};
use rayon::prelude::*;
use std::path::Path;

#[test]
fn every_hunt_runs_on_a_fixed_seed_without_counterexample() {
    // The hunts are independent: run side by side, the test takes the slowest hunt's time.
    hunts().par_iter().for_each(|hunt| {
        let mut stream = ByteStream::new(7);
        // DOM-Obs scans random boards up to 10 x 10 both ways, about half a second each at the
        // test profile: 5 of them show it runs (its fuzz target and recorded hunts go further).
        let enough = if hunt.claim == "DOM-Obs" { 5 } else { 25 };
        let r = run(hunt, &mut stream, |c| c >= enough);
        let (count, largest, cex) = (r.instances, r.largest, r.counterexample);
        assert!(cex.is_none(), "{}: {:?}", hunt.claim, cex);
        assert!(count >= enough, "{}: only {count} instances", hunt.claim);
        assert!(largest.is_some(), "{}", hunt.claim);
    });
}

/// The `hunt` fuzz target's seeds and regressions are replayed at the fuzz reach, as the
/// target runs them; each names a registered hunt on its first line.
#[test]
fn hunts_replay_their_committed_seeds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let entries =
        std::fs::read_dir(root.join("fuzz/seeds/hunt")).expect("the hunt target has seeds");
    let kept = std::fs::read_dir(root.join("fuzz/regressions/hunt"))
        .into_iter()
        .flatten();
    let mut replayed = 0;
    for entry in entries.flatten().chain(kept.flatten()) {
        let data = std::fs::read(entry.path()).expect("readable");
        let named = data.split(|&b| b == b'\n').next().unwrap_or_default();
        let (hunt, bytes) = fuzz_input(&data).expect("not empty");
        assert_eq!(
            hunt.claim.as_bytes(),
            named,
            "{} names no registered hunt",
            entry.path().display()
        );
        assert!(
            !matches!(
                check_at(hunt.claim, bytes, Reach::Fuzz),
                Outcome::Counterexample { .. }
            ),
            "{}",
            entry.path().display()
        );
        replayed += 1;
    }
    assert!(replayed > 0, "no seeds replayed");
}

/// Any bytes reach some hunt: a first line naming a claim picks it, else the first byte does.
#[test]
fn the_hunt_targets_input_picks_its_claim() {
    let (h, rest) = fuzz_input(b"SEKI-C7\nxyz").expect("an input");
    assert_eq!((h.claim, rest), ("SEKI-C7", &b"xyz"[..]));
    let (h, rest) = fuzz_input(b"sl-pn\n").expect("an input");
    assert_eq!((h.claim, rest), ("SL-PN", &b""[..]));
    let picked: std::collections::BTreeSet<&str> = (0..=255u8)
        .map(|b| fuzz_input(&[b, 1, 2]).expect("an input").0.claim)
        .collect();
    assert_eq!(picked.len(), hunts().len());
    assert!(fuzz_input(b"").is_none());
}

/// The fuzz reach divides the budgets that read it. The input that took 9 s under
/// AddressSanitizer at the full budget (a 5x5 of height 2) is kept as
/// fuzz/regressions/hunt/seki_conj3-slow-5x5-height-2 and replayed above at the fuzz reach.
#[test]
fn the_fuzz_reach_is_smaller() {
    use cgcheck::claims::drivers::hunted::FUZZ_DIVISOR;
    assert_eq!(Reach::Full.budget(1 << 20), 1 << 20);
    assert_eq!(Reach::Fuzz.budget(1 << 20), (1 << 20) / FUZZ_DIVISOR);
}

/// The Sprague-Grundy theorem on sums of Nim, subtraction, Wythoff and Column-Row parts
/// (`cgcheck::hunt::sums`): no catalogued claim states it, so it runs here as a property.
#[test]
fn sg_of_sums_is_the_xor_of_the_parts() {
    use cgcheck::hunt::sums::sg_of_sums;
    let mut stream = ByteStream::new(11);
    let mut held = 0;
    for _ in 0..400 {
        let data = stream.next_bytes(16);
        match sg_of_sums("", &data) {
            Outcome::Counterexample { detail, .. } => panic!("{detail}"),
            Outcome::Held { .. } => held += 1,
            Outcome::Skipped => {}
        }
    }
    assert!(held >= 100, "only {held} sums checked");
}

/// Weak (Maker-Breaker) k-in-a-row wins are monotone in the board, k and the first turn's
/// stones: a property of the weak-game solver, run here on every small game.
#[test]
fn weak_game_wins_are_monotone() {
    use cgcheck::games::mnk::board::Params;
    use cgcheck::games::mnk::weak::monotone_at;
    let mut checked = 0;
    for m in 1..=4 {
        for n in 1..=3 {
            for k in 2..=m.max(n) {
                for (p, q) in [(1, 1), (1, 2), (2, 2)] {
                    let Ok(g) = Params::new(m, n, k, p, q) else {
                        continue;
                    };
                    match monotone_at(g) {
                        Some(Err(h)) => panic!(
                            "weak game: B wins {h} (`cgcheck solve mnk {} {} {} --p {} --q {} --weak`) but not {g}",
                            h.m, h.n, h.k, h.p, h.q
                        ),
                        Some(Ok(())) => checked += 1,
                        None => {}
                    }
                }
            }
        }
    }
    assert!(checked >= 20, "only {checked} games checked");
}

/// Every hunt judges by its claim's own predicate: the function it names is called by the
/// claim's checks (the source of the claim's paper module) and by the hunts (`src/hunt/`, the
/// Seki ones in `src/claims/seki/hunts.rs`), and
/// defined once in `src/`. A hunt that re-implemented its claim's predicate would name none.
/// A hunt driven by [`cgcheck::claims::drivers::universal`] names the claim's `Universal`
/// type, which both the claim's check (`exhaustive::<T>(..)`) and the hunt (`hunt::<T>(..)`)
/// call.
#[test]
fn every_hunt_calls_its_claims_predicate() {
    use cgcheck::claims::provenance::{Kind, sources};
    let calls = |text: &str, name: &str| {
        text.match_indices(name).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let after = &text[i + name.len()..];
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                && (after.starts_with('(') || after.starts_with(">("))
                && !text[..i].ends_with("fn ")
        })
    };
    let hunt_code =
        |path: &str| path.starts_with("src/hunt/") || path == "src/claims/seki/hunts.rs";
    for hunt in hunts() {
        // A hunt that comes from its claim's part shares the part's predicate by
        // construction (`claims_md::every_hunted_spec_is_its_claims_hunt_and_check`).
        let Some(predicate) = hunt.predicate else {
            continue;
        };
        let claim = cgcheck::claims::find(hunt.claim)
            .unwrap_or_else(|| panic!("the hunt for {} has no registered claim", hunt.claim));
        assert!(
            sources(claim.paper, Kind::Deep)
                .iter()
                .filter(|(path, _)| !hunt_code(path))
                .any(|(_, text)| calls(text, predicate)),
            "{}: the claim's checks never call {}",
            hunt.claim,
            predicate
        );
        assert!(
            sources(claim.paper, Kind::Hunt)
                .iter()
                .filter(|(path, _)| hunt_code(path))
                .any(|(_, text)| calls(text, predicate)),
            "{}: no hunt calls {}",
            hunt.claim,
            predicate
        );
    }
}
