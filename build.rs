//! Embeds the git commit the binary is built from (`CGCHECK_BUILD_COMMIT`), so that stored
//! evidence names the code that produced it, not whatever the checkout holds when the binary
//! runs (a binary copied aside and run while the repository moves on used to record the
//! later commit). `-dirty` is appended when the compiled sources differ from the commit; the
//! variable is empty outside a git checkout (the record then falls back to the run's checkout,
//! see `src/claims/provenance.rs`).
//!
//! It also lists, with its text, every source file a record's code fingerprint may cover
//! (`sources.rs` in `OUT_DIR`): those of `src/claims/`, `src/hunt/`, `src/games/`,
//! `src/core/`, `src/records/`, `src/shard/` and `src/differential/`, and every file of `registry/`. A record
//! then covers the code and data its checks reach by path prefix, whatever files they hold
//! (`src/claims/provenance.rs`, `sources`): a new file counts without being listed by hand.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    Command::new("git")
        .args(args)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
}

/// Reruns this script when `path` changes (only paths that exist: a missing one would rerun
/// it at every build).
fn watch(path: &Path) {
    if path.exists() {
        println!("cargo:rerun-if-changed={}", path.display());
    }
}

/// Every file under `dir` that `keep` accepts, as paths relative to the crate root.
fn files(dir: &Path, keep: fn(&Path) -> bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, keep, out);
        } else if keep(&path) {
            out.push(path);
        }
    }
}

/// Writes `sources.rs`: a slice of (path, text), sorted by path, for every `.rs` file of the
/// source directories a check can reach and every file of `registry/`.
fn sources() {
    let rust: fn(&Path) -> bool = |p| p.extension().is_some_and(|e| e == "rs");
    let mut found = Vec::new();
    for dir in [
        "src/claims",
        "src/hunt",
        "src/games",
        "src/core",
        "src/records",
        "src/shard",
        "src/differential",
    ] {
        files(Path::new(dir), rust, &mut found);
    }
    files(Path::new("registry"), |_| true, &mut found);
    let mut files: Vec<String> = found
        .iter()
        .map(|f| f.to_string_lossy().replace('\\', "/"))
        .collect();
    files.sort();
    let mut text = String::from("&[\n");
    for path in files {
        let _ = writeln!(
            text,
            "    ({path:?}, include_str!(concat!(env!(\"CARGO_MANIFEST_DIR\"), \"/\", {path:?}))),"
        );
    }
    text.push(']');
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("sources.rs");
    std::fs::write(out, text).expect("write sources.rs");
}

fn main() {
    sources();
    // What is compiled into the binary (the registry's text and data included): a change
    // there can make it dirty.
    const SOURCES: [&str; 5] = ["src", "registry", "build.rs", "Cargo.toml", "Cargo.lock"];
    for path in SOURCES {
        watch(Path::new(path));
    }
    let commit = git(&["rev-parse", "HEAD"]).filter(|c| !c.is_empty());
    // A commit moves the ref HEAD names (a checkout moves HEAD itself); the refs of other
    // branches are not watched, so a commit elsewhere does not rebuild this one.
    if let Some(dir) = git(&["rev-parse", "--git-dir"]) {
        watch(&Path::new(&dir).join("HEAD"));
    }
    if let Some(dir) = git(&["rev-parse", "--git-common-dir"]) {
        let dir = Path::new(&dir);
        if let Some(name) = git(&["symbolic-ref", "-q", "HEAD"]) {
            watch(&dir.join(name));
        }
        watch(&dir.join("packed-refs"));
    }
    let value = match commit {
        Some(head) => {
            let mut args = vec!["status", "--porcelain", "--"];
            args.extend(SOURCES);
            let dirty = git(&args).is_some_and(|s| !s.is_empty());
            if dirty { format!("{head}-dirty") } else { head }
        }
        None => String::new(),
    };
    println!("cargo:rustc-env=CGCHECK_BUILD_COMMIT={value}");
}
