//! Reading a file a user names, in bounded memory: a device such as `/dev/zero`, a huge file
//! or a binary file is refused with one line, never read whole into memory.

use super::InputError;
use std::io::Read;
use std::path::Path;

/// Reads the text file at `path` (`what` names it in errors), refusing one larger than `cap`
/// bytes without reading more than `cap + 1` bytes of it.
pub fn read_text_capped(path: &Path, cap: u64, what: &str) -> Result<String, InputError> {
    let shown = path.display();
    let file = std::fs::File::open(path)
        .map_err(|e| InputError::new(format!("cannot read {what} {shown}: {e}")))?;
    let mut bytes = Vec::new();
    file.take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| InputError::new(format!("cannot read {what} {shown}: {e}")))?;
    if bytes.len() as u64 > cap {
        return Err(InputError::new(format!(
            "{what} {shown} is too large: more than {cap} bytes"
        )));
    }
    String::from_utf8(bytes)
        .map_err(|_| InputError::new(format!("{what} {shown} is not UTF-8 text")))
}
