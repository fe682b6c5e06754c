//! Unit tests of `src/games/domineering/line_score.rs`.

use cgcheck::games::domineering::line_score::*;

#[test]
fn pairs_are_half_of_each_run() {
    for x in 0u64..1 << 16 {
        let mut expected = 0;
        let mut run = 0;
        for k in 0..=16 {
            if x >> k & 1 == 1 {
                run += 1;
            } else {
                expected += run / 2;
                run = 0;
            }
        }
        assert_eq!(pairs(x), expected, "line {x:#b}");
    }
    assert_eq!(pairs((1 << 32) - 1), 16);
}
