//! Canonical forms of matrices of at most four columns, by trying only the column orders
//! that can start the largest reading.
//!
//! # Definitions
//! - The **canonical key** of a matrix is its largest row-major reading over every order of
//!   its rows and every order of its columns ([`super::canon`]); rows are compared as
//!   numbers (their readings), so for one column order the best row order sorts the rows
//!   into non-increasing readings.
//! - A row's **sorted reading** is its entries in non-increasing order: the largest reading
//!   any column order gives that row.
//! - A row's **sorting set** is the set of column orders that read it as its sorted reading
//!   (one order when its entries are distinct, more when some are equal).
//!
//! # Why only a few column orders are tried
//! Let `top` be the largest sorted reading of any row. No column order reads any row above
//! `top`, and a row whose sorted reading is `top`, put first under an order of its sorting
//! set, reads `top`: so the canonical key starts with `top`. The column order of the
//! canonical key therefore reads some row as `top`, which is to say it lies in the sorting
//! set of a row whose sorted reading is `top`. [`ColumnOrders::canonical`] takes the union
//! of those sets, and for each order in it permutes every row, sorts the rows and keeps the
//! largest key: the canonical key, found among the orders that can reach it. A matrix with
//! one row of distinct largest entries tries one order; only matrices with many equal
//! entries in their largest rows try many (at most n!, 24 for four columns).
//!
//! # Tables
//! For n columns the three facts about a row that the search reads (its sorted reading, its
//! sorting set as a bit mask over the n! orders, the row under each order) are tables
//! indexed by the row's entries: four bits each for up to three columns (any entry up to
//! 15), three bits each for four columns (entries up to 7, else [`ColumnOrders::canonical`]
//! declines and the caller uses the refinement search). Every table has at most 4,096 rows
//! (the largest, the permuted rows of four columns, 24 x 4,096 readings of two bytes), so
//! the search reads a few cached words an order instead of comparing entries.
//!
//! # Example
//! The 2 x 3 matrix with rows `1 2 0` and `0 2 2`: sorted readings `2 1 0` and `2 2 0`, so
//! `top` is `2 2 0` and only the second row's sorting set is tried. Its entries 0, 2, 2 are
//! sorted by two column orders, (1, 2, 0) and (2, 1, 0) (0-based: the columns holding 2 in
//! either order, then the column holding 0). The first reads the rows as `2 0 1` and
//! `2 2 0`, sorted `220 / 201`; the second as `0 2 1` and `2 2 0`, sorted `220 / 021`. The
//! larger, `220 / 201`, is the canonical key.

use std::sync::OnceLock;

/// The most columns the tables cover.
pub const MAX_COLUMNS: usize = 4;
/// The most entries a matrix the tables canonicalize holds (its key fits in 64 bits).
pub const MAX_CELLS: usize = 16;

/// The tables for matrices of `n` columns (see the module documentation).
pub struct ColumnOrders {
    n: usize,
    /// Bits of a row's index per entry: 4 for up to three columns, 3 for four.
    width: u32,
    /// Rows (indices) a table holds: 2^(n * width).
    rows: usize,
    /// The sorted reading of each row, four bits an entry.
    sorted: Vec<u16>,
    /// The sorting set of each row: bit t for the t-th column order (lexicographic).
    sorting: Vec<u32>,
    /// `permuted[t * rows + i]`: row i read in the t-th column order, four bits an entry.
    permuted: Vec<u16>,
}

impl std::fmt::Debug for ColumnOrders {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ColumnOrders({} columns)", self.n)
    }
}

