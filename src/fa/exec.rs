//! Transfer functions of the FA domain: one instruction on one state
//! (section 3, "Symbolic execution"), followed by normalisation.

use super::branch;
use super::label::Block;
use super::normal;
use super::state::{reference, FaState, Obj};
use super::value::{fold_bin, mask, signed, Val};
use super::FaDomain;
use crate::engine::Cx;
use crate::ir::arith::tag_only;
use crate::ir::{BinOp, CastOp, CmpPred, Instr, InstrKind, Loc, Operand, Var};

/// More components than this means the heap needs boxes that were not learnt.
const MAX_COMPONENTS: usize = 24;

impl FaDomain<'_> {
    /// The value of an operand.
    pub(super) fn eval(&self, s: &FaState, op: &Operand) -> Val {
        match op {
            Operand::Var(v) => s.reg(*v),
            Operand::Int { value, width } => Val::Int(mask(*value, *width)),
            Operand::Null => Val::Int(0),
            Operand::Global { id, offset } => s.resolve(Val::Obj {
                id: id.0,
                off: *offset,
            }),
            Operand::Func(f) => Val::Func(*f),
            Operand::Undef => Val::Lossy,
        }
    }

    /// Executes one instruction; errors end the path.
    pub(super) fn step(&self, s: &FaState, i: &Instr, cx: &mut Cx) -> Vec<FaState> {
        let loc = &i.loc;
        let before = s;
        let mut s = s.clone();
        let out = match &i.kind {
            InstrKind::Alloca { dst, size } => {
                let id = self.push_local(&mut s, *size);
                s.set_reg(*dst, Val::Obj { id, off: 0 });
                vec![s]
            }
            InstrKind::Load { dst, ptr, size } => {
                let p = self.eval(&s, ptr);
                self.load(&s, p, *size, loc, cx)
                    .into_iter()
                    .map(|(mut t, v)| {
                        t.set_reg(*dst, v);
                        t
                    })
                    .collect()
            }
            InstrKind::Store { ptr, val, size } => {
                let (p, v) = (self.eval(&s, ptr), self.eval(&s, val));
                self.store(&s, p, v, *size, loc, cx)
            }
            InstrKind::PtrAdd {
                dst,
                base,
                offset,
                indices,
            } => {
                let b = self.eval(&s, base);
                let mut delta = Some(*offset);
                for (idx, scale) in indices {
                    delta = match (delta, self.eval(&s, idx)) {
                        (Some(d), Val::Int(k)) => {
                            Some(d.wrapping_add((k as i64).wrapping_mul(*scale)))
                        }
                        _ => None,
                    };
                }
                let r = match (b, delta) {
                    (Val::Node { comp, off }, Some(d)) => Val::Node {
                        comp,
                        off: off.wrapping_add(d),
                    },
                    (Val::Obj { id, off }, Some(d)) => Val::Obj {
                        id,
                        off: off.wrapping_add(d),
                    },
                    (Val::Int(k), Some(d)) => Val::Int((k as i64).wrapping_add(d) as u64),
                    (v, Some(0)) => v,
                    _ => Val::Lossy,
                };
                s.set_reg(*dst, r);
                vec![s]
            }
            InstrKind::Bin {
                dst,
                op,
                a,
                b,
                width,
                ..
            } => {
                let (x, y) = (self.eval(&s, a), self.eval(&s, b));
                let r = binary(*op, x, y, *width);
                // An address folded into an integer canopy cannot follow (an
                // XOR-linked list) may still be decoded: a leak is unsure now.
                if r == Val::Lossy
                    && [x, y]
                        .iter()
                        .any(|v| matches!(v, Val::Node { .. } | Val::Obj { .. }))
                {
                    s.exact = false;
                }
                s.set_reg(*dst, r);
                vec![s]
            }
            InstrKind::Cmp {
                dst,
                pred,
                a,
                b,
                width,
            } => {
                let (x, y) = (self.eval(&s, a), self.eval(&s, b));
                branch::compare(&s, *pred, x, y, *width)
                    .into_iter()
                    .map(|(mut t, truth)| {
                        t.set_reg(*dst, Val::Int(truth as u64));
                        t
                    })
                    .collect()
            }
            InstrKind::Cast {
                dst,
                op,
                val,
                from,
                to,
            } => {
                let r = cast(*op, self.eval(&s, val), *from, *to);
                if let (CastOp::ToStruct(hash), Val::Node { comp, off: 0 }) = (op, r) {
                    s.type_fresh(comp, *hash, self.sites);
                }
                s.set_reg(*dst, r);
                vec![s]
            }
            InstrKind::Select { dst, cond, a, b } => {
                let c = self.eval(&s, cond);
                branch::compare(&s, CmpPred::Ne, c, Val::Int(0), 1)
                    .into_iter()
                    .map(|(mut t, truth)| {
                        let v = self.eval(&t, if truth { a } else { b });
                        t.set_reg(*dst, v);
                        t
                    })
                    .collect()
            }
            InstrKind::Move { moves } => {
                let vals: Vec<Val> = moves.iter().map(|(_, op)| self.eval(&s, op)).collect();
                for ((dst, _), v) in moves.iter().zip(vals) {
                    s.set_reg(*dst, v);
                }
                vec![s]
            }
            InstrKind::Call { dst, callee, args } => {
                return self.builtin(s, *dst, callee, args, loc, cx);
            }
            InstrKind::Memset { dst, val, len } => self.memset(&s, dst, val, len, loc, cx),
            InstrKind::Memcpy { dst, src, len, .. } => {
                let (d, p, n) = (self.eval(&s, dst), self.eval(&s, src), self.eval(&s, len));
                self.memcpy(&s, d, p, n, loc, cx)
            }
            InstrKind::LifetimeStart { ptr } | InstrKind::LifetimeEnd { ptr } => {
                let start = matches!(i.kind, InstrKind::LifetimeStart { .. });
                match self.eval(&s, ptr) {
                    Val::Obj { id, .. } => {
                        let o = &mut s.objs[id as usize];
                        if o.frame.is_some() {
                            o.valid = start;
                            forget(o);
                        }
                        vec![s]
                    }
                    Val::Node { comp, .. } => {
                        let local = s
                            .objs
                            .iter()
                            .find(|o| o.home_comp() == Some(comp) && o.frame.is_some());
                        match local {
                            Some(o) => {
                                let block = start.then(|| Block::object(o.size, false));
                                self.renew(&s, comp, block, loc, cx)
                            }
                            None => vec![s],
                        }
                    }
                    _ => vec![s],
                }
            }
            InstrKind::Kill { vars } => {
                for v in vars {
                    s.frame_mut().regs.remove(v);
                }
                vec![s]
            }
            InstrKind::KillSlots { slots } => {
                for slot in slots {
                    self.forget_slot(&mut s, *slot);
                }
                vec![s]
            }
            InstrKind::Unsupported { what, .. } => {
                cx.give_up(format!("unsupported: {what} at line {}", loc.line));
                vec![]
            }
        };
        let (same, changed): (Vec<FaState>, Vec<FaState>) =
            out.into_iter().partition(|t| t.same_heap(before));
        let mut same = same;
        same.iter_mut().for_each(FaState::canonical_unknowns);
        same.extend(self.finish(changed, loc, cx));
        same
    }

    /// Normalises every resulting state (reporting leaks) and drops those
    /// whose heap has too many cut-points to be represented without boxes.
    pub(super) fn finish(&self, states: Vec<FaState>, loc: &Loc, cx: &mut Cx) -> Vec<FaState> {
        let out: Vec<FaState> = states
            .into_iter()
            .flat_map(|s| normal::normalise(s, loc, cx))
            .flat_map(|s| match forget_dead_slots(&s) {
                Some(t) => normal::canonical(t),
                None => vec![s],
            })
            .collect();
        out.into_iter()
            .filter(|s| {
                let ok = s.comps.len() <= MAX_COMPONENTS;
                if !ok {
                    cx.give_up(format!(
                        "unsupported: heap with more than {MAX_COMPONENTS} cut-points (no box learnt hides them)"
                    ));
                }
                ok
            })
            .collect()
    }

    /// Forgets the contents of a dead stack slot when every root they point
    /// to is also referenced from a component before it in the canonical
    /// order, so stays reachable forwards. Otherwise the slot may hold the
    /// last pointer to those cells (the leak is reported where it really
    /// disappears) or the only forward one, itself or through an alias that
    /// moves on later (forgetting it would re-root the forest at a later
    /// cut-point, the heap above reached backwards through parent pointers);
    /// then the slot is marked dead and forgotten once it may be.
    fn forget_slot(&self, s: &mut FaState, slot: Var) {
        if let Val::Obj { id, off: 0 } = s.reg(slot) {
            forget_object(s, id as usize);
        }
    }

    /// A new stack object of the innermost frame.
    pub(super) fn push_local(&self, s: &mut FaState, size: u64) -> u32 {
        let id = s.objs.len() as u32;
        s.objs.push(Obj {
            size,
            frame: Some(s.frames.len() as u32 - 1),
            valid: true,
            read_only: false,
            zeroed: false,
            fields: Vec::new(),
            home: None,
            dead: false,
        });
        s.frame_mut().locals.push(id);
        id
    }

    /// `memset(dst, 0, n)` over a whole object or cell; other memsets are unsupported.
    pub(super) fn memset(
        &self,
        s: &FaState,
        dst: &Operand,
        val: &Operand,
        len: &Operand,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let (d, v, n) = (self.eval(s, dst), self.eval(s, val), self.eval(s, len));
        match (d, v, n) {
            (Val::Obj { id, off: 0 }, Val::Int(0), Val::Int(n))
                if s.objs[id as usize].size == n && s.objs[id as usize].valid =>
            {
                let mut t = s.clone();
                let o = &mut t.objs[id as usize];
                o.clear_fields();
                o.zeroed = true;
                vec![t]
            }
            (Val::Node { comp, off: 0 }, Val::Int(0), Val::Int(n)) => {
                let sized: Vec<FaState> = s
                    .focus(comp)
                    .into_iter()
                    .filter(|t| {
                        matches!(t.root_cell(comp), super::label::Cell::Live { block, .. } if block.size == n)
                            || !matches!(t.root_cell(comp), super::label::Cell::Live { .. })
                    })
                    .collect();
                if sized.is_empty() {
                    cx.give_up(format!(
                        "unsupported: memset of part of a heap cell at line {}",
                        loc.line
                    ));
                }
                sized
                    .iter()
                    .flat_map(|t| self.clear_cell(t, comp, true, loc, cx))
                    .collect()
            }
            _ => {
                cx.give_up(format!(
                    "unsupported: memset in the FA domain at line {}",
                    loc.line
                ));
                vec![]
            }
        }
    }
}

