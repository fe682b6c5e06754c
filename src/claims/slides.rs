//! Registry entries and checks for papers/sequential-games-slides.md.
//!
//! The slides have no section numbers; `section` names the slide title.

use super::{Bound, Check, Claim, Depth, Evidence, FindingKind, Paper, Range};
use crate::core::Wdl;
use crate::core::reference::PnSolver;
use crate::games::finite::dag::{DagGame, check_pn};
use crate::games::finite::positional::{PositionalGame, for_each_antichain};
use crate::games::finite::tree::{check_zermelo, for_each_tree};
use crate::games::nim::{Nim, nim_sum, reference_is_p, reference_winning_moves, show};
use crate::games::subtraction::{Periodic, SubtractionSet};
use crate::games::wythoff::{self, reference_table};

/// The SL-* claims, in catalogue order.
pub fn claims() -> Vec<Claim> {
    let slides = |id, section, statement, test, check| Claim {
        id,
        paper: Paper::Slides,
        section,
        statement,
        reading: None,
        test: Some(test),
        check: Check::Run(check),
    };
    vec![
        Claim {
            reading: Some(
                "'drawing strategy' = a strategy that guarantees at least a draw; strategy stealing is checked on positional (Maker-Maker) games, where the first player must never lose",
            ),
            ..slides(
                "SL-Zermelo",
                "Zermelo's theorem; Winning strategy",
                "finite perfect-information games: one player has a drawing strategy; without draws exactly one has a winning strategy; strategy stealing",
                "tests/slides.rs::sl_zermelo",
                zermelo,
            )
        },
        slides(
            "SL-PN",
            "P-position and N-position; Proof of P-positions",
            "the three rules characterise P- and N-positions under normal play; the three-step proof method",
            "tests/slides.rs::sl_pn",
            pn,
        ),
        slides(
            "SL-Sub123",
            "subtraction game, S = {1,2,3}",
            "subtraction game S = {1,2,3}: P-positions are the multiples of 4; n = 21 is a first-player win, by moving to a multiple of 4",
            "tests/slides.rs::sl_sub123",
            sub123,
        ),
        Claim {
            reading: Some(
                "the slides' step-by-step frames ('P N P N N N N N P N N N' for 0..11) lost their column alignment in extraction; the claim checked is the final P and N sets",
            ),
            ..slides(
                "SL-Sub134",
                "subtraction game, S = {1,3,4}",
                "subtraction game S = {1,3,4}: P = {k : k = 0, 2 mod 7}",
                "tests/slides.rs::sl_sub134",
                sub134,
            )
        },
        slides(
            "SL-Wythoff",
            "Wythoff's game; Wythoff sequence",
            "Wythoff P-positions (floor(n phi), floor(n phi) + n); the listed pairs; b_n - a_n = n; every positive integer appears exactly once (Beatty)",
            "tests/slides.rs::sl_wythoff",
            wythoff_claim,
        ),
        slides(
            "SL-Wythoff-ex",
            "Wythoff's game, Examples 1 and 2",
            "the winning moves from (9,13), (26,34) and (153,289), exactly as listed (including how many there are)",
            "tests/slides.rs::sl_wythoff_ex",
            wythoff_examples,
        ),
        Claim {
            reading: Some(
                "Example 2 heads the position '(11,23,28)' but computes 13 xor 23 xor 28 = 6 and lists moves of the first pile from 13: both readings, (11,23,28) and (13,23,28), are checked",
            ),
            ..slides(
                "SL-Nim",
                "Nim; Examples 1 and 2",
                "nim-sum examples; (x,x,0) is P; the N-position examples and their winning moves, exactly as listed",
                "tests/slides.rs::sl_nim",
                nim_claim,
            )
        },
        Claim {
            id: "SL-Beatty",
            paper: Paper::Slides,
            section: "Wythoff's game; Beatty's theorem",
            statement: "1/phi + 1/(phi + 1) = 2/(1 + sqrt5) + 2/(3 + sqrt5) = 1",
            reading: None,
            test: Some("tests/slides.rs::sl_beatty"),
            check: Check::Run(super::slides_remarks::beatty_identity),
        },
        Claim {
            id: "SL-Wythoff-approx",
            paper: Paper::Slides,
            section: "Wythoff's game, Examples 1 and 2",
            statement: "the 20 printed decimals (26/1.618 ~ 16.06, 26/2.618 ~ 9.93, ..., 136 x 2.618 ~ 356.04)",
            reading: Some(
                "'~' read three ways: truncated to two places, rounded to two places, within 0.01 of the exact value (1.618 and 2.618 as printed)",
            ),
            test: Some("tests/slides.rs::sl_wythoff_approx"),
            check: Check::Run(super::slides_remarks::wythoff_decimals),
        },
    ]
}

