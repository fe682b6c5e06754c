//! Every m x n matrix of height <= h with no zero line, up to row and column permutations,
//! classified by type (section 1: the paper's "repetition-free" generation followed by
//! backward induction).
//!
//! Representatives are the canonical keys of [`super::canon`]: the largest row-major reading
//! of each class, which is doubly lexical (rows and columns non-increasing). A depth-first
//! generator produces the doubly lexical matrices of one total sum t (rows non-increasing;
//! within each run of columns equal so far, entries non-increasing) and keeps those that are
//! their own canonical form. Levels are solved in order of t: every move lowers the sum by
//! one, so level t needs only the values of level t - 1, and only those two levels are held
//! in memory, as sorted key arrays ([`Level`]). Each level is generated and solved on rayon,
//! whole or in shards of key ranges ([`solve_level`], [`Level::merge`]). A whole square level
//! is searched by halves: a class whose transpose has the smaller canonical key takes that
//! class's values with the players exchanged ([`solve_keys`]). The census reads each level
//! while the next one is solved ([`classify_with`]).

use super::Matrix;
use super::canon::{MAX_PACKED_CELLS, Shape};
use super::fast::{dec, enc, ending, repeats};
use super::rules::{SekiType, Variant, first_player_value};
use crate::core::{InputError, Shard, Wdl};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::collections::BTreeMap;

/// Which classified matrices to keep and print (counts cover all of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filter {
    /// Keep none.
    None,
    /// Complete seki matrices, type (L', L').
    Csm,
    /// Semi-complete seki matrices, (D', L') or (L', D').
    SemiCsm,
    /// Seki matrices, type (D, D).
    Seki,
    /// Magic squares (every row and column sum equal).
    Magic,
    /// A coarse type (R first, C first), e.g. (W, L).
    Coarse(Wdl, Wdl),
    /// A refined type, e.g. (D', L'): the values of R's and C's best active moves.
    Refined(Wdl, Wdl),
    /// Every matrix (small shapes only).
    All,
    /// CSMs, semi-CSMs, magic squares, and any seki of a non-square shape.
    Notable,
}

impl Filter {
    /// Parses `csm`, `semi-csm`, `seki`, `magic`, `all`, `type=W,L` or `type=D',L'`.
    pub fn parse(text: &str) -> Result<Filter, InputError> {
        let t = text.trim().to_ascii_lowercase();
        Ok(match t.as_str() {
            "none" => Filter::None,
            "csm" => Filter::Csm,
            "semi-csm" | "semicsm" => Filter::SemiCsm,
            "seki" => Filter::Seki,
            "magic" => Filter::Magic,
            "all" => Filter::All,
            "notable" => Filter::Notable,
            _ => {
                let Some(spec) = t.strip_prefix("type=") else {
                    return Err(InputError::new(format!(
                        "unknown filter '{text}': use csm, semi-csm, seki, magic, all or type=X,Y (X, Y among W, D, L, D', L')"
                    )));
                };
                let parts: Vec<&str> = spec.split(',').map(str::trim).collect();
                if parts.len() != 2 {
                    return Err(InputError::new(format!(
                        "bad type '{spec}': expected two letters like W,L or D',L'"
                    )));
                }
                let letter = |p: &str| -> Result<(Wdl, bool), InputError> {
                    Ok(match p {
                        "w" => (Wdl::Win, false),
                        "d" => (Wdl::Draw, false),
                        "l" => (Wdl::Loss, false),
                        "d'" => (Wdl::Draw, true),
                        "l'" => (Wdl::Loss, true),
                        _ => {
                            return Err(InputError::new(format!(
                                "bad type letter '{p}': use W, D, L, D' or L'"
                            )));
                        }
                    })
                };
                let (a, ra) = letter(parts[0])?;
                let (b, rb) = letter(parts[1])?;
                if ra || rb {
                    Filter::Refined(a, b)
                } else {
                    Filter::Coarse(a, b)
                }
            }
        })
    }

    fn keeps(self, shape: &Shape, key: u128, t: &SekiType) -> bool {
        // Only two filters look at magic squares: the others skip the sums.
        let magic = matches!(self, Filter::Notable | Filter::Magic) && packed_magic(shape, key);
        self.admits(t, magic, shape.m == shape.n)
    }

    /// Whether the filter keeps a matrix of type `t` of an m x n shape (`square`: m = n)
    /// that is (`magic`) or is not a magic square. The one rule behind [`Filter::keeps`] and
    /// [`Filter::keeps_matrix`].
    pub fn admits(self, t: &SekiType, magic: bool, square: bool) -> bool {
        match self {
            Filter::None => false,
            Filter::All => true,
            Filter::Notable => t.is_csm() || t.is_semi_csm() || magic || (!square && t.is_seki()),
            Filter::Csm => t.is_csm(),
            Filter::SemiCsm => t.is_semi_csm(),
            Filter::Seki => t.is_seki(),
            Filter::Magic => magic,
            Filter::Coarse(a, b) => t.r_first == a && t.c_first == b,
            Filter::Refined(a, b) => {
                t.r_refined == super::rules::Refined::from_best_active(a)
                    && t.c_refined == super::rules::Refined::from_best_active(b)
            }
        }
    }

    /// Whether the filter keeps the matrix `a` of type `t` (a census record's listed matrix,
    /// re-checked by `cgcheck check-census`).
    pub fn keeps_matrix(self, a: &Matrix, t: &SekiType) -> bool {
        let square = a.rows() == a.cols();
        let magic = square && super::analysis::magic_sum(a).is_some();
        self.admits(t, magic, square)
    }
}

/// Whether a packed key is a magic square.
pub fn packed_magic(shape: &Shape, key: u128) -> bool {
    if shape.m != shape.n {
        return false;
    }
    let s: u32 = (0..shape.n).map(|c| shape.get(key, 0, c)).sum();
    (0..shape.m).all(|r| (0..shape.n).map(|c| shape.get(key, r, c)).sum::<u32>() == s)
        && (0..shape.n).all(|c| (0..shape.m).map(|r| shape.get(key, r, c)).sum::<u32>() == s)
}

