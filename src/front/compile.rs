//! Compiling C with clang into LLVM assembly, and disassembling bitcode inputs.

use super::{FrontError, FrontOptions};
use std::ffi::OsString;
use std::path::Path;
use std::process::Command;

/// Compilers tried in order.
const CLANGS: [&str; 2] = ["clang-14", "clang"];

/// Flags that give unoptimised IR (as text, which keeps the `nsw` flags the
/// C API hides) with lifetime markers and debug locations, keep sloppy C
/// compiling, and turn glibc's ctype macros and extern inlines into calls of the models.
const FLAGS: [&str; 17] = [
    "-O1",
    "-Xclang",
    "-disable-llvm-passes",
    "-g",
    "-fno-discard-value-names",
    "-emit-llvm",
    "-S",
    "-w",
    "-Wno-implicit-function-declaration",
    "-Wno-int-conversion",
    "-Wno-incompatible-pointer-types",
    "-Wno-return-type",
    "-Wno-implicit-int",
    "-fno-stack-protector",
    "-Wno-error",
    "-D__NO_CTYPE",
    "-D__NO_INLINE__",
];

/// Flags that write bitcode input as LLVM assembly, unchanged (no passes).
const DISASSEMBLE_FLAGS: [&str; 8] = [
    "-x",
    "ir",
    "-S",
    "-emit-llvm",
    "-Xclang",
    "-disable-llvm-passes",
    "-fno-crash-diagnostics",
    "-w",
];

/// Compiles the C file `src` into the LLVM assembly file `out`.
pub fn compile(src: &Path, out: &Path, opts: &FrontOptions) -> Result<(), FrontError> {
    let mut args: Vec<OsString> = FLAGS.iter().map(OsString::from).collect();
    for d in &opts.include_dirs {
        args.push("-I".into());
        args.push(d.into());
    }
    args.extend(opts.defines.iter().map(|d| format!("-D{d}").into()));
    compile_with(&CLANGS, &args, src, out)
}

/// Disassembles the bitcode file `src` into `out` with clang, so that
/// malformed bitcode is clang's error: LLVM's bitcode reader may crash the
/// process reading it (a segmentation fault in its metadata loader, found by
/// fuzzing).
pub fn disassemble(src: &Path, out: &Path) -> Result<(), FrontError> {
    let args: Vec<OsString> = DISASSEMBLE_FLAGS.iter().map(OsString::from).collect();
    compile_with(&CLANGS, &args, src, out)
}

/// Runs the first of `clangs` found on the `PATH` with `args` on `src`.
fn compile_with(
    clangs: &[&str],
    args: &[OsString],
    src: &Path,
    out: &Path,
) -> Result<(), FrontError> {
    for &clang in clangs {
        let mut cmd = Command::new(clang);
        cmd.args(args).arg(src).arg("-o").arg(out);
        let output = match cmd.output() {
            Ok(o) => o,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => {
                return Err(FrontError {
                    message: format!("cannot run {clang}: {e}"),
                    details: String::new(),
                })
            }
        };
        if output.status.success() {
            return Ok(());
        }
        return Err(FrontError {
            message: format!("clang failed on {}", src.display()),
            details: String::from_utf8_lossy(&output.stderr).into_owned(),
        });
    }
    Err(FrontError {
        message: "clang not found: install clang-14 (e.g. `apt-get install clang-14`)".into(),
        details: String::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_compiler_asks_to_install_clang() {
        let e = compile_with(
            &["canopy-no-such-compiler"],
            &[],
            Path::new("x.c"),
            Path::new("x.bc"),
        )
        .unwrap_err();
        assert!(e.message.contains("install clang-14"), "{e:?}");
    }
}
