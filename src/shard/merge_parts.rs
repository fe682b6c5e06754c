//! `cgcheck merge` over mutated part files (issue 44, item 7): whatever the merge accepts must
//! be what the genuine parts merge to, or the merge must refuse with a one-line error; never
//! a panic.
//!
//! A small set of genuine part files is made once per process ([`genuine`]), by calling the
//! library as the CLI does: a hunt of SL-PN in 2 parts by count
//! (`hunt SL-PN --instances 40 --seed 5 --threads 2 --shard I/2`), a quick check of SL-PN in
//! 3 parts (`verify --claim SL-PN --shard I/3`), the Seki levels of 2x2 matrices of height
//! <= 2 in 2 parts a level, and a proof of (3,3,3) k-in-a-row in 3 parts
//! (`solve mnk 3 3 3 --shard I/3`). The input picks one of these runs and a few mutations
//! ([`Op`]): a number, a string or a counterexample changed, a field dropped, two values
//! swapped, a value copied from one part into another, a shard renumbered, a part dropped or
//! repeated, raw bytes edited; or edits that keep the content (the JSON compacted or
//! pretty-printed, a file renamed so that the parts are read in another order). The mutated
//! files are written to a fresh directory and merged by the same function `cgcheck merge`
//! calls (with the re-check of a split claim check, as the CLI does). The oracle:
//!
//! - an accepted merge gives the genuine merge's result: for a hunt its settings, parts,
//!   instance count, counterexample and completeness; for a check its findings (status,
//!   details, bounds) and tallies; for Seki levels the census (counts, magic squares, kept
//!   matrices, classes, checksum); for a proof the value, each first stone's class and
//!   what the certificate's checkers found;
//! - a refusal is one non-empty line;
//! - mutations that keep the content merge, to the genuine result.
//!
//! What a part states that only redoing its work could confirm is outside the oracle (the
//! merge checks it is consistent, not that it is true): a hunt's instances per size and their
//! descriptions, a Seki level's solved bytes under a recomputed checksum, and which run the
//! parts are. Hunt parts relabelled with other settings or another split (a part renumbered
//! 0/1 and the other dropped: the streams of part 1 stated as those of a whole run of
//! 2 threads) merge as the run they state; the oracle accepts any result of a run other than
//! the genuine one for them. Seki level files relabelled as another split of a level may merge
//! only to the genuine census: the merge generates each level's keys again, so one of two
//! parts renumbered 0/1 (half a level stated as a whole one) is refused. A merged proof's
//! certificate is compared by what its naive checkers found (the side held or won, the
//! positions walked), not by its text: a part may add answers at positions no line of play
//! reaches (a byte edit that turns `c 11 ...` into a new line `c 1 ...`), which the checker
//! never walks and which prove nothing either way. The fuzz target
//! `merge_parts` runs [`check`]; `cargo test` replays its seeds and regressions.

use crate::core::Shard;
use arbitrary::Unstructured;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The kinds of split run, as the input's first choice picks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Hunt parts (`*.hunt.json`).
    Hunt,
    /// Claim check parts (`*.verify.json`).
    Check,
    /// Seki level files (`*.level`).
    Levels,
    /// k-in-a-row proof parts (`*.mnk.json`).
    Proof,
}

/// Every kind, in the order the input's first byte chooses.
pub const KINDS: [Kind; 4] = [Kind::Hunt, Kind::Check, Kind::Levels, Kind::Proof];

/// One genuine split run: its part files (name, bytes) and what they merge to.
#[derive(Debug, Clone)]
pub struct Genuine {
    /// The kind of run.
    pub kind: Kind,
    /// The part files, by name.
    pub files: Vec<(String, Vec<u8>)>,
    /// What the genuine merge gives ([`merge`]).
    pub merged: Merged,
}

