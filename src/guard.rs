//! Work announced before it starts (no silent long run).
//!
//! Every command that accepts a size builds an [`Estimate`] of its work before it starts and
//! passes it to [`Estimate::admit`]:
//!
//! 1. If the estimated memory exceeds what the operating system says is available
//!    (`MemAvailable` in `/proc/meminfo`, not a constant), or the estimated time exceeds
//!    [`REFUSE_SECONDS`], the command is refused with the estimate, unless the user passed
//!    `--force` (a global option).
//! 2. If the estimated time exceeds [`ANNOUNCE_SECONDS`], a [`Heartbeat`] is started: a
//!    spinner on a terminal, and a plain line every [`PLAIN_EVERY`] on stderr when stderr is
//!    not a terminal (a piped run is not silent either). A search that counts its positions
//!    ([`Estimate::admit_counting`]) has them and their rate on every line
//!    ([`progress_text`]), so a long run is not a silent clock.
//!
//! Estimates are deliberately rough (a factor of a few), measured on the 2-core development
//! machine; they only have to tell "seconds" from "hours" and "fits" from "does not fit".

use crate::core::InputError;
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

/// Runs estimated above this many seconds get a heartbeat.
pub const ANNOUNCE_SECONDS: f64 = 2.0;
/// Runs estimated above this many seconds (two hours) are refused without `--force`.
pub const REFUSE_SECONDS: f64 = 7200.0;
/// How often the plain (non-terminal) heartbeat prints a line.
pub const PLAIN_EVERY: Duration = Duration::from_secs(5);

static FORCE: OnceLock<bool> = OnceLock::new();

/// Records the global `--force` flag (called once by the command line).
pub fn set_force(force: bool) {
    let _ = FORCE.set(force);
}

/// Whether the user insisted with `--force`.
pub fn forced() -> bool {
    FORCE.get().copied().unwrap_or(false)
}

/// Memory this process can use, in bytes (`None` where unknown): the least of what the
/// operating system reports as available (`MemAvailable`), the headroom under the process's
/// cgroup limit (`memory.max` less `memory.current`), and its address-space limit
/// (`ulimit -v`, from `/proc/self/limits`).
pub fn available_memory() -> Option<u64> {
    [mem_available(), cgroup_headroom(), address_space_limit()]
        .into_iter()
        .flatten()
        .min()
}

fn mem_available() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

fn cgroup_headroom() -> Option<u64> {
    let read = |name: &str| -> Option<u64> {
        std::fs::read_to_string(format!("/sys/fs/cgroup/{name}"))
            .ok()?
            .trim()
            .parse()
            .ok()
    };
    let max = read("memory.max")?; // "max" (no limit) does not parse: None
    Some(max.saturating_sub(read("memory.current").unwrap_or(0)))
}

fn address_space_limit() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/self/limits").ok()?;
    let line = text.lines().find(|l| l.starts_with("Max address space"))?;
    // "Max address space  <soft> <hard> bytes": the soft limit, or "unlimited".
    line.split_whitespace().nth(3)?.parse().ok()
}

/// A rough forecast of a run: what it is, how long, how much memory.
#[derive(Debug, Clone)]
pub struct Estimate {
    /// What will run, e.g. "Domineering 8 x 8 by the outcome solver".
    pub what: String,
    /// Estimated wall-clock seconds on this machine.
    pub seconds: f64,
    /// Estimated peak memory in bytes.
    pub bytes: u64,
    /// Whether the figures are a ceiling (a budget's worst case) rather than a forecast: said
    /// as "at most", so that a run far below it is not read as a wrong estimate.
    pub ceiling: bool,
}

/// Formats bytes as B / KB / MB / GB (powers of 1000, one decimal).
pub fn show_bytes(bytes: u64) -> String {
    let b = bytes as f64;
    if b >= 1e9 {
        format!("{:.1} GB", b / 1e9)
    } else if b >= 1e6 {
        format!("{:.1} MB", b / 1e6)
    } else if b >= 1e3 {
        format!("{:.1} KB", b / 1e3)
    } else {
        format!("{bytes} B")
    }
}

/// Formats seconds as s / min / h / days.
pub fn show_seconds(seconds: f64) -> String {
    if !seconds.is_finite() || seconds > 86400.0 * 365.0 {
        "more than a year".to_string()
    } else if seconds >= 86400.0 {
        format!("{:.1} days", seconds / 86400.0)
    } else if seconds >= 3600.0 {
        format!("{:.1} h", seconds / 3600.0)
    } else if seconds >= 60.0 {
        format!("{:.1} min", seconds / 60.0)
    } else {
        format!("{seconds:.1} s")
    }
}

