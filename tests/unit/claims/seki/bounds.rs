//! Unit tests of `src/claims/seki/bounds.rs`.

use cgcheck::claims::drivers::Depths;
use cgcheck::claims::seki::bounds::{self, Covers, Shape};

#[derive(serde::Deserialize)]
#[serde(bound = "T: serde::de::DeserializeOwned + Covers")]
struct One<T> {
    b: Depths<T>,
}

fn reads<T: serde::de::DeserializeOwned + Covers>(text: &str) -> Result<(), String> {
    toml::from_str::<One<T>>(text)
        .map(|one| drop(one.b))
        .map_err(|e| e.to_string())
}

/// The project's bounds read, every deep bound covering its quick one.
#[test]
fn the_bounds_file_reads() {
    let b = bounds::get();
    assert!(!b.universal.quick.is_empty());
    assert!(b.catalogue_3x3.quick <= b.catalogue_3x3.deep);
}

/// A deep bound below the quick one, or a deep shape list that does not cover the quick one
/// shape by shape, is refused when read.
#[test]
fn a_deep_bound_covers_the_quick_one() {
    assert!(reads::<u32>("b = { quick = 3, deep = 5 }").is_ok());
    let low = reads::<u32>("b = { quick = 5, deep = 3 }").unwrap_err();
    assert!(low.contains("does not cover"), "{low}");
    assert!(
        reads::<Vec<Shape>>("b = { quick = [[2, 2, 3]], deep = [[2, 2, 5], [3, 3, 1]] }").is_ok()
    );
    // A lower deep height, or the same height on another shape, does not cover.
    assert!(reads::<Vec<Shape>>("b = { quick = [[2, 2, 3]], deep = [[2, 2, 2]] }").is_err());
    assert!(reads::<Vec<Shape>>("b = { quick = [[2, 3, 3]], deep = [[3, 2, 9]] }").is_err());
    // A misspelt or missing field is refused too.
    assert!(reads::<u32>("b = { quick = 3, deeep = 5 }").is_err());
    assert!(reads::<u32>("b = { quick = 3 }").is_err());
}
