//! Non-negative integer matrices A : I x J -> Z_+ (section 1), with the text format the CLI
//! reads ("3 0 0; 0 3 0; 1 1 3": rows separated by `;` or newlines, entries by spaces or
//! commas) and the operations the paper uses: line sums, height, transpose, permutations and
//! the direct sum of section 1.6.

use crate::core::InputError;
use std::fmt;

/// An m x n matrix of non-negative entries, row-major.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    a: Vec<u32>,
}

/// The largest entry the text format accepts (the reference solver's state space is the
/// product of (a_ij + 1), so larger entries could never be solved anyway).
pub const MAX_ENTRY: u32 = 1000;

impl Matrix {
    /// Builds a matrix from rows; every row must have the same, non-zero length.
    pub fn from_rows(rows: &[Vec<u32>]) -> Result<Matrix, InputError> {
        let m = rows.len();
        if m == 0 {
            return Err(InputError::new("empty matrix: give at least one row"));
        }
        let n = rows[0].len();
        if n == 0 {
            return Err(InputError::new("empty row 1: give at least one entry"));
        }
        for (i, r) in rows.iter().enumerate() {
            if r.len() != n {
                return Err(InputError::new(format!(
                    "ragged matrix: row 1 has {n} entries but row {} has {}",
                    i + 1,
                    r.len()
                )));
            }
        }
        Ok(Matrix {
            rows: m,
            cols: n,
            a: rows.concat(),
        })
    }

    /// A matrix from rows given as literals (for tests and the paper's examples).
    ///
    /// # Panics
    /// If the rows are ragged or empty: only for constant, known-good input.
    pub fn new(rows: &[&[u32]]) -> Matrix {
        let owned: Vec<Vec<u32>> = rows.iter().map(|r| r.to_vec()).collect();
        Matrix::from_rows(&owned).expect("literal matrix is rectangular")
    }

    /// The m x n matrix with entries `a` in row-major order.
    ///
    /// # Panics
    /// If `a.len() != m * n` or a dimension is 0.
    pub fn from_vec(m: usize, n: usize, a: Vec<u32>) -> Matrix {
        assert!(m > 0 && n > 0 && a.len() == m * n, "bad matrix shape");
        Matrix {
            rows: m,
            cols: n,
            a,
        }
    }

    /// The m x n matrix whose entry (i, j) (0-based) is `entry(i, j)`.
    ///
    /// # Panics
    /// If a dimension is 0.
    pub fn from_fn(m: usize, n: usize, mut entry: impl FnMut(usize, usize) -> u32) -> Matrix {
        Matrix::from_vec(m, n, (0..m * n).map(|k| entry(k / n, k % n)).collect())
    }

    /// Parses a matrix: rows separated by `;` or newlines; in a row, entries separated by
    /// spaces or commas ("3 0 0; 0 3 0; 1 1 3"), or the paper's compact form where a row
    /// written as one run of two or more digits has one digit per entry ("300; 030; 113", as
    /// `cgcheck enumerate seki` lists matrices). A one-column row with an entry of two or more
    /// digits is written with a comma ("12,"), as [`Matrix::spaced`] prints it. A matrix of
    /// one row written as one run of digits ("15") is refused as ambiguous.
    ///
    /// Entries are digits only, at most [`MAX_ENTRY`]; a multi-digit entry may not start with
    /// 0 (so "03" is never silently read as 3); anything else is refused.
    pub fn parse(text: &str) -> Result<Matrix, InputError> {
        let mut rows: Vec<Vec<u32>> = Vec::new();
        let mut compact_line = None;
        for line in text.split([';', '\n']) {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let i = rows.len() + 1;
            let tokens: Vec<&str> = line
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
                .collect();
            if tokens.is_empty() {
                return Err(InputError::new(format!("row {i} '{line}' has no entries")));
            }
            let compact = tokens.len() == 1 && tokens[0].len() == line.len() && line.len() > 1;
            let row = if compact && line.bytes().all(|b| b.is_ascii_digit()) {
                line.bytes().map(|b| u32::from(b - b'0')).collect()
            } else {
                tokens
                    .iter()
                    .map(|tok| entry(tok, i))
                    .collect::<Result<Vec<u32>, InputError>>()?
            };
            if compact {
                compact_line = Some(line);
            }
            rows.push(row);
        }
        if let (1, Some(line)) = (rows.len(), compact_line) {
            // One row written as one run of digits: "15" is the 1x2 matrix [1 5] in the
            // compact form, or the 1x1 matrix [15]. Neither reading is taken silently.
            let spaced: Vec<String> = line.chars().map(String::from).collect();
            return Err(InputError::new(format!(
                "'{line}' is ambiguous: write '{}' for the 1x{} matrix or '{line},' for the 1x1 \
                 matrix [{line}]",
                spaced.join(" "),
                spaced.len()
            )));
        }
        Matrix::from_rows(&rows).map_err(|e| {
            if rows.iter().any(|r| r.len() != rows[0].len()) {
                InputError::new(format!(
                    "{e} (a row of two or more digits with no spaces is the compact form, one digit per entry)"
                ))
            } else {
                e
            }
        })
    }

