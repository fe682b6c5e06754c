//! Unit tests of `src/games/domineering/cube_subgraphs.rs`.

use cgcheck::games::domineering::cube_subgraphs::*;

/// Small cases by hand: Q_2 is a 4-cycle (3 vertices: a path, degree 2; 2 opposite
/// vertices: degree 0); Q_3 has an independent set of 4 and no 5 vertices of degree <= 1.
#[test]
fn small_cubes() {
    assert_eq!(least_max_degree(2, 3).map(|x| x.0), Some(2));
    assert_eq!(least_max_degree(2, 2).map(|x| x.0), Some(0));
    assert_eq!(least_max_degree(3, 4).map(|x| x.0), Some(0));
    assert_eq!(least_max_degree(3, 5).map(|x| x.0), Some(2));
    let (d, set, _) = least_max_degree(4, 9).expect("Q_4 has 16 vertices");
    assert_eq!((d, set.count_ones(), max_degree(4, set)), (2, 9, 2));
}
