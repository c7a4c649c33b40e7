//! canopy IR: functions of basic blocks whose instructions carry byte offsets,
//! sizes and source locations. Nothing LLVM-specific leaks past this module.

pub mod arith;
mod display;
pub mod liveness;
pub mod returns;
pub mod slots;
pub mod tested;

use std::collections::BTreeSet;
use std::fmt;

/// An SSA register of one function (dense index into the function's registers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Var(pub u32);

/// A basic block of one function (dense index into `Function::blocks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BlockId(pub u32);

/// A function of the program (dense index into `Program::functions`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FuncId(pub u32);

/// A global variable (dense index into `Program::globals`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GlobalId(pub u32);

/// A source location taken from the debug info (line 0 when unknown).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Loc {
    pub file: std::sync::Arc<str>,
    pub line: u32,
    pub column: u32,
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// An operand of an instruction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Operand {
    /// The value of a register.
    Var(Var),
    /// An integer constant of `width` bits, stored zero-extended.
    Int { value: u64, width: u32 },
    /// The null pointer.
    Null,
    /// The address of a global plus a constant byte offset.
    Global { id: GlobalId, offset: i64 },
    /// The address of a function.
    Func(FuncId),
    /// An unspecified value (LLVM `undef`/`poison`, floating-point constants).
    Undef,
}

/// Integer binary operations (LLVM semantics, wrapping at `width` bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
    /// Any floating-point operation: the result is unknown.
    Float,
}

/// Comparison predicates (integers and pointers; `Float` is any `fcmp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpPred {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
    Float,
}

/// Value conversions; widths are in bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    PtrToInt,
    IntToPtr,
    /// Bit casts and address-space casts: the value is unchanged.
    Bitcast,
    /// A bit cast to a pointer to a named struct or to a pointer to one: the
    /// value is unchanged; the (non-zero) hash of the type's name estimates
    /// the type of the pointed-to object (Predator's estimated types, used by
    /// abstraction).
    ToStruct(u32),
    /// Conversions from or to floating point: the result is unknown.
    Float,
}

/// The callee of a call.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Callee {
    /// A function of the program, defined or only declared.
    Direct(FuncId),
    /// A call through a function pointer.
    Indirect(Operand),
}

/// What an instruction does.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum InstrKind {
    /// `dst = alloca size` : a new stack object of `size` bytes in the current frame.
    Alloca { dst: Var, size: u64 },
    /// `dst = load size bytes from ptr`.
    Load { dst: Var, ptr: Operand, size: u32 },
    /// `store size bytes of val to ptr`.
    Store {
        ptr: Operand,
        val: Operand,
        size: u32,
    },
    /// `dst = base + offset + sum(index_i * scale_i)` bytes (a folded GEP).
    PtrAdd {
        dst: Var,
        base: Operand,
        offset: i64,
        indices: Vec<(Operand, i64)>,
    },
    /// `dst = a op b` on `width`-bit integers; `nsw`: C's signed arithmetic,
    /// which no defined run overflows (LLVM's `nsw` flag).
    Bin {
        dst: Var,
        op: BinOp,
        a: Operand,
        b: Operand,
        width: u32,
        nsw: bool,
    },
    /// `dst = (a pred b)` as an `i1`; `width` is the width of the operands.
    Cmp {
        dst: Var,
        pred: CmpPred,
        a: Operand,
        b: Operand,
        width: u32,
    },
    /// `dst = op(val)` from `from` bits to `to` bits.
    Cast {
        dst: Var,
        op: CastOp,
        val: Operand,
        from: u32,
        to: u32,
    },
    /// `dst = cond ? a : b`.
    Select {
        dst: Var,
        cond: Operand,
        a: Operand,
        b: Operand,
    },
    /// Parallel assignment, e.g. the phi nodes of a block on one incoming edge.
    Move { moves: Vec<(Var, Operand)> },
    /// A call; calls to declared-only functions are built-ins or unsupported.
    Call {
        dst: Option<Var>,
        callee: Callee,
        args: Vec<Operand>,
    },
    /// `llvm.memset`: `len` bytes at `dst` set to the low byte of `val`.
    Memset {
        dst: Operand,
        val: Operand,
        len: Operand,
    },
    /// `llvm.memcpy` (`overlap` false) and `llvm.memmove` (`overlap` true).
    Memcpy {
        dst: Operand,
        src: Operand,
        len: Operand,
        overlap: bool,
    },
    /// `llvm.lifetime.start`: the stack object at `ptr` comes into scope.
    LifetimeStart { ptr: Operand },
    /// `llvm.lifetime.end`: the stack object at `ptr` goes out of scope.
    LifetimeEnd { ptr: Operand },
    /// The registers die here (inserted by liveness, so dead values do not keep memory reachable).
    Kill { vars: Vec<Var> },
    /// The stack slots these registers address die here (inserted by slot
    /// liveness): no load reads their contents before a store overwrites them.
    KillSlots { slots: Vec<Var> },
    /// A construct the lowering does not support; reaching it makes the verdict `unknown`.
    Unsupported { what: String, dst: Option<Var> },
}

