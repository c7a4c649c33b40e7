//! The CSV rendering: a header, then one row per task and column.

use super::{Outcome, Results};

/// The header row.
pub const HEADER: &str = "task,file,property,expected,violated_expected,column,domain,config,\
verdict,violated,outcome,score,analysis_ms,wall_ms,exit_code,decided_by,reason";

/// Renders the results as CSV (RFC 4180 quoting).
pub fn render(results: &Results) -> String {
    let mut out = format!("{HEADER}\n");
    for (task, runs) in results.tasks.iter().zip(&results.runs) {
        for (column, run) in results.columns.iter().zip(runs) {
            let outcome = Outcome::of(&task.expected, run);
            let fields = [
                task.name.clone(),
                task.file.display().to_string(),
                task.property.as_str().to_string(),
                task.expected.verdict().to_string(),
                task.expected.violated().unwrap_or("").to_string(),
                column.name.clone(),
                column.domain.as_str().to_string(),
                column.config.as_ref().map_or("", |c| &c.name).to_string(),
                run.answer.as_str().to_string(),
                run.violated.clone().unwrap_or_default(),
                outcome.as_str().to_string(),
                outcome.score().to_string(),
                run.analysis_ms.to_string(),
                run.wall_ms.to_string(),
                run.exit_code.map_or(String::new(), |c| c.to_string()),
                run.stats["decided_by"].as_str().unwrap_or("").to_string(),
                run.reason.clone().unwrap_or_default(),
            ];
            let quoted: Vec<String> = fields.iter().map(|f| quote(f)).collect();
            out.push_str(&quoted.join(","));
            out.push('\n');
        }
    }
    out
}

/// Quotes a field when it holds a comma, a quote or a line break.
fn quote(field: &str) -> String {
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn quoting() {
        assert_eq!(quote("plain"), "plain");
        assert_eq!(quote("a,b"), "\"a,b\"");
        assert_eq!(quote("say \"x\""), "\"say \"\"x\"\"\"");
    }
}
