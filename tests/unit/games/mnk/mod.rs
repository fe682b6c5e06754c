//! Unit tests of `src/games/mnk/`.

mod board;
mod certificate;
mod hold;
mod lines;
mod notation;
mod periodic;
mod segments;
mod weak;
mod window_pairing;
mod zone;

/// A small deterministic generator (a 64-bit LCG, its high bits) for random test positions.
fn lcg(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    }
}
