//! The one checksum of stored things: FNV-1a (64 bit) as 16 hex digits. A change detector
//! for files, texts and bodies we wrote ourselves (records, level files, code prints), not a
//! defence against a forger: what stands against forgery is a checker that re-checks.

use std::hash::Hasher;

/// FNV-1a over `bytes`, as 16 hex digits.
pub fn fnv_hex(bytes: &[u8]) -> String {
    let mut h = fnv::FnvHasher::default();
    h.write(bytes);
    format!("{:016x}", h.finish())
}

/// FNV-1a over `texts`, each followed by the separator byte 0xff (a byte no UTF-8 text
/// holds, so no two lists of texts run together into the same bytes), as 16 hex digits.
pub fn fnv_hex_texts<'a>(texts: impl IntoIterator<Item = &'a str>) -> String {
    let mut h = fnv::FnvHasher::default();
    for t in texts {
        h.write(t.as_bytes());
        h.write_u8(0xff);
    }
    format!("{:016x}", h.finish())
}
