//! `--svg FILE` and `--tikz FILE`: the figure of what a command computed (issue 16).
//!
//! Each command that shows a position, a strategy or a table takes a [`FigureArgs`], checks
//! the paths before it starts computing (a typo in a directory should not cost a long run),
//! and hands the figure builder to [`FigureArgs::emit`] once its result is known. The
//! builders, one file per game family, turn solver output into the plain drawings of
//! [`crate::figure::draw`]; they never compute anything the command did not.

pub mod domineering;
pub mod findings;
pub mod heaps;
pub mod mnk;
pub mod seki;
pub mod young;

use super::CliError;
use crate::core::InputError;
use crate::figure::{Figure, Format};
use clap::Args;
use std::path::{Path, PathBuf};

/// The figure options of a command.
#[derive(Debug, Clone, Default, Args)]
pub struct FigureArgs {
    /// Also draw the result as an SVG picture to FILE.
    #[arg(long, value_name = "FILE")]
    pub svg: Option<PathBuf>,
    /// Also draw the result as a TikZ picture (a standalone LaTeX document) to FILE.
    #[arg(long, value_name = "FILE")]
    pub tikz: Option<PathBuf>,
}

impl FigureArgs {
    /// Whether a figure is asked for.
    pub fn wanted(&self) -> bool {
        self.svg.is_some() || self.tikz.is_some()
    }

    /// Refuses paths that cannot be written (a missing directory, a directory, the same file
    /// for both formats) before any work is done.
    pub fn check(&self) -> Result<(), InputError> {
        if let (Some(a), Some(b)) = (&self.svg, &self.tikz)
            && a == b
        {
            return Err(InputError::new(format!(
                "--svg and --tikz name the same file {}",
                a.display()
            )));
        }
        for path in [&self.svg, &self.tikz].into_iter().flatten() {
            writable(path)?;
        }
        Ok(())
    }

    /// Builds the figure (only if asked for) and writes each format, saying where on stderr.
    pub fn emit(&self, build: impl FnOnce() -> Figure) -> Result<(), CliError> {
        if !self.wanted() {
            return Ok(());
        }
        let figure = build();
        for (path, format) in [(&self.svg, Format::Svg), (&self.tikz, Format::Tikz)] {
            if let Some(path) = path {
                // The error names the file (`core::files::write_atomic`).
                figure
                    .write(path, format)
                    .map_err(|e| CliError::Input(InputError::new(e)))?;
                eprintln!("figure: {}", path.display());
            }
        }
        Ok(())
    }
}

/// Whether a file can be created at `path`: its directory exists and it is not a directory.
fn writable(path: &Path) -> Result<(), InputError> {
    if path.as_os_str().is_empty() {
        return Err(InputError::new("an empty figure path"));
    }
    if path.as_os_str() == "-" {
        // The command's own report goes to standard output; a figure there would be mixed
        // into it (and a file named '-' is surely not what was meant).
        return Err(InputError::new(
            "a figure is written to a file, not to standard output ('-'): name a file",
        ));
    }
    if path.is_dir() {
        return Err(InputError::new(format!(
            "the figure path {} is a directory",
            path.display()
        )));
    }
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !parent.is_dir() {
        return Err(InputError::new(format!(
            "cannot write the figure to {}: no directory {}",
            path.display(),
            parent.display()
        )));
    }
    Ok(())
}
