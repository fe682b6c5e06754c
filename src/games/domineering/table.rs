//! The outcome solver's transposition table: exact results of canonical positions, shared by
//! the threads of one search.
//!
//! Buckets of two slots, one kept for the entry with the most empty cells (the costliest to
//! recompute), one always replaced. Forgetting a result is sound (it is recomputed), so the
//! table bounds memory, and so may a write that loses a race with another thread's: every
//! write is a compare-and-swap from the slot's value as read, and is dropped when another
//! thread changed the slot in between.
//!
//! A slot is one 128-bit atomic word (`portable_atomic::AtomicU128`: the processor's 16-byte
//! compare-and-swap where it has one, found at run time, a lock otherwise), so a key and its
//! flags are read and written together: a thread never sees one entry's key with another's
//! flags.
//!
//! **Keys of up to 128 bits, stored exactly.** A key (a canonical position of up to 128
//! cells) is first scrambled by [`mix`], a bijection of 128-bit words (xor-shifts and
//! multiplications by odd numbers, each invertible). The bucket is the low bits of the
//! scrambled word; the slot stores the rest of it (bits 8..) beside 8 bits of flags (bits
//! 0..8). The bucket and the stored bits give back the whole scrambled word, and so the key:
//! two keys share a slot's content only when they are equal, so an entry is never read for
//! another position. This needs at least 8 bucket bits ([`MIN_BITS`]).
//!
//! Flags: bit 0: known with Left to move, bit 1: Left (to move) wins, bit 2: known with Right
//! to move, bit 3: Right (to move) wins; bits 4..8: empty cells (for replacement). Every
//! stored entry has bit 0 or bit 2 set, so a slot of flags 0 is empty (and an all-zero
//! table is empty). The flags of one key only ever gain facts, so an older copy of an entry is
//! still right. A bucket of two is 32 bytes, within one cache line.

use portable_atomic::AtomicU128;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Fewest slots of a table, as a power of two: 2^8 buckets of two, so that a slot holds the
/// scrambled key's bits above the bucket's (at most 120) beside its 8 bits of flags.
pub const MIN_BITS: u32 = 9;

/// A bijection of 128-bit words that spreads every bit of the key into the low bits (the
/// bucket): each step (`x ^= x >> k`, `x *= odd`) is invertible.
fn mix(key: u128) -> u128 {
    const K1: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835;
    const K2: u128 = 0xBF58_476D_1CE4_E5B9_94D0_49BB_1331_11EB;
    let mut h = key ^ key >> 64;
    h = h.wrapping_mul(K1);
    h ^= h >> 64;
    h = h.wrapping_mul(K2);
    h ^ h >> 64
}

fn slot_flags(slot: u128) -> u8 {
    slot as u8
}

// `zeroed` relies on these: an atomic word is laid out as the plain one.
const _: () = assert!(
    std::mem::size_of::<AtomicU128>() == std::mem::size_of::<u128>()
        && std::mem::align_of::<AtomicU128>() == std::mem::align_of::<u128>()
);

/// `n` atomic words holding 0, from zeroed memory, which the operating system maps lazily:
/// a large table costs nothing until it is used (writing 2 GB of zeros up front took longer
/// than the searches of most boards that get such a table).
fn zeroed(n: usize) -> Box<[AtomicU128]> {
    let plain: Box<[u128]> = vec![0u128; n].into_boxed_slice();
    // SAFETY: `AtomicU128` has the size and alignment of `u128` (checked at compile time
    // above) and holds any bit pattern of it (portable-atomic documents that it "has the
    // same in-memory representation as the underlying integer type"); the zeros are the
    // value 0, and the slice moves from one owner to the other, so nothing else aliases it.
    unsafe { Box::from_raw(Box::into_raw(plain) as *mut [AtomicU128]) }
}

/// See the module docs.
pub struct Table {
    slots: Box<[AtomicU128]>,
    mask: usize,
    /// log2 of the number of buckets: the scrambled key's bits that pick the bucket.
    bucket_bits: u32,
    /// Slots in use: a slot goes from empty to used only by a successful compare-and-swap,
    /// which counts it, and never back, so the count is exact.
    stored: AtomicUsize,
}

