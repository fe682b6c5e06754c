//! Seki: the literal reference solver against the fast canonical solver (both variants), the
//! section 1.10 graph engine and the eye game with no eyes, on small random matrices; and the
//! canonical forms against a random row and column permutation and against the earlier
//! canonical search ([`crate::games::seki::canon_reference`]).

use crate::games::seki::canon::{Shape, canonical_matrix};
use crate::games::seki::canon_reference;
use crate::games::seki::eyes::EyePosition;
use crate::games::seki::rules::{Player, SekiType};
use crate::games::seki::{Matrix, Variant, fast, generalized, reference};
use arbitrary::Arbitrary;

/// A random small matrix: at most 3 x 3, entries at most 3, and at most 2000 sub-matrices
/// (the product of entry + 1), so the reference stays fast under a sanitizer.
#[derive(Debug, Clone, Arbitrary)]
pub struct SekiInput {
    /// Raw rows.
    pub rows: u8,
    /// Raw columns.
    pub cols: u8,
    /// Raw entries (row-major, cycled).
    pub entries: Vec<u8>,
    /// Seki-I instead of Seki.
    pub seki_i: bool,
    /// Seed of the permutation the canonical forms are checked against.
    pub seed: u64,
}

/// The largest product of (entry + 1) the check solves.
pub const BUDGET: u64 = 2000;

impl SekiInput {
    /// The matrix after the size budget (entries reduced until it fits), if it has no zero
    /// line.
    pub fn matrix(&self) -> Option<Matrix> {
        let m = usize::from(self.rows % 3) + 1;
        let n = usize::from(self.cols % 3) + 1;
        if self.entries.is_empty() {
            return None;
        }
        let mut a: Vec<u32> = (0..m * n)
            .map(|k| u32::from(self.entries[k % self.entries.len()] % 4))
            .collect();
        while a
            .iter()
            .fold(1u64, |p, &x| p.saturating_mul(u64::from(x) + 1))
            > BUDGET
        {
            let i = (0..a.len()).max_by_key(|&i| a[i]).expect("non-empty");
            a[i] -= 1;
        }
        let mat = Matrix::from_vec(m, n, a);
        (!mat.has_zero_row() && !mat.has_zero_col()).then_some(mat)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        if self.seki_i {
            Variant::SekiI
        } else {
            Variant::Seki
        }
    }
}

/// A pseudo-random row and column permutation of `a`, from `seed`.
pub fn permute(a: &Matrix, seed: u64) -> Matrix {
    let mut x = seed | 1;
    let mut next = |k: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % k as u64) as usize
    };
    let mut rp: Vec<usize> = (0..a.rows()).collect();
    let mut cp: Vec<usize> = (0..a.cols()).collect();
    for i in (1..rp.len()).rev() {
        rp.swap(i, next(i + 1));
    }
    for i in (1..cp.len()).rev() {
        cp.swap(i, next(i + 1));
    }
    a.permuted(&rp, &cp)
}

/// Every solver agrees with the reference, and canonical forms ignore permutations.
pub fn check(input: &SekiInput) -> Result<(), String> {
    let Some(a) = input.matrix() else {
        return Ok(());
    };
    let v = input.variant();
    let want = reference::seki_type(&a, v);
    let show = |t: &SekiType| format!("{} {}", t.coarse(), t.refined());
    let got = fast::seki_type(&a, v).map_err(|e| e.to_string())?;
    if got != want {
        return Err(format!(
            "{} ({}): reference {}, fast {}",
            a.compact(),
            v.name(),
            show(&want),
            show(&got)
        ));
    }
    let g = generalized::from_matrix(&a);
    let graph = SekiType::from_best_active(
        g.best_active(0, Player::R, v),
        g.best_active(0, Player::C, v),
    );
    if graph != want {
        return Err(format!(
            "{} ({}): reference {}, section 1.10 engine {}",
            a.compact(),
            v.name(),
            show(&want),
            show(&graph)
        ));
    }
    let eyes = EyePosition {
        a: a.clone(),
        row_eyes: vec![0; a.rows()],
        col_eyes: vec![0; a.cols()],
    };
    if eyes.seki_type(v) != want {
        return Err(format!(
            "{} ({}): the eye game without eyes differs",
            a.compact(),
            v.name()
        ));
    }
    // The two-bit packing (entries here are at most 3) gives the same type and the same
    // canonical reading.
    let narrow = Shape::narrow(a.rows(), a.cols()).map_err(|e| e.to_string())?;
    let key = narrow.pack(&a).map_err(|e| e.to_string())?;
    let mut solver = fast::Solver::with_shape(narrow.clone(), v);
    if solver.seki_type(key) != want {
        return Err(format!(
            "{} ({}): the two-bit fast solver differs from the reference",
            a.compact(),
            v.name()
        ));
    }
    if narrow.unpack(narrow.canonical(key)) != canonical_matrix(&a) {
        return Err(format!(
            "{}: the two-bit canonical form differs",
            a.compact()
        ));
    }
    let b = permute(&a, input.seed);
    let s = Shape::new(a.rows(), a.cols()).map_err(|e| e.to_string())?;
    let (ka, kb) = (
        s.pack(&a).map_err(|e| e.to_string())?,
        s.pack(&b).map_err(|e| e.to_string())?,
    );
    let (na, nb) = (
        narrow.pack(&a).map_err(|e| e.to_string())?,
        narrow.pack(&b).map_err(|e| e.to_string())?,
    );
    // The refinement search against the earlier search over every order of one side, and
    // the canonical test against the canonical form.
    for (shape, k) in [(&s, ka), (&s, kb), (&narrow, na), (&narrow, nb)] {
        let want = canon_reference::canonical(shape, k);
        if shape.canonical(k) != want || shape.is_canonical(k) != (want == k) {
            return Err(format!(
                "{}: the refinement canonical form differs from the search over every order",
                shape.unpack(k).compact()
            ));
        }
    }
    if s.canonical(ka) != s.canonical(kb)
        || s.memo_key(ka) != s.memo_key(kb)
        || narrow.memo_key(na) != narrow.memo_key(nb)
        || canonical_matrix(&a) != canonical_matrix(&b)
    {
        return Err(format!(
            "{} and its permutation {} have different canonical forms",
            a.compact(),
            b.compact()
        ));
    }
    Ok(())
}
