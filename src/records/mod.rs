//! One rule for every stored record outside `evidence/deep.json` (issue 44): Seki censuses
//! (`enumerate seki --record`, `merge --record`), k-in-a-row certificates (`solve mnk
//! --certificate`, `merge --certificate`) and Domineering outcome records (`solve domineering
//! --outcome-only --record`).
//!
//! # The rule
//!
//! A file already at the path is replaced only by a record **at least as strong** that
//! answers **the same question**; anything else is refused with one line naming both records
//! (exit 2), unless `--force`, which overwrites and says so on stderr. An empty file (a
//! temporary file made for the output) is no record and is overwritten. A file that is not a
//! record of the kind being written is refused too: a census is not written over a
//! certificate. The rule is checked twice: before the work, with what is known then (the
//! shape, the game, the board), so that a long run is not wasted, and just before the write,
//! with the result.
//!
//! Per family ([`Record::replaces`]):
//!
//! - **A census** ([`Census`]) answers "the m x n matrices of one variant, listing those one
//!   filter keeps". Another shape, variant or filter is another record. A lower height is
//!   weaker; at the same height, a listing cut short by `--limit` is weaker than a complete
//!   one.
//! - **A k-in-a-row certificate** ([`MnkCertificate`]) answers "who wins (m,n,k,p,q) from this
//!   root": another game or root is another record; another claim (a win of the other player,
//!   a draw against a win) contradicts the stored one and is refused (one of the two provers
//!   or checkers would be wrong: look before forcing).
//! - **A Domineering outcome record** ([`DomineeringOutcome`]) holds one position (a board)
//!   and its class: another position is another record; another class for the same position
//!   contradicts the stored one.
//!
//! Two records of the same question and strength: the new one stands (its timings are the
//! newer). `DeepStore::record_deep` / `record_hunt` (`src/claims/store.rs`) keep the same
//! rule for `evidence/deep.json`, with the strength of deep records (refutes, settles,
//! covers the bound). One difference, on purpose: there a stale stored record gives way to
//! any run of today's check (a deep run is minutes); here a stale artifact does not give way
//! to a weaker one (a census or a 9 x 9 search is up to half an hour, and a stale census
//! still states what its engine found): re-make it at least as strong, or use `--force`.
//!
//! # Freshness
//!
//! Each of these artifacts also carries its provenance
//! ([`provenance::ArtifactProvenance`]: version, commit, date, machine, seconds, peak
//! memory, the fingerprint of the engine code that made it ([`EngineCode`]) and its canary);
//! [`artifacts`] judges whether it still stands for today's engine, and `cgcheck artifacts`
//! lists them all.
//!
//! # The layer
//!
//! This module is the record model every stored result shares, below the claims, the hunts
//! and the split runs that make records: the replace rule (here), [`provenance`], the
//! engines' behavioural [`canary`] samples, the freshness of stored [`artifacts`], and the
//! Seki [`census`] record with its naive checker ([`census_check`]). It uses only the kernel
//! and the games.

pub mod artifacts;
pub mod canary;
pub mod census;
pub mod census_check;
pub mod provenance;

use crate::core::InputError;
use std::io::BufRead;
use std::path::Path;

/// A record kind under the rule.
pub trait Record: Sized {
    /// The kind, in words ("a Seki census record").
    const KIND: &'static str;
    /// Reads the record stored at `path` (its file exists and is not empty).
    fn read(path: &Path) -> Result<Self, String>;
    /// What the record answers, and how far, in words: it names the record in a refusal.
    fn question(&self) -> String;
    /// `Ok` when `self` may replace `stored`; otherwise why not, in words.
    fn replaces(&self, stored: &Self) -> Result<(), String>;
}

/// Whether `new` may be written to `path` (the `flag` that names it, e.g. `--record`): `Ok`
/// when there is no record there, or a record `new` replaces, or `force` (then a warning on
/// stderr says what was overwritten); otherwise the one-line refusal.
pub fn may_write<R: Record>(
    flag: &str,
    path: &Path,
    new: &R,
    force: bool,
) -> Result<(), InputError> {
    let Ok(meta) = std::fs::metadata(path) else {
        return Ok(());
    };
    if meta.is_dir() || meta.len() == 0 {
        // A directory is refused by the writer's own path check; an empty file holds nothing.
        return Ok(());
    }
    let why = match R::read(path) {
        Err(e) => format!("it is not {} ({e})", R::KIND),
        Ok(stored) => match new.replaces(&stored) {
            Ok(()) => return Ok(()),
            Err(why) => format!(
                "it holds {}, this run's is {} ({why})",
                stored.question(),
                new.question()
            ),
        },
    };
    if force {
        // Said once per path, though a writer checks before and after its work.
        static WARNED: std::sync::Mutex<Vec<std::path::PathBuf>> =
            std::sync::Mutex::new(Vec::new());
        let mut warned = WARNED
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if !warned.iter().any(|p| p == path) {
            warned.push(path.to_path_buf());
            eprintln!(
                "warning: {flag}: overwriting {}: {why} (--force)",
                path.display()
            );
        }
        Ok(())
    } else {
        Err(InputError::new(format!(
            "{flag}: refusing to overwrite {}: {why}; rerun with --force to overwrite it",
            path.display()
        )))
    }
}

