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
