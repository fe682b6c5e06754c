//! Unit tests of `src/claims/seki/audit.rs`.

use cgcheck::claims::seki::audit::*;
use cgcheck::claims::seki::support::digits;
use cgcheck::games::seki::Player;

#[test]
fn section_1_3_seki_is_completed_by_one_move() {
    // Section 1.3: 2 0 0 / 0 2 0 / 0 0 3 "is a seki but it is still not complete, since
    // any player can reduce a_3,3 = 3 by 1. Then a CSM appears."
    let mut c = Completion::new();
    let a = digits("200/020/003");
    assert_eq!(c.through_seki(&a), Some(1));
    assert_eq!(c.by_play(&a, Player::R, false), Some(1));
    assert_eq!(c.by_play(&a, Player::C, false), Some(1));
}

#[test]
fn a_seki_whose_drawing_moves_leave_no_seki_is_completed_only_by_play() {
    let mut c = Completion::new();
    let a = digits("310/103/021");
    assert!(c.s.kind(&a, V).is_seki());
    assert_eq!(c.through_seki(&a), None);
    assert!(c.by_play(&a, Player::R, false).is_some());
}

#[test]
fn dame_sets_are_read_as_listed() {
    assert_eq!(entry_of(&FIGURE_3, "d2"), Some((1, 1)));
    assert_eq!(entry_of(&FIGURE_4, "i7"), Some((2, 0)));
    assert_eq!(entry_of(&FIGURE_4, "z9"), None);
    // A^3_7's line sums are 6, 7, 6 (rows) and 6, 7, 6 (columns) before d1 is taken.
    assert_eq!(
        dame_counts(&FIGURE_3, &[], 3, 3),
        (vec![6, 7, 6], vec![6, 7, 6])
    );
}

#[test]
fn named_exceptions_follow_the_double_symmetry() {
    assert_eq!(named_exceptions(1, 5, Player::R), [(0, 0), (1, 0)]);
    assert_eq!(
        named_exceptions(2, 4, Player::R),
        [(0, 0), (1, 0), (3, 3), (2, 3)]
    );
    assert_eq!(
        named_exceptions(2, 4, Player::C),
        [(0, 0), (0, 1), (3, 3), (3, 2)]
    );
}
