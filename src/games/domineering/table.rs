//! The outcome solver's transposition table: exact results of canonical positions, shared by
//! the threads of one search.
//!
//! Buckets of two slots, one kept for the entry with the most empty cells (the costliest to
//! recompute), one always replaced. Forgetting a result is sound (it is recomputed), so the
//! table bounds memory, and so may a write that loses a race with another thread's: every
//! write is a compare-and-swap from the slot's value as read, and is dropped when another
//! thread changed the slot in between.
//!
//! A slot is one atomic word, so a key and its flags are read and written together: a thread
//! never sees one entry's key with another's flags. The word is the position's: 64 bits for
//! boards of at most 64 cells (`AtomicU64`, plain loads), 128 bits above
//! (`portable_atomic::AtomicU128`: the processor's 16-byte compare-and-swap where it has
//! one, found at run time, a lock otherwise). Every 128-bit access is a compare-and-swap, and
//! on 7 x 8 they took 40% of the search's time: the 64-bit table made boards of 64 cells or
//! fewer about 1.6 times faster.
//!
//! **Keys stored exactly.** A key (a canonical position of up to 64 or 128 cells, a word of
//! the slot's width) is first scrambled by [`Word::mix`], a bijection of the words (xor-shifts
//! and multiplications by odd numbers, each invertible). The bucket is the low bits of the
//! scrambled word; the slot stores the rest of it (bits 8..) beside 8 bits of flags (bits
//! 0..8). The bucket and the stored bits give back the whole scrambled word, and so the key:
//! two keys share a slot's content only when they are equal, so an entry is never read for
//! another position. This needs at least 8 bucket bits ([`MIN_BITS`]).
//!
//! Flags: bit 0: known with Left to move, bit 1: Left (to move) wins, bit 2: known with Right
//! to move, bit 3: Right (to move) wins; bits 4..8: empty cells, a quarter of them on the
//! 64-bit table and an eighth on the 128-bit one (for replacement: 0..15 spans the board; they
//! were the empty cells up to 15, which told no two positions of an 8 x 8 search's first 24
//! plies apart). Every
//! stored entry has bit 0 or bit 2 set, so a slot of flags 0 is empty (and an all-zero
//! table is empty). The flags of one key only ever gain facts, so an older copy of an entry is
//! still right. A bucket of two is 16 or 32 bytes, within one cache line.

use portable_atomic::AtomicU128;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering::Relaxed};

/// Smallest table: 2^MIN_BITS slots (2^(MIN_BITS - 1) buckets; a slot keeps 8 bits of flags
/// in place of the bucket's bits, so it needs at least 8).
pub const MIN_BITS: u32 = 9;

/// A slot's word: 64 or 128 bits, with its atomic type.
pub trait Word:
    Copy
    + Eq
    + std::ops::Shr<u32, Output = Self>
    + std::ops::Shl<u32, Output = Self>
    + std::ops::BitOr<Output = Self>
    + From<u8>
{
    type Atomic: Sync + Send;

    /// How far empty cells are shifted right to fit the 4 depth bits (boards of up to 64 /
    /// 128 cells).
    const DEPTH_SHIFT: u32;

    /// A bijection of the words that spreads every bit of the key into the low bits (the
    /// bucket): each step (`x ^= x >> k`, `x *= odd`) is invertible. A 64-bit word takes
    /// keys below 2^64 (positions of at most 64 cells).
    fn mix(key: u128) -> Self;

    /// The low 8 bits (the flags).
    fn low_byte(self) -> u8;

    /// The low bits, as an index.
    fn low_usize(self) -> usize;

    /// `n` zeroed atomic words.
    fn zeroed(n: usize) -> Box<[Self::Atomic]>;

    fn load(a: &Self::Atomic) -> Self;

    /// A read that also maps the word's page for writing (see [`Table::get`]).
    fn load_for_write(a: &Self::Atomic) -> Self;

    /// Compare-and-swap; whether it was done.
    fn swap(a: &Self::Atomic, old: Self, new: Self) -> bool;
}

impl Word for u64 {
    type Atomic = AtomicU64;
    const DEPTH_SHIFT: u32 = 2;

