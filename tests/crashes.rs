//! Issue 44, item 5: no crash on a broken stdout, no unbounded read of a file a user names,
//! no unbounded thread count. Each case is also a line of scripts/edge-inputs.sh.

use crate::common::{cases, cgcheck};
use std::process::{Command, Stdio};

/// Runs the binary with `args`, stdout to `stdout` and `env` set: (code, stderr).
fn run_with(args: &[&str], env: &[(&str, &str)], stdout: Stdio) -> (Option<i32>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn dev_full() -> Stdio {
    Stdio::from(std::fs::File::create("/dev/full").expect("/dev/full exists"))
}

cases! {
    fn a_full_stdout_is_one_line_and_exit_1(args: &[&str]) {
        let (code, stderr) = run_with(args, &[], dev_full());
        assert_eq!(code, Some(1), "stderr: {stderr}");
        assert!(!stderr.contains("panicked"), "stderr: {stderr}");
        let last = stderr.trim_end().lines().last().unwrap_or_default();
        assert!(last.contains("cannot write the output") && last.contains("No space"), "stderr: {stderr}");
    }
    case_01_solve_nim: (&["solve", "nim", "1", "2", "3"]),
    case_02_verify: (&["verify", "--claim", "SL-Nim", "--no-write"]),
    case_03_artifacts: (&["artifacts"]),
    case_04_table: (&["table", "alpha-row", "2", "--max-n", "200"]),
    case_05_sg: (&["sg", "column-row", "5,3,3,1", "--moves", "--json"]),
    case_06_mnk: (&["solve", "mnk", "3", "3", "3", "--after", "a1 b1 a2 b2 a3"]),
    case_07_help: (&["solve", "--help"]),
}

#[test]
fn a_pipe_closed_early_ends_quietly() {
    use std::io::Read;
    // About 100 KB of output, more than a pipe holds: the writer meets the closed pipe.
    let mut child = Command::new(env!("CARGO_BIN_EXE_cgcheck"))
        .args(["table", "alpha-row", "2", "--max-n", "2000"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut first = [0u8; 1];
    let mut pipe = child.stdout.take().expect("stdout is piped");
    pipe.read_exact(&mut first).expect("one byte of output");
    drop(pipe);
    let out = child.wait_with_output().expect("the binary finishes");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
    // Killed by SIGPIPE (the default cgcheck restores) or, where it is ignored, exit 0.
    use std::os::unix::process::ExitStatusExt;
    assert!(
        out.status.code() == Some(0) || out.status.signal() == Some(13),
        "status {:?}, stderr: {stderr}",
        out.status
    );
}

cases! {
    fn a_thread_count_out_of_bounds_is_refused(value: &str, needle: &str) {
        let (code, stderr) = run_with(
            &["solve", "nim", "1", "2"],
            &[("RAYON_NUM_THREADS", value)],
            Stdio::null(),
        );
        assert_eq!(code, Some(2), "stderr: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "stderr: {stderr}");
        assert!(stderr.contains(needle), "stderr: {stderr}");
    }
    case_1_huge: ("100000", "too many threads"),
    case_2_above_u64: ("99999999999999999999", "too many threads"),
    case_3_text: ("many", "not a number"),
    case_4_negative: ("-4", "not a number"),
}

#[test]
fn a_sane_thread_count_is_taken() {
    for value in ["1", "2", "0", ""] {
        let (code, stderr) = run_with(
            &["solve", "nim", "1", "2"],
            &[("RAYON_NUM_THREADS", value)],
            Stdio::null(),
        );
        assert_eq!(code, Some(0), "RAYON_NUM_THREADS={value}: {stderr}");
    }
}

cases! {
    fn a_device_or_directory_is_refused_in_bounded_memory(args: &[&str], needle: &str) {
        let (code, stdout, stderr) = cgcheck(args);
        assert_eq!(code, 2, "stderr: {stderr}");
        assert!(stdout.is_empty(), "stdout: {stdout}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "stderr: {stderr}");
        assert!(stderr.contains(needle), "stderr: {stderr}");
    }
    case_1_conjectures_zero: (
        &["verify", "--conjectures", "/dev/zero", "--hunt-time", "0"],
        "too large",
    ),
    case_2_conjectures_dir: (&["verify", "--conjectures", "/etc", "--hunt-time", "0"], "directory"),
    case_3_census_zero: (&["check-census", "/dev/zero"], "too large"),
    case_4_census_dir: (&["check-census", "/etc"], "directory"),
    case_5_merge_zero: (&["merge", "/dev/zero"], "not a part file"),
}

#[test]
fn a_part_named_like_a_hunt_part_is_read_capped() {
    let dir = std::env::temp_dir().join(format!("cgcheck-crashes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let part = dir.join("x.hunt.json");
    std::fs::write(&part, b"{\"format\": \"cgcheck-hunt-part/1\"}").expect("written");
    let (code, _, stderr) = cgcheck(&["merge", part.to_str().expect("UTF-8")]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 2, "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}
