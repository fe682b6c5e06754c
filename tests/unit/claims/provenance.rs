//! Unit tests of `src/claims/provenance.rs`.

use cgcheck::claims::provenance::*;
use cgcheck::claims::{Claim, Paper};

#[test]
fn every_claims_source_file_is_fingerprinted() {
    let files: Vec<String> = ["src/claims", "src/hunt"]
        .iter()
        .flat_map(|d| on_disk(d))
        .collect();
    // The record model (the store, this file, canaries, artifacts' freshness) is not a check
    // of a paper.
    let model = [
        "src/claims/store.rs",
        "src/claims/provenance.rs",
        "src/records/artifacts.rs",
        "src/records/canary.rs",
        // What proofs rest on, and the papers' misprints: what the report says of the
        // evidence, not how it is found.
        "src/claims/basis.rs",
        "src/claims/errata.rs",
        // Joins the registry's text to its checks: the text is in the spec fingerprint, the
        // checks in their papers' files.
        "src/claims/registry.rs",
    ];
    let listed = fingerprinted_files();
    for file in files {
        assert!(
            listed.contains(&file.as_str()) || model.contains(&file.as_str()),
            "{file} is not fingerprinted: add its prefix to `reached` or to the common files"
        );
    }
}

/// The generic drivers and the parts that call them are check code: every paper fingerprints
/// them, or a change to a driver would leave that paper's records current.
#[test]
fn every_paper_fingerprints_the_drivers() {
    let drivers = [
        "src/claims/drivers/mod.rs",
        "src/claims/drivers/table.rs",
        "src/claims/drivers/universal.rs",
        "src/claims/part.rs",
    ];
    for paper in Paper::ALL {
        for d in drivers {
            assert!(
                sources(paper, Kind::Deep)
                    .iter()
                    .any(|(path, _)| *path == d),
                "{paper:?} does not fingerprint {d}"
            );
        }
    }
}

#[test]
fn a_changed_statement_or_a_missing_basis_makes_a_record_stale() {
    let claim = cgcheck::claims::find("SL-Nim").expect("registered");
    let mut today = Today::engines_only();
    today.add_quick(&claim, &cgcheck::claims::Evidence::default());
    let p = based(&claim, Kind::Deep, &today);
    assert_eq!(
        freshness(&claim, Kind::Deep, Some(&p), &today),
        Freshness::Current
    );
    let reworded = Claim {
        statement: "something else",
        ..claim
    };
    assert!(matches!(
        freshness(&reworded, Kind::Deep, Some(&p), &today),
        Freshness::Stale(why) if why.contains("statement")
    ));
    // A record without a basis (made before bases were kept) says nothing of its code.
    let bare = Provenance::now(&claim, Kind::Deep, 1.0, None);
    assert!(matches!(
        freshness(&claim, Kind::Deep, Some(&bare), &today),
        Freshness::Stale(why) if why.contains("basis")
    ));
    assert!(matches!(
        freshness(&claim, Kind::Deep, None, &today),
        Freshness::Stale(_)
    ));
}

/// A record of `claim` made now against `today` (with its quick result), of `kind`.
fn based(claim: &Claim, kind: Kind, today: &Today) -> Provenance {
    Provenance::now(claim, kind, 1.0, None).based(claim, kind, today)
}

#[test]
fn a_record_whose_code_changed_stands_while_its_quick_result_does() {
    let claim = cgcheck::claims::find("SL-Nim").expect("registered");
    let quick = claim.evaluate(cgcheck::claims::Depth::Quick);
    let mut today = Today::engines_only();
    today.add_quick(&claim, &quick);
    let p = based(&claim, Kind::Deep, &today);
    assert!(p.basis.is_some());
    assert_eq!(
        freshness(&claim, Kind::Deep, Some(&p), &today),
        Freshness::Current
    );
    // Other code (its text and its normalised form): re-validated by the quick result.
    let mut moved = p.clone();
    moved.check = "0000000000000000".into();
    if let Some(b) = moved.basis.as_mut() {
        b.code = "0000000000000000".into();
    }
    assert!(matches!(
        freshness(&claim, Kind::Deep, Some(&moved), &today),
        Freshness::Revalidated(why) if why.contains("code changed")
    ));
    // ... but not when the quick check finds otherwise now, or its result is not known.
    let mut other = Today::engines_only();
    let mut changed = quick.clone();
    changed.findings[0].detail.push_str(" (changed)");
    other.add_quick(&claim, &changed);
    assert!(matches!(
        freshness(&claim, Kind::Deep, Some(&moved), &other),
        Freshness::Stale(why) if why.contains("finds otherwise")
    ));
    assert!(matches!(
        freshness(&claim, Kind::Deep, Some(&moved), &Today::engines_only()),
        Freshness::Stale(_)
    ));
    // Only the text changed (a comment, formatting): current, no note.
    let mut reformatted = p.clone();
    reformatted.check = "0000000000000000".into();
    assert_eq!(
        freshness(&claim, Kind::Deep, Some(&reformatted), &today),
        Freshness::Current
    );
}

