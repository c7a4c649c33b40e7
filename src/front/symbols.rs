//! Module-wide lowering context: ids of functions and globals by name, the
//! type layout, and source locations.

use super::layout::Layout;
use super::no_wrap::NoWrap;
use crate::ir::{FuncId, GlobalId, Loc};
use llvm_ir::function::FunctionDeclaration;
use llvm_ir::{ConstantRef, DebugLoc, Module, Name};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// What a global name of the module denotes.
#[derive(Clone, Copy)]
pub enum Symbol<'m> {
    /// A function (defined or declared).
    Func(FuncId),
    /// A global variable.
    Global(GlobalId),
    /// An alias of the given constant.
    Alias(&'m ConstantRef),
}

/// The module being lowered with its symbol table.
pub struct Symbols<'m> {
    /// The module itself.
    pub module: &'m Module,
    /// Sizes and offsets of its types.
    pub layout: Layout<'m>,
    names: HashMap<String, Symbol<'m>>,
    /// The `alloca` built-in declared after the module's functions, if a
    /// variable-size alloca needs it.
    pub alloca: Option<FuncId>,
    /// Interned file names by (compilation directory, debug file name).
    files: RefCell<HashMap<(String, String), Arc<str>>>,
    source_file: Arc<str>,
    /// The arithmetic instructions that cannot overflow as signed numbers.
    no_wrap: &'m NoWrap,
}

/// Whether a function name is an LLVM intrinsic (lowered to instructions, not a function).
pub fn is_intrinsic(name: &str) -> bool {
    name.starts_with("llvm.")
}

/// The declared-only functions of a module that become functions of the program.
pub fn declarations(module: &Module) -> impl Iterator<Item = &FunctionDeclaration> {
    module
        .func_declarations
        .iter()
        .filter(|d| !is_intrinsic(&d.name))
}

/// Whether a function of the module allocates a variable number of bytes on the stack.
fn has_variable_alloca(module: &Module) -> bool {
    let instrs = module
        .functions
        .iter()
        .flat_map(|f| &f.basic_blocks)
        .flat_map(|b| &b.instrs);
    instrs.into_iter().any(|i| {
        matches!(i, llvm_ir::Instruction::Alloca(a)
            if !matches!(a.num_elements, llvm_ir::Operand::ConstantOperand(_)))
    })
}

/// The text of an LLVM name (without the `%` or `@` sigil).
pub fn name_str(n: &Name) -> String {
    match n {
        Name::Name(s) => s.to_string(),
        Name::Number(i) => i.to_string(),
    }
}

impl<'m> Symbols<'m> {
    /// Numbers functions (definitions, then declarations) and globals in module order.
    pub fn new(module: &'m Module, no_wrap: &'m NoWrap) -> Self {
        let mut names = HashMap::new();
        let decls = declarations(module).map(|d| d.name.as_str());
        let funcs: Vec<&str> = module
            .functions
            .iter()
            .map(|f| f.name.as_str())
            .chain(decls)
            .collect();
        for (i, n) in funcs.iter().enumerate() {
            names.insert(n.to_string(), Symbol::Func(FuncId(i as u32)));
        }
        let alloca = has_variable_alloca(module).then_some(FuncId(funcs.len() as u32));
        for (i, g) in module.global_vars.iter().enumerate() {
            names.insert(name_str(&g.name), Symbol::Global(GlobalId(i as u32)));
        }
        for a in &module.global_aliases {
            names.insert(name_str(&a.name), Symbol::Alias(&a.aliasee));
        }
        Symbols {
            module,
            layout: Layout::new(&module.types, &module.data_layout),
            names,
            alloca,
            files: RefCell::new(HashMap::new()),
            source_file: Arc::from(module.source_file_name.as_str()),
            no_wrap,
        }
    }

    /// Whether the instruction of `func` with result `n` is marked `nsw`.
    pub fn no_signed_wrap(&self, func: &str, n: &Name) -> bool {
        self.no_wrap.contains(&(func.to_string(), name_str(n)))
    }

    /// What the global name `n` denotes.
    pub fn lookup(&self, n: &Name) -> Option<Symbol<'m>> {
        self.names.get(&name_str(n)).copied()
    }

    /// The source location of a debug location (line 0 in the source file if absent).
    pub fn loc(&self, dl: &Option<DebugLoc>) -> Loc {
        let Some(dl) = dl else {
            return Loc {
                file: self.source_file.clone(),
                line: 0,
                column: 0,
            };
        };
        let mut files = self.files.borrow_mut();
        let key = (
            dl.directory.clone().unwrap_or_default(),
            dl.filename.clone(),
        );
        let file = files.entry(key).or_insert_with_key(|(dir, name)| {
            // A relative name is resolved against the compilation directory when
            // that names an existing file (so it can be matched with the input).
            let joined = format!("{dir}/{name}");
            let resolve = !dir.is_empty() && !std::path::Path::new(name).is_absolute();
            match resolve && std::path::Path::new(&joined).exists() {
                true => Arc::from(joined.as_str()),
                false => Arc::from(name.as_str()),
            }
        });
        Loc {
            file: file.clone(),
            line: dl.line,
            column: dl.col.unwrap_or(0),
        }
    }
}