/// A binary operation: constants fold, pointer arithmetic moves offsets,
/// anything else is unknown.
fn binary(op: BinOp, x: Val, y: Val, width: u32) -> Val {
    match (x, y, op) {
        (Val::Int(a), Val::Int(b), _) => fold_bin(op, a, b, width).map_or(Val::Lossy, Val::Int),
        (Val::Unknown(a), Val::Unknown(b), BinOp::Sub | BinOp::Xor) if a == b => Val::Int(0),
        (Val::Node { comp, off }, Val::Int(k), BinOp::Add)
        | (Val::Int(k), Val::Node { comp, off }, BinOp::Add) => Val::Node {
            comp,
            off: off.wrapping_add(signed(k, width)),
        },
        (Val::Node { comp, off }, Val::Int(k), BinOp::Sub) => Val::Node {
            comp,
            off: off.wrapping_sub(signed(k, width)),
        },
        (Val::Obj { id, off }, Val::Int(k), BinOp::Add)
        | (Val::Int(k), Val::Obj { id, off }, BinOp::Add) => Val::Obj {
            id,
            off: off.wrapping_add(signed(k, width)),
        },
        (Val::Obj { id, off }, Val::Int(k), BinOp::Sub) => Val::Obj {
            id,
            off: off.wrapping_sub(signed(k, width)),
        },
        // Tagged pointers: a heap cell is 16-byte aligned (malloc), so a
        // small tag in the low bits moves the offset.
        (Val::Node { comp, off }, Val::Int(k), BinOp::Or | BinOp::Xor | BinOp::And)
        | (Val::Int(k), Val::Node { comp, off }, BinOp::Or | BinOp::Xor | BinOp::And)
            if width == 64 && tag_only(op, k) =>
        {
            let off = fold_bin(op, off as u64, k, width).unwrap_or(off as u64);
            Val::Node {
                comp,
                off: off as i64,
            }
        }
        (v, Val::Int(0), BinOp::Add | BinOp::Sub | BinOp::Or | BinOp::Xor) => v,
        _ => Val::Lossy,
    }
}

