//! The fast solver: memoised search over canonical packed keys ([`super::canon`]).
//!
//! A position in progress is (matrix, mover, passed). Moving first (the previous turn was
//! not a pass) a player may pass, and then the opponent draws by passing back or plays its
//! best active move; so a matrix is fully described by the values of each player's best
//! active move, two ternary digits stored in one byte per canonical matrix. Equivalent
//! matrices (row and column permutations) share one entry, and moves at equal adjacent
//! rows or columns of a canonical key are tried once.

use super::Matrix;
use super::canon::Shape;
use super::rules::{Player, SekiType, Variant, first_player_value};
use crate::core::hash::FastMap;
use crate::core::{InputError, Wdl};

/// One action of a line of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Reduce a_{i,j} by one (0-based).
    Move(usize, usize),
    /// Pass.
    Pass,
}

/// The memoised solver for one shape and variant.
#[derive(Debug)]
pub struct Solver {
    shape: Shape,
    variant: Variant,
    memo: FastMap<u128, u8>,
}

/// A value as two bits (the memo and the enumerator's level maps store two per byte).
pub fn enc(v: Wdl) -> u8 {
    match v {
        Wdl::Loss => 0,
        Wdl::Draw => 1,
        Wdl::Win => 2,
    }
}

/// The value stored in the low two bits of `b`.
pub fn dec(b: u8) -> Wdl {
    match b & 3 {
        0 => Wdl::Loss,
        1 => Wdl::Draw,
        _ => Wdl::Win,
    }
}

/// The values for R and for C of an active move at (r, c) that leaves `child`, when the
/// move ends the game (`None` if play goes on). Only row r and column c can have become zero.
#[inline]
pub fn ending(
    shape: &Shape,
    child: u128,
    r: usize,
    c: usize,
    variant: Variant,
) -> Option<(Wdl, Wdl)> {
    let zr = shape.row_zero(child, r);
    let zc = shape.col_zero(child, c);
    match (zr, zc) {
        (false, false) => None,
        // Zero row and column at once: the mover wins in Seki, a draw in Seki-I.
        (true, true) => Some(match variant {
            Variant::Seki => (Wdl::Win, Wdl::Win),
            Variant::SekiI => (Wdl::Draw, Wdl::Draw),
        }),
        // A zero row: R wins whoever moved.
        (true, false) => Some((Wdl::Win, Wdl::Loss)),
        (false, true) => Some((Wdl::Loss, Wdl::Win)),
    }
}

/// Whether (r, c) repeats the move at (r-1, c) or (r, c-1) of a key whose adjacent rows or
/// columns are equal (the children are permutations of each other).
#[inline]
pub fn repeats(shape: &Shape, key: u128, r: usize, c: usize) -> bool {
    (c > 0 && shape.cols_equal(key, c - 1, c)) || (r > 0 && shape.rows_equal(key, r - 1, r))
}

impl Solver {
    /// A solver for m x n matrices, or an error if they cannot be packed.
    pub fn new(m: usize, n: usize, variant: Variant) -> Result<Solver, InputError> {
        Ok(Solver {
            shape: Shape::new(m, n)?,
            variant,
            memo: FastMap::default(),
        })
    }

    /// A solver for keys of `shape`.
    pub fn with_shape(shape: Shape, variant: Variant) -> Solver {
        Solver {
            shape,
            variant,
            memo: FastMap::default(),
        }
    }

    /// A solver sized for `a`, checking that its entries fit: four bits per entry, or two
    /// for matrices of more than 32 entries and height at most 3.
    pub fn for_matrix(a: &Matrix, variant: Variant) -> Result<(Solver, u128), InputError> {
        let s = Solver::with_shape(Shape::for_height(a.rows(), a.cols(), a.height())?, variant);
        let key = s.shape.pack(a)?;
        Ok((s, key))
    }

    /// The shape.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// Canonical matrices solved so far.
    pub fn states(&self) -> usize {
        self.memo.len()
    }

