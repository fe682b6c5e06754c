//! `cgcheck solve seki`, `cgcheck enumerate seki`.

use super::CliError;
use super::figures::{self, FigureArgs};
use crate::core::error::{parse_in_range, parse_shape};
use crate::core::{InputError, Wdl};
use crate::games::seki::enumerate::{self, Filter};
use crate::games::seki::fast::{Action, Solver};
use crate::games::seki::reference::Reference;
use crate::games::seki::rules::{Finished, Player, SekiType};
use crate::games::seki::{Matrix, Variant};
use crate::guard::Estimate;
use crate::records;
use serde_json::json;
use std::time::Instant;

/// Parses `seki` / `seki-i`.
pub fn variant(text: &str) -> Result<Variant, InputError> {
    match text.to_ascii_lowercase().as_str() {
        "seki" => Ok(Variant::Seki),
        "seki-i" | "sekii" | "seki_i" => Ok(Variant::SekiI),
        other => Err(InputError::new(format!(
            "unknown variant '{other}': use seki or seki-i"
        ))),
    }
}

fn cell(i: usize, j: usize) -> String {
    format!("a{}{}", i + 1, j + 1)
}

fn describe(p: Player, v: Wdl) -> String {
    match v {
        Wdl::Win => format!("{p} wins"),
        Wdl::Loss => format!("{} wins", p.other()),
        Wdl::Draw => "draw".into(),
    }
}

/// The largest reference state space `solve seki --reference` accepts.
const REFERENCE_LIMIT: f64 = 2e6;

/// Bytes per canonical matrix in the fast solver's memo (measured: about 100).
const FAST_BYTES_PER_STATE: f64 = 120.0;
/// Bytes per matrix of the reference solver's memo (four states per matrix, each with its
/// own copy of the matrix).
const REFERENCE_BYTES_PER_MATRIX: f64 = 800.0;

fn factorial(k: usize) -> f64 {
    (1..=k).map(|x| x as f64).product()
}

/// The product of (a_ij + 1): how many matrices lie entrywise below `a` (every position a
/// game from `a` can reach).
pub fn positions(a: &Matrix) -> f64 {
    a.entries().iter().map(|&x| f64::from(x) + 1.0).product()
}

/// Estimated canonical matrices the fast solver memoises from `a`: between the positions
/// divided by the symmetries of `a` itself (equal rows, equal columns) and the positions
/// divided by every row and column permutation; the geometric mean of the two is within a
/// factor of about two of the measured counts (uniform 3x3 and 4x4 matrices, 3x3 with
/// distinct entries, 4x4 mixed).
pub fn fast_states(a: &Matrix) -> f64 {
    let product = positions(a);
    let (m, n) = (a.rows(), a.cols());
    if m.min(n) > crate::games::seki::canon::MAX_CANON_SIDE {
        return product;
    }
    let multiplicities = |lines: Vec<Vec<u32>>| -> f64 {
        let mut counts: std::collections::HashMap<Vec<u32>, usize> = Default::default();
        for l in lines {
            *counts.entry(l).or_default() += 1;
        }
        counts.values().map(|&k| factorial(k)).product()
    };
    let rows = (0..m).map(|i| a.row(i).to_vec()).collect();
    let cols = (0..n)
        .map(|j| (0..m).map(|i| a.get(i, j)).collect())
        .collect();
    let upper = product / (multiplicities(rows) * multiplicities(cols));
    let lower = (product / (factorial(m) * factorial(n))).max(1.0);
    (upper * lower).sqrt()
}

/// Seconds per canonical matrix of the fast solver on an m x n shape (measured in release:
/// 3x3 about 4 us, 4x4 about 11 us, 5x5 about 21 us, 6x6 about 89 us; the min(m, n)! term
/// is the canonical form).
pub fn fast_seconds_per_state(m: usize, n: usize) -> f64 {
    let k = m.min(n).min(crate::games::seki::canon::MAX_CANON_SIDE);
    2e-6 + 0.2e-6 * (m * n) as f64 + 0.12e-6 * factorial(k)
}

