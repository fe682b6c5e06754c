//! Unit tests of `src/guard.rs`.

use cgcheck::guard::*;

#[test]
fn refuses_beyond_memory_unless_forced() {
    let e = Estimate::new("a big run", 1.0, 10_000_000_000);
    let err = e.admit_with(false, Some(1_000_000_000)).unwrap_err();
    assert!(
        err.0.contains("10.0 GB") && err.0.contains("--force"),
        "{err}"
    );
    assert!(e.admit_with(true, Some(1_000_000_000)).is_ok());
}

#[test]
fn refuses_beyond_time_unless_forced() {
    let e = Estimate::new("a long run", 1e9, 1);
    assert!(e.admit_with(false, None).is_err());
    let nan = Estimate::new("an unknown run", f64::NAN, 1);
    assert!(nan.admit_with(false, None).is_err(), "NaN is not small");
}

/// A budget's worst case is refused as "up to", a forecast as "about".
#[test]
fn a_ceiling_is_said_as_one() {
    let forecast = Estimate::new("a run", 1e9, 10_000_000_000);
    let ceiling = forecast.clone().as_ceiling();
    for (e, word) in [(forecast, "about"), (ceiling, "up to")] {
        let memory = e.beyond(Some(1_000_000_000)).expect("beyond memory");
        let time = e.beyond(None).expect("beyond time");
        assert!(
            memory.contains(&format!("needs {word} 10.0 GB")),
            "{memory}"
        );
        assert!(time.contains(&format!("would take {word} ")), "{time}");
    }
}

#[test]
fn small_runs_pass_quietly() {
    let e = Estimate::new("a small run", 0.1, 1000);
    let h = e.admit_with(false, Some(1_000_000)).unwrap();
    assert!(!h.reports());
}

#[test]
fn reads_available_memory_on_linux() {
    if cfg!(target_os = "linux") {
        assert!(available_memory().is_some_and(|m| m > 0));
    }
}

/// A heartbeat stops when it is dropped, not after its tick: forty started and dropped one
/// after another take well under the 2 s their 100 ms ticks would cost if each drop waited
/// half a tick (the whole process of a 4 ms run took 0.1-0.2 s before; issue 47, item 4).
#[test]
fn a_heartbeat_stops_at_once() {
    let e = Estimate::new("a run estimated long", 10.0, 0);
    let start = std::time::Instant::now();
    for _ in 0..40 {
        let h = e.admit_with(false, None).unwrap();
        assert!(h.reports());
        drop(h);
    }
    assert!(
        start.elapsed() < std::time::Duration::from_millis(1000),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn thread_variables_are_bounded() {
    let max = max_threads();
    assert!((1..=256).contains(&max));
    for ok in [None, Some(""), Some(" "), Some("0"), Some("1"), Some("8")] {
        assert!(
            check_thread_variable("RAYON_NUM_THREADS", ok, 8).is_ok(),
            "{ok:?}"
        );
    }
    for bad in ["9", "100000", "-1", "x", "18446744073709551616"] {
        let e = check_thread_variable("RAYON_NUM_THREADS", Some(bad), 8).expect_err(bad);
        assert!(e.0.starts_with("RAYON_NUM_THREADS="), "{}", e.0);
    }
}

/// The heartbeat of a search that counts its positions says how many it searched and the
/// rate; other runs say what they counted, or nothing (the text builder, not a timed run).
#[test]
fn the_heartbeat_line_shows_positions_and_their_rate() {
    let progress = progress_text(1_234_567, 10.0, true);
    assert_eq!(progress, ", 1234567 positions searched, 123457 positions/s");
    assert_eq!(
        beat_line("Domineering 8 x 9 outcome", 10.2, &progress),
        "Domineering 8 x 9 outcome: running, 10 s elapsed, 1234567 positions searched, 123457 positions/s"
    );
    assert_eq!(
        progress_text(0, 0.0, true),
        ", 0 positions searched, 0 positions/s"
    );
    assert_eq!(progress_text(7, 3.0, false), ", 7 done");
    assert_eq!(progress_text(0, 3.0, false), "");
    assert_eq!(beat_line("a run", 5.0, ""), "a run: running, 5 s elapsed");
}