/// SL-Zermelo: every game tree up to a size, and strategy stealing on every positional game
/// up to a number of vertices.
fn zermelo(depth: Depth) -> Evidence {
    let (max_nodes, max_vertices) = match depth {
        Depth::Quick => (8, 5),
        Depth::Deep => (11, 5),
    };
    let mut ev = Evidence::default();
    let mut trees = 0;
    let mut failure = None;
    for n in 1..=max_nodes {
        trees += for_each_tree(n, |t| {
            if failure.is_none()
                && let Err(e) = check_zermelo(t)
            {
                failure = Some(format!("{e} on the tree {t:?}"));
            }
        });
    }
    let mut games = 0;
    for v in 0..=max_vertices {
        games += for_each_antichain(v, |sets| {
            let g = PositionalGame {
                vertices: v,
                winning_sets: sets.to_vec(),
            };
            if failure.is_none() && g.first_player_value() == Wdl::Loss {
                failure = Some(format!("the first player loses the positional game {g:?}"));
            }
        });
    }
    match failure {
        Some(f) => ev.push(
            FindingKind::Counterexample {
                replay: "cgcheck verify --claim SL-Zermelo".into(),
            },
            f,
        ),
        None => ev.push(
            FindingKind::Verified {
                bound: Bound::family("every game tree with win/draw/loss leaves and {}", [Range::at_most("nodes", max_nodes)])
                    .and(Bound::family("every positional game with {}", [Range::at_most("vertices", max_vertices)])),
            },
            format!(
                "{trees} labelled trees: exactly one of (P1 forces a win, P2 forces a win, both force a draw), one winner without draws, minimax agrees; {games} hypergraph games (antichains of winning sets): the first player never loses"
            ),
        ),
    }
    ev
}

/// SL-PN: every DAG game up to a size.
fn pn(depth: Depth) -> Evidence {
    let max_nodes = match depth {
        Depth::Quick => 6,
        Depth::Deep => 7,
    };
    let mut count: u64 = 0;
    for n in 1..=max_nodes {
        for code in 0..1u64 << DagGame::edge_slots(n) {
            let g = DagGame::from_code(n, code);
            if let Err(e) = check_pn(&g) {
                return Evidence::default().with(
                    FindingKind::Counterexample {
                        replay: "cgcheck verify --claim SL-PN".into(),
                    },
                    format!("{e} on the DAG {g:?}"),
                );
            }
            count += 1;
        }
    }
    Evidence::default().with(
        FindingKind::Verified {
            bound: Bound::family("every impartial game on a DAG with {}", [Range::at_most("positions", max_nodes)]),
        },
        format!(
            "{count} DAGs: the set built by the three rules is the only set meeting the three proof conditions, and equals the Sprague-Grundy zero set"
        ),
    )
}

/// A subtraction-set claim "the P-positions are the n with `claim(n)`", `claim` periodic
/// with period `claim_period`, proved for every n through the certified period.
fn periodic_p_claim(
    set: &[u64],
    claim_period: usize,
    claim: impl Fn(u64) -> bool,
    claim_text: &str,
    ev: &mut Evidence,
) -> Option<Periodic> {
    let set = SubtractionSet::new(set.to_vec()).expect("a valid set");
    let replay = format!(
        "cgcheck solve subtraction --set {} N",
        set.elements()
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join(",")
    );
    let periodic = match Periodic::compute(&set) {
        Ok(p) => p,
        Err(e) => {
            ev.push(FindingKind::Open, e.to_string());
            return None;
        }
    };
    match periodic.first_disagreement(claim_period, claim) {
        None => ev.push(
            FindingKind::Proved,
            format!(
                "P-positions of S = {set} are {claim_text} for every n: the SG sequence is periodic from {} with period {} (certified: the window of {} values at {} repeats the one at {}), and the claim agrees on 0..{}",
                periodic.preperiod,
                periodic.period,
                set.max(),
                periodic.preperiod + periodic.period,
                periodic.preperiod,
                periodic.agreement_prefix(claim_period),
            ),
        ),
        Some(n) => ev.push(
            FindingKind::Counterexample {
                replay: replay.replace(" N", &format!(" {n}")),
            },
            format!(
                "n = {n}: the claim says {}, the game says {}",
                pn_word(!periodic.is_p(n)),
                pn_word(periodic.is_p(n))
            ),
        ),
    }
    Some(periodic)
}

