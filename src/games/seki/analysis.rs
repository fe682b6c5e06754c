//! The paper's structural notions: condition S (Claim 5) and its Seki-I form (10.7), Claim 7's
//! one-move test, magic squares, direct-sum components, symmetrizability (section 8), the
//! (3,1,1,-1)- and (3,2,2,-2)-extensions and the Claim 16 sequences (section 9), and 2-cycles
//! (section 10).

use super::Matrix;
use super::rules::{Player, Step, Variant, play};
use crate::core::Wdl;

/// Whether row `i` satisfies condition S (Claim 5): s_j^c - s_i^r >= a_{i,j} for every
/// column j, strictly where a_{i,j} = 0.
pub fn row_satisfies_s(a: &Matrix, i: usize) -> bool {
    let rs = i64::from(a.row_sums()[i]);
    let cs = a.col_sums();
    (0..a.cols()).all(|j| {
        let d = i64::from(cs[j]) - rs;
        let x = i64::from(a.get(i, j));
        if x == 0 { d > 0 } else { d >= x }
    })
}

/// Whether row `i` satisfies (4.1) for every column but without the strictness part.
pub fn row_satisfies_weak_s(a: &Matrix, i: usize) -> bool {
    let rs = i64::from(a.row_sums()[i]);
    let cs = a.col_sums();
    (0..a.cols()).all(|j| i64::from(cs[j]) - rs >= i64::from(a.get(i, j)))
}

/// Whether S fails for R only by its strictness: some row satisfies (4.1) but for the
/// strictness part (a_{i,j} = 0 with s_i^r = s_j^c), and no row satisfies S (SEKI-S-strict).
pub fn s_fails_only_by_strictness(a: &Matrix) -> bool {
    !condition_s(a, Player::R)
        && (0..a.rows()).any(|i| row_satisfies_weak_s(a, i) && !row_satisfies_s(a, i))
}

/// Whether row `i` satisfies the weaker inequality of section 4: s_j^c - s_i^r >= a_{i,j} - 1.
pub fn row_satisfies_weaker(a: &Matrix, i: usize) -> bool {
    let rs = i64::from(a.row_sums()[i]);
    let cs = a.col_sums();
    (0..a.cols()).all(|j| i64::from(cs[j]) - rs >= i64::from(a.get(i, j)) - 1)
}

/// Condition S for `player`: some row (for R) or column (for C) satisfies it.
pub fn condition_s(a: &Matrix, player: Player) -> bool {
    match player {
        Player::R => (0..a.rows()).any(|i| row_satisfies_s(a, i)),
        Player::C => condition_s(&a.transpose(), Player::R),
    }
}

/// Claim 7's test: `player` has an active move after which condition S holds for it (a move
/// that zeroes one of its lines and none of the opponent's, which makes S hold, counts).
/// A move that zeroes a row and a column at once wins in Seki but leaves S false; see
/// [`claim7_move_or_win`].
pub fn claim7_move(a: &Matrix, player: Player) -> Option<(usize, usize)> {
    for i in 0..a.rows() {
        for j in 0..a.cols() {
            if a.get(i, j) == 0 {
                continue;
            }
            let b = a.reduced(i, j);
            let (zr, zc) = (b.has_zero_row(), b.has_zero_col());
            let ok = match player {
                Player::R => !zc && (zr || condition_s(&b, Player::R)),
                Player::C => !zr && (zc || condition_s(&b, Player::C)),
            };
            if ok {
                return Some((i, j));
            }
        }
    }
    None
}

/// The moves of Claim 13's proof certificate that fail: each active move (i, j) of either
/// player after which the opponent (C, then R) has no Claim 7 reply or winning move
/// ([`claim7_move_or_win`]). None failing certifies `a` as a CSM (sufficient, not necessary).
pub fn uncertified_moves(a: &Matrix) -> Vec<((usize, usize), Player)> {
    let mut out = Vec::new();
    for (i, j) in super::rules::active_moves(a) {
        let b = a.reduced(i, j);
        for opp in [Player::C, Player::R] {
            if claim7_move_or_win(&b, opp).is_none() {
                out.push(((i, j), opp));
            }
        }
    }
    out
}

