//! Checks of the paper's "method 1" results (section 3 and Appendices A, C, D): the games
//! solved by the prover, and every annotated line replayed and judged
//! ([`crate::games::mnk::judge`]).

use super::drivers::Depths;
use super::mnk::prover_value;
use super::mnk_lines::{AFTER_B3, APPENDIX_A, APPENDIX_C, APPENDIX_D, AUTHORS_REPLY, SOBOTOVYCH};
use super::{Depth, Judged, Outcome, Part, Refutation, joined};
use crate::core::Wdl;
use crate::games::mnk::board::Params;
use crate::games::mnk::judge::{self, Verdict};
use crate::games::mnk::patterns::{self, position};
use crate::games::mnk::{certificate, hold, notation};
use crate::records::canary::Engine;

// The games of Theorems 2, 5, 6 and 7 and of section 3.
const G333: Params = Params::fixed(3, 3, 3, 1, 1);
const G55422: Params = Params::fixed(5, 5, 4, 2, 2);
const G66411: Params = Params::fixed(6, 6, 4, 1, 1);
const G66421: Params = Params::fixed(6, 6, 4, 2, 1);
const G944: Params = Params::fixed(9, 4, 4, 1, 1);

/// The prover's budget (positions) for the exhaustion proofs of Theorems 2, 5, 6 and 7.
pub const PROVER_BUDGET: Depths<u64> = Depths::new(2_000_000, 50_000_000);

fn budget(depth: Depth) -> u64 {
    PROVER_BUDGET.at(depth)
}

/// The replay command of a game, after `stones` (square names in order, "" for none).
fn replay(g: &Params, stones: &str) -> String {
    let mut command = format!("cgcheck solve mnk {} {} {}", g.m, g.n, g.k);
    if (g.p, g.q) != (1, 1) {
        command += &format!(" --p {} --q {}", g.p, g.q);
    }
    if !stones.is_empty() {
        command += &format!(" --after \"{stones}\"");
    }
    command
}

/// The prover's value for B after `stones` (named squares in order).
fn value_after(g: &Params, stones: &str, budget: u64) -> Option<Wdl> {
    let (black, white, _) = position(g, stones).expect("the paper's stones are legal");
    prover_value(*g, black, white, budget)
}

/// "The value after `stones` is `stated`": proved, refuted or undecided.
fn stated_value(g: &Params, stones: &str, stated: Wdl, what: &str, budget: u64) -> Outcome {
    match value_after(g, stones, budget) {
        Some(v) if v == stated => Outcome::Holds(format!("{what}: {v} for B (prover)")),
        Some(v) => Outcome::Fails(Refutation::new(
            format!("{what}: the value for B is {v}, not {stated}"),
            replay(g, stones),
        )),
        None => Outcome::Unsettled(format!(
            "{what}: undecided within {budget} positions per search"
        )),
    }
}

/// A proof part: the prover's value for B after `stones` (named squares in order, "" for the
/// empty board) on `g` is `stated`; `what` is the finding's text and, with " (prover)", the
/// part's. The budget is `budget` at the depth unless another budget fn is given.
macro_rules! value_after {
    ($what:literal, $g:expr, $stones:literal, $stated:ident) => {
        value_after!($what, $g, $stones, $stated, budget)
    };
    ($what:literal, $g:expr, $stones:literal, $stated:ident, $budget:ident) => {
        Part::proof(concat!($what, " (prover)"), |d| {
            stated_value(&$g, $stones, Wdl::$stated, $what, $budget(d))
        })
    };
}