/// One instruction with its source location.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Instr {
    pub kind: InstrKind,
    pub loc: Loc,
}

/// How a block ends.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Terminator {
    Br(BlockId),
    CondBr {
        cond: Operand,
        then_: BlockId,
        else_: BlockId,
    },
    /// Jump to the first case whose value equals `val`, else to `default`.
    Switch {
        val: Operand,
        width: u32,
        cases: Vec<(u64, BlockId)>,
        default: BlockId,
    },
    Ret(Option<Operand>),
    Unreachable,
}

/// A basic block: phi nodes, then instructions, then a terminator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    pub name: String,
    /// Phi nodes: each register takes the operand of the edge the block is entered by.
    pub phis: Vec<Phi>,
    pub instrs: Vec<Instr>,
    pub term: Terminator,
    pub term_loc: Loc,
}

/// A phi node: `dst` takes the operand listed for the predecessor block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phi {
    pub dst: Var,
    pub incoming: Vec<(BlockId, Operand)>,
}

/// A function; `blocks` is empty for a declaration (a built-in or external).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    pub name: String,
    pub params: Vec<Var>,
    /// Number of registers: every `Var` of the function is below this.
    pub num_vars: u32,
    /// Names of registers for messages (from the LLVM names), indexed by `Var`.
    pub var_names: Vec<String>,
    pub blocks: Vec<Block>,
    /// Whether the function takes variable arguments.
    pub variadic: bool,
    pub loc: Loc,
}

impl Function {
    /// Whether the function has a body to analyse.
    pub fn is_defined(&self) -> bool {
        !self.blocks.is_empty()
    }

    /// A register's name for messages: its LLVM name (`%N` without one).
    pub fn var_name(&self, v: Var) -> String {
        self.var_names
            .get(v.0 as usize)
            .cloned()
            .unwrap_or_else(|| format!("%{}", v.0))
    }

    /// A register's name scoped by the function, as plots show it: `main:t`.
    pub fn scoped_var_name(&self, v: Var) -> String {
        format!("{}:{}", self.name, self.var_name(v))
    }

    /// The successors of a block, in terminator order.
    pub fn successors(&self, b: BlockId) -> Vec<BlockId> {
        match &self.blocks[b.0 as usize].term {
            Terminator::Br(t) => vec![*t],
            Terminator::CondBr { then_, else_, .. } => vec![*then_, *else_],
            Terminator::Switch { cases, default, .. } => {
                let mut v: Vec<BlockId> = cases.iter().map(|c| c.1).collect();
                v.push(*default);
                v
            }
            Terminator::Ret(_) | Terminator::Unreachable => vec![],
        }
    }
}

/// The initial contents of a global, at byte offsets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Init {
    /// `size` zero bytes at `offset`.
    Zero { offset: u64, size: u64 },
    /// An integer of `size` bytes at `offset` (little endian, zero-extended).
    Int { offset: u64, size: u32, value: u64 },
    /// A pointer (operand is `Null`, `Global` or `Func`) at `offset`.
    Ptr { offset: u64, target: Operand },
    /// Bytes the lowering could not describe: unknown values.
    Unknown { offset: u64, size: u64 },
}

/// A global variable: a static object with an initialiser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub name: String,
    pub size: u64,
    /// The initial contents; bytes not covered are zero for a defined global,
    /// unknown for an external declaration.
    pub init: Vec<Init>,
    pub is_const: bool,
    /// Declared but not defined here (`extern`): its contents are unknown.
    pub external: bool,
}

impl Global {
    /// The C string starting `off` bytes into the global, up to its zero
    /// byte, when each of its bytes is initialised by a constant (a string
    /// literal).
    pub fn c_string(&self, off: u64) -> Option<Vec<u8>> {
        let byte = |at: u64| {
            self.init.iter().find_map(|i| match *i {
                Init::Int {
                    offset,
                    size: 1,
                    value,
                } if offset == at => Some(value as u8),
                Init::Zero { offset, size } if (offset..offset + size).contains(&at) => Some(0),
                _ => None,
            })
        };
        let mut text = Vec::new();
        for at in off..self.size {
            match byte(at)? {
                0 => return Some(text),
                b => text.push(b),
            }
        }
        None
    }
}

