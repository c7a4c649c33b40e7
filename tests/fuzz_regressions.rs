//! Inputs found by fuzzing (fuzz/regressions/, see fuzz/README.md), checked
//! with the `canopy` command: each gets an answer or is rejected as an input
//! that cannot be analysed (exit code 0 to 3), never a crash, an abort or a
//! hang. Inputs LLVM cannot read (`unreadable_*`: malformed bitcode,
//! non-UTF-8 IR, a module its verifier rejects) are rejected with exit code 2
//! and a message.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// canopy's budget per input, and how long past it a run counts as a hang.
const TIMEOUT_SECS: u64 = 5;
const GRACE: Duration = Duration::from_secs(20);

/// The regression inputs (`.ll`, `.bc`, `.c`), sorted.
fn regressions() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/regressions");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("fuzz/regressions exists")
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| {
            p.extension()
                .is_some_and(|e| e == "ll" || e == "bc" || e == "c")
        })
        .collect();
    files.sort();
    files
}

/// Runs `canopy check FILE`; `None` when it gives no answer in time.
fn check(file: &Path) -> Option<Output> {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (out, err) = (dir.path().join("stdout"), dir.path().join("stderr"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_canopy"))
        .arg("check")
        .arg(file)
        .args(["--timeout", &TIMEOUT_SECS.to_string()])
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out).expect("create stdout"))
        .stderr(std::fs::File::create(&err).expect("create stderr"))
        .spawn()
        .expect("start canopy");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for canopy") {
            break status;
        }
        if start.elapsed() > Duration::from_secs(TIMEOUT_SECS) + GRACE {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        thread::sleep(Duration::from_millis(5));
    };
    Some(Output {
        status,
        stdout: std::fs::read(out).unwrap_or_default(),
        stderr: std::fs::read(err).unwrap_or_default(),
    })
}

#[test]
fn regressions_get_an_answer_or_an_input_error() {
    let files = regressions();
    assert!(!files.is_empty());
    let bad: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let said = match check(f) {
                None => "no answer in time".to_string(),
                Some(o) if matches!(o.status.code(), Some(0..=3)) => return None,
                Some(o) => format!("{}: {}", o.status, String::from_utf8_lossy(&o.stderr)),
            };
            Some(format!("{}: {said}", f.display()))
        })
        .collect();
    assert!(bad.is_empty(), "\n{}", bad.join("\n"));
}

#[test]
fn unreadable_inputs_are_input_errors() {
    let unreadable: Vec<_> = regressions()
        .into_iter()
        .filter(|f| {
            f.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("unreadable_"))
        })
        .collect();
    assert_eq!(unreadable.len(), 7, "{unreadable:?}");
    for f in unreadable {
        let out = check(&f).expect("an answer in time");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{}: {stderr}", f.display());
        assert!(stderr.contains("error"), "{}: {stderr}", f.display());
        assert!(
            out.stdout.is_empty(),
            "{}: no verdict expected",
            f.display()
        );
    }
}
