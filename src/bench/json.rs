//! The JSON rendering: one object with the columns, the tasks with their runs,
//! and the summary of each column.

use super::{Outcome, Results};
use serde_json::{json, Value};

/// Renders the results as one pretty-printed JSON object.
pub fn render(results: &Results) -> String {
    let tasks: Vec<Value> = results
        .tasks
        .iter()
        .zip(&results.runs)
        .map(|(task, runs)| {
            let runs: Vec<Value> = results
                .columns
                .iter()
                .zip(runs)
                .map(|(column, run)| {
                    let outcome = Outcome::of(&task.expected, run);
                    let mut v = json!({ "column": column.name });
                    merge(&mut v, serde_json::to_value(run).expect("run serialises"));
                    merge(
                        &mut v,
                        json!({ "outcome": outcome.as_str(), "score": outcome.score() }),
                    );
                    v
                })
                .collect();
            json!({
                "task": task.name,
                "file": task.file,
                "property": task.property.as_str(),
                "prp": task.prp,
                "expected": { "verdict": task.expected.verdict(), "violated": task.expected.violated() },
                "runs": runs,
            })
        })
        .collect();
    let summaries: Vec<Value> = results
        .columns
        .iter()
        .zip(results.summaries())
        .map(|(column, summary)| {
            let mut v = json!({ "column": column.name });
            merge(
                &mut v,
                serde_json::to_value(summary).expect("summary serialises"),
            );
            v
        })
        .collect();
    let doc = json!({ "columns": results.columns, "tasks": tasks, "summaries": summaries });
    serde_json::to_string_pretty(&doc).expect("results serialise") + "\n"
}

/// Adds the fields of object `extra` to object `into`.
fn merge(into: &mut Value, extra: Value) {
    if let (Value::Object(a), Value::Object(b)) = (into, extra) {
        a.extend(b);
    }
}
