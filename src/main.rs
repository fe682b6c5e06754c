//! The `cgcheck` binary; everything lives in [`cgcheck::cli`].

#[cfg(unix)]
unsafe extern "C" {
    /// POSIX `signal(2)`.
    fn signal(signum: i32, handler: usize) -> usize;
}

fn main() -> std::process::ExitCode {
    // Rust ignores SIGPIPE, so `cgcheck table alpha | head` would panic on the closed pipe;
    // restore the default (a quiet exit), as other command-line tools behave.
    #[cfg(unix)]
    // SAFETY: SIGPIPE (13) back to SIG_DFL (0) before any thread or output exists.
    unsafe {
        signal(13, 0);
    }
    // A file-size limit (`ulimit -f`) kills a process that writes past it (SIGXFSZ) unless
    // the signal is ignored: then the write fails with EFBIG, the atomic write removes its
    // temporary file and reports the error (see `cgcheck::core::files::write_atomic`).
    #[cfg(all(unix, not(any(target_arch = "mips", target_arch = "mips64"))))]
    // SAFETY: SIGXFSZ (25) to SIG_IGN (1) before any thread or output exists.
    unsafe {
        signal(25, 1);
    }
    std::panic::set_hook(output_failure_hook(std::panic::take_hook()));
    cgcheck::cli::run()
}

/// `println!` panics when stdout cannot be written (a full disk, `> /dev/full`, a pipe closed
/// early where SIGPIPE is ignored by the parent), and so does `eprintln!` for stderr. Such a
/// failure is the reader's or the disk's, not a bug: a closed pipe (EPIPE) ends the process
/// quietly with exit 0, as `head` expects of the command before it; any other write error
/// gives one line on stderr (if stderr can still be written) and exit 1. Every other panic
/// goes to `previous`, the default hook.
type Hook = Box<dyn Fn(&std::panic::PanicHookInfo<'_>) + Sync + Send + 'static>;
fn output_failure_hook(previous: Hook) -> Hook {
    Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| payload.downcast_ref::<&str>().copied())
            .unwrap_or("");
        let stream = if message.starts_with("failed printing to stdout") {
            "stdout"
        } else if message.starts_with("failed printing to stderr") {
            "stderr"
        } else {
            return previous(info);
        };
        // "Broken pipe (os error 32)" on every Unix cgcheck runs on.
        if message.contains("os error 32") || message.contains("Broken pipe") {
            std::process::exit(0);
        }
        if stream == "stdout" {
            use std::io::Write;
            let detail = message.trim_start_matches("failed printing to stdout: ");
            let _ = writeln!(
                std::io::stderr(),
                "error: cannot write the output: {detail}"
            );
        }
        std::process::exit(1);
    })
}