/// The canary mismatch injected: every record, deep and hunt, of every claim, made today;
/// one engine's digest changed; exactly the records of the claims that use it go stale, and
/// the rest stand, whatever their code.
#[test]
fn a_changed_engine_stales_exactly_the_records_that_use_it() {
    use cgcheck::claims::provenance::engines;
    use cgcheck::records::canary::Engine;
    let registry = cgcheck::claims::registry();
    let mut today = Today::engines_only();
    let empty = cgcheck::claims::Evidence::default();
    for c in &registry {
        today.add_quick(c, &empty);
    }
    for kind in [Kind::Deep, Kind::Hunt] {
        let records: Vec<Provenance> = registry.iter().map(|c| based(c, kind, &today)).collect();
        for engine in Engine::ALL {
            let mut changed = today.clone();
            changed.set_canary(engine, "changed".into());
            let mut stale = 0;
            for (c, p) in registry.iter().zip(&records) {
                let uses = engines(c, kind == Kind::Hunt).contains(&engine);
                let f = freshness(c, kind, Some(p), &changed);
                assert_eq!(
                    !f.stands(),
                    uses,
                    "{} ({kind:?}) with the {} engine changed: {f:?}",
                    c.id,
                    engine.name()
                );
                stale += usize::from(uses);
                if uses {
                    assert!(matches!(f, Freshness::Stale(why) if why.contains(engine.name())));
                }
            }
            assert!(stale > 0, "no claim uses the {} engine", engine.name());
        }
    }
    // The paper's engine is the main one: every Seki record pins the Seki classifier, and only
    // the whistette remark the whistette solver.
    let uses = |e: Engine| {
        registry
            .iter()
            .filter(|c| engines(c, false).contains(&e))
            .map(|c| c.id)
            .collect::<Vec<_>>()
    };
    assert_eq!(uses(Engine::Whistette), vec!["SEKI-11.6"]);
    assert!(
        registry
            .iter()
            .filter(|c| c.paper == cgcheck::claims::Paper::Seki)
            .all(|c| engines(c, false).contains(&Engine::Seki))
    );
}

#[test]
fn the_canaries_are_deterministic_and_answer_something() {
    use cgcheck::records::canary::Engine;
    for e in Engine::ALL {
        let answers = e.answers();
        assert!(answers.lines().count() >= 10, "{}: {answers}", e.name());
        assert_eq!(answers, e.answers());
        assert!(!answers.contains("rror"), "{}: {answers}", e.name());
    }
}

/// A record that rests on stored artifacts (a census, a certificate) is keyed by their
/// checksums: one artifact changed, or a record made before they were pinned, is stale even
/// when the code and the quick result are unchanged; a hunt record does not pin them.
#[test]
fn a_changed_stored_artifact_stales_the_records_that_read_it() {
    let registry = cgcheck::claims::registry();
    let mut today = Today::engines_only();
    let empty = cgcheck::claims::Evidence::default();
    for c in &registry {
        today.add_quick(c, &empty);
    }
    let mut reading = 0;
    for c in &registry {
        let p = based(c, Kind::Deep, &today);
        assert_eq!(
            freshness(c, Kind::Deep, Some(&p), &today),
            Freshness::Current
        );
        let pinned = &p.basis.as_ref().expect("a basis").artifacts;
        assert_eq!(pinned.is_empty(), c.artifacts().is_empty(), "{}", c.id);
        let hunt = based(c, Kind::Hunt, &today);
        assert!(hunt.basis.as_ref().is_some_and(|b| b.artifacts.is_empty()));
        let Some(path) = pinned.keys().next() else {
            continue;
        };
        reading += 1;
        let mut changed = p.clone();
        if let Some(b) = changed.basis.as_mut() {
            b.artifacts.insert(path.clone(), "0000000000000000".into());
        }
        assert!(
            matches!(freshness(c, Kind::Deep, Some(&changed), &today),
                Freshness::Stale(why) if why.contains(path.as_str())),
            "{}",
            c.id
        );
        let mut unpinned = p.clone();
        if let Some(b) = unpinned.basis.as_mut() {
            b.artifacts.clear();
        }
        assert!(matches!(
            freshness(c, Kind::Deep, Some(&unpinned), &today),
            Freshness::Stale(why) if why.contains("pinned")
        ));
    }
    // The Seki censuses and certificates: section 1.8's lists, 1.9.1, Conjectures 1 and 2,
    // the computation ranges.
    assert!(reading >= 8, "{reading} claims read stored artifacts");
}

