//! The shared front: C --clang--> LLVM IR --llvm-ir--> canopy IR.

mod atexit;
mod compile;
mod consts;
mod fatal;
mod intrinsics;
pub mod layout;
mod lower;
pub mod no_wrap;
mod symbols;

use crate::ir::{liveness, returns, slots, Global, Loc, Program};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use symbols::Symbols;

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

impl FrontError {
    fn new(message: String) -> Self {
        FrontError {
            message,
            details: String::new(),
        }
    }
}

impl std::fmt::Display for FrontError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)?;
        if !self.details.is_empty() {
            write!(f, "\n{}", self.details.trim_end())?;
        }
        Ok(())
    }
}

impl std::error::Error for FrontError {}

/// Loads a `.c`, `.i`, `.ll` or `.bc` file into canopy IR.
pub fn load(path: &Path, opts: &FrontOptions) -> Result<Program, FrontError> {
    if path.is_dir() {
        return Err(FrontError::new(format!(
            "{}: is a directory (check takes files; `canopy bench` takes a directory)",
            path.display()
        )));
    }
    if !path.is_file() {
        return Err(FrontError::new(format!("{}: no such file", path.display())));
    }
    let mut ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if ext == "ll" && starts_as_bitcode(path) {
        ext = "bc";
    }
    let read = |ll: &Path| {
        std::fs::read_to_string(ll)
            .map_err(|e| FrontError::new(format!("cannot read {}: {e}", ll.display())))
    };
    let ir = match ext {
        "c" | "i" | "bc" => {
            let dir = tempfile::tempdir().map_err(|e| {
                FrontError::new(format!("cannot create a temporary directory: {e}"))
            })?;
            let ll = dir.path().join("input.ll");
            if ext == "bc" {
                compile::disassemble(path, &ll)?;
            } else {
                compile::compile(path, &ll, opts)?;
            }
            read(&ll)?
        }
        "ll" => read(path)?,
        _ => {
            return Err(FrontError::new(format!(
                "{}: unsupported input (expected .c, .i, .ll or .bc)",
                path.display()
            )))
        }
    };
    let module = parse(path, || llvm_ir::Module::from_ir_str(&ir))?;
    let no_wrap = no_wrap::no_signed_wrap(&ir);
    let mut program = guarded(path, "lowering", || lower_module(&module, &no_wrap))?;
    name_input_as_given(&mut program, path);
    Ok(program)
}

/// Whether the file starts with a bitcode magic (raw or wrapper): LLVM's IR
/// reader reads it as bitcode, whatever its name.
fn starts_as_bitcode(path: &Path) -> bool {
    let mut magic = [0u8; 4];
    std::fs::File::open(path)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut magic))
        .is_ok()
        && (magic == *b"BC\xc0\xde" || magic == [0xde, 0xc0, 0x17, 0x0b])
}

/// Locations in the input file name it as the user gave it (debug info holds
/// the compiler's spelling of the path).
fn name_input_as_given(program: &mut Program, path: &Path) {
    let Ok(input) = path.canonicalize() else {
        return;
    };
    let shown: Arc<str> = Arc::from(path.display().to_string().as_str());
    let mut same: std::collections::HashMap<Arc<str>, bool> = std::collections::HashMap::new();
    let mut rename = |loc: &mut Loc| {
        let is_input = *same.entry(loc.file.clone()).or_insert_with(|| {
            Path::new(&*loc.file)
                .canonicalize()
                .is_ok_and(|p| p == input)
        });
        if is_input {
            loc.file = shown.clone();
        }
    };
    for f in &mut program.functions {
        rename(&mut f.loc);
        for b in &mut f.blocks {
            rename(&mut b.term_loc);
            for i in &mut b.instrs {
                rename(&mut i.loc);
            }
        }
    }
}

/// Reads a module with the llvm-ir crate, turning errors and panics into a
/// `FrontError` (and LLVM's fatal errors into exit code 2).
fn parse(
    path: &Path,
    read: impl FnOnce() -> Result<llvm_ir::Module, String>,
) -> Result<llvm_ir::Module, FrontError> {
    fatal::install();
    guarded(path, "reading LLVM IR", read)?.map_err(|e| FrontError {
        message: format!("cannot read LLVM IR from {}", path.display()),
        details: e,
    })
}

/// Runs `f`, turning a panic (of the llvm-ir crate on odd input) into a `FrontError`.
fn guarded<T>(path: &Path, what: &str, f: impl FnOnce() -> T) -> Result<T, FrontError> {
    catch_unwind(AssertUnwindSafe(f)).map_err(|p| FrontError {
        message: format!("internal error while {what} {}", path.display()),
        details: p
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default(),
    })
}

/// Lowers a whole LLVM module, models `atexit`, then inserts slot and
/// register kills in every defined function.
pub fn lower_module(module: &llvm_ir::Module, no_wrap: &no_wrap::NoWrap) -> Program {
    let sym = Symbols::new(module, no_wrap);
    let defined = module
        .functions
        .iter()
        .map(|f| lower::lower_function(&sym, f));
    let declared = symbols::declarations(module).map(|d| lower::lower_declaration(&sym, d));
    let mut functions: Vec<_> = defined.chain(declared).collect();
    functions.extend(sym.alloca.map(|_| lower::builtin_alloca(&sym)));
    let globals = module
        .global_vars
        .iter()
        .map(|g| lower_global(&sym, g))
        .collect();
    let mut program = Program {
        functions,
        globals,
        pointer_size: sym.layout.pointer_size() as u32,
    };
    atexit::model(&mut program);
    for f in program.functions.iter_mut().filter(|f| f.is_defined()) {
        returns::split_returns(f);
        slots::insert_slot_kills(f);
        liveness::insert_kills(f);
    }
    program
}

fn lower_global(sym: &Symbols, g: &llvm_ir::module::GlobalVariable) -> Global {
    let ty = consts::pointee(&g.ty);
    let size = ty
        .as_ref()
        .and_then(|t| sym.layout.alloc_size(t))
        .unwrap_or(0);
    let mut init = Vec::new();
    if let Some(c) = &g.initializer {
        sym.global_init(c, 0, &mut init);
    }
    Global {
        name: symbols::name_str(&g.name),
        size,
        init,
        is_const: g.is_constant,
        external: g.initializer.is_none(),
    }
}