/// Builds a win certificate for `g` and checks it with the naive checker.
fn certified(g: &Params, attacker_is_b: bool, budget: u64) -> Outcome {
    let who = if attacker_is_b { "B" } else { "W" };
    let command = format!("{} --certificate FILE", super::mnk::solve_command(g));
    match certificate::build(*g, attacker_is_b, budget) {
        Some(cert) => match certificate::check(&cert) {
            Ok(walked) => Outcome::Holds(format!(
                "{who}'s win certificate: {who}'s stone in {} positions (up to symmetry), checked by the naive checker over {walked} positions with every reply followed (`{command}`)",
                cert.moves.len()
            )),
            Err(e) => {
                Outcome::Unsettled(format!("the win certificate fails the naive checker: {e}"))
            }
        },
        None => Outcome::Unsettled(format!(
            "no win certificate for {who} within {budget} positions"
        )),
    }
}

/// Builds the two hold certificates of a draw (W keeps B from a line, B keeps W) and checks
/// them with the naive checker.
pub fn certified_draw(g: &Params, budget: u64) -> Outcome {
    let command = format!("{} --certificate FILE", super::mnk::solve_command(g));
    let mut parts = Vec::new();
    for holder_is_b in [false, true] {
        let (d, a) = if holder_is_b { ("B", "W") } else { ("W", "B") };
        match hold::build(*g, holder_is_b, budget) {
            Some(cert) => match hold::check(&cert) {
                Ok(walked) => parts.push(format!(
                    "{d} keeps {a} from a line ({} answers, stones or pairings, checked over {walked} positions with every {a} stone followed)",
                    cert.entries.len()
                )),
                Err(e) => {
                    return Outcome::Unsettled(format!(
                        "{d}'s hold certificate fails the naive checker: {e}"
                    ));
                }
            },
            None => {
                return Outcome::Unsettled(format!(
                    "no hold certificate for {d} within {budget} positions"
                ));
            }
        }
    }
    Outcome::Holds(format!(
        "draw certificate: {} (`{command}`)",
        parts.join("; ")
    ))
}

/// What the lines of an analysis are meant to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// Every line ends drawn unless a `#` stone wins for its side (Appendix A).
    Draw,
    /// Every line ends won for B (Appendix C).
    BWins,
    /// Lines the text says draw end with B not winning; `#` stones win (Appendix D).
    WHolds,
}

/// Replays and judges every line of `text`; pushes one finding for the whole analysis (lines
/// that fail make it differ from the paper: the analysis, not the theorem, is at fault).
fn judged(g: &Params, text: &str, expect: Expect, what: &str, budget: u64) -> Judged {
    let verdicts: Vec<Verdict> = notation::leaves(text)
        .iter()
        .flat_map(|leaf| judge::judge(g, leaf, budget, 64))
        .collect();
    let hypothetical = verdicts.iter().filter(|v| v.hypothetical).count();
    let judged: Vec<&Verdict> = verdicts.iter().filter(|v| !v.hypothetical).collect();
    let mut problems: Vec<(String, &Verdict)> = Vec::new();
    let mut undecided = 0;
    let mut flagged = Vec::new();
    for v in &judged {
        if let Some(e) = &v.illegal {
            problems.push((format!("illegal: {e}"), v));
            continue;
        }
        if !v.not_winning.is_empty() {
            problems.push((format!("# does not win: {}", v.not_winning.join(", ")), v));
        }
        if !v.not_forced.is_empty() {
            flagged.push(format!(
                "{} ({})",
                v.stones.join(" "),
                v.not_forced.join(", ")
            ));
        }
        let marked_win = v.win_marks > 0;
        match (expect, v.value) {
            (_, None) => undecided += 1,
            (Expect::Draw, Some(Wdl::Draw)) | (Expect::BWins, Some(Wdl::Win)) => {}
            (Expect::Draw, Some(_)) if marked_win => {}
            (Expect::WHolds, Some(Wdl::Win)) if v.says_draw || v.win_marks == 0 => {
                problems.push(("ends won for B".into(), v));
            }
            (Expect::WHolds, Some(_)) => {}
            (_, Some(val)) => problems.push((format!("ends {val} for B"), v)),
        }
    }
    let total = judged.len();
    let forced: usize = judged.iter().map(|v| v.forced_marks).sum();
    let flagged_text = if flagged.is_empty() {
        String::new()
    } else {
        format!(
            "; under the reading that (F) means every other stone loses within two turns, {} line(s) have an (F) stone with another holding square: {}",
            flagged.len(),
            flagged.join("; ")
        )
    };
    let hyp_text = if hypothetical > 0 {
        format!(
            ", {hypothetical} more skip a turn (threats shown as if the other side passed) and are not judged"
        )
    } else {
        String::new()
    };
    if let Some((why, v)) = problems.first() {
        let line = v.stones.join(" ");
        // What `solve mnk --after` prints for the line: its value.
        let shows = match v.value {
            Some(Wdl::Win) => format!("after {line} is a forced win for B"),
            Some(Wdl::Draw) => format!("after {line} is a forced draw"),
            Some(Wdl::Loss) => format!("after {line} is a forced win for W"),
            None => format!("after {line}"),
        };
        Judged::Differs {
            entries: total,
            mismatches: problems.len(),
            replay: replay(g, &line),
            shows: Some(shows),
            detail: format!(
                "{what}: {} of {total} lines fail; first: {line}: {why}{}{hyp_text}",
                problems.len(),
                if problems.len() > 1 {
                    let also = problems[1..].iter();
                    let also = also.map(|(w, v)| format!("{}: {w}", v.stones.join(" ")));
                    format!("; also: {}", joined(also, "; "))
                } else {
                    String::new()
                }
            ),
        }
    } else if undecided > 0 {
        Judged::Undecided(format!(
            "{what}: {total} lines replayed, all legal; {undecided} final positions undecided within {budget} positions{hyp_text}{flagged_text}"
        ))
    } else {
        Judged::Agrees {
            entries: total,
            detail: format!(
                "{what}: all {total} lines legal, {forced} (F) marks replayed, every # a win, every end as the analysis says{hyp_text}{flagged_text}"
            ),
        }
    }
}