/// The largest JSON record read to decide (the stored censuses are at most a few MB).
pub const MAX_RECORD_BYTES: u64 = 64 << 20;

pub fn read_json(path: &Path) -> Result<serde_json::Value, String> {
    let text =
        crate::core::files::read_text_capped(path, MAX_RECORD_BYTES, "record").map_err(|e| e.0)?;
    serde_json::from_str(&text).map_err(|e| format!("not JSON: {e}"))
}

/// A Seki census record, as far as the rule needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Census {
    /// `seki` or `seki-i`.
    pub variant: String,
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// Largest entry.
    pub h: u32,
    /// The `--only` filter of the listing.
    pub only: String,
    /// Whether the listing holds every matched matrix (`None`: not known yet, before the run).
    pub complete: Option<bool>,
}

impl Record for Census {
    const KIND: &'static str = "a Seki census record";

    fn read(path: &Path) -> Result<Census, String> {
        let v = read_json(path)?;
        let field = |k: &str| v.get(k).ok_or_else(|| format!("no field '{k}'"));
        let number = |k: &str| {
            field(k)?
                .as_u64()
                .ok_or_else(|| format!("'{k}' is not a number"))
        };
        let text = |k: &str| {
            field(k)?
                .as_str()
                .map(str::to_string)
                .ok_or_else(|| format!("'{k}' is not text"))
        };
        let format = text("format")?;
        if !format.starts_with("cgcheck-seki-census") {
            return Err(format!("format '{format}'"));
        }
        let kept = field("kept")?.as_array().map_or(0, Vec::len) as u64;
        Ok(Census {
            variant: text("variant")?,
            m: usize::try_from(number("m")?).map_err(|e| e.to_string())?,
            n: usize::try_from(number("n")?).map_err(|e| e.to_string())?,
            h: u32::try_from(number("h")?).map_err(|e| e.to_string())?,
            only: text("only")?,
            complete: Some(kept >= number("matched")?),
        })
    }

    fn question(&self) -> String {
        format!(
            "the {}x{} {} census of height <= {} listing '{}'{}",
            self.m,
            self.n,
            self.variant,
            self.h,
            self.only,
            if self.complete == Some(false) {
                " (cut short by --limit)"
            } else {
                ""
            }
        )
    }

    fn replaces(&self, stored: &Census) -> Result<(), String> {
        if (&self.variant, self.m, self.n, &self.only)
            != (&stored.variant, stored.m, stored.n, &stored.only)
        {
            Err("another shape, variant or filter: a different record".into())
        } else if self.h < stored.h {
            Err("a lower height: weaker".into())
        } else if self.h == stored.h
            && stored.complete == Some(true)
            && self.complete == Some(false)
        {
            Err("an incomplete listing at the same height: weaker".into())
        } else {
            Ok(())
        }
    }
}

/// What a k-in-a-row certificate file certifies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MnkClaim {
    /// A win for B (`true`) or W.
    Win(bool),
    /// A draw: each side keeps the other from a line (both hold certificates).
    Draw,
    /// One side keeps the other from a line (`true`: B holds), the other half missing.
    Holds(bool),
}

/// One section header of a certificate: the game, the root, whether it is a hold
/// certificate, whether its side is B.
type Header = ([u64; 5], (u64, u64), bool, bool);

/// A k-in-a-row certificate, as far as the rule needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MnkCertificate {
    /// m, n, k, p, q.
    pub game: [u64; 5],
    /// The root position (black, white bit masks).
    pub root: (u64, u64),
    /// What it certifies (`None`: not known yet, before the run).
    pub claim: Option<MnkClaim>,
}

impl MnkCertificate {
    /// The header fields of one section (`mnk M N K P Q winner|holds|zone-holds B|W [root
    /// BLACK WHITE]`).
    fn header(line: &str) -> Result<Header, String> {
        let w: Vec<&str> = line.split_whitespace().collect();
        let bad = || {
            format!(
                "a header that is not `mnk M N K P Q winner|holds B|W root BLACK WHITE`: '{line}'"
            )
        };
        if w.len() < 8 || w[0] != "mnk" {
            return Err(bad());
        }
        let mut game = [0u64; 5];
        for (g, t) in game.iter_mut().zip(&w[1..6]) {
            *g = t.parse().map_err(|_| bad())?;
        }
        let hold = match w[6] {
            "winner" => false,
            "holds" | "zone-holds" => true,
            _ => return Err(bad()),
        };
        let b = match w[7] {
            "B" => true,
            "W" => false,
            _ => return Err(bad()),
        };
        let hex = |t: &str| u64::from_str_radix(t, 16).map_err(|_| bad());
        let root = match w.get(8..11) {
            Some(["root", x, y]) => (hex(x)?, hex(y)?),
            _ => (0, 0),
        };
        Ok((game, root, hold, b))
    }
}

