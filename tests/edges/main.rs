//! Trust at the edges: bad, huge, finished and decided inputs given to the `cgcheck` binary
//! as a stranger would type them. Each gets a right answer or a one-line error with exit 2;
//! never a panic, an abort, a silent long run or a wrong answer. One module per game family.

mod run;

mod domineering;
mod mnk;
mod numbers;
mod seki;
