//! The Domineering proof-tree checker (`src/games/domineering/proof_check.rs`).

use super::{Rng, refused_saying};
use crate::common::cases;
use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::outcome::{self, OutcomeSolver};
use cgcheck::games::domineering::position::Position;
use cgcheck::games::domineering::proof;
use cgcheck::games::domineering::proof_check::{self, cell_text};

fn proof_text(position: Position) -> String {
    let mut solver = OutcomeSolver::new(position.board);
    proof::build(position, &mut solver)
        .expect("small enough for a proof")
        .text()
}

/// The proof of the 3 x 4 board with c1 filled (class R: Right wins moving first or second)
/// and its node lines.
fn sample() -> (String, Vec<String>) {
    let text = proof_text(Position::parse("..#./..../....").expect("position"));
    let nodes = text
        .lines()
        .filter(|l| l.starts_with("R ") || l.starts_with("L "))
        .map(str::to_string)
        .collect();
    (text, nodes)
}

/// The sample with Right's first move (the start, key 4) replaced by `line`.
fn first_move(line: &str) -> String {
    let (text, nodes) = sample();
    let root = nodes
        .iter()
        .find(|l| l.starts_with("R 4 "))
        .expect("Right's first move");
    text.replace(root.as_str(), line)
}

fn position_shape() -> String {
    sample()
        .0
        .replace("position ..#./..../....", "position ..#./.../....")
}

fn v_adjacent() -> String {
    first_move("L 4 V a1-a3")
}

fn h_adjacent() -> String {
    first_move("R 4 H a1-d1")
}

fn move_owner() -> String {
    first_move("R 4 V a1-a2")
}

fn listed_twice() -> String {
    let (text, nodes) = sample();
    format!("{text}{}\n", nodes[0])
}

fn node_count() -> String {
    let (text, nodes) = sample();
    text.replace(
        &format!("nodes {}", nodes.len()),
        &format!("nodes {}", nodes.len() + 1),
    )
}

fn no_move() -> String {
    let (text, nodes) = sample();
    text.replace(&format!("{}\n", nodes[1]), "").replace(
        &format!("nodes {}", nodes.len()),
        &format!("nodes {}", nodes.len() - 1),
    )
}

fn illegal_move() -> String {
    first_move("R 4 H b1-c1")
}

cases! {
    /// A false proof tree is refused, for the rule it breaks.
    fn refused(make: fn() -> String, says: &str) {
        refused_saying(proof_check::check(&make()), says);
    }
    position_shape: (super::position_shape, "rows must be non-empty and of one length"),
    v_adjacent: (super::v_adjacent, "V a1-a3 is not a vertical"),
    h_adjacent: (super::h_adjacent, "H a1-d1 is not a vertical (V a1-a2) or horizontal (H a1-b1) domino"),
    move_owner: (super::move_owner, "but the move V a1-a2 is Left's"),
    listed_twice: (super::listed_twice, "is listed twice"),
    node_count: (super::node_count, "the header says"),
    no_move: (super::no_move, "lists no move for it there"),
    illegal_move: (super::illegal_move, "H b1-c1 is not legal"),
}

/// Cell names read back to the cell they name, two-letter columns included; any other
/// spelling (a leading zero, a sign, a third letter, no row, no column, capitals) names no
/// cell, so a proof cannot list a move under a second name (issue 49: mutants of the name
/// reader survived).
#[test]
fn cell_names_read_back_and_nothing_else_is_a_cell() {
    for c in 0..26 * 27 {
        for r in [0, 1, 9, 99] {
            let name = cell_text((r, c));
            assert_eq!(proof_check::read_cell(&name), Some((r, c)), "{name}");
        }
    }
    assert_eq!(proof_check::read_cell("ab12"), Some((11, 27)));
    for bad in [
        "a01", "a0", "a+1", "a-1", "aaa1", "abc12", "a", "1", "A1", "a1b", "", "a 1",
    ] {
        assert_eq!(proof_check::read_cell(bad), None, "{bad:?}");
    }
}

