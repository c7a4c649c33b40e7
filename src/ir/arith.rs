//! LLVM integer semantics on constants: wrapping arithmetic and comparisons
//! at a given bit width, shared by the domains.

use super::{BinOp, CmpPred};

/// Heap data within this bound (a node's colour, phase or kind tag) is kept
/// exact by both domains' unions at loop heads, as Predator tracks integers
/// exactly up to a bound (section 0.5.2, "Non-Pointer Data"); a counter
/// stored in nodes soon goes past it and is widened as before.
pub const SMALL_TAG: i64 = 3;

/// `v` truncated to `width` bits.
pub fn mask(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

/// `v` of `width` bits read as a signed number.
pub fn signed(v: u64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        v as i64
    } else {
        let shift = 64 - width;
        ((v << shift) as i64) >> shift
    }
}

/// Whether `op` (or, xor, and) with the constant `k` changes only the low
/// four bits of a value: a tag in a 16-byte aligned (heap) pointer.
pub fn tag_only(op: BinOp, k: u64) -> bool {
    match op {
        BinOp::Or | BinOp::Xor => k < 16,
        BinOp::And => !k < 16,
        _ => false,
    }
}

/// The result of a binary operation on two constants, `None` when undefined
/// (division by zero, oversized shifts, floating point).
pub fn fold_bin(op: BinOp, a: u64, b: u64, width: u32) -> Option<u64> {
    let (sa, sb) = (signed(a, width), signed(b, width));
    let r = match op {
        BinOp::Add => a.wrapping_add(b),
        BinOp::Sub => a.wrapping_sub(b),
        BinOp::Mul => a.wrapping_mul(b),
        BinOp::UDiv => a.checked_div(b)?,
        BinOp::URem => a.checked_rem(b)?,
        BinOp::SDiv => sa.checked_div(sb)? as u64,
        BinOp::SRem => sa.checked_rem(sb)? as u64,
        BinOp::And => a & b,
        BinOp::Or => a | b,
        BinOp::Xor => a ^ b,
        BinOp::Shl if b < width as u64 => a << b,
        BinOp::LShr if b < width as u64 => a >> b,
        BinOp::AShr if b < width as u64 => (sa >> b) as u64,
        _ => return None,
    };
    Some(mask(r, width))
}

/// The truth of `a pred b` on two constants of `width` bits.
pub fn fold_cmp(pred: CmpPred, a: u64, b: u64, width: u32) -> Option<bool> {
    let (a, b) = (mask(a, width), mask(b, width));
    let (sa, sb) = (signed(a, width), signed(b, width));
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

impl CmpPred {
    /// The predicate with its sides swapped: `a p b` iff `b p.swapped() a`.
    pub fn swapped(self) -> CmpPred {
        use CmpPred::*;
        match self {
            Ugt => Ult,
            Uge => Ule,
            Ult => Ugt,
            Ule => Uge,
            Sgt => Slt,
            Sge => Sle,
            Slt => Sgt,
            Sle => Sge,
            p => p,
        }
    }

    /// The negated predicate: `!(a p b)` iff `a p.negated() b`.
    pub fn negated(self) -> CmpPred {
        use CmpPred::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Ugt => Ule,
            Uge => Ult,
            Ult => Uge,
            Ule => Ugt,
            Sgt => Sle,
            Sge => Slt,
            Slt => Sge,
            Sle => Sgt,
            Float => Float,
        }
    }

    /// The truth of the predicate on two equal values.
    pub fn on_equal(self) -> Option<bool> {
        use CmpPred::*;
        match self {
            Eq | Uge | Ule | Sge | Sle => Some(true),
            Ne | Ugt | Ult | Sgt | Slt => Some(false),
            Float => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_and_masked_views() {
        assert_eq!(signed(0xff, 8), -1);
        assert_eq!(mask(u64::MAX, 32), 0xffff_ffff);
        assert_eq!(fold_cmp(CmpPred::Slt, 0xffff_ffff, 0, 32), Some(true));
        assert_eq!(fold_cmp(CmpPred::Ult, 0xffff_ffff, 0, 32), Some(false));
    }

    #[test]
    fn wrapping_and_undefined_operations() {
        assert_eq!(fold_bin(BinOp::SDiv, 4, 0, 32), None);
        assert_eq!(fold_bin(BinOp::Add, 3, 4, 32), Some(7));
        assert_eq!(fold_bin(BinOp::Sub, 0, 1, 32), Some(0xffff_ffff));
        assert_eq!(fold_bin(BinOp::AShr, 0xf0, 4, 8), Some(0xff));
    }
}
