//! Values: integer arithmetic on constants, and checking equality and
//! inequality of values (section 0.3.4) with refinement on branches.

use super::graph::{ObjId, Place, ValId, Value, Widening, ZERO};
use super::spc::Spc;
pub use crate::ir::arith::{fold_cmp, mask, signed};
use crate::ir::{arith, BinOp, CmpPred};

/// Integers computed beyond this magnitude are abstracted to unknown values.
const INT_BOUND: i64 = 1 << 24;

/// A binary operation on constants whose result is abstracted to an unknown
/// value (`None`) when it grows beyond the bound on tracked integers from
/// operands within it (a counter; a large constant operand is kept).
pub fn fold_bin(op: BinOp, a: u64, b: u64, width: u32) -> Option<u64> {
    let r = arith::fold_bin(op, a, b, width)?;
    let grows = matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Shl);
    let small = |v: u64| signed(v, width).unsigned_abs() <= INT_BOUND as u64;
    (!grows || small(r) || !small(a) || !small(b)).then_some(r)
}

/// A join keeps the hull of two ranges only if it has fewer values than this
/// (else it widens to every value), and a string scan splits on fewer unknown
/// bytes than this.
pub const CONCRETISE_LIMIT: i64 = 16;

/// Unknown values with fewer possible values are split into constants where
/// an operand of arithmetic, an index or a size needs one: enough for the
/// usual `len < 32` bound of a list length, so a counter copied from it keeps
/// the relation (the join widens at the smaller limit, so counters converge).
pub const SPLIT_LIMIT: i64 = 32;

/// The bounds a range that keeps growing at a join is widened to: the limits
/// of 32-bit integers and the signs (so a counter stays non-negative).
const THRESHOLDS: [i64; 7] = [
    i64::MIN,
    i32::MIN as i64,
    -1,
    0,
    i32::MAX as i64,
    u32::MAX as i64,
    i64::MAX,
];

/// Widening with thresholds of the range `old` by `new`: a bound of `old`
/// that `new` stays within is kept, one `new` goes beyond moves out to the
/// next threshold. A range growing at each join passes each threshold once,
/// so loops converge.
pub fn widen_to_thresholds(old: (i64, i64), new: (i64, i64)) -> (i64, i64) {
    let lo = if old.0 <= new.0 {
        old.0
    } else {
        THRESHOLDS
            .iter()
            .rev()
            .find(|&&t| t <= new.0)
            .copied()
            .unwrap_or(i64::MIN)
    };
    let hi = if new.1 <= old.1 {
        old.1
    } else {
        THRESHOLDS
            .iter()
            .find(|&&t| t >= new.1)
            .copied()
            .unwrap_or(i64::MAX)
    };
    (lo, hi)
}

/// Whether `pred` compares as signed numbers (equality counts as signed).
fn is_signed(pred: CmpPred) -> bool {
    matches!(
        pred,
        CmpPred::Eq | CmpPred::Ne | CmpPred::Sgt | CmpPred::Sge | CmpPred::Slt | CmpPred::Sle
    )
}

/// The interval of `pred`'s left side implied by `left pred right` being true
/// when the right side lies in `r` (a sound bound, exact for a constant right side).
fn implied(pred: CmpPred, r: (i128, i128)) -> (i128, i128) {
    let (lo, hi) = (i128::MIN / 2, i128::MAX / 2);
    match pred {
        CmpPred::Slt | CmpPred::Ult => (lo, r.1 - 1),
        CmpPred::Sle | CmpPred::Ule => (lo, r.1),
        CmpPred::Sgt | CmpPred::Ugt => (r.0 + 1, hi),
        CmpPred::Sge | CmpPred::Uge => (r.0, hi),
        CmpPred::Eq => r,
        CmpPred::Ne | CmpPred::Float => (lo, hi),
    }
}

