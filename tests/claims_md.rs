//! CLAIMS.md is what the code says today, and the registry covers the whole catalogue.

use crate::common;

use cgcheck::claims::store::{DEEP_EVIDENCE_PATH, DeepStore};
use cgcheck::claims::{self, FindingKind, Paper};
use cgcheck::report;
use std::collections::HashSet;
use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn claims_md_is_up_to_date() {
    let registry = claims::registry();
    let quick = common::quick::all();
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let expected = report::render(&registry, &quick, &store);
    let actual = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    assert!(
        actual == expected,
        "CLAIMS.md is stale: run `cargo run --release -- verify` and commit it"
    );
    for (path, text) in report::render_details(&registry, &quick, &store) {
        let actual = std::fs::read_to_string(root().join(&path)).unwrap_or_default();
        assert!(
            actual == text,
            "{path} is stale: run `cargo run --release -- verify` and commit it"
        );
    }
}

/// CLAIMS.md reads in a minute: under 40 KB, no table cell over 200 characters, and every
/// claim's row links its section of the details files, whose anchors exist and are unique.
#[test]
fn claims_md_is_short_and_links_every_claim_to_its_details() {
    let text = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    assert!(text.len() < 40 * 1024, "CLAIMS.md has {} bytes", text.len());
    for line in text.lines().filter(|l| l.starts_with('|')) {
        for cell in line.split(" | ") {
            assert!(
                cell.chars().count() <= report::CELL_CHARS,
                "a cell of {} characters: {cell}",
                cell.chars().count()
            );
        }
    }
    for c in claims::registry() {
        let link = report::details::link(&c);
        let row = text
            .lines()
            .find(|l| l.starts_with(&format!("| {} |", c.id)))
            .unwrap_or_else(|| panic!("no row for {}", c.id));
        assert!(row.ends_with(&format!("| {link} |")), "{row}");
        let details = std::fs::read_to_string(root().join(report::details::file(c.paper)))
            .unwrap_or_default();
        let headings: Vec<&str> = details
            .lines()
            .filter_map(|l| l.strip_prefix("## "))
            .collect();
        assert!(headings.contains(&c.id), "{}: no section", c.id);
    }
    // Every figure a details file links exists.
    for paper in Paper::ALL {
        let path = root().join(report::details::file(paper));
        let details = std::fs::read_to_string(&path).unwrap_or_default();
        for link in details.split("](../").skip(1) {
            let target = link.split(')').next().unwrap_or_default();
            assert!(
                root().join(target).is_file(),
                "{} links {target}, which is missing",
                path.display()
            );
        }
    }
    // Anchors are unique per file (GitHub would number a repeated one).
    for paper in Paper::ALL {
        let claims: Vec<_> = claims::registry()
            .into_iter()
            .filter(|c| c.paper == paper)
            .collect();
        let anchors: HashSet<String> = claims.iter().map(report::details::anchor).collect();
        assert_eq!(
            anchors.len(),
            claims.len(),
            "{paper:?}: two claims share an anchor"
        );
    }
}

/// Stored records made for an older statement or check, and deep records whose bound does not
/// cover the quick run's, are listed (printed here, and in CLAIMS.md's "Stale evidence"
/// section), never used as current evidence.
#[test]
fn stale_records_are_listed_in_claims_md() {
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let stale = report::unused(&claims::registry(), &common::quick::all(), &store);
    let text = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    let section = text
        .split("## Stale evidence")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or("");
    for (id, kind, why) in &stale {
        eprintln!("stale {kind} record of {id}: {why}");
        assert!(
            section.contains(&format!("- **{id}** ({kind} record)")),
            "{id}'s stale {kind} record is not listed"
        );
    }
    assert_eq!(stale.is_empty(), section.is_empty());
}

