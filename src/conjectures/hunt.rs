//! Hunting: random instances past the checked bound, for as long as the user allows.
//!
//! A quantity's hunt draws each ranged parameter past the bound (one parameter past its
//! range, the others anywhere up to their reach), up to the kind's hunt reach
//! ([`super::quantity::ParamSpec::hunt_reach`], chosen so one instance stays near a second),
//! skips instances the cost model puts past a second, and compares exactly as the check does
//! ([`super::check::judge`]). A property's hunt is the claim's registered hunt
//! (`src/hunt/`): the same predicate, on the generator the project keeps for it. A hunt never
//! proves anything; its note reads "hunted: N instances up to X, no counterexample".

use super::check::{Judged, judge};
use super::quantity::{Instance, Solvers, Value, instance_seconds};
use super::spec::{Conjecture, Grid, Param};
use crate::hunt::ByteStream;
use std::time::{Duration, Instant};

/// What a hunt found.
#[derive(Debug, Clone, PartialEq)]
pub struct Hunted {
    /// Instances checked.
    pub instances: u64,
    /// The largest instance, in words.
    pub largest: Option<String>,
    /// (detail, replay) of a counterexample.
    pub counterexample: Option<(String, String)>,
    /// Seconds spent.
    pub seconds: f64,
    /// Where the instances came from, in words.
    pub region: String,
}

impl Hunted {
    /// "hunted: 120 instances up to n = 1999 (n past 60, up to 30000) in 2 s, no counterexample".
    pub fn note(&self) -> String {
        if let Some(why) = self.region.strip_prefix("no hunt: ") {
            return format!("not hunted: {why}");
        }
        let up_to = self
            .largest
            .as_ref()
            .map_or(String::new(), |l| format!(" up to {l}"));
        format!(
            "hunted: {} instances{up_to} ({}) in {:.0} s, {}",
            self.instances,
            self.region,
            self.seconds,
            if self.counterexample.is_some() {
                "a counterexample"
            } else {
                "no counterexample"
            }
        )
    }
}

/// One instance's time limit in a hunt, by the cost model: a second, or a quarter of the
/// hunt's time when that is longer (a 10 s hunt reaches S_17). An instance must also fit the
/// time left.
fn instance_limit(time: Duration) -> f64 {
    (time.as_secs_f64() / 4.0).max(1.0)
}
/// Draws in a row that give no instance before the hunt gives up.
const MAX_DRY_DRAWS: u32 = 10_000;

struct Rng(ByteStream);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0
            .next_bytes(8)
            .iter()
            .fold(0u64, |a, &b| (a << 8) | u64::from(b))
    }

    /// Uniform in lo..=hi (half the time), or near lo (log-uniform offset).
    fn draw(&mut self, lo: i64, hi: i64) -> i64 {
        let span = (hi - lo) as u64;
        if span == 0 {
            return lo;
        }
        let r = self.next();
        let offset = if self.next() & 1 == 0 {
            r % (span + 1)
        } else {
            let bits = (self.next() % 64) as u32;
            (r & ((1u64 << bits) - 1).max(1)) % (span + 1)
        };
        lo + offset as i64
    }
}