/// The truth of `a pred b` for every `a` in `x` and `b` in `y`, if it is the same.
fn decide_intervals(pred: CmpPred, x: (i128, i128), y: (i128, i128)) -> Option<bool> {
    let disjoint = x.1 < y.0 || y.1 < x.0;
    let (always, never) = match pred {
        CmpPred::Eq => (x.0 == x.1 && y.0 == y.1 && x.0 == y.0, disjoint),
        CmpPred::Ne => (disjoint, x.0 == x.1 && y.0 == y.1 && x.0 == y.0),
        CmpPred::Slt | CmpPred::Ult => (x.1 < y.0, x.0 >= y.1),
        CmpPred::Sle | CmpPred::Ule => (x.1 <= y.0, x.0 > y.1),
        CmpPred::Sgt | CmpPred::Ugt => (x.0 > y.1, x.1 <= y.0),
        CmpPred::Sge | CmpPred::Uge => (x.0 >= y.1, x.1 < y.0),
        CmpPred::Float => (false, false),
    };
    match (always, never) {
        (true, _) => Some(true),
        (_, true) => Some(false),
        _ => None,
    }
}

/// The values of the range `lo..=hi` as `width`-bit numbers, signed or not:
/// each is taken modulo 2^width (a range joined from bit patterns, e.g.
/// `0` and `0xffffffff`, holds -1 in the signed view), and a range that
/// wraps around in the view stands for every value.
fn view(lo: i64, hi: i64, width: u32, signed_view: bool) -> (i128, i128) {
    let m = 1i128 << width.clamp(1, 64);
    let (min, max) = if signed_view {
        (-(m / 2), m / 2 - 1)
    } else {
        (0, m - 1)
    };
    let (lo, hi) = (lo as i128, hi as i128);
    let l = (lo - min).rem_euclid(m) + min;
    let h = l + (hi - lo);
    if hi - lo >= m || h > max {
        (min, max)
    } else {
        (l, h)
    }
}

/// The numbers of the range `lo..=hi` whose `width`-bit view (signed or
/// not) lies in `r`, as at most two intervals in increasing order, with the
/// window they were cut from: the range itself, or one turn of the signed
/// numbers when the range holds every bit pattern.
fn within(
    lo: i64,
    hi: i64,
    r: (i128, i128),
    width: u32,
    signed_view: bool,
) -> ((i128, i128), Vec<(i128, i128)>) {
    let m = 1i128 << width.clamp(1, 64);
    let (min, max) = if signed_view {
        (-(m / 2), m / 2 - 1)
    } else {
        (0, m - 1)
    };
    let (r0, r1) = (r.0.max(min), r.1.min(max));
    let (lo, hi) = if hi as i128 - lo as i128 + 1 >= m {
        (-(m / 2), m / 2 - 1)
    } else {
        (lo as i128, hi as i128)
    };
    let turns = (lo - r1).div_euclid(m)..=(hi - r0).div_euclid(m);
    let pieces = (r0 <= r1)
        .then_some(turns)
        .into_iter()
        .flatten()
        .filter_map(|k| {
            let (a, b) = (lo.max(r0 + k * m), hi.min(r1 + k * m));
            (a <= b).then_some((a, b))
        })
        .collect();
    ((lo, hi), pieces)
}

impl Spc {
    /// The interval of values `v` may have as a `width`-bit number, signed or not.
    pub(super) fn interval(&self, v: ValId, width: u32, signed_view: bool) -> Option<(i128, i128)> {
        let w = width.clamp(1, 64);
        match self.smg.val(v) {
            Value::Int(c) if signed_view => Some((signed(c, w) as i128, signed(c, w) as i128)),
            Value::Int(c) => Some((mask(c, w) as i128, mask(c, w) as i128)),
            Value::Unknown { lo, hi, .. } => Some(view(lo, hi, w, signed_view)),
            _ => None,
        }
    }

    /// The few constants an unknown value may be, when its range is small.
    pub fn small_range(&self, v: ValId) -> Option<std::ops::RangeInclusive<i64>> {
        match self.smg.val(v) {
            Value::Unknown { lo, hi, .. } if hi.checked_sub(lo)? < SPLIT_LIMIT => Some(lo..=hi),
            _ => None,
        }
    }

