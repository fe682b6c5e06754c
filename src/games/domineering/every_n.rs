//! alpha_{m,n} for *every* n (Problems 4.1 and 4.2), by two ultimately periodic bounds.
//!
//! Scanning an m x n board column by column is a (min, +)-linear map applied n times to a
//! vector over finitely many states. Such a map T is homogeneous, T(v + c) = T(v) + c, so as
//! soon as the vector after K columns and the vector after K + p columns differ by a constant
//! c in every entry, every later vector repeats with period p and growth c: a finite
//! computation proves a statement for all n ([`detect`]). Two finite systems bound alpha:
//!
//! * **Upper bound**: ends whose running difference a - b (vertical minus horizontal
//!   dominoes, after each cell) stays within [-w, w]. They are some of the ends, so the
//!   least length among them with |a - b| <= 1 at the end is at least alpha.
//! * **Lower bound** (a Lagrangian relaxation outside a window): the running difference is
//!   followed exactly while it stays within [-w, w]; an end that leaves the window is
//!   charged from there on (k + j) per vertical and (k - j) per horizontal domino, for a
//!   rational lambda = j/k with |j| < k, with a correction that keeps the charge at most
//!   k (a + b) for every end with |a - b| <= 1 (see [`lower_bound`]). So alpha >= ceil(bound / k).
//! * **Lower bound keeping d modulo M** ([`lower_bound_modular`]): the same relaxation, but
//!   outside the window d is kept modulo an even M instead of its parity. An end that leaves
//!   the window is charged exactly k (a + b) + j d_end, so reading the class of d_end = c in
//!   {-1, 0, 1} as charge - j c gives exactly k (a + b) for the ends with d_end = c; the other
//!   ends of that class (d_end = c + t M) only lower the minimum. So it is as sound as the
//!   parity version, and never weaker than it (each class holds some of the ends of one parity,
//!   and charge - j c >= charge - |j|).
//!
//! Why the parity is not enough for 2 x n: its Right ends have three periodic patterns,
//! all vertical (1/2 domino per column, d rising by 1 every 2 columns), all horizontal (2/3
//! per column, d falling by 2 every 3 columns) and balanced (4/7, the law's slope). Only
//! lambda = 1/7 charges all three alike (4/7 per column); any other lambda makes one of the
//! first two cheaper than the law, so the bound's slope falls short. At lambda = 1/7 an end
//! may mix the patterns in any proportion, ending at any d at no cost in the charge, and
//! keeping the parity the balanced reading takes the cheapest of them over every even d. In
//! the computation (windows w = 1..=10) that minimum is one domino below the law at every
//! large n = 4 mod 7 (first at n = 4, 11, 11, 18, 18, 25, 25, ... for w = 1, 2, ...). A
//! heuristic (not used by the proof): the patterns shift (n, d) by (2, 1), (3, -2) and
//! (7, 0), which span the lattice n - 2d = 0 mod 7, so what a mixed end saves should depend
//! on d through 2d mod 7; keeping d mod 14, the class of d = 0 only holds ends with
//! 2d = 0 mod 7, and indeed the bound with w = 1, lambda = 1/7, M = 14 meets the law from
//! n = 4 on (checked by the periodicity argument, as every bound here).
//!
//! **Readings** ([`Reading`]). The paper's alpha counts Left and Right ends alike with
//! |a - b| <= 1. A real alternating game ends when the player to move is stuck, so which
//! player moved first fixes the kind of end and its a - b (Left first: a Left end with a = b or
//! a Right end with a = b + 1). Every bound reads only the ends its reading counts; a windowed
//! upper bound steeper than the law may still cover the n below its last period, where each n
//! is compared one by one (the real-play law of 2 x n needs it at n <= 5).
//!
//! Each kind of end (Left, Right) gets its own bounds; alpha is the least over both kinds. A
//! law F(n) with F(n + P) = F(n) + G is then proved for every n >= n0 when, on one period past
//! every system's start, the upper bound of some kind is at most F with no steeper slope, and
//! for each kind some (w, lambda) lower bound (or (w, lambda, M), [`prove_modular`]) is at
//! least F with no shallower slope.

use super::ends::EndKind;
use super::scan::{Machine, Placed, Rule, states};
use std::collections::HashMap;

const INF: i64 = i64::MAX / 4;

