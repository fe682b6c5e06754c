//! Unit tests of `src/parse_check/domineering.rs`.

use cgcheck::games::column_row::partition::Partition;
use cgcheck::games::domineering::board::parse_side;
use cgcheck::parse_check::domineering::*;

#[test]
fn formats_read_exactly_or_refuse() {
    for t in [
        "5,3,3,1",
        "0",
        "()",
        "(5 3 3 1)",
        "5,,3",
        "5,3x",
        "5;3",
        "3,5",
        "(5,3",
        "8",
        "10000",
        "10001",
        "99999999999999999999999",
        "-3",
        "-0",
        "+4",
        " 4",
        "4 ",
        "",
        "007",
        "1,0,0",
        "0,1",
        "..#./..../....",
        "..#.\n....\n",
        "../..x",
        "..//..",
        "/",
        "#",
        ". .",
        "..\r/..",
        "..\r\n..",
    ] {
        check(t.as_bytes()).unwrap();
    }
    assert_eq!(Partition::parse("5,3,3,1").unwrap().to_string(), "5,3,3,1");
    assert!(Partition::parse("5,3x").is_err());
    assert!(Partition::parse("5,,3").is_err());
    let e = parse_side("99999999999999999999999").unwrap_err();
    assert!(
        e.0.contains("99999999999999999999999 is too large: at most 10000"),
        "{e}"
    );
}