    fn mix(key: u128) -> u64 {
        debug_assert!(key >> 64 == 0, "a 64-bit table takes keys below 2^64");
        let key = key as u64;
        let mut h = key ^ key >> 32;
        h = h.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        h ^= h >> 29;
        h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
        h ^ h >> 32
    }

    fn low_byte(self) -> u8 {
        self as u8
    }

    fn low_usize(self) -> usize {
        self as usize
    }

    fn zeroed(n: usize) -> Box<[AtomicU64]> {
        let plain: Box<[u64]> = vec![0u64; n].into_boxed_slice();
        // SAFETY: `AtomicU64` has the size and bit validity of `u64` (std documents it) and
        // its alignment (checked at compile time below); as for `u128::zeroed`. The zeroed
        // allocation leaves the pages unmapped until they are first touched.
        unsafe { Box::from_raw(Box::into_raw(plain) as *mut [AtomicU64]) }
    }

    fn load(a: &AtomicU64) -> u64 {
        a.load(Relaxed)
    }

    fn load_for_write(a: &AtomicU64) -> u64 {
        a.fetch_or(0, Relaxed)
    }

    fn swap(a: &AtomicU64, old: u64, new: u64) -> bool {
        a.compare_exchange(old, new, Relaxed, Relaxed).is_ok()
    }
}

impl Word for u128 {
    type Atomic = AtomicU128;
    const DEPTH_SHIFT: u32 = 3;

    fn mix(key: u128) -> u128 {
        const K1: u128 = 0x9E37_79B9_7F4A_7C15_F39C_C060_5CED_C835;
        const K2: u128 = 0xBF58_476D_1CE4_E5B9_94D0_49BB_1331_11EB;
        let mut h = key ^ key >> 64;
        h = h.wrapping_mul(K1);
        h ^= h >> 64;
        h = h.wrapping_mul(K2);
        h ^ h >> 64
    }

    fn low_byte(self) -> u8 {
        self as u8
    }

    fn low_usize(self) -> usize {
        self as usize
    }

    fn zeroed(n: usize) -> Box<[AtomicU128]> {
        let plain: Box<[u128]> = vec![0u128; n].into_boxed_slice();
        // SAFETY: `AtomicU128` has the size and alignment of `u128` (checked at compile time
        // below) and holds any bit pattern of it (portable-atomic documents that it "has the
        // same in-memory representation as the underlying integer type"); the zeros are the
        // value 0, and the slice moves from one owner to the other, so nothing else aliases it.
        unsafe { Box::from_raw(Box::into_raw(plain) as *mut [AtomicU128]) }
    }

    fn load(a: &AtomicU128) -> u128 {
        a.load(Relaxed)
    }

    fn load_for_write(a: &AtomicU128) -> u128 {
        match a.compare_exchange(0, 0, Relaxed, Relaxed) {
            Ok(zero) => zero,
            Err(value) => value,
        }
    }

    fn swap(a: &AtomicU128, old: u128, new: u128) -> bool {
        a.compare_exchange(old, new, Relaxed, Relaxed).is_ok()
    }
}

// `zeroed` relies on these: an atomic word is laid out as the plain one.
const _: () = assert!(
    std::mem::size_of::<AtomicU128>() == std::mem::size_of::<u128>()
        && std::mem::align_of::<AtomicU128>() == std::mem::align_of::<u128>()
        && std::mem::size_of::<AtomicU64>() == std::mem::size_of::<u64>()
        && std::mem::align_of::<AtomicU64>() == std::mem::align_of::<u64>()
);

/// A fixed-size table of 2^bits slots of `W` bits, in buckets of two.
pub struct Table<W: Word = u128> {
    slots: Box<[W::Atomic]>,
    mask: usize,
    /// Bits of the bucket index (a slot stores the scrambled key above them).
    pub bucket_bits: u32,
    stored: AtomicUsize,
}

impl<W: Word> Table<W> {
    /// A table of `2^bits` slots (at least 2^[`MIN_BITS`]), all empty.
    pub fn new(bits: u32) -> Table<W> {
        let bits = bits.max(MIN_BITS);
        let slots = 1usize << bits;
        Table {
            slots: W::zeroed(slots),
            mask: (slots >> 1) - 1,
            bucket_bits: bits - 1,
            stored: AtomicUsize::new(0),
        }
    }

