//! Unit tests of `src/conjectures/formula.rs`.

use crate::common::cases;
use cgcheck::conjectures::formula::*;

fn eval(text: &str, n: i64) -> Result<Val, String> {
    let mut c = Context::new();
    c.set_int("n", n);
    Formula::parse(text)?.eval(&c)
}

fn int(text: &str, n: i64) -> i64 {
    let v = eval(text, n).unwrap();
    v.as_i64().unwrap_or_else(|| panic!("{text} at {n}: {v:?}"))
}

#[test]
fn helpers_stay_integral() {
    assert_eq!(int("floor(7 / 2.0)", 0), 3);
    assert_eq!(int("ceil(7 / 2.0)", 0), 4);
    assert_eq!(int("div(n, 7)", -1), -1);
    assert_eq!(int("div(n, -7)", 1), -1);
    assert_eq!(int("mod(n, 7)", -1), 6);
    assert_eq!(int("pick(n, 3, 4, 5)", 2), 5);
    assert_eq!(int("pick(n, (3, 4, 5))", 0), 3);
    assert_eq!(int("if(n % 2 == 0, 0, 1)", 3), 1);
}

cases! {
    /// Integer division is exact: `/` never truncates, `floor`/`ceil` round the exact value.
    fn arithmetic_is_exact(text: &str, n: i64, expected: &str) {
        assert_eq!(show(&eval(text, n).unwrap()), expected, "{text} at n = {n}");
    }
    case_01_ceil_of_a_half: ("ceil(n / 2)", 11, "6"),
    case_02_floor_of_a_half: ("floor(n / 2)", 11, "5"),
    case_03_ceil_negative: ("ceil(n / 2)", -11, "-5"),
    case_04_floor_negative: ("floor(n / 2)", -11, "-6"),
    case_05_a_fraction: ("n / 2", 7, "7/2"),
    case_06_fractions_add_up: ("n / 3 + n / 6", 1, "1/2"),
    case_07_fraction_times_denominator: ("2 * (n / 2)", 7, "7"),
    case_08_percent_is_non_negative: ("n % 7", -1, "6"),
    case_09_decimal_is_its_value: ("n * 0.1", 3, "3/10"),
    case_10_negative_power: ("2 ^ -n", 3, "1/8"),
    case_11_isqrt: ("isqrt(n)", 99, "9"),
    case_12_isqrt_square: ("isqrt(n)", 100, "10"),
    case_13_compare_exactly: ("n / 3 == 1 / 3", 1, "true"),
    case_14_compare_fractions: ("n / 3 < 1 / 2", 1, "true"),
    case_15_if_is_lazy: ("if(n == 0, 0, 1 / n)", 0, "0"),
    case_16_and_is_lazy: ("n != 0 && 1 / n > 0", 0, "false"),
    case_17_min_max: ("min(n, 3, 1 / 2) + max(n, 3)", 7, "15/2"),
    case_18_abs: ("abs(-n) + math::abs(n - 10)", 3, "10"),
    case_19_strings: ("if(n % 2 == 0, \"P\", \"N\")", 4, "P"),
    case_20_big_compare: ("(1 / 9223372036854775807) ^ 2 < (1 / 9223372036854775806) ^ 2", 0, "true"),
    case_21_big_compare_negative: ("-(1 / 9223372036854775807) ^ 2 > -(1 / 9223372036854775806) ^ 2", 0, "true"),
}