/// Every stored record carries its basis, and where the code it rests on is today's, the
/// quick result it pinned is today's too: a quick check is deterministic (no timing, no
/// order of threads in what it finds), or a record could never be re-validated by it.
#[test]
fn every_record_pins_a_basis_that_todays_quick_run_reproduces() {
    use cgcheck::claims::provenance::{Kind, code_fingerprint, quick_digest};
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let registry = claims::registry();
    let quick = common::quick::all();
    let mut compared = 0;
    for (c, q) in registry.iter().zip(&quick) {
        let pinned = [
            (Kind::Deep, store.records.get(c.id).map(|r| &r.provenance)),
            (Kind::Hunt, store.hunts.get(c.id).map(|h| &h.provenance)),
        ];
        for (kind, provenance) in pinned {
            let Some(provenance) = provenance else {
                continue;
            };
            let basis = provenance
                .as_ref()
                .and_then(|p| p.basis.as_ref())
                .unwrap_or_else(|| panic!("{}'s {kind:?} record has no basis", c.id));
            if basis.code == code_fingerprint(c.paper, kind) {
                assert_eq!(
                    basis.quick,
                    quick_digest(q),
                    "{}: the quick check finds otherwise than when its {kind:?} record was made, under the same code",
                    c.id
                );
                compared += 1;
            }
        }
    }
    eprintln!("{compared} records compared");
}

/// Records that stand by re-validation (their code changed, their quick results and engines
/// did not) are counted per paper in CLAIMS.md's "Re-validated evidence" section and marked
/// in their claim's details, and only they.
#[test]
fn revalidated_records_are_listed_in_claims_md() {
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let registry = claims::registry();
    let today = cgcheck::claims::provenance::Today::with_quick(&registry, &common::quick::all());
    let listed = store.revalidated(&registry, &today);
    let text = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    let section = text
        .split("## Re-validated evidence")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or("");
    assert_eq!(listed.is_empty(), section.is_empty());
    for paper in Paper::ALL {
        let details =
            fs::read_to_string(root().join(report::details::file(paper))).expect("details file");
        for kind in ["deep", "hunt"] {
            let ids: Vec<&str> = listed
                .iter()
                .filter(|(id, k, _)| {
                    *k == kind && registry.iter().any(|c| c.id == id && c.paper == paper)
                })
                .map(|(id, _, _)| id.as_str())
                .collect();
            if !ids.is_empty() {
                let line = format!("- {} ({kind} records, {})\n", paper.title(), ids.len());
                assert!(section.contains(&line), "{line} missing");
            }
            for id in ids {
                let own = details
                    .split(&format!("\n## {id}\n"))
                    .nth(1)
                    .and_then(|rest| rest.split("\n## ").next())
                    .unwrap_or("");
                let mark = own
                    .lines()
                    .find(|l| l.starts_with("**Evidence**"))
                    .and_then(|l| l.split("; re-validated ").nth(1))
                    .unwrap_or("");
                assert!(
                    mark.contains(kind),
                    "{id}'s re-validated {kind} record is not marked"
                );
            }
        }
    }
}

#[test]
fn claims_md_lists_every_registered_id() {
    let text = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    for c in claims::registry() {
        assert!(text.contains(&format!("| {} |", c.id)), "{} missing", c.id);
    }
}

/// Each id once, and every paper has claims.
#[test]
fn registry_has_each_id_once() {
    let registry = claims::registry();
    let ids: HashSet<&str> = registry.iter().map(|c| c.id).collect();
    assert_eq!(ids.len(), registry.len(), "duplicate ids");
    assert!(
        Paper::ALL
            .iter()
            .all(|p| registry.iter().any(|c| c.paper == *p))
    );
}

/// When the catalogue is present beside the project (developers' machines and CI have
/// `../shared`), every id in it is registered. The catalogue is the floor: statements it
/// missed are registered under new ids (issue 18), so the registry may hold more.
#[test]
fn registry_matches_the_catalogue_when_present() {
    let path = root().join("../shared/claims-catalogue.md");
    let Ok(text) = std::fs::read_to_string(&path) else {
        return;
    };
    let catalogue: HashSet<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("| "))
        .filter_map(|l| l.split(" |").next())
        .filter(|id| {
            ["SEKI-", "CR-", "SL-", "MNK-", "DOM-"]
                .iter()
                .any(|p| id.starts_with(p))
        })
        .map(str::to_string)
        .collect();
    let registered: HashSet<String> = claims::registry()
        .iter()
        .map(|c| c.id.to_string())
        .collect();
    let missing: Vec<&String> = catalogue.difference(&registered).collect();
    assert!(
        missing.is_empty(),
        "catalogue ids not registered: {missing:?}"
    );
}

