//! Packed matrices and their canonical form under row and column permutations.
//!
//! A matrix with m * n <= 32 entries of at most 15 packs into a `u128`, four bits per entry,
//! row-major with a_{1,1} in the most significant digit, so that comparing keys compares
//! the row-major readings lexicographically. A matrix of height at most 3 (the (0,1,2)
//! matrices of Conjecture 3) can instead pack two bits per entry, so up to 64 entries fit
//! ([`Shape::for_height`]); the ordering, and so every canonical form, is the same. The canonical form is the largest key over all
//! row and column permutations: for a fixed order of the smaller dimension the best order of
//! the other is a sort, so only min(m, n)! orders are tried. The largest reading is doubly
//! lexical (rows and columns non-increasing), which [`super::enumerate`] relies on.

use super::Matrix;
use crate::core::InputError;

/// The largest entry a packed key holds.
pub const MAX_PACKED_ENTRY: u32 = 15;
/// The most entries a packed key holds at four bits per entry.
pub const MAX_PACKED_CELLS: usize = 32;
/// The most entries a packed key holds at two bits per entry (height at most 3).
pub const MAX_NARROW_CELLS: usize = 64;
/// The largest entry a two-bit key holds.
pub const MAX_NARROW_ENTRY: u32 = 3;
/// Above this many rows and columns both, canonical forms are not computed (the key is
/// used as it is): min(m, n)! orders would cost more than they save.
pub const MAX_CANON_SIDE: usize = 6;

/// The geometry of packed m x n keys.
#[derive(Debug, Clone)]
pub struct Shape {
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// Bits per entry: 4, or 2 for matrices of height at most 3.
    bits: u32,
    /// The mask of one entry at shift 0.
    entry: u128,
    shift: Vec<u32>,
    row_mask: Vec<u128>,
    col_mask: Vec<u128>,
    perms: Vec<Vec<usize>>,
}

impl Shape {
    /// The shape of m x n keys at four bits per entry, or an error if they do not fit in
    /// 128 bits.
    pub fn new(m: usize, n: usize) -> Result<Shape, InputError> {
        if m == 0 || n == 0 || m * n > MAX_PACKED_CELLS {
            return Err(InputError::new(format!(
                "a {m}x{n} matrix is too large for the fast Seki solver (at most {MAX_PACKED_CELLS} entries, or {MAX_NARROW_CELLS} of height at most {MAX_NARROW_ENTRY})"
            )));
        }
        Ok(Shape::with_bits(m, n, 4))
    }

    /// The shape for m x n matrices of height `h`: four bits per entry when they fit,
    /// otherwise two bits per entry if the height is at most 3.
    pub fn for_height(m: usize, n: usize, h: u32) -> Result<Shape, InputError> {
        if m > 0 && n > 0 && m * n > MAX_PACKED_CELLS && m * n <= MAX_NARROW_CELLS {
            if h > MAX_NARROW_ENTRY {
                return Err(InputError::new(format!(
                    "a {m}x{n} matrix of height {h} is too large for the fast Seki solver (more than {MAX_PACKED_CELLS} entries need height at most {MAX_NARROW_ENTRY})"
                )));
            }
            return Ok(Shape::with_bits(m, n, 2));
        }
        Shape::new(m, n)
    }

    /// The shape of m x n keys at two bits per entry (height at most 3), whatever their
    /// size: what [`Shape::for_height`] uses past 32 entries, open to tests on small shapes.
    pub fn narrow(m: usize, n: usize) -> Result<Shape, InputError> {
        if m == 0 || n == 0 || m * n > MAX_NARROW_CELLS {
            return Err(InputError::new(format!(
                "a {m}x{n} matrix is too large for the fast Seki solver (at most {MAX_NARROW_CELLS} entries of height at most {MAX_NARROW_ENTRY})"
            )));
        }
        Ok(Shape::with_bits(m, n, 2))
    }

