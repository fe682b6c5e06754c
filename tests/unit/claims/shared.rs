//! Unit tests of `src/claims/shared.rs`.

use cgcheck::claims::shared::*;

#[test]
fn a_check_that_reads_a_cache_names_the_work_it_rests_on() {
    built("unit-test census", 12.5);
    let _ = take();
    used("unit-test census");
    used("unit-test census");
    let got = take();
    assert_eq!(
        got,
        vec![SharedWork {
            what: "unit-test census".into(),
            seconds: 12.5
        }]
    );
    assert!(take().iter().all(|s| s.what != "unit-test census"));
}
