//! `canopy bench`: benchmark tasks with expected verdicts, run under several
//! columns (domains and configurations), scored as in SV-COMP and rendered as
//! a table, CSV, JSON or an SVG quantile plot.
//!
//! The library part starts no process: it finds tasks, reads a child's answer,
//! scores and renders. Running the children lives in the CLI (`src/cli/bench.rs`).

pub mod annotation;
pub mod column;
pub mod csv;
pub mod discover;
pub mod json;
pub mod manifest;
pub mod plot;
pub mod run;
pub mod score;
pub mod table;
pub mod taskdef;
pub mod yaml;

pub use column::Column;
pub use discover::discover;
pub use run::Run;
pub use score::{Outcome, Summary};

use crate::Property;
use std::path::PathBuf;

/// What a correct analyser answers on a task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// The property holds.
    True,
    /// The property is violated; the sub-property (e.g. `valid-deref`) when one is given.
    False(Option<String>),
}

impl Expected {
    /// `true`, `false` or `false valid-deref`, as in a corpus annotation.
    pub fn describe(&self) -> String {
        match self.violated() {
            None => self.verdict().to_string(),
            Some(sub) => format!("false {sub}"),
        }
    }

    /// The expected verdict, `true` or `false`.
    pub fn verdict(&self) -> &'static str {
        match self {
            Expected::True => "true",
            Expected::False(_) => "false",
        }
    }

    /// The expected violated sub-property, when one is given.
    pub fn violated(&self) -> Option<&str> {
        match self {
            Expected::True => None,
            Expected::False(sub) => sub.as_deref(),
        }
    }

    /// Parses the words after `// expect:` or a manifest path: `true`, `false` or `false SUB`.
    pub fn parse(words: &[&str]) -> Result<Expected, String> {
        match words {
            ["true"] => Ok(Expected::True),
            ["false"] => Ok(Expected::False(None)),
            ["false", sub] => Ok(Expected::False(Some(sub.to_string()))),
            _ => Err(format!(
                "bad expectation `{}`: expected `true`, `false` or `false SUB-PROPERTY`",
                words.join(" ")
            )),
        }
    }

    /// Checks that the expected sub-property belongs to the property.
    pub fn check_property(&self, property: Property) -> Result<(), String> {
        match self {
            Expected::False(Some(sub)) if !sub_properties(property).contains(&sub.as_str()) => {
                Err(format!(
                    "`{sub}` is not a sub-property of {}; expected one of {}",
                    property.as_str(),
                    sub_properties(property).join(", ")
                ))
            }
            _ => Ok(()),
        }
    }
}

/// The sub-properties a violation of each property names.
pub fn sub_properties(property: Property) -> &'static [&'static str] {
    match property {
        Property::Memsafety => &["valid-deref", "valid-free", "valid-memtrack"],
        Property::Memcleanup => &["valid-memcleanup"],
        Property::UnreachCall => &["unreach-call"],
    }
}

/// One benchmark task: a program, the property to check and the expected answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// The name shown and sorted on: the path relative to the bench input.
    pub name: String,
    /// The program given to `canopy check`.
    pub file: PathBuf,
    pub property: Property,
    /// The SV-COMP property file the property comes from, passed on as `--prp`.
    pub prp: Option<PathBuf>,
    pub expected: Expected,
}

/// Everything a bench run produced: `runs[t][c]` is task `t` under column `c`.
#[derive(Clone, Debug)]
pub struct Results {
    pub tasks: Vec<Task>,
    pub columns: Vec<Column>,
    pub runs: Vec<Vec<Run>>,
}

impl Results {
    /// The summary of each column, in column order.
    pub fn summaries(&self) -> Vec<Summary> {
        (0..self.columns.len())
            .map(|c| {
                Summary::of(
                    self.tasks
                        .iter()
                        .zip(&self.runs)
                        .map(|(t, runs)| (&t.expected, &runs[c])),
                )
            })
            .collect()
    }

    /// Whether some column gave a wrong verdict (exit code 1 of `canopy bench`).
    pub fn any_wrong(&self) -> bool {
        self.summaries()
            .iter()
            .any(|s| s.wrong_true + s.wrong_false > 0)
    }
}