    /// Number of rows m = |I|.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns n = |J|.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Entry a_{i,j} (0-based).
    pub fn get(&self, i: usize, j: usize) -> u32 {
        self.a[i * self.cols + j]
    }

    /// Sets entry a_{i,j} (0-based).
    pub fn set(&mut self, i: usize, j: usize, v: u32) {
        self.a[i * self.cols + j] = v;
    }

    /// The entries, row-major.
    pub fn entries(&self) -> &[u32] {
        &self.a
    }

    /// Row `i` as a slice.
    pub fn row(&self, i: usize) -> &[u32] {
        &self.a[i * self.cols..(i + 1) * self.cols]
    }

    /// The row sums s_i^r.
    pub fn row_sums(&self) -> Vec<u32> {
        (0..self.rows).map(|i| self.row(i).iter().sum()).collect()
    }

    /// The column sums s_j^c.
    pub fn col_sums(&self) -> Vec<u32> {
        (0..self.cols)
            .map(|j| (0..self.rows).map(|i| self.get(i, j)).sum())
            .collect()
    }

    /// The sum of all entries.
    pub fn total(&self) -> u32 {
        self.a.iter().sum()
    }

    /// The height h(A): the largest entry.
    pub fn height(&self) -> u32 {
        self.a.iter().copied().max().unwrap_or(0)
    }

    /// Whether some row is all zero.
    pub fn has_zero_row(&self) -> bool {
        (0..self.rows).any(|i| self.row(i).iter().all(|&x| x == 0))
    }

    /// Whether some column is all zero.
    pub fn has_zero_col(&self) -> bool {
        (0..self.cols).any(|j| (0..self.rows).all(|i| self.get(i, j) == 0))
    }

    /// The transpose (C's view of the game as R).
    pub fn transpose(&self) -> Matrix {
        let mut a = Vec::with_capacity(self.a.len());
        for j in 0..self.cols {
            for i in 0..self.rows {
                a.push(self.get(i, j));
            }
        }
        Matrix {
            rows: self.cols,
            cols: self.rows,
            a,
        }
    }

    /// Whether A = A^T.
    pub fn is_symmetric(&self) -> bool {
        self.rows == self.cols
            && (0..self.rows).all(|i| (0..i).all(|j| self.get(i, j) == self.get(j, i)))
    }

    /// The matrix with rows taken in order `rp` and columns in order `cp`.
    pub fn permuted(&self, rp: &[usize], cp: &[usize]) -> Matrix {
        let mut a = Vec::with_capacity(self.a.len());
        for &i in rp {
            for &j in cp {
                a.push(self.get(i, j));
            }
        }
        Matrix {
            rows: self.rows,
            cols: self.cols,
            a,
        }
    }

