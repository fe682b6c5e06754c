//! Reading a file a user names, in bounded memory: a device such as `/dev/zero`, a huge file
//! or a binary file is refused with one line, never read whole into memory. Writing one
//! atomically ([`write_atomic`]): every file cgcheck writes is either the old one or the
//! whole new one. Checking, before a long run, that its output can be written
//! ([`check_writable`]).

use super::InputError;
use std::fs::OpenOptions;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The most bytes of a conjectures file (a few dozen formulas of at most 4 KiB each).
pub const MAX_CONJECTURES_BYTES: u64 = 1 << 20;
/// The most bytes of a JSON shard part (hunt, split check or k-in-a-row proof part): far
/// above any cgcheck writes, far below a machine's memory.
pub const MAX_PART_BYTES: u64 = 1 << 30;
/// The most bytes of a stored census record (the largest stored is about 170 KB).
pub const MAX_CENSUS_BYTES: u64 = 64 << 20;

/// Reads the text file at `path` (`what` names it in errors), refusing one larger than `cap`
/// bytes without reading more than `cap + 1` bytes of it.
pub fn read_text_capped(path: &Path, cap: u64, what: &str) -> Result<String, InputError> {
    let shown = path.display();
    let bytes = read_bytes_capped(path, cap, what)?;
    String::from_utf8(bytes)
        .map_err(|_| InputError::new(format!("{what} {shown} is not UTF-8 text")))
}

/// Reads the file at `path` (`what` names it in errors), refusing one larger than `cap`
/// bytes (or a directory) without reading more than `cap + 1` bytes of it.
pub fn read_bytes_capped(path: &Path, cap: u64, what: &str) -> Result<Vec<u8>, InputError> {
    let shown = path.display();
    let file = std::fs::File::open(path)
        .map_err(|e| InputError::new(format!("cannot read {what} {shown}: {e}")))?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        return Err(InputError::new(format!(
            "cannot read {what} {shown}: it is a directory"
        )));
    }
    let mut bytes = Vec::new();
    file.take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|e| InputError::new(format!("cannot read {what} {shown}: {e}")))?;
    if bytes.len() as u64 > cap {
        return Err(InputError::new(format!(
            "{what} {shown} is too large: more than {cap} bytes"
        )));
    }
    Ok(bytes)
}

/// The file a write to `path` replaces: `path` itself, or, where `path` is a symbolic link
/// (to a link ...), the file it finally names (which need not exist yet). Replacing the link
/// itself would turn a shared file into a private copy.
pub fn final_target(path: &Path) -> Result<PathBuf, String> {
    let mut at = path.to_path_buf();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&at) {
            Ok(m) if m.file_type().is_symlink() => {
                let to = std::fs::read_link(&at)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                at = match at.parent() {
                    Some(dir) if to.is_relative() => dir.join(to),
                    _ => to,
                };
            }
            _ => return Ok(at),
        }
    }
    Err(format!(
        "cannot write {}: too many levels of symbolic links",
        path.display()
    ))
}

/// The directory a file `path` is in (`.` for a bare name).
pub fn directory_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Writes `bytes` to `path` so that the file there is either the old one or the whole new
/// one, never a cut one (see [`write_atomic_with`]).
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), String> {
    write_atomic_with(path, |out| out.write_all(bytes))
}

/// Writes what `write` produces to `path` atomically: into a temporary file in the directory
/// of the file replaced (through symbolic links: see [`final_target`]), flushed to disk
/// (`fsync`), renamed over it, and the directory synced. A full disk, a file-size limit or a
/// crash leaves the old file whole; on an error the temporary file is removed and the error
/// names `path`. A replaced file keeps its permissions. A target that exists and is not a
/// regular file (`/dev/stdout`, a pipe) cannot be replaced: it is written directly.
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    let target = final_target(path)?;
    let existing = std::fs::metadata(&target).ok();
    if let Some(m) = &existing
        && !m.is_file()
    {
        if m.is_dir() {
            return Err(format!("cannot write {}: a directory", path.display()));
        }
        let file = OpenOptions::new().write(true).open(&target).map_err(fail)?;
        let mut out = BufWriter::new(file);
        return write(&mut out).and_then(|()| out.flush()).map_err(fail);
    }
    let Some(name) = target.file_name() else {
        return Err(format!("cannot write {}: not a file name", path.display()));
    };
    let dir = directory_of(&target);
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let tmp = dir.join(format!(
        ".{}.tmp-{}-{}",
        name.to_string_lossy(),
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .map_err(fail)?;
    let written = (|| {
        let mut out = BufWriter::new(&file);
        write(&mut out)?;
        out.flush()?;
        drop(out);
        if let Some(m) = &existing {
            file.set_permissions(m.permissions())?;
        }
        file.sync_all()?;
        std::fs::rename(&tmp, &target)
    })();
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(fail(e));
    }
    // The rename itself is durable once the directory is synced (not every file system lets
    // a directory be opened or synced: then the rename stands as the system keeps it).
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Refuses, before a long run rather than after it, an output file that cannot be written:
/// its directory missing or not writable, or the path a directory. Creates nothing that
/// stays (a probe file in the directory is created and removed).
pub fn check_writable(path: &Path) -> Result<(), InputError> {
    let target = final_target(path).map_err(InputError::new)?;
    let shown = path.display();
    if let Ok(m) = std::fs::metadata(&target) {
        if m.is_dir() {
            return Err(InputError::new(format!(
                "cannot write {shown}: a directory"
            )));
        }
        if !m.is_file() {
            // A device or a pipe is written directly: it must open for writing.
            return OpenOptions::new()
                .write(true)
                .open(&target)
                .map(drop)
                .map_err(|e| InputError::new(format!("cannot write {shown}: {e}")));
        }
    }
    check_writable_dir(directory_of(&target))
        .map_err(|e| InputError::new(format!("cannot write {shown}: {}", e.0)))
}

/// Refuses a directory that does not exist or in which no file can be created (checked by
/// creating and removing a probe file: permission bits do not tell, e.g. for root or on a
/// read-only mount).
pub fn check_writable_dir(dir: &Path) -> Result<(), InputError> {
    let shown = dir.display();
    match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => return Err(InputError::new(format!("{shown} is not a directory"))),
        Err(_) => return Err(InputError::new(format!("no directory {shown}"))),
    }
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let probe = dir.join(format!(
        ".cgcheck-probe-{}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    ));
    match OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(InputError::new(format!(
            "directory {shown} is not writable: {e}"
        ))),
    }
}
