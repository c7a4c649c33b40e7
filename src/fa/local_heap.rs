//! Function summaries over local heaps for recursive functions (the frame
//! rule, as in the SMG domain): a callee sees the components reachable from
//! its arguments and the globals; the caller's other components (the frame)
//! are glued back at the return. The frame's references into the local heap
//! and the unknowns it shares with it (cutpoints) travel through the callee
//! as hidden registers of the caller's frame, which keep the components they
//! name roots and the unknowns their identity.

use super::normal;
use super::state::{referenced, rename_references, FaState, Frame};
use super::value::Val;
use crate::engine::{cutpoint_reg, Cx, RETURN};
use crate::ir::{Loc, Var};
use std::sync::Arc;

/// What a caller keeps while a callee runs over its local heap.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CallFrame {
    /// The state as the call was entered (callee frame pushed).
    caller: FaState,
    /// Which components form the local heap.
    local: Vec<bool>,
    /// The caller's object of each object of the local heap (the globals,
    /// then the callers' stack objects the callee is passed), and whether
    /// its contents are in view (the globals only if the callee uses them).
    objs: Vec<(u32, bool)>,
    /// The local components the frame references (`Val::Node`, offset 0)
    /// and the unknowns it shares with the local heap, in the order of
    /// their hidden registers.
    cutpoints: Vec<Val>,
}

/// The position in `items` of each of `0..n` (`None` if absent).
fn positions(items: &[u32], n: usize) -> Vec<Option<u32>> {
    let mut at = vec![None; n];
    for (k, &i) in items.iter().enumerate() {
        at[i as usize] = Some(k as u32);
    }
    at
}

/// The components `s` references from `c`.
fn successors(s: &FaState, c: u32) -> impl Iterator<Item = u32> + '_ {
    s.comps[c as usize]
        .rules()
        .filter_map(|r| r.symbol.as_ref().map(referenced))
}

