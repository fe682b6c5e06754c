//! The paper's tile-matrix recurrences, implemented literally from its Maple listing, so that
//! Theorems 3.1 and 3.2 can be checked against the independent computations of [`super::ends`].
//!
//! Theorem 3.2: R_{m,n}(x, y) is the (1,1) entry of (R_{0,n} + R'_{0,n})^m, where the 2^q x 2^q
//! matrices start from R_{0,0} = [1], R_{1,0} = R_{2,0} = [0] (primed: R'_{1,0} = [1], the others
//! [0]) and
//!   R_{2,q+1} = [[y R_{0,q}, 0], [0, 0]],
//!   R_{1,q+1} = [[R_{2,q}, x R_{0,q}], [R_{0,q}, 0]],
//!   R_{0,q+1} = [[R_{1,q} + R_{2,q}, x R_{0,q}], [R_{0,q}, 0]].
//! The Maple `Left(m, n)` builds the same matrices for bars of length m, takes the n-th power
//! and swaps x and y. Theorem 3.1 (maximal positions) uses 3^q x 3^q matrices:
//!   M_{2,q+1} = [[y M_0, y M_0, 0], [0, 0, 0], [0, 0, 0]],
//!   M_{1,q+1} = [[M_2, M_2, x M_0], [0, 0, 0], [M_0, M_0, 0]],
//!   M_{0,q+1} = [[M_2, M_2, x M_0], [M_1, 0, 0], [M_0, M_0, 0]],
//! and F_{m,n} sums column 1 of (M_{0,n} + M'_{0,n})^m over the rows whose index (from 0) has
//! no digit 2 in base 3 (the listing's `f`; the theorem's printed 3^i is 3^(i-1)).

use super::ends::{EndKind, Poly};
use crate::core::InputError;
use std::collections::BTreeMap;

/// A dense polynomial: coefficient of x^a y^b at `a * (deg + 1) + b`.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Dense {
    deg: usize,
    c: Vec<u128>,
}

impl Dense {
    fn zero(deg: usize) -> Dense {
        Dense {
            deg,
            c: vec![0; (deg + 1) * (deg + 1)],
        }
    }

    fn constant(deg: usize, v: u128) -> Dense {
        let mut d = Dense::zero(deg);
        d.c[0] = v;
        d
    }

    fn is_zero(&self) -> bool {
        self.c.iter().all(|&v| v == 0)
    }

    fn add(&self, o: &Dense) -> Dense {
        Dense {
            deg: self.deg,
            c: self.c.iter().zip(&o.c).map(|(a, b)| a + b).collect(),
        }
    }

    /// Multiplies by x (dx = 1) or y (dy = 1); terms past the degree bound are dropped (they
    /// cannot occur on the board the bound was chosen for).
    fn shift(&self, dx: usize, dy: usize) -> Dense {
        let n = self.deg + 1;
        let mut out = Dense::zero(self.deg);
        for a in 0..n - dx {
            for b in 0..n - dy {
                out.c[(a + dx) * n + b + dy] = self.c[a * n + b];
            }
        }
        out
    }

    fn mul_add(&self, o: &Dense, acc: &mut Dense) {
        let n = self.deg + 1;
        for (i, &u) in self.c.iter().enumerate() {
            if u == 0 {
                continue;
            }
            let (a1, b1) = (i / n, i % n);
            for (j, &v) in o.c.iter().enumerate() {
                if v == 0 {
                    continue;
                }
                let (a2, b2) = (j / n, j % n);
                if a1 + a2 < n && b1 + b2 < n {
                    acc.c[(a1 + a2) * n + b1 + b2] += u * v;
                }
            }
        }
    }

    fn to_poly(&self) -> Poly {
        let n = self.deg + 1;
        Poly(
            self.c
                .iter()
                .enumerate()
                .filter(|(_, v)| **v != 0)
                .map(|(i, v)| (((i / n) as u32, (i % n) as u32), *v))
                .collect::<BTreeMap<_, _>>(),
        )
    }
}

/// A square matrix of dense polynomials.
#[derive(Debug, Clone)]
struct Matrix {
    n: usize,
    e: Vec<Dense>,
}

impl Matrix {
    fn scalar(deg: usize, v: u128) -> Matrix {
        Matrix {
            n: 1,
            e: vec![Dense::constant(deg, v)],
        }
    }

    fn zero(deg: usize, n: usize) -> Matrix {
        Matrix {
            n,
            e: vec![Dense::zero(deg); n * n],
        }
    }

    fn at(&self, i: usize, j: usize) -> &Dense {
        &self.e[i * self.n + j]
    }

    /// Builds a block matrix from a k x k grid of equal-size blocks.
    fn blocks(grid: Vec<Vec<Matrix>>) -> Matrix {
        let k = grid.len();
        let s = grid[0][0].n;
        let deg = grid[0][0].e[0].deg;
        let mut out = Matrix::zero(deg, k * s);
        for (bi, row) in grid.iter().enumerate() {
            for (bj, block) in row.iter().enumerate() {
                for i in 0..s {
                    for j in 0..s {
                        out.e[(bi * s + i) * out.n + bj * s + j] = block.at(i, j).clone();
                    }
                }
            }
        }
        out
    }

    fn map(&self, f: impl Fn(&Dense) -> Dense) -> Matrix {
        Matrix {
            n: self.n,
            e: self.e.iter().map(f).collect(),
        }
    }

    fn add(&self, o: &Matrix) -> Matrix {
        Matrix {
            n: self.n,
            e: self.e.iter().zip(&o.e).map(|(a, b)| a.add(b)).collect(),
        }
    }

