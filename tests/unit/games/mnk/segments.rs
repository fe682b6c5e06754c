//! Unit tests of `src/games/mnk/segments.rs`.

use cgcheck::games::mnk::board::Params;
use cgcheck::games::mnk::pairing::check;
use cgcheck::games::mnk::segments::*;

#[test]
fn splits_cover_every_window_start() {
    let mut rng = 7u64;
    for (w, k) in [(1, 5), (7, 7), (20, 20), (9, 4)] {
        assert_eq!(balanced(w, k).iter().sum::<usize>(), w);
        let r = random_split(w, k, &mut rng);
        assert_eq!(r.iter().sum::<usize>(), w);
        assert!(r.iter().all(|&x| (1..k).contains(&x)));
    }
}

#[test]
fn constructed_pairings_pass_the_checker() {
    for (m, n, k) in [(5, 5, 5), (7, 7, 6), (13, 7, 7), (12, 12, 12)] {
        let p = Params::new(m, n, k, 1, 1).expect("valid");
        let Construction::Found { pairing, .. } = construct(&p, 50) else {
            panic!("({m},{n},{k}) has a pairing");
        };
        assert_eq!(check(&p, &pairing), Ok(()), "({m},{n},{k})");
    }
}

#[test]
fn six_six_five_is_exact_and_impossible() {
    let p = Params::new(6, 6, 5, 1, 1).expect("valid");
    assert!(is_exact(&p));
    let Construction::Impossible(hall) = construct(&p, 1) else {
        panic!("(6,6,5) has no pairing");
    };
    assert!(hall.cells.len() < 2 * hall.demands.len());
}
