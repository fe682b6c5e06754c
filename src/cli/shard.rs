//! Split runs on the command line: one level part of a Seki enumeration
//! (`enumerate seki ... --level T --shard I/N --dir DIR`), `cgcheck merge` and
//! `cgcheck slurm`. The mechanism is in [`crate::shard`].

use super::seki::{
    census_summary, enumeration_classes, enumeration_estimate, parse_size, report_census, variant,
    widest_levels,
};
use super::{CliError, EnumerateSplit, MergeArgs, SlurmCommon, SlurmPlan};
use crate::core::error::parse_in_range;
use crate::core::{InputError, Shard};
use crate::games::seki::enumerate::{self, Filter};
use crate::guard::Estimate;
use crate::shard::seki_levels::{self, Run};
use crate::shard::slurm::{Options, Plan, Resources, Tier, quote, quote_path};
use crate::shard::{hunts, mnk_proofs, seki_levels::EXTENSION as LEVEL, verify_parts};
use std::path::{Path, PathBuf};

/// The most parts per tier `cgcheck slurm` writes (a typo guard; clusters cap arrays lower).
pub const MAX_SLURM_SHARDS: u64 = 100_000;

/// Parses `--shards`: 1 to [`MAX_SLURM_SHARDS`].
pub fn shards(text: &str) -> Result<u64, InputError> {
    parse_in_range(text, "shards", 1, MAX_SLURM_SHARDS)
}

/// Parses `--cpus`: 1 to 256.
pub fn cpus(text: &str) -> Result<u32, InputError> {
    parse_in_range(text, "cpus", 1, 256).map(|c| c as u32)
}

fn run_of(size: &str, max_height: &str, variant_name: &str) -> Result<Run, InputError> {
    let (m, n) = parse_size(size)?;
    let h = parse_in_range(
        max_height,
        "height",
        1,
        u64::from(crate::games::seki::canon::MAX_PACKED_ENTRY),
    )? as u32;
    let run = Run {
        m,
        n,
        h,
        variant: variant(variant_name)?,
    };
    run.shape()?;
    Ok(run)
}

/// The estimated cost of one part of the widest level of a run split in `parts`: seconds
/// on one core and bytes of memory. The widest level holds the share [`widest_levels`] gives
/// of the classes ([`enumeration_classes`]); a part reads the whole level before (17 bytes a class in its
/// files, at about 200 MB/s; about 38 bytes a class while read and held with its directory)
/// and generates and solves its share of its level (about 33 bytes a class); CPU per class
/// as measured for `enumerate seki` (1.3 to 5.2 us, growing like (mn)^1.5).
fn part_cost(run: &Run, parts: u64) -> (f64, u64) {
    let widest = enumeration_classes(run.m, run.n, run.h) * widest_levels(run.m, run.n, run.h).0;
    let seconds = widest / parts as f64 * cpu_per_class(run) + 17.0 * widest / 200e6;
    let bytes = 38.0 * widest + 33.0 * widest / parts as f64 + 64e6;
    (seconds, bytes.min(u64::MAX as f64) as u64)
}

/// Seconds of one core per class solved.
fn cpu_per_class(run: &Run) -> f64 {
    0.08e-6 * ((run.m * run.n) as f64).powf(1.5)
}

/// `cgcheck enumerate seki MxN --max-height H --level T [--shard I/N] --dir DIR`.
pub fn enumerate_part(
    size: &str,
    max_height: &str,
    variant_name: &str,
    level: &str,
    split: &EnumerateSplit,
) -> Result<(), CliError> {
    let run = run_of(size, max_height, variant_name)?;
    let t = parse_in_range(level, "level", 0, u64::from(u32::MAX))? as u32;
    let shard = split.shard.unwrap_or(Shard::WHOLE);
    let dir = split
        .dir
        .as_deref()
        .ok_or_else(|| InputError::new("--level needs --dir"))?;
    if !dir.is_dir() {
        return Err(InputError::new(format!("{} is not a directory", dir.display())).into());
    }
    crate::core::files::check_writable_dir(dir)?;
    let (seconds, bytes) = part_cost(&run, shard.count);
    let _beat = Estimate::new(
        format!(
            "solving part {shard} of level {t} of {}x{} Seki matrices of height <= {}",
            run.m, run.n, run.h
        ),
        seconds,
        bytes,
    )
    .admit()?;
    let (path, classes) = seki_levels::solve_part(dir, &run, t, shard)?;
    println!(
        "level {t} part {shard}: {classes} classes, written to {}",
        path.display()
    );
    Ok(())
}

/// What kind of part files the paths hold.
enum Kind {
    Levels,
    Hunts,
    Checks,
    Proofs,
}

