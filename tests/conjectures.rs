//! Your own conjectures as a file (`cgcheck verify --conjectures FILE.toml`, issue 16): the
//! shipped example verifies both laws at the quick bound, a wrong law is refuted at its first
//! failing value with a replay that parses and prints that value, and a bad file costs one
//! line on stderr and exit code 2.

use crate::common::cases;

use cgcheck::claims::{Bound, Depth, Range, Status};
use cgcheck::conjectures::{self, Row, render, spec};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn cgcheck(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Every conjecture of a file at the quick bound, without hunting.
fn quick(path: &str) -> Vec<Row> {
    let file = spec::load(&root().join(path)).expect("the file is valid");
    conjectures::verify(&file, Depth::Quick, Duration::ZERO, 1, |_| {}).expect("it runs")
}

fn row<'a>(rows: &'a [Row], id: &str) -> &'a Row {
    rows.iter()
        .find(|r| r.id == id)
        .expect("the id is in the file")
}

#[test]
fn the_example_verifies_both_laws_at_the_quick_bound() {
    let rows = quick("examples/conjectures.toml");
    assert_eq!(
        row(&rows, "staircase").evidence.status(),
        Status::Verified(Bound::between("n", 1, 16))
    );
    assert_eq!(
        row(&rows, "alpha-2xn").evidence.status(),
        Status::Verified(Bound::family("m = 2, {}", [Range::between("n", 4, 60)]))
    );
    assert_eq!(
        row(&rows, "seki-no-second-player-win-types")
            .evidence
            .status(),
        Status::Verified(Bound::family(
            "m = 3, n = 3, {}",
            [Range::between("h", 1, 2)]
        ))
    );
    let section = render::section("examples/conjectures.toml", Depth::Quick, &rows);
    assert!(section.starts_with("## Conjectures (examples/conjectures.toml)"));
    assert!(section.contains("| staircase |") && section.contains("verified to 1 <= n <= 16"));
}

/// The first failing value of each wrong law, its replay, and what the replay prints there.
const WRONG: &[(&str, &str, &str)] = &[
    (
        "staircase-all-zero",
        "cgcheck sg column-row \"1\"",
        "column-row 1: SG 1",
    ),
    ("alpha-2xn-ceil", "cgcheck alpha 2 11", "alpha_{2,11} = 7"),
    (
        "subtraction-134",
        "cgcheck solve subtraction --set 1,3,4 4",
        "(SG 2)",
    ),
];

#[test]
fn a_wrong_law_is_refuted_at_its_first_failing_value_with_a_replay_that_shows_it() {
    use clap::Parser;
    let rows = quick("tests/data/wrong_conjectures.toml");
    for &(id, replay, shows) in WRONG {
        let ev = &row(&rows, id).evidence;
        assert_eq!(ev.status(), Status::Refuted, "{id}: {}", ev.summary());
        assert_eq!(ev.replays(), vec![replay], "{id}");
        let argv = shlex::split(replay).expect("the replay splits as a shell command");
        if let Err(e) = cgcheck::cli::Cli::try_parse_from(&argv) {
            panic!("{id}: `{replay}` is not a valid command: {e}");
        }
        let args: Vec<&str> = argv[1..].iter().map(String::as_str).collect();
        let (code, out, err) = cgcheck(&args);
        assert_eq!(code, 0, "{id}: `{replay}`: {err}");
        assert!(out.contains(shows), "{id}: `{replay}` prints\n{out}");
    }
}