/// Claim 7's test widened to any move that ends the game in `player`'s favour in Seki
/// (including a move that zeroes a row and a column at once).
pub fn claim7_move_or_win(a: &Matrix, player: Player) -> Option<(usize, usize)> {
    claim7_move(a, player).or_else(|| {
        (0..a.rows())
            .flat_map(|i| (0..a.cols()).map(move |j| (i, j)))
            .find(|&(i, j)| {
                a.get(i, j) > 0 && {
                    let b = a.reduced(i, j);
                    b.has_zero_row() && b.has_zero_col()
                }
            })
    })
}

/// Whether row `i` satisfies (10.7), the Seki-I condition of Claim 17:
/// s_j^c - s_i^r >= a_{i,j} for every column j.
pub fn row_satisfies_10_7(a: &Matrix, i: usize) -> bool {
    row_satisfies_weak_s(a, i)
}

/// The common line sum if `a` is a magic square.
pub fn magic_sum(a: &Matrix) -> Option<u32> {
    if a.rows() != a.cols() {
        return None;
    }
    let rs = a.row_sums();
    let cs = a.col_sums();
    let s = rs[0];
    (rs.iter().all(|&x| x == s) && cs.iter().all(|&x| x == s)).then_some(s)
}

/// The connected components of the support (rows and columns joined by positive entries),
/// each as the submatrix on its rows and columns: the finest direct-sum decomposition
/// (section 1.6). Rows or columns without positive entries form 1 x 0 or 0 x 1 pieces and are
/// reported in `empty_lines`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Components {
    /// The blocks, as (row indices, column indices, submatrix).
    pub blocks: Vec<(Vec<usize>, Vec<usize>, Matrix)>,
    /// Whether some row or column is all zero (then `a` is no direct sum of blocks alone).
    pub empty_lines: bool,
}

/// The finest direct-sum decomposition of `a`.
pub fn components(a: &Matrix) -> Components {
    let (m, n) = (a.rows(), a.cols());
    // Union-find over m row nodes and n column nodes.
    let mut parent: Vec<usize> = (0..m + n).collect();
    fn find(p: &mut [usize], x: usize) -> usize {
        let mut r = x;
        while p[r] != r {
            r = p[r];
        }
        let mut y = x;
        while p[y] != r {
            let next = p[y];
            p[y] = r;
            y = next;
        }
        r
    }
    for i in 0..m {
        for j in 0..n {
            if a.get(i, j) > 0 {
                let (x, y) = (find(&mut parent, i), find(&mut parent, m + j));
                parent[x] = y;
            }
        }
    }
    let mut groups: Vec<(usize, Vec<usize>, Vec<usize>)> = Vec::new();
    let mut empty_lines = false;
    for v in 0..m + n {
        let is_row = v < m;
        let isolated = if is_row {
            a.row(v).iter().all(|&x| x == 0)
        } else {
            (0..m).all(|i| a.get(i, v - m) == 0)
        };
        if isolated {
            empty_lines = true;
            continue;
        }
        let root = find(&mut parent, v);
        let g = match groups.iter().position(|g| g.0 == root) {
            Some(k) => k,
            None => {
                groups.push((root, Vec::new(), Vec::new()));
                groups.len() - 1
            }
        };
        if is_row {
            groups[g].1.push(v);
        } else {
            groups[g].2.push(v - m);
        }
    }
    let blocks = groups
        .into_iter()
        .map(|(_, rows, cols)| {
            let sub = Matrix::from_vec(
                rows.len(),
                cols.len(),
                rows.iter()
                    .flat_map(|&i| cols.iter().map(move |&j| (i, j)))
                    .map(|(i, j)| a.get(i, j))
                    .collect(),
            );
            (rows, cols, sub)
        })
        .collect();
    Components {
        blocks,
        empty_lines,
    }
}

