//! Unit tests of `src/records/artifacts.rs`: what leaves a stored artifact current, what
//! re-validates it and what stales it.

use cgcheck::records::artifacts::{State, canary, canary_text, pin_canaries, state, state_against};
use cgcheck::records::{DOMINEERING_ENGINE, EngineCode, MNK_ENGINE, SEKI_ENGINE};

/// `engine` with every file changed by `edit` (leaked: an `EngineCode` holds static texts).
fn edited(engine: &EngineCode, edit: impl Fn(&str) -> String) -> EngineCode {
    let files: Vec<&'static str> = engine
        .files
        .iter()
        .map(|f| &*Box::leak(edit(f).into_boxed_str()))
        .collect();
    EngineCode {
        name: engine.name,
        files: Box::leak(files.into_boxed_slice()),
    }
}

const ENGINES: [&EngineCode; 3] = [&MNK_ENGINE, &DOMINEERING_ENGINE, &SEKI_ENGINE];

/// Comments, doc comments, blank lines and indentation added to every file of every engine
/// that writes artifacts: an artifact made before is still current, whichever canary it
/// holds (none is asked for).
#[test]
fn a_comment_doc_or_format_change_leaves_every_artifact_current() {
    let no_canary = |_: &str| -> bool { panic!("no canary is needed for unchanged code") };
    for engine in ENGINES {
        let made = engine.code();
        // Before every top-level item, a comment, a doc line and a blank line (inside no
        // literal: such lines start at column 0); a module comment first.
        let today = edited(engine, |text| {
            let mut out = String::from("//! A reworded module comment.\n\n");
            for line in text.lines() {
                if line.starts_with("fn ") || line.starts_with("pub fn ") {
                    out.push_str("// a new comment\n/// A new doc line.\n\n");
                }
                out.push_str(line);
                out.push('\n');
            }
            out
        });
        assert_eq!(today.code(), made, "{}", engine.name);
        assert_ne!(today.bytes(), engine.bytes(), "{}", engine.name);
        for stored_canary in [None, Some("0123456789abcdef")] {
            assert_eq!(
                state_against(Some(&made), stored_canary, &today, "then", &no_canary),
                State::Current,
                "{}",
                engine.name
            );
        }
    }
}

/// An artifact stored with the fingerprint of the files' bytes (before the normalised one)
/// is current while those bytes are today's.
#[test]
fn an_artifact_of_the_byte_fingerprint_is_current_while_the_bytes_are() {
    for engine in ENGINES {
        assert_eq!(
            state(Some(&engine.bytes()), None, engine, "then"),
            State::Current
        );
    }
}

/// A change of code (a function added to every file): an artifact whose stored canary
/// is today's is re-validated, one with another canary (the mismatch injected) or none is
/// stale, and one with no engine fingerprint was made before provenance was kept.
#[test]
fn a_changed_engine_is_revalidated_by_its_canary_or_stale() {
    for engine in ENGINES {
        let made = engine.code();
        let today = edited(engine, |text| {
            format!("{text}\nfn changed() -> u8 {{ 1 }}\n")
        });
        assert_ne!(today.code(), made, "{}", engine.name);
        let canary_today = |c: &str| c == "aaaaaaaaaaaaaaaa";
        let s = state_against(
            Some(&made),
            Some("aaaaaaaaaaaaaaaa"),
            &today,
            "then",
            &canary_today,
        );
        assert!(matches!(s, State::Revalidated(_)), "{s:?}");
        assert!(s.stands() && s.words().starts_with("current (re-validated"));
        let s = state_against(
            Some(&made),
            Some("bbbbbbbbbbbbbbbb"),
            &today,
            "then",
            &canary_today,
        );
        assert!(matches!(s, State::Stale(_)) && !s.stands(), "{s:?}");
        let s = state_against(Some(&made), None, &today, "then", &canary_today);
        assert!(matches!(s, State::Stale(_)), "{s:?}");
        let s = state_against(
            None,
            Some("aaaaaaaaaaaaaaaa"),
            &today,
            "then",
            &canary_today,
        );
        assert!(matches!(s, State::Unrecorded(_)), "{s:?}");
    }
}

/// Each artifact engine's canary is deterministic, exercises its writer (the census sample
/// runs the enumerator on both variants) and is distinct per engine; other names have none.
#[test]
fn the_artifact_canaries_are_deterministic() {
    let seki = canary_text("seki").expect("seki");
    assert!(seki.contains("census 3x3 h2: seki classes") && seki.contains("seki-i classes"));
    assert_eq!(canary_text("seki"), Some(seki));
    let digests: Vec<String> = ["mnk", "domineering", "seki"]
        .iter()
        .map(|n| canary(n).expect("a canary"))
        .collect();
    assert!(digests[0] != digests[1] && digests[1] != digests[2]);
    assert_eq!(canary("column-row"), None);
}