fn pn_word(p: bool) -> &'static str {
    if p { "P" } else { "N" }
}

/// SL-Sub123.
fn sub123(_: Depth) -> Evidence {
    let mut ev = Evidence::default();
    let Some(p) = periodic_p_claim(&[1, 2, 3], 4, |n| n % 4 == 0, "the multiples of 4", &mut ev)
    else {
        return ev;
    };
    let moves = p.winning_moves(21);
    let mut wrong = Vec::new();
    if p.is_p(21) {
        wrong.push("21 is a P-position".to_string());
    }
    if moves.iter().any(|k| (21 - k) % 4 != 0) || moves.is_empty() {
        wrong.push(format!("winning moves from 21 remove {moves:?}"));
    }
    ev.compare(
        "n = 21 is an N-position whose winning move leaves a multiple of 4 (remove 1, leaving 20)",
        2,
        &wrong,
        "cgcheck solve subtraction --set 1,2,3 21",
    );
    ev
}

/// SL-Sub134.
fn sub134(_: Depth) -> Evidence {
    let mut ev = Evidence::default();
    let Some(p) = periodic_p_claim(
        &[1, 3, 4],
        7,
        |n| n % 7 == 0 || n % 7 == 2,
        "{k : k = 0, 2 mod 7}",
        &mut ev,
    ) else {
        return ev;
    };
    let listed_p = [0u64, 2, 7, 9, 14, 16];
    let listed_n = [1u64, 3, 4, 5, 6, 8, 10, 11];
    let mut wrong: Vec<String> = listed_p
        .iter()
        .filter(|&&n| !p.is_p(n))
        .map(|n| format!("{n} is listed in P but is N"))
        .collect();
    wrong.extend(
        listed_n
            .iter()
            .filter(|&&n| p.is_p(n))
            .map(|n| format!("{n} is listed in N but is P")),
    );
    ev.compare(
        "the listed P = {0,2,7,9,14,16,...} and N = {1,3,4,5,6,8,10,11,...}",
        listed_p.len() + listed_n.len(),
        &wrong,
        "cgcheck solve subtraction --set 1,3,4 7",
    );
    ev
}

/// SL-Wythoff.
fn wythoff_claim(depth: Depth) -> Evidence {
    let (table_n, beatty_n): (u64, u64) = match depth {
        Depth::Quick => (100, 1_000_000),
        Depth::Deep => (600, 1_000_000_000),
    };
    let mut ev = Evidence::default();
    // The formula against the reference P/N rules on every small position.
    let table = reference_table(table_n);
    let mut bad = None;
    for x in 0..=table_n {
        for y in 0..=table_n {
            if table[x as usize][y as usize] != wythoff::is_p(x, y) && bad.is_none() {
                bad = Some((x, y));
            }
        }
    }
    if let Some((x, y)) = bad {
        ev.push(
            FindingKind::Counterexample {
                replay: format!("cgcheck solve wythoff {x} {y} --reference"),
            },
            format!("({x},{y}): the P/N rules and the formula disagree"),
        );
    } else {
        ev.push(
            FindingKind::Verified {
                bound: Bound::family("every position with {}", [Range::at_most("piles", table_n)]),
            },
            format!(
                "the P-positions found by the P/N rules on all {} positions with piles <= {table_n} are exactly (floor(n phi), floor(n phi) + n) and mirrors",
                (table_n + 1) * (table_n + 1)
            ),
        );
    }
    // The n-th pair found by search (ordered by its smaller pile) differs by n.
    let mut pairs: Vec<(u64, u64)> = Vec::new();
    for x in 0..=table_n {
        for y in x..=table_n {
            if table[x as usize][y as usize] {
                pairs.push((x, y));
            }
        }
    }
    let differ: Vec<String> = pairs
        .iter()
        .enumerate()
        .filter(|(n, (x, y))| y - x != *n as u64)
        .map(|(n, p)| format!("pair {n} is {p:?}"))
        .collect();
    ev.compare(
        &format!(
            "b_n - a_n = n for the {} P-pairs found by search",
            pairs.len()
        ),
        pairs.len(),
        &differ,
        "cgcheck solve wythoff 0 0",
    );
    // The listed pairs.
    let listed = [(1, 2), (3, 5), (4, 7), (6, 10), (8, 13)];
    let wrong: Vec<String> = listed
        .iter()
        .enumerate()
        .filter(|(i, p)| pairs.get(i + 1) != Some(p))
        .map(|(i, p)| format!("pair {} is {:?}, listed {p:?}", i + 1, pairs.get(i + 1)))
        .collect();
    ev.compare(
        "the listed pairs (1,2) (3,5) (4,7) (6,10) (8,13)",
        listed.len(),
        &wrong,
        "cgcheck solve wythoff 1 2",
    );
    // Beatty: every positive integer <= beatty_n is exactly one a_k or b_k.
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
        None => ev.push(
            FindingKind::Verified {
                bound: Bound::family("every positive integer {}", [Range::at_most("n", beatty_n)]),
            },
            format!(
                "every integer 1..={beatty_n} is exactly one of a_k = floor(k phi), b_k = a_k + k (exact integer arithmetic)"
            ),
        ),
        Some(m) => ev.push(
            FindingKind::Counterexample {
                replay: format!("cgcheck solve wythoff {m} {m}"),
            },
            format!("{m} appears {} times", hits[m as usize]),
        ),
    }
    ev
}

