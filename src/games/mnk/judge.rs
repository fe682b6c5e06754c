//! Judging the paper's lines ([`super::notation`]) on a board: every stone legal, every
//! `(F)` a forced block, every `#` a win, and the value of the final position.
//!
//! Readings: `(F)` marks a forced stone: every other square (other than the alternatives
//! written with it) lets the opponent win within two of its turns (complete a line at once,
//! or make two threats that one stone cannot block); in a lost position that can hold for
//! every stone, the marked one included; `#` marks a stone after which its side has
//! completed a line or wins with perfect play (the prover decides). The value at the end
//! of a line is the prover's, for B.

use super::board::Params;
use super::notation::Leaf;
use super::prover;
use crate::core::Wdl;

/// The verdict on one concrete line (one choice among the alternatives).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// The stones, by name, in order.
    pub stones: Vec<String>,
    /// Why the line is not legal, if it is not.
    pub illegal: Option<String>,
    /// The line skips a turn (a threat shown as if the other side passed).
    pub hypothetical: bool,
    /// `(F)` stones that are not forced blocks.
    pub not_forced: Vec<String>,
    /// `(F)` stones checked.
    pub forced_marks: usize,
    /// `#` stones after which their side does not win (or the prover ran out).
    pub not_winning: Vec<String>,
    /// `#` stones checked.
    pub win_marks: usize,
    /// Value for B at the end (None: not judged or undecided).
    pub value: Option<Wdl>,
    /// The text says the line draws.
    pub says_draw: bool,
}

/// Every concrete line of a leaf (alternatives expanded, at most `max_lines`), judged with
/// the prover's `budget` per position.
pub fn judge(p: &Params, leaf: &Leaf, budget: u64, max_lines: usize) -> Vec<Verdict> {
    let mut combos: Vec<Vec<Option<Choice>>> = vec![Vec::new()];
    for stone in &leaf.stones {
        let options: Vec<Option<Choice>> = match stone {
            None => vec![None],
            Some(s) => s
                .squares
                .iter()
                .filter(|sq| !leaf.excluded.contains(&(s.ply, (*sq).clone())))
                .map(|sq| {
                    Some(Choice {
                        square: sq.clone(),
                        forced: s.forced,
                        wins: s.wins,
                        alternatives: s.squares.clone(),
                    })
                })
                .collect(),
        };
        combos = combos
            .into_iter()
            .flat_map(|c| {
                options.iter().map(move |o| {
                    let mut c = c.clone();
                    c.push(o.clone());
                    c
                })
            })
            .take(max_lines)
            .collect();
    }
    combos
        .iter()
        .map(|c| judge_one(p, c, leaf.says_draw, budget))
        .collect()
}

/// One stone of a concrete line.
#[derive(Debug, Clone)]
struct Choice {
    square: String,
    forced: bool,
    wins: bool,
    alternatives: Vec<String>,
}

/// Whether the side to move (`own`, p = 1) completes a line at once, or places a stone after
/// which the other side cannot complete a line at once and faces two squares completing
/// lines of `own`: a win within two turns.
fn wins_within_two(p: &Params, windows: &[u64], own: u64, opp: u64) -> bool {
    let k = p.k as u32;
    let full = p.board_mask();
    let empty = !(own | opp) & full;
    if windows
        .iter()
        .any(|&w| w & opp == 0 && (w & own).count_ones() + 1 >= k)
    {
        return true;
    }
    let mut e = empty;
    while e != 0 {
        let a = e & e.wrapping_neg();
        e &= e - 1;
        let mine = own | a;
        if windows
            .iter()
            .any(|&w| w & mine == 0 && (w & opp).count_ones() + 1 >= k)
        {
            continue;
        }
        let threats = windows
            .iter()
            .filter(|&&w| w & opp == 0 && (w & mine).count_ones() + 1 == k)
            .fold(0u64, |acc, &w| acc | (w & !mine));
        if threats.count_ones() >= 2 {
            return true;
        }
    }
    false
}

