//! Unit tests of `src/claims/drivers/table.rs`.

use cgcheck::claims::Status;
use cgcheck::claims::drivers::table::*;
use cgcheck::claims::{Evidence, FindingKind};

fn squares() -> Table<u64, u64> {
    Table {
        what: "the squares",
        entries: vec![(2, 4), (3, 9), (4, 15), (5, 26)],
    }
}

#[test]
fn every_differing_entry_is_listed_and_the_first_is_replayed() {
    let mut ev = Evidence::default();
    compare(
        &mut ev,
        &squares(),
        |k| k * k,
        |k, s, c| format!("{k}^2 is {c}, stated {s}"),
        |k| format!("square {k}"),
    );
    assert_eq!(ev.status(), Status::Differs);
    let f = &ev.findings[0];
    assert_eq!(
        f.detail,
        "the squares: 4^2 is 16, stated 15; 5^2 is 25, stated 26"
    );
    assert!(matches!(
        &f.kind,
        FindingKind::Mismatched { entries: 4, mismatches: 2, replay } if replay == "square 4"
    ));
}

#[test]
fn found_and_unordered_compare_as_their_names_say() {
    assert!(Found(Some(3)) == 3);
    assert!(Found(None::<u64>) != 3);
    assert_eq!(format!("{:?}", Found(None::<u64>)), "none");
    let stated: Vec<u64> = vec![2, 1, 1];
    assert!(Unordered(vec![1, 1, 2]) == stated);
    assert!(Unordered(vec![1, 2]) != stated);
}

#[test]
fn a_table_that_agrees_is_matched_with_its_size() {
    let mut ev = Evidence::default();
    compare(
        &mut ev,
        &Table {
            what: "two squares",
            entries: vec![(2u64, 4u64), (3, 9)],
        },
        |k| k * k,
        |_, _, _| unreachable!("they agree"),
        |_| unreachable!("they agree"),
    );
    assert_eq!(ev.status(), Status::Reproduced);
    assert_eq!(ev.findings[0].detail, "two squares: all 2 entries agree");
}