/// Which ends count, and at which a - b: the readings of alpha (see [`super::alpha`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// The paper's alpha: Left and Right ends alike, with a - b in {-1, 0, 1}.
    Paper,
    /// The shortest real alternating game, either player first: the player to move when it
    /// ends is the one stuck, so a Left end counts with a - b in {-1, 0} (Right first with one
    /// more horizontal domino, or Left first) and a Right end with a - b in {0, 1}.
    RealPlay,
    /// The shortest real game with Left moving first: Left ends with a = b, Right ends with
    /// a = b + 1.
    LeftFirst,
    /// The shortest real game with Right moving first: Right ends with a = b, Left ends with
    /// b = a + 1.
    RightFirst,
}

impl Reading {
    /// The values of a - b at which a `kind` end counts.
    pub fn counted(self, kind: EndKind) -> &'static [i64] {
        let left = kind == EndKind::Left;
        match self {
            Reading::Paper => &[-1, 0, 1],
            Reading::RealPlay if left => &[-1, 0],
            Reading::RealPlay => &[0, 1],
            Reading::LeftFirst if left => &[0],
            Reading::LeftFirst => &[1],
            Reading::RightFirst if left => &[-1],
            Reading::RightFirst => &[0],
        }
    }

    /// Whether a `kind` end with a = b counts.
    fn balanced(self, kind: EndKind) -> bool {
        self.counted(kind).contains(&0)
    }

    /// The values of a - b other than 0 at which a `kind` end counts.
    fn off(self, kind: EndKind) -> impl Iterator<Item = i64> {
        self.counted(kind).iter().copied().filter(|&d| d != 0)
    }
}

/// Sequences f_i(1), f_i(2), ... (readings of one vector) with f_i(n + period) =
/// f_i(n) + growth for every n >= start.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UltimatelyPeriodic {
    /// First n from which the sequence repeats.
    pub start: usize,
    /// The period p.
    pub period: usize,
    /// What f gains over one period.
    pub growth: i64,
    /// The readings at n = 1 .. start + period - 1 (`None`: no end qualifies).
    first: Vec<Vec<Option<i64>>>,
}

impl UltimatelyPeriodic {
    /// f_i(n) for any n >= 1.
    pub fn at(&self, n: usize, i: usize) -> Option<i64> {
        assert!(n >= 1, "the sequence starts at n = 1");
        if n <= self.first.len() {
            return self.first[n - 1][i];
        }
        let t = (n - self.start) / self.period;
        let r = self.start + (n - self.start) % self.period;
        self.first[r - 1][i].map(|v| v + t as i64 * self.growth)
    }

    /// Whether its slope growth/period is at most (`below`) or at least `growth/period`.
    fn slope_cmp(&self, growth: i64, period: usize, below: bool) -> bool {
        let (l, r) = (self.growth * period as i64, growth * self.period as i64);
        if below { l <= r } else { l >= r }
    }
}

/// Iterates `step` from `init` (n = 1, 2, ...) until the vector, less its least finite entry,
/// repeats; `read` gives f(n) from the vector after n columns. `None` if no repetition
/// appears within `max_n` columns.
fn detect(
    init: Vec<i64>,
    step: impl Fn(&[i64]) -> Vec<i64>,
    read: impl Fn(&[i64]) -> Vec<Option<i64>>,
    max_n: usize,
) -> Option<UltimatelyPeriodic> {
    // The normalised vector after n columns is `normal[n - 1]`; `seen` finds the earlier
    // columns whose vector has the same cheap hash, and the vectors themselves are compared.
    // (The map used to be keyed by the vectors themselves, so every column SipHashed every
    // entry; what remains of DOM-P4.1 and P4.2's time is the steps themselves.)
    let mut seen: HashMap<u64, Vec<usize>> = HashMap::new();
    let mut normal: Vec<Vec<i64>> = Vec::new();
    let mut bases: Vec<i64> = Vec::new();
    let mut first = Vec::new();
    let mut v = init;
    for n in 1..=max_n {
        v = step(&v);
        let base = v.iter().copied().filter(|&x| x < INF).min().unwrap_or(0);
        let this: Vec<i64> = v
            .iter()
            .map(|&x| if x < INF { x - base } else { INF })
            .collect();
        let key = mix(&this);
        let earlier = seen.entry(key).or_default();
        if let Some(&k) = earlier.iter().find(|&&k| normal[k - 1] == this) {
            return Some(UltimatelyPeriodic {
                start: k,
                period: n - k,
                growth: base - bases[k - 1],
                first,
            });
        }
        earlier.push(n);
        normal.push(this);
        bases.push(base);
        first.push(read(&v));
    }
    None
}