impl Estimate {
    /// An estimate; `seconds` and `bytes` saturate rather than wrap.
    pub fn new(what: impl Into<String>, seconds: f64, bytes: u64) -> Estimate {
        Estimate {
            what: what.into(),
            seconds,
            bytes,
            ceiling: false,
        }
    }

    /// The same figures as a ceiling, not a forecast ([`Estimate::ceiling`]).
    pub fn as_ceiling(mut self) -> Estimate {
        self.ceiling = true;
        self
    }

    /// Why this run is beyond the machine (`None` when it fits), given the available memory.
    pub fn beyond(&self, available: Option<u64>) -> Option<String> {
        if let Some(avail) = available
            && self.bytes > avail
        {
            return Some(format!(
                "{} needs {} {} of memory; this machine has {} available",
                self.what,
                if self.ceiling { "up to" } else { "about" },
                show_bytes(self.bytes),
                show_bytes(avail)
            ));
        }
        if self.seconds.is_nan() || self.seconds > REFUSE_SECONDS {
            return Some(format!(
                "{} would take {} {} on this machine (at most {} without --force)",
                self.what,
                if self.ceiling { "up to" } else { "about" },
                show_seconds(self.seconds),
                show_seconds(REFUSE_SECONDS)
            ));
        }
        None
    }

    /// Refuses a run beyond the machine (unless `--force`), and starts a heartbeat for a run
    /// longer than a few seconds. Keep the returned value alive for the whole run.
    pub fn admit(&self) -> Result<Heartbeat, InputError> {
        self.admit_with(forced(), available_memory())
    }

    /// [`Estimate::admit`] for a search that adds the positions it searches to `count`: the
    /// counter is reset to zero, and every heartbeat line says how many positions were
    /// searched and at what rate (positions a second since the heartbeat started).
    pub fn admit_counting(&self, count: Arc<AtomicU64>) -> Result<Heartbeat, InputError> {
        count.store(0, Ordering::Relaxed);
        self.admit_inner(forced(), available_memory(), Some(count))
    }

    /// [`Estimate::admit`] with the flag and the memory given (for tests).
    pub fn admit_with(&self, force: bool, available: Option<u64>) -> Result<Heartbeat, InputError> {
        self.admit_inner(force, available, None)
    }

    /// `positions`: the counter of positions searched, for [`Estimate::admit_counting`].
    fn admit_inner(
        &self,
        force: bool,
        available: Option<u64>,
        positions: Option<Arc<AtomicU64>>,
    ) -> Result<Heartbeat, InputError> {
        if let Some(why) = self.beyond(available) {
            if !force {
                return Err(InputError::new(format!(
                    "{why}; rerun with --force to insist"
                )));
            }
            eprintln!("warning: {why}; running anyway (--force)");
        }
        if self.seconds > ANNOUNCE_SECONDS || force {
            Ok(Heartbeat::start(self, positions))
        } else {
            Ok(Heartbeat::none())
        }
    }
}

