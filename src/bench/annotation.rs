//! Corpus annotations (CONTRACT.md, "Corpus annotations"): the `// expect:`
//! first line of a C file and the `// property:` line after it.

use super::Expected;
use crate::Property;
use clap::ValueEnum;
use std::io::{BufRead, BufReader};
use std::path::Path;

/// What the annotations of one file say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    pub expected: Expected,
    /// `// property:` (default memsafety).
    pub property: Property,
}

/// Reads the annotation of a file; `Ok(None)` when its first line is no `// expect:` line.
pub fn read(path: &Path) -> Result<Option<Annotation>, String> {
    let file =
        std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut header = String::new();
    // Byte lines: a file need not be UTF-8 past (or even in) its comments.
    for line in BufReader::new(file).split(b'\n') {
        let line = line.map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let line = String::from_utf8_lossy(&line);
        if !line.starts_with("//") {
            break;
        }
        header.push_str(line.trim_end_matches('\r'));
        header.push('\n');
    }
    parse(&header).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parses the leading comment lines of a file; `Ok(None)` without a `// expect:` first line.
pub fn parse(header: &str) -> Result<Option<Annotation>, String> {
    let mut lines = header.lines();
    let Some(words) = lines.next().and_then(|l| l.strip_prefix("// expect:")) else {
        return Ok(None);
    };
    let expected = Expected::parse(&words.split_whitespace().collect::<Vec<_>>())?;
    let mut property = Property::Memsafety;
    for line in lines.take_while(|l| l.starts_with("//")) {
        if let Some(p) = line.strip_prefix("// property:") {
            property = parse_property(p.trim())?;
        }
    }
    expected.check_property(property)?;
    Ok(Some(Annotation { expected, property }))
}

/// Parses a property name as `canopy check --property` takes it.
pub fn parse_property(name: &str) -> Result<Property, String> {
    Property::from_str(name, false).map_err(|_| {
        format!("unknown property `{name}`: expected memsafety, memcleanup or unreach-call")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expectations_and_properties() {
        let a = parse("// expect: false valid-deref\n").unwrap().unwrap();
        assert_eq!(a.expected, Expected::False(Some("valid-deref".into())));
        assert_eq!(a.property, Property::Memsafety);
        let b = parse("// expect: true\n// domains: fa\n// property: memcleanup\n")
            .unwrap()
            .unwrap();
        assert_eq!(
            (b.expected, b.property),
            (Expected::True, Property::Memcleanup)
        );
    }

    #[test]
    fn files_without_annotation_and_bad_annotations() {
        assert_eq!(parse("// a comment\n"), Ok(None));
        assert_eq!(parse(""), Ok(None));
        assert!(parse("// expect: maybe\n").is_err());
        assert!(parse("// expect: false valid-memcleanup\n").is_err());
        assert!(parse("// expect: true\n// property: termination\n").is_err());
    }

    #[test]
    fn files_need_not_be_utf8() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.c");
        std::fs::write(
            &path,
            b"// expect: true\r\n// (c) J\xf6rg\r\nint x;\n\xff\n",
        )
        .unwrap();
        let a = read(&path).unwrap().unwrap();
        assert_eq!(a.expected, Expected::True);
    }
}