/// What a classification found.
#[derive(Debug, Clone)]
pub struct Census {
    /// Rows.
    pub m: usize,
    /// Columns.
    pub n: usize,
    /// Largest entry allowed.
    pub h: u32,
    /// The variant solved.
    pub variant: Variant,
    /// Classes per (refined type, coarse type, height).
    pub counts: BTreeMap<(String, String, u32), u64>,
    /// Magic squares per (refined type, height).
    pub magic_counts: BTreeMap<(String, u32), u64>,
    /// The kept representatives with their types, in order of total sum then key (at most
    /// the number asked of [`classify_with`]).
    pub kept: Vec<(Matrix, SekiType)>,
    /// How many classes matched the filter (also those not kept past the cap).
    pub matched: u64,
    /// Classes classified (canonical matrices with no zero line).
    pub classes: u64,
    /// The largest number of classes held in one level.
    pub widest_level: usize,
    /// FNV-1a (64 bit) over every class's key (16 bytes, little-endian) and solved byte, in
    /// order of total sum then key: equal for equal classifications, however they were split.
    pub checksum: u64,
    /// Wall time of the classification, in seconds.
    pub seconds: f64,
}

impl Census {
    /// Number of classes of a refined type, e.g. "(L',L')", over all heights.
    pub fn count_refined(&self, refined: &str) -> u64 {
        self.counts
            .iter()
            .filter(|((r, _, _), _)| r == refined)
            .map(|(_, v)| *v)
            .sum()
    }

    /// Number of classes of a coarse type, e.g. "(D,D)", over all heights.
    pub fn count_coarse(&self, coarse: &str) -> u64 {
        self.counts
            .iter()
            .filter(|((_, c, _), _)| c == coarse)
            .map(|(_, v)| *v)
            .sum()
    }
}

/// Classifies every m x n matrix of height <= h (no zero line) up to permutation.
pub fn classify(
    m: usize,
    n: usize,
    h: u32,
    variant: Variant,
    filter: Filter,
    progress: bool,
) -> Result<Census, InputError> {
    classify_with(m, n, h, variant, filter, progress, usize::MAX, None)
}

/// [`classify`] keeping at most `keep_at_most` matching matrices (all are counted in
/// [`Census::matched`]), and adding to `done` the classes solved, in batches during each
/// level and the rest at its end (for a heartbeat).
#[allow(clippy::too_many_arguments)]
pub fn classify_with(
    m: usize,
    n: usize,
    h: u32,
    variant: Variant,
    filter: Filter,
    progress: bool,
    keep_at_most: usize,
    done: Option<&std::sync::atomic::AtomicU64>,
) -> Result<Census, InputError> {
    let shape = enumeration_shape(m, n, h)?;
    let max_sum = (m * n) as u32 * h;
    let bar = if progress {
        let b = ProgressBar::new(u64::from(max_sum));
        b.set_style(
            ProgressStyle::with_template("{elapsed_precise} [{bar:40}] level {pos}/{len} {msg}")
                .expect("valid template"),
        );
        b
    } else {
        ProgressBar::hidden()
    };
    let started = std::time::Instant::now();
    let mut tally = Tally::new(&shape, h, variant, filter, keep_at_most);
    let mut prev = Level::default();
    let base = done.map_or(0, |d| d.load(std::sync::atomic::Ordering::Relaxed));
    let mut solved_classes = 0u64;
    for t in level_sums(&shape, h) {
        // The census reads level t - 1 (its checksum is one sequential pass) on a thread of
        // its own while rayon solves level t from it: both only read it.
        let solved = std::thread::scope(|scope| {
            let counting = scope.spawn(|| tally.add_level(&prev));
            let solved = solve_part_where(
                &shape,
                h,
                t,
                variant,
                &prev,
                Shard::WHOLE,
                |_| true,
                true,
                done,
            );
            if let Err(panic) = counting.join() {
                std::panic::resume_unwind(panic);
            }
            solved
        });
        solved_classes += solved.len() as u64;
        if let Some(d) = done {
            // The level's classes were counted in batches as they were solved; the batches
            // a job had not finished are counted here.
            d.fetch_max(base + solved_classes, std::sync::atomic::Ordering::Relaxed);
        }
        prev = solved;
        bar.set_position(u64::from(t));
        bar.set_message(format!("{solved_classes} classes"));
    }
    tally.add_level(&prev);
    bar.finish_and_clear();
    Ok(tally.finish(started.elapsed().as_secs_f64()))
}

/// The shape of an m x n enumeration of height <= h, or why the enumerator cannot do it.
pub fn enumeration_shape(m: usize, n: usize, h: u32) -> Result<Shape, InputError> {
    let shape = Shape::new(m, n)?;
    if h > super::canon::MAX_PACKED_ENTRY {
        return Err(InputError::new(format!(
            "height {h} is too large for the enumerator (at most {})",
            super::canon::MAX_PACKED_ENTRY
        )));
    }
    if !shape.canonicalizes() {
        return Err(InputError::new(format!(
            "a {m}x{n} enumeration is too large: min(m, n) must be at most {}",
            super::canon::MAX_CANON_SIDE
        )));
    }
    Ok(shape)
}

/// The total sums of the levels of an m x n enumeration of height <= h, in the order they
/// are solved: from max(m, n) (no zero line) to m n h.
pub fn level_sums(shape: &Shape, h: u32) -> std::ops::RangeInclusive<u32> {
    shape.m.max(shape.n) as u32..=(shape.m * shape.n) as u32 * h
}

/// A census built level by level, in order of total sum: by [`classify_with`] from levels it
/// solves, or by `cgcheck merge` from levels solved in shards by other processes. Both give
/// the same [`Census`], checksum included.
pub struct Tally {
    shape: Shape,
    census: Census,
    filter: Filter,
    keep_at_most: usize,
    /// Counts by (R's best active | C's best active << 2) and height.
    counts: [[u64; 16]; 16],
    magic_counts: [[u64; 16]; 16],
    checksum: fnv::FnvHasher,
}

