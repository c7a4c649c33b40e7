//! SV-COMP task definitions (`.yml`, format versions 1.x and 2.x): the input file and,
//! per property file, the expected verdict and sub-property.

use super::yaml::{self, Yaml};
use super::{Expected, Task};
use crate::Property;
use std::path::{Path, PathBuf};

/// Reads the property an SV-COMP property file asks for; an error means canopy does not check it.
pub type PrpReader<'a> = &'a dyn Fn(&Path) -> Result<Property, String>;

/// Reads a task definition: one task per property canopy checks (possibly none).
/// `name` is the definition's name in the bench; it gets `:PROPERTY` appended
/// when the definition yields several tasks.
pub fn read(path: &Path, name: &str, read_prp: PrpReader) -> Result<Vec<Task>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let doc = yaml::parse_keys(&text, &["format_version", "input_files", "properties"])
        .map_err(|e| format!("{}: {e}", path.display()))?;
    tasks(&doc, path, name, read_prp).map_err(|e| format!("{}: {e}", path.display()))
}

/// The tasks of a parsed definition; paths in it are relative to `path`'s directory.
fn tasks(doc: &Yaml, path: &Path, name: &str, read_prp: PrpReader) -> Result<Vec<Task>, String> {
    match doc.get("format_version").and_then(Yaml::as_str) {
        // 2.0 adds `options` (language, data model) to 1.x, and 2.1
        // `additional_information`; canopy reads neither.
        Some(v) if v.starts_with("1.") || v.starts_with("2.") => {}
        Some(v) => return Err(format!("format_version {v} is not supported (1.x, 2.x)")),
        None => return Err("no format_version: not an SV-COMP task definition".into()),
    }
    let dir = path.parent().unwrap_or(Path::new(""));
    let file = dir.join(input_file(doc)?);
    let Some(Yaml::List(properties)) = doc.get("properties") else {
        return Err("no `properties:` list".into());
    };
    let mut found = Vec::new();
    for p in properties {
        let prp = p
            .get("property_file")
            .and_then(Yaml::as_str)
            .ok_or("a property without `property_file`")?;
        let Some(verdict) = p.get("expected_verdict").and_then(Yaml::as_str) else {
            continue;
        };
        let Some((property, prp)) = property(&dir.join(prp), read_prp) else {
            continue;
        };
        let sub = p.get("subproperty").and_then(Yaml::as_str);
        let expected = Expected::parse(&[verdict].into_iter().chain(sub).collect::<Vec<_>>())?;
        expected.check_property(property)?;
        found.push(Task {
            name: name.to_string(),
            file: file.clone(),
            property,
            prp,
            expected,
        });
    }
    if found.len() > 1 {
        for t in &mut found {
            t.name = format!("{name}:{}", t.property.as_str());
        }
    }
    Ok(found)
}

/// The property a property file asks for, and the file to pass on as `--prp`;
/// a missing file (task directories are often copied without `../properties/`)
/// is known by its SV-COMP name. `None` when canopy does not check the property.
fn property(prp: &Path, read_prp: PrpReader) -> Option<(Property, Option<PathBuf>)> {
    if prp.is_file() {
        return read_prp(prp).ok().map(|p| (p, Some(prp.to_path_buf())));
    }
    let property = match prp.file_stem()?.to_str()? {
        "valid-memsafety" => Property::Memsafety,
        "valid-memcleanup" => Property::Memcleanup,
        "unreach-call" => Property::UnreachCall,
        _ => return None,
    };
    Some((property, None))
}

/// The one input file (`input_files` as a scalar or a one-element list).
fn input_file(doc: &Yaml) -> Result<&str, String> {
    match doc.get("input_files") {
        Some(Yaml::Scalar(f)) if !f.is_empty() => Ok(f),
        Some(Yaml::List(files)) => match files.as_slice() {
            [Yaml::Scalar(f)] => Ok(f),
            [] => Err("`input_files` is empty".into()),
            _ => Err("several `input_files`: canopy bench takes one file per task".into()),
        },
        _ => Err("no `input_files`".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Maps property file names to properties as SV-COMP names them.
    fn by_name(p: &Path) -> Result<Property, String> {
        match p.file_stem().and_then(|s| s.to_str()) {
            Some("valid-memsafety") => Ok(Property::Memsafety),
            Some("unreach-call") => Ok(Property::UnreachCall),
            _ => Err("unsupported".into()),
        }
    }

    fn write(dir: &Path, name: &str, text: &str) -> std::path::PathBuf {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    }

    #[test]
    fn one_task_per_supported_property() {
        let dir = tempfile::tempdir().unwrap();
        for prp in ["valid-memsafety.prp", "unreach-call.prp", "no-overflow.prp"] {
            write(dir.path(), prp, "");
        }
        let yml = write(
            dir.path(),
            "t.yml",
            "format_version: '2.0'\ninput_files: 't.i'\nproperties:\n\
             - property_file: valid-memsafety.prp\n  expected_verdict: false\n  subproperty: valid-free\n\
             - property_file: no-overflow.prp\n  expected_verdict: true\n\
             - property_file: unreach-call.prp\n  expected_verdict: true\n",
        );
        let tasks = read(&yml, "t.yml", &by_name).unwrap();
        assert_eq!(tasks.len(), 2);
        assert_eq!(tasks[0].name, "t.yml:memsafety");
        assert_eq!(
            tasks[0].expected,
            Expected::False(Some("valid-free".into()))
        );
        assert_eq!(tasks[0].file, dir.path().join("t.i"));
        assert_eq!(tasks[1].expected, Expected::True);
        assert_eq!(tasks[1].prp, Some(dir.path().join("unreach-call.prp")));
    }

    #[test]
    fn missing_property_files_known_by_name() {
        let dir = tempfile::tempdir().unwrap();
        let yml = write(
            dir.path(),
            "t.yml",
            "format_version: '2.0'\ninput_files: t.i\nproperties:\n\
             - property_file: ../properties/valid-memcleanup.prp\n  expected_verdict: true\n\
             - property_file: ../properties/termination.prp\n  expected_verdict: true\n",
        );
        let tasks = read(&yml, "t.yml", &by_name).unwrap();
        assert_eq!(tasks.len(), 1);
        assert_eq!(
            (tasks[0].property, &tasks[0].prp),
            (Property::Memcleanup, &None)
        );
    }

    #[test]
    fn bad_definitions() {
        let dir = tempfile::tempdir().unwrap();
        let head = "format_version: '2.0'\n";
        let cases = [
            ("input_files: a.i\nproperties: []\n", "format_version"),
            (
                "format_version: '3.0'\ninput_files: a.i\nproperties: []\n",
                "not supported",
            ),
            ("properties: []\n", "input_files"),
            ("input_files: [a.i, b.i]\nproperties: []\n", "several"),
            ("input_files: a.i\n", "properties"),
            (
                "input_files: a.i\nproperties:\n- expected_verdict: true\n",
                "without `property_file`",
            ),
        ];
        for (i, (body, message)) in cases.into_iter().enumerate() {
            let text = if i < 2 {
                body.to_string()
            } else {
                format!("{head}{body}")
            };
            let yml = write(dir.path(), "bad.yml", &text);
            let err = read(&yml, "bad.yml", &by_name).unwrap_err();
            assert!(err.contains(message), "{text}: {err}");
        }
        assert!(read(&dir.path().join("none.yml"), "none.yml", &by_name).is_err());
    }
}