    fn with_bits(m: usize, n: usize, bits: u32) -> Shape {
        let cells = m * n;
        let entry = (1u128 << bits) - 1;
        let shift: Vec<u32> = (0..cells).map(|k| bits * (cells - 1 - k) as u32).collect();
        let mut row_mask = vec![0u128; m];
        let mut col_mask = vec![0u128; n];
        for r in 0..m {
            for c in 0..n {
                let at = entry << shift[r * n + c];
                row_mask[r] |= at;
                col_mask[c] |= at;
            }
        }
        let side = m.min(n);
        let perms = if side <= MAX_CANON_SIDE {
            permutations(side)
        } else {
            Vec::new()
        };
        Shape {
            m,
            n,
            bits,
            entry,
            shift,
            row_mask,
            col_mask,
            perms,
        }
    }

    /// The largest entry a key of this shape holds.
    pub fn max_entry(&self) -> u32 {
        self.entry as u32
    }

    /// The bit offset of entry (r, c).
    #[inline]
    pub fn shift(&self, r: usize, c: usize) -> u32 {
        self.shift[r * self.n + c]
    }

    /// Entry (r, c) of `key`.
    #[inline]
    pub fn get(&self, key: u128, r: usize, c: usize) -> u32 {
        ((key >> self.shift(r, c)) & self.entry) as u32
    }

    /// Whether row `r` of `key` is all zero.
    #[inline]
    pub fn row_zero(&self, key: u128, r: usize) -> bool {
        key & self.row_mask[r] == 0
    }

    /// Whether column `c` of `key` is all zero.
    #[inline]
    pub fn col_zero(&self, key: u128, c: usize) -> bool {
        key & self.col_mask[c] == 0
    }

    /// Packs a matrix of this shape, or says why it cannot be packed.
    pub fn pack(&self, a: &Matrix) -> Result<u128, InputError> {
        if a.rows() != self.m || a.cols() != self.n {
            return Err(InputError::new("matrix shape does not match"));
        }
        let h = a.height();
        if h > self.max_entry() {
            return Err(InputError::new(format!(
                "height {h} is too large for the fast Seki solver (entries at most {} here)",
                self.max_entry()
            )));
        }
        let mut key = 0u128;
        for r in 0..self.m {
            for c in 0..self.n {
                key |= u128::from(a.get(r, c)) << self.shift(r, c);
            }
        }
        Ok(key)
    }

    /// Unpacks a key.
    pub fn unpack(&self, key: u128) -> Matrix {
        let mut a = Vec::with_capacity(self.m * self.n);
        for r in 0..self.m {
            for c in 0..self.n {
                a.push(self.get(key, r, c));
            }
        }
        Matrix::from_vec(self.m, self.n, a)
    }

    /// Whether canonical forms are computed for this shape.
    pub fn canonicalizes(&self) -> bool {
        !self.perms.is_empty()
    }

    /// The canonical key: the largest row-major reading over all row and column
    /// permutations (the key itself when the shape is too large to canonicalize).
    pub fn canonical(&self, key: u128) -> u128 {
        if self.perms.is_empty() {
            return key;
        }
        let (m, n) = (self.m, self.n);
        let lines = m.min(n);
        if m > n {
            // Columns are permuted and rows sorted: the first row of the best reading is not
            // determined by column contents alone, so every column order is tried.
            return self
                .perms
                .iter()
                .map(|p| self.sorted_key(key, p))
                .max()
                .unwrap_or(key);
        }
        // Rows are permuted and columns sorted: the reading starts with the first row's
        // entries sorted, so the first row is one whose sorted contents are largest, and only
        // orders starting with such a row are tried (the permutations are listed in
        // lexicographic order: those starting with row l form one block).
        let sigs = self.line_signatures(key);
        let top = sigs[..lines].iter().copied().max().unwrap_or(0);
        let block = self.perms.len() / lines;
        let mut best = 0u128;
        for (l, &sig) in sigs[..lines].iter().enumerate() {
            if sig != top {
                continue;
            }
            for p in &self.perms[l * block..(l + 1) * block] {
                best = best.max(self.sorted_key(key, p));
            }
        }
        best
    }

