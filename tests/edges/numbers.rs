//! Edge inputs: numbers.

#[allow(unused_imports)]
use super::run::{cgcheck, ok, refused};

/// A subtraction set that is not a list of numbers is refused on one line.
#[test]
fn subtraction_set_garbage_is_refused() {
    refused(&["solve", "subtraction", "--set", "1,x", "5"], "");
    refused(
        &["solve", "subtraction", "--set", "1,,3", "5"],
        "empty item",
    );
    refused(
        &["solve", "subtraction", "--set", "1,3,", "5"],
        "empty item",
    );
    refused(
        &["solve", "subtraction", "--set", "0", "5"],
        "0 is not a move",
    );
    refused(
        &["solve", "subtraction", "--set", "", "5"],
        "empty subtraction set",
    );
    refused(
        &[
            "solve",
            "subtraction",
            "--set",
            "1,99999999999999999999",
            "5",
        ],
        "99999999999999999999 is too large",
    );
    refused(
        &["solve", "subtraction", "--set", "1,3", "5x"],
        "digits only",
    );
    refused(
        &["solve", "subtraction", "--set", "1,3", "+5"],
        "digits only",
    );
    refused(
        &[
            "solve",
            "subtraction",
            "--set",
            "1,3",
            "2000000",
            "--reference",
        ],
        "at most 1000000",
    );
}

/// A finished Nim game (no chips) is a P-position with no winning move.
#[test]
fn empty_nim_is_finished() {
    let out = ok(&["solve", "nim", "0", "0"]);
    assert!(out.contains("P-position"), "{out}");
    assert!(out.contains("finished"), "{out}");
    let piped = cgcheck(&["solve", "nim", "0"], Some(b""));
    assert_eq!(piped.status.code(), Some(0));
    let reference = ok(&["solve", "nim", "0", "0", "--reference"]);
    assert!(reference.contains("P-position") && reference.contains("no winning move"));
}

/// Terminal positions of the other games: subtraction n = 0, Wythoff (0, 0).
#[test]
fn terminal_positions_are_finished() {
    for args in [
        &["solve", "subtraction", "--set", "1,3,4", "0"][..],
        &["solve", "subtraction", "--set", "2,5", "1"],
        &["solve", "subtraction", "--set", "1,3,4", "0", "--reference"],
        &["solve", "wythoff", "0", "0"],
        &["solve", "wythoff", "0", "0", "--reference"],
    ] {
        let out = ok(args);
        assert!(
            out.contains("P-position") && out.contains("finished"),
            "{args:?}: {out}"
        );
        assert!(out.contains("no winning move"), "{args:?}: {out}");
    }
}

/// Heaps are numbers exactly: no sign, no wrap.
#[test]
fn heaps_are_exact() {
    refused(
        &["solve", "nim", "18446744073709551616"],
        "too large: at most 18446744073709551615",
    );
    refused(&["solve", "nim", "3", "+4"], "digits only");
    refused(&["solve", "nim", "3", "-4"], "non-negative");
    refused(&["solve", "nim", "3", "4.0"], "digits only");
    refused(
        &["solve", "wythoff", "1", "99999999999999999999"],
        "too large",
    );
    refused(
        &["solve", "wythoff", "601", "5", "--reference"],
        "at most 600",
    );
}

/// Many heaps: the listing stays linear in the input (no resulting position per move).
#[test]
fn many_heaps_output_is_linear() {
    let heaps: Vec<String> = (1..=20_000).map(|h| h.to_string()).collect();
    let mut args = vec!["solve", "nim"];
    args.extend(heaps.iter().map(String::as_str));
    let out = ok(&args);
    let input: usize = heaps.iter().map(|h| h.len() + 1).sum();
    assert!(
        out.len() < 4 * input,
        "{} bytes for {input} bytes of input",
        out.len()
    );
    assert!(
        out.contains("the first 100 listed"),
        "{}",
        &out[..out.len().min(2000)]
    );
}

