//! Hand-planted bugs in the checkers, one at a time, behind one switch (issue 49, item 3).
//!
//! Every refusal of the naive checkers (`src/games/mnk/{certificate,hold,zone_check}.rs`,
//! `src/games/seki/certificate_check.rs`, `src/games/domineering/proof_check.rs`,
//! `src/records/census_check.rs`) is written `if <reason> && refuses("<name>") { refuse }`.
//! With the environment variable `CGCHECK_DROP_REFUSAL=<name>` set, that one refusal is
//! deleted (its condition read as false; a guard named so is dropped the same way), as if a
//! mutation tool had planted the bug; `scripts/drop-refusals.sh` runs the checker tests once
//! per name in [`REFUSALS`] and requires each run to fail. Unset (always, outside that
//! script), every refusal is in force. The variable is read once per process, and only by
//! builds with debug assertions (the test and dev profiles the script uses): a release
//! binary, the one that makes deep evidence, ignores it, so no environment can make it
//! accept what it did not check. A debug build that drops a refusal says so on stderr.

use std::sync::OnceLock;

/// Every refusal that `CGCHECK_DROP_REFUSAL` can drop, by name.
pub const REFUSALS: &[&str] = &[
    // k-in-a-row win certificates (src/games/mnk/certificate.rs).
    "mnk-root-board",
    "mnk-root-counts",
    "mnk-win-loser-line",
    "mnk-win-full-board",
    "mnk-win-turn-guard",
    "mnk-win-no-stone",
    "mnk-win-occupied",
    // k-in-a-row hold certificates (src/games/mnk/hold.rs).
    "mnk-hold-attacker-line",
    "mnk-hold-turn-guard",
    "mnk-hold-pairing-turns",
    "mnk-hold-pair-squares",
    "mnk-hold-pair-window",
    "mnk-hold-stone-turn",
    "mnk-hold-occupied",
    "mnk-hold-no-answer",
    // k-in-a-row zone certificates (src/games/mnk/zone_check.rs).
    "mnk-zone-no-root",
    "mnk-zone-position",
    "mnk-zone-attacker-line",
    "mnk-zone-outside",
    "mnk-zone-leaf",
    "mnk-zone-pair-squares",
    "mnk-zone-pair-zone",
    "mnk-zone-pair-window",
    "mnk-zone-stone-turn",
    "mnk-zone-stone-square",
    "mnk-zone-stone-child",
    "mnk-zone-moves-turn",
    "mnk-zone-moves-cover",
    // Seki win certificates (src/games/seki/certificate_check.rs).
    "seki-zero-line",
    "seki-count",
    "seki-no-move",
    "seki-zero-entry",
    "seki-winner-move-ends",
    "seki-loser-move-ends",
    "seki-walk-left-over",
    "seki-unused-entries",
    // Domineering proof trees (src/games/domineering/proof_check.rs).
    "dom-position-shape",
    "dom-v-adjacent",
    "dom-h-adjacent",
    "dom-move-owner",
    "dom-listed-twice",
    "dom-node-count",
    "dom-no-move",
    "dom-illegal-move",
    // Seki census records (src/records/census_check.rs).
    "census-total",
    "census-type-name",
    "census-count-height",
    "census-heights-missing",
    "census-magic-exceeds",
    "census-magic-shape",
    "census-matched",
    "census-incomplete",
    "census-matrix-shape",
    "census-matrix-outside",
    "census-repeat",
    "census-skipped-filter",
    "census-type",
    "census-filter-keeps",
    "census-recount-counts",
    "census-recount-magic",
    "census-recount-listing",
    "census-recount-classes",
    "census-recount-checksum",
];

fn dropped() -> Option<&'static str> {
    static DROPPED: OnceLock<Option<String>> = OnceLock::new();
    DROPPED
        .get_or_init(|| {
            let name = std::env::var("CGCHECK_DROP_REFUSAL")
                .ok()
                .filter(|_| cfg!(debug_assertions))?;
            eprintln!(
                "warning: CGCHECK_DROP_REFUSAL={name}: the checkers' refusal '{name}' is dropped (a planted bug for scripts/drop-refusals.sh); nothing this process accepts is evidence"
            );
            Some(name)
        })
        .as_deref()
}

/// Whether the refusal `name` is in force: true unless `CGCHECK_DROP_REFUSAL` names it.
/// Called after a refusal's reason is found (`reason && refuses(name)`), so it costs nothing
/// on the checkers' accepting paths.
pub fn refuses(name: &str) -> bool {
    debug_assert!(REFUSALS.contains(&name), "unlisted refusal {name}");
    dropped() != Some(name)
}
