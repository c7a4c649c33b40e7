//! Function summaries over local heaps: a callee sees only the part of the
//! SMG reachable from its arguments and the globals it may use; the rest (the
//! frame) is glued back at the return, as in the frame rule of separation
//! logic. Values the frame shares with the local heap (cutpoints) travel
//! through the callee as hidden registers of the caller's frame.

use super::graph::{renamed, Interior, ObjId, ValId, Value, NULL_OBJ};
use super::spc::{Frame, Spc};
use crate::engine::{cutpoint_reg, RETURN};
use crate::ir::{GlobalId, Var};
use std::collections::BTreeSet;

/// The cut of an SPC whose top frame is a callee's: which objects form the
/// local heap, and the frame's values the local heap shares (cutpoints).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Cut {
    local: Vec<bool>,
    cutpoints: Vec<ValId>,
}

/// Computes the local heap (objects reachable from the callee's registers and
/// the globals it may use, `used`, all if `None`) and the cutpoints: the
/// frame's addresses into the local heap, and its unknown values the local
/// heap holds or, unless the callee is `recursive`, is related to by a fact
/// (a recursive descent would keep one more such value per level: what the
/// callee knows of them is forgotten instead).
fn cut(s: &Spc, used: Option<&BTreeSet<GlobalId>>, recursive: bool) -> Cut {
    let smg = &s.smg;
    let callers = &s.frames[..s.frames.len() - 1];
    let (local, local_val) = s.reachable(|_| true, used);
    let mut related = local_val.clone();
    let facts = smg
        .neq
        .iter()
        .map(|&(a, b)| (a, b))
        .chain(smg.order.iter().map(|&(a, b, _)| (a, b)))
        .chain(smg.widenings.iter().map(|w| (w.wide, w.narrow)))
        .chain(smg.derived.iter().map(|d| (d.result, d.operand)))
        .filter(|_| !recursive);
    for (a, b) in facts {
        if local_val[a.0 as usize] || local_val[b.0 as usize] {
            related[a.0 as usize] = true;
            related[b.0 as usize] = true;
        }
    }
    let frame_vals = callers.iter().flat_map(|f| f.regs.values().copied()).chain(
        smg.objects
            .iter()
            .enumerate()
            .filter(|(i, _)| !local[*i])
            .flat_map(|(_, o)| o.fields.iter().map(|f| f.val)),
    );
    let mut cutpoints: Vec<ValId> = Vec::new();
    for v in frame_vals {
        let shared = match smg.val(v) {
            Value::Addr { obj, .. } => local[obj.0 as usize],
            Value::Unknown { .. } => related[v.0 as usize],
            _ => false,
        };
        if shared && !cutpoints.contains(&v) {
            cutpoints.push(v);
        }
    }
    Cut { local, cutpoints }
}

/// What a caller keeps while the callee runs over its local heap: its SPC
/// as the call was entered, and the cut separating the local heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallFrame {
    caller: Spc,
    cut: Cut,
}

/// The local heap of a call, and the caller's frame to glue its results
/// into: one frame stands for the callers, with only their stack objects
/// the callee can reach and the cutpoints, and the globals out of reach
/// stand for null (the callee never takes their addresses).
pub fn local_heap(s: &Spc, used: Option<&BTreeSet<GlobalId>>, recursive: bool) -> (Spc, CallFrame) {
    let cut = cut(s, used, recursive);
    let mut l = s.clone();
    for g in &mut l.globals {
        if !cut.local[g.0 as usize] {
            *g = NULL_OBJ;
        }
    }
    // The callers' frames become one, holding the cutpoints and the stack
    // objects the callee can reach: a recursive call then sees the same
    // frames at every depth, so its calling contexts can repeat.
    let callee = l.frames.pop().expect("the callee's frame");
    let caller = Frame {
        func: l.frames.last().expect("a caller's frame").func,
        regs: (cut.cutpoints.iter().enumerate())
            .map(|(i, &v)| (cutpoint_reg(i), v))
            .collect(),
        locals: (l.frames.iter().flat_map(|f| &f.locals))
            .filter(|o| cut.local[o.0 as usize])
            .copied()
            .collect(),
        iterations: Vec::new(),
    };
    l.frames = vec![caller, callee];
    // The frame's objects are out of view, not lost. Exactness is counted
    // from the call: the engine confirms errors in the callee only if an
    // exact path reaches the call, and glues the caller's exactness back.
    l.exact = true;
    l.collect();
    let frame = CallFrame {
        caller: s.clone(),
        cut,
    };
    (l, frame)
}