/// Whether `a` is a direct sum of magic squares each with sum > 1 (Conjecture 3, Claim 15).
/// Every component of the support must be such a square: a magic direct summand with sum s is
/// a union of components with sum s each.
pub fn is_direct_sum_of_magic(a: &Matrix) -> bool {
    let c = components(a);
    !c.empty_lines
        && c.blocks
            .iter()
            .all(|(_, _, b)| magic_sum(b).is_some_and(|s| s > 1))
}

/// The n x n 2-cycle of section 10 (n >= 3), up to permutation: a_{i,i} = a_{i,i+1 mod n} = 2
/// and every other entry 0, the bipartite 2n-cycle with every entry 2.
pub fn two_cycle(n: usize) -> Matrix {
    let mut a = vec![0u32; n * n];
    for i in 0..n {
        a[i * n + i] = 2;
        a[i * n + (i + 1) % n] = 2;
    }
    Matrix::from_vec(n, n, a)
}

/// The n x n 2-cycle exactly as section 10 indexes it: a_{1,n} = a_{1,n-1} = a_{2,n} =
/// a_{2,n-2} = a_{3,n-1} = a_{3,n-3} = ... = a_{n-1,3} = a_{n-1,1} = a_{n,2} = a_{n,1} = 2.
pub fn two_cycle_as_printed(n: usize) -> Matrix {
    let mut a = Matrix::from_vec(n, n, vec![0; n * n]);
    // 1-based: row 1 -> columns n, n-1; row i (2..n-1) -> columns n+2-i, n-i; row n -> 2, 1.
    let set = |a: &mut Matrix, i: usize, j: usize| a.set(i - 1, j - 1, 2);
    set(&mut a, 1, n);
    set(&mut a, 1, n - 1);
    for i in 2..n {
        set(&mut a, i, n + 2 - i);
        set(&mut a, i, n - i);
    }
    set(&mut a, n, 2);
    set(&mut a, n, 1);
    a
}

/// Whether `a` is an n x n 2-cycle (n >= 3): every entry 0 or 2, two 2s in each row and
/// column, and the support connected.
pub fn is_two_cycle(a: &Matrix) -> bool {
    let n = a.rows();
    if n < 3 || a.cols() != n || a.entries().iter().any(|&x| x != 0 && x != 2) {
        return false;
    }
    let twos = |xs: &mut dyn Iterator<Item = u32>| xs.filter(|&x| x == 2).count() == 2;
    (0..n).all(|i| twos(&mut a.row(i).iter().copied()))
        && (0..n).all(|j| twos(&mut (0..n).map(|i| a.get(i, j))))
        && components(a).blocks.len() == 1
}

/// Whether `a` is a direct sum of (0,1) magic squares with sum > 1 and 2-cycles (Claim 21,
/// Conjecture 4).
pub fn is_seki_i_standard_sum(a: &Matrix) -> bool {
    let c = components(a);
    !c.empty_lines
        && c.blocks.iter().all(|(_, _, b)| {
            (b.height() <= 1 && magic_sum(b).is_some_and(|s| s > 1)) || is_two_cycle(b)
        })
}

/// A row permutation sigma with a_{sigma(i), j} = a_{sigma(j), i} for all i, j (that is,
/// rows permuted to make `a` symmetric), if one exists (section 8: symmetrizable). Exact
/// backtracking: row sigma(i) must have the multiset of column i, and every pair of assigned
/// indices is checked as soon as both are assigned.
pub fn symmetrizer(a: &Matrix) -> Option<Vec<usize>> {
    let n = a.rows();
    if a.cols() != n {
        return None;
    }
    let sorted = |mut v: Vec<u32>| {
        v.sort_unstable();
        v
    };
    let row_ms: Vec<Vec<u32>> = (0..n).map(|i| sorted(a.row(i).to_vec())).collect();
    let col_ms: Vec<Vec<u32>> = (0..n)
        .map(|j| sorted((0..n).map(|i| a.get(i, j)).collect()))
        .collect();
    let mut sigma = vec![usize::MAX; n];
    let mut used = vec![false; n];
    fn go(
        a: &Matrix,
        k: usize,
        sigma: &mut Vec<usize>,
        used: &mut Vec<bool>,
        row_ms: &[Vec<u32>],
        col_ms: &[Vec<u32>],
    ) -> bool {
        let n = a.rows();
        if k == n {
            return true;
        }
        for r in 0..n {
            if used[r] || row_ms[r] != col_ms[k] {
                continue;
            }
            sigma[k] = r;
            // Check (k, j) and (j, k) for every assigned j <= k.
            let ok = (0..=k).all(|j| a.get(sigma[k], j) == a.get(sigma[j], k));
            if ok {
                used[r] = true;
                if go(a, k + 1, sigma, used, row_ms, col_ms) {
                    return true;
                }
                used[r] = false;
            }
        }
        sigma[k] = usize::MAX;
        false
    }
    go(a, 0, &mut sigma, &mut used, &row_ms, &col_ms).then_some(sigma)
}

