//! Formulas: the right-hand side of a conjecture, written in `evalexpr`'s expression syntax
//! over the conjecture's parameters, and evaluated here in **exact arithmetic**.
//!
//! # Why not `evalexpr`'s own evaluator
//!
//! `evalexpr` (a maintained crate) parses the text into an operator tree, and we keep that.
//! Its evaluator, though, divides integers by truncation and hands `floor`/`ceil` an integer
//! that is already truncated, so `ceil(n / 2)` was `floor(n / 2)`: a false law passed and a
//! true one was refuted. A law of combinatorics means its arithmetic exactly, so this module
//! walks the tree itself ([`eval`]) over exact rationals ([`Ratio`]):
//!
//! * numbers are exact rationals; `/` is exact division (`7 / 2` is 7/2, never 3 or 3.5);
//! * `floor(x)`, `ceil(x)` round an exact rational (`ceil(n / 2)` is the ceiling of n/2);
//! * `div(a, b)` is `floor(a / b)`; `mod(a, b)` and `a % b` are the non-negative remainder
//!   `a - |b| floor(a / |b|)` of integers (`%` truncated toward zero before; the two differ
//!   for negative numbers only);
//! * `a ^ b` is a power with an integer exponent (`2 ^ -1` is 1/2);
//! * `isqrt(x)` is the floor of the square root of an integer x >= 0 (exact, so laws with the
//!   golden ratio can be written: floor(n phi) = div(n + isqrt(5 n^2), 2));
//! * `pick(i, a0, a1, ...)` is the i-th value (from 0), `if(c, a, b)` evaluates only the
//!   branch it takes, and `min`, `max`, `abs` (or `math::abs`) work on numbers;
//! * a decimal literal means its decimal value (`0.1` is 1/10; at most 15 significant digits);
//! * comparisons are exact, `&&`, `||`, `!` short-circuit on booleans, strings compare by `==`.
//!
//! Every operation is checked: an overflow of the 128-bit numerator or denominator, a
//! division by zero, a function this list does not name (the floating-point `math::sqrt`,
//! `math::ln`, ...), an assignment, or a value of the wrong type is an error naming the
//! formula, never a rounded or wrapped value. A formula must also be small: at most
//! [`MAX_FORMULA_BYTES`] bytes and [`MAX_OPERATORS`] operators and brackets, checked before
//! `evalexpr` sees the text (its parser recurses on the nesting), and a parsed tree at most
//! [`MAX_DEPTH`] deep, so a pathological formula is refused instead of overflowing the stack.
//!
//! A result is compared with a quantity only when it has the quantity's type: an integer
//! quantity needs a rational with denominator 1 (a formula giving 7/2 for an integer quantity
//! is an error, not a mismatch).

use evalexpr::{DefaultNumericTypes, Node, Operator, Value};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt;

/// The longest formula text accepted.
pub const MAX_FORMULA_BYTES: usize = 4096;

/// The most operators and brackets accepted in a formula's text.
pub const MAX_OPERATORS: usize = 256;

/// The deepest parsed tree accepted.
pub const MAX_DEPTH: usize = 2 * MAX_OPERATORS + 16;

/// An exact rational: `num / den` in lowest terms, `den > 0`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    num: i128,
    den: i128,
}

