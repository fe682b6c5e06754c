//! Unit tests of `src/records/canary.rs`: a pin outlives appended cases, not changed ones.

use cgcheck::records::canary::{holds, pin};

#[test]
fn a_pin_holds_while_the_text_begins_with_the_lines_it_pinned() {
    let then = "a 1\nb 2\n";
    let p = pin(then);
    assert!(p.ends_with("@2"), "{p}");
    assert!(holds(&p, then));
    assert!(holds(&p, "a 1\nb 2\nc 3\n"), "a case appended");
    assert!(!holds(&p, "a 1\nb 3\nc 3\n"), "a case changed");
    assert!(!holds(&p, "b 2\na 1\n"), "cases reordered");
    assert!(!holds(&p, "a 1\n"), "a case dropped");
    assert!(!holds("0123456789abcdef@x", then), "a malformed pin");
    // The last line without its newline is pinned as it is.
    assert!(holds(&pin("a 1\nb 2"), "a 1\nb 2"));
    assert!(!holds(&pin("a 1\nb 2"), "a 1\nb 22"));
    // A digest without its line count holds for nothing.
    let bare = p.split_once('@').expect("a pin").0;
    assert!(!holds(bare, then));
    assert_eq!(
        pin(""),
        format!("{}@0", cgcheck::core::digest::fnv_hex(b""))
    );
    assert!(holds(&pin(""), "anything\n"));
}
