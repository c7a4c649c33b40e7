//! The native cross-check (a soundness harness for canopy and for the corpus).
//!
//! Every program in `data/` is compiled with clang and AddressSanitizer,
//! UndefinedBehaviorSanitizer and LeakSanitizer, linked with
//! `tests/native/runtime.c` (which answers `__VERIFIER_nondet_*` from the seed
//! in `CANOPY_SEED`), and run with several seeds. A run fails when a
//! sanitizer reports an error (LeakSanitizer takes only globals as roots, and
//! for `memcleanup` programs not even those: every block still allocated at
//! exit counts), when
//! `reach_error()` is called, or when the program dies of a signal.
//!
//! Asserted:
//! (a) no run of an `expect: true` program fails (else the corpus is wrong);
//! (b) for every program with a failing run, canopy does not answer `true`
//!     (else canopy is unsound).
//! Reported only: `expect: false` programs that no run caught.

mod common;

use canopy::Property;
use common::Entry;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Seeds tried per program; the runs of a program stop at its first failure.
const SEEDS: u64 = 12;
const RUN_TIMEOUT: Duration = Duration::from_secs(5);
/// canopy's budget here: half the corpus runner's, to keep this test fast (a
/// timeout means `unknown`, which is never unsound).
const CHECK_TIMEOUT: Duration = Duration::from_secs(10);
const CFLAGS: &[&str] = &[
    "-g",
    "-O0",
    "-fsanitize=address,undefined",
    "-fno-omit-frame-pointer",
    "-fno-sanitize-recover=all",
    "-w",
];
/// What the runtime prints when `reach_error()` is called.
const REACH_ERROR_MARKER: &str = "CANOPY-NATIVE: reach_error() called";

