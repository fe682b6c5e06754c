//! Young diagrams (section 1.1): a partition (x_1 >= x_2 >= ... >= x_k > 0) drawn as
//! left-justified rows of boxes, row i holding x_i boxes. Rows and columns are numbered from
//! 0, as the paper's moves 0_r and 0_c are.

use crate::core::InputError;
use std::fmt;

/// Largest part or number of rows accepted from user input.
pub const MAX_SIDE: u64 = 10_000;

/// The user's text as an error message quotes it: on one line (control characters escaped),
/// cut after 40 characters.
fn shown(text: &str) -> String {
    let head: String = text.chars().take(40).collect();
    let cut = head.len() < text.len();
    format!("{}{}", head.escape_debug(), if cut { "..." } else { "" })
}

/// Parses a whole number in `lo..=hi` exactly: decimal digits only (no sign, no spaces, no
/// fraction), refusing a number out of range with the user's own text ("12345 is too large:
/// at most 10000"), however many digits it has (no wrap, no clamp). Used for every size the
/// Domineering and Column-Row commands accept.
pub fn parse_number(text: &str, lo: u64, hi: u64) -> Result<u64, InputError> {
    parse_named(text, "", lo, hi)
}

/// [`parse_number`] with the messages naming `what` is read ("rows 'two' is not a whole
/// number").
pub fn parse_named(text: &str, what: &str, lo: u64, hi: u64) -> Result<u64, InputError> {
    let shown = shown(text);
    let what = if what.is_empty() {
        String::new()
    } else {
        format!("{what} ")
    };
    let range = if hi == u64::MAX {
        String::new()
    } else {
        format!(" (it must be between {lo} and {hi})")
    };
    if text.is_empty() {
        return Err(InputError::new(format!(
            "expected {what}a whole number, got nothing{range}"
        )));
    }
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(InputError::new(format!(
            "{what}'{shown}' is not a whole number (digits 0-9 only){range}"
        )));
    }
    if text.starts_with('-') {
        return Err(InputError::new(if digits.bytes().all(|b| b == b'0') {
            format!("{what}'{shown}': write 0 without a sign")
        } else {
            format!("{what}{shown} is negative (non-negative whole numbers only){range}")
        }));
    }
    match digits.parse::<u64>() {
        Ok(v) if v < lo => Err(InputError::new(format!(
            "{what}{shown} is too small: at least {lo}{range}"
        ))),
        Ok(v) if v <= hi => Ok(v),
        // Too many digits for u64 is too large as well.
        _ => Err(InputError::new(format!(
            "{what}{shown} is too large: at most {hi}{range}"
        ))),
    }
}

/// A partition: positive parts in non-increasing order (the empty partition has none).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Partition(Vec<u32>);

impl Partition {
    /// The partition with these parts; rejects parts that increase. Trailing zero parts are
    /// dropped (the paper allows x_k >= 0); a zero followed by a positive part is an error.
    pub fn new(parts: Vec<u32>) -> Result<Partition, InputError> {
        for w in parts.windows(2) {
            if w[1] > w[0] {
                return Err(InputError::new(format!(
                    "not a partition: parts must be non-increasing, but {} is followed by {}",
                    w[0], w[1]
                )));
            }
        }
        let mut parts = parts;
        while parts.last() == Some(&0) {
            parts.pop();
        }
        Ok(Partition(parts))
    }

    /// Builds a partition from parts known to be valid (non-increasing, positive).
    pub(crate) fn from_sorted(parts: Vec<u32>) -> Partition {
        debug_assert!(parts.windows(2).all(|w| w[0] >= w[1]));
        debug_assert!(parts.iter().all(|&p| p > 0));
        Partition(parts)
    }

    /// Parses `5,3,3,1` (parts separated by commas, spaces, or both; optionally inside one
    /// pair of parentheses); the empty partition is `0`, `()` or empty text. Every part is
    /// read exactly: an empty part (`5,,3`), a stray character (`5,3x`), a part above
    /// [`MAX_SIDE`] or more than [`MAX_SIDE`] parts is refused, never skipped or clamped.
    pub fn parse(text: &str) -> Result<Partition, InputError> {
        let t = text.trim();
        let t = match (t.strip_prefix('('), t.strip_suffix(')')) {
            (Some(_), Some(_)) if t.len() >= 2 => &t[1..t.len() - 1],
            (None, None) => t,
            _ => {
                return Err(InputError::new(format!(
                    "invalid partition '{}': unbalanced parenthesis",
                    shown(t)
                )));
            }
        };
        let mut parts = Vec::new();
        // Separators: a comma with optional spaces around it, or spaces alone.
        let t = t.trim();
        if !t.is_empty() {
            for item in t.split(',') {
                let item = item.trim();
                if item.is_empty() {
                    return Err(InputError::new(format!(
                        "invalid partition '{}': an empty part (two commas in a row, or a comma at an end)",
                        shown(text.trim())
                    )));
                }
                for word in item.split_whitespace() {
                    if parts.len() as u64 >= MAX_SIDE {
                        return Err(InputError::new(format!(
                            "too many parts: at most {MAX_SIDE}"
                        )));
                    }
                    let v = parse_named(word, "part", 0, MAX_SIDE)?;
                    parts.push(v as u32);
                }
            }
        }
        Partition::new(parts)
    }

