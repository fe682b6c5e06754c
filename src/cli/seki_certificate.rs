//! `cgcheck check-certificate FILE|-`: the header says which game. A file whose first line
//! starts with `seki-certificate` is a Seki win certificate, checked by
//! [`crate::games::seki::certificate_check`]; anything else goes to the k-in-a-row checkers.
//! One format is never read as another.

use super::CliError;
use super::mnk;
use crate::core::InputError;
use crate::games::seki::certificate_check;

/// Reads the file once and hands it to the checker its header names. A Seki certificate
/// that does not parse is bad input (one line, exit 2); one that parses but whose strategy
/// fails the check is an invalid certificate (exit 1), as for k-in-a-row.
pub fn check_certificate(path: &std::path::Path) -> Result<(), CliError> {
    let checked = check(path);
    // Where a valid stored certificate came from (its provenance file), after the verdict and
    // on stderr, so that stdout is the same from a file and from stdin: shown, never a
    // failure (the checker, not the provenance, decides whether it is valid).
    if checked.is_ok()
        && !super::input::is_stdin(path)
        && let Ok(a) = crate::records::artifacts::certificate_state(path)
    {
        eprintln!("{}: provenance: {}", path.display(), a.state.words());
    }
    checked
}

fn check(path: &std::path::Path) -> Result<(), CliError> {
    let bytes = mnk::read_certificate_bytes(path)?;
    let seki = bytes.starts_with(certificate_check::PREFIX.as_bytes());
    if !seki {
        return mnk::check_certificate_bytes(path, bytes);
    }
    let text = String::from_utf8(bytes).map_err(|_| InputError::new("not UTF-8 text"))?;
    let cert = certificate_check::Certificate::parse(&text).map_err(|e| {
        InputError::new(format!("invalid Seki certificate {}: {e}", path.display()))
    })?;
    let summary = certificate_check::check(&cert)
        .map_err(|e| CliError::Run(format!("invalid Seki certificate {}: {e}", path.display())))?;
    println!("{}", summary.describe());
    Ok(())
}
