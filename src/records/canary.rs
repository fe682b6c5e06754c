//! Behavioural canaries: for each engine the claims use, a digest of its answers on a fixed,
//! cheap sample of inputs.
//!
//! A stored record names the engines its claim uses ([`crate::claims::provenance::engines`]) with their canary digests
//! at the time it was made. When an engine's behaviour changes (a fixed bug, or a new one),
//! its answers on the sample change, its digest changes, and exactly the records that pinned
//! that engine become stale ([`crate::claims::provenance::freshness`]); a change that only makes an
//! engine faster leaves every digest, and so every record, as it was. A canary is a change
//! detector, not a proof: the differential tests and fuzz targets hold each engine to its
//! reference; the canary only says whether today's engine answers as the recorded one did.
//!
//! The samples are the smallest inputs that exercise each engine's main paths, so that all
//! canaries together take well under a second in a debug build.
//!
//! **Pins.** A record pins a sample's text as `digest@lines` ([`pin`]): the digest of its
//! first `lines` lines, all the sample had then. A sample is extended by **appending** cases:
//! a record then still holds while today's sample begins with the lines it pinned ([`holds`]),
//! so a new case strands no record made before it, and a record made after it pins the new
//! case too. Changing or reordering a case stales every record that pins the engine, and so
//! does a pin without its line count.
//!
//! **Effort.** Answers are not all a finding may say: some findings quote how much an engine
//! searched or built (positions searched past some size, proof-tree or certificate sizes, a
//! whole tree's positions up to symmetry). Those figures change with a faster search whose
//! answers do not, so the answer canary cannot see them. An engine's *effort* sample
//! ([`Engine::effort`]) gives the same kind of figures on small inputs; a part that quotes
//! them says so ([`crate::claims::part::Part::quoting_effort`]), and a deep record of its claim pins
//! the effort digest as well, so a change to the search stales exactly the records whose text
//! it would change ([`crate::claims::provenance::freshness`]). Records that quote no effort pin only
//! answers and survive a faster engine.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::sync::OnceLock;

/// An engine the claim checks call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Engine {
    /// The Seki classifier (fast solver, canonical forms).
    Seki,
    /// The Column-Row solvers.
    ColumnRow,
    /// The impartial solvers: subtraction games, Nim, Wythoff.
    Impartial,
    /// The k-in-a-row solver and prover.
    Mnk,
    /// The Domineering outcome solver and alpha tables.
    Domineering,
    /// The whistette trick solver (one Seki remark).
    Whistette,
}

impl Engine {
    /// Every engine, in a fixed order.
    pub const ALL: [Engine; 6] = [
        Engine::Seki,
        Engine::ColumnRow,
        Engine::Impartial,
        Engine::Mnk,
        Engine::Domineering,
        Engine::Whistette,
    ];

    /// The engine's name as records store it.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Seki => "seki",
            Engine::ColumnRow => "column-row",
            Engine::Impartial => "impartial",
            Engine::Mnk => "mnk",
            Engine::Domineering => "domineering",
            Engine::Whistette => "whistette",
        }
    }

    /// The engine's answers on its sample, as text (one answer a line).
    pub fn answers(self) -> String {
        match self {
            Engine::Seki => seki_answers(),
            Engine::ColumnRow => column_row_answers(),
            Engine::Impartial => impartial_answers(),
            Engine::Mnk => mnk_answers(),
            Engine::Domineering => domineering_answers(),
            Engine::Whistette => whistette_answers(),
        }
    }

    /// The engine's effort figures on its effort sample, as text (one a line): what findings
    /// that quote effort would quote; empty for an engine whose findings quote none.
    pub fn effort(self) -> String {
        match self {
            Engine::Mnk => mnk_effort(),
            Engine::Domineering => domineering_effort(),
            Engine::Seki | Engine::ColumnRow | Engine::Impartial | Engine::Whistette => {
                String::new()
            }
        }
    }
}

