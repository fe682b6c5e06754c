//! Unit tests of `src/games/seki/certificate_check.rs`.

use cgcheck::games::seki::Matrix;
use cgcheck::games::seki::certificate_check::*;
use cgcheck::games::seki::rules::{Player, Variant};
use cgcheck::games::seki::strategy::{Outcome, decide};

/// A strategy written by the search for a small matrix, as text.
fn small(text: &str, first: Player) -> String {
    let a = Matrix::parse(text).expect("parses");
    match decide(&a, Variant::Seki, first, 1_000_000).expect("fits").0 {
        Outcome::Won(s) => s.to_text(),
        other => panic!("{text}: {other:?}"),
    }
}

/// The entry lines of a certificate (after the seven header lines).
fn entries(text: &str) -> Vec<&str> {
    text.lines().skip(7).collect()
}

fn with_entries(text: &str, e: &[String]) -> String {
    let head: Vec<&str> = text.lines().take(7).collect();
    let mut head: Vec<String> = head.iter().map(|s| s.to_string()).collect();
    head[6] = format!("positions {}", e.len());
    format!("{}\n{}\n", head.join("\n"), e.join("\n"))
}

#[test]
fn written_strategies_check_and_mutations_are_refused() {
    // A 3 x 3 analogue of section 1.9.1's second matrix: R wins even when C begins.
    let text = small("2 1 1; 2 2 2; 1 3 3", Player::C);
    let s = check_certificate_text(&text).expect("checks");
    assert_eq!((s.first, s.winner), (Player::C, Player::R));
    assert!(s.positions >= 2, "{text}");
    let lines: Vec<String> = entries(&text).iter().map(|s| s.to_string()).collect();
    // Each removed entry leaves a position unanswered.
    for k in 0..lines.len() {
        let mut e = lines.clone();
        e.remove(k);
        if e.is_empty() {
            continue;
        }
        let err = check_certificate_text(&with_entries(&text, &e)).expect_err("removed");
        assert!(err.to_string().contains("no move given"), "{err}");
    }
    // A wrong move: changing an entry's move is refused (an illegal move, a move that
    // loses, or one into a position the certificate does not answer) unless the new move
    // happens to win as well; most changes are refused.
    let mut refused = 0;
    let mut tried = 0;
    for (k, line) in lines.iter().enumerate().take(40) {
        let (m, mv) = line.rsplit_once(' ').expect("an entry");
        for r in 1..=3 {
            for c in 1..=3 {
                let changed = format!("{r},{c}");
                if changed == mv {
                    continue;
                }
                let mut e = lines.clone();
                e[k] = format!("{m} {changed}");
                tried += 1;
                if check_certificate_text(&with_entries(&text, &e)).is_err() {
                    refused += 1;
                }
            }
        }
    }
    assert!(refused * 2 > tried, "{refused} of {tried}");
    // A changed matrix, first player, winner, variant, count, or an extra entry.
    for (from, to) in [
        ("matrix 2 1 1; 2 2 2; 1 3 3", "matrix 2 1 1; 2 2 2; 1 3 2"),
        ("matrix 2 1 1; 2 2 2; 1 3 3", "matrix 2 1 1; 2 2 2; 2 3 3"),
        ("first C", "first R"),
        ("winner R", "winner C"),
        ("variant seki", "variant seki-i"),
        ("game seki", "game mnk"),
        ("seki-certificate 1", "seki-certificate 2"),
    ] {
        assert!(text.contains(from));
        let bad = text.replacen(from, to, 1);
        assert!(check_certificate_text(&bad).is_err(), "{from} -> {to}");
    }
    let mut e = lines.clone();
    e.push("111; 111; 111 1,1".into());
    let err = check_certificate_text(&with_entries(&text, &e)).expect_err("unused");
    assert!(err.to_string().contains("never reached"), "{err}");
    let mut e = lines.clone();
    e.push(lines[0].clone());
    assert!(check_certificate_text(&with_entries(&text, &e)).is_err());
    assert!(check_certificate_text(&text.replacen("positions", "positions 1", 1)).is_err());
}

