//! Unit tests of `src/games/seki/enumerate.rs`.

use cgcheck::core::Shard;
use cgcheck::games::seki::canon::Shape;
use cgcheck::games::seki::enumerate::*;
use cgcheck::games::seki::rules::Variant;

/// Every level of 3x3 height <= 4, both variants, solved in shards of key ranges (cut at
/// keys of the level and between them) or in dealt parts ([`solve_level_part`]) and
/// merged, equals the level solved whole (a repeated part is refused); and
/// the whole levels give the classification's class count.
#[test]
fn sharded_levels_equal_whole_levels() {
    let shape = Shape::new(3, 3).expect("fits");
    for variant in [Variant::Seki, Variant::SekiI] {
        let mut prev = Level::default();
        let mut classes = 0u64;
        for t in 3..=36 {
            let whole = solve_level(&shape, 4, t, variant, &prev, ..);
            for parts in [1usize, 2, 3, 7] {
                // Cut points: every (len / parts)-th key, one of them moved between keys.
                let mut cuts: Vec<u128> = (1..parts)
                    .filter_map(|i| whole.keys().get(i * whole.len() / parts).copied())
                    .collect();
                if let Some(c) = cuts.first_mut() {
                    *c += 1;
                }
                let mut bounds = vec![0u128];
                bounds.extend(cuts);
                bounds.push(u128::MAX);
                bounds.sort_unstable();
                let shards: Vec<Level> = bounds
                    .windows(2)
                    .rev()
                    .map(|w| solve_level(&shape, 4, t, variant, &prev, w[0]..w[1]))
                    .collect();
                assert_eq!(
                    Level::merge(shards).expect("disjoint"),
                    whole,
                    "t = {t}, {parts} shards"
                );
                let dealt: Vec<Level> = (0..parts as u64)
                    .map(|index| {
                        let part = Shard {
                            index,
                            count: parts as u64,
                        };
                        solve_level_part(&shape, 4, t, variant, &prev, part)
                    })
                    .collect();
                assert_eq!(
                    Level::merge(dealt.clone()).expect("disjoint"),
                    whole,
                    "t = {t}, {parts} parts"
                );
                if parts > 1 && dealt.iter().filter(|l| !l.is_empty()).count() > 1 {
                    let mut twice = dealt.clone();
                    twice.push(dealt.iter().find(|l| !l.is_empty()).cloned().expect("one"));
                    assert!(Level::merge(twice).is_err(), "a repeated part is refused");
                }
            }
            for &k in whole.keys() {
                assert_eq!(
                    whole.get(k),
                    whole
                        .values()
                        .get(whole.keys().binary_search(&k).expect("held"))
                        .copied()
                );
                assert_eq!(
                    whole.get(k + 1).is_some(),
                    whole.keys().binary_search(&(k + 1)).is_ok()
                );
            }
            classes += whole.len() as u64;
            prev = whole;
        }
        let c = classify(3, 3, 4, variant, Filter::None, false).expect("fits");
        assert_eq!(classes, c.classes);
    }
}
