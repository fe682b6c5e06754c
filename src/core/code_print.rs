//! The fingerprint of code as the compiler reads it: what a record's check rests on, without
//! what does not change what the code does.
//!
//! A source file is read as Rust tokens ([`proc_macro2`]'s lexer, the one procedural macros
//! use), so comments, blank lines, indentation and line breaks are gone. Of the tokens, these
//! are dropped too, since no check computes differently for them:
//!
//! - doc comments (`///`, `//!`, which the lexer turns into `#[doc = "..."]` attributes),
//! - lint attributes (`#[allow]`, `#[expect]`, `#[warn]`, `#[deny]`, `#[forbid]`, and
//!   `#[rustfmt::...]`, `#[must_use]`),
//! - visibility (`pub`, `pub(crate)`, `pub(super)`, `pub(in path)`),
//! - a trailing comma, which `cargo fmt` adds or removes as a list is laid out on one line or
//!   many: before `]` or `}` always; before `)` when the parentheses hold a list of two or
//!   more, or follow a name (a call, a signature, a tuple struct), since only a one-element
//!   tuple such as `(x,)` or `return (x,)` means something else without it.
//!
//! What is left (identifiers, literals, punctuation and nesting) is written one token a line
//! and hashed. So `cargo fmt`, a reworded comment or a widened `pub(crate)` leave the
//! fingerprint as it was, and a changed literal, operator or name changes it.
//!
//! For example `/// Doubles.\npub fn f(x: u8) -> u8 { x * 2 } // cheap` and
//! `fn f(x: u8)->u8{x*2}` read as the same tokens `fn f ( x : u8 ) - > u8 { x * 2 }` (one a
//! line), while `fn f(x: u8) -> u8 { x * 3 }` does not.
//!
//! A text that does not lex as Rust (it would not compile either) is hashed as it is, and so
//! is a file that is not Rust ([`fingerprint_files`]).

use proc_macro2::{Delimiter, Spacing, TokenStream, TokenTree};
use std::fmt::Write as _;
use std::hash::Hasher;

/// The normalised token text of `source` (see the module documentation), or `None` when it
/// does not lex.
pub fn normalised(source: &str) -> Option<String> {
    let stream: TokenStream = source.parse().ok()?;
    let mut out = String::new();
    write_stream(stream, false, &mut out);
    Some(out)
}

/// FNV-1a over the normalised texts of `sources` (each followed by a separator), as 16 hex
/// digits; a text that does not lex counts as it is.
pub fn fingerprint<'a>(sources: impl IntoIterator<Item = &'a str>) -> String {
    hash(sources.into_iter().map(|s| (true, s)))
}

/// [`fingerprint`] of `(path, text)` files: a Rust source (`.rs`) normalised, any other file
/// (a transcription of a paper's data, whose spacing may be data) as it is.
pub fn fingerprint_files<'a>(files: impl IntoIterator<Item = (&'a str, &'a str)>) -> String {
    hash(
        files
            .into_iter()
            .map(|(path, text)| (path.ends_with(".rs"), text)),
    )
}

fn hash<'a>(texts: impl Iterator<Item = (bool, &'a str)>) -> String {
    let mut h = fnv::FnvHasher::default();
    for (rust, s) in texts {
        match rust.then(|| normalised(s)).flatten() {
            Some(n) => h.write(n.as_bytes()),
            None => {
                h.write_u8(0xfe);
                h.write(s.as_bytes());
            }
        }
        h.write_u8(0xff);
    }
    format!("{:016x}", h.finish())
}

/// Writes the tokens of `stream`; `trailing_comma_free`: a comma that ends it is left out.
fn write_stream(stream: TokenStream, trailing_comma_free: bool, out: &mut String) {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut i = 0;
    while i < tokens.len() {
        if let Some(skip) = ignored_at(&tokens, i) {
            i += skip;
            continue;
        }
        if trailing_comma_free
            && i + 1 == tokens.len()
            && matches!(&tokens[i], TokenTree::Punct(p) if p.as_char() == ',')
        {
            break;
        }
        match &tokens[i] {
            TokenTree::Group(g) => {
                let (open, close) = match g.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("<none>", "</none>"),
                };
                let _ = writeln!(out, "{open}");
                let free = match g.delimiter() {
                    Delimiter::Parenthesis => {
                        let commas = g
                            .stream()
                            .into_iter()
                            .filter(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ','))
                            .count();
                        let after_name = i > 0
                            && matches!(&tokens[i - 1], TokenTree::Ident(id)
                                if !KEYWORDS.contains(&id.to_string().as_str()));
                        commas >= 2 || after_name
                    }
                    _ => true,
                };
                write_stream(g.stream(), free, out);
                let _ = writeln!(out, "{close}");
            }
            TokenTree::Ident(id) => {
                let _ = writeln!(out, "{id}");
            }
            TokenTree::Punct(p) => {
                // A joint punct is glued to the next one (`->`, `::`, `..=`): `- >` with a
                // space is another program.
                let joint = if p.spacing() == Spacing::Joint {
                    "+"
                } else {
                    ""
                };
                let _ = writeln!(out, "{}{joint}", p.as_char());
            }
            TokenTree::Literal(l) => {
                let _ = writeln!(out, "{l}");
            }
        }
        i += 1;
    }
}

/// Words after which parentheses open an expression (where `(x,)` is a tuple), not a call.
const KEYWORDS: &[&str] = &[
    "return", "in", "match", "if", "while", "let", "break", "yield", "move", "else", "for", "mut",
    "ref", "as", "box", "where", "impl", "dyn", "static", "const", "type", "loop", "unsafe",
    "async", "await",
];

/// How many tokens from `i` on are left out: an attribute of the ignored kinds (`#`, an
/// optional `!`, the bracketed group), or a visibility (`pub` and an optional parenthesised
/// group). `None` when the token at `i` is kept.
fn ignored_at(tokens: &[TokenTree], i: usize) -> Option<usize> {
    match &tokens[i] {
        TokenTree::Punct(p) if p.as_char() == '#' => {
            let bang = matches!(tokens.get(i + 1), Some(TokenTree::Punct(q)) if q.as_char() == '!');
            let at = i + 1 + usize::from(bang);
            match tokens.get(at) {
                Some(TokenTree::Group(g))
                    if g.delimiter() == Delimiter::Bracket && ignored_attribute(&g.stream()) =>
                {
                    Some(at + 1 - i)
                }
                _ => None,
            }
        }
        TokenTree::Ident(id) if id == "pub" => match tokens.get(i + 1) {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Parenthesis => {
                let first = g.stream().into_iter().next();
                let scoped = matches!(&first, Some(TokenTree::Ident(w))
                    if w == "crate" || w == "super" || w == "self" || w == "in");
                Some(if scoped { 2 } else { 1 })
            }
            _ => Some(1),
        },
        _ => None,
    }
}

/// Whether an attribute's contents (inside the brackets) are a doc comment or a lint setting.
fn ignored_attribute(inner: &TokenStream) -> bool {
    let mut it = inner.clone().into_iter();
    let Some(TokenTree::Ident(first)) = it.next() else {
        return false;
    };
    let name = first.to_string();
    matches!(
        name.as_str(),
        "doc" | "allow" | "expect" | "warn" | "deny" | "forbid" | "must_use" | "rustfmt"
    )
}
