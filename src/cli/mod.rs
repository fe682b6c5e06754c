//! The `cgcheck` command line: argument definitions and dispatch.
//!
//! Every command reports bad input as one line on stderr and exits with code 2.

mod claims_cmd;
mod column_row;
mod conjectures;
mod dom_position;
mod dom_rows;
mod domineering;
pub mod figures;

mod hunt;
pub mod input;
mod mnk;
pub mod mnk_estimate;
mod mnk_zones;
mod positions;
pub mod seki;
mod seki_certificate;
mod sg;
mod shard;
mod solve;
pub mod verify;

use crate::core::InputError;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

const ABOUT: &str = "Check the claims of combinatorial game theory papers, with evidence.";

const LONG_ABOUT: &str = "\
Check the claims of combinatorial game theory papers, with evidence.

Every claim of the five source papers has an id (see `cgcheck claims`). `cgcheck verify`
runs each claim's check and rewrites CLAIMS.md from what the checks found: a proof the code
carried out, an exhaustive bound, a recomputed table, or a counterexample you can replay
with one `cgcheck solve ...` command.

Typical session:
  cgcheck verify                       check every claim at its default bound, write CLAIMS.md
  cgcheck verify --claim SL-Nim        check one claim and print its evidence
  cgcheck verify --deep                push every check far past the papers (slow), store
                                       the evidence in evidence/deep.json, write CLAIMS.md
  cgcheck hunt CR-L1.2 --time 10m      hunt for a counterexample with random instances
  cgcheck solve nim 13 23 28           outcome and every winning move of a Nim position
  cgcheck solve subtraction --set 1,3,4 21
  cgcheck solve wythoff 26 34
  cgcheck sg column-row 3,2,1 --moves  SG of a Young diagram and of every move
  cgcheck sg wythoff 5 3 --moves       (also sg nim, sg subtraction)
  cgcheck solve nim --input heaps.txt  a position from a file (- for stdin)
  cgcheck solve domineering --position \"..#./..../....\" --proof p.txt
                                       a Domineering position: class, winning moves, a
                                       principal line, and a proof tree ...
  cgcheck check-proof p.txt            ... checked by the naive checker
  cgcheck staircase --max-n 16         SG of the staircases S_1..S_16 (Conjecture 1)
  cgcheck table column-row gamma --max 12
  cgcheck solve mnk 4 4 4              value of a k-in-a-row game for the first player
  cgcheck pairing 5 5 5 --show         a pairing strategy for the second player
  cgcheck slurm seki 4x4 --max-height 5 --shards 8 --dir D
                                       job scripts for a run split into parts on a Slurm
                                       cluster (D/submit.sh) ...
  cgcheck merge D --summary s.json     ... and the parts merged: the one-process result";

