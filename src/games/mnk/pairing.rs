//! Pairing strategies (section 4, Algorithm 4.1): W pairs squares so that every k-window
//! (k consecutive squares along a row, column or diagonal) contains both squares of a pair;
//! answering each B stone on a paired square with its partner then blocks every line.
//!
//! * [`check`]: a deliberately naive checker with its own line scan.
//! * [`find`]: depth-first search for a pairing (the uncovered window with the fewest ways to
//!   cover it first); exhausting the search proves that none exists.
//! * [`lemma_9_bound`], [`theorem_10_rhs`]: the counting bounds, and
//!   [`min_paired_cells_on_line`], an exhaustive count that checks Lemma 9 (and
//!   [`lemma_9_attained`], where it meets the bound).

use super::board::Params;

/// A pairing: `partner[c]` is the square paired with c, if any.
pub type Pairing = Vec<Option<usize>>;

/// Checks a pairing with its own scan of every k-window. Returns the first uncovered window
/// (as square names) or a malformed pair.
pub fn check(p: &Params, pairing: &Pairing) -> Result<(), String> {
    if pairing.len() != p.m * p.n {
        return Err("the pairing does not match the board size".into());
    }
    for (a, partner) in pairing.iter().enumerate() {
        if let Some(b) = *partner
            && (b == a || pairing.get(b).copied().flatten() != Some(a))
        {
            {
                return Err(format!(
                    "{} and {} are not paired both ways",
                    p.cell_name(a),
                    p.cell_name(b)
                ));
            }
        }
    }
    let (m, n, k) = (p.m as i64, p.n as i64, p.k as i64);
    for (dc, dr) in [(1i64, 0i64), (0, 1), (1, 1), (1, -1)] {
        for r0 in 0..n {
            for c0 in 0..m {
                let cells: Vec<usize> = (0..k)
                    .map(|i| (c0 + dc * i, r0 + dr * i))
                    .take_while(|&(c, r)| c >= 0 && c < m && r >= 0 && r < n)
                    .map(|(c, r)| (r * m + c) as usize)
                    .collect();
                if cells.len() as i64 != k {
                    continue;
                }
                let covered = cells
                    .iter()
                    .any(|&a| pairing[a].is_some_and(|b| cells.contains(&b)));
                if !covered {
                    let names: Vec<String> = cells.iter().map(|&c| p.cell_name(c)).collect();
                    return Err(format!("the window {} holds no pair", names.join(" ")));
                }
            }
        }
    }
    Ok(())
}

/// Result of a pairing search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    /// A pairing (already re-verified by [`check`]).
    Found(Pairing),
    /// The search space was exhausted: no pairing exists.
    None,
    /// The node budget ran out.
    Unknown,
}

/// Searches for a pairing with at most `budget` search nodes (boards of at most 64 squares;
/// larger boards answer `Unknown`: use [`super::segments::construct`]).
pub fn find(p: &Params, budget: u64) -> Search {
    find_from(p, vec![None; p.cells()], budget)
}

/// [`find`], keeping the pairs of `fixed` (a partial pairing, both ways): a pairing that
/// contains them, or `None` when no such pairing exists. A `fixed` of the wrong length or
/// not paired both ways gives `None`.
pub fn find_from(p: &Params, fixed: Pairing, budget: u64) -> Search {
    if !p.fits_bitboard() {
        return Search::Unknown;
    }
    let windows = p.windows();
    let cells = p.cells();
    if fixed.len() != cells
        || fixed
            .iter()
            .enumerate()
            .any(|(a, b)| b.is_some_and(|b| b == a || b >= cells || fixed[b] != Some(a)))
    {
        return Search::None;
    }
    let mut partner: Pairing = fixed;
    let mut nodes = 0u64;
    fn covered(w: u64, partner: &Pairing) -> bool {
        let mut s = w;
        while s != 0 {
            let a = s.trailing_zeros() as usize;
            s &= s - 1;
            if partner[a].is_some_and(|b| w >> b & 1 == 1) {
                return true;
            }
        }
        false
    }
    fn go(windows: &[u64], partner: &mut Pairing, nodes: &mut u64, budget: u64) -> Option<bool> {
        *nodes += 1;
        if *nodes > budget {
            return None;
        }
        // The uncovered window with the fewest free squares.
        let mut best: Option<(u32, u64)> = None;
        for &w in windows {
            if covered(w, partner) {
                continue;
            }
            let free = (0..64)
                .filter(|&c| w >> c & 1 == 1 && partner[c].is_none())
                .count() as u32;
            if free < 2 {
                return Some(false);
            }
            if best.is_none_or(|(f, _)| free < f) {
                best = Some((free, w));
            }
        }
        let Some((_, w)) = best else {
            return Some(true);
        };
        let free: Vec<usize> = (0..64)
            .filter(|&c| w >> c & 1 == 1 && partner[c].is_none())
            .collect();
        for i in 0..free.len() {
            for j in i + 1..free.len() {
                let (a, b) = (free[i], free[j]);
                partner[a] = Some(b);
                partner[b] = Some(a);
                match go(windows, partner, nodes, budget) {
                    Some(true) => return Some(true),
                    None => return None,
                    Some(false) => {}
                }
                partner[a] = None;
                partner[b] = None;
            }
        }
        Some(false)
    }
    match go(&windows, &mut partner, &mut nodes, budget) {
        Some(true) => {
            debug_assert!(check(p, &partner).is_ok());
            Search::Found(partner)
        }
        Some(false) => Search::None,
        None => Search::Unknown,
    }
}