/// `text` pinned: the FNV-1a digest (16 hex digits) of its lines, `@`, how many there are.
pub fn pin(text: &str) -> String {
    format!("{}@{}", text_digest(text), text.lines().count())
}

/// Whether a `recorded` pin holds for today's `text`: today's first lines, as many as it
/// pinned, have its digest. A digest without its line count holds for nothing.
pub fn holds(recorded: &str, text: &str) -> bool {
    let Some((digest, lines)) = recorded.split_once('@') else {
        return false;
    };
    let Ok(lines) = lines.parse::<usize>() else {
        return false;
    };
    let first: Vec<&str> = text.split_inclusive('\n').take(lines).collect();
    first.len() == lines && text_digest(&first.concat()) == digest
}

fn text_digest(text: &str) -> String {
    crate::core::digest::fnv_hex(text.as_bytes())
}

/// Today's answers of every engine, computed once a process.
pub fn answers_today() -> &'static BTreeMap<Engine, String> {
    static TEXTS: OnceLock<BTreeMap<Engine, String>> = OnceLock::new();
    TEXTS.get_or_init(|| Engine::ALL.iter().map(|e| (*e, e.answers())).collect())
}

/// Today's effort figures of every engine, computed once a process (only when a record that
/// quotes effort is judged or made).
pub fn effort_today() -> &'static BTreeMap<Engine, String> {
    static TEXTS: OnceLock<BTreeMap<Engine, String>> = OnceLock::new();
    TEXTS.get_or_init(|| Engine::ALL.iter().map(|e| (*e, e.effort())).collect())
}

/// Every 2 x 2 matrix with entries at most 3 and no zero line, and a few 3 x 3 ones: the
/// fast type in both variants, and the canonical form.
fn seki_answers() -> String {
    use crate::games::seki::canon::canonical_matrix;
    use crate::games::seki::{Matrix, Variant, fast};
    let mut out = String::new();
    let mut matrices: Vec<Matrix> = Vec::new();
    for code in 0..4u32.pow(4) {
        let a: Vec<u32> = (0..4).map(|i| code / 4u32.pow(i) % 4).collect();
        matrices.push(Matrix::from_vec(2, 2, a));
    }
    for seed in 0..24u32 {
        let a: Vec<u32> = (0..9).map(|i| (seed * 7 + i * i * 3 + i) % 3).collect();
        matrices.push(Matrix::from_vec(3, 3, a));
    }
    for a in matrices {
        if a.has_zero_row() || a.has_zero_col() {
            continue;
        }
        for v in [Variant::Seki, Variant::SekiI] {
            let t = fast::seki_type(&a, v)
                .map(|t| format!("{} {}", t.coarse(), t.refined()))
                .unwrap_or_else(|e| e.to_string());
            let _ = writeln!(out, "{} {}: {t}", a.compact(), v.name());
        }
        let _ = writeln!(
            out,
            "{} canon {}",
            a.compact(),
            canonical_matrix(&a).compact()
        );
    }
    out
}

/// SG of every partition of at most 9 cells, by the word solver.
fn column_row_answers() -> String {
    use crate::games::column_row::fast::WordSolver;
    use crate::games::column_row::partition::Partition;
    fn partitions(n: u32, max: u32, prefix: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if n == 0 {
            out.push(prefix.clone());
            return;
        }
        for part in (1..=n.min(max)).rev() {
            prefix.push(part);
            partitions(n - part, part, prefix, out);
            prefix.pop();
        }
    }
    let mut all = Vec::new();
    for n in 1..=9 {
        partitions(n, n, &mut Vec::new(), &mut all);
    }
    let mut solver = WordSolver::new();
    let mut out = String::new();
    for parts in all {
        let answer = Partition::new(parts.clone())
            .and_then(|p| solver.sg(&p))
            .map_or_else(|e| e.to_string(), |g| g.to_string());
        let _ = writeln!(out, "{parts:?}: {answer}");
    }
    out
}

