//! Unit tests of `src/games/seki/rules.rs`.

use cgcheck::core::Wdl;
use cgcheck::games::seki::Matrix;
use cgcheck::games::seki::fast::{self, Solver};
use cgcheck::games::seki::reference::Reference;
use cgcheck::games::seki::rules::*;
use proptest::prelude::*;

/// Random small matrices, zeros frequent so that finished ones (a zero row or column) and
/// nearly finished ones come up often.
fn matrices() -> impl Strategy<Value = Matrix> {
    (1usize..=3, 1usize..=3).prop_flat_map(|(m, n)| {
        proptest::collection::vec(prop_oneof![2 => Just(0u32), 3 => 1u32..=3], m * n)
            .prop_map(move |a| Matrix::from_vec(m, n, a))
    })
}

proptest! {
    #![proptest_config(crate::common::proptest_config("unit_games_seki_rules", 300))]

    /// The optimized solver and the reference agree on every mid-game matrix (type and
    /// every first move's value for each player); a finished matrix is recognised as
    /// such, and what it reports agrees with the reference's value of the move that
    /// reached it.
    #[test]
    fn fast_matches_reference_on_mid_game_and_finished(a in matrices(), v in prop_oneof![Just(Variant::Seki), Just(Variant::SekiI)]) {
        let finished = Finished::of(&a);
        prop_assert_eq!(finished.is_some(), a.has_zero_row() || a.has_zero_col());
        if let Some(f) = finished {
            // Every way of reaching `a` by one move from a matrix in play.
            for i in 0..a.rows() {
                for j in 0..a.cols() {
                    let mut parent = a.clone();
                    parent.set(i, j, a.get(i, j) + 1);
                    if Finished::of(&parent).is_some() {
                        continue;
                    }
                    for mover in [Player::R, Player::C] {
                        let by_reference = Reference::new(v).move_value(&parent, mover, i, j);
                        let (r, c) = Finished::result(&a, mover, v).expect("finished");
                        prop_assert_eq!(by_reference, if mover == Player::R { r } else { c });
                        if let Some(w) = f.winner() {
                            let won = if w == mover { Wdl::Win } else { Wdl::Loss };
                            prop_assert_eq!(by_reference, won);
                        }
                    }
                }
            }
            return Ok(());
        }
        let reference = Reference::new(v).solve(&a);
        prop_assert_eq!(fast::seki_type(&a, v).expect("packs"), reference.kind);
        let (mut s, key) = Solver::for_matrix(&a, v).expect("packs");
        prop_assert_eq!(s.move_table(key, Player::R), reference.r_moves);
        prop_assert_eq!(s.move_table(key, Player::C), reference.c_moves);
    }
}

/// Every 3x3 matrix of height <= 3 an enumeration lists prints (in the listing's compact
/// form and in the spaced form) as text that parses back to the same matrix.
#[test]
fn enumeration_listing_parses_back() {
    use cgcheck::games::seki::enumerate::{Filter, classify};
    for (m, n, h) in [(3, 3, 3), (1, 4, 3), (4, 1, 2), (2, 3, 4)] {
        let c = classify(m, n, h, Variant::Seki, Filter::All, false).expect("enumerable");
        assert_eq!(c.kept.len() as u64, c.classes);
        for (a, t) in &c.kept {
            assert_eq!(
                Matrix::parse(&a.compact()).as_ref(),
                Ok(a),
                "{}",
                a.compact()
            );
            assert_eq!(Matrix::parse(&a.spaced()).as_ref(), Ok(a), "{}", a.spaced());
            if a.total() <= 6 {
                assert_eq!(fast::seki_type(a, Variant::Seki).as_ref(), Ok(t));
            }
        }
    }
    // Entries of two digits: one column, and a wider matrix.
    for text in ["12,; 3,", "10 0; 0 10", "15,", "1 5", "15 15; 15 15"] {
        let a = Matrix::parse(text).expect("parses");
        assert_eq!(Matrix::parse(&a.compact()).as_ref(), Ok(&a), "{text}");
        assert_eq!(Matrix::parse(&a.spaced()).as_ref(), Ok(&a), "{text}");
    }
    assert!(
        Matrix::parse("15").is_err(),
        "one run of digits alone is ambiguous"
    );
    assert_eq!(Matrix::parse("1 5"), Ok(Matrix::new(&[&[1, 5]])));
    assert_eq!(
        Matrix::parse("15; 51"),
        Ok(Matrix::new(&[&[1, 5], &[5, 1]]))
    );
    assert_eq!(Matrix::parse("15,"), Ok(Matrix::new(&[&[15]])));
}