/// Whether `a` can be made symmetric by permuting its rows (equivalently, rows and columns).
pub fn is_symmetrizable(a: &Matrix) -> bool {
    symmetrizer(a).is_some()
}

/// The (3, d, d, -d)-extension of section 9 at (i*, j*) (0-based), for d = 1 or 2: a new
/// row and column (placed last) with a 3 where they cross, d at (i*, new) and (new, j*),
/// a_{i*, j*} reduced by d. `None` when a_{i*, j*} < d ("not defined").
pub fn extension(a: &Matrix, d: u32, i: usize, j: usize) -> Option<Matrix> {
    if a.get(i, j) < d {
        return None;
    }
    let (m, n) = (a.rows(), a.cols());
    let mut b = Matrix::from_vec(m + 1, n + 1, vec![0; (m + 1) * (n + 1)]);
    for r in 0..m {
        for c in 0..n {
            b.set(r, c, a.get(r, c));
        }
    }
    b.set(i, j, a.get(i, j) - d);
    b.set(m, n, 3);
    b.set(i, n, d);
    b.set(m, j, d);
    Some(b)
}

/// The (3, d, d, -d)-extension of `a` at (i*, j*) as section 9's tables name it: "undef" (not
/// defined), "CSM", "WW" (a first-player win), or else its refined type (Seki).
pub fn extension_kind(
    s: &mut super::pool::Solvers,
    a: &Matrix,
    d: u32,
    i: usize,
    j: usize,
) -> String {
    match extension(a, d, i, j) {
        None => "undef".into(),
        Some(e) => {
            let t = s.kind(&e, Variant::Seki);
            if t.is_csm() {
                "CSM".into()
            } else if t.first_player_wins() {
                "WW".into()
            } else {
                t.refined()
            }
        }
    }
}

/// Every (3, d, d, -d)-extension of `a`: one at each entry (i*, j*) where [`extension`] is
/// defined, row by row, with that entry.
pub fn extensions(a: &Matrix, d: u32) -> impl Iterator<Item = (usize, usize, Matrix)> + '_ {
    (0..a.rows()).flat_map(move |i| {
        (0..a.cols()).filter_map(move |j| extension(a, d, i, j).map(|e| (i, j, e)))
    })
}

