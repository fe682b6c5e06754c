//! Packed matrices and their canonical form under row and column permutations.
//!
//! A matrix with m * n <= 32 entries of at most 15 packs into a `u128`, four bits per entry,
//! row-major with a_{1,1} in the most significant digit, so that comparing keys compares
//! the row-major readings lexicographically. A matrix of height at most 3 (the (0,1,2)
//! matrices of Conjecture 3) can instead pack two bits per entry, so up to 64 entries fit
//! ([`Shape::for_height`]); the ordering, and so every canonical form, is the same. The
//! canonical form is the largest key over all row and column permutations, found by
//! partition refinement ([`Shape::canonical`]: rows chosen one at a time, columns kept in
//! runs, only ties branched), or, for keys of at most four columns and sixteen entries, by
//! the column orders that can start the largest reading ([`super::column_orders`]). The largest reading is doubly lexical (rows and columns
//! non-increasing), which [`super::enumerate`] relies on. The earlier search over every
//! order of the smaller side is kept as the oracle in [`super::canon_reference`].

use super::Matrix;
use super::column_orders::{self, ColumnOrders};
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
    pub bits: u32,
    /// The mask of one entry at shift 0.
    entry: u128,
    shift: Vec<u32>,
    row_mask: Vec<u128>,
    col_mask: Vec<u128>,
    /// Whether canonical forms are computed (a side of at most [`MAX_CANON_SIDE`]).
    canon: bool,
    /// The column-order tables, for keys of four bits an entry, at most four columns and
    /// sixteen entries ([`super::column_orders`]).
    orders: Option<&'static ColumnOrders>,
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
        Shape {
            m,
            n,
            bits,
            entry,
            shift,
            row_mask,
            col_mask,
            canon: m.min(n) <= MAX_CANON_SIDE,
            orders: if bits == 4 && m * n <= column_orders::MAX_CELLS {
                ColumnOrders::for_columns(n)
            } else {
                None
            },
        }
    }

    /// Bits per entry (4, or 2 for two-bit keys).
    pub fn bits(&self) -> u32 {
        self.bits
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
        self.canon
    }

    /// The canonical key: the largest row-major reading over all row and column
    /// permutations (the key itself when the shape is too large to canonicalize).
    ///
    /// Found by partition refinement rather than by trying every order of one side: rows are
    /// chosen one at a time, and the columns stay split into runs that are equal in the rows
    /// chosen so far (in reading order). The reading of a candidate next row is its entries
    /// sorted descending within each run; only candidates with the largest reading can start
    /// the largest key, so only they are followed (identical rows once), and a branch stops
    /// as soon as its reading falls below the best known key at that row. Matrices without
    /// symmetry follow one branch; a side of k equivalent lines costs at most k! branches.
    pub fn canonical(&self, key: u128) -> u128 {
        if !self.canon {
            return key;
        }
        if let Some(k) = self.orders.and_then(|t| t.canonical(self.m, key)) {
            return k;
        }
        if self.n <= 4 {
            Search::<4>::run(self, key, false).1
        } else if self.n <= 8 {
            Search::<8>::run(self, key, false).1
        } else {
            Search::<MAX_NARROW_CELLS>::run(self, key, false).1
        }
    }

    /// The canonical key by the column-order tables ([`super::column_orders`]), or `None`
    /// when they do not cover the shape or an entry: a few table reads, where
    /// [`Shape::sort_lexical`] costs more and gives a key that need not be canonical.
    #[inline]
    pub fn table_canonical(&self, key: u128) -> Option<u128> {
        self.orders.and_then(|t| t.canonical(self.m, key))
    }

    /// The transpose of a key of a square shape (entry (r, c) moved to (c, r)).
    pub fn transpose(&self, key: u128) -> u128 {
        debug_assert_eq!(self.m, self.n, "a square shape");
        if self.m == 4 && self.bits == 4 {
            return u128::from(transpose_4x4(key as u64));
        }
        let mut out = 0u128;
        for r in 0..self.m {
            for c in 0..self.n {
                out |= u128::from(self.get(key, r, c)) << self.shift(c, r);
            }
        }
        out
    }

    /// Whether `key` is its own canonical form (`canonical(key) == key`), stopping at the
    /// first row where some order reads larger.
    pub fn is_canonical(&self, key: u128) -> bool {
        if !self.canon {
            return true;
        }
        if let Some(k) = self.orders.and_then(|t| t.canonical(self.m, key)) {
            return k == key;
        }
        if self.n <= 4 {
            Search::<4>::run(self, key, true).0
        } else if self.n <= 8 {
            Search::<8>::run(self, key, true).0
        } else {
            Search::<MAX_NARROW_CELLS>::run(self, key, true).0
        }
    }

    /// Whether `key`, which was doubly lexical before entry (r, c) was lowered by one, is
    /// still doubly lexical: row r not below row r + 1, column c not below column c + 1
    /// (a canonical key is doubly lexical, so a key failing this is not canonical).
    #[inline]
    pub fn lexical_after_move(&self, key: u128, r: usize, c: usize) -> bool {
        if r + 1 < self.m {
            let mask = low_mask(self.row_bits());
            let (a, b) = (
                (key >> self.row_shift(r)) & mask,
                (key >> self.row_shift(r + 1)) & mask,
            );
            if a < b {
                return false;
            }
        }
        if c + 1 < self.n {
            for i in 0..self.m {
                let (x, y) = (self.get(key, i, c), self.get(key, i, c + 1));
                if x != y {
                    return x > y;
                }
            }
        }
        true
    }

    /// A doubly lexical key of the class of `key`: its rows sorted into non-increasing
    /// readings, then its columns (read top to bottom) likewise, again and again until
    /// neither sort moves anything.
    ///
    /// Sorting the rows gives the largest row-major reading over the orders of the rows for
    /// the present column order, and sorting the columns the largest over the orders of the
    /// columns (the reading compares the first row first, then the second, ...: exactly the
    /// columns' top-to-bottom readings compared lexicographically). So a sort that moves
    /// anything strictly raises the key, the loop ends, and it ends at a key whose rows and
    /// columns are both non-increasing. That key need not be the canonical one (a class can
    /// have several doubly lexical keys), but it usually is: the enumerator looks it up in
    /// the level first, and only a key the level does not hold pays for [`Shape::canonical`].
    pub fn sort_lexical(&self, key: u128) -> u128 {
        let (m, n, bits) = (self.m, self.n, self.bits);
        if m <= 8 && n <= 8 && m as u32 * bits <= 64 && n as u32 * bits <= 64 {
            return self.sort_lexical_small(key);
        }
        let mut key = key;
        loop {
            let before = key;
            // Rows, as row-major fields, non-increasing.
            let mut rows = [0u128; MAX_NARROW_CELLS];
            let row_mask = low_mask(self.row_bits());
            for (r, row) in rows.iter_mut().enumerate().take(m) {
                *row = (key >> self.row_shift(r)) & row_mask;
            }
            insertion_sort_desc(&mut rows[..m]);
            key = 0;
            for &row in &rows[..m] {
                // (A single row of 128 bits: the shift leaves nothing, as it should.)
                key = key.checked_shl(self.row_bits()).unwrap_or(0) | row;
            }
            // Columns, read top to bottom, non-increasing.
            let mut cols = [0u128; MAX_NARROW_CELLS];
            for (c, col) in cols.iter_mut().enumerate().take(n) {
                for r in 0..m {
                    *col = (*col << bits) | u128::from(self.get(key, r, c));
                }
            }
            insertion_sort_desc(&mut cols[..n]);
            key = 0;
            for r in 0..m {
                let sh = bits * (m - 1 - r) as u32;
                for &col in &cols[..n] {
                    key = (key << bits) | ((col >> sh) & self.entry);
                }
            }
            if key == before {
                return key;
            }
        }
    }

    /// [`Shape::sort_lexical`] for at most 8 rows and columns whose rows and columns each fit
    /// in 64 bits: rows and columns are kept as 64-bit readings and transposed into each
    /// other, and the loop stops as soon as the side just derived is already in order.
    #[inline]
    fn sort_lexical_small(&self, key: u128) -> u128 {
        let (m, n, bits) = (self.m, self.n, self.bits);
        let e = self.entry as u64;
        let row_mask = low_mask(self.row_bits());
        let mut rows = [0u64; 8];
        for (r, row) in rows.iter_mut().enumerate().take(m) {
            *row = ((key >> self.row_shift(r)) & row_mask) as u64;
        }
        let mut cols = [0u64; 8];
        // Transposes `from` (k readings of j entries) into `to` (j readings of k entries).
        let transpose = |from: &[u64; 8], k: usize, j: usize, to: &mut [u64; 8]| {
            for (c, t) in to.iter_mut().enumerate().take(j) {
                let sh = bits * (j - 1 - c) as u32;
                let mut v = 0u64;
                for &f in &from[..k] {
                    v = (v << bits) | ((f >> sh) & e);
                }
                *t = v;
            }
        };
        let sorted = |a: &[u64]| a.windows(2).all(|w| w[0] >= w[1]);
        loop {
            insertion_sort_desc(&mut rows[..m]);
            transpose(&rows, m, n, &mut cols);
            if sorted(&cols[..n]) {
                break;
            }
            insertion_sort_desc(&mut cols[..n]);
            transpose(&cols, n, m, &mut rows);
            if sorted(&rows[..m]) {
                break;
            }
        }
        rows[..m]
            .iter()
            .fold(0u128, |k, &r| (k << self.row_bits()) | u128::from(r))
    }

    /// Bits of one row of a key.
    #[inline]
    fn row_bits(&self) -> u32 {
        self.bits * self.n as u32
    }

    /// The bit offset of row `r`.
    #[inline]
    fn row_shift(&self, r: usize) -> u32 {
        self.row_bits() * (self.m - 1 - r) as u32
    }
}