/// The guard's estimate for solving `a` by the fast solver or the reference.
pub fn estimate(a: &Matrix, reference: bool) -> Estimate {
    let (m, n) = (a.rows(), a.cols());
    if reference {
        let p = positions(a);
        // Measured: "1000 1000" 18 s and 830 MB (4 million states), "2 2 2; 2 2 2; 2 2 2"
        // 0.3 s and 18 MB: four states per matrix, about 1 us per state and active move.
        let seconds = p * 4.0 * ((m * n) as f64 + 3.0) * 1e-6;
        Estimate::new(
            format!(
                "Seki {m}x{n} (height {}) by the reference solver",
                a.height()
            ),
            seconds,
            bytes(p * (REFERENCE_BYTES_PER_MATRIX + 16.0 * (m * n) as f64)),
        )
    } else {
        let s = fast_states(a);
        Estimate::new(
            format!("Seki {m}x{n} (height {})", a.height()),
            s * fast_seconds_per_state(m, n),
            bytes(s * FAST_BYTES_PER_STATE),
        )
    }
}

/// Bytes as an integer, saturating (an estimate may be astronomically large).
fn bytes(b: f64) -> u64 {
    if b.is_finite() && b < u64::MAX as f64 {
        b as u64
    } else {
        u64::MAX
    }
}

