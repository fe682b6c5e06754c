//! Parser checks for the numbers users type (see the parent module): non-negative integers
//! (heaps, piles, chips, seeds), `--threads`, durations as `cgcheck hunt --time` parses them,
//! subtraction sets and `MxN` sizes. Each parses exactly (and prints back to the same value)
//! or is refused on one line.

use super::{round_trip, text};
use crate::core::error::{parse_duration, parse_in_range, parse_shape, parse_u64};
use crate::games::subtraction::SubtractionSet;

/// Checks one input against every number format.
pub fn check(data: &[u8]) -> Result<(), String> {
    let input = text(data);
    round_trip(&input, |t| parse_u64(t, "heap"), u64::to_string)?;
    // Exact: a number that parses is the digits typed, nothing else.
    if let Ok(v) = parse_u64(&input, "heap")
        && input.trim().trim_start_matches('0').len() != v.to_string().trim_start_matches('0').len()
    {
        return Err(format!("{input:?} parsed as {v}"));
    }
    round_trip(
        &input,
        |t| parse_in_range(t, "threads", 1, 64),
        u64::to_string,
    )?;
    round_trip(&input, parse_duration, |d| format!("{}s", d.as_secs()))?;
    round_trip(&input, SubtractionSet::parse, |s: &SubtractionSet| {
        s.elements()
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(",")
    })?;
    round_trip(&input, |t| parse_shape(t, 64), |(m, n)| format!("{m}x{n}"))?;
    Ok(())
}
