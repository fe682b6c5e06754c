//! Unit tests of `src/games/seki/strategy.rs`.

use cgcheck::core::Wdl;
use cgcheck::games::seki::Matrix;
use cgcheck::games::seki::reference::Reference;
use cgcheck::games::seki::rules::{Player, Variant};
use cgcheck::games::seki::strategy::*;

/// On small matrices the search agrees with the reference solver's value for the first
/// player.
#[test]
fn agrees_with_the_reference_on_small_matrices() {
    for text in [
        "2 1; 1 2",
        "3 0 0; 0 3 0; 1 1 3",
        "1 2; 2 2",
        "2 2 2; 2 2 2",
        "1 1 2; 2 1 1",
        "3 1; 1 1; 2 2",
        "0 3 3; 3 2 1; 3 1 2",
    ] {
        let a = Matrix::parse(text).expect("parses");
        for v in Variant::ALL {
            for first in [Player::R, Player::C] {
                let want = Reference::new(v).value(&a, first, false);
                let (out, _) = decide(&a, v, first, 1_000_000).expect("fits");
                let got = match out {
                    Outcome::Won(s) if s.winner == first => Wdl::Win,
                    Outcome::Won(_) => Wdl::Loss,
                    Outcome::Draw => Wdl::Draw,
                    Outcome::Unknown(_) => panic!("{text}: budget"),
                };
                assert_eq!(got, want, "{text} {v:?} {first}");
            }
        }
    }
}

/// Writes the section 1.9.1 certificates under evidence/certificates/ (run in release:
/// `cargo test --release --test suite unit::games::seki::strategy::writer -- --ignored
/// --nocapture`; SEKI_CASES=matrix1-C,matrix2-C picks cases, SEKI_BUDGET the node budget).
mod writer {
    use cgcheck::games::seki::Matrix;
    use cgcheck::games::seki::rules::{Player, Variant};
    use cgcheck::games::seki::strategy::*;

    /// Rewrites a stored certificate of more than 100,000 entries in the walk encoding
    /// (SEKI_REWRITE=path): the same strategy, about a seventh of the size.
    #[test]
    #[ignore = "rewrites evidence"]
    fn rewrite_in_walk_encoding() {
        use cgcheck::games::seki::certificate_check::{Certificate, Moves};
        let Ok(path) = std::env::var("SEKI_REWRITE") else {
            return;
        };
        let text = std::fs::read_to_string(&path).expect("reads");
        let cert = Certificate::parse(&text).expect("parses");
        let Moves::Entries(moves) = cert.moves else {
            panic!("already in the walk encoding");
        };
        let st = Strategy {
            matrix: cert.matrix,
            variant: cert.variant,
            first: cert.first,
            winner: cert.winner,
            moves: moves.into_iter().collect(),
        };
        let walk = st.to_walk_text();
        std::fs::write(&path, &walk).expect("writes");
        eprintln!("{path}: {} positions, {} bytes", st.moves.len(), walk.len());
    }

    #[test]
    #[ignore = "writes evidence; minutes in release"]
    fn write_section_1_9_1_certificates() {
        let budget: u64 = std::env::var("SEKI_BUDGET")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(50_000_000);
        let which = std::env::var("SEKI_CASES").unwrap_or_default();
        // (matrix, first player, the side the paper says wins).
        for (name, text, first, winner) in [
            (SECTION_1_9_1[0].0, SECTION_1_9_1[0].1, Player::R, Player::R),
            (SECTION_1_9_1[1].0, SECTION_1_9_1[1].1, Player::R, Player::R),
            (SECTION_1_9_1[0].0, SECTION_1_9_1[0].1, Player::C, Player::C),
            (SECTION_1_9_1[1].0, SECTION_1_9_1[1].1, Player::C, Player::R),
        ] {
            let tag = format!("{name}-{first}");
            if !which.is_empty() && !which.split(',').any(|w| w == tag) {
                continue;
            }
            // SEKI_WINNER=R|C tries the other side (to look for a refutation of the paper).
            let winner = match std::env::var("SEKI_WINNER").as_deref() {
                Ok("R") => Player::R,
                Ok("C") => Player::C,
                _ => winner,
            };
            let a = Matrix::parse(text).expect("parses");
            let t = std::time::Instant::now();
            let mut s = Search::new(&a, Variant::Seki, winner, budget).expect("fits");
            s.heartbeat = true;
            let r = s.solve(winner == first);
            eprintln!(
                "{tag}: {winner} wins? {r:?}; {} nodes, {} table entries, {:.1} s",
                s.nodes,
                s.table_len(),
                t.elapsed().as_secs_f64()
            );
            if r == Some(true) {
                let st = build(&s, first);
                let path = format!(
                    "{}/evidence/certificates/seki-1.9.1-{name}-{first}-first.cert",
                    env!("CARGO_MANIFEST_DIR")
                );
                // Large strategies go in the walk encoding (about four bytes a position).
                let text = if st.moves.len() > 100_000 {
                    st.to_walk_text()
                } else {
                    st.to_text()
                };
                std::fs::write(&path, &text).expect("writes");
                eprintln!(
                    "{tag}: {} positions, {} bytes -> {path}",
                    st.moves.len(),
                    text.len()
                );
            }
        }
    }
}
