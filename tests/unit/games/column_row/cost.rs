//! Unit tests of `src/games/column_row/cost.rs`.

use cgcheck::games::column_row::Partition;
use cgcheck::games::column_row::cost::*;

#[test]
fn measured_runs_are_forecast_within_a_few_times() {
    let s = |n| Partition::staircase(n);
    let (t, _) = word_solver(&s(16)).unwrap();
    assert!(t > 18.0 / 4.0 && t < 18.0 * 4.0, "{t}");
    let (t, _) = algorithm1(&s(14)).unwrap();
    assert!(t > 15.0 / 4.0 && t < 15.0 * 4.0, "{t}");
    let (t, m) = staircase(19);
    assert!(t > 11.7 / 4.0 && t < 11.7 * 4.0, "{t}");
    assert!(m < 100 << 20, "{m}");
    // S_25 holds 10 GB of values: more than many machines have free.
    assert!(staircase(25).1 > 10_000_000_000);
}

#[test]
fn too_long_words_are_refused_not_forecast() {
    assert!(word_solver(&Partition::rectangle(100, 100)).is_err());
}