/// The local heap of a call (`s` has the callee's frame pushed, no stack
/// object yet) and the frame to glue its results into; the globals are in
/// view if `globals` or an argument points to one (else they keep their
/// places, emptied, and their contents belong to the frame), and so are
/// the callers' stack objects the arguments point to, as globals of the
/// local heap (a counter passed down a recursion by its address is the
/// same object at every level). `None` when another object out of view is
/// within the callee's reach (the callee is then analysed over the whole state).
pub fn local_heap(s: &FaState, globals: bool) -> Option<(FaState, CallFrame)> {
    if !s.frame().locals.is_empty() {
        return None;
    }
    let depth = s.frames.len() - 1;
    let pointed = |global: bool| {
        let mut ids: Vec<u32> = (s.frame().regs.values())
            .filter_map(|v| match *v {
                Val::Obj { id, .. } if s.objs[id as usize].frame.is_none() == global => Some(id),
                _ => None,
            })
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    };
    let globals = globals || !pointed(true).is_empty();
    let all_globals: Vec<u32> = (0..s.objs.len() as u32)
        .filter(|&i| s.objs[i as usize].frame.is_none())
        .collect();
    // The stack objects passed, and those their fields point to.
    let mut passed = pointed(false);
    let mut k = 0;
    while let Some(&i) = passed.get(k) {
        for f in &s.objs[i as usize].fields {
            match f.2 {
                Val::Obj { id, .. }
                    if s.objs[id as usize].frame.is_some() && !passed.contains(&id) =>
                {
                    passed.push(id)
                }
                _ => {}
            }
        }
        k += 1;
    }
    passed.sort_unstable();
    let placed: Vec<u32> = all_globals.iter().chain(&passed).copied().collect();
    let objs: Vec<u32> = match globals {
        true => placed.clone(),
        false => passed.clone(),
    };
    let global_vals = objs.iter().flat_map(|&i| {
        let o = &s.objs[i as usize];
        o.fields.iter().map(|f| f.2).chain(o.home)
    });
    let mut local = vec![false; s.comps.len()];
    let mut unknowns = Vec::new();
    let mut todo = Vec::new();
    for v in s.frame().regs.values().copied().chain(global_vals) {
        match v {
            Val::Obj { id, .. } if !objs.contains(&id) => return None,
            Val::Node { comp, .. } => todo.push(comp),
            Val::Unknown(i) => unknowns.push(i),
            _ => {}
        }
    }
    while let Some(c) = todo.pop() {
        if !std::mem::replace(&mut local[c as usize], true) {
            todo.extend(successors(s, c));
        }
    }
    // The frame's references into the local heap: from the callers' registers
    // and live stack objects, then from the frame's components. A dead local
    // (never read again) pins nothing: the glue forgets it, and a leak
    // through it is no longer exact (see `glue`).
    let in_frame = |i: usize| !objs.contains(&(i as u32));
    let stack_vals = s.frames[..depth]
        .iter()
        .flat_map(|f| f.regs.values().copied())
        .chain(
            s.objs
                .iter()
                .enumerate()
                .filter(|(i, o)| in_frame(*i) && !o.dead)
                .flat_map(|(_, o)| o.fields.iter().map(|f| f.2).chain(o.home)),
        );
    let dead_pins = (s.objs.iter().enumerate())
        .filter(|(i, o)| in_frame(*i) && o.dead)
        .flat_map(|(_, o)| o.fields.iter().map(|f| f.2))
        .any(|v| matches!(v, Val::Node { comp, .. } if local[comp as usize]));
    let frame_refs = (0..s.comps.len() as u32)
        .filter(|&c| !local[c as usize])
        .flat_map(|c| successors(s, c));
    let mut cutpoints = Vec::new();
    let node = |comp| Val::Node { comp, off: 0 };
    for v in stack_vals
        .map(|v| match v {
            Val::Node { comp, .. } => node(comp),
            v => v,
        })
        .chain(frame_refs.map(node))
    {
        let shared = match v {
            Val::Node { comp, .. } => local[comp as usize],
            Val::Unknown(i) => unknowns.contains(&i),
            _ => false,
        };
        if shared && !cutpoints.contains(&v) {
            cutpoints.push(v);
        }
    }
    // An object out of view whose cell is in the local heap stays in view.
    let homes_local = s
        .objs
        .iter()
        .enumerate()
        .filter(|(i, _)| !objs.contains(&(*i as u32)))
        .filter_map(|(_, o)| o.home_comp())
        .any(|c| local[c as usize]);
    if homes_local {
        return None;
    }
    // The callers' frames are out of view: only the caller's remains, with
    // the cutpoints (so every level of a recursion sees the same frames).
    let mut caller = Frame {
        func: s.frames[depth - 1].func,
        regs: Default::default(),
        locals: Vec::new(),
    };
    for (i, &v) in cutpoints.iter().enumerate() {
        caller.regs.insert(cutpoint_reg(i), v);
    }
    let objs_at = positions(&placed, s.objs.len());
    let kept: Vec<u32> = (0..s.comps.len() as u32)
        .filter(|&c| local[c as usize])
        .collect();
    let comps_at = positions(&kept, s.comps.len());
    let comp_at = |c: u32| comps_at[c as usize].expect("a local component");
    let mut l = FaState {
        frames: vec![caller, s.frame().clone()],
        objs: placed
            .iter()
            .map(|&i| {
                let mut o = s.objs[i as usize].clone();
                if !objs.contains(&i) {
                    o.clear_fields();
                    o.home = None;
                }
                o.frame = None;
                o
            })
            .collect(),
        comps: kept
            .iter()
            .map(|&c| Arc::new(rename_references(&s.comps[c as usize], comp_at)))
            .collect(),
        facts: s.facts.clone(),
        // Exactness is counted from the call (the engine roots it at the
        // caller), unless a dead local pointed into the local heap or a
        // recursive call generalises its integer arguments.
        exact: !dead_pins,
    };
    l.map_env(|v| match v {
        Val::Node { comp, off } => Val::Node {
            comp: comp_at(comp),
            off,
        },
        Val::Obj { id, off } => Val::Obj {
            id: objs_at[id as usize].expect("an object in view"),
            off,
        },
        v => v,
    });
    let func = s.frame().func;
    if s.frames[..depth].iter().any(|f| f.func == func) {
        let args: Vec<Var> = l.frame().regs.keys().copied().collect();
        l.exact &= !generalise(&mut l, &args);
    }
    let [l] = <[FaState; 1]>::try_from(normal::canonical(l)).ok()?;
    let frame = CallFrame {
        caller: s.clone(),
        local,
        objs: placed.iter().map(|i| (*i, objs.contains(i))).collect(),
        cutpoints,
    };
    Some((l, frame))
}

/// Widening of the integers in registers `regs` of the innermost frame:
/// constants other than 0 and 1 become fresh unknowns, so that a counter
/// passed down or returned up a recursion does not make every level's local
/// heap or result new. Whether any did.
fn generalise(s: &mut FaState, regs: &[Var]) -> bool {
    let mut widened = false;
    for &r in regs {
        if matches!(s.frame().regs.get(&r), Some(Val::Int(k)) if *k > 1) {
            let v = s.fresh_unknown();
            s.set_reg(r, v);
            widened = true;
        }
    }
    widened
}

