//! Calls of LLVM intrinsics (`llvm.*`), lowered to instructions or dropped.

use crate::ir::{BinOp, InstrKind, Operand, Var};
use llvm_ir::function::ParameterAttribute;

/// A call of an intrinsic.
pub struct Call<'a> {
    /// The intrinsic, e.g. `llvm.memcpy.p0i8.p0i8.i64`.
    pub name: &'a str,
    /// The register receiving the result, if any.
    pub dst: Option<Var>,
    /// Width in bits of the result if it is floating point (math intrinsics).
    pub float: Option<u32>,
    /// The arguments as in LLVM.
    pub args: &'a [(llvm_ir::Operand, Vec<ParameterAttribute>)],
}

/// Lowers a call of an intrinsic; `Ok(None)` drops it (debug info, stack
/// save/restore), `Err` names an unsupported intrinsic. Floating-point math
/// intrinsics give an unknown value.
pub fn lower(
    call: &Call,
    operand: impl Fn(&llvm_ir::Operand) -> Result<Operand, String>,
) -> Result<Option<InstrKind>, String> {
    let Call {
        name,
        dst,
        float,
        args,
    } = *call;
    let arg = |i: usize| match args.get(i) {
        Some((op, _)) => operand(op),
        None => Err(format!("call of {name} with too few arguments")),
    };
    let family = |prefix: &str| name == prefix || name.starts_with(&format!("{prefix}."));
    let kind = if family("llvm.dbg") || family("llvm.stacksave") || family("llvm.stackrestore") {
        return Ok(None);
    } else if family("llvm.lifetime.start") {
        InstrKind::LifetimeStart { ptr: arg(1)? }
    } else if family("llvm.lifetime.end") {
        InstrKind::LifetimeEnd { ptr: arg(1)? }
    } else if family("llvm.memset") {
        let (dst, val, len) = (arg(0)?, arg(1)?, arg(2)?);
        InstrKind::Memset { dst, val, len }
    } else if family("llvm.memcpy") || family("llvm.memmove") {
        let (dst, src, len) = (arg(0)?, arg(1)?, arg(2)?);
        let overlap = family("llvm.memmove");
        InstrKind::Memcpy {
            dst,
            src,
            len,
            overlap,
        }
    } else if let (true, Some(d)) = (family("llvm.expect"), dst) {
        InstrKind::Move {
            moves: vec![(d, arg(0)?)],
        }
    } else if let (Some(d), Some(width)) = (dst, float) {
        let b = if args.len() > 1 {
            arg(1)?
        } else {
            Operand::Undef
        };
        InstrKind::Bin {
            dst: d,
            op: BinOp::Float,
            a: arg(0)?,
            b,
            width,
            nsw: false,
        }
    } else {
        return Err(format!("call of intrinsic {name}"));
    };
    Ok(Some(kind))
}