/// A stored Domineering record of today's engine code gets today's canary when it holds none
/// or one taken on an older sample; one of other engine code keeps what it holds.
#[test]
fn current_artifacts_are_pinned_to_todays_canary() {
    let dir = std::env::temp_dir().join(format!("cgcheck-pin-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let stored: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("evidence/domineering/outcome-8x10.json").expect("8 x 10 record"),
    )
    .expect("json");
    let today = canary("domineering").expect("a canary");
    let write = |name: &str, engine: &str, canary: Option<&str>| {
        let mut v = stored.clone();
        let p = v["provenance"].as_object_mut().expect("provenance");
        p.insert("engine".into(), engine.into());
        match canary {
            Some(c) => p.insert("canary".into(), c.into()),
            None => p.remove("canary"),
        };
        let path = dir.join(name);
        std::fs::write(&path, serde_json::to_string_pretty(&v).expect("json")).expect("write");
        path
    };
    let code = DOMINEERING_ENGINE.code();
    let older = write("older.json", &code, Some("0123456789abcdef"));
    let none = write("none.json", &code, None);
    let pinned = write("pinned.json", &code, Some(&today));
    let other = write("other.json", "ffffffffffffffff", Some("0123456789abcdef"));
    let mut changed = pin_canaries(std::slice::from_ref(&dir)).expect("pinned");
    changed.sort();
    let mut expected = vec![none.clone(), older.clone()];
    expected.sort();
    assert_eq!(changed, expected);
    let canary_of = |path: &std::path::Path| {
        let v: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(path).expect("read")).expect("json");
        v["provenance"]["canary"].as_str().map(str::to_string)
    };
    for path in [&older, &none, &pinned] {
        assert_eq!(canary_of(path).as_deref(), Some(today.as_str()), "{path:?}");
    }
    assert_eq!(canary_of(&other).as_deref(), Some("0123456789abcdef"));
    std::fs::remove_dir_all(&dir).expect("clean up");
}

/// An artifact's canary pins each part of its engine's canary text: it holds while each of
/// today's parts begins with what it pinned (a case appended to one part strands nothing),
/// not when a pinned line changed, nor a digest without its line count.
#[test]
fn an_artifact_canary_holds_part_by_part() {
    use cgcheck::records::artifacts::canary_holds;
    use cgcheck::records::canary::pin;
    let today = canary("domineering").expect("a canary");
    assert!(canary_holds("domineering", &today));
    let text = canary_text("domineering").expect("the text");
    let bare = pin(&text).split_once('@').expect("a pin").0.to_string();
    assert!(!canary_holds("domineering", &bare));
    assert!(!canary_holds("domineering", "0123456789abcdef"));
    let parts: Vec<&str> = today.split('+').collect();
    assert_eq!(parts.len(), 2);
    // Each part's pin, shortened by its last line: as if taken before that case was appended.
    let effort = cgcheck::records::canary::Engine::Domineering.effort();
    let mut lines: Vec<&str> = effort.split_inclusive('\n').collect();
    lines.pop();
    let earlier = format!("{}+{}", parts[0], pin(&lines.concat()));
    assert!(canary_holds("domineering", &earlier));
    let changed = format!("{}+{}", parts[0], pin(&format!("x{}", lines.concat())));
    assert!(!canary_holds("domineering", &changed));
    assert!(!canary_holds("domineering", parts[0]));
    assert!(!canary_holds("column-row", &today));
}

/// A certificate's sidecar is its provenance (no `provenance` object inside): one of today's
/// engine code gets today's canary too.
#[test]
fn a_current_certificate_is_pinned_to_todays_canary() {
    let dir = std::env::temp_dir().join(format!("cgcheck-pin-cert-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let name = "mnk-10-4-4-1-1.cert";
    let cert = dir.join(name);
    std::fs::copy(format!("evidence/certificates/{name}"), &cert).expect("copy");
    let sidecar = dir.join(format!("{name}.provenance.json"));
    let mut v: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(format!("evidence/certificates/{name}.provenance.json"))
            .expect("sidecar"),
    )
    .expect("json");
    v["engine"] = MNK_ENGINE.code().into();
    v["canary"] = "0123456789abcdef".into();
    std::fs::write(&sidecar, v.to_string()).expect("write");
    let changed = pin_canaries(std::slice::from_ref(&dir)).expect("pinned");
    assert_eq!(changed, vec![sidecar.clone()]);
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&sidecar).expect("read")).expect("json");
    assert_eq!(v["canary"].as_str(), canary("mnk").as_deref());
    std::fs::remove_dir_all(&dir).expect("clean up");
}