    /// Decides `a pred b` when the SPC determines it (section 0.3.4), else `None`.
    pub fn decide(&self, pred: CmpPred, a: ValId, b: ValId, width: u32) -> Option<bool> {
        if pred == CmpPred::Float {
            return None;
        }
        if a == b {
            return pred.on_equal();
        }
        let differ = match (self.smg.val(a), self.smg.val(b)) {
            (Value::Int(x), Value::Int(y)) => return fold_cmp(pred, x, y, width),
            _ if self.possibly_empty(a) || self.possibly_empty(b) => false,
            (
                Value::Addr {
                    obj: o1,
                    off: x,
                    tg: t1,
                },
                Value::Addr {
                    obj: o2,
                    off: y,
                    tg: t2,
                },
            ) if o1 == o2 => match self.smg.obj(o1).seg {
                Some(seg) if t1 != t2 => seg.min >= 2,
                _ => return fold_cmp(pred, x as u64, y as u64, 64),
            },
            (Value::Addr { obj: o1, .. }, Value::Addr { obj: o2, .. })
                if self.may_reuse(o1, o2) =>
            {
                return None
            }
            (Value::Addr { .. } | Value::Func(_), Value::Addr { .. } | Value::Func(_)) => true,
            (Value::Addr { .. } | Value::Func(_), Value::Int(k))
            | (Value::Int(k), Value::Addr { .. } | Value::Func(_)) => k < 4096,
            _ => {
                // An equality holds in both views: either may tell the
                // values apart (bytes 1..=255 are not 0, yet wrap as signed).
                let views: &[bool] = match pred {
                    CmpPred::Eq | CmpPred::Ne => &[true, false],
                    _ => &[is_signed(pred)],
                };
                for &sv in views {
                    if let (Some(x), Some(y)) =
                        (self.interval(a, width, sv), self.interval(b, width, sv))
                    {
                        if let Some(t) = decide_intervals(pred, x, y) {
                            return Some(t);
                        }
                    }
                }
                if let Some(t) = self.decide_by_order(pred, a, b) {
                    return Some(t);
                }
                self.smg.has_neq(a, b)
            }
        };
        match (differ, pred) {
            (true, CmpPred::Eq) => Some(false),
            (true, CmpPred::Ne) => Some(true),
            _ => None,
        }
    }

    /// Whether two heap blocks may lie at one address: one was freed, and
    /// the allocator may have given its address to the other, allocated later.
    fn may_reuse(&self, o1: ObjId, o2: ObjId) -> bool {
        let (a, b) = (self.smg.obj(o1), self.smg.obj(o2));
        let heap = a.place == Place::Heap && b.place == Place::Heap;
        o1 != o2 && heap && ((!a.valid && b.reuses) || (!b.valid && a.reuses))
    }

    /// Decides a signed comparison (or an equality) from the order facts.
    fn decide_by_order(&self, pred: CmpPred, a: ValId, b: ValId) -> Option<bool> {
        use CmpPred::*;
        let (ab, ba) = (self.smg.ordered(a, b), self.smg.ordered(b, a));
        if ab.is_some() && ba.is_some() {
            // a <= b <= a: the values are equal.
            return pred.on_equal();
        }
        match pred {
            Slt if ab == Some(true) => Some(true),
            Slt if ba.is_some() => Some(false),
            Sle if ab.is_some() => Some(true),
            Sle if ba == Some(true) => Some(false),
            Sgt | Sge => self.decide_by_order(pred.swapped(), b, a),
            Eq if ab == Some(true) || ba == Some(true) => Some(false),
            Ne if ab == Some(true) || ba == Some(true) => Some(true),
            _ => None,
        }
    }

