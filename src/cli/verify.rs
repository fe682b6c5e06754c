//! `cgcheck verify`: run claim checks, print what they found, store deep evidence, rewrite
//! CLAIMS.md.

use super::{CliError, VerifyArgs};
use crate::claims::provenance::{Kind, Provenance};
use crate::claims::run::CheckRun;
use crate::claims::store::{DeepRecord, DeepStore, Kept};
use crate::claims::{self, Claim, Depth, Evidence, Run};
use crate::core::InputError;
use crate::report;
use indicatif::{ProgressBar, ProgressStyle};

/// Runs the claims named on the command line (all by default).
pub fn run(args: &VerifyArgs) -> Result<(), CliError> {
    if let Some(file) = &args.conjectures {
        return super::conjectures::verify(args, file);
    }
    let registry = claims::registry();
    let selected = select(&registry, &args.claims)?;
    let depth = if args.deep { Depth::Deep } else { Depth::Quick };
    if let (Some(shard), Some(dir)) = (args.shard, &args.dir) {
        return run_part(&selected, depth, shard, dir, args);
    }
    // The commit the records will name is the one the run starts from.
    let _ = crate::core::run_info::run_commit();
    if args.summary.is_some() && selected.len() != 1 {
        return Err(InputError::new(
            "--summary writes one claim's findings: name exactly one --claim",
        )
        .into());
    }
    let store_before = DeepStore::load(&args.evidence)?;
    // Every file this run writes is checked now, not after the work (a deep run's results
    // would be lost): the summary, the store (its directory and lock file), the report.
    super::seki::check_output(args.summary.as_deref())?;
    if !args.no_write {
        if args.deep {
            DeepStore::check_updatable(&args.evidence)?;
        }
        if args.deep || args.claims.is_empty() {
            crate::core::files::check_writable(&args.out)?;
        }
    }
    announce(&selected, depth, &store_before)?;
    let results = run_checks(&selected, depth);
    if let (Some(path), [one]) = (&args.summary, &results[..]) {
        super::seki::write_summary(path, &summary(one.claim.id, depth, &one.evidence))?;
    }

    if args.json {
        let rows: Vec<_> = results
            .iter()
            .map(|r| {
                serde_json::json!({
                    "id": r.claim.id,
                    "paper": r.claim.paper,
                    "section": r.claim.section,
                    "status": r.evidence.status().to_string(),
                    "parts": r.evidence.parts().iter().map(|(p, s)| serde_json::json!({"part": p, "status": s.to_string()})).collect::<Vec<_>>(),
                    "evidence": r.evidence,
                    "seconds": r.seconds,
                    "peak_bytes": r.peak_bytes,
                })
            })
            .collect();
        let text = serde_json::to_string_pretty(&rows).map_err(|e| CliError::Run(e.to_string()))?;
        println!("{text}");
    } else {
        print_table(&results, depth, &store_before, !args.claims.is_empty());
    }

    if args.no_write {
        if depth == Depth::Quick {
            print_counts(&results, &store_before, args.json);
        }
        return Ok(());
    }
    if args.deep {
        // What each record pins (its basis: see `provenance::Basis`) includes the claim's
        // quick result, so the quick checks of the claims run first (seconds).
        let today = crate::claims::provenance::Today::run_quick(&selected);
        // Stored under the store's lock, merged into the file as it is now (see
        // `DeepStore::update`): a hunt or another deep run that finished meanwhile keeps its
        // records.
        DeepStore::update(&args.evidence, |store| {
            for run in &results {
                if matches!(run.claim.check, claims::Check::Open(_)) {
                    continue;
                }
                let record =
                    DeepRecord {
                        command: Depth::Deep.replay(run.claim.id),
                        seconds: (run.seconds * 10.0).round() / 10.0,
                        evidence: run.evidence.clone(),
                        shared: run.shared.clone(),
                        provenance: Some(
                            Provenance::now(&run.claim, Kind::Deep, run.seconds, run.peak_bytes)
                                .based(&run.claim, Kind::Deep, &today),
                        ),
                        extra: Default::default(),
                    };
                if store.record_deep(&run.claim, record, &today) == Kept::Stored {
                    eprintln!(
                        "{}: kept the stored record ({}): this run ({}) is weaker",
                        run.claim.id,
                        store.records[run.claim.id].evidence.status(),
                        run.evidence.status()
                    );
                }
            }
        })?;
        eprintln!("deep evidence stored in {}", args.evidence.display());
        stale_censuses_note();
    } else if !args.claims.is_empty() {
        print_counts(&results, &store_before, args.json);
        eprintln!(
            "(a partial quick run does not rewrite {}; run `cgcheck verify` for that)",
            args.out.display()
        );
        return Ok(());
    }
    let quick: Option<Vec<Evidence>> =
        (depth == Depth::Quick).then(|| results.into_iter().map(|r| r.evidence).collect());
    let counts = write_report_counted(&args.out, &args.evidence, quick, !args.no_figures)?;
    if !args.json {
        println!("{counts} (as in {})", args.out.display());
    }
    Ok(())
}

