//! Positions read from a file or from standard input (`--input FILE`, `-` for stdin).
//!
//! A position given in a file goes through the same parser, and the same size cap, as the
//! command-line argument it replaces. Linux caps one argument at 128 KiB
//! (`MAX_ARG_STRLEN`, 32 pages: a longer argument makes `execve` fail with E2BIG before
//! cgcheck starts), so a file is held to [`ARG_CAP`] bytes too: nothing can be given in a
//! file that could not be typed. At most `cap + 1` bytes are read, so a device such as
//! `/dev/zero` or an endless pipe is refused in bounded memory.
//!
//! The text read has its trailing white space (the final newline of a file) trimmed and must
//! not be empty; otherwise it is handed to the parser as it is, except where a command says
//! how line breaks map to its notation (Seki's rows, the stones of `--after-file`).

use crate::core::InputError;
use std::io::Read;
use std::path::Path;

/// The largest position read from a file or stdin: 128 KiB, the kernel's cap on one
/// command-line argument (`MAX_ARG_STRLEN` on Linux).
pub const ARG_CAP: u64 = 128 * 1024;

/// Whether `path` names standard input (`-`).
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// How `path` is named in messages.
fn shown(path: &Path) -> String {
    if is_stdin(path) {
        "standard input".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads at most `cap + 1` bytes of `path` (`-`: standard input), refusing more than `cap`:
/// a missing file, a directory or an unreadable file is a one-line error.
pub fn read_bytes_capped(path: &Path, cap: u64) -> Result<Vec<u8>, InputError> {
    let name = shown(path);
    let mut bytes = Vec::new();
    let read = if is_stdin(path) {
        std::io::stdin()
            .lock()
            .take(cap.saturating_add(1))
            .read_to_end(&mut bytes)
    } else {
        let meta = std::fs::metadata(path).map_err(|e| {
            InputError::new(if e.kind() == std::io::ErrorKind::NotFound {
                format!("cannot read input {name}: no such file")
            } else {
                format!("cannot read input {name}: {e}")
            })
        })?;
        if meta.is_dir() {
            return Err(InputError::new(format!(
                "cannot read input {name}: it is a directory, not a file"
            )));
        }
        if meta.is_file() && meta.len() > cap {
            return Err(too_large(&name, cap));
        }
        std::fs::File::open(path)
            .and_then(|f| f.take(cap.saturating_add(1)).read_to_end(&mut bytes))
    };
    read.map_err(|e| InputError::new(format!("cannot read input {name}: {e}")))?;
    if bytes.len() as u64 > cap {
        return Err(too_large(&name, cap));
    }
    Ok(bytes)
}

fn too_large(name: &str, cap: u64) -> InputError {
    InputError::new(format!(
        "input {name} is too large: more than {cap} bytes ({} KiB, the cap on one command-line argument)",
        cap / 1024
    ))
}

/// The position text in `path` (`-`: standard input): at most [`ARG_CAP`] bytes of UTF-8,
/// trailing white space trimmed, not empty.
pub fn read_input(path: &Path) -> Result<String, InputError> {
    read_input_capped(path, ARG_CAP)
}

/// [`read_input`] with another cap.
pub fn read_input_capped(path: &Path, cap: u64) -> Result<String, InputError> {
    let name = shown(path);
    let bytes = read_bytes_capped(path, cap)?;
    let text = String::from_utf8(bytes).map_err(|e| {
        InputError::new(format!(
            "input {name} is not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    let trimmed = text.trim_end();
    if trimmed.trim_start().is_empty() {
        return Err(InputError::new(format!(
            "input {name} is empty: expected a position"
        )));
    }
    Ok(trimmed.to_string())
}

/// The text of a position given either as the argument or by `--input` (clap refuses both
/// and neither; this refuses them again for callers that bypass clap).
pub fn argument_or_file(argument: Option<&str>, file: Option<&Path>) -> Result<String, InputError> {
    match (argument, file) {
        (Some(a), None) => Ok(a.to_string()),
        (None, Some(f)) => read_input(f),
        (Some(_), Some(_)) => Err(InputError::new(
            "the position is given twice: as an argument and by --input; give one",
        )),
        (None, None) => Err(InputError::new(
            "no position given: give it as an argument or by --input FILE (- for stdin)",
        )),
    }
}

/// Rows written on separate lines, mapped to the one-line `;` form of Seki's matrices: each
/// line's trailing `;` is dropped and the lines are joined by `; `.
pub fn rows_to_semicolons(text: &str) -> String {
    if !text.contains('\n') {
        return text.to_string();
    }
    text.lines()
        .map(|l| l.trim().trim_end_matches(';').trim_end())
        .collect::<Vec<_>>()
        .join("; ")
}

/// Line breaks as spaces (stones and lines written over several lines of a file).
pub fn lines_to_spaces(text: &str) -> String {
    text.lines().collect::<Vec<_>>().join(" ")
}

/// Exactly `n` white-space separated fields (`what` names them in the error).
pub fn fields<'a>(text: &'a str, n: usize, what: &str) -> Result<Vec<&'a str>, InputError> {
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() != n {
        return Err(InputError::new(format!(
            "expected {what} ({n} numbers separated by white space), found {} field{}",
            f.len(),
            if f.len() == 1 { "" } else { "s" }
        )));
    }
    Ok(f)
}
