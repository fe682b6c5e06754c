//! Unit tests of `src/shard/mnk_proofs.rs`.

use cgcheck::core::Shard;
use cgcheck::games::mnk::board::Params;
use cgcheck::shard::mnk_proofs::*;
use indicatif::ProgressBar;
use std::path::PathBuf;

fn merged(g: Params, root: (u64, u64), count: u64) -> Merged {
    let parts: Vec<(PathBuf, ProofPart)> = (0..count)
        .map(|index| {
            let part = run_part(
                g,
                root,
                1_000_000,
                Shard { index, count },
                &ProgressBar::hidden(),
            );
            (PathBuf::from(format!("part{index}")), part)
        })
        .collect();
    merge_parts(&parts).expect("merges")
}

/// Tic-tac-toe (a draw), (4,3,3) (a win for B), a position where W, to move, loses, and
/// one where B, to move, wins: merged from 1, 2 and 3 parts, each gives the reference
/// solver's value, with the same certificates however it was split.
#[test]
fn merged_proofs_give_the_reference_value_however_split() {
    let cases = [
        (Params::new(3, 3, 3, 1, 1).expect("game"), ""),
        (Params::new(4, 3, 3, 1, 1).expect("game"), ""),
        // B's b2 and c2 threaten a2 and d2: W, to move, loses.
        (Params::new(4, 3, 3, 1, 1).expect("game"), "b2 a1 c2"),
        (Params::new(3, 3, 3, 1, 1).expect("game"), "b2 a1"),
    ];
    for (g, after) in cases {
        let stones = g.parse_cells(after).expect("stones");
        let root = g.replay(&stones).expect("legal");
        let want = cgcheck::games::mnk::solver::reference_from(g, root.0, root.1).expect("small");
        let one = merged(g, root, 1);
        assert_eq!(one.value, Some(want), "{g:?} after {after}");
        assert!(!one.checked.is_empty());
        for count in [2, 3] {
            let m = merged(g, root, count);
            assert_eq!(m.value, one.value);
            assert_eq!(
                m.certificate, one.certificate,
                "{g:?} after {after} in {count}"
            );
            assert_eq!(m.classes, one.classes);
        }
    }
}

#[test]
fn the_merge_refuses_what_is_not_one_whole_proof() {
    let g = Params::new(3, 3, 3, 1, 1).expect("game");
    let part = |index, count| {
        let p = run_part(
            g,
            (0, 0),
            1_000_000,
            Shard { index, count },
            &ProgressBar::hidden(),
        );
        (PathBuf::from(format!("p{index}")), p)
    };
    let (a, b, c) = (part(0, 3), part(1, 3), part(2, 3));
    assert!(merge_parts(&[a.clone(), b.clone(), c.clone()]).is_ok());
    let e = format!(
        "{:?}",
        merge_parts(&[a.clone(), c.clone()]).expect_err("missing")
    );
    assert!(e.contains("part 1/3 is missing"), "{e}");
    let e = format!(
        "{:?}",
        merge_parts(&[a.clone(), b.clone(), b.clone(), c.clone()]).expect_err("twice")
    );
    assert!(e.contains("given twice"), "{e}");
    let mut other = b.clone();
    other.1.budget = 5;
    assert!(merge_parts(&[a.clone(), other, c.clone()]).is_err());
    // A part whose certificate was tampered with: the naive check of the merge fails.
    let mut bad = b.clone();
    for class in &mut bad.1.results {
        class.y_holds = None;
    }
    let mut bad_a = a.clone();
    for class in &mut bad_a.1.results {
        class.y_holds = None;
    }
    let mut bad_c = c.clone();
    for class in &mut bad_c.1.results {
        class.y_holds = None;
    }
    assert!(matches!(
        merge_parts(&[bad_a, bad, bad_c]),
        Err(MergeError::Invalid(_))
    ));
}
