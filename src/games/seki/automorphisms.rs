//! Automorphisms of a matrix seen as a bipartite graph (rows and columns the two sides,
//! entry a_ij the multiplicity of the edge ij), for Remark 1 of section 8: "the automorphism
//! group, Z_4, remains the same".
//!
//! An isomorphism from `a` to `b` (same shape) is a pair of permutations (p, q) with
//! b[p(i)][q(j)] = a[i][j] for all i, j. Automorphisms keeping the sides are the
//! isomorphisms from `a` to itself; those exchanging the sides (square matrices only) are the
//! isomorphisms from `a` to its transpose. The search assigns p row by row and keeps, for
//! every column, the multiset of column signatures on the rows assigned so far equal on both
//! sides (a necessary condition); once every row is assigned, q is read off the signatures
//! and the equation is checked entry by entry.

use super::Matrix;

/// A pair (p, q): row i goes to row (or column) p\[i\], column j to column (or row) q\[j\].
pub type Iso = (Vec<usize>, Vec<usize>);

/// Every isomorphism from `a` to `b`, or `None` when there are more than `cap`.
pub fn isomorphisms(a: &Matrix, b: &Matrix, cap: usize) -> Option<Vec<Iso>> {
    let (m, n) = (a.rows(), a.cols());
    if b.rows() != m || b.cols() != n {
        return Some(Vec::new());
    }
    let mut out = Vec::new();
    let mut p = vec![usize::MAX; m];
    let mut used = vec![false; m];
    let ok = search(a, b, 0, &mut p, &mut used, &mut out, cap);
    ok.then_some(out)
}

/// Whether the column signatures of `a` on rows 0..k and of `b` on rows p[0..k] agree as
/// multisets.
fn signatures_agree(a: &Matrix, b: &Matrix, k: usize, p: &[usize]) -> bool {
    let n = a.cols();
    let mut sa: Vec<Vec<u32>> = (0..n)
        .map(|j| (0..k).map(|i| a.get(i, j)).collect())
        .collect();
    let mut sb: Vec<Vec<u32>> = (0..n)
        .map(|c| (0..k).map(|i| b.get(p[i], c)).collect())
        .collect();
    sa.sort_unstable();
    sb.sort_unstable();
    sa == sb
}

fn search(
    a: &Matrix,
    b: &Matrix,
    k: usize,
    p: &mut Vec<usize>,
    used: &mut Vec<bool>,
    out: &mut Vec<Iso>,
    cap: usize,
) -> bool {
    let (m, n) = (a.rows(), a.cols());
    if k == m {
        // Every column's full signature is known: match them one to one (equal signatures
        // are interchangeable columns, so each assignment among them is an isomorphism).
        let sig_a: Vec<Vec<u32>> = (0..n)
            .map(|j| (0..m).map(|i| a.get(i, j)).collect())
            .collect();
        let sig_b: Vec<Vec<u32>> = (0..n)
            .map(|c| (0..m).map(|i| b.get(p[i], c)).collect())
            .collect();
        let mut qs: Vec<Vec<usize>> = vec![Vec::new()];
        for sa in &sig_a {
            let choices: Vec<usize> = (0..n).filter(|&c| &sig_b[c] == sa).collect();
            qs = qs
                .into_iter()
                .flat_map(|q| {
                    choices
                        .iter()
                        .filter(|c| !q.contains(c))
                        .map(|&c| {
                            let mut q = q.clone();
                            q.push(c);
                            q
                        })
                        .collect::<Vec<_>>()
                })
                .collect();
        }
        for q in qs {
            debug_assert!((0..m).all(|i| (0..n).all(|j| b.get(p[i], q[j]) == a.get(i, j))));
            out.push((p.clone(), q));
            if out.len() > cap {
                return false;
            }
        }
        return true;
    }
    let row_sum = |x: &Matrix, i: usize| -> u32 { x.row(i).iter().sum() };
    for r in 0..m {
        if used[r] || row_sum(b, r) != row_sum(a, k) {
            continue;
        }
        p[k] = r;
        if signatures_agree(a, b, k + 1, p) {
            used[r] = true;
            if !search(a, b, k + 1, p, used, out, cap) {
                return false;
            }
            used[r] = false;
        }
    }
    p[k] = usize::MAX;
    true
}

/// The order of a permutation.
fn perm_order(p: &[usize]) -> usize {
    let mut seen = vec![false; p.len()];
    let mut order = 1;
    for s in 0..p.len() {
        if seen[s] {
            continue;
        }
        let (mut len, mut x) = (0, s);
        while !seen[x] {
            seen[x] = true;
            x = p[x];
            len += 1;
        }
        order = lcm(order, len);
    }
    order
}

fn lcm(a: usize, b: usize) -> usize {
    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    a / gcd(a, b) * b
}

/// The order of a side-keeping automorphism (p, q).
pub fn order_keeping(g: &Iso) -> usize {
    lcm(perm_order(&g.0), perm_order(&g.1))
}

/// The order of a side-exchanging automorphism (p: rows to columns, q: columns to rows):
/// twice the order of its square, which keeps the sides (rows i -> q(p(i)), columns
/// j -> p(q(j))).
pub fn order_exchanging(g: &Iso) -> usize {
    let rows: Vec<usize> = g.0.iter().map(|&c| g.1[c]).collect();
    let cols: Vec<usize> = g.1.iter().map(|&r| g.0[r]).collect();
    2 * order_keeping(&(rows, cols))
}

/// The automorphism group of `a` in brief: its order, whether it is cyclic (some element's
/// order equals the group's), and how many elements exchange the sides.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupSummary {
    /// Number of automorphisms.
    pub order: usize,
    /// Whether some element generates the group.
    pub cyclic: bool,
    /// Elements exchanging rows and columns (0 when only side-keeping ones were asked for).
    pub exchanging: usize,
}

/// The group of side-keeping automorphisms, and (when `with_exchanges`) the full group of
/// the bipartite graph; `None` when there are more than `cap` elements.
pub fn group(a: &Matrix, with_exchanges: bool, cap: usize) -> Option<GroupSummary> {
    let keep = isomorphisms(a, a, cap)?;
    let swap = if with_exchanges && a.rows() == a.cols() {
        isomorphisms(a, &a.transpose(), cap)?
    } else {
        Vec::new()
    };
    let order = keep.len() + swap.len();
    let max_order = keep
        .iter()
        .map(order_keeping)
        .chain(swap.iter().map(order_exchanging))
        .max()
        .unwrap_or(1);
    Some(GroupSummary {
        order,
        cyclic: max_order == order,
        exchanging: swap.len(),
    })
}
