//! A k-in-a-row proof split by the first stone (`cgcheck solve mnk ... --shard I/N --dir D`),
//! and its certificates merged (issue 17).
//!
//! # The split
//!
//! Let X be the side to move at the root R and Y the other side. The root is first replaced
//! by its canonical image R* (the certificates key every position that way), and X's stones
//! on R* are grouped into classes: two stones are in one class when they lead to the same
//! canonical position. The classes, ordered by that position, are dealt round robin to the
//! parts. For each of its classes, with c its least stone, a part asks the prover about the
//! position R* + c and keeps the certificates that answer it:
//!
//! 1. X wins after c: X's win certificate from R* + c (none needed when c completes X's line);
//! 2. otherwise, Y must keep X from a line: Y's hold certificate from R* + c (if the prover
//!    cannot show that either, the class is undecided);
//! 3. then X keeps Y from a line (a draw after c: X's hold certificate), or else Y wins (Y's
//!    win certificate), or the class is undecided.
//!
//! A part stops at its first class X wins (its later classes are marked skipped): the merge
//! uses only the first winning class of all.
//!
//! # The merge
//!
//! - X wins at R if some class wins for X: X's stone of the first such class at R*, followed
//!   by that class's certificate.
//! - Y wins at R if every class wins for Y: the union of the classes' win certificates (X's
//!   stone at R* is followed, whichever it is, into one of them).
//! - Otherwise, with no class undecided, R is a draw: Y holds (the union of every class's
//!   hold certificate for Y) and X holds (its stone of the first drawing class, then that
//!   class's hold certificate).
//!
//! The merged certificates are checked by the naive checkers
//! ([`crate::games::mnk::certificate::check`], [`crate::games::mnk::hold::check`]) before
//! anything is reported or written, so a merged proof is trusted only as far as the checker:
//! a union that did not hold together would be refused, never reported. The outcome and the
//! certificates do not depend on how many parts the run was split in.

use super::ShardProvenance;
use crate::core::{InputError, Shard, Wdl};
use crate::games::mnk::board::Params;
use crate::games::mnk::certificate::{self, Certificate};
use crate::games::mnk::hold::{self, Entry, HoldCertificate};
use crate::games::mnk::solver::Symmetries;
use indicatif::ProgressBar;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// The `format` field of a part file.
pub const FORMAT: &str = "cgcheck-mnk-proof-part 1";
/// The file name ending of part files.
pub const EXTENSION: &str = ".mnk.json";

/// The fingerprint of the code that builds the parts' certificates.
pub fn engine() -> String {
    crate::core::digest::fnv_hex_texts([
        include_str!("../games/mnk/board.rs"),
        include_str!("../games/mnk/prover.rs"),
        include_str!("../games/mnk/certificate.rs"),
        include_str!("../games/mnk/hold.rs"),
        include_str!("../games/mnk/solver.rs"),
        include_str!("mnk_proofs.rs"),
    ])
}

/// What the position after one class's stone is, for the side that placed it (X).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum After {
    /// X wins.
    Wins,
    /// Neither side can force a line.
    Draw,
    /// Y wins.
    Loses,
    /// The prover could not tell within its budget.
    Undecided,
    /// Not asked: the part had already found a win for X in an earlier class.
    Skipped,
}

impl After {
    /// In words, with X the side that placed the class's stone.
    pub fn words(self, x_is_b: bool) -> &'static str {
        match (self, x_is_b) {
            (After::Wins, true) | (After::Loses, false) => "B wins",
            (After::Wins, false) | (After::Loses, true) => "W wins",
            (After::Draw, _) => "a draw",
            (After::Undecided, _) => "undecided within the budget",
            (After::Skipped, _) => "not asked (an earlier stone wins)",
        }
    }
}

/// One class of X's first stone, as a part found it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Class {
    /// Its place in the order of classes.
    pub index: u64,
    /// Its least stone, on the canonical root.
    pub stone: usize,
    /// What the position after it is.
    pub after: After,
    /// X's win certificate from there (text; none when the stone completes X's line).
    pub x_wins: Option<String>,
    /// Y's hold certificate from there.
    pub y_holds: Option<String>,
    /// X's hold certificate from there (a draw).
    pub x_holds: Option<String>,
    /// Y's win certificate from there.
    pub y_wins: Option<String>,
}

