//! The subset of YAML that SV-COMP task definitions use: block mappings, block
//! sequences (of scalars or of mappings), flow sequences of scalars, plain and
//! quoted scalars, comments. Anything else is an error naming its line.

/// A YAML node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Yaml {
    Scalar(String),
    List(Vec<Yaml>),
    /// Keys in document order.
    Map(Vec<(String, Yaml)>),
}

impl Yaml {
    /// The value of `key` in a mapping.
    pub fn get(&self, key: &str) -> Option<&Yaml> {
        match self {
            Yaml::Map(pairs) => pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The text of a scalar.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Yaml::Scalar(s) => Some(s),
            _ => None,
        }
    }
}

/// One content line: its number (1-based), indentation and text without comment.
#[derive(Clone, Debug)]
struct Line {
    no: usize,
    indent: usize,
    text: String,
}

/// Parses only the top-level entries of a mapping whose key is in `keys`, so
/// that constructs this subset lacks may stand in the others.
pub fn parse_keys(text: &str, keys: &[&str]) -> Result<Yaml, String> {
    let mut keep = false;
    let kept: Vec<&str> = text
        .lines()
        .map(|line| {
            let starts_entry = !line.starts_with([' ', '\t', '#', '-']) && !line.trim().is_empty();
            if starts_entry && line != "---" {
                keep = split_key(line).is_some_and(|(k, _)| keys.contains(&unquote(k)));
            }
            // Blank the others, so that errors keep the lines' numbers.
            if keep || line == "---" {
                line
            } else {
                ""
            }
        })
        .collect();
    parse(&kept.join("\n"))
}

/// Parses a document.
pub fn parse(text: &str) -> Result<Yaml, String> {
    let mut lines = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        if raw[..raw.len() - raw.trim_start().len()].contains('\t') {
            return Err(format!("line {}: tabs cannot indent YAML", i + 1));
        }
        let text = strip_comment(raw).trim_end();
        let trimmed = text.trim_start();
        if trimmed.is_empty() || trimmed == "---" || trimmed.starts_with('%') {
            continue;
        }
        lines.push(Line {
            no: i + 1,
            indent: text.len() - trimmed.len(),
            text: trimmed.to_string(),
        });
    }
    if lines.is_empty() {
        return Ok(Yaml::Map(Vec::new()));
    }
    let mut pos = 0;
    let indent = lines[0].indent;
    let doc = block(&mut lines, &mut pos, indent)?;
    match lines.get(pos) {
        Some(l) => Err(format!("line {}: unexpected indentation", l.no)),
        None => Ok(doc),
    }
}

/// Parses the block node whose lines start at `pos` with indentation `indent`.
fn block(lines: &mut [Line], pos: &mut usize, indent: usize) -> Result<Yaml, String> {
    if is_item(&lines[*pos].text) {
        sequence(lines, pos, indent)
    } else if split_key(&lines[*pos].text).is_some() {
        mapping(lines, pos, indent)
    } else {
        let line = &lines[*pos];
        *pos += 1;
        scalar_or_flow(&line.text, line.no)
    }
}

/// A block sequence: `- item` lines at `indent`.
fn sequence(lines: &mut [Line], pos: &mut usize, indent: usize) -> Result<Yaml, String> {
    let mut items = Vec::new();
    while *pos < lines.len() && lines[*pos].indent == indent && is_item(&lines[*pos].text) {
        let rest = lines[*pos].text[1..].trim_start().to_string();
        if rest.is_empty() {
            *pos += 1;
            items.push(nested(lines, pos, indent)?);
        } else {
            // `- key: value` starts a mapping whose keys line up after the dash.
            let offset = lines[*pos].text.len() - rest.len();
            lines[*pos].indent = indent + offset;
            lines[*pos].text = rest;
            items.push(block(lines, pos, indent + offset)?);
        }
    }
    Ok(Yaml::List(items))
}

/// A block mapping: `key: value` lines at `indent`.
fn mapping(lines: &mut [Line], pos: &mut usize, indent: usize) -> Result<Yaml, String> {
    let mut pairs: Vec<(String, Yaml)> = Vec::new();
    while *pos < lines.len() && lines[*pos].indent == indent && !is_item(&lines[*pos].text) {
        let line = lines[*pos].clone();
        let (key, value) = split_key(&line.text)
            .ok_or_else(|| format!("line {}: expected `key: value`", line.no))?;
        if pairs.iter().any(|(k, _)| k == key) {
            return Err(format!("line {}: key `{key}` given twice", line.no));
        }
        *pos += 1;
        let node = if !value.is_empty() {
            scalar_or_flow(value, line.no)?
        } else if *pos < lines.len() && lines[*pos].indent == indent && is_item(&lines[*pos].text) {
            sequence(lines, pos, indent)?
        } else {
            nested(lines, pos, indent)?
        };
        pairs.push((unquote(key).to_string(), node));
    }
    Ok(Yaml::Map(pairs))
}

