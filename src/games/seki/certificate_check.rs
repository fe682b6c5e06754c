//! The naive checker of Seki win certificates: it reads the text [`super::strategy`] writes
//! and replays the game by [`super::rules`] alone (the matrix type, [`rules::play`] and
//! [`rules::active_moves`]), sharing nothing with the searches.
//!
//! # Format (version 1)
//!
//! ```text
//! seki-certificate 1
//! game seki
//! variant seki                      (or seki-i)
//! matrix 2 1 1 1 1; 2 2 2 2 2; 2 3 2 3 3; 1 3 6 8 8
//! first C                           (who moves first: R or C)
//! winner C                          (whose win the strategy proves)
//! positions 1234                    (the number of entries below)
//! 21111; 22222; 23233; 13688 4,1    (one entry a line: a matrix, the winner's move row,column)
//! ...
//! ```
//!
//! or, for large strategies, the *walk* encoding: line 7 reads `walk 1234` and the moves
//! follow as `ROW,COLUMN` tokens (separated by spaces and newlines), one for each matrix the
//! walk below meets with the winner to move, in the order it first meets them: the matrices
//! are implied by the walk, so an entry costs about four bytes.
//!
//! An entry gives the winner's move (1-based row and column of the entry it reduces) in the
//! position with that matrix and the winner to move. The winner never passes: the opponent
//! could pass back, and two passes draw (section 1).
//!
//! # What is checked
//!
//! From the starting matrix with `first` to move, every state (matrix, player to move,
//! whether the previous turn was a pass) the strategy reaches is walked: on the winner's turn
//! the entry for the matrix must exist and reduce a positive entry; on the opponent's turn
//! every active move and the pass are followed. Every move is scored by [`rules::play`]: a
//! move that ends the game must be a win for the winner; a pass after a pass (a draw) is a
//! failure. Every entry must be used. Play is finite by the rules (an active move lowers the
//! total, two passes end the game), so no state repeats along a line and the walk ends;
//! states met along different lines are checked once.

use super::Matrix;
use super::rules::{self, Player, Step, Variant};
use crate::core::planted::refuses;
use crate::core::{InputError, Wdl};
use std::collections::{HashMap, HashSet};

/// The first line of a version-1 certificate.
pub const MAGIC: &str = "seki-certificate 1";

/// A parsed certificate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Certificate {
    /// The starting matrix.
    pub matrix: Matrix,
    /// Seki or Seki-I.
    pub variant: Variant,
    /// Who moves first.
    pub first: Player,
    /// Whose win is certified.
    pub winner: Player,
    /// The winner's moves.
    pub moves: Moves,
}

/// What a checked certificate proves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CertificateSummary {
    /// The starting matrix.
    pub matrix: Matrix,
    /// Seki or Seki-I.
    pub variant: Variant,
    /// Who moves first.
    pub first: Player,
    /// Who wins, whatever the opponent does.
    pub winner: Player,
    /// Entries (positions where the winner's move is given).
    pub positions: usize,
    /// States walked (matrix, player to move, previous turn a pass).
    pub states: usize,
}

/// How every Seki certificate starts, whatever its version: the CLI dispatches on this,
/// never reading one format as another.
pub const PREFIX: &str = "seki-certificate";

fn player(t: &str) -> Result<Player, String> {
    match t {
        "R" => Ok(Player::R),
        "C" => Ok(Player::C),
        _ => Err(format!("unknown player '{}' (R or C)", short(t))),
    }
}

fn short(t: &str) -> String {
    if t.chars().count() > 40 {
        format!("{}...", t.chars().take(40).collect::<String>())
    } else {
        t.to_string()
    }
}

/// A positive 1-based index at most `max`, digits only.
fn index(t: &str, max: usize, what: &str) -> Result<usize, String> {
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) || t.starts_with('0') {
        return Err(format!("invalid {what} '{}'", short(t)));
    }
    match t.parse::<usize>() {
        Ok(i) if i <= max => Ok(i - 1),
        _ => Err(format!("{what} '{}' is out of range 1..={max}", short(t))),
    }
}