/// The transpose of a 4 x 4 key of four bits an entry, by two exchanges of bit fields: the
/// 2 x 2 blocks each transposed (entry (r, c), r even and c odd, with entry (r + 1, c - 1),
/// 12 bits lower), then the two off-diagonal blocks exchanged (entry (r, c), r < 2 <= c,
/// with entry (r + 2, c - 2), 24 bits lower).
#[inline]
fn transpose_4x4(x: u64) -> u64 {
    /// The bit offset of entry (r, c).
    const fn at(r: usize, c: usize) -> u32 {
        (60 - 16 * r - 4 * c) as u32
    }
    /// The lower entry of each exchanged pair: (r odd, c even), then (r >= 2, c < 2).
    const IN_BLOCKS: u64 = 0xf << at(1, 0) | 0xf << at(1, 2) | 0xf << at(3, 0) | 0xf << at(3, 2);
    const ACROSS: u64 = 0xf << at(2, 0) | 0xf << at(2, 1) | 0xf << at(3, 0) | 0xf << at(3, 1);
    let exchange = |x: u64, mask: u64, delta: u32| {
        let t = ((x >> delta) ^ x) & mask;
        x ^ t ^ (t << delta)
    };
    exchange(exchange(x, IN_BLOCKS, 12), ACROSS, 24)
}

