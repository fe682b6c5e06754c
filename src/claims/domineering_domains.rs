//! The instance families the Domineering paper's universal claims quantify over, as driver
//! domains ([`drivers::Domain`](super::drivers::Domain)).

use super::drivers::{Domain, Random};
use crate::differential::decode;

/// Every board size m x n with both sides at most a bound, listed row by row of sizes.
pub struct BoardSizes;

impl Domain for BoardSizes {
    /// (rows, columns).
    type Instance = (usize, usize);
    const FAMILY: &'static str = "every m x n board with {}";
    const SIZE: &'static str = "m, n";
    const PLURAL: &'static str = "board sizes";
    const ONE: &'static str = "a board";

    fn enumerate(max: u64, visit: &mut dyn FnMut(&(usize, usize))) -> u64 {
        let max = max as usize;
        for m in 1..=max {
            for n in 1..=max {
                visit(&(m, n));
            }
        }
        (max * max) as u64
    }

    fn show(&(m, n): &(usize, usize)) -> String {
        format!("{m}x{n}")
    }
}

impl Random for BoardSizes {
    /// Two sides in 1..=cap.
    fn decode(bytes: &[u8], cap: u64) -> Option<(usize, usize)> {
        let (m, n) = decode::<(u8, u8)>(bytes)?;
        let side = cap.clamp(1, 255) as usize;
        Some((usize::from(m) % side + 1, usize::from(n) % side + 1))
    }

    /// The longer side (the bound's measure).
    fn size(&(m, n): &(usize, usize)) -> u64 {
        m.max(n) as u64
    }

    fn describe(&(m, n): &(usize, usize)) -> String {
        format!("{m}x{n}")
    }
}
