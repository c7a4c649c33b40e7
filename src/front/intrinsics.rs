//! Calls of LLVM intrinsics (`llvm.*`), lowered to instructions or dropped.

use crate::ir::{InstrKind, Operand, Var};
use llvm_ir::function::ParameterAttribute;

/// Lowers a call of the intrinsic `name`; `Ok(None)` drops it (debug info,
/// stack save/restore), `Err` names an unsupported intrinsic.
pub fn lower(
    name: &str,
    dst: Option<Var>,
    args: &[(llvm_ir::Operand, Vec<ParameterAttribute>)],
    operand: impl Fn(&llvm_ir::Operand) -> Result<Operand, String>,
) -> Result<Option<InstrKind>, String> {
    let arg = |i: usize| match args.get(i) {
        Some((op, _)) => operand(op),
        None => Err(format!("call of {name} with too few arguments")),
    };
    let family = |prefix: &str| name == prefix || name.starts_with(&format!("{prefix}."));
    Ok(Some(
        if family("llvm.dbg") || family("llvm.stacksave") || family("llvm.stackrestore") {
            return Ok(None);
        } else if family("llvm.lifetime.start") {
            InstrKind::LifetimeStart { ptr: arg(1)? }
        } else if family("llvm.lifetime.end") {
            InstrKind::LifetimeEnd { ptr: arg(1)? }
        } else if family("llvm.memset") {
            InstrKind::Memset {
                dst: arg(0)?,
                val: arg(1)?,
                len: arg(2)?,
            }
        } else if family("llvm.memcpy") || family("llvm.memmove") {
            let overlap = family("llvm.memmove");
            InstrKind::Memcpy {
                dst: arg(0)?,
                src: arg(1)?,
                len: arg(2)?,
                overlap,
            }
        } else if let (true, Some(d)) = (family("llvm.expect"), dst) {
            InstrKind::Move {
                moves: vec![(d, arg(0)?)],
            }
        } else {
            return Err(format!("call of intrinsic {name}"));
        },
    ))
}
