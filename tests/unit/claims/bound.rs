//! Unit tests of `src/claims/bound.rs`.

use cgcheck::claims::bound::*;

fn seki(shapes: &[(&str, i64)]) -> Bound {
    shapes
        .iter()
        .map(|(s, h)| Bound::family(&format!("every {s} matrix"), [Range::at_most("height", *h)]))
        .fold(Bound::default(), Bound::and)
}

#[test]
fn a_larger_bound_covers_a_smaller_one_and_not_the_reverse() {
    let quick = seki(&[("2x2", 5), ("3x3", 4)]);
    let deep = seki(&[("2x2", 15), ("3x3", 10), ("4x4", 3)]);
    assert!(deep.covers(&quick));
    assert!(!quick.covers(&deep));
    assert!(deep.covers(&deep));
}

#[test]
fn a_missing_family_or_a_shorter_range_does_not_cover() {
    let quick = seki(&[("2x2", 5), ("3x3", 4)]);
    assert!(!seki(&[("2x2", 15)]).covers(&quick));
    assert!(!seki(&[("2x2", 15), ("3x3", 3)]).covers(&quick));
    assert!(!Bound::at_most("n", 300).covers(&Bound::at_most("m", 10)));
}

#[test]
fn lower_ends_are_compared_conservatively() {
    let from_five = Bound::between("n", 5, 100);
    assert!(Bound::at_most("n", 100).covers(&from_five));
    assert!(!from_five.covers(&Bound::at_most("n", 50)));
    assert!(from_five.covers(&Bound::between("n", 6, 90)));
    assert!(!from_five.covers(&Bound::between("n", 4, 90)));
}

#[test]
fn bounds_print_from_their_parts() {
    let b = Bound::family("every 3x3 matrix", [Range::at_most("height", 10)])
        .and(Bound::between("k", 6, 40))
        .and(Bound::whole("the 3-cube"))
        .and(Bound::family(
            "every board with {}",
            [Range::at_most("cells", 16)],
        ));
    assert_eq!(
        b.to_string(),
        "every 3x3 matrix (height <= 10); 6 <= k <= 40; the 3-cube; every board with cells <= 16"
    );
}

#[test]
fn stored_bounds_round_trip_and_old_sentences_still_load() {
    let b = Bound::family("every board", [Range::at_most("cells", 16)]);
    let json = serde_json::to_string(&b).unwrap();
    assert_eq!(serde_json::from_str::<Bound>(&json).unwrap(), b);
    let old: Bound = serde_json::from_str("\"n <= 300\"").unwrap();
    assert_eq!(old, Bound::whole("n <= 300"));
    assert!(!old.covers(&Bound::at_most("n", 10)));
}
