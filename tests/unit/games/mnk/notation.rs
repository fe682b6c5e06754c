//! Unit tests of `src/games/mnk/notation.rs`.

use cgcheck::games::mnk::notation::*;

fn plies(leaf: &Leaf) -> Vec<String> {
    leaf.stones
        .iter()
        .map(|s| s.as_ref().map_or("-".into(), |s| s.squares.join("/")))
        .collect()
}

#[test]
fn a_plain_line() {
    let ls = leaves("1. b2 ... a1 2. c1 ... a3(F)");
    assert_eq!(ls.len(), 1);
    assert_eq!(plies(&ls[0]), ["b2", "a1", "c1", "a3"]);
    assert!(ls[0].stones[3].as_ref().is_some_and(|s| s.forced));
}

#[test]
fn variations_branch_by_move_number() {
    let ls = leaves("1. b2 ... a1 (2. c1 ... a3(F) [4. b1/c3 ... b3]) 2. b1 ... b3(F)");
    let all: Vec<Vec<String>> = ls.iter().map(plies).collect();
    assert!(all.contains(&vec!["b2".into(), "a1".into(), "c1".into(), "a3".into()]));
    assert!(all.contains(&vec![
        "b2".into(),
        "a1".into(),
        "c1".into(),
        "a3".into(),
        "-".into(),
        "-".into(),
        "b1/c3".into(),
        "b3".into()
    ]));
    assert!(all.contains(&vec!["b2".into(), "a1".into(), "b1".into(), "b3".into()]));
}

#[test]
fn comments_and_typos() {
    let ls = leaves(
        "1. d4 (We only consider moves below the a1-f6 diagonal) (1. ... c1/d1 2 .c4 ... b4/e4(F) 3. d5#)",
    );
    let all: Vec<Vec<String>> = ls.iter().map(plies).collect();
    assert!(all.contains(&vec![
        "d4".into(),
        "c1/d1".into(),
        "c4".into(),
        "b4/e4".into(),
        "d5".into()
    ]));
    assert!(ls.iter().any(|l| {
        l.stones
            .last()
            .is_some_and(|s| s.as_ref().is_some_and(|s| s.wins))
    }));
}

#[test]
fn a_stray_bracket_is_refused_or_skipped_never_ends_the_text() {
    let text = "1. b2 ... a1 (2. c1 ... a3]) (2. c2 ... a2)";
    assert!(parse(text).is_err());
    let ls = leaves(text);
    let all: Vec<Vec<String>> = ls.iter().map(plies).collect();
    assert!(all.contains(&vec!["b2".into(), "a1".into(), "c2".into(), "a2".into()]));
    assert!(parse("1. b2 (2. c1").is_err());
}

#[test]
fn deep_nesting_is_parsed_without_recursion() {
    let text = format!("1. b2 {}{}", "(1. a1 ".repeat(100_000), ")".repeat(100_000));
    let ls = parse(&text).expect("balanced");
    assert_eq!(ls.len(), 100_001);
}

#[test]
fn move_numbers_are_exact() {
    for bad in [
        "0. b2",
        "99999999999999999999. b2",
        "2049. b2",
        "1. b2 ... a1 5000.c3",
        "12820176906585025196. b2",
    ] {
        assert!(parse(bad).is_err(), "{bad}");
    }
    assert!(parse("2048. b2").is_ok());
}