/// A part file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProofPart {
    /// [`FORMAT`].
    pub format: String,
    /// The game: m, n, k, p, q.
    pub game: [usize; 5],
    /// The root (black, white) as given (before the canonical image is taken).
    pub root: (u64, u64),
    /// The prover's budget per search.
    pub budget: u64,
    /// Which part.
    pub shard: Shard,
    /// [`engine`] of the code that made it.
    pub engine: String,
    /// How many classes the root's first stones fall into (all parts).
    pub classes: u64,
    /// This part's classes, in order.
    pub results: Vec<Class>,
    /// Where it came from.
    pub provenance: ShardProvenance,
}

/// X's first stones at the canonical root `canon`, one per class, in class order.
pub fn classes(g: &Params, canon: (u64, u64)) -> Vec<usize> {
    let sym = Symmetries::new(g);
    let (b_to_move, _) = g.turn((canon.0 | canon.1).count_ones() as usize);
    let mut first: BTreeMap<(u64, u64), usize> = BTreeMap::new();
    let empty = !(canon.0 | canon.1) & g.board_mask();
    for c in (0..g.cells()).filter(|&c| empty >> c & 1 == 1) {
        let next = place(canon, c, b_to_move);
        first.entry(sym.key(next.0, next.1)).or_insert(c);
    }
    first.into_values().collect()
}

fn place((black, white): (u64, u64), c: usize, b: bool) -> (u64, u64) {
    if b {
        (black | 1 << c, white)
    } else {
        (black, white | 1 << c)
    }
}

/// The game's parameters from a part file's numbers.
fn params(game: [usize; 5]) -> Result<Params, InputError> {
    let [m, n, k, p, q] = game;
    Params::new(m, n, k, p, q)
}

/// Runs part `shard` of the proof from `root` (legal and undecided; see
/// [`Params::check_position`]): every class of X's first stone the part holds, as the
/// module's documentation says. `bar` shows the prover's progress.
pub fn run_part(
    g: Params,
    root: (u64, u64),
    budget: u64,
    shard: Shard,
    bar: &ProgressBar,
) -> ProofPart {
    let start = std::time::Instant::now();
    let canon = Symmetries::new(&g).key(root.0, root.1);
    let (x_is_b, _) = g.turn((canon.0 | canon.1).count_ones() as usize);
    let stones = classes(&g, canon);
    let mut results = Vec::new();
    let mut won = false;
    for (index, &c) in stones.iter().enumerate() {
        if !shard.holds(index) {
            continue;
        }
        bar.set_message(format!("first stone {}", g.cell_name(c)));
        let mut class = Class {
            index: index as u64,
            stone: c,
            after: After::Skipped,
            x_wins: None,
            y_holds: None,
            x_holds: None,
            y_wins: None,
        };
        if !won {
            solve_class(&g, place(canon, c, x_is_b), x_is_b, budget, bar, &mut class);
            won = class.after == After::Wins;
        }
        results.push(class);
    }
    ProofPart {
        format: FORMAT.to_string(),
        game: [g.m, g.n, g.k, g.p, g.q],
        root,
        budget,
        shard,
        engine: engine(),
        classes: stones.len() as u64,
        results,
        provenance: ShardProvenance::now(start.elapsed().as_secs_f64()),
    }
}

/// Steps 1 to 3 of the module's documentation on the position `after` X's stone.
fn solve_class(
    g: &Params,
    after: (u64, u64),
    x_is_b: bool,
    budget: u64,
    bar: &ProgressBar,
    class: &mut Class,
) {
    match g.decided(after.0, after.1) {
        // X's stone completed X's line (Y cannot have one).
        Some(Wdl::Win | Wdl::Loss) => {
            class.after = After::Wins;
            return;
        }
        // A full board: nothing left to certify on either side.
        Some(Wdl::Draw) => {
            class.after = After::Draw;
            return;
        }
        None => {}
    }
    if let Some(cert) = certificate::build_from(*g, x_is_b, budget, after, bar) {
        class.after = After::Wins;
        class.x_wins = Some(cert.to_text());
        return;
    }
    let Some(y_holds) = hold::build_from(*g, !x_is_b, budget, after) else {
        class.after = After::Undecided;
        return;
    };
    class.y_holds = Some(y_holds.to_text());
    if let Some(x_holds) = hold::build_from(*g, x_is_b, budget, after) {
        class.after = After::Draw;
        class.x_holds = Some(x_holds.to_text());
    } else if let Some(cert) = certificate::build_from(*g, !x_is_b, budget, after, bar) {
        class.after = After::Loses;
        class.y_wins = Some(cert.to_text());
    } else {
        class.after = After::Undecided;
    }
}

