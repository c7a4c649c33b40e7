//! Values held in registers and in stack objects or globals (section 3, "Heap
//! representation": the stack frame is the input port; pointers to heap nodes
//! are references to roots of the forest automaton).

use crate::ir::{BinOp, CmpPred, FuncId};

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

/// `v` truncated to `width` bits.
pub fn truncate(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

/// `v` of `width` bits read as a signed number.
pub fn as_signed(v: u64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        v as i64
    } else {
        let shift = 64 - width;
        ((v << shift) as i64) >> shift
    }
}

/// The few integer operations the FA domain evaluates on constants (it keeps
/// data abstract, section 3); anything else gives `None`, an unknown value.
pub fn eval_bin(op: BinOp, a: u64, b: u64, width: u32) -> Option<u64> {
    let r = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl if b < u64::from(width) => a << b,
        BinOp::LShr if b < u64::from(width) => a >> b,
        BinOp::UDiv if b != 0 => a / b,
        BinOp::URem if b != 0 => a % b,
        _ => return None,
    };
    Some(truncate(r, width))
}

/// The truth of `a pred b` on two constants of `width` bits.
pub fn eval_cmp(pred: CmpPred, a: u64, b: u64, width: u32) -> Option<bool> {
    let (a, b) = (truncate(a, width), truncate(b, width));
    let (sa, sb) = (as_signed(a, width), as_signed(b, width));
    Some(match pred {
        CmpPred::Eq => a == b,
        CmpPred::Ne => a != b,
        CmpPred::Ugt => a > b,
        CmpPred::Uge => a >= b,
        CmpPred::Ult => a < b,
        CmpPred::Ule => a <= b,
        CmpPred::Sgt => sa > sb,
        CmpPred::Sge => sa >= sb,
        CmpPred::Slt => sa < sb,
        CmpPred::Sle => sa <= sb,
        CmpPred::Float => return None,
    })
}
