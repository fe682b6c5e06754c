//! What a conjecture talks about: a quantity computed by the library's solvers (compared with
//! a formula), or a registered predicate required over a domain (a property).
//!
//! Each kind names its parameters (with their admissible values), computes one instance,
//! estimates the work of a set of instances for the "no silent long run" guard, says how far
//! a random hunt can go in about a second an instance, and writes the replay command that
//! shows a failing value.

use super::formula::Expected;
use super::spec::{Grid, Param};
use crate::claims::column_row::{
    lemma_1_2_holds, lemma_1_2_replay, lemma_3_1_holds, lemma_3_1_replay,
};
use crate::claims::seki::predicates::{self, SekiPredicate};
use crate::claims::seki::support;
use crate::core::Grundy;
use crate::games::column_row::fast::WordSolver;
use crate::games::column_row::partition::Partition;
use crate::games::column_row::partition::partitions_in_box;
use crate::games::column_row::{cost as cr_cost, staircase};
use crate::games::domineering::alpha::{self, Alpha};
use crate::games::domineering::board::Board;
use crate::games::domineering::cost as dom_cost;
use crate::games::domineering::outcome::OutcomeSolver;
use crate::games::seki::Variant;
use crate::games::seki::enumerate::{self, Filter};
use crate::games::subtraction::{Periodic, SubtractionSet};
use crate::games::{nim, wythoff};
use std::collections::HashMap;

/// One parameter of a kind: its name and admissible values.
#[derive(Debug, Clone, Copy)]
pub struct ParamSpec {
    /// The name, as written in the file and in formulas.
    pub name: &'static str,
    /// Least value.
    pub min: i64,
    /// Largest value (what the solver can hold at all; the work guard judges the rest).
    pub max: i64,
    /// A list of integers (fixed), not one integer.
    pub list: bool,
    /// How far a hunt draws this parameter (an instance must stay near a second).
    pub hunt_reach: i64,
}

const fn int(name: &'static str, min: i64, max: i64, hunt_reach: i64) -> ParamSpec {
    ParamSpec {
        name,
        min,
        max,
        list: false,
        hunt_reach,
    }
}

/// The largest Column-Row family parameter (a + b letters fit the word solver).
const CR_MAX: i64 = (crate::games::column_row::word::MAX_LEN / 2) as i64;
/// The largest staircase the tables index (words of 2n letters in a u64), as `cgcheck staircase`.
const STAIRCASE_MAX: i64 = 31;
/// Largest alpha board in cells (the scan keeps counts in i16), as `cgcheck alpha`.
const ALPHA_CELLS: i64 = 60_000;
/// Largest pile or position of the arithmetic quantities.
const BIG: i64 = 1 << 62;

/// What a conjecture is about.
#[derive(Clone, Copy)]
pub enum Kind {
    /// SG(S_n), S_n = (n, n-1, ..., 1), by the staircase tables.
    Staircase,
    /// SG of the rectangle (b^a).
    Rectangle,
    /// SG of the gamma (b, 1^(a-1)).
    Gamma,
    /// SG of the almost-gamma (b, d^(a-1)), d <= b.
    AlmostGamma,
    /// SG(n) of the subtraction game with a set.
    Subtraction,
    /// alpha_{m,n}, the paper's reading (least end-polynomial term).
    Alpha,
    /// alpha_{m,n}, the shortest real alternating game (either player first).
    AlphaStrict,
    /// The outcome class (L, R, N, P) of the m x n Domineering board.
    DomineeringOutcome,
    /// Whether (x, y) is a P-position of Wythoff's game.
    WythoffP,
    /// The nim-sum x ^ y ^ z.
    NimSum,
    /// A Seki claim's predicate over every m x n matrix of height <= h.
    Seki(SekiPredicate),
    /// Lemma 1.2 (conjugation) over every partition in a rows x cols box.
    Lemma12,
    /// Lemma 3.1 over every quadrated partition in a rows x cols box.
    Lemma31,
}

