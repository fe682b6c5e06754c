//! Formulas: the right-hand side of a conjecture, written in `evalexpr`'s expression language
//! over the conjecture's parameters.
//!
//! We do not parse formulas ourselves: `evalexpr` (a maintained crate) parses and evaluates
//! them, with checked integer arithmetic (an overflow is an error, never a wrapped value).
//! This module only adds the helpers a combinatorial law needs and that `evalexpr` lacks or
//! gives in floating point:
//!
//! * `floor(x)`, `ceil(x)`: integers stay integers (the built-ins return floats);
//! * `div(a, b)`, `mod(a, b)`: floor division and the non-negative remainder of integers
//!   (`/` and `%` truncate toward zero, which differs for negative numbers);
//! * `pick(i, a0, a1, ...)`: the i-th of the values (from 0), e.g. the periodic part of a law,
//!   `pick((n - 4) % 7, 3, 3, 3, 4, 4, 5, 5)`.
//!
//! `evalexpr`'s own built-ins (`if(c, a, b)`, `min`, `max`, `math::abs`, ...) stay available.

use evalexpr::{
    ContextWithMutableFunctions, ContextWithMutableVariables, DefaultNumericTypes, EvalexprError,
    Function, HashMapContext, Node, Value,
};

/// An `evalexpr` value.
pub type Val = Value<DefaultNumericTypes>;

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

    /// Whether `v` has this type.
    pub fn matches(self, v: &Val) -> bool {
        matches!(
            (self, v),
            (Expected::Int, Value::Int(_))
                | (Expected::Text, Value::String(_))
                | (Expected::Bool, Value::Boolean(_))
        )
    }
}

impl Formula {
    /// Parses `text` (syntax only; unknown names show when it is evaluated).
    pub fn parse(text: &str) -> Result<Formula, String> {
        let tree = evalexpr::build_operator_tree::<DefaultNumericTypes>(text)
            .map_err(|e| format!("bad formula `{text}`: {}", one_line(&e.to_string())))?;
        Ok(Formula {
            text: text.to_string(),
            tree,
        })
    }

    /// Evaluates the formula in `context`.
    pub fn eval(&self, context: &Context) -> Result<Val, String> {
        self.tree
            .eval_with_context(&context.inner)
            .map_err(|e| format!("formula `{}`: {}", self.text, one_line(&e.to_string())))
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

/// A value as a report shows it (strings without quotes).
pub fn show(v: &Val) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn type_name(v: &Val) -> &'static str {
    match v {
        Value::Int(_) => "an integer",
        Value::Float(_) => "a float",
        Value::String(_) => "a string",
        Value::Boolean(_) => "a boolean",
        Value::Tuple(_) => "a tuple",
        Value::Empty => "nothing",
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The variables (the parameters of one instance) and the helper functions.
pub struct Context {
    inner: HashMapContext<DefaultNumericTypes>,
}

impl Default for Context {
    fn default() -> Self {
        Context::new()
    }
}

fn int_args(argument: &Val, name: &str, count: usize) -> Result<Vec<i64>, EvalexprError> {
    let values: Vec<Val> = match argument {
        Value::Tuple(t) => t.clone(),
        other => vec![other.clone()],
    };
    if values.len() != count {
        return Err(EvalexprError::CustomMessage(format!(
            "{name} takes {count} integer arguments, got {}",
            values.len()
        )));
    }
    values.iter().map(|v| v.as_int()).collect()
}

fn rounding(argument: &Val, name: &str, f: fn(f64) -> f64) -> Result<Val, EvalexprError> {
    match argument {
        Value::Int(i) => Ok(Value::Int(*i)),
        Value::Float(x) => {
            let r = f(*x);
            if r.is_finite() && r.abs() < 9.0e15 {
                Ok(Value::Int(r as i64))
            } else {
                Err(EvalexprError::CustomMessage(format!(
                    "{name}({x}) is not a representable integer"
                )))
            }
        }
        other => Err(EvalexprError::expected_number(other.clone())),
    }
}

impl Context {
    /// A context with the helpers and no variables.
    pub fn new() -> Context {
        let mut inner = HashMapContext::<DefaultNumericTypes>::new();
        let helpers: [(&str, Function<DefaultNumericTypes>); 5] = [
            ("floor", Function::new(|a| rounding(a, "floor", f64::floor))),
            ("ceil", Function::new(|a| rounding(a, "ceil", f64::ceil))),
            (
                "div",
                Function::new(|a| {
                    let v = int_args(a, "div", 2)?;
                    if v[1] == 0 {
                        return Err(EvalexprError::CustomMessage("div by zero".into()));
                    }
                    v[0].checked_div_euclid(v[1])
                        .map(|q| {
                            // Euclidean division rounds toward minus infinity for b > 0; for
                            // b < 0 adjust to floor division.
                            if v[1] < 0 && v[0].rem_euclid(v[1]) != 0 {
                                q - 1
                            } else {
                                q
                            }
                        })
                        .map(Value::Int)
                        .ok_or_else(|| EvalexprError::CustomMessage("div overflows".into()))
                }),
            ),
            (
                "mod",
                Function::new(|a| {
                    let v = int_args(a, "mod", 2)?;
                    if v[1] == 0 {
                        return Err(EvalexprError::CustomMessage("mod by zero".into()));
                    }
                    v[0].checked_rem_euclid(v[1])
                        .map(Value::Int)
                        .ok_or_else(|| EvalexprError::CustomMessage("mod overflows".into()))
                }),
            ),
            (
                "pick",
                Function::new(|a| {
                    let Value::Tuple(items) = a else {
                        return Err(EvalexprError::CustomMessage(
                            "pick(i, a0, a1, ...) needs an index and at least one value".into(),
                        ));
                    };
                    let i = items
                        .first()
                        .ok_or_else(|| EvalexprError::CustomMessage("pick: no index".into()))?
                        .as_int()?;
                    // pick(i, (a0, a1, ...)) and pick(i, a0, a1, ...) both work.
                    let values: Vec<Val> = match &items[1..] {
                        [Value::Tuple(t)] => t.clone(),
                        rest => rest.to_vec(),
                    };
                    usize::try_from(i)
                        .ok()
                        .and_then(|i| values.get(i).cloned())
                        .ok_or_else(|| {
                            EvalexprError::CustomMessage(format!(
                                "pick: index {i} outside 0..{}",
                                values.len()
                            ))
                        })
                }),
            ),
        ];
        for (name, f) in helpers {
            // Setting a function on a fresh HashMapContext cannot fail.
            let _ = inner.set_function(name.to_string(), f);
        }
        Context { inner }
    }

    /// Sets an integer variable.
    pub fn set_int(&mut self, name: &str, value: i64) {
        // A HashMapContext refuses only a change of type, and parameters are typed once.
        let _ = self.inner.set_value(name.to_string(), Value::Int(value));
    }

    /// Sets a list variable (a tuple of integers).
    pub fn set_list(&mut self, name: &str, values: &[i64]) {
        let _ = self.inner.set_value(
            name.to_string(),
            Value::Tuple(values.iter().map(|&v| Value::Int(v)).collect()),
        );
    }
}