    /// Restricts the SPC to `a pred b` being `truth`; `false` when that is infeasible.
    /// Equalities merge values, non-equalities are recorded, relations with a
    /// constant narrow the range of the unknown side; what cannot be recorded
    /// exactly makes the SPC inexact.
    pub fn refine(&mut self, pred: CmpPred, a: ValId, b: ValId, width: u32, truth: bool) -> bool {
        if let Some(t) = self.decide(pred, a, b, width) {
            return t == truth;
        }
        // Addresses of a freed block and of another one are equal in a run
        // where the allocator reused the block: nothing to record.
        if let (Value::Addr { obj: o1, .. }, Value::Addr { obj: o2, .. }) =
            (self.smg.val(a), self.smg.val(b))
        {
            if self.may_reuse(o1, o2) {
                return true;
            }
        }
        let lossy = |v: ValId| matches!(self.smg.val(v), Value::Unknown { exact: false, .. });
        if lossy(a) || lossy(b) {
            self.exact = false;
        }
        let pred = if truth { pred } else { pred.negated() };
        let sv = is_signed(pred);
        let (x, y) = (self.interval(a, width, sv), self.interval(b, width, sv));
        let constant = |v: ValId| matches!(self.smg.val(v), Value::Int(_));
        // Order facts are 32-bit or 64-bit signed relations (`narrow_orders`
        // reads them on numbers), as C compares after integer promotion.
        let recorded = match pred {
            _ if width < 32 => None,
            CmpPred::Slt | CmpPred::Sle => Some((a, b, pred == CmpPred::Slt)),
            CmpPred::Sgt | CmpPred::Sge => Some((b, a, pred == CmpPred::Sgt)),
            _ => None,
        };
        if let (Some((l, r, strict)), Some(_), Some(_)) = (recorded, x, y) {
            // Relations between two unknowns are kept as order facts.
            if !(constant(a) || constant(b)) {
                self.smg.add_order(l, r, strict);
                if self.smg.ordered(r, l).is_some() && !self.assume_equal(a, b, width) {
                    return false;
                }
            }
        } else if !matches!(pred, CmpPred::Eq | CmpPred::Ne)
            && (x.is_none() || y.is_none() || !(constant(a) || constant(b)))
        {
            self.exact = false;
        }
        let (Some(x), Some(y)) = (x, y) else {
            return self.refine_identity(pred, a, b, width);
        };
        self.narrow(a, implied(pred, y), width, sv)
            && self.narrow(b, implied(pred.swapped(), x), width, sv)
            && self.refine_identity(pred, a, b, width)
    }

    /// The equality part of a refinement: merge equal values, record different ones.
    fn refine_identity(&mut self, pred: CmpPred, a: ValId, b: ValId, width: u32) -> bool {
        match pred {
            CmpPred::Eq => self.assume_equal(a, b, width),
            CmpPred::Ne => {
                self.smg.add_neq(a, b);
                self.exclude(a, b, width) && self.exclude(b, a, width)
            }
            _ => true,
        }
    }

    /// Shrinks the range of the unknown `v` to its values in `r` (in the
    /// signed view or not) that no non-equality with a constant excludes;
    /// a single value becomes a constant. The range is kept as it is
    /// numbered, so a bound in the other view cuts it into at most two
    /// pieces: a one-value gap between them is kept as a non-equality, a
    /// larger one is covered (the value then over-approximates).
    fn narrow(&mut self, v: ValId, r: (i128, i128), width: u32, signed_view: bool) -> bool {
        let Value::Unknown {
            exact,
            lo,
            hi,
            level,
        } = self.smg.val(v)
        else {
            return true;
        };
        let m = 1i128 << width.clamp(1, 64);
        let (window, mut pieces) = within(lo, hi, r, width, signed_view);
        let excluded = self.excluded_constants(v, width);
        let out = |t: i128| excluded.contains(&t.rem_euclid(m));
        for p in &mut pieces {
            while p.0 <= p.1 && out(p.0) {
                p.0 += 1;
            }
            while p.0 <= p.1 && out(p.1) {
                p.1 -= 1;
            }
        }
        pieces.retain(|p| p.0 <= p.1);
        let (Some(first), Some(last)) = (pieces.first(), pieces.last()) else {
            return false;
        };
        if pieces == [window] {
            return true;
        }
        let constant = |s: &mut Self, t: i128| match mask(t as u64, width) {
            0 => ZERO,
            c => s.smg.int(c),
        };
        let gap = last.0 - first.1 - 1;
        if gap == 1 {
            let cv = constant(self, first.1 + 1);
            self.smg.add_neq(v, cv);
        }
        if gap > 1 {
            self.exact = false;
        }
        let exact = exact && gap <= 1;
        let (nlo, nhi) = (first.0 as i64, last.1 as i64);
        if (nlo, nhi) == (lo, hi) {
            return true;
        }
        if nlo == nhi {
            let cv = constant(self, nlo.into());
            return self.assume_equal(v, cv, width);
        }
        self.smg.values[v.0 as usize] = Value::Unknown {
            exact,
            lo: nlo,
            hi: nhi,
            level,
        };
        self.narrow_widenings(v) && self.narrow_orders(v)
    }

