//! `cgcheck hunt CLAIM`: seeded random search for a counterexample.

use super::{CliError, HuntArgs};
use crate::claims::store::Kept;
use crate::core::InputError;
use crate::core::error::parse_u64;
use crate::hunt::{self, ByteStream, HUNTS, HuntRecord};
use indicatif::{ProgressBar, ProgressStyle};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Parses `30s`, `10m`, `2h` (a bare number is seconds).
fn duration(text: &str) -> Result<Duration, InputError> {
    let t = text.trim();
    let (number, unit) = match t.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => (&t[..i], &t[i..]),
        None => (t, "s"),
    };
    let n = parse_u64(number, "time").map_err(|_| {
        InputError::new(format!(
            "invalid time '{t}': expected a number with s, m or h, e.g. 10m"
        ))
    })?;
    let seconds = match unit {
        "s" => n,
        "m" => n * 60,
        "h" => n * 3600,
        _ => {
            return Err(InputError::new(format!(
                "invalid time '{t}': the unit must be s, m or h"
            )));
        }
    };
    Ok(Duration::from_secs(seconds))
}

/// Runs the hunt for the claim named on the command line.
pub fn run(args: &HuntArgs) -> Result<(), CliError> {
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
    // Read the store first: a bad --evidence path fails now, not after a long hunt.
    let stored = (!args.no_write)
        .then(|| crate::claims::store::DeepStore::load(&args.evidence))
        .transpose()?;
    let limit = duration(&args.time)?;
    let seed = parse_u64(&args.seed, "seed")?;
    let threads = parse_u64(&args.threads, "threads")?.clamp(1, 64);
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
                let mut stream = ByteStream::new(seed.wrapping_add(t));
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
        hunt.claim, args.time
    );
    match &counterexample {
        Some((detail, replay)) => println!("COUNTEREXAMPLE: {detail}\nreplay: {replay}"),
        None => println!("no counterexample"),
    }
    if let Some(mut store) = stored {
        let kept = store.record_hunt(
            hunt.claim,
            HuntRecord {
                command,
                instances,
                largest,
                seconds: seconds.round(),
                counterexample: counterexample.clone(),
                top_sizes,
            },
        );
        if kept == Kept::Stored {
            // Nothing changed: the evidence file and the report stay as they are.
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
            store.save(&args.evidence).map_err(CliError::Run)?;
            super::verify::write_report(&args.out, &store, None)?;
        }
    }
    match counterexample {
        Some(_) => Err(CliError::Run("a counterexample was found".into())),
        None => Ok(()),
    }
}
