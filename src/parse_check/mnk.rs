//! Parser checks for the mnk input formats (see the parent module): square names and lists
//! of them (`--after`), the paper's line notation (`cgcheck line mnk`), and certificate text
//! (`cgcheck check-certificate`). The same text goes through all three.

use super::{one_line, round_trip, text};
use crate::games::mnk::board::Params;
use crate::games::mnk::certificate::Certificate;
use crate::games::mnk::hold::HoldCertificate;
use crate::games::mnk::notation::{self, Leaf, Stone};

/// Checks every mnk format on `data`.
pub fn check(data: &[u8]) -> Result<(), String> {
    let input = text(data);
    squares(&input)?;
    line(&input)?;
    certificates(&input)
}

/// Square lists on a small board and on the largest side (two-letter columns): refused in
/// one line, or names that print back to the same squares.
fn squares(input: &str) -> Result<(), String> {
    for (m, n) in [(3, 3), (702, 93)] {
        let g = Params::new(m, n, 3, 1, 1).map_err(|e| e.to_string())?;
        round_trip(
            input,
            |t| g.parse_cells(t),
            |cells| {
                cells
                    .iter()
                    .map(|&c| g.cell_name(c))
                    .collect::<Vec<_>>()
                    .join(" ")
            },
        )?;
        if let Ok(cells) = g.parse_cells(input)
            && let Some(&c) = cells.iter().find(|&&c| c >= g.cells())
        {
            return Err(format!("{input:?}: square {c} is off the {m}x{n} board"));
        }
    }
    Ok(())
}

/// A leaf's stones in the notation, one numbered move each (`3. ... c1/c2(F)#`).
fn print_stones(stones: &[Option<Stone>]) -> String {
    stones
        .iter()
        .flatten()
        .map(|s| {
            format!(
                "{}. {}{}{}{}",
                s.ply / 2 + 1,
                if s.ply % 2 == 1 { "... " } else { "" },
                s.squares.join("/"),
                if s.forced { "(F)" } else { "" },
                if s.wins { "#" } else { "" }
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The line notation: refused in one line, or leaves each of which, printed as one plain
/// line, reads back as exactly its stones.
fn line(input: &str) -> Result<(), String> {
    let leaves: Vec<Leaf> = match notation::parse(input) {
        Err(e) => return one_line(input, &e.to_string()),
        Ok(l) => l,
    };
    for leaf in &leaves {
        let printed = print_stones(&leaf.stones);
        match notation::parse(&printed) {
            Ok(again) if again.len() == 1 && again[0].stones == leaf.stones => {}
            Ok(again) => {
                return Err(format!(
                    "{input:?}: leaf printed as {printed:?} reads back as {:?}",
                    again
                        .iter()
                        .map(|l| print_stones(&l.stones))
                        .collect::<Vec<_>>()
                ));
            }
            Err(e) => {
                return Err(format!(
                    "{input:?}: leaf printed as {printed:?} is refused: {e}"
                ));
            }
        }
        if leaf.stones.len() > notation::MAX_PLY {
            return Err(format!("{input:?}: a leaf of {} stones", leaf.stones.len()));
        }
    }
    // The lenient reader of transcribed text never fails on what the strict one reads.
    if notation::leaves(input).len() != leaves.len() {
        return Err(format!("{input:?}: the lenient reader disagrees"));
    }
    Ok(())
}

/// Certificate text, win and hold: refused in one line, or a certificate whose text reads
/// back as the same certificate (never a panic on any text).
fn certificates(input: &str) -> Result<(), String> {
    round_trip(input, Certificate::parse, Certificate::to_text)?;
    round_trip(input, HoldCertificate::parse, HoldCertificate::to_text)
}