/// `cgcheck solve seki MATRIX [--variant V] [--reference] [--json]`.
pub fn solve(
    text: &str,
    variant_name: &str,
    reference: bool,
    as_json: bool,
    figure: &FigureArgs,
) -> Result<(), CliError> {
    figure.check()?;
    let a = Matrix::parse(text)?;
    let v = variant(variant_name)?;
    if let Some(f) = Finished::of(&a) {
        figure.emit(|| {
            crate::figure::draw::heading(
                figures::seki::solved(&a, v.name(), "finished", (&[], "", None), (&[], "", None)),
                &format!("finished: {}", f.describe(v)),
            )
        })?;
        return finished(&a, v, f, as_json);
    }
    let start = Instant::now();
    let states = positions(&a);
    // Matrices the fast solver cannot pack go to the reference when they are small enough.
    let packed = Solver::for_matrix(&a, v);
    if let Err(e) = &packed
        && !reference
        && states > REFERENCE_LIMIT
    {
        // Neither solver takes it: say why the fast one does not (the more precise reason).
        return Err(e.clone().into());
    }
    let reference = reference || packed.is_err();
    if reference && states > REFERENCE_LIMIT {
        return Err(InputError::new(format!(
            "the reference solver would visit up to {states:.0} matrices: too many, at most {REFERENCE_LIMIT:.0}; drop --reference"
        ))
        .into());
    }
    let _beat = estimate(&a, reference).admit()?;
    let (kind, r_moves, c_moves, lines, solved) = if reference {
        let mut r = Reference::new(v);
        let s = r.solve(&a);
        (s.kind, s.r_moves, s.c_moves, None, r.states())
    } else {
        let (mut s, key) = Solver::for_matrix(&a, v)?;
        let kind = s.seki_type(key);
        let r_moves = s.move_table(key, Player::R);
        let c_moves = s.move_table(key, Player::C);
        let lr = s.principal_line(key, Player::R);
        let lc = s.principal_line(key, Player::C);
        (kind, r_moves, c_moves, Some((lr, lc)), s.states())
    };
    let seconds = start.elapsed().as_secs_f64();
    let fmt_line = |line: &[(Player, Action)]| -> String {
        line.iter()
            .map(|(p, act)| match act {
                Action::Move(i, j) => format!("{p} {}", cell(*i, *j)),
                Action::Pass => format!("{p} pass"),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    figure.emit(|| {
        let (lr, lc) = match &lines {
            Some(((lr, _), (lc, _))) => (Some(fmt_line(lr)), Some(fmt_line(lc))),
            None => (None, None),
        };
        figures::seki::solved(
            &a,
            v.name(),
            &format!("{} (refined {})", kind.coarse(), kind.refined()),
            (&r_moves, &describe(Player::R, kind.r_first), lr.as_deref()),
            (&c_moves, &describe(Player::C, kind.c_first), lc.as_deref()),
        )
    })?;
    if as_json {
        let moves = |m: &[((usize, usize), Wdl)]| -> Vec<serde_json::Value> {
            m.iter()
                .map(|((i, j), w)| json!({"move": cell(*i, *j), "value": w}))
                .collect()
        };
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "seki", "variant": v.name(), "matrix": a.spaced(), "finished": false,
                "type": kind.coarse(), "refined_type": kind.refined(),
                "r_first": kind.r_first, "c_first": kind.c_first,
                "seki": kind.is_seki(), "csm": kind.is_csm(), "semi_csm": kind.is_semi_csm(),
                "r_moves": moves(&r_moves), "c_moves": moves(&c_moves),
                "r_line": lines.as_ref().map(|((l, _), _)| fmt_line(l)),
                "c_line": lines.as_ref().map(|(_, (l, _))| fmt_line(l)),
                "states": solved, "seconds": seconds,
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "{} on a {}x{} matrix (height {}, row sums {:?}, column sums {:?}):",
        if v == Variant::Seki { "Seki" } else { "Seki-I" },
        a.rows(),
        a.cols(),
        a.height(),
        a.row_sums(),
        a.col_sums()
    );
    if a.rows().min(a.cols()) <= crate::games::seki::canon::MAX_CANON_SIDE {
        // Two matrices are the same game up to row and column permutations exactly when
        // their canonical forms are equal: a reader can compare two printed lists with it.
        println!(
            "canonical form (rows and columns permuted to the largest row-major reading): {}",
            crate::games::seki::canon::canonical_matrix(&a).spaced()
        );
    }
    print!("{a}");
    println!(
        "type {} (refined {}): {}",
        kind.coarse(),
        kind.refined(),
        summary(&kind)
    );
    for (p, moves, first) in [
        (Player::R, &r_moves, kind.r_first),
        (Player::C, &c_moves, kind.c_first),
    ] {
        println!(
            "{p} moving first: {} (value for {p}: {first})",
            describe(p, first)
        );
        let table: Vec<String> = moves
            .iter()
            .map(|((i, j), w)| {
                format!(
                    "{} {}->{}: {w}",
                    cell(*i, *j),
                    a.get(*i, *j),
                    a.get(*i, *j) - 1
                )
            })
            .collect();
        println!("  moves: {}", table.join(", "));
        if let Some(((lr, _), (lc, _))) = &lines {
            let l = if p == Player::R { lr } else { lc };
            println!("  a principal line: {}", fmt_line(l));
        }
    }
    println!("solved {solved} matrices in {seconds:.3} s");
    Ok(())
}

/// A finished matrix (a zero row or column): the game is over; its result, by the rule the
/// reference solver applies ([`Finished::result`]), for each player who could have made the
/// last move. No move is played from it.
fn finished(a: &Matrix, v: Variant, f: Finished, as_json: bool) -> Result<(), CliError> {
    let after = |last: Player| -> String {
        match Finished::result(a, last, v) {
            Some((r, _)) => describe(Player::R, r),
            None => "play goes on".into(),
        }
    };
    let (after_r, after_c) = (after(Player::R), after(Player::C));
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&json!({
                "game": "seki", "variant": v.name(), "matrix": a.spaced(),
                "finished": true, "reason": f.describe(v),
                "winner": f.winner().map(|p| p.to_string()),
                "if_r_moved_last": after_r, "if_c_moved_last": after_c,
                "r_moves": [], "c_moves": [],
            }))
            .unwrap_or_default()
        );
        return Ok(());
    }
    println!(
        "{} on a {}x{} matrix (height {}):",
        if v == Variant::Seki { "Seki" } else { "Seki-I" },
        a.rows(),
        a.cols(),
        a.height()
    );
    print!("{a}");
    println!("finished: {}", f.describe(v));
    if f.winner().is_none() {
        println!("  if R made the last move: {after_r}; if C did: {after_c}");
    }
    println!("no move is played from a finished position");
    Ok(())
}

/// One sentence for a type.
pub fn summary(t: &SekiType) -> String {
    if t.is_csm() {
        "a complete seki (CSM): every active move loses".into()
    } else if t.is_semi_csm() {
        format!(
            "a semi-complete seki: only {} can start completing it",
            if t.r_refined == crate::games::seki::rules::Refined::DPrime {
                "R"
            } else {
                "C"
            }
        )
    } else if t.is_seki() {
        "a seki (draw whoever begins)".into()
    } else if t.first_player_wins() {
        "the first player wins".into()
    } else {
        format!(
            "R first: {}; C first: {}",
            describe(Player::R, t.r_first),
            describe(Player::C, t.c_first)
        )
    }
}

