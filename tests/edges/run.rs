//! Running the binary and asserting on its exit code and output.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `cgcheck ARGS` (with `stdin` piped in when given) and returns its output.
pub fn cgcheck(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cgcheck runs");
    if let Some(input) = stdin
        && let Some(mut pipe) = child.stdin.take()
    {
        let _ = pipe.write_all(input);
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("cgcheck finishes")
}

/// Asserts a refusal: exit code 2, one line on stderr containing `needle`, nothing on stdout.
pub fn refused(args: &[&str], needle: &str) {
    let out = cgcheck(args, None);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert_eq!(
        err.trim().lines().count(),
        1,
        "{args:?}: not one line: {err}"
    );
    assert!(
        err.contains(needle),
        "{args:?}: {err:?} does not mention {needle:?}"
    );
}

/// Runs a command that must succeed and returns its stdout.
pub fn ok(args: &[&str]) -> String {
    let out = cgcheck(args, None);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}
