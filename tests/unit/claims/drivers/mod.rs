//! Unit tests of `src/claims/drivers/`.

mod table;
mod universal;