/// The node indented deeper than `indent` at `pos`, or an empty scalar when there is none.
fn nested(lines: &mut [Line], pos: &mut usize, indent: usize) -> Result<Yaml, String> {
    match lines.get(*pos) {
        Some(l) if l.indent > indent => {
            let deeper = l.indent;
            block(lines, pos, deeper)
        }
        _ => Ok(Yaml::Scalar(String::new())),
    }
}

/// Whether a line is a sequence item.
fn is_item(text: &str) -> bool {
    text == "-" || text.starts_with("- ")
}

/// Splits `key: value` at the first colon followed by a space or the end, outside quotes.
fn split_key(text: &str) -> Option<(&str, &str)> {
    let mut quote = None;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (None, '\'' | '"') if i == 0 => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, ':') if text[i + 1..].is_empty() || text[i + 1..].starts_with(' ') => {
                return Some((text[..i].trim(), text[i + 1..].trim()));
            }
            _ => {}
        }
    }
    None
}

/// A scalar or a flow sequence of scalars (`[a, 'b']`).
fn scalar_or_flow(text: &str, no: usize) -> Result<Yaml, String> {
    if let Some(inner) = text.strip_prefix('[') {
        let inner = inner
            .strip_suffix(']')
            .ok_or_else(|| format!("line {no}: a flow sequence must end on its line"))?;
        if inner.contains(['[', '{']) {
            return Err(format!(
                "line {no}: nested flow collections are not supported"
            ));
        }
        let items = inner
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| Yaml::Scalar(unquote(s).to_string()))
            .collect();
        return Ok(Yaml::List(items));
    }
    if text.starts_with(['{', '|', '>', '&', '*', '!']) {
        return Err(format!(
            "line {no}: `{text}`: this YAML construct is not supported"
        ));
    }
    Ok(Yaml::Scalar(unquote(text).to_string()))
}

/// Removes one pair of matching quotes.
fn unquote(s: &str) -> &str {
    for q in ['\'', '"'] {
        if let Some(inner) = s.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            return inner;
        }
    }
    s
}

/// Cuts a ` #` comment that is not inside quotes.
fn strip_comment(line: &str) -> &str {
    let mut quote = None;
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '#') if prev == ' ' => return &line[..i],
            _ => {}
        }
        prev = c;
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(x: &str) -> Yaml {
        Yaml::Scalar(x.to_string())
    }

    #[test]
    fn task_definition() {
        let doc = parse(
            "format_version: '2.0'\n\n# old file name: x.c\ninput_files: 'test-1.i'\n\
             properties:\n  - property_file: ../properties/valid-memsafety.prp\n    \
             expected_verdict: false\n    subproperty: valid-memtrack # note\n  \
             - property_file: ../properties/unreach-call.prp\n    expected_verdict: true\n\
             options:\n  language: C\n  data_model: ILP32\n",
        )
        .unwrap();
        assert_eq!(doc.get("format_version"), Some(&s("2.0")));
        assert_eq!(doc.get("input_files"), Some(&s("test-1.i")));
        let Some(Yaml::List(props)) = doc.get("properties") else {
            panic!("properties: {doc:?}")
        };
        assert_eq!(props.len(), 2);
        assert_eq!(props[0].get("subproperty"), Some(&s("valid-memtrack")));
        assert_eq!(props[1].get("expected_verdict"), Some(&s("true")));
        assert_eq!(
            doc.get("options").and_then(|o| o.get("data_model")),
            Some(&s("ILP32"))
        );
    }

    #[test]
    fn sequences_at_key_indentation_and_flow_sequences() {
        let doc = parse("input_files:\n- a.c\n- 'b.c'\nflow: [x.c, \"y.c\"]\n").unwrap();
        assert_eq!(
            doc.get("input_files"),
            Some(&Yaml::List(vec![s("a.c"), s("b.c")]))
        );
        assert_eq!(doc.get("flow"), Some(&Yaml::List(vec![s("x.c"), s("y.c")])));
    }

    #[test]
    fn only_the_keys_asked_for() {
        let text = "format_version: '2.1'\nadditional_information:\n  note: |\n    free text\n\
                    input_files:\n- a.i\n# a comment\nextra: {a: 1}\n";
        assert!(parse(text).is_err());
        let doc = parse_keys(text, &["format_version", "input_files"]).unwrap();
        let expected = Yaml::Map(vec![
            ("format_version".into(), s("2.1")),
            ("input_files".into(), Yaml::List(vec![s("a.i")])),
        ]);
        assert_eq!(doc, expected);
        let err = parse_keys("a: 1\nb: {x}\nc: [d\n", &["a", "c"]).unwrap_err();
        assert!(err.starts_with("line 3"), "{err}");
    }

    #[test]
    fn errors_name_the_line() {
        assert!(parse("a: 1\n  b: 2\n").unwrap_err().starts_with("line 2"));
        assert!(parse("a: 1\na: 2\n").unwrap_err().contains("twice"));
        assert!(parse("a: {b: 1}\n").unwrap_err().contains("not supported"));
        assert!(parse("a: [b\n").unwrap_err().starts_with("line 1"));
    }
}