/// The name of a part's file.
pub fn file_name(part: &ProofPart) -> String {
    let [m, n, k, p, q] = part.game;
    format!(
        "mnk-{m}-{n}-{k}-{p}-{q}-part-{}-of-{}{EXTENSION}",
        part.shard.index, part.shard.count
    )
}

/// Writes a part file into `dir`; returns its path.
pub fn write(dir: &Path, part: &ProofPart) -> Result<PathBuf, String> {
    let path = dir.join(file_name(part));
    let text = serde_json::to_string_pretty(part).map_err(|e| e.to_string())?;
    super::write_atomically(&path, text.as_bytes())?;
    Ok(path)
}

fn read(path: &Path) -> Result<ProofPart, InputError> {
    super::read_part(
        path,
        "a k-in-a-row proof part file",
        FORMAT,
        |p: &ProofPart| &p.format,
    )
}

/// A merged proof: the outcome and the checked certificates that show it.
#[derive(Debug, Clone)]
pub struct Merged {
    /// The game.
    pub params: Params,
    /// The root as given.
    pub root: (u64, u64),
    /// How many parts.
    pub parts: u64,
    /// Whether B is the side to move at the root (X).
    pub x_is_b: bool,
    /// The value for B, or `None` when some class was undecided (and none wins for X).
    pub value: Option<Wdl>,
    /// What each class is, in class order: (X's stone by name, what follows it).
    pub classes: Vec<(String, After)>,
    /// The certificates (a win, or two holds for a draw), as the text of one file, each
    /// checked by its naive checker; empty when undecided.
    pub certificate: String,
    /// For each certificate: what it shows and the positions its checker walked.
    pub checked: Vec<String>,
    /// Seconds the parts took in all.
    pub seconds: f64,
}

/// Merges the part files among `paths` (files or directories).
pub fn merge(paths: &[PathBuf]) -> Result<Merged, MergeError> {
    merge_parts(&super::read_parts(paths, EXTENSION, read)?)
}

/// Why a merge failed.
#[derive(Debug)]
pub enum MergeError {
    /// The parts are not one whole run.
    Input(InputError),
    /// A merged certificate failed its naive check (the parts do not prove what they say).
    Invalid(String),
}

impl From<InputError> for MergeError {
    fn from(e: InputError) -> MergeError {
        MergeError::Input(e)
    }
}

