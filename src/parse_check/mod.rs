//! Parser checks: every input format a user types, fed arbitrary text, must give a clean
//! one-line error or a value that prints back to an equivalent input; never a panic, a hang or
//! a silently different value. The cargo-fuzz targets `parse_<format>` (fuzz/fuzz_targets/)
//! call [`TARGETS`], and `cargo test` (tests/parsers.rs) replays their seeds and regressions,
//! as for the differential targets.

pub mod domineering;
pub mod mnk;
pub mod numbers;
pub mod seki;

/// A parser check: bytes in, `Err` with the reason when the parser misbehaved.
pub type Check = fn(&[u8]) -> Result<(), String>;

/// Every parser target: fuzz target name and its check.
pub const TARGETS: &[(&str, Check)] = &[
    ("parse_numbers", numbers::check),
    ("parse_mnk", mnk::check),
    ("parse_seki", seki::check),
    ("parse_domineering", domineering::check),
];

/// Inputs longer than this are cut (a parser must also refuse long inputs cleanly, but the
/// fuzzer's time is better spent on short ones).
pub const MAX_INPUT: usize = 4096;

/// The text a target works on: the bytes as UTF-8 (lossy, as the shell would hand them to
/// clap only if valid), cut to [`MAX_INPUT`].
pub fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(&data[..data.len().min(MAX_INPUT)]).into_owned()
}

/// The round-trip rule: `parse` either refuses with a one-line, non-empty message, or gives a
/// value whose printed form parses back to the same value.
pub fn round_trip<T: PartialEq + std::fmt::Debug, E: std::fmt::Display>(
    input: &str,
    parse: impl Fn(&str) -> Result<T, E>,
    print: impl Fn(&T) -> String,
) -> Result<(), String> {
    match parse(input) {
        Err(e) => one_line(input, &e.to_string()),
        Ok(value) => {
            let printed = print(&value);
            match parse(&printed) {
                Ok(again) if again == value => Ok(()),
                Ok(again) => Err(format!(
                    "{input:?} parsed as {value:?}, printed as {printed:?}, which parses as {again:?}"
                )),
                Err(e) => Err(format!(
                    "{input:?} parsed as {value:?}, printed as {printed:?}, which is refused: {e}"
                )),
            }
        }
    }
}

/// An error message must be one non-empty line.
pub fn one_line(input: &str, message: &str) -> Result<(), String> {
    if message.trim().is_empty() || message.contains('\n') {
        Err(format!(
            "{input:?}: error message is not one line: {message:?}"
        ))
    } else {
        Ok(())
    }
}