    /// The constants `v` differs from (non-equalities), as `width`-bit patterns.
    fn excluded_constants(&self, v: ValId, width: u32) -> Vec<i128> {
        let other = |&(a, b): &(ValId, ValId)| match (a == v, b == v) {
            (true, _) => Some(b),
            (_, true) => Some(a),
            _ => None,
        };
        (self.smg.neq.iter().filter_map(other))
            .filter_map(|o| match self.smg.val(o) {
                Value::Int(c) => Some(mask(c, width) as i128),
                _ => None,
            })
            .collect()
    }

    /// Carries the narrowed range of `v` across its widenings: a zero or
    /// sign extension keeps the number, so both sides have the same values
    /// (a bound checked on `(size_t)i` holds for `i`, widened again later).
    fn narrow_widenings(&mut self, v: ValId) -> bool {
        let linked: Vec<Widening> = (self.smg.widenings.iter())
            .filter(|w| w.wide == v || w.narrow == v)
            .copied()
            .collect();
        for w in linked {
            let (other, width, other_width) = if w.wide == v {
                (w.narrow, w.to, w.from)
            } else {
                (w.wide, w.from, w.to)
            };
            let Some(r) = self.interval(v, width, w.signed) else {
                continue;
            };
            if !self.narrow(other, r, other_width, w.signed) {
                return false;
            }
        }
        true
    }

    /// After `v != c` for a constant `c` at an end of `v`'s range, shrinks the range.
    fn exclude(&mut self, v: ValId, c: ValId, width: u32) -> bool {
        if !matches!(self.smg.val(c), Value::Int(_)) {
            return true;
        }
        self.narrow(v, (i128::MIN, i128::MAX), width, true)
    }

    /// Makes `a` and `b` one value; `false` when they cannot be equal.
    pub fn assume_equal(&mut self, a: ValId, b: ValId, width: u32) -> bool {
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
        let Value::Unknown { lo, hi, .. } = self.smg.val(from) else {
            unreachable!()
        };
        let (lo, hi) = view(lo, hi, width, true);
        let fits = match self.smg.val(to) {
            Value::Int(c) => (lo..=hi).contains(&(signed(c, width) as i128)),
            Value::Unknown { .. } => self.narrow(to, (lo, hi), width, true),
            _ => true,
        };
        if !fits || !self.bound_by_constant(from, to, width) {
            return false;
        }
        self.merge_value(from, to);
        !self.smg.order_contradicts() && self.narrow_orders(to) && self.settle_widenings()
    }

    /// Before `v` becomes the constant `c` (compared at `width` bits), turns
    /// its order facts into bounds of the other sides (and drops them): `a <
    /// v` bounds `a` by `c - 1`. Read later from the constant's bit pattern
    /// alone, a negative 32-bit constant would be a large number.
    fn bound_by_constant(&mut self, v: ValId, c: ValId, width: u32) -> bool {
        let Value::Int(k) = self.smg.val(c) else {
            return true;
        };
        if width < 32 {
            return true;
        }
        let k = i128::from(signed(k, width));
        let (facts, others): (Vec<_>, Vec<_>) = std::mem::take(&mut self.smg.order)
            .into_iter()
            .partition(|f| f.0 == v || f.1 == v);
        self.smg.order = others;
        facts.into_iter().all(|(a, b, strict)| {
            let s = i128::from(strict);
            let other = if a == v { b } else { a };
            if let Value::Int(o) = self.smg.val(other) {
                let o = i128::from(signed(o, width));
                return if a == v { k + s <= o } else { o + s <= k };
            }
            if a == v {
                self.narrow(b, (k + s, i128::MAX), width, true)
            } else {
                self.narrow(a, (i128::MIN, k - s), width, true)
            }
        })
    }

