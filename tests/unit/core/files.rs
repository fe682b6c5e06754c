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

/// A fresh empty directory for one test.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cgcheck-files-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    out.sort();
    out
}

#[test]
fn an_atomic_write_replaces_the_file_and_leaves_nothing_else() {
    let dir = scratch("replace");
    let path = dir.join("out.json");
    write_atomic(&path, b"first\n").unwrap();
    write_atomic(&path, b"second\n").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "second\n");
    assert_eq!(names(&dir), ["out.json"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn an_atomic_write_goes_through_a_symlink_to_its_target_and_keeps_its_mode() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("symlink");
    std::fs::create_dir_all(dir.join("shared")).unwrap();
    let target = dir.join("shared/deep.json");
    std::fs::write(&target, "old\n").unwrap();
    std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o640)).unwrap();
    let link = dir.join("deep.json");
    std::os::unix::fs::symlink("shared/deep.json", &link).unwrap();
    // A link to the link: followed to the end.
    let link2 = dir.join("again.json");
    std::os::unix::fs::symlink("deep.json", &link2).unwrap();
    assert_eq!(final_target(&link2).unwrap(), dir.join("shared/deep.json"));
    write_atomic(&link2, b"new\n").unwrap();
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert!(
        std::fs::symlink_metadata(&link2)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(std::fs::read_to_string(&target).unwrap(), "new\n");
    let mode = std::fs::metadata(&target).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o640);
    assert_eq!(names(&dir.join("shared")), ["deep.json"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_failed_atomic_write_keeps_the_old_file_and_removes_its_temporary() {
    let dir = scratch("fail");
    let path = dir.join("report.md");
    std::fs::write(&path, "the good one\n").unwrap();
    let e = write_atomic_with(&path, |out| {
        out.write_all(b"half of the new one")?;
        Err(std::io::Error::other("disk full"))
    })
    .unwrap_err();
    assert!(e.contains("report.md") && e.contains("disk full"), "{e}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "the good one\n");
    assert_eq!(names(&dir), ["report.md"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_full_device_is_an_error_naming_the_path() {
    if Path::new("/dev/full").exists() {
        let e = write_atomic(Path::new("/dev/full"), &[b'x'; 100_000]).unwrap_err();
        assert!(e.contains("/dev/full"), "{e}");
    }
}

#[test]
fn unwritable_outputs_are_refused_before_the_work() {
    let dir = scratch("check");
    let file = dir.join("a-file");
    std::fs::write(&file, "x").unwrap();
    // A path under a regular file cannot be created, even by root.
    let e = check_writable(&file.join("out.json")).unwrap_err();
    assert!(e.0.contains("out.json"), "{e}");
    assert!(check_writable(&dir.join("missing/out.json")).is_err());
    assert!(check_writable(&dir).unwrap_err().0.contains("a directory"));
    assert!(check_writable_dir(&file).is_err());
    check_writable(&dir.join("new.json")).unwrap();
    check_writable(&file).unwrap();
    check_writable_dir(&dir).unwrap();
    // The checks leave nothing behind.
    assert_eq!(names(&dir), ["a-file"]);
    let _ = std::fs::remove_dir_all(&dir);
}
