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

    /// Parses "3 0 0; 0 3 0; 1 1 3" (or the same with newlines or commas).
    pub fn parse(text: &str) -> Result<Matrix, InputError> {
        let mut rows = Vec::new();
        for (i, line) in text
            .split([';', '\n'])
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .enumerate()
        {
            let mut row = Vec::new();
            for tok in line
                .split(|c: char| c.is_whitespace() || c == ',')
                .filter(|t| !t.is_empty())
            {
                if tok.starts_with('-') {
                    return Err(InputError::new(format!(
                        "negative entry '{tok}' in row {}: Seki matrices are non-negative",
                        i + 1
                    )));
                }
                let v: u32 = tok.parse().map_err(|_| {
                    InputError::new(format!(
                        "entry '{tok}' in row {} is not a non-negative integer",
                        i + 1
                    ))
                })?;
                if v > MAX_ENTRY {
                    return Err(InputError::new(format!(
                        "entry {v} in row {} is larger than {MAX_ENTRY}",
                        i + 1
                    )));
                }
                row.push(v);
            }
            rows.push(row);
        }
        Matrix::from_rows(&rows)
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

    /// The paper's compact form when every entry is a digit ("033;303;330"), else the
    /// spaced form ("10 0; 0 10").
    pub fn compact(&self) -> String {
        let digits = self.a.iter().all(|&x| x < 10);
        (0..self.rows)
            .map(|i| {
                let r = self.row(i).iter().map(|x| x.to_string());
                if digits {
                    r.collect::<String>()
                } else {
                    r.collect::<Vec<_>>().join(" ")
                }
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// The form `cgcheck solve seki` reads back: "3 0 0; 0 3 0; 1 1 3".
    pub fn spaced(&self) -> String {
        (0..self.rows)
            .map(|i| {
                self.row(i)
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("; ")
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
