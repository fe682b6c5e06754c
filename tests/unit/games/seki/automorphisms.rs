//! Unit tests of `src/games/seki/automorphisms.rs`.

use cgcheck::games::seki::Matrix;
use cgcheck::games::seki::automorphisms::*;

#[test]
fn identity_matrix_has_the_symmetric_group_times_the_swap() {
    let a = Matrix::parse("1 0 0; 0 1 0; 0 0 1").unwrap();
    let g = group(&a, false, 1000).unwrap();
    assert_eq!(g.order, 6);
    assert!(!g.cyclic);
    let g = group(&a, true, 1000).unwrap();
    assert_eq!((g.order, g.exchanging), (12, 6));
}

#[test]
fn a_cycle_matrix_is_dihedral() {
    // The 8-cycle as a 4x4 bipartite adjacency: rows i ~ columns i, i+1.
    let a = Matrix::parse("1 1 0 0; 0 1 1 0; 0 0 1 1; 1 0 0 1").unwrap();
    let g = group(&a, true, 1000).unwrap();
    assert_eq!(g.order, 16);
    assert!(!g.cyclic);
    let g = group(&a, false, 1000).unwrap();
    // Side-keeping: rotations by even steps and reflections fixing the sides: order 8.
    assert_eq!(g.order, 8);
}

#[test]
fn transposes_of_isomorphisms_check_entrywise() {
    let a = Matrix::parse("2 1 0; 0 2 1; 1 0 3").unwrap();
    for (p, q) in isomorphisms(&a, &a, 100).unwrap() {
        for (i, &pi) in p.iter().enumerate() {
            for (j, &qj) in q.iter().enumerate() {
                assert_eq!(a.get(pi, qj), a.get(i, j));
            }
        }
    }
}
