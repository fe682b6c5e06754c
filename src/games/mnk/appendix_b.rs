//! The paper's own method for (4,4,4,1,1) (Appendix B), ported line for line from its C++:
//! plain memoised minimax over base-3 state codes (3^16 entries, no symmetry, no pruning
//! beyond stopping at a found win), the board scanned for a line after every stone. It is
//! the baseline of the speed goal (the prover must be at least 100x faster) and a
//! second, independent check of Theorem 3. The only change: outcomes are stored as `i8`
//! rather than `int` (a quarter of the memory, same values).

/// Number of states, 3^16.
const STATES: usize = 43_046_721;

struct Search {
    /// -2 unknown, else 1 (B wins), 0 (draw), -1 (W wins).
    outcome: Vec<i8>,
    pow_3: [usize; 16],
    /// board[i][j] for i, j in 1..=4: 0 empty, 1 B, 2 W.
    board: [[u8; 5]; 5],
}

impl Search {
    fn won(&self, player: u8) -> bool {
        let b = &self.board;
        (1..=4).any(|i| (1..=4).all(|j| b[i][j] == player))
            || (1..=4).any(|i| (1..=4).all(|j| b[j][i] == player))
            || (1..=4).all(|i| b[i][i] == player)
            || (1..=4).all(|i| b[i][5 - i] == player)
    }

    fn search(&mut self, player: u8, state: usize, step: u32) -> i8 {
        if self.outcome[state] != -2 {
            return self.outcome[state];
        }
        self.outcome[state] = if player == 1 { -1 } else { 1 };
        for i in 1..=4 {
            for j in 1..=4 {
                if self.board[i][j] == 0 {
                    self.board[i][j] = player;
                    let cell = i * 4 + j - 5;
                    if self.won(player) {
                        self.outcome[state] = if player == 1 { 1 } else { -1 };
                    } else if step == 15 {
                        self.outcome[state] = 0;
                    } else if player == 1 {
                        let v = self.search(2, state + self.pow_3[cell], step + 1);
                        self.outcome[state] = self.outcome[state].max(v);
                    } else {
                        let v = self.search(1, state + 2 * self.pow_3[cell], step + 1);
                        self.outcome[state] = self.outcome[state].min(v);
                    }
                    self.board[i][j] = 0;
                    if player == 1 && self.outcome[state] == 1 {
                        return 1;
                    } else if player == 2 && self.outcome[state] == -1 {
                        return -1;
                    } else if step == 15 {
                        return 0;
                    }
                }
            }
        }
        self.outcome[state]
    }
}

/// The program's output: 0 (draw), 1 (B wins) or -1 (W wins) for (4,4,4,1,1).
pub fn solve_4x4() -> i8 {
    let mut pow_3 = [1usize; 16];
    for i in 1..16 {
        pow_3[i] = pow_3[i - 1] * 3;
    }
    let mut s = Search {
        outcome: vec![-2; STATES],
        pow_3,
        board: [[0; 5]; 5],
    };
    s.search(1, 0, 0)
}

/// Every 4 x 4 board (each cell empty, B or W), enumerated board by board and encoded as
/// Appendix B's program does (cell `i*4 + j - 5` for i, j in 1..=4 weighted by `pow_3[cell]`,
/// digit 0 empty, 1 B, 2 W): how many distinct encodings there are, and the largest.
pub fn board_encodings() -> (u64, u64) {
    let mut pow_3 = [1u64; 16];
    for i in 1..16 {
        pow_3[i] = pow_3[i - 1] * 3;
    }
    let weights: Vec<u64> = (1..=4)
        .flat_map(|i| (1..=4).map(move |j| pow_3[i * 4 + j - 5]))
        .collect();
    let mut seen = vec![0u64; (2 * weights.iter().sum::<u64>() / 64 + 1) as usize];
    let (mut distinct, mut largest) = (0, 0);
    let (mut digits, mut code) = ([0u8; 16], 0u64);
    loop {
        let (word, bit) = ((code / 64) as usize, 1 << (code % 64));
        if seen[word] & bit == 0 {
            seen[word] |= bit;
            distinct += 1;
        }
        largest = largest.max(code);
        // The next board: the first cell below W gets the next stone, the ones before it empty.
        let Some(c) = digits.iter().position(|&d| d < 2) else {
            return (distinct, largest);
        };
        for (d, w) in digits[..c].iter_mut().zip(&weights) {
            *d = 0;
            code -= 2 * w;
        }
        digits[c] += 1;
        code += weights[c];
    }
}