/// Merges parts read from the given files.
pub fn merge_parts(parts: &[(PathBuf, ProofPart)]) -> Result<Merged, MergeError> {
    let Some((first_path, first)) = parts.first() else {
        return Err(InputError::new("no k-in-a-row proof part files to merge").into());
    };
    for (path, p) in parts {
        let differs = |what: &str| -> Result<(), MergeError> {
            Err(InputError::new(format!(
                "{} and {} {what}: they are not parts of one proof",
                first_path.display(),
                path.display()
            ))
            .into())
        };
        if (p.game, p.root, p.budget, p.classes)
            != (first.game, first.root, first.budget, first.classes)
        {
            differs("are of different games, roots or budgets")?;
        }
        if p.engine != first.engine {
            differs("were made by different code")?;
        }
        if p.shard.count != first.shard.count {
            differs(&format!(
                "split the proof in {} and {} parts",
                first.shard.count, p.shard.count
            ))?;
        }
    }
    let g = params(first.game)?;
    let count = first.shard.count;
    crate::core::shard::complete(parts.iter().map(|(_, p)| p.shard))?;
    let canon = Symmetries::new(&g).key(first.root.0, first.root.1);
    let stones = classes(&g, canon);
    let mut all: Vec<Option<&Class>> = vec![None; stones.len()];
    for (_, p) in parts {
        for c in &p.results {
            let slot = usize::try_from(c.index)
                .ok()
                .and_then(|i| all.get_mut(i))
                .filter(|s| s.is_none())
                .ok_or_else(|| {
                    InputError::new(format!("part {} has a class it should not", p.shard))
                })?;
            if stones[c.index as usize] != c.stone || !p.shard.holds(c.index as usize) {
                return Err(
                    InputError::new(format!("part {} has a class it should not", p.shard)).into(),
                );
            }
            *slot = Some(c);
        }
    }
    let all: Vec<&Class> = all
        .into_iter()
        .collect::<Option<_>>()
        .ok_or_else(|| InputError::new("a part lacks one of its classes"))?;
    let (x_is_b, _) = g.turn((canon.0 | canon.1).count_ones() as usize);
    let parse_win = |t: &Option<String>| {
        t.as_deref()
            .map(Certificate::parse)
            .transpose()
            .map_err(MergeError::Invalid)
    };
    let parse_hold = |t: &Option<String>| {
        t.as_deref()
            .map(HoldCertificate::parse)
            .transpose()
            .map_err(MergeError::Invalid)
    };
    let mut certificates: Vec<Either> = Vec::new();
    let value = if let Some(win) = all.iter().find(|c| c.after == After::Wins) {
        let mut moves = HashMap::from([(canon, win.stone)]);
        if let Some(cert) = parse_win(&win.x_wins)? {
            union(&mut moves, cert.moves);
        }
        certificates.push(Either::Win(Certificate {
            params: g,
            winner_is_b: x_is_b,
            root: first.root,
            moves,
        }));
        Some(if x_is_b { Wdl::Win } else { Wdl::Loss })
    } else if all
        .iter()
        .any(|c| c.after != After::Draw && c.after != After::Loses)
    {
        None
    } else if all.iter().all(|c| c.after == After::Loses) {
        let mut moves = HashMap::new();
        for c in &all {
            if let Some(cert) = parse_win(&c.y_wins)? {
                union(&mut moves, cert.moves);
            }
        }
        certificates.push(Either::Win(Certificate {
            params: g,
            winner_is_b: !x_is_b,
            root: first.root,
            moves,
        }));
        Some(if x_is_b { Wdl::Loss } else { Wdl::Win })
    } else {
        let mut y_entries = HashMap::new();
        for c in &all {
            if let Some(cert) = parse_hold(&c.y_holds)? {
                union(&mut y_entries, cert.entries);
            }
        }
        let draw = all
            .iter()
            .find(|c| c.after == After::Draw)
            .ok_or_else(|| MergeError::Invalid("no drawing class".into()))?;
        let mut x_entries = HashMap::from([(canon, Entry::Stone(draw.stone))]);
        if let Some(cert) = parse_hold(&draw.x_holds)? {
            union(&mut x_entries, cert.entries);
        }
        // W's certificate first, as `solve mnk --certificate` writes a draw.
        let (w, b) = if x_is_b {
            (y_entries, x_entries)
        } else {
            (x_entries, y_entries)
        };
        for (holder_is_b, entries) in [(false, w), (true, b)] {
            certificates.push(Either::Hold(HoldCertificate {
                params: g,
                holder_is_b,
                root: first.root,
                entries,
            }));
        }
        Some(Wdl::Draw)
    };
    let mut text = String::new();
    let mut checked = Vec::new();
    for cert in &certificates {
        match cert {
            Either::Win(c) => {
                let walked = certificate::check(c).map_err(|e| {
                    MergeError::Invalid(format!("the merged win certificate fails: {e}"))
                })?;
                checked.push(format!(
                    "a forced win for {}: the winner's stone in {} positions, checked by the naive checker ({walked} positions walked)",
                    if c.winner_is_b { "B" } else { "W" },
                    c.moves.len()
                ));
                text.push_str(&c.to_text());
            }
            Either::Hold(c) => {
                let walked = hold::check(c).map_err(|e| {
                    MergeError::Invalid(format!("the merged hold certificate fails: {e}"))
                })?;
                let (d, a) = if c.holder_is_b {
                    ("B", "W")
                } else {
                    ("W", "B")
                };
                checked.push(format!(
                    "{d} keeps {a} from a line: {} answers, checked by the naive checker ({walked} positions walked)",
                    c.entries.len()
                ));
                text.push_str(&c.to_text());
            }
        }
    }
    Ok(Merged {
        params: g,
        root: first.root,
        parts: count,
        x_is_b,
        value,
        // Past the first win, what a class is depends on the split (a part stops at its own
        // first win): they are reported as not asked.
        classes: all
            .iter()
            .scan(false, |won, c| {
                let after = if *won { After::Skipped } else { c.after };
                *won |= c.after == After::Wins;
                Some((g.cell_name(c.stone), after))
            })
            .collect(),
        certificate: text,
        checked,
        seconds: parts.iter().map(|(_, p)| p.provenance.seconds).sum(),
    })
}

enum Either {
    Win(Certificate),
    Hold(HoldCertificate),
}

/// Adds `more` to `into`, keeping the entry already there where both have one (the earlier
/// class's): each entry is a strategy from its position, and the naive check of the whole
/// decides.
fn union<V>(into: &mut HashMap<(u64, u64), V>, more: HashMap<(u64, u64), V>) {
    for (k, v) in more {
        into.entry(k).or_insert(v);
    }
}