/// The Claim 16 sequences, reconstructed from section 9's text and proof (the printed
/// sequences are illegible): `d = 1` starts from A^2_4 = (2 2; 2 2) and each step is the
/// (3,1,1,-1)-extension at the entry 3 (at A^2_4, any entry), new row and column first; the
/// matrices are magic with sum 4, a_{1,1} = 3 and every other entry in {0,1,2}. `d = 2`
/// starts from B^2_1 = (3 2; 2 3) and each step is the (3,2,2,-2)-extension at the last
/// diagonal 3, new row and column last: tridiagonal, diagonal (3,1,...,1,3), off-diagonals
/// 2, magic with sum 5 and double-symmetric, as the proof says. Index n gives the n x n term.
pub fn claim16_sequence(d: u32, n: usize) -> Matrix {
    assert!(n >= 2 && (d == 1 || d == 2), "sequences start at n = 2");
    if d == 1 {
        let mut a = Matrix::new(&[&[2, 2], &[2, 2]]);
        for _ in 2..n {
            // Extend at (0, 0) (the 3, or any entry of A^2_4), then move the new line first.
            let e = extension(&a, 1, 0, 0).expect("entry >= 1");
            let k = e.rows();
            let order: Vec<usize> = std::iter::once(k - 1).chain(0..k - 1).collect();
            a = e.permuted(&order, &order);
        }
        a
    } else {
        let mut a = vec![0u32; n * n];
        for i in 0..n {
            a[i * n + i] = if i == 0 || i == n - 1 { 3 } else { 1 };
            if i + 1 < n {
                a[i * n + i + 1] = 2;
                a[(i + 1) * n + i] = 2;
            }
        }
        Matrix::from_vec(n, n, a)
    }
}

/// Every m x n matrix of height <= h, not up to permutation: entries in row-major order, the
/// first varying fastest. Panics if there are 2^64 or more (never wraps to a shorter list).
pub fn matrices(m: usize, n: usize, h: u32) -> impl Iterator<Item = Matrix> {
    let base = u64::from(h) + 1;
    let count = m
        .checked_mul(n)
        .and_then(|cells| u32::try_from(cells).ok())
        .and_then(|cells| base.checked_pow(cells))
        .unwrap_or_else(|| panic!("the {m} x {n} matrices of height <= {h} are 2^64 or more"));
    (0..count).map(move |mut code| {
        let entries = (0..m * n).map(|_| {
            let e = (code % base) as u32;
            code /= base;
            e
        });
        Matrix::from_vec(m, n, entries.collect())
    })
}

/// Every 2 x n matrix of height <= h with no zero line ([`matrices`] in order).
pub fn two_row_matrices(n: usize, h: u32) -> impl Iterator<Item = Matrix> {
    matrices(2, n, h).filter(|a| !a.has_zero_row() && !a.has_zero_col())
}

/// Whether C's move at a_{2,j} keeps S false for R: C wins at once, or R, after it, neither
/// passes into S nor has an active move that wins or makes S hold.
pub fn keeps_s_false(a: &Matrix, j: usize) -> bool {
    let b = match play(a, Player::C, 1, j, Variant::Seki) {
        Step::Over(r) => return r == Wdl::Win,
        Step::Continue(b) => b,
    };
    !condition_s(&b, Player::R)
        && crate::games::seki::rules::active_moves(&b)
            .into_iter()
            .all(|(i, k)| match play(&b, Player::R, i, k, Variant::Seki) {
                Step::Over(r) => r == Wdl::Loss,
                Step::Continue(c) => !condition_s(&c, Player::R),
            })
}

/// Whether R, keeping to `row` (never passing), wins from `a` with `mover` to move against
/// every C move and pass. R's row sum falls with each of her moves, so the search ends.
pub fn row_plan_wins(
    a: &Matrix,
    row: usize,
    memo: &mut std::collections::HashMap<(Matrix, Player), bool>,
    mover: Player,
) -> bool {
    use super::rules::active_moves;
    if let Some(&w) = memo.get(&(a.clone(), mover)) {
        return w;
    }
    let moves = active_moves(a);
    let wins = match mover {
        Player::R => moves.iter().filter(|&&(i, _)| i == row).any(|&(i, j)| {
            match play(a, Player::R, i, j, Variant::Seki) {
                Step::Over(r) => r == Wdl::Win,
                Step::Continue(b) => row_plan_wins(&b, row, memo, Player::C),
            }
        }),
        Player::C => {
            row_plan_wins(a, row, memo, Player::R)
                && moves
                    .iter()
                    .all(|&(i, j)| match play(a, Player::C, i, j, Variant::Seki) {
                        Step::Over(r) => r == Wdl::Loss,
                        Step::Continue(b) => row_plan_wins(&b, row, memo, Player::R),
                    })
        }
    };
    memo.insert((a.clone(), mover), wins);
    wins
}