const OVERFLOW: &str = "arithmetic overflows 128 bits";

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Ratio {
    /// The integer `n`.
    pub fn int(n: i128) -> Ratio {
        Ratio { num: n, den: 1 }
    }

    /// `num / den` reduced; an error for a zero denominator or an overflow.
    pub fn new(num: i128, den: i128) -> Result<Ratio, String> {
        if den == 0 {
            return Err("division by zero".into());
        }
        let g = gcd(num, den).max(1);
        let (mut num, mut den) = (num / g, den / g);
        if den < 0 {
            num = num.checked_neg().ok_or(OVERFLOW)?;
            den = den.checked_neg().ok_or(OVERFLOW)?;
        }
        Ok(Ratio { num, den })
    }

    /// The value as an integer, if it is one.
    pub fn as_int(self) -> Option<i128> {
        (self.den == 1).then_some(self.num)
    }

    /// The value as an `i64`, if it is an integer in range.
    pub fn as_i64(self) -> Option<i64> {
        self.as_int().and_then(|n| i64::try_from(n).ok())
    }

    fn add(self, o: Ratio) -> Result<Ratio, String> {
        let n = (self.num.checked_mul(o.den))
            .zip(o.num.checked_mul(self.den))
            .and_then(|(a, b)| a.checked_add(b))
            .ok_or(OVERFLOW)?;
        Ratio::new(n, self.den.checked_mul(o.den).ok_or(OVERFLOW)?)
    }

    fn neg(self) -> Result<Ratio, String> {
        Ok(Ratio {
            num: self.num.checked_neg().ok_or(OVERFLOW)?,
            den: self.den,
        })
    }

    fn mul(self, o: Ratio) -> Result<Ratio, String> {
        // Cross-reduce first so that products of reduced fractions overflow late.
        let g1 = gcd(self.num, o.den).max(1);
        let g2 = gcd(o.num, self.den).max(1);
        let n = (self.num / g1).checked_mul(o.num / g2).ok_or(OVERFLOW)?;
        let d = (self.den / g2).checked_mul(o.den / g1).ok_or(OVERFLOW)?;
        Ratio::new(n, d)
    }

    fn recip(self) -> Result<Ratio, String> {
        Ratio::new(self.den, self.num)
    }

    /// The greatest integer <= self.
    pub fn floor(self) -> i128 {
        self.num.div_euclid(self.den)
    }

    /// The least integer >= self.
    pub fn ceil(self) -> Result<i128, String> {
        let f = self.floor();
        if self.den == 1 {
            Ok(f)
        } else {
            f.checked_add(1).ok_or_else(|| OVERFLOW.to_string())
        }
    }

    fn pow(self, e: i128) -> Result<Ratio, String> {
        if e.unsigned_abs() > 4096 {
            return Err(format!("exponent {e} is too large"));
        }
        let base = if e < 0 { self.recip()? } else { self };
        let mut out = Ratio::int(1);
        for _ in 0..e.unsigned_abs() {
            out = out.mul(base)?;
        }
        Ok(out)
    }

    /// The exact value of a decimal literal as `evalexpr` parsed it: the shortest decimal
    /// that reads back as the same `f64` (what was typed, for up to 15 significant digits).
    fn from_decimal(x: f64) -> Result<Ratio, String> {
        let refused = || {
            format!(
                "the number {x} is not exact here: integers must fit 64 bits, decimals 15 digits"
            )
        };
        if !x.is_finite() || x.abs() >= 1e15 {
            return Err(refused());
        }
        let text = format!("{x}");
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
        let significant = format!("{whole}{frac}").trim_start_matches('0').len();
        if significant > 15 || frac.len() > 30 {
            return Err(refused());
        }
        let num: i128 = format!("{whole}{frac}").parse().map_err(|_| refused())?;
        let den = 10i128.checked_pow(frac.len() as u32).ok_or_else(refused)?;
        Ratio::new(if negative { -num } else { num }, den)
    }
}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, o: &Ratio) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Ratio {
    fn cmp(&self, o: &Ratio) -> Ordering {
        // Compare a/b with c/d as a*d with c*b, in 256 bits when 128 overflow.
        match (self.num.checked_mul(o.den), o.num.checked_mul(self.den)) {
            (Some(l), Some(r)) => l.cmp(&r),
            _ => {
                let (l, r) = (wide_mul(self.num, o.den), wide_mul(o.num, self.den));
                l.cmp(&r)
            }
        }
    }
}

