//! `cases!`: parameterized tests, one `#[test]` per case, without the `rstest` crate.

/// Runs one test function on each of a list of cases, one `#[test]` per case, named as
/// `rstest` named them (test names and name filters did not change when the suite dropped it).
///
/// ```ignore
/// cases! {
///     /// What the test checks.
///     fn paper_matrix_types(text: &str, expected: &str) {
///         assert_eq!(solve(text), expected);
///     }
///     case_1: ("2", "(D,D)"),
///     case_2_named: ("1 1; 1 1", "(L',L')"), // a comment on the case
///     #[ignore]
///     case_3: ("2 3; 3 2", "(D',D')"),
/// }
/// ```
///
/// expands, as `#[rstest]` did, to the function itself (with its attributes and doc comment;
/// other code may call it) and, beside it, a module of the same name that glob-imports its
/// parent and holds one `#[test]` per case: `paper_matrix_types::case_1` calls
/// `paper_matrix_types("2", "(D,D)")`, and so on. The case names are written out as rstest
/// derived them: `case_` and the case's number (from 1, zero-padded to the width of the number
/// of cases: `case_01` .. `case_12`), then `_` and the case's name if it had one
/// (`#[case::named(..)]`). Attributes before a case's name (`#[ignore]`, `#[should_panic]`)
/// apply to that case's test.
///
/// Why not rstest: with its proc-macro dependencies it cost about 27 s of CPU of a clean
/// clone's `cargo test` (issue 14: at most 5 minutes on 2 cores), for no more than this.
macro_rules! cases {
    (
        $(#[$meta:meta])*
        fn $name:ident($($arg:tt: $ty:ty),* $(,)?) $body:block
        $($(#[$case_meta:meta])* $case:ident: ($($value:expr),* $(,)?)),+ $(,)?
    ) => {
        $(#[$meta])*
        fn $name($($arg: $ty),*) $body

        mod $name {
            #[allow(unused_imports)]
            use super::*;

            $(
                #[test]
                $(#[$case_meta])*
                fn $case() {
                    super::$name($($value),*);
                }
            )+
        }
    };
}

pub(crate) use cases;