/// `verify [--deep] --claim ID --shard I/N --dir DIR`: one part of one claim's check, written
/// to a part file for `cgcheck merge` (see [`crate::shard::verify_parts`]).
fn run_part(
    selected: &[Claim],
    depth: Depth,
    shard: crate::core::Shard,
    dir: &std::path::Path,
    args: &VerifyArgs,
) -> Result<(), CliError> {
    use crate::shard::verify_parts::{self, VerifyPart};
    let [claim] = selected else {
        return Err(
            InputError::new("--shard splits one claim's check: name exactly one --claim").into(),
        );
    };
    if !dir.is_dir() {
        return Err(InputError::new(format!("{} is not a directory", dir.display())).into());
    }
    crate::core::files::check_writable_dir(dir)?;
    // A check splits only through its exhaustive drivers: try the quick check as a part first
    // (seconds), so a check that would do its whole work in every part is refused before it
    // starts rather than after.
    if depth == Depth::Deep
        && !verify_parts::was_split(&claim.evaluate(Run::part(Depth::Quick, shard)))
    {
        return Err(not_split(claim).into());
    }
    let _ = crate::core::run_info::run_commit();
    let store = DeepStore::load(&args.evidence)?;
    announce(selected, depth, &store)?;
    let [run] = &run_checks(selected, Run::part(depth, shard))[..] else {
        return Err(CliError::Run("the check did not run".into()));
    };
    if !verify_parts::was_split(&run.evidence) {
        return Err(not_split(claim).into());
    }
    let mut provenance = Provenance::now(&run.claim, Kind::Deep, run.seconds, run.peak_bytes);
    provenance.shard = Some(shard.to_string());
    let part = VerifyPart {
        format: verify_parts::FORMAT.to_string(),
        claim: claim.id.to_string(),
        depth,
        shard,
        evidence: run.evidence.clone(),
        provenance,
    };
    let path = verify_parts::write(dir, &part).map_err(CliError::Run)?;
    if args.json {
        let text = serde_json::to_string_pretty(&part).map_err(|e| CliError::Run(e.to_string()))?;
        println!("{text}");
    } else {
        for f in &run.evidence.findings {
            println!("{}{}", f.tags(), f.detail);
        }
        println!(
            "{} part {shard}: {:.1} s, written to {}",
            claim.id,
            run.seconds,
            path.display()
        );
    }
    Ok(())
}

/// What a check found, without timings: what `verify --summary` and `merge --summary` write,
/// equal for equal work however it was split.
pub fn summary(claim: &str, depth: Depth, evidence: &Evidence) -> serde_json::Value {
    serde_json::json!({
        "claim": claim,
        "depth": depth,
        "status": evidence.status_text(),
        "evidence": evidence,
    })
}

fn not_split(claim: &Claim) -> InputError {
    InputError::new(format!(
        "{}'s check does not split (it has no exhaustive driver over a domain): run it without --shard",
        claim.id
    ))
}