fn kind(paths: &[PathBuf]) -> Result<Kind, InputError> {
    let files = crate::shard::expand(
        paths,
        &[
            LEVEL,
            hunts::EXTENSION,
            verify_parts::EXTENSION,
            mnk_proofs::EXTENSION,
        ],
    )?;
    let mut kinds = Vec::new();
    for f in &files {
        let mut head = [0u8; 32];
        let read = std::fs::File::open(f)
            .and_then(|mut file| std::io::Read::read(&mut file, &mut head))
            .map_err(|e| InputError::new(format!("{}: {e}", f.display())))?;
        let found = if head[..read].starts_with(seki_levels::MAGIC.as_bytes()) {
            Kind::Levels
        } else if head[..read].trim_ascii_start().starts_with(b"{") {
            // A JSON part says what it is in its `format` field.
            let text = crate::core::files::read_text_capped(
                f,
                crate::core::files::MAX_PART_BYTES,
                "part",
            )?;
            let format = serde_json::from_str::<serde_json::Value>(&text)
                .ok()
                .and_then(|v| v.get("format").and_then(|x| x.as_str()).map(str::to_string));
            match format.as_deref() {
                Some(verify_parts::FORMAT) => Kind::Checks,
                Some(mnk_proofs::FORMAT) => Kind::Proofs,
                _ => Kind::Hunts,
            }
        } else {
            return Err(InputError::new(format!(
                "{}: not a part file (not a Seki level file, nor a hunt, verify or k-in-a-row proof part)",
                f.display()
            )));
        };
        if !kinds
            .iter()
            .any(|k| std::mem::discriminant(k) == std::mem::discriminant(&found))
        {
            kinds.push(found);
        }
    }
    match kinds.len() {
        0 => Err(InputError::new(
            "no part files to merge (a directory is searched for *.level, *.hunt.json, *.verify.json and *.mnk.json)",
        )),
        1 => Ok(kinds.remove(0)),
        _ => Err(InputError::new(
            "the paths hold parts of different kinds of run (Seki levels, hunts, checks, proofs): merge one run at a time",
        )),
    }
}

/// Merges the parts of a k-in-a-row proof: prints the value, each class of the first stone
/// and what the naive checkers found; writes the certificate with `--certificate`.
fn merge_proofs(args: &MergeArgs) -> Result<(), CliError> {
    if args.record.is_some() || args.into.is_some() {
        return Err(InputError::new(
            "a merged k-in-a-row proof is a certificate: write it with --certificate FILE",
        )
        .into());
    }
    super::seki::check_output(args.certificate.as_deref())?;
    let merged = mnk_proofs::merge(&args.paths).map_err(|e| match e {
        mnk_proofs::MergeError::Input(e) => CliError::Input(e),
        mnk_proofs::MergeError::Invalid(why) => CliError::Run(why),
    })?;
    let g = &merged.params;
    let value = match merged.value {
        Some(crate::core::Wdl::Win) => "a forced win for B (the first player)",
        Some(crate::core::Wdl::Draw) => "a forced draw",
        Some(crate::core::Wdl::Loss) => "a forced win for W (the second player)",
        None => "undecided: the prover's budget ran out in some part (raise --budget)",
    };
    let from = if merged.root == (0, 0) {
        String::new()
    } else {
        format!(" from the position {:x} {:x}", merged.root.0, merged.root.1)
    };
    let summary = serde_json::json!({
        "game": "mnk", "params": g, "root": merged.root, "value_for_b": merged.value,
        "first_stones": merged.classes.iter().map(|(s, a)| serde_json::json!({"stone": s, "after": a})).collect::<Vec<_>>(),
        "checked": merged.checked,
    });
    if let Some(path) = &args.summary {
        super::seki::write_summary(path, &summary)?;
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&summary).unwrap_or_default()
        );
    } else {
        println!(
            "({},{},{},{},{}){from} is {value}: {} parts merged ({:.1} s of parts)",
            g.m, g.n, g.k, g.p, g.q, merged.parts, merged.seconds
        );
        for (stone, after) in &merged.classes {
            println!("  first stone {stone}: {}", after.words(merged.x_is_b));
        }
        for line in &merged.checked {
            println!("certificate: {line}");
        }
    }
    if let Some(path) = &args.certificate {
        if merged.certificate.is_empty() {
            return Err(CliError::Run(
                "no certificate: the proof is undecided within the budget".into(),
            ));
        }
        let g = &merged.params;
        let claim = match merged.value {
            Some(crate::core::Wdl::Win) => Some(crate::records::MnkClaim::Win(true)),
            Some(crate::core::Wdl::Loss) => Some(crate::records::MnkClaim::Win(false)),
            Some(crate::core::Wdl::Draw) => Some(crate::records::MnkClaim::Draw),
            None => None,
        };
        let question = super::mnk::certificate_question(g, merged.root, claim);
        crate::records::may_write("--certificate", path, &question, crate::guard::forced())?;
        crate::core::files::write_atomic(path, merged.certificate.as_bytes())
            .map_err(CliError::Run)?;
        super::mnk::write_provenance(path, merged.seconds)?;
        eprintln!("certificate written to {}", path.display());
    }
    Ok(())
}