/// An artifact's checksum follows its bytes; a directory stands for its files; a removed
/// file reads `missing`.
#[test]
fn artifact_checksums_follow_the_bytes() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("artifact-digests");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a.json");
    std::fs::write(&file, "one").unwrap();
    let dir_text = format!("{}/", dir.display());
    let file_text = file.display().to_string();
    let first = artifact_digests(&[&file_text]);
    assert_eq!(artifact_digests(&[&dir_text]), first);
    std::fs::write(&file, "two").unwrap();
    let second = artifact_digests(&[&file_text]);
    assert_ne!(first, second);
    std::fs::remove_file(&file).unwrap();
    assert_eq!(artifact_digests(&[&file_text])[&file_text], "missing");
    assert_eq!(artifact_digests(&[&dir_text])[&dir_text], "empty");
}

/// A deep record whose findings quote an engine's search effort (positions searched,
/// certificate or proof-tree sizes) pins that engine's effort digest: a search that works
/// otherwise (the same answers, other figures) stales exactly those records, a record made
/// before efforts were pinned is stale, and hunt records and the records that quote no
/// effort stand.
#[test]
fn a_changed_search_effort_stales_exactly_the_records_that_quote_it() {
    use cgcheck::records::canary::Engine;
    let registry = cgcheck::claims::registry();
    let mut today = Today::engines_only();
    let empty = cgcheck::claims::Evidence::default();
    for c in &registry {
        today.add_quick(c, &empty);
    }
    let mut quoting = 0;
    for engine in Engine::ALL {
        let mut changed = today.clone();
        changed.set_effort(engine, "changed".into());
        for c in &registry {
            let quotes = c.effort_engines().contains(&engine);
            quoting += usize::from(quotes);
            let deep = based(c, Kind::Deep, &today);
            let pinned = &deep.basis.as_ref().expect("a basis").efforts;
            assert_eq!(pinned.contains_key(engine.name()), quotes, "{}", c.id);
            let f = freshness(c, Kind::Deep, Some(&deep), &changed);
            assert_eq!(
                !f.stands(),
                quotes,
                "{} with the {} effort changed: {f:?}",
                c.id,
                engine.name()
            );
            if quotes {
                assert!(matches!(&f, Freshness::Stale(why) if why.contains("effort")));
                let mut unpinned = deep.clone();
                if let Some(b) = unpinned.basis.as_mut() {
                    b.efforts.clear();
                }
                assert!(matches!(
                    freshness(c, Kind::Deep, Some(&unpinned), &today),
                    Freshness::Stale(why) if why.contains("did not pin")
                ));
            }
            let hunt = based(c, Kind::Hunt, &today);
            assert!(hunt.basis.as_ref().is_some_and(|b| b.efforts.is_empty()));
            assert!(freshness(c, Kind::Hunt, Some(&hunt), &changed).stands());
        }
    }
    // DOM-Ex2.2 (proof-tree sizes, positions searched past 36 cells), MNK-T2, T3, T5, T6, T7,
    // T11 and 944 (certificate sizes, whole trees' positions up to symmetry).
    assert!(quoting >= 8, "{quoting} claims quote an engine's effort");
}

/// The figures a finding may quote about an engine's work, by the phrases the findings use:
/// a stored deep finding that quotes one belongs to a claim that pins the engine's effort
/// ([`cgcheck::claims::part::Part::quoting_effort`]) or the stored artifact it counts.
#[test]
fn every_recorded_finding_that_quotes_effort_pins_it() {
    const PHRASES: [&str; 7] = [
        "positions up to symmetry",
        "positions (up to symmetry)",
        "positions in all",
        "by search alone",
        "answers, stones or pairings",
        "undecided within",
        "positions searched",
    ];
    let store: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("evidence/deep.json").expect("the stored evidence"),
    )
    .expect("JSON");
    let registry = cgcheck::claims::registry();
    let mut seen = 0;
    for (id, record) in store["records"].as_object().expect("records") {
        let text = record["evidence"].to_string();
        let Some(phrase) = PHRASES.iter().find(|p| text.contains(*p)) else {
            continue;
        };
        seen += 1;
        let claim = registry.iter().find(|c| c.id == id).expect("a claim");
        assert!(
            !claim.effort_engines().is_empty() || !claim.artifacts().is_empty(),
            "{id}'s deep finding quotes an engine's effort ('{phrase}') but none of its parts says so (Part::quoting_effort)"
        );
    }
    assert!(seen >= 8, "{seen} recorded findings quote effort");
}

#[test]
fn the_effort_samples_are_deterministic() {
    use cgcheck::records::canary::Engine;
    for e in [Engine::Mnk, Engine::Domineering] {
        let effort = e.effort();
        assert!(effort.lines().count() >= 6, "{}: {effort}", e.name());
        assert!(!effort.contains("rror"), "{}: {effort}", e.name());
        assert_eq!(effort, e.effort());
    }
}