/// The mask of the low `bits` bits (all of them from 128 on).
#[inline]
fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// The optimal sorting network of 4 inputs (Knuth, TAOCP 5.3.4): branch-free, where an
/// insertion sort of a handful of keys is dominated by mispredicted comparisons. Longer rows
/// use an insertion sort (measured: the 19-comparator network of 8 inputs costs more than an
/// insertion sort of 5 keys).
const NETWORK_4: [(usize, usize); 5] = [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)];

/// Sorts the first `n` entries of `s` ascending (entries past `n` are overwritten).
/// `network` is the network for `N` inputs, if any.
#[inline]
pub fn sort_ascending<const N: usize>(s: &mut [u16; N], n: usize) {
    sort_with(s, n, if N == 4 { &NETWORK_4 } else { &[] });
}

/// [`sort_ascending`] with a given network of `N` inputs (none: insertion sort).
#[inline]
fn sort_with<const N: usize>(s: &mut [u16; N], n: usize, network: &[(usize, usize)]) {
    if network.is_empty() {
        let s = &mut s[..n];
        for i in 1..n {
            let x = s[i];
            let mut j = i;
            while j > 0 && s[j - 1] > x {
                s[j] = s[j - 1];
                j -= 1;
            }
            s[j] = x;
        }
        return;
    }
    // Padding sorts last: every real entry is below u16::MAX (runs are below 8 here).
    s[n..].fill(u16::MAX);
    for &(i, j) in network {
        let (a, b) = (s[i], s[j]);
        s[i] = a.min(b);
        s[j] = a.max(b);
    }
}

