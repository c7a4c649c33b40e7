//! Fuzz target `lower`: arbitrary bytes as LLVM IR (text, or bitcode when
//! they start with the bitcode magic) -> llvm-ir -> canopy's lowering ->
//! analysis with a small budget. A panic of the llvm-ir crate while reading
//! is not canopy's (the input is skipped); any panic after it is a finding.
//! Bitcode is read as canopy's front reads it (LLVM's IR reader), after a
//! forked child has shown that LLVM does not end the process on it (a fatal
//! error of LLVM's bitcode reader; canopy turns it into exit code 2).

#![no_main]

use libfuzzer_sys::fuzz_target;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::Duration;

/// Whether LLVM reads the bitcode file `path` in a forked child without
/// ending the process.
fn survives_reading(path: &Path) -> bool {
    // SAFETY: the child only reads the file and leaves with `_exit`; it gets
    // the default SIGABRT action, so an abort is no libFuzzer crash report.
    unsafe {
        match libc::fork() {
            0 => {
                libc::signal(libc::SIGABRT, libc::SIG_DFL);
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

/// Reads `data` as a module, `None` when llvm-ir rejects it or panics on it.
fn read_module(data: &[u8]) -> Option<llvm_ir::Module> {
    let read = || {
        if data.starts_with(b"BC\xc0\xde") {
            let dir = tempfile::tempdir().ok()?;
            let path = dir.path().join("input.bc");
            std::fs::write(&path, data).ok()?;
            if !survives_reading(&path) {
                return None;
            }
            llvm_ir::Module::from_ir_path(&path).ok()
        } else {
            llvm_ir::Module::from_ir_str(std::str::from_utf8(data).ok()?).ok()
        }
    };
    // libfuzzer-sys makes every panic abort; llvm-ir's own are not findings.
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let module = catch_unwind(AssertUnwindSafe(read)).ok().flatten();
    std::panic::set_hook(hook);
    module
}

fuzz_target!(|data: &[u8]| {
    let Some(module) = read_module(data) else {
        return;
    };
    let program = canopy::front::lower_module(&module);
    let opts = canopy::Options {
        timeout: Some(Duration::from_secs(1)),
        max_states: 1_000,
        recursion_depth: 4,
        ..Default::default()
    };
    let _ = canopy::engine::analyse(&program, Path::new("fuzz.ll"), &opts);
});