/// The counts line for claims run without writing the report: the evidence the report
/// would show for them (the stored deep records and hunts as CLAIMS.md uses them).
fn print_counts(results: &[CheckRun], store: &DeepStore, as_json: bool) {
    if as_json || results.is_empty() {
        return;
    }
    let claims: Vec<Claim> = results.iter().map(|r| r.claim).collect();
    let quick: Vec<Evidence> = results.iter().map(|r| r.evidence.clone()).collect();
    let shown = report::shown(&claims, &quick, store);
    println!(
        "{} (with the stored evidence, as CLAIMS.md would show them)",
        report::counts_line(shown.iter().map(|(_, e, _)| e))
    );
}

/// Renders CLAIMS.md to `out` from the quick evidence (computed here unless given, with a
/// heartbeat on stderr: about a minute) and the deep evidence and hunts stored in `evidence`
/// as they are when it is written: read and written under the store's lock (see
/// [`DeepStore::read_locked`]), so that of two runs that store records together, the report
/// written last shows both. The figures are drawn after, outside the lock.
pub fn write_report(
    out: &std::path::Path,
    evidence: &std::path::Path,
    quick: Option<Vec<Evidence>>,
    draw: bool,
) -> Result<(), CliError> {
    write_report_counted(out, evidence, quick, draw).map(|_| ())
}

/// The quick check of every claim takes about this long on the 2-core machine (the
/// heartbeat's estimate when a report is rewritten after a hunt).
const QUICK_RUN_SECONDS: f64 = 60.0;

/// [`write_report`], returning the counts line of the report written.
fn write_report_counted(
    out: &std::path::Path,
    evidence: &std::path::Path,
    quick: Option<Vec<Evidence>>,
    draw: bool,
) -> Result<String, CliError> {
    let registry = claims::registry();
    let quick = match quick {
        Some(q) => q,
        None => {
            let what = format!(
                "the quick checks of all {} claims, to rewrite {}",
                registry.len(),
                out.display()
            );
            let beat = crate::guard::Estimate::new(what, QUICK_RUN_SECONDS, 0).admit()?;
            claims::run::evaluate(&registry, Depth::Quick, |_| {
                beat.counter()
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            })
            .into_iter()
            .map(|r| r.evidence)
            .collect()
        }
    };
    pin_canaries(evidence);
    let (store, counts) = DeepStore::read_locked(evidence, |store| {
        let text = report::render(&registry, &quick, store);
        crate::core::files::write_atomic(out, text.as_bytes())
            .map_err(crate::claims::store::StoreError::Failed)?;
        // The details files beside it (`claims/<paper>.md`), which its rows link.
        let root = out.parent().unwrap_or(std::path::Path::new(""));
        for (path, text) in report::render_details(&registry, &quick, store) {
            let path = root.join(path);
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|e| {
                    crate::claims::store::StoreError::Failed(format!(
                        "cannot create {}: {e}",
                        dir.display()
                    ))
                })?;
            }
            crate::core::files::write_atomic(&path, text.as_bytes())
                .map_err(crate::claims::store::StoreError::Failed)?;
        }
        let shown = report::shown(&registry, &quick, store);
        let counts = report::counts_line(shown.iter().map(|(_, e, _)| e));
        Ok((store.clone(), counts))
    })?;
    eprintln!("wrote {}", out.display());
    if draw {
        // Beside the report (CLAIMS.md links them relative to itself).
        let root = out.parent().unwrap_or(std::path::Path::new(""));
        super::figures::findings::draw(root, &registry, &quick, &store)?;
    }
    Ok(counts)
}

/// Gives the stored artifacts of today's engine code today's canary
/// ([`crate::records::artifacts::pin_canaries`]); an artifact that has it is not touched.
fn pin_canaries(evidence: &std::path::Path) {
    let root = evidence.parent().unwrap_or(std::path::Path::new(""));
    let dirs: Vec<std::path::PathBuf> = ["censuses", "certificates", "domineering"]
        .iter()
        .map(|d| root.join(d))
        .filter(|d| d.is_dir())
        .collect();
    match crate::records::artifacts::pin_canaries(&dirs) {
        Ok(files) if !files.is_empty() => eprintln!(
            "{} stored artifacts of today's engine code now carry its canary",
            files.len()
        ),
        Ok(_) => {}
        Err(e) => eprintln!("note: the stored artifacts' canaries were not added: {e}"),
    }
}

