//! Unit tests of `src/core/error.rs`.

use cgcheck::core::error::*;

#[test]
fn numbers_are_exact_or_refused() {
    assert_eq!(parse_u64(" 42 ", "heap"), Ok(42));
    assert_eq!(parse_u64("18446744073709551615", "heap"), Ok(u64::MAX));
    let e = parse_u64("18446744073709551616", "heap").unwrap_err();
    assert!(
        e.0.contains("18446744073709551616 is too large: at most 18446744073709551615"),
        "{e}"
    );
    for bad in ["+4", "4x", "1_000", "1e3", "", " ", "0x10", "٣", "-3"] {
        assert!(parse_u64(bad, "heap").is_err(), "{bad:?}");
    }
    let e = parse_in_range("65", "threads", 1, 64).unwrap_err();
    assert!(e.0.contains("65 is too large: at most 64"), "{e}");
    assert!(
        parse_in_range("0", "threads", 1, 64)
            .unwrap_err()
            .0
            .contains("at least 1")
    );
}

#[test]
fn messages_are_one_line() {
    let e = parse_u64("1\n2", "heap").unwrap_err();
    assert!(!e.0.contains('\n') && e.0.contains("1\\n2"), "{e}");
}

#[test]
fn durations_are_checked_not_wrapped() {
    assert_eq!(
        parse_duration("10m"),
        Ok(std::time::Duration::from_secs(600))
    );
    assert_eq!(parse_duration("7"), Ok(std::time::Duration::from_secs(7)));
    assert_eq!(
        parse_duration("2h"),
        Ok(std::time::Duration::from_secs(7200))
    );
    let e = parse_duration("307445734561825861m").unwrap_err();
    assert!(e.0.contains("too large: at most 525600m"), "{e}");
    for bad in [
        "1.5s",
        "1sx",
        "s",
        "",
        "-3s",
        "3 s x",
        "0s",
        "10d",
        "+5s",
        "99999999999999999999999h",
    ] {
        assert!(parse_duration(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn shapes_are_two_positive_numbers() {
    assert_eq!(parse_shape("3x4", 64), Ok((3, 4)));
    assert_eq!(parse_shape("3X4", 64), Ok((3, 4)));
    assert_eq!(parse_shape(" 3 x 4 ", 64), Ok((3, 4)));
    for bad in [
        "3x3x3", "3x", "x3", "0x3", "3 x x3", "3x+3", "3x99", "3*3", "3x3junk",
    ] {
        assert!(parse_shape(bad, 64).is_err(), "{bad:?}");
    }
    assert!(
        parse_shape("3x99", 64)
            .unwrap_err()
            .0
            .contains("at most 64")
    );
}