/// A cheap 64-bit hash of a vector (the multiply-rotate fold of rustc's FxHash): equal
/// vectors hash alike; [`detect`] compares the vectors whose hashes collide.
fn mix(v: &[i64]) -> u64 {
    v.iter().fold(v.len() as u64, |h, &x| {
        (h.rotate_left(5) ^ x as u64).wrapping_mul(0x517c_c1b7_2722_0a95)
    })
}

/// Scanned by columns (lines of m cells), a Left end forbids an empty pair along the lines
/// and a Right end across them; vertical dominoes lie along.
fn machine(m: usize, kind: EndKind) -> Machine {
    let rule = match kind {
        EndKind::Left => Rule::Along,
        _ => Rule::Across,
    };
    Machine::new(rule, m)
}

fn rule_states(m: usize, kind: EndKind) -> usize {
    match kind {
        EndKind::Left => states(Rule::Along, m),
        _ => states(Rule::Across, m),
    }
}

/// Two lower bounds on k (a + b) over `kind` ends with |a - b| <= 1: reading 0 over those
/// with a - b = 0, reading 1 over those with a - b = +-1 (a + b has the parity of a - b, which
/// the caller uses to round). The running difference d = a - b is followed exactly while
/// |d| <= w, each domino costing k; the step that takes |d| to w + 1 switches to the relaxed
/// mode, adding j d there, where a vertical domino costs k + j and a horizontal one k - j and
/// only the parity of d is kept. For an end that leaves the window at step t,
/// k (a + b) = k (a + b)_{<=t} + sum_{>t} (k + j delta) + j d_t - j d_end, and -j d_end is 0
/// when d_end = 0 and at least -|j| when d_end = +-1: every end is charged at most k (a + b).
///
/// This is [`lower_bound_modular`] with modulus 2.
pub fn lower_bound(
    m: usize,
    kind: EndKind,
    w: i64,
    (j, k): (i64, i64),
    max_n: usize,
) -> Option<UltimatelyPeriodic> {
    lower_bound_modular(m, kind, Reading::Paper, w, (j, k), 2, max_n)
}