/// SL-Wythoff-ex.
fn wythoff_examples(_: Depth) -> Evidence {
    let mut ev = Evidence::default();
    type Example = ((u64, u64), &'static [(u64, u64)]);
    let examples: [Example; 3] = [
        ((9, 13), &[(8, 13), (6, 10)]),
        ((26, 34), &[(26, 16), (21, 34), (12, 20)]),
        ((153, 289), &[(153, 248)]),
    ];
    for ((x, y), listed) in examples {
        let computed = wythoff::reference_winning_moves(x, y).unwrap_or_default();
        let mut listed_sorted = listed.to_vec();
        listed_sorted.sort_unstable();
        let wrong = if computed == listed_sorted {
            Vec::new()
        } else {
            vec![format!(
                "from ({x},{y}) the slides list {listed:?}, the reference solver finds {computed:?}"
            )]
        };
        ev.compare(
            &format!(
                "the {} winning move(s) from ({x},{y}) (reference solver)",
                listed.len()
            ),
            1,
            &wrong,
            &format!("cgcheck solve wythoff {x} {y}"),
        );
    }
    // The intermediate facts the worked examples use.
    let stated: [(u64, (u64, u64)); 6] = [
        (10, (16, 26)),
        (13, (21, 34)),
        (8, (12, 20)),
        (95, (153, 248)),
        (179, (289, 468)),
        (136, (220, 356)),
    ];
    let wrong: Vec<String> = stated
        .iter()
        .filter(|(n, p)| wythoff::pair(*n) != *p)
        .map(|(n, p)| format!("pair {n} is {:?}, stated {p:?}", wythoff::pair(*n)))
        .collect();
    ev.compare(
        "the pairs the examples name (10th (16,26), 13th (21,34), 8th (12,20), 95th (153,248), 179th (289,468), 136th (220,356))",
        stated.len(),
        &wrong,
        "cgcheck solve wythoff 153 248",
    );
    ev
}

/// SL-Nim's universal part on one `x`: (x,x,0), (x,0,x) and (0,x,x) are P-positions, by the
/// reference game-tree search (not the nim-sum rule the claim illustrates). `Err` holds what
/// failed and its replay. (No hunt calls it: a search costs about x^3 steps.)
pub fn xx0_is_p(x: u64, solver: &mut PnSolver<'_, Nim>) -> Result<(), (String, String)> {
    for h in [[x, x, 0], [x, 0, x], [0, x, x]] {
        if !solver.is_p(&h.to_vec()) {
            return Err((
                format!("({},{},{}) is not a P-position", h[0], h[1], h[2]),
                format!("cgcheck solve nim {} {} {} --reference", h[0], h[1], h[2]),
            ));
        }
    }
    Ok(())
}

/// SL-Nim.
fn nim_claim(depth: Depth) -> Evidence {
    let max_x = match depth {
        Depth::Quick => 60,
        Depth::Deep => 400,
    };
    let mut ev = Evidence::default();
    let sums: [(&[u64], u64); 5] = [
        (&[7, 5], 2),
        (&[23, 13], 26),
        (&[25, 21, 11], 7),
        (&[21, 7], 18),
        (&[13, 23, 28], 6),
    ];
    let wrong: Vec<String> = sums
        .iter()
        .filter(|(h, s)| nim_sum(h) != *s)
        .map(|(h, s)| format!("nim-sum of {h:?} is {}, stated {s}", nim_sum(h)))
        .collect();
    ev.compare(
        "the nim-sums 7 xor 5 = 2, 23 xor 13 = 26, 25 xor 21 xor 11 = 7, 21 xor 7 = 18, 13 xor 23 xor 28 = 6",
        sums.len(),
        &wrong,
        "cgcheck solve nim 25 21 11",
    );
    // (x,x,0) and its permutations are P, by the reference game-tree search.
    // One memo for all x: the subpositions of (x,x,0) contain those of every smaller x.
    let mut solver = PnSolver::new(&Nim);
    let failing = (0..=max_x).find_map(|x| xx0_is_p(x, &mut solver).err());
    match failing {
        None => ev.push(
            FindingKind::Verified {
                bound: Bound::at_most("x", max_x),
            },
            format!("(x,x,0), (x,0,x), (0,x,x) are P-positions for every x <= {max_x} (reference game-tree search)"),
        ),
        Some((why, replay)) => ev.push(FindingKind::Counterexample { replay }, why),
    }
    // Example 1: (25,21,11) is N; the one winning move takes 3 from the second pile.
    let moves = reference_winning_moves(&[25, 21, 11]).unwrap_or_default();
    let results: Vec<Vec<u64>> = moves.iter().map(|m| m.apply(&[25, 21, 11])).collect();
    let wrong = if results == [vec![25, 18, 11]] {
        Vec::new()
    } else {
        vec![format!("winning moves from (25,21,11) lead to {results:?}")]
    };
    ev.compare(
        "Example 1: (25,21,11) is N and its winning move is to (25,18,11), the only one",
        1,
        &wrong,
        "cgcheck solve nim 25 21 11",
    );
    // Example 2, under both readings of its heading.
    let listed = [vec![11u64, 23, 28], vec![13, 17, 28], vec![11, 23, 26]];
    for (reading, start) in [
        ("position (13,23,28)", [13u64, 23, 28]),
        ("position (11,23,28)", [11, 23, 28]),
    ] {
        let replay = format!("cgcheck solve nim {} {} {}", start[0], start[1], start[2]);
        if reference_is_p(&start) == Ok(true) {
            ev.push_reading(
                reading,
                FindingKind::Counterexample { replay },
                format!(
                    "{} is a P-position (nim-sum 0), not an N-position with three winning moves",
                    show(&start)
                ),
            );
            ev.shows("P-position (the previous player wins)");
            continue;
        }
        let moves = reference_winning_moves(&start).unwrap_or_default();
        let computed: Vec<Vec<u64>> = moves.iter().map(|m| m.apply(&start)).collect();
        let not_moves: Vec<String> = listed
            .iter()
            .filter(|l| !computed.contains(l))
            .map(|l| show(l))
            .collect();
        if not_moves.is_empty() && computed.len() == listed.len() {
            ev.push_reading(
                reading,
                FindingKind::Matched { entries: 3 },
                format!("the three listed winning moves from {} agree", show(&start)),
            );
        } else {
            let shown: Vec<String> = computed.iter().map(|c| show(c)).collect();
            ev.push_reading(
                reading,
                FindingKind::Counterexample { replay },
                format!(
                    "the slides list {} as winning move(s) from {}; the winning moves are {}",
                    not_moves.join(", "),
                    show(&start),
                    shown.join(", ")
                ),
            );
            // `solve nim` lists each winning move as "reaching (a,b,c)": one the slides miss.
            if let Some(c) = computed
                .iter()
                .find(|c| !listed.contains(c))
                .or(computed.first())
            {
                ev.shows(format!("reaching {}", show(c)));
            }
        }
    }
    ev
}
