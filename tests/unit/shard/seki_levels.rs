//! Unit tests of `src/shard/seki_levels.rs`.

use cgcheck::shard::merge_parts::{Kind, genuine, merge};

/// One of the two parts of a level renumbered as the whole level (part 0 of 1), the other
/// dropped: every file check passes (the body and its checksum are untouched), but the merge
/// generates the level's keys again and refuses half a level stated as a whole one.
#[test]
fn half_a_level_relabelled_as_the_whole_level_is_refused() {
    let runs = genuine().expect("genuine parts");
    let levels = runs
        .iter()
        .find(|g| g.kind == Kind::Levels)
        .expect("a Seki level run");
    let dir = std::env::temp_dir().join(format!("cgcheck-half-level-{}", std::process::id()));
    let mut refused = 0;
    // Each level in turn whose part 1 holds classes.
    let seconds: Vec<&(String, Vec<u8>)> = levels
        .files
        .iter()
        .filter(|(name, bytes)| name.contains("-part-1-of-2") && bytes.len() > 400)
        .collect();
    assert!(!seconds.is_empty());
    for (second, _) in seconds {
        let first = second.replace("-part-1-of-2", "-part-0-of-2");
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch");
        for (name, bytes) in &levels.files {
            if name == second {
                continue;
            }
            if *name == first {
                // The header (text) is edited; the binary body after it is left as it is.
                let was = b"\"shard\":{\"index\":0,\"count\":2}";
                let at = bytes
                    .windows(was.len())
                    .position(|w| w == was)
                    .expect("the header names its shard");
                let mut relabelled = bytes.clone();
                relabelled[at + was.len() - 2] = b'1';
                std::fs::write(
                    dir.join(name.replace("-part-0-of-2", "-part-0-of-1")),
                    relabelled,
                )
                .expect("write");
                continue;
            }
            std::fs::write(dir.join(name), bytes).expect("write");
        }
        let e = merge(Kind::Levels, &dir).expect_err("half a level merged as a whole one");
        assert!(e.contains("not the whole level"), "{e}");
        refused += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(refused > 0);
}
