//! Parser fuzz targets replayed: every committed seed and regression of each `parse_*` target
//! (fuzz/seeds/<target>, fuzz/regressions/<target>) and a fixed-seed stream of random text
//! through the same checks the fuzz targets run.

use crate::common;

use cgcheck::parse_check::TARGETS;
use common::replay_dir;

#[test]
fn seeds_and_regressions_replay() {
    for (target, check) in TARGETS {
        assert!(replay_dir(target, check) > 0, "{target} has no seeds");
    }
}

/// Random text over an alphabet of the characters the formats use, so that most inputs come
/// close to valid ones.
#[test]
fn random_text_stream() {
    const ALPHABET: &[u8] = b"0123456789 ,;.#-+xX()[]/abcdefghijklmnopqrstuvwxyzFBW\n\t'\"";
    let mut s: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = || {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        s.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    for (target, check) in TARGETS {
        for _ in 0..3000 {
            let len = (next() % 24) as usize;
            let data: Vec<u8> = (0..len)
                .map(|_| ALPHABET[(next() % ALPHABET.len() as u64) as usize])
                .collect();
            if let Err(e) = check(&data) {
                panic!("{target}: {e}");
            }
        }
    }
}

/// Texts shaped like Domineering positions (rows of '.', '#', separators, and a few wrong
/// characters), far more often valid than the general stream: each must parse and print
/// back exactly, or be refused in one line.
#[test]
fn domineering_position_stream() {
    const ALPHABET: &[u8] = b"...####//\n\r x";
    let mut s: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        s.wrapping_mul(0x9e37_79b9_7f4a_7c15)
    };
    let mut valid = 0;
    for _ in 0..5000 {
        let width = 1 + (next() % 9) as usize;
        let rows = 1 + (next() % 9) as usize;
        let mut text = String::new();
        for r in 0..rows {
            if r > 0 {
                text.push(if next() % 3 == 0 { '\n' } else { '/' });
            }
            for _ in 0..width {
                let ch = if next() % 40 == 0 {
                    ALPHABET[(next() % ALPHABET.len() as u64) as usize]
                } else if next() % 3 == 0 {
                    b'#'
                } else {
                    b'.'
                };
                text.push(char::from(ch));
            }
        }
        valid += usize::from(cgcheck::games::domineering::position::Position::parse(&text).is_ok());
        if let Err(e) = cgcheck::parse_check::domineering::check(text.as_bytes()) {
            panic!("{e}");
        }
    }
    assert!(valid > 1000, "only {valid} valid positions");
}