impl Tally {
    /// An empty census of m x n matrices of height <= h, keeping at most `keep_at_most`
    /// of those `filter` matches.
    pub fn new(
        shape: &Shape,
        h: u32,
        variant: Variant,
        filter: Filter,
        keep_at_most: usize,
    ) -> Tally {
        Tally {
            shape: shape.clone(),
            census: Census {
                m: shape.m,
                n: shape.n,
                h,
                variant,
                counts: BTreeMap::new(),
                magic_counts: BTreeMap::new(),
                kept: Vec::new(),
                matched: 0,
                classes: 0,
                widest_level: 0,
                checksum: 0,
                seconds: 0.0,
            },
            filter,
            keep_at_most,
            counts: [[0; 16]; 16],
            magic_counts: [[0; 16]; 16],
            checksum: fnv::FnvHasher::default(),
        }
    }

    /// Classes counted so far.
    pub fn classes(&self) -> u64 {
        self.census.classes
    }

    /// Adds the next level (the levels must come in order of total sum).
    pub fn add_level(&mut self, level: &Level) {
        use std::hash::Hasher;
        let (shape, m, n) = (&self.shape, self.census.m, self.census.n);
        self.census.widest_level = self.census.widest_level.max(level.len());
        self.census.classes += level.len() as u64;
        for (key, b) in level.iter() {
            self.checksum.write(&key.to_le_bytes());
            self.checksum.write_u8(b);
            let height = max_nibble(key);
            self.counts[usize::from(b & 15)][height as usize] += 1;
            if m == n && packed_magic(shape, key) {
                self.magic_counts[usize::from(b & 15)][height as usize] += 1;
            }
            if self.filter != Filter::None {
                let ty = SekiType::from_best_active(dec(b), dec(b >> 2));
                if self.filter.keeps(shape, key, &ty) {
                    self.census.matched += 1;
                    if self.census.kept.len() < self.keep_at_most {
                        self.census.kept.push((shape.unpack(key), ty));
                    }
                }
            }
        }
    }

    /// The census, with the wall time it took.
    pub fn finish(mut self, seconds: f64) -> Census {
        use std::hash::Hasher;
        let census = &mut self.census;
        census.seconds = seconds;
        census.checksum = self.checksum.finish();
        for (code, row) in self.counts.iter().enumerate() {
            let ty = SekiType::from_best_active(dec(code as u8), dec((code >> 2) as u8));
            for (height, &k) in row.iter().enumerate() {
                if k > 0 {
                    census
                        .counts
                        .insert((ty.refined(), ty.coarse(), height as u32), k);
                }
                let mk = self.magic_counts[code][height];
                if mk > 0 {
                    census
                        .magic_counts
                        .insert((ty.refined(), height as u32), mk);
                }
            }
        }
        self.census
    }
}

/// The largest 4-bit entry of a packed key.
fn max_nibble(key: u128) -> u32 {
    let mut k = key;
    let mut best = 0u32;
    while k != 0 {
        best = best.max((k & 15) as u32);
        k >>= 4;
    }
    best
}

/// One level of the enumeration (or a shard of one): canonical keys of one total sum in
/// increasing order, each with its solved byte (R's best active value in the low two bits,
/// C's in the next two, as [`enc`] writes them), and a directory of the keys' high bits that
/// narrows each look-up to a few keys.
///
/// **Storage.** A key holds four bits an entry, but a level of height h needs only
/// w = bits(h) of them: when the key's entries at w bits and the four bits of the solved
/// byte fit in 64 bits (every census so far: 4x4 at height 5 is 48 + 4 bits), each class is
/// one `u64`, (compact key << 4) | byte, where the compact key is the key with each entry
/// cut to w bits. Cutting always-zero bits keeps the order of keys, so the array stays
/// sorted, and a look-up touches the directory and one word instead of a 16-byte key and a
/// separate byte: about 12 bytes a class in place of 21, and one cache miss fewer. Other
/// levels keep the keys whole.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Level {
    store: Store,
    /// The smallest key (compact when the store is).
    low: u128,
    /// Keys are bucketed by (key - low) >> shift.
    shift: u32,
    /// `dir[b]..dir[b + 1]`: the indices of the keys in bucket b.
    dir: Vec<u32>,
}

/// The classes of a [`Level`], in key order.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Store {
    /// (compact key << 4) | solved byte, the compact key holding `nibbles` entries of
    /// `width` bits.
    Compact {
        words: Vec<u64>,
        width: u32,
        nibbles: u32,
    },
    /// Whole keys and their bytes.
    Wide { keys: Vec<u128>, values: Vec<u8> },
}

impl Default for Store {
    fn default() -> Store {
        Store::Wide {
            keys: Vec::new(),
            values: Vec::new(),
        }
    }
}

/// `key` (four bits an entry, `nibbles` of them) with each entry cut to `width` bits, or
/// `None` when an entry does not fit (no key of the level has it).
#[inline]
fn compact(key: u128, width: u32, nibbles: u32) -> Option<u64> {
    if nibbles < 32 && key >> (4 * nibbles) != 0 {
        return None;
    }
    if nibbles <= 16 {
        // The same on 64 bits: no entry with a bit at `width` or above, then the entries
        // packed (the common case, on the enumerator's path).
        let k = key as u64;
        let over = (0xfu64 & !((1u64 << width) - 1)) * 0x1111_1111_1111_1111;
        if k & over != 0 {
            return None;
        }
        return Some(squeeze(k, width));
    }
    let limit = 1u128 << width;
    let mut out = 0u64;
    for i in (0..nibbles).rev() {
        let e = (key >> (4 * i)) & 15;
        if e >= limit {
            return None;
        }
        out = (out << width) | e as u64;
    }
    Some(out)
}

/// The sixteen nibbles of `k`, each holding `width` (1 to 4) low bits, packed into their
/// low `16 * width` bits in the same order: adjacent units are merged in four steps (units
/// of 4, 8, 16, 32 bits), each moving the upper unit's payload down onto the lower's.
#[inline]
fn squeeze(k: u64, width: u32) -> u64 {
    let masks = &SQUEEZE[width as usize];
    let mut x = k;
    let mut payload = width;
    for (step, &low) in masks.iter().enumerate() {
        let unit = 4u32 << step;
        x = (x & low) | ((x >> (unit - payload)) & (low << payload));
        payload *= 2;
    }
    x
}

