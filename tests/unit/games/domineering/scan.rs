//! Unit tests of `src/games/domineering/scan.rs`.

use cgcheck::games::domineering::scan::*;

/// [`prefixes`] prunes with the bound of the board's end while reading every line: on
/// every width, both rules and every prefix, the pruned scan equals the full one.
#[test]
fn pruning_keeps_every_prefix_exact() {
    for width in 1..=5 {
        let lines = 60;
        let report: Vec<usize> = (1..=lines).collect();
        for rule in [Rule::Along, Rule::Across] {
            let full = run(rule, width, lines, &report, false).expect("fits");
            let pruned = run(rule, width, lines, &report, true).expect("fits");
            assert_eq!(full, pruned, "width {width}, {rule:?}");
        }
    }
}
