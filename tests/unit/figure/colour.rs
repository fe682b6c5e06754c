//! Unit tests of `src/figure/colour.rs`.

use cgcheck::figure::colour::*;

#[test]
fn scale_runs_from_dark_to_light_and_clamps() {
    assert_eq!(scale(0.0), Colour(0x44, 0x01, 0x54));
    assert_eq!(scale(1.0), Colour(0xfd, 0xe7, 0x25));
    assert_eq!(scale(-3.0), scale(0.0));
    assert_eq!(scale(f64::NAN), scale(0.0));
    assert_eq!(ink_on(scale(0.0)), PAPER);
    assert_eq!(ink_on(scale(1.0)), INK);
    assert_eq!(WIN.hex(), "#3aa65b");
}