#[test]
fn every_checked_claim_names_its_test_and_open_ones_give_a_reason() {
    for c in claims::registry() {
        match c.check {
            claims::Check::Bespoke(_) | claims::Check::Parts(_) => {
                assert!(c.test().is_some(), "{} has no test", c.id)
            }
            claims::Check::Open(reason) => assert!(!reason.is_empty(), "{}", c.id),
        }
    }
}

/// Every checked claim is made of parts, each of a kind `claims --json` names; a claim
/// whose check is only driver parts builds no finding by hand; CLAIMS.md names the bespoke
/// ones.
#[test]
fn every_checked_claim_lists_its_parts_and_claims_md_names_the_bespoke_ones() {
    let text = std::fs::read_to_string(root().join("CLAIMS.md")).unwrap_or_default();
    let section = text
        .split("## How the claims are checked")
        .nth(1)
        .and_then(|s| s.split("\n## ").next())
        .expect("CLAIMS.md has a section on how the claims are checked");
    let mut bespoke = 0;
    for c in claims::registry() {
        let parts = c.parts();
        assert_eq!(
            parts.is_empty(),
            matches!(c.check, claims::Check::Open(_)),
            "{}",
            c.id
        );
        for p in &parts {
            let d = p.describe();
            assert!(!d.what.is_empty(), "{}: a part says nothing", c.id);
            assert_eq!(
                d.bounds.is_some(),
                d.kind == claims::PartKind::Universal,
                "{}: a universal part names its bounds, no other does",
                c.id
            );
        }
        let named =
            section.contains(&format!(" {},", c.id)) || section.contains(&format!(" {}\n", c.id));
        assert_eq!(
            named,
            c.is_bespoke(),
            "{}: named in CLAIMS.md iff bespoke",
            c.id
        );
        bespoke += usize::from(c.is_bespoke());
    }
    let says = if bespoke == 0 {
        "None has a hand-written (bespoke) part".to_string()
    } else {
        format!("The other {bespoke} have")
    };
    assert!(section.contains(&says), "{section}");
}

#[test]
fn every_proof_names_what_it_rests_on() {
    // A proved finding rests on computations, certificates or assumed lemmas: the registry
    // must say which, so the report can show the assumptions as such (issue 48, item 3).
    let quick = common::quick::all();
    for (c, ev) in claims::registry().iter().zip(&quick) {
        let proves = ev
            .findings
            .iter()
            .any(|f| matches!(f.kind, FindingKind::Proved));
        assert!(
            !proves || !c.rests_on.is_empty(),
            "{} proves a finding but names nothing it rests on",
            c.id
        );
    }
    let claims_md = fs::read_to_string(root().join("CLAIMS.md")).expect("CLAIMS.md");
    let details = fs::read_to_string(root().join("claims/domineering-min-moves.md"))
        .expect("the Domineering details");
    // DOM-Ex2.2's step past the solved boards rests on the cut lemma, proved in prose.
    assert!(claims_md.contains("[DOM-Ex2.2](claims/domineering-min-moves.md#dom-ex22)"));
    assert!(details.contains("- **assumed**: the cut lemma"));
}

#[test]
fn every_named_test_exists() {
    for c in claims::registry() {
        let Some(test) = c.test() else { continue };
        let (file, func) = test.split_once("::").expect("FILE::fn");
        let text = std::fs::read_to_string(root().join(file)).unwrap_or_default();
        assert!(
            text.contains(&format!("fn {func}(")),
            "{}: {test} does not exist",
            c.id
        );
    }
}