/// SG of subtraction games with sets in {1..5} to heap 40; Nim's winning moves on three heaps
/// of at most 4; Wythoff's winning moves on piles below 10.
fn impartial_answers() -> String {
    use crate::games::subtraction::{Periodic, SubtractionSet};
    use crate::games::{nim, wythoff};
    let mut out = String::new();
    for mask in 1..32u64 {
        let set: Vec<u64> = (0..5)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| i + 1)
            .collect();
        let values = SubtractionSet::new(set.clone())
            .and_then(|s| Periodic::compute(&s))
            .map_or_else(
                |e| e.to_string(),
                |p| {
                    (0..40)
                        .map(|n| p.grundy(n).to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                },
            );
        let _ = writeln!(out, "S {set:?}: {values}");
    }
    for code in 0..125u64 {
        let heaps = [code % 5, code / 5 % 5, code / 25];
        let _ = writeln!(
            out,
            "nim {heaps:?}: {} {:?}",
            nim::is_p(&heaps),
            nim::winning_moves(&heaps)
        );
    }
    for x in 0..10 {
        for y in 0..10 {
            let _ = writeln!(out, "wythoff ({x},{y}): {:?}", wythoff::winning_moves(x, y));
        }
    }
    out
}

/// The optimized solver's and the prover's values of the empty board of small games (none
/// whose full tree takes the unpruned solver more than a millisecond: 4 x 4 with k = 4 takes
/// it seconds).
fn mnk_answers() -> String {
    use crate::games::mnk::board::Params;
    use crate::games::mnk::{prover, solver::Solver};
    let mut out = String::new();
    for (m, n, k, p, q) in [
        (3, 3, 3, 1, 1),
        (4, 3, 3, 1, 1),
        (4, 4, 3, 1, 1),
        (3, 3, 3, 2, 1),
        (4, 3, 3, 2, 1),
        (5, 1, 3, 1, 1),
        (6, 1, 4, 2, 1),
        (2, 4, 3, 1, 1),
        (4, 1, 3, 1, 1),
        (5, 2, 3, 1, 1),
        (3, 4, 3, 2, 1),
        (2, 5, 3, 1, 1),
    ] {
        let answer = Params::new(m, n, k, p, q).and_then(|g| {
            let fast = Solver::new(g)?.value(0, 0);
            let (proved, _) = prover::value_from(g, 0, 0, 1_000_000)?;
            Ok(format!("{fast:?} {proved:?}"))
        });
        let _ = writeln!(
            out,
            "({m},{n},{k},{p},{q}): {}",
            answer.unwrap_or_else(|e| e.to_string())
        );
    }
    out
}

/// Who wins each empty board up to 4 x 4 with either player first (the outcome solver), and
/// the alpha table of boards up to 3 x 4.
fn domineering_answers() -> String {
    use crate::games::domineering::alpha::alpha;
    use crate::games::domineering::board::Board;
    use crate::games::domineering::outcome::OutcomeSolver;
    let mut out = String::new();
    for rows in 1..=4 {
        for cols in 1..=4 {
            let answer = Board::new(rows, cols).map(|b| {
                let mut s = OutcomeSolver::with_table_bits(b, 12);
                [true, false].map(|left| s.mover_wins(0, left))
            });
            let _ = writeln!(out, "{rows}x{cols}: {answer:?}");
        }
    }
    for m in 1..=3 {
        for n in 1..=4 {
            let answer = alpha(m, n).map(|a| a.paper_notation());
            let _ = writeln!(out, "alpha {m}x{n}: {answer:?}");
        }
    }
    out
}

