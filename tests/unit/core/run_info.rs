//! Unit tests of `src/core/run_info.rs`.

use cgcheck::core::run_info::*;

/// Built in a checkout (as the tests are), the binary knows its commit: 40 hex digits,
/// perhaps `-dirty`, and the run reports it.
#[test]
fn a_build_in_a_checkout_names_its_commit() {
    if git_head() == "unknown" {
        return;
    }
    let built = build_commit().expect("built in a checkout");
    let hex = built.strip_suffix("-dirty").unwrap_or(built);
    assert_eq!(hex.len(), 40, "{built}");
    assert!(hex.bytes().all(|b| b.is_ascii_hexdigit()), "{built}");
    assert_eq!(run_commit(), built);
}

#[test]
fn dates_are_utc_calendar_dates() {
    assert_eq!(utc_text(0), "1970-01-01T00:00:00Z");
    assert_eq!(utc_text(951_782_400), "2000-02-29T00:00:00Z");
    assert_eq!(utc_text(1_795_000_000), "2026-11-18T11:06:40Z");
    assert_eq!(utc_text(4_107_542_399), "2100-02-28T23:59:59Z");
}
