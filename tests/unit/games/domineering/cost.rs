//! Unit tests of `src/games/domineering/cost.rs`.

use cgcheck::games::domineering::cost::*;

/// Each forecast of `table` (rows, columns, measured seconds) by `forecast` is within a
/// factor of four of the measure.
fn within_four(what: &str, table: &[(usize, usize, f64)], forecast: impl Fn(usize, usize) -> f64) {
    for &(m, n, s) in table {
        let e = forecast(m, n);
        assert!(e > s / 4.0 && e < s * 4.0, "{what} {m}x{n}: {e} vs {s}");
    }
}

#[test]
fn measured_boards_are_forecast_within_a_few_times() {
    // (m, n, measured seconds) from the module docs.
    within_four(
        "outcome",
        &[
            (2, 24, 0.1),
            (2, 30, 0.5),
            (3, 16, 0.1),
            (3, 20, 0.1),
            (4, 10, 0.4),
            (4, 11, 0.9),
            (5, 8, 0.2),
            (6, 7, 0.5),
            (5, 9, 0.6),
            (7, 7, 0.7),
            (4, 12, 1.8),
            (6, 8, 2.0),
            (5, 10, 1.7),
            (7, 8, 24.6),
            (6, 9, 26.8),
            (8, 8, 105.6),
        ],
        |m, n| outcome(m, n).seconds,
    );
    // The boards timed at 0.0 s (5 x 8, 5 x 12) are left out.
    within_four(
        "class",
        &[
            (2, 24, 0.1),
            (2, 27, 0.4),
            (2, 30, 0.2),
            (2, 32, 0.1),
            (2, 36, 0.3),
            (2, 40, 0.7),
            (3, 16, 0.1),
            (3, 20, 0.1),
            (3, 21, 0.1),
            (3, 22, 0.2),
            (3, 30, 12.6),
            (4, 9, 0.1),
            (4, 11, 0.4),
            (4, 12, 0.3),
            (4, 13, 5.7),
            (4, 14, 2.8),
            (4, 15, 7.4),
            (4, 16, 12.2),
            (5, 9, 0.1),
            (5, 10, 0.1),
            (5, 11, 0.5),
            (6, 6, 0.1),
            (6, 7, 0.1),
            (6, 8, 0.4),
            (6, 9, 3.6),
            (6, 10, 6.0),
            (7, 7, 0.1),
            (7, 8, 2.3),
            (7, 9, 14.6),
            (8, 8, 8.0),
            (8, 8, 3.61),
            (7, 9, 7.01),
            (8, 9, 124.1),
            (9, 9, 1646.8),
        ],
        |m, n| outcome_class(m, n).seconds,
    );
    within_four(
        "alpha",
        &[
            (10, 40, 26.0),
            (8, 100, 6.5),
            (6, 300, 0.75),
            (4, 2000, 0.9),
        ],
        |m, n| alpha(m, n, false).seconds,
    );
    within_four("polynomial", &[(8, 8, 5.0), (6, 20, 4.9)], |m, n| {
        polynomial(m, n).seconds
    });
}

#[test]
fn hopeless_runs_are_forecast_as_such() {
    // 9 x 9's class took 27 minutes; 10 x 10's and 8 x 12's are forecast at days.
    assert!(outcome_class(10, 10).seconds > 7200.0);
    assert!(outcome_class(8, 12).seconds > 7200.0);
    assert!(outcome_class(4, 21).seconds > 7200.0);
    assert!(alpha(10, 6000, false).seconds > 7200.0);
    assert!(alpha(10, 6000, false).bytes > 10 << 30);
    assert!(alpha(5000, 12, false).bytes > 10 << 30);
}