/// The effort of the k-in-a-row engines on small games: the optimized solver's positions up
/// to symmetry, the provers' positions searched, and the sizes of the win and hold
/// certificates the builders make (what MNK findings quote).
fn mnk_effort() -> String {
    use crate::games::mnk::board::Params;
    use crate::games::mnk::{certificate, hold, prover, solver::Solver};
    let mut out = String::new();
    for (m, n, k, p, q) in [
        (3, 3, 3, 1, 1),
        (4, 3, 3, 1, 1),
        (4, 4, 3, 1, 1),
        (3, 3, 3, 2, 1),
        (5, 2, 3, 1, 1),
        (2, 5, 3, 1, 1),
    ] {
        let figures = Params::new(m, n, k, p, q).and_then(|g| {
            let mut solver = Solver::new(g)?;
            solver.value(0, 0);
            let (_, proved) = prover::value_from(g, 0, 0, 1_000_000)?;
            let win = |b: bool| certificate::build(g, b, 1_000_000).map(|c| c.moves.len());
            let holds = |b: bool| hold::build(g, b, 1_000_000).map(|c| c.entries.len());
            Ok(format!(
                "solver {} prover {proved} win B {:?} W {:?} holds B {:?} W {:?}",
                solver.nodes,
                win(true),
                win(false),
                holds(true),
                holds(false)
            ))
        });
        let _ = writeln!(
            out,
            "({m},{n},{k},{p},{q}): {}",
            figures.unwrap_or_else(|e| e.to_string())
        );
    }
    out
}

/// The effort of the Domineering outcome solver: positions searched on each empty board up
/// to 4 x 5 with either player first and the size of each class's proof tree, then positions
/// searched on a few larger boards (what DOM findings quote).
fn domineering_effort() -> String {
    use crate::games::domineering::board::Board;
    use crate::games::domineering::outcome::OutcomeSolver;
    use crate::games::domineering::position::Position;
    use crate::games::domineering::proof;
    let mut out = String::new();
    for rows in 1..=4 {
        for cols in 1..=5 {
            let figures = Board::new(rows, cols).and_then(|b| {
                let mut s = OutcomeSolver::with_table_bits(b, 12);
                let searched = [true, false].map(|left| {
                    s.mover_wins(0, left);
                    s.nodes()
                });
                let mut fresh = OutcomeSolver::with_table_bits(b, 12);
                let tree = proof::build(Position::empty(b), &mut fresh)?.nodes.len();
                Ok(format!("searched {searched:?} proof {tree}"))
            });
            let _ = writeln!(
                out,
                "{rows}x{cols}: {}",
                figures.unwrap_or_else(|e| e.to_string())
            );
        }
    }
    // Boards the counts do not settle at once: the search itself (3 x 13 is past the proof
    // trees' 36 cells, as DOM-Ex2.2's boards are; 6 x 8 reaches nodes whose mover is far
    // behind by the counts, handled apart on the large boards the records quote).
    for (rows, cols) in [(4, 6), (5, 5), (5, 6), (6, 6), (3, 13), (6, 8)] {
        let searched = Board::new(rows, cols).map(|b| {
            let mut s = OutcomeSolver::with_table_bits(b, 16);
            [true, false].map(|left| {
                s.mover_wins(0, left);
                s.nodes()
            })
        });
        let _ = writeln!(out, "{rows}x{cols}: searched {searched:?}");
    }
    out
}

/// The leader's tricks for every split of the cards 1..6 into two hands of three.
fn whistette_answers() -> String {
    use crate::games::whistette::{Solver, hand};
    let mut out = String::new();
    let mut solver = Solver::new();
    for mask in 0..64u32 {
        if mask.count_ones() != 3 {
            continue;
        }
        let leader: Vec<u32> = (1..=6).filter(|c| mask >> (c - 1) & 1 == 1).collect();
        let follower: Vec<u32> = (1..=6).filter(|c| mask >> (c - 1) & 1 == 0).collect();
        let answer = hand(&leader)
            .and_then(|l| hand(&follower).map(|f| solver.leader_tricks(l, f)))
            .map_or_else(|e| e.to_string(), |t| t.to_string());
        let _ = writeln!(out, "{leader:?} {follower:?}: {answer}");
    }
    out
}