/// Theorem 2 and Appendix A.
pub const THEOREM_2: &[Part] = &[
    Part::proof("(3,3,3,1,1) is a draw (prover)", |d| {
        stated_value(&G333, "", Wdl::Draw, "(3,3,3,1,1)", budget(d))
    }),
    Part::proof(
        "(3,3,3,1,1)'s two hold certificates, checked by the naive checker",
        |d| certified_draw(&G333, budget(d)),
    )
    .quoting_effort(Engine::Mnk),
    value_after!("W's reply 1. b2 ... a1 keeps the draw", G333, "b2 a1", Draw),
    value_after!("W's reply 1. a2 ... b2 keeps the draw", G333, "a2 b2", Draw),
    value_after!("W's reply 1. a3 ... b2 keeps the draw", G333, "a3 b2", Draw),
    Part::judged("Appendix A's lines, replayed and judged", |d| {
        judged(&G333, APPENDIX_A, Expect::Draw, "Appendix A", budget(d))
    }),
];

/// Theorem 5: (5,5,4,2,2).
pub const THEOREM_5: &[Part] = &[
    value_after!("(5,5,4,2,2) is a B win", G55422, "", Win),
    Part::proof("B's win certificate, checked by the naive checker", |d| {
        certified(&G55422, true, budget(d))
    })
    .quoting_effort(Engine::Mnk),
    value_after!("1. b3,c3 wins", G55422, "b3 c3", Win),
    value_after!(
        "after 1. ... a3,e3, 2. b4,d2 wins",
        G55422,
        "b3 c3 a3 e3 b4 d2",
        Win
    ),
    Part::proof(
        "W must place a stone on d3: every two-stone reply without d3 loses (prover)",
        theorem_5_d3,
    ),
    Part::proof(
        "if W plays an irrelevant move, 2. c2,c4 wins (prover)",
        theorem_5_irrelevant,
    ),
];

