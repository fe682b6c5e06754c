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