impl Certificate {
    /// Reads a certificate; any departure from the format is refused with the line number.
    pub fn parse(text: &str) -> Result<Certificate, String> {
        let mut lines = text.lines().enumerate();
        let mut field = |name: &str| -> Result<String, String> {
            let (i, line) = lines
                .next()
                .ok_or_else(|| format!("the header ends before the `{name}` line"))?;
            let want = format!("{name} ");
            if name == "version" {
                return if line == MAGIC {
                    Ok(String::new())
                } else {
                    Err(format!("line 1 must read `{MAGIC}`"))
                };
            }
            line.strip_prefix(&want)
                .map(|v| v.trim().to_string())
                .ok_or_else(|| format!("line {}: expected `{name} ...`", i + 1))
        };
        field("version")?;
        if field("game")? != "seki" {
            return Err("line 2 must read `game seki`".into());
        }
        let variant = match field("variant")?.as_str() {
            "seki" => Variant::Seki,
            "seki-i" => Variant::SekiI,
            other => {
                return Err(format!(
                    "unknown variant '{}' (seki or seki-i)",
                    short(other)
                ));
            }
        };
        let matrix = Matrix::parse(&field("matrix")?).map_err(|e| format!("line 4: {e}"))?;
        if (matrix.has_zero_row() || matrix.has_zero_col()) && refuses("seki-zero-line") {
            return Err("line 4: the matrix has a zero line: the game is already over".into());
        }
        let first = player(&field("first")?).map_err(|e| format!("line 5: {e}"))?;
        let winner = player(&field("winner")?).map_err(|e| format!("line 6: {e}"))?;
        // Line 7: `positions N` (entries, one a line) or `walk N` (moves in walk order).
        let (i7, line7) = lines
            .next()
            .ok_or("the header ends before the `positions` line")?;
        let (walk, count) = if let Some(c) = line7.strip_prefix("walk ") {
            (true, c.trim())
        } else if let Some(c) = line7.strip_prefix("positions ") {
            (false, c.trim())
        } else {
            return Err(format!(
                "line {}: expected `positions N` or `walk N`",
                i7 + 1
            ));
        };
        if count.is_empty() || !count.bytes().all(|b| b.is_ascii_digit()) {
            return Err(format!("line 7: invalid count '{}'", short(count)));
        }
        let count: usize = count
            .parse()
            .map_err(|_| format!("line 7: count '{}' is too large", short(count)))?;
        let moves = if walk {
            let mut v = Vec::new();
            for (i, line) in lines {
                for tok in line.split_whitespace() {
                    let n = i + 1;
                    let (r, c) = tok
                        .split_once(',')
                        .ok_or_else(|| format!("line {n}: expected moves `ROW,COLUMN`"))?;
                    let r = index(r, matrix.rows(), "row").map_err(|e| format!("line {n}: {e}"))?;
                    let c =
                        index(c, matrix.cols(), "column").map_err(|e| format!("line {n}: {e}"))?;
                    v.push((r, c));
                }
            }
            Moves::Walk(v)
        } else {
            let mut moves = HashMap::new();
            for (i, line) in lines {
                let n = i + 1;
                let line = line.trim();
                let bad = || format!("line {n}: expected `MATRIX ROW,COLUMN`");
                let (m_text, mv) = line.rsplit_once(char::is_whitespace).ok_or_else(bad)?;
                let (r, c) = mv.split_once(',').ok_or_else(bad)?;
                let a = Matrix::parse(m_text).map_err(|e| format!("line {n}: {e}"))?;
                if (a.rows(), a.cols()) != (matrix.rows(), matrix.cols()) {
                    return Err(format!(
                        "line {n}: a {}x{} matrix in a {}x{} game",
                        a.rows(),
                        a.cols(),
                        matrix.rows(),
                        matrix.cols()
                    ));
                }
                let r = index(r, a.rows(), "row").map_err(|e| format!("line {n}: {e}"))?;
                let c = index(c, a.cols(), "column").map_err(|e| format!("line {n}: {e}"))?;
                if moves.insert(a, (r, c)).is_some() {
                    return Err(format!("line {n}: a second entry for the same matrix"));
                }
            }
            Moves::Entries(moves)
        };
        if moves.len() != count && refuses("seki-count") {
            return Err(format!(
                "the header says {count} positions but {} follow",
                moves.len()
            ));
        }
        if moves.is_empty() {
            return Err("no positions after the header: the certificate proves nothing".into());
        }
        Ok(Certificate {
            matrix,
            variant,
            first,
            winner,
            moves,
        })
    }
}

/// The winner's moves: keyed by matrix, or in the order the walk meets new positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Moves {
    /// Matrix (winner to move) -> the winner's move (row, column), 0-based.
    Entries(HashMap<Matrix, (usize, usize)>),
    /// The winner's move (row, column), 0-based, for each matrix with the winner to move in
    /// the order [`check`]'s walk first meets it.
    Walk(Vec<(usize, usize)>),
}

impl Moves {
    /// The number of positions given.
    pub fn len(&self) -> usize {
        match self {
            Moves::Entries(m) => m.len(),
            Moves::Walk(v) => v.len(),
        }
    }

