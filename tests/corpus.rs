//! The corpus runner: every C file in `data/` states what a correct analyser
//! says about it (CONTRACT.md, "Corpus annotations"); canopy must agree.
//!
//! For `expect: true` the verdict must be `true`. For `expect: false SUB` the
//! verdict must be `false` with `violated == SUB`, and a confirmed diagnostic
//! of SUB must be reported at the line marked `// ERROR`.
//!
//! All files are checked (two at a time), then every mismatch is shown in one
//! table.

mod common;

use canopy::{DomainKind, Verdict};
use common::{Entry, Outcome};

/// Why the outcome does not match the expectation, if it does not.
fn mismatch(entry: &Entry, outcome: &Outcome) -> Option<&'static str> {
    let Outcome::Report(report) = outcome else {
        return Some("no verdict");
    };
    match &entry.expect.violated {
        None if report.verdict == Verdict::True => None,
        None => Some("wrong verdict"),
        Some(sub) => {
            if report.verdict != Verdict::False || report.violated != Some(sub.as_str()) {
                return Some("wrong verdict");
            }
            let at_error_line = report.diagnostics.iter().any(|d| {
                d.confirmed && d.property == sub && entry.expect.error_lines.contains(&d.line)
            });
            if at_error_line {
                None
            } else {
                Some("no confirmed diagnostic at the ERROR line")
            }
        }
    }
}

#[test]
fn corpus() {
    let (entries, bad) = common::load_corpus();
    let jobs: Vec<(&Entry, DomainKind)> = entries
        .iter()
        .flat_map(|e| e.expect.domains.iter().map(move |d| (e, *d)))
        .collect();
    assert!(!jobs.is_empty(), "no annotated C files under data/");

    let outcomes = common::parallel_map(&jobs, 2, |(entry, domain)| {
        common::run_canopy(&entry.path, entry.expect.property, *domain)
    });

    let mut rows = Vec::new();
    for ((entry, domain), outcome) in jobs.iter().zip(&outcomes) {
        if let Some(why) = mismatch(entry, outcome) {
            let expected = match entry.expect.error_lines.first() {
                Some(line) => format!("{} @{line}", entry.expect.describe()),
                None => entry.expect.describe(),
            };
            let cells = vec![
                entry.name.clone(),
                domain.as_str().to_string(),
                entry.expect.property.as_str().to_string(),
                expected,
                outcome.summary(),
                why.to_string(),
            ];
            rows.push((cells, outcome.details()));
        }
    }

    let mut failures = String::new();
    if !bad.is_empty() {
        failures += &format!(
            "{} file(s) in data/ without a valid annotation:\n  {}\n\n",
            bad.len(),
            bad.join("\n  ")
        );
    }
    if !rows.is_empty() {
        failures += &format!("{} of {} check(s) mismatched:\n\n", rows.len(), jobs.len());
        failures += &common::table(
            &["file", "domain", "property", "expected", "got", "why"],
            &rows,
        );
    }
    println!(
        "corpus: {} file(s), {} check(s), {} mismatch(es)",
        entries.len(),
        jobs.len(),
        rows.len()
    );
    assert!(failures.is_empty(), "\n{failures}");
}
