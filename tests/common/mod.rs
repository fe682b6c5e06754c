//! Shared test configuration: proptest regressions go to one top-level folder, and
//! PROPTEST_CASES (if set) overrides the default case count.

#![allow(dead_code)]

use proptest::test_runner::{Config, FileFailurePersistence};

/// Proptest configuration for the suite `suite` (regressions in
/// `proptest-regressions/<suite>.txt`).
pub fn proptest_config(suite: &'static str, default_cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default_cases);
    Config {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(suite))),
        ..Config::default()
    }
}

/// Settings that store insta snapshots in the top-level `snapshots/` folder.
pub fn insta_settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}