/// [`squeeze`]'s masks: for each width and step, the low `width << step` bits of every unit
/// of `8 << step` bits.
const SQUEEZE: [[u64; 4]; 5] = {
    let mut t = [[0u64; 4]; 5];
    let mut w = 1;
    while w <= 4 {
        let mut step = 0;
        while step < 4 {
            let bits = w << step;
            let pair = 8 << step;
            let one = if bits >= 64 {
                u64::MAX
            } else {
                (1u64 << bits) - 1
            };
            let mut m = 0u64;
            let mut at = 0;
            while at < 64 {
                m |= one << at;
                at += pair;
            }
            t[w][step] = m;
            step += 1;
        }
        w += 1;
    }
    t
};

/// The key [`compact`] cut.
#[inline]
fn widen(c: u64, width: u32, nibbles: u32) -> u128 {
    let mask = (1u64 << width) - 1;
    let mut key = 0u128;
    for i in (0..nibbles).rev() {
        key = (key << 4) | u128::from((c >> (width * i)) & mask);
    }
    key
}

impl Level {
    /// A level from its keys (strictly increasing) and their solved bytes.
    pub fn new(keys: Vec<u128>, values: Vec<u8>) -> Level {
        Level::from_keys(keys, values)
    }

    /// [`Level::new`] from keys held as `K`.
    fn from_keys<K: GenKey>(keys: Vec<K>, values: Vec<u8>) -> Level {
        assert_eq!(keys.len(), values.len(), "one solved byte per key");
        assert!(
            keys.par_windows(2).all(|w| w[0] < w[1]),
            "keys strictly increasing"
        );
        let (Some(&low), Some(&high)) = (keys.first(), keys.last()) else {
            return Level::default();
        };
        let (low, high) = (low.key(), high.key());
        let nibbles = (128 - high.leading_zeros()).div_ceil(4);
        // The bits the largest entry needs: those of the OR of every entry of every key.
        let any = keys.par_iter().map(|&k| k.key()).reduce(|| 0, |a, b| a | b);
        let any = (0..32).fold(0u32, |v, i| v | ((any >> (4 * i)) & 15) as u32);
        let width = (32 - any.leading_zeros()).max(1);
        // (A byte past four bits, which only a damaged level file could hold, keeps the
        // level wide: the byte is kept as it is, for the file's checks to judge.)
        let (store, low, high) = if width * nibbles + 4 <= 64 && values.iter().all(|&v| v < 16) {
            let words = K::into_words(keys, &values, width, nibbles);
            let (lo, hi) = (words[0] >> 4, words[words.len() - 1] >> 4);
            let store = Store::Compact {
                words,
                width,
                nibbles,
            };
            (store, u128::from(lo), u128::from(hi))
        } else {
            let keys = keys.into_iter().map(GenKey::key).collect();
            (Store::Wide { keys, values }, low, high)
        };
        let len = match &store {
            Store::Compact { words, .. } => words.len(),
            Store::Wide { keys, .. } => keys.len(),
        };
        // About one bucket per key (a power of two at least the number of keys).
        let buckets = len.next_power_of_two() as u128;
        let span = high - low;
        let mut shift = 0;
        while span >> shift >= buckets {
            shift += 1;
        }
        let count = (span >> shift) as usize + 1;
        let mut dir = vec![0u32; count + 1];
        let mut bump = |k: u128| dir[((k - low) >> shift) as usize + 1] += 1;
        match &store {
            Store::Compact { words, .. } => words.iter().for_each(|&w| bump(u128::from(w >> 4))),
            Store::Wide { keys, .. } => keys.iter().for_each(|&k| bump(k)),
        }
        for b in 1..dir.len() {
            dir[b] += dir[b - 1];
        }
        Level {
            store,
            low,
            shift,
            dir,
        }
    }

