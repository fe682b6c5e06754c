//! The naive checkers tested for leniency (issue 49): for each checker, a `cases!` table of
//! small false inputs, one per rule the checker enforces, each refused with a message that
//! names that rule (so a case cannot pass by failing earlier for another reason); and a
//! property test that corrupts valid artifacts at random, deep in the walk as well as at the
//! root, and cross-checks everything the checker still accepts against a reference solver
//! ("whatever is accepted is true").
//!
//! `scripts/drop-refusals.sh` runs these tests once per refusal with that refusal deleted
//! (`CGCHECK_DROP_REFUSAL=<name>`, `src/core/planted.rs`) and requires each run to fail.

mod census;
mod domineering;
mod mnk;
mod mnk_zone;
mod seki;

/// A small deterministic generator (xorshift), so that a failure reproduces.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Asserts that `result` is a refusal whose message contains `says`; returns the message.
pub fn refused_saying<T: std::fmt::Debug>(result: Result<T, String>, says: &str) -> String {
    match result {
        Ok(t) => panic!("accepted, but should be refused with '{says}': {t:?}"),
        Err(e) => {
            assert!(e.contains(says), "refused, but not for '{says}': {e}");
            assert!(!e.contains('\n'), "not one line: {e}");
            e
        }
    }
}

/// The checker files: every refusal in them is written `reason && refuses("<name>")`.
const CHECKERS: [&str; 6] = [
    "src/games/mnk/certificate.rs",
    "src/games/mnk/hold.rs",
    "src/games/mnk/zone_check.rs",
    "src/games/seki/certificate_check.rs",
    "src/games/domineering/proof_check.rs",
    "src/records/census_check.rs",
];

/// Every name `scripts/drop-refusals.sh` drops is one refusal in a checker, and every
/// planted refusal in the checkers is listed (a name typed twice or missing would leave a
/// refusal that the script never drops).
#[test]
fn every_planted_refusal_is_listed_once() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut used = Vec::new();
    for file in CHECKERS {
        let text = std::fs::read_to_string(root.join(file)).expect("a checker file");
        for piece in text.split("refuses(\"").skip(1) {
            used.push(piece.split('"').next().unwrap_or("").to_string());
        }
    }
    used.sort();
    let mut listed: Vec<String> = cgcheck::core::planted::REFUSALS
        .iter()
        .map(|s| s.to_string())
        .collect();
    listed.sort();
    assert_eq!(used, listed);
    // Outside the script the switch is off: every refusal is in force.
    if std::env::var_os("CGCHECK_DROP_REFUSAL").is_none() {
        assert!(
            listed
                .iter()
                .all(|name| cgcheck::core::planted::refuses(name))
        );
    }
}

/// The mutation runs of the checker files (README's "Mutation runs") are stored under
/// `evidence/mutants/checkers/`, one folder a shard with cargo-mutants' lists; every mutant a
/// run missed is in `survivors.md` with the reason it cannot change what a checker accepts,
/// or the test that catches it now and the re-run that shows it.
#[test]
fn every_surviving_mutant_is_explained() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("evidence/mutants/checkers");
    // A table cell escapes the `|` of a mutant's name.
    let reasons = std::fs::read_to_string(dir.join("survivors.md"))
        .expect("survivors.md")
        .replace("\\|", "|");
    let mut runs = 0;
    for entry in std::fs::read_dir(&dir).expect("the runs") {
        let path = entry.expect("an entry").path();
        if !path.is_dir() {
            continue;
        }
        runs += 1;
        let missed = std::fs::read_to_string(path.join("missed.txt")).expect("missed.txt");
        for name in missed.lines().filter(|l| !l.trim().is_empty()) {
            assert!(
                reasons.contains(&format!("| `{name}` |")),
                "{}: the survivor {name} has no reason in survivors.md",
                path.display()
            );
        }
    }
    assert!(runs > 0, "no mutation run stored");
}
