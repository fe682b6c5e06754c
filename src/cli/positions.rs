//! The positions of the slides' games as `solve` and `sg` both take them: on the command line
//! or from a file (`--input FILE`, `-` for standard input), resolved to the argument text the
//! parsers read. One definition per game, so the two commands cannot drift apart.

use super::input::{argument_or_file, fields, read_input};
use crate::core::InputError;
use crate::games::subtraction::SubtractionSet;
use clap::Args;
use std::path::PathBuf;

/// A subtraction game position: the set and the number of chips.
#[derive(Debug, Clone, Args)]
pub struct SubtractionPosition {
    /// The subtraction set, comma separated (e.g. 1,3,4).
    #[arg(long, value_name = "SET")]
    pub set: String,
    /// The number of chips.
    #[arg(required_unless_present = "input")]
    pub n: Option<String>,
    /// Read N from FILE instead (`-`: standard input; at most 128 KiB, trailing white space
    /// trimmed).
    #[arg(long, value_name = "FILE", conflicts_with = "n")]
    pub input: Option<PathBuf>,
}

impl SubtractionPosition {
    /// The set and the number of chips, parsed exactly.
    pub fn parsed(&self) -> Result<(SubtractionSet, u64), InputError> {
        let n = argument_or_file(self.n.as_deref(), self.input.as_deref())?;
        Ok((
            SubtractionSet::parse(&self.set)?,
            crate::core::error::parse_u64(&n, "number of chips")?,
        ))
    }
}

/// A Nim position: the heaps.
#[derive(Debug, Clone, Args)]
pub struct NimPosition {
    /// The heap sizes (e.g. 13 23 28).
    #[arg(required_unless_present = "input", value_name = "HEAP")]
    pub heaps: Vec<String>,
    /// Read the heaps from FILE instead (`-`: standard input; separated by spaces or line
    /// breaks; at most 128 KiB).
    #[arg(long, value_name = "FILE", conflicts_with = "heaps")]
    pub input: Option<PathBuf>,
}

impl NimPosition {
    /// The heap sizes, parsed exactly (each a whole number that fits 64 bits).
    pub fn sizes(&self) -> Result<Vec<u64>, InputError> {
        self.heaps()?
            .iter()
            .map(|h| crate::core::error::parse_u64(h, "heap"))
            .collect()
    }

    /// The heaps as typed, or read from the file (separated by white space).
    pub fn heaps(&self) -> Result<Vec<String>, InputError> {
        match &self.input {
            None if self.heaps.is_empty() => Err(InputError::new("expected at least one heap")),
            None => Ok(self.heaps.clone()),
            Some(_) if !self.heaps.is_empty() => {
                argument_or_file(Some(""), self.input.as_deref()).map(|_| Vec::new())
            }
            Some(file) => Ok(read_input(file)?
                .split_whitespace()
                .map(str::to_string)
                .collect()),
        }
    }
}

/// A Wythoff position: two piles.
#[derive(Debug, Clone, Args)]
pub struct WythoffPosition {
    /// The first pile.
    #[arg(required_unless_present = "input")]
    pub x: Option<String>,
    /// The second pile.
    #[arg(required_unless_present = "input")]
    pub y: Option<String>,
    /// Read the piles "X Y" from FILE instead (`-`: standard input; at most 128 KiB).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["x", "y"])]
    pub input: Option<PathBuf>,
}

impl WythoffPosition {
    /// The two piles as typed or read.
    pub fn piles(&self) -> Result<(String, String), InputError> {
        match (self.x.as_deref(), self.y.as_deref(), self.input.as_deref()) {
            (Some(x), Some(y), None) => Ok((x.to_string(), y.to_string())),
            (None, None, Some(file)) => {
                let text = read_input(file)?;
                let f = fields(&text, 2, "two piles X Y")?;
                Ok((f[0].to_string(), f[1].to_string()))
            }
            (_, _, Some(_)) => Err(InputError::new(
                "the piles are given twice: as arguments and by --input; give one",
            )),
            _ => Err(InputError::new("expected two piles X Y")),
        }
    }
}