/// A background reporter for a long run: prints the estimate, then a line every few seconds
/// with the elapsed time (and the count of [`Heartbeat::counter`] when the run feeds it:
/// positions searched and their rate for [`Estimate::admit_counting`]). Stops when dropped.
#[derive(Debug)]
pub struct Heartbeat {
    stop: Arc<AtomicBool>,
    count: Arc<AtomicU64>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Heartbeat {
    /// No reporting (a short run).
    pub fn none() -> Heartbeat {
        Heartbeat {
            stop: Arc::new(AtomicBool::new(true)),
            count: Arc::new(AtomicU64::new(0)),
            thread: None,
        }
    }

    fn start(estimate: &Estimate, positions: Option<Arc<AtomicU64>>) -> Heartbeat {
        let stop = Arc::new(AtomicBool::new(false));
        let counts_positions = positions.is_some();
        let count = positions.unwrap_or_else(|| Arc::new(AtomicU64::new(0)));
        // An estimate of time alone (memory 0: not estimated) says nothing of memory.
        let memory = if estimate.bytes > 0 {
            format!(" and {} of memory", show_bytes(estimate.bytes))
        } else {
            String::new()
        };
        eprintln!(
            "{}: {} {}{memory}",
            estimate.what,
            if estimate.ceiling {
                "at most"
            } else {
                "estimated"
            },
            show_seconds(estimate.seconds)
        );
        let (s, c) = (Arc::clone(&stop), Arc::clone(&count));
        let what = estimate.what.clone();
        let terminal = std::io::stderr().is_terminal();
        let thread = std::thread::spawn(move || beat(&what, terminal, counts_positions, &s, &c));
        Heartbeat {
            stop,
            count,
            thread: Some(thread),
        }
    }

    /// A counter the run may increase (positions done, boards solved, ...); it is shown on
    /// each heartbeat line when non-zero.
    pub fn counter(&self) -> &AtomicU64 {
        &self.count
    }

    /// Whether this run reports progress (a heartbeat thread was started).
    pub fn reports(&self) -> bool {
        self.thread.is_some()
    }
}

/// What a heartbeat line says of the run's count after the elapsed time: with `positions`
/// (a search counting them), `, N positions searched, R positions/s` (the rate over the
/// `seconds` elapsed); otherwise `, N done` when the count is not zero, else nothing.
pub fn progress_text(count: u64, seconds: f64, positions: bool) -> String {
    if positions {
        let rate = if seconds > 0.0 {
            count as f64 / seconds
        } else {
            0.0
        };
        format!(", {count} positions searched, {rate:.0} positions/s")
    } else if count > 0 {
        format!(", {count} done")
    } else {
        String::new()
    }
}

/// The plain heartbeat line (stderr not a terminal): what runs, the whole seconds elapsed,
/// and [`progress_text`].
pub fn beat_line(what: &str, seconds: f64, progress: &str) -> String {
    format!("{what}: running, {seconds:.0} s elapsed{progress}")
}

fn beat(what: &str, terminal: bool, positions: bool, stop: &AtomicBool, count: &AtomicU64) {
    let start = Instant::now();
    let tick = Duration::from_millis(100);
    let mut last_line = Instant::now();
    let bar = terminal.then(|| {
        let b = indicatif::ProgressBar::new_spinner();
        b.set_style(
            indicatif::ProgressStyle::with_template("{spinner} {elapsed} {msg}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
        );
        b
    });
    while !stop.load(Ordering::Relaxed) {
        // Parked, not asleep: dropping the heartbeat unparks this thread, so a run that ends
        // does not wait out the tick (a 4 ms run took 0.1-0.2 s before).
        std::thread::park_timeout(tick);
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let seconds = start.elapsed().as_secs_f64();
        let done = progress_text(count.load(Ordering::Relaxed), seconds, positions);
        match &bar {
            Some(b) => {
                b.set_message(format!("{what}{done}"));
                b.tick();
            }
            None if last_line.elapsed() >= PLAIN_EVERY => {
                eprintln!("{}", beat_line(what, seconds, &done));
                last_line = Instant::now();
            }
            None => {}
        }
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
}

impl Drop for Heartbeat {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            t.thread().unpark();
            let _ = t.join();
        }
    }
}

/// The most threads any thread count may ask for: four per available core, at most 256.
pub fn max_threads() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    cores.saturating_mul(4).clamp(1, 256)
}

/// Checks a thread count read from the environment variable `name` (`RAYON_NUM_THREADS`,
/// or rayon's older `RAYON_RS_NUM_CPUS`): unset, empty or 0 (rayon's "one per core") is
/// fine; a number above `max` or not a number is refused with one line, so that a typo such
/// as `RAYON_NUM_THREADS=100000` never spawns 100,000 threads (rayon takes it as is).
pub fn check_thread_variable(
    name: &str,
    value: Option<&str>,
    max: usize,
) -> Result<(), InputError> {
    let Some(value) = value.map(str::trim).filter(|v| !v.is_empty()) else {
        return Ok(());
    };
    let too_many = || {
        InputError::new(format!(
            "{name}={value} asks for too many threads: at most {max} (4 per available core, at most 256)"
        ))
    };
    match value.parse::<u64>() {
        Ok(n) if n <= max as u64 => Ok(()),
        Ok(_) => Err(too_many()),
        Err(_) if value.bytes().all(|b| b.is_ascii_digit()) => Err(too_many()),
        Err(_) => Err(InputError::new(format!(
            "{name}={value:?} is not a number of threads (0 to {max}; 0 or unset: one per core)"
        ))),
    }
}

/// [`check_thread_variable`] for both of rayon's variables, as this process has them.
pub fn check_thread_environment() -> Result<(), InputError> {
    let max = max_threads();
    for name in ["RAYON_NUM_THREADS", "RAYON_RS_NUM_CPUS"] {
        let value = std::env::var_os(name).map(|v| v.to_string_lossy().into_owned());
        check_thread_variable(name, value.as_deref(), max)?;
    }
    Ok(())
}