/// "W must place one of his/her stones on d3": every reply without d3 loses.
fn theorem_5_d3(depth: Depth) -> Outcome {
    let g = G55422;
    let b = budget(depth);
    let (black, white, empty) = position(&g, "b3 c3").expect("the paper's stones are legal");
    let d3 = g.parse_cell("d3").expect("d3");
    let mut holding = Vec::new();
    let mut undecided = 0;
    for (i, &x) in empty.iter().enumerate() {
        for &y in &empty[i + 1..] {
            if x == d3 || y == d3 {
                continue;
            }
            match prover_value(g, black, white | 1 << x | 1 << y, b) {
                Some(Wdl::Win) => {}
                Some(_) => holding.push(format!("{},{}", g.cell_name(x), g.cell_name(y))),
                None => undecided += 1,
            }
        }
    }
    if !holding.is_empty() {
        Outcome::Fails(Refutation::new(
            format!(
                "W need not play d3: these replies do not lose: {}",
                holding.join(" ")
            ),
            replay(&g, &format!("b3 c3 {}", holding[0].replace(',', " "))),
        ))
    } else if undecided > 0 {
        Outcome::Unsettled(format!("W must play d3: {undecided} replies undecided"))
    } else {
        Outcome::Holds(
            "W must play d3: each of the 210 two-stone replies without d3 loses (prover)".into(),
        )
    }
}

/// "If W plays an irrelevant move, B can play 2. c2, c4#": read as every second W stone
/// (beside d3) that gives W no threat of its own. After 2. c2,c4, W moves with two stones,
/// so a window holding d3 and that stone and no B stone is a four W completes at once,
/// which the three B threats the paper names do not answer.
fn theorem_5_irrelevant(depth: Depth) -> Outcome {
    let g = G55422;
    let b = budget(depth);
    let (black, white, empty) = position(&g, "b3 c3").expect("the paper's stones are legal");
    let d3 = g.parse_cell("d3").expect("d3");
    let c2c4 = g.parse_cells("c2 c4").expect("squares");
    let bl = black | 1 << c2c4[0] | 1 << c2c4[1];
    let mut irrelevant = 0;
    let mut relevant = Vec::new();
    let mut holding = Vec::new();
    for &x in empty.iter().filter(|&&x| x != d3 && !c2c4.contains(&x)) {
        let w = white | 1 << d3 | 1 << x;
        let threat = g
            .windows()
            .iter()
            .any(|&win| win & bl == 0 && (win & w).count_ones() + g.q as u32 >= g.k as u32);
        if threat {
            relevant.push(g.cell_name(x));
            continue;
        }
        irrelevant += 1;
        match prover_value(g, bl, w, b) {
            Some(Wdl::Win) => {}
            _ => holding.push(g.cell_name(x)),
        }
    }
    if holding.is_empty() {
        Outcome::Holds(format!(
            "2. c2,c4 wins against d3 and each of the {irrelevant} second W stones that give W no threat of its own (prover); the relevant ones, which the missing Figure 6 answers: {}",
            relevant.join(" ")
        ))
    } else {
        Outcome::Fails(Refutation::new(
            format!(
                "2. c2,c4 does not win against d3 and these second W stones, which give W no threat of its own: {}",
                holding.join(" ")
            ),
            replay(&g, &format!("b3 c3 d3 {} c2 c4", holding[0])),
        ))
    }
}

/// Theorem 6's budget: the quick one is raised to what Appendix C's lines need.
fn budget_6(depth: Depth) -> u64 {
    budget(depth).max(5_000_000)
}

/// Theorem 6 and Appendix C: (6,6,4,1,1). B's win certificate is built at both depths (it
/// takes a fraction of a second).
pub const THEOREM_6: &[Part] = &[
    value_after!("1. d4 wins for B", G66411, "d4", Win, budget_6),
    Part::proof("B's win certificate, checked by the naive checker", |d| {
        certified(&G66411, true, budget_6(d))
    })
    .quoting_effort(Engine::Mnk),
    Part::judged("Appendix C's lines, replayed and judged", |d| {
        judged(
            &G66411,
            APPENDIX_C,
            Expect::BWins,
            "Appendix C",
            budget_6(d),
        )
    }),
];