    /// For each line of the permuted (smaller) dimension, its entries sorted descending and
    /// packed (an invariant of permutations of the other dimension).
    fn line_signatures(&self, key: u128) -> [u128; MAX_CANON_SIDE] {
        let (m, n) = (self.m, self.n);
        let (lines, len) = if m <= n { (m, n) } else { (n, m) };
        let mut sig = [0u128; MAX_CANON_SIDE];
        for (l, s) in sig.iter_mut().enumerate().take(lines) {
            let mut e = [0u32; MAX_NARROW_CELLS];
            for (k, x) in e.iter_mut().enumerate().take(len) {
                *x = if m <= n {
                    self.get(key, l, k)
                } else {
                    self.get(key, k, l)
                };
            }
            insertion_sort_desc(&mut e[..len]);
            let mut v = 0u128;
            for x in &e[..len] {
                v = (v << self.bits) | u128::from(*x);
            }
            *s = v;
        }
        sig
    }
}

/// Every permutation of 0..k, in lexicographic order.
pub fn permutations(k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut p: Vec<usize> = (0..k).collect();
    loop {
        out.push(p.clone());
        // Next permutation in lexicographic order.
        let Some(i) = (1..k).rev().find(|&i| p[i - 1] < p[i]) else {
            break;
        };
        let j = (i..k).rev().find(|&j| p[j] > p[i - 1]).expect("exists");
        p.swap(i - 1, j);
        p[i..].reverse();
    }
    out
}

/// The canonical representative of a matrix (largest row-major reading over all row and
/// column permutations), computed without packing: for tests and catalogues.
pub fn canonical_matrix(a: &Matrix) -> Matrix {
    let (m, n) = (a.rows(), a.cols());
    let mut best: Option<Matrix> = None;
    if m <= n {
        for p in permutations(m) {
            let mut cols: Vec<usize> = (0..n).collect();
            cols.sort_by(|&x, &y| {
                let vx: Vec<u32> = p.iter().map(|&r| a.get(r, x)).collect();
                let vy: Vec<u32> = p.iter().map(|&r| a.get(r, y)).collect();
                vy.cmp(&vx)
            });
            let b = a.permuted(&p, &cols);
            if best.as_ref().is_none_or(|x| b.entries() > x.entries()) {
                best = Some(b);
            }
        }
    } else {
        for p in permutations(n) {
            let mut rows: Vec<usize> = (0..m).collect();
            rows.sort_by(|&x, &y| {
                let vx: Vec<u32> = p.iter().map(|&c| a.get(x, c)).collect();
                let vy: Vec<u32> = p.iter().map(|&c| a.get(y, c)).collect();
                vy.cmp(&vx)
            });
            let b = a.permuted(&rows, &p);
            if best.as_ref().is_none_or(|x| b.entries() > x.entries()) {
                best = Some(b);
            }
        }
    }
    best.expect("at least one permutation")
}

/// Whether two matrices are equal up to row and column permutations.
pub fn equivalent(a: &Matrix, b: &Matrix) -> bool {
    a.rows() == b.rows() && a.cols() == b.cols() && canonical_matrix(a) == canonical_matrix(b)
}

impl Shape {
    /// Whether columns `a` and `b` of `key` are equal.
    #[inline]
    pub fn cols_equal(&self, key: u128, a: usize, b: usize) -> bool {
        (0..self.m).all(|r| self.get(key, r, a) == self.get(key, r, b))
    }

    /// Whether rows `a` and `b` of `key` are equal.
    #[inline]
    pub fn rows_equal(&self, key: u128, a: usize, b: usize) -> bool {
        let (x, y) = (key & self.row_mask[a], key & self.row_mask[b]);
        let d = self.bits * self.n as u32 * (b.abs_diff(a)) as u32;
        if a < b { x == y << d } else { y == x << d }
    }
}