/// Every command the report shows: the replays in the quick evidence, in the current stored
/// deep records and hunts, and the command that made each stored record (stale ones too: the
/// report tells the reader to re-run them).
fn every_replay() -> Vec<(String, String)> {
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let today =
        cgcheck::claims::provenance::Today::with_quick(&claims::registry(), &common::quick::all());
    let mut out = Vec::new();
    for (c, ev) in claims::registry().iter().zip(common::quick::all()) {
        let id = c.id.to_string();
        out.extend(
            ev.replays()
                .into_iter()
                .map(|r| (id.clone(), r.to_string())),
        );
        if let Some(record) = store.records.get(c.id) {
            out.push((id.clone(), record.command.clone()));
            if store.deep_freshness(c, &today).stands() {
                let replays = record.evidence.replays();
                out.extend(replays.into_iter().map(|r| (id.clone(), r.to_string())));
            }
        }
        if let Some(hunt) = store.hunts.get(c.id) {
            out.push((id.clone(), hunt.command.clone()));
            if let Some((_, replay)) = &hunt.counterexample
                && store.hunt_freshness(c, &today).stands()
            {
                out.push((id.clone(), replay.clone()));
            }
        }
    }
    for e in cgcheck::claims::errata::all() {
        if let Some(r) = e.replay {
            out.push((format!("misprint at {}", e.place), r.to_string()));
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_misprint_names_a_registered_claim_and_is_listed_in_its_details() {
    let ids: HashSet<&str> = claims::registry().iter().map(|c| c.id).collect();
    for e in cgcheck::claims::errata::all() {
        if let Some(c) = e.claim {
            assert!(ids.contains(c), "misprint at {} names {c}", e.place);
        }
        let details =
            fs::read_to_string(root().join(report::details::file(e.paper))).expect("details file");
        assert!(
            details.contains(&format!("- **{}**: printed", e.place)),
            "{} not listed",
            e.place
        );
    }
}

/// Splits a replay as a shell would (quotes), refusing what a shell would not split cleanly.
fn words(replay: &str) -> Vec<String> {
    shlex::split(replay)
        .unwrap_or_else(|| panic!("replay `{replay}` does not split as a shell command"))
}

/// Every replay is a real `cgcheck` command: the CLI's own parser accepts it.
#[test]
fn every_replay_parses_with_the_cli_parser() {
    use clap::Parser;
    let replays = every_replay();
    assert!(replays.len() > 20, "only {} replays found", replays.len());
    for (id, replay) in replays {
        let argv = words(&replay);
        assert_eq!(
            argv.first().map(String::as_str),
            Some("cgcheck"),
            "{id}: `{replay}`"
        );
        if let Err(e) = cgcheck::cli::Cli::try_parse_from(&argv) {
            panic!("{id}: replay `{replay}` is not a valid command: {e}");
        }
    }
}

/// The replay of every refuted or differing claim runs at quick size and shows the failure:
/// every failing finding (counterexample or mismatch) names the text its replay prints that
/// shows it ([`claims::Finding::shows`]: the failing instance or value), the replay exits
/// without an input error (exit 0, or 1 where the command reports a failure it found), and its
/// output contains that text.
///
/// The certificate check of MNK-944 is left to MNK-944's own quick check, which runs the same
/// checker on the same file (`tests/mnk.rs::mnk_944`); it takes half a minute in a test build.
/// Enumeration replays are parsed (above) but not run: they redo a deep count (minutes in a
/// test build); their findings still name what they show, and each such claim's first failing
/// finding must have a replay that runs here unless the count is its only failure.
#[test]
fn the_replay_of_every_refuted_claim_shows_the_failure() {
    let registry = claims::registry();
    let quick = common::quick::all();
    let store = DeepStore::load(&root().join(DEEP_EVIDENCE_PATH)).expect("deep evidence parses");
    let mut ran = 0;
    for (c, q) in registry.iter().zip(&quick) {
        let (ev, _) = report::shown_one(c, q, &store);
        let status = ev.status();
        if !matches!(status, claims::Status::Refuted | claims::Status::Differs) {
            continue;
        }
        assert!(
            !ev.replays().is_empty(),
            "{} is {status} without a replay",
            c.id
        );
        for f in &ev.findings {
            let replay = match &f.kind {
                claims::FindingKind::Counterexample { replay }
                | claims::FindingKind::Mismatched { replay, .. } => replay,
                _ => continue,
            };
            let shows = f.shows.as_deref().unwrap_or_else(|| {
                panic!(
                    "{}: the finding `{}` does not say what its replay `{replay}` prints (Evidence::shows)",
                    c.id, f.detail
                )
            });
            let argv = words(replay);
            if matches!(
                argv.get(1).map(String::as_str),
                Some("check-certificate" | "enumerate")
            ) {
                continue;
            }
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_cgcheck"))
                .args(&argv[1..])
                .current_dir(root())
                .output()
                .expect("cgcheck runs");
            let (stdout, stderr) = (
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr),
            );
            assert!(
                matches!(out.status.code(), Some(0 | 1)) && !stdout.trim().is_empty(),
                "{}: replay `{replay}` exited {:?}: {stderr}",
                c.id,
                out.status.code()
            );
            assert!(
                stdout.contains(shows),
                "{}: replay `{replay}` does not print `{shows}`:\n{stdout}",
                c.id
            );
            if argv.get(1).map(String::as_str) == Some("verify") {
                assert!(
                    stdout.contains(status.keyword()),
                    "{}: replay `{replay}` does not show `{status}`:\n{stdout}",
                    c.id
                );
            }
            ran += 1;
        }
    }
    assert!(ran >= 10, "only {ran} replays ran");
}

/// Each claim's quick status, with the bound it reaches, is pinned in the registry (`quick`
/// in `registry/*.toml`): shrinking a quick bound (or losing a status) fails this test until
/// the pin is changed on purpose. The deep records are not part of it: CLAIMS.md shows them,
/// pinned by `claims_md_is_up_to_date`.
#[test]
fn quick_statuses_and_bounds_are_pinned() {
    let moved: Vec<String> = claims::registry()
        .iter()
        .zip(common::quick::all())
        .filter_map(|(c, ev)| {
            let found = ev.status().to_string();
            (c.quick != Some(found.as_str()))
                .then(|| format!("{} (pinned {:?}): quick = {found:?}", c.id, c.quick))
        })
        .collect();
    assert!(
        moved.is_empty(),
        "quick statuses differ from their pins in registry/*.toml:\n{}",
        moved.join("\n")
    );
}

/// Each hunted `Universal` spec is the whole of its claim's hunt and part of its claim's check,
/// shown by behaviour rather than by names: the registered hunt gives the same outcome as the
/// spec's own hunt driver on the same bytes, and the claim's quick evidence holds the finding
/// the spec's exhaustive driver makes (its bound, built from the spec's domain and data).
/// (Here, where every quick check is evaluated anyway: `tests/hunt.rs` evaluates none.)
#[test]
fn every_hunted_spec_is_its_claims_hunt_and_check() {
    use cgcheck::claims::drivers::universal::{self, Hunted};
    use cgcheck::claims::{Depth, FindingKind};
    // `name`: the predicate a hunt registered by hand names; `None` for a hunt that comes
    // from the claim's hunted part.
    fn same<S: Hunted>(name: Option<&str>) {
        let hunt = cgcheck::hunt::find(S::CLAIM)
            .unwrap_or_else(|| panic!("{}: no hunt registered", S::CLAIM));
        assert_eq!(hunt.predicate, name, "{}", S::CLAIM);
        assert_eq!(hunt.instances, S::INSTANCES, "{}", S::CLAIM);
        use cgcheck::hunt::{ByteStream, Outcome, Reach};
        let words = |o: Outcome| match o {
            Outcome::Held { size, describe } => format!("held {size} {describe}"),
            Outcome::Counterexample { detail, replay } => format!("failed {detail} {replay}"),
            Outcome::Skipped => "skipped".to_string(),
        };
        // At the fuzz targets' reach (smaller instances): the same code paths, without the
        // full hunt's largest instances (a 10 x 10 alpha scan) twice over in `cargo test`.
        let mut stream = ByteStream::new(11);
        for _ in 0..40 {
            let bytes = stream.next_bytes(48);
            let registered = words((hunt.check)(hunt.claim, &bytes, Reach::Fuzz));
            let spec = words(universal::hunt::<S>(S::CLAIM, &bytes, Reach::Fuzz));
            assert_eq!(registered, spec, "{}", S::CLAIM);
        }
        let bound = universal::bound::<S>(Depth::Quick);
        assert!(
            common::quick::evidence(S::CLAIM)
                .findings
                .iter()
                .any(|f| matches!(&f.kind, FindingKind::Verified { bound: b } if *b == bound)),
            "{}: the quick check has no finding to {bound}",
            S::CLAIM
        );
    }
    use cgcheck::claims::column_row::{Lemma12, Lemma31};
    use cgcheck::claims::domineering::Observation3;
    use cgcheck::claims::slides::{PnRules, ZermeloTrees};
    same::<ZermeloTrees>(None);
    same::<PnRules>(None);
    same::<Lemma12>(None);
    same::<Lemma31>(None);
    same::<Observation3>(Some("Observation3"));
}

/// Only the drivers and the evidence model build findings (issue 45): a claim's part returns
/// what it found (`part::Outcome`, `part::Compared`) and `src/claims/part.rs` or a driver makes
/// the finding; a user's conjecture and a stored hunt go through `part::searched` and
/// `part::hunted_counterexample`. No other file under src/ builds one.
#[test]
fn findings_are_built_only_by_the_drivers() {
    /// The evidence model and the drivers.
    const MODEL: [&str; 4] = [
        "src/claims/evidence.rs",
        "src/claims/part.rs",
        "src/claims/drivers/",
        "src/claims/mod.rs",
    ];
    /// A line that builds a finding: names a `FindingKind` outside a pattern, or calls one of
    /// the evidence model's builders.
    fn builds(line: &str) -> bool {
        let calls = ["Evidence::open(", "ev.compare(", ".compare(what"];
        if calls.iter().any(|c| line.contains(c)) {
            return true;
        }
        line.find("FindingKind::").is_some_and(|at| {
            let rest = &line[at..];
            !(line.contains("matches!")
                || rest.contains("{ .. }")
                || rest.contains("=>")
                || rest.contains(" | ")
                || line.trim_start().starts_with('|')
                || line.trim_start().starts_with("//"))
        })
    }
    let mut files = Vec::new();
    crate::common::rust_files(&root().join("src"), &mut files);
    let mut checked = 0;
    for file in files {
        let rel = file
            .strip_prefix(root())
            .map(|p| p.to_string_lossy().replace('\\', "/"))
            .unwrap_or_default();
        if MODEL.iter().any(|m| rel.starts_with(m)) {
            continue;
        }
        let text = fs::read_to_string(&file).unwrap_or_default();
        let lines: Vec<&str> = text.lines().filter(|l| builds(l)).collect();
        assert!(
            lines.is_empty(),
            "{rel} builds findings by hand on {} lines ({:?}): return an Outcome or Compared \
             from a part instead (src/claims/part.rs)",
            lines.len(),
            lines.first()
        );
        checked += 1;
    }
    assert!(checked > 50, "only {checked} source files found under src/");
}

/// No check retypes a claim's id into a replay (issue 45: replays are built, not typed): a
/// part whose failure shows only in the claim's own check says `QUICK_CHECK`, and the driver
/// writes the id in. Only `Depth::replay` (src/claims/mod.rs) spells the command out.
#[test]
fn no_check_types_its_claims_replay() {
    let mut files = Vec::new();
    crate::common::rust_files(&root().join("src/claims"), &mut files);
    crate::common::rust_files(&root().join("src/hunt"), &mut files);
    let typed: Vec<String> = files
        .iter()
        .filter(|f| !f.ends_with("src/claims/mod.rs"))
        .flat_map(|f| {
            let text = fs::read_to_string(f).unwrap_or_default();
            text.lines()
                .filter(|l| !l.trim_start().starts_with("//") && !l.contains("const QUICK_CHECK"))
                .filter(|l| {
                    l.split("verify --claim ").skip(1).any(|rest| {
                        rest.starts_with(|c: char| c.is_ascii_uppercase()) || rest.starts_with('{')
                    })
                })
                .map(|l| format!("{}: {}", f.display(), l.trim()))
                .collect::<Vec<_>>()
        })
        .collect();
    assert!(
        typed.is_empty(),
        "replays typed by hand:\n{}",
        typed.join("\n")
    );
}

/// A check's run context is explicit (issue 45, item 5): its depth, its part of a split run
/// ([`cgcheck::claims::Run`]) and a hunt's reach are arguments, never a thread-local that a
/// caller sets and a driver reads, which a check run on another thread would not see and a
/// panic could leave set for the next check on the same one.
#[test]
fn no_source_file_keeps_a_thread_local() {
    let mut files = Vec::new();
    crate::common::rust_files(&root().join("src"), &mut files);
    assert!(
        files.len() > 50,
        "only {} source files under src/",
        files.len()
    );
    let local: Vec<_> = files
        .iter()
        .filter(|f| fs::read_to_string(f).is_ok_and(|text| text.contains("thread_local")))
        .collect();
    assert!(
        local.is_empty(),
        "thread-locals in {local:?}: pass an argument instead"
    );
}

/// A finding's entry count comes from the comparisons made (a `Tally`, `Outcome::over` of the
/// rows run, a table's length), never a number typed beside the checks: a part once claimed
/// "all 9 entries agree" and compared 8. A `Compared` is made only by a `Tally` (its count is
/// private to part.rs, so the compiler holds that); every other file under src/claims is
/// scanned for a count written as a literal in the calls that still take one.
#[test]
fn no_entry_count_is_typed_beside_the_checks() {
    /// The top-level arguments of the call whose `(` ends at `open` in `text`.
    fn arguments(text: &str, open: usize) -> Vec<String> {
        let (mut depth, mut args, mut current) = (0usize, Vec::new(), String::new());
        for c in text[open..].chars() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    args.push(std::mem::take(&mut current));
                    continue;
                }
                _ => {}
            }
            current.push(c);
        }
        args.push(current);
        args
    }
    /// A positive count written as a literal.
    fn typed(arg: &str) -> bool {
        let arg = arg.trim().trim_end_matches("usize");
        !arg.is_empty()
            && arg.chars().all(|c| c.is_ascii_digit())
            && !arg.trim_start_matches('0').is_empty()
    }
    // (call, which argument is the count)
    const CALLS: [(&str, usize); 2] = [("Part::table(", 1), (".over(", 0)];
    let mut files = Vec::new();
    crate::common::rust_files(&root().join("src/claims"), &mut files);
    let mut typed_counts = Vec::new();
    for file in &files {
        if file.ends_with("part.rs") && file.parent().is_some_and(|d| d.ends_with("claims")) {
            continue;
        }
        let text = fs::read_to_string(file).unwrap_or_default();
        for (call, count) in CALLS {
            for (at, _) in text.match_indices(call) {
                let args = arguments(&text, at + call.len());
                if args.get(count).is_some_and(|a| typed(a)) {
                    typed_counts.push(format!("{}: {call}..", file.display()));
                }
            }
        }
        for line in text.lines() {
            if let Some(rest) = line.trim_start().strip_prefix("entries: ")
                && typed(rest.trim_end_matches(','))
            {
                typed_counts.push(format!("{}: {}", file.display(), line.trim()));
            }
        }
    }
    assert!(
        files.len() > 30,
        "only {} files under src/claims",
        files.len()
    );
    assert!(
        typed_counts.is_empty(),
        "entry counts typed beside the checks (count them with part::Tally or Outcome::over): {typed_counts:?}"
    );
}

/// Every group of Seki position facts in the registry is run by some part, once: a group no
/// part names, or a second group under a key already used, would be data never compared.
#[test]
fn every_seki_fact_group_is_run() {
    let data = fs::read_to_string(root().join("registry/seki/facts.toml")).unwrap_or_default();
    let keys: Vec<&str> = data
        .lines()
        .filter_map(|l| l.strip_prefix("key = \""))
        .filter_map(|l| l.strip_suffix('"'))
        .collect();
    assert!(keys.len() > 10, "only {} groups read", keys.len());
    let mut code = String::new();
    for entry in fs::read_dir(root().join("src/claims/seki"))
        .into_iter()
        .flatten()
        .flatten()
    {
        if entry.path().file_name().is_some_and(|n| n != "facts.rs") {
            code.push_str(&fs::read_to_string(entry.path()).unwrap_or_default());
        }
    }
    let mut seen = HashSet::new();
    for key in keys {
        assert!(seen.insert(key), "the group {key} is listed twice");
        assert!(
            code.contains(&format!("\"{key}\"")),
            "no part runs the group {key}"
        );
    }
}
