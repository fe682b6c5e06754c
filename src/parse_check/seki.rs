//! Parser checks for the seki input formats (see the parent module): the matrix text of
//! `cgcheck solve seki`, printed back in the form `solve seki --json` reports
//! ([`Matrix::spaced`]) and in the form `enumerate seki` lists ([`Matrix::compact`]); both
//! must parse back to the same matrix. Also the enumeration filter (`--only`).

use super::{one_line, round_trip, text};
use crate::games::seki::Matrix;
use crate::games::seki::enumerate::Filter;

/// Checks one input against every seki format.
pub fn check(data: &[u8]) -> Result<(), String> {
    let input = text(data);
    round_trip(&input, Matrix::parse, Matrix::spaced)?;
    round_trip(&input, Matrix::parse, Matrix::compact)?;
    // The value, printed, is the matrix the parser read: nothing dropped or reinterpreted.
    if let Ok(a) = Matrix::parse(&input) {
        let entries: usize = input
            .split([';', '\n'])
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(|l| {
                let words = l.split(|c: char| c.is_whitespace() || c == ',');
                let words: Vec<&str> = words.filter(|w| !w.is_empty()).collect();
                if words.len() == 1 && words[0].len() == l.len() {
                    l.len()
                } else {
                    words.len()
                }
            })
            .sum();
        if entries != a.rows() * a.cols() {
            return Err(format!(
                "{input:?} has {entries} entries but parsed as a {}x{} matrix",
                a.rows(),
                a.cols()
            ));
        }
    }
    if let Err(e) = Filter::parse(&input) {
        one_line(&input, &e.to_string())?;
    }
    Ok(())
}