/// Merges the parts of one claim's split check; prints the merged findings and stores the
/// record with `--into`.
fn merge_checks(args: &MergeArgs) -> Result<(), CliError> {
    if args.record.is_some() {
        return Err(InputError::new(
            "--record stores Seki censuses; a merged check goes to an evidence file with --into",
        )
        .into());
    }
    let merged = verify_parts::merge(&args.paths)?;
    let claim = crate::claims::find(&merged.claim)
        .ok_or_else(|| InputError::new(format!("no registered claim '{}'", merged.claim)))?;
    eprintln!(
        "re-checking the parts' bound, counts and counterexample: {} once more, judging about one instance in {}",
        claim.id,
        verify_parts::PROBE_PARTS
    );
    verify_parts::recheck(&merged, &claim)?;
    let evidence = &merged.record.evidence;
    if let Some(path) = &args.summary {
        let value = super::verify::summary(&merged.claim, merged.depth, evidence);
        super::seki::write_summary(path, &value)?;
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({
                "claim": merged.claim, "parts": merged.parts, "status": evidence.status_text(),
                "record": merged.record,
            }))
            .unwrap_or_default()
        );
    } else {
        println!(
            "{}: {} parts merged: {}",
            merged.claim,
            merged.parts,
            evidence.status_text()
        );
        for f in &evidence.findings {
            println!("  {}{}", f.tags(), f.detail);
        }
    }
    let Some(into) = &args.into else {
        return Ok(());
    };
    if merged.depth != crate::claims::Depth::Deep {
        return Err(InputError::new(
            "--into stores deep records: these parts are of a quick run (add --deep to the parts)",
        )
        .into());
    }
    let this = crate::claims::provenance::check_fingerprint(
        claim.paper,
        crate::claims::provenance::Kind::Deep,
    );
    store_merged(
        into,
        &claim,
        "check",
        merged.record.provenance.as_ref(),
        &this,
        |store, today| {
            let mut record = merged.record.clone();
            record.provenance = record
                .provenance
                .map(|p| p.based(&claim, crate::claims::provenance::Kind::Deep, today));
            store.record_deep(&claim, record, today)
        },
    )
}

/// `cgcheck merge PATHS... [--into FILE] [--summary FILE] [--json]`.
pub fn merge(args: &MergeArgs) -> Result<(), CliError> {
    super::seki::check_output(args.summary.as_deref())?;
    super::seki::check_output(args.record.as_deref())?;
    if let Some(into) = &args.into {
        crate::claims::store::DeepStore::check_updatable(into)?;
    }
    let kind = kind(&args.paths)?;
    if args.certificate.is_some() && !matches!(kind, Kind::Proofs) {
        return Err(InputError::new(
            "--certificate writes a merged k-in-a-row proof; these parts are of another kind of run",
        )
        .into());
    }
    match kind {
        Kind::Levels => {
            if args.into.is_some() {
                return Err(InputError::new(
                    "--into stores hunts; a Seki census has no record in the evidence file (use --summary)",
                )
                .into());
            }
            let filter = Filter::parse(&args.only)?;
            let started = std::time::Instant::now();
            let merged = seki_levels::merge(&args.paths, filter, args.limit)?;
            let census = &merged.census;
            if let Some(path) = &args.summary {
                super::seki::write_summary(path, &census_summary(census))?;
            }
            if let Some(path) = &args.record {
                let record = crate::records::census::CensusRecord::new(&merged, &args.only);
                let question = crate::records::census(
                    &record.variant,
                    record.m,
                    record.n,
                    record.h,
                    &record.only,
                    Some(record.kept.len() as u64 >= record.matched),
                );
                crate::records::may_write("--record", path, &question, crate::guard::forced())?;
                let value = serde_json::to_value(&record).unwrap_or_default();
                super::seki::write_summary(path, &value)?;
            }
            if !args.json {
                println!(
                    "merged from {} part files in {:.1} s; the parts took {:.1} s in all",
                    merged.parts,
                    started.elapsed().as_secs_f64(),
                    merged.part_seconds
                );
            }
            // The census's time is the parts' (the work), not the merge's.
            report_census(
                census,
                &args.only,
                filter,
                args.json,
                &super::figures::FigureArgs::default(),
                merged.part_seconds,
            )
        }
        Kind::Checks => merge_checks(args),
        Kind::Proofs => merge_proofs(args),
        Kind::Hunts => {
            if args.record.is_some() {
                return Err(InputError::new(
                    "--record stores Seki censuses; a merged hunt goes to an evidence file with --into",
                )
                .into());
            }
            let merged = hunts::merge(&args.paths)?;
            if let Some(path) = &args.summary {
                let value = serde_json::to_value(&merged.summary).unwrap_or_default();
                super::seki::write_summary(path, &value)?;
            }
            let s = &merged.summary;
            if args.json {
                println!(
                    "{}",
                    serde_json::to_string_pretty(&serde_json::json!({
                        "summary": s, "record": merged.record, "parts": merged.parts,
                    }))
                    .unwrap_or_default()
                );
            } else {
                println!(
                    "hunt {}: {} parts merged, {} instances{}, largest: {}",
                    s.claim,
                    merged.parts,
                    s.instances,
                    if s.complete {
                        ""
                    } else {
                        " (incomplete: a stream was cut short by --time)"
                    },
                    s.largest
                );
                match &s.counterexample {
                    Some((detail, replay)) => {
                        println!("COUNTEREXAMPLE: {detail}\nreplay: {replay}");
                    }
                    None => println!("no counterexample"),
                }
            }
            if let Some(into) = &args.into {
                store(into, &merged)?;
            }
            Ok(())
        }
    }
}

