//! Unit tests of `src/games/seki/canon.rs`.

use cgcheck::games::seki::canon::*;
use cgcheck::games::seki::canon_reference;

/// Every key of a shape with entries at most `h`, in order.
pub(super) fn all_keys(s: &Shape, h: u32) -> impl Iterator<Item = u128> + '_ {
    let cells = s.m * s.n;
    let total = u64::from(h + 1).pow(cells as u32);
    (0..total).map(move |mut x| {
        let mut key = 0u128;
        for k in 0..cells {
            key |= u128::from((x % u64::from(h + 1)) as u32) << (s.bits * k as u32);
            x /= u64::from(h + 1);
        }
        key
    })
}

/// The sorting network sorts every input (0-1 principle: every 0/1 input suffices), and so
/// does the insertion sort of longer rows.
#[test]
fn sorting_networks_sort() {
    for n in 0..=8usize {
        for bits in 0u32..(1 << n) {
            let x: Vec<u16> = (0..n).map(|i| (bits >> i & 1) as u16).collect();
            let mut want = x.clone();
            want.sort_unstable();
            if n <= 4 {
                let mut s = [7u16; 4];
                s[..n].copy_from_slice(&x);
                sort_ascending(&mut s, n);
                assert_eq!(s[..n], want[..]);
            }
            let mut s = [7u16; 8];
            s[..n].copy_from_slice(&x);
            sort_ascending(&mut s, n);
            assert_eq!(s[..n], want[..]);
        }
    }
}

/// The shape of m x n keys at `bits` (4, or 2 for the narrow packing) per entry.
fn shape(m: usize, n: usize, bits: u32) -> Shape {
    if bits == 4 {
        Shape::new(m, n)
    } else {
        Shape::narrow(m, n)
    }
    .expect("fits")
}

/// A random key of shape `s` with entries at most `h`.
pub(super) fn random_key(s: &Shape, h: u64, next: &mut impl FnMut() -> u64) -> u128 {
    let mut key = 0u128;
    for k in 0..s.m * s.n {
        key |= u128::from((next() % (h + 1)) as u32) << (s.bits * k as u32);
    }
    key
}

/// A small xorshift stream.
pub(super) fn rng(seed: u64) -> impl FnMut() -> u64 {
    let mut x = seed | 1;
    move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    }
}

/// The canonical form (the column-order tables where they apply, else the refinement search)
/// gives exactly the previous canonical key (the largest reading by brute force over one
/// side), and its canonical test agrees, on every matrix of small shapes (both packings).
#[test]
fn refinement_matches_the_previous_canonical_form_exhaustively() {
    for (m, n, h) in [
        (1, 4, 3),
        (4, 1, 3),
        (2, 2, 4),
        (2, 3, 3),
        (3, 2, 3),
        (3, 3, 2),
        (2, 5, 2),
        (5, 2, 2),
        (3, 4, 1),
        (4, 3, 1),
        (4, 4, 1),
    ] {
        for s in [
            Shape::new(m, n).expect("fits"),
            Shape::narrow(m, n).expect("fits"),
        ] {
            if h > s.max_entry() {
                continue;
            }
            for key in all_keys(&s, h) {
                let want = canon_reference::canonical(&s, key);
                assert_eq!(s.canonical(key), want, "{m}x{n} {:?}", s.unpack(key));
                assert_eq!(s.is_canonical(key), want == key, "{m}x{n} {key:x}");
            }
        }
    }
}

/// The same on random matrices of larger shapes (up to 6 on a side, low heights so that
/// ties and symmetric matrices are common), and on permutation-rich ones (sums of
/// permutation matrices).
#[test]
fn refinement_matches_the_previous_canonical_form_on_random_matrices() {
    let mut next = rng(0x5e41);
    for (m, n, bits) in [
        (4, 4, 4),
        (4, 5, 4),
        (5, 4, 4),
        (5, 5, 2),
        (5, 6, 4),
        (6, 5, 4),
        (6, 6, 2),
        (3, 8, 4),
        (8, 3, 4),
        (2, 16, 4),
        (6, 10, 2),
    ] {
        let s = shape(m, n, bits);
        for trial in 0..400 {
            let h = 1 + (trial % 3) as u64;
            let key = random_key(&s, h, &mut next);
            let want = canon_reference::canonical(&s, key);
            assert_eq!(s.canonical(key), want, "{m}x{n} {:?}", s.unpack(key));
            assert_eq!(s.is_canonical(key), want == key);
            assert!(s.is_canonical(want));
        }
        // Identity-like matrices: every row equivalent to every other.
        let k = m.min(n);
        let mut key = 0u128;
        for i in 0..k {
            key |= 1u128 << s.shift(i, (i + next() as usize) % n);
        }
        assert_eq!(s.canonical(key), canon_reference::canonical(&s, key));
    }
}

/// Whether a key's rows and columns are both non-increasing.
fn doubly_lexical(s: &Shape, key: u128) -> bool {
    let a = s.unpack(key);
    let rows_ok = (1..s.m).all(|r| a.row(r - 1) >= a.row(r));
    let col = |c: usize| (0..s.m).map(|r| a.get(r, c)).collect::<Vec<u32>>();
    rows_ok && (1..s.n).all(|c| col(c - 1) >= col(c))
}

/// `sort_lexical` ends at a doubly lexical key of the same class, on every matrix of small
/// shapes and on random ones of larger shapes (both packings, a 1 x 32 row included), and
/// leaves a doubly lexical key as it is.
#[test]
fn sort_lexical_reaches_a_doubly_lexical_key_of_the_class() {
    let mut next = rng(0x50e7);
    for (m, n, h, bits) in [
        (2, 2, 3, 4),
        (2, 3, 3, 4),
        (3, 3, 2, 4),
        (3, 3, 2, 2),
        (1, 4, 3, 4),
        (4, 1, 3, 4),
    ] {
        let s = shape(m, n, bits);
        for key in all_keys(&s, h) {
            let sorted = s.sort_lexical(key);
            assert!(doubly_lexical(&s, sorted), "{m}x{n} {:?}", s.unpack(key));
            assert_eq!(s.canonical(sorted), s.canonical(key));
            assert_eq!(doubly_lexical(&s, key), sorted == key);
        }
    }
    for (m, n, bits) in [
        (4, 4, 4),
        (4, 5, 4),
        (5, 6, 4),
        (6, 10, 2),
        (1, 32, 4),
        (32, 1, 4),
    ] {
        let s = shape(m, n, bits);
        for trial in 0..300 {
            let h = 1 + (trial % 4) as u64;
            let h = h.min(u64::from(s.max_entry()));
            let key = random_key(&s, h, &mut next);
            let sorted = s.sort_lexical(key);
            assert!(doubly_lexical(&s, sorted), "{m}x{n} {:?}", s.unpack(key));
            assert_eq!(s.canonical(sorted), s.canonical(key), "{m}x{n}");
        }
    }
}