    /// [`Table::new`], or `None` when the memory cannot be had (instead of an abort): the
    /// address space is tried first (a reservation that is given back at once), then the
    /// table is allocated.
    pub fn try_new(bits: u32) -> Option<Table<W>> {
        let slots = 1usize << bits.max(MIN_BITS);
        let mut probe: Vec<W> = Vec::new();
        probe.try_reserve_exact(slots).ok()?;
        drop(probe);
        Some(Table::new(bits))
    }

    /// Bytes of a table of `2^bits` slots.
    pub fn bytes(bits: u32) -> u64 {
        (1u64 << bits.max(MIN_BITS)) * std::mem::size_of::<W>() as u64
    }

    /// Slots in use.
    pub fn stored(&self) -> usize {
        self.stored.load(Relaxed)
    }

    /// The bucket of `key` (index of its first slot) and the bits a slot stores for it
    /// (the scrambled key above the bucket's bits, moved up past the flags).
    pub fn place(&self, key: u128) -> (usize, W) {
        let h = W::mix(key);
        ((h.low_usize() & self.mask) * 2, h >> self.bucket_bits << 8)
    }

    /// Whether `slot` holds an entry of the key whose stored bits are `tag`.
    fn holds(slot: W, tag: W) -> bool {
        slot.low_byte() != 0 && slot >> 8 << 8 == tag
    }

    /// Asks the processor to bring the bucket of `key` into the cache, for a [`Table::get`]
    /// soon after: the search reads buckets scattered over gigabytes, and one read waiting for
    /// memory then overlaps another (only a hint: no effect on what is read).
    pub fn prefetch(&self, key: u128) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let (b, _) = self.place(key);
            // SAFETY: a prefetch reads nothing and writes nothing (a hint to the cache, which
            // ignores addresses it cannot use); SSE, its target feature, is part of every
            // x86-64 processor; the address is that of a live slot.
            unsafe {
                _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(&self.slots[b]).cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The flags known for `key` (0: nothing).
    pub fn get(&self, key: u128) -> u8 {
        let (b, tag) = self.place(key);
        // The first slot's read maps the bucket's page for writing: a plain first read of a
        // zeroed page maps the shared zero page, and the first write then faults again (on
        // 7 x 7 reads by compare-and-swap took the search from 1.1 s to 0.6 s). The second
        // slot shares its cache line, so a load suffices.
        [
            W::load_for_write(&self.slots[b]),
            W::load(&self.slots[b + 1]),
        ]
        .into_iter()
        .find(|&slot| Self::holds(slot, tag))
        .map_or(0, |slot| slot.low_byte() & 15)
    }

    /// Compare-and-swap of slot `i`, counting a newly used slot.
    fn swap(&self, i: usize, old: W, new: W) -> bool {
        let done = W::swap(&self.slots[i], old, new);
        if done && old.low_byte() == 0 {
            self.stored.fetch_add(1, Relaxed);
        }
        done
    }

    /// Adds `flags` (holding bit 0 or bit 2) to what is known of `key`, a position with
    /// `empties` empty cells.
    pub fn put(&self, key: u128, flags: u8, empties: u8) {
        debug_assert!(flags & 5 != 0, "an entry must say what it knows");
        let (b, tag) = self.place(key);
        let depth = (empties >> W::DEPTH_SHIFT).min(15) << 4;
        // Loads: a put follows the get of the same key, whose read mapped the page.
        let (first, second) = (W::load(&self.slots[b]), W::load(&self.slots[b + 1]));
        for (i, slot) in [(b, first), (b + 1, second)] {
            if Self::holds(slot, tag) {
                let known = slot.low_byte() & 15 | flags;
                self.swap(i, slot, tag | W::from(known | depth));
                return;
            }
        }
        let new = tag | W::from(flags | depth);
        // Slot b keeps the larger subtree; slot b + 1 takes everything else.
        if first.low_byte() == 0 || first.low_byte() >> 4 <= depth >> 4 {
            // Demote the old deep entry to the always-replace slot (if that write loses a
            // race, the old entry is forgotten).
            if first.low_byte() != 0 {
                self.swap(b + 1, second, first);
            }
            self.swap(b, first, new);
        } else {
            self.swap(b + 1, second, new);
        }
    }
}
