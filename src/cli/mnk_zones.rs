//! `cgcheck solve mnk M N K --zones [--budget B] [--certificate FILE]`: a draw proved with
//! the zone prover, each side's hold written as a zone certificate and checked by the naive
//! zone checker before anything is reported.

use super::CliError;
use super::mnk::{certificate_question, exact, game, input, write_provenance};
use crate::games::mnk::{zone_certificate, zone_check};
use crate::guard::Estimate;
use crate::records;
use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Instant;

/// The budget of `--zones` when none is given: positions a hold (a ceiling of about 83
/// minutes and 1.3 GB at the rates below).
pub const DEFAULT_BUDGET: &str = "5000000";
/// Seconds a position of the zone prover takes at most over a long search, as measured here
/// (release, one thread: 7 x 7, k = 5, 18 s for W's 297K positions, its certificate checked
/// included; 8 x 4, k = 4, 27 s for 2.7M; 8 x 8, k = 5, about 0.65 ms a position over the
/// first 740K, up to 1 ms; a position looks ahead one stone for a pairing), rounded up.
const SECONDS_PER_POSITION: f64 = 1e-3;
/// Bytes a position of the zone prover's table takes at most, with the certificate built
/// from it, as measured here (7 x 7, k = 5, before the look-ahead: 18.2 GB at 75M
/// positions), rounded up.
const BYTES_PER_POSITION: u64 = 250;

/// Proves both holds of the game (one stone a turn, the empty board) with at most `budget`
/// positions each, and writes them to `certificate` if given.
pub fn solve(
    [m, n, k, p, q]: [&str; 5],
    after: &str,
    budget: &str,
    as_json: bool,
    certificate: Option<&std::path::Path>,
) -> Result<(), CliError> {
    let g = game(m, n, k, p, q)?;
    if !after.trim().is_empty() {
        return Err(input(
            "--zones proves holds from the empty board: --after is not taken".into(),
        ));
    }
    let budget = exact(budget, "budget", &u64::MAX.to_string())?;
    // The prover's own refusals (one stone a turn, at most 64 squares, 16 columns) come first.
    crate::games::mnk::zone::ZoneProver::new(g, 1)?;
    super::seki::check_output(certificate)?;
    let question = certificate_question(&g, (0, 0), Some(records::MnkClaim::Draw));
    if let Some(path) = certificate {
        records::may_write("--certificate", path, &question, crate::guard::forced())?;
    }
    let label = format!("({},{},{},{},{})", g.m, g.n, g.k, g.p, g.q);
    let start = Instant::now();
    let count = Arc::new(AtomicU64::new(0));
    let mut text = String::new();
    let mut lines = Vec::new();
    for holder_is_b in [false, true] {
        let (d, a) = if holder_is_b { ("B", "W") } else { ("W", "B") };
        let ceiling = budget as f64;
        let _beat = Estimate::new(
            format!("{d}'s hold in {label} by the zone prover (at most {budget} positions)"),
            ceiling * SECONDS_PER_POSITION,
            (ceiling as u64).saturating_mul(BYTES_PER_POSITION),
        )
        .as_ceiling()
        .admit_counting(count.clone())?;
        let cert = zone_certificate::build(g, holder_is_b, budget, Some(count.clone()))?;
        let Some(cert) = cert else {
            let message = format!(
                "{label}: {d}'s hold is not proved within {budget} positions (undecided: {a} may still win, or the budget is too small)"
            );
            return Err(CliError::Run(message));
        };
        let searched = count.load(std::sync::atomic::Ordering::Relaxed);
        let nodes = zone_check::check(&cert).map_err(CliError::Run)?;
        lines.push(format!(
            "{d} keeps {a} from a line: a zone proof of {nodes} nodes ({searched} positions searched), checked by the naive zone checker"
        ));
        if certificate.is_some() {
            text.push_str(&cert.to_text());
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    if as_json {
        println!(
            "{}",
            serde_json::to_string_pretty(&serde_json::json!({
                "game": [g.m, g.n, g.k, g.p, g.q],
                "value": "D",
                "method": "zone prover",
                "holds": lines,
                "seconds": seconds,
            }))
            .unwrap_or_default()
        );
    } else {
        println!("{label}: a draw (D), both holds proved by the zone prover in {seconds:.2} s");
        for line in &lines {
            println!("  {line}");
        }
    }
    if let Some(path) = certificate {
        records::may_write("--certificate", path, &question, crate::guard::forced())?;
        if text.len() as u64 > crate::games::mnk::certificate::MAX_TEXT {
            eprintln!(
                "note: the certificate has {} bytes, more than `check-certificate` reads ({} MiB): it was checked here, in this run",
                text.len(),
                crate::games::mnk::certificate::MAX_TEXT >> 20
            );
        }
        crate::core::files::write_atomic(path, text.as_bytes()).map_err(CliError::Run)?;
        write_provenance(path, seconds)?;
        eprintln!("certificate written to {}", path.display());
    }
    Ok(())
}
