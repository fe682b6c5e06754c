//! Unit tests of `src/report/figures.rs`.

use cgcheck::report::figures::*;
use std::path::Path;

#[test]
fn picks_the_first_replay_that_draws() {
    let replays = vec![
        "cgcheck check-certificate evidence/certificates/x.cert".to_string(),
        "cgcheck solve seki \"0 3 3; 3 2 1; 3 1 2\"".to_string(),
        "cgcheck alpha 2 11".to_string(),
    ];
    assert_eq!(
        figure_args(&replays),
        Some(vec![
            "solve".into(),
            "seki".into(),
            "0 3 3; 3 2 1; 3 1 2".into()
        ])
    );
    assert_eq!(figure_args(&replays[..1]), None);
    assert_eq!(figure_args(&["not a cgcheck command"]), None);
}

/// Every file of the drawing code is in the style fingerprint (a file left out could
/// change a figure without making it stale).
#[test]
fn every_drawing_source_is_fingerprinted() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut on_disk = Vec::new();
    for dir in ["src/figure", "src/figure/draw", "src/cli/figures"] {
        for entry in std::fs::read_dir(root.join(dir))
            .expect("source dir")
            .flatten()
        {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.ends_with(".rs") {
                on_disk.push(format!("{dir}/{name}"));
            }
        }
    }
    on_disk.sort();
    let mut listed: Vec<String> = DRAWING_SOURCES.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(listed, on_disk);
}