/// The refinement search of [`Shape::canonical`], with column buffers of `N` entries (the
/// smallest of 4, 8, 64 that holds a row).
struct Search<'a, const N: usize> {
    shape: &'a Shape,
    /// The entries, row-major.
    a: [u8; MAX_NARROW_CELLS],
    /// The largest reading known: a real reading of the matrix, or (after a larger row was
    /// found at some depth) that reading's rows up to there followed by zeros, which the
    /// branch that found it fills in.
    best: u128,
    /// Stop at the first larger row instead of finishing (the canonical test).
    test: bool,
}

impl<'a, const N: usize> Search<'a, N> {
    /// (whether `key` is canonical so far, the best reading found). With `test`, stops at
    /// the first larger reading (and the key returned is not meaningful).
    fn run(shape: &'a Shape, key: u128, test: bool) -> (bool, u128) {
        let mut a = [0u8; MAX_NARROW_CELLS];
        let cells = shape.m * shape.n;
        for (i, x) in a.iter_mut().enumerate().take(cells) {
            *x = ((key >> (shape.bits * (cells - 1 - i) as u32)) & shape.entry) as u8;
        }
        let mut s = Search {
            shape,
            a,
            best: key,
            test,
        };
        let ok = s.descend(0, 0, &[0u8; N]);
        (ok, s.best)
    }

    /// Row `r` of the best reading.
    #[inline]
    fn best_row(&self, r: usize) -> u128 {
        (self.best >> self.shape.row_shift(r)) & low_mask(self.shape.row_bits())
    }

    /// The reading of row `r` when columns are in runs `run` (0 first): its entries sorted
    /// descending within each run. `sorted` receives, per column in reading order,
    /// (run << (bits + 6)) | ((max - entry) << 6) | column.
    #[inline]
    fn reading(&self, r: usize, run: &[u8; N], sorted: &mut [u16; N]) -> u128 {
        let (n, bits) = (self.shape.n, self.shape.bits);
        let e = self.shape.entry as u16;
        let row = &self.a[r * n..(r + 1) * n];
        for c in 0..n {
            sorted[c] =
                (u16::from(run[c]) << (bits + 6)) | ((e - u16::from(row[c])) << 6) | c as u16;
        }
        sort_ascending(sorted, n);
        sorted[..n]
            .iter()
            .fold(0u128, |v, &x| (v << bits) | u128::from(e - ((x >> 6) & e)))
    }

    /// Chooses the row read at `depth`, rows in `used` being taken; returns false when
    /// testing and a larger reading exists.
    fn descend(&mut self, depth: usize, used: u64, run: &[u8; N]) -> bool {
        let (m, n) = (self.shape.m, self.shape.n);
        if depth == m {
            return true;
        }
        let mut sorted = [0u16; N];
        // The largest reading of a remaining row, and the rows reaching it.
        let mut top = 0u128;
        let mut ties = 0u64;
        for r in 0..m {
            if used >> r & 1 == 1 {
                continue;
            }
            let v = self.reading(r, run, &mut sorted);
            if ties == 0 || v > top {
                top = v;
                ties = 1 << r;
            } else if v == top {
                ties |= 1 << r;
            }
        }
        let known = self.best_row(depth);
        if top < known {
            return true;
        }
        if top > known {
            if self.test {
                return false;
            }
            // Rows before `depth` stay, this row becomes `top`, later rows are found below.
            let sh = self.shape.row_shift(depth);
            let keep = !low_mask(sh + self.shape.row_bits());
            self.best = (self.best & keep) | (top << sh);
        }
        let mut left = ties;
        while left != 0 {
            let r = left.trailing_zeros() as usize;
            left &= left - 1;
            let row = &self.a[r * n..(r + 1) * n];
            let earlier = ties & ((1u64 << r) - 1);
            if (0..r).any(|q| earlier >> q & 1 == 1 && self.a[q * n..(q + 1) * n] == *row) {
                continue;
            }
            self.reading(r, run, &mut sorted);
            // The new runs: columns equal in run and in this row.
            let mut next = [0u8; N];
            let mut g = 0u8;
            for i in 0..n {
                if i > 0 && sorted[i] >> 6 != sorted[i - 1] >> 6 {
                    g += 1;
                }
                next[usize::from(sorted[i] & 63)] = g;
            }
            if !self.descend(depth + 1, used | 1 << r, &next) {
                return false;
            }
        }
        true
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
    /// The key the fast solver memoises under: the canonical key (equivalent matrices get
    /// the same key, non-equivalent ones different keys).
    pub fn memo_key(&self, key: u128) -> u128 {
        self.canonical(key)
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