/// The quantity names a file may use.
pub const QUANTITIES: &[&str] = &[
    "column-row-staircase",
    "column-row-rectangle",
    "column-row-gamma",
    "column-row-almost-gamma",
    "subtraction",
    "alpha",
    "alpha-strict",
    "domineering-outcome",
    "wythoff-p",
    "nim-sum",
];

impl Kind {
    /// The quantity of that name.
    pub fn quantity(name: &str) -> Option<Kind> {
        Some(match name {
            "column-row-staircase" => Kind::Staircase,
            "column-row-rectangle" => Kind::Rectangle,
            "column-row-gamma" => Kind::Gamma,
            "column-row-almost-gamma" => Kind::AlmostGamma,
            "subtraction" => Kind::Subtraction,
            "alpha" => Kind::Alpha,
            "alpha-strict" => Kind::AlphaStrict,
            "domineering-outcome" => Kind::DomineeringOutcome,
            "wythoff-p" => Kind::WythoffP,
            "nim-sum" => Kind::NimSum,
            _ => return None,
        })
    }

    /// The property of a registry predicate id (exact).
    pub fn property(id: &str) -> Option<Kind> {
        match id {
            "CR-L1.2" => Some(Kind::Lemma12),
            "CR-L3.1" => Some(Kind::Lemma31),
            _ => predicates::all()
                .iter()
                .copied()
                .find(|p| p.claim == id)
                .map(Kind::Seki),
        }
    }

    /// Every property id a file may use.
    pub fn property_ids() -> Vec<&'static str> {
        let mut ids = vec!["CR-L1.2", "CR-L3.1"];
        ids.extend(predicates::all().iter().map(|p| p.claim));
        ids
    }

    /// Whether it is a property (no formula).
    pub fn is_property(&self) -> bool {
        matches!(self, Kind::Seki(_) | Kind::Lemma12 | Kind::Lemma31)
    }

    /// The type the formula must give.
    pub fn expected(&self) -> Expected {
        match self {
            Kind::DomineeringOutcome => Expected::Text,
            Kind::WythoffP => Expected::Bool,
            _ => Expected::Int,
        }
    }

    /// The parameters, outermost first (the order instances are checked in).
    pub fn params(&self) -> Vec<ParamSpec> {
        let cr = |n| int(n, 1, CR_MAX, CR_MAX);
        match self {
            Kind::Staircase => vec![int("n", 1, STAIRCASE_MAX, 22)],
            Kind::Rectangle | Kind::Gamma => vec![cr("a"), cr("b")],
            Kind::AlmostGamma => vec![
                int("a", 1, CR_MAX, 30),
                int("b", 1, CR_MAX, 30),
                int("d", 1, CR_MAX, 30),
            ],
            Kind::Subtraction => vec![
                ParamSpec {
                    name: "set",
                    min: 1,
                    max: crate::games::subtraction::MAX_ELEMENT as i64,
                    list: true,
                    hunt_reach: 0,
                },
                int("n", 0, BIG, 1_000_000_000_000),
            ],
            Kind::Alpha | Kind::AlphaStrict => vec![
                int("m", 1, ALPHA_CELLS, 40),
                int("n", 1, ALPHA_CELLS, 10_000),
            ],
            Kind::DomineeringOutcome => vec![int("m", 1, 64, 64), int("n", 1, 64, 64)],
            Kind::WythoffP => vec![int("x", 0, BIG, 1 << 50), int("y", 0, BIG, 1 << 50)],
            Kind::NimSum => vec![
                int("x", 0, BIG, 1 << 40),
                int("y", 0, BIG, 1 << 40),
                int("z", 0, BIG, 1 << 40),
            ],
            Kind::Seki(_) => vec![
                int("m", 1, 32, 0),
                int("n", 1, 32, 0),
                int(
                    "h",
                    1,
                    i64::from(crate::games::seki::canon::MAX_PACKED_ENTRY),
                    0,
                ),
            ],
            Kind::Lemma12 | Kind::Lemma31 => vec![int("rows", 0, 60, 0), int("cols", 0, 60, 0)],
        }
    }

    /// What a hunt draws, in words (per kind), or why there is none of its own.
    pub fn hunt_note(&self) -> String {
        match self {
            Kind::Staircase => "n up to 22 as the hunt's time allows: the staircase tables take about 2 s at n = 17, 30 s at n = 20, 2.6x more per step".into(),
            Kind::Rectangle | Kind::Gamma => format!("a, b up to {CR_MAX} (the word solver's reach)"),
            Kind::AlmostGamma => "a, b, d up to 30, skipping diagrams the cost model puts past the per-instance limit".into(),
            Kind::Subtraction => "n up to 10^12 (SG by the certified period)".into(),
            Kind::Alpha | Kind::AlphaStrict => "m up to 40 and n up to 10000 with m n <= 60000, skipping boards the cost model puts past the per-instance limit".into(),
            Kind::DomineeringOutcome => "boards of at most 64 cells the outcome solver settles within the per-instance limit".into(),
            Kind::WythoffP => "piles up to 2^50".into(),
            Kind::NimSum => "heaps up to 2^40".into(),
            Kind::Seki(_) | Kind::Lemma12 | Kind::Lemma31 => "the claim's registered hunt (`cgcheck hunt --list`)".into(),
        }
    }

    /// Whether an instance is outside the kind's domain (skipped, not counted): a parameter
    /// combination the family does not have.
    pub fn outside(&self, t: &Instance) -> Option<String> {
        match self {
            Kind::AlmostGamma if t.int("d") > t.int("b") => {
                Some("d > b (not an almost-gamma)".into())
            }
            Kind::Alpha | Kind::AlphaStrict if t.int("m") * t.int("n") > ALPHA_CELLS => {
                Some(format!("more than {ALPHA_CELLS} cells"))
            }
            Kind::DomineeringOutcome if t.int("m") * t.int("n") > 64 => {
                Some("more than 64 cells".into())
            }
            Kind::Seki(_)
                if t.int("m") * t.int("n") > crate::games::seki::canon::MAX_PACKED_CELLS as i64 =>
            {
                Some("more than 32 entries".into())
            }
            _ => None,
        }
    }
}