fn judge_one(p: &Params, stones: &[Option<Choice>], says_draw: bool, budget: u64) -> Verdict {
    let mut v = Verdict {
        stones: stones
            .iter()
            .map(|s| s.as_ref().map_or("-".into(), |s| s.square.clone()))
            .collect(),
        illegal: None,
        hypothetical: stones.iter().any(Option::is_none),
        not_forced: Vec::new(),
        forced_marks: 0,
        not_winning: Vec::new(),
        win_marks: 0,
        value: None,
        says_draw,
    };
    if v.hypothetical {
        return v;
    }
    let windows = p.windows();
    let line_of = |b: u64| windows.iter().any(|&w| w & !b == 0);
    let (mut black, mut white) = (0u64, 0u64);
    for (i, s) in stones.iter().enumerate() {
        let Some(Choice {
            square: name,
            forced,
            wins,
            alternatives,
        }) = s
        else {
            continue;
        };
        let cell = match p.parse_cell(name) {
            Ok(c) => c,
            Err(e) => {
                v.illegal = Some(e.to_string());
                return v;
            }
        };
        if (black | white) >> cell & 1 == 1 {
            v.illegal = Some(format!("{name} (stone {}) is already taken", i + 1));
            return v;
        }
        if line_of(black) || line_of(white) {
            v.illegal = Some(format!(
                "{name} (stone {}) comes after the game ended",
                i + 1
            ));
            return v;
        }
        let b_moves = p.turn(i).0;
        let (own, opp) = if b_moves {
            (black, white)
        } else {
            (white, black)
        };
        if *forced {
            v.forced_marks += 1;
            let others = (0..p.cells()).filter(|&x| {
                (own | opp) >> x & 1 == 0 && !alternatives.iter().any(|a| p.parse_cell(a) == Ok(x))
            });
            let escape = others
                .into_iter()
                .find(|&x| !wins_within_two(p, &windows, opp, own | 1 << x));
            if let Some(x) = escape {
                v.not_forced.push(format!(
                    "{} {name} ({} holds too)",
                    i / 2 + 1,
                    p.cell_name(x)
                ));
            }
        }
        if b_moves {
            black |= 1 << cell;
        } else {
            white |= 1 << cell;
        }
        if *wins {
            v.win_marks += 1;
            let mine = if b_moves { black } else { white };
            let won = line_of(mine)
                || prover::value_from(*p, black, white, budget)
                    .ok()
                    .and_then(|(val, _)| val)
                    == Some(if b_moves { Wdl::Win } else { Wdl::Loss });
            if !won {
                v.not_winning.push(format!("{} {name}", i / 2 + 1));
            }
        }
    }
    v.value = if line_of(black) {
        Some(Wdl::Win)
    } else if line_of(white) {
        Some(Wdl::Loss)
    } else {
        prover::value_from(*p, black, white, budget)
            .ok()
            .and_then(|(val, _)| val)
    };
    v
}

/// One line of text for a verdict: the stones, then what holds.
pub fn describe(v: &Verdict) -> String {
    let stones = v.stones.join(" ");
    if let Some(e) = &v.illegal {
        return format!("{stones}: illegal: {e}");
    }
    if v.hypothetical {
        return format!(
            "{stones}: hypothetical (skips a turn, - marks the skipped stone); not judged"
        );
    }
    let mut parts = Vec::new();
    if v.forced_marks > 0 {
        parts.push(if v.not_forced.is_empty() {
            format!("all {} (F) stones are forced", v.forced_marks)
        } else {
            format!("(F) not forced: {}", v.not_forced.join(", "))
        });
    }
    if v.win_marks > 0 {
        parts.push(if v.not_winning.is_empty() {
            "# wins".to_string()
        } else {
            format!("# does not win: {}", v.not_winning.join(", "))
        });
    }
    parts.push(match v.value {
        Some(Wdl::Win) => "ends won for B".into(),
        Some(Wdl::Loss) => "ends won for W".into(),
        Some(Wdl::Draw) => "ends drawn".into(),
        None => "final value undecided (prover budget)".into(),
    });
    if v.says_draw {
        parts.push("(the paper: draws)".into());
    }
    format!("{stones}: legal; {}", parts.join("; "))
}
