//! Unit tests of `src/games/seki/enumerate.rs`.

use cgcheck::core::Shard;
use cgcheck::games::seki::canon::Shape;
use cgcheck::games::seki::enumerate::*;
use cgcheck::games::seki::rules::Variant;

/// Every level of 3x3 height <= 4, both variants, solved in shards of key ranges (cut at
/// keys of the level and between them) or in dealt parts ([`solve_level_part`]) and
/// merged, equals the level solved whole (by halves: a class given its transpose's values;
/// a repeated part is refused); and
/// the whole levels give the classification's class count.
#[test]
fn sharded_levels_equal_whole_levels() {
    let shape = Shape::new(3, 3).expect("fits");
    for variant in [Variant::Seki, Variant::SekiI] {
        let mut prev = Level::default();
        let mut classes = 0u64;
        for t in 3..=36 {
            // Solved whole, square levels go by halves (a class given its transpose's
            // values); a range of keys, even the whole range, is searched class by class.
            let whole = solve_level_part(&shape, 4, t, variant, &prev, Shard::WHOLE);
            assert_eq!(
                solve_level(&shape, 4, t, variant, &prev, ..),
                whole,
                "t = {t}"
            );
            let pairs: Vec<(u128, u8)> = whole.iter().collect();
            let keys: Vec<u128> = pairs.iter().map(|p| p.0).collect();
            for parts in [1usize, 2, 3, 7] {
                // Cut points: every (len / parts)-th key, one of them moved between keys.
                let mut cuts: Vec<u128> = (1..parts)
                    .filter_map(|i| pairs.get(i * whole.len() / parts).map(|p| p.0))
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
            for &(k, v) in &pairs {
                assert_eq!(whole.get(k), Some(v));
                assert_eq!(
                    whole.get(k + 1).is_some(),
                    keys.binary_search(&(k + 1)).is_ok()
                );
            }
            classes += whole.len() as u64;
            prev = whole;
        }
        let c = classify(3, 3, 4, variant, Filter::None, false).expect("fits");
        assert_eq!(classes, c.classes);
    }
}

/// A level answers exactly what it was given, whether its keys fit the compact store (each
/// entry cut to the bits the level's largest entry needs, the byte beside it) or stay whole
/// (entries up to 15 in all 32 places, or a byte past four bits): every key, its neighbours
/// and random probes, against a map; and it lists its classes back in order.
#[test]
fn levels_store_compactly_and_answer_exactly() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for (nibbles, top, byte_top) in [
        (9u32, 8u64, 11u8),
        (16, 5, 11),
        (16, 15, 11),
        (32, 15, 11),
        (9, 3, 200),
    ] {
        let mut map = std::collections::BTreeMap::new();
        for _ in 0..3000 {
            let mut key = 0u128;
            for _ in 0..nibbles {
                key = (key << 4) | u128::from((next() % (top + 1)) as u8);
            }
            map.insert(key, (next() % (u64::from(byte_top) + 1)) as u8);
        }
        let level = Level::new(
            map.keys().copied().collect(),
            map.values().copied().collect(),
        );
        assert_eq!(level.len(), map.len());
        assert!(level.iter().eq(map.iter().map(|(&k, &v)| (k, v))));
        for (&k, &v) in &map {
            assert_eq!(level.get(k), Some(v));
            for probe in [k.wrapping_add(1), k.wrapping_sub(1), k ^ 0x10, k | 0xf] {
                assert_eq!(level.get(probe), map.get(&probe).copied(), "{probe:x}");
            }
        }
        for _ in 0..3000 {
            let probe = u128::from(next()) << 64 | u128::from(next());
            let probe = probe >> (128 - 4 * nibbles);
            assert_eq!(level.get(probe), map.get(&probe).copied());
        }
    }
}
