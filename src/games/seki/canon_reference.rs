//! The previous canonical forms of packed keys, kept as the oracle of [`super::canon`]'s
//! refinement search (differential tests and the `seki` bench use it; nothing else does).
//!
//! [`canonical`] tries every order of the smaller dimension (min(m, n)! orders, only those
//! whose first line has the largest sorted contents when rows are permuted) and sorts the
//! other dimension for each: the largest row-major reading by brute force over one side.
//! [`memo_key`] is the earlier memo key of the fast solver: lines ordered by their sorted
//! contents, every order within ties tried (not the largest reading, but a complete
//! invariant too).

use super::canon::{MAX_CANON_SIDE, MAX_NARROW_CELLS, Shape, insertion_sort_desc, permutations};

/// The largest row-major reading over all row and column permutations, by trying every
/// order of the smaller dimension (the key itself when the shape is not canonicalized).
pub fn canonical(shape: &Shape, key: u128) -> u128 {
    if !shape.canonicalizes() {
        return key;
    }
    let (m, n) = (shape.m, shape.n);
    let lines = m.min(n);
    let perms = &orders()[lines];
    if m > n {
        // Columns are permuted and rows sorted: every column order is tried.
        return perms
            .iter()
            .map(|p| sorted_key(shape, key, p))
            .max()
            .unwrap_or(key);
    }
    // Rows are permuted and columns sorted: the reading starts with the first row's entries
    // sorted, so only orders starting with a row whose sorted contents are largest are tried
    // (the permutations are in lexicographic order: those starting with row l form a block).
    let sigs = line_signatures(shape, key);
    let top = sigs[..lines].iter().copied().max().unwrap_or(0);
    let block = perms.len() / lines;
    let mut best = 0u128;
    for (l, &sig) in sigs[..lines].iter().enumerate() {
        if sig != top {
            continue;
        }
        for p in &perms[l * block..(l + 1) * block] {
            best = best.max(sorted_key(shape, key, p));
        }
    }
    best
}

/// The earlier memo key: lines of the smaller dimension ordered by their sorted contents,
/// every order within ties tried, the other dimension sorted.
pub fn memo_key(shape: &Shape, key: u128) -> u128 {
    if !shape.canonicalizes() {
        return key;
    }
    let lines = shape.m.min(shape.n);
    let sigs = line_signatures(shape, key);
    let mut sig: Vec<(u128, usize)> = (0..lines).map(|l| (sigs[l], l)).collect();
    sig.sort_unstable_by_key(|s| std::cmp::Reverse(s.0));
    let mut order: Vec<usize> = sig.iter().map(|s| s.1).collect();
    let mut groups = Vec::new();
    let mut s = 0;
    for i in 1..=lines {
        if i == lines || sig[i].0 != sig[s].0 {
            if i - s > 1 {
                groups.push((s, i));
            }
            s = i;
        }
    }
    let mut best = 0u128;
    tie_orders(&mut order, &groups, 0, &mut |ord| {
        best = best.max(sorted_key(shape, key, ord));
    });
    best
}

fn tie_orders(
    order: &mut Vec<usize>,
    groups: &[(usize, usize)],
    g: usize,
    f: &mut dyn FnMut(&[usize]),
) {
    if g == groups.len() {
        f(order);
        return;
    }
    let (s, e) = groups[g];
    let mut slice: Vec<usize> = order[s..e].to_vec();
    slice.sort_unstable();
    for p in &orders()[slice.len()] {
        for (k, &i) in p.iter().enumerate() {
            order[s + k] = slice[i];
        }
        tie_orders(order, groups, g + 1, f);
    }
}

/// Every permutation of 0..k for k up to [`MAX_CANON_SIDE`], listed once (as the previous
/// `Shape` held them).
fn orders() -> &'static [Vec<Vec<usize>>] {
    static ORDERS: std::sync::OnceLock<Vec<Vec<Vec<usize>>>> = std::sync::OnceLock::new();
    ORDERS.get_or_init(|| (0..=MAX_CANON_SIDE).map(permutations).collect())
}

/// For each line of the permuted (smaller) dimension, its entries sorted descending and
/// packed.
fn line_signatures(shape: &Shape, key: u128) -> [u128; MAX_CANON_SIDE] {
    let (m, n) = (shape.m, shape.n);
    let (lines, len) = if m <= n { (m, n) } else { (n, m) };
    let mut sig = [0u128; MAX_CANON_SIDE];
    for (l, s) in sig.iter_mut().enumerate().take(lines) {
        let mut e = [0u32; MAX_NARROW_CELLS];
        for (k, x) in e.iter_mut().enumerate().take(len) {
            *x = if m <= n {
                shape.get(key, l, k)
            } else {
                shape.get(key, k, l)
            };
        }
        insertion_sort_desc(&mut e[..len]);
        *s = e[..len]
            .iter()
            .fold(0u128, |v, &x| (v << shape.bits()) | u128::from(x));
    }
    sig
}

/// The key with the smaller dimension in `order` and the other dimension sorted descending.
fn sorted_key(shape: &Shape, key: u128, order: &[usize]) -> u128 {
    let (m, n) = (shape.m, shape.n);
    let bits = shape.bits();
    let mut lines = [0u32; MAX_NARROW_CELLS];
    if m <= n {
        // Each column of the chosen rows as one word (m <= 6 rows of at most 4 bits).
        for (c, line) in lines.iter_mut().enumerate().take(n) {
            *line = order
                .iter()
                .fold(0u32, |v, &r| (v << bits) | shape.get(key, r, c));
        }
        let cols = &mut lines[..n];
        insertion_sort_desc(cols);
        let mut k = 0u128;
        for r in 0..m {
            let sh = bits * (m - 1 - r) as u32;
            for col in cols.iter() {
                k = (k << bits) | u128::from((col >> sh) & shape.max_entry());
            }
        }
        k
    } else {
        for (r, line) in lines.iter_mut().enumerate().take(m) {
            *line = order
                .iter()
                .fold(0u32, |v, &c| (v << bits) | shape.get(key, r, c));
        }
        let rows = &mut lines[..m];
        insertion_sort_desc(rows);
        let mut k = 0u128;
        for row in rows.iter() {
            k = (k << (bits * n as u32)) | u128::from(*row);
        }
        k
    }
}