/// A parameter's value in one instance.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    /// An integer.
    Int(i64),
    /// A list of integers.
    List(Vec<i64>),
}

/// One instance: every parameter with its value, in the kind's order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Instance(pub Vec<(&'static str, Value)>);

impl Instance {
    /// The integer parameter `name` (0 if absent: the spec guarantees presence).
    pub fn int(&self, name: &str) -> i64 {
        self.0
            .iter()
            .find_map(|(n, v)| match v {
                Value::Int(i) if *n == name => Some(*i),
                _ => None,
            })
            .unwrap_or(0)
    }

    fn list(&self, name: &str) -> &[i64] {
        self.0
            .iter()
            .find_map(|(n, v)| match v {
                Value::List(l) if *n == name => Some(l.as_slice()),
                _ => None,
            })
            .unwrap_or(&[])
    }

    fn u(&self, name: &str) -> u64 {
        u64::try_from(self.int(name)).unwrap_or(0)
    }

    fn z(&self, name: &str) -> usize {
        usize::try_from(self.int(name)).unwrap_or(0)
    }

    /// "m = 2, n = 11" (lists as {1,3,4}).
    pub fn describe(&self) -> String {
        self.0
            .iter()
            .map(|(n, v)| match v {
                Value::Int(i) => format!("{n} = {i}"),
                Value::List(l) => format!("{n} = {{{}}}", join(l, ",")),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn join(l: &[i64], sep: &str) -> String {
    l.iter().map(i64::to_string).collect::<Vec<_>>().join(sep)
}

/// A computed value of a quantity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Computed {
    /// An integer value.
    Int(i64),
    /// A string value (an outcome class).
    Text(String),
    /// A boolean value.
    Bool(bool),
    /// No value (alpha of a board without any end of one domino or more).
    Undefined,
}

impl std::fmt::Display for Computed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Computed::Int(i) => write!(f, "{i}"),
            Computed::Text(s) => f.write_str(s),
            Computed::Bool(b) => write!(f, "{b}"),
            Computed::Undefined => f.write_str("undefined"),
        }
    }
}

/// What a property found on one instance (one domain).
pub enum Verdict {
    /// It holds on every member; how many.
    Holds(u64),
    /// It fails: (detail, replay).
    Fails(String, String),
}

