//! Compiling C with clang into LLVM bitcode.

use super::{FrontError, FrontOptions};
use std::path::Path;
use std::process::Command;

/// Compilers tried in order.
const CLANGS: [&str; 2] = ["clang-14", "clang"];

/// Flags that give unoptimised IR with `llvm.lifetime.*` markers and debug
/// locations, and keep sloppy C compiling.
const FLAGS: [&str; 15] = [
    "-O1",
    "-Xclang",
    "-disable-llvm-passes",
    "-g",
    "-fno-discard-value-names",
    "-emit-llvm",
    "-c",
    "-w",
    "-Wno-implicit-function-declaration",
    "-Wno-int-conversion",
    "-Wno-incompatible-pointer-types",
    "-Wno-return-type",
    "-Wno-implicit-int",
    "-fno-stack-protector",
    "-Wno-error",
];

/// Compiles the C file `src` into the bitcode file `out`.
pub fn compile(src: &Path, out: &Path, opts: &FrontOptions) -> Result<(), FrontError> {
    compile_with(&CLANGS, src, out, opts)
}

/// Compiles with the first of `clangs` found on the `PATH`.
fn compile_with(
    clangs: &[&str],
    src: &Path,
    out: &Path,
    opts: &FrontOptions,
) -> Result<(), FrontError> {
    for &clang in clangs {
        let mut cmd = Command::new(clang);
        cmd.args(FLAGS);
        for d in &opts.include_dirs {
            cmd.arg("-I").arg(d);
        }
        for d in &opts.defines {
            cmd.arg(format!("-D{d}"));
        }
        cmd.arg(src).arg("-o").arg(out);
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
            Path::new("x.c"),
            Path::new("x.bc"),
            &FrontOptions::default(),
        )
        .unwrap_err();
        assert!(e.message.contains("install clang-14"), "{e:?}");
    }
}
