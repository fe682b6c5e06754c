//! Unit tests of `src/core/shard.rs`.

use cgcheck::core::shard::*;

#[test]
fn shards_parse_exactly() {
    assert_eq!(
        Shard::parse("2/3").expect("ok"),
        Shard { index: 2, count: 3 }
    );
    assert_eq!(Shard::parse(" 0/1 ").expect("ok"), Shard::WHOLE);
    for bad in [
        "3/3",
        "1/0",
        "0/0",
        "-1/3",
        "1",
        "1/3/4",
        "a/3",
        "1/ 3x",
        "0/18446744073709551617",
        "",
    ] {
        assert!(Shard::parse(bad).is_err(), "{bad} accepted");
    }
    assert_eq!(Shard::parse("2/3").expect("ok").to_string(), "2/3");
}

#[test]
fn a_whole_set_of_parts_is_each_part_once() {
    fn parts(v: &[(u64, u64)]) -> impl Iterator<Item = Shard> + '_ {
        v.iter().map(|&(index, count)| Shard { index, count })
    }
    assert!(complete(parts(&[(1, 3), (0, 3), (2, 3)])).is_ok());
    let why = |v: &[(u64, u64)]| complete(parts(v)).expect_err("refused").to_string();
    assert!(why(&[(0, 3), (2, 3)]).contains("part 1/3 is missing"));
    assert!(why(&[(0, 3), (1, 3), (1, 3), (2, 3)]).contains("part 1/3 is given twice"));
    assert!(why(&[(0, 3), (1, 2), (2, 3)]).contains("split in 3 and in 2"));
    assert!(why(&[]).contains("no parts"));
}

#[test]
fn the_parts_of_a_run_cover_it_once() {
    for count in 1..6 {
        for i in 0..20 {
            let holders = (0..count)
                .filter(|&index| Shard { index, count }.holds(i))
                .count();
            assert_eq!(holders, 1);
        }
    }
}
