//! A pool of fast solvers keyed by shape and variant, so that many matrices of a few shapes
//! share memos, with the reference solver for the matrices that do not pack.

use super::canon::Shape;
use super::fast::Solver;
use super::reference::Reference;
use super::rules::Player;
use super::{Matrix, SekiType, Variant};
use crate::core::Wdl;
use std::collections::HashMap;

/// Fast solvers keyed by shape and variant, so that a check's many matrices share memos.
#[derive(Default)]
pub struct Solvers {
    map: HashMap<(usize, usize, Variant), Solver>,
}

impl Solvers {
    /// The type of `a` (the fast solver when `a` packs, the reference otherwise).
    pub fn kind(&mut self, a: &Matrix, variant: Variant) -> SekiType {
        let key = (a.rows(), a.cols(), variant);
        // Past 32 entries the first matrix of height <= 3 gets a two-bit solver; taller ones
        // of that shape then fail to pack and go to the reference.
        if let std::collections::hash_map::Entry::Vacant(e) = self.map.entry(key)
            && let Ok(shape) = Shape::for_height(a.rows(), a.cols(), a.height())
        {
            e.insert(Solver::with_shape(shape, variant));
        }
        if let Some(s) = self.map.get_mut(&key)
            && let Ok(k) = s.shape().pack(a)
        {
            return s.seki_type(k);
        }
        Reference::new(variant).solve(a).kind
    }

    /// The value for `mover`, moving first, of its active move (i, j) in `a`.
    pub fn move_value(
        &mut self,
        a: &Matrix,
        mover: Player,
        i: usize,
        j: usize,
        variant: Variant,
    ) -> Wdl {
        let key = (a.rows(), a.cols(), variant);
        self.map
            .entry(key)
            .or_insert_with(|| Solver::new(a.rows(), a.cols(), variant).expect("packable shape"));
        let s = self.map.get_mut(&key).expect("inserted");
        let k = s.shape().pack(a).expect("packable matrix");
        s.move_table(k, mover)
            .into_iter()
            .find(|(x, _)| *x == (i, j))
            .map(|(_, v)| v)
            .expect("a legal move")
    }

    /// The value for the player to move in `a` when the previous turn was not a pass.
    pub fn first_value(&mut self, a: &Matrix, mover: Player, variant: Variant) -> Wdl {
        let t = self.kind(a, variant);
        match mover {
            Player::R => t.r_first,
            Player::C => t.c_first,
        }
    }
}

/// Who wins when `starter` moves first, by a matrix's type (`None`: a draw).
pub fn winner(t: &SekiType, starter: Player) -> Option<Player> {
    let v = match starter {
        Player::R => t.r_first,
        Player::C => t.c_first,
    };
    match v {
        Wdl::Win => Some(starter),
        Wdl::Loss => Some(starter.other()),
        Wdl::Draw => None,
    }
}