/// The command line.
#[derive(Debug, Parser)]
#[command(name = "cgcheck", version, about = ABOUT, long_about = LONG_ABOUT)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Run even when the estimated time or memory is beyond this machine (every command that
    /// accepts a size estimates its work first and refuses such a run without --force).
    #[arg(long, global = true)]
    force: bool,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check registered claims and rewrite CLAIMS.md from the evidence.
    Verify(VerifyArgs),
    /// List every claim with its current status (quick checks plus stored deep evidence).
    Claims(ClaimsArgs),
    /// List the stored artifacts outside evidence/deep.json (Seki censuses, certificates,
    /// Domineering outcome records) and whether each is current: made by today's engine code
    /// (its fingerprint), stale, or made before provenance was kept. Exit 1 with --stale when
    /// one is stale.
    Artifacts {
        /// Files or directories to search (default: evidence/censuses, evidence/certificates,
        /// evidence/domineering).
        paths: Vec<PathBuf>,
        /// List only the stale ones, and exit 1 when there is one.
        #[arg(long)]
        stale: bool,
    },
    /// Hunt for a counterexample to a claim with seeded random instances past the exhaustive
    /// bounds; records "hunted: N instances up to size X" in CLAIMS.md (never `proved`).
    #[command(allow_negative_numbers = true)]
    Hunt(HuntArgs),
    /// Solve one position: outcome and every winning move.
    #[command(subcommand)]
    Solve(SolveGame),
    /// Sprague-Grundy value of a position of an impartial game, with every move's value.
    #[command(subcommand)]
    Sg(SgGame),
    /// SG(S_n) of the Column-Row staircase for every n up to a bound (CR-Conj1).
    #[command(allow_negative_numbers = true)]
    Staircase(StaircaseArgs),
    /// Enumerate every matrix of a shape and height up to row and column permutations, and
    /// classify each by type.
    #[command(subcommand)]
    Enumerate(EnumerateGame),
    /// Tables of values over a family of positions, compared with the paper's closed forms.
    #[command(subcommand)]
    Table(TableGame),
    /// Domineering: the minimum number of moves alpha_{m,n} for an m x n game to end.
    #[command(allow_negative_numbers = true)]
    Alpha {
        /// Rows m.
        #[arg(value_parser = domineering::rows)]
        m: usize,
        /// Columns n.
        #[arg(value_parser = domineering::columns)]
        n: usize,
        /// Also the length of the shortest real play (players alternate from the empty board,
        /// Left first and Right first; the game ends when the player to move is stuck).
        #[arg(long)]
        strict: bool,
        /// Show a board reaching the paper's alpha (boards of at most 30 cells); with --strict
        /// also a shortest real play for each first player, each domino numbered by its move.
        #[arg(long)]
        show: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Generating polynomials of end positions (x^a y^b: a vertical, b horizontal dominoes).
    #[command(subcommand)]
    Polynomial(PolynomialGame),
    /// Check a certificate with its naive checker: a k-in-a-row win certificate written by
    /// `cgcheck solve mnk ... --certificate FILE` (its own board, turns, moves and line scan),
    /// or a Seki win certificate (first line `seki-certificate 1`, replayed by the rules).
    CheckCertificate {
        /// The certificate file (`-`: read it from standard input).
        file: std::path::PathBuf,
    },
    /// Check a Domineering proof tree written by `cgcheck solve domineering ... --proof FILE`
    /// with the naive checker (its own grid, moves and keys): prints the position, the
    /// outcome class it proves and its nodes.
    CheckProof {
        /// The proof file (`-`: read it from standard input).
        file: std::path::PathBuf,
    },
    /// Check stored Seki censuses (catalogues written by `enumerate seki ... --record` or
    /// `merge ... --record`): every listed matrix re-solved by the literal reference solver
    /// (its type, the filter, its shape, no repeated class), the counts adding up, and the
    /// listing complete. Exit 1 when a check fails, 2 when a file is not a census record.
    CheckCensus {
        /// The census record files.
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
        /// Re-solve at most this many listed matrices per file (default: all).
        #[arg(long, value_name = "N")]
        limit: Option<usize>,
        /// Re-solve with the literal reference solver the listed matrices of at most this
        /// many reference states (the product of (entry + 1), times 4), the others with the
        /// fast solver; 0: the fast solver for all.
        #[arg(long, value_name = "STATES", default_value_t = crate::records::census_check::REFERENCE_STATES as u64)]
        reference_states: u64,
        /// Re-solve with the fast solver the listed matrices of at most this many states that
        /// the reference does not take; larger ones are reported as skipped (a tall matrix's
        /// state space is most of the enumeration's).
        #[arg(long, value_name = "STATES", default_value_t = crate::records::census_check::FAST_STATES as u64)]
        fast_states: u64,
        /// Also re-run the enumeration up to this height (at most the record's) and compare its
        /// counts and listed matrices with the record's rows of those heights.
        #[arg(long, value_name = "H")]
        recount: Option<u32>,
    },
    /// Merge the parts of a split run (`--shard I/N`): refuses a missing or repeated part, parts
    /// of different runs or code; prints what the run done in one process would print.
    Merge(MergeArgs),
    /// Write a Slurm job script (submit.sh) for a run split into parts: a job array per tier,
    /// `afterok` dependencies between tiers, a final merge job, the memory and time of each
    /// task estimated from the run's size.
    #[command(subcommand)]
    Slurm(SlurmPlan),
    /// Replay a line written in the paper's notation and judge it move by move.
    #[command(subcommand)]
    Line(LineGame),
    /// k-in-a-row: find and check a pairing strategy for W on an m x n board (m columns).
    ///
    /// A pairing is built line by line by bipartite matching (any size; exact boards, where
    /// Theorem 10's count equals the number of squares, get a proof when none exists), then,
    /// on boards of at most 64 squares, by exhaustive search if that failed. Every pairing
    /// printed has passed the naive checker. With --torus, m = n is the period of a pairing of
    /// the infinite board (Theorem 8: `cgcheck pairing 8 8 9 --torus --show`).
    #[command(allow_negative_numbers = true)]
    Pairing {
        /// Columns m.
        m: String,
        /// Rows n.
        n: String,
        /// Stones in a row that win.
        k: String,
        /// Draw the pairing (paired squares share a label).
        #[arg(long)]
        show: bool,
        /// List the pairs by square names (`b4-d2`).
        #[arg(long)]
        list: bool,
        /// A periodic pairing of the infinite board with period m = n (squares paired with a
        /// neighbour; the picture shows the direction to each partner).
        #[arg(long)]
        torus: bool,
        /// Search budget in nodes.
        #[arg(long, default_value = "50000000")]
        budget: String,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
}

#[derive(Debug, Subcommand)]
enum LineGame {
    /// A k-in-a-row line such as "1. b2 ... a1 2. c1 ... a3(F)": variations in brackets,
    /// alternatives a2/c3, (F) = forced, # = wins. Each concrete line is replayed: every stone
    /// legal, every (F) a block of every line the opponent could complete next, every # a
    /// win, and the final position's value (by the prover).
    #[command(allow_negative_numbers = true)]
    Mnk {
        /// Columns m.
        m: String,
        /// Rows n.
        n: String,
        /// Stones in a row that win.
        k: String,
        /// The line, in the paper's notation.
        #[arg(required_unless_present = "input")]
        line: Option<String>,
        /// Read the line (line breaks read as spaces) from FILE instead (`-`: standard input; at most 128 KiB, trailing
        /// white space trimmed).
        #[arg(long, value_name = "FILE", conflicts_with = "line")]
        input: Option<PathBuf>,
        /// Positions the prover may search per judgement.
        #[arg(long, default_value = "2000000")]
        budget: String,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
}

#[derive(Debug, Subcommand)]
enum PolynomialGame {
    /// Domineering on an m x n board (m rows, n columns).
    #[command(allow_negative_numbers = true)]
    Domineering {
        /// Rows m.
        #[arg(value_parser = domineering::rows)]
        m: usize,
        /// Columns n.
        #[arg(value_parser = domineering::columns)]
        n: usize,
        /// Which end positions: left (Left cannot move), right, or maximal (neither can).
        #[arg(long, value_enum, default_value = "left")]
        ends: EndsArg,
        /// Only the terms with |a - b| <= 1 (the paper's selection).
        #[arg(long)]
        balanced: bool,
    },
}

/// Which end positions to count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum EndsArg {
    /// Left (vertical) cannot move.
    Left,
    /// Right (horizontal) cannot move.
    Right,
    /// Neither can move.
    Maximal,
}

#[derive(Debug, Subcommand)]
enum SgGame {
    /// Subtraction game: a pile of N chips, a move removes k chips for k in the set. The value
    /// comes from the certified period of the SG sequence, for any N.
    #[command(allow_negative_numbers = true)]
    Subtraction {
        #[command(flatten)]
        position: positions::SubtractionPosition,
        /// Also list every move (remove k), its result and its value.
        #[arg(long)]
        moves: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Nim: the SG value of a position is the nim-sum (xor) of its heaps.
    #[command(allow_negative_numbers = true)]
    Nim {
        #[command(flatten)]
        position: positions::NimPosition,
        /// Also list every move and its value (the first 1000 as text; all with --json up to
        /// 100000).
        #[arg(long)]
        moves: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// The vertex game on the hypercube Q_d (Node Kayles on Q_d, section 1.1.2 of the
    /// Domineering paper): SG of the start and, with --moves, of the position after each first
    /// vertex (by the generic memoised mex; d <= 4).
    #[command(allow_negative_numbers = true)]
    Cube {
        /// The dimension d (1..=4).
        #[arg(value_parser = domineering::cube_dimension)]
        d: u32,
        /// Also list every first vertex and the value it leads to.
        #[arg(long)]
        moves: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Wythoff's game: SG values by mex over the table of every position up to (X, Y) (they
    /// are not periodic): O(X Y (X + Y)) time, O(X Y) memory, estimated first.
    #[command(allow_negative_numbers = true)]
    Wythoff {
        #[command(flatten)]
        position: positions::WythoffPosition,
        /// Also list every move, its result and its value.
        #[arg(long)]
        moves: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Column-Row on a Young diagram: remove any one row or any one column.
    #[command(name = "column-row", allow_negative_numbers = true)]
    ColumnRow {
        /// The partition, parts separated by commas, largest first (e.g. "5,3,3,1"; the empty
        /// diagram is "0").
        #[arg(value_parser = crate::games::column_row::Partition::parse, required_unless_present = "input")]
        partition: Option<crate::games::column_row::Partition>,
        /// Read the partition from FILE instead (`-`: standard input; at most 128 KiB, trailing
        /// white space trimmed).
        #[arg(long, value_name = "FILE", conflicts_with = "partition")]
        input: Option<PathBuf>,
        /// Also list every move (paper notation i_r / j_c), its result and its value.
        #[arg(long)]
        moves: bool,
        /// Use the reference solver (the paper's Algorithm 1; small diagrams only).
        #[arg(long)]
        reference: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
}

/// Options of `cgcheck staircase`.
#[derive(Debug, Args)]
pub struct StaircaseArgs {
    /// Compute SG(S_n) for every n up to this (n = 16 takes about a second; each step up
    /// costs about 2.6x time and memory).
    #[arg(long, value_name = "N", value_parser = column_row::staircase_n)]
    max_n: usize,
    /// Print the lines as JSON.
    #[arg(long)]
    json: bool,
    /// Figure output (a plot of SG(S_n) and a histogram of the values).
    #[command(flatten)]
    figure: figures::FigureArgs,
}

#[derive(Debug, Subcommand)]
enum TableGame {
    /// Domineering alpha_{m,n} for every m, n up to a bound, in the paper's notation (3^LR).
    #[command(allow_negative_numbers = true)]
    Alpha {
        /// Largest m and n.
        #[arg(long, value_name = "M", default_value = "10", value_parser = domineering::max)]
        max: usize,
        /// Also the shortest real plays (Left first / Right first).
        #[arg(long)]
        strict: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Domineering alpha_{m,n} for one m and every n up to a bound, in one scan along the
    /// board (Problems 4.1 and 4.2: m = 2 and 3); `*` marks entries that differ from the
    /// problem's formula.
    #[command(name = "alpha-row", allow_negative_numbers = true)]
    AlphaRow {
        /// Rows m.
        #[arg(value_parser = domineering::rows)]
        m: usize,
        /// Largest n.
        #[arg(long, value_name = "N", default_value = "100", value_parser = domineering::max_n)]
        max_n: usize,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Domineering outcome classes (L, R, N, P) of every m x n board up to a bound (Left
    /// places vertical dominoes; normal play).
    #[command(allow_negative_numbers = true)]
    Outcome {
        /// Largest m and n (at most 8: boards of at most 64 cells are solved); with `--rows`,
        /// the largest n (rows x n at most 128 cells).
        #[arg(long, value_name = "M", default_value = "6", value_parser = domineering::max)]
        max: usize,
        /// One row of boards instead of the square table: m x 1 .. m x max, each by a cut into
        /// narrower boards where their classes prove it, else by search (2 x 40 and 3 x 40 in
        /// about a second).
        #[arg(long, value_name = "M", value_parser = domineering::rows)]
        rows: Option<usize>,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Column-Row values of a family; `*` marks entries that differ from the paper's formula.
    #[command(name = "column-row", allow_negative_numbers = true)]
    ColumnRow {
        /// The family.
        #[arg(value_enum)]
        family: CrFamily,
        /// Largest parameter a and b (at most 64: rows + columns of a diagram stay within the
        /// solver's 128).
        #[arg(long, value_name = "A", default_value = "12", value_parser = column_row::family_max)]
        max: u32,
        /// For almost-gamma: the parameter d (the first d columns have full height).
        #[arg(long, value_name = "D", default_value = "3", value_parser = column_row::family_d)]
        d: u32,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
}

/// The Column-Row families with closed forms in the paper.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum CrFamily {
    /// R_{a,b} = (b^a), Lemma 1.1.
    Rectangle,
    /// Gamma_{a,b} = (b, 1^(a-1)), Theorem 4.1.
    Gamma,
    /// Gamma^{1,d}_{a,b} = (b, d^(a-1)), Theorem 5.1.
    AlmostGamma,
}

/// Options of `cgcheck verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// Run the deep checks (bounds far past the papers; slow) and store their evidence.
    #[arg(long)]
    deep: bool,
    /// Only these claim ids (repeatable, e.g. --claim SL-Nim --claim SL-PN).
    #[arg(long = "claim", value_name = "ID")]
    claims: Vec<String>,
    /// Print the results as JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Do not rewrite CLAIMS.md (nor the deep evidence file).
    #[arg(long)]
    no_write: bool,
    /// Do not draw the figures of the findings (evidence/figures/ beside the report; by
    /// default the missing or outdated ones are drawn by running their replays with --svg).
    #[arg(long)]
    no_figures: bool,
    /// Where to write the report.
    #[arg(long, value_name = "PATH", default_value = "CLAIMS.md")]
    out: PathBuf,
    /// The stored deep evidence, read when rendering and updated by --deep.
    #[arg(long, value_name = "PATH", default_value = crate::claims::store::DEEP_EVIDENCE_PATH)]
    evidence: PathBuf,
    /// Check your own conjectures from a TOML file instead of the papers' claims (see
    /// examples/conjectures.toml); prints a "## Conjectures (FILE)" section and writes
    /// neither CLAIMS.md nor the deep evidence.
    #[arg(long, value_name = "FILE")]
    conjectures: Option<PathBuf>,
    /// With --conjectures: also write the section to this markdown file.
    #[arg(long, value_name = "PATH", requires = "conjectures")]
    conjectures_out: Option<PathBuf>,
    /// With --conjectures: how long to hunt each conjecture past its bound (0 for none).
    #[arg(long, value_name = "TIME", default_value = "2s", value_parser = conjectures::hunt_time)]
    hunt_time: std::time::Duration,
    /// Run only part I of N (0 <= I < N) of one claim's check (one --claim): its exhaustive
    /// drivers judge every N-th instance from the I-th; the part goes to a file in --dir
    /// (not to the evidence file or CLAIMS.md), and `cgcheck merge` combines the parts into
    /// the record one process would make. Refused for a check with no exhaustive driver.
    #[arg(long, value_name = "I/N", requires = "dir", conflicts_with_all = ["conjectures", "no_write"], allow_hyphen_values = true, value_parser = crate::core::Shard::parse)]
    shard: Option<crate::core::Shard>,
    /// With --shard: the directory of the part files.
    #[arg(long, value_name = "DIR", requires = "shard")]
    dir: Option<PathBuf>,
    /// With one --claim: also write what the check found, without timings, as JSON to FILE
    /// (`cgcheck merge --summary` writes the same for the merged parts of a split run).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["shard", "conjectures"])]
    summary: Option<PathBuf>,
}

/// Options of `cgcheck hunt`.
#[derive(Debug, Args)]
pub struct HuntArgs {
    /// The claim to hunt (`cgcheck hunt --list` shows which have hunts); with --conjectures,
    /// a conjecture id of the file (all of them when absent).
    #[arg(required_unless_present_any = ["list", "conjectures"])]
    claim: Option<String>,
    /// Hunt the conjectures of a TOML file past their deep bounds, each for --time (records
    /// nothing).
    #[arg(long, value_name = "FILE")]
    conjectures: Option<PathBuf>,
    /// How long: a whole number with s, m or h (e.g. 30s, 10m; a bare number is seconds;
    /// at most a year).
    #[arg(long, default_value = "10s", allow_hyphen_values = true, value_parser = hunt::HuntTime::parse)]
    time: hunt::HuntTime,
    /// Seed of the random instances (runs are reproducible per seed and thread).
    #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = hunt::seed)]
    seed: u64,
    /// Threads, 1 to 64 (each its own stream: seed, seed + 1, ...).
    #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = hunt::threads)]
    threads: u64,
    /// List the claims that have hunts.
    #[arg(long)]
    list: bool,
    /// Do not record the result in the evidence file and CLAIMS.md.
    #[arg(long)]
    no_write: bool,
    /// Do not draw the figures of the findings when rewriting CLAIMS.md.
    #[arg(long)]
    no_figures: bool,
    /// Where to write the report.
    #[arg(long, value_name = "PATH", default_value = "CLAIMS.md")]
    out: PathBuf,
    /// The evidence file the hunt's record goes to.
    #[arg(long, value_name = "PATH", default_value = crate::claims::store::DEEP_EVIDENCE_PATH)]
    evidence: PathBuf,
    /// Stop each stream after this many instances (still at most --time): a reproducible run,
    /// the same for the same seed and streams however it is split.
    #[arg(long, allow_hyphen_values = true, value_parser = hunt::instances)]
    instances: Option<u64>,
    /// Run only part I of N (0 <= I < N): the streams seed + I x threads onwards, one per
    /// thread; the part's record goes to a file in --dir (not to the evidence file), for
    /// `cgcheck merge`.
    #[arg(long, value_name = "I/N", requires = "dir", allow_hyphen_values = true, value_parser = crate::core::Shard::parse)]
    shard: Option<crate::core::Shard>,
    /// With --shard: the directory of the part files.
    #[arg(long, value_name = "DIR", requires = "shard")]
    dir: Option<PathBuf>,
    /// Also write what the hunt found, without timings, as JSON to FILE (`cgcheck merge
    /// --summary` writes the same for the merged parts).
    #[arg(long, value_name = "FILE")]
    summary: Option<PathBuf>,
}

/// Options of `cgcheck claims`.
#[derive(Debug, Args)]
pub struct ClaimsArgs {
    /// Print as JSON.
    #[arg(long)]
    json: bool,
    /// Only this claim (repeatable; every claim by default).
    #[arg(long = "claim", value_name = "ID")]
    claims: Vec<String>,
    /// The stored deep evidence to take into account.
    #[arg(long, value_name = "PATH", default_value = crate::claims::store::DEEP_EVIDENCE_PATH)]
    evidence: PathBuf,
}

/// `cgcheck enumerate ...`.
#[derive(Debug, Subcommand)]
enum EnumerateGame {
    /// Every m x n Seki matrix of height <= H with no zero line, up to row and column
    /// permutations, solved level by level (total sum) and counted per type and height.
    /// Example: cgcheck enumerate seki 3x3 --max-height 5 --only csm
    #[command(allow_negative_numbers = true)]
    Seki {
        /// The shape, height and variant.
        #[command(flatten)]
        run: SekiRunArgs,
        /// Which matrices to list: csm, semi-csm, seki, magic, notable, all, none, or a type
        /// such as type=W,L or type=D',L' (counts always cover every matrix).
        #[arg(long, default_value = "csm")]
        only: String,
        /// List at most this many matrices (at most 10000000).
        #[arg(long, default_value = "200", allow_hyphen_values = true, value_parser = seki::limit)]
        limit: usize,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output (the listed matrices, at most 64, with their types).
        #[command(flatten)]
        figure: figures::FigureArgs,
        /// Split runs: the level part to solve, its files, the census summary.
        #[command(flatten)]
        split: EnumerateSplit,
    },
}

/// A Seki enumeration: shape, height and variant (`enumerate seki`, `slurm seki`).
#[derive(Debug, Args)]
pub struct SekiRunArgs {
    /// The shape MxN, e.g. 3x3 or 3x4.
    size: String,
    /// The largest entry.
    #[arg(long, value_name = "H")]
    max_height: String,
    /// seki or seki-i.
    #[arg(long, default_value = "seki")]
    variant: String,
}

/// Options of `enumerate seki` for runs split across processes (see `cgcheck slurm`).
#[derive(Debug, Args)]
pub struct EnumerateSplit {
    /// Solve only level T (the matrices of total sum T) from the whole level T - 1, read from
    /// the level files in --dir, and write the level's file there: one tier of a split run.
    #[arg(long, value_name = "T", requires = "dir")]
    level: Option<String>,
    /// With --level: solve only part I of N of the level (0 <= I < N; default 0/1).
    #[arg(long, value_name = "I/N", requires = "level", allow_hyphen_values = true, value_parser = crate::core::Shard::parse)]
    shard: Option<crate::core::Shard>,
    /// With --level: the directory of the run's level files.
    #[arg(long, value_name = "DIR", requires = "level")]
    dir: Option<PathBuf>,
    /// Also write the census, without timings, as JSON to FILE (`cgcheck merge --summary`
    /// writes the same for the merged parts of a split run).
    #[arg(long, value_name = "FILE", conflicts_with = "level")]
    summary: Option<PathBuf>,
    /// Also store the census as evidence in FILE (a catalogue under evidence/censuses/, the
    /// record `cgcheck merge --record` writes for a split run): counts per type and height,
    /// every matrix --only keeps (raise --limit to list them all), the checksum and the run's
    /// provenance; `cgcheck check-census FILE` re-checks it.
    #[arg(long, value_name = "FILE", conflicts_with = "level")]
    record: Option<PathBuf>,
}

/// Options of `cgcheck merge`.
#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The part files of one split run (Seki level files or hunt part files), or directories
    /// holding them.
    #[arg(required = true)]
    paths: Vec<PathBuf>,
    /// Hunts: store the merged record in this evidence file, under the store's rules (a
    /// weaker record never replaces a stronger one); `cgcheck verify` then rewrites CLAIMS.md.
    #[arg(long, value_name = "PATH")]
    into: Option<PathBuf>,
    /// Write the merged result, without timings, as JSON to FILE: equal to the `--summary` of
    /// the same run done in one process.
    #[arg(long, value_name = "FILE")]
    summary: Option<PathBuf>,
    /// Seki: also store the merged census as evidence in FILE (under evidence/censuses/, claims
    /// such as SEKI-Conj1 read it in `verify --deep`): counts, the matrices --only keeps, the
    /// parts' provenance.
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    /// k-in-a-row proofs: write the merged certificate (checked by the naive checker) to
    /// FILE, readable by `cgcheck check-certificate`.
    #[arg(long, value_name = "FILE")]
    certificate: Option<PathBuf>,
    /// Seki: which matrices to list, as `enumerate seki --only`.
    #[arg(long, default_value = "csm")]
    only: String,
    /// Seki: list at most this many matrices.
    #[arg(long, default_value = "200", allow_hyphen_values = true, value_parser = seki::limit)]
    limit: usize,
    /// Print as JSON.
    #[arg(long)]
    json: bool,
}

/// `cgcheck slurm ...`: job scripts for split runs.
#[derive(Debug, Subcommand)]
enum SlurmPlan {
    /// A Seki enumeration: a job array per level (total sum), each starting when the level
    /// before has succeeded, then a merge job that writes census.txt and summary.json.
    /// Example: cgcheck slurm seki 4x4 --max-height 5 --shards 64 --dir /scratch/seki-4x4-h5
    #[command(allow_negative_numbers = true)]
    Seki {
        /// The shape, height and variant.
        #[command(flatten)]
        run: SekiRunArgs,
        /// Where to write it.
        #[command(flatten)]
        common: SlurmCommon,
    },
    /// One claim's check: one job array of parts, each judging every N-th instance of the
    /// check's exhaustive drivers (`verify --shard`), then a merge job (into --into when
    /// given). Refused for a check with no such driver.
    Verify {
        /// The claim.
        claim: String,
        /// Split the quick check rather than the deep one (for trying a cluster out; a quick
        /// run has no record to store).
        #[arg(long, conflicts_with = "into")]
        quick: bool,
        /// The evidence file the merge job stores the merged record in (none: not stored).
        #[arg(long, value_name = "PATH")]
        into: Option<PathBuf>,
        /// The stored evidence the estimate is read from (the claim's last deep record), and
        /// the parts' --evidence.
        #[arg(long, value_name = "PATH", default_value = crate::claims::store::DEEP_EVIDENCE_PATH)]
        evidence: PathBuf,
        /// Where to write it.
        #[command(flatten)]
        common: SlurmCommon,
    },
    /// A k-in-a-row proof by the prover: one job array of parts, each proving the positions
    /// after its share of the first stones (`solve mnk --shard`), then a merge job that
    /// joins and checks the certificates (DIR/proof.cert, DIR/proof.txt).
    #[command(allow_negative_numbers = true)]
    Mnk {
        /// The game.
        #[command(flatten)]
        game: MnkGame,
        /// Prove from the position after these stones (as `solve mnk --after`).
        #[arg(long, default_value = "")]
        after: String,
        /// The prover's budget per search.
        #[arg(long, default_value = "50000000")]
        budget: String,
        /// Where to write it.
        #[command(flatten)]
        common: SlurmCommon,
    },
    /// A counterexample hunt: one job array of parts running disjoint seed streams, then a
    /// merge job (into --into when given).
    #[command(allow_negative_numbers = true)]
    Hunt {
        /// The claim to hunt.
        claim: String,
        /// Instances per stream (each part runs --threads streams).
        #[arg(long, allow_hyphen_values = true, value_parser = hunt::instances)]
        instances: u64,
        /// The most each part may run (a stream cut short marks the merged hunt incomplete).
        #[arg(long, default_value = "1h", allow_hyphen_values = true, value_parser = hunt::HuntTime::parse)]
        time: hunt::HuntTime,
        /// The first seed.
        #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = hunt::seed)]
        seed: u64,
        /// Streams (threads) per part.
        #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = hunt::threads)]
        threads: u64,
        /// The evidence file the merge job stores the merged record in (none: not stored).
        #[arg(long, value_name = "PATH")]
        into: Option<PathBuf>,
        /// Where to write it.
        #[command(flatten)]
        common: SlurmCommon,
    },
}

/// An (m, n, k, p, q) k-in-a-row game as typed (parsed and checked by `mnk::game`).
#[derive(Debug, Args)]
pub struct MnkGame {
    /// Columns m.
    m: String,
    /// Rows n.
    n: String,
    /// Stones in a row that win.
    k: String,
    /// Stones per turn.
    #[arg(long, default_value = "1")]
    p: String,
    /// Stones on B's first turn.
    #[arg(long, default_value = "1")]
    q: String,
}

impl MnkGame {
    /// m, n, k, p, q.
    fn all(&self) -> [&String; 5] {
        [&self.m, &self.n, &self.k, &self.p, &self.q]
    }
}

/// What every `cgcheck slurm` plan takes.
#[derive(Debug, Args)]
pub struct SlurmCommon {
    /// Parts per tier (tasks of each job array).
    #[arg(long, allow_hyphen_values = true, value_parser = shard::shards)]
    shards: u64,
    /// The run's directory (shared by the cluster's nodes): submit.sh, the part files, the
    /// logs and the merged result go there.
    #[arg(long, value_name = "DIR")]
    dir: PathBuf,
    /// sbatch --partition.
    #[arg(long)]
    partition: Option<String>,
    /// sbatch --account.
    #[arg(long)]
    account: Option<String>,
    /// CPUs per task (1 to 256).
    #[arg(long, default_value = "1", allow_hyphen_values = true, value_parser = shard::cpus)]
    cpus: u32,
    /// The cgcheck binary the jobs run (default: this one; it must be visible on the nodes).
    #[arg(long, value_name = "PATH")]
    cgcheck: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
enum SolveGame {
    /// Subtraction game: a pile of N chips, a move removes k chips for k in the set.
    #[command(allow_negative_numbers = true)]
    Subtraction {
        #[command(flatten)]
        position: positions::SubtractionPosition,
        /// Use the reference solver (memoised mex) instead of the certified period.
        #[arg(long)]
        reference: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Nim: any number of heaps; a move takes chips from one heap.
    #[command(allow_negative_numbers = true)]
    Nim {
        #[command(flatten)]
        position: positions::NimPosition,
        /// Use the reference solver (game-tree search; small heaps only).
        #[arg(long)]
        reference: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Wythoff's game: two piles; take from one pile or the same number from both.
    #[command(allow_negative_numbers = true)]
    Wythoff {
        #[command(flatten)]
        position: positions::WythoffPosition,
        /// Use the reference solver (game-tree search; piles up to 600).
        #[arg(long)]
        reference: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Domineering on an m x n board, or on a position: outcome class (L, R, N, P) and every
    /// winning move (for a position also a principal line).
    ///
    /// A position is rows of '.' (empty) and '#' (occupied, or outside the region), rows
    /// separated by '/' or newlines, e.g. "..#./..../....". Moves are named by their cells:
    /// rows from 1 at the top, columns from a at the left; Left plays vertical dominoes
    /// (V a1-a2), Right horizontal ones (H a1-b1).
    #[command(allow_negative_numbers = true)]
    Domineering {
        /// Rows m.
        #[arg(value_parser = domineering::rows, required_unless_present_any = ["input", "position"])]
        m: Option<usize>,
        /// Columns n.
        #[arg(value_parser = domineering::columns, required_unless_present_any = ["input", "position"])]
        n: Option<usize>,
        /// A position instead of an empty board: rows of '.' and '#' separated by '/'.
        #[arg(long, value_name = "TEXT", conflicts_with_all = ["m", "n", "input"])]
        position: Option<String>,
        /// Read the board size "M N", or a position (rows on separate lines or separated by
        /// '/'), from FILE instead (`-`: standard input; at most 128 KiB, trailing white space
        /// trimmed). A file of two whole numbers is a board size; anything else a position.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["m", "n"])]
        input: Option<PathBuf>,
        /// Also write a proof tree of the outcome to FILE (boards of at most 36 cells), for
        /// `cgcheck check-proof FILE`.
        #[arg(long, value_name = "FILE")]
        proof: Option<PathBuf>,
        /// Use the reference solver (small boards only).
        #[arg(long)]
        reference: bool,
        /// Only the outcome class, with the size of the search: skip proving every first
        /// move (on a large board that costs many times the class). Boards and positions of
        /// up to 128 cells (the rest of `solve domineering` takes up to 64).
        #[arg(long, conflicts_with_all = ["proof", "svg", "tikz"])]
        outcome_only: bool,
        /// With --outcome-only: also write the answer as a JSON record to FILE, with where it
        /// was computed (version, commit, date, machine, threads, seconds, peak memory): how a
        /// deep result such as `9 9` is kept as evidence (evidence/domineering/).
        #[arg(long, value_name = "FILE", requires = "outcome_only")]
        record: Option<PathBuf>,
        /// With --outcome-only: solve for one chosen first player only (left: Left, vertical
        /// dominoes, moves first; right: Right, horizontal), one search instead of the two the
        /// class needs.
        #[arg(long, value_name = "left|right", requires = "outcome_only", conflicts_with = "record", value_parser = domineering::first_player)]
        first: Option<bool>,
        /// With --outcome-only: a transposition table of 2^N slots (N from 9 to 36; 8 bytes a
        /// slot on boards of up to 64 cells, 16 above) instead of the board's own size (2^23
        /// slots, 67 MB, on 37 to 64 cells; 2^27 on 65 to 79, 2.1 GB; 2^29 from 8 x 10, 9 x 9).
        /// The answer is the same: a smaller table forgets more and searches more positions.
        #[arg(long, value_name = "N", requires = "outcome_only", value_parser = domineering::table_bits)]
        table_bits: Option<u32>,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// Seki or Seki-I on a matrix: the type (R first, C first), the refined type, every move's
    /// value for each player and a principal line. Rows separated by ';', entries by spaces.
    #[command(allow_negative_numbers = true)]
    Seki {
        /// The matrix, e.g. "3 0 0; 0 3 0; 1 1 3" or, one digit per entry, "300; 030; 113".
        #[arg(allow_hyphen_values = true, required_unless_present = "input")]
        matrix: Option<String>,
        /// Read the matrix (rows on separate lines or separated by ';') from FILE instead (`-`: standard input; at most 128 KiB, trailing
        /// white space trimmed).
        #[arg(long, value_name = "FILE", conflicts_with = "matrix")]
        input: Option<PathBuf>,
        /// seki (a move zeroing a row and a column at once wins) or seki-i (it draws).
        #[arg(long, default_value = "seki")]
        variant: String,
        /// Use the reference solver (literal backward induction; small matrices only).
        #[arg(long)]
        reference: bool,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// An (m, n, k, p, q) k-in-a-row game: m columns, n rows; B places q stones first, then
    /// each side p a turn. Prints the value for B and B's best first stones.
    #[command(allow_negative_numbers = true)]
    Mnk {
        /// The game.
        #[command(flatten)]
        game: MnkGame,
        /// Use the reference solver (plain minimax, at most 16 squares).
        #[arg(long)]
        reference: bool,
        /// Use the exact minimax solver with symmetry (at most 36 squares; lists every best
        /// first stone) instead of the prover.
        #[arg(long)]
        minimax: bool,
        /// Solve the weak (Maker-Breaker) game instead: only B's lines count, W only blocks
        /// (at most 16 squares).
        #[arg(long, conflicts_with_all = ["reference", "minimax", "certificate"])]
        weak: bool,
        /// Prove a draw with the zone prover (relevance zones; one stone a turn, at most 64
        /// squares, from the empty board): each side's hold, checked by the naive zone
        /// checker, and written with --certificate as zone certificates.
        #[arg(long, conflicts_with_all = ["reference", "minimax", "weak", "shard"])]
        zones: bool,
        /// The prover's budget: positions per search before it answers "undecided"
        /// [default: 50000000; with --zones 5000000 a hold].
        #[arg(long)]
        budget: Option<String>,
        /// Solve from the position after these stones (squares in the order placed, e.g.
        /// "d4 c3 c4"; every method). A finished position (a line made, a full board) is
        /// reported as finished.
        #[arg(long, default_value = "")]
        after: String,
        /// Read the --after stones from FILE instead (`-`: standard input; separated by
        /// spaces, commas or line breaks; at most 128 KiB).
        #[arg(long, value_name = "FILE", conflicts_with = "after")]
        after_file: Option<PathBuf>,
        /// Write a certificate to FILE, checkable with `cgcheck check-certificate FILE`: for a
        /// win the winner's strategy, for a draw each side's strategy keeping the other from a
        /// line.
        #[arg(long)]
        certificate: Option<std::path::PathBuf>,
        /// Run only part I of N (0 <= I < N) of the prover's proof: the side to move's first
        /// stones, grouped up to symmetry, dealt round robin; the part's certificates go to a
        /// file in --dir, and `cgcheck merge DIR --certificate FILE` joins the parts into the
        /// value and a certificate the naive checker has checked.
        #[arg(long, value_name = "I/N", requires = "dir", conflicts_with_all = ["reference", "minimax", "weak", "certificate", "json"], allow_hyphen_values = true, value_parser = crate::core::Shard::parse)]
        shard: Option<crate::core::Shard>,
        /// With --shard: the directory of the part files.
        #[arg(long, value_name = "DIR", requires = "shard")]
        dir: Option<PathBuf>,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
    /// The vertex game on the hypercube Q_d (section 1.1.2 of the Domineering paper).
    #[command(allow_negative_numbers = true)]
    Cube {
        /// The dimension d (1..=4).
        #[arg(value_parser = domineering::cube_dimension)]
        d: u32,
        /// Print as JSON.
        #[arg(long)]
        json: bool,
        /// Figure output.
        #[command(flatten)]
        figure: figures::FigureArgs,
    },
}

/// What a command can fail with: bad input (exit 2) or a failure of the run itself (exit 1).
#[derive(Debug)]
pub enum CliError {
    /// The user's input was rejected.
    Input(InputError),
    /// Something else went wrong (a file could not be written, ...).
    Run(String),
}

impl From<InputError> for CliError {
    fn from(e: InputError) -> Self {
        CliError::Input(e)
    }
}

impl From<crate::claims::store::StoreError> for CliError {
    fn from(e: crate::claims::store::StoreError) -> Self {
        use crate::claims::store::StoreError;
        match e {
            StoreError::Refused(e) => CliError::Input(e),
            StoreError::Failed(e) => CliError::Run(e),
        }
    }
}

/// Parses the command line, runs the command, and returns the process exit code.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
                || e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            {
                if let Err(w) = e.print() {
                    // Help to a full disk (a closed pipe ends quietly, as any output does).
                    if w.kind() == std::io::ErrorKind::BrokenPipe {
                        return ExitCode::SUCCESS;
                    }
                    eprintln!("error: cannot write the output: {w}");
                    return ExitCode::from(1);
                }
                return if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                    ExitCode::from(2)
                } else {
                    ExitCode::SUCCESS
                };
            }
            // clap's message spans several lines (error, detail, usage); keep one line.
            let text = e.to_string();
            let message: Vec<&str> = text
                .lines()
                .map(str::trim)
                .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more"))
                .filter(|l| !l.is_empty())
                .collect();
            eprintln!("{} (see cgcheck --help)", message.join(" "));
            return ExitCode::from(2);
        }
    };
    crate::guard::set_force(cli.force);
    if let Err(e) = crate::guard::check_thread_environment() {
        eprintln!("error: {e}");
        return ExitCode::from(2);
    }
    let result = match cli.command {
        Command::Verify(args) => verify::run(&args),
        Command::Claims(args) => claims_cmd::run(&args),
        Command::Artifacts { paths, stale } => claims_cmd::artifacts(&paths, stale),
        Command::Hunt(args) => hunt::run(&args),
        Command::Solve(game) => solve::run(&game),
        Command::Sg(game) => sg::run(&game),
        Command::Staircase(args) => column_row::staircase(&args),
        Command::Enumerate(EnumerateGame::Seki {
            run:
                SekiRunArgs {
                    size,
                    max_height,
                    variant,
                },
            only,
            limit,
            json,
            figure,
            split,
        }) => match &split.level {
            Some(level) => shard::enumerate_part(&size, &max_height, &variant, level, &split),
            None => seki::enumerate(
                &size,
                &max_height,
                &variant,
                &only,
                limit,
                json,
                &figure,
                split.summary.as_deref(),
                split.record.as_deref(),
            ),
        },
        Command::Merge(args) => shard::merge(&args),
        Command::Slurm(plan) => shard::slurm(&plan),
        Command::Alpha {
            m,
            n,
            strict,
            show,
            json,
            figure,
        } => domineering::alpha(&m, &n, strict, show, json, &figure),
        Command::Polynomial(PolynomialGame::Domineering {
            m,
            n,
            ends,
            balanced,
        }) => domineering::polynomial(&m, &n, ends, balanced),
        Command::CheckCertificate { file } => seki_certificate::check_certificate(&file),
        Command::CheckProof { file } => dom_position::check_proof(&file),
        Command::CheckCensus {
            files,
            limit,
            reference_states,
            fast_states,
            recount,
        } => shard::check_census(
            &files,
            limit,
            crate::records::census_check::Caps {
                reference: u128::from(reference_states),
                fast: u128::from(fast_states),
            },
            recount,
        ),
        Command::Line(LineGame::Mnk {
            m,
            n,
            k,
            line,
            input,
            budget,
            figure,
        }) => input::argument_or_file(line.as_deref(), input.as_deref())
            .map(|l| input::lines_to_spaces(&l))
            .map_err(CliError::from)
            .and_then(|l| mnk::line(&m, &n, &k, &l, &budget, &figure)),
        Command::Pairing {
            m,
            n,
            k,
            show,
            list,
            torus,
            budget,
            figure,
        } => mnk::pairing(
            &m,
            &n,
            &k,
            mnk::PairingOptions { show, list, torus },
            &budget,
            &figure,
        ),
        Command::Table(TableGame::Alpha {
            max,
            strict,
            json,
            figure,
        }) => domineering::table(&max, strict, json, &figure),
        Command::Table(TableGame::Outcome {
            max,
            rows: Some(rows),
            json,
            figure,
        }) => dom_rows::table_row(rows, max, json, &figure),
        Command::Table(TableGame::Outcome {
            max,
            rows: None,
            json,
            figure,
        }) => domineering::table_outcome(&max, json, &figure),
        Command::Table(TableGame::AlphaRow {
            m,
            max_n,
            json,
            figure,
        }) => domineering::table_row(&m, &max_n, json, &figure),
        Command::Table(TableGame::ColumnRow {
            family,
            max,
            d,
            json,
            figure,
        }) => column_row::table(family, &max, &d, json, &figure),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::Input(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
        Err(CliError::Run(e)) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}