/// Lemma 9's bound: a line of l squares needs at least 2 floor((l-1)/(k-1)) paired squares.
pub fn lemma_9_bound(l: usize, k: usize) -> usize {
    if l < k { 0 } else { 2 * ((l - 1) / (k - 1)) }
}

/// The least number of paired squares covering every k-window of a line of l squares, by
/// exhaustive search (each square in at most one pair, both squares of a pair in the line).
pub fn min_paired_cells_on_line(l: usize, k: usize) -> usize {
    fn go(l: usize, k: usize, pairs: &mut Vec<(usize, usize)>, best: &mut usize) {
        // The first window (by start) without a pair inside it.
        let uncovered =
            (0..=l.saturating_sub(k)).find(|&s| !pairs.iter().any(|&(a, b)| a >= s && b < s + k));
        let Some(s) = uncovered else {
            *best = (*best).min(2 * pairs.len());
            return;
        };
        if l < k || 2 * (pairs.len() + 1) >= *best {
            return;
        }
        let used =
            |c: usize, pairs: &Vec<(usize, usize)>| pairs.iter().any(|&(a, b)| a == c || b == c);
        for a in s..s + k {
            for b in a + 1..s + k {
                if !used(a, pairs) && !used(b, pairs) {
                    pairs.push((a, b));
                    go(l, k, pairs, best);
                    pairs.pop();
                }
            }
        }
    }
    if l < k {
        return 0;
    }
    let mut best = usize::MAX;
    go(l, k, &mut Vec::new(), &mut best);
    best
}

/// Whether the Lemma 9 bound is attained (the greedy pairing of the proof is optimal) for
/// every l <= `max_l` and 3 <= k <= l.
pub fn lemma_9_attained(max_l: usize) -> bool {
    (3..=max_l).all(|l| (3..=l).all(|k| min_paired_cells_on_line(l, k) == lemma_9_bound(l, k)))
}

/// The right-hand side of Theorem 10 (for m >= n): the least number of paired squares.
pub fn theorem_10_rhs(m: usize, n: usize, k: usize) -> usize {
    let f = |l: usize| if l == 0 { 0 } else { (l - 1) / (k - 1) };
    2 * (n * f(m) + m * f(n) + 4 * (1..n).map(f).sum::<usize>() + 2 * (m - n + 1) * f(n))
}

/// The same bound summed line by line over the board's actual rows, columns and diagonals.
pub fn lines_bound(p: &Params) -> usize {
    let (m, n) = (p.m, p.n);
    let mut total = n * lemma_9_bound(m, p.k) + m * lemma_9_bound(n, p.k);
    // Diagonal lengths in each direction: for d = c - r (or c + r), min(...) cells.
    for d in -(n as i64 - 1)..=(m as i64 - 1) {
        let len = (0..n as i64)
            .filter(|&r| (0..m as i64).contains(&(r + d)))
            .count();
        total += 2 * lemma_9_bound(len, p.k);
    }
    total
}

/// The horizontal pairing of Theorem 14: each square on an odd-numbered column (1st, 3rd, ...)
/// with the square to its right, unless it is in the rightmost column.
pub fn theorem_14_pairing(p: &Params) -> Pairing {
    let mut partner = vec![None; p.cells()];
    for r in 0..p.n {
        for c in (0..p.m.saturating_sub(1)).step_by(2) {
            let (a, b) = (r * p.m + c, r * p.m + c + 1);
            partner[a] = Some(b);
            partner[b] = Some(a);
        }
    }
    partner
}