    fn mul(&self, o: &Matrix) -> Matrix {
        let deg = self.e[0].deg;
        let mut out = Matrix::zero(deg, self.n);
        for i in 0..self.n {
            for k in 0..self.n {
                let a = self.at(i, k);
                if a.is_zero() {
                    continue;
                }
                for j in 0..self.n {
                    let b = o.at(k, j);
                    if !b.is_zero() {
                        let mut acc = std::mem::replace(&mut out.e[i * self.n + j], Dense::zero(0));
                        a.mul_add(b, &mut acc);
                        out.e[i * self.n + j] = acc;
                    }
                }
            }
        }
        out
    }

    fn pow(&self, p: usize) -> Matrix {
        let mut out = self.clone();
        for _ in 1..p {
            out = out.mul(self);
        }
        out
    }
}

/// Largest bar length (matrix order 2^q or 3^q) the literal recurrences are run for.
pub const MAX_BAR: usize = 6;

/// M_{0,q} + M'_{0,q} for a recurrence `step(M0, M1, M2) -> (M0, M1, M2)` of the listing,
/// from the base cases M_{0,0} = [1] (unprimed) or M'_{1,0} = [1] (primed), the rest [0].
fn sum_of_bases(
    q: usize,
    deg: usize,
    step: impl Fn(&Matrix, &Matrix, &Matrix) -> (Matrix, Matrix, Matrix),
) -> Matrix {
    let build = |base: [u128; 3]| {
        let mut m = (
            Matrix::scalar(deg, base[0]),
            Matrix::scalar(deg, base[1]),
            Matrix::scalar(deg, base[2]),
        );
        for _ in 0..q {
            m = step(&m.0, &m.1, &m.2);
        }
        m.0
    };
    build([1, 0, 0]).add(&build([0, 1, 0]))
}

/// (R_{0,q} + R'_{0,q}) by the 2x2-block recurrence (Theorem 3.2).
fn right_transfer(q: usize, deg: usize) -> Matrix {
    sum_of_bases(q, deg, |m0, m1, m2| {
        let z = Matrix::zero(deg, m0.n);
        let x0 = m0.map(|d| d.shift(1, 0));
        let y0 = m0.map(|d| d.shift(0, 1));
        let n2 = Matrix::blocks(vec![vec![y0, z.clone()], vec![z.clone(), z.clone()]]);
        let n1 = Matrix::blocks(vec![
            vec![m2.clone(), x0.clone()],
            vec![m0.clone(), z.clone()],
        ]);
        let n0 = Matrix::blocks(vec![vec![m1.add(m2), x0], vec![m0.clone(), z]]);
        (n0, n1, n2)
    })
}

fn check_size(m: usize, n: usize, bar: usize) -> Result<(), InputError> {
    if m == 0 || n == 0 || bar > MAX_BAR || m * n > 40 {
        return Err(InputError::new(format!(
            "board {m}x{n} is too large for the paper's literal matrices (bar length <= {MAX_BAR}, at most 40 cells)"
        )));
    }
    Ok(())
}

/// The Maple `Right(m, n)`: (1,1) entry of (R_{0,n} + R'_{0,n})^m (Theorem 3.2).
pub fn right(m: usize, n: usize) -> Result<Poly, InputError> {
    check_size(m, n, n)?;
    let deg = m * n / 2 + 1;
    Ok(right_transfer(n, deg).pow(m).at(0, 0).to_poly())
}

/// The Maple `Left(m, n)`: the same with bars of length m, the n-th power, x and y swapped.
pub fn left(m: usize, n: usize) -> Result<Poly, InputError> {
    check_size(m, n, m)?;
    let deg = m * n / 2 + 1;
    Ok(right_transfer(m, deg).pow(n).at(0, 0).to_poly().swap_xy())
}

/// The Maple `Maximal(m, n)` (Theorem 3.1).
pub fn maximal(m: usize, n: usize) -> Result<Poly, InputError> {
    check_size(m, n, n)?;
    let deg = m * n / 2 + 1;
    let transfer = sum_of_bases(n, deg, |m0, m1, m2| {
        let z = Matrix::zero(deg, m0.n);
        let x0 = m0.map(|d| d.shift(1, 0));
        let y0 = m0.map(|d| d.shift(0, 1));
        let zeros = || vec![z.clone(), z.clone(), z.clone()];
        let n2 = Matrix::blocks(vec![vec![y0.clone(), y0, z.clone()], zeros(), zeros()]);
        let n1 = Matrix::blocks(vec![
            vec![m2.clone(), m2.clone(), x0.clone()],
            zeros(),
            vec![m0.clone(), m0.clone(), z.clone()],
        ]);
        let n0 = Matrix::blocks(vec![
            vec![m2.clone(), m2.clone(), x0],
            vec![m1.clone(), z.clone(), z.clone()],
            vec![m0.clone(), m0.clone(), z.clone()],
        ]);
        (n0, n1, n2)
    });
    let b = transfer.pow(m);
    let mut total = Dense::zero(deg);
    for k in 0..3usize.pow(n as u32) {
        let mut digits = k;
        let mut has_two = false;
        while digits > 0 {
            has_two |= digits % 3 == 2;
            digits /= 3;
        }
        if !has_two {
            total = total.add(b.at(k, 0));
        }
    }
    Ok(total.to_poly())
}

/// The Maple procedure of `kind`'s ends ([`left`], [`right`] or [`maximal`]).
pub fn ends(kind: EndKind, m: usize, n: usize) -> Result<Poly, InputError> {
    match kind {
        EndKind::Left => left(m, n),
        EndKind::Right => right(m, n),
        EndKind::Maximal => maximal(m, n),
    }
}
