//! Unit tests of `src/games/domineering/preference.rs`.

use cgcheck::games::domineering::board::Board;
use cgcheck::games::domineering::preference::*;

/// Every move gets a value, the same as its mirror images; first-tier moves lie on lines
/// 2, 4, ... and start at odd cells.
#[test]
fn every_move_has_a_symmetric_preference() {
    for (m, n) in [
        (8, 8),
        (7, 8),
        (9, 9),
        (4, 15),
        (2, 31),
        (8, 10),
        (3, 3),
        (2, 64),
        (128, 1),
    ] {
        let board = Board { rows: m, cols: n };
        let values = preferences(board);
        for r in 0..m {
            for c in 0..n {
                let cell = r * n + c;
                // Left's dominoes start above the last row, Right's left of the last column.
                let (left, right) = (values[0][cell], values[1][cell]);
                assert_eq!(left > 0, r + 1 < m, "{m}x{n} Left at r{r} c{c}");
                assert_eq!(right > 0, c + 1 < n, "{m}x{n} Right at r{r} c{c}");
                if r + 1 < m {
                    let mirror = (m - 2 - r) * n + (n - 1 - c);
                    assert_eq!(left, values[0][mirror], "{m}x{n} Left r{r} c{c}");
                }
                if c + 1 < n {
                    let mirror = (m - 1 - r) * n + (n - 2 - c);
                    assert_eq!(right, values[1][mirror], "{m}x{n} Right r{r} c{c}");
                }
            }
        }
    }
    // 8 x 8: Left's best moves are in column b (line 2) starting at rows 1, 3 (cells 1,
    // 3 from the top), and the mirror images: column g, rows from the bottom.
    let values = preferences(Board { rows: 8, cols: 8 });
    let best = values[0].iter().max().copied().unwrap_or(0);
    assert_eq!(values[0][1], best, "Left's domino at b1-b2");
    assert!(
        values[0][0] < 70 + OFFSET as u32,
        "column a is the last tier"
    );
}