/// Theorem 7: (6,6,4,2,1).
pub const THEOREM_7: &[Part] = &[
    value_after!("(6,6,4,2,1) is a W win", G66421, "", Loss),
    Part::proof("W's win certificate, checked by the naive checker", |d| {
        certified(&G66421, false, budget(d))
    })
    .quoting_effort(Engine::Mnk),
    value_after!("after 1. c4, W's d3,d4 wins", G66421, "c4 d3 d4", Loss),
    Part::proof(
        "after 1. c4 ... d3,d4, B's replies that do not lose at once have the stated shape",
        |_| theorem_7_replies(),
    ),
];

/// "B has to place one of his/her stones on d2 or d5, and the other one on the other side of
/// the d-column": the replies that do not lose at once.
fn theorem_7_replies() -> Outcome {
    let g = G66421;
    let col = |name: &str| g.parse_cell(name).expect("square");
    let (d1, d2, d5, d6) = (col("d1"), col("d2"), col("d5"), col("d6"));
    let survivors = patterns::theorem_7_replies();
    let wrong: Vec<String> = survivors
        .iter()
        .filter(|&&(x, y)| {
            let has = |c: usize| x == c || y == c;
            !((has(d2) || has(d5)) && (has(d1) || has(d2)) && (has(d5) || has(d6)))
        })
        .map(|&(x, y)| format!("{},{}", g.cell_name(x), g.cell_name(y)))
        .collect();
    if wrong.is_empty() {
        Outcome::Holds(format!(
            "after 1. c4 ... d3,d4, the {} B replies that do not lose at once each put a stone on d2 or d5 and one on each side of d3-d4 (Figures 8-10 with W's lines are missing from the text; the value above covers them)",
            survivors.len()
        ))
    } else {
        Outcome::Fails(Refutation::new(
            format!(
                "B replies that survive without the stated shape: {}",
                wrong.join(" ")
            ),
            replay(&g, &format!("c4 d3 d4 {}", wrong[0].replace(',', " "))),
        ))
    }
}

/// The budget of the two values after section 3's lines: drawn needs both provers to fail,
/// about 12M positions.
fn big_944(depth: Depth) -> u64 {
    match depth {
        Depth::Quick => budget(depth),
        Depth::Deep => 200_000_000,
    }
}

/// Section 3, 6.2 and Appendix D: (9,4,4,1,1).
pub const GAME_944: &[Part] = &[
    Part::judged("Figure 11's line after 4. b3, replayed and judged", |d| {
        judged(
            &G944,
            AFTER_B3,
            Expect::WHolds,
            "W's winning line after 4. b3 (Figure 11)",
            budget(d),
        )
    }),
    Part::judged("Appendix D's lines, replayed and judged", |d| {
        judged(&G944, APPENDIX_D, Expect::WHolds, "Appendix D", budget(d))
    }),
    Part::proof(
        "the authors' reply 3. ... f1 holds (both provers exhausted)",
        authors_reply,
    ),
    Part::proof(
        "the value after Sobotovych's opening 1. e2 ... f3 2. c2 ... d2 3. d3",
        sobotovych,
    ),
    Part::proof(
        "the conjecture that (9,4,4,1,1) is a draw, against B's win certificate checked by the naive checker",
        conjecture_944,
    )
    .quoting_effort(Engine::Mnk),
];

/// The authors' reply 3. ... f1 draws.
fn authors_reply(depth: Depth) -> Outcome {
    let g = G944;
    let big = big_944(depth);
    let stones = notation_stones(AUTHORS_REPLY);
    match value_after(&g, &stones, big) {
        Some(Wdl::Draw) => Outcome::Holds(
            "the authors' reply 3. ... f1 holds: after 1. e2 ... f3 2. c2 ... d2 3. d3 ... f1 neither side can force a line (both provers exhausted), so Sobotovych's opening does not win against it".into(),
        ),
        Some(v) => Outcome::Fails(Refutation::new(
            format!("the authors' reply 3. ... f1 does not draw: the value for B is {v}"),
            replay(&g, &stones),
        )),
        None => Outcome::Unsettled(format!(
            "the authors' reply 3. ... f1: undecided within {big} positions per search (the deep run settles it)"
        )),
    }
}