/// Stores a merged hunt's record in an evidence file, under the store's rules.
fn store(into: &Path, merged: &hunts::Merged) -> Result<(), CliError> {
    let claim = crate::claims::find(&merged.settings.claim).ok_or_else(|| {
        InputError::new(format!("no registered claim '{}'", merged.settings.claim))
    })?;
    let this = crate::claims::provenance::check_fingerprint(
        claim.paper,
        crate::claims::provenance::Kind::Hunt,
    );
    store_merged(
        into,
        &claim,
        "hunt",
        merged.record.provenance.as_ref(),
        &this,
        |store, today| {
            let mut record = merged.record.clone();
            record.provenance = record
                .provenance
                .map(|p| p.based(&claim, crate::claims::provenance::Kind::Hunt, today));
            store.record_hunt(&claim, record, today)
        },
    )
}

/// Stores a merged record (a `what`: "check" or "hunt") of `claim` in the evidence file
/// `into` with `record`, under the store's rules (a weaker record never replaces a stronger
/// one), after checking that the parts were made by this binary's code (`this`: the
/// fingerprint their provenance must name): a record of other code would be stale.
fn store_merged(
    into: &Path,
    claim: &crate::claims::Claim,
    what: &str,
    provenance: Option<&crate::claims::provenance::Provenance>,
    this: &str,
    record: impl FnOnce(
        &mut crate::claims::store::DeepStore,
        &crate::claims::provenance::Today,
    ) -> crate::claims::store::Kept,
) -> Result<(), CliError> {
    let made_by = provenance.map(|p| p.check.as_str()).unwrap_or_default();
    if made_by != this {
        return Err(InputError::new(format!(
            "the parts were made by other code than this binary's ({what} fingerprint {made_by}, this one {this}): their record would be stale"
        ))
        .into());
    }
    // What the record pins (its basis) and what the stored one is judged against: today's
    // engines and the claim's quick result, computed before the store is locked.
    let today = crate::claims::provenance::Today::run_quick(&[*claim]);
    let (kept, _) =
        crate::claims::store::DeepStore::update(into, |store| (record(store, &today), ()))?;
    if kept == crate::claims::store::Kept::Stored {
        eprintln!(
            "kept the stored record of {} in {}: the merged {what} is weaker",
            claim.id,
            into.display()
        );
    } else {
        eprintln!(
            "stored in {} (`cgcheck verify` rewrites CLAIMS.md)",
            into.display()
        );
    }
    Ok(())
}

/// `cgcheck slurm seki ...` and `cgcheck slurm hunt ...`: writes DIR/submit.sh.
pub fn slurm(plan: &SlurmPlan) -> Result<(), CliError> {
    let (common, plan) = match plan {
        SlurmPlan::Seki { run, common } => (
            common,
            seki_plan(&run.size, &run.max_height, &run.variant, common)?,
        ),
        SlurmPlan::Verify {
            claim,
            quick,
            into,
            evidence,
            common,
        } => (
            common,
            verify_plan(claim, *quick, into.as_deref(), evidence, common)?,
        ),
        SlurmPlan::Mnk {
            game,
            after,
            budget,
            common,
        } => (common, mnk_plan(game.all(), after, budget, common)?),
        SlurmPlan::Hunt {
            claim,
            instances,
            time,
            seed,
            threads,
            into,
            common,
        } => {
            let settings = hunts::Settings {
                claim: claim.clone(),
                seed: *seed,
                threads: *threads,
                instances: Some(*instances),
                time: time.text().to_string(),
            };
            (common, hunt_plan(&settings, time, into.as_deref(), common)?)
        }
    };
    let dir = absolute(&common.dir)?;
    let script = plan.script(
        &dir.join("logs"),
        &Options {
            partition: common.partition.clone(),
            account: common.account.clone(),
        },
    );
    let path = dir.join("submit.sh");
    crate::shard::write_atomically(&path, script.as_bytes()).map_err(CliError::Run)?;
    for line in &plan.about {
        println!("{line}");
    }
    println!(
        "written: {}\nsubmit with: bash {}",
        path.display(),
        quote_path(&path)
    );
    Ok(())
}