    /// The range of `v` as 32-bit signed numbers (where every comparison
    /// recorded as an order fact views it alike), if it has one.
    fn numbers(&self, v: ValId) -> Option<(i64, i64)> {
        let (lo, hi) = match self.smg.val(v) {
            Value::Int(c) => {
                let c = i64::try_from(c).ok()?;
                (c, c)
            }
            Value::Unknown { lo, hi, .. } => (lo, hi),
            _ => return None,
        };
        let int = i64::from(i32::MIN)..=i64::from(i32::MAX);
        (int.contains(&lo) && int.contains(&hi)).then_some((lo, hi))
    }

    /// Carries the range of `v` across the order facts it is in: `a < b`
    /// (or `a <= b`) bounds `a` by `b`'s greatest value and `b` by `a`'s
    /// least; `false` when they contradict (`m < n`, then `n <= 2` bounds
    /// `m` by 1, and `m == 2` is infeasible).
    fn narrow_orders(&mut self, v: ValId) -> bool {
        let facts: Vec<(ValId, ValId, bool)> = (self.smg.order.iter())
            .filter(|f| f.0 == v || f.1 == v)
            .copied()
            .collect();
        for (a, b, strict) in facts {
            let (Some((alo, _)), Some((_, bhi))) = (self.numbers(a), self.numbers(b)) else {
                continue;
            };
            let k = i128::from(strict);
            let a_max = (i128::from(i32::MIN), i128::from(bhi) - k);
            let b_min = (i128::from(alo) + k, i128::from(i32::MAX));
            if alo as i128 + k > bhi as i128
                || !self.narrow(a, a_max, 64, true)
                || !self.narrow(b, b_min, 64, true)
            {
                return false;
            }
        }
        true
    }