    /// The classes, (key, solved byte) in increasing order of key.
    pub fn iter(&self) -> Box<dyn Iterator<Item = (u128, u8)> + '_> {
        match &self.store {
            Store::Compact {
                words,
                width,
                nibbles,
            } => Box::new(
                words
                    .iter()
                    .map(move |&w| (widen(w >> 4, *width, *nibbles), (w & 15) as u8)),
            ),
            Store::Wide { keys, values } => {
                Box::new(keys.iter().copied().zip(values.iter().copied()))
            }
        }
    }

    /// Classes held.
    pub fn len(&self) -> usize {
        match &self.store {
            Store::Compact { words, .. } => words.len(),
            Store::Wide { keys, .. } => keys.len(),
        }
    }

    /// Whether the level is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Where a look-up of `key` reads: its key in the store's form and its bucket (`None`:
    /// the level cannot hold it).
    #[inline]
    fn locate(&self, key: u128) -> Option<(u128, usize)> {
        let k = match &self.store {
            Store::Compact { width, nibbles, .. } => u128::from(compact(key, *width, *nibbles)?),
            Store::Wide { .. } => key,
        };
        if k < self.low {
            return None;
        }
        let b = (k - self.low) >> self.shift;
        if b + 1 >= self.dir.len() as u128 {
            return None;
        }
        Some((k, b as usize))
    }

    /// Asks for the directory entries of bucket `b` in the cache (a hint: [`Level::locate`]
    /// then [`Level::get_at`] read them).
    #[inline]
    fn prefetch_bucket(&self, b: usize) {
        prefetch(&self.dir[b]);
    }

    /// Asks for the first class of bucket `b` in the cache (reads the directory).
    #[inline]
    fn prefetch_class(&self, b: usize) {
        let at = self.dir[b] as usize;
        match &self.store {
            Store::Compact { words, .. } => {
                if let Some(w) = words.get(at) {
                    prefetch(w);
                }
            }
            Store::Wide { keys, .. } => {
                if let Some(k) = keys.get(at) {
                    prefetch(k);
                }
            }
        }
    }

    /// The position of the key [`Level::locate`] placed, if the level holds it.
    #[inline]
    fn find_at(&self, (k, b): (u128, usize)) -> Option<usize> {
        let (lo, hi) = (self.dir[b] as usize, self.dir[b + 1] as usize);
        match &self.store {
            Store::Compact { words, .. } => {
                let c = k as u64;
                words[lo..hi]
                    .binary_search_by_key(&c, |w| w >> 4)
                    .ok()
                    .map(|i| lo + i)
            }
            Store::Wide { keys, .. } => keys[lo..hi].binary_search(&k).ok().map(|i| lo + i),
        }
    }

    /// The solved byte of the class at position `at`.
    #[inline]
    fn byte(&self, at: usize) -> u8 {
        match &self.store {
            Store::Compact { words, .. } => (words[at] & 15) as u8,
            Store::Wide { values, .. } => values[at],
        }
    }

    /// The solved byte of the key [`Level::locate`] placed, if the level holds it.
    #[inline]
    fn get_at(&self, place: (u128, usize)) -> Option<u8> {
        self.find_at(place).map(|at| self.byte(at))
    }

    /// Looks for `key` at or after position `hint`, within [`NEAR`] classes: its position
    /// (`Near::At`), `Near::Absent` when the level provably does not hold it (the classes
    /// around its place are other keys), or `Near::Unknown` when its place is not there
    /// (before `hint`, or further on). A cheap first try when the keys looked up come in
    /// increasing order, as the children of consecutive parents reached by one move do: the
    /// classes read are those the last look-up read, already in the cache.
    #[inline]
    fn find_near(&self, key: u128, hint: usize) -> Near {
        let Store::Compact {
            words,
            width,
            nibbles,
        } = &self.store
        else {
            return Near::Unknown;
        };
        let Some(c) = compact(key, *width, *nibbles) else {
            return Near::Absent;
        };
        let end = words.len().min(hint.saturating_add(NEAR));
        if hint >= end || words[hint] >> 4 > c {
            return Near::Unknown;
        }
        for (i, &w) in words[hint..end].iter().enumerate() {
            let k = w >> 4;
            if k == c {
                return Near::At(hint + i);
            }
            if k > c {
                return Near::Absent;
            }
        }
        if end == words.len() {
            Near::Absent
        } else {
            Near::Unknown
        }
    }

    /// The key at position `at`.
    fn key_at(&self, at: usize) -> u128 {
        match &self.store {
            Store::Compact {
                words,
                width,
                nibbles,
            } => widen(words[at] >> 4, *width, *nibbles),
            Store::Wide { keys, .. } => keys[at],
        }
    }

    /// Gives each [`PENDING`] class of a square level its transpose's values, swapped
    /// ([`solve_keys`]), a block of positions at a time: the look-ups run on rayon and
    /// read only searched classes, then the block's bytes are written.
    fn fill_transposed(&mut self, shape: &Shape) {
        // (Small blocks: the look-ups' answers are held a block at a time.)
        const BLOCK: usize = 1 << 14;
        let len = self.len();
        for start in (0..len).step_by(BLOCK) {
            let end = len.min(start + BLOCK);
            let fills: Vec<(u32, u8)> = (start..end)
                .into_par_iter()
                .filter(|&at| self.byte(at) == PENDING)
                .map(|at| {
                    let key = self.key_at(at);
                    let t = transpose_below(shape, key)
                        .expect("a class left pending has a smaller transpose");
                    let b = self
                        .get(t)
                        .expect("the transpose of a class is in its level");
                    assert_ne!(b, PENDING, "the transpose of a pending class was searched");
                    (at as u32, transposed_byte(b))
                })
                .collect();
            for (at, b) in fills {
                let at = at as usize;
                match &mut self.store {
                    Store::Compact { words, .. } => words[at] = (words[at] & !15) | u64::from(b),
                    Store::Wide { values, .. } => values[at] = b,
                }
            }
        }
    }

    /// The solved byte of a canonical key, if the level holds it.
    #[inline]
    pub fn get(&self, key: u128) -> Option<u8> {
        self.get_at(self.locate(key)?)
    }

    /// Shards of one level (solved by [`solve_level`] on disjoint key ranges, or by
    /// [`solve_level_part`]) merged into the level, whatever order they come in; refused if
    /// two shards hold the same key (overlapping parts).
    pub fn merge(shards: Vec<Level>) -> Result<Level, String> {
        let mut pairs: Vec<(u128, u8)> = shards.iter().flat_map(Level::iter).collect();
        drop(shards);
        pairs.par_sort_unstable_by_key(|p| p.0);
        if let Some(w) = pairs.windows(2).find(|w| w[0].0 == w[1].0) {
            return Err(format!(
                "two shards hold the same class (key {:#x}): the parts overlap",
                w[0].0
            ));
        }
        let (keys, values) = pairs.into_iter().unzip();
        Ok(Level::new(keys, values))
    }
}

/// Solves the canonical keys of total sum `t` (height <= h, no zero line) that lie in
/// `shard`, given the whole level t - 1 in `prev` (empty below the smallest sum). A level
/// can be solved in shards of disjoint key ranges, on several machines, and the shards
/// merged with [`Level::merge`]: the result is the same as solving it whole.
pub fn solve_level(
    shape: &Shape,
    h: u32,
    t: u32,
    variant: Variant,
    prev: &Level,
    shard: impl std::ops::RangeBounds<u128>,
) -> Level {
    solve_part_where(
        shape,
        h,
        t,
        variant,
        prev,
        Shard::WHOLE,
        |k| shard.contains(&k),
        false,
        None,
    )
}

/// Solves part `part` of level `t` ([`level_part`]: generated and solved here, the other
/// parts elsewhere), given the whole level t - 1 in `prev`. The parts of a level, merged
/// with [`Level::merge`], are the level solved whole.
pub fn solve_level_part(
    shape: &Shape,
    h: u32,
    t: u32,
    variant: Variant,
    prev: &Level,
    part: Shard,
) -> Level {
    solve_part_where(shape, h, t, variant, prev, part, |_| true, true, None)
}