/// A refusal names the line of the proof it is about, counted from 1 with comments and
/// blank lines (the `outcome` line replaced by another field).
#[test]
fn a_refusal_names_its_line() {
    let (text, _) = sample();
    let at = text
        .lines()
        .position(|l| l.starts_with("outcome "))
        .expect("an outcome line");
    let line = text.lines().nth(at).expect("the line").to_string();
    let bad = text.replace(&line, "result R");
    refused_saying(
        proof_check::check(&bad),
        &format!("line {}: expected `outcome ...`", at + 1),
    );
}

/// A random domino on an m x n board, of either orientation, its cells adjacent or (now and
/// then) not.
fn domino(rng: &mut Rng, rows: usize, cols: usize) -> String {
    let (r, c) = (rng.below(rows), rng.below(cols));
    let (v, gap) = (rng.below(2) == 0, 1 + usize::from(rng.below(4) == 0));
    let other = if v { (r + gap, c) } else { (r, c + gap) };
    format!(
        "{} {}-{}",
        if v { 'V' } else { 'H' },
        cell_text((r, c)),
        cell_text(other)
    )
}

/// Proofs of random positions up to 4 x 5 corrupted at random, deep in the tree (any node's
/// move, player or key, a node dropped or repeated, the class or a cell of the position
/// changed): whatever the checker still accepts proves the reference solver's class.
#[test]
fn corrupted_proofs_never_prove_a_false_class() {
    let mut rng = Rng::new(0xd0e1_0049);
    let mut accepted = 0;
    for _ in 0..40 {
        let (rows, cols) = (2 + rng.below(3), 2 + rng.below(4));
        let board = Board::new(rows, cols).expect("board");
        let filled = rng.next() & rng.next() & rng.next() & board.full();
        let text = proof_text(Position { board, filled });
        for _ in 0..25 {
            let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
            let first_node = lines
                .iter()
                .position(|l| l.starts_with("L ") || l.starts_with("R "));
            let Some(first_node) = first_node else {
                continue;
            };
            let k = first_node + rng.below(lines.len() - first_node);
            let count = lines.len() - first_node;
            let set_count = |lines: &mut Vec<String>, n: usize| {
                if let Some(l) = lines.iter_mut().find(|l| l.starts_with("nodes ")) {
                    *l = format!("nodes {n}");
                }
            };
            let mut f: Vec<String> = lines[k].split(' ').map(str::to_string).collect();
            match rng.below(7) {
                0 | 1 => {
                    let d = domino(&mut rng, rows, cols);
                    f.truncate(2);
                    f.push(d);
                    lines[k] = f.join(" ");
                }
                2 => {
                    f[0] = if f[0] == "L" { "R".into() } else { "L".into() };
                    lines[k] = f.join(" ");
                }
                3 => {
                    f[1] = format!("{:x}", rng.next() & board.full());
                    lines[k] = f.join(" ");
                }
                4 => {
                    lines.remove(k);
                    set_count(&mut lines, count - 1);
                }
                5 => {
                    let i = lines
                        .iter()
                        .position(|l| l.starts_with("outcome "))
                        .expect("outcome");
                    lines[i] = format!("outcome {}", ["L", "R", "N", "P"][rng.below(4)]);
                }
                _ => {
                    let i = lines
                        .iter()
                        .position(|l| l.starts_with("position "))
                        .expect("position");
                    let mut bytes = lines[i].clone().into_bytes();
                    let at = "position ".len() + rng.below(bytes.len() - "position ".len());
                    bytes[at] = match bytes[at] {
                        b'.' => b'#',
                        b'#' => b'.',
                        other => other,
                    };
                    lines[i] = String::from_utf8_lossy(&bytes).into_owned();
                }
            }
            let corrupted = format!("{}\n", lines.join("\n"));
            let Ok(c) = proof_check::check(&corrupted) else {
                continue;
            };
            accepted += 1;
            let position = Position::parse(&c.position).expect("the checker read it");
            let truth = outcome::reference(position.board, position.filled);
            assert_eq!(c.outcome.to_string(), truth.to_string(), "{corrupted}");
        }
    }
    assert!(
        accepted > 0,
        "nothing accepted: the corruptions are all fatal"
    );
}