    /// The direct sum A' (+) A'' of section 1.6: A' top-left, A'' bottom-right, zeros elsewhere.
    pub fn direct_sum(&self, other: &Matrix) -> Matrix {
        let m = self.rows + other.rows;
        let n = self.cols + other.cols;
        let mut a = vec![0; m * n];
        for i in 0..self.rows {
            for j in 0..self.cols {
                a[i * n + j] = self.get(i, j);
            }
        }
        for i in 0..other.rows {
            for j in 0..other.cols {
                a[(self.rows + i) * n + self.cols + j] = other.get(i, j);
            }
        }
        Matrix {
            rows: m,
            cols: n,
            a,
        }
    }

    /// The matrix with entry (i, j) reduced by 1 (the caller checks it is positive).
    pub fn reduced(&self, i: usize, j: usize) -> Matrix {
        let mut b = self.clone();
        b.a[i * self.cols + j] -= 1;
        b
    }

    /// The matrix A_{i,j} of section 7: row i and column j deleted (None if nothing is left).
    pub fn minor(&self, i: usize, j: usize) -> Option<Matrix> {
        if self.rows < 2 || self.cols < 2 {
            return None;
        }
        let rp: Vec<usize> = (0..self.rows).filter(|&r| r != i).collect();
        let cp: Vec<usize> = (0..self.cols).filter(|&c| c != j).collect();
        let mut a = Vec::with_capacity(rp.len() * cp.len());
        for &r in &rp {
            for &c in &cp {
                a.push(self.get(r, c));
            }
        }
        Some(Matrix {
            rows: rp.len(),
            cols: cp.len(),
            a,
        })
    }

    /// The paper's compact form when every entry is a digit and there are at least two rows
    /// ("033; 303; 330"), else the spaced form ("10 0; 0 10"; a single row "1 5", since "15"
    /// alone is ambiguous). [`Matrix::parse`] reads both back as this matrix.
    pub fn compact(&self) -> String {
        if self.rows > 1 && self.a.iter().all(|&x| x < 10) {
            (0..self.rows)
                .map(|i| {
                    self.row(i)
                        .iter()
                        .map(|x| x.to_string())
                        .collect::<String>()
                })
                .collect::<Vec<_>>()
                .join("; ")
        } else {
            self.spaced()
        }
    }

    /// The form `cgcheck solve seki` reads back: "3 0 0; 0 3 0; 1 1 3". A one-column row with
    /// an entry of two or more digits gets a comma ("12,") so that it is not read as the
    /// compact form.
    pub fn spaced(&self) -> String {
        (0..self.rows)
            .map(|i| {
                let row = self.row(i);
                if let [x] = row
                    && *x >= 10
                {
                    format!("{x},")
                } else {
                    row.iter()
                        .map(|x| x.to_string())
                        .collect::<Vec<_>>()
                        .join(" ")
                }
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// One entry of the spaced form: digits only, no leading zero, at most [`MAX_ENTRY`].
fn entry(tok: &str, row: usize) -> Result<u32, InputError> {
    if let Some(rest) = tok.strip_prefix('-')
        && !rest.is_empty()
        && rest.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(InputError::new(format!(
            "negative entry '{tok}' in row {row}: Seki matrices are non-negative"
        )));
    }
    if !tok.bytes().all(|b| b.is_ascii_digit()) {
        return Err(InputError::new(format!(
            "entry '{tok}' in row {row} is not a non-negative integer (digits only)"
        )));
    }
    if tok.len() > 1 && tok.starts_with('0') {
        return Err(InputError::new(format!(
            "entry '{tok}' in row {row} has a leading zero: write the number without it, or the row as one run of digits (the compact form)"
        )));
    }
    match tok.parse::<u32>() {
        Ok(v) if v <= MAX_ENTRY => Ok(v),
        _ => Err(InputError::new(format!(
            "entry {tok} in row {row} is too large: at most {MAX_ENTRY}"
        ))),
    }
}

impl fmt::Display for Matrix {
    /// One row per line, entries right-aligned.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = self.height().to_string().len();
        for i in 0..self.rows {
            let line: Vec<String> = self.row(i).iter().map(|x| format!("{x:>w$}")).collect();
            writeln!(f, "{}", line.join(" "))?;
        }
        Ok(())
    }
}
