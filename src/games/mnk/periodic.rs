//! Periodic pairings of the infinite board (Theorem 8: (inf, inf, 9, 1, 1) is a draw).
//!
//! A periodic pairing repeats with period N in both directions, so it is given on an N x N
//! torus: every torus square has at most one partner, named by its offset in the plane
//! (d steps along one of the four directions, 1 <= |d| < k). In the plane, square x is paired
//! with x + offset; the partner's offset must be the opposite one. Every k-window of the
//! plane must hold a pair; by periodicity it is enough to check the windows starting in one
//! period.
//!
//! Search: on the torus every line is a cycle of N squares with N window starts. A line
//! needs ceil(N / (k - 1)) pairs (Lemma 9's counting per period), so 4N lines need
//! 8N ceil(N / (k - 1)) squares of N^2: for k = 9 and N = 8 every square is paired, each
//! line holds one pair of adjacent squares, and finding the pairing is an exact cover
//! (every line one pair, every square once), solved by depth-first search on the line with
//! the fewest remaining options. Counting also shows k <= 8 has no periodic pairing: a line
//! then needs at least 2N/7 > N/4 of its squares paired.

use super::lines::DIRECTIONS;

/// A torus pairing: for each square (row-major on the N x N torus), the plane offset
/// (columns, rows) to its partner.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodic {
    /// The period.
    pub n: usize,
    /// k.
    pub k: usize,
    /// Offsets; `None` for an unpaired square.
    pub offset: Vec<Option<(i64, i64)>>,
}

/// One way for a torus line to hold its pair: (square, partner, offset from square to partner).
type Choice = (usize, usize, (i64, i64));

fn wrap(x: i64, n: usize) -> usize {
    x.rem_euclid(n as i64) as usize
}

impl Periodic {
    /// The torus square of plane square (x, y).
    fn square(&self, x: i64, y: i64) -> usize {
        wrap(y, self.n) * self.n + wrap(x, self.n)
    }