impl Table {
    /// A table of `2^bits` slots (at least 2^[`MIN_BITS`]), all empty.
    pub fn new(bits: u32) -> Table {
        let bits = bits.max(MIN_BITS);
        let slots = 1usize << bits;
        Table {
            slots: zeroed(slots),
            mask: (slots >> 1) - 1,
            bucket_bits: bits - 1,
            stored: AtomicUsize::new(0),
        }
    }

    /// [`Table::new`], or `None` when the memory cannot be had (instead of an abort): the
    /// address space is tried first (a reservation that is given back at once), then the
    /// table is allocated.
    pub fn try_new(bits: u32) -> Option<Table> {
        let slots = 1usize << bits.max(MIN_BITS);
        let mut probe: Vec<u128> = Vec::new();
        probe.try_reserve_exact(slots).ok()?;
        drop(probe);
        Some(Table::new(bits))
    }

    /// Slots in use.
    pub fn stored(&self) -> usize {
        self.stored.load(Relaxed)
    }

    /// The bucket of `key` (index of its first slot) and the bits a slot stores for it
    /// (the scrambled key above the bucket's bits, moved up past the flags).
    fn place(&self, key: u128) -> (usize, u128) {
        let h = mix(key);
        ((h as usize & self.mask) * 2, h >> self.bucket_bits << 8)
    }

    /// The flags known for `key` (0: nothing).
    pub fn get(&self, key: u128) -> u8 {
        let (b, tag) = self.place(key);
        // The first slot's read maps the bucket's page for writing (see [`Table::read`]);
        // the second slot shares its cache line, so a load suffices.
        [self.read(b), self.slots[b + 1].load(Relaxed)]
            .into_iter()
            .find(|&slot| slot_flags(slot) != 0 && slot >> 8 << 8 == tag)
            .map_or(0, |slot| slot_flags(slot) & 15)
    }

    /// Slot `i`'s value, read by a compare-and-swap of 0 with 0 (which changes nothing) rather
    /// than a load: the first access to a page of the lazily mapped table is then a write,
    /// which maps a fresh page at once. A load would map the shared zero page, and the first
    /// write to it afterwards is a copy-on-write that must flush every other thread's TLB:
    /// on 5 x 10 on two cores three quarters of the time went to those flushes (5.9 s, against
    /// 2.2 s on one thread).
    fn read(&self, i: usize) -> u128 {
        match self.slots[i].compare_exchange(0, 0, Relaxed, Relaxed) {
            Ok(zero) => zero,
            Err(value) => value,
        }
    }

    /// Writes `new` into slot `i` if it still holds `old`; counts a slot that was empty.
    fn swap(&self, i: usize, old: u128, new: u128) -> bool {
        let done = self.slots[i]
            .compare_exchange(old, new, Relaxed, Relaxed)
            .is_ok();
        if done && slot_flags(old) == 0 {
            self.stored.fetch_add(1, Relaxed);
        }
        done
    }

