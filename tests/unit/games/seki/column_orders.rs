//! Unit tests of `src/games/seki/column_orders.rs` (and of the square transpose the
//! enumerator's halves use, `Shape::transpose`).

use super::canon::{all_keys, random_key, rng};
use cgcheck::games::seki::canon::Shape;
use cgcheck::games::seki::canon_reference;
use cgcheck::games::seki::column_orders::{ColumnOrders, MAX_CELLS, MAX_COLUMNS};

/// The tables give the largest reading by brute force over one side (`canon_reference`) on
/// every matrix of small shapes of up to four columns, entries up to 9 where three columns
/// or fewer index rows four bits an entry; and `Shape::canonical` and `is_canonical` agree.
#[test]
fn column_orders_give_the_canonical_form_exhaustively() {
    for (m, n, h) in [
        (1, 1, 15),
        (1, 4, 4),
        (4, 1, 5),
        (2, 2, 9),
        (2, 3, 5),
        (3, 2, 5),
        (3, 3, 2),
        (2, 4, 3),
        (4, 2, 3),
        (4, 4, 1),
        (8, 2, 1),
        (5, 3, 1),
    ] {
        let s = Shape::new(m, n).expect("fits");
        let tables = ColumnOrders::for_columns(n).expect("four columns at most");
        for key in all_keys(&s, h) {
            let want = canon_reference::canonical(&s, key);
            assert_eq!(
                tables.canonical(m, key),
                Some(want),
                "{m}x{n} {:?}",
                s.unpack(key)
            );
            assert_eq!(s.table_canonical(key), Some(want));
            assert_eq!(s.canonical(key), want);
            assert_eq!(s.is_canonical(key), want == key);
        }
    }
}

/// On random matrices of every shape the tables cover (entries up to 7 with four columns,
/// up to 15 with fewer), low heights first so that equal entries and ties are common.
#[test]
fn column_orders_give_the_canonical_form_on_random_matrices() {
    let mut next = rng(0xc0de);
    for n in 1..=MAX_COLUMNS {
        for m in 1..=MAX_CELLS / n {
            let s = Shape::new(m, n).expect("fits");
            let top = if n == MAX_COLUMNS { 7 } else { 15 };
            for trial in 0..300u64 {
                let h = 1 + trial % top;
                let key = random_key(&s, h, &mut next);
                let want = canon_reference::canonical(&s, key);
                assert_eq!(
                    s.table_canonical(key),
                    Some(want),
                    "{m}x{n} {:?}",
                    s.unpack(key)
                );
                assert_eq!(s.canonical(key), want);
            }
        }
    }
}

/// The tables decline what they do not hold (an entry above 7 with four columns, more than
/// sixteen entries, two-bit keys), and the refinement search then gives the canonical form.
#[test]
fn column_orders_decline_what_they_do_not_hold() {
    assert!(ColumnOrders::for_columns(0).is_none());
    assert!(ColumnOrders::for_columns(MAX_COLUMNS + 1).is_none());
    let mut next = rng(0xdec1);
    for (m, n, narrow) in [(4, 4, false), (3, 4, false), (5, 4, false), (3, 3, true)] {
        let s = if narrow {
            Shape::narrow(m, n)
        } else {
            Shape::new(m, n)
        }
        .expect("fits");
        for trial in 0..300u64 {
            let key = random_key(&s, u64::from(s.max_entry()), &mut next);
            let large = (0..m).any(|r| (0..n).any(|c| s.get(key, r, c) > 7));
            let held = !narrow && m * n <= MAX_CELLS && !(n == MAX_COLUMNS && large);
            assert_eq!(
                s.table_canonical(key).is_some(),
                held,
                "{m}x{n} trial {trial}"
            );
            assert_eq!(s.canonical(key), canon_reference::canonical(&s, key));
        }
    }
}

/// `Shape::transpose` moves entry (r, c) to (c, r): the bit exchanges of 4 x 4 keys and the
/// entry by entry loop of other square shapes, against the matrix transpose.
#[test]
fn square_keys_transpose() {
    let mut next = rng(0x7a05);
    for n in 1..=5 {
        let s = Shape::new(n, n).expect("fits");
        for _ in 0..500 {
            let key = random_key(&s, 15, &mut next);
            let want = s.pack(&s.unpack(key).transpose()).expect("packs");
            assert_eq!(s.transpose(key), want, "{n}x{n} {:?}", s.unpack(key));
            assert_eq!(s.transpose(s.transpose(key)), key);
        }
    }
}