/// [`lower_bound`] with the relaxed mode keeping d modulo an even `modulus` instead of its
/// parity alone. The readings are the same two lower bounds on k (a + b) (over ends with
/// a - b = 0 and with a - b = +-1), now taken over the relaxed ends with d_end = 0, 1 or -1
/// modulo `modulus` only. Each such end is charged exactly k (a + b) + j d_end, so reading
/// class c in {-1, 0, 1} as charge - j c is exactly k (a + b) for the ends with d_end = c
/// and some other number for the ends with d_end = c + t modulus, t != 0, which the
/// relaxation admits as well: the minimum stays a lower bound, and an even modulus keeps
/// the parity of a + b. With modulus 2 the classes 1 and -1 coincide and the reading is
/// charge - |j|, as in [`lower_bound`].
///
/// Under a reading of real play ([`Reading`]) each reading covers only the values of a - b
/// that count for the kind (none, for a reading that counts no such end): the minimum over
/// fewer ends, read the same way, so a lower bound on those ends for the same reason.
///
/// Why more than the parity: the module doc's 2 x n paragraph.
pub fn lower_bound_modular(
    m: usize,
    kind: EndKind,
    reading: Reading,
    w: i64,
    (j, k): (i64, i64),
    modulus: i64,
    max_n: usize,
) -> Option<UltimatelyPeriodic> {
    assert!(
        modulus >= 2 && modulus % 2 == 0,
        "the modulus must be even (it keeps the parity of a + b)"
    );
    let mach = machine(m, kind);
    let count = rule_states(m, kind);
    let span = (2 * w + 1) as usize;
    let classes = modulus as usize;
    let exact = |s: usize, d: i64| s * span + (d + w) as usize;
    let relaxed = |s: usize, d: i64| count * span + classes * s + d.rem_euclid(modulus) as usize;
    let size = count * span + classes * count;
    let mut init = vec![INF; size];
    init[exact(mach.initial(), 0)] = 0;
    let step = |v: &[i64]| {
        let mut cur = v.to_vec();
        let mut moves = Vec::with_capacity(3);
        for c in 0..m {
            let mut next = vec![INF; size];
            let mut relax = |i: usize, x: i64| next[i] = next[i].min(x);
            for s in 0..count {
                mach.step(s, c, &mut moves);
                for &(t, placed) in &moves {
                    let (dd, relaxed_cost) = match placed {
                        Placed::Nothing => (0, 0),
                        Placed::Along => (1, k + j),
                        Placed::Across => (-1, k - j),
                    };
                    for class in 0..modulus {
                        let x = cur[relaxed(s, class)];
                        if x < INF {
                            relax(relaxed(t, class + dd), x + relaxed_cost);
                        }
                    }
                    for d in -w..=w {
                        let x = cur[exact(s, d)];
                        if x >= INF {
                            continue;
                        }
                        let nd = d + dd;
                        let cost = if dd == 0 { 0 } else { k };
                        if nd.abs() <= w {
                            relax(exact(t, nd), x + cost);
                        } else {
                            relax(relaxed(t, nd), x + cost + j * nd);
                        }
                    }
                }
            }
            cur = next;
        }
        cur
    };
    let read = |v: &[i64]| {
        let ends = || (0..count).filter(|&s| mach.complete(s));
        let least = |xs: &mut dyn Iterator<Item = i64>| xs.filter(|&x| x < INF).min();
        let balanced = least(&mut ends().flat_map(|s| [v[exact(s, 0)], v[relaxed(s, 0)]]));
        // Exact ends at d = +-1 are read as [`lower_bound`] always read them (less |j|);
        // relaxed ends of class c less j c.
        let balanced = balanced.filter(|_| reading.balanced(kind));
        let exact_off =
            least(&mut ends().flat_map(|s| reading.off(kind).map(move |c| v[exact(s, c)])))
                .map(|x| x - j.abs());
        let relaxed_off = |c: i64| least(&mut ends().map(|s| v[relaxed(s, c)])).map(|x| x - j * c);
        let off = std::iter::once(exact_off)
            .chain(reading.off(kind).map(relaxed_off))
            .flatten()
            .min();
        vec![balanced, off]
    };
    detect(init, step, read, max_n)
}

/// The least a + b over `kind` ends of the m x n board with a - b at a value the reading
/// counts ([`Reading`]; |a - b| <= 1 for the paper's) whose running difference a - b stays
/// within [-w, w] (w >= 1).
pub fn windowed(
    m: usize,
    kind: EndKind,
    reading: Reading,
    w: i64,
    max_n: usize,
) -> Option<UltimatelyPeriodic> {
    let mach = machine(m, kind);
    let count = rule_states(m, kind);
    let span = (2 * w + 1) as usize;
    let at = |s: usize, d: i64| s * span + (d + w) as usize;
    let mut init = vec![INF; count * span];
    init[at(mach.initial(), 0)] = 0;
    let step = |v: &[i64]| {
        let mut cur = v.to_vec();
        let mut moves = Vec::with_capacity(3);
        for c in 0..m {
            let mut next = vec![INF; count * span];
            for s in 0..count {
                mach.step(s, c, &mut moves);
                for d in -w..=w {
                    let x = cur[at(s, d)];
                    if x >= INF {
                        continue;
                    }
                    for &(t, placed) in &moves {
                        let (dd, cost) = match placed {
                            Placed::Nothing => (0, 0),
                            Placed::Along => (1, 1),
                            Placed::Across => (-1, 1),
                        };
                        if (d + dd).abs() <= w {
                            let slot = &mut next[at(t, d + dd)];
                            *slot = (*slot).min(x + cost);
                        }
                    }
                }
            }
            cur = next;
        }
        cur
    };
    let counted = reading.counted(kind);
    let read = |v: &[i64]| {
        let least = (0..count)
            .filter(|&s| mach.complete(s))
            .flat_map(|s| counted.iter().map(move |&d| (s, d)))
            .map(|(s, d)| v[at(s, d)])
            .filter(|&x| x < INF)
            .min();
        vec![least]
    };
    detect(init, step, read, max_n)
}

