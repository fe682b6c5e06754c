//! The conjectures file: TOML, one `[[conjecture]]` table per conjecture, read with serde and
//! validated before anything runs, so that a mistake costs one line on stderr, not a run.
//!
//! ```toml
//! [[conjecture]]
//! id = "staircase"
//! statement = "SG(S_n) = 0 for even n, 1 for n = 1, 3, 5, 2 for odd n >= 7"
//! quantity = "column-row-staircase"
//! formula = "if(n % 2 == 0, 0, if(n <= 5, 1, 2))"
//! n = { from = 1, to = 16 }              # the quick bound
//! deep = { n = { from = 1, to = 20 } }   # the deep bound (--deep)
//! ```
//!
//! Keys: `id`, `statement`, `quantity` (see [`QUANTITIES`]) or `property` (a registry
//! predicate id), `formula` (quantities only), `when` (an optional boolean formula: instances
//! where it is false are skipped), `deep` (a table of parameters overriding the quick ones),
//! and the kind's parameters: an integer (fixed), a list of integers (fixed, e.g. a
//! subtraction set), or a range `{ from = A, to = B }`. Every other key is an error.

use super::formula::{Context, Expected, Formula};
use super::quantity::{Instance, Kind, ParamSpec, QUANTITIES, Value};
use serde::Deserialize;
use std::path::Path;

/// A parameter as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Param {
    /// One integer.
    Int(i64),
    /// Every integer from `from` to `to`, both included.
    Range {
        /// First value.
        from: i64,
        /// Last value.
        to: i64,
    },
    /// A list of integers (one value, e.g. a subtraction set).
    List(Vec<i64>),
}

/// The parameters of a run, in the kind's order: the instances are their product.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid(pub Vec<(&'static str, Param)>);

impl Grid {
    /// How many instances (a float: a product of ranges may be astronomically large).
    pub fn count(&self) -> f64 {
        self.0
            .iter()
            .map(|(_, p)| match p {
                Param::Range { from, to } => (*to as f64) - (*from as f64) + 1.0,
                _ => 1.0,
            })
            .product()
    }

    /// The largest value of an integer parameter.
    pub fn max(&self, name: &str) -> i64 {
        self.0
            .iter()
            .find_map(|(n, p)| match p {
                Param::Int(v) if *n == name => Some(*v),
                Param::Range { to, .. } if *n == name => Some(*to),
                _ => None,
            })
            .unwrap_or(0)
    }

    /// The (first, last) of an integer parameter.
    pub fn span(&self, name: &str) -> Option<(i64, i64)> {
        self.0.iter().find_map(|(n, p)| match p {
            Param::Int(v) if *n == name => Some((*v, *v)),
            Param::Range { from, to } if *n == name => Some((*from, *to)),
            _ => None,
        })
    }