/// The frame rule: the caller's SPC (as the call was entered) with its
/// local heap replaced by the callee's result `out` (callee frame popped),
/// the returned value bound to `dst`; not yet collected (a cell only freed
/// memory of the frame held is lost here, and the caller reports it).
pub fn glue(frame: &CallFrame, out: &Spc, dst: Option<Var>) -> Spc {
    let cut = &frame.cut;
    let mut g = frame.caller.clone();
    g.frames.pop();
    for (i, o) in g.smg.objects.iter_mut().enumerate() {
        if cut.local[i] && i != NULL_OBJ.0 as usize {
            o.valid = false;
            o.fields.clear();
        }
    }
    // The caller's addresses into arrays of the local heap become unknown.
    let smg = &g.smg;
    let into_local = |i: &Interior| {
        smg.val(i.base)
            .target()
            .is_some_and(|(o, _, _)| cut.local[o.0 as usize])
    };
    let kept: Vec<Interior> = smg
        .interiors
        .iter()
        .filter(|i| !into_local(i))
        .copied()
        .collect();
    g.smg.interiors = kept;
    let base = g.smg.objects.len() as u32 - 1;
    let omap = |o: ObjId| {
        if o == NULL_OBJ {
            o
        } else {
            ObjId(base + o.0)
        }
    };
    let vmap: Vec<ValId> = out
        .smg
        .values
        .iter()
        .map(|v| match *v {
            Value::Addr { obj, off, tg } => g.smg.intern(Value::Addr {
                obj: omap(obj),
                off,
                tg,
            }),
            Value::Unknown { .. } => {
                g.smg.values.push(*v);
                ValId(g.smg.values.len() as u32 - 1)
            }
            v => g.smg.intern(v),
        })
        .collect();
    let val = |v: ValId| vmap[v.0 as usize];
    for o in &out.smg.objects[1..] {
        let mut o = o.clone();
        for f in &mut o.fields {
            f.val = val(f.val);
        }
        g.smg.objects.push(o);
    }
    for &(a, b) in &out.smg.neq {
        g.smg.add_neq(val(a), val(b));
    }
    for &(a, b, strict) in &out.smg.order {
        g.smg.add_order(val(a), val(b), strict);
    }
    let some_val = |v: ValId| Some(val(v));
    g.smg
        .widenings
        .extend(renamed(&out.smg.widenings, some_val));
    g.smg.derived.extend(renamed(&out.smg.derived, some_val));
    for i in &out.smg.interiors {
        g.smg.interiors.push(Interior {
            addr: val(i.addr),
            base: val(i.base),
            index: val(i.index),
            scale: i.scale,
        });
    }
    for (x, y) in g.globals.iter_mut().zip(&out.globals) {
        if cut.local[x.0 as usize] {
            *x = omap(*y);
        }
    }
    let mut kept = out.frames.iter().flat_map(|f| &f.locals);
    let locals = g.frames.iter_mut().flat_map(|f| &mut f.locals);
    for x in locals.filter(|x| cut.local[x.0 as usize]) {
        *x = omap(*kept.next().expect("a kept stack object"));
    }
    let regs = &out.frames.last().expect("the caller's frame").regs;
    for (i, &v) in cut.cutpoints.iter().enumerate() {
        g.merge_value(v, val(regs[&cutpoint_reg(i)]));
    }
    if let (Some(d), Some(&v)) = (dst, regs.get(&RETURN)) {
        g.set_reg(d, val(v));
    }
    g.exact &= out.exact;
    g
}
