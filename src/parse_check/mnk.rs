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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_inputs_round_trip() {
        for t in [
            "a1 b2, c3",
            "1. b2 ... a1 (2. c1 ... a3(F) [4. b1/c3 ... b3]) 2. b1 ... b3(F)",
            "mnk 3 3 3 1 1 winner B root 10 8\n10 2 c1\n",
            "mnk 3 3 3 1 1 holds W root 10 1\n11 100 a3\n11 4 c3\n",
            "mnk 4 3 3 1 1 winner B\n0 0 b2\n",
        ] {
            assert_eq!(check(t.as_bytes()), Ok(()), "{t}");
        }
    }

    #[test]
    fn bad_inputs_are_refused_cleanly() {
        for t in [
            "a18446744073709551617",
            "zz99999999999999999999999",
            "1. b2 )",
            "((((",
            "mnk 99999999999999999999 3 3 1 1 winner B\n0 0 a1",
            "mnk 3 3 3 1 1 winner B root ffffffffffffffff 0\n0 0 a1",
            "mnk 3 3 3 1 1 winner B\n",
            "\u{0}\u{1}(F)#...",
        ] {
            assert_eq!(check(t.as_bytes()), Ok(()), "{t}");
        }
    }

    /// Random text close to the formats (numbers, squares, brackets, marks, headers).
    #[test]
    fn random_text_near_the_formats() {
        const PIECES: &[&str] = &[
            "1.",
            "2.",
            " ",
            "...",
            "a1",
            "b2",
            "c3",
            "zz93",
            "/",
            "(F)",
            "#",
            "(",
            ")",
            "[",
            "]",
            "{",
            "}",
            "if",
            "draws",
            "9",
            "0",
            "18446744073709551616",
            ".",
            "\n",
            "mnk 3 3 3 1 1 ",
            "winner B",
            "holds W",
            " root ",
            "10 8",
            "\n10 2 c1",
            " pairs a1-b2",
            "ff",
            "-",
            ",",
            "\u{e9}",
            "symmetrical",
            "4096.",
        ];
        let mut s: u64 = 0x2545_f491_4f6c_dd1d;
        for _ in 0..COUNT {
            let mut t = String::new();
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            let len = (s % 16) as usize;
            for _ in 0..len {
                s ^= s >> 12;
                s ^= s << 25;
                s ^= s >> 27;
                t.push_str(
                    PIECES[(s.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40) as usize % PIECES.len()],
                );
            }
            assert_eq!(check(t.as_bytes()), Ok(()), "{t:?}");
        }
    }

    const COUNT: usize = 20_000;
}