/// `dir` made absolute (jobs run elsewhere), created if missing.
fn absolute(dir: &Path) -> Result<PathBuf, InputError> {
    std::fs::create_dir_all(dir)
        .and_then(|()| std::path::absolute(dir))
        .map_err(|e| InputError::new(format!("cannot create {}: {e}", dir.display())))
}

fn binary(common: &SlurmCommon) -> Result<String, InputError> {
    let path = match &common.cgcheck {
        Some(p) => {
            std::path::absolute(p).map_err(|e| InputError::new(format!("{}: {e}", p.display())))?
        }
        None => std::env::current_exe()
            .map_err(|e| InputError::new(format!("cannot find this binary: {e}")))?,
    };
    Ok(quote_path(&path))
}

fn written_by() -> String {
    let args: Vec<String> = std::env::args().skip(1).map(|a| quote(&a)).collect();
    format!(
        "cgcheck {} (cgcheck {}, commit {})",
        args.join(" "),
        env!("CARGO_PKG_VERSION"),
        crate::core::run_info::run_commit()
    )
}

fn hours(seconds: f64) -> String {
    if seconds < 3600.0 {
        format!("{:.0} min", (seconds / 60.0).ceil())
    } else {
        format!("{:.1} h", seconds / 3600.0)
    }
}

fn seki_plan(
    size: &str,
    max_height: &str,
    variant_name: &str,
    common: &SlurmCommon,
) -> Result<Plan, CliError> {
    let run = run_of(size, max_height, variant_name)?;
    let shape = run.shape()?;
    let dir = absolute(&common.dir)?;
    let cgcheck = binary(common)?;
    let parts = common.shards;
    let (cpu, bytes) = part_cost(&run, parts);
    // One task: its CPU time over its cores, with a margin of 4 and a minute to start.
    let task_seconds = (cpu / f64::from(common.cpus) * 4.0 + 60.0).ceil() as u64;
    let resources = Resources {
        cpus: common.cpus,
        bytes,
        seconds: task_seconds,
    };
    let spec = format!(
        "{}x{} --max-height {} --variant {}",
        run.m,
        run.n,
        run.h,
        run.variant.name()
    );
    let sums = enumerate::level_sums(&shape, run.h);
    let tiers: Vec<Tier> = sums
        .clone()
        .map(|t| Tier {
            name: format!("{}-{}x{}-h{}-t{t}", run.variant.name(), run.m, run.n, run.h),
            tasks: parts,
            command: format!(
                "{cgcheck} enumerate seki {spec} --level {t} --shard ${{SLURM_ARRAY_TASK_ID}}/{parts} --dir {}",
                quote_path(&dir)
            ),
            resources,
        })
        .collect();
    let classes = enumeration_classes(run.m, run.n, run.h);
    let merge_resources = Resources {
        cpus: common.cpus,
        bytes: (38.0 * classes / 10.0 + 64e6) as u64,
        seconds: (classes * 0.2e-6 * 4.0 + 60.0).ceil() as u64,
    };
    // Every class is solved once; every part reads the whole level before its own.
    let total_cpu = classes * cpu_per_class(&run);
    let total_read = 17.0 * classes * parts as f64;
    Ok(Plan {
        written_by: written_by(),
        about: vec![
            format!(
                "Seki {spec}: about {classes:.0} classes in {} levels (total sums {} to {}), each a job array of {parts} parts.",
                tiers.len(),
                sums.start(),
                sums.end()
            ),
            format!(
                "Each part: {} CPU, --mem={}, --time={} (estimated for the widest level, about a tenth of the classes, with a margin of 4).",
                common.cpus,
                resources.mem(),
                resources.time(),
            ),
            format!(
                "In all: about {} of CPU, and {:.1} GB of level files read (each part reads the whole level before its own: fewer, larger parts read less).",
                hours(total_cpu),
                total_read / 1e9
            ),
            format!(
                "Level files (about 17 bytes a class, {:.1} GB in all) go to {}; the merge job writes census.txt and summary.json there.",
                17.0 * classes / 1e9,
                dir.display()
            ),
        ],
        tiers,
        merge: format!(
            "{cgcheck} merge {} --only none --summary {} > {}",
            quote_path(&dir),
            quote_path(&dir.join("summary.json")),
            quote_path(&dir.join("census.txt"))
        ),
        merge_resources,
    })
}

