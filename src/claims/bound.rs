//! How far an exhaustive check went, as a value that can be compared (issue 14, item 3).
//!
//! A [`Bound`] is a list of [`Extent`]s. An extent names a *family* of instances with its
//! fixed parameters ("every 3x3 matrix", "every partition inside a square box", or nothing
//! for a bare parameter such as `n`) and the *ranges* its free parameters were checked over
//! (`height <= 10`, `6 <= k <= 40`). The report prints a bound from these parts, so two checks
//! that went equally far read the same, and [`Bound::covers`] can tell whether one run went at
//! least as far as another: CLAIMS.md uses a stored deep record only when its bound covers the
//! quick run's (a deep run that checked less than `cargo test` does would otherwise replace a
//! stronger result by a weaker one).
//!
//! Families are compared as text: two extents are comparable only when their families are
//! equal, which is the conservative choice (a renamed family makes an old record not cover,
//! never the reverse). Records stored before bounds were typed hold a plain sentence; it reads
//! as a family without ranges, which covers only the same sentence.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One free parameter and the interval it was checked over: `lo <= name <= hi`, or
/// `name <= hi` when the interval starts where the family does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Range {
    /// The parameter's name as the report prints it (`n`, `height`, `squares`).
    pub name: String,
    /// The smallest value checked, when the check did not start at the family's start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lo: Option<i64>,
    /// The largest value checked.
    pub hi: i64,
}

impl Range {
    /// `name <= hi`.
    pub fn at_most(name: &str, hi: impl TryInto<i64>) -> Range {
        Range {
            name: name.to_string(),
            lo: None,
            hi: to_i64(hi),
        }
    }

    /// `lo <= name <= hi`.
    pub fn between(name: &str, lo: impl TryInto<i64>, hi: impl TryInto<i64>) -> Range {
        Range {
            name: name.to_string(),
            lo: Some(to_i64(lo)),
            hi: to_i64(hi),
        }
    }

    /// Whether this range contains `other` (same name, an interval at least as wide).
    /// A range without a lower end contains one with any lower end; one with a lower end
    /// does not contain one without (it may have skipped the family's first values).
    pub fn contains(&self, other: &Range) -> bool {
        let lo_ok = match (self.lo, other.lo) {
            (None, _) => true,
            (Some(_), None) => false,
            (Some(a), Some(b)) => a <= b,
        };
        self.name == other.name && lo_ok && self.hi >= other.hi
    }
}

/// Bounds are small numbers; one that does not fit an `i64` is a bug in a check, and it is
/// shown as the largest value rather than wrapped (it never makes a record look weaker).
fn to_i64(v: impl TryInto<i64>) -> i64 {
    v.try_into().unwrap_or(i64::MAX)
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.lo {
            Some(lo) => write!(f, "{lo} <= {} <= {}", self.name, self.hi),
            None => write!(f, "{} <= {}", self.name, self.hi),
        }
    }
}

/// One family of instances and how far each of its free parameters went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Extent {
    /// The family with its fixed parameters ("every 3x3 matrix of {}"); empty for a bare
    /// parameter range such as `n <= 300`. The ranges print in place of `{}`, or after the
    /// family in parentheses when it has none.
    pub family: String,
    /// The free parameters, each with its interval.
    pub ranges: Vec<Range>,
}

impl Extent {
    /// Whether this extent covers `other`: the same family and, for each of `other`'s
    /// ranges, a range here that contains it.
    pub fn covers(&self, other: &Extent) -> bool {
        self.family == other.family
            && other
                .ranges
                .iter()
                .all(|r| self.ranges.iter().any(|s| s.contains(r)))
    }
}

impl fmt::Display for Extent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ranges = super::joined(&self.ranges, ", ");
        if self.family.contains("{}") {
            return f.write_str(&self.family.replacen("{}", &ranges, 1));
        }
        match (self.family.is_empty(), ranges.is_empty()) {
            (true, _) => f.write_str(&ranges),
            (false, true) => f.write_str(&self.family),
            (false, false) => write!(f, "{} ({ranges})", self.family),
        }
    }
}

/// How far an exhaustive check went: every extent was checked entirely.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Bound {
    /// The families checked.
    pub parts: Vec<Extent>,
}

impl Bound {
    /// Bare parameter ranges, e.g. `Bound::ranges([Range::at_most("n", 300)])`.
    pub fn ranges(ranges: impl IntoIterator<Item = Range>) -> Bound {
        Bound::family("", ranges)
    }

    /// `name <= hi`.
    pub fn at_most(name: &str, hi: impl TryInto<i64>) -> Bound {
        Bound::ranges([Range::at_most(name, hi)])
    }

    /// `lo <= name <= hi`.
    pub fn between(name: &str, lo: impl TryInto<i64>, hi: impl TryInto<i64>) -> Bound {
        Bound::ranges([Range::between(name, lo, hi)])
    }

    /// A family checked over the given ranges.
    pub fn family(family: &str, ranges: impl IntoIterator<Item = Range>) -> Bound {
        Bound {
            parts: vec![Extent {
                family: family.to_string(),
                ranges: ranges.into_iter().collect(),
            }],
        }
    }

    /// A finite family checked in full, with no size parameter ("the 3-cube").
    pub fn whole(family: &str) -> Bound {
        Bound::family(family, [])
    }

    /// This bound and `other` together.
    pub fn and(mut self, other: Bound) -> Bound {
        self.parts.extend(other.parts);
        self
    }

    /// Whether this bound covers `other`: each of `other`'s extents is covered by one of
    /// this bound's.
    pub fn covers(&self, other: &Bound) -> bool {
        other
            .parts
            .iter()
            .all(|o| self.parts.iter().any(|s| s.covers(o)))
    }
}

impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::joined(&self.parts, "; "))
    }
}

/// A bound as stored: typed, or a sentence from a record made before bounds were typed.
#[derive(Deserialize)]
#[serde(untagged)]
enum Stored {
    Typed { parts: Vec<Extent> },
    Sentence(String),
}

impl<'de> Deserialize<'de> for Bound {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Bound, D::Error> {
        Ok(match Stored::deserialize(d)? {
            Stored::Typed { parts } => Bound { parts },
            Stored::Sentence(text) => Bound::whole(&text),
        })
    }
}