/// Estimated classes of an m x n enumeration of height <= h: the (h + 1)^(mn) matrices over
/// the m! n! row and column permutations (measured within a factor of 1.7 on 3x3, 3x4, 3x5,
/// 2x6, 4x4 and 5x5).
pub fn enumeration_classes(m: usize, n: usize, h: u32) -> f64 {
    let all = (f64::from(h) + 1.0).powf((m * n) as f64);
    (all / (factorial(m) * factorial(n))).max(1.0)
}

/// The share of an m x n enumeration of height <= h in its widest level and in its widest
/// two consecutive levels (a level is one total sum). Classes spread over the levels as the
/// (h + 1)^(mn) matrices do, so the shares are those of the largest coefficients of
/// (1 + x + ... + x^h)^(mn): 0.070 and 0.139 on 4x4 of height <= 4, 0.058 and 0.115 on 4x4
/// of height <= 5.
pub fn widest_levels(m: usize, n: usize, h: u32) -> (f64, f64) {
    let mut c = vec![1.0f64];
    for _ in 0..m * n {
        let mut next = vec![0.0; c.len() + h as usize];
        for (i, &v) in c.iter().enumerate() {
            for x in &mut next[i..=i + h as usize] {
                *x += v / (f64::from(h) + 1.0);
            }
        }
        c = next;
    }
    let one = c.iter().copied().fold(0.0, f64::max);
    let two = c.windows(2).map(|w| w[0] + w[1]).fold(one, f64::max);
    (one, two)
}

/// The guard's estimate of an enumeration. Seconds per class grow like (mn)^1.5 (mn moves a
/// class, each a canonical search of about mn steps when the child is not canonical itself),
/// and with the width of the levels (lookups in a larger level miss the cache more): wall
/// time per class on 2 cores, measured in release at commit 46cde53, 0.40 us on 3x3 of height
/// <= 8, 1.08 us on 4x4 of height <= 4 and 1.35 us on 4x4 of height <= 5 (4,916,160,845
/// classes in 6,631 s), that is 0.015, 0.017 and 0.021 us times (mn)^1.5; the estimate takes
/// 0.03 us, the largest with a margin of 1.4. Shapes the column-order tables canonicalize
/// (at most four columns and sixteen entries, [`crate::games::seki::column_orders`]) go
/// faster, square ones faster still (solved by halves): measured after those changes, 0.21
/// us on 3x3 of height <= 8, 0.28 us on 3x4 of height <= 6 and 0.38 us on 4x4 of height
/// <= 4, 0.008, 0.007 and 0.006 us times (mn)^1.5 (4x4 of height <= 5: 0.42 us, 2,081 s,
/// 0.0066 us times (mn)^1.5); the estimate takes 0.012 us for them.
///
/// Memory: only the level being solved and the one before it are held, so the peak follows
/// the widest two consecutive levels ([`widest_levels`]), not the whole run: about 18 bytes
/// a class of those two levels (the level before stored as one 8-byte word a class with its
/// directory, the new level's keys and bytes while they are sorted and compacted), 33 where
/// a key does not fit a word (more than 60 bits at the height's width), plus about 24 MB.
/// Measured peaks: 32 MB on 3x3 of height <= 8, 626 MB on 4x4 of height <= 4 and 7.54 GB on
/// 4x4 of height <= 5 (since a level's keys of 64 bits become its words in place; the model
/// gives 34 MB, 692 MB and 10.2 GB).
pub fn enumeration_estimate(m: usize, n: usize, h: u32) -> Estimate {
    let classes = enumeration_classes(m, n, h);
    let tables = n <= crate::games::seki::column_orders::MAX_COLUMNS
        && m * n <= crate::games::seki::column_orders::MAX_CELLS
        && (n < 4 || h <= 7);
    let per = if tables { 0.012e-6 } else { 0.03e-6 } * ((m * n) as f64).powf(1.5);
    let width = 32 - h.leading_zeros();
    let per_class = if width as usize * m * n <= 60 {
        18.0
    } else {
        33.0
    };
    let (_, two) = widest_levels(m, n, h);
    Estimate::new(
        format!("enumerating {m}x{n} Seki matrices of height <= {h} (about {classes:.0} classes)"),
        classes * per,
        bytes(per_class * two * classes + 24e6),
    )
}

