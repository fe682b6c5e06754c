//! The certificate checkers' own rules, deliberately naive and independent of the solvers: a
//! board as one byte per square (0 empty, 1 B, 2 W), whose turn it is, k in a row by scanning
//! every square and direction, and the board's symmetries as maps of (column, row). The
//! checkers share these with each other and nothing with the solvers but the file format.

/// The rules of one (m, n, k, p, q) game, for a checker.
pub struct Rules {
    m: usize,
    n: usize,
    k: usize,
    p: usize,
    q: usize,
    /// (transpose, flip columns, flip rows) for every symmetry of the board.
    maps: Vec<(bool, bool, bool)>,
}

/// A board: one byte per square, row by row (0 empty, 1 B, 2 W).
pub type Squares = Vec<u8>;

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
                    maps.push((t, fc, fr));
                }
            }
        }
        Rules {
            m,
            n,
            k,
            p,
            q,
            maps,
        }
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

    /// Every k-window as its squares' contents (`None` off the board is never returned:
    /// windows run inside the board only).
    fn windows<'a>(&'a self, board: &'a [u8]) -> impl Iterator<Item = Vec<u8>> + 'a {
        let (m, n, k) = (self.m as i64, self.n as i64, self.k as i64);
        (0..n).flat_map(move |r| {
            (0..m).flat_map(move |c| {
                [(1i64, 0i64), (0, 1), (1, 1), (1, -1)]
                    .into_iter()
                    .filter_map(move |(dc, dr)| {
                        let inside = |i: i64| {
                            let (x, y) = (c + dc * i, r + dr * i);
                            x >= 0 && y >= 0 && x < m && y < n
                        };
                        (inside(0) && inside(k - 1)).then(|| {
                            (0..k)
                                .map(|i| board[((r + dr * i) * m + c + dc * i) as usize])
                                .collect()
                        })
                    })
            })
        })
    }

    /// Whether `who` (1 = B, 2 = W) has k in a row.
    pub fn has_line(&self, board: &[u8], who: u8) -> bool {
        self.windows(board).any(|w| w.iter().all(|&s| s == who))
    }

    /// Whether `who` can fill a window this turn: one with no opposing stone and at most
    /// `left` empty squares.
    pub fn fills_now(&self, board: &[u8], who: u8, left: usize) -> bool {
        self.windows(board).any(|w| {
            w.iter().all(|&s| s == 0 || s == who) && w.iter().filter(|&&s| s == 0).count() <= left
        })
    }

    /// Whether every window holds a stone of `who` (the other side can never fill one).
    pub fn all_blocked_by(&self, board: &[u8], who: u8) -> bool {
        self.windows(board).all(|w| w.contains(&who))
    }

    /// The empty windows' squares: for each window without a stone of `who`, its squares'
    /// indices.
    pub fn open_windows(&self, board: &[u8], who: u8) -> Vec<Vec<usize>> {
        let (m, n, k) = (self.m as i64, self.n as i64, self.k as i64);
        let mut out = Vec::new();
        for r in 0..n {
            for c in 0..m {
                for (dc, dr) in [(1i64, 0i64), (0, 1), (1, 1), (1, -1)] {
                    let (x, y) = (c + dc * (k - 1), r + dr * (k - 1));
                    if x < 0 || y < 0 || x >= m || y >= n {
                        continue;
                    }
                    let cells: Vec<usize> = (0..k)
                        .map(|i| ((r + dr * i) * m + c + dc * i) as usize)
                        .collect();
                    if cells.iter().all(|&i| board[i] != who) {
                        out.push(cells);
                    }
                }
            }
        }
        out
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

    /// The image of `board` with the least key (black first) over the board's symmetries.
    pub fn canonical(&self, board: &[u8]) -> Squares {
        let (m, n) = (self.m, self.n);
        self.maps
            .iter()
            .map(|&(t, fc, fr)| {
                let mut image = vec![0u8; m * n];
                for r in 0..n {
                    for c in 0..m {
                        let (c2, r2) = if t { (r, c) } else { (c, r) };
                        let c2 = if fc { m - 1 - c2 } else { c2 };
                        let r2 = if fr { n - 1 - r2 } else { r2 };
                        image[r2 * m + c2] = board[r * m + c];
                    }
                }
                image
            })
            .min_by_key(|image| self.key(image))
            .expect("the identity is a map")
    }
}
