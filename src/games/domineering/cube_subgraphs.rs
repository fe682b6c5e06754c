//! Induced subgraphs of the hypercube Q_n with few edges at each vertex (section 1.1, the
//! sensitivity background of the vertex game): whether some set of `size` vertices induces a
//! subgraph of maximum degree at most `d`. Chung, Furedi, Graham and Seymour constructed
//! 2^(n-1) + 1 vertices of maximum degree ceil(sqrt n); Hao proved every such set has a
//! vertex of degree at least sqrt n. Together: the least maximum degree of 2^(n-1) + 1
//! vertices is exactly ceil(sqrt n), which [`least_max_degree`] computes for small n.
//!
//! The search is exhaustive: vertices are decided in order (in or out), a vertex may join
//! only while it and its chosen neighbours stay within degree d, and a branch stops when the
//! chosen vertices plus the still addable ones cannot reach `size`. Both conditions only get
//! harder as vertices join (degrees only grow), so the bound never prunes a solution. Q_n
//! is vertex-transitive, so a nonempty set may be moved to contain vertex 0.

/// Largest dimension searched (2^6 = 64 vertices in a bitmask).
pub const MAX_DIMENSION: u32 = 6;

/// A set of vertices of Q_n of `size` vertices whose induced subgraph has maximum degree at
/// most `d`, as a bitmask (bit v for vertex v), or `None` when there is none; `nodes` counts
/// the search's branches. `n` is at most [`MAX_DIMENSION`].
pub fn find(n: u32, size: usize, d: u32, nodes: &mut u64) -> Option<u64> {
    assert!(n <= MAX_DIMENSION, "Q_{n} is beyond the search");
    let count = 1usize << n;
    if size > count {
        return None;
    }
    if size == 0 {
        return Some(0);
    }
    let neighbours: Vec<u64> = (0..count)
        .map(|v| (0..n).fold(0u64, |m, i| m | 1u64 << (v ^ (1 << i))))
        .collect();
    let search = Search {
        neighbours,
        count,
        size,
        d,
    };
    // Vertex 0 is in the set (vertex-transitivity).
    search.go(1, 1, nodes)
}

struct Search {
    neighbours: Vec<u64>,
    count: usize,
    size: usize,
    d: u32,
}

impl Search {
    /// May `v` join `chosen`: its own degree and each chosen neighbour's stay within d.
    fn addable(&self, chosen: u64, v: usize) -> bool {
        let near = self.neighbours[v] & chosen;
        if near.count_ones() > self.d {
            return false;
        }
        let mut rest = near;
        while rest != 0 {
            let u = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if (self.neighbours[u] & chosen).count_ones() >= self.d {
                return false;
            }
        }
        true
    }

    fn go(&self, chosen: u64, next: usize, nodes: &mut u64) -> Option<u64> {
        *nodes += 1;
        let have = chosen.count_ones() as usize;
        if have == self.size {
            return Some(chosen);
        }
        let open = (next..self.count)
            .filter(|&v| self.addable(chosen, v))
            .count();
        if have + open < self.size {
            return None;
        }
        let v = (next..self.count).find(|&v| self.addable(chosen, v))?;
        self.go(chosen | 1u64 << v, v + 1, nodes)
            .or_else(|| self.go(chosen, v + 1, nodes))
    }
}

/// The maximum degree of the subgraph of Q_n induced by `set`.
pub fn max_degree(n: u32, set: u64) -> u32 {
    (0..1usize << n)
        .filter(|v| set >> v & 1 == 1)
        .map(|v| (0..n).filter(|i| set >> (v ^ (1 << i)) & 1 == 1).count() as u32)
        .max()
        .unwrap_or(0)
}

/// The least maximum degree of an induced subgraph of Q_n on `size` vertices, with a set that
/// reaches it and the search's branch count.
pub fn least_max_degree(n: u32, size: usize) -> Option<(u32, u64, u64)> {
    let mut nodes = 0;
    (0..=n).find_map(|d| find(n, size, d, &mut nodes).map(|set| (d, set, nodes)))
}
