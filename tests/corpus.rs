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

use canopy::DomainKind;
use common::{Entry, Outcome};

/// Why the outcome does not match the expectation, if it does not.
fn mismatch(entry: &Entry, outcome: &Outcome) -> Option<&'static str> {
    let Outcome::Answer(answer) = outcome else {
        return Some("no verdict");
    };
    match &entry.expect.violated {
        None if answer.verdict == "true" => None,
        None => Some("wrong verdict"),
        Some(sub) => {
            if answer.verdict != "false" || answer.violated.as_ref() != Some(sub) {
                return Some("wrong verdict");
            }
            let at_error_line = answer.diagnostics.iter().any(|d| {
                d.confirmed && &d.property == sub && entry.expect.error_lines.contains(&d.line)
            });
            if at_error_line {
                None
            } else {
                Some("no confirmed diagnostic at the ERROR line")
            }
        }
    }
}

/// Where `common::run_canopy` runs each check, in a child process.
#[test]
fn child() {
    common::child_main()
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
        common::run_canopy(
            &entry.path,
            entry.expect.property,
            *domain,
            common::CHECK_TIMEOUT,
        )
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
