//! The Seki win-certificate checker (`src/games/seki/certificate_check.rs`).

use super::{Rng, refused_saying};
use crate::common::cases;
use cgcheck::core::Wdl;
use cgcheck::games::seki::Matrix;
use cgcheck::games::seki::certificate_check::check_certificate_text;
use cgcheck::games::seki::reference::Reference;
use cgcheck::games::seki::rules::{Player, Variant};
use cgcheck::games::seki::strategy::{Outcome, Strategy, decide};

/// A 3 x 3 analogue of section 1.9.1's second matrix: R wins even when C begins.
const MATRIX: &str = "2 1 1; 2 2 2; 1 3 3";

fn strategy(text: &str, first: Player) -> Strategy {
    let a = Matrix::parse(text).expect("parses");
    match decide(&a, Variant::Seki, first, 1_000_000).expect("fits").0 {
        Outcome::Won(s) => s,
        other => panic!("{text}: {other:?}"),
    }
}

fn valid() -> String {
    strategy(MATRIX, Player::C).to_text()
}

fn check(text: &str) -> Result<String, String> {
    check_certificate_text(text)
        .map(|s| s.describe())
        .map_err(|e| e.to_string())
}

/// The certificate `text` with its entry lines replaced by `entries`.
fn with_entries(text: &str, entries: &[String]) -> String {
    let mut head: Vec<String> = text.lines().take(7).map(str::to_string).collect();
    head[6] = format!("positions {}", entries.len());
    format!("{}\n{}\n", head.join("\n"), entries.join("\n"))
}

fn entries(text: &str) -> Vec<String> {
    text.lines().skip(7).map(str::to_string).collect()
}

/// The first change of one entry's move (to any row, column) that `check` refuses saying
/// `says`.
fn changed_move(says: &str) -> String {
    let text = valid();
    let lines = entries(&text);
    for (k, line) in lines.iter().enumerate() {
        let (m, _) = line.rsplit_once(' ').expect("an entry");
        for r in 1..=3 {
            for c in 1..=3 {
                let mut e = lines.clone();
                e[k] = format!("{m} {r},{c}");
                let changed = with_entries(&text, &e);
                if check(&changed).is_err_and(|err| err.contains(says)) {
                    return changed;
                }
            }
        }
    }
    panic!("no change of a move is refused with '{says}'")
}

fn zero_line() -> String {
    valid().replacen(&format!("matrix {MATRIX}"), "matrix 0 0 0; 2 2 2; 1 3 3", 1)
}

fn count() -> String {
    let text = valid();
    let n = entries(&text).len();
    text.replacen(
        &format!("positions {n}"),
        &format!("positions {}", n + 1),
        1,
    )
}

fn no_move() -> String {
    let text = valid();
    let e = entries(&text);
    with_entries(&text, &e[1..])
}

fn zero_entry() -> String {
    changed_move("reduces a zero entry")
}

fn winner_move_ends() -> String {
    changed_move("ends the game in a loss for R")
}

/// R begins on (1; 2) and empties row 1 at once: C cannot win.
fn loser_move_ends() -> String {
    "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1; 2\nfirst R\nwinner C\npositions 1\n1; 2 1,1\n".into()
}

fn walk_left_over() -> String {
    let text = strategy(MATRIX, Player::C).to_walk_text();
    let (head, moves) = text.split_at(text.find("\nwalk ").expect("a walk"));
    let n: usize = moves
        .lines()
        .nth(1)
        .and_then(|l| l.strip_prefix("walk "))
        .and_then(|n| n.trim().parse().ok())
        .expect("walk N");
    let rest: Vec<&str> = moves.lines().skip(2).collect();
    format!("{head}\nwalk {}\n{} 1,1\n", n + 1, rest.join("\n"))
}

fn unused_entries() -> String {
    let text = valid();
    let mut e = entries(&text);
    e.push("9 9 9; 9 9 9; 9 9 9 1,1".into());
    with_entries(&text, &e)
}

cases! {
    /// A false Seki certificate is refused, for the rule it breaks.
    fn refused(make: fn() -> String, says: &str) {
        refused_saying(check(&make()), says);
    }
    zero_line: (super::zero_line, "the matrix has a zero line"),
    count: (super::count, "the header says"),
    no_move: (super::no_move, "no move given for R"),
    zero_entry: (super::zero_entry, "reduces a zero entry"),
    winner_move_ends: (super::winner_move_ends, "ends the game in a loss for R"),
    loser_move_ends: (super::loser_move_ends, "R's move 1,1 ends the game in a win for R"),
    walk_left_over: (super::walk_left_over, "moves are left over after the walk"),
    unused_entries: (super::unused_entries, "1 entries are never reached by the strategy (e.g. 999; 999; 999)"),
}