/// `cgcheck enumerate seki MxN --max-height H [--variant V] [--only F] [--limit L] [--json]`.
#[allow(clippy::too_many_arguments)]
pub fn enumerate(
    size: &str,
    max_height: &str,
    variant_name: &str,
    only: &str,
    limit: usize,
    as_json: bool,
    figure: &FigureArgs,
    summary: Option<&std::path::Path>,
    record: Option<&std::path::Path>,
) -> Result<(), CliError> {
    figure.check()?;
    check_output(summary)?;
    check_output(record)?;
    let (m, n) = parse_size(size)?;
    let h = parse_in_range(
        max_height,
        "height",
        1,
        u64::from(crate::games::seki::canon::MAX_PACKED_ENTRY),
    )?;
    let h = u32::try_from(h).map_err(|_| InputError::new(format!("height {h} is too large")))?;
    let v = variant(variant_name)?;
    let filter = Filter::parse(only)?;
    if m * n > crate::games::seki::canon::MAX_PACKED_CELLS {
        return Err(InputError::new(format!(
            "a {m}x{n} enumeration is too large: at most {} entries",
            crate::games::seki::canon::MAX_PACKED_CELLS
        ))
        .into());
    }
    let question = |complete| records::census(v.name(), m, n, h, only, complete);
    if let Some(path) = record {
        // Before the work: a stored census of another shape, filter or a greater height.
        records::may_write("--record", path, &question(None), crate::guard::forced())?;
    }
    let beat = enumeration_estimate(m, n, h).admit()?;
    let start = Instant::now();
    // The heartbeat reports progress when it runs; otherwise the level bar on a terminal.
    let heartbeat = enumeration_estimate(m, n, h).seconds > crate::guard::ANNOUNCE_SECONDS
        || crate::guard::forced();
    let c = enumerate::classify_with(
        m,
        n,
        h,
        v,
        filter,
        !as_json && !heartbeat,
        limit,
        Some(beat.counter()),
    )?;
    drop(beat);
    let seconds = start.elapsed().as_secs_f64();
    if let Some(path) = summary {
        write_summary(path, &census_summary(&c))?;
    }
    if let Some(path) = record {
        if (c.kept.len() as u64) < c.matched {
            eprintln!(
                "warning: the record lists {} of the {} matrices '{only}' matches (raise --limit): `cgcheck check-census` will call it incomplete",
                c.kept.len(),
                c.matched
            );
        }
        let r = crate::records::census::CensusRecord::of_one_process(&c, only, seconds);
        let complete = Some(c.kept.len() as u64 >= c.matched);
        records::may_write(
            "--record",
            path,
            &question(complete),
            crate::guard::forced(),
        )?;
        write_summary(path, &serde_json::to_value(&r).unwrap_or_default())?;
    }
    report_census(&c, only, filter, as_json, figure, seconds)
}

/// Refuses an output file that cannot be written (its directory missing or not writable, or
/// the path a directory: see [`crate::core::files::check_writable`]), before a long run
/// rather than after it.
pub fn check_output(path: Option<&std::path::Path>) -> Result<(), InputError> {
    path.map_or(Ok(()), crate::core::files::check_writable)
}

/// Writes a `--summary` file (pretty JSON and a newline).
pub fn write_summary(path: &std::path::Path, value: &serde_json::Value) -> Result<(), CliError> {
    let text = serde_json::to_string_pretty(value).unwrap_or_default() + "\n";
    crate::core::files::write_atomic(path, text.as_bytes())
        .map_err(|e| CliError::Input(InputError::new(e)))
}

/// The deterministic part of a census as JSON (no timings): what `--summary FILE` writes,
/// equal for equal classifications however they were split (`cgcheck merge`).
pub fn census_summary(c: &enumerate::Census) -> serde_json::Value {
    let counts: Vec<_> = c
        .counts
        .iter()
        .map(|((r, co, hh), k)| json!({"refined": r, "coarse": co, "height": hh, "count": k}))
        .collect();
    let magic: Vec<_> = c
        .magic_counts
        .iter()
        .map(|((r, hh), k)| json!({"refined": r, "height": hh, "count": k}))
        .collect();
    json!({
        "game": "seki", "variant": c.variant.name(), "rows": c.m, "cols": c.n,
        "max_height": c.h, "classes": c.classes, "widest_level": c.widest_level,
        "checksum": format!("{:016x}", c.checksum), "counts": counts, "magic_counts": magic,
    })
}

