//! Running a generated program natively: compiled with clang and
//! AddressSanitizer + UndefinedBehaviorSanitizer (LeakSanitizer included),
//! linked with `tests/native/runtime.c`, run with several seeds. The
//! sanitizer settings are those of `tests/native.rs` for `memsafety`.

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
const RUN_TIMEOUT: Duration = Duration::from_secs(5);

/// What the runtime prints when `reach_error()` is called.
const REACH_ERROR_MARKER: &str = "CANOPY-NATIVE: reach_error() called";

/// The sanitizer settings of a `memsafety` check (as in `tests/native.rs`):
/// LeakSanitizer looks at globals only, so a block reachable only from a
/// local of `main` at exit is a leak, as in SV-COMP's valid-memtrack.
const SANITIZER_ENV: [(&str, &str); 3] = [
    (
        "ASAN_OPTIONS",
        "detect_leaks=1:detect_stack_use_after_return=1:halt_on_error=1",
    ),
    (
        "LSAN_OPTIONS",
        "report_objects=1:use_stacks=0:use_registers=0",
    ),
    ("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1"),
];

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

/// Runs `exe` with `CANOPY_SEED=seed`; `Some(message)` when a sanitizer
/// reported an error, `reach_error()` was called or the program died of a
/// signal. A run that times out counts as clean (it found nothing).
pub fn run(exe: &Path, seed: u64) -> Option<String> {
    let log = exe.with_extension(format!("seed{seed}.log"));
    let mut child = Command::new(exe)
        .envs(SANITIZER_ENV)
        .env("CANOPY_SEED", seed.to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(File::create(&log).ok()?)
        .spawn()
        .ok()?;
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().ok()? {
            break status;
        }
        if start.elapsed() > RUN_TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        thread::sleep(Duration::from_millis(2));
    };
    let stderr = std::fs::read_to_string(&log).unwrap_or_default();
    let _ = std::fs::remove_file(&log);
    if stderr.contains(REACH_ERROR_MARKER) {
        return Some("reach_error() called".to_string());
    }
    let report = stderr.lines().find(|l| {
        l.contains("ERROR: AddressSanitizer")
            || l.contains("ERROR: LeakSanitizer")
            || l.contains("runtime error:")
    });
    if let Some(first) = report {
        let summary = stderr.lines().find(|l| l.starts_with("SUMMARY:"));
        return Some(match summary {
            Some(s) => format!("{}; {}", first.trim(), s.trim()),
            None => first.trim().to_string(),
        });
    }
    if status.code().is_none() {
        return Some(format!("died ({status})"));
    }
    None
}

/// The first failing run among seeds `1..=seeds`: its seed and message.
pub fn first_failure(exe: &Path, seeds: u64) -> Option<(u64, String)> {
    (1..=seeds).find_map(|seed| run(exe, seed).map(|said| (seed, said)))
}