impl ColumnOrders {
    /// The tables for `n` columns (built once), or `None` past [`MAX_COLUMNS`].
    pub fn for_columns(n: usize) -> Option<&'static ColumnOrders> {
        static TABLES: [OnceLock<ColumnOrders>; MAX_COLUMNS] =
            [const { OnceLock::new() }; MAX_COLUMNS];
        let slot = TABLES.get(n.checked_sub(1)?)?;
        Some(slot.get_or_init(|| ColumnOrders::build(n)))
    }

    fn build(n: usize) -> ColumnOrders {
        let width = if n == MAX_COLUMNS { 3 } else { 4 };
        let rows = 1usize << (n as u32 * width);
        let orders = super::canon::permutations(n);
        let mut sorted = vec![0u16; rows];
        let mut sorting = vec![0u32; rows];
        let mut permuted = vec![0u16; orders.len() * rows];
        let nibbles = |entries: &[u16]| entries.iter().fold(0u16, |v, &e| (v << 4) | e);
        for i in 0..rows {
            // Entry c of row i, c = 0 first (most significant).
            let mask = (1usize << width) - 1;
            let entries: Vec<u16> = (0..n)
                .map(|c| ((i >> (width as usize * (n - 1 - c))) & mask) as u16)
                .collect();
            let mut desc = entries.clone();
            desc.sort_unstable_by(|a, b| b.cmp(a));
            sorted[i] = nibbles(&desc);
            for (t, order) in orders.iter().enumerate() {
                let read: Vec<u16> = order.iter().map(|&c| entries[c]).collect();
                permuted[t * rows + i] = nibbles(&read);
                if read == desc {
                    sorting[i] |= 1 << t;
                }
            }
        }
        ColumnOrders {
            n,
            width,
            rows,
            sorted,
            sorting,
            permuted,
        }
    }

    /// The index of a row held four bits an entry, or `None` if an entry does not fit the
    /// index's width.
    #[inline]
    fn index(&self, row: u64) -> Option<usize> {
        if self.width == 4 {
            return Some(row as usize);
        }
        // Four entries of at most 7: drop each entry's high bit.
        if row & 0x8888 != 0 {
            return None;
        }
        Some(
            ((row & 7) | ((row >> 1) & 0x38) | ((row >> 2) & 0x1c0) | ((row >> 3) & 0xe00))
                as usize,
        )
    }

    /// The canonical key of the m x n matrix `key` (row-major, four bits an entry, row 0
    /// most significant), or `None` when an entry is too large for the tables (four columns
    /// and an entry above 7) or the matrix has more than [`MAX_CELLS`] entries.
    #[inline]
    pub fn canonical(&self, m: usize, key: u128) -> Option<u128> {
        match m {
            // The shapes of the censuses, with the loops unrolled.
            3 => self.canonical_rows::<3>(m, key),
            4 => self.canonical_rows::<4>(m, key),
            _ if m * self.n <= MAX_CELLS => self.canonical_rows::<MAX_CELLS>(m, key),
            _ => None,
        }
    }

    /// [`ColumnOrders::canonical`] for m <= M rows (buffers of M; m = M for the unrolled
    /// shapes).
    #[inline]
    fn canonical_rows<const M: usize>(&self, m: usize, key: u128) -> Option<u128> {
        let row_bits = 4 * self.n as u32;
        let mut index = [0usize; M];
        let mut sorted = [0u16; M];
        let mut top = 0u16;
        for r in 0..m {
            let row = (key >> (row_bits * (m - 1 - r) as u32)) as u64 & ((1 << row_bits) - 1);
            index[r] = self.index(row)?;
            sorted[r] = self.sorted[index[r]];
            top = top.max(sorted[r]);
        }
        let mut candidates = 0u32;
        for r in 0..m {
            if sorted[r] == top {
                candidates |= self.sorting[index[r]];
            }
        }
        let mut best = 0u64;
        let mut read = [0u16; M];
        while candidates != 0 {
            let t = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let table = &self.permuted[t * self.rows..(t + 1) * self.rows];
            for r in 0..m {
                read[r] = table[index[r]];
            }
            sort_descending(&mut read[..m]);
            let key = read[..m]
                .iter()
                .fold(0u64, |k, &row| (k << row_bits) | u64::from(row));
            best = best.max(key);
        }
        Some(u128::from(best))
    }
}

/// Sorts a few rows into non-increasing order: the optimal networks for three and four
/// (Knuth, TAOCP 5.3.4), an insertion sort otherwise.
#[inline]
fn sort_descending(rows: &mut [u16]) {
    let swap = |x: &mut u16, y: &mut u16| {
        let (p, q) = (*x, *y);
        *x = p.max(q);
        *y = p.min(q);
    };
    if let [a, b, c] = rows {
        swap(a, b);
        swap(b, c);
        swap(a, b);
        return;
    }
    if let [a, b, c, d] = rows {
        swap(a, b);
        swap(c, d);
        swap(a, c);
        swap(b, d);
        swap(b, c);
        return;
    }
    super::canon::insertion_sort_desc(rows);
}