/// `a * b` as (high, low) of a signed 256-bit product, ordered as the product is.
fn wide_mul(a: i128, b: i128) -> (i128, u128) {
    let negative = (a < 0) != (b < 0) && a != 0 && b != 0;
    let (x, y) = (a.unsigned_abs(), b.unsigned_abs());
    let (x1, x0) = (x >> 64, x & u128::from(u64::MAX));
    let (y1, y0) = (y >> 64, y & u128::from(u64::MAX));
    let low = x0 * y0;
    let mid1 = x1 * y0;
    let mid2 = x0 * y1;
    let high = x1 * y1;
    let (mid, carry_mid) = mid1.overflowing_add(mid2);
    let (low, carry_low) = low.overflowing_add(mid << 64);
    let high = high + (mid >> 64) + (u128::from(carry_mid) << 64) + u128::from(carry_low);
    // The magnitude is below 2^254, so `high` fits an i128.
    let (high, low) = (high as i128, low);
    if negative {
        // Two's complement of the 256-bit magnitude.
        let (low, borrow) = (!low).overflowing_add(1);
        (!high + i128::from(borrow), low)
    } else {
        (high, low)
    }
}

impl fmt::Display for Ratio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// The value of a formula.
#[derive(Debug, Clone, PartialEq)]
pub enum Val {
    /// An exact number.
    Num(Ratio),
    /// A string (outcome classes such as "P").
    Text(String),
    /// A boolean.
    Bool(bool),
    /// A list: a parameter such as a subtraction set, or the arguments of a function.
    List(Vec<Val>),
}

impl Val {
    /// The value as an `i64`, if it is an integer in range.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Val::Num(r) => r.as_i64(),
            _ => None,
        }
    }
}

/// A parsed formula and its text.
#[derive(Debug, Clone)]
pub struct Formula {
    /// As written in the file.
    pub text: String,
    tree: Node<DefaultNumericTypes>,
}

/// The type a formula must evaluate to, set by the quantity it is compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// An integer (SG values, alpha, nim-sums).
    Int,
    /// A string (outcome classes such as "P").
    Text,
    /// A boolean (predicates such as "(x, y) is a P-position", and `when` conditions).
    Bool,
}

impl Expected {
    /// The type in words, for error messages.
    pub fn name(self) -> &'static str {
        match self {
            Expected::Int => "an integer",
            Expected::Text => "a string",
            Expected::Bool => "a boolean",
        }
    }

    /// Whether `v` has this type (an integer: a number with denominator 1 that fits 64 bits).
    pub fn matches(self, v: &Val) -> bool {
        match (self, v) {
            (Expected::Int, Val::Num(_)) => v.as_i64().is_some(),
            (Expected::Text, Val::Text(_)) | (Expected::Bool, Val::Bool(_)) => true,
            _ => false,
        }
    }
}

/// The operators and brackets of `text` outside strings: a bound on the depth of the tree
/// `evalexpr` builds from it (every level of the tree is an operator or a bracket), counted
/// before `evalexpr` parses it, since its parser and the tree's drop recurse on that depth.
fn operators(text: &str) -> usize {
    let (mut count, mut in_string) = (0usize, false);
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => in_string = !in_string,
            '\\' if in_string => {
                chars.next();
            }
            '(' | '[' | '{' | '+' | '-' | '*' | '/' | '%' | '^' | '!' | '&' | '|' | '=' | '<'
            | '>' | ',' | ';'
                if !in_string =>
            {
                count += 1
            }
            _ => {}
        }
    }
    count
}

/// The depth of a parsed tree, without recursion.
fn tree_depth(root: &Node<DefaultNumericTypes>) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(root, 1usize)];
    while let Some((node, d)) = stack.pop() {
        deepest = deepest.max(d);
        stack.extend(node.children().iter().map(|c| (c, d + 1)));
    }
    deepest
}

impl Formula {
    /// Parses `text` (syntax and size only; unknown names show when it is evaluated).
    pub fn parse(text: &str) -> Result<Formula, String> {
        let shown = || {
            let cut: String = text.chars().take(60).collect();
            if cut.len() < text.len() {
                format!("{cut}...")
            } else {
                cut
            }
        };
        if text.len() > MAX_FORMULA_BYTES {
            return Err(format!(
                "formula `{}` is too long: {} bytes (at most {MAX_FORMULA_BYTES})",
                shown(),
                text.len()
            ));
        }
        if operators(text) > MAX_OPERATORS {
            return Err(format!(
                "formula `{}` has more than {MAX_OPERATORS} operators and brackets",
                shown()
            ));
        }
        let tree = evalexpr::build_operator_tree::<DefaultNumericTypes>(text)
            .map_err(|e| format!("bad formula `{}`: {}", shown(), one_line(&e.to_string())))?;
        if tree_depth(&tree) > MAX_DEPTH {
            return Err(format!(
                "formula `{}` nests deeper than {MAX_DEPTH} levels",
                shown()
            ));
        }
        Ok(Formula {
            text: text.to_string(),
            tree,
        })
    }

