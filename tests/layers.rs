//! The library's layers (issue 45, item 5): each top-level module of `src/` uses only modules
//! of lower layers, so no two modules use each other, directly or through a third.
//!
//! From the bottom: the kernel; the games and the work guard; what reads and draws positions;
//! the differential checks of the engines; the stored records and what they rest on
//! (provenance, canaries, artifacts); the claims; the hunts that drive the claims' parts on
//! random instances; the split runs of claims and hunts; user conjectures and the report; the
//! command line.

use std::collections::BTreeSet;
use std::path::Path;

const LAYERS: &[&[&str]] = &[
    &["core"],
    &["games", "guard"],
    &["parse_check", "figure"],
    &["differential"],
    &["records"],
    &["claims"],
    &["hunt"],
    &["shard"],
    &["conjectures", "report"],
    &["cli"],
];

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// The top-level modules a file uses: `crate::m` outside comments.
fn uses(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let code = line.split("//").next().unwrap_or("");
        for (at, _) in code.match_indices("crate::") {
            let rest = &code[at + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                out.insert(name);
            }
        }
    }
    out
}

#[test]
fn every_module_uses_only_lower_layers() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    crate::common::rust_files(&src, &mut all);
    let mut wrong = Vec::new();
    for path in all {
        let rel = path.strip_prefix(&src).expect("under src/");
        let top = rel
            .components()
            .next()
            .and_then(|c| c.as_os_str().to_str())
            .unwrap_or("")
            .trim_end_matches(".rs")
            .to_string();
        if top == "lib" || top == "main" {
            continue;
        }
        let Some(own) = layer(&top) else {
            wrong.push(format!("src/{top} has no layer in tests/layers.rs"));
            continue;
        };
        let text = std::fs::read_to_string(&path).expect("a source file");
        for used in uses(&text) {
            if used == top {
                continue;
            }
            match layer(&used) {
                Some(l) if l < own => {}
                _ => wrong.push(format!("{} uses crate::{used}", rel.display())),
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "uses against the layers:\n{}",
        wrong.join("\n")
    );
}