/// The keys of part `part` of level `t` that `keep` accepts, generated as `u64` or `u128`
/// ([`narrow`]) and solved by [`solve_keys`], which adds the classes solved to `done`.
#[allow(clippy::too_many_arguments)]
fn solve_part_where(
    shape: &Shape,
    h: u32,
    t: u32,
    variant: Variant,
    prev: &Level,
    part: Shard,
    keep: impl Fn(u128) -> bool,
    whole_range: bool,
    done: Option<&std::sync::atomic::AtomicU64>,
) -> Level {
    fn kept<K: GenKey>(mut keys: Vec<K>, keep: impl Fn(u128) -> bool) -> Vec<K> {
        keys.retain(|k| keep(k.key()));
        keys
    }
    // A part or a range of a level may hold a class without its transpose's: only a whole
    // level is solved by halves ([`solve_keys`]).
    let whole = part == Shard::WHOLE && whole_range;
    if narrow(shape) {
        let keys = kept(level_keys::<u64>(shape, h, t, part), keep);
        solve_keys(shape, keys, prev, variant, whole, done)
    } else {
        let keys = kept(level_keys::<u128>(shape, h, t, part), keep);
        solve_keys(shape, keys, prev, variant, whole, done)
    }
}

/// Whether a level's keys are generated and sorted as `u64` (at most 16 entries of four
/// bits): half the memory of `u128` keys, and a level's keys are its largest buffer until
/// they are compacted.
fn narrow(shape: &Shape) -> bool {
    shape.m * shape.n * 4 <= 64
}

/// A key as the generator holds it: `u64` for shapes of at most 16 entries, else `u128`.
trait GenKey: Copy + Ord + Send + Sync {
    /// The key held (the caller knows it fits).
    fn from_key(key: u128) -> Self;
    /// The packed key.
    fn key(self) -> u128;

    /// The words of a compact store ([`Level`]): each key cut to `width` bits an entry
    /// (every entry fits), shifted, and its byte beside it.
    fn into_words(keys: Vec<Self>, values: &[u8], width: u32, nibbles: u32) -> Vec<u64> {
        keys.par_iter()
            .zip(values)
            .map(|(&k, &v)| word(k.key(), v, width, nibbles))
            .collect()
    }
}

/// One word of a compact store: the key cut to `width` bits an entry, then its byte.
#[inline]
fn word(key: u128, value: u8, width: u32, nibbles: u32) -> u64 {
    let c = compact(key, width, nibbles).expect("every entry fits the width");
    c << 4 | u64::from(value)
}

impl GenKey for u64 {
    #[inline]
    fn from_key(key: u128) -> u64 {
        key as u64
    }
    #[inline]
    fn key(self) -> u128 {
        u128::from(self)
    }

    /// In place: a level's keys and its words are its largest buffers, and this way the two
    /// are never held at once (8 bytes a class less at the peak).
    fn into_words(mut keys: Vec<u64>, values: &[u8], width: u32, nibbles: u32) -> Vec<u64> {
        keys.par_iter_mut()
            .zip(values)
            .for_each(|(k, &v)| *k = word(u128::from(*k), v, width, nibbles));
        keys
    }
}

impl GenKey for u128 {
    #[inline]
    fn from_key(key: u128) -> u128 {
        key
    }
    #[inline]
    fn key(self) -> u128 {
        self
    }
}

/// Solves `keys` (one level, or a part of one) from the level before, adding to `done`, if
/// given, the classes solved as each job finishes a batch of [`COUNT_BATCH`] (a heartbeat
/// then moves within a level, which on 4x4 h<=5 takes minutes; the caller counts what is
/// left over at the level's end).
///
/// A square level is solved by halves when `whole` (the level's every class is in `keys`)
/// and the column-order tables cover it ([`Shape::table_canonical`]): transposing a matrix
/// swaps the players' roles (a zero row for R is a zero column for C, and the rule for a
/// move that zeroes both is the same for both), so the class of the transpose has R's and
/// C's values exchanged, and it lies in the same level (same sum, height and no zero line).
/// A class whose transpose's canonical key is smaller is not searched: it is marked
/// [`PENDING`] and given its transpose's values, swapped, once the level is built
/// ([`Level::fill_transposed`]). That transpose is searched itself, since its own
/// transpose is the larger key.
fn solve_keys<K: GenKey>(
    shape: &Shape,
    keys: Vec<K>,
    prev: &Level,
    variant: Variant,
    whole: bool,
    done: Option<&std::sync::atomic::AtomicU64>,
) -> Level {
    let halves = whole && shape.m == shape.n && shape.table_canonical(0).is_some();
    let values = keys
        .par_iter()
        .map_init(
            || ([0usize; HINTS], 0u64),
            |(hints, solved), &key| {
                *solved += 1;
                if *solved == COUNT_BATCH {
                    if let Some(d) = done {
                        d.fetch_add(COUNT_BATCH, std::sync::atomic::Ordering::Relaxed);
                    }
                    *solved = 0;
                }
                let key = key.key();
                if halves && transpose_below(shape, key).is_some() {
                    return PENDING;
                }
                solve_from_level(shape, key, prev, variant, hints)
            },
        )
        .collect();
    let mut level = Level::from_keys(keys, values);
    if halves {
        level.fill_transposed(shape);
    }
    level
}

/// The solved byte of a class not searched yet ([`solve_keys`]): no byte of a search has
/// both values 3.
const PENDING: u8 = 15;

/// The canonical key of the transpose of the square `key` if it is smaller than `key`
/// (and the tables cover it).
#[inline]
fn transpose_below(shape: &Shape, key: u128) -> Option<u128> {
    shape
        .table_canonical(shape.transpose(key))
        .filter(|&t| t < key)
}

/// The solved byte of the transpose of a class whose byte is `b`: R's and C's values
/// exchanged.
#[inline]
fn transposed_byte(b: u8) -> u8 {
    ((b & 3) << 2) | ((b >> 2) & 3)
}

/// How many classes a job solves between two additions to a heartbeat's count.
const COUNT_BATCH: u64 = 1 << 16;

/// How many classes [`Level::find_near`] reads past its hint.
const NEAR: usize = 8;

/// What [`Level::find_near`] found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Near {
    /// The key is at this position.
    At(usize),
    /// The level does not hold the key.
    Absent,
    /// Not decided near the hint: look the key up in the directory.
    Unknown,
}

