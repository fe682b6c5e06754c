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
    cgcheck::cli::run()
}