#[test]
fn verify_prints_its_own_section_writes_it_on_request_and_exits_0_when_refuted() {
    let out_path = std::env::temp_dir().join(format!("cgcheck-conj-{}.md", std::process::id()));
    let out_text = out_path.display().to_string();
    let (code, out, err) = cgcheck(&[
        "verify",
        "--conjectures",
        "tests/data/wrong_conjectures.toml",
        "--hunt-time",
        "0",
        "--conjectures-out",
        &out_text,
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("## Conjectures (tests/data/wrong_conjectures.toml)"),
        "{out}"
    );
    assert!(
        out.contains("3 refuted") && out.contains("`cgcheck alpha 2 11`"),
        "{out}"
    );
    let written = std::fs::read_to_string(&out_path).expect("the section was written");
    let _ = std::fs::remove_file(&out_path);
    assert_eq!(written, out);
}

#[test]
fn the_hunt_goes_past_the_bound_and_replays_what_it_finds() {
    // Problem 4.1's ceil(n/2) fails for most n past 30: a second finds one.
    let (code, out, _) = cgcheck(&[
        "hunt",
        "--conjectures",
        "tests/data/wrong_conjectures.toml",
        "alpha-2xn-ceil",
        "--time",
        "1s",
    ]);
    assert_eq!(
        code, 1,
        "a counterexample is a failed hunt, as for the claims: {out}"
    );
    assert!(out.contains("COUNTEREXAMPLE: at m = 2, n = "), "{out}");
    assert!(out.contains("replay: cgcheck alpha 2 "), "{out}");
    let (code, out, err) = cgcheck(&[
        "hunt",
        "--conjectures",
        "examples/conjectures.toml",
        "seki-no-second-player-win-types",
        "--time",
        "1s",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("no counterexample"), "{out}");
}

const HEAD: &str = "[[conjecture]]\nid = \"c1\"\nstatement = \"s\"\n";

cases! {
    fn a_bad_file_is_one_line_and_exit_code_2(body: &str, says: &str) {
        static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let k = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let path: PathBuf =
            std::env::temp_dir().join(format!("cgcheck-bad-{}-{k}.toml", std::process::id()));
        std::fs::write(&path, format!("{HEAD}{body}")).expect("temp file");
        let file = path.display().to_string();
        let (code, out, err) = cgcheck(&["verify", "--conjectures", &file, "--hunt-time", "0"]);
        let _ = std::fs::remove_file(&path);
        assert_eq!(code, 2, "{out}{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains(&file) && err.contains(says), "{err}");
        if !says.contains("not a valid") {
            assert!(err.contains("conjecture 'c1'"), "{err}");
        }
    }
    case_01_unknown_quantity: (
        "quantity = \"sprague\"\nformula = \"0\"\nn = 1\n",
        "unknown quantity 'sprague'"
    ),
    case_02_bad_formula: (
        "quantity = \"column-row-staircase\"\nformula = \"1 + (\"\nn = 1\n",
        "bad formula"
    ),
    case_03_wrong_type: (
        "quantity = \"column-row-staircase\"\nformula = \"n / 2.0\"\nn = 1\n",
        "expected an integer"
    ),
    case_04_unknown_name: (
        "quantity = \"column-row-staircase\"\nformula = \"k\"\nn = 1\n",
        "unknown name `k`"
    ),
    case_05_unknown_key: (
        "quantity = \"column-row-staircase\"\nformula = \"0\"\nn = 1\ncolour = 3\n",
        "unknown key `colour`"
    ),
    case_06_reversed_range: (
        "quantity = \"column-row-staircase\"\nformula = \"0\"\nn = { from = 9, to = 3 }\n",
        "reversed"
    ),
    case_07_huge_range: (
        "quantity = \"column-row-staircase\"\nformula = \"0\"\nn = { from = 1, to = 31 }\n",
        "--force"
    ),
    case_08_formula_on_a_property: (
        "property = \"SEKI-C3\"\nformula = \"0\"\nm = 3\nn = 3\nh = 2\n",
        "takes no `formula`"
    ),
    case_09_unknown_property: (
        "property = \"SEKI-C99\"\nm = 3\nn = 3\nh = 2\n",
        "unknown property",
    ),
    case_10_missing_parameter: ("quantity = \"alpha\"\nformula = \"0\"\nn = 3\n", "parameter `m`"),
    case_11_not_toml: ("quantity = \"alpha\n", "not a valid conjectures file"),
}