    /// Whether no position is given.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Checks a parsed certificate by the rules (see the module documentation).
pub fn check(cert: &Certificate) -> Result<CertificateSummary, String> {
    let winner = cert.winner;
    let loser = winner.other();
    // The moves in force: given by matrix, or assigned from the walk's stream when a
    // matrix is first met with the winner to move.
    let mut given: HashMap<Matrix, (usize, usize)> = match &cert.moves {
        Moves::Entries(m) => m.clone(),
        Moves::Walk(_) => HashMap::new(),
    };
    let stream: &[(usize, usize)] = match &cert.moves {
        Moves::Walk(v) => v,
        Moves::Entries(_) => &[],
    };
    let mut next = 0;
    let mut used: HashSet<Matrix> = HashSet::new();
    let mut seen: HashSet<(Matrix, Player, bool)> = HashSet::new();
    // Depth first: the last state pushed is walked next. The opponent's children are pushed
    // pass first, then its active moves in row-major order.
    let mut stack = vec![(cert.matrix.clone(), cert.first, false)];
    while let Some(state) = stack.pop() {
        if seen.contains(&state) {
            continue;
        }
        let (a, mover, passed) = &state;
        if *mover == winner {
            let (i, j) = match given.get(a) {
                Some(&m) => m,
                None if next < stream.len() => {
                    let m = stream[next];
                    next += 1;
                    given.insert(a.clone(), m);
                    m
                }
                None => {
                    if refuses("seki-no-move") {
                        return Err(format!(
                            "no move given for {winner} in position {}",
                            a.compact()
                        ));
                    }
                    seen.insert(state);
                    continue;
                }
            };
            used.insert(a.clone());
            if a.get(i, j) == 0 && refuses("seki-zero-entry") {
                return Err(format!(
                    "the move {},{} in position {} reduces a zero entry",
                    i + 1,
                    j + 1,
                    a.compact()
                ));
            }
            match rules::play(a, winner, i, j, cert.variant) {
                Step::Over(Wdl::Win) => {}
                Step::Over(r) if refuses("seki-winner-move-ends") => {
                    return Err(format!(
                        "the move {},{} in position {} ends the game in a {} for {winner}",
                        i + 1,
                        j + 1,
                        a.compact(),
                        wdl_word(r)
                    ));
                }
                Step::Over(_) => {}
                Step::Continue(b) => stack.push((b, loser, false)),
            }
        } else {
            // Unreachable as the walk is written (the winner never passes, so the opponent
            // never moves after a pass); kept against a change of the walk, and not among
            // the planted refusals (no test can reach it).
            if *passed {
                return Err(format!(
                    "in position {} {loser} passes back after a pass: a draw",
                    a.compact()
                ));
            }
            stack.push((a.clone(), winner, true));
            for (i, j) in rules::active_moves(a) {
                match rules::play(a, loser, i, j, cert.variant) {
                    Step::Over(Wdl::Loss) => {}
                    Step::Over(r) if refuses("seki-loser-move-ends") => {
                        return Err(format!(
                            "in position {}, {loser}'s move {},{} ends the game in a {} for {loser}",
                            a.compact(),
                            i + 1,
                            j + 1,
                            wdl_word(r)
                        ));
                    }
                    Step::Over(_) => {}
                    Step::Continue(b) => stack.push((b, winner, false)),
                }
            }
        }
        seen.insert(state);
    }
    if next < stream.len() && refuses("seki-walk-left-over") {
        return Err(format!(
            "{} moves are left over after the walk: nothing unchecked is accepted",
            stream.len() - next
        ));
    }
    if used.len() != given.len() && refuses("seki-unused-entries") {
        let unused = given
            .keys()
            .filter(|a| !used.contains(*a))
            .min()
            .map(|a| a.compact())
            .unwrap_or_default();
        return Err(format!(
            "{} entries are never reached by the strategy (e.g. {unused}): nothing unchecked is accepted",
            given.len() - used.len()
        ));
    }
    Ok(CertificateSummary {
        matrix: cert.matrix.clone(),
        variant: cert.variant,
        first: cert.first,
        winner,
        positions: cert.moves.len(),
        states: seen.len(),
    })
}

fn wdl_word(r: Wdl) -> &'static str {
    match r {
        Wdl::Win => "win",
        Wdl::Draw => "draw",
        Wdl::Loss => "loss",
    }
}

/// Parses and checks certificate text: the summary, or the reason it is refused (one line).
pub fn check_certificate_text(text: &str) -> Result<CertificateSummary, InputError> {
    let cert = Certificate::parse(text).map_err(InputError::new)?;
    check(&cert).map_err(InputError::new)
}

impl CertificateSummary {
    /// One line: what the certificate proves and its size.
    pub fn describe(&self) -> String {
        format!(
            "valid: {} on {} with {} moving first: a forced win for {} ({} strategy positions; {} states walked, every opponent move and pass followed)",
            self.variant.name(),
            self.matrix.spaced(),
            self.first,
            self.winner,
            self.positions,
            self.states
        )
    }
}
