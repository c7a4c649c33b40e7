//! LLVM's fatal errors on input it cannot read (e.g. bitcode with an invalid
//! encoding) end canopy with exit code 2, the code of an input that cannot be
//! analysed, instead of an abort.

use std::ffi::{c_char, CStr};
use std::io::Write;
use std::sync::Once;

extern "C" {
    /// libLLVM's C API (linked through the llvm-ir crate): `handler` runs
    /// before LLVM ends the process on a fatal error.
    fn LLVMInstallFatalErrorHandler(handler: extern "C" fn(*const c_char));
}

/// Reports LLVM's reason and exits with code 2 (never returns to LLVM).
extern "C" fn input_cannot_be_read(reason: *const c_char) {
    let reason = if reason.is_null() {
        "unknown reason".into()
    } else {
        // SAFETY: LLVM passes a NUL-terminated string that outlives this call.
        unsafe { CStr::from_ptr(reason) }.to_string_lossy()
    };
    let _ = writeln!(
        std::io::stderr(),
        "canopy: error: LLVM cannot read the input: {reason}"
    );
    std::process::exit(2);
}

/// Installs the handler (once per process).
pub fn install() {
    static ONCE: Once = Once::new();
    // SAFETY: the handler is a plain function that never unwinds into LLVM.
    ONCE.call_once(|| unsafe { LLVMInstallFatalErrorHandler(input_cannot_be_read) });
}