/// The claims named by `--claim` (every claim if none), each once: a claim named twice is run,
/// counted and stored once (it ran twice before, and `--deep` stored it twice).
pub fn select(registry: &[Claim], ids: &[String]) -> Result<Vec<Claim>, InputError> {
    if ids.is_empty() {
        return Ok(registry.to_vec());
    }
    let mut out: Vec<Claim> = Vec::new();
    for id in ids {
        let claim = claims::find(id).ok_or_else(|| {
            InputError::new(format!(
                "unknown claim id '{id}' (run `cgcheck claims` for the list)"
            ))
        })?;
        if out.iter().any(|c| c.id == claim.id) {
            eprintln!("note: --claim {id} is named more than once: it runs once");
        } else {
            out.push(claim);
        }
    }
    Ok(out)
}

/// Estimates a run from the stored deep records (their seconds and peak memory: the best
/// figure there is for a deep run, made on the machine that recorded it), prints the estimate,
/// and refuses a run beyond this machine unless `--force` (see [`crate::guard`]).
fn announce(claims: &[Claim], depth: Depth, store: &DeepStore) -> Result<(), InputError> {
    if depth == Depth::Quick {
        return Ok(());
    }
    let recorded: Vec<&DeepRecord> = claims
        .iter()
        .filter_map(|c| store.records.get(c.id))
        .collect();
    let seconds: f64 = recorded.iter().map(|r| r.seconds).sum();
    let peak = recorded
        .iter()
        .filter_map(|r| r.provenance.as_ref().and_then(|p| p.peak_bytes))
        .max()
        .unwrap_or(0);
    let what = format!("verify --deep of {} claims", claims.len());
    let estimate = crate::guard::Estimate::new(&what, seconds, peak);
    if let Some(why) = estimate.beyond(crate::guard::available_memory()) {
        if !crate::guard::forced() {
            return Err(InputError::new(format!(
                "{why}; rerun with --force to insist"
            )));
        }
        eprintln!("warning: {why}; running anyway (--force)");
    }
    if recorded.is_empty() {
        // No record to estimate from (a new claim): say so rather than "about 0 s".
        eprintln!("{what}: no stored record of these claims to estimate the time from");
        return Ok(());
    }
    eprintln!(
        "{what}: about {} by the stored records ({} of {} claims recorded), peak memory {}",
        crate::guard::show_seconds(seconds),
        recorded.len(),
        claims.len(),
        if peak > 0 {
            crate::guard::show_bytes(peak)
        } else {
            "not recorded".to_string()
        }
    );
    Ok(())
}

/// How often a piped deep run says it is still running between finished claims.
const BEAT_EVERY: std::time::Duration = std::time::Duration::from_secs(30);

