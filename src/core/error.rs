//! The one error type for bad user input: a malformed position, a value out of range, an
//! instance too large for a solver. The CLI prints it on one line and exits with code 2.

use std::fmt;

/// A one-line, human-readable reason why an input was rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub String);

impl InputError {
    /// Builds an error from anything printable. The message stays one line even when it
    /// quotes what the user typed: line breaks and other control characters are escaped
    /// (`\n`, `\u{1b}`).
    pub fn new(message: impl Into<String>) -> Self {
        let message = message.into();
        if message.chars().any(|c| c.is_control() || is_line_break(c)) {
            let escaped = message
                .chars()
                .map(|c| {
                    if c.is_control() || is_line_break(c) {
                        c.escape_default().to_string()
                    } else {
                        c.to_string()
                    }
                })
                .collect();
            InputError(escaped)
        } else {
            InputError(message)
        }
    }
}

/// Unicode line and paragraph separators (not control characters, but line breaks).
fn is_line_break(c: char) -> bool {
    matches!(c, '\u{2028}' | '\u{2029}' | '\u{85}')
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

/// The characters of a non-negative integer as typed: optional surrounding whitespace, then
/// ASCII digits only (no sign, no `_`, no exponent), so that no other notation is read as a
/// number.
fn digits<'a>(text: &'a str, what: &str) -> Result<&'a str, InputError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(InputError::new(format!(
            "missing {what}: expected a non-negative integer"
        )));
    }
    if t.starts_with('-') && t.len() > 1 && t[1..].bytes().all(|b| b.is_ascii_digit()) {
        return Err(InputError::new(format!(
            "invalid {what} '{t}': must be a non-negative integer"
        )));
    }
    if !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(InputError::new(format!(
            "invalid {what} '{t}': expected a non-negative integer (digits only)"
        )));
    }
    Ok(t)
}

/// Parses a non-negative integer exactly, naming `what` it is in the error: digits only, and
/// a number beyond `u64` is refused as too large (quoting it), never wrapped or clamped.
pub fn parse_u64(text: &str, what: &str) -> Result<u64, InputError> {
    parse_at_most(text, what, u64::MAX)
}

/// Parses a non-negative integer of at most `max`: "{what} N is too large: at most {max}".
pub fn parse_at_most(text: &str, what: &str, max: u64) -> Result<u64, InputError> {
    let t = digits(text, what)?;
    let too_large = || InputError::new(format!("{what} {t} is too large: at most {max}"));
    let v: u64 = t.parse().map_err(|_| too_large())?;
    if v > max {
        return Err(too_large());
    }
    Ok(v)
}

/// Parses an integer in `min..=max`, refusing below with "at least" and above with "at most".
pub fn parse_in_range(text: &str, what: &str, min: u64, max: u64) -> Result<u64, InputError> {
    let v = parse_at_most(text, what, max)?;
    if v < min {
        return Err(InputError::new(format!(
            "{what} {v} is too small: at least {min}"
        )));
    }
    Ok(v)
}

/// The longest duration [`parse_duration`] accepts: one year (a longer run is a typo).
pub const MAX_DURATION_SECONDS: u64 = 365 * 24 * 3600;

/// Parses a duration as `cgcheck hunt --time` takes it: a whole number followed by `s`, `m`
/// or `h` (a bare number is seconds), at least one second and at most a year. The product
/// with the unit is checked, never wrapped.
pub fn parse_duration(text: &str) -> Result<std::time::Duration, InputError> {
    let t = text.trim();
    let bad = || {
        InputError::new(format!(
            "invalid time '{t}': expected a whole number with s, m or h, e.g. 30s or 10m"
        ))
    };
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (number, unit) = (&t[..split], &t[split..]);
    if number.is_empty() {
        return Err(bad());
    }
    let scale: u64 = match unit {
        "" | "s" => 1,
        "m" => 60,
        "h" => 3600,
        _ => {
            return Err(InputError::new(format!(
                "invalid time '{t}': the unit must be s, m or h after a whole number, e.g. 30s or 10m"
            )));
        }
    };
    let unit = if unit.is_empty() { "s" } else { unit };
    let max = MAX_DURATION_SECONDS / scale;
    let too_large = || {
        InputError::new(format!(
            "time {t} is too large: at most {max}{unit} (a year)"
        ))
    };
    let n: u64 = number.parse().map_err(|_| too_large())?;
    if n > max {
        return Err(too_large());
    }
    if n == 0 {
        return Err(InputError::new(format!(
            "time {t} is too short: at least 1s"
        )));
    }
    Ok(std::time::Duration::from_secs(n * scale))
}

/// Parses a shape `MxN` (e.g. `3x3`, `3X4`): two positive integers of at most `max` each,
/// separated by one `x`, nothing else.
pub fn parse_shape(text: &str, max: u64) -> Result<(usize, usize), InputError> {
    let t = text.trim();
    let bad = || InputError::new(format!("invalid size '{t}': expected MxN, e.g. 3x3"));
    let (a, b) = t.split_once(['x', 'X']).ok_or_else(bad)?;
    let (a, b) = (a.trim(), b.trim());
    if a.is_empty() || b.is_empty() || !(a.bytes().chain(b.bytes())).all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    let m = parse_in_range(a, "rows", 1, max)?;
    let n = parse_in_range(b, "columns", 1, max)?;
    let m = usize::try_from(m).map_err(|_| bad())?;
    let n = usize::try_from(n).map_err(|_| bad())?;
    Ok((m, n))
}
