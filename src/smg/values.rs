//! Values: integer arithmetic on constants, and checking equality and
//! inequality of values (section 0.3.4) with refinement on branches.

use super::graph::{ValId, Value, Widening, ZERO};
use super::spc::Spc;
use crate::ir::{BinOp, CmpPred};

/// Integers computed beyond this magnitude are abstracted to unknown values.
const INT_BOUND: i64 = 1 << 24;

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

/// The result of a binary operation on two constants, `None` when undefined.
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
    let r = mask(r, width);
    let grows = matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl);
    let bound = INT_BOUND as u64;
    let small = |v: u64| signed(v, width).unsigned_abs() <= bound;
    (!grows || small(r) || !small(a)).then_some(r)
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

/// The truth of `pred` on two equal values.
fn on_equal(pred: CmpPred) -> Option<bool> {
    match pred {
        CmpPred::Eq | CmpPred::Uge | CmpPred::Ule | CmpPred::Sge | CmpPred::Sle => Some(true),
        CmpPred::Ne | CmpPred::Ugt | CmpPred::Ult | CmpPred::Sgt | CmpPred::Slt => Some(false),
        CmpPred::Float => None,
    }
}

impl Spc {
    /// Decides `a pred b` when the SPC determines it (section 0.3.4), else `None`.
    pub fn decide(&self, pred: CmpPred, a: ValId, b: ValId, width: u32) -> Option<bool> {
        if pred == CmpPred::Float {
            return None;
        }
        if a == b {
            return on_equal(pred);
        }
        let differ = match (self.smg.val(a), self.smg.val(b)) {
            (Value::Int(x), Value::Int(y)) => return fold_cmp(pred, x, y, width),
            (Value::Addr { obj: o1, off: x }, Value::Addr { obj: o2, off: y }) if o1 == o2 => {
                return fold_cmp(pred, x as u64, y as u64, 64);
            }
            (Value::Addr { .. } | Value::Func(_), Value::Addr { .. } | Value::Func(_)) => true,
            (Value::Addr { .. } | Value::Func(_), Value::Int(k))
            | (Value::Int(k), Value::Addr { .. } | Value::Func(_)) => k < 4096,
            _ => self.smg.has_neq(a, b),
        };
        match (differ, pred) {
            (true, CmpPred::Eq) => Some(false),
            (true, CmpPred::Ne) => Some(true),
            _ => None,
        }
    }

    /// Restricts the SPC to `a pred b` being `truth`; `false` when that is infeasible.
    /// Equalities merge values, non-equalities are recorded; other relations
    /// cannot be recorded and make the SPC inexact.
    pub fn refine(&mut self, pred: CmpPred, a: ValId, b: ValId, width: u32, truth: bool) -> bool {
        if let Some(t) = self.decide(pred, a, b, width) {
            return t == truth;
        }
        let lossy = |v: ValId| matches!(self.smg.val(v), Value::Unknown { exact: false });
        if lossy(a) || lossy(b) {
            self.exact = false;
        }
        match (pred, truth) {
            (CmpPred::Eq, true) | (CmpPred::Ne, false) => self.assume_equal(a, b),
            (CmpPred::Eq, false) | (CmpPred::Ne, true) => {
                self.smg.add_neq(a, b);
                true
            }
            _ => {
                self.exact = false;
                true
            }
        }
    }

    /// Makes `a` and `b` one value; `false` when they cannot be equal.
    pub fn assume_equal(&mut self, a: ValId, b: ValId) -> bool {
        if a == b {
            return true;
        }
        if self.smg.has_neq(a, b) {
            return false;
        }
        let (from, to) = match (self.smg.val(a), self.smg.val(b)) {
            (Value::Unknown { .. }, _) => (a, b),
            (_, Value::Unknown { .. }) => (b, a),
            _ => return false,
        };
        self.merge_value(from, to);
        self.settle_widenings()
    }

    /// Propagates constants through widenings whose one side became constant.
    fn settle_widenings(&mut self) -> bool {
        loop {
            let found = self.smg.widenings.iter().enumerate().find_map(|(i, w)| {
                let (wide, narrow) = (self.smg.val(w.wide), self.smg.val(w.narrow));
                match (wide, narrow) {
                    (_, Value::Int(n)) => Some((i, w.wide, widen(*w, n))),
                    (Value::Int(c), _) => Some((i, w.narrow, narrowed(*w, c))),
                    _ => None,
                }
            });
            let Some((i, target, constant)) = found else {
                return true;
            };
            self.smg.widenings.remove(i);
            let Some(c) = constant else { return false };
            let cv = if c == 0 { ZERO } else { self.smg.int(c) };
            if !self.assume_equal(target, cv) {
                return false;
            }
        }
    }
}

/// The wide constant a widening gives for the narrow constant `n`.
fn widen(w: Widening, n: u64) -> Option<u64> {
    Some(if w.signed {
        mask(signed(n, w.from) as u64, w.to)
    } else {
        mask(n, w.from)
    })
}

/// The narrow constant whose widening is `c`, if there is one.
fn narrowed(w: Widening, c: u64) -> Option<u64> {
    let n = mask(c, w.from);
    (widen(w, n)? == mask(c, w.to)).then_some(n)
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
    fn division_by_zero_and_large_results_are_not_folded() {
        assert_eq!(fold_bin(BinOp::SDiv, 4, 0, 32), None);
        assert_eq!(fold_bin(BinOp::Add, 3, 4, 32), Some(7));
        assert_eq!(fold_bin(BinOp::Sub, 0, 1, 32), Some(0xffff_ffff));
        assert_eq!(fold_bin(BinOp::Mul, 1 << 20, 1 << 20, 64), None);
    }

    #[test]
    fn sign_extension_round_trips() {
        let w = Widening {
            wide: ZERO,
            narrow: ZERO,
            signed: true,
            from: 8,
            to: 32,
        };
        assert_eq!(widen(w, 0xff), Some(0xffff_ffff));
        assert_eq!(narrowed(w, 0xffff_ffff), Some(0xff));
        assert_eq!(narrowed(w, 0x1ff), None);
    }
}
