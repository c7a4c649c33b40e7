//! Bench manifests: one task a line, `PATH [true | false [SUB-PROPERTY]] [property=NAME]`,
//! paths relative to the manifest, `#` starts a comment.
//!
//! Without an expectation, PATH is an SV-COMP task definition (`.yml`) or a C
//! file with a `// expect:` annotation. With one, the property defaults to the
//! one the sub-property belongs to, else memsafety.

use super::taskdef::{self, PrpReader};
use super::{annotation, sub_properties, Expected, Task};
use crate::Property;
use std::path::Path;

/// Reads a manifest into its tasks, in manifest order.
pub fn read(path: &Path, read_prp: PrpReader) -> Result<Vec<Task>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let dir = path.parent().unwrap_or(Path::new(""));
    let mut tasks = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let content = raw.split('#').next().unwrap_or("");
        let words: Vec<&str> = content.split_whitespace().collect();
        if words.is_empty() {
            continue;
        }
        let found = line(dir, &words, read_prp)
            .map_err(|e| format!("{}:{}: {e}", path.display(), i + 1))?;
        tasks.extend(found);
    }
    Ok(tasks)
}

/// The tasks of one non-empty manifest line.
fn line(dir: &Path, words: &[&str], read_prp: PrpReader) -> Result<Vec<Task>, String> {
    let (name, mut rest) = (words[0], &words[1..]);
    let mut property = None;
    if let Some(p) = rest.last().and_then(|w| w.strip_prefix("property=")) {
        property = Some(annotation::parse_property(p)?);
        rest = &rest[..rest.len() - 1];
    }
    let file = dir.join(name);
    if !file.is_file() {
        return Err(format!("{}: no such file", file.display()));
    }
    if is_task_definition(&file) {
        if !rest.is_empty() || property.is_some() {
            return Err(format!(
                "{name}: a task definition carries its own expectations"
            ));
        }
        let tasks = taskdef::read(&file, name, read_prp)?;
        if tasks.is_empty() {
            return Err(format!(
                "{name}: no property canopy checks (memsafety, memcleanup, unreach-call) with an expected verdict"
            ));
        }
        return Ok(tasks);
    }
    let (expected, property) = if rest.is_empty() {
        let a = annotation::read(&file)?.ok_or_else(|| {
            format!("{name}: no expectation on the line and no `// expect:` first line in the file")
        })?;
        if property.is_some_and(|p| p != a.property) {
            return Err(format!(
                "{name}: property= contradicts the file's `// property:`"
            ));
        }
        (a.expected, a.property)
    } else {
        let expected = Expected::parse(rest)?;
        let property = property.unwrap_or_else(|| implied_property(&expected));
        expected.check_property(property)?;
        (expected, property)
    };
    Ok(vec![Task {
        name: name.to_string(),
        file,
        property,
        prp: None,
        expected,
    }])
}

/// Whether a path names an SV-COMP task definition.
pub fn is_task_definition(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "yml" || e == "yaml")
}

/// The property whose sub-property an expectation names; memsafety otherwise.
fn implied_property(expected: &Expected) -> Property {
    let all = [
        Property::Memsafety,
        Property::Memcleanup,
        Property::UnreachCall,
    ];
    match expected {
        Expected::False(Some(sub)) => all
            .into_iter()
            .find(|&p| sub_properties(p).contains(&sub.as_str()))
            .unwrap_or(Property::Memsafety),
        _ => Property::Memsafety,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_prp(_: &Path) -> Result<Property, String> {
        Err("no property files in this test".into())
    }

    #[test]
    fn lines_with_and_without_expectations() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("lists")).unwrap();
        for f in ["lists/a.c", "b.c", "c.c"] {
            std::fs::write(dir.path().join(f), "int main(void) { return 0; }\n").unwrap();
        }
        std::fs::write(
            dir.path().join("d.c"),
            "// expect: true\n// property: memcleanup\n",
        )
        .unwrap();
        let manifest = dir.path().join("tasks.txt");
        std::fs::write(
            &manifest,
            "# a comment\n\nlists/a.c true\nb.c false valid-deref  # trailing\n\
             c.c false unreach-call\nd.c\n",
        )
        .unwrap();
        let tasks = read(&manifest, &no_prp).unwrap();
        let summary: Vec<(&str, String, Property)> = tasks
            .iter()
            .map(|t| (t.name.as_str(), t.expected.describe(), t.property))
            .collect();
        assert_eq!(
            summary,
            [
                ("lists/a.c", "true".into(), Property::Memsafety),
                ("b.c", "false valid-deref".into(), Property::Memsafety),
                ("c.c", "false unreach-call".into(), Property::UnreachCall),
                ("d.c", "true".into(), Property::Memcleanup),
            ]
        );
        assert_eq!(tasks[0].file, dir.path().join("lists/a.c"));
    }

    #[test]
    fn errors_name_the_line() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.c"), "int main(void) { return 0; }\n").unwrap();
        let cases = [
            ("missing.c true\n", ":1: "),
            ("\na.c maybe\n", ":2: "),
            ("a.c\n", "no expectation"),
            (
                "a.c false valid-memcleanup property=memsafety\n",
                "not a sub-property",
            ),
            ("a.c true property=termination\n", "unknown property"),
        ];
        for (text, message) in cases {
            let manifest = dir.path().join("m.txt");
            std::fs::write(&manifest, text).unwrap();
            let err = read(&manifest, &no_prp).unwrap_err();
            assert!(err.contains(message), "{text}: {err}");
        }
    }
}