    /// The values of R's and C's best active moves in `key` (which has no zero line).
    pub fn best_active(&mut self, key: u128) -> (Wdl, Wdl) {
        let canon = self.shape.memo_key(key);
        if let Some(&b) = self.memo.get(&canon) {
            return (dec(b), dec(b >> 2));
        }
        let (m, n) = (self.shape.m, self.shape.n);
        let mut best_r = Wdl::Loss;
        let mut best_c = Wdl::Loss;
        for r in 0..m {
            for c in 0..n {
                if self.shape.get(canon, r, c) == 0 || repeats(&self.shape, canon, r, c) {
                    continue;
                }
                let child = canon - (1u128 << self.shape.shift(r, c));
                let (vr, vc) = self.move_values(child, r, c);
                best_r = best_r.max(vr);
                best_c = best_c.max(vc);
            }
            if best_r == Wdl::Win && best_c == Wdl::Win {
                break;
            }
        }
        self.memo.insert(canon, enc(best_r) | (enc(best_c) << 2));
        (best_r, best_c)
    }

    /// The values for R and for C of the active move at (r, c) that leaves `child`.
    pub fn move_values(&mut self, child: u128, r: usize, c: usize) -> (Wdl, Wdl) {
        if let Some(v) = ending(&self.shape, child, r, c, self.variant) {
            return v;
        }
        let (ar, ac) = self.best_active(child);
        // After R's move C moves first in `child`, and vice versa.
        let vr = first_player_value(ac, ar).flip();
        let vc = first_player_value(ar, ac).flip();
        (vr, vc)
    }

    /// The type of `key` (no zero line).
    pub fn seki_type(&mut self, key: u128) -> SekiType {
        let (r, c) = self.best_active(key);
        SekiType::from_best_active(r, c)
    }

    /// The value for `mover` of each active move of `key`, in row-major order.
    pub fn move_table(&mut self, key: u128, mover: Player) -> Vec<((usize, usize), Wdl)> {
        let mut out = Vec::new();
        for r in 0..self.shape.m {
            for c in 0..self.shape.n {
                if self.shape.get(key, r, c) == 0 {
                    continue;
                }
                let child = key - (1u128 << self.shape.shift(r, c));
                let (vr, vc) = self.move_values(child, r, c);
                out.push(((r, c), if mover == Player::R { vr } else { vc }));
            }
        }
        out
    }

    /// The value for `mover` of passing in `key` (the previous turn not a pass).
    pub fn pass_value(&mut self, key: u128, mover: Player) -> Wdl {
        let (ar, ac) = self.best_active(key);
        let other = if mover == Player::R { ac } else { ar };
        other.max(Wdl::Draw).flip()
    }

    /// A principal line from `key` with `first` to move: each player takes a best action
    /// (the first winning move; a pass when passing is as good, which ends drawn games and
    /// lets a lost player wait). Ends with the result seen by `first`.
    pub fn principal_line(&mut self, key: u128, first: Player) -> (Vec<(Player, Action)>, Wdl) {
        let mut line = Vec::new();
        let mut key = key;
        let mut mover = first;
        let mut passed = false;
        loop {
            let (ar, ac) = self.best_active(key);
            let (own, other) = if mover == Player::R {
                (ar, ac)
            } else {
                (ac, ar)
            };
            let pass = if passed {
                Wdl::Draw
            } else {
                other.max(Wdl::Draw).flip()
            };
            let best = own.max(pass);
            if pass == best {
                line.push((mover, Action::Pass));
                if passed {
                    return (line, Wdl::Draw);
                }
                passed = true;
                mover = mover.other();
                continue;
            }
            let table = self.move_table(key, mover);
            let ((r, c), _) = *table
                .iter()
                .find(|(_, v)| *v == best)
                .expect("the best active move exists");
            line.push((mover, Action::Move(r, c)));
            let child = key - (1u128 << self.shape.shift(r, c));
            if let Some((vr, vc)) = ending(&self.shape, child, r, c, self.variant) {
                let v = if mover == Player::R { vr } else { vc };
                let v = if mover == first { v } else { v.flip() };
                return (line, v);
            }
            key = child;
            mover = mover.other();
            passed = false;
        }
    }
}

/// The type of `a` by the fast solver (a fresh memo), or why it cannot be packed.
pub fn seki_type(a: &Matrix, variant: Variant) -> Result<SekiType, InputError> {
    let (mut s, key) = Solver::for_matrix(a, variant)?;
    Ok(s.seki_type(key))
}
