//! Unit tests of `src/conjectures/check.rs`.

use cgcheck::conjectures::check::*;
use cgcheck::conjectures::formula::Val;
use cgcheck::conjectures::quantity::Computed;

#[test]
fn values_compare_by_type() {
    assert!(agrees(&Computed::Int(3), &Val::Int(3)));
    assert!(!agrees(&Computed::Int(3), &Val::Float(3.0)));
    assert!(agrees(
        &Computed::Text("P".into()),
        &Val::String("P".into())
    ));
    assert!(!agrees(&Computed::Undefined, &Val::Int(0)));
}
