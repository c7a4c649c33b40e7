//! Budgets and determinism of the `canopy` binary (issue 7, point 4).
//!
//! `--timeout`, `--memory-limit` and `--max-states` end in `unknown` with a
//! reason, well within their bound, on a program canopy cannot finish
//! quickly; the same input gives byte-identical JSON (minus the timings) across
//! runs, and whether files are checked in one process or separately.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A loop with an unknown bound over two counters and an array: the state
/// space is large (every pair of counter values) and canopy does not finish
/// it within a minute.
const ENDLESS: &str = "\
extern int __VERIFIER_nondet_int(void);
int main(void)
{
    int a[16];
    int i = 0, j = 0;
    while (__VERIFIER_nondet_int()) {
        if (__VERIFIER_nondet_int())
            i = (i + 1) % 16;
        else
            j = (j + 3) % 16;
        a[i] = j;
        a[j] = i;
    }
    return a[0] - a[0];
}
";

/// A DLL of DLLs whose inner nodes hold an input: joins of its states used
/// to retry failed insertions for minutes, past any `--timeout`.
const BACKTRACKING_JOIN: &str = r#"#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct inner { struct inner *next, *prev; int val; };
struct outer { struct outer *next, *prev; struct inner *first, *last; };
int main(void)
{
    struct outer *head = NULL;
    while (__VERIFIER_nondet_int()) {
        struct outer *o = malloc(sizeof(*o));
        if (!o)
            abort();
        o->first = o->last = NULL;
        o->prev = NULL;
        o->next = head;
        if (head)
            head->prev = o;
        head = o;
        while (__VERIFIER_nondet_int()) {
            struct inner *i = malloc(sizeof(*i));
            if (!i)
                abort();
            i->val = __VERIFIER_nondet_int();
            i->next = NULL;
            i->prev = o->last;
            if (o->last)
                o->last->next = i;
            else
                o->first = i;
            o->last = i;
        }
    }
    while (head) {
        struct outer *o = head;
        head = head->next;
        struct inner *i = o->first;
        while (i) {
            struct inner *n = i->next;
            free(i);
            i = n;
        }
        free(o);
    }
    return 0;
}
"#;

/// Writes a program into a fresh directory and returns its path.
fn program(text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let path = dir.path().join("prog.c");
    std::fs::write(&path, text).expect("write the program");
    (dir, path)
}

/// Writes the hard program into a fresh directory and returns its path.
fn endless() -> (tempfile::TempDir, PathBuf) {
    program(ENDLESS)
}

/// Runs `canopy check ARGS... --format json`; returns the output and the wall time.
fn canopy(args: &[&str], files: &[&Path]) -> (Output, Duration) {
    let start = Instant::now();
    let out = Command::new(env!("CARGO_BIN_EXE_canopy"))
        .arg("check")
        .args(files)
        .args(args)
        .args(["--format", "json"])
        .stdin(Stdio::null())
        .output()
        .expect("run canopy");
    (out, start.elapsed())
}

