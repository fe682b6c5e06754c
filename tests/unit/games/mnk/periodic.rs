//! Unit tests of `src/games/mnk/periodic.rs`.

use cgcheck::games::mnk::periodic::*;

#[test]
fn nine_in_a_row_has_an_eight_periodic_pairing() {
    let (found, _) = find_adjacent(8, 9, 1_000_000);
    let p = found.expect("the 8x8 torus pairing exists");
    assert_eq!(p.check(), Ok(()));
    assert!(p.offset.iter().all(Option::is_some));
    // The same pairing does not hold for k = 8 windows.
    let shorter = Periodic { k: 8, ..p };
    assert!(shorter.check().is_err());
}