/// A result of a recursive callee as its summary keeps it: the returned
/// integer generalised ([`generalise`]).
pub fn summarised(mut out: FaState) -> FaState {
    if generalise(&mut out, &[RETURN]) {
        out.exact = false;
        out.canonical_unknowns();
    }
    out
}

/// The frame rule: the caller's state (as the call was entered) with its
/// local heap replaced by the callee's result `out` (callee frame popped),
/// the returned value bound to `dst`; in canonical form, what it loses (a
/// component only a forgotten dead local held) reported as a leak at `loc`.
pub fn glue(
    frame: &CallFrame,
    out: &FaState,
    dst: Option<Var>,
    loc: &Loc,
    cx: &mut Cx,
) -> Vec<FaState> {
    let s = &frame.caller;
    let regs = &out.frame().regs;
    let kept: Vec<u32> = (0..s.comps.len() as u32)
        .filter(|&c| !frame.local[c as usize])
        .collect();
    let base = kept.len() as u32;
    // Frame components first, then the result's; a cutpoint names the
    // result's component, or the result's unknown, its hidden register holds.
    let mut new_index = positions(&kept, s.comps.len());
    // A shared unknown the callee's branches made a constant becomes it.
    let mut shared = Vec::new();
    let mut settled = Vec::new();
    let mut lost = false;
    for (i, c) in frame.cutpoints.iter().enumerate() {
        match (c, regs.get(&cutpoint_reg(i))) {
            (Val::Node { comp: c, .. }, Some(Val::Node { comp, .. })) => {
                new_index[*c as usize] = Some(base + comp);
            }
            (Val::Unknown(id), Some(Val::Unknown(j))) => shared.push((*j, *id)),
            (Val::Unknown(id), Some(v @ Val::Int(_))) => settled.push((*id, *v)),
            // A shared unknown the callee lost track of: the caller keeps
            // its own, no longer tied to the callee's branches.
            (Val::Unknown(_), _) => lost = true,
            _ => unreachable!("a cutpoint's register keeps its root"),
        }
    }
    let at = |c: u32| new_index[c as usize].expect("a frame component or a cutpoint");
    let first_unknown = match s.fresh_unknown() {
        Val::Unknown(i) => i,
        _ => unreachable!("a fresh unknown"),
    };
    let unknown = |j: u32| {
        shared
            .iter()
            .find(|(k, _)| *k == j)
            .map_or(first_unknown + j, |(_, id)| *id)
    };
    let from_out = |v: Val| match v {
        Val::Node { comp, off } => Val::Node {
            comp: base + comp,
            off,
        },
        Val::Unknown(j) => Val::Unknown(unknown(j)),
        Val::Obj { id, off } => Val::Obj {
            id: frame.objs[id as usize].0,
            off,
        },
        v => v,
    };
    let mut g = s.clone();
    g.frames.pop();
    // A dead local that pointed into the local heap forgets it (its cells
    // may be gone, or lost only now: no longer an exact path).
    let stale = |v: Val| matches!(v, Val::Node { comp, .. } if new_index[comp as usize].is_none());
    for o in g.objs.iter_mut().filter(|o| o.dead) {
        if o.fields.iter().any(|f| stale(f.2)) {
            super::exec::forget(o);
            g.exact = false;
        }
    }
    for &(i, _) in frame.objs.iter().filter(|(_, shown)| *shown) {
        let o = &mut g.objs[i as usize];
        o.clear_fields();
        o.home = None;
    }
    g.map_env(|v| match v {
        Val::Node { comp, off } => Val::Node {
            comp: at(comp),
            off,
        },
        Val::Unknown(id) => settled
            .iter()
            .find(|(k, _)| *k == id)
            .map_or(v, |(_, c)| *c),
        v => v,
    });
    for (o, &(i, shown)) in out.objs.iter().zip(&frame.objs) {
        if !shown {
            continue;
        }
        let mut o = o.clone();
        for f in &mut o.fields {
            f.2 = from_out(f.2);
        }
        o.home = o.home.map(from_out);
        o.frame = g.objs[i as usize].frame;
        g.objs[i as usize] = o;
    }
    g.comps = kept
        .iter()
        .map(|&c| Arc::new(rename_references(&s.comps[c as usize], at)))
        .chain(
            out.comps
                .iter()
                .map(|c| Arc::new(rename_references(c, |k| base + k))),
        )
        .collect();
    g.facts.extend(out.facts.iter().map(|f| super::state::Fact {
        id: unknown(f.id),
        ..*f
    }));
    if let (Some(d), Some(&v)) = (dst, regs.get(&RETURN)) {
        g.set_reg(d, from_out(v));
    }
    g.exact &= out.exact && !lost;
    normal::normalise(g, loc, cx)
}