/// Valid certificates (both encodings, both first movers) corrupted at random, deep in the
/// strategy (any entry's move, an entry dropped or repeated, a walk token changed, the first
/// mover or the winner swapped, one character anywhere): whatever the checker still
/// accepts is a true forced win, by the literal reference solver.
#[test]
fn corrupted_certificates_never_prove_a_false_win() {
    let mut bases = Vec::new();
    for first in [Player::C, Player::R] {
        let s = strategy(MATRIX, first);
        bases.push(s.to_text());
        bases.push(s.to_walk_text());
    }
    let mut rng = Rng::new(0x5e41_0049);
    let mut reference = Reference::new(Variant::Seki);
    let mut accepted = 0;
    for round in 0..800 {
        let base = &bases[round % bases.len()];
        let mut lines: Vec<String> = base.lines().map(str::to_string).collect();
        let k = 7 + rng.below(lines.len() - 7);
        match rng.below(6) {
            0 | 1 => {
                // One move (an entry's, or a walk token) to any row and column.
                let mv = format!("{},{}", 1 + rng.below(3), 1 + rng.below(3));
                let mut toks: Vec<String> = lines[k].split(' ').map(str::to_string).collect();
                let t = rng.below(toks.len());
                let t = if lines[6].starts_with("positions") {
                    toks.len() - 1
                } else {
                    t
                };
                toks[t] = mv;
                lines[k] = toks.join(" ");
            }
            2 => {
                lines.remove(k);
            }
            3 => {
                let line = lines[k].clone();
                lines.insert(k, line);
            }
            4 => {
                let i = if rng.below(2) == 0 { 4 } else { 5 };
                lines[i] = if lines[i].ends_with('R') {
                    lines[i].replace(" R", " C")
                } else {
                    lines[i].replace(" C", " R")
                };
            }
            _ => {
                let mut bytes = lines[k].clone().into_bytes();
                if !bytes.is_empty() {
                    let at = rng.below(bytes.len());
                    bytes[at] = b"0123456789,; "[rng.below(13)];
                }
                lines[k] = String::from_utf8_lossy(&bytes).into_owned();
            }
        }
        let text = format!("{}\n", lines.join("\n"));
        let Ok(s) = check_certificate_text(&text) else {
            continue;
        };
        accepted += 1;
        let v = reference.value(&s.matrix, s.first, false);
        let claimed = if s.winner == s.first {
            Wdl::Win
        } else {
            Wdl::Loss
        };
        assert_eq!(v, claimed, "a false win accepted:\n{text}");
    }
    assert!(
        accepted > 0,
        "nothing accepted: the corruptions are all fatal"
    );
}

/// A move's row and column are plain digits (a sign is refused, not read as the number), and
/// a refusal names the certificate's line, in either format (issue 49: mutants of the digit
/// test and of the line numbers survived).
#[test]
fn move_indices_are_digits_and_a_refusal_names_its_line() {
    let text = valid();
    let e = entries(&text);
    let last = e.len() - 1;
    let (first_m, _) = e[0].rsplit_once(' ').expect("an entry");
    let (last_m, _) = e[last].rsplit_once(' ').expect("an entry");
    let mut bad = e.clone();
    bad[0] = format!("{first_m} +1,1");
    refused_saying(
        check(&with_entries(&text, &bad)),
        "line 8: invalid row '+1'",
    );
    let mut bad = e.clone();
    bad[last] = format!("{last_m} 1,+1");
    refused_saying(
        check(&with_entries(&text, &bad)),
        &format!("line {}: invalid column '+1'", 8 + last),
    );
    let walk = strategy(MATRIX, Player::C).to_walk_text();
    let mut lines: Vec<String> = walk.lines().map(str::to_string).collect();
    let at = 1 + lines
        .iter()
        .position(|l| l.starts_with("walk "))
        .expect("a walk");
    let rest = lines[at].split_once(' ').map_or("", |(_, r)| r).to_string();
    lines[at] = format!("+1,1 {rest}");
    refused_saying(
        check(&(lines.join("\n") + "\n")),
        &format!("line {}: invalid row '+1'", at + 1),
    );
}

/// A long bad token is quoted cut to 40 characters, so a refusal stays one short line.
#[test]
fn a_long_bad_token_is_cut() {
    let long = "Q".repeat(50);
    let text = valid().replacen("first C", &format!("first {long}"), 1);
    let e = refused_saying(
        check(&text),
        &format!("unknown player '{}...'", "Q".repeat(40)),
    );
    assert!(!e.contains(&long), "{e}");
}
