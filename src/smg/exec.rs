//! Transfer functions of the SMG domain: one instruction on one SPC
//! (symbolic execution over SMGs, section 0.3.5).

use super::graph::{Derived, ObjId, Object, Place, ValId, Value, Widening, ZERO};
use super::interior::Slots;
use super::spc::Spc;
use super::values::{fold_bin, mask, signed};
use super::{Mode, SmgDomain};
use crate::engine::Cx;
use crate::ir::arith::tag_only;
use crate::ir::liveness::defs;
use crate::ir::{BinOp, CastOp, Instr, InstrKind, Loc, Operand, Var};
use crate::report::Kind;

/// What a load or store accesses: a field at an offset of an object, or
/// one of the slots of an array.
enum Access {
    Field(ObjId, u64),
    Slots(Slots),
}

impl SmgDomain<'_> {
    /// The value node of an operand.
    pub(super) fn eval(&self, s: &mut Spc, op: &Operand) -> ValId {
        match op {
            Operand::Var(v) => s.reg(*v),
            Operand::Int { value, width } => s.smg.int(mask(*value, *width)),
            Operand::Null => ZERO,
            Operand::Global { id, offset } => s.smg.addr(s.globals[id.0 as usize], *offset),
            Operand::Func(f) => s.smg.intern(Value::Func(*f)),
            Operand::Undef => s.smg.fresh(true),
        }
    }

    /// Executes one instruction; errors end the path.
    pub(super) fn step(&self, s: Spc, i: &Instr, cx: &mut Cx) -> Vec<Spc> {
        self.step_from(s, i, false, cx)
    }

    /// [`Self::step`] on an SPC that was `split` for the instruction
    /// (concretised or materialised, which may leave garbage behind).
    /// Only an instruction that may lose memory (`Spc::may_lose`) is
    /// followed by a collection, which reports the loss at its line: the
    /// others leave the SPC as it is (the edge out of the block collects
    /// before the SPC is stored).
    fn step_from(&self, mut s: Spc, i: &Instr, split: bool, cx: &mut Cx) -> Vec<Spc> {
        if let Some(split) = self
            .concretise(&s, i)
            .or_else(|| self.materialise_operands(&s, i))
        {
            return (split.into_iter())
                .flat_map(|t| self.step_from(t, i, true, cx))
                .collect();
        }
        let collect = split
            || match &i.kind {
                InstrKind::Kill { vars } => s.may_lose(vars),
                InstrKind::Alloca { .. }
                | InstrKind::Load { .. }
                | InstrKind::PtrAdd { .. }
                | InstrKind::Bin { .. }
                | InstrKind::Cmp { .. }
                | InstrKind::Cast { .. }
                | InstrKind::Select { .. } => s.may_lose(&defs(&i.kind)),
                _ => true,
            };
        let finish = |out: Vec<Spc>, cx: &mut Cx| match collect {
            true => self.finish(out, &i.loc, cx),
            false => out,
        };
        let loc = &i.loc;
        match &i.kind {
            InstrKind::Alloca { dst, size } => {
                let depth = s.frames.len() as u32 - 1;
                let name = self.var_name(&s, *dst).into();
                let o = s.smg.add_object(*size, Place::Stack { depth, name });
                s.frame_mut().locals.push(o);
                let a = s.smg.addr(o, 0);
                s.set_reg(*dst, a);
            }
            InstrKind::Load { dst, ptr, size } => {
                let p = self.eval(&mut s, ptr);
                let size = *size as u64;
                let v = match self.access(&mut s, p, size, false, loc, cx) {
                    Some(Access::Field(o, off)) => s.smg.read_field(o, off, size),
                    Some(Access::Slots(slots)) => s.smg.read_slots(slots, size),
                    None => return vec![],
                };
                s.set_reg(*dst, v);
            }
            InstrKind::Store { ptr, val, size } => {
                let p = self.eval(&mut s, ptr);
                let v = self.eval(&mut s, val);
                let size = *size as u64;
                match self.access(&mut s, p, size, true, loc, cx) {
                    Some(Access::Field(o, off)) => s.smg.write_field(o, off, size, v),
                    // A pointer in a slot no longer known is no longer followed.
                    Some(Access::Slots(slots)) => s.exact &= !s.smg.write_slots(slots, size, v),
                    None => return vec![],
                }
            }
            InstrKind::PtrAdd {
                dst,
                base,
                offset,
                indices,
            } => {
                let b = self.eval(&mut s, base);
                let mut delta = *offset;
                let mut unknown = Vec::new();
                for (idx, scale) in indices {
                    let x = self.eval(&mut s, idx);
                    match s.smg.val(x) {
                        Value::Int(k) => {
                            delta = delta.wrapping_add((k as i64).wrapping_mul(*scale))
                        }
                        _ => unknown.push((x, *scale)),
                    }
                }
                let r = match (s.smg.val(b), &unknown[..]) {
                    (Value::Addr { obj, off, tg }, &[(x, scale)]) => {
                        let at = s.smg.addr_tg(obj, off.wrapping_add(delta), tg);
                        s.smg.interior_addr(at, x, scale)
                    }
                    (_, [_, ..]) => s.smg.fresh(false),
                    (v, []) => match v {
                        Value::Addr { obj, off, tg } => {
                            s.smg.addr_tg(obj, off.wrapping_add(delta), tg)
                        }
                        Value::Int(k) => s.smg.int((k as i64).wrapping_add(delta) as u64),
                        _ if delta == 0 => b,
                        // An arbitrary address moved by a constant is still arbitrary.
                        Value::Unknown {
                            exact: true,
                            lo: i64::MIN,
                            hi: i64::MAX,
                            ..
                        } => s.smg.fresh(true),
                        _ => s.smg.fresh(false),
                    },
                };
                s.set_reg(*dst, r);
            }
            InstrKind::Bin {
                dst,
                op,
                a,
                b,
                width,
                nsw,
            } => {
                let (x, y) = (self.eval(&mut s, a), self.eval(&mut s, b));
                let r = self.binary(&mut s, *op, x, y, *width, *nsw);
                s.set_reg(*dst, r);
            }
            InstrKind::Cmp {
                dst,
                pred,
                a,
                b,
                width,
            } => {
                let (x, y) = (self.eval(&mut s, a), self.eval(&mut s, b));
                let mut out = Vec::new();
                for truth in [true, false] {
                    let mut t = s.clone();
                    if t.refine(*pred, x, y, *width, truth) {
                        let v = t.smg.int(truth as u64);
                        t.set_reg(*dst, v);
                        out.push(t);
                    }
                }
                return finish(out, cx);
            }
            InstrKind::Cast {
                dst,
                op,
                val,
                from,
                to,
            } => {
                let v = self.eval(&mut s, val);
                let r = cast(&mut s, *op, v, *from, *to);
                s.set_reg(*dst, r);
            }
            InstrKind::Select { dst, cond, a, b } => {
                let c = self.eval(&mut s, cond);
                let mut out = Vec::new();
                for (truth, op) in [(true, a), (false, b)] {
                    let mut t = s.clone();
                    if t.refine(crate::ir::CmpPred::Ne, c, ZERO, 1, truth) {
                        let v = self.eval(&mut t, op);
                        t.set_reg(*dst, v);
                        out.push(t);
                    }
                }
                return finish(out, cx);
            }
            InstrKind::Move { moves } => {
                let vals: Vec<ValId> = moves.iter().map(|(_, op)| self.eval(&mut s, op)).collect();
                for ((dst, _), v) in moves.iter().zip(vals) {
                    s.set_reg(*dst, v);
                }
            }
            InstrKind::Call { dst, callee, args } => {
                return self.builtin(s, *dst, callee, args, loc, cx);
            }
            InstrKind::Memset { dst, val, len } => {
                if !self.memset(&mut s, dst, val, len, loc, cx) {
                    return vec![];
                }
            }
            InstrKind::Memcpy {
                dst,
                src,
                len,
                overlap,
            } => {
                if !self.memcpy(&mut s, dst, src, len, *overlap, loc, cx) {
                    return vec![];
                }
            }
            InstrKind::LifetimeStart { ptr } | InstrKind::LifetimeEnd { ptr } => {
                let start = matches!(i.kind, InstrKind::LifetimeStart { .. });
                let p = self.eval(&mut s, ptr);
                if let Value::Addr { obj, .. } = s.smg.val(p) {
                    let o = s.smg.obj_mut(obj);
                    if matches!(o.place, Place::Stack { .. }) {
                        o.valid = start;
                        o.fields.clear();
                    }
                }
            }
            InstrKind::Kill { vars } => {
                for v in vars {
                    s.frame_mut().regs.remove(v);
                }
            }
            // Only the list abstraction needs dead pointers gone; exact
            // exploration keeps them to report leaks where scopes end.
            InstrKind::KillSlots { slots } if self.mode == Mode::Abstract => {
                let recursive = self.calls.recursive[s.frame().func.0 as usize];
                for slot in slots {
                    forget_slot(&mut s, *slot, recursive);
                }
            }
            InstrKind::KillSlots { .. } => {}
            InstrKind::Unsupported { what, .. } => {
                cx.give_up(format!("unsupported: {what} at line {}", loc.line));
                return vec![];
            }
        }
        finish(vec![s], cx)
    }

    /// Splits the SPC into one per value of an operand with a small range
    /// when the instruction needs constants (arithmetic, indices, sizes);
    /// under list abstraction, arithmetic moves the range instead (a counter
    /// split at each step would be enumerated up to the widening).
    fn concretise(&self, s: &Spc, i: &Instr) -> Option<Vec<Spc>> {
        let ops: Vec<(&Operand, u32)> = match &i.kind {
            InstrKind::Bin { a, b, width, .. } if self.mode != super::Mode::Abstract => {
                vec![(a, *width), (b, *width)]
            }
            InstrKind::Cast {
                op: CastOp::Trunc | CastOp::ZExt | CastOp::SExt,
                val,
                from,
                ..
            } => {
                vec![(val, *from)]
            }
            InstrKind::PtrAdd { indices, .. } => indices.iter().map(|(x, _)| (x, 64)).collect(),
            InstrKind::Memset { len, .. } | InstrKind::Memcpy { len, .. } => vec![(len, 64)],
            InstrKind::Call {
                callee: crate::ir::Callee::Direct(f),
                args,
                ..
            } if super::builtins::needs_sizes(&self.prog.func(*f).name) => {
                args.iter().map(|a| (a, 64)).collect()
            }
            _ => return None,
        };
        let mut t = s.clone();
        let vals: Vec<(ValId, u32)> = (ops.into_iter())
            .map(|(op, width)| (self.eval(&mut t, op), width))
            .collect();
        // Not split where every value of the range gives one result.
        if let (InstrKind::Bin { op, width, .. }, [(x, _), (y, _)]) = (&i.kind, &vals[..]) {
            if uniform(&t, *op, *x, *y, *width).is_some() {
                return None;
            }
        }
        for (v, width) in vals {
            if let Some(range) = t.small_range(v) {
                // Values of a range that over-approximates may not occur in any run.
                let exact = matches!(t.smg.val(v), Value::Unknown { exact: true, .. });
                let split = range
                    .filter_map(|k| {
                        let mut u = t.clone();
                        u.exact &= exact;
                        let c = mask(k as u64, width);
                        let cv = if c == 0 { ZERO } else { u.smg.int(c) };
                        u.assume_equal(v, cv, width).then_some(u)
                    })
                    .collect();
                return Some(split);
            }
        }
        None
    }

    /// Materialises the segment nodes an instruction accesses (section 0.2.4):
    /// dereferenced addresses, freed addresses, and compared addresses of
    /// possibly empty segments.
    fn materialise_operands(&self, s: &Spc, i: &Instr) -> Option<Vec<Spc>> {
        let (accessed, compared): (Vec<&Operand>, Vec<&Operand>) = match &i.kind {
            InstrKind::Load { ptr, .. } | InstrKind::Store { ptr, .. } => (vec![ptr], vec![]),
            InstrKind::Memset { dst, .. } => (vec![dst], vec![]),
            InstrKind::Memcpy { dst, src, .. } => (vec![dst, src], vec![]),
            InstrKind::Call { args, .. } => (args.iter().collect(), vec![]),
            InstrKind::Cmp { a, b, .. } => (vec![], vec![a, b]),
            _ => return None,
        };
        // An exact SPC has nothing to materialise.
        if !s.smg.objects.iter().any(Object::is_abstract) {
            return None;
        }
        let mut t = s.clone();
        let mut targets = Vec::new();
        for (op, access) in accessed
            .iter()
            .map(|o| (o, true))
            .chain(compared.iter().map(|o| (o, false)))
        {
            let v = self.eval(&mut t, op);
            // An access into an array of a node reaches the node.
            let v = match t.smg.interior(v) {
                Some(i) if access => i.base,
                _ => v,
            };
            if let Some(o) = t.optional_target(v) {
                return Some(t.materialise_optional(o));
            }
            let target = t.segment_target(v);
            if let Some((seg, last)) = target {
                if access || t.possibly_empty(v) {
                    return Some(t.materialise(seg, last));
                }
            }
            targets.push(target);
        }
        // The first and the last node of a segment of one node are the same
        // (section 0.3.4): comparing them needs the node pulled out.
        if let [Some((s1, l1)), Some((s2, l2))] = targets[..] {
            let short = t.smg.obj(s1).seg.is_some_and(|sg| sg.min < 2);
            if compared.len() == 2 && s1 == s2 && l1 != l2 && short {
                return Some(t.materialise(s1, false));
            }
        }
        None
    }

    /// Garbage-collects each resulting SPC, reporting lost heap objects as leaks.
    pub(super) fn finish(&self, states: Vec<Spc>, loc: &Loc, cx: &mut Cx) -> Vec<Spc> {
        states
            .into_iter()
            .map(|mut s| {
                let lost = s.collect();
                if !lost.is_empty() {
                    let sizes: Vec<u64> = lost.iter().map(|l| l.size).collect();
                    let what = format!("{} lost", objects_of(&sizes));
                    let (kind, msg) = match cx.property {
                        crate::Property::Memcleanup => {
                            (Kind::MemoryNotCleaned, format!("memory not freed: {what}"))
                        }
                        _ => (Kind::MemoryLeak, format!("memory leak: {what}")),
                    };
                    cx.report(kind, msg, loc, s.exact);
                }
                s
            })
            .collect()
    }

    /// Checks that `size` bytes at the address `p` may be accessed; returns the
    /// object and offset, or reports the invalid dereference.
    pub(super) fn deref(
        &self,
        s: &mut Spc,
        p: ValId,
        size: u64,
        write: bool,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Option<(ObjId, u64)> {
        let (kind, msg, sure) = match s.smg.val(p) {
            Value::Int(k) => {
                let (kind, msg) = crate::engine::integer_deref(k);
                (kind, msg, true)
            }
            Value::Func(_) => (
                Kind::InvalidDeref,
                "dereference of a function address".into(),
                true,
            ),
            // Every value of an input's or uninitialised memory's range occurs
            // in some run, the null pointer among them.
            Value::Unknown {
                exact: true,
                lo,
                hi,
                ..
            } if lo <= 0 && 0 <= hi => (
                Kind::InvalidDeref,
                "dereference of an uninitialised or arbitrary pointer".to_string(),
                true,
            ),
            Value::Unknown { .. } => (
                Kind::InvalidDeref,
                "dereference of an unknown pointer".to_string(),
                false,
            ),
            Value::Addr { obj, off, .. } => {
                let fault = object_fault(s.smg.obj(obj), off, off, size, write);
                let Some((kind, msg)) = fault else {
                    return Some((obj, off as u64));
                };
                (kind, msg, true)
            }
        };
        cx.report(kind, msg, loc, sure && s.exact);
        None
    }

    /// What a load or store of `size` bytes at `p` accesses: a field, or
    /// one of the slots an address into an array names (checked over all
    /// of them, a fault definite when every index of the range occurs);
    /// `None` once the invalid dereference is reported.
    fn access(
        &self,
        s: &mut Spc,
        p: ValId,
        size: u64,
        write: bool,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Option<Access> {
        let Some(slots) = s.slots(p) else {
            let (o, off) = self.deref(s, p, size, write, loc, cx)?;
            return Some(Access::Field(o, off));
        };
        let o = s.smg.obj(slots.obj);
        let Some((kind, msg)) = object_fault(o, slots.first, slots.last, size, write) else {
            return Some(Access::Slots(slots));
        };
        let sure = slots.exact || !o.valid;
        cx.report(kind, msg, loc, sure && s.exact);
        None
    }

    /// A binary operation: constants fold, pointer arithmetic moves offsets,
    /// anything else gives an unknown value.
    fn binary(&self, s: &mut Spc, op: BinOp, x: ValId, y: ValId, width: u32, nsw: bool) -> ValId {
        if x == y && matches!(op, BinOp::Sub | BinOp::Xor) {
            return ZERO;
        }
        if x == y && matches!(op, BinOp::And | BinOp::Or) {
            return x;
        }
        let int = |s: &mut Spc, v: u64| if v == 0 { ZERO } else { s.smg.int(v) };
        if let Some(r) = uniform(s, op, x, y, width) {
            return int(s, r);
        }
        match (s.smg.val(x), s.smg.val(y), op) {
            (Value::Int(a), Value::Int(b), _) => match fold_bin(op, a, b, width) {
                Some(r) => int(s, r),
                None => s.smg.fresh(false),
            },
            (Value::Addr { obj, off, tg }, Value::Int(k), BinOp::Add)
            | (Value::Int(k), Value::Addr { obj, off, tg }, BinOp::Add) => {
                s.smg.addr_tg(obj, off.wrapping_add(signed(k, width)), tg)
            }
            (Value::Addr { obj, off, tg }, Value::Int(k), BinOp::Sub) => {
                s.smg.addr_tg(obj, off.wrapping_sub(signed(k, width)), tg)
            }
            (
                Value::Addr {
                    obj: o1, off: a, ..
                },
                Value::Addr {
                    obj: o2, off: b, ..
                },
                BinOp::Sub,
            ) if o1 == o2 => int(s, mask(a.wrapping_sub(b) as u64, width)),
            // Tagged pointers: a heap address is 16-byte aligned (malloc), so
            // its low four bits are the offset's and a small tag moves the offset.
            (Value::Addr { obj, off, tg }, Value::Int(k), BinOp::Or | BinOp::Xor | BinOp::And)
            | (Value::Int(k), Value::Addr { obj, off, tg }, BinOp::Or | BinOp::Xor | BinOp::And)
                if width == 64 && s.smg.obj(obj).place == Place::Heap && tag_only(op, k) =>
            {
                let off = fold_bin(op, off as u64, k, width).unwrap_or(off as u64);
                s.smg.addr_tg(obj, off as i64, tg)
            }
            (_, Value::Int(0), BinOp::Add | BinOp::Sub | BinOp::Or | BinOp::Xor) => x,
            (Value::Int(0), _, BinOp::Add | BinOp::Or | BinOp::Xor) => y,
            // A mask or a remainder by a positive constant bounds the result
            // (a fresh value: its range is not tied to the operand, so not
            // exact; the same operation on the same operand gives it again).
            (_, Value::Int(m), BinOp::And | BinOp::URem) | (Value::Int(m), _, BinOp::And)
                if signed(m, width) > 0 =>
            {
                let operand = if s.smg.val(y) == Value::Int(m) { x } else { y };
                let hi = signed(m, width) - i64::from(op == BinOp::URem);
                derived(s, op, operand, m, width, |s| s.smg.ranged(false, 0, hi))
            }
            // A signed remainder by a positive constant: below it in size,
            // and not negative for a dividend that is not.
            (Value::Unknown { .. }, Value::Int(m), BinOp::SRem) if signed(m, width) > 0 => {
                let negative = s.interval(x, width, true).is_none_or(|(lo, _)| lo < 0);
                derived(s, op, x, m, width, |s| {
                    let m = signed(m, width);
                    s.smg.ranged(false, if negative { 1 - m } else { 0 }, m - 1)
                })
            }
            // A shift right by a constant shifts the range (viewed unsigned
            // for a logical shift, signed for an arithmetic one).
            (Value::Unknown { .. }, Value::Int(k), BinOp::LShr | BinOp::AShr)
                if k < u64::from(width) && shifted_right(s, x, k, op, width).is_some() =>
            {
                let (lo, hi) = shifted_right(s, x, k, op, width).unwrap_or((0, 0));
                s.smg.ranged(false, lo, hi)
            }
            // A range moved by a constant, when no value of it wraps around
            // (or, for C's signed arithmetic, the values that would: no
            // defined run has them).
            (Value::Unknown { lo, hi, .. }, Value::Int(k), BinOp::Add | BinOp::Sub)
            | (Value::Int(k), Value::Unknown { lo, hi, .. }, BinOp::Add)
                if shifted(lo, hi, signed(k, width), op, width, nsw).is_some() =>
            {
                let moved = shifted(lo, hi, signed(k, width), op, width, nsw);
                let (lo, hi) = moved.unwrap_or((lo, hi));
                s.smg.ranged(false, lo, hi)
            }
            (a, b, _) => {
                // An address folded into an integer canopy cannot follow (an
                // XOR-linked list) may still be decoded: a leak is unsure now.
                if matches!(a, Value::Addr { .. }) || matches!(b, Value::Addr { .. }) {
                    s.exact = false;
                }
                s.smg.fresh(false)
            }
        }
    }

    /// The register's name for messages.
    fn var_name(&self, s: &Spc, v: Var) -> String {
        self.prog.func(s.frame().func).var_name(v)
    }
}

/// The result of `op` on a constant and a value of a small range
/// (`SPLIT_LIMIT`), when every value of the range gives the same one: a
/// mask that clears every bit the range spans (a bit-field written into a
/// byte whose other bits were never set) gives that result exactly, where
/// splitting the range would make the path as inexact as the range.
fn uniform(s: &Spc, op: BinOp, x: ValId, y: ValId, width: u32) -> Option<u64> {
    let (range, k, left) = match (s.smg.val(x), s.smg.val(y)) {
        (Value::Unknown { .. }, Value::Int(k)) => (s.small_range(x)?, k, true),
        (Value::Int(k), Value::Unknown { .. }) => (s.small_range(y)?, k, false),
        _ => return None,
    };
    let mut results = range.map(|v| {
        let v = mask(v as u64, width);
        match left {
            true => fold_bin(op, v, k, width),
            false => fold_bin(op, k, v, width),
        }
    });
    let first = results.next()??;
    results.all(|r| r == Some(first)).then_some(first)
}

/// `v` truncated from `from` to `to` bits: when every value of `v` fits
/// the narrow width (unsigned or signed), `v` is the narrow value's
/// extension, recorded as a widening; else an unrelated unknown.
fn truncated(s: &mut Spc, v: ValId, exact: bool, from: u32, to: u32) -> ValId {
    let fits = |signed: bool| {
        let (min, max) = if signed {
            (-(1i128 << (to - 1)), (1i128 << (to - 1)) - 1)
        } else {
            (0, (1i128 << to) - 1)
        };
        s.interval(v, from, signed)
            .filter(|&(lo, hi)| min <= lo && hi <= max)
            .map(|(lo, hi)| (signed, lo as i64, hi as i64))
    };
    let Some((signed, lo, hi)) = fits(false).or_else(|| fits(true)) else {
        return s.smg.fresh(false);
    };
    let narrow = s.smg.ranged(exact, lo, hi);
    s.smg.widenings.push(Widening {
        wide: v,
        narrow,
        signed,
        from: to,
        to: from,
    });
    narrow
}

/// `op(x, m)` as computed before from the same operand, else `fresh`,
/// recorded as derived from it (`Derived`).
fn derived(
    s: &mut Spc,
    op: BinOp,
    x: ValId,
    m: u64,
    width: u32,
    fresh: impl FnOnce(&mut Spc) -> ValId,
) -> ValId {
    let same = |d: &&Derived| d.operand == x && d.op == op && d.constant == m && d.width == width;
    if let Some(d) = s.smg.derived.iter().find(same) {
        return d.result;
    }
    let result = fresh(s);
    s.smg.derived.push(Derived {
        result,
        operand: x,
        op,
        constant: m,
        width,
    });
    result
}

/// The range of `x >> k` (a logical or arithmetic shift of a `width`-bit
/// value), when it fits a 64-bit signed number.
fn shifted_right(s: &Spc, x: ValId, k: u64, op: BinOp, width: u32) -> Option<(i64, i64)> {
    let (lo, hi) = s.interval(x, width, op == BinOp::AShr)?;
    let (lo, hi) = (lo >> k, hi >> k);
    Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
}

/// A value conversion: pointer/integer casts keep the value node, integer
/// widths change constants; extensions of unknowns are recorded as widenings.
fn cast(s: &mut Spc, op: CastOp, v: ValId, from: u32, to: u32) -> ValId {
    let val = s.smg.val(v);
    match (op, val) {
        (CastOp::ToStruct(kind), Value::Addr { obj, off: 0, .. }) => {
            let o = s.smg.obj_mut(obj);
            if o.kind == 0 && o.place == Place::Heap {
                o.kind = kind;
            }
            v
        }
        (CastOp::PtrToInt | CastOp::IntToPtr | CastOp::Bitcast | CastOp::ToStruct(_), _) => v,
        (CastOp::Float, _) => s.smg.fresh(false),
        (_, Value::Int(k)) => {
            let r = match op {
                CastOp::SExt => mask(signed(k, from) as u64, to),
                _ => mask(k, from.min(to)),
            };
            if r == 0 {
                ZERO
            } else {
                s.smg.int(r)
            }
        }
        (CastOp::Trunc, Value::Addr { .. } | Value::Func(_)) if to >= 64 => v,
        (CastOp::Trunc, _) => {
            let w = s.smg.widenings.iter().find(|w| w.wide == v && w.from == to);
            match (w, val) {
                (Some(w), _) => w.narrow,
                (None, Value::Unknown { exact, .. }) => truncated(s, v, exact, from, to),
                _ => s.smg.fresh(false),
            }
        }
        (CastOp::ZExt | CastOp::SExt, Value::Unknown { exact, .. }) => {
            let signed = op == CastOp::SExt;
            let known = s
                .smg
                .widenings
                .iter()
                .find(|w| w.narrow == v && w.signed == signed && w.from == from && w.to == to);
            if let Some(w) = known {
                return w.wide;
            }
            // The wide value ranges over the narrow one's values as numbers.
            let (lo, hi) = s
                .interval(v, from, signed)
                .filter(|&(lo, hi)| i64::MIN as i128 <= lo && hi <= i64::MAX as i128)
                .map_or((i64::MIN, i64::MAX), |(lo, hi)| (lo as i64, hi as i64));
            let wide = s.smg.ranged(exact, lo, hi);
            s.smg.widenings.push(Widening {
                wide,
                narrow: v,
                signed,
                from,
                to,
            });
            wide
        }
        _ => v,
    }
}

/// The range `lo..=hi` plus (or minus) `k` as signed `width`-bit numbers,
/// if no value of it wraps around; with `nsw` (no signed wrap), the values
/// of a signed range that would wrap are left out, when some do not.
fn shifted(lo: i64, hi: i64, k: i64, op: BinOp, width: u32, nsw: bool) -> Option<(i64, i64)> {
    let w = width.clamp(1, 64);
    let (min, max) = (i64::MIN >> (64 - w), i64::MAX >> (64 - w));
    let signed_range = min <= lo && hi <= max;
    let k = i128::from(k) * if op == BinOp::Sub { -1 } else { 1 };
    let (lo, hi) = (i128::from(lo) + k, i128::from(hi) + k);
    let (min, max) = (i128::from(min), i128::from(max));
    let fits = min <= lo && hi <= max;
    let clipped = nsw && signed_range && lo <= max && min <= hi;
    let clip = |x: i128| x.clamp(min, max) as i64;
    (fits || clipped).then(|| (clip(lo), clip(hi)))
}

/// Slot liveness: a dead local (`KillSlots`) holding pointers forgets them,
/// so a stale pointer (or a freed block it points to) does not keep a node
/// out of list segments, unless one of them is the last way to some live
/// object (the leak is then reported where the object is lost for good: at
/// the end of the local's scope). Other data stays: facts about values the
/// caller also holds may involve it. In a `recursive` function, what only
/// registers hold besides goes too (the local would pin it as a cutpoint of
/// every deeper call, so the calling contexts never repeat); the state is
/// then no longer exact (a leak may show before the scope ends, or where
/// there is none: at an `exit()` the frames still hold the memory).
fn forget_slot(s: &mut Spc, slot: Var, recursive: bool) {
    let Some(&v) = s.frame().regs.get(&slot) else {
        return;
    };
    let Value::Addr { obj, off: 0, .. } = s.smg.val(v) else {
        return;
    };
    let local = s.smg.obj(obj);
    if !matches!(local.place, Place::Stack { .. })
        || local.fields.is_empty()
        || !local.fields.iter().all(|f| match s.smg.val(f.val) {
            Value::Addr { obj: t, .. } => {
                recursive || !s.smg.obj(t).valid || s.smg.references(t) >= 2
            }
            _ => false,
        })
    {
        return;
    }
    // What valid memory alone (or with the registers) keeps reachable must
    // not shrink: a freed block the local may have held last goes, so what
    // it points to must be held too.
    let kept_by = |regs: bool| {
        let held = s.held(obj, regs);
        let held_live = |v: ValId| match s.smg.val(v) {
            Value::Addr { obj: t, .. } => held[t.0 as usize] || s.smg.obj(t).place != Place::Heap,
            _ => true,
        };
        let kept = |v: ValId| match s.smg.val(v) {
            Value::Addr { obj: t, .. } if !s.smg.obj(t).valid => {
                s.smg.obj(t).fields.iter().all(|f| held_live(f.val))
            }
            _ => held_live(v),
        };
        s.smg.obj(obj).fields.iter().all(|f| kept(f.val))
    };
    let by_memory = kept_by(false);
    if by_memory || (recursive && kept_by(true)) {
        s.smg.obj_mut(obj).fields.clear();
        s.exact &= by_memory;
        let lost = s.collect();
        debug_assert!(
            lost.is_empty(),
            "a dead local was the last way to live memory"
        );
    }
}

/// "1 object of 8 B", "3 objects of 48 B": objects of the given sizes.
pub(super) fn objects_of(sizes: &[u64]) -> String {
    let n = sizes.len();
    let objects = if n == 1 { "object" } else { "objects" };
    format!("{n} {objects} of {} B", sizes.iter().sum::<u64>())
}

/// Why `size` bytes at each offset of `first..=last` in `o` may not be
/// accessed, if they may not.
fn object_fault(
    o: &Object,
    first: i64,
    last: i64,
    size: u64,
    write: bool,
) -> Option<(Kind, String)> {
    let access = if write { "write" } else { "read" };
    if !o.valid {
        return Some(match &o.place {
            Place::Heap => (Kind::UseAfterFree, "dereference of freed memory".into()),
            Place::Stack { name, .. } => (
                Kind::InvalidDeref,
                format!("dereference of out-of-scope memory ({name})"),
            ),
            _ => (Kind::InvalidDeref, "dereference of invalid memory".into()),
        });
    }
    if first < 0 || (last.max(0) as u64).saturating_add(size) > o.size {
        let at = if first == last {
            format!("offset {first}")
        } else {
            format!("offsets {first}..={last}")
        };
        let msg = format!(
            "out-of-bounds {access} of {size} B at {at} of an object of {} B",
            o.size
        );
        return Some((Kind::OutOfBounds, msg));
    }
    if write && o.read_only {
        return Some((Kind::InvalidDeref, "write to read-only memory".into()));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_shift_only_without_wrapping() {
        assert_eq!(shifted(0, 16, 1, BinOp::Add, 32, false), Some((1, 17)));
        assert_eq!(shifted(0, 16, 1, BinOp::Sub, 32, false), Some((-1, 15)));
        assert_eq!(shifted(0, i32::MAX as i64, 1, BinOp::Add, 32, false), None);
        assert_eq!(shifted(-128, 0, -1, BinOp::Add, 8, false), None);
        assert_eq!(shifted(0, 10, i64::MIN, BinOp::Sub, 64, false), None);
        // C's signed `i + 1` on a counter: no defined run wraps it around.
        let max = i32::MAX as i64;
        assert_eq!(shifted(0, max, 1, BinOp::Add, 32, true), Some((1, max)));
        assert_eq!(
            shifted(0, i64::MAX, 1, BinOp::Add, 64, true),
            Some((1, i64::MAX))
        );
        // Not when every value would wrap, nor for a value of no signed range.
        assert_eq!(shifted(max, max, 1, BinOp::Add, 32, true), None);
        assert_eq!(shifted(0, u32::MAX as i64, 1, BinOp::Add, 32, true), None);
    }

    #[test]
    fn extensions_keep_the_range_of_the_narrow_value() {
        let mut s = Spc::holding(super::super::Smg::new(), ZERO);
        let range = |s: &Spc, v: ValId| match s.smg.val(v) {
            Value::Unknown { lo, hi, .. } => (lo, hi),
            other => panic!("an unknown, not {other:?}"),
        };
        // An index checked against a table size, widened for the address.
        let index = s.smg.ranged(true, 0, 255);
        let wide = cast(&mut s, CastOp::ZExt, index, 32, 64);
        assert_eq!(range(&s, wide), (0, 255));
        // Negative 32-bit values become large unsigned ones.
        let small = s.smg.ranged(true, -1, 5);
        let wide = cast(&mut s, CastOp::ZExt, small, 32, 64);
        assert_eq!(range(&s, wide), (0, u32::MAX as i64));
        let wide = cast(&mut s, CastOp::SExt, small, 32, 64);
        assert_eq!(range(&s, wide), (-1, 5));
    }

    #[test]
    fn shifts_right_and_truncations_keep_ranges() {
        let mut s = Spc::holding(super::super::Smg::new(), ZERO);
        // The top four bits of any 32-bit value, viewed unsigned.
        let any = s.smg.fresh(false);
        assert_eq!(shifted_right(&s, any, 28, BinOp::LShr, 32), Some((0, 15)));
        let signed = s.smg.ranged(true, -64, 63);
        assert_eq!(shifted_right(&s, signed, 3, BinOp::AShr, 32), Some((-8, 7)));
        // A checked id kept in a byte is the id, and stays tied to it.
        let id = s.smg.ranged(true, 0, 16);
        let byte = truncated(&mut s, id, true, 32, 8);
        assert_eq!(s.interval(byte, 8, false), Some((0, 16)));
        assert!(s
            .smg
            .widenings
            .iter()
            .any(|w| w.wide == id && w.narrow == byte));
        // A value wider than the byte is no longer known.
        let wide = s.smg.ranged(true, 0, 300);
        let byte = truncated(&mut s, wide, true, 32, 8);
        assert_eq!(s.interval(byte, 8, false), Some((0, 255)));
    }

    #[test]
    fn a_remainder_computed_again_from_the_same_operand_is_the_same_value() {
        // `table[key % 4] = n; ... free(table[key % 4])`: the split of the
        // first index holds for the second.
        let mut s = Spc::holding(super::super::Smg::new(), ZERO);
        let key = s.smg.fresh(false);
        s.frames[0].regs.insert(crate::ir::Var(0), key);
        let bucket = |s: &mut Spc, m: u64| {
            derived(s, BinOp::URem, key, m, 32, |s| s.smg.ranged(false, 0, 3))
        };
        let first = bucket(&mut s, 4);
        assert_eq!(bucket(&mut s, 4), first);
        assert_ne!(bucket(&mut s, 8), first);
        let two = s.smg.int(2);
        assert!(s.assume_equal(first, two, 32));
        // Kept while the operand is, even where no variable holds the result.
        s.collect();
        let key = s.frames[0].regs[&crate::ir::Var(0)];
        let again = derived(&mut s, BinOp::URem, key, 4, 32, |s| s.smg.fresh(false));
        assert_eq!(s.smg.val(again), Value::Int(2));
    }

    #[test]
    fn a_bound_checked_on_an_extension_holds_for_the_narrow_value() {
        // `if (i < sizeof table / sizeof *table)`: `i` sign-extended to 64
        // bits, compared unsigned (a negative `i` is a huge size).
        let mut s = Spc::holding(super::super::Smg::new(), ZERO);
        let i = s.smg.ranged(true, i32::MIN as i64, i32::MAX as i64);
        let wide = cast(&mut s, CastOp::SExt, i, 32, 64);
        let ten = s.smg.int(10);
        assert!(s.refine(crate::ir::CmpPred::Ult, wide, ten, 64, true));
        assert_eq!(s.interval(i, 32, true), Some((0, 9)));
        // And back: a check on the narrow value bounds its extension.
        let u = s.smg.ranged(true, 0, u32::MAX as i64);
        let wide = cast(&mut s, CastOp::ZExt, u, 32, 64);
        let hundred = s.smg.int(100);
        assert!(s.refine(crate::ir::CmpPred::Ult, u, hundred, 32, true));
        assert_eq!(s.interval(wide, 64, false), Some((0, 99)));
    }
}
