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
//! flags. Bits 0..64 hold the complement of the key (so that an all-zero slot is empty: its
//! key would be [`NO_KEY`]), bits 64.. the flags: bit 0: known with Left to move, bit 1:
//! Left (to move) wins, bit 2: known with Right to move, bit 3: Right (to move) wins; bits
//! 4..8: empty cells (for replacement). The flags of one key only ever gain facts, so an
//! older copy of an entry is still right. A bucket of two is 32 bytes, within one cache
//! line.

use portable_atomic::AtomicU128;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// An empty slot's key. The only positions with this key (every cell of the key's grid
/// filled: no empty cell) are lost for either player to move, so a result stored under it
/// can never be wrong for another position.
const NO_KEY: u64 = u64::MAX;

fn slot_key(slot: u128) -> u64 {
    !(slot as u64)
}

fn slot_data(slot: u128) -> u8 {
    (slot >> 64) as u8
}

fn make_slot(key: u64, data: u8) -> u128 {
    u128::from(!key) | u128::from(data) << 64
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
    /// Slots in use: a slot goes from empty to used only by a successful compare-and-swap,
    /// which counts it, and never back, so the count is exact.
    stored: AtomicUsize,
}

impl Table {
    /// A table of `2^bits` slots (`bits` at least 1), all empty.
    pub fn new(bits: u32) -> Table {
        let slots = 1usize << bits.max(1);
        Table {
            slots: zeroed(slots),
            mask: (slots >> 1) - 1,
            stored: AtomicUsize::new(0),
        }
    }

    /// [`Table::new`], or `None` when the memory cannot be had (instead of an abort): the
    /// address space is tried first (a reservation that is given back at once), then the
    /// table is allocated.
    pub fn try_new(bits: u32) -> Option<Table> {
        let slots = 1usize << bits.max(1);
        let mut probe: Vec<u128> = Vec::new();
        probe.try_reserve_exact(slots).ok()?;
        drop(probe);
        Some(Table::new(bits))
    }

    /// Slots in use.
    pub fn stored(&self) -> usize {
        self.stored.load(Relaxed)
    }

    fn bucket(&self, key: u64) -> usize {
        let h = (key ^ (key >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        ((h ^ (h >> 32)) as usize & self.mask) * 2
    }

    /// The flags known for `key` (0: nothing).
    pub fn get(&self, key: u64) -> u8 {
        let b = self.bucket(key);
        // The first slot's read maps the bucket's page for writing (see [`Table::read`]);
        // the second slot shares its cache line, so a load suffices.
        [self.read(b), self.slots[b + 1].load(Relaxed)]
            .into_iter()
            .find(|&slot| slot_key(slot) == key)
            .map_or(0, |slot| slot_data(slot) & 15)
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
        if done && slot_key(old) == NO_KEY {
            self.stored.fetch_add(1, Relaxed);
        }
        done
    }

    /// Adds `flags` to what is known of `key`, a position with `empties` empty cells.
    pub fn put(&self, key: u64, flags: u8, empties: u8) {
        let b = self.bucket(key);
        let tag = empties.min(15) << 4;
        // Loads: a put follows the get of the same key, whose read mapped the page.
        let (first, second) = (self.slots[b].load(Relaxed), self.slots[b + 1].load(Relaxed));
        for (i, slot) in [(b, first), (b + 1, second)] {
            if slot_key(slot) == key {
                self.swap(
                    i,
                    slot,
                    make_slot(key, (slot_data(slot) & 15 | flags) | tag),
                );
                return;
            }
        }
        let new = make_slot(key, flags | tag);
        // Slot b keeps the larger subtree; slot b + 1 takes everything else.
        if slot_key(first) == NO_KEY || slot_data(first) >> 4 <= tag >> 4 {
            // Demote the old deep entry to the always-replace slot (if that write loses a
            // race, the old entry is forgotten).
            if slot_key(first) != NO_KEY {
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

    /// Entries are found again, flags of one key accumulate, and the deeper entry of a
    /// bucket survives a shallower newcomer.
    #[test]
    fn entries_accumulate_and_deep_ones_stay() {
        let table = Table::new(1);
        table.put(5, 1 | 2, 10);
        table.put(5, 4, 10);
        assert_eq!(table.get(5), 1 | 2 | 4);
        assert_eq!(table.stored(), 1);
        // One bucket of two slots: 6 goes to the always-replace slot, 7 replaces it.
        table.put(6, 4, 3);
        table.put(7, 1, 2);
        assert_eq!(table.get(5), 7);
        assert_eq!(table.get(6), 0);
        assert_eq!(table.get(7), 1);
        assert_eq!(table.stored(), 2);
        // A deeper entry takes the kept slot and demotes the old one.
        table.put(8, 1 | 2, 12);
        assert_eq!((table.get(8), table.get(5), table.get(7)), (3, 7, 0));
        assert_eq!(table.get(NO_KEY), 0);
    }
}