/// A law alpha_{m,n} = f(n) for n >= from, with f(n + period) = f(n) + growth there.
#[derive(Debug, Clone, Copy)]
pub struct Law {
    /// The board's rows.
    pub m: usize,
    /// The formula.
    pub f: fn(usize) -> u32,
    /// Its period.
    pub period: usize,
    /// Its growth over one period.
    pub growth: i64,
    /// The first n it claims.
    pub from: usize,
    /// Which alpha it is about.
    pub reading: Reading,
}

/// A proof of a law for every n >= max(from, 2), as the bounds that carry it.
#[derive(Debug, Clone)]
pub struct Proof {
    /// The window w and the kind whose windowed ends give the upper bound.
    pub upper: Vec<(EndKind, i64, UltimatelyPeriodic)>,
    /// Windowed ends of a steeper slope that cover some small n the periodic ones do not:
    /// the kind, the window, and the largest n they cover (each n compared one by one).
    pub upper_small: Vec<(EndKind, i64, usize)>,
    /// For each kind, the window w and the lambda (j, k) of its lower bound.
    pub lower: Vec<(EndKind, i64, (i64, i64), UltimatelyPeriodic)>,
    /// For each lower bound (same order as `lower`), the modulus of d kept by its relaxed
    /// mode ([`lower_bound_modular`]; 2: the parity only, as in [`lower_bound`]).
    pub lower_moduli: Vec<i64>,
    /// Every n up to this was compared one by one; beyond, by periodicity.
    pub checked_to: usize,
}

impl Proof {
    /// The proof in one sentence: `law` holds for every n >= max(`from`, 2), by which bounds,
    /// their periods, and how far n was compared one at a time.
    pub fn describe(&self, law: &str, from: usize) -> String {
        // A proof's bounds are of Left and Right ends, named by their kind (`{k:?}`).
        let upper: Vec<String> = self
            .upper
            .iter()
            .map(|(k, w, s)| {
                format!(
                    "{k:?} ends with running |a - b| <= {w} (period {}, +{} from n = {})",
                    s.period, s.growth, s.start
                )
            })
            .collect();
        let lower: Vec<String> = self
            .lower
            .iter()
            .zip(&self.lower_moduli)
            .map(|((k, w, (j, q), s), modulus)| {
                format!(
                    "{k:?} ends: window {w}, lambda = {j}/{q}, {} outside (period {} from n = {})",
                    if *modulus == 2 {
                        "the parity of a - b kept".to_string()
                    } else {
                        format!("a - b mod {modulus} kept")
                    },
                    s.period,
                    s.start
                )
            })
            .collect();
        let small: String = self
            .upper_small
            .iter()
            .map(|(k, w, to)| {
                format!(" (for n <= {to} also {k:?} ends with running |a - b| <= {w})")
            })
            .collect();
        format!(
            "{law} for every n >= {}, by two ultimately periodic (min, +) scans: upper bound from {}{small}; lower bounds from {}; compared one n at a time to n = {}, beyond by periodicity",
            from.max(2),
            upper.join(" and "),
            lower.join(" and "),
            self.checked_to
        )
    }
}

/// The least a + b allowed by the two readings of [`lower_bound`]: at least ceil(x / k),
/// even for a - b = 0 and odd for a - b = +-1.
pub fn parity_bound(balanced: Option<i64>, off: Option<i64>, k: i64) -> i64 {
    let up = |x: i64, odd: bool| {
        let c = (x + k - 1).div_euclid(k);
        if (c.rem_euclid(2) == 1) == odd {
            c
        } else {
            c + 1
        }
    };
    [balanced.map(|x| up(x, false)), off.map(|x| up(x, true))]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(i64::MAX)
}

fn lcm(a: usize, b: usize) -> usize {
    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    a / gcd(a, b) * b
}

/// Tries to prove `law` for every n >= max(law.from, 2) (boards with a side 1 excluded: there
/// the empty placement is an end and the scan's "every end" is not the paper's). Windows
/// w = 1..=max_w for the upper bound, lambdas j/k with 1 <= k <= max_k for the lower bound.
/// `None` when these bounds do not meet the law everywhere (which proves nothing either way).
///
/// This is [`prove_modular`] with the relaxations keeping the parity of d only.
pub fn prove(law: &Law, max_w: i64, max_k: i64, max_n: usize) -> Option<Proof> {
    prove_modular(law, max_w, max_k, &[2], max_n)
}

