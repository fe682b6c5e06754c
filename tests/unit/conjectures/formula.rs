//! Unit tests of `src/conjectures/formula.rs`.

use cgcheck::conjectures::formula::*;
use evalexpr::Value;

fn eval(text: &str, n: i64) -> Val {
    let mut c = Context::new();
    c.set_int("n", n);
    Formula::parse(text).unwrap().eval(&c).unwrap()
}

#[test]
fn helpers_stay_integral() {
    assert_eq!(eval("floor(7 / 2.0)", 0), Value::Int(3));
    assert_eq!(eval("ceil(7 / 2.0)", 0), Value::Int(4));
    assert_eq!(eval("div(n, 7)", -1), Value::Int(-1));
    assert_eq!(eval("div(n, -7)", 1), Value::Int(-1));
    assert_eq!(eval("mod(n, 7)", -1), Value::Int(6));
    assert_eq!(eval("pick(n, 3, 4, 5)", 2), Value::Int(5));
    assert_eq!(eval("pick(n, (3, 4, 5))", 0), Value::Int(3));
    assert_eq!(eval("if(n % 2 == 0, 0, 1)", 3), Value::Int(1));
}

#[test]
fn errors_are_one_line() {
    let c = Context::new();
    let e = Formula::parse("pick(5, 1, 2)")
        .unwrap()
        .eval(&c)
        .unwrap_err();
    assert!(e.contains("outside") && !e.contains('\n'), "{e}");
    assert!(Formula::parse("1 + (").is_err());
    let e = Formula::parse("m + 1").unwrap().eval(&c).unwrap_err();
    assert!(e.contains('m'), "{e}");
}