/// A fresh directory under the system's temporary directory.
fn scratch(what: &str) -> Result<PathBuf, String> {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!(
        "cgcheck-merge-parts-{}-{what}-{n}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

/// The genuine runs, made once per process.
pub fn genuine() -> Result<&'static [Genuine], String> {
    static RUNS: OnceLock<Result<Vec<Genuine>, String>> = OnceLock::new();
    RUNS.get_or_init(|| {
        let dir = Removed(scratch("genuine")?);
        KINDS
            .iter()
            .map(|&kind| make(kind, &dir.0.join(format!("{kind:?}"))))
            .collect()
    })
    .as_ref()
    .map(Vec::as_slice)
    .map_err(Clone::clone)
}

/// Makes the genuine parts of `kind` in `dir` and merges them.
fn make(kind: Kind, dir: &Path) -> Result<Genuine, String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    match kind {
        Kind::Hunt => make_hunt(dir)?,
        Kind::Check => make_check(dir)?,
        Kind::Levels => make_levels(dir)?,
        Kind::Proof => make_proof(dir)?,
    }
    let mut files = Vec::new();
    let entries = std::fs::read_dir(dir).map_err(|e| e.to_string())?;
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let bytes = std::fs::read(e.path()).map_err(|e| e.to_string())?;
        files.push((name, bytes));
    }
    files.sort();
    let merged = merge(kind, dir).map_err(|e| format!("the genuine {kind:?} parts: {e}"))?;
    Ok(Genuine {
        kind,
        files,
        merged,
    })
}

/// `cgcheck hunt SL-PN --time 10m --instances 40 --seed 5 --threads 2 --shard I/2 --dir D`,
/// one stream after the other (a stream's instances do not depend on the threads beside it).
fn make_hunt(dir: &Path) -> Result<(), String> {
    use crate::claims::provenance::{Kind as RecordKind, Provenance};
    use crate::shard::hunts::{self, HuntPart, HuntSummary, Settings, Sizes, StreamPoint};
    let hunt = crate::hunt::find("SL-PN").ok_or("no hunt for SL-PN")?;
    let claim = crate::claims::find("SL-PN").ok_or("no claim SL-PN")?;
    let settings = Settings {
        claim: hunt.claim.to_string(),
        seed: 5,
        threads: 2,
        instances: Some(40),
        time: "10m".to_string(),
    };
    for index in 0..2 {
        let shard = Shard { index, count: 2 };
        let first = settings.first_stream(shard).ok_or("seed too large")?;
        let mut sizes = Sizes::new();
        let mut instances = 0;
        let mut found = None;
        for t in 0..settings.threads {
            let mut stream = crate::hunt::ByteStream::new(first + t);
            let r = crate::hunt::run(hunt, &mut stream, |c| c >= 40);
            instances += r.instances;
            hunts::combine(&mut sizes, r.sizes);
            if let Some(c) = r.counterexample {
                let at = StreamPoint {
                    stream: first + t,
                    before: r.instances.saturating_sub(1),
                };
                found.get_or_insert((c, at));
                break;
            }
        }
        let (counterexample, counterexample_at) =
            found.map_or((None, None), |(c, at)| (Some(c), Some(at)));
        let summary = HuntSummary::new(hunt.claim, instances, &sizes, counterexample.clone(), true);
        let mut provenance = Provenance::now(&claim, RecordKind::Hunt, 0.1, None);
        provenance.shard = Some(shard.to_string());
        let record = crate::claims::store::HuntRecord {
            command: settings.command(Some(shard)),
            instances,
            largest: summary.largest.clone(),
            seconds: 0.1,
            counterexample,
            top_sizes: crate::hunt::top_sizes(&sizes),
            provenance: Some(provenance),
            extra: Default::default(),
        };
        let part = HuntPart {
            format: hunts::FORMAT.to_string(),
            settings: settings.clone(),
            shard,
            summary,
            record,
            counterexample_at,
        };
        hunts::write(dir, &part)?;
    }
    Ok(())
}

/// `cgcheck verify --claim SL-PN --shard I/3 --dir D`.
fn make_check(dir: &Path) -> Result<(), String> {
    use crate::claims::Depth;
    use crate::claims::provenance::{Kind as RecordKind, Provenance};
    use crate::shard::verify_parts::{self, VerifyPart};
    let claim = crate::claims::find("SL-PN").ok_or("no claim SL-PN")?;
    for index in 0..3 {
        let shard = Shard { index, count: 3 };
        let evidence = claim.evaluate(crate::claims::Run::part(Depth::Quick, shard));
        if !verify_parts::was_split(&evidence) {
            return Err("the check of SL-PN does not split".into());
        }
        let mut provenance = Provenance::now(&claim, RecordKind::Deep, 0.1, None);
        provenance.shard = Some(shard.to_string());
        let part = VerifyPart {
            format: verify_parts::FORMAT.to_string(),
            claim: claim.id.to_string(),
            depth: Depth::Quick,
            shard,
            evidence,
            provenance,
        };
        verify_parts::write(dir, &part)?;
    }
    Ok(())
}

