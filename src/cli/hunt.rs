//! `cgcheck hunt CLAIM`: seeded random search for a counterexample.

use super::{CliError, HuntArgs};
use crate::claims::provenance::{Kind, Provenance};
use crate::claims::store::{HuntRecord, Kept};
use crate::core::InputError;
use crate::core::Shard;
use crate::core::error::{parse_duration, parse_in_range, parse_u64};
use crate::core::run_info::peak_rss;
use crate::hunt::{self, ByteStream};
use crate::shard::hunts::{HuntPart, HuntSummary, Settings, Sizes, combine};
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

impl HuntTime {
    /// The text as typed.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The duration.
    pub fn duration(&self) -> Duration {
        self.duration
    }
}

/// Parses `--instances`: 1 to 10^12 instances per stream.
pub fn instances(text: &str) -> Result<u64, InputError> {
    parse_in_range(text, "instances", 1, 1_000_000_000_000)
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
        for h in hunt::hunts() {
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
    let _ = crate::core::run_info::run_commit();
    // A part of a split hunt writes its own file in --dir, never the evidence file.
    if let Some(dir) = &args.dir {
        if !dir.is_dir() {
            return Err(InputError::new(format!("{} is not a directory", dir.display())).into());
        }
        crate::core::files::check_writable_dir(dir)?;
    }
    super::seki::check_output(args.summary.as_deref())?;
    // Check the store and the report first: a bad --evidence or --out path, an evidence
    // directory where nothing can be written or a lock file that cannot be opened fails now,
    // not after a long hunt.
    let stored = (!args.no_write && args.shard.is_none())
        .then(|| -> Result<(), InputError> {
            crate::claims::store::DeepStore::check_updatable(&args.evidence)?;
            crate::core::files::check_writable(&args.out)
        })
        .transpose()?;
    let limit = args.time.duration;
    let settings = Settings {
        claim: hunt.claim.to_string(),
        seed: args.seed,
        threads: args.threads,
        instances: args.instances,
        time: args.time.text.clone(),
    };
    let shard = args.shard.unwrap_or(Shard::WHOLE);
    let threads = args.threads;
    // Thread t of part I runs the stream seed + I threads + t: refuse rather than wrap past
    // the largest seed.
    let Some(first) = settings.first_stream(shard) else {
        let streams = u128::from(shard.count) * u128::from(threads);
        let largest = u128::from(u64::MAX).saturating_sub(streams - 1);
        return Err(InputError::new(format!(
            "seed {} with {streams} streams ({} parts of {threads} threads): the streams seed..seed + {} pass {}; seed too large: at most {largest}",
            args.seed,
            shard.count,
            streams - 1,
            u64::MAX
        ))
        .into());
    };
    let cap = args.instances.unwrap_or(u64::MAX);
    let cut_short = AtomicBool::new(false);
    let bar = ProgressBar::new(limit.as_secs().max(1));
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{bar:30}] {elapsed}/{len}s {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let start = Instant::now();
    let stop = AtomicBool::new(false);
    let total = AtomicU64::new(0);
    let running = AtomicU64::new(threads);
    let sizes = Mutex::new(Sizes::new());
    // The first counterexample, and where its stream found it (so a merge can replay it).
    type Found = ((String, String), crate::shard::hunts::StreamPoint);
    let found: Mutex<Option<Found>> = Mutex::new(None);
    let waiter = std::thread::current();
    std::thread::scope(|scope| {
        for t in 0..threads {
            let (stop, total, found, sizes) = (&stop, &total, &found, &sizes);
            let (running, cut_short, waiter) = (&running, &cut_short, &waiter);
            scope.spawn(move || {
                let mut stream = ByteStream::new(first + t);
                let mut done = 0u64;
                loop {
                    let batch = 64.min(cap - done);
                    let r = hunt::run(hunt, &mut stream, |c| {
                        c >= batch || stop.load(Ordering::Relaxed)
                    });
                    let at = crate::shard::hunts::StreamPoint {
                        stream: first + t,
                        before: done + r.instances.saturating_sub(1),
                    };
                    done += r.instances;
                    total.fetch_add(r.instances, Ordering::Relaxed);
                    if let Ok(mut s) = sizes.lock() {
                        combine(&mut s, r.sizes);
                    }
                    if let Some(c) = r.counterexample {
                        if let Ok(mut f) = found.lock() {
                            f.get_or_insert((c, at));
                        }
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                    if done >= cap {
                        break;
                    }
                    if stop.load(Ordering::Relaxed) || start.elapsed() >= limit {
                        cut_short.store(true, Ordering::Relaxed);
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                }
                running.fetch_sub(1, Ordering::Relaxed);
                // The main thread waits parked: wake it, so the run ends when its streams do.
                waiter.unpark();
            });
        }
        while !stop.load(Ordering::Relaxed)
            && running.load(Ordering::Relaxed) > 0
            && start.elapsed() < limit
        {
            std::thread::park_timeout(Duration::from_millis(200));
            bar.set_position(start.elapsed().as_secs());
            bar.set_message(format!("{} instances", total.load(Ordering::Relaxed)));
        }
        stop.store(true, Ordering::Relaxed);
    });
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let instances = total.load(Ordering::Relaxed);
    let (counterexample, counterexample_at) = match found.into_inner().ok().flatten() {
        Some((c, at)) => (Some(c), Some(at)),
        None => (None, None),
    };
    let sizes = sizes.into_inner().unwrap_or_default();
    let summary = HuntSummary::new(
        hunt.claim,
        instances,
        &sizes,
        counterexample.clone(),
        !cut_short.load(Ordering::Relaxed),
    );
    let largest = summary.largest.clone();
    let top_sizes = hunt::top_sizes(&sizes);
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
    let command = settings.command(args.shard);
    match &counterexample {
        Some((detail, replay)) => println!("COUNTEREXAMPLE: {detail}\nreplay: {replay}"),
        None => println!("no counterexample"),
    }
    if !summary.complete && args.instances.is_some() {
        println!("incomplete: a stream was cut short by --time before --instances");
    }
    if let Some(path) = &args.summary {
        let value = serde_json::to_value(&summary).unwrap_or_default();
        super::seki::write_summary(path, &value)?;
    }
    if let (Some(part), Some(dir)) = (args.shard, &args.dir) {
        let claim = crate::claims::find(hunt.claim).ok_or_else(|| {
            CliError::Run(format!(
                "the hunt for {} has no registered claim",
                hunt.claim
            ))
        })?;
        let mut provenance = Provenance::now(&claim, Kind::Hunt, seconds, peak_rss());
        provenance.shard = Some(part.to_string());
        let record = HuntRecord {
            command,
            instances,
            largest,
            seconds: (seconds * 10.0).round() / 10.0,
            counterexample: counterexample.clone(),
            top_sizes,
            provenance: Some(provenance),
            extra: Default::default(),
        };
        let file = HuntPart {
            format: crate::shard::hunts::FORMAT.to_string(),
            settings,
            shard: part,
            summary,
            record,
            counterexample_at,
        };
        let path = crate::shard::hunts::write(dir, &file).map_err(CliError::Run)?;
        println!("part {part} written to {}", path.display());
    } else if stored.is_some() {
        let claim = crate::claims::find(hunt.claim).ok_or_else(|| {
            CliError::Run(format!(
                "the hunt for {} has no registered claim",
                hunt.claim
            ))
        })?;
        let today = crate::claims::provenance::Today::run_quick(&[claim]);
        let provenance = Provenance::now(&claim, Kind::Hunt, seconds, peak_rss()).based(
            &claim,
            Kind::Hunt,
            &today,
        );
        let record = HuntRecord {
            command,
            instances,
            largest,
            seconds: seconds.round(),
            counterexample: counterexample.clone(),
            top_sizes,
            provenance: Some(provenance),
            extra: Default::default(),
        };
        // Merged into the file as it is now, under the store's lock (`DeepStore::update`): a
        // deep run or another hunt that finished meanwhile keeps its records.
        let (kept, store) = crate::claims::store::DeepStore::update(&args.evidence, |store| {
            (store.record_hunt(&claim, record, &today), store.clone())
        })?;
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
            eprintln!("hunt record stored in {}", args.evidence.display());
            super::verify::write_report(&args.out, &args.evidence, None, !args.no_figures)?;
        }
    }
    match counterexample {
        Some(_) => Err(CliError::Run("a counterexample was found".into())),
        None => Ok(()),
    }
}
