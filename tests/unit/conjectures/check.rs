//! Unit tests of `src/conjectures/check.rs`.

use cgcheck::conjectures::check::*;
use cgcheck::conjectures::formula::{Ratio, Val};
use cgcheck::conjectures::quantity::Computed;

#[test]
fn values_compare_by_type() {
    assert!(agrees(&Computed::Int(3), &Val::Num(Ratio::int(3))));
    // 7/2 is no integer, and no integer equals it.
    let half = Val::Num(Ratio::new(7, 2).unwrap());
    assert!(!agrees(&Computed::Int(3), &half));
    assert!(!agrees(&Computed::Int(4), &half));
    assert!(!agrees(
        &Computed::Text("3".into()),
        &Val::Num(Ratio::int(3))
    ));
    assert!(agrees(&Computed::Text("P".into()), &Val::Text("P".into())));
    assert!(!agrees(&Computed::Undefined, &Val::Num(Ratio::int(0))));
}
