//! The table rendering: one row per task (expectation, then per column the
//! marked verdict and analysis time), then one summary row per count.

use super::{Outcome, Results, Run, Summary};
use std::fmt::Write;

/// Renders the results as aligned text.
pub fn render(results: &Results) -> String {
    let mut rows = vec![header("task", "expected", results)];
    for (task, runs) in results.tasks.iter().zip(&results.runs) {
        let mut row = vec![task.name.clone(), task.expected.describe()];
        row.extend(runs.iter().map(|r| cell(Outcome::of(&task.expected, r), r)));
        rows.push(row);
    }
    let summaries = results.summaries();
    let mut totals = vec![header("summary", "", results)];
    type Field = fn(&Summary) -> String;
    let fields: [(&str, Field); 9] = [
        ("correct true", |s| s.correct_true.to_string()),
        ("correct false", |s| s.correct_false.to_string()),
        ("wrong true", |s| s.wrong_true.to_string()),
        ("wrong false", |s| s.wrong_false.to_string()),
        ("unknown", |s| s.unknown.to_string()),
        ("errors", |s| s.errors.to_string()),
        ("analysis time", |s| seconds(s.analysis_ms)),
        ("wall time", |s| seconds(s.wall_ms)),
        ("score", |s| s.score.to_string()),
    ];
    for (label, field) in fields {
        let mut row = vec![label.to_string(), String::new()];
        row.extend(summaries.iter().map(field));
        totals.push(row);
    }
    let mut out = aligned(&rows);
    out.push('\n');
    out.push_str(&aligned(&totals));
    out
}

/// A header row: two labels, then the column names.
fn header(first: &str, second: &str, results: &Results) -> Vec<String> {
    let mut row = vec![first.to_string(), second.to_string()];
    row.extend(results.columns.iter().map(|c| c.name.clone()));
    row
}

/// One run's cell: `✓ true 0.03s`, `✗ false valid-free 0.10s`, `? unknown 20.00s`, `! error`.
fn cell(outcome: Outcome, run: &Run) -> String {
    let mut s = format!("{} {}", outcome.mark(), run.answer.as_str());
    if let Some(sub) = &run.violated {
        write!(s, " {sub}").expect("write to String");
    }
    if outcome != Outcome::Error {
        write!(s, " {}", seconds(run.analysis_ms)).expect("write to String");
    }
    s
}

/// Milliseconds as seconds with two decimals.
fn seconds(ms: u64) -> String {
    format!("{:.2}s", ms as f64 / 1000.0)
}

/// Pads every cell to its column's width (in characters), two spaces apart.
fn aligned(rows: &[Vec<String>]) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (cell, width) in row.iter().zip(&widths) {
            write!(line, "{cell}{}  ", " ".repeat(width - cell.chars().count()))
                .expect("write to String");
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