/// The run of the Seki levels: 2x2 matrices of height <= 2.
fn seki_run() -> crate::shard::seki_levels::Run {
    crate::shard::seki_levels::Run {
        m: 2,
        n: 2,
        h: 2,
        variant: crate::games::seki::rules::Variant::Seki,
    }
}

/// `cgcheck enumerate seki 2x2 --max-height 2 --level T --shard I/2 --dir D`, every level.
fn make_levels(dir: &Path) -> Result<(), String> {
    let run = seki_run();
    let shape = run.shape().map_err(|e| e.to_string())?;
    for t in crate::games::seki::enumerate::level_sums(&shape, run.h) {
        for index in 0..2 {
            crate::shard::seki_levels::solve_part(dir, &run, t, Shard { index, count: 2 })
                .map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// `cgcheck solve mnk 3 3 3 --shard I/3 --dir D`.
fn make_proof(dir: &Path) -> Result<(), String> {
    use crate::shard::mnk_proofs;
    let g = crate::games::mnk::board::Params::new(3, 3, 3, 1, 1).map_err(|e| e.to_string())?;
    let bar = indicatif::ProgressBar::hidden();
    for index in 0..3 {
        let part = mnk_proofs::run_part(g, (0, 0), 1_000_000, Shard { index, count: 3 }, &bar);
        mnk_proofs::write(dir, &part)?;
    }
    Ok(())
}

/// What a merge gave: the run its parts say they are (settings and split), and its result
/// (timings and dates left out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Merged {
    /// The run the parts say they are.
    pub run: String,
    /// What they merged to.
    pub result: String,
}

/// Merges the parts of `kind` in `dir` as `cgcheck merge DIR` does, and gives what the
/// oracle compares, or the merge's error.
pub fn merge(kind: Kind, dir: &Path) -> Result<Merged, String> {
    let paths = [dir.to_path_buf()];
    match kind {
        Kind::Hunt => {
            let m = crate::shard::hunts::merge(&paths).map_err(|e| e.to_string())?;
            let s = &m.summary;
            Ok(Merged {
                run: format!("{:?} {} parts", m.settings, m.parts),
                result: format!(
                    "{} {:?} {} {} {:?}",
                    s.claim,
                    s.instances,
                    s.complete,
                    m.record.instances,
                    (&s.counterexample, &m.record.counterexample)
                ),
            })
        }
        Kind::Check => {
            use crate::shard::verify_parts;
            let m = verify_parts::merge(&paths).map_err(|e| e.to_string())?;
            let claim = crate::claims::find(&m.claim)
                .ok_or_else(|| format!("no registered claim '{}'", m.claim))?;
            verify_parts::recheck(&m, &claim).map_err(|e| e.to_string())?;
            let findings = serde_json::to_string(&m.record.evidence).map_err(|e| e.to_string())?;
            let tallies = serde_json::to_string(&m.tallies).map_err(|e| e.to_string())?;
            Ok(Merged {
                run: format!("{} {:?} {} parts", m.claim, m.depth, m.parts),
                result: format!("{} {findings} {tallies}", m.record.evidence.status_text()),
            })
        }
        Kind::Levels => {
            use crate::games::seki::enumerate::Filter;
            let m = crate::shard::seki_levels::merge(&paths, Filter::Csm, 50)
                .map_err(|e| e.to_string())?;
            let c = &m.census;
            Ok(Merged {
                run: format!("{} files", m.parts),
                result: format!(
                    "{}x{} h{} {:?}: {:?} {:?} {:?} {} {} {} {:016x}",
                    c.m,
                    c.n,
                    c.h,
                    c.variant,
                    c.counts,
                    c.magic_counts,
                    c.kept,
                    c.matched,
                    c.classes,
                    c.widest_level,
                    c.checksum
                ),
            })
        }
        Kind::Proof => {
            use crate::shard::mnk_proofs::{MergeError, merge};
            let m = merge(&paths).map_err(|e| match e {
                MergeError::Input(e) => e.to_string(),
                MergeError::Invalid(why) => why,
            })?;
            // What the certificates show and the positions their checkers walked; not the
            // number of answers, nor the text: a part may carry answers no line of play
            // reaches, which the checker never walks (see the module's documentation).
            let checked: Vec<String> = m
                .checked
                .iter()
                .map(|line| match (line.find(": "), line.find(", checked")) {
                    (Some(a), Some(b)) if a < b => format!("{}{}", &line[..a], &line[b..]),
                    _ => line.clone(),
                })
                .collect();
            Ok(Merged {
                run: format!("{:?} {:?} {} parts", m.params, m.root, m.parts),
                result: format!(
                    "b moves {}: {:?} {:?} {checked:?}",
                    m.x_is_b, m.value, m.classes
                ),
            })
        }
    }
}

/// One mutation of the part files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    /// A number set to another (one more or less, 0, 1, the largest, any).
    Number,
    /// A string set to another (one of the files' strings, empty, one longer).
    Text,
    /// A value set to null, or a field or element removed.
    Remove,
    /// Two values swapped (maybe across parts).
    Swap,
    /// A value copied from one part to the same place in another.
    Splice,
    /// A part's shard renumbered.
    Shard,
    /// A counterexample (or a failure, or where one was found) stated or withdrawn.
    Counterexample,
    /// A part dropped.
    Drop,
    /// A part given twice (under another name).
    Duplicate,
    /// Raw bytes set, inserted or removed, or the file cut short.
    Bytes,
    /// The JSON compacted or pretty-printed: the content stays.
    Reformat,
    /// A file renamed, so the parts are read in another order: the content stays.
    Rename,
}

impl Op {
    /// The mutations, in the order the input chooses.
    pub const ALL: [Op; 12] = [
        Op::Number,
        Op::Text,
        Op::Remove,
        Op::Swap,
        Op::Splice,
        Op::Shard,
        Op::Counterexample,
        Op::Drop,
        Op::Duplicate,
        Op::Bytes,
        Op::Reformat,
        Op::Rename,
    ];

    /// Whether the mutation keeps what the parts say.
    pub fn keeps_content(self) -> bool {
        matches!(self, Op::Reformat | Op::Rename)
    }
}

/// At most this many mutations an input.
pub const MAX_OPS: usize = 4;

/// A step of a path into a JSON value.
#[derive(Debug, Clone, PartialEq)]
enum Step {
    Key(String),
    Index(usize),
}

/// Every path in `v` (the root excluded), depth first.
fn paths(v: &Value, at: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    match v {
        Value::Object(map) => {
            for (k, x) in map {
                at.push(Step::Key(k.clone()));
                out.push(at.clone());
                paths(x, at, out);
                at.pop();
            }
        }
        Value::Array(items) => {
            for (i, x) in items.iter().enumerate() {
                at.push(Step::Index(i));
                out.push(at.clone());
                paths(x, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

fn get_mut<'v>(v: &'v mut Value, path: &[Step]) -> Option<&'v mut Value> {
    path.iter().try_fold(v, |v, s| match s {
        Step::Key(k) => v.get_mut(k.as_str()),
        Step::Index(i) => v.get_mut(*i),
    })
}

fn get<'v>(v: &'v Value, path: &[Step]) -> Option<&'v Value> {
    path.iter().try_fold(v, |v, s| match s {
        Step::Key(k) => v.get(k.as_str()),
        Step::Index(i) => v.get(*i),
    })
}

/// A part file split into the JSON it holds and the bytes around it: a JSON part is all
/// JSON; a Seki level file is its magic line, its JSON header line and its body.
struct Doc {
    before: Vec<u8>,
    json: Value,
    after: Vec<u8>,
    /// Whether the JSON must stay on one line (a level file's header).
    one_line: bool,
}

fn doc(kind: Kind, bytes: &[u8]) -> Option<Doc> {
    if kind == Kind::Levels {
        let first = bytes.iter().position(|&b| b == b'\n')? + 1;
        let second = first + bytes[first..].iter().position(|&b| b == b'\n')?;
        let json = serde_json::from_slice(&bytes[first..second]).ok()?;
        Some(Doc {
            before: bytes[..first].to_vec(),
            json,
            after: bytes[second..].to_vec(),
            one_line: true,
        })
    } else {
        Some(Doc {
            before: Vec::new(),
            json: serde_json::from_slice(bytes).ok()?,
            after: Vec::new(),
            one_line: false,
        })
    }
}

impl Doc {
    fn bytes(&self, pretty: bool) -> Vec<u8> {
        let json = if pretty && !self.one_line {
            serde_json::to_vec_pretty(&self.json)
        } else {
            serde_json::to_vec(&self.json)
        };
        let mut out = self.before.clone();
        out.extend(json.unwrap_or_default());
        out.extend(&self.after);
        out
    }
}

/// Picks an index below `n` (`None` when `n` is 0).
fn pick(u: &mut Unstructured, n: usize) -> Option<usize> {
    (n > 0).then(|| u.choose_index(n).unwrap_or(0))
}

/// Picks a file and the paths of its JSON for which `keep` holds.
fn pick_path(
    u: &mut Unstructured,
    kind: Kind,
    files: &[(String, Vec<u8>)],
    keep: impl Fn(&[Step], &Value) -> bool,
) -> Option<(usize, Doc, Vec<Step>)> {
    let f = pick(u, files.len())?;
    let d = doc(kind, &files[f].1)?;
    let mut all = Vec::new();
    paths(&d.json, &mut Vec::new(), &mut all);
    all.retain(|p| get(&d.json, p).is_some_and(|v| keep(p, v)));
    let p = all.get(pick(u, all.len())?)?.clone();
    Some((f, d, p))
}

/// Every string in the files' JSON (a pool of plausible replacements).
fn strings(kind: Kind, files: &[(String, Vec<u8>)]) -> Vec<String> {
    let mut out = Vec::new();
    for (_, bytes) in files {
        let Some(d) = doc(kind, bytes) else { continue };
        let mut all = Vec::new();
        paths(&d.json, &mut Vec::new(), &mut all);
        out.extend(
            all.iter()
                .filter_map(|p| get(&d.json, p).and_then(Value::as_str).map(str::to_string)),
        );
    }
    out
}

/// A new number for `old`.
fn number(u: &mut Unstructured, old: &Value) -> Value {
    let n = old.as_u64().unwrap_or(0);
    match u.choose_index(9).unwrap_or(0) {
        0 => Value::from(n.wrapping_add(1)),
        1 => Value::from(n.wrapping_sub(1)),
        2 => Value::from(0),
        3 => Value::from(1),
        4 => Value::from(u64::MAX),
        5 => Value::from(-1),
        6 => Value::from(n.wrapping_mul(2)),
        7 => serde_json::Number::from_f64(old.as_f64().unwrap_or(0.0) + 0.5)
            .map_or(Value::Null, Value::Number),
        _ => Value::from(u.arbitrary::<u64>().unwrap_or(0)),
    }
}

/// Keys of the values that state a counterexample or where one was found.
const COUNTEREXAMPLE_KEYS: &[&str] = &[
    "counterexample",
    "counterexample_at",
    "failure",
    "first_undecided",
    "x_wins",
    "y_wins",
    "x_holds",
    "y_holds",
];

/// A stated counterexample for a key that has none.
fn forged(u: &mut Unstructured, key: &str) -> Value {
    let n = u.int_in_range(0u64..=200).unwrap_or(0);
    match key {
        "counterexample" => serde_json::json!(["forged", "cgcheck replay forged"]),
        "counterexample_at" => serde_json::json!({"stream": 5 + n % 4, "before": n}),
        "failure" => serde_json::json!({"index": n, "detail": "forged", "replay": null}),
        "first_undecided" => serde_json::json!([n, "forged"]),
        _ => Value::from("forged"),
    }
}

/// Applies `op` to `files`; returns whether it did anything.
fn apply(u: &mut Unstructured, kind: Kind, op: Op, files: &mut Vec<(String, Vec<u8>)>) -> bool {
    let put = |files: &mut Vec<(String, Vec<u8>)>, f: usize, d: &Doc| {
        files[f].1 = d.bytes(true);
    };
    match op {
        Op::Number => {
            let Some((f, mut d, p)) = pick_path(u, kind, files, |_, v| v.is_number()) else {
                return false;
            };
            let Some(v) = get_mut(&mut d.json, &p) else {
                return false;
            };
            *v = number(u, v);
            put(files, f, &d);
        }
        Op::Text => {
            let pool = strings(kind, files);
            let Some((f, mut d, p)) = pick_path(u, kind, files, |_, v| v.is_string()) else {
                return false;
            };
            let Some(v) = get_mut(&mut d.json, &p) else {
                return false;
            };
            let old = v.as_str().unwrap_or_default().to_string();
            *v = Value::from(match u.choose_index(4).unwrap_or(0) {
                0 => String::new(),
                1 => old + "x",
                2 => pool
                    .get(pick(u, pool.len()).unwrap_or(0))
                    .cloned()
                    .unwrap_or_default(),
                _ => old.chars().rev().collect(),
            });
            put(files, f, &d);
        }
        Op::Remove => {
            let Some((f, mut d, p)) = pick_path(u, kind, files, |_, _| true) else {
                return false;
            };
            let null = u.arbitrary::<bool>().unwrap_or(false);
            let (last, parent) = match p.split_last() {
                Some((last, parent)) => (last.clone(), parent.to_vec()),
                None => return false,
            };
            if null {
                if let Some(v) = get_mut(&mut d.json, &p) {
                    *v = Value::Null;
                }
            } else {
                match (get_mut(&mut d.json, &parent), last) {
                    (Some(Value::Object(map)), Step::Key(k)) => {
                        map.remove(&k);
                    }
                    (Some(Value::Array(items)), Step::Index(i)) if i < items.len() => {
                        items.remove(i);
                    }
                    _ => return false,
                }
            }
            put(files, f, &d);
        }
        Op::Swap | Op::Splice => {
            let Some((f, mut d, p)) = pick_path(u, kind, files, |_, _| true) else {
                return false;
            };
            let Some(g) = pick(u, files.len()) else {
                return false;
            };
            if op == Op::Splice {
                // The same place in another part.
                let Some(e) = doc(kind, &files[g].1) else {
                    return false;
                };
                let (Some(from), Some(_)) = (get(&e.json, &p).cloned(), get(&d.json, &p)) else {
                    return false;
                };
                if let Some(v) = get_mut(&mut d.json, &p) {
                    *v = from;
                }
                put(files, f, &d);
                return true;
            }
            let Some((_, _, q)) = pick_path(u, kind, &files[g..=g], |_, _| true) else {
                return false;
            };
            if f == g {
                // Two places of one part.
                let (Some(a), Some(b)) = (get(&d.json, &p).cloned(), get(&d.json, &q).cloned())
                else {
                    return false;
                };
                if p.starts_with(&q) || q.starts_with(&p) {
                    return false;
                }
                if let Some(v) = get_mut(&mut d.json, &p) {
                    *v = b;
                }
                if let Some(v) = get_mut(&mut d.json, &q) {
                    *v = a;
                }
                put(files, f, &d);
            } else {
                let Some(mut e) = doc(kind, &files[g].1) else {
                    return false;
                };
                let (Some(a), Some(b)) = (get(&d.json, &p).cloned(), get(&e.json, &q).cloned())
                else {
                    return false;
                };
                if let Some(v) = get_mut(&mut d.json, &p) {
                    *v = b;
                }
                if let Some(v) = get_mut(&mut e.json, &q) {
                    *v = a;
                }
                put(files, f, &d);
                put(files, g, &e);
            }
        }
        Op::Shard => {
            let is_shard = |p: &[Step], _: &Value| matches!(p.iter().rev().nth(1), Some(Step::Key(k)) if k == "shard");
            let Some((f, mut d, p)) = pick_path(u, kind, files, is_shard) else {
                return false;
            };
            let Some(v) = get_mut(&mut d.json, &p) else {
                return false;
            };
            *v = Value::from(u.int_in_range(0u64..=4).unwrap_or(0));
            put(files, f, &d);
        }
        Op::Counterexample => {
            let stated = |p: &[Step], _: &Value| matches!(p.last(), Some(Step::Key(k)) if COUNTEREXAMPLE_KEYS.contains(&k.as_str()));
            let Some((f, mut d, p)) = pick_path(u, kind, files, stated) else {
                return false;
            };
            let key = match p.last() {
                Some(Step::Key(k)) => k.clone(),
                _ => return false,
            };
            let Some(v) = get_mut(&mut d.json, &p) else {
                return false;
            };
            *v = if v.is_null() {
                forged(u, &key)
            } else {
                Value::Null
            };
            put(files, f, &d);
        }
        Op::Drop => {
            let Some(f) = pick(u, files.len()) else {
                return false;
            };
            files.remove(f);
        }
        Op::Duplicate => {
            let Some(f) = pick(u, files.len()) else {
                return false;
            };
            let (name, bytes) = files[f].clone();
            files.push((format!("again-{}-{name}", files.len()), bytes));
        }
        Op::Bytes => {
            let Some(f) = pick(u, files.len()) else {
                return false;
            };
            let bytes = &mut files[f].1;
            let Some(at) = pick(u, bytes.len()) else {
                return false;
            };
            let b = u.arbitrary::<u8>().unwrap_or(0);
            match u.choose_index(4).unwrap_or(0) {
                0 => bytes[at] = b,
                1 => bytes.insert(at, b),
                2 => {
                    bytes.remove(at);
                }
                _ => bytes.truncate(at),
            }
        }
        Op::Reformat => {
            let Some(f) = pick(u, files.len()) else {
                return false;
            };
            let Some(d) = doc(kind, &files[f].1) else {
                return false;
            };
            files[f].1 = d.bytes(u.arbitrary::<bool>().unwrap_or(false));
        }
        Op::Rename => {
            let Some(f) = pick(u, files.len()) else {
                return false;
            };
            let name = &files[f].0;
            files[f].0 = format!("{}-{name}", u.int_in_range(0u8..=9).unwrap_or(0));
        }
    }
    true
}

/// One input's mutated run and what its merge gave.
#[derive(Debug, Clone)]
pub struct Trial {
    /// The run mutated.
    pub kind: Kind,
    /// The mutations that changed something, in order.
    pub ops: Vec<Op>,
    /// What the mutated parts merged to, or the merge's error.
    pub merged: Result<Merged, String>,
    /// What the genuine parts merge to.
    pub genuine: Merged,
}

/// A directory removed when dropped, also when the merge panics.
struct Removed(PathBuf);

impl Drop for Removed {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Decodes a run and mutations from `data`, and merges the mutated parts.
pub fn trial(data: &[u8]) -> Result<Trial, String> {
    let runs = genuine()?;
    let mut u = Unstructured::new(data);
    let Some(run) = runs.get(pick(&mut u, runs.len()).unwrap_or(0)) else {
        return Err("no genuine runs".into());
    };
    let mut files = run.files.clone();
    let mut ops = Vec::new();
    for _ in 0..u.int_in_range(0..=MAX_OPS).unwrap_or(0) {
        let op = Op::ALL[pick(&mut u, Op::ALL.len()).unwrap_or(0)];
        if apply(&mut u, run.kind, op, &mut files) {
            ops.push(op);
        }
    }
    let dir = Removed(scratch("input")?);
    let merged = (|| {
        for (name, bytes) in &files {
            std::fs::write(dir.0.join(name), bytes).map_err(|e| e.to_string())?;
        }
        Ok::<_, String>(merge(run.kind, &dir.0))
    })();
    Ok(Trial {
        kind: run.kind,
        ops,
        merged: merged?,
        genuine: run.merged.clone(),
    })
}

/// The check: decodes a run and mutations from `data`, merges the mutated parts and applies
/// the oracle of the module's documentation. `Err` says how the merge misbehaved.
pub fn check(data: &[u8]) -> Result<(), String> {
    let t = trial(data)?;
    let what = format!("{:?} parts after {:?}", t.kind, t.ops);
    match t.merged {
        Ok(merged) if merged == t.genuine => Ok(()),
        // Parts relabelled as another split or other settings of a hunt, or as another split
        // of a Seki level: consistent with what they say (the merge checked that), and only a
        // re-run could tell they are not that run (see the module's documentation).
        // A Seki level relabelled so must still merge to the genuine census: the merge
        // generates each level's keys again, so half a level no longer passes as a whole one.
        Ok(merged)
            if merged.run != t.genuine.run
                && (matches!(t.kind, Kind::Hunt)
                    || matches!(t.kind, Kind::Levels) && merged.result == t.genuine.result) =>
        {
            Ok(())
        }
        Ok(merged) => Err(format!(
            "{what}: the merge accepted them with another result:\n  genuine: {:?}\n  merged:  {merged:?}",
            t.genuine
        )),
        Err(e) if t.ops.iter().all(|op| op.keeps_content()) => Err(format!(
            "{what}: the content is unchanged, but the merge refused it: {e}"
        )),
        Err(e) => crate::parse_check::one_line(&what, &e),
    }
}
