//! Unit tests of `src/differential/column_row.rs`.

use cgcheck::differential::column_row::*;
use cgcheck::games::column_row::fast::WordSolver;
use cgcheck::games::column_row::partition::Partition;
use cgcheck::games::column_row::reference::Algorithm1;
use cgcheck::games::column_row::word::Word;

/// Words of the full 128 letters (where the word code masks and shifts differently)
/// against Algorithm 1, and on the conjugate.
#[test]
fn longest_words_agree_with_algorithm1() {
    for p in [
        Partition::rectangle(64, 64),
        Partition::rectangle(1, 127),
        Partition::rectangle(127, 1),
        Partition::gamma(64, 64),
        Partition::gamma(100, 28),
        Partition::almost_gamma(64, 64, 2),
    ] {
        assert_eq!(p.rows() + p.cols(), 128, "{p}");
        let reference = Algorithm1::new().sg(&p);
        let mut fast = WordSolver::new();
        assert_eq!(fast.sg(&p).unwrap(), reference, "{p}");
        assert_eq!(fast.sg(&p.conjugate()).unwrap(), reference, "{p} conjugate");
    }
}

/// Every position reachable from S_8 (every subsequence of (RU)^8), against both tables.
#[test]
fn every_staircase_subsequence_agrees() {
    for keep in 0..=u16::MAX {
        let input = ColumnRowInput {
            parts: vec![],
            keep,
        };
        check(&input).unwrap();
    }
}

#[test]
fn reachability_matches_the_staircase_counts() {
    // F(2n + 1) positions are reachable from S_n, the empty one included.
    let mut seen = std::collections::HashSet::new();
    for keep in 0..=u16::MAX {
        let mut bits = 0u128;
        let mut len = 0;
        for i in 0..12 {
            if keep >> i & 1 == 1 {
                if i % 2 == 1 {
                    bits |= 1 << len;
                }
                len += 1;
            }
        }
        let w = Word { bits, len }.normalised();
        assert!(reachable_from(w, 6));
        seen.insert(w);
    }
    assert_eq!(seen.len(), 233);
    assert!(!reachable_from(
        Word {
            bits: 0b1010_1010_1010_1010,
            len: 16
        },
        6
    ));
}
