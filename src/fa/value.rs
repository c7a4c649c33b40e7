//! Values held in registers and in stack objects or globals (section 3, "Heap
//! representation": the stack frame is the input port; pointers to heap nodes
//! are references to roots of the forest automaton).

pub use crate::ir::arith::{fold_bin, fold_cmp, mask, signed};
use crate::ir::FuncId;

/// A value of the FA domain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Val {
    /// A known integer, zero-extended (0 is also the null pointer).
    Int(u64),
    /// An unknown integer with an identity (renumbered canonically), so that
    /// branching on it twice gives consistent outcomes.
    Unknown(u32),
    /// An unknown value without identity (undefined, or read from the abstract
    /// heap): branching on it loses exactness.
    Lossy,
    /// An address inside the heap node that is the root of component `comp`.
    Node { comp: u32, off: i64 },
    /// An address inside a stack object or global (index into the object table).
    Obj { id: u32, off: i64 },
    /// The address of a function.
    Func(FuncId),
    /// The address of a stack object that went out of scope.
    Dangling,
}
