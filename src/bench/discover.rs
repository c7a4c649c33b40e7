//! Finding the tasks of a bench input: a directory, a manifest or one task definition.

use super::manifest::{self, is_task_definition};
use super::taskdef::{self, PrpReader};
use super::{annotation, Task};
use std::path::Path;

/// The tasks of a bench input, sorted by name.
#[derive(Debug)]
pub struct Discovered {
    pub tasks: Vec<Task>,
    /// Task definitions in a directory with no property canopy checks, left out.
    pub skipped: Vec<String>,
}

/// Finds the tasks of `input`: every annotated `.c`/`.i` file and every task
/// definition under a directory, the lines of a manifest, one `.yml` file or
/// one annotated C file.
pub fn discover(input: &Path, read_prp: PrpReader) -> Result<Discovered, String> {
    let meta =
        std::fs::metadata(input).map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    let mut found = if meta.is_dir() {
        let mut found = Discovered {
            tasks: Vec::new(),
            skipped: Vec::new(),
        };
        walk(input, input, read_prp, &mut found)?;
        found
    } else {
        let name = input.file_name().unwrap_or_default().to_string_lossy();
        let tasks = if is_task_definition(input) {
            taskdef::read(input, &name, read_prp)?
        } else if is_c_file(input) {
            let task = annotated(input, name.into_owned())?.ok_or_else(|| {
                format!(
                    "{}: the first line is no `// expect:` annotation",
                    input.display()
                )
            })?;
            vec![task]
        } else {
            manifest::read(input, read_prp)?
        };
        Discovered {
            tasks,
            skipped: Vec::new(),
        }
    };
    if found.tasks.is_empty() {
        return Err(format!(
            "{}: no tasks (annotated .c/.i files, task definitions with a memsafety, \
             memcleanup or unreach-call property, or manifest lines)",
            input.display()
        ));
    }
    found.tasks.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(found)
}

/// Collects the tasks under `dir`, named by their path relative to `root`.
fn walk(
    root: &Path,
    dir: &Path,
    read_prp: PrpReader,
    found: &mut Discovered,
) -> Result<(), String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut paths = entries
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    paths.sort();
    for path in paths {
        let name = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .to_string_lossy()
            .into_owned();
        if path.is_dir() {
            walk(root, &path, read_prp, found)?;
        } else if is_task_definition(&path) {
            let tasks = taskdef::read(&path, &name, read_prp)?;
            if tasks.is_empty() {
                found.skipped.push(name);
            }
            found.tasks.extend(tasks);
        } else if is_c_file(&path) {
            found.tasks.extend(annotated(&path, name)?);
        }
    }
    Ok(())
}

/// Whether a path names a C file (`.c`, or `.i` when preprocessed).
fn is_c_file(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "c" || e == "i")
}

/// The task of a C file with an `// expect:` first line, `None` without one.
fn annotated(path: &Path, name: String) -> Result<Option<Task>, String> {
    Ok(annotation::read(path)?.map(|a| Task {
        name,
        file: path.to_path_buf(),
        property: a.property,
        prp: None,
        expected: a.expected,
    }))
}
