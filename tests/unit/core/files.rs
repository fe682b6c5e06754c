//! Unit tests of `src/core/files.rs`.

use cgcheck::core::files::*;
use std::path::Path;

#[test]
fn a_device_is_refused_in_bounded_memory() {
    if Path::new("/dev/zero").exists() {
        let e = read_text_capped(Path::new("/dev/zero"), 1 << 20, "file").unwrap_err();
        assert!(e.0.contains("too large"), "{e}");
    }
}

#[test]
fn missing_and_binary_files_are_refused() {
    assert!(read_text_capped(Path::new("no/such/file"), 10, "file").is_err());
    let dir = std::env::temp_dir().join(format!("cgcheck-files-{}", std::process::id()));
    std::fs::write(&dir, [0xff, 0xfe, 0x00]).unwrap();
    let e = read_text_capped(&dir, 10, "file").unwrap_err();
    assert!(e.0.contains("UTF-8"), "{e}");
    let _ = std::fs::remove_file(&dir);
}