/// [`prove`] with lower bounds from [`lower_bound_modular`] for each modulus of `moduli` (each
/// even), tried in the order given: for each kind, the first modulus, then window, then
/// lambda, whose bound meets the law. A larger modulus costs more states per scan (and its
/// vector may repeat later) but gives a bound at least as strong when it is a multiple of a
/// smaller one (its classes split theirs).
pub fn prove_modular(
    law: &Law,
    max_w: i64,
    max_k: i64,
    moduli: &[i64],
    max_n: usize,
) -> Option<Proof> {
    let from = law.from.max(2);
    let f = |n: usize| (law.f)(n) as i64;
    // Upper bound: the first window that meets the law (a smaller window is cheaper). Its
    // sequences with the law's slope or a shallower one carry every n past the last start;
    // a steeper one is still an upper bound where it is compared, so it may cover the n
    // below the last period (the real-play reading of 2 x n needs that at n = 3).
    let mut upper = Vec::new();
    let mut upper_small = Vec::new();
    'windows: for w in 1..=max_w {
        let (seqs, steep): (Vec<_>, Vec<_>) = [EndKind::Left, EndKind::Right]
            .into_iter()
            .filter_map(|kind| windowed(law.m, kind, law.reading, w, max_n).map(|s| (kind, s)))
            .partition(|(_, s)| s.slope_cmp(law.growth, law.period, true));
        let span = seqs.iter().fold(law.period, |l, (_, s)| lcm(l, s.period));
        let top = seqs
            .iter()
            .map(|(_, s)| s.start)
            .max()
            .unwrap_or(1)
            .max(from)
            + span;
        let meets = |seqs: &[(EndKind, UltimatelyPeriodic)], n: usize| {
            seqs.iter()
                .find(|(_, s)| s.at(n, 0).is_some_and(|v| v <= f(n)))
                .map(|(kind, _)| *kind)
        };
        let mut small: Vec<(EndKind, i64, usize)> = Vec::new();
        for n in from..=top {
            if meets(&seqs, n).is_some() {
                continue;
            }
            match meets(&steep, n) {
                Some(kind) if n + span <= top => match small.iter_mut().find(|e| e.0 == kind) {
                    Some(e) => e.2 = n,
                    None => small.push((kind, w, n)),
                },
                _ => continue 'windows,
            }
        }
        // (With no sequence of the law's slope, n = top is met by none: the loop above moved
        // on to the next window, since span >= the law's period >= 1.)
        upper = seqs.into_iter().map(|(kind, s)| (kind, w, s)).collect();
        upper_small = small;
        break;
    }
    if upper.is_empty() {
        return None;
    }
    // Lower bound, each kind on its own.
    let mut lower = Vec::new();
    let mut lower_moduli = Vec::new();
    let mut checked_to = 0;
    for kind in [EndKind::Left, EndKind::Right] {
        let mut found = None;
        'search: for &modulus in moduli {
            for w in 1..=max_w {
                for k in 1..=max_k {
                    for j in -(k - 1)..=(k - 1) {
                        let Some(r) = lower_bound_modular(
                            law.m,
                            kind,
                            law.reading,
                            w,
                            (j, k),
                            modulus,
                            max_n,
                        ) else {
                            continue;
                        };
                        // Slope of the bound, growth / (period k), at least the law's.
                        if (r.growth * law.period as i64) < law.growth * r.period as i64 * k {
                            continue;
                        }
                        // Over a span that is a multiple of r.period * 2k, each reading gains a
                        // multiple of 2k, so the rounded bound shifts by an even number.
                        let span = lcm(law.period, r.period * 2 * k as usize);
                        let top = r.start.max(from) + span;
                        let bound = |n: usize| parity_bound(r.at(n, 0), r.at(n, 1), k);
                        if (from..=top).all(|n| bound(n) >= f(n)) {
                            checked_to = checked_to.max(top);
                            found = Some(((kind, w, (j, k), r), modulus));
                            break 'search;
                        }
                    }
                }
            }
        }
        let (bound, modulus) = found?;
        lower.push(bound);
        lower_moduli.push(modulus);
    }
    for (_, _, s) in &upper {
        checked_to = checked_to.max(s.start.max(from) + lcm(law.period, s.period));
    }
    Some(Proof {
        upper,
        upper_small,
        lower,
        lower_moduli,
        checked_to,
    })
}
