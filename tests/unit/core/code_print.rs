//! Unit tests of `src/core/code_print.rs`: what changes a code fingerprint and what does not.

use cgcheck::claims::provenance::SOURCES;
use cgcheck::core::code_print::{fingerprint, fingerprint_files, normalised};
use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};

#[test]
fn comments_docs_formatting_visibility_and_lints_do_not_count() {
    let base = "fn f(x: u8) -> u8 { x * 2 }";
    for same in [
        "/// Doubles.\npub fn f(x: u8) -> u8 { x * 2 } // cheap",
        "fn f(x:u8)->u8{x*2}",
        "fn f(\n    x: u8,\n) -> u8 {\n    /* twice */ x * 2\n}",
        "#[allow(clippy::identity_op)]\n#[must_use]\npub(crate) fn f(x: u8) -> u8 { x * 2 }",
        "//! A module.\n#[expect(dead_code)] pub(in crate::a) fn f(x: u8) -> u8 { x * 2 }",
        "#[rustfmt::skip]\nfn f(x: u8) -> u8 { x  *  2 }",
    ] {
        assert_eq!(normalised(same), normalised(base), "{same}");
    }
    for other in [
        "fn f(x: u8) -> u8 { x * 3 }",
        "fn f(x: u8) -> u8 { x + 2 }",
        "fn g(x: u8) -> u8 { x * 2 }",
        "fn f(x: u16) -> u16 { x * 2 }",
        "#[inline(never)] fn f(x: u8) -> u8 { x * 2 }",
        "fn f(x: u8) -> u8 { x * 2 } fn h() {}",
    ] {
        assert_ne!(normalised(other), normalised(base), "{other}");
    }
    // A trailing comma is layout, except in a one-element tuple.
    assert_eq!(
        normalised("f(x,); [1, 2,]; S { a, }; (a, b,)"),
        normalised("f(x); [1, 2]; S { a }; (a, b)")
    );
    assert_ne!(normalised("let t = (x,);"), normalised("let t = (x);"));
    assert_ne!(normalised("return (x,)"), normalised("return (x)"));
    // Glued punctuation is another program when split: `a <= b` is not `a < = b`.
    assert_ne!(normalised("a <= b"), normalised("a < = b"));
    // A string's content counts, comment markers inside it included.
    assert_ne!(normalised(r#"f("a // b")"#), normalised(r#"f("a")"#));
    // Text that does not lex is hashed as it is, never equal to another text.
    assert_eq!(normalised("fn f( {"), None);
    assert_ne!(fingerprint(["fn f( {"]), fingerprint(["fn f( {{"]));
}

/// Writes `stream` back as text with a comment after every token where one can stand (not
/// between the characters of a glued operator such as `->`) and a line break, and every doc
/// attribute's text changed: the same program, differently commented and laid out.
fn recommented(stream: TokenStream, out: &mut String) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Group(g) => {
                let is_doc = g.delimiter() == Delimiter::Bracket
                    && matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(id)) if id == "doc")
                    && i > 0
                    && matches!(&tokens[i - 1], TokenTree::Punct(p) if p.as_char() == '#' || p.as_char() == '!');
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                if is_doc {
                    out.push_str("[doc = \"reworded\"]");
                } else {
                    out.push_str(open);
                    recommented(g.stream(), out);
                    out.push_str(close);
                }
                out.push_str(" /* c */\n");
            }
            TokenTree::Punct(p) => {
                out.push(p.as_char());
                if p.spacing() == Spacing::Alone {
                    out.push_str(" // c\n");
                }
            }
            other => {
                out.push_str(&other.to_string());
                out.push_str(" /* c */ ");
            }
        }
    }
}

/// Every file a record's fingerprint is taken over, commented after every token, laid out one
/// token a line and with its doc comments reworded, keeps its fingerprint: such a change to
/// any of them leaves every record as it stands. (Files under src/ outside `SOURCES` are
/// not fingerprinted at all; a data file among them counts as it is.)
#[test]
fn every_fingerprinted_file_keeps_its_fingerprint_when_recommented_and_reformatted() {
    let files = SOURCES
        .iter()
        .chain(cgcheck::report::figures::DRAWING_SOURCES);
    let mut seen = 0;
    for (path, text) in files.filter(|(path, _)| path.ends_with(".rs")) {
        let stream: TokenStream = text.parse().unwrap_or_else(|e| panic!("{path}: {e:?}"));
        let mut changed = String::from("// A new first line.\n");
        recommented(stream, &mut changed);
        assert_ne!(changed, *text);
        assert_eq!(
            normalised(&changed),
            normalised(text),
            "{path}: a comment and layout change altered its fingerprint"
        );
        seen += 1;
    }
    assert!(seen >= 30, "only {seen} files");
}

/// A transcription of a paper's data is hashed as it is: its spacing may be what the paper
/// printed ("2 .c4" is a misprint the notation reader must see), while a Rust file beside it
/// is still read as tokens.
#[test]
fn a_data_file_counts_as_it_is() {
    let line = "1. b2 ... a1 2 .c4";
    let respaced = "1. b2 ... a1 2. c4";
    assert_ne!(
        fingerprint_files([("lines.txt", line)]),
        fingerprint_files([("lines.txt", respaced)])
    );
    let rust = "fn f(x: u8) -> u8 { x * 2 }";
    assert_eq!(
        fingerprint_files([("f.rs", rust), ("lines.txt", line)]),
        fingerprint_files([("f.rs", "fn f(x:u8)->u8{x*2}"), ("lines.txt", line)])
    );
    assert_eq!(fingerprint_files([("f.rs", rust)]), fingerprint([rust]));
}