cases! {
    /// What a formula cannot mean exactly is refused with one line, never rounded.
    fn inexact_or_unknown_is_refused(text: &str, n: i64, expected: &str) {
        let e = eval(text, n).unwrap_err();
        assert!(e.contains(expected) && !e.contains('\n'), "{text}: {e}");
    }
    case_01_division_by_zero: ("1 / (n - n)", 3, "division by zero"),
    case_02_floating_sqrt: ("math::sqrt(n)", 4, "unknown function"),
    case_03_overflow: ("n ^ 200", 10, "overflows"),
    case_04_assignment: ("n = 3", 1, "assignments"),
    case_05_chain: ("1; 2", 1, "chains"),
    case_06_unknown_name: ("m + 1", 1, "unknown name `m`"),
    case_07_percent_by_zero: ("n % 0", 1, "remainder by zero"),
    case_08_fraction_percent: ("(n / 2) % 3", 1, "needs an integer"),
    case_09_isqrt_negative: ("isqrt(n)", -1, "negative"),
    case_10_string_arithmetic: ("\"P\" + 1", 1, "needs a number"),
    case_11_mixed_compare: ("\"P\" == 1", 1, "cannot compare"),
    case_12_pick_outside: ("pick(5, 1, 2)", 1, "outside"),
    case_13_long_decimal: ("0.1234567890123456789", 1, "not exact"),
    case_14_integer_past_64_bits: ("170141183460469231731687303715884105727 / 3", 1, "not exact"),
}

#[test]
fn an_integer_quantity_refuses_a_fraction() {
    let mut c = Context::new();
    c.set_int("n", 7);
    let f = Formula::parse("n / 2").unwrap();
    let e = f.eval_as(&c, Expected::Int).unwrap_err();
    assert!(e.contains("7/2") && e.contains("a fraction"), "{e}");
    assert!(f.eval_as(&c, Expected::Bool).is_err());
    let f = Formula::parse("(n + 1) / 2").unwrap();
    assert_eq!(f.eval_as(&c, Expected::Int).unwrap().as_i64(), Some(4));
}

/// Laws that hold only when `/`, `floor` and `ceil` mean what they say: under truncating
/// integer division (the old semantics) the first gives `n + 3` where n is not a multiple of
/// 3, and the second is false for odd n.
#[test]
fn laws_true_only_under_exact_semantics() {
    for n in -40..=40 {
        assert_eq!(
            int("n - 3 * ceil(n / 3) + if(n % 3 == 0, 0, 3)", n),
            n.rem_euclid(3),
            "n = {n}"
        );
        assert_eq!(int("ceil(n / 2) + floor(n / 2)", n), n, "n = {n}");
        assert_eq!(int("2 * (n / 2)", n), n, "n = {n}");
    }
    // Wythoff's P-positions (k phi, k phi + k) with floor(k phi) = div(k + isqrt(5 k^2), 2).
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for k in 0..200i64 {
        assert_eq!(
            int("div(n + isqrt(5 * n ^ 2), 2)", k),
            (k as f64 * phi).floor() as i64,
            "k = {k}"
        );
    }
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

/// A deeply nested or very long formula is refused before it is parsed or evaluated, on a
/// thread with a small stack (it aborted the process before).
#[test]
fn deep_and_long_formulas_are_refused_not_a_stack_overflow() {
    let texts = [
        format!("{}1{}", "(".repeat(100_000), ")".repeat(100_000)),
        format!("{}1{}", "(".repeat(300), ")".repeat(300)),
        format!("{}n", "-".repeat(3000)),
        format!("{}true", "!".repeat(3000)),
        format!("1{}", " + 1".repeat(1000)),
        format!("1{}", " + 1".repeat(257)),
        format!("{}n{}", "floor(".repeat(300), ")".repeat(300)),
    ];
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(move || {
            for t in &texts {
                let mut c = Context::new();
                c.set_int("n", 1);
                let refused = Formula::parse(t).and_then(|f| f.eval(&c));
                let e = refused.expect_err("refused");
                assert!(!e.contains('\n') && e.len() < 300, "{e}");
            }
        })
        .unwrap()
        .join()
        .unwrap();
    // Within the limits, a nested formula still works, also on a small stack.
    std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            assert_eq!(
                int(&format!("{}n{}", "(".repeat(128), ")".repeat(128)), 5),
                5
            );
            assert_eq!(int(&format!("{}n", "-".repeat(256)), 5), 5);
            assert_eq!(int(&format!("n{}", " + 1".repeat(256)), 5), 261);
            // Brackets inside a string are not operators.
            let text = format!("\"{}\"", "(".repeat(3000));
            assert!(matches!(eval(&text, 0), Ok(Val::Text(_))));
        })
        .unwrap()
        .join()
        .unwrap();
}
