//! Unit tests of `src/games/domineering/table.rs`.

use cgcheck::games::domineering::table::*;

/// Five keys that share a bucket of the smallest table: small numbers, and (`high`) the
/// same numbers moved to the top bits of the word (keys of 64- or 128-cell boards).
fn same_bucket<W: Word>(table: &Table<W>, high: bool, width: u32) -> [u128; 5] {
    let mut by_bucket = std::collections::HashMap::<usize, Vec<u128>>::new();
    for k in 1u128.. {
        let key = if high { k << (width - 28) } else { k };
        let keys = by_bucket.entry(table.place(key).0).or_default();
        keys.push(key);
        if let Ok(five) = <[u128; 5]>::try_from(keys.as_slice()) {
            return five;
        }
    }
    unreachable!("the keys run out only after 2^128")
}

/// Entries are found again, flags of one key accumulate, and the deeper entry of a
/// bucket survives a shallower newcomer; keys of the same bucket are told apart
/// exactly, at both ends of the word.
fn accumulate_and_keep_deep<W: Word>(width: u32) {
    for high in [false, true] {
        let table = Table::<W>::new(1);
        let [a, b, c, d, e] = same_bucket(&table, high, width);
        table.put(a, 1 | 2, 40);
        table.put(a, 4, 40);
        assert_eq!(table.get(a), 1 | 2 | 4);
        assert_eq!(table.stored(), 1);
        // One bucket of two slots: b goes to the always-replace slot, c replaces it.
        table.put(b, 4, 3);
        table.put(c, 1, 2);
        assert_eq!(table.get(a), 7);
        assert_eq!(table.get(b), 0);
        assert_eq!(table.get(c), 1);
        assert_eq!(table.stored(), 2);
        // A deeper entry takes the kept slot and demotes the old one.
        table.put(d, 1 | 2, 60);
        assert_eq!((table.get(d), table.get(a), table.get(c)), (3, 7, 0));
        assert_eq!(table.get(e), 0);
        assert_eq!(table.get(0), 0);
    }
}

#[test]
fn entries_accumulate_and_deep_ones_stay() {
    accumulate_and_keep_deep::<u64>(64);
    accumulate_and_keep_deep::<u128>(128);
}

/// The inverse of multiplying by the odd number `k` modulo 2^128 (Newton's iteration:
/// each step doubles the correct low bits, from 3).
fn inverse(k: u128) -> u128 {
    let mut x = k;
    for _ in 0..7 {
        x = x.wrapping_mul(2u128.wrapping_sub(k.wrapping_mul(x)));
    }
    assert_eq!(k.wrapping_mul(x), 1);
    x
}

/// [`Word::mix`] of 128 bits undone step by step (`x ^= x >> 64` is its own inverse).
fn unmix128(mut h: u128) -> u128 {
    const K1: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835;
    const K2: u128 = 0xBF58_476D_1CE4_E5B9_94D0_49BB_1331_11EB;
    h ^= h >> 64;
    h = h.wrapping_mul(inverse(K2));
    h ^= h >> 64;
    h = h.wrapping_mul(inverse(K1));
    h ^ h >> 64
}

/// `x ^= x >> k` undone (k < 64): the top k bits are right, and each pass fixes k more.
fn unshift64(h: u64, k: u32) -> u64 {
    let mut x = h;
    for _ in 0..64 / k + 1 {
        x = h ^ x >> k;
    }
    x
}

/// [`Word::mix`] of 64 bits undone step by step.
fn unmix64(mut h: u64) -> u64 {
    let inv = |k: u64| inverse(u128::from(k)) as u64;
    h = unshift64(h, 32);
    h = h.wrapping_mul(inv(0xBF58_476D_1CE4_E5B9));
    h = unshift64(h, 29);
    h = h.wrapping_mul(inv(0x9E37_79B9_7F4A_7C15));
    unshift64(h, 32)
}

/// A slot stores the key exactly: its bucket and stored bits give the key back, for keys
/// spread over the whole word, at the smallest table size and a large one (so no two keys
/// can ever share an entry).
#[test]
fn the_bucket_and_the_stored_bits_give_the_key_back() {
    let mut s = 0x2545_f491_4f6c_dd1du128 | 1 << 100;
    for bits in [MIN_BITS, 20] {
        let wide = Table::<u128>::new(bits);
        let narrow = Table::<u64>::new(bits);
        for i in 0..2000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            for key in [
                s,
                s >> (i % 128),
                1u128 << (i % 128),
                u128::MAX - (i as u128),
            ] {
                let (b, tag) = wide.place(key);
                assert_eq!(tag & 0xff, 0, "{key:#x}: the flags' bits are free");
                let h = (tag >> 8) << wide.bucket_bits | (b / 2) as u128;
                assert_eq!(unmix128(h), key, "{key:#x} at {bits} bits");
                let key = key as u64;
                let (b, tag) = narrow.place(u128::from(key));
                assert_eq!(tag & 0xff, 0, "{key:#x}: the flags' bits are free");
                let h = (tag >> 8) << narrow.bucket_bits | (b / 2) as u64;
                assert_eq!(unmix64(h), key, "{key:#x} at {bits} bits (64-bit table)");
            }
        }
    }
}
