//! Registry entries and checks for papers/sequential-games-slides.md.
//!
//! The slides have no section numbers; `section` names the slide title.

use super::drivers::table::{Found, Unordered};
use super::drivers::universal::{Hunted, Verdict};
use super::drivers::{Depths, Table, Universal, table};
use super::slides_domains::{DagGames, GameTrees, PositionalGames};
use super::{Bound, Compared, Depth, Evidence, Outcome, Part, Range, Refutation, Tally, joined};
use crate::core::OutcomeClass::{self, N, P};
use crate::core::Wdl;
use crate::core::reference::PnSolver;
use crate::games::finite::dag::{DagGame, check_pn};
use crate::games::finite::positional::PositionalGame;
use crate::games::finite::tree::{GameTree, check_zermelo};
use crate::games::nim::{Nim, nim_sum, reference_is_p, reference_winning_moves, show};
use crate::games::subtraction::{Periodic, SubtractionSet};
use crate::games::wythoff::{self, reference_table};

/// The checks of the claims in `registry/sequential-games-slides.toml`, by id (joined in [`super::registry`]).
pub const CHECKS: &[(&str, &[Part])] = &[
    ("SL-Zermelo", ZERMELO),
    ("SL-PN", PN),
    ("SL-Sub123", SUB123),
    ("SL-Sub134", SUB134),
    ("SL-Wythoff", WYTHOFF),
    ("SL-Wythoff-ex", WYTHOFF_EX),
    ("SL-Nim", NIM),
    ("SL-Beatty", super::slides_remarks::BEATTY),
    ("SL-Wythoff-approx", super::slides_remarks::WYTHOFF_DECIMALS),
];

/// SL-Zermelo, first part: Zermelo's theorem on every game tree, checked against independent
/// strategy predicates ([`check_zermelo`]).
pub struct ZermeloTrees;

impl Universal for ZermeloTrees {
    type Domain = GameTrees;
    const CLAIM: &'static str = "SL-Zermelo";
    const BOUND: Depths<u64> = Depths::new(8, 11);
    const HOLDS: &'static str = "exactly one of (P1 forces a win, P2 forces a win, both force a draw), one winner without draws, minimax agrees";
    type Memo = ();
    fn memo() {}
    fn holds(_: &mut (), t: &GameTree) -> Verdict {
        check_zermelo(t).into()
    }
}

impl Hunted for ZermeloTrees {
    const INSTANCES: &'static str = "random game trees of up to 60 nodes with win/draw/loss leaves";
    const HUNT_CAP: u64 = 60;
}

/// SL-Zermelo, second part: strategy stealing, on every positional game (the first player
/// never loses).
pub struct StrategyStealing;

impl Universal for StrategyStealing {
    type Domain = PositionalGames;
    const CLAIM: &'static str = "SL-Zermelo";
    const BOUND: Depths<u64> = Depths::new(5, 5);
    const HOLDS: &'static str = "the first player never loses";
    type Memo = ();
    fn memo() {}
    fn holds(_: &mut (), g: &PositionalGame) -> Verdict {
        match g.first_player_value() {
            Wdl::Loss => Verdict::Fails("the first player loses".into()),
            _ => Verdict::Holds,
        }
    }
}

/// SL-Zermelo: Zermelo's theorem on game trees, then strategy stealing on positional games.
const ZERMELO: &[Part] = &[
    Part::hunted::<ZermeloTrees>(),
    Part::universal::<StrategyStealing>(),
];

/// SL-PN: on every DAG game, the set the three rules build is the only set meeting the
/// three proof conditions, and equals the Sprague-Grundy zero set ([`check_pn`]).
pub struct PnRules;

impl Universal for PnRules {
    type Domain = DagGames;
    const CLAIM: &'static str = "SL-PN";
    const BOUND: Depths<u64> = Depths::new(6, 7);
    const HOLDS: &'static str = "the set built by the three rules is the only set meeting the three proof conditions, and equals the Sprague-Grundy zero set";
    type Memo = ();
    fn memo() {}
    fn holds(_: &mut (), g: &DagGame) -> Verdict {
        check_pn(g).into()
    }
}

