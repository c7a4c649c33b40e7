//! Shared by `tests/corpus.rs` and `tests/native.rs`: finding the corpus in
//! `data/`, reading its annotations (CONTRACT.md, "Corpus annotations"),
//! running canopy on one file in a child process, and a small parallel map.
//!
//! A test binary that uses this module must have the test
//! `#[test] fn child() { common::child_main() }`.
#![allow(dead_code)]

use canopy::bench::{annotation, Expected};
use canopy::{DomainKind, Options, Property};
use serde_json::Value;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

/// Budget given to canopy for one corpus file: the slowest file
/// (`fa/rbtree_safe.c`, about 5 s alone) keeps a margin of more than two
/// in its pass's share (60%) with two checks at once on a loaded machine.
pub const CHECK_TIMEOUT: Duration = Duration::from_secs(30);

/// How long past its own budget a check may run before it is killed.
const CHECK_GRACE: Duration = Duration::from_secs(40);

/// What a correct analyser says about one corpus file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// `None` for `// expect: true`, else the violated sub-property
    /// (`valid-deref`, `valid-free`, `valid-memtrack`, `valid-memcleanup`, `unreach-call`).
    pub violated: Option<String>,
    /// `// property:` (default memsafety).
    pub property: Property,
    /// `// domains:` (default: the default domain only).
    pub domains: Vec<DomainKind>,
    /// Lines (1-based) ending in `// ERROR`: where the violation is reported.
    pub error_lines: Vec<u32>,
}

impl Expectation {
    /// `true` or `false valid-deref`, as in the annotation.
    pub fn describe(&self) -> String {
        match &self.violated {
            None => "true".to_string(),
            Some(sub) => format!("false {sub}"),
        }
    }
}

fn parse_domain(s: &str) -> Result<DomainKind, String> {
    match s {
        "smg" => Ok(DomainKind::Smg),
        "fa" => Ok(DomainKind::Fa),
        "product" => Ok(DomainKind::Product),
        _ => Err(format!("unknown domain `{s}`")),
    }
}

/// Reads the annotations of one corpus file: the `// expect:` first line and
/// `// property:` line as `canopy bench` reads them, the optional `// domains:`
/// line, and the `// ERROR` markers.
pub fn parse_annotations(text: &str) -> Result<Expectation, String> {
    let header: String = text
        .lines()
        .take_while(|l| l.starts_with("//"))
        .map(|l| format!("{l}\n"))
        .collect();
    let annotation = annotation::parse(&header)?.ok_or("the first line is not `// expect: ...`")?;
    let property = annotation.property;
    let violated = match annotation.expected {
        Expected::True => None,
        Expected::False(Some(sub)) => Some(sub),
        Expected::False(None) => {
            return Err("an `expect: false` line names no sub-property".to_string())
        }
    };

    let mut domains = Vec::new();
    for line in text.lines().skip(1).take_while(|l| l.starts_with("// ")) {
        if let Some(d) = line.strip_prefix("// domains:") {
            for name in d.split(|c: char| c == ',' || c.is_whitespace()) {
                if !name.is_empty() {
                    domains.push(parse_domain(name)?);
                }
            }
            if domains.is_empty() {
                return Err("`// domains:` names no domain".to_string());
            }
        }
    }
    if domains.is_empty() {
        domains.push(Options::default().domain);
    }

    let error_lines: Vec<u32> = text
        .lines()
        .zip(1..)
        .filter(|(line, _)| line.trim_end().ends_with("// ERROR"))
        .map(|(_, n)| n)
        .collect();
    match (&violated, error_lines.len()) {
        (None, 0) | (Some(_), 1) => {}
        (None, _) => return Err("an `expect: true` file has a `// ERROR` line".to_string()),
        (Some(_), n) => {
            return Err(format!(
                "an `expect: false` file needs exactly one `// ERROR` line, it has {n}"
            ))
        }
    }

    Ok(Expectation {
        violated,
        property,
        domains,
        error_lines,
    })
}

/// The corpus root.
pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// Every `.c` file under `data/`, sorted.
pub fn corpus_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let entries =
            std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()));
        for entry in entries {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "c") {
                out.push(path);
            }
        }
    }
    let mut files = Vec::new();
    walk(&data_dir(), &mut files);
    files.sort();
    files
}

/// One corpus file with its annotations.
pub struct Entry {
    pub path: PathBuf,
    /// The path relative to `data/`, for messages.
    pub name: String,
    pub expect: Expectation,
}

