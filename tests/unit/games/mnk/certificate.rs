//! Unit tests of `src/games/mnk/certificate.rs`.

use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::certificate::*;
use indicatif::ProgressBar;

#[test]
fn a_win_certificate_round_trips_and_checks() {
    let p = Params::new(4, 3, 3, 1, 1).expect("valid");
    let cert = build(p, true, 1_000_000).expect("(4,3,3) is a B win");
    let text = cert.to_text();
    let back = Certificate::parse(&text).expect("parses");
    assert_eq!(back, cert);
    assert!(check(&back).is_ok());
    // Removing a position the strategy reaches breaks it.
    let mut broken = back.clone();
    broken.moves.remove(&(0, 0));
    assert!(check(&broken).is_err());
}

#[test]
fn a_draw_has_no_win_certificate() {
    let p = Params::new(3, 3, 3, 1, 1).expect("valid");
    assert!(build(p, true, 1_000_000).is_none());
}

#[test]
fn headers_name_the_root_and_old_headers_mean_the_empty_board() {
    let p = Params::new(3, 3, 3, 1, 1).expect("valid");
    // After b2 a2 (B to move), B wins; the certificate starts there.
    let root = (1 << 4, 1 << 3);
    let cert = build_from(p, true, 1_000_000, root, &ProgressBar::hidden()).expect("B wins");
    let text = cert.to_text();
    assert!(
        text.starts_with("mnk 3 3 3 1 1 winner B root 10 8\n"),
        "{text}"
    );
    let back = Certificate::parse(&text).expect("parses");
    assert_eq!(back.root, root);
    assert!(check(&back).is_ok());
    // The same entries from the empty board do not cover it.
    let moved = Certificate {
        root: (0, 0),
        ..back.clone()
    };
    assert!(check(&moved).is_err());
    // A header without a root covers the empty board.
    let old = Certificate::parse("mnk 4 3 3 1 1 winner B\n0 0 b2\n").expect("parses");
    assert_eq!(old.root, (0, 0));
    // Refused: no positions, an impossible root, a finished or finished-and-extended one.
    for bad in [
        "mnk 4 3 3 1 1 winner B\n",
        "mnk 4 3 3 1 1 winner B root 0 0\n\n",
        "mnk 3 3 3 1 1 winner B root 3 0\n3 0 c1\n",
        "mnk 3 3 3 1 1 winner B root 1 1\n1 1 c1\n",
        "mnk 3 3 3 1 1 winner B root 0 0 extra\n0 0 b2\n",
        "mnk 3 3 3 1 1 winner B root 0 +0\n0 0 b2\n",
    ] {
        assert!(Certificate::parse(bad).is_err(), "{bad}");
    }
}