/// A value conversion: pointer/integer casts keep the value, integer casts
/// convert constants, unknown integers lose their identity.
fn cast(op: CastOp, v: Val, from: u32, to: u32) -> Val {
    match (op, v) {
        (CastOp::PtrToInt | CastOp::IntToPtr | CastOp::Bitcast | CastOp::ToStruct(_), v) => v,
        (CastOp::Float, _) => Val::Lossy,
        (CastOp::SExt, Val::Int(k)) => Val::Int(mask(signed(k, from) as u64, to)),
        (_, Val::Int(k)) => Val::Int(mask(k, from.min(to))),
        (CastOp::Trunc, v @ (Val::Node { .. } | Val::Obj { .. } | Val::Func(_))) if to >= 64 => v,
        _ => Val::Lossy,
    }
}

/// Retries forgetting the stack slots that died holding pointers (see
/// [`FaDomain::forget_slot`]) in a normalised state where no register
/// points into the heap (the canonical order is then that of the stack
/// variables, as at a loop head, so a pointer up a tree from a cursor held
/// in a register does not count as reaching the tree forwards): a store may
/// have made their targets reachable forwards. The state without those that
/// can be forgotten now, if there are any.
fn forget_dead_slots(s: &FaState) -> Option<FaState> {
    let mut regs = s.frames.iter().flat_map(|f| f.regs.values());
    if !s.objs.iter().any(|o| o.dead) || regs.any(|v| matches!(v, Val::Node { .. })) {
        return None;
    }
    let ready: Vec<usize> = (0..s.objs.len())
        .filter(|&id| s.objs[id].dead && forgettable(s, id))
        .collect();
    if ready.is_empty() {
        return None;
    }
    let mut t = s.clone();
    for id in ready {
        forget(&mut t.objs[id]);
    }
    Some(t)
}

/// Forgets the contents of the stack slot `id` if it may be forgotten now
/// (see [`forgettable`]); otherwise marks it dead, to be forgotten once it may.
fn forget_object(s: &mut FaState, id: usize) {
    let o = &s.objs[id];
    if o.frame.is_none() || o.home.is_some() || o.fields.is_empty() {
        return;
    }
    if forgettable(s, id) {
        forget(&mut s.objs[id]);
    } else {
        s.objs[id].dead = true;
    }
}

/// Whether every root the stack slot `id` points to is also referenced from
/// a component before it in the canonical order, so stays reachable forwards.
fn forgettable(s: &FaState, id: usize) -> bool {
    let forward = |c: u32| {
        s.comps[..c as usize]
            .iter()
            .any(|earlier| earlier.rules().any(|r| r.symbol == reference(c)))
    };
    s.objs[id].fields.iter().all(|f| match f.2 {
        Val::Node { comp, .. } => forward(comp),
        _ => true,
    })
}

/// A slot's contents forgotten: no fields, its bytes uninitialised.
pub(super) fn forget(o: &mut Obj) {
    o.clear_fields();
    o.zeroed = false;
}