/// The single JSON report of a run on one file.
fn report(out: &Output) -> Value {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().next().unwrap_or_else(|| {
        panic!(
            "no report; stderr:\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    serde_json::from_str(line).expect("a JSON report")
}

/// Asserts an `unknown` verdict (exit code 3) whose reason starts with `prefix`.
fn assert_unknown(out: &Output, prefix: &str) -> Value {
    let r = report(out);
    assert_eq!(r["verdict"], "unknown", "report: {r}");
    assert_eq!(out.status.code(), Some(3), "report: {r}");
    let reason = r["reason"].as_str().unwrap_or("");
    assert!(
        reason.starts_with(prefix),
        "reason `{reason}` does not start with `{prefix}`"
    );
    r
}

#[test]
fn timeout_ends_in_unknown_within_its_bound() {
    let (_dir, file) = endless();
    // States without bound: the exploration gets past the default state
    // limit within a few seconds.
    let (out, took) = canopy(&["--timeout", "3", "--max-states", "100000000"], &[&file]);
    let r = assert_unknown(&out, "timeout");
    // Compilation is not counted, but it takes well under a second.
    assert!(
        took < Duration::from_secs(6),
        "--timeout 3 took {took:?}: {r}"
    );
}

#[test]
fn timeout_bounds_the_smg_join() {
    let (_dir, file) = program(BACKTRACKING_JOIN);
    let (out, took) = canopy(&["--timeout", "2", "--domain", "smg"], &[&file]);
    let r = report(&out);
    assert_ne!(r["verdict"], "false", "a safe program: {r}");
    assert!(
        took < Duration::from_secs(5),
        "--timeout 2 took {took:?}: {r}"
    );
}

#[test]
fn state_limit_ends_in_unknown_within_its_bound() {
    let (_dir, file) = endless();
    let (out, took) = canopy(&["--max-states", "2000", "--timeout", "60"], &[&file]);
    let r = assert_unknown(&out, "state limit");
    let states = r["stats"]["states"].as_u64().unwrap_or(u64::MAX);
    assert!(states <= 4000, "--max-states 2000 created {states} states");
    assert!(
        took < Duration::from_secs(20),
        "--max-states 2000 took {took:?}"
    );
}

#[test]
fn memory_limit_ends_in_unknown_within_its_bound() {
    let (_dir, file) = endless();
    // The process starts at about 90 MiB (LLVM is loaded); the analysis of
    // this program grows past 120 MiB within seconds. The timeout is a
    // safety net: hitting it means the memory limit was not enforced.
    let (out, took) = canopy(
        &[
            "--memory-limit",
            "120",
            "--max-states",
            "100000000",
            "--timeout",
            "45",
        ],
        &[&file],
    );
    assert_unknown(&out, "memory limit");
    assert!(
        took < Duration::from_secs(40),
        "--memory-limit 120 took {took:?}"
    );
}

/// The corpus files used for determinism, and the extra arguments.
fn determinism_inputs() -> Vec<PathBuf> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/basic");
    [
        "dll_bug.c",
        "sll_safe.c",
        "tree_bug.c",
        "leak_in_loop_bug.c",
        "use_after_free_bug.c",
    ]
    .iter()
    .map(|f| data.join(f))
    .filter(|p| p.exists())
    .collect()
}

/// The JSON lines of a run with the timings (`time_ms`, `compile_ms`) blanked.
fn without_time(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).expect("a JSON report");
            let mut v = v;
            v["stats"]["time_ms"] = Value::Null;
            v["stats"]["compile_ms"] = Value::Null;
            if let Some(passes) = v["stats"]["passes"].as_array_mut() {
                for pass in passes {
                    pass["time_ms"] = Value::Null;
                }
            }
            v.to_string()
        })
        .collect()
}

#[test]
fn json_is_deterministic_across_runs_and_batches() {
    let (_dir, hard) = endless();
    let mut files = determinism_inputs();
    // A budget that cuts the analysis at a fixed point (not a timeout).
    files.push(hard);
    let paths: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let args = ["--max-states", "3000"];

    let (first, _) = canopy(&args, &paths);
    let (second, _) = canopy(&args, &paths);
    let first = without_time(&first);
    assert_eq!(first.len(), paths.len(), "one report per file");
    assert_eq!(first, without_time(&second), "two runs differ");

    let separately: Vec<String> = paths
        .iter()
        .flat_map(|p| without_time(&canopy(&args, &[p]).0))
        .collect();
    assert_eq!(first, separately, "one process vs one process per file");

    // The raw bytes too, once the numbers of milliseconds are blanked.
    let (a, _) = canopy(&args, &paths[..1]);
    let (b, _) = canopy(&args, &paths[..1]);
    let blank = |o: &Output| {
        let mut s = String::from_utf8_lossy(&o.stdout).into_owned();
        for key in ["\"time_ms\":", "\"compile_ms\":"] {
            let mut from = 0;
            while let Some(i) = s[from..].find(key) {
                let start = from + i + key.len();
                let end = s[start..]
                    .find(|c: char| !c.is_ascii_digit())
                    .map_or(s.len(), |e| start + e);
                s = format!("{}{}", &s[..start], &s[end..]);
                from = start;
            }
        }
        s
    };
    assert_eq!(blank(&a), blank(&b), "the bytes of two runs differ");
}