/// The solvers and tables shared by the instances of one run.
#[derive(Default)]
pub struct Solvers {
    word: WordSolver,
    staircase: Vec<Grundy>,
    alpha_rows: HashMap<usize, Vec<Alpha>>,
    periodic: Option<(Vec<i64>, Periodic)>,
}

/// The word solver's memo is dropped past this many positions (a hunt draws ever new ones).
const WORD_MEMO_LIMIT: usize = 20_000_000;

impl Solvers {
    /// Computes batch tables for a run over `grid` (SG(S_n) up to the largest n; one alpha
    /// scan per m up to the largest n), so that a range costs one run, not one per n.
    pub fn prepare(&mut self, kind: Kind, grid: &Grid) -> Result<(), String> {
        match kind {
            Kind::Staircase => self.staircase_to(grid.max("n") as usize)?,
            Kind::Alpha | Kind::AlphaStrict => {
                for (m, max_n) in alpha_rows(grid) {
                    if self.alpha_rows.get(&m).is_none_or(|r| r.len() < max_n) {
                        let row = alpha::alpha_row(m, max_n).map_err(|e| e.0)?;
                        self.alpha_rows.insert(m, row);
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn staircase_to(&mut self, n: usize) -> Result<(), String> {
        if self.staircase.len() <= n {
            let rows = staircase::frontier(n, |_| {}, |_, _| {})?;
            self.staircase = rows.iter().map(|r| r.sg).collect();
        }
        Ok(())
    }

    fn word_sg(&mut self, p: &Partition) -> Result<i64, String> {
        if self.word.positions() > WORD_MEMO_LIMIT {
            self.word = WordSolver::new();
        }
        self.word.sg(p).map(i64::from).map_err(|e| e.0)
    }

    fn alpha(&mut self, m: usize, n: usize) -> Result<Alpha, String> {
        if let Some(a) = self.alpha_rows.get(&m).and_then(|r| r.get(n - 1)) {
            return Ok(a.clone());
        }
        alpha::alpha(m, n).map_err(|e| e.0)
    }

    /// The quantity's value on one instance. `Err` is an instance the solver could not
    /// value (too large), which decides nothing.
    pub fn value(&mut self, kind: Kind, t: &Instance) -> Result<Computed, String> {
        let cr = |name: &str| u32::try_from(t.int(name)).unwrap_or(0);
        Ok(match kind {
            Kind::Staircase => {
                let n = t.z("n");
                self.staircase_to(n)?;
                Computed::Int(i64::from(self.staircase[n]))
            }
            Kind::Rectangle => {
                Computed::Int(self.word_sg(&Partition::rectangle(cr("a"), cr("b")))?)
            }
            Kind::Gamma => Computed::Int(self.word_sg(&Partition::gamma(cr("a"), cr("b")))?),
            Kind::AlmostGamma => {
                Computed::Int(self.word_sg(&Partition::almost_gamma(cr("a"), cr("b"), cr("d")))?)
            }
            Kind::Subtraction => {
                let set = t.list("set");
                if self.periodic.as_ref().is_none_or(|(s, _)| s != set) {
                    let elements = set.iter().map(|&x| x.unsigned_abs()).collect();
                    let s = SubtractionSet::new(elements).map_err(|e| e.0)?;
                    let p = Periodic::compute(&s).map_err(|e| e.0)?;
                    self.periodic = Some((set.to_vec(), p));
                }
                let p = &self.periodic.as_ref().ok_or("no period")?.1;
                Computed::Int(i64::from(p.grundy(t.u("n"))))
            }
            Kind::Alpha | Kind::AlphaStrict => {
                let a = self.alpha(t.z("m"), t.z("n"))?;
                let v = match kind {
                    Kind::Alpha => a.paper,
                    _ => a.shortest_real_game(),
                };
                v.map_or(Computed::Undefined, |v| Computed::Int(i64::from(v)))
            }
            Kind::DomineeringOutcome => {
                let board = Board::new(t.z("m"), t.z("n")).map_err(|e| e.0)?;
                let mut solver = OutcomeSolver::try_new(board).map_err(|e| e.0)?;
                Computed::Text(solver.outcome(0).to_string())
            }
            Kind::WythoffP => Computed::Bool(wythoff::is_p(t.u("x"), t.u("y"))),
            Kind::NimSum => {
                let sum = nim::nim_sum(&[t.u("x"), t.u("y"), t.u("z")]);
                Computed::Int(i64::try_from(sum).map_err(|_| "nim-sum past i64".to_string())?)
            }
            Kind::Seki(_) | Kind::Lemma12 | Kind::Lemma31 => {
                return Err("a property has no value".into());
            }
        })
    }

    /// A property on one instance's domain. `Err` is a member the solver could not value.
    pub fn verdict(&mut self, kind: Kind, t: &Instance) -> Result<Verdict, String> {
        match kind {
            Kind::Seki(p) => {
                let h = u32::try_from(t.int("h")).unwrap_or(0);
                // Enumerated here, not through the claims' process-wide cache: a user's
                // domains need not stay in memory, and a shape the enumerator refuses is an
                // error to report, not a panic.
                let census =
                    enumerate::classify(t.z("m"), t.z("n"), h, p.variant, Filter::All, false)
                        .map_err(|e| e.0)?;
                for (a, ty) in &census.kept {
                    if let Some(why) = (p.bad)(a, ty) {
                        return Ok(Verdict::Fails(
                            format!("{} fails for {}: {why}", p.claim, a.compact()),
                            support::replay(a, p.variant),
                        ));
                    }
                }
                Ok(Verdict::Holds(census.kept.len() as u64))
            }
            Kind::Lemma12 => {
                let (r, c) = (t.int("rows") as u32, t.int("cols") as u32);
                let all = partitions_in_box(r, c);
                for p in &all {
                    if let Err(why) = lemma_1_2_holds(p, r.max(c), &mut self.word)? {
                        return Ok(Verdict::Fails(why, lemma_1_2_replay(p)));
                    }
                }
                Ok(Verdict::Holds(all.len() as u64))
            }
            Kind::Lemma31 => {
                let (r, c) = (t.int("rows") as u32 / 2, t.int("cols") as u32 / 2);
                let mut count = 0;
                for base in partitions_in_box(r, c) {
                    // Doubling every part and every multiplicity gives every quadrated one.
                    let q = base.doubled().ok_or("a part past u32")?;
                    count += 1;
                    if let Err(why) = lemma_3_1_holds(&q, &mut self.word)? {
                        return Ok(Verdict::Fails(why, lemma_3_1_replay(&q)));
                    }
                }
                Ok(Verdict::Holds(count))
            }
            _ => Err("a quantity is compared with a formula, not judged".into()),
        }
    }
}

/// The quantity at `t` in words, e.g. "SG(S_11)" or "alpha_{2,11}".
pub fn name(kind: Kind, t: &Instance) -> String {
    let (m, n) = (t.int("m"), t.int("n"));
    match kind {
        Kind::Staircase => format!("SG(S_{n})"),
        // The families in the paper's exponent notation: (b^a), (b, 1^(a-1)), (b, d^(a-1)).
        Kind::Rectangle => format!("SG(({}^{}))", t.int("b"), t.int("a")),
        Kind::Gamma => format!("SG(({}, 1^{}))", t.int("b"), t.int("a") - 1),
        Kind::AlmostGamma => format!("SG(({}, {}^{}))", t.int("b"), t.int("d"), t.int("a") - 1),
        Kind::Subtraction => format!("SG({n}) for S = {{{}}}", join(t.list("set"), ",")),
        Kind::Alpha => format!("alpha_{{{m},{n}}}"),
        Kind::AlphaStrict => format!("the shortest real game on {m} x {n}"),
        Kind::DomineeringOutcome => format!("the outcome of {m} x {n} Domineering"),
        Kind::WythoffP => format!(
            "\"({}, {}) is a Wythoff P-position\"",
            t.int("x"),
            t.int("y")
        ),
        Kind::NimSum => format!("{} ^ {} ^ {}", t.int("x"), t.int("y"), t.int("z")),
        Kind::Seki(p) => p.claim.to_string(),
        Kind::Lemma12 => "CR-L1.2".into(),
        Kind::Lemma31 => "CR-L3.1".into(),
    }
}

/// The one-line command that shows the value of `kind` at `t`.
pub fn replay(kind: Kind, t: &Instance) -> String {
    let partition = |p: Partition| format!("cgcheck sg column-row \"{p}\"");
    let cr = |name: &str| u32::try_from(t.int(name)).unwrap_or(0);
    match kind {
        // `sg column-row` on S_n takes seconds up to n = 14; past it the tables are faster.
        Kind::Staircase if t.int("n") <= 14 => partition(Partition::staircase(cr("n"))),
        Kind::Staircase => format!("cgcheck staircase --max-n {}", t.int("n")),
        Kind::Rectangle => partition(Partition::rectangle(cr("a"), cr("b"))),
        Kind::Gamma => partition(Partition::gamma(cr("a"), cr("b"))),
        Kind::AlmostGamma => partition(Partition::almost_gamma(cr("a"), cr("b"), cr("d"))),
        Kind::Subtraction => format!(
            "cgcheck solve subtraction --set {} {}",
            join(t.list("set"), ","),
            t.int("n")
        ),
        Kind::Alpha => format!("cgcheck alpha {} {}", t.int("m"), t.int("n")),
        Kind::AlphaStrict => format!("cgcheck alpha {} {} --strict", t.int("m"), t.int("n")),
        Kind::DomineeringOutcome => {
            format!("cgcheck solve domineering {} {}", t.int("m"), t.int("n"))
        }
        Kind::WythoffP => format!("cgcheck solve wythoff {} {}", t.int("x"), t.int("y")),
        Kind::NimSum => format!(
            "cgcheck solve nim {} {} {}",
            t.int("x"),
            t.int("y"),
            t.int("z")
        ),
        Kind::Seki(p) => format!(
            "cgcheck enumerate seki {}x{} --max-height {}{} --only all",
            t.int("m"),
            t.int("n"),
            t.int("h"),
            if p.variant == Variant::SekiI {
                " --variant seki-i"
            } else {
                ""
            }
        ),
        Kind::Lemma12 | Kind::Lemma31 => "-".into(),
    }
}

/// Seconds of overhead per instance (the formula's evaluation, the comparison).
pub const PER_INSTANCE_SECONDS: f64 = 5e-6;

/// Each m of an alpha grid with the largest n its boards reach (within the cells limit).
fn alpha_rows(grid: &Grid) -> Vec<(usize, usize)> {
    let (Some((m0, m1)), Some((n0, n1))) = (grid.span("m"), grid.span("n")) else {
        return Vec::new();
    };
    (m0.max(1)..=m1)
        .map(|m| (m as usize, n1.min(ALPHA_CELLS / m) as usize))
        .filter(|&(_, max_n)| max_n as i64 >= n0)
        .collect()
}

/// Estimated (seconds, bytes) of a run over `grid`, from the CLI's calibrated cost models
/// (rough to a factor of a few). `Err` names an instance no solver can hold.
pub fn estimate(kind: Kind, grid: &Grid) -> Result<(f64, u64), String> {
    let mut seconds = grid.count() * PER_INSTANCE_SECONDS;
    let mut bytes: u64 = 0;
    let mut add = |s: f64, b: u64| {
        seconds += s;
        bytes = bytes.max(b);
    };
    // Kinds whose grids are small by their parameters' limits (at most 64^3 instances).
    let each = || grid.iter().filter(|t| kind.outside(t).is_none());
    match kind {
        Kind::Staircase => {
            let (s, b) = cr_cost::staircase(grid.max("n") as usize);
            add(s, b);
        }
        Kind::Rectangle | Kind::Gamma | Kind::AlmostGamma => {
            let mut positions = 0.0;
            for t in each() {
                positions += cr_cost::bound(&partition_of(kind, &t)).map_err(|e| e.0)?;
            }
            let (s, b) = cr_cost::positions(positions);
            add(s, b);
        }
        Kind::Alpha | Kind::AlphaStrict => {
            for (m, max_n) in alpha_rows(grid) {
                if m >= 2 {
                    crate::games::domineering::scan::check_board(m, max_n).map_err(|e| e.0)?;
                }
                let c = dom_cost::alpha_row(m, max_n);
                add(c.seconds, c.bytes);
            }
        }
        Kind::DomineeringOutcome => {
            for t in each() {
                let c = dom_cost::outcome(t.z("m"), t.z("n"));
                add(c.seconds, c.bytes);
            }
        }
        Kind::Subtraction => {
            // The period search: about max(S)^2 steps at most in practice.
            let max = grid
                .iter()
                .next()
                .and_then(|t| t.list("set").iter().max().copied())
                .unwrap_or(1) as f64;
            add(1e-8 * max * max, (max * 64.0) as u64);
        }
        Kind::WythoffP | Kind::NimSum => {}
        Kind::Seki(_) => {
            for t in each() {
                let (s, b) = seki_enumeration(t.z("m"), t.z("n"), t.int("h") as u32);
                add(s, b);
            }
        }
        Kind::Lemma12 | Kind::Lemma31 => {
            for t in each() {
                let (r, c) = (t.int("rows") as f64, t.int("cols") as f64);
                // Every subposition lies in the box: C(r + c, r) partitions, each valued once
                // (about 2 us and 20 bytes by the word solver), plus the (r + 1)^2 box checks
                // of Lemma 1.2 per partition.
                let positions = binomial(r + c, r);
                let per = 2e-6 + 1e-7 * (r.max(c) + 1.0).powi(2);
                add(
                    positions * per,
                    (positions * 60.0).min(u64::MAX as f64) as u64,
                );
            }
        }
    }
    Ok((seconds, bytes))
}

/// The estimate of one instance alone (a hunt skips instances past a second).
pub fn instance_seconds(kind: Kind, t: &Instance) -> f64 {
    match kind {
        Kind::Alpha | Kind::AlphaStrict => {
            if t.int("m") >= 2
                && crate::games::domineering::scan::check_board(t.z("m"), t.z("n")).is_err()
            {
                return f64::INFINITY;
            }
            dom_cost::alpha(t.z("m"), t.z("n"), false).seconds
        }
        _ => {
            let grid = Grid(
                t.0.iter()
                    .map(|(n, v)| {
                        (
                            *n,
                            match v {
                                Value::Int(i) => Param::Int(*i),
                                Value::List(l) => Param::List(l.clone()),
                            },
                        )
                    })
                    .collect(),
            );
            estimate(kind, &grid).map_or(f64::INFINITY, |(s, _)| s)
        }
    }
}

fn partition_of(kind: Kind, t: &Instance) -> Partition {
    let cr = |name: &str| u32::try_from(t.int(name)).unwrap_or(0);
    match kind {
        Kind::Gamma => Partition::gamma(cr("a"), cr("b")),
        Kind::AlmostGamma => Partition::almost_gamma(cr("a"), cr("b"), cr("d")),
        _ => Partition::rectangle(cr("a"), cr("b")),
    }
}

fn binomial(n: f64, k: f64) -> f64 {
    let k = k.min(n - k);
    (0..k as u64).fold(1.0, |acc, i| acc * (n - i as f64) / (i as f64 + 1.0))
}

/// The estimate of `cgcheck enumerate seki MxN --max-height H` (the formula of
/// `src/cli/seki.rs`: classes = (h + 1)^(mn) / (m! n!), 0.04 (mn)^1.5 microseconds each).
fn seki_enumeration(m: usize, n: usize, h: u32) -> (f64, u64) {
    let factorial = |k: usize| (1..=k).map(|i| i as f64).product::<f64>();
    let classes =
        ((f64::from(h) + 1.0).powf((m * n) as f64) / (factorial(m) * factorial(n))).max(1.0);
    let per = 0.04e-6 * ((m * n) as f64).powf(1.5);
    let bytes = 10.0 * classes + 10e6;
    (
        classes * per,
        if bytes < u64::MAX as f64 {
            bytes as u64
        } else {
            u64::MAX
        },
    )
}
