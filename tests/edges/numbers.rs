//! Edge inputs: numbers.

#[allow(unused_imports)]
use crate::run::{cgcheck, ok, refused};

/// A subtraction set that is not a list of numbers is refused on one line.
#[test]
fn subtraction_set_garbage_is_refused() {
    refused(&["solve", "subtraction", "--set", "1,x", "5"], "");
}

/// A finished Nim game (no chips) is a P-position with no winning move.
#[test]
fn empty_nim_is_finished() {
    let out = ok(&["solve", "nim", "0", "0"]);
    assert!(out.contains("P-position"), "{out}");
    let piped = cgcheck(&["solve", "nim", "0"], Some(b""));
    assert_eq!(piped.status.code(), Some(0));
}