fn hunt_plan(
    settings: &hunts::Settings,
    time: &super::hunt::HuntTime,
    into: Option<&Path>,
    common: &SlurmCommon,
) -> Result<Plan, CliError> {
    crate::hunt::find(&settings.claim).ok_or_else(|| {
        InputError::new(format!(
            "no hunt for '{}' (cgcheck hunt --list shows the claims that have one)",
            settings.claim
        ))
    })?;
    let parts = common.shards;
    if settings
        .first_stream(Shard {
            index: 0,
            count: parts,
        })
        .is_none()
    {
        return Err(InputError::new(format!(
            "seed {} with {parts} parts of {} streams passes {}",
            settings.seed,
            settings.threads,
            u64::MAX
        ))
        .into());
    }
    let dir = absolute(&common.dir)?;
    let cgcheck = binary(common)?;
    let resources = Resources {
        cpus: settings.threads as u32,
        bytes: 1 << 30,
        seconds: time.duration().as_secs() + 120,
    };
    let instances = settings.instances.unwrap_or(0);
    let merge = merge_command(&cgcheck, &dir, into, "", "hunt.txt")?;
    Ok(Plan {
        written_by: written_by(),
        about: vec![
            format!(
                "Hunt {}: {parts} parts of {} streams each (seeds {} to {}), {instances} instances a stream, each part at most {}.",
                settings.claim,
                settings.threads,
                settings.seed,
                settings.seed + parts * settings.threads - 1,
                settings.time
            ),
            format!(
                "Part files go to {}; the merge job writes hunt.txt and summary.json there{}.",
                dir.display(),
                if into.is_some() {
                    " and stores the record"
                } else {
                    ""
                }
            ),
        ],
        tiers: vec![Tier {
            name: format!("hunt-{}", settings.claim),
            tasks: parts,
            command: format!(
                "{cgcheck} hunt {} --time {} --instances {instances} --seed {} --threads {} --shard ${{SLURM_ARRAY_TASK_ID}}/{parts} --dir {}",
                quote(&settings.claim),
                quote(&settings.time),
                settings.seed,
                settings.threads,
                quote_path(&dir)
            ),
            resources,
        }],
        merge,
        merge_resources: Resources {
            cpus: 1,
            bytes: 1 << 30,
            seconds: 600,
        },
    })
}

/// The merge job's command: merge the part files in `dir` into `dir/summary.json` (and the
/// evidence file `into`, if any), with `more` options, its output to `dir/out`.
fn merge_command(
    cgcheck: &str,
    dir: &Path,
    into: Option<&Path>,
    more: &str,
    out: &str,
) -> Result<String, InputError> {
    let mut merge = format!(
        "{cgcheck} merge {} --summary {}{more}",
        quote_path(dir),
        quote_path(&dir.join("summary.json"))
    );
    if let Some(into) = into {
        merge += &format!(
            " --into {}",
            quote_path(&std::path::absolute(into).map_err(|e| InputError::new(e.to_string()))?)
        );
    }
    merge += &format!(" > {}", quote_path(&dir.join(out)));
    Ok(merge)
}

/// The plan of a k-in-a-row proof split by the first stone: one job array, then the merge
/// that joins and checks the certificates.
fn mnk_plan(
    game: [&String; 5],
    after: &str,
    budget: &str,
    common: &SlurmCommon,
) -> Result<Plan, CliError> {
    let parts = common.shards;
    let plan = super::mnk::proof_plan(game, after, budget, parts)?;
    let g = &plan.params;
    let dir = absolute(&common.dir)?;
    let cgcheck = binary(common)?;
    let [m, n, k, p, q] = game;
    let mut task = format!(
        "{cgcheck} solve mnk {} {} {} --p {} --q {} --budget {}",
        quote(m),
        quote(n),
        quote(k),
        quote(p),
        quote(q),
        quote(budget)
    );
    if !after.trim().is_empty() {
        task += &format!(" --after {}", quote(after));
    }
    task += &format!(
        " --shard ${{SLURM_ARRAY_TASK_ID}}/{parts} --dir {}",
        quote_path(&dir)
    );
    let certificate = format!(" --certificate {}", quote_path(&dir.join("proof.cert")));
    let merge = merge_command(&cgcheck, &dir, None, &certificate, "proof.txt")?;
    let mut about = vec![format!(
        "Proof of ({},{},{},{},{}){}: the side to move's first stones fall into {} classes up to symmetry, dealt to {parts} parts; each part at most {} and {} by the prover's budget.",
        g.m,
        g.n,
        g.k,
        g.p,
        g.q,
        if after.trim().is_empty() {
            String::new()
        } else {
            format!(" after {after}")
        },
        plan.classes,
        crate::guard::show_seconds(plan.seconds),
        crate::guard::show_bytes(plan.bytes)
    )];
    if parts > plan.classes {
        about.push(format!(
            "Only {} parts have a class: the other {} finish at once.",
            plan.classes,
            parts - plan.classes
        ));
    }
    about.push(format!(
        "Part files go to {}; the merge job writes proof.cert (checked by the naive checker), proof.txt and summary.json there.",
        dir.display()
    ));
    Ok(Plan {
        written_by: written_by(),
        about,
        tiers: vec![Tier {
            name: format!("mnk-{}-{}-{}-{}-{}", g.m, g.n, g.k, g.p, g.q),
            tasks: parts,
            command: task,
            resources: Resources {
                cpus: common.cpus,
                bytes: plan.bytes.saturating_mul(2),
                seconds: (2.0 * plan.seconds + 300.0).min(3e7) as u64,
            },
        }],
        merge,
        merge_resources: Resources {
            cpus: 1,
            bytes: 4 << 30,
            seconds: 3600,
        },
    })
}