impl Hunted for PnRules {
    const INSTANCES: &'static str = "random DAG games of up to 14 positions";
    const HUNT_CAP: u64 = 14;
}

const PN: &[Part] = &[Part::hunted::<PnRules>()];

/// A table the slides state, as a data file of registry/sequential-games-slides/: one entry a
/// line, in the slides' notation, its key and stated value separated by a tab, and how they
/// read (a line that does not read panics: a broken data file fails every test of its claim).
/// Its part counts the file's lines at compile time and the driver the entries read, so no
/// count is typed beside the data.
pub struct Stated<K, V> {
    /// What the table is, as the finding's detail opens.
    pub what: &'static str,
    /// The data file's text.
    pub text: &'static str,
    /// One line's entry, from its key and its stated value.
    pub entry: fn(&str, &str) -> (K, V),
}

impl<K, V> Stated<K, V> {
    /// Its table part, compared by `run`.
    const fn part(&self, run: fn(&mut Evidence)) -> Part {
        Part::table(self.what, lines(self.text), run)
    }

    /// The table, read.
    pub fn table(&self) -> Table<K, V> {
        let entry = |line: &str| {
            let (key, value) = line.split_once('\t').expect("key, tab, stated value");
            (self.entry)(key, value)
        };
        Table {
            what: self.what,
            entries: self.text.lines().map(entry).collect(),
        }
    }
}