impl Shape {
    /// A cheaper canonical form for memo tables (not the largest reading): the lines of the
    /// smaller dimension are ordered by their sorted contents (an invariant of column
    /// permutations), only the orders within ties are tried, and the other dimension is
    /// sorted. Equivalent matrices get the same key, and non-equivalent ones different keys.
    pub fn memo_key(&self, key: u128) -> u128 {
        if self.perms.is_empty() {
            return key;
        }
        let lines = self.m.min(self.n);
        // Signature of each permuted line (its entries sorted descending), with its index.
        let sigs = self.line_signatures(key);
        let mut sig = [(0u128, 0usize); MAX_CANON_SIDE];
        for (l, s) in sig.iter_mut().enumerate().take(lines) {
            *s = (sigs[l], l);
        }
        let sig = &mut sig[..lines];
        sig.sort_unstable_by_key(|s| std::cmp::Reverse(s.0));
        let mut order: Vec<usize> = sig.iter().map(|s| s.1).collect();
        // Tie groups [start, end).
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
        self.tie_orders(&mut order, &groups, 0, &mut |ord| {
            best = best.max(self.sorted_key(key, ord));
        });
        best
    }

    fn tie_orders(
        &self,
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
        // Heap-free: iterate every permutation of order[s..e] by the lexicographic successor.
        let mut slice: Vec<usize> = order[s..e].to_vec();
        slice.sort_unstable();
        loop {
            order[s..e].copy_from_slice(&slice);
            self.tie_orders(order, groups, g + 1, f);
            let k = slice.len();
            let Some(i) = (1..k).rev().find(|&i| slice[i - 1] < slice[i]) else {
                break;
            };
            let j = (i..k)
                .rev()
                .find(|&j| slice[j] > slice[i - 1])
                .expect("exists");
            slice.swap(i - 1, j);
            slice[i..].reverse();
        }
    }

    /// The key with the smaller dimension in `order` and the other dimension sorted
    /// descending (the same construction as [`Shape::canonical`] for one order).
    fn sorted_key(&self, key: u128, order: &[usize]) -> u128 {
        let (m, n) = (self.m, self.n);
        let mut lines = [0u32; MAX_NARROW_CELLS];
        if m <= n {
            // Rows as words of `bits * n` bits; each column of the chosen rows fits a u32 (m <= 6).
            let rows = self.rows_of(key);
            for (c, line) in lines.iter_mut().enumerate().take(n) {
                let sh = self.bits * (n - 1 - c) as u32;
                let mut v = 0u32;
                for &r in order {
                    v = (v << self.bits) | ((rows[r] >> sh) & self.entry) as u32;
                }
                *line = v;
            }
            let cols = &mut lines[..n];
            insertion_sort_desc(cols);
            let mut k = 0u128;
            for r in 0..m {
                let sh = self.bits * (m - 1 - r) as u32;
                for col in cols.iter() {
                    k = (k << self.bits) | u128::from((col >> sh) & self.entry as u32);
                }
            }
            k
        } else {
            let rows = self.rows_of(key);
            for (r, line) in lines.iter_mut().enumerate().take(m) {
                let mut v = 0u32;
                for &c in order {
                    v = (v << self.bits)
                        | ((rows[r] >> (self.bits * (n - 1 - c) as u32)) & self.entry) as u32;
                }
                *line = v;
            }
            let rows = &mut lines[..m];
            insertion_sort_desc(rows);
            let mut k = 0u128;
            for row in rows.iter() {
                k = (k << (self.bits * n as u32)) | u128::from(*row);
            }
            k
        }
    }

    /// The rows of a key as words of `bits * n` bits.
    #[inline]
    fn rows_of(&self, key: u128) -> [u128; MAX_NARROW_CELLS] {
        let (m, n) = (self.m, self.n);
        let width = self.bits * n as u32;
        let mask = if width >= 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        let mut rows = [0u128; MAX_NARROW_CELLS];
        for (r, row) in rows.iter_mut().enumerate().take(m) {
            *row = (key >> (width * (m - 1 - r) as u32)) & mask;
        }
        rows
    }
}

/// Sorts a short slice in descending order (insertion sort: the slices here have at most a
/// few dozen entries and are usually nearly sorted).
#[inline]
pub fn insertion_sort_desc<T: Ord + Copy>(a: &mut [T]) {
    for i in 1..a.len() {
        let x = a[i];
        let mut j = i;
        while j > 0 && a[j - 1] < x {
            a[j] = a[j - 1];
            j -= 1;
        }
        a[j] = x;
    }
}
