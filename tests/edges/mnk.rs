//! Edge inputs: mnk.

#[allow(unused_imports)]
use crate::run::{cgcheck, ok, refused};
