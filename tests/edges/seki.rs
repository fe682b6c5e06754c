//! Edge inputs: seki.

#[allow(unused_imports)]
use crate::run::{cgcheck, ok, refused};