/// The plan of one claim's check split in parts: one job array, then the merge.
fn verify_plan(
    id: &str,
    quick: bool,
    into: Option<&Path>,
    evidence: &Path,
    common: &SlurmCommon,
) -> Result<Plan, CliError> {
    use crate::claims::Depth;
    let claim = crate::claims::find(id).ok_or_else(|| {
        InputError::new(format!(
            "unknown claim id '{id}' (run `cgcheck claims` for the list)"
        ))
    })?;
    let parts = common.shards;
    let probe = claim.evaluate(crate::claims::Run::part(
        Depth::Quick,
        Shard { index: 0, count: 2 },
    ));
    if !verify_parts::was_split(&probe) {
        return Err(InputError::new(format!(
            "{}'s check does not split (it has no exhaustive driver over a domain): run it without a plan",
            claim.id
        ))
        .into());
    }
    let evidence = std::path::absolute(evidence)
        .map_err(|e| InputError::new(format!("{}: {e}", evidence.display())))?;
    let store = crate::claims::store::DeepStore::load(&evidence)?;
    // A part does the check's work outside the drivers whole, and its share of the drivers':
    // at most the whole run's time, which the stored record gives (twice it, for a slower
    // node, and five minutes to start).
    let (seconds, bytes, basis) = match store.records.get(claim.id) {
        Some(r) if !quick => (
            2.0 * r.seconds + 300.0,
            r.provenance
                .as_ref()
                .and_then(|p| p.peak_bytes)
                .map_or(2 << 30, |b| 2 * b + (256 << 20)),
            format!(
                "estimated from the stored deep record ({:.0} s, in one process)",
                r.seconds
            ),
        ),
        _ => (
            3600.0,
            2 << 30,
            "no deep record to estimate from: an hour and 2 GB a part".to_string(),
        ),
    };
    let dir = absolute(&common.dir)?;
    let cgcheck = binary(common)?;
    let deep = if quick { "" } else { " --deep" };
    let merge = merge_command(&cgcheck, &dir, into, "", "verify.txt")?;
    Ok(Plan {
        written_by: written_by(),
        about: vec![
            format!(
                "Check of {} ({}): {parts} parts, each judging one instance in {parts} of its exhaustive drivers; {basis}.",
                claim.id,
                if quick { "quick" } else { "deep" }
            ),
            format!(
                "Part files go to {}; the merge job writes verify.txt and summary.json there{}.",
                dir.display(),
                if into.is_some() {
                    " and stores the record"
                } else {
                    ""
                }
            ),
        ],
        tiers: vec![Tier {
            name: format!("verify-{}", claim.id),
            tasks: parts,
            command: format!(
                "{cgcheck} verify{deep} --claim {} --evidence {} --shard ${{SLURM_ARRAY_TASK_ID}}/{parts} --dir {}",
                quote(claim.id),
                quote_path(&evidence),
                quote_path(&dir)
            ),
            resources: Resources {
                cpus: common.cpus,
                bytes,
                seconds: seconds as u64,
            },
        }],
        merge,
        merge_resources: Resources {
            cpus: 1,
            bytes: 1 << 30,
            seconds: 600,
        },
    })
}