/// A picture: the two squares of a pair share a label (one character while there are at most
/// 62 pairs, two characters beyond), `.` unpaired; row n at the top as in the paper.
pub fn picture(p: &Params, pairing: &Pairing) -> String {
    let alphabet: Vec<char> = ('a'..='z').chain('A'..='Z').chain('0'..='9').collect();
    let pairs = pairing
        .iter()
        .enumerate()
        .filter(|&(a, b)| b.is_some_and(|b| a < b))
        .count();
    let wide = pairs > alphabet.len();
    let blank = if wide { ".." } else { "." };
    let mut label = vec![blank.to_string(); p.cells()];
    let mut next = 0;
    for a in 0..p.cells() {
        if let Some(b) = pairing[a]
            && a < b
        {
            let name = if wide {
                format!(
                    "{}{}",
                    alphabet[next / alphabet.len() % alphabet.len()],
                    alphabet[next % alphabet.len()]
                )
            } else {
                alphabet[next].to_string()
            };
            label[a] = name.clone();
            label[b] = name;
            next += 1;
        }
    }
    let sep = if wide { " " } else { "" };
    (0..p.n)
        .rev()
        .map(|r| {
            (0..p.m)
                .map(|c| label[r * p.m + c].as_str())
                .collect::<Vec<_>>()
                .join(sep)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The pairs as square names, `a1-b2`, in order of their first square.
pub fn pair_list(p: &Params, pairing: &Pairing) -> Vec<String> {
    pairing
        .iter()
        .enumerate()
        .filter_map(|(a, b)| {
            b.filter(|&b| a < b)
                .map(|b| format!("{}-{}", p.cell_name(a), p.cell_name(b)))
        })
        .collect()
}

/// Can B complete a line against W playing Algorithm 4.1 with `pairing`, whatever W does when
/// B's square has no free partner? (B chooses W's free moves too.)
pub fn b_can_beat_pairing(g: &Params, pairing: &Pairing) -> bool {
    let windows = g.windows();
    let cells = g.cells();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![(0u64, 0u64)];
    while let Some((b, w)) = stack.pop() {
        if !seen.insert((b, w)) {
            continue;
        }
        if windows.iter().any(|&x| x & !b == 0) {
            return true;
        }
        for c in (0..cells).filter(|&c| (b | w) >> c & 1 == 0) {
            let nb = b | 1 << c;
            let free: Vec<usize> = (0..cells).filter(|&d| (nb | w) >> d & 1 == 0).collect();
            if windows.iter().any(|&x| x & !nb == 0) {
                return true;
            }
            match pairing[c] {
                Some(d) if free.contains(&d) => stack.push((nb, w | 1 << d)),
                _ if free.is_empty() => {}
                _ => stack.extend(free.iter().map(|&d| (nb, w | 1 << d))),
            }
        }
    }
    false
}

/// The squares where a stone completes a line for the side holding `own`, given the other
/// side's `other` (the immediate winning squares, "threats").
pub fn threats(g: &Params, own: u64, other: u64) -> Vec<usize> {
    let windows = g.windows();
    (0..g.cells())
        .filter(|&c| (own | other) >> c & 1 == 0)
        .filter(|&c| windows.iter().any(|&w| w & !(own | 1 << c) == 0))
        .collect()
}

/// Two squares, each (x, y) from 1: column x (a = 1), row y (1 at the bottom).
pub type Pair = ((usize, usize), (usize, usize));

/// A pattern: its pairs.
pub type Pairs = Vec<Pair>;

/// The pairing of `pairs` ((x, y) pairs, 1-based) on the m x n board, or an error naming a
/// square used twice or off the board.
pub fn pairing_of(g: &Params, pairs: &[Pair]) -> Result<Pairing, String> {
    let mut partner: Pairing = vec![None; g.cells()];
    let index = |(x, y): (usize, usize)| -> Result<usize, String> {
        if x == 0 || y == 0 || x > g.m || y > g.n {
            return Err(format!("({x},{y}) is off the {}x{} board", g.m, g.n));
        }
        Ok((y - 1) * g.m + (x - 1))
    };
    for &(a, b) in pairs {
        let (i, j) = (index(a)?, index(b)?);
        for c in [i, j] {
            if partner[c].is_some() || i == j {
                return Err(format!("{} is in two pairs", g.cell_name(c)));
            }
        }
        partner[i] = Some(j);
        partner[j] = Some(i);
    }
    Ok(partner)
}