/// The hunt's --time, --seed and --threads are parsed exactly or refused (never wrapped or
/// clamped); nothing runs.
#[test]
fn hunt_arguments_are_exact() {
    let hunt = |extra: &[&str], needle: &str| {
        let mut args = vec!["hunt", "SEKI-Conj3", "--no-write"];
        args.extend_from_slice(extra);
        refused(&args, needle);
    };
    hunt(
        &["--time", "307445734561825861m"],
        "307445734561825861m is too large: at most 525600m",
    );
    hunt(&["--time", "99999999999999999999999h"], "too large");
    hunt(&["--time", "1.5s"], "whole number");
    hunt(&["--time", "10sx"], "unit must be");
    hunt(&["--time", "0s"], "at least 1s");
    hunt(&["--time", "-5s"], "whole number");
    hunt(&["--threads", "65"], "65 is too large: at most 64");
    hunt(&["--threads", "1000"], "at most 64");
    hunt(&["--threads", "0"], "at least 1");
    hunt(&["--threads", "-1"], "non-negative");
    hunt(
        &["--seed", "18446744073709551616"],
        "too large: at most 18446744073709551615",
    );
    hunt(&["--seed", "-1"], "non-negative");
    hunt(&["--seed", "0x10"], "digits only");
    hunt(
        &["--seed", "18446744073709551615", "--threads", "2"],
        "at most 18446744073709551614",
    );
}

/// A mistyped evidence path is bad input, checked before any work starts.
#[test]
fn missing_evidence_file_is_refused_before_the_hunt() {
    refused(
        &[
            "hunt",
            "SL-PN",
            "--time",
            "1h",
            "--evidence",
            "no/such/deep.json",
        ],
        "no evidence file",
    );
    refused(
        &["claims", "--evidence", "no/such/deep.json"],
        "no evidence file",
    );
}

/// A short hunt after a long one keeps the long one's record (evidence only grows), as long as
/// the stored record is current (made by today's check: see `src/claims/provenance.rs`).
#[test]
fn a_weaker_hunt_keeps_the_stored_record() {
    use cgcheck::claims::provenance::{Kind, Provenance};
    use cgcheck::claims::store::{DeepStore, HuntRecord};
    let dir = std::env::temp_dir().join(format!("cgcheck-edges-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let evidence = dir.join("deep.json");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut store = DeepStore::load(&root.join("evidence/deep.json")).unwrap();
    let claim = cgcheck::claims::find("SL-Zermelo").unwrap();
    // A ten-minute hunt of today's check, as `cgcheck hunt SL-Zermelo --time 10m` records it.
    store.hunts.insert(
        claim.id.to_string(),
        HuntRecord {
            command: "cgcheck hunt SL-Zermelo --time 10m --seed 1 --threads 1".into(),
            instances: 1 << 40,
            largest: "-".into(),
            seconds: 600.0,
            counterexample: None,
            top_sizes: Vec::new(),
            provenance: Some(Provenance::now(&claim, Kind::Hunt, 600.0, None).based(
                &claim,
                Kind::Hunt,
                &cgcheck::claims::provenance::Today::run_quick(&[claim]),
            )),
            extra: Default::default(),
        },
    );
    store.save(&evidence).unwrap();
    let before: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&evidence).unwrap()).unwrap();
    let out = cgcheck(
        &[
            "hunt",
            "SL-Zermelo",
            "--time",
            "1s",
            "--evidence",
            evidence.to_str().unwrap(),
            "--out",
            dir.join("CLAIMS.md").to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let after: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&evidence).unwrap()).unwrap();
    assert_eq!(
        before["hunts"]["SL-Zermelo"], after["hunts"]["SL-Zermelo"],
        "a 1-second hunt replaced the stored record"
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("kept the stored record"));
    let _ = std::fs::remove_dir_all(&dir);
}
