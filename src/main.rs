//! The `cgcheck` binary; everything lives in [`cgcheck::cli`].

fn main() -> std::process::ExitCode {
    cgcheck::cli::run()
}
