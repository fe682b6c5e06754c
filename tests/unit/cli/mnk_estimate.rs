//! Unit tests of `src/cli/mnk_estimate.rs`.

use cgcheck::cli::mnk_estimate::*;
use cgcheck::games::mnk::board::Params;
use cgcheck::guard::{ANNOUNCE_SECONDS, Estimate};

/// The game of a measured row.
fn params(row: &Measured) -> Params {
    let (m, n, k, p, q) = row.game;
    Params::new(m, n, k, p, q).expect("a valid game")
}

/// `solve mnk`'s forecast from the empty board with the default budget, as the command
/// makes it (the model of the command; the ceiling of its searches).
fn solve_forecast(g: &Params) -> (f64, u64) {
    forecast(g, 0, 50_000_000, 2.0, 2.0 + g.cells() as f64 / 4.0)
}

/// Every measured game's forecast is within a factor of 4 of its recorded seconds and peak
/// memory (the table's figures; nothing is timed here).
#[test]
fn forecast_is_within_four_of_every_measured_game() {
    let mut off = Vec::new();
    for row in MEASURED {
        let (seconds, bytes) = solve_forecast(&params(row));
        let measured_bytes = row.kib as f64 * 1024.0;
        let within = |model: f64, measured: f64| model <= 4.0 * measured && measured <= 4.0 * model;
        if !within(seconds, row.seconds) || !within(bytes as f64, measured_bytes) {
            off.push(format!(
                "{}: forecast {seconds:.3} s and {bytes} B, measured {} s and {measured_bytes} B",
                row.command, row.seconds
            ));
        }
    }
    assert!(off.is_empty(), "{off:#?}");
}

/// The table is what its doc says: the smallest games included, a few with two stones a
/// turn, each row's command naming its game, and no row measured twice.
#[test]
fn measured_table_is_consistent() {
    assert!(MEASURED.len() >= 15);
    for small in [(3, 3, 3, 1, 1), (4, 4, 3, 1, 1), (4, 4, 4, 1, 1)] {
        assert!(MEASURED.iter().any(|r| r.game == small), "{small:?}");
    }
    assert!(MEASURED.iter().filter(|r| r.game.3 == 2).count() >= 3);
    for (i, row) in MEASURED.iter().enumerate() {
        let (m, n, k, p, q) = row.game;
        let mut expected = format!("solve mnk {m} {n} {k}");
        if (p, q) != (1, 1) {
            expected += &format!(" --p {p} --q {q}");
        }
        assert_eq!(row.command, expected);
        assert!(
            row.positions > 0 && row.seconds > 0.0 && row.kib > 0,
            "{row:?}"
        );
        assert!(MEASURED[..i].iter().all(|r| r.game != row.game), "{row:?}");
    }
}

/// The forecast never exceeds the budget's worst case, and a small budget lowers it.
#[test]
fn forecast_stays_under_the_budget_ceiling() {
    for (m, n, k, p, q) in [
        (4, 4, 4, 1, 1),
        (7, 7, 5, 1, 1),
        (8, 8, 5, 1, 1),
        (6, 6, 6, 2, 2),
    ] {
        let g = Params::new(m, n, k, p, q).expect("valid");
        for budget in [1_000, 1_000_000, 50_000_000] {
            let (seconds, bytes) = forecast(&g, 0, budget, 2.0, 2.0);
            let (cs, cb) = ceiling(&g, 0, budget, 2.0);
            assert!(seconds <= cs && bytes as f64 <= cb, "{g:?} {budget}");
        }
    }
    let g = Params::new(8, 8, 5, 1, 1).expect("valid");
    assert!(forecast(&g, 0, 1_000, 2.0, 2.0).0 < 1.0);
}

/// (4,4,4) is forecast in milliseconds (no heartbeat), while (8,8,5) and (8,8,6) are still
/// refused with their forecast unless `--force` (and run with it).
#[test]
fn small_games_run_and_large_ones_are_refused() {
    let small = Params::new(4, 4, 4, 1, 1).expect("valid");
    assert!(solve_forecast(&small).0 < ANNOUNCE_SECONDS);
    for (m, n, k) in [(8, 8, 5), (8, 8, 6)] {
        let g = Params::new(m, n, k, 1, 1).expect("valid");
        let (seconds, bytes) = solve_forecast(&g);
        let e = Estimate::new(format!("({m},{n},{k},1,1)"), seconds, bytes);
        let refused = e
            .admit_with(false, None)
            .expect_err("refused without --force");
        assert!(refused.to_string().contains("--force"), "{refused}");
        assert!(e.admit_with(true, None).is_ok());
    }
}
