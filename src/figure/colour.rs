//! The palette of every figure: one meaning per colour, the same in SVG and TikZ.

/// A colour as red, green and blue bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Colour(pub u8, pub u8, pub u8);

impl Colour {
    /// `#rrggbb`.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// Text and outlines.
pub const INK: Colour = Colour(0x22, 0x22, 0x22);
/// Grid lines.
pub const GRID: Colour = Colour(0x88, 0x88, 0x88);
/// Background of an empty cell.
pub const PAPER: Colour = Colour(0xff, 0xff, 0xff);
/// Occupied or removed cells.
pub const SHADE: Colour = Colour(0xcc, 0xcc, 0xcc);
/// Left (vertical dominoes), R in Seki, B in k-in-a-row.
pub const LEFT: Colour = Colour(0x3b, 0x6e, 0xc4);
/// Right (horizontal dominoes), C in Seki, W in k-in-a-row.
pub const RIGHT: Colour = Colour(0xd0, 0x4e, 0x3c);
/// A winning move, a P-position: where to go.
pub const WIN: Colour = Colour(0x3a, 0xa6, 0x5b);
/// A first-player (N) win.
pub const NEXT: Colour = Colour(0xf2, 0xc1, 0x4e);
/// A second-player (P) win.
pub const PREVIOUS: Colour = Colour(0x9e, 0x9e, 0x9e);
/// An entry that differs from the paper: drawn as a thick outline.
pub const DIFFERS: Colour = Colour(0xe0, 0x1b, 0x84);

/// A colour on a sequential scale (viridis, five stops), for `t` in 0..=1 (clamped: the scale
/// has ends, values outside it are drawn at the ends).
pub fn scale(t: f64) -> Colour {
    const STOPS: [(u8, u8, u8); 5] = [
        (0x44, 0x01, 0x54),
        (0x3b, 0x52, 0x8b),
        (0x21, 0x90, 0x8d),
        (0x5d, 0xc8, 0x63),
        (0xfd, 0xe7, 0x25),
    ];
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    let position = t * (STOPS.len() - 1) as f64;
    let i = (position.floor() as usize).min(STOPS.len() - 2);
    let f = position - i as f64;
    let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * f).round() as u8;
    let (a, b) = (STOPS[i], STOPS[i + 1]);
    Colour(mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2))
}

/// Black or white, whichever reads better on `background`.
pub fn ink_on(background: Colour) -> Colour {
    let luma = 0.299 * f64::from(background.0)
        + 0.587 * f64::from(background.1)
        + 0.114 * f64::from(background.2);
    if luma < 128.0 { PAPER } else { INK }
}
