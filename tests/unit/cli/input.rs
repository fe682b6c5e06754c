//! Unit tests of `src/cli/input.rs`.

use cgcheck::cli::input::*;
use std::path::Path;

fn temp(name: &str, bytes: &[u8]) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("cgcheck-input-{}-{name}", std::process::id()));
    std::fs::write(&p, bytes).unwrap();
    p
}

#[test]
fn reads_and_trims() {
    let p = temp("ok", b"13 23 28\n\n");
    assert_eq!(read_input(&p).unwrap(), "13 23 28");
    let _ = std::fs::remove_file(&p);
}

#[test]
fn refuses_bad_files() {
    let e = read_input(Path::new("/no/such/cgcheck/file")).unwrap_err();
    assert!(e.0.contains("no such file"), "{e}");
    let e = read_input(&std::env::temp_dir()).unwrap_err();
    assert!(e.0.contains("directory"), "{e}");
    let p = temp("bin", &[b'1', 0xff, 0xfe]);
    let e = read_input(&p).unwrap_err();
    assert!(e.0.contains("UTF-8"), "{e}");
    let _ = std::fs::remove_file(&p);
    let p = temp("empty", b" \n\t\n");
    let e = read_input(&p).unwrap_err();
    assert!(e.0.contains("empty"), "{e}");
    let _ = std::fs::remove_file(&p);
    let p = temp("big", &vec![b'1'; ARG_CAP as usize + 1]);
    let e = read_input(&p).unwrap_err();
    assert!(e.0.contains("too large"), "{e}");
    let _ = std::fs::remove_file(&p);
    let p = temp("cap", &vec![b'1'; ARG_CAP as usize]);
    assert_eq!(read_input(&p).unwrap().len(), ARG_CAP as usize);
    let _ = std::fs::remove_file(&p);
}

#[test]
fn a_device_is_refused_in_bounded_memory() {
    if Path::new("/dev/zero").exists() {
        let e = read_input(Path::new("/dev/zero")).unwrap_err();
        assert!(e.0.contains("too large"), "{e}");
    }
}

#[test]
fn rows_map_to_semicolons() {
    assert_eq!(
        rows_to_semicolons("3 0 0\n0 3 0;\n1 1 3"),
        "3 0 0; 0 3 0; 1 1 3"
    );
    assert_eq!(rows_to_semicolons("3 0; 0 3"), "3 0; 0 3");
    assert_eq!(lines_to_spaces("b2\na1"), "b2 a1");
    assert!(fields("1 2 3", 2, "x y").is_err());
    assert_eq!(fields(" 1\n2 ", 2, "x y").unwrap(), ["1", "2"]);
}