/// Hunts `c` past `past` (the bound just checked) for `time`, seeded. `Err` is bad input met
/// on an instance (the formula fails there).
pub fn hunt(c: &Conjecture, past: &Grid, time: Duration, seed: u64) -> Result<Hunted, String> {
    let start = Instant::now();
    if c.kind.is_property() {
        let Some(h) = crate::hunt::find(&c.about) else {
            return Ok(none(start, format!("{} has no registered hunt", c.about)));
        };
        let mut stream = ByteStream::new(seed);
        let r = crate::hunt::run(h, &mut stream, |_| start.elapsed() >= time);
        return Ok(Hunted {
            instances: r.instances,
            largest: r.largest.map(|(_, d)| d),
            counterexample: r.counterexample,
            seconds: start.elapsed().as_secs_f64(),
            region: format!("the registered hunt of {}: {}", c.about, h.instances),
        });
    }
    let specs = c.kind.params();
    // (index, from, to, reach) of each ranged parameter.
    let ranged: Vec<(usize, i64, i64, i64)> = past
        .0
        .iter()
        .enumerate()
        .filter_map(|(i, (name, p))| match p {
            Param::Range { from, to } => {
                let reach = specs.iter().find(|s| s.name == *name)?.hunt_reach;
                Some((i, *from, *to, reach))
            }
            _ => None,
        })
        .collect();
    let outside: Vec<&(usize, i64, i64, i64)> = ranged
        .iter()
        .filter(|(_, _, to, reach)| reach > to)
        .collect();
    let reach_text = c.kind.hunt_note();
    if ranged.is_empty() {
        return Ok(none(start, "no parameter has a range to hunt past".into()));
    }
    if outside.is_empty() {
        return Ok(none(
            start,
            format!(
                "the bound {} already reaches the hunt's reach: {reach_text}",
                past.describe()
            ),
        ));
    }
    let region = format!("past {}; {reach_text}", past.describe());
    // A small region is hunted without repeats (a repeat is a dry draw, so the hunt ends once
    // every instance of it is checked); a large one is not worth the memory.
    let region_size: f64 = ranged
        .iter()
        .map(|&(_, from, to, reach)| (to.max(reach) - from + 1) as f64)
        .product();
    let mut seen = (region_size <= 1e6).then(std::collections::HashSet::<Instance>::new);
    let mut rng = Rng(ByteStream::new(seed));
    let mut solvers = Solvers::default();
    let (mut instances, mut dry) = (0u64, 0u32);
    let mut largest: Option<(i64, String)> = None;
    while start.elapsed() < time && dry < MAX_DRY_DRAWS {
        // One parameter past its range, the others anywhere up to their reach.
        let pivot = outside[(rng.next() % outside.len() as u64) as usize].0;
        let mut values: Vec<(&'static str, Value)> = Vec::new();
        let mut size = 0;
        for (i, (name, p)) in past.0.iter().enumerate() {
            let v = match (p, ranged.iter().find(|r| r.0 == i)) {
                (Param::List(l), _) => Value::List(l.clone()),
                (Param::Int(v), _) => Value::Int(*v),
                (Param::Range { .. }, Some(&(_, from, to, reach))) => {
                    let x = if i == pivot {
                        rng.draw(to + 1, reach)
                    } else {
                        rng.draw(from, to.max(reach))
                    };
                    size += x;
                    Value::Int(x)
                }
                (Param::Range { from, .. }, None) => Value::Int(*from),
            };
            values.push((*name, v));
        }
        let t = Instance(values);
        if c.kind.outside(&t).is_some()
            || instance_seconds(c.kind, &t)
                > instance_limit(time).min(time.saturating_sub(start.elapsed()).as_secs_f64())
            || seen.as_mut().is_some_and(|s| !s.insert(t.clone()))
        {
            dry += 1;
            continue;
        }
        match judge(c, &mut solvers, &t)? {
            Judged::Skipped | Judged::Unreached(_) => dry += 1,
            Judged::Holds(_) => {
                dry = 0;
                instances += 1;
                if largest.as_ref().is_none_or(|(s, _)| size > *s) {
                    largest = Some((size, t.describe()));
                }
            }
            Judged::Fails(detail, replay) => {
                return Ok(Hunted {
                    instances: instances + 1,
                    largest: largest.map(|(_, d)| d),
                    counterexample: Some((detail, replay)),
                    seconds: start.elapsed().as_secs_f64(),
                    region,
                });
            }
        }
    }
    if instances == 0 && dry >= MAX_DRY_DRAWS {
        return Ok(none(
            start,
            format!(
                "no instance past {} fits the hunt's limit of {:.0} s an instance; {reach_text}",
                past.describe(),
                instance_limit(time)
            ),
        ));
    }
    Ok(Hunted {
        instances,
        largest: largest.map(|(_, d)| d),
        counterexample: None,
        seconds: start.elapsed().as_secs_f64(),
        region,
    })
}

fn none(start: Instant, why: String) -> Hunted {
    Hunted {
        instances: 0,
        largest: None,
        counterexample: None,
        seconds: start.elapsed().as_secs_f64(),
        region: format!("no hunt: {why}"),
    }
}
