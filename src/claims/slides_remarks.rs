//! Checkable statements of papers/sequential-games-slides.md that the catalogue left without
//! an id (issue 18): the identity behind the Beatty argument and the decimals printed in the
//! Wythoff examples.

use super::slides::lines;
use super::{Compared, Depth, Outcome, Part, Refutation, Tally};
use crate::claims::QUICK_CHECK;

/// (a + b sqrt5) / d with integers a, b, d (d positive, the three without a common factor).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Q5(i128, i128, i128);

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

impl Q5 {
    /// (a + b sqrt5) / d in lowest terms (d nonzero).
    fn new(a: i128, b: i128, d: i128) -> Q5 {
        let g = gcd(gcd(a, b), d) * d.signum();
        Q5(a / g, b / g, d / g)
    }
    fn add(self, o: Q5) -> Q5 {
        let (a, b) = (self.0 * o.2 + o.0 * self.2, self.1 * o.2 + o.1 * self.2);
        Q5::new(a, b, self.2 * o.2)
    }
    fn mul(self, o: Q5) -> Q5 {
        let (a, b) = (self.0 * o.0 + 5 * self.1 * o.1, self.0 * o.1 + self.1 * o.0);
        Q5::new(a, b, self.2 * o.2)
    }
    /// 1 / ((a + b sqrt5) / d) = d (a - b sqrt5) / (a^2 - 5 b^2).
    fn inv(self) -> Q5 {
        let Q5(a, b, d) = self;
        Q5::new(d * a, -d * b, a * a - 5 * b * b)
    }
}

/// SL-Beatty: one proof.
pub const BEATTY: &[Part] = &[Part::proof(
    "1/phi + 1/(phi + 1) = 2/(1 + sqrt5) + 2/(3 + sqrt5) = 1, exactly in Q(sqrt5)",
    beatty_identity,
)];

/// SL-Beatty: "1/phi + 1/(phi + 1) = 2/(1 + sqrt5) + 2/(3 + sqrt5) = 1", exactly in Q(sqrt5).
fn beatty_identity(_: Depth) -> Outcome {
    let phi = Q5::new(1, 1, 2);
    let one = Q5::new(1, 0, 1);
    let lhs = phi.inv().add(phi.add(one).inv());
    let two = Q5::new(2, 0, 1);
    let middle = two
        .mul(Q5::new(1, 1, 1).inv())
        .add(two.mul(Q5::new(3, 1, 1).inv()));
    let mut wrong = Vec::new();
    if lhs != middle {
        wrong.push(format!(
            "1/phi + 1/(phi+1) = {lhs:?}, 2/(1+sqrt5) + 2/(3+sqrt5) = {middle:?}"
        ));
    }
    if middle != one {
        wrong.push(format!("2/(1+sqrt5) + 2/(3+sqrt5) = {middle:?}, not 1"));
    }
    if wrong.is_empty() {
        Outcome::Holds("exact arithmetic in Q(sqrt5): 1/phi = (sqrt5 - 1)/2 = 2/(1 + sqrt5), 1/(phi + 1) = (3 - sqrt5)/2 = 2/(3 + sqrt5), and their sum is 1".to_string())
    } else {
        Outcome::Fails(Refutation::new(wrong.join("; "), QUICK_CHECK))
    }
}

/// The decimals printed in Wythoff Examples 1 and 2, one a line: the expression, with 1.618
/// and 2.618 as printed, and the value printed ("26/1.618", tab, "16.06").
const PRINTED: &str = include_str!("../../registry/sequential-games-slides/wythoff-decimals.tsv");

/// DECIMALS names how many decimals the data file holds.
const _: () = assert!(lines(PRINTED) == 20);

const TRUNCATED: &str = "each decimal is the exact value truncated to two places";
const ROUNDED: &str = "each decimal is the exact value rounded to two places";
const WITHIN: &str = "each decimal is within 0.01 of the exact value";

const DECIMALS: &str =
    "the 20 decimals printed in Wythoff Examples 1 and 2 (with 1.618 and 2.618 as printed)";

/// SL-Wythoff-approx: the printed approximations, with 1.618 and 2.618 as printed, under
/// each reading of '~'.
pub const WYTHOFF_DECIMALS: &[Part] = &[
    Part::compared(DECIMALS, |_| decimals(TRUNCATED)).under_reading(TRUNCATED),
    Part::compared(DECIMALS, |_| decimals(ROUNDED)).under_reading(ROUNDED),
    Part::compared(DECIMALS, |_| decimals(WITHIN)).under_reading(WITHIN),
];

/// The printed decimals compared with the exact values under `reading`.
fn decimals(reading: &str) -> Compared {
    let mut tally = Tally::default();
    for line in PRINTED.lines() {
        let (expr, printed) = line.split_once('\t').expect("expression, tab, decimal");
        let (x, factor, divide) = match expr.split_once('/') {
            Some((x, factor)) => (x, factor, true),
            None => {
                let (x, factor) = expr.split_once(" x ").expect("x/f or x x f");
                (x, factor, false)
            }
        };
        // As integers: the factor in thousandths (1.618 is 1618), the decimal in hundredths.
        let [x, f, hundredths] =
            [x, factor, printed].map(|d| d.replace('.', "").parse::<i128>().expect("a decimal"));
        // The exact value num/den.
        let (num, den) = if divide { (x * 1000, f) } else { (x * f, 1000) };
        let ok = match reading {
            TRUNCATED => (100 * num).div_euclid(den) == hundredths,
            ROUNDED => (200 * num + den).div_euclid(2 * den) == hundredths,
            _ => (hundredths * den - 100 * num).abs() < den,
        };
        let exact = (100_000 * num).div_euclid(den);
        tally.fact(ok, || {
            format!(
                "{expr} = {}.{:05}..., printed {printed}",
                exact / 100_000,
                exact % 100_000
            )
        });
    }
    tally.compared(DECIMALS, QUICK_CHECK)
}