/// The walk encoding of a strategy checks like its entries; a missing, extra or changed
/// move is refused.
#[test]
fn walk_encoding_checks_and_mutations_are_refused() {
    // A 3 x 4 analogue of section 1.9.1: C wins even when R begins.
    let a = Matrix::parse("2 1 1 1; 2 2 2 2; 1 3 4 4").expect("parses");
    let st = match decide(&a, Variant::Seki, Player::R, 1_000_000)
        .expect("fits")
        .0
    {
        Outcome::Won(s) => s,
        other => panic!("{other:?}"),
    };
    assert_eq!(st.winner, Player::C);
    let entries = check_certificate_text(&st.to_text()).expect("entries check");
    let walk_text = st.to_walk_text();
    let walk = check_certificate_text(&walk_text).expect("walk checks");
    assert_eq!(walk, entries);
    assert!(walk_text.len() * 4 < st.to_text().len());
    let tokens: Vec<&str> = walk_text
        .lines()
        .skip(7)
        .flat_map(|l| l.split_whitespace())
        .collect();
    let rebuild = |t: &[String]| {
        let head: Vec<&str> = walk_text.lines().take(6).collect();
        format!("{}\nwalk {}\n{}\n", head.join("\n"), t.len(), t.join(" "))
    };
    let owned: Vec<String> = tokens.iter().map(|t| t.to_string()).collect();
    assert!(check_certificate_text(&rebuild(&owned)).is_ok());
    let mut short = owned.clone();
    short.pop();
    let err = check_certificate_text(&rebuild(&short)).expect_err("short");
    assert!(err.to_string().contains("no move given"), "{err}");
    let mut long = owned.clone();
    long.push("1,1".into());
    let err = check_certificate_text(&rebuild(&long)).expect_err("long");
    assert!(err.to_string().contains("left over"), "{err}");
    let mut refused = 0;
    for k in 0..owned.len().min(30) {
        let mut t = owned.clone();
        t[k] = if t[k] == "3,4" {
            "3,3".into()
        } else {
            "3,4".into()
        };
        refused += usize::from(check_certificate_text(&rebuild(&t)).is_err());
    }
    assert!(refused >= 20, "{refused}");
}

/// A stored section 1.9.1 certificate checks, for the matrix the paper prints (`m`: its
/// index in `SECTION_1_9_1`), and the same walk on a changed matrix is refused.
fn stored_section_1_9_1_certificate_checks(text: &str, m: usize, first: Player, winner: Player) {
    use cgcheck::games::seki::strategy::SECTION_1_9_1;
    let s = check_certificate_text(text).expect("checks");
    assert_eq!(s.matrix, Matrix::parse(SECTION_1_9_1[m].1).expect("parses"));
    assert_eq!(
        (s.variant, s.first, s.winner),
        (Variant::Seki, first, winner)
    );
    let changed = text.replacen("2 2 2 2 2", "2 2 2 2 3", 1);
    assert!(check_certificate_text(&changed).is_err());
}

// One test per certificate, so that the test threads check them side by side.

#[test]
fn stored_section_1_9_1_matrix1_r_first_checks() {
    stored_section_1_9_1_certificate_checks(
        include_str!("../../../../evidence/certificates/seki-1.9.1-matrix1-R-first.cert"),
        0,
        Player::R,
        Player::R,
    );
}

#[test]
fn stored_section_1_9_1_matrix2_r_first_checks() {
    stored_section_1_9_1_certificate_checks(
        include_str!("../../../../evidence/certificates/seki-1.9.1-matrix2-R-first.cert"),
        1,
        Player::R,
        Player::R,
    );
}

#[test]
fn stored_section_1_9_1_matrix1_c_first_checks() {
    stored_section_1_9_1_certificate_checks(
        include_str!("../../../../evidence/certificates/seki-1.9.1-matrix1-C-first.cert"),
        0,
        Player::C,
        Player::C,
    );
}

#[test]
fn stored_section_1_9_1_matrix2_c_first_checks() {
    stored_section_1_9_1_certificate_checks(
        include_str!("../../../../evidence/certificates/seki-1.9.1-matrix2-C-first.cert"),
        1,
        Player::C,
        Player::R,
    );
}

#[test]
fn malformed_text_is_refused_in_one_line() {
    for bad in [
        "",
        "seki-certificate 1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions 0\n",
        "seki-certificate 1\ngame seki\nvariant sek\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions 1\n11; 11 1,1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 0; 1 0\nfirst R\nwinner R\npositions 1\n10; 10 1,1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions 1\n11; 11 0,1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions 1\n11; 11 3,1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions 1\n111; 111 1,1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst X\nwinner R\npositions 1\n11; 11 1,1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions +1\n11; 11 1,1\n",
        "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions 1\n11; 11 1 1\n",
    ] {
        let err = Certificate::parse(bad).expect_err(bad);
        assert!(!err.contains('\n'), "{err}");
    }
    // [1 1; 1 1], R first, R plays 1,1: well formed, but C answers 2,1 and zeroes column 1.
    let ok = "seki-certificate 1\ngame seki\nvariant seki\nmatrix 1 1; 1 1\nfirst R\nwinner R\npositions 1\n11; 11 1,1\n";
    let cert = Certificate::parse(ok).expect("parses");
    let err = check(&cert).expect_err("C wins");
    assert!(err.contains("ends the game in a win for C"), "{err}");
}