/// Runs each claim's check (see [`claims::run::evaluate`]) with a progress bar on a terminal,
/// and a plain line per finished claim when stderr is piped (a deep run takes an hour).
pub fn run_checks(claims: &[Claim], run: impl Into<Run>) -> Vec<CheckRun> {
    use std::io::IsTerminal;
    let run = run.into();
    let terminal = std::io::stderr().is_terminal();
    let bar = ProgressBar::new(claims.len() as u64);
    bar.set_style(
        ProgressStyle::with_template("{spinner} [{bar:30}] {pos}/{len} {elapsed} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    let done = std::sync::atomic::AtomicUsize::new(0);
    let start = std::time::Instant::now();
    let finished = std::sync::atomic::AtomicBool::new(false);
    // A plain heartbeat between finished claims (one deep check runs for minutes): never a
    // silent stretch longer than BEAT_EVERY when stderr is piped.
    let out = std::thread::scope(|scope| {
        let beat = (!terminal && run.depth == Depth::Deep).then(|| {
            scope.spawn(|| {
                let mut last = std::time::Instant::now();
                while !finished.load(std::sync::atomic::Ordering::Relaxed) {
                    std::thread::park_timeout(std::time::Duration::from_millis(200));
                    if last.elapsed() >= BEAT_EVERY
                        && !finished.load(std::sync::atomic::Ordering::Relaxed)
                    {
                        eprintln!(
                            "verify: running, {}/{} claims done, {:.0} s elapsed",
                            done.load(std::sync::atomic::Ordering::Relaxed),
                            claims.len(),
                            start.elapsed().as_secs_f64()
                        );
                        last = std::time::Instant::now();
                    }
                }
            })
        });
        let out = evaluate_with_progress(claims, run, terminal, &bar, &done, start);
        finished.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(b) = beat {
            b.thread().unpark();
        }
        out
    });
    bar.finish_and_clear();
    out
}

fn evaluate_with_progress(
    claims: &[Claim],
    run: Run,
    terminal: bool,
    bar: &ProgressBar,
    done: &std::sync::atomic::AtomicUsize,
    start: std::time::Instant,
) -> Vec<CheckRun> {
    claims::run::evaluate(claims, run, |c| {
        bar.set_message(c.id);
        bar.inc(1);
        let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        if !terminal && run.depth == Depth::Deep {
            eprintln!(
                "verify: {n}/{} claims done ({} finished), {:.0} s elapsed",
                claims.len(),
                c.id,
                start.elapsed().as_secs_f64()
            );
        }
    })
}

/// The claims run, each with the status this run found; where CLAIMS.md shows another kind
/// of status (a stored deep record or hunt that refutes, proves, ...), that too. The counts line follows once the evidence the
/// report uses is known (see [`run`]).
fn print_table(results: &[CheckRun], depth: Depth, store: &DeepStore, named: bool) {
    let width = results.iter().map(|r| r.claim.id.len()).max().unwrap_or(2);
    println!(
        "{:width$}  {:>8}  status ({} bounds)",
        "id",
        "seconds",
        match depth {
            Depth::Quick => "default",
            Depth::Deep => "deep",
        }
    );
    for r in results {
        let claim = std::slice::from_ref(&r.claim);
        let ev = std::slice::from_ref(&r.evidence);
        let report_status = report::shown(claim, ev, store)
            .first()
            .map(|(_, e, _)| e.status())
            .filter(|s| depth == Depth::Quick && s.keyword() != r.evidence.status().keyword())
            .map(|s| format!("  [CLAIMS.md: {s}, by the stored deep record or hunt]"))
            .unwrap_or_default();
        println!(
            "{:width$}  {:>8.2}  {}{report_status}",
            r.claim.id,
            r.seconds,
            r.evidence.status_text()
        );
        // What failed, in plain text: a replay of `verify --claim` shows the failing value,
        // not only the status; with claims named on the command line, every finding.
        for f in &r.evidence.findings {
            let failing = matches!(
                f.kind,
                claims::FindingKind::Counterexample { .. } | claims::FindingKind::Mismatched { .. }
            );
            if failing || named {
                println!("{:width$}  {:>8}  {}{}", "", "", f.tags(), f.detail);
            }
        }
        for replay in r.evidence.replays() {
            println!("{:width$}  {:>8}  replay: {replay}", "", "");
        }
    }
    if depth == Depth::Deep {
        println!(
            "{} (this deep run)",
            report::counts_line(results.iter().map(|r| &r.evidence))
        );
    }
}

/// After a deep run, which read the stored censuses (`evidence/censuses/`, for claims such as
/// SEKI-Conj1): says on stderr how many of them were made by other engine code than today's
/// (`cgcheck artifacts --stale` lists them). The claims' evidence is unchanged by it.
fn stale_censuses_note() {
    let dir = std::path::PathBuf::from("evidence/censuses");
    if !dir.is_dir() {
        return;
    }
    let stale = crate::records::artifacts::artifacts(&[dir])
        .into_iter()
        .filter(
            |a| matches!(a, Ok(a) if matches!(a.state, crate::records::artifacts::State::Stale(_))),
        )
        .count();
    if stale > 0 {
        eprintln!(
            "note: {stale} of the stored censuses the deep checks read were made by other engine code than today's (`cgcheck artifacts --stale` lists them)"
        );
    }
}
