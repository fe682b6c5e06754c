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
    cgcheck::cli::run()
}
