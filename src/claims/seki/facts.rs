//! The paper's stated facts about single positions (`registry/seki/facts.toml`): a matrix,
//! the entries already reduced, and what the text says of the position (its type, the value
//! of a move, the set of winning replies), each compared with what the solvers compute by
//! one driver and counted as it is compared.

use super::audit::wdl_name;
use super::support::{Solvers, digits, move_text, replay, type_text};
use crate::claims::{Compared, Tally};
use crate::core::Wdl;
use crate::games::seki::analysis::{
    claim7_move, condition_s, is_symmetrizable, magic_sum, row_satisfies_weaker,
};
use crate::games::seki::rules::{Player, active_moves};
use crate::games::seki::{Matrix, Variant};
use std::collections::BTreeMap;

/// The facts one part compares (the file's header says what each field means).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Group {
    key: String,
    #[serde(default)]
    seki_i: bool,
    replay: String,
    #[serde(default)]
    replay_failing: bool,
    #[serde(default)]
    shows: bool,
    /// "figure 4": moves and entries are also named by the GO points of Figure 4's dame sets.
    #[serde(default)]
    points: String,
    fact: Vec<Fact>,
}

/// One stated fact about a position.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Fact {
    m: String,
    #[serde(default)]
    after: Vec<String>,
    #[serde(default)]
    each: bool,
    #[serde(default)]
    name: String,
    is: Option<String>,
    #[serde(rename = "move")]
    moves: Option<String>,
    gives: Option<String>,
    #[serde(default)]
    except: BTreeMap<String, String>,
    #[serde(default)]
    replies: BTreeMap<String, String>,
    wins: Option<String>,
    holds: Option<String>,
    only: Option<String>,
    fail: String,
}

/// The group `key` of the data file.
fn group(key: &str) -> &'static Group {
    #[derive(serde::Deserialize)]
    struct File {
        group: Vec<Group>,
    }
    static GROUPS: std::sync::OnceLock<Vec<Group>> = std::sync::OnceLock::new();
    GROUPS
        .get_or_init(|| {
            toml::from_str::<File>(include_str!("../../../registry/seki/facts.toml"))
                .unwrap_or_else(|e| panic!("registry/seki/facts.toml: {e}"))
                .group
        })
        .iter()
        .find(|g| g.key == key)
        .unwrap_or_else(|| panic!("registry/seki/facts.toml has no group {key}"))
}

/// An entry "a12" (1-based), or a GO point of `points`' dame sets, 0-based.
fn cell(text: &str, points: &str) -> (usize, usize) {
    if points == "figure 4" && text.len() == 2 {
        return super::audit::entry_of(&super::audit::FIGURE_4, text).expect("a listed point");
    }
    let d: Vec<usize> = text
        .trim_start_matches('a')
        .chars()
        .map(|c| c.to_digit(10).expect("an entry a<row><column>") as usize - 1)
        .collect();
    (d[0], d[1])
}

/// An entry (0-based) as the text writes it, "12".
fn ij((i, j): (usize, usize)) -> String {
    format!("{}{}", i + 1, j + 1)
}

fn variant(g: &Group) -> Variant {
    if g.seki_i {
        Variant::SekiI
    } else {
        Variant::Seki
    }
}

fn player(text: &str) -> Player {
    match text {
        "R" => Player::R,
        "C" => Player::C,
        _ => panic!("registry/seki/facts.toml: no player {text}"),
    }
}

fn wdl(text: &str) -> Wdl {
    [Wdl::Win, Wdl::Draw, Wdl::Loss]
        .into_iter()
        .find(|w| w.to_string() == text)
        .unwrap_or_else(|| panic!("a stated value: {text}"))
}

