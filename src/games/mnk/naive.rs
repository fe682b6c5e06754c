//! The certificate checkers' own rules, deliberately naive and independent of the solvers: a
//! board as one byte per square (0 empty, 1 B, 2 W), whose turn it is, k in a row by scanning
//! every window (listed once per game), and the board's symmetries as maps of squares. The
//! checkers share these with each other and nothing with the solvers but the file format.

/// The rules of one (m, n, k, p, q) game, for a checker.
pub struct Rules {
    m: usize,
    n: usize,
    k: usize,
    p: usize,
    q: usize,
    /// Every k-window inside the board, as its squares' indices (listed once, in [`Rules::new`],
    /// so that a check scans them without building them again at every position).
    windows: Vec<Vec<usize>>,
    /// For every symmetry of the board, where each square goes: `map[i]` is the image of
    /// square i.
    maps: Vec<Vec<usize>>,
}

/// A board: one byte per square, row by row (0 empty, 1 B, 2 W).
pub type Squares = Vec<u8>;

/// Puts `board` on a checker's walk unless the walk has already been there (the walk still
/// skips a board it meets twice on the stack; this only keeps the stack short).
pub fn push_unseen(
    stack: &mut Vec<Squares>,
    seen: &std::collections::HashSet<Squares>,
    board: Squares,
) {
    if !seen.contains(&board) {
        stack.push(board);
    }
}

impl Rules {
    /// The rules of the (m, n, k, p, q) game.
    pub fn new(m: usize, n: usize, k: usize, p: usize, q: usize) -> Rules {
        let mut maps = Vec::new();
        for t in [false, true] {
            if t && m != n {
                continue;
            }
            for fc in [false, true] {
                for fr in [false, true] {
                    let mut map = vec![0; m * n];
                    for r in 0..n {
                        for c in 0..m {
                            let (c2, r2) = if t { (r, c) } else { (c, r) };
                            let c2 = if fc { m - 1 - c2 } else { c2 };
                            let r2 = if fr { n - 1 - r2 } else { r2 };
                            map[r * m + c] = r2 * m + c2;
                        }
                    }
                    maps.push(map);
                }
            }
        }
        let mut windows = Vec::new();
        let (mi, ni, ki) = (m as i64, n as i64, k as i64);
        for r in 0..ni {
            for c in 0..mi {
                for (dc, dr) in [(1i64, 0i64), (0, 1), (1, 1), (1, -1)] {
                    let (x, y) = (c + dc * (ki - 1), r + dr * (ki - 1));
                    if x < 0 || y < 0 || x >= mi || y >= ni {
                        continue;
                    }
                    windows.push(
                        (0..ki)
                            .map(|i| ((r + dr * i) * mi + c + dc * i) as usize)
                            .collect(),
                    );
                }
            }
        }
        Rules {
            m,
            n,
            k,
            p,
            q,
            windows,
            maps,
        }
    }

    /// The length of a line.
    pub fn k(&self) -> usize {
        self.k
    }

    /// The number of squares.
    pub fn squares(&self) -> usize {
        self.m * self.n
    }

    /// Whether B moves after `placed` stones: B places q, then W and B p each.
    pub fn b_turn(&self, placed: usize) -> bool {
        placed < self.q || ((placed - self.q) / self.p) % 2 == 1
    }

    /// Stones left in the current turn after `placed` stones.
    pub fn stones_left(&self, placed: usize) -> usize {
        if placed < self.q {
            self.q - placed
        } else {
            self.p - (placed - self.q) % self.p
        }
    }

    /// Whether `who` (1 = B, 2 = W) has k in a row.
    pub fn has_line(&self, board: &[u8], who: u8) -> bool {
        self.windows
            .iter()
            .any(|w| w.iter().all(|&i| board[i] == who))
    }

    /// Whether `who` can fill a window this turn: one with no opposing stone and at most
    /// `left` empty squares.
    pub fn fills_now(&self, board: &[u8], who: u8, left: usize) -> bool {
        self.windows.iter().any(|w| {
            w.iter().all(|&i| board[i] == 0 || board[i] == who)
                && w.iter().filter(|&&i| board[i] == 0).count() <= left
        })
    }

    /// Whether every window holds a stone of `who` (the other side can never fill one).
    pub fn all_blocked_by(&self, board: &[u8], who: u8) -> bool {
        self.windows
            .iter()
            .all(|w| w.iter().any(|&i| board[i] == who))
    }

    /// The empty windows' squares: for each window without a stone of `who`, its squares'
    /// indices.
    pub fn open_windows(&self, board: &[u8], who: u8) -> Vec<Vec<usize>> {
        self.windows
            .iter()
            .filter(|w| w.iter().all(|&i| board[i] != who))
            .cloned()
            .collect()
    }

    /// The (black, white) bitboards of a board.
    pub fn key(&self, board: &[u8]) -> (u64, u64) {
        board
            .iter()
            .enumerate()
            .fold((0u64, 0u64), |(b, w), (i, &s)| match s {
                1 => (b | 1 << i, w),
                2 => (b, w | 1 << i),
                _ => (b, w),
            })
    }

    /// The board with the given bitboards.
    pub fn board(&self, black: u64, white: u64) -> Squares {
        (0..self.squares())
            .map(|i| {
                if black >> i & 1 == 1 {
                    1
                } else if white >> i & 1 == 1 {
                    2
                } else {
                    0
                }
            })
            .collect()
    }

    /// Every k-window of the board, as its squares' indices.
    pub fn windows(&self) -> &[Vec<usize>] {
        &self.windows
    }

    /// [`Rules::canonical`] and the map of squares that gives it (`map[i]`: where square i
    /// goes).
    pub fn canonical_map(&self, board: &[u8]) -> (Squares, &[usize]) {
        let image = self.canonical(board);
        let map = self
            .maps
            .iter()
            .find(|map| board.iter().zip(map.iter()).all(|(&s, &to)| image[to] == s))
            .expect("the canonical image is an image");
        (image, map)
    }

    /// The image of `board` with the least key (black first) over the board's symmetries.
    pub fn canonical(&self, board: &[u8]) -> Squares {
        let image_key = |map: &[usize]| {
            board
                .iter()
                .zip(map)
                .fold((0u64, 0u64), |(b, w), (&s, &to)| match s {
                    1 => (b | 1 << to, w),
                    2 => (b, w | 1 << to),
                    _ => (b, w),
                })
        };
        let map = self
            .maps
            .iter()
            .min_by_key(|map| image_key(map))
            .expect("the identity is a map");
        let mut image = vec![0u8; board.len()];
        for (&s, &to) in board.iter().zip(map) {
            image[to] = s;
        }
        image
    }
}
