//! Unit tests of `src/conjectures/spec.rs`.

use cgcheck::conjectures::spec::*;

const FILE: &str = r#"
[[conjecture]]
id = "a"
statement = "alpha"
quantity = "alpha"
formula = "n"
m = { from = 2, to = 3 }
n = { from = 4, to = 5 }
deep = { n = { from = 4, to = 9 } }
"#;

#[test]
fn the_first_parameter_is_outermost_and_deep_overrides_quick() {
    let f = parse("t.toml", FILE).unwrap();
    let c = &f.conjectures[0];
    let order: Vec<String> = c.quick.iter().map(|t| t.describe()).collect();
    assert_eq!(
        order,
        [
            "m = 2, n = 4",
            "m = 2, n = 5",
            "m = 3, n = 4",
            "m = 3, n = 5"
        ]
    );
    assert_eq!(c.quick.describe(), "m = 2..3, n = 4..5");
    assert_eq!(c.deep.describe(), "m = 2..3, n = 4..9");
    assert_eq!(c.deep.count(), 12.0);
}

#[test]
fn problems_name_the_file_and_the_conjecture() {
    let e = parse("t.toml", &FILE.replace("m = {", "k = 1\nm = {"))
        .err()
        .unwrap();
    assert!(
        e.starts_with("t.toml: conjecture 'a': unknown key `k`"),
        "{e}"
    );
    let e = parse("t.toml", &FILE.replace("id = \"a\"\n", ""))
        .err()
        .unwrap();
    assert!(e.contains("conjecture #1: needs an `id`"), "{e}");
}
