//! Unit tests of `src/games/mnk/hold.rs`.

use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::hold::*;

#[test]
fn both_sides_hold_on_3x3_and_the_certificates_check() {
    let p = Params::new(3, 3, 3, 1, 1).expect("valid");
    for holder_is_b in [false, true] {
        let cert = build(p, holder_is_b, 1_000_000).expect("(3,3,3) is a draw");
        let back = HoldCertificate::parse(&cert.to_text()).expect("parses");
        assert_eq!(back, cert);
        assert!(check(&back).is_ok());
    }
}

#[test]
fn a_broken_hold_certificate_fails() {
    let p = Params::new(3, 3, 3, 1, 1).expect("valid");
    let mut cert = build(p, false, 1_000_000).expect("W holds");
    // W answers the centre in a corner; answering it on an edge loses.
    let stones: Vec<(u64, u64)> = cert
        .entries
        .iter()
        .filter(|(_, e)| matches!(e, Entry::Stone(_)))
        .map(|(k, _)| *k)
        .collect();
    assert!(!stones.is_empty());
    for key in stones {
        cert.entries.remove(&key);
    }
    assert!(check(&cert).is_err());
}

#[test]
fn a_win_has_no_hold_certificate() {
    let p = Params::new(4, 3, 3, 1, 1).expect("valid");
    assert!(build(p, false, 1_000_000).is_none());
}
