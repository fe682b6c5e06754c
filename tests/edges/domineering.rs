//! Edge inputs: domineering.

#[allow(unused_imports)]
use crate::run::{cgcheck, ok, refused};