    /// The parts, largest first.
    pub fn parts(&self) -> &[u32] {
        &self.0
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.0.len()
    }

    /// Number of columns (the largest part).
    pub fn cols(&self) -> usize {
        self.0.first().copied().unwrap_or(0) as usize
    }

    /// Number of boxes.
    pub fn size(&self) -> u64 {
        self.0.iter().map(|&p| u64::from(p)).sum()
    }

    /// Whether there are no boxes.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The conjugate (section 1.1): x'_i = number of parts >= i, for i = 1..=x_1.
    pub fn conjugate(&self) -> Partition {
        Partition(
            (1..=self.cols() as u32)
                .map(|i| self.0.iter().filter(|&&x| x >= i).count() as u32)
                .collect(),
        )
    }

    /// The subpartition lambda[i, j] rooted at box (i, j) (section 1.1, Fig. 2): the boxes in
    /// rows >= i and columns >= j, that is (x_i - j, x_{i+1} - j, ...) keeping positive parts.
    pub fn subpartition(&self, i: usize, j: u32) -> Partition {
        Partition(
            self.0
                .iter()
                .skip(i)
                .filter(|&&x| x > j)
                .map(|&x| x - j)
                .collect(),
        )
    }

    /// A small text picture: one line of `#` per row.
    pub fn picture(&self) -> String {
        if self.is_empty() {
            return "(empty diagram)".to_string();
        }
        self.0
            .iter()
            .map(|&x| "#".repeat(x as usize))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The rectangle R_{a,b} = (b^a): a rows of b boxes.
    pub fn rectangle(a: u32, b: u32) -> Partition {
        Partition(if b == 0 { vec![] } else { vec![b; a as usize] })
    }

    /// The gamma Gamma_{a,b} = (b, 1^(a-1)), a, b >= 1.
    pub fn gamma(a: u32, b: u32) -> Partition {
        Partition::almost_gamma(a, b, 1)
    }

    /// The almost gamma Gamma^{1,d}_{a,b} = (b, d^(a-1)) (section 5), 1 <= d <= b.
    pub fn almost_gamma(a: u32, b: u32, d: u32) -> Partition {
        assert!(
            a >= 1 && d >= 1 && d <= b,
            "almost gamma needs a >= 1, 1 <= d <= b"
        );
        let mut parts = vec![b];
        parts.extend(std::iter::repeat_n(d, a as usize - 1));
        Partition(parts)
    }

    /// The staircase S_n = (n, n-1, ..., 1).
    pub fn staircase(n: u32) -> Partition {
        Partition((1..=n).rev().collect())
    }

    /// Every part and every multiplicity doubled: a quadrated partition, and every quadrated
    /// one is the double of exactly one partition (how Lemma 3.1's checks list them). `None`
    /// when a part would pass `u32`.
    pub fn doubled(&self) -> Option<Partition> {
        let parts = self
            .0
            .iter()
            .map(|&x| x.checked_mul(2))
            .collect::<Option<Vec<u32>>>()?;
        Some(Partition(parts.iter().flat_map(|&x| [x, x]).collect()))
    }

    /// Quadrated (section 1.1): every distinct part and its multiplicity are even.
    pub fn is_quadrated(&self) -> bool {
        let mut i = 0;
        while i < self.0.len() {
            let x = self.0[i];
            let m = self.0[i..].iter().take_while(|&&y| y == x).count();
            if !x.is_multiple_of(2) || !m.is_multiple_of(2) {
                return false;
            }
            i += m;
        }
        true
    }
}

impl fmt::Display for Partition {
    /// `5,3,3,1`; the empty partition prints as `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("0");
        }
        let parts: Vec<String> = self.0.iter().map(|p| p.to_string()).collect();
        f.write_str(&parts.join(","))
    }
}

/// Every partition with at most `rows` parts, each at most `cols`.
pub fn partitions_in_box(rows: u32, cols: u32) -> Vec<Partition> {
    fn go(rows: u32, max: u32, prefix: &mut Vec<u32>, out: &mut Vec<Partition>) {
        out.push(Partition::new(prefix.clone()).expect("non-increasing"));
        if prefix.len() as u32 == rows {
            return;
        }
        for x in 1..=max {
            prefix.push(x);
            go(rows, x, prefix, out);
            prefix.pop();
        }
    }
    let mut out = Vec::new();
    go(rows, cols, &mut Vec::new(), &mut out);
    out
}