    /// Evaluates the formula in `context`.
    pub fn eval(&self, context: &Context) -> Result<Val, String> {
        eval(&self.tree, context).map_err(|e| format!("formula `{}`: {e}", self.text))
    }

    /// Evaluates and checks the type.
    pub fn eval_as(&self, context: &Context, expected: Expected) -> Result<Val, String> {
        let v = self.eval(context)?;
        if expected.matches(&v) {
            Ok(v)
        } else {
            Err(format!(
                "formula `{}` gives {} ({}), expected {}",
                self.text,
                show(&v),
                type_name(&v),
                expected.name()
            ))
        }
    }
}

/// A value as a report shows it (strings without quotes, fractions as `7/2`).
pub fn show(v: &Val) -> String {
    match v {
        Val::Num(r) => r.to_string(),
        Val::Text(s) => s.clone(),
        Val::Bool(b) => b.to_string(),
        Val::List(items) => format!(
            "({})",
            items.iter().map(show).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn type_name(v: &Val) -> &'static str {
    match v {
        Val::Num(r) if r.as_int().is_some() && r.as_i64().is_none() => "an integer outside 64 bits",
        Val::Num(r) if r.as_int().is_some() => "an integer",
        Val::Num(_) => "a fraction",
        Val::Text(_) => "a string",
        Val::Bool(_) => "a boolean",
        Val::List(_) => "a list",
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The variables of one instance: its parameters.
#[derive(Debug, Clone, Default)]
pub struct Context {
    vars: HashMap<String, Val>,
}

impl Context {
    /// A context without variables.
    pub fn new() -> Context {
        Context::default()
    }

    /// Sets an integer variable.
    pub fn set_int(&mut self, name: &str, value: i64) {
        self.vars
            .insert(name.to_string(), Val::Num(Ratio::int(value.into())));
    }

    /// Sets a list variable (a tuple of integers).
    pub fn set_list(&mut self, name: &str, values: &[i64]) {
        let items = values
            .iter()
            .map(|&v| Val::Num(Ratio::int(v.into())))
            .collect();
        self.vars.insert(name.to_string(), Val::List(items));
    }
}

type Tree = Node<DefaultNumericTypes>;

fn num(v: Val, what: &str) -> Result<Ratio, String> {
    match v {
        Val::Num(r) => Ok(r),
        other => Err(format!("{what} needs a number, got {}", show(&other))),
    }
}

fn int(v: Val, what: &str) -> Result<i128, String> {
    let r = num(v, what)?;
    r.as_int()
        .ok_or_else(|| format!("{what} needs an integer, got {r}"))
}

fn boolean(v: Val, what: &str) -> Result<bool, String> {
    match v {
        Val::Bool(b) => Ok(b),
        other => Err(format!("{what} needs a boolean, got {}", show(&other))),
    }
}

/// The one child of a unary node, or the two of a binary one.
fn children<const N: usize>(node: &Tree) -> Result<&[Tree; N], String> {
    node.children()
        .try_into()
        .map_err(|_| format!("an operator with {} operands", node.children().len()))
}

/// The non-negative remainder of integers.
fn remainder(a: i128, b: i128) -> Result<i128, String> {
    if b == 0 {
        return Err("remainder by zero".into());
    }
    a.checked_rem_euclid(b).ok_or_else(|| OVERFLOW.to_string())
}

/// The floor of the square root of `x >= 0`.
fn isqrt(x: i128) -> Result<i128, String> {
    if x < 0 {
        return Err(format!("isqrt of the negative {x}"));
    }
    let mut r = (x as f64).sqrt() as i128;
    while r.checked_mul(r).is_none_or(|s| s > x) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|s| s <= x) {
        r += 1;
    }
    Ok(r)
}

fn eval(node: &Tree, ctx: &Context) -> Result<Val, String> {
    let binary = |op: &str| -> Result<(Val, Val), String> {
        let [a, b] = children::<2>(node).map_err(|e| format!("`{op}`: {e}"))?;
        Ok((eval(a, ctx)?, eval(b, ctx)?))
    };
    let numbers = |op: &str| -> Result<(Ratio, Ratio), String> {
        let (a, b) = binary(op)?;
        Ok((num(a, op)?, num(b, op)?))
    };
    match node.operator() {
        Operator::RootNode => match node.children() {
            [] => Err("an empty formula or parenthesis".into()),
            [only] => eval(only, ctx),
            _ => Err("several expressions where one is expected".into()),
        },
        Operator::Add => {
            let (a, b) = numbers("+")?;
            Ok(Val::Num(a.add(b)?))
        }
        Operator::Sub => {
            let (a, b) = numbers("-")?;
            Ok(Val::Num(a.add(b.neg()?)?))
        }
        Operator::Neg => {
            let [a] = children::<1>(node)?;
            Ok(Val::Num(num(eval(a, ctx)?, "-")?.neg()?))
        }
        Operator::Mul => {
            let (a, b) = numbers("*")?;
            Ok(Val::Num(a.mul(b)?))
        }
        Operator::Div => {
            let (a, b) = numbers("/")?;
            if b == Ratio::int(0) {
                return Err("division by zero".into());
            }
            Ok(Val::Num(a.mul(b.recip()?)?))
        }
        Operator::Mod => {
            let (a, b) = binary("%")?;
            let (a, b) = (int(a, "%")?, int(b, "%")?);
            Ok(Val::Num(Ratio::int(remainder(a, b)?)))
        }
        Operator::Exp => {
            let (a, b) = binary("^")?;
            let (a, e) = (num(a, "^")?, int(b, "^ (the exponent)")?);
            Ok(Val::Num(a.pow(e)?))
        }
        Operator::Eq | Operator::Neq => {
            let (a, b) = binary("==")?;
            let same = match (&a, &b) {
                (Val::Num(_), Val::Num(_))
                | (Val::Text(_), Val::Text(_))
                | (Val::Bool(_), Val::Bool(_))
                | (Val::List(_), Val::List(_)) => a == b,
                _ => {
                    return Err(format!(
                        "cannot compare {} with {}",
                        type_name(&a),
                        type_name(&b)
                    ));
                }
            };
            Ok(Val::Bool(same == matches!(node.operator(), Operator::Eq)))
        }
        Operator::Gt | Operator::Lt | Operator::Geq | Operator::Leq => {
            let (a, b) = numbers("a comparison")?;
            let o = a.cmp(&b);
            Ok(Val::Bool(match node.operator() {
                Operator::Gt => o.is_gt(),
                Operator::Lt => o.is_lt(),
                Operator::Geq => o.is_ge(),
                _ => o.is_le(),
            }))
        }
        Operator::And | Operator::Or => {
            let [a, b] = children::<2>(node)?;
            let and = matches!(node.operator(), Operator::And);
            let left = boolean(eval(a, ctx)?, if and { "&&" } else { "||" })?;
            if left != and {
                return Ok(Val::Bool(left));
            }
            Ok(Val::Bool(boolean(
                eval(b, ctx)?,
                if and { "&&" } else { "||" },
            )?))
        }
        Operator::Not => {
            let [a] = children::<1>(node)?;
            Ok(Val::Bool(!boolean(eval(a, ctx)?, "!")?))
        }
        Operator::Tuple => Ok(Val::List(
            node.children()
                .iter()
                .map(|c| eval(c, ctx))
                .collect::<Result<_, _>>()?,
        )),
        Operator::Const { value } => match value {
            Value::Int(i) => Ok(Val::Num(Ratio::int((*i).into()))),
            Value::Float(x) => Ok(Val::Num(Ratio::from_decimal(*x)?)),
            Value::String(s) => Ok(Val::Text(s.clone())),
            Value::Boolean(b) => Ok(Val::Bool(*b)),
            Value::Tuple(_) | Value::Empty => Err("an empty value".into()),
        },
        Operator::VariableIdentifierRead { identifier } => ctx
            .vars
            .get(identifier)
            .cloned()
            .ok_or_else(|| format!("unknown name `{identifier}`")),
        Operator::FunctionIdentifier { identifier } => call(identifier, node, ctx),
        Operator::Chain => Err("`;` chains are not formulas: write one expression".into()),
        _ => Err("assignments are not formulas".into()),
    }
}

/// The argument expressions of a function call: `f(a, b)` parses as a call node whose one
/// child is a tuple (inside a root node for the parentheses).
fn arguments(node: &Tree) -> Vec<&Tree> {
    let mut arg = match node.children() {
        [only] => only,
        _ => return Vec::new(),
    };
    while matches!(arg.operator(), Operator::RootNode) && arg.children().len() == 1 {
        arg = &arg.children()[0];
    }
    match arg.operator() {
        Operator::RootNode if arg.children().is_empty() => Vec::new(),
        Operator::Tuple => arg.children().iter().collect(),
        _ => vec![arg],
    }
}

fn call(name: &str, node: &Tree, ctx: &Context) -> Result<Val, String> {
    let args = arguments(node);
    let count = |n: usize| -> Result<(), String> {
        if args.len() == n {
            Ok(())
        } else {
            Err(format!("{name} takes {n} arguments, got {}", args.len()))
        }
    };
    let value = |i: usize| eval(args[i], ctx);
    match name {
        "floor" | "ceil" => {
            count(1)?;
            let r = num(value(0)?, name)?;
            let v = if name == "floor" {
                r.floor()
            } else {
                r.ceil()?
            };
            Ok(Val::Num(Ratio::int(v)))
        }
        "div" => {
            count(2)?;
            let (a, b) = (num(value(0)?, name)?, num(value(1)?, name)?);
            if b == Ratio::int(0) {
                return Err("div by zero".into());
            }
            Ok(Val::Num(Ratio::int(a.mul(b.recip()?)?.floor())))
        }
        "mod" => {
            count(2)?;
            let (a, b) = (int(value(0)?, name)?, int(value(1)?, name)?);
            Ok(Val::Num(Ratio::int(remainder(a, b)?)))
        }
        "isqrt" => {
            count(1)?;
            Ok(Val::Num(Ratio::int(isqrt(int(value(0)?, name)?)?)))
        }
        "abs" | "math::abs" => {
            count(1)?;
            let r = num(value(0)?, name)?;
            Ok(Val::Num(if r < Ratio::int(0) { r.neg()? } else { r }))
        }
        "min" | "max" => {
            if args.is_empty() {
                return Err(format!("{name} needs at least one argument"));
            }
            let mut best = num(value(0)?, name)?;
            for i in 1..args.len() {
                let r = num(value(i)?, name)?;
                if (name == "min") == (r < best) && r != best {
                    best = r;
                }
            }
            Ok(Val::Num(best))
        }
        "if" => {
            count(3)?;
            if boolean(value(0)?, "if")? {
                value(1)
            } else {
                value(2)
            }
        }
        "pick" => {
            if args.len() < 2 {
                return Err("pick(i, a0, a1, ...) needs an index and at least one value".into());
            }
            let i = int(value(0)?, "pick's index")?;
            // pick(i, (a0, a1, ...)) and pick(i, a0, a1, ...) both work.
            let values: Vec<&Tree> = if args.len() == 2 {
                match value(1)? {
                    Val::List(items) => {
                        return usize::try_from(i)
                            .ok()
                            .and_then(|k| items.get(k).cloned())
                            .ok_or_else(|| format!("pick: index {i} outside 0..{}", items.len()));
                    }
                    _ => args[1..].to_vec(),
                }
            } else {
                args[1..].to_vec()
            };
            let chosen = usize::try_from(i)
                .ok()
                .and_then(|k| values.get(k))
                .ok_or_else(|| format!("pick: index {i} outside 0..{}", values.len()))?;
            eval(chosen, ctx)
        }
        _ => Err(format!(
            "unknown function `{name}` (exact functions: floor, ceil, div, mod, isqrt, abs, \
             min, max, if, pick)"
        )),
    }
}