/// Asks the processor to bring `x` into the cache (only a hint: nothing is read).
#[inline]
fn prefetch<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch reads nothing and writes nothing (a hint to the cache, which
        // ignores addresses it cannot use); SSE, its target feature, is part of every x86-64
        // processor; the address is that of a live value.
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(std::ptr::from_ref(x).cast());
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}

/// The hints [`solve_from_level`] keeps, per move: for the child as it is, for the child
/// sorted, and for the child's canonical key.
const HINTS: usize = 3 * MAX_PACKED_CELLS;

/// The best active values of a canonical key whose children all lie in `prev`.
///
/// Keys are solved in increasing order (within each of rayon's jobs), and the child reached
/// by lowering entry j is key - 2^(shift of j): for one move, the children of consecutive
/// keys come in increasing order too, and lie close together in `prev`. So each move keeps
/// the position in `prev` of the last child it found (`hints`, one for each form a child is
/// looked up in), and a child is first looked for a few classes on from there
/// ([`Level::find_near`]), in lines the last look-up brought into the cache. The children not
/// settled there are looked up in the directory in three passes, so that their reads from
/// memory overlap: each child's directory entry is asked for, then its first class, then the
/// classes are read.
fn solve_from_level(
    shape: &Shape,
    key: u128,
    prev: &Level,
    variant: Variant,
    hints: &mut [usize; HINTS],
) -> u8 {
    let mut best_r = Wdl::Loss;
    let mut best_c = Wdl::Loss;
    let settle = |b: u8, best_r: &mut Wdl, best_c: &mut Wdl| {
        let (ar, ac) = (dec(b), dec(b >> 2));
        *best_r = (*best_r).max(first_player_value(ac, ar).flip());
        *best_c = (*best_c).max(first_player_value(ar, ac).flip());
    };
    // Children not settled near their hint: the key looked up, where the directory puts
    // it (`None`: the level does not hold it), and the hint it updates.
    let mut probes = [0u128; MAX_PACKED_CELLS];
    let mut places = [None; MAX_PACKED_CELLS];
    let mut slots = [0usize; MAX_PACKED_CELLS];
    let mut k = 0;
    for r in 0..shape.m {
        for c in 0..shape.n {
            if shape.get(key, r, c) == 0 || repeats(shape, key, r, c) {
                continue;
            }
            let child = key - (1u128 << shape.shift(r, c));
            if let Some((vr, vc)) = ending(shape, child, r, c, variant) {
                best_r = best_r.max(vr);
                best_c = best_c.max(vc);
                continue;
            }
            // A doubly lexical key of the child's class is often canonical itself: a key
            // found in the level is canonical (the level holds only canonical keys), so the
            // refinement search runs only for the others. The child of a doubly lexical key
            // often stays doubly lexical; otherwise a few row and column sorts make it so.
            let j = r * shape.n + c;
            let (probe, slot) = if shape.lexical_after_move(child, r, c) {
                (child, j)
            } else if let Some(canonical) = shape.table_canonical(child) {
                (canonical, MAX_PACKED_CELLS + j)
            } else {
                (shape.sort_lexical(child), MAX_PACKED_CELLS + j)
            };
            (probes[k], slots[k]) = (probe, slot);
            match prev.find_near(probe, hints[slot]) {
                Near::At(at) => {
                    hints[slot] = at;
                    settle(prev.byte(at), &mut best_r, &mut best_c);
                    continue;
                }
                Near::Absent => places[k] = None,
                Near::Unknown => {
                    places[k] = prev.locate(probe);
                    if let Some((_, b)) = places[k] {
                        prev.prefetch_bucket(b);
                    }
                }
            }
            k += 1;
        }
    }
    if best_r == Wdl::Win && best_c == Wdl::Win {
        return enc(best_r) | (enc(best_c) << 2);
    }
    for &(_, b) in places[..k].iter().flatten() {
        prev.prefetch_class(b);
    }
    for i in 0..k {
        let at = match places[i].and_then(|p| prev.find_at(p)) {
            Some(at) => {
                hints[slots[i]] = at;
                at
            }
            None => {
                let canonical = shape.canonical(probes[i]);
                let slot = 2 * MAX_PACKED_CELLS + slots[i] % MAX_PACKED_CELLS;
                let at = match prev.find_near(canonical, hints[slot]) {
                    Near::At(at) => Some(at),
                    _ => prev.locate(canonical).and_then(|p| prev.find_at(p)),
                }
                .expect("every child of level t is in level t - 1");
                hints[slot] = at;
                at
            }
        };
        settle(prev.byte(at), &mut best_r, &mut best_c);
        if best_r == Wdl::Win && best_c == Wdl::Win {
            break;
        }
    }
    enc(best_r) | (enc(best_c) << 2)
}

/// The canonical keys of total sum `t`, height <= h and no zero line.
pub fn level(shape: &Shape, h: u32, t: u32) -> Vec<u128> {
    level_part(shape, h, t, Shard::WHOLE)
}

/// The canonical keys of [`level`] whose first row belongs to `part`: the possible first
/// rows, in a fixed order, are dealt round robin to the parts, so each part generates only
/// its own keys, and the parts of a level are disjoint and cover it.
pub fn level_part(shape: &Shape, h: u32, t: u32, part: Shard) -> Vec<u128> {
    level_keys(shape, h, t, part)
}

/// [`level_part`] with the keys held as `K` (`u64` only for shapes of at most 16 entries).
fn level_keys<K: GenKey>(shape: &Shape, h: u32, t: u32, part: Shard) -> Vec<K> {
    let n = shape.n;
    // First rows: non-increasing (all columns form one run), sum <= t.
    let mut firsts = Vec::new();
    let mut row = vec![0u32; n];
    first_rows(&mut row, 0, h, t, &mut firsts);
    let mine: Vec<&Vec<u32>> = firsts
        .iter()
        .enumerate()
        .filter(|(i, _)| part.holds(*i))
        .map(|(_, f)| f)
        .collect();
    let mut out: Vec<K> = mine
        .par_iter()
        .flat_map_iter(|first| {
            let mut g = Gen::new(shape, h, t);
            g.grid[..n].copy_from_slice(first);
            let s: u32 = first.iter().sum();
            g.start_row(1, s, false);
            g.found
        })
        .collect();
    out.par_sort_unstable();
    out
}

