//! Running C programs natively: compiled with clang and AddressSanitizer +
//! UndefinedBehaviorSanitizer (LeakSanitizer included), linked with
//! `tests/native/runtime.c` (which answers `__VERIFIER_nondet_*` from the seed
//! in `CANOPY_SEED`), run with several seeds. The one implementation behind
//! `gen-check` and `tests/native.rs` (both include this file by path).

use canopy::Property;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

const CFLAGS: &[&str] = &[
    "-g",
    "-O0",
    "-fsanitize=address,undefined",
    "-fno-omit-frame-pointer",
    "-fno-sanitize-recover=all",
    "-w",
];

/// How long one native run may take.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(5);

/// What the runtime prints when `reach_error()` is called.
const REACH_ERROR_MARKER: &str = "CANOPY-NATIVE: reach_error() called";

/// The first `clang-14` or `clang` on PATH that runs.
pub fn find_clang() -> Option<&'static str> {
    ["clang-14", "clang"].into_iter().find(|clang| {
        Command::new(clang)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// A compiler with the runtime of the native runs compiled once.
pub struct Native {
    clang: &'static str,
    runtime: PathBuf,
}

impl Native {
    /// Compiles `tests/native/runtime.c` into `work`.
    pub fn new(work: &Path) -> Result<Native, String> {
        let clang = find_clang().ok_or("neither clang-14 nor clang is installed")?;
        let runtime = work.join("runtime.o");
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/native/runtime.c");
        compile(clang, &[&src], &["-c"], &runtime)?;
        Ok(Native { clang, runtime })
    }

    /// Compiles the C file `source` into the executable `exe`.
    pub fn build(&self, source: &Path, exe: &Path) -> Result<(), String> {
        compile(self.clang, &[source, &self.runtime], &[], exe)
    }
}

/// Runs clang with the sanitizer flags.
fn compile(clang: &str, inputs: &[&Path], extra: &[&str], out: &Path) -> Result<(), String> {
    let output = Command::new(clang)
        .args(CFLAGS)
        .args(extra)
        .args(inputs)
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
    // are no roots, and a block reachable only from a local of `main` at exit
    // is a leak, as in SV-COMP's valid-memtrack (a program that calls exit()
    // while its locals still point to memory would be misjudged).
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

/// How one native run ended.
enum Run {
    Clean,
    /// What the sanitizer (or the runtime) said.
    Failed(String),
    TimedOut,
}

/// Runs `exe` with `CANOPY_SEED=seed` and the sanitizer settings of
/// `property`. A run fails when a sanitizer reports an error,
/// `reach_error()` is called or the program dies of a signal.
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
            let _ = std::fs::remove_file(&log);
            return Run::TimedOut;
        }
        thread::sleep(Duration::from_millis(2));
    };
    let stderr = std::fs::read_to_string(&log).unwrap_or_default();
    let _ = std::fs::remove_file(&log);
    judge(&stderr, status.code().is_none().then(|| status.to_string()))
}

/// What a run's stderr (and its death by a signal, if any) says.
fn judge(stderr: &str, signal: Option<String>) -> Run {
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
        return Run::Failed(match summary {
            Some(s) => format!("{}; {}", first.trim(), s.trim()),
            None => first.trim().to_string(),
        });
    }
    match signal {
        Some(status) => {
            let last = stderr.lines().rev().find(|l| !l.trim().is_empty());
            Run::Failed(format!("died ({status}): {}", last.unwrap_or("")))
        }
        None => Run::Clean,
    }
}

/// What the runs of one program with seeds `1..=seeds` showed.
#[derive(Debug, Default)]
pub struct Runs {
    /// The first failing run: its seed and what was reported (the runs stop there).
    pub failure: Option<(u64, String)>,
    /// The seeds whose run did not end within [`RUN_TIMEOUT`].
    pub timed_out: Vec<u64>,
}

/// Runs `exe` with seeds `1..=seeds` until one fails.
pub fn run_seeds(exe: &Path, seeds: u64, property: Property) -> Runs {
    let mut runs = Runs::default();
    for seed in 1..=seeds {
        match run(exe, seed, property) {
            Run::Clean => {}
            Run::TimedOut => runs.timed_out.push(seed),
            Run::Failed(said) => {
                runs.failure = Some((seed, said));
                break;
            }
        }
    }
    runs
}