fn find_clang() -> Option<&'static str> {
    ["clang-14", "clang"].into_iter().find(|clang| {
        Command::new(clang)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

fn compile(clang: &str, args: &[&Path], extra: &[&str], out: &Path) -> Result<(), String> {
    let output = Command::new(clang)
        .args(CFLAGS)
        .args(extra)
        .args(args)
        .arg("-o")
        .arg(out)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {clang}: {e}"))?;
    if output.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

/// The sanitizer settings for a program checked against `property`.
fn sanitizer_env(property: Property) -> [(&'static str, &'static str); 3] {
    let asan = match property {
        Property::UnreachCall => "detect_leaks=0:detect_stack_use_after_return=1:halt_on_error=1",
        _ => "detect_leaks=1:detect_stack_use_after_return=1:halt_on_error=1",
    };
    // LeakSanitizer runs after main has returned, when no local variable is
    // alive: stale stack words would only hide leaks, so stacks and registers
    // are no roots (a program that calls exit() while its locals still point
    // to memory would be misjudged; the corpus has none under memsafety).
    // memcleanup: no roots at all, so every block not freed is reported.
    let lsan = match property {
        Property::Memcleanup => {
            "report_objects=1:use_stacks=0:use_registers=0:use_globals=0:use_tls=0"
        }
        _ => "report_objects=1:use_stacks=0:use_registers=0",
    };
    [
        ("ASAN_OPTIONS", asan),
        ("LSAN_OPTIONS", lsan),
        ("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1"),
    ]
}

enum Run {
    Clean,
    /// What the sanitizer (or the runtime) said.
    Failed(String),
    TimedOut,
}

fn run(exe: &Path, seed: u64, property: Property) -> Run {
    let log = exe.with_extension(format!("seed{seed}.log"));
    let mut child = Command::new(exe)
        .envs(sanitizer_env(property))
        .env("CANOPY_SEED", seed.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(File::create(&log).expect("create the run's log"))
        .spawn()
        .expect("start the compiled program");
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the program") {
            break status;
        }
        if start.elapsed() > RUN_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return Run::TimedOut;
        }
        thread::sleep(Duration::from_millis(2));
    };
    let stderr = std::fs::read_to_string(&log).unwrap_or_default();
    if stderr.contains(REACH_ERROR_MARKER) {
        return Run::Failed("reach_error() called".to_string());
    }
    let report = stderr.lines().find(|l| {
        l.contains("ERROR: AddressSanitizer")
            || l.contains("ERROR: LeakSanitizer")
            || l.contains("runtime error:")
    });
    if let Some(first) = report {
        let summary = stderr.lines().find(|l| l.starts_with("SUMMARY:"));
        let mut said = first.trim().to_string();
        if let Some(s) = summary {
            said = format!("{said}; {}", s.trim());
        }
        return Run::Failed(said);
    }
    if status.code().is_none() {
        let last = stderr.lines().rev().find(|l| !l.trim().is_empty());
        return Run::Failed(format!("died ({status}): {}", last.unwrap_or("")));
    }
    Run::Clean
}

/// What running one program natively showed.
struct Native {
    compile_error: Option<String>,
    /// The first failing run: its seed and what was reported.
    failure: Option<(u64, String)>,
    timed_out: Vec<u64>,
}

fn check_natively(clang: &str, runtime: &Path, work: &Path, entry: &Entry) -> Native {
    let exe = work.join(entry.name.replace(['/', '.'], "_"));
    let mut native = Native {
        compile_error: None,
        failure: None,
        timed_out: Vec::new(),
    };
    if let Err(e) = compile(clang, &[&entry.path, runtime], &[], &exe) {
        native.compile_error = Some(e);
        return native;
    }
    for seed in 1..=SEEDS {
        match run(&exe, seed, entry.expect.property) {
            Run::Clean => {}
            Run::TimedOut => native.timed_out.push(seed),
            Run::Failed(said) => {
                native.failure = Some((seed, said));
                break;
            }
        }
    }
    native
}

/// Where `common::run_canopy` runs each check, in a child process.
#[test]
fn child() {
    common::child_main()
}

#[test]
fn native_cross_check() {
    let Some(clang) = find_clang() else {
        println!("SKIPPED: native cross-check: neither clang-14 nor clang is installed");
        return;
    };
    let work: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("native");
    std::fs::create_dir_all(&work).expect("create the work directory");
    let runtime = work.join("runtime.o");
    let runtime_src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/native/runtime.c");
    if let Err(e) = compile(clang, &[&runtime_src], &["-c"], &runtime) {
        panic!("the native runtime does not compile:\n{e}");
    }

    let (entries, bad) = common::load_corpus();
    for b in &bad {
        println!("note: not checked natively (bad annotation): {b}");
    }
    let natives = common::parallel_map(&entries, 2, |e| check_natively(clang, &runtime, &work, e));

    let mut problems = Vec::new();
    let mut uncaught = Vec::new();
    let mut failing = Vec::new();
    for (entry, native) in entries.iter().zip(&natives) {
        if let Some(e) = &native.compile_error {
            problems.push(format!("{}: does not compile natively:\n{e}", entry.name));
        }
        if !native.timed_out.is_empty() {
            problems.push(format!(
                "{}: did not end within {RUN_TIMEOUT:?} with seeds {:?} (loops must be bounded)",
                entry.name, native.timed_out
            ));
        }
        match (&native.failure, &entry.expect.violated) {
            (Some((seed, said)), None) => problems.push(format!(
                "{}: expect: true, but the run with CANOPY_SEED={seed} failed: {said}",
                entry.name
            )),
            (Some((seed, said)), Some(_)) => {
                println!("caught {} (CANOPY_SEED={seed}): {said}", entry.name);
            }
            (None, Some(_)) if native.compile_error.is_none() => uncaught.push(&entry.name),
            _ => {}
        }
        if let Some(failure) = &native.failure {
            failing.push((entry, failure));
        }
    }

    // (b) a program that fails natively must not be proved by canopy.
    let jobs: Vec<(&Entry, canopy::DomainKind, &(u64, String))> = failing
        .iter()
        .flat_map(|(e, f)| e.expect.domains.iter().map(move |d| (*e, *d, *f)))
        .collect();
    let outcomes = common::parallel_map(&jobs, 2, |(entry, domain, _)| {
        common::run_canopy(&entry.path, entry.expect.property, *domain, CHECK_TIMEOUT)
    });
    for ((entry, domain, (seed, said)), outcome) in jobs.iter().zip(&outcomes) {
        if outcome.is_true() {
            problems.push(format!(
                "UNSOUND: canopy ({}) proves {} ({}), but the run with CANOPY_SEED={seed} failed: {said}",
                domain.as_str(),
                entry.name,
                entry.expect.property.as_str()
            ));
        } else if !matches!(outcome, common::Outcome::Answer(_)) {
            println!(
                "note: canopy ({}) on {}: {}\n  {}",
                domain.as_str(),
                entry.name,
                outcome.summary(),
                outcome.details().join("\n  ")
            );
        }
    }

    println!(
        "native: {} program(s), {} failing natively, {} expect: false program(s) not caught by {SEEDS} seeds{}",
        entries.len(),
        failing.len(),
        uncaught.len(),
        if uncaught.is_empty() {
            String::new()
        } else {
            format!(":\n  {}", uncaught.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n  "))
        }
    );
    assert!(problems.is_empty(), "\n{}\n", problems.join("\n"));
}