impl Record for MnkCertificate {
    const KIND: &'static str = "a k-in-a-row certificate";

    /// Reads only the section headers (lines starting `mnk `), streaming: the file may be
    /// large.
    fn read(path: &Path) -> Result<MnkCertificate, String> {
        let file = open_regular(path)?;
        let mut heads = Vec::new();
        let mut first = true;
        for line in std::io::BufReader::new(file).split(b'\n') {
            let line = line.map_err(|e| e.to_string())?;
            if first || line.starts_with(b"mnk ") {
                let text = String::from_utf8(line).map_err(|_| "not UTF-8 text".to_string())?;
                heads.push(MnkCertificate::header(&text)?);
            }
            first = false;
        }
        let Some(&(game, root, _, _)) = heads.first() else {
            return Err("no header".into());
        };
        if heads.iter().any(|h| (h.0, h.1) != (game, root)) {
            return Err("sections of different games or roots".into());
        }
        let wins: Vec<bool> = heads.iter().filter(|h| !h.2).map(|h| h.3).collect();
        let holds: Vec<bool> = heads.iter().filter(|h| h.2).map(|h| h.3).collect();
        let claim = match (wins.first(), holds.contains(&true), holds.contains(&false)) {
            (Some(&b), _, _) => MnkClaim::Win(b),
            (None, true, true) => MnkClaim::Draw,
            (None, b, _) => MnkClaim::Holds(b),
        };
        Ok(MnkCertificate {
            game,
            root,
            claim: Some(claim),
        })
    }

    fn question(&self) -> String {
        let [m, n, k, p, q] = self.game;
        let root = if self.root == (0, 0) {
            String::new()
        } else {
            format!(" from the position {:x} {:x}", self.root.0, self.root.1)
        };
        let claim = match self.claim {
            None => String::new(),
            Some(MnkClaim::Win(b)) => format!(": a win for {}", if b { "B" } else { "W" }),
            Some(MnkClaim::Draw) => ": a draw".into(),
            Some(MnkClaim::Holds(b)) => format!(": {} holds", if b { "B" } else { "W" }),
        };
        format!("a certificate of ({m},{n},{k},{p},{q}){root}{claim}")
    }

    fn replaces(&self, stored: &MnkCertificate) -> Result<(), String> {
        if (self.game, self.root) != (stored.game, stored.root) {
            return Err("another game or position: a different record".into());
        }
        match (self.claim, stored.claim) {
            (Some(a), Some(b)) if a != b => Err(
                "another result for the same game: one of the two is wrong, check both with `cgcheck check-certificate`"
                    .into(),
            ),
            _ => Ok(()),
        }
    }
}

/// A Domineering outcome record (`solve domineering ... --outcome-only --record`): one
/// position and its class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DomineeringOutcome {
    /// The position, rows separated by `/`.
    pub position: String,
    /// The outcome class (`None`: not known yet, before the run).
    pub outcome: Option<String>,
}

impl Record for DomineeringOutcome {
    const KIND: &'static str = "a Domineering outcome record";

    fn read(path: &Path) -> Result<DomineeringOutcome, String> {
        let v = read_json(path)?;
        let answer = v.get("answer").ok_or("no field 'answer'")?;
        let text = |k: &str| {
            answer
                .get(k)
                .and_then(serde_json::Value::as_str)
                .map(str::to_string)
                .ok_or_else(|| format!("no text field 'answer.{k}'"))
        };
        Ok(DomineeringOutcome {
            position: text("position")?,
            outcome: Some(text("outcome")?),
        })
    }

    fn question(&self) -> String {
        let rows: Vec<&str> = self.position.split('/').collect();
        let cols = rows.first().map_or(0, |r| r.len());
        let empty = !self.position.contains('#');
        format!(
            "the class of the {} x {cols} {}{}",
            rows.len(),
            if empty { "empty board" } else { "position " },
            if empty { "" } else { &self.position }
        ) + &self
            .outcome
            .as_ref()
            .map_or(String::new(), |o| format!(": {o}"))
    }

    fn replaces(&self, stored: &DomineeringOutcome) -> Result<(), String> {
        if self.position != stored.position {
            return Err("another position: a different record".into());
        }
        match (&self.outcome, &stored.outcome) {
            (Some(a), Some(b)) if a != b => {
                Err("another class for the same position: one of the two is wrong".into())
            }
            _ => Ok(()),
        }
    }
}

