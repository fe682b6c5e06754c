//! Parser checks for the Domineering and Column-Row input formats (see the parent module):
//! board sides (`solve domineering M N`, `alpha M N`, ...), the bounded whole numbers every
//! size option of these commands is read with, Young diagrams (`sg column-row 5,3,3,1`) and
//! positions (`solve domineering --position ..#./....`).

use super::round_trip;
use crate::games::column_row::partition::{MAX_SIDE as MAX_PART, Partition, parse_number};
use crate::games::domineering::board::{MAX_SIDE, parse_side};
use crate::games::domineering::position::Position;

/// Every format on the same text.
pub fn check(data: &[u8]) -> Result<(), String> {
    let text = super::text(data);
    round_trip(&text, parse_side, |v| v.to_string())?;
    for (lo, hi) in [(0, u64::MAX), (1, 4), (1, MAX_SIDE)] {
        round_trip(&text, |t| parse_number(t, lo, hi), |v| v.to_string())?;
        exact_number(&text, lo, hi)?;
    }
    round_trip(&text, Partition::parse, |p| p.to_string())?;
    nothing_dropped(&text)?;
    round_trip(&text, Position::parse, |p| p.to_string())?;
    position_exact(&text)?;
    Ok(())
}

/// A position read from text is the text itself: its rows, with line ends (`\n`, `\r\n`)
/// written as `/`, print back exactly (only white space around the whole is dropped).
fn position_exact(text: &str) -> Result<(), String> {
    let Ok(p) = Position::parse(text) else {
        return Ok(());
    };
    let rows = text.trim().replace("\r\n", "/").replace('\n', "/");
    if rows != p.to_string() {
        return Err(format!("{text:?} read as {p}"));
    }
    Ok(())
}

/// A bounded number is the text's own value or refused; a too large one is refused with the
/// user's number and the bound ("123 is too large: at most 4").
fn exact_number(text: &str, lo: u64, hi: u64) -> Result<(), String> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    match parse_number(text, lo, hi) {
        Ok(v) => {
            let plain = text.trim_start_matches('0');
            let plain = if plain.is_empty() { "0" } else { plain };
            if !digits || plain != v.to_string() || v < lo || v > hi {
                return Err(format!("{text:?} read as {v} within {lo}..={hi}"));
            }
        }
        Err(e) if digits && text.len() <= 40 => {
            let bound = match text.parse::<u64>() {
                Ok(v) if v >= lo && v <= hi => {
                    return Err(format!("{text:?} refused within {lo}..={hi}: {e}"));
                }
                Ok(v) if v < lo => format!("at least {lo}"),
                _ => format!("at most {hi}"),
            };
            if !(e.0.contains(text) && e.0.contains(&bound)) {
                return Err(format!(
                    "{text:?} refused without its number and {bound:?}: {e}"
                ));
            }
        }
        Err(_) => {}
    }
    Ok(())
}

/// A partition read from text keeps every number in it: no stray character is skipped, no
/// part is lost, so the parts are exactly the text's digit runs (zeros at the end dropped).
fn nothing_dropped(text: &str) -> Result<(), String> {
    let Ok(p) = Partition::parse(text) else {
        return Ok(());
    };
    if let Some(c) = text
        .chars()
        .find(|c| !(c.is_ascii_digit() || c.is_whitespace() || matches!(c, ',' | '(' | ')')))
    {
        return Err(format!("{text:?} read as {p} despite {c:?}"));
    }
    let mut runs: Vec<u64> = text
        .split(|c: char| !c.is_ascii_digit())
        .filter(|r| !r.is_empty())
        .map(|r| r.parse::<u64>().unwrap_or(u64::MAX))
        .collect();
    while runs.last() == Some(&0) {
        runs.pop();
    }
    let parts: Vec<u64> = p.parts().iter().map(|&x| u64::from(x)).collect();
    if runs != parts || parts.iter().any(|&x| x > MAX_PART) {
        return Err(format!(
            "{text:?} read as {p}: parts {parts:?}, numbers {runs:?}"
        ));
    }
    Ok(())
}