/// One comparison: whether it holds, the template's values, and what the replay of its
/// position prints that shows it.
struct Judged {
    holds: bool,
    vars: Vec<(&'static str, String)>,
    shown: String,
}

/// Whether `a`, of type `t`, satisfies the stated condition `c`.
fn condition(c: &str, a: &Matrix, t: &crate::games::seki::SekiType) -> bool {
    match c {
        _ if c.starts_with('(') && c.contains('\'') => t.refined() == c,
        _ if c.starts_with('(') => t.coarse() == c,
        "csm" => t.is_csm(),
        "not csm" => !t.is_csm(),
        "seki" => t.is_seki(),
        "first player wins" => t.first_player_wins(),
        "R wins first" => t.r_first == Wdl::Win,
        "C loses first" => t.c_first == Wdl::Loss,
        "row 1 weaker, positive" => row_satisfies_weaker(a, 0) && !a.row(0).contains(&0),
        "no S for R" => !condition_s(a, Player::R),
        "no Claim 5 or 7 for R" => {
            !(condition_s(a, Player::R) || claim7_move(a, Player::R).is_some())
        }
        "magic" => magic_sum(a).is_some(),
        "not symmetrizable" => !is_symmetrizable(a),
        _ => panic!("registry/seki/facts.toml: no condition {c}"),
    }
}

/// The comparisons of fact `f` at position `a` (reached by `after`, the move of `each`).
fn judge(s: &mut Solvers, f: &Fact, a: &Matrix, after: &str, g: &Group) -> Vec<Judged> {
    // A row states one kind of fact: a second one would be read past, never compared.
    let kinds = [
        f.is.is_some(),
        f.moves.is_some(),
        f.wins.is_some() || f.holds.is_some(),
    ];
    assert!(
        kinds.iter().filter(|&&k| k).count() == 1,
        "registry/seki/facts.toml: a fact of {} states {} kinds of fact (one of is, move, wins/holds)",
        f.m,
        kinds.iter().filter(|&&k| k).count()
    );
    let (move_fields, set_fields) = (
        f.gives.is_some() || !f.except.is_empty() || !f.replies.is_empty(),
        f.only.is_some(),
    );
    let stray = match () {
        _ if f.is.is_some() => move_fields || set_fields,
        _ if f.moves.is_some() => set_fields,
        _ => move_fields,
    };
    assert!(
        !stray,
        "registry/seki/facts.toml: a fact of {} states a value its kind of fact does not read",
        f.m
    );
    let v = variant(g);
    let mut vars = vec![("{m}", a.compact()), ("{name}", f.name.clone())];
    if let Some(is) = &f.is {
        let t = s.kind(a, v);
        vars.extend([
            ("{coarse}", t.coarse()),
            ("{refined}", t.refined()),
            ("{r_first}", t.r_first.to_string()),
            ("{c_first}", t.c_first.to_string()),
        ]);
        let holds = is.split(" and ").all(|c| condition(c, a, &t));
        return vec![Judged {
            holds,
            vars,
            shown: type_text(&t),
        }];
    }
    if let Some(text) = &f.moves {
        let (p, at) = text.split_once(' ').expect("a mover and entries");
        let p = player(p);
        let at = f
            .replies
            .get(&format!("a{after}"))
            .map_or(at, String::as_str);
        let cells: Vec<(String, (usize, usize))> = match at {
            "each 3" => active_moves(a)
                .into_iter()
                .filter(|&(i, j)| a.get(i, j) == 3)
                .map(|e| (format!("a{}", ij(e)), e))
                .collect(),
            _ => at
                .split_whitespace()
                .map(|t| (t.to_string(), cell(t, &g.points)))
                .collect(),
        };
        // Every stated exception names a move compared here.
        for e in f.except.keys() {
            assert!(
                cells.iter().any(|(_, c)| format!("a{}", ij(*c)) == *e),
                "registry/seki/facts.toml: {}'s exception {e} is not among the moves compared",
                f.m
            );
        }
        return cells
            .into_iter()
            .map(|(name, (i, j))| {
                let stated = f.except.get(&format!("a{}", ij((i, j))));
                let stated = wdl(stated.or(f.gives.as_ref()).expect("a stated value"));
                let w = (a.get(i, j) > 0).then(|| s.move_value(a, p, i, j, v));
                let mut vars = vars.clone();
                vars.extend([
                    ("{ij}", ij((i, j))),
                    ("{after}", after.to_string()),
                    ("{got}", w.map_or("no move".into(), |w| w.to_string())),
                    ("{stated}", stated.to_string()),
                    ("{p}", name),
                    ("{i}", (i + 1).to_string()),
                    ("{j}", (j + 1).to_string()),
                    ("{gets}", w.map_or("no move", wdl_name).to_string()),
                    ("{states}", wdl_name(stated).to_string()),
                ]);
                Judged {
                    holds: w == Some(stated),
                    vars,
                    shown: match w {
                        Some(w) => move_text(a, i, j, w),
                        None => format!("a{}", ij((i, j))),
                    },
                }
            })
            .collect();
    }
    // The mover's winning (`wins`) or non-losing (`holds`) moves, stated as `only` these.
    let (p, winning) = match (&f.wins, &f.holds) {
        (Some(p), None) => (p, true),
        (None, Some(p)) => (p, false),
        _ => panic!("registry/seki/facts.toml: a fact of {} states nothing", f.m),
    };
    let p = player(p);
    let found: Vec<(usize, usize)> = active_moves(a)
        .into_iter()
        .filter(|&(i, j)| {
            let w = s.move_value(a, p, i, j, v);
            if winning {
                w == Wdl::Win
            } else {
                w != Wdl::Loss
            }
        })
        .collect();
    let stated: Vec<(usize, usize)> = f
        .only
        .as_deref()
        .unwrap_or("")
        .split_whitespace()
        .map(|t| cell(t, &g.points))
        .collect();
    // Winning moves are listed 0-based, non-losing ones as the text names them.
    let got = if winning {
        format!("{found:?}")
    } else {
        let named: Vec<String> = found.iter().map(|&e| format!("a_{}", ij(e))).collect();
        format!("{named:?}")
    };
    vars.push(("{got}", got));
    vec![Judged {
        holds: found == stated,
        vars,
        shown: a.compact(),
    }]
}

/// A part comparing the facts of the group `$key` ([`compared`]), its finding opening with
/// `$what`: a `Part::compared`, or with `facts` first a `Part::facts` (a failing fact refutes).
macro_rules! part {
    ($key:literal, $what:expr) => {
        crate::claims::Part::compared($what, |_| super::facts::compared($key, $what))
    };
    (facts $key:literal, $what:expr) => {
        crate::claims::Part::facts($what, |_| super::facts::compared($key, $what))
    };
}
pub(super) use part;

/// The group `key`'s facts compared: `what` the finding opens with ("{coarse}" in it is
/// the type of the group's replay matrix).
pub fn compared(key: &str, what: &str) -> Compared {
    let g = group(key);
    let v = variant(g);
    let mut s = Solvers::default();
    let mut tally = Tally::default();
    let mut first: Option<(Matrix, String)> = None;
    for f in &g.fact {
        let mut a = digits(&f.m);
        for e in &f.after {
            let (i, j) = cell(e, &g.points);
            a = a.reduced(i, j);
        }
        let positions: Vec<(Matrix, String)> = if f.each {
            active_moves(&a)
                .into_iter()
                .map(|e| (a.reduced(e.0, e.1), ij(e)))
                .collect()
        } else {
            vec![(a, String::new())]
        };
        // Every stated reply set names a position compared here.
        for k in f.replies.keys() {
            assert!(
                positions.iter().any(|(_, after)| format!("a{after}") == *k),
                "registry/seki/facts.toml: {}'s replies after {k} name no position compared",
                f.m
            );
        }
        for (b, after) in &positions {
            for j in judge(&mut s, f, b, after, g) {
                if !j.holds {
                    first.get_or_insert_with(|| (b.clone(), j.shown.clone()));
                }
                tally.fact(j.holds, || {
                    j.vars
                        .iter()
                        .fold(f.fail.clone(), |t, (k, x)| t.replace(k, x))
                });
            }
        }
    }
    let fallback = digits(&g.replay);
    let what = match what.contains("{coarse}") {
        true => what.replace("{coarse}", &s.kind(&fallback, v).coarse()),
        false => what.to_string(),
    };
    let at = match &first {
        Some((b, _)) if g.replay_failing => b,
        _ => &fallback,
    };
    let mut c = tally.compared(what, replay(at, v));
    c.shows = first.filter(|_| g.shows).map(|(_, shown)| shown);
    c
}