fn first_rows(row: &mut Vec<u32>, c: usize, h: u32, budget: u32, out: &mut Vec<Vec<u32>>) {
    if c == row.len() {
        if row.iter().any(|&x| x > 0) {
            out.push(row.clone());
        }
        return;
    }
    let cap = if c == 0 { h } else { row[c - 1] };
    for v in 0..=cap.min(budget) {
        row[c] = v;
        first_rows(row, c + 1, h, budget - v, out);
    }
    row[c] = 0;
}

/// The most columns [`Gen::row_reads_larger`] compares (wider shapes take the full test).
const MAX_GEN_COLS: usize = 32;

/// Depth-first generator of doubly lexical matrices with a given total, into a flat grid.
struct Gen<'a, K> {
    shape: &'a Shape,
    h: u32,
    t: u32,
    grid: Vec<u32>,
    /// `tie[r * n + c]`: columns c - 1 and c are equal in rows 0..r.
    tie: Vec<bool>,
    found: Vec<K>,
}

impl<'a, K: GenKey> Gen<'a, K> {
    fn new(shape: &'a Shape, h: u32, t: u32) -> Gen<'a, K> {
        let (m, n) = (shape.m, shape.n);
        let mut tie = vec![false; (m + 1) * n];
        // Before any row, every column ties with its left neighbour.
        tie[1..n].fill(true);
        Gen {
            shape,
            h,
            t,
            grid: vec![0; m * n],
            tie,
            found: Vec::new(),
        }
    }

    /// Row `r` is next; rows 0..r hold `sum`. `tied`: some row of 0..r reads as large as
    /// an earlier row (see [`Gen::row_reads_larger`]), so only the full test can tell whether
    /// the matrix is canonical.
    fn start_row(&mut self, r: usize, sum: u32, tied: bool) {
        let (m, n) = (self.shape.m, self.shape.n);
        // Ties of rows 0..r from ties of rows 0..r-1 and row r - 1.
        for c in 1..n {
            self.tie[r * n + c] = self.tie[(r - 1) * n + c]
                && self.grid[(r - 1) * n + c - 1] == self.grid[(r - 1) * n + c];
        }
        if r == m {
            if sum != self.t || (0..m).all(|i| self.grid[i * n + n - 1] == 0) {
                return;
            }
            let mut key = 0u128;
            for &x in &self.grid {
                key = (key << 4) | u128::from(x);
            }
            if !tied || self.shape.is_canonical(key) {
                self.found.push(K::from_key(key));
            }
            return;
        }
        let remaining_rows = (m - r) as u32;
        let need = self.t - sum;
        if need > remaining_rows * n as u32 * self.h || need < remaining_rows {
            return;
        }
        self.fill(r, 0, true, sum, need, tied);
    }

    /// Compares the just completed row `r` (r >= 1) with each earlier row j, as the
    /// canonical test's refinement search ([`Shape::is_canonical`]) would when it follows
    /// the rows in their order: row r's reading with the columns in the runs of rows 0..j
    /// (its entries sorted descending within each run) against row j. `None` when some
    /// reading is larger: putting row r at j (and sorting within the runs) gives a larger
    /// key, so no matrix of this prefix is canonical. Otherwise whether some reading equals
    /// row j while row r is not row j (the search then has a second branch to try); when
    /// no row ever does, the search follows the rows in order alone and finds the key
    /// canonical, so the full test is skipped.
    fn row_reads_larger(&self, r: usize) -> Option<bool> {
        let n = self.shape.n;
        let row = &self.grid[r * n..(r + 1) * n];
        let mut buf = [0u32; MAX_GEN_COLS];
        let mut tied = false;
        for j in 0..r {
            let read = &mut buf[..n];
            read.copy_from_slice(row);
            let runs = &self.tie[j * n..(j + 1) * n];
            let mut start = 0;
            while start < n {
                let mut end = start + 1;
                while end < n && runs[end] {
                    end += 1;
                }
                if end - start > 1 {
                    // Descending insertion sort of one run.
                    for i in start + 1..end {
                        let x = read[i];
                        let mut k = i;
                        while k > start && read[k - 1] < x {
                            read[k] = read[k - 1];
                            k -= 1;
                        }
                        read[k] = x;
                    }
                }
                start = end;
            }
            let earlier = &self.grid[j * n..(j + 1) * n];
            match (*read).cmp(earlier) {
                std::cmp::Ordering::Greater => return None,
                std::cmp::Ordering::Equal => tied |= row != earlier,
                std::cmp::Ordering::Less => {}
            }
        }
        Some(tied)
    }

    /// Chooses row `r`'s entries left to right: `tight` while the row equals the previous
    /// row so far (it must not exceed it lexicographically).
    fn fill(&mut self, r: usize, c: usize, tight: bool, sum: u32, budget: u32, tied: bool) {
        let n = self.shape.n;
        if c == n {
            let s: u32 = self.grid[r * n..(r + 1) * n].iter().sum();
            if s == 0 {
                return;
            }
            let tied = if self.shape.canonicalizes() && n <= MAX_GEN_COLS {
                match self.row_reads_larger(r) {
                    None => return,
                    Some(t) => tied || t,
                }
            } else {
                true
            };
            self.start_row(r + 1, sum + s, tied);
            return;
        }
        let above = self.grid[(r - 1) * n + c];
        let mut cap = self.h.min(budget);
        if tight {
            cap = cap.min(above);
        }
        // Within a run of columns equal in every row so far, entries do not increase.
        if c > 0 && self.tie[r * n + c] {
            cap = cap.min(self.grid[r * n + c - 1]);
        }
        // The entries after this one (the rest of this row, then the rows below) hold at
        // most h each: an entry below `least` leaves them too much to reach the total t.
        let after = (n - 1 - c + (self.shape.m - 1 - r) * n) as u32;
        let least = budget.saturating_sub(after * self.h);
        for v in least..=cap {
            self.grid[r * n + c] = v;
            self.fill(r, c + 1, tight && v == above, sum, budget - v, tied);
        }
        self.grid[r * n + c] = 0;
    }
}