/// A whole program after lowering.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    pub functions: Vec<Function>,
    pub globals: Vec<Global>,
    /// Size of a pointer in bytes (8 on x86_64).
    pub pointer_size: u32,
}

impl Program {
    /// The function with the given name.
    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .position(|f| f.name == name)
            .map(|i| FuncId(i as u32))
    }

    /// The function with the given id.
    pub fn func(&self, id: FuncId) -> &Function {
        &self.functions[id.0 as usize]
    }

    /// Per function, the functions its calls may reach (directly or through
    /// other calls), and whether one of them calls through a pointer.
    fn reachable_calls(&self) -> Vec<(Vec<bool>, bool)> {
        let calls: Vec<(Vec<usize>, bool)> = self
            .functions
            .iter()
            .map(|f| {
                let mut direct = Vec::new();
                let mut indirect = false;
                for i in f.blocks.iter().flat_map(|b| &b.instrs) {
                    match &i.kind {
                        InstrKind::Call {
                            callee: Callee::Direct(g),
                            ..
                        } => direct.push(g.0 as usize),
                        InstrKind::Call { .. } => indirect = true,
                        _ => {}
                    }
                }
                (direct, indirect)
            })
            .collect();
        (0..calls.len())
            .map(|f| {
                let mut seen = vec![false; calls.len()];
                let mut indirect = false;
                let mut todo = vec![f];
                while let Some(g) = todo.pop() {
                    indirect |= calls[g].1;
                    for &h in &calls[g].0 {
                        if !std::mem::replace(&mut seen[h], true) {
                            todo.push(h);
                        }
                    }
                }
                (seen, indirect)
            })
            .collect()
    }

    /// What each function's calls may lead to (one reachability over the
    /// call graph).
    pub fn call_facts(&self) -> CallFacts {
        let reach = self.reachable_calls();
        // Whether a function, or one its calls reach, has `direct`, or it
        // may call through a pointer (anything may then be reached).
        let within_reach = |direct: &[bool]| -> Vec<bool> {
            reach
                .iter()
                .enumerate()
                .map(|(f, (seen, indirect))| {
                    direct[f] || *indirect || seen.iter().zip(direct).any(|(r, d)| *r && *d)
                })
                .collect()
        };
        let global = |o: &Operand| match o {
            Operand::Global { id, .. } => Some(*id),
            _ => None,
        };
        let takes: Vec<BTreeSet<GlobalId>> = self
            .functions
            .iter()
            .map(|f| {
                f.blocks
                    .iter()
                    .flat_map(|b| {
                        let phis = b.phis.iter().flat_map(|p| &p.incoming).map(|(_, o)| o);
                        let instrs = b.instrs.iter().flat_map(|i| liveness::operands(&i.kind));
                        phis.chain(instrs).chain(liveness::term_operand(&b.term))
                    })
                    .filter_map(global)
                    .collect()
            })
            .collect();
        let globals_used = reach
            .iter()
            .enumerate()
            .map(|(f, (seen, indirect))| {
                let reached = seen.iter().enumerate().filter(|(_, r)| **r);
                (!indirect).then(|| {
                    let mut used = takes[f].clone();
                    used.extend(reached.flat_map(|(g, _)| takes[g].iter().copied()));
                    used
                })
            })
            .collect();
        let exits: Vec<bool> = self
            .functions
            .iter()
            .map(|f| {
                use crate::engine::Builtin::{Abort, Exit, ReachError};
                let ends = matches!(
                    crate::engine::builtin(&f.name),
                    Some(Exit | Abort | ReachError)
                );
                ends && !f.is_defined()
            })
            .collect();
        CallFacts {
            recursive: (0..reach.len()).map(|f| reach[f].0[f]).collect(),
            may_exit: within_reach(&exits),
            globals_used,
        }
    }
}

/// Per function, what a call of it may lead to.
#[derive(Clone, Debug)]
pub struct CallFacts {
    /// It is on a cycle of direct calls (recursive).
    pub recursive: Vec<bool>,
    /// It may end the program (`exit()`, `abort()`, a failing assertion: a
    /// call of one within reach, or a call through a pointer).
    pub may_exit: Vec<bool>,
    /// The globals it may use: whose addresses it, or a function its calls
    /// reach, takes (`None`: it may call through a pointer, so any).
    pub globals_used: Vec<Option<BTreeSet<GlobalId>>>,
}

impl CallFacts {
    /// Whether function `f` may use a global.
    pub fn uses_globals(&self, f: usize) -> bool {
        self.globals_used[f].as_ref().is_none_or(|g| !g.is_empty())
    }
}