/// A census's question and strength, as a writer knows it (`complete`: `None` before the
/// run).
pub fn census(
    variant: &str,
    m: usize,
    n: usize,
    h: u32,
    only: &str,
    complete: Option<bool>,
) -> Census {
    Census {
        variant: variant.to_string(),
        m,
        n,
        h,
        only: only.to_string(),
        complete,
    }
}

/// The source files of an engine that writes artifacts: what an artifact's engine fingerprint
/// is taken over.
#[derive(Debug, Clone, Copy)]
pub struct EngineCode {
    /// The engine's name (`mnk`, `domineering`, `seki`), as its canary is named
    /// (`crate::records::artifacts`).
    pub name: &'static str,
    /// The texts of its files.
    pub files: &'static [&'static str],
}

impl EngineCode {
    /// The fingerprint of its code as the compiler reads it ([`crate::core::code_print`]: comments,
    /// doc comments, formatting, visibility and lint attributes do not count). What an
    /// artifact stores as its `engine`.
    pub fn code(&self) -> String {
        crate::core::code_print::fingerprint(self.files.iter().copied())
    }

    /// The fingerprint of its files' bytes, which artifacts stored before the normalised one
    /// (any edit, a comment included, changed it).
    pub fn bytes(&self) -> String {
        crate::core::digest::fnv_hex_texts(self.files.iter().copied())
    }

    /// Whether `stored` is the fingerprint of today's code, in either form.
    pub fn is_today(&self, stored: &str) -> bool {
        stored == self.code() || stored == self.bytes()
    }
}

/// The Seki census engine's files ([`EngineCode::code`] is their normalised fingerprint).
pub const SEKI_ENGINE: EngineCode = EngineCode {
    name: "seki",
    files: &[
        include_str!("../games/seki/enumerate.rs"),
        include_str!("../games/seki/canon.rs"),
        include_str!("../games/seki/fast.rs"),
        include_str!("../games/seki/rules.rs"),
        include_str!("../games/seki/matrix.rs"),
    ],
};

/// The code that builds k-in-a-row certificates (the prover and the certificate builders,
/// with the board and symmetries they use).
pub const MNK_ENGINE: EngineCode = EngineCode {
    name: "mnk",
    files: &[
        include_str!("../games/mnk/board.rs"),
        include_str!("../games/mnk/solver.rs"),
        include_str!("../games/mnk/prover.rs"),
        include_str!("../games/mnk/certificate.rs"),
        include_str!("../games/mnk/hold.rs"),
        include_str!("../games/mnk/naive.rs"),
    ],
};

/// The code that finds a Domineering board's class (the search, its move ordering and
/// counts, and the cuts).
pub const DOMINEERING_ENGINE: EngineCode = EngineCode {
    name: "domineering",
    files: &[
        include_str!("../games/domineering/board.rs"),
        include_str!("../games/domineering/cells.rs"),
        include_str!("../games/domineering/counts.rs"),
        include_str!("../games/domineering/preference.rs"),
        include_str!("../games/domineering/table.rs"),
        include_str!("../games/domineering/outcome.rs"),
        include_str!("../games/domineering/cuts.rs"),
    ],
};

/// The fingerprint of today's k-in-a-row certificate code ([`MNK_ENGINE`]).
pub fn mnk_engine() -> String {
    MNK_ENGINE.code()
}

/// The fingerprint of today's Domineering outcome code ([`DOMINEERING_ENGINE`]).
pub fn domineering_engine() -> String {
    DOMINEERING_ENGINE.code()
}

/// The provenance file kept beside a certificate (`FILE.provenance.json`): the certificate
/// formats are read by naive checkers that are kept small, so the provenance is not in them.
pub fn sidecar(path: &Path) -> std::path::PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".provenance.json");
    std::path::PathBuf::from(s)
}

/// Opens the file at `path` for a streamed read, refusing what is not a regular file (a
/// device such as /dev/zero never ends, a directory cannot be read), so that a stream over
/// it ends, after the file's size at most.
pub fn open_regular(path: &Path) -> Result<std::fs::File, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    match file.metadata() {
        Ok(m) if m.is_file() => Ok(file),
        Ok(_) => Err("not a regular file".into()),
        Err(e) => Err(e.to_string()),
    }
}

/// FNV-1a of a file's bytes, streamed: ties a certificate's provenance file to its text.
pub fn file_checksum(path: &Path) -> Result<String, String> {
    use std::hash::Hasher;
    use std::io::Read;
    let mut file = open_regular(path)?;
    let mut h = fnv::FnvHasher::default();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        let k = file.read(&mut buf).map_err(|e| e.to_string())?;
        if k == 0 {
            break;
        }
        h.write(&buf[..k]);
    }
    Ok(format!("{:016x}", h.finish()))
}