/// The whole corpus: the well-annotated files, and a message for every file
/// whose annotations are missing or invalid.
pub fn load_corpus() -> (Vec<Entry>, Vec<String>) {
    let mut entries = Vec::new();
    let mut bad = Vec::new();
    for path in corpus_files() {
        let name = path
            .strip_prefix(data_dir())
            .unwrap_or(&path)
            .display()
            .to_string();
        let parsed = std::fs::read_to_string(&path)
            .map_err(|e| e.to_string())
            .and_then(|text| parse_annotations(&text));
        match parsed {
            Ok(expect) => entries.push(Entry { path, name, expect }),
            Err(e) => bad.push(format!("{name}: {e}")),
        }
    }
    (entries, bad)
}

/// The parts of a report the tests look at.
pub struct Answer {
    pub verdict: String,
    pub violated: Option<String>,
    pub reason: Option<String>,
    pub diagnostics: Vec<Diag>,
}

pub struct Diag {
    pub line: u32,
    pub column: u32,
    pub property: String,
    pub message: String,
    pub confirmed: bool,
}

/// What came of running canopy on one file.
pub enum Outcome {
    Answer(Answer),
    FrontError(String),
    /// The check panicked or died (e.g. of a stack overflow): its last words.
    Crashed(String),
    /// No answer within the budget plus grace; the check was killed.
    Hung(Duration),
}

impl Outcome {
    /// One line: the verdict, or what went wrong.
    pub fn summary(&self) -> String {
        match self {
            Outcome::Answer(a) => match &a.violated {
                Some(sub) => format!("{} ({sub})", a.verdict),
                None => a.verdict.clone(),
            },
            Outcome::FrontError(e) => format!("front error: {}", e.lines().next().unwrap_or("")),
            Outcome::Crashed(_) => "crashed".to_string(),
            Outcome::Hung(after) => format!("no answer within {after:?}"),
        }
    }

    /// The details behind the summary: reason and diagnostics.
    pub fn details(&self) -> Vec<String> {
        match self {
            Outcome::Answer(a) => {
                let mut out: Vec<String> =
                    a.reason.iter().map(|r| format!("reason: {r}")).collect();
                for d in &a.diagnostics {
                    out.push(format!(
                        "line {}:{} {} [{}] {}",
                        d.line,
                        d.column,
                        d.message,
                        d.property,
                        if d.confirmed {
                            "confirmed"
                        } else {
                            "unconfirmed"
                        },
                    ));
                }
                out
            }
            Outcome::FrontError(e) => e.lines().skip(1).take(10).map(str::to_string).collect(),
            Outcome::Crashed(words) => words.lines().map(str::to_string).collect(),
            Outcome::Hung(_) => Vec::new(),
        }
    }

    /// Whether canopy claimed the property holds.
    pub fn is_true(&self) -> bool {
        matches!(self, Outcome::Answer(a) if a.verdict == "true")
    }
}

/// Tells a child process which check to run: "PATH\tPROPERTY\tDOMAIN\tSECONDS".
const CHILD_ENV: &str = "CANOPY_TEST_CHILD";
/// Starts the child's answer line on stdout.
const ANSWER_MARKER: &str = "CANOPY-ANSWER: ";

/// Runs `canopy::check_file` on one file with the given property, domain
/// and timeout.
///
/// The check runs in a child process (this test binary again, running only
/// the `child` test, see [`child_main`]) so that a panic, a stack overflow or
/// a hang is one bad outcome instead of the end of the whole test run.
pub fn run_canopy(
    path: &Path,
    property: Property,
    domain: DomainKind,
    timeout: Duration,
) -> Outcome {
    let job = format!(
        "{}\t{}\t{}\t{}",
        path.display(),
        property.as_str(),
        domain.as_str(),
        timeout.as_secs()
    );
    let exe = std::env::current_exe().expect("the test binary");
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (out_path, err_path) = (dir.path().join("stdout"), dir.path().join("stderr"));
    let mut child = Command::new(exe)
        .args(["--exact", "child", "--nocapture", "--test-threads=1"])
        .env(CHILD_ENV, job)
        .stdin(Stdio::null())
        .stdout(File::create(&out_path).expect("create the child's stdout"))
        .stderr(File::create(&err_path).expect("create the child's stderr"))
        .spawn()
        .expect("start a child process");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the child") {
            break status;
        }
        if start.elapsed() > timeout + CHECK_GRACE {
            let _ = child.kill();
            let _ = child.wait();
            return Outcome::Hung(timeout + CHECK_GRACE);
        }
        thread::sleep(Duration::from_millis(5));
    };
    let stdout = std::fs::read_to_string(&out_path).unwrap_or_default();
    let answer = stdout
        .lines()
        .find_map(|l| l.split_once(ANSWER_MARKER).map(|(_, json)| json));
    match answer.map(serde_json::from_str::<Value>) {
        Some(Ok(v)) => parse_answer(&v),
        _ => {
            let stderr = std::fs::read_to_string(&err_path).unwrap_or_default();
            let mut words: Vec<String> = stderr
                .lines()
                .filter(|l| !l.trim().is_empty() && !l.starts_with("note: run with"))
                .take(4)
                .map(str::to_string)
                .collect();
            words.push(format!("child {status}"));
            Outcome::Crashed(words.join("\n"))
        }
    }
}

