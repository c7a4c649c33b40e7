//! The shared front: C --clang--> LLVM IR --llvm-ir--> canopy IR.

use crate::ir::Program;
use std::path::{Path, PathBuf};

/// How to compile C inputs.
#[derive(Clone, Debug, Default)]
pub struct FrontOptions {
    /// `-I DIR` include directories.
    pub include_dirs: Vec<PathBuf>,
    /// `-D NAME[=VAL]` macro definitions, as given.
    pub defines: Vec<String>,
}

/// An input that could not be turned into canopy IR (exit code 2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FrontError {
    /// One-line summary, e.g. "clang failed on list.c".
    pub message: String,
    /// Tool output to show the user verbatim (clang's diagnostics), possibly empty.
    pub details: String,
}

/// Loads a `.c`, `.i`, `.ll` or `.bc` file into canopy IR.
pub fn load(path: &Path, opts: &FrontOptions) -> Result<Program, FrontError> {
    let _ = (path, opts);
    todo!("front end")
}