/// A stored record re-made with the same findings keeps its content digest (what deep records
/// pin), whatever says when, where and by which code it was made; a changed finding or a
/// certificate's changed byte changes it.
#[test]
fn an_artifact_is_pinned_by_its_content_not_by_how_it_was_made() {
    use cgcheck::claims::provenance::content_digest;
    let census = |date: &str, seconds: f64, classes: u64| {
        serde_json::json!({
            "format": "cgcheck-seki-census 1", "m": 3, "n": 3, "classes": classes,
            "date": date, "engine": date, "peak_bytes": 7, "parts": 1,
            "provenance": {"seconds": seconds, "machine": {"cores": 2}},
        })
        .to_string()
    };
    let made = content_digest(census("2026-11-27", 3.5, 10).as_bytes());
    assert_eq!(
        made,
        content_digest(census("2026-12-03", 1.0, 10).as_bytes())
    );
    assert_ne!(
        made,
        content_digest(census("2026-11-27", 3.5, 11).as_bytes())
    );
    let record = |seconds: f64, nodes: u64| {
        serde_json::json!({"answer": {"outcome": "R", "nodes": nodes, "seconds": seconds}})
            .to_string()
    };
    assert_eq!(
        content_digest(record(1.0, 5).as_bytes()),
        content_digest(record(2.0, 5).as_bytes())
    );
    assert_ne!(
        content_digest(record(1.0, 5).as_bytes()),
        content_digest(record(1.0, 6).as_bytes())
    );
    assert_ne!(
        content_digest(b"mnk 3 3 3 1 1 holds W\n"),
        content_digest(b"mnk 3 3 3 1 1 holds B\n")
    );
}

/// A sample extended by appending cases strands no record made before: a record that pinned
/// the first lines of today's sample (as it was then) stands; one whose pinned lines answer
/// otherwise today, that pinned more lines than today's sample has, or that is not a pin, is
/// stale.
#[test]
fn a_record_outlives_cases_appended_to_its_engines_sample() {
    use cgcheck::records::canary::{Engine, answers_today, pin};
    let claim = cgcheck::claims::find("SL-Nim").expect("registered");
    let mut today = Today::engines_only();
    today.add_quick(&claim, &cgcheck::claims::Evidence::default());
    let made = based(&claim, Kind::Deep, &today);
    let text = &answers_today()[&Engine::Impartial];
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    assert!(lines.len() > 2);
    let with = |pinned: String| {
        let mut p = made.clone();
        let basis = p.basis.as_mut().expect("a basis");
        basis.engines.insert("impartial".into(), pinned);
        p
    };
    let earlier = lines[..lines.len() - 1].concat();
    assert!(freshness(&claim, Kind::Deep, Some(&with(pin(&earlier))), &today).stands());
    let changed = format!("{}x\n{}", lines[0].trim_end(), lines[1..].concat());
    assert!(!freshness(&claim, Kind::Deep, Some(&with(pin(&changed))), &today).stands());
    let longer = format!("{text}one more case\n");
    assert!(!freshness(&claim, Kind::Deep, Some(&with(pin(&longer))), &today).stands());
    // A digest without its line count holds for nothing, even the whole of today's sample.
    let bare = pin(text).split_once('@').expect("a pin").0.to_string();
    assert!(!freshness(&claim, Kind::Deep, Some(&with(bare)), &today).stands());
}

/// Every file on disk under `dir` (relative to the crate root), recursively.
fn on_disk(dir: &str) -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for entry in std::fs::read_dir(root.join(dir)).expect("a source directory") {
        let entry = entry.expect("entry");
        let path = format!("{dir}/{}", entry.file_name().to_string_lossy());
        if entry.path().is_dir() {
            out.extend(on_disk(&path));
        } else {
            out.push(path);
        }
    }
    out
}

/// Every file of the code and data a paper's checks reach (a source file or a registry file
/// under a prefix of `reached`) is among its sources, found on disk: a new file counts
/// without being listed, so a record notices a change to any of them.
#[test]
fn every_reached_file_is_fingerprinted() {
    use cgcheck::claims::provenance::reached;
    let files: Vec<String> = ["src", "registry"]
        .iter()
        .flat_map(|d| on_disk(d))
        .filter(|f| f.ends_with(".rs") || f.starts_with("registry/"))
        .collect();
    for paper in Paper::ALL {
        let listed: Vec<&str> = sources(paper, Kind::Deep).iter().map(|(p, _)| *p).collect();
        for prefix in reached(paper) {
            let under: Vec<&String> = files.iter().filter(|f| f.starts_with(prefix)).collect();
            assert!(!under.is_empty(), "{prefix} names no file");
            for f in under {
                assert!(
                    listed.contains(&f.as_str()),
                    "{paper:?}: {f} is not fingerprinted"
                );
            }
        }
    }
}
