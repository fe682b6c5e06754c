//! `cgcheck hunt CLAIM`: seeded random search for a counterexample.

use super::{CliError, HuntArgs};
use crate::claims::provenance::{Kind, Provenance, peak_rss};
use crate::claims::store::Kept;
use crate::core::InputError;
use crate::core::error::{parse_duration, parse_in_range, parse_u64};
use crate::hunt::{self, ByteStream, HUNTS, HuntRecord};
use indicatif::{ProgressBar, ProgressStyle};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The hunt's `--time`: the text as typed (recorded in the hunt's command) and the duration
/// it means.
#[derive(Debug, Clone)]
pub struct HuntTime {
    text: String,
    duration: Duration,
}

impl HuntTime {
    /// Parses `30s`, `10m`, `2h` (a bare number is seconds) exactly: see
    /// [`crate::core::error::parse_duration`].
    pub fn parse(text: &str) -> Result<HuntTime, InputError> {
        Ok(HuntTime {
            text: text.trim().to_string(),
            duration: parse_duration(text)?,
        })
    }
}

/// The largest `--threads` (each thread is its own random stream).
pub const MAX_THREADS: u64 = 64;

/// Parses `--seed`: any `u64`, exactly.
pub fn seed(text: &str) -> Result<u64, InputError> {
    parse_u64(text, "seed")
}

/// Parses `--threads`: 1 to [`MAX_THREADS`], refused outside (never clamped).
pub fn threads(text: &str) -> Result<u64, InputError> {
    parse_in_range(text, "threads", 1, MAX_THREADS)
}

/// Runs the hunt for the claim named on the command line.
pub fn run(args: &HuntArgs) -> Result<(), CliError> {
    if let Some(file) = &args.conjectures {
        let time = (args.time.duration, args.time.text.as_str());
        return super::conjectures::hunt(file, args.claim.as_deref(), time, args.seed);
    }
    if args.list {
        for h in HUNTS {
            println!("{:12} {}", h.claim, h.instances);
        }
        return Ok(());
    }
    let claim = args.claim.clone().unwrap_or_default();
    let hunt = hunt::find(&claim).ok_or_else(|| {
        InputError::new(format!(
            "no hunt for '{claim}' (cgcheck hunt --list shows the claims that have one)"
        ))
    })?;
    // The commit the record will name is the one the run starts from.
    let _ = crate::claims::provenance::run_commit();
    // Read the store first: a bad --evidence path fails now, not after a long hunt.
    let stored = (!args.no_write)
        .then(|| crate::claims::store::DeepStore::load(&args.evidence))
        .transpose()?;
    let limit = args.time.duration;
    let (seed, threads) = (args.seed, args.threads);
    // Thread t runs the stream seed + t: refuse rather than wrap past the largest seed.
    if seed.checked_add(threads - 1).is_none() {
        return Err(InputError::new(format!(
            "seed {seed} with {threads} threads: the streams seed..seed + {} pass {}; seed too large: at most {}",
            threads - 1,
            u64::MAX,
            u64::MAX - (threads - 1)
        ))
        .into());
    }
    let bar = ProgressBar::new(limit.as_secs().max(1));
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{bar:30}] {elapsed}/{len}s {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let start = Instant::now();
    let stop = AtomicBool::new(false);
    let total = AtomicU64::new(0);
    let largest: Mutex<Option<(u64, String)>> = Mutex::new(None);
    let sizes = Mutex::new(std::collections::BTreeMap::new());
    let found: Mutex<Option<(String, String)>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for t in 0..threads {
            let (stop, total, largest, found, sizes) = (&stop, &total, &largest, &found, &sizes);
            scope.spawn(move || {
                let mut stream = ByteStream::new(seed + t);
                loop {
                    let r = hunt::run(hunt, &mut stream, |c| {
                        c >= 64 || stop.load(Ordering::Relaxed)
                    });
                    let (n, big, cex) = (r.instances, r.largest, r.counterexample);
                    total.fetch_add(n, Ordering::Relaxed);
                    if let Ok(mut s) = sizes.lock() {
                        hunt::merge_sizes(&mut s, r.sizes);
                    }
                    if let (Some(b), Ok(mut l)) = (big, largest.lock())
                        && l.as_ref().is_none_or(|(s, _)| b.0 > *s)
                    {
                        *l = Some(b);
                    }
                    if let Some(c) = cex {
                        if let Ok(mut f) = found.lock() {
                            *f = Some(c);
                        }
                        stop.store(true, Ordering::Relaxed);
                    }
                    if stop.load(Ordering::Relaxed) || start.elapsed() >= limit {
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                }
            });
        }
        while !stop.load(Ordering::Relaxed) && start.elapsed() < limit {
            std::thread::sleep(Duration::from_millis(200));
            bar.set_position(start.elapsed().as_secs());
            bar.set_message(format!("{} instances", total.load(Ordering::Relaxed)));
        }
        stop.store(true, Ordering::Relaxed);
    });
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let instances = total.load(Ordering::Relaxed);
    let largest = largest
        .into_inner()
        .ok()
        .flatten()
        .map_or("-".to_string(), |(_, d)| d);
    let counterexample = found.into_inner().ok().flatten();
    let top_sizes = sizes
        .into_inner()
        .map(|s| hunt::top_sizes(&s))
        .unwrap_or_default();
    println!(
        "hunt {}: {instances} instances ({}) in {seconds:.1} s, largest: {largest}",
        hunt.claim, hunt.instances
    );
    if !top_sizes.is_empty() {
        println!(
            "the largest sizes: {}",
            crate::report::sizes_text(&top_sizes)
        );
    }
    let command = format!(
        "cgcheck hunt {} --time {} --seed {seed} --threads {threads}",
        hunt.claim, args.time.text
    );
    match &counterexample {
        Some((detail, replay)) => println!("COUNTEREXAMPLE: {detail}\nreplay: {replay}"),
        None => println!("no counterexample"),
    }
    if stored.is_some() {
        let claim = crate::claims::find(hunt.claim).ok_or_else(|| {
            CliError::Run(format!(
                "the hunt for {} has no registered claim",
                hunt.claim
            ))
        })?;
        let provenance = Provenance::now(&claim, Kind::Hunt, seconds, peak_rss());
        let record = HuntRecord {
            command,
            instances,
            largest,
            seconds: seconds.round(),
            counterexample: counterexample.clone(),
            top_sizes,
            provenance: Some(provenance),
        };
        // Merged into the file as it is now, under the store's lock (`DeepStore::update`): a
        // deep run or another hunt that finished meanwhile keeps its records.
        let (kept, store) = crate::claims::store::DeepStore::update(&args.evidence, |store| {
            (store.record_hunt(&claim, record), store.clone())
        })
        .map_err(CliError::Run)?;
        if kept == Kept::Stored {
            // This run changed nothing: the report stays as it is.
            let stored = &store.hunts[hunt.claim];
            eprintln!(
                "kept the stored record ({} instances{}, `{}`): this run is weaker; {} unchanged",
                stored.instances,
                if stored.counterexample.is_some() {
                    ", with a counterexample"
                } else {
                    ""
                },
                stored.command,
                args.evidence.display()
            );
        } else {
            super::verify::write_report(&args.out, &store, None, !args.no_figures)?;
        }
    }
    match counterexample {
        Some(_) => Err(CliError::Run("a counterexample was found".into())),
        None => Ok(()),
    }
}