/// The body of the `child` test of a test binary: when this process was
/// started by [`run_canopy`], checks the file and prints the answer as one
/// JSON line; otherwise does nothing.
pub fn child_main() {
    let Ok(job) = std::env::var(CHILD_ENV) else {
        return;
    };
    let parts: Vec<&str> = job.split('\t').collect();
    let [path, property, domain, seconds] = parts[..] else {
        panic!("bad {CHILD_ENV}: {job}");
    };
    let opts = Options {
        domain: parse_domain(domain).unwrap(),
        property: annotation::parse_property(property).unwrap(),
        timeout: Some(Duration::from_secs(seconds.parse().unwrap())),
        ..Default::default()
    };
    let path = PathBuf::from(path);
    // The stack of a main thread, as the command-line tool has.
    let check = thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || match canopy::check_file(&path, &opts) {
            Ok(report) => serde_json::json!({ "report": report }),
            Err(e) => serde_json::json!({ "front_error": format!("{}\n{}", e.message, e.details) }),
        })
        .expect("start the check");
    let answer = check.join().expect("the check panicked");
    println!("{ANSWER_MARKER}{answer}");
}

/// Reads the child's JSON line back (the report's own JSON form).
fn parse_answer(v: &Value) -> Outcome {
    let text = |v: &Value| v.as_str().map(str::to_string);
    if let Some(e) = v.get("front_error") {
        return Outcome::FrontError(text(e).unwrap_or_default());
    }
    let r = &v["report"];
    let diagnostics = r["diagnostics"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .map(|d| Diag {
            line: d["line"].as_u64().unwrap_or(0) as u32,
            column: d["column"].as_u64().unwrap_or(0) as u32,
            property: text(&d["property"]).unwrap_or_default(),
            message: text(&d["message"]).unwrap_or_default(),
            confirmed: d["confirmed"].as_bool().unwrap_or(false),
        })
        .collect();
    Outcome::Answer(Answer {
        verdict: text(&r["verdict"]).unwrap_or_default(),
        violated: text(&r["violated"]),
        reason: text(&r["reason"]),
        diagnostics,
    })
}

/// Maps `f` over `items` on `threads` threads, keeping the order of `items`.
pub fn parallel_map<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                results.lock().unwrap()[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|r| r.expect("every item was mapped"))
        .collect()
}

/// Prints rows as a table with aligned columns; a row's extra lines go
/// under its last column.
pub fn table(header: &[&str], rows: &[(Vec<String>, Vec<String>)]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.len()).collect();
    for (cells, _) in rows {
        for (w, c) in widths.iter_mut().zip(cells) {
            *w = (*w).max(c.len());
        }
    }
    let line = |cells: &[String]| -> String {
        let padded: Vec<String> = cells
            .iter()
            .zip(&widths)
            .map(|(c, w)| format!("{c:<w$}"))
            .collect();
        padded.join(" | ").trim_end().to_string()
    };
    let header: Vec<String> = header.iter().map(|h| h.to_string()).collect();
    let mut out = line(&header) + "\n";
    out += &widths
        .iter()
        .map(|w| "-".repeat(*w))
        .collect::<Vec<_>>()
        .join("-+-");
    out += "\n";
    let indent: usize = widths[..widths.len() - 1].iter().map(|w| w + 3).sum();
    for (cells, extra) in rows {
        out += &line(cells);
        out += "\n";
        for e in extra {
            out += &format!("{:indent$}{e}\n", "");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn annotations_are_parsed() {
        let e =
            parse_annotations("// expect: false valid-free\nint main() {\n free(p); // ERROR\n}\n")
                .unwrap();
        assert_eq!(e.violated.as_deref(), Some("valid-free"));
        assert_eq!(e.property, Property::Memsafety);
        assert_eq!(e.error_lines, vec![3]);

        let e =
            parse_annotations("// expect: true\n// property: memcleanup\n// domains: fa, smg\n")
                .unwrap();
        assert_eq!(e.violated, None);
        assert_eq!(e.property, Property::Memcleanup);
        assert_eq!(e.domains, vec![DomainKind::Fa, DomainKind::Smg]);

        assert!(parse_annotations("int x;\n").is_err());
        assert!(parse_annotations("// expect: false valid-deref\nint x;\n").is_err());
        assert!(parse_annotations("// expect: false valid-memcleanup\nx; // ERROR\n").is_err());
        assert!(parse_annotations("// expect: true\nx; // ERROR\n").is_err());
    }
}