    /// Every instance, the first parameter outermost.
    pub fn iter(&self) -> impl Iterator<Item = Instance> + '_ {
        let mut current: Option<Vec<i64>> = Some(
            self.0
                .iter()
                .map(|(_, p)| match p {
                    Param::Int(v) => *v,
                    Param::Range { from, .. } => *from,
                    Param::List(_) => 0,
                })
                .collect(),
        );
        std::iter::from_fn(move || {
            let now = current.take()?;
            let instance = Instance(
                self.0
                    .iter()
                    .zip(&now)
                    .map(|((name, p), &v)| {
                        (
                            *name,
                            match p {
                                Param::List(l) => Value::List(l.clone()),
                                _ => Value::Int(v),
                            },
                        )
                    })
                    .collect(),
            );
            // Advance the innermost range that has room, resetting the ones inside it.
            let mut next = now;
            for i in (0..self.0.len()).rev() {
                if let Param::Range { from, to } = self.0[i].1 {
                    if next[i] < to {
                        next[i] += 1;
                        current = Some(next);
                        break;
                    }
                    next[i] = from;
                }
            }
            Some(instance)
        })
    }

    /// The bound as a value ([`crate::claims::Bound`]): the ranged parameters are its ranges,
    /// the fixed ones name its family ("set = {1,3,4}, 0 <= n <= 100").
    pub fn bound(&self) -> crate::claims::Bound {
        let mut fixed = Vec::new();
        let mut ranges = Vec::new();
        for (n, p) in &self.0 {
            match p {
                Param::Range { from, to } => {
                    ranges.push(crate::claims::Range::between(n, *from, *to))
                }
                other => fixed.push(Grid(vec![(*n, other.clone())]).describe()),
            }
        }
        if !ranges.is_empty() && !fixed.is_empty() {
            fixed.push("{}".to_string());
        }
        crate::claims::Bound::family(&fixed.join(", "), ranges)
    }

    /// The bound in words: "n = 1..16", "set = {1,3,4}, n = 0..100".
    pub fn describe(&self) -> String {
        self.0
            .iter()
            .map(|(n, p)| match p {
                Param::Int(v) => format!("{n} = {v}"),
                Param::Range { from, to } => format!("{n} = {from}..{to}"),
                Param::List(l) => format!(
                    "{n} = {{{}}}",
                    l.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
                ),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// One validated conjecture.
pub struct Conjecture {
    /// Its id (unique in the file).
    pub id: String,
    /// The statement, free text.
    pub statement: String,
    /// The quantity or property name as written.
    pub about: String,
    /// What it is about.
    pub kind: Kind,
    /// The formula (quantities).
    pub formula: Option<Formula>,
    /// Instances where this is false are skipped.
    pub when: Option<Formula>,
    /// The quick bound.
    pub quick: Grid,
    /// The deep bound (the quick one where `deep` says nothing).
    pub deep: Grid,
}

/// A validated file.
pub struct ConjectureFile {
    /// The path as given (for messages and the report's heading).
    pub path: String,
    /// The conjectures, in file order.
    pub conjectures: Vec<Conjecture>,
}

/// The file's top level: only `[[conjecture]]` tables.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    conjecture: Vec<toml::Table>,
}

/// The keys every conjecture may have besides its parameters.
const KEYS: &[&str] = &[
    "id",
    "statement",
    "quantity",
    "property",
    "formula",
    "when",
    "deep",
];

/// Reads and validates a conjectures file. The error is one line naming the file and, where
/// it applies, the conjecture.
pub fn load(path: &Path) -> Result<ConjectureFile, String> {
    let name = path.display().to_string();
    let text = crate::core::files::read_text_capped(
        path,
        crate::core::files::MAX_CONJECTURES_BYTES,
        "conjectures file",
    )
    .map_err(|e| e.0)?;
    parse(&name, &text)
}

/// Validates the text of a conjectures file named `name`.
pub fn parse(name: &str, text: &str) -> Result<ConjectureFile, String> {
    let raw: RawFile = toml::from_str(text).map_err(|e| {
        let line = e
            .span()
            .map(|s| {
                format!(
                    " (line {})",
                    text.get(..s.start)
                        .map_or(0, |before| before.matches('\n').count())
                        + 1
                )
            })
            .unwrap_or_default();
        format!(
            "{name}: not a valid conjectures file{line}: {}",
            one_line(e.message())
        )
    })?;
    if raw.conjecture.is_empty() {
        return Err(format!(
            "{name}: no [[conjecture]] table (see examples/conjectures.toml)"
        ));
    }
    let mut conjectures: Vec<Conjecture> = Vec::new();
    for (i, table) in raw.conjecture.iter().enumerate() {
        let id = match table.get("id") {
            Some(toml::Value::String(s)) if !s.trim().is_empty() => s.clone(),
            _ => {
                return Err(format!(
                    "{name}: conjecture #{}: needs an `id` string",
                    i + 1
                ));
            }
        };
        let c = conjecture(&id, table).map_err(|e| format!("{name}: conjecture '{id}': {e}"))?;
        if conjectures.iter().any(|o| o.id == id) {
            return Err(format!("{name}: conjecture '{id}': the id is used twice"));
        }
        conjectures.push(c);
    }
    Ok(ConjectureFile {
        path: name.to_string(),
        conjectures,
    })
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn string(table: &toml::Table, key: &str) -> Result<Option<String>, String> {
    match table.get(key) {
        None => Ok(None),
        Some(toml::Value::String(s)) => Ok(Some(s.clone())),
        Some(other) => Err(format!(
            "`{key}` must be a string, not {}",
            other.type_str()
        )),
    }
}

fn conjecture(id: &str, table: &toml::Table) -> Result<Conjecture, String> {
    let statement = string(table, "statement")?.ok_or("needs a `statement` string")?;
    let (about, kind) = match (string(table, "quantity")?, string(table, "property")?) {
        (Some(q), None) => {
            let k = Kind::quantity(&q).ok_or_else(|| {
                format!("unknown quantity '{q}' (known: {})", QUANTITIES.join(", "))
            })?;
            (q, k)
        }
        (None, Some(p)) => {
            let k = Kind::property(&p).ok_or_else(|| {
                format!(
                    "unknown property '{p}' (known: {})",
                    Kind::property_ids().join(", ")
                )
            })?;
            (p, k)
        }
        (Some(_), Some(_)) => return Err("give a `quantity` or a `property`, not both".into()),
        (None, None) => return Err("needs a `quantity` or a `property`".into()),
    };
    let specs = kind.params();
    for key in table.keys() {
        if !KEYS.contains(&key.as_str()) && !specs.iter().any(|s| s.name == key) {
            return Err(format!(
                "unknown key `{key}` (keys: {}; parameters of {about}: {})",
                KEYS.join(", "),
                names(&specs)
            ));
        }
    }
    let formula = match (string(table, "formula")?, kind.is_property()) {
        (Some(_), true) => {
            return Err(format!(
                "a property ({about}) takes no `formula`: it is the registry's predicate"
            ));
        }
        (None, false) => return Err("needs a `formula`".into()),
        (Some(f), false) => Some(Formula::parse(&f)?),
        (None, true) => None,
    };
    let when = string(table, "when")?
        .map(|w| Formula::parse(&w))
        .transpose()?;
    let quick = grid(&specs, table, None, &about)?;
    let deep = match table.get("deep") {
        None => quick.clone(),
        Some(toml::Value::Table(d)) => {
            for key in d.keys() {
                if !specs.iter().any(|s| s.name == key) {
                    return Err(format!(
                        "unknown key `deep.{key}` (parameters of {about}: {})",
                        names(&specs)
                    ));
                }
            }
            grid(&specs, table, Some(d), &about)?
        }
        Some(other) => {
            return Err(format!(
                "`deep` must be a table of parameters, not {}",
                other.type_str()
            ));
        }
    };
    let c = Conjecture {
        id: id.to_string(),
        statement,
        about,
        kind,
        formula,
        when,
        quick,
        deep,
    };
    typecheck(&c, &c.quick)?;
    typecheck(&c, &c.deep)?;
    Ok(c)
}

fn names(specs: &[ParamSpec]) -> String {
    specs.iter().map(|s| s.name).collect::<Vec<_>>().join(", ")
}

/// The grid of the quick bound (`deep` None) or of the deep bound (its keys override).
fn grid(
    specs: &[ParamSpec],
    table: &toml::Table,
    deep: Option<&toml::Table>,
    about: &str,
) -> Result<Grid, String> {
    let mut out = Vec::new();
    for s in specs {
        let (value, key) = match deep.and_then(|d| d.get(s.name)) {
            Some(v) => (v, format!("deep.{}", s.name)),
            None => match table.get(s.name) {
                Some(v) => (v, s.name.to_string()),
                None => return Err(format!("{about} needs the parameter `{}`", s.name)),
            },
        };
        out.push((s.name, param(s, value, &key)?));
    }
    Ok(Grid(out))
}

fn param(s: &ParamSpec, value: &toml::Value, key: &str) -> Result<Param, String> {
    let check = |v: i64, what: &str| {
        if v < s.min || v > s.max {
            Err(format!(
                "`{key}`: {what} {v} is outside {}..{}",
                s.min, s.max
            ))
        } else {
            Ok(v)
        }
    };
    if s.list {
        let toml::Value::Array(items) = value else {
            return Err(format!(
                "`{key}` must be a list of integers, e.g. [1, 3, 4]"
            ));
        };
        if items.is_empty() {
            return Err(format!("`{key}` is empty"));
        }
        let values = items
            .iter()
            .map(|v| match v {
                toml::Value::Integer(i) => check(*i, "element"),
                other => Err(format!(
                    "`{key}` must be a list of integers, not of {}",
                    other.type_str()
                )),
            })
            .collect::<Result<Vec<i64>, String>>()?;
        return Ok(Param::List(values));
    }
    match value {
        toml::Value::Integer(i) => Ok(Param::Int(check(*i, "value")?)),
        toml::Value::Table(t) => {
            #[derive(Deserialize)]
            #[serde(deny_unknown_fields)]
            struct Range {
                from: i64,
                to: i64,
            }
            let r: Range = t.clone().try_into().map_err(|e: toml::de::Error| {
                format!(
                    "`{key}` must be {{ from = A, to = B }}: {}",
                    one_line(e.message())
                )
            })?;
            let (from, to) = (check(r.from, "from")?, check(r.to, "to")?);
            if from > to {
                return Err(format!(
                    "`{key}`: the range is reversed (from {from} > to {to})"
                ));
            }
            Ok(Param::Range { from, to })
        }
        other => Err(format!(
            "`{key}` must be an integer or {{ from = A, to = B }}, not {}",
            other.type_str()
        )),
    }
}

/// The context of one instance: its parameters as variables.
pub fn context(t: &Instance) -> Context {
    let mut c = Context::new();
    for (name, v) in &t.0 {
        match v {
            Value::Int(i) => c.set_int(name, *i),
            Value::List(l) => c.set_list(name, l),
        }
    }
    c
}

/// Whether the instance is in the kind's domain and `when` admits it.
pub fn admitted(c: &Conjecture, t: &Instance, ctx: &Context) -> Result<bool, String> {
    if c.kind.outside(t).is_some() {
        return Ok(false);
    }
    match &c.when {
        None => Ok(true),
        Some(w) => Ok(matches!(
            w.eval_as(ctx, Expected::Bool)
                .map_err(|e| format!("`when`: {e}"))?,
            super::formula::Val::Bool(true)
        )),
    }
}

/// Evaluates `when` and the formula at the first instances of `grid`: a formula with an
/// unknown name or of the wrong type is refused before the run.
fn typecheck(c: &Conjecture, grid: &Grid) -> Result<(), String> {
    for t in grid.iter().take(1000) {
        let ctx = context(&t);
        if !admitted(c, &t, &ctx)? {
            continue;
        }
        if let Some(f) = &c.formula {
            f.eval_as(&ctx, c.kind.expected())
                .map_err(|e| format!("at {}: {e}", t.describe()))?;
        }
        return Ok(());
    }
    Ok(())
}
