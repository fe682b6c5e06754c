//! Work several claim checks share, and who paid for it (issue 18, item 5).
//!
//! Some checks rest on one large computation, say the census of every 3x3 matrix of height
//! <= 10, which is built once per process and cached. The check that builds it pays its
//! seconds; every later check reads it in no time, so its own wall-clock figure ("0.0 s") would
//! hide the minutes its result rests on. Caches therefore report here: [`built`] when they
//! compute an item (with its seconds), [`used`] when they serve one already built. A deep run
//! [`take`]s the list after each check, and the stored record names the shared work it used
//! with the seconds that work took.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Mutex;

/// One item of shared work a check used without building it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SharedWork {
    /// What it is ("the census of every 3x3 matrix of height <= 10").
    pub what: String,
    /// Wall-clock seconds it took to build, earlier in the same process.
    pub seconds: f64,
}

#[derive(Default)]
struct Ledger {
    built: HashMap<String, f64>,
    used: Vec<SharedWork>,
}

static LEDGER: Mutex<Option<Ledger>> = Mutex::new(None);

fn with<R>(f: impl FnOnce(&mut Ledger) -> R) -> R {
    let mut guard = LEDGER.lock().unwrap_or_else(|e| e.into_inner());
    f(guard.get_or_insert_with(Ledger::default))
}

/// A cache computed `what` in `seconds` (the check running now paid for it).
pub fn built(what: &str, seconds: f64) {
    with(|l| {
        l.built.insert(what.to_string(), seconds);
    });
}

/// A cache served `what`, built earlier: the check running now rests on that work.
pub fn used(what: &str) {
    with(|l| {
        let seconds = l.built.get(what).copied().unwrap_or(0.0);
        if !l.used.iter().any(|u| u.what == what) {
            l.used.push(SharedWork {
                what: what.to_string(),
                seconds,
            });
        }
    });
}

/// The shared work used since the last call (deep checks run one at a time, so this is the
/// work the check that just finished rested on).
pub fn take() -> Vec<SharedWork> {
    with(|l| std::mem::take(&mut l.used))
}

/// "the census of ... (517.5 s)", for the report.
pub fn text(shared: &[SharedWork]) -> String {
    let each = shared
        .iter()
        .map(|s| format!("{} ({:.1} s)", s.what, s.seconds));
    super::joined(each, ", ")
}