/// The value after Sobotovych's opening.
fn sobotovych(depth: Depth) -> Outcome {
    let big = big_944(depth);
    let sob = value_after(&G944, &notation_stones(SOBOTOVYCH), big);
    let detail = format!(
        "Sobotovych's opening: the value for B after 1. e2 ... f3 2. c2 ... d2 3. d3 is {}",
        sob.map_or(format!("undecided within {big} positions"), |v| v
            .to_string())
    );
    match sob {
        Some(_) => Outcome::Holds(detail),
        None => Outcome::Unsettled(detail),
    }
}

/// The conjecture: B's win certificate, checked by the naive checker. Quick runs check the
/// stored certificate; deep runs build it again (the prover's search, about ten minutes),
/// check it and store it (a failure to store it is said in the finding).
fn conjecture_944(depth: Depth) -> Outcome {
    let g = G944;
    let command = format!("cgcheck solve mnk 9 4 4 --budget 2000000000 --certificate {CERT_944}");
    let mut unstored = String::new();
    let (source, cert) = match depth {
        Depth::Deep => {
            let built = certificate::build(g, true, 2_000_000_000);
            if let Some(c) = &built
                && let Err(e) =
                    crate::core::files::write_atomic(std::path::Path::new(CERT_944), c.to_text().as_bytes())
            {
                unstored = format!("; the certificate could not be stored at {CERT_944}: {e}");
            }
            let built = built
                .ok_or_else(|| "the prover did not show a B win within 2*10^9 positions".to_string());
            ("built by the prover", built)
        }
        Depth::Quick => ("stored in the repository, built by the prover", crate::core::files::read_text_capped(std::path::Path::new(CERT_944), certificate::MAX_TEXT, "the stored certificate")
            .map_err(|e| format!("no readable stored certificate at {CERT_944} ({e}); `cgcheck verify --deep --claim MNK-944` builds it"))
            .and_then(|text| certificate::Certificate::parse(&text))
            .and_then(|c| {
                (c.params == g && c.winner_is_b)
                    .then_some(c)
                    .ok_or_else(|| format!("{CERT_944} is not a B win certificate for (9,4,4,1,1)"))
            })),
    };
    match cert {
        Ok(cert) => match certificate::check(&cert) {
            Ok(walked) => Outcome::Fails(
                Refutation::new(
                    format!(
                        "the conjecture fails: (9,4,4,1,1) is a forced win for B; B's win certificate ({source} with `{command}`: first stone {}; B's stone in {} positions up to symmetry) passes the naive checker over {walked} positions with every W reply followed{unstored}",
                        cert.moves.get(&(0, 0)).map_or("?".into(), |&c| g.cell_name(c)),
                        cert.moves.len()
                    ),
                    format!("cgcheck check-certificate {CERT_944}"),
                )
                .showing("(9,4,4,1,1) from the empty board: a forced win for B"),
            ),
            Err(e) => Outcome::Unsettled(format!(
                "B's win certificate for (9,4,4,1,1) fails the naive checker: {e}{unstored}"
            )),
        },
        Err(e) => Outcome::Unsettled(format!("the conjecture that (9,4,4,1,1) is a draw: {e}")),
    }
}

/// Where B's win certificate for (9,4,4,1,1) is stored (relative to the repository root).
pub const CERT_944: &str = "evidence/certificates/mnk-9-4-4-1-1.cert";

/// The stones of a line without variations, as square names.
fn notation_stones(text: &str) -> String {
    notation::leaves(text)
        .first()
        .map(|l| joined(l.stones.iter().flatten().map(|s| &s.squares[0]), " "))
        .unwrap_or_default()
}
