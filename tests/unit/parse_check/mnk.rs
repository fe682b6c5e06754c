//! Unit tests of `src/parse_check/mnk.rs`.

use cgcheck::parse_check::mnk::*;

#[test]
fn valid_inputs_round_trip() {
    for t in [
        "a1 b2, c3",
        "1. b2 ... a1 (2. c1 ... a3(F) [4. b1/c3 ... b3]) 2. b1 ... b3(F)",
        "mnk 3 3 3 1 1 winner B root 10 8\n10 2 c1\n",
        "mnk 3 3 3 1 1 holds W root 10 1\n11 100 a3\n11 4 c3\n",
        "mnk 4 3 3 1 1 winner B\n0 0 b2\n",
    ] {
        assert_eq!(check(t.as_bytes()), Ok(()), "{t}");
    }
}

#[test]
fn bad_inputs_are_refused_cleanly() {
    for t in [
        "a18446744073709551617",
        "zz99999999999999999999999",
        "1. b2 )",
        "((((",
        "mnk 99999999999999999999 3 3 1 1 winner B\n0 0 a1",
        "mnk 3 3 3 1 1 winner B root ffffffffffffffff 0\n0 0 a1",
        "mnk 3 3 3 1 1 winner B\n",
        "\u{0}\u{1}(F)#...",
    ] {
        assert_eq!(check(t.as_bytes()), Ok(()), "{t}");
    }
}

/// Random text close to the formats (numbers, squares, brackets, marks, headers).
#[test]
fn random_text_near_the_formats() {
    const PIECES: &[&str] = &[
        "1.",
        "2.",
        " ",
        "...",
        "a1",
        "b2",
        "c3",
        "zz93",
        "/",
        "(F)",
        "#",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "if",
        "draws",
        "9",
        "0",
        "18446744073709551616",
        ".",
        "\n",
        "mnk 3 3 3 1 1 ",
        "winner B",
        "holds W",
        " root ",
        "10 8",
        "\n10 2 c1",
        " pairs a1-b2",
        "ff",
        "-",
        ",",
        "\u{e9}",
        "symmetrical",
        "4096.",
    ];
    let mut s: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..COUNT {
        let mut t = String::new();
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        let len = (s % 16) as usize;
        for _ in 0..len {
            s ^= s >> 12;
            s ^= s << 25;
            s ^= s >> 27;
            t.push_str(
                PIECES[(s.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40) as usize % PIECES.len()],
            );
        }
        assert_eq!(check(t.as_bytes()), Ok(()), "{t:?}");
    }
}

const COUNT: usize = 20_000;