/// `cgcheck check-census FILES [--limit N]`: checks each stored census
/// ([`crate::records::census_check`]); prints one line per file, then every problem found.
pub fn check_census(
    files: &[PathBuf],
    limit: Option<usize>,
    caps: crate::records::census_check::Caps,
    recount: Option<u32>,
) -> Result<(), CliError> {
    let mut records = Vec::new();
    for path in files {
        let text = crate::core::files::read_text_capped(
            path,
            crate::core::files::MAX_CENSUS_BYTES,
            "census record",
        )?;
        let record: crate::records::census::CensusRecord =
            serde_json::from_str(&text).map_err(|e| {
                InputError::new(format!("{} is not a census record: {e}", path.display()))
            })?;
        if record.format != crate::records::census::CENSUS_FORMAT {
            return Err(InputError::new(format!(
                "{}: unknown format '{}' (expected '{}')",
                path.display(),
                record.format,
                crate::records::census::CENSUS_FORMAT
            ))
            .into());
        }
        records.push((path, record));
    }
    // A recount height outside a record's census is refused before any work.
    if let Some(h) = recount
        && let Some((path, r)) = records.iter().find(|(_, r)| h == 0 || h > r.h)
    {
        return Err(InputError::new(format!(
            "--recount {h} is outside 1..={} for {} (a {}x{} census of height <= {})",
            r.h,
            path.display(),
            r.m,
            r.n,
            r.h
        ))
        .into());
    }
    let mut failed = 0;
    for (path, r) in &records {
        let _beat = census_check_estimate(r, limit, caps, recount).admit()?;
        let mut checked = crate::records::census_check::check(r, limit, caps);
        let mut not_compared = Vec::new();
        if let Some(h) = recount {
            let report = crate::records::census_check::recount_report(r, h)
                .map_err(|e| InputError::new(format!("--recount: {e}")))?;
            checked.problems.extend(report.problems);
            not_compared = report.not_compared;
        }
        let what = format!(
            "{}: {} {}x{} of height <= {}, {} classes, '{}' lists {}",
            path.display(),
            r.variant,
            r.m,
            r.n,
            r.h,
            r.classes,
            r.only,
            r.kept.len()
        );
        // Whether the record still comes from today's engine (shown, never a failure: a
        // stale census is checked as it stands).
        if let Ok(a) = crate::records::artifacts::census_state(path) {
            println!("{}: provenance: {}", path.display(), a.state.words());
        }
        if checked.passed() {
            let recounted = match recount {
                Some(h) if h == r.h => {
                    format!(", heights <= {h} recounted: counts, listing and checksum agree")
                }
                Some(h) => format!(", heights <= {h} recounted"),
                None => String::new(),
            };
            println!(
                "{what}: ok ({} of {} listed re-solved by the reference solver, {} by the fast solver, {} not re-solved (state space above both caps; {} of them CSMs, semi-CSMs or (W,W)); counts add up, listing complete{recounted})",
                checked.resolved,
                r.kept.len(),
                checked.resolved_fast,
                checked.skipped,
                checked.skipped_named
            );
            for note in &not_compared {
                println!("  {note}");
            }
        } else {
            failed += 1;
            println!("{what}: FAILED");
            // The first problems, then how many more: a corrupt listing can fail every line.
            const SHOWN: usize = 20;
            let all: Vec<&String> = checked.all_problems().collect();
            for p in all.iter().take(SHOWN) {
                println!("  {p}");
            }
            if all.len() > SHOWN {
                println!("  ... and {} more problems", all.len() - SHOWN);
            }
        }
    }
    if failed > 0 {
        return Err(CliError::Run(format!(
            "{failed} of {} census records failed the check",
            records.len()
        )));
    }
    Ok(())
}

/// A rough forecast of `check-census` on one record, for the work guard: the reference
/// solver's states at about a microsecond each (its memo about 200 bytes a state), the fast
/// solver's at a tenth of that but never more than the enumeration of the whole census (its
/// shared memo holds at most the census's states), and the recount's enumeration.
fn census_check_estimate(
    r: &crate::records::census::CensusRecord,
    limit: Option<usize>,
    caps: crate::records::census_check::Caps,
    recount: Option<u32>,
) -> Estimate {
    use crate::games::seki::Matrix;
    use crate::records::census_check::reference_states;
    let whole = enumeration_estimate(r.m, r.n, r.h);
    let (mut reference, mut fast, mut largest) = (0f64, 0f64, 0f64);
    for (text, _, _) in r.kept.iter().take(limit.unwrap_or(usize::MAX)) {
        let Ok(a) = Matrix::parse(text) else { continue };
        let states = reference_states(&a);
        if states <= caps.reference {
            reference += states as f64;
            largest = largest.max(states as f64);
        } else if states <= caps.fast {
            fast += states as f64;
        }
    }
    let fast_seconds = (fast * 1e-7).min(whole.seconds);
    let fast_bytes = (fast * 50.0).min(whole.bytes as f64);
    let mut seconds = reference * 1e-6 + fast_seconds;
    let mut bytes = (largest * 200.0).max(fast_bytes);
    if let Some(h) = recount.filter(|&h| h >= 1 && h <= r.h) {
        let e = enumeration_estimate(r.m, r.n, h);
        seconds += e.seconds;
        bytes = bytes.max(e.bytes as f64);
    }
    Estimate::new(
        format!("checking the census {}x{} of height <= {}", r.m, r.n, r.h),
        seconds,
        bytes.min(u64::MAX as f64) as u64 + (16 << 20),
    )
}
