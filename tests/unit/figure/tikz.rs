//! Unit tests of `src/figure/tikz.rs`.

use cgcheck::figure::tikz::*;

#[test]
fn escapes_what_tex_would_read_as_commands() {
    assert_eq!(
        escape("a_1 & 50% #2 {x} $"),
        "a\\_1 \\& 50\\% \\#2 \\{x\\} \\$"
    );
    assert_eq!(escape("3^LR ~ \\"), "3\\^{}LR \\~{} \\textbackslash{}");
}