    /// Adds `flags` (holding bit 0 or bit 2) to what is known of `key`, a position with
    /// `empties` empty cells.
    pub fn put(&self, key: u128, flags: u8, empties: u8) {
        debug_assert!(flags & 5 != 0, "an entry must say what it knows");
        let (b, tag) = self.place(key);
        let depth = empties.min(15) << 4;
        // Loads: a put follows the get of the same key, whose read mapped the page.
        let (first, second) = (self.slots[b].load(Relaxed), self.slots[b + 1].load(Relaxed));
        for (i, slot) in [(b, first), (b + 1, second)] {
            if slot_flags(slot) != 0 && slot >> 8 << 8 == tag {
                let known = slot_flags(slot) & 15 | flags;
                self.swap(i, slot, tag | u128::from(known | depth));
                return;
            }
        }
        let new = tag | u128::from(flags | depth);
        // Slot b keeps the larger subtree; slot b + 1 takes everything else.
        if slot_flags(first) == 0 || slot_flags(first) >> 4 <= depth >> 4 {
            // Demote the old deep entry to the always-replace slot (if that write loses a
            // race, the old entry is forgotten).
            if slot_flags(first) != 0 {
                self.swap(b + 1, second, first);
            }
            self.swap(b, first, new);
        } else {
            self.swap(b + 1, second, new);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Five keys that share a bucket of the smallest table: small numbers, and the same
    /// numbers moved to the top bits (keys of 128-cell boards).
    fn same_bucket(table: &Table, high: bool) -> [u128; 5] {
        let mut by_bucket = std::collections::HashMap::<usize, Vec<u128>>::new();
        for k in 1u128.. {
            let key = if high { k << 100 } else { k };
            let keys = by_bucket.entry(table.place(key).0).or_default();
            keys.push(key);
            if let Ok(five) = <[u128; 5]>::try_from(keys.as_slice()) {
                return five;
            }
        }
        unreachable!("the keys run out only after 2^128")
    }

    /// Entries are found again, flags of one key accumulate, and the deeper entry of a
    /// bucket survives a shallower newcomer; keys of the same bucket are told apart
    /// exactly, at both ends of the 128 bits.
    #[test]
    fn entries_accumulate_and_deep_ones_stay() {
        for high in [false, true] {
            let table = Table::new(1);
            let [a, b, c, d, e] = same_bucket(&table, high);
            table.put(a, 1 | 2, 10);
            table.put(a, 4, 10);
            assert_eq!(table.get(a), 1 | 2 | 4);
            assert_eq!(table.stored(), 1);
            // One bucket of two slots: b goes to the always-replace slot, c replaces it.
            table.put(b, 4, 3);
            table.put(c, 1, 2);
            assert_eq!(table.get(a), 7);
            assert_eq!(table.get(b), 0);
            assert_eq!(table.get(c), 1);
            assert_eq!(table.stored(), 2);
            // A deeper entry takes the kept slot and demotes the old one.
            table.put(d, 1 | 2, 12);
            assert_eq!((table.get(d), table.get(a), table.get(c)), (3, 7, 0));
            assert_eq!(table.get(e), 0);
            assert_eq!(table.get(0), 0);
        }
    }

    /// The inverse of multiplying by the odd number `k` modulo 2^128 (Newton's iteration:
    /// each step doubles the correct low bits, from 3).
    fn inverse(k: u128) -> u128 {
        let mut x = k;
        for _ in 0..7 {
            x = x.wrapping_mul(2u128.wrapping_sub(k.wrapping_mul(x)));
        }
        assert_eq!(k.wrapping_mul(x), 1);
        x
    }

    /// [`mix`] undone step by step (`x ^= x >> 64` is its own inverse).
    fn unmix(mut h: u128) -> u128 {
        const K1: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835;
        const K2: u128 = 0xBF58_476D_1CE4_E5B9_94D0_49BB_1331_11EB;
        h ^= h >> 64;
        h = h.wrapping_mul(inverse(K2));
        h ^= h >> 64;
        h = h.wrapping_mul(inverse(K1));
        h ^ h >> 64
    }

    /// A slot stores the key exactly: its bucket and stored bits give the key back, for keys
    /// spread over the whole word, at the smallest table size and a large one (so no two keys
    /// can ever share an entry).
    #[test]
    fn the_bucket_and_the_stored_bits_give_the_key_back() {
        let mut s = 0x2545_f491_4f6c_dd1du128 | 1 << 100;
        for bits in [MIN_BITS, 20] {
            let table = Table::new(bits);
            for i in 0..2000 {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                for key in [
                    s,
                    s >> (i % 128),
                    1u128 << (i % 128),
                    u128::MAX - (i as u128),
                ] {
                    let (b, tag) = table.place(key);
                    assert_eq!(tag & 0xff, 0, "{key:#x}: the flags' bits are free");
                    let h = (tag >> 8) << table.bucket_bits | (b / 2) as u128;
                    assert_eq!(unmix(h), key, "{key:#x} at {bits} bits");
                }
            }
        }
    }
}
