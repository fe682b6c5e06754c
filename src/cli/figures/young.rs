//! Figures of Column-Row: a Young diagram with its moves, a family's table, the staircase.

use crate::core::Grundy;
use crate::figure::colour;
use crate::figure::draw::grid::{self, Cell, Grid};
use crate::figure::draw::plot::{Histogram, Series};
use crate::figure::draw::young::Young;
use crate::figure::{Figure, stack};
use crate::games::column_row::Partition;
use crate::games::column_row::rules::Move;
use std::collections::BTreeMap;

/// The diagram with the value of every listed move at its row's end or under its column.
pub fn diagram(p: &Partition, value: Grundy, moves: &[(Move, Grundy)]) -> Figure {
    let parts: Vec<usize> = p.parts().iter().map(|&x| x as usize).collect();
    let mut row_values = vec![None; parts.len()];
    let mut column_values = vec![None; parts.first().copied().unwrap_or(0)];
    for &(m, g) in moves {
        match m {
            Move::Row(i) => {
                if let Some(slot) = row_values.get_mut(i) {
                    *slot = Some(u64::from(g));
                }
            }
            Move::Column(j) => {
                if let Some(slot) = column_values.get_mut(j as usize) {
                    *slot = Some(u64::from(g));
                }
            }
        }
    }
    let mut notes = vec![format!(
        "SG {value} ({}-position)",
        if value == 0 { "P" } else { "N" }
    )];
    if !moves.is_empty() {
        notes.push(
            "beside each row and under each column: the SG value after removing it (green: 0, a winning move)"
                .into(),
        );
    }
    Young {
        title: format!("Column-Row {p}"),
        parts,
        row_values,
        column_values,
        notes,
    }
    .figure()
}

/// A family's table: computed values, outlined where they differ from the paper's formula.
pub fn family_table(name: &str, rows: &[Vec<(Option<Grundy>, Option<Grundy>)>]) -> Figure {
    let values: Vec<Option<f64>> = rows
        .iter()
        .flatten()
        .map(|(s, _)| s.map(f64::from))
        .collect();
    let mut fills = grid::heat(&values).into_iter();
    Grid {
        title: format!("Column-Row {name}"),
        corner: format!("SG of {name} (rows a, columns b)"),
        rows: (1..=rows.len()).map(|a| a.to_string()).collect(),
        columns: (1..=rows.first().map_or(0, Vec::len))
            .map(|b| b.to_string())
            .collect(),
        cells: rows
            .iter()
            .map(|row| {
                row.iter()
                    .map(|(sg, formula)| {
                        let fill = fills.next().unwrap_or(colour::PAPER);
                        match sg {
                            None => Cell::blank(),
                            Some(v) => Cell::new(v.to_string(), fill)
                                .mark(formula.is_some_and(|f| f != *v)),
                        }
                    })
                    .collect()
            })
            .collect(),
        legend: vec![(colour::DIFFERS, "differs from the paper's formula".into())],
        notes: Vec::new(),
        cell: 28.0,
    }
    .figure()
}

/// SG(S_n) against n, and how often each value occurs.
pub fn staircase(values: &[(usize, Grundy)], differ: &[usize]) -> Figure {
    let series = Series {
        title: String::new(),
        points: values
            .iter()
            .map(|&(n, g)| (n as f64, f64::from(g)))
            .collect(),
        x_label: "n".into(),
        y_label: "SG(S_n)".into(),
        notes: vec![if differ.is_empty() {
            "Conjecture 1 holds at every n shown".to_string()
        } else {
            format!(
                "Conjecture 1 fails at n = {}",
                differ
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }],
    }
    .figure();
    let mut counts: BTreeMap<Grundy, u64> = BTreeMap::new();
    for &(_, g) in values {
        *counts.entry(g).or_default() += 1;
    }
    let histogram = Histogram {
        title: String::new(),
        bars: counts
            .into_iter()
            .map(|(g, c)| (format!("SG {g}"), c))
            .collect(),
        x_label: "value".into(),
        notes: Vec::new(),
    }
    .figure();
    let title = format!(
        "Column-Row staircases S_1..S_{}",
        values.last().map_or(0, |v| v.0)
    );
    crate::figure::draw::heading(stack(vec![series, histogram], 10.0, &title), &title)
}