    /// Propagates constants through widenings whose one side became constant.
    fn settle_widenings(&mut self) -> bool {
        loop {
            let found = self.smg.widenings.iter().enumerate().find_map(|(i, w)| {
                let (wide, narrow) = (self.smg.val(w.wide), self.smg.val(w.narrow));
                match (wide, narrow) {
                    (_, Value::Int(n)) => Some((i, w.wide, widen(*w, n), w.to)),
                    (Value::Int(c), _) => Some((i, w.narrow, narrowed(*w, c), w.from)),
                    _ => None,
                }
            });
            let Some((i, target, constant, width)) = found else {
                return true;
            };
            self.smg.widenings.remove(i);
            let Some(c) = constant else { return false };
            let cv = if c == 0 { ZERO } else { self.smg.int(c) };
            if !self.assume_equal(target, cv, width) {
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
    fn ranges_are_viewed_modulo_their_width() {
        let (smax, umax) = (i32::MAX as i128, u32::MAX as i128);
        assert_eq!(view(0, u32::MAX as i64, 32, true), (-smax - 1, smax));
        assert_eq!(view(0, u32::MAX as i64, 32, false), (0, umax));
        assert_eq!(view(4294967294, 4294967295, 32, true), (-2, -1));
        assert_eq!(view(-2, -1, 32, false), (umax - 1, umax));
        assert_eq!(view(-5, 5, 32, false), (0, umax));
        assert_eq!(view(3, 9, 32, true), (3, 9));
        assert_eq!(
            view(i64::MIN, i64::MAX, 64, true),
            (i64::MIN as i128, i64::MAX as i128)
        );
    }

    #[test]
    fn widening_snaps_growing_bounds_to_thresholds() {
        let max32 = i32::MAX as i64;
        assert_eq!(widen_to_thresholds((0, 0), (100, 100)), (0, max32));
        assert_eq!(widen_to_thresholds((1, 16), (2, 17)), (1, max32));
        assert_eq!(
            widen_to_thresholds((3, 5), (-5, 7)),
            (i32::MIN as i64, max32)
        );
        assert_eq!(widen_to_thresholds((0, max32), (0, 1 << 40)), (0, i64::MAX));
        assert_eq!(
            widen_to_thresholds((-3, -3), (i64::MIN, -3)),
            (i64::MIN, -3)
        );
    }

    #[test]
    fn large_results_are_not_folded() {
        assert_eq!(fold_bin(BinOp::Add, 3, 4, 32), Some(7));
        assert_eq!(fold_bin(BinOp::Mul, 1 << 20, 1 << 20, 64), None);
        assert_eq!(fold_bin(BinOp::Add, 1, 1 << 31, 64), Some((1 << 31) + 1));
    }

    #[test]
    fn intervals_decide_only_what_holds_for_every_pair() {
        let full = (-(1i128 << 31), (1i128 << 31) - 1);
        assert_eq!(decide_intervals(CmpPred::Sge, full, full), None);
        assert_eq!(decide_intervals(CmpPred::Slt, (0, 3), (4, 9)), Some(true));
        assert_eq!(decide_intervals(CmpPred::Slt, (4, 9), (0, 4)), Some(false));
        assert_eq!(decide_intervals(CmpPred::Sle, (0, 4), (4, 9)), Some(true));
        assert_eq!(decide_intervals(CmpPred::Sgt, (0, 4), (4, 9)), Some(false));
        assert_eq!(decide_intervals(CmpPred::Eq, (0, 4), (5, 9)), Some(false));
        assert_eq!(decide_intervals(CmpPred::Eq, (5, 5), (5, 5)), Some(true));
        assert_eq!(decide_intervals(CmpPred::Ne, (0, 4), (3, 9)), None);
    }

    #[test]
    fn an_order_fact_carries_bounds_to_the_other_value() {
        // `m >= 0 && m < n`, then `n <= 2`: m is at most 1, so `m == 2`
        // is infeasible (a split of m must not give it).
        let mut s = Spc::holding(crate::smg::Smg::new(), ZERO);
        let full = (i64::from(i32::MIN), i64::from(i32::MAX));
        let m = s.smg.ranged(true, full.0, full.1);
        let n = s.smg.ranged(true, full.0, full.1);
        assert!(s.refine(CmpPred::Sge, m, ZERO, 32, true));
        assert!(s.refine(CmpPred::Slt, m, n, 32, true));
        assert_eq!(s.interval(n, 32, true), Some((1, full.1 as i128)));
        let two = s.smg.int(2);
        assert!(s.refine(CmpPred::Sle, n, two, 32, true));
        assert_eq!(s.interval(m, 32, true), Some((0, 1)));
        assert!(!s.clone().assume_equal(m, two, 32));
    }

    #[test]
    fn an_unsigned_bound_past_the_signed_range_keeps_the_negative_numbers() {
        // `i < 10 && (unsigned long)(long)i >= 10`: every negative `i`.
        let mut s = Spc::holding(crate::smg::Smg::new(), ZERO);
        let i = s.smg.ranged(true, i64::from(i32::MIN), 9);
        let ten = s.smg.int(10);
        assert!(s.refine(CmpPred::Uge, i, ten, 64, true));
        assert_eq!(s.interval(i, 64, true), Some((i128::from(i32::MIN), -1)));
        assert!(s.exact);
    }

    #[test]
    fn a_range_cut_by_a_bound_in_either_view_keeps_exactly_its_values_within_it() {
        // Every 4-bit range (numbered signed or unsigned) against every
        // bound of either view: the pieces hold the same bit patterns as
        // the values of the range whose view lies within the bound.
        let view_of = |t: i128, signed_view: bool| {
            let p = t.rem_euclid(16);
            if signed_view && p >= 8 {
                p - 16
            } else {
                p
            }
        };
        for (lo, hi) in (-8i64..16).flat_map(|lo| (lo..lo + 17).map(move |hi| (lo, hi))) {
            for signed_view in [true, false] {
                let min = if signed_view { -8 } else { 0 };
                for r in (min..min + 16).flat_map(|a| (a..min + 16).map(move |b| (a, b))) {
                    let (_, pieces) = within(lo, hi, r, 4, signed_view);
                    let mut got: Vec<i128> = (pieces.iter())
                        .flat_map(|&(a, b)| (a..=b).map(|t| t.rem_euclid(16)))
                        .collect();
                    got.sort_unstable();
                    let mut want: Vec<i128> = (i128::from(lo)
                        ..=i128::from(hi).min(i128::from(lo) + 15))
                        .filter(|&t| (r.0..=r.1).contains(&view_of(t, signed_view)))
                        .map(|t| t.rem_euclid(16))
                        .collect();
                    want.sort_unstable();
                    want.dedup();
                    assert_eq!(got, want, "{lo}..={hi} in {r:?} (signed: {signed_view})");
                    assert!(pieces.len() <= 2);
                }
            }
        }
    }

    #[test]
    fn an_unsigned_test_keeps_the_signed_bounds_and_excludes_what_it_ruled_out() {
        // `x >= -3 && x < 4`, then `!((unsigned) x < 1)`: x is -3..=3 but 0.
        let mut s = Spc::holding(crate::smg::Smg::new(), ZERO);
        let x = s.smg.ranged(true, -3, 3);
        let one = s.smg.int(1);
        assert!(s.refine(CmpPred::Ult, x, one, 32, false));
        assert_eq!(s.interval(x, 32, true), Some((-3, 3)));
        assert_eq!(s.decide(CmpPred::Eq, x, ZERO, 32), Some(false));
        assert!(s.exact);
        // Ruling out 0..=1 leaves a gap of two values: covered, inexact.
        let two = s.smg.int(2);
        let y = s.smg.ranged(true, -3, 3);
        assert!(s.refine(CmpPred::Ult, y, two, 32, false));
        assert_eq!(s.interval(y, 32, true), Some((-3, 3)));
        assert!(!s.exact);
    }

    #[test]
    fn non_equalities_with_constants_cut_the_ends_of_a_range_narrowed_later() {
        // `x != 0 && x != 1 && x < 2u` for an unsigned x: infeasible.
        let mut s = Spc::holding(crate::smg::Smg::new(), ZERO);
        let x = s.smg.ranged(true, 0, i64::from(u32::MAX));
        let (one, two) = (s.smg.int(1), s.smg.int(2));
        assert!(s.refine(CmpPred::Ne, x, ZERO, 32, true));
        assert!(s.refine(CmpPred::Ne, x, one, 32, true));
        assert!(!s.clone().refine(CmpPred::Ult, x, two, 32, true));
        // With 3 excluded instead of 1, `x < 4u` leaves 1..=2.
        let mut s = Spc::holding(crate::smg::Smg::new(), ZERO);
        let x = s.smg.ranged(true, 0, i64::from(u32::MAX));
        let (three, four) = (s.smg.int(3), s.smg.int(4));
        assert!(s.refine(CmpPred::Ne, x, three, 32, true));
        assert!(s.refine(CmpPred::Ne, x, ZERO, 32, true));
        assert!(s.refine(CmpPred::Ult, x, four, 32, true));
        assert_eq!(s.interval(x, 32, false), Some((1, 2)));
    }

    #[test]
    fn a_negative_constant_bounds_the_other_side_of_an_order_fact() {
        // `z < y`, then `y == -1`: z is at most -2, so `z >= 0` is infeasible.
        let mut s = Spc::holding(crate::smg::Smg::new(), ZERO);
        let full = (i64::from(i32::MIN), i64::from(i32::MAX));
        let (y, z) = (
            s.smg.ranged(true, full.0, full.1),
            s.smg.ranged(true, full.0, full.1),
        );
        assert!(s.refine(CmpPred::Slt, z, y, 32, true));
        let minus_one = s.smg.int(mask(-1i64 as u64, 32));
        assert!(s.refine(CmpPred::Eq, y, minus_one, 32, true));
        assert_eq!(s.interval(z, 32, true), Some((full.0 as i128, -2)));
        assert!(!s.refine(CmpPred::Sge, z, ZERO, 32, true));
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