/// The number of lines of a data file's text (what `str::lines` counts), at compile time.
pub(super) const fn lines(text: &str) -> usize {
    let (bytes, mut i, mut n) = (text.as_bytes(), 0, 0);
    while i < bytes.len() {
        if bytes[i] == b'\n' || i + 1 == bytes.len() {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The numbers of a field, in order: "(25,21,11)" and "25 xor 21 xor 11" are 25, 21, 11.
fn numbers(field: &str) -> Vec<u64> {
    field
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().expect("a number"))
        .collect()
}

/// A pair "(a,b)".
fn pair(field: &str) -> (u64, u64) {
    match numbers(field)[..] {
        [a, b] => (a, b),
        _ => panic!("not a pair: {field}"),
    }
}

/// The certified periodic SG sequence of the subtraction game `set`.
fn periodic(set: &[u64]) -> Result<(SubtractionSet, Periodic), String> {
    let set = SubtractionSet::new(set.to_vec()).map_err(|e| e.to_string())?;
    let p = Periodic::compute(&set).map_err(|e| e.to_string())?;
    Ok((set, p))
}

/// A subtraction-set claim "the P-positions are the n with `claim(n)`", `claim` periodic
/// with period `claim_period`, proved for every n through the certified period.
fn periodic_p_claim(
    set: &[u64],
    claim_period: usize,
    claim: impl Fn(u64) -> bool,
    claim_text: &str,
) -> Outcome {
    let (set, periodic) = match periodic(set) {
        Ok(p) => p,
        Err(e) => return Outcome::Unsettled(e),
    };
    match periodic.first_disagreement(claim_period, claim) {
        None => Outcome::Holds(format!(
            "P-positions of S = {set} are {claim_text} for every n: the SG sequence is periodic from {} with period {} (certified: the window of {} values at {} repeats the one at {}), and the claim agrees on 0..{}",
            periodic.preperiod,
            periodic.period,
            set.max(),
            periodic.preperiod + periodic.period,
            periodic.preperiod,
            periodic.agreement_prefix(claim_period),
        )),
        Some(n) => Outcome::Fails(Refutation::new(
            format!(
                "n = {n}: the claim says {}, the game says {}",
                pn_word(!periodic.is_p(n)),
                pn_word(periodic.is_p(n))
            ),
            format!(
                "cgcheck solve subtraction --set {} {n}",
                joined(set.elements(), ",")
            ),
        )),
    }
}

fn pn_word(p: bool) -> &'static str {
    if p { "P" } else { "N" }
}

/// SL-Sub123: the P-positions for every n, then the position 21.
const SUB123: &[Part] = &[
    Part::proof(
        "the P-positions of S = {1,2,3} are the multiples of 4, for every n",
        |_| periodic_p_claim(&[1, 2, 3], 4, |n| n % 4 == 0, "the multiples of 4"),
    ),
    Part::compared(SUB123_21, sub123_at_21),
];

const SUB123_21: &str =
    "n = 21 is an N-position whose winning move leaves a multiple of 4 (remove 1, leaving 20)";

/// SL-Sub123 at n = 21: an N-position, and every winning move leaves a multiple of 4.
fn sub123_at_21(_: Depth) -> Compared {
    let mut tally = Tally::default();
    match periodic(&[1, 2, 3]) {
        Err(e) => tally.fact(false, || e),
        Ok((_, p)) => {
            tally.fact(!p.is_p(21), || "21 is a P-position".to_string());
            let moves = p.winning_moves(21);
            tally.fact(
                !moves.is_empty() && moves.iter().all(|k| (21 - k) % 4 == 0),
                || format!("winning moves from 21 remove {moves:?}"),
            );
        }
    }
    tally.compared(SUB123_21, "cgcheck solve subtraction --set 1,2,3 21")
}

/// SL-Sub134's listed sets: P = {0,2,7,9,14,16,...} and N = {1,3,4,5,6,8,10,11,...}.
pub const SUB134_LISTED: Stated<u64, OutcomeClass> = Stated {
    what: "the listed P = {0,2,7,9,14,16,...} and N = {1,3,4,5,6,8,10,11,...}",
    text: include_str!("../../registry/sequential-games-slides/sub134-listed.tsv"),
    entry: |n, class| match class {
        "P" => (n.parse().expect("a position"), P),
        "N" => (n.parse().expect("a position"), N),
        _ => panic!("listed in {class}, not P or N"),
    },
};

/// SL-Sub134: the P-positions for every n, then the listed sets.
const SUB134: &[Part] = &[
    Part::proof(
        "the P-positions of S = {1,3,4} are the n = 0, 2 mod 7, for every n",
        |_| {
            periodic_p_claim(
                &[1, 3, 4],
                7,
                |n| n % 7 == 0 || n % 7 == 2,
                "{k : k = 0, 2 mod 7}",
            )
        },
    ),
    SUB134_LISTED.part(sub134_listed),
];

/// SL-Sub134's listed sets, by the certified sequence (every entry `none` if it cannot be
/// built).
fn sub134_listed(ev: &mut Evidence) {
    let p = periodic(&[1, 3, 4]).ok().map(|(_, p)| p);
    table::compare(
        ev,
        &SUB134_LISTED.table(),
        |&n| Found(p.as_ref().map(|p| if p.is_p(n) { P } else { N })),
        |n, stated, computed| format!("{n} is listed in {stated} but is {computed:?}"),
        |n| format!("cgcheck solve subtraction --set 1,3,4 {n}"),
    );
}

/// SL-Wythoff: the piles of the positions the P/N rules are compared with the formula on.
pub const WYTHOFF_PILES: Depths<u64> = Depths::new(100, 600);

/// SL-Wythoff: how far Beatty's partition of the positive integers is checked.
pub const BEATTY_N: Depths<u64> = Depths::new(1_000_000, 1_000_000_000);

/// SL-Wythoff's listed P-pairs, by their index n (pair n is (a_n, b_n)).
pub const WYTHOFF_LISTED: Stated<usize, (u64, u64)> = Stated {
    what: "the listed pairs (1,2) (3,5) (4,7) (6,10) (8,13)",
    text: include_str!("../../registry/sequential-games-slides/wythoff-listed.tsv"),
    entry: |n, p| (n.parse().expect("an index"), pair(p)),
};

/// SL-Wythoff: the formula against the P/N rules, the differences of the pairs, the listed
/// pairs, Beatty's partition.
const WYTHOFF: &[Part] = &[
    Part::search(
        "the P-positions the P/N rules find are exactly (floor(n phi), floor(n phi) + n) and mirrors",
        |d| {
            Bound::family(
                "every position with {}",
                [Range::at_most("piles", WYTHOFF_PILES.at(d))],
            )
        },
        wythoff_formula,
    ),
    Part::compared(
        "b_n - a_n = n for the P-pairs found by search",
        wythoff_differences,
    ),
    WYTHOFF_LISTED.part(wythoff_listed),
    Part::search(
        "every positive integer is exactly one of a_k = floor(k phi), b_k = a_k + k",
        |d| {
            Bound::family(
                "every positive integer {}",
                [Range::at_most("n", BEATTY_N.at(d))],
            )
        },
        beatty_partition,
    ),
];

/// The command that solves the Wythoff position (a, b).
fn wythoff_replay((a, b): (u64, u64)) -> String {
    format!("cgcheck solve wythoff {a} {b}")
}

/// The formula against the reference P/N rules on every position with piles <= the bound.
fn wythoff_formula(depth: Depth) -> Outcome {
    let table_n = WYTHOFF_PILES.at(depth);
    let table = reference_table(table_n);
    for x in 0..=table_n {
        for y in 0..=table_n {
            if table[x as usize][y as usize] != wythoff::is_p(x, y) {
                return Outcome::Fails(Refutation::new(
                    format!("({x},{y}): the P/N rules and the formula disagree"),
                    format!("cgcheck solve wythoff {x} {y} --reference"),
                ));
            }
        }
    }
    Outcome::Holds(format!(
        "the P-positions found by the P/N rules on all {} positions with piles <= {table_n} are exactly (floor(n phi), floor(n phi) + n) and mirrors",
        (table_n + 1) * (table_n + 1)
    ))
}

/// The n-th pair found by search (ordered by its smaller pile) differs by n.
fn wythoff_differences(depth: Depth) -> Compared {
    let pairs = wythoff::searched_pairs(WYTHOFF_PILES.at(depth));
    let mut tally = Tally::default();
    for (n, p) in pairs.iter().enumerate() {
        tally.fact(p.1 - p.0 == n as u64, || format!("pair {n} is {p:?}"));
    }
    tally.compared(
        format!(
            "b_n - a_n = n for the {} P-pairs found by search",
            pairs.len()
        ),
        "cgcheck solve wythoff 0 0",
    )
}

/// The listed pairs, against the pairs the search finds (the quick bound holds them all).
fn wythoff_listed(ev: &mut Evidence) {
    let pairs = wythoff::searched_pairs(WYTHOFF_PILES.quick);
    let listed = WYTHOFF_LISTED.table();
    table::compare(
        ev,
        &listed,
        |&n| Found(pairs.get(n).copied()),
        |n, stated, found| format!("pair {n} is {found:?}, listed {stated:?}"),
        |&n| wythoff_replay(listed.entries[n - 1].1),
    );
}

/// Beatty: every positive integer <= the bound is exactly one a_k or b_k.
fn beatty_partition(depth: Depth) -> Outcome {
    let beatty_n = BEATTY_N.at(depth);
    let mut hits = vec![0u8; beatty_n as usize + 1];
    let mut k = 1;
    while wythoff::a(k) <= beatty_n {
        hits[wythoff::a(k) as usize] += 1;
        if wythoff::b(k) <= beatty_n {
            hits[wythoff::b(k) as usize] += 1;
        }
        k += 1;
    }
    match (1..=beatty_n).find(|&m| hits[m as usize] != 1) {
        None => Outcome::Holds(format!(
            "every integer 1..={beatty_n} is exactly one of a_k = floor(k phi), b_k = a_k + k (exact integer arithmetic)"
        )),
        Some(m) => Outcome::Fails(Refutation::new(
            format!("{m} appears {} times", hits[m as usize]),
            wythoff_replay((m, m)),
        )),
    }
}

/// SL-Wythoff-ex: the winning moves of Examples 1 and 2, as the slides list them (the order
/// they are listed in is not part of the claim; how many there are is).
pub const WYTHOFF_EXAMPLE_MOVES: Stated<(u64, u64), Vec<(u64, u64)>> = Stated {
    what: "the winning moves from (9,13), (26,34) and (153,289), exactly as listed (reference solver)",
    text: include_str!("../../registry/sequential-games-slides/wythoff-example-moves.tsv"),
    entry: |from, to| (pair(from), to.split(' ').map(pair).collect()),
};

/// SL-Wythoff-ex: the pairs (a_n, b_n) the worked examples name, by n.
pub const WYTHOFF_EXAMPLE_PAIRS: Stated<u64, (u64, u64)> = Stated {
    what: "the pairs the examples name (10th (16,26), 13th (21,34), 8th (12,20), 95th (153,248), 179th (289,468), 136th (220,356))",
    text: include_str!("../../registry/sequential-games-slides/wythoff-example-pairs.tsv"),
    entry: |n, p| (n.parse().expect("an index"), pair(p)),
};

/// SL-Wythoff-ex: the two stated tables, recomputed.
const WYTHOFF_EX: &[Part] = &[
    WYTHOFF_EXAMPLE_MOVES.part(wythoff_example_moves),
    WYTHOFF_EXAMPLE_PAIRS.part(wythoff_example_pairs),
];

/// SL-Wythoff-ex's winning moves, by the reference solver.
fn wythoff_example_moves(ev: &mut Evidence) {
    table::compare(
        ev,
        &WYTHOFF_EXAMPLE_MOVES.table(),
        |&(x, y)| Unordered(wythoff::reference_winning_moves(x, y).unwrap_or_default()),
        |(x, y), listed, found| {
            format!(
                "from ({x},{y}) the slides list {listed:?}, the reference solver finds {found:?}"
            )
        },
        |&p| wythoff_replay(p),
    );
}

/// SL-Wythoff-ex's named pairs.
fn wythoff_example_pairs(ev: &mut Evidence) {
    table::compare(
        ev,
        &WYTHOFF_EXAMPLE_PAIRS.table(),
        |&n| wythoff::pair(n),
        |n, stated, computed| format!("pair {n} is {computed:?}, stated {stated:?}"),
        |&n| wythoff_replay(wythoff::pair(n)),
    );
}

/// SL-Nim: how far (x,x,0) is searched.
pub const NIM_XX0: Depths<u64> = Depths::new(60, 400);

/// SL-Nim: the nim-sums Examples 1 and 2 state.
pub const NIM_SUMS: Stated<Vec<u64>, u64> = Stated {
    what: "the nim-sums 7 xor 5 = 2, 23 xor 13 = 26, 25 xor 21 xor 11 = 7, 21 xor 7 = 18, 13 xor 23 xor 28 = 6",
    text: include_str!("../../registry/sequential-games-slides/nim-sums.tsv"),
    entry: |heaps, sum| (numbers(heaps), sum.parse().expect("a nim-sum")),
};

/// SL-Nim, Example 1: the positions the winning moves from (25,21,11) reach (one only).
pub const NIM_EXAMPLE_1: Stated<Vec<u64>, Vec<Vec<u64>>> = Stated {
    what: "Example 1: (25,21,11) is N and its winning move is to (25,18,11), the only one",
    text: include_str!("../../registry/sequential-games-slides/nim-example-1.tsv"),
    entry: |from, to| (numbers(from), to.split(' ').map(numbers).collect()),
};

/// SL-Nim, Example 2: the winning moves the slides list, as the positions they reach.
pub const NIM_EXAMPLE_2_MOVES: &[&[u64]] = &[&[11, 23, 28], &[13, 17, 28], &[11, 23, 26]];

/// SL-Nim, Example 2: the two readings of its heading, each the position it starts from.
const FROM_13: &str = "position (13,23,28)";
const FROM_11: &str = "position (11,23,28)";

/// SL-Nim: the nim-sums, (x,x,0), Example 1, Example 2 under both readings of its heading.
const NIM: &[Part] = &[
    NIM_SUMS.part(nim_sums),
    Part::search(
        "(x,x,0), (x,0,x), (0,x,x) are P-positions (reference game-tree search)",
        |d| Bound::at_most("x", NIM_XX0.at(d)),
        nim_xx0,
    ),
    NIM_EXAMPLE_1.part(nim_example_1),
    Part::worked(NIM_EXAMPLE_2, |_| {
        nim_example_2(FROM_13).over(NIM_EXAMPLE_2_MOVES.len())
    })
    .under_reading(FROM_13),
    Part::worked(NIM_EXAMPLE_2, |_| {
        nim_example_2(FROM_11).over(NIM_EXAMPLE_2_MOVES.len())
    })
    .under_reading(FROM_11),
];

const NIM_EXAMPLE_2: &str =
    "Example 2: the position is N and its winning moves are exactly the three listed";

/// SL-Nim's nim-sums.
fn nim_sums(ev: &mut Evidence) {
    table::compare(
        ev,
        &NIM_SUMS.table(),
        |h| nim_sum(h),
        |h, stated, computed| format!("nim-sum of {h:?} is {computed}, stated {stated}"),
        |h| format!("cgcheck solve nim {}", joined(h, " ")),
    );
}

/// (x,x,0) and its permutations are P, by the reference game-tree search (not the nim-sum
/// rule the claim illustrates; no hunt: a search costs about x^3 steps). One memo for all x:
/// the subpositions of (x,x,0) contain those of every smaller x.
fn nim_xx0(depth: Depth) -> Outcome {
    let max_x = NIM_XX0.at(depth);
    let mut solver = PnSolver::new(&Nim);
    let mut heaps = (0..=max_x).flat_map(|x| [[x, x, 0], [x, 0, x], [0, x, x]]);
    match heaps.find(|h| !solver.is_p(&h.to_vec())) {
        None => Outcome::Holds(format!(
            "(x,x,0), (x,0,x), (0,x,x) are P-positions for every x <= {max_x} (reference game-tree search)"
        )),
        Some([a, b, c]) => Outcome::Fails(Refutation::new(
            format!("({a},{b},{c}) is not a P-position"),
            format!("cgcheck solve nim {a} {b} {c} --reference"),
        )),
    }
}

/// Example 1: (25,21,11) is N; the one winning move takes 3 from the second pile.
fn nim_example_1(ev: &mut Evidence) {
    table::compare(
        ev,
        &NIM_EXAMPLE_1.table(),
        |h| {
            let moves = reference_winning_moves(h).unwrap_or_default();
            moves.iter().map(|m| m.apply(h)).collect::<Vec<_>>()
        },
        |h, _, reached| format!("winning moves from {} lead to {reached:?}", show(h)),
        |h| format!("cgcheck solve nim {}", joined(h, " ")),
    );
}

/// Example 2 read as starting from the position `reading` names: N, with exactly the listed
/// winning moves.
fn nim_example_2(reading: &str) -> Outcome {
    let (start, listed) = (&numbers(reading)[..], NIM_EXAMPLE_2_MOVES);
    let replay = format!("cgcheck solve nim {}", joined(start, " "));
    if reference_is_p(start) == Ok(true) {
        return Outcome::Fails(
            Refutation::new(
                format!(
                    "{} is a P-position (nim-sum 0), not an N-position with three winning moves",
                    show(start)
                ),
                replay,
            )
            .showing("P-position (the previous player wins)"),
        );
    }
    let moves = reference_winning_moves(start).unwrap_or_default();
    let computed: Vec<Vec<u64>> = moves.iter().map(|m| m.apply(start)).collect();
    let not_moves: Vec<String> = listed
        .iter()
        .filter(|l| !computed.iter().any(|c| c == *l))
        .map(|l| show(l))
        .collect();
    if not_moves.is_empty() && computed.len() == listed.len() {
        return Outcome::Holds(format!(
            "the three listed winning moves from {} agree",
            show(start)
        ));
    }
    let mut r = Refutation::new(
        format!(
            "the slides list {} as winning move(s) from {}; the winning moves are {}",
            not_moves.join(", "),
            show(start),
            joined(computed.iter().map(|c| show(c)), ", ")
        ),
        replay,
    );
    // `solve nim` lists each winning move as "reaching (a,b,c)": one the slides miss.
    if let Some(c) = computed
        .iter()
        .find(|c| !listed.contains(&c.as_slice()))
        .or(computed.first())
    {
        r = r.showing(format!("reaching {}", show(c)));
    }
    Outcome::Fails(r)
}
