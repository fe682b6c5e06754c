//! Domineering positions and proof trees: proofs built by the optimized solver pass the naive
//! checker and prove the reference solver's class; corrupted proofs are refused with the
//! reason.

use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::outcome::{self, OutcomeSolver};
use cgcheck::games::domineering::position::Position;
use cgcheck::games::domineering::proof::{self, Proof};
use cgcheck::games::domineering::proof_check::{self, Checked};

fn proof_of(position: Position) -> Proof {
    let mut solver = OutcomeSolver::new(position.board);
    proof::build(position, &mut solver).expect("small enough for a proof")
}

fn checked(text: &str) -> Checked {
    proof_check::check(text).unwrap_or_else(|e| panic!("refused: {e}\n{text}"))
}

/// Random positions on boards up to 4 x 5: the proof checks, proves the reference's class and
/// uses every node it lists.
#[test]
fn proofs_of_small_positions_check() {
    let mut s: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        s.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    for _ in 0..300 {
        let (m, n) = (1 + (next() % 4) as usize, 1 + (next() % 5) as usize);
        let board = Board::new(m, n).expect("board");
        let filled = next() & next() & board.full();
        let position = Position { board, filled };
        let p = proof_of(position);
        let c = checked(&p.text());
        let class = outcome::reference(board, filled);
        assert_eq!(c.outcome.to_string(), class.to_string(), "{position}");
        assert_eq!(p.outcome, class, "{position}");
        assert_eq!((c.nodes, c.used), (p.nodes.len(), p.nodes.len()));
        assert_eq!(c.position, position.to_string());
    }
}

/// The empty boards up to 5 x 5 (and 4 x 6) have proofs that check, of a few thousand nodes.
#[test]
fn proofs_of_empty_boards_check() {
    for (m, n) in [
        (1, 1),
        (2, 2),
        (3, 3),
        (3, 4),
        (4, 4),
        (4, 5),
        (5, 5),
        (4, 6),
    ] {
        let board = Board::new(m, n).expect("board");
        let p = proof_of(Position::empty(board));
        let c = checked(&p.text());
        assert_eq!(c.outcome.to_string(), p.outcome.to_string());
        assert!(p.nodes.len() < 10_000, "{m}x{n}: {} nodes", p.nodes.len());
    }
}

/// A proof of `..#./..../....` (class R) and its node lines.
fn sample() -> (String, Vec<String>) {
    let p = proof_of(Position::parse("..#./..../....").expect("position"));
    let text = p.text();
    let nodes = text
        .lines()
        .filter(|l| l.starts_with("R ") || l.starts_with("L "))
        .map(str::to_string)
        .collect();
    (text, nodes)
}

fn refused(text: &str) -> String {
    match proof_check::check(text) {
        Ok(c) => panic!("a corrupted proof was accepted: {c:?}\n{text}"),
        Err(e) => {
            assert!(!e.contains('\n'), "not one line: {e}");
            e
        }
    }
}

#[test]
fn a_missing_reply_is_refused() {
    let (text, nodes) = sample();
    // Drop a node that is not the first (a position reached after a reply), keeping the
    // count in the header right so that only the missing node is wrong.
    let dropped = &nodes[1];
    let count = format!("nodes {}", nodes.len());
    let cut = text
        .replace(&format!("{dropped}\n"), "")
        .replace(&count, &format!("nodes {}", nodes.len() - 1));
    let e = refused(&cut);
    assert!(e.contains("lists no move for it there"), "{e}");
    assert!(e.contains("after "), "says where: {e}");
}

#[test]
fn a_wrong_move_is_refused() {
    let (text, nodes) = sample();
    // The start with Right to move (only c1 occupied, key 4): put Right's domino on the
    // occupied cell c1.
    let root = nodes
        .iter()
        .find(|l| l.starts_with("R 4 "))
        .expect("Right moving first wins from the start");
    let wrong = text.replace(root.as_str(), "R 4 H b1-c1");
    let e = refused(&wrong);
    assert!(e.contains("H b1-c1 is not legal"), "{e}");
    // A legal move that loses (H c3-d3 is not among the 3 x 4 position's winning moves): the
    // proof has no node for the positions that follow.
    let losing = text.replace(root.as_str(), "R 4 H c3-d3");
    let e = refused(&losing);
    assert!(
        e.contains("lists no move") || e.contains("not legal"),
        "{e}"
    );
}

#[test]
fn wrong_headers_are_refused() {
    let (text, nodes) = sample();
    let e = refused(&text.replace("outcome R", "outcome L"));
    assert!(e.contains("Left is to move"), "{e}");
    let e = refused(&text.replace(
        &format!("nodes {}", nodes.len()),
        &format!("nodes {}", nodes.len() + 1),
    ));
    assert!(e.contains("the header says"), "{e}");
    let e = refused(&text.replace("position ..#.", "position ..x."));
    assert!(e.contains("not 'x'"), "{e}");
    let e = refused(&format!("{text}{}\n", nodes[0]));
    assert!(e.contains("listed twice"), "{e}");
    let e = refused(&text.replace(&nodes[0], "R 4 V a1-a2"));
    assert!(e.contains("is Left's"), "{e}");
    let e = refused("");
    assert!(e.contains("domineering-proof"), "{e}");
}

/// Random one-character corruptions of a valid proof never crash the checker, and whatever
/// it still accepts proves the true class of the position it names (checked by the
/// reference solver).
#[test]
fn corrupted_proofs_never_prove_a_false_class() {
    let (text, _) = sample();
    let bytes = text.as_bytes();
    const ALPHABET: &[u8] = b"LRNPVH.#/-0123456789abcdef \n";
    let mut s: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        s.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    };
    let mut accepted = 0;
    for _ in 0..3000 {
        let mut corrupted = bytes.to_vec();
        let at = (next() % corrupted.len() as u64) as usize;
        corrupted[at] = ALPHABET[(next() % ALPHABET.len() as u64) as usize];
        let Ok(c) = proof_check::check(&String::from_utf8_lossy(&corrupted)) else {
            continue;
        };
        accepted += 1;
        let position = Position::parse(&c.position).expect("the checker read it");
        let truth = outcome::reference(position.board, position.filled);
        assert_eq!(c.outcome.to_string(), truth.to_string(), "{}", c.position);
    }
    // Corrupted comments and harmless changes are still accepted.
    assert!(accepted > 0);
}