/// Prints a census (of `enumerate seki` or of `merge`): text, or JSON with `--json`.
pub fn report_census(
    c: &enumerate::Census,
    only: &str,
    filter: Filter,
    as_json: bool,
    figure: &FigureArgs,
    seconds: f64,
) -> Result<(), CliError> {
    let (m, n, h, v) = (c.m, c.n, c.h, c.variant);
    let peak = crate::core::run_info::peak_rss().unwrap_or(0);
    figure.emit(|| {
        let kept: Vec<(Matrix, String)> = c
            .kept
            .iter()
            .map(|(a, t)| (a.clone(), format!("{} {}", t.coarse(), t.refined())))
            .collect();
        let magic: Vec<String> = c
            .magic_counts
            .iter()
            .map(|((r, hh), k)| format!("magic squares of type {r}, height {hh}: {k}"))
            .collect();
        figures::seki::gallery(
            &format!(
                "{m}x{n} {} matrices of height <= {h}, --only {only}",
                if v == Variant::Seki { "Seki" } else { "Seki-I" }
            ),
            c.matched,
            &kept,
            magic,
        )
    })?;
    if as_json {
        let kept: Vec<_> = c
            .kept
            .iter()
            .map(|(a, t)| json!({"matrix": a.spaced(), "type": t.coarse(), "refined_type": t.refined()}))
            .collect();
        let mut out = census_summary(c);
        if let Some(o) = out.as_object_mut() {
            o.insert("kept".into(), json!(kept));
            o.insert("kept_total".into(), json!(c.matched));
            o.insert("seconds".into(), json!(seconds));
            o.insert("peak_rss_bytes".into(), json!(peak));
        }
        println!("{}", serde_json::to_string_pretty(&out).unwrap_or_default());
        return Ok(());
    }
    println!(
        "{}: every {m}x{n} matrix of height <= {h} with no zero line, up to row and column permutations",
        if v == Variant::Seki { "Seki" } else { "Seki-I" }
    );
    println!(
        "{} classes in {seconds:.2} s (peak memory {} MiB, widest level {})",
        c.classes,
        peak >> 20,
        c.widest_level
    );
    let mut by_type: std::collections::BTreeMap<(String, String), Vec<(u32, u64)>> =
        Default::default();
    for ((r, co, hh), k) in &c.counts {
        by_type
            .entry((r.clone(), co.clone()))
            .or_default()
            .push((*hh, *k));
    }
    println!("type (refined)      total  by height");
    for ((r, co), hs) in &by_type {
        let total: u64 = hs.iter().map(|x| x.1).sum();
        let per: Vec<String> = hs.iter().map(|(hh, k)| format!("h{hh}:{k}")).collect();
        println!("{co:6} {r:10} {total:>10}  {}", per.join(" "));
    }
    if !c.magic_counts.is_empty() {
        println!("magic squares:");
        for ((r, hh), k) in &c.magic_counts {
            println!("  {r:10} height {hh}: {k}");
        }
    }
    if filter != Filter::None {
        println!(
            "{} matrices match --only {only}{}:",
            c.matched,
            if c.matched > c.kept.len() as u64 {
                format!(" (first {} shown; --limit)", c.kept.len())
            } else {
                String::new()
            }
        );
        for (a, t) in &c.kept {
            println!("  {:<24} {} {}", a.compact(), t.coarse(), t.refined());
        }
    }
    Ok(())
}

/// The largest `--limit` of `enumerate seki` (matrices listed).
pub const MAX_LIMIT: u64 = 10_000_000;

/// Parses `--limit`: how many matrices to list, 0 to [`MAX_LIMIT`].
pub fn limit(text: &str) -> Result<usize, InputError> {
    let v = crate::core::error::parse_at_most(text, "limit", MAX_LIMIT)?;
    usize::try_from(v).map_err(|_| InputError::new(format!("limit {v} is too large")))
}

/// The largest side `enumerate seki` accepts in MxN (the enumerator packs at most 32 entries).
const MAX_SIDE: u64 = 32;

pub(crate) fn parse_size(size: &str) -> Result<(usize, usize), InputError> {
    parse_shape(size, MAX_SIDE)
}
