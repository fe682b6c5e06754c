//! The one error type for bad user input: a malformed position, a value out of range, an
//! instance too large for a solver. The CLI prints it on one line and exits with code 2.

use std::fmt;

/// A one-line, human-readable reason why an input was rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError(pub String);

impl InputError {
    /// Builds an error from anything printable.
    pub fn new(message: impl Into<String>) -> Self {
        InputError(message.into())
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for InputError {}

/// Parses a non-negative integer, naming `what` it is in the error.
pub fn parse_u64(text: &str, what: &str) -> Result<u64, InputError> {
    let t = text.trim();
    if t.starts_with('-') {
        return Err(InputError::new(format!(
            "invalid {what} '{t}': must be a non-negative integer"
        )));
    }
    t.parse::<u64>().map_err(|_| {
        InputError::new(format!(
            "invalid {what} '{t}': expected a non-negative integer"
        ))
    })
}
