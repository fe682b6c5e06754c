//! Unit tests of `src/figure/draw/mod.rs`.

use cgcheck::figure::draw::*;

#[test]
fn wraps_at_spaces() {
    assert_eq!(wrap_text("a bb ccc dddd", 6), vec!["a bb", "ccc", "dddd"]);
    assert_eq!(wrap_text("", 6), vec![""]);
    assert_eq!(wrap_text("abcdefgh", 3), vec!["abcdefgh"]);
}
