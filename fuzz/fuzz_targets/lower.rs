//! Fuzz target `lower`: arbitrary bytes as LLVM IR (text, or bitcode when
//! they start with the bitcode magic) -> llvm-ir -> canopy's lowering ->
//! analysis with a small budget. A panic of the llvm-ir crate while reading
//! is not canopy's (the input is skipped); any panic after it is a finding.
//! Each input is first read in a forked child: LLVM ends the process on some
//! malformed inputs (fatal errors, crashes of its bitcode reader), which
//! canopy's front turns into exit code 2.

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::ffi::c_char;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::Duration;

extern "C" {
    /// libLLVM's C API: `handler` runs before LLVM ends the process on a fatal error.
    fn LLVMInstallFatalErrorHandler(handler: extern "C" fn(*const c_char));
}

/// Leaves a forked child at once when LLVM gives up.
extern "C" fn leave(_reason: *const c_char) {
    // SAFETY: ends the child without running any exit handler of libFuzzer.
    unsafe { libc::_exit(1) }
}

/// Whether LLVM reads the file `path` in a forked child without ending the
/// process (a fatal error, or a crash of its bitcode reader, which canopy's
/// front keeps out of its own process: see `src/front/compile.rs`).
fn survives_reading(path: &Path) -> bool {
    // SAFETY: the child only reads the file and leaves with `_exit`; it gets
    // the default action of deadly signals, so that they are no libFuzzer
    // crash reports.
    unsafe {
        match libc::fork() {
            0 => {
                for sig in [
                    libc::SIGABRT,
                    libc::SIGSEGV,
                    libc::SIGBUS,
                    libc::SIGILL,
                    libc::SIGFPE,
                ] {
                    libc::signal(sig, libc::SIG_DFL);
                }
                LLVMInstallFatalErrorHandler(leave);
                let ok = llvm_ir::Module::from_ir_path(path).is_ok();
                libc::_exit(i32::from(!ok))
            }
            -1 => false,
            child => {
                let mut status = 0;
                libc::waitpid(child, &mut status, 0) == child
                    && libc::WIFEXITED(status)
                    && libc::WEXITSTATUS(status) == 0
            }
        }
    }
}

/// Reads `data` as a module as canopy's front reads a `.ll` file, `None`
/// when LLVM or llvm-ir rejects it or panics on it.
fn read_module(data: &[u8]) -> Option<llvm_ir::Module> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join("input.ll");
    std::fs::write(&path, data).ok()?;
    if !survives_reading(&path) {
        return None;
    }
    // libFuzzer-sys makes every panic abort; llvm-ir's own are not findings.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let read = || llvm_ir::Module::from_ir_path(&path).ok();
    let module = catch_unwind(AssertUnwindSafe(read)).ok().flatten();
    std::panic::set_hook(hook);
    module
}

fuzz_target!(|data: &[u8]| {
    let Some(module) = read_module(data) else {
        return;
    };
    let program = canopy::front::lower_module(&module, &Default::default());
    let opts = canopy::Options {
        timeout: Some(Duration::from_secs(1)),
        max_states: 1_000,
        recursion_depth: 4,
        ..Default::default()
    };
    let _ = canopy::engine::analyse(&program, Path::new("fuzz.ll"), &opts);
});