    /// Checks the pairing with a plain scan of the plane: offsets go along a direction by
    /// fewer than k steps, partners point back, and every k-window starting in one period
    /// holds a pair.
    pub fn check(&self) -> Result<(), String> {
        let n = self.n as i64;
        let k = self.k as i64;
        if self.offset.len() != self.n * self.n {
            return Err("the pairing does not match the period".into());
        }
        for y in 0..n {
            for x in 0..n {
                let Some((dx, dy)) = self.offset[self.square(x, y)] else {
                    continue;
                };
                let steps = dx.abs().max(dy.abs());
                let along = DIRECTIONS.iter().any(|&(a, b)| {
                    (dx, dy) == (a * steps, b * steps) || (dx, dy) == (-a * steps, -b * steps)
                });
                if steps == 0 || steps >= k || !along {
                    return Err(format!(
                        "square ({x},{y}) has offset ({dx},{dy}), not along a line within {} steps",
                        k - 1
                    ));
                }
                if self.offset[self.square(x + dx, y + dy)] != Some((-dx, -dy)) {
                    return Err(format!(
                        "square ({x},{y}) and its partner are not paired both ways"
                    ));
                }
            }
        }
        for &(dc, dr) in &DIRECTIONS {
            for y in 0..n {
                for x in 0..n {
                    let window: Vec<(i64, i64)> =
                        (0..k).map(|i| (x + dc * i, y + dr * i)).collect();
                    let covered = window.iter().any(|&(a, b)| {
                        self.offset[self.square(a, b)]
                            .is_some_and(|(dx, dy)| window.contains(&(a + dx, b + dy)))
                    });
                    if !covered {
                        return Err(format!(
                            "the window of {k} from ({x},{y}) in direction ({dc},{dr}) holds no pair"
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// One period as a board-sized pairing (for [`super::pairing::picture`]; a pair may wrap
    /// around the edge of the period).
    pub fn as_pairing(&self) -> Vec<Option<usize>> {
        (0..self.n * self.n)
            .map(|s| {
                let (x, y) = ((s % self.n) as i64, (s / self.n) as i64);
                self.offset[s].map(|(dx, dy)| self.square(x + dx, y + dy))
            })
            .collect()
    }
}

/// Searches for an N-periodic pairing for k in which every torus line holds exactly one pair,
/// of neighbouring squares: the shape counting forces when N = k - 1 (for larger N a line
/// needs more pairs; for smaller N the squares run out). Returns `None` when the exact cover has no solution or `budget` nodes run out
/// (the two are told apart by the second value: true when the search was exhausted).
pub fn find_adjacent(n: usize, k: usize, budget: u64) -> (Option<Periodic>, bool) {
    assert!(n < k, "one pair per line covers only k - 1 window starts");
    let ni = n as i64;
    // Torus lines: (direction, index of its cycle) -> the squares in order.
    let mut lines: Vec<(usize, Vec<(i64, i64)>)> = Vec::new();
    for (d, &(dc, dr)) in DIRECTIONS.iter().enumerate() {
        let mut seen = vec![false; n * n];
        for y in 0..ni {
            for x in 0..ni {
                let s = wrap(y, n) * n + wrap(x, n);
                if seen[s] {
                    continue;
                }
                let cycle: Vec<(i64, i64)> = (0..ni).map(|i| (x + dc * i, y + dr * i)).collect();
                for &(a, b) in &cycle {
                    seen[wrap(b, n) * n + wrap(a, n)] = true;
                }
                lines.push((d, cycle));
            }
        }
    }
    // Options of a line: its adjacent pairs (position i and i + 1 along the cycle).
    let options: Vec<Vec<Choice>> = lines
        .iter()
        .map(|(d, cycle)| {
            let (dc, dr) = DIRECTIONS[*d];
            (0..n)
                .map(|i| {
                    let (a, b) = cycle[i];
                    let s = wrap(b, n) * n + wrap(a, n);
                    let t = wrap(b + dr, n) * n + wrap(a + dc, n);
                    (s, t, (dc, dr))
                })
                .filter(|&(s, t, _)| s != t)
                .collect()
        })
        .collect();
    let mut offset: Vec<Option<(i64, i64)>> = vec![None; n * n];
    let mut done = vec![false; lines.len()];
    let mut nodes = 0u64;
    fn go(
        options: &[Vec<Choice>],
        offset: &mut [Option<(i64, i64)>],
        done: &mut [bool],
        nodes: &mut u64,
        budget: u64,
    ) -> Option<bool> {
        *nodes += 1;
        if *nodes > budget {
            return None;
        }
        let free = |o: &Choice, offset: &[Option<(i64, i64)>]| {
            offset[o.0].is_none() && offset[o.1].is_none()
        };
        // Every remaining line needs two free squares of its own.
        let open = done.iter().filter(|d| !**d).count();
        if 2 * open > offset.iter().filter(|o| o.is_none()).count() {
            return Some(false);
        }
        let best = (0..options.len())
            .filter(|&l| !done[l])
            .min_by_key(|&l| options[l].iter().filter(|o| free(o, offset)).count());
        let Some(line) = best else {
            return Some(true);
        };
        done[line] = true;
        for o in &options[line] {
            if !free(o, offset) {
                continue;
            }
            let (s, t, (dc, dr)) = *o;
            offset[s] = Some((dc, dr));
            offset[t] = Some((-dc, -dr));
            match go(options, offset, done, nodes, budget) {
                Some(false) => {}
                other => return other,
            }
            offset[s] = None;
            offset[t] = None;
        }
        done[line] = false;
        Some(false)
    }
    if k < 2 || n == 0 {
        return (None, true);
    }
    match go(&options, &mut offset, &mut done, &mut nodes, budget) {
        Some(true) => (Some(Periodic { n, k, offset }), true),
        Some(false) => (None, true),
        None => (None, false),
    }
}
