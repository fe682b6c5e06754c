//! Subtraction games: memoised mex (reference) against the certified periodic sequence.

use crate::games::subtraction::{Periodic, SubtractionSet, reference_values};
use arbitrary::Arbitrary;

/// A random small subtraction game: up to 5 elements in 1..=16, heaps up to 400.
#[derive(Debug, Clone, Arbitrary)]
pub struct SubtractionInput {
    /// Raw elements (reduced into 1..=16).
    pub elements: Vec<u8>,
    /// Raw largest heap (reduced into 0..=400).
    pub n: u16,
}

impl SubtractionInput {
    /// The set and heap the check uses, after applying the size budget.
    pub fn instance(&self) -> (SubtractionSet, u64) {
        let mut e: Vec<u64> = self
            .elements
            .iter()
            .take(5)
            .map(|&x| u64::from(x % 16) + 1)
            .collect();
        if e.is_empty() {
            e.push(1);
        }
        let set = SubtractionSet::new(e).expect("elements are positive and non-empty");
        (set, u64::from(self.n % 401))
    }
}

/// SG(0..=n) and the winning moves at every heap agree between the two solvers.
pub fn check(input: &SubtractionInput) -> Result<(), String> {
    let (set, n) = input.instance();
    let reference = reference_values(&set, n);
    let fast = Periodic::compute(&set).map_err(|e| e.to_string())?;
    for (i, &r) in reference.iter().enumerate() {
        let f = fast.grundy(i as u64);
        if f != r {
            return Err(format!(
                "S = {set}, n = {i}: reference SG {r}, optimized SG {f}"
            ));
        }
        let by_reference: Vec<u64> = set
            .elements()
            .iter()
            .copied()
            .filter(|&k| k as usize <= i && reference[i - k as usize] == 0)
            .collect();
        if by_reference != fast.winning_moves(i as u64) {
            return Err(format!("S = {set}, n = {i}: winning moves differ"));
        }
    }
    Ok(())
}
