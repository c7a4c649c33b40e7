//! `memcpy` of a whole object or cell (section 3, "Symbolic execution"): the
//! destination loses its fields, then every field of the source is loaded and
//! stored at the same offset, so pointer fields keep their targets.

use super::access::Target;
use super::label::{self, Block, Cell};
use super::state::FaState;
use super::unfolding::Needs;
use super::value::Val;
use super::FaDomain;
use crate::engine::Cx;
use crate::ir::{Loc, Var};

/// The fields `(offset, size)` of a source and whether its other bytes read as zero.
type Layout = (Vec<(u64, u32)>, bool);

/// `p` moved `off` bytes further.
fn shifted(p: Val, off: u64) -> Val {
    match p {
        Val::Node { comp, off: o } => Val::Node {
            comp,
            off: o + off as i64,
        },
        Val::Obj { id, off: o } => Val::Obj {
            id,
            off: o + off as i64,
        },
        p => p,
    }
}

impl FaDomain<'_> {
    /// `memcpy(dst, src, len)`.
    pub(super) fn memcpy(
        &self,
        s: &FaState,
        dst: Val,
        src: Val,
        len: Val,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let Some(n) = (match len {
            Val::Int(n) => u32::try_from(n).ok(),
            _ => None,
        }) else {
            cx.give_up(format!(
                "unsupported: memcpy of an unknown or huge size at line {}",
                loc.line
            ));
            return vec![];
        };
        if n == 0 {
            return vec![s.clone()];
        }
        if dst == src {
            // `*p = *p`: the bytes are read and written back as they are.
            let read = self.layouts(s, src, n, false, loc, cx);
            return (read.iter())
                .flat_map(|(t, _)| self.layouts(t, dst, n, true, loc, cx))
                .map(|(u, _)| u)
                .collect();
        }
        let same = match (dst, src) {
            (Val::Node { comp: a, .. }, Val::Node { comp: b, .. }) => a == b,
            (Val::Obj { id: a, .. }, Val::Obj { id: b, .. }) => a == b,
            _ => false,
        };
        if same {
            cx.give_up(format!(
                "unsupported: memcpy inside one object at line {}",
                loc.line
            ));
            return vec![];
        }
        let mut out = Vec::new();
        for (t, (fields, zeroed)) in self.layouts(s, src, n, false, loc, cx) {
            // An object's fields are all read before any is stored: storing
            // its own address in the heap moves it into a cell (escape).
            let early: Vec<Option<Val>> = fields
                .iter()
                .map(|&(off, size)| match src {
                    Val::Obj { .. } => {
                        let loaded = self.load(&t, shifted(src, off), size, loc, cx).pop();
                        loaded.map(|(_, v)| v)
                    }
                    _ => None,
                })
                .collect();
            for (u, _) in self.layouts(&t, dst, n, true, loc, cx) {
                let states = self.cleared(&u, dst, zeroed, loc, cx);
                out.extend(self.copy_fields(states, src, dst, &fields, &early, loc, cx));
            }
        }
        out
    }

    /// Stores each field `(offset, size)` of `src` at the same offset of
    /// `dst`, in every state; the k-th field's value is `early[k]` when
    /// given (read before any store), else loaded.
    #[allow(clippy::too_many_arguments)]
    fn copy_fields(
        &self,
        mut states: Vec<FaState>,
        src: Val,
        dst: Val,
        fields: &[(u64, u32)],
        early: &[Option<Val>],
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        for (k, &(off, size)) in fields.iter().enumerate() {
            let mut next = Vec::new();
            for w in &states {
                let loaded = match early.get(k).copied().flatten() {
                    Some(v) => vec![(w.clone(), v)],
                    None => self.load(w, shifted(src, off), size, loc, cx),
                };
                for (w, v) in loaded {
                    next.extend(self.store(&w, shifted(dst, off), v, size, loc, cx));
                }
            }
            states = next;
        }
        states
    }

    /// `realloc(p, n)`: a new heap cell of `n` bytes takes the fields of
    /// `p`'s cell that fit in it, then `p`'s cell is freed (`dst` holds the
    /// new cell); `realloc(NULL, n)` only allocates. An invalid `p` is
    /// reported as `free` reports it.
    pub(super) fn realloc(
        &self,
        s: &FaState,
        dst: Option<Var>,
        p: Val,
        n: Val,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let Some(n) = (match n {
            Val::Int(n) => Some(n).filter(|n| *n <= label::MAX_SIZE),
            _ => None,
        }) else {
            cx.give_up(format!(
                "unsupported: realloc of an unknown or huge size at line {}",
                loc.line
            ));
            return vec![];
        };
        let set = |t: &mut FaState, v: Val| {
            if let Some(d) = dst {
                t.set_reg(d, v);
            }
        };
        let mut out = Vec::new();
        if cx.oom {
            // A failed realloc returns null and leaves the block alone.
            let mut t = s.clone();
            set(&mut t, Val::Int(0));
            out.push(t);
        }
        let comp = match p {
            Val::Int(0) => {
                let mut t = s.clone();
                let q = t.alloc(Block::new(n, false, loc.line, loc.column));
                set(&mut t, q);
                out.push(t);
                return out;
            }
            Val::Node { comp, off: 0 } => comp,
            _ => return self.free(s, p, loc, cx),
        };
        let opened = self.open(s, comp, Needs::Whole, loc, cx);
        for t in opened.iter().flat_map(|u| u.focus(comp)) {
            let Cell::Live { block, fields } = t.root_cell(comp) else {
                self.free(&t, p, loc, cx);
                continue;
            };
            if block.is_object() {
                self.free(&t, p, loc, cx);
                continue;
            }
            if block.zeroed && n > block.size {
                cx.give_up(format!(
                    "unsupported: realloc growing a zeroed block in the FA domain at line {}",
                    loc.line
                ));
                continue;
            }
            let mut u = t.clone();
            let q = u.alloc(Block::new(n, block.zeroed, loc.line, loc.column));
            set(&mut u, q);
            let kept: Vec<(u64, u32)> = (fields.into_iter())
                .filter(|&(off, size)| off + u64::from(size) <= n)
                .collect();
            for w in &self.copy_fields(vec![u], p, q, &kept, &[], loc, cx) {
                out.extend(self.free(w, p, loc, cx));
            }
        }
        out
    }

    /// The variants of `s` in which `p` points to the start of a whole live
    /// object or cell of `n` bytes, with its layout (errors are reported, a
    /// copy of part of an object is unsupported).
    fn layouts(
        &self,
        s: &FaState,
        p: Val,
        n: u32,
        write: bool,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<(FaState, Layout)> {
        let mut out = Vec::new();
        let whole = |off: i64, size: u64, cx: &mut Cx| {
            let ok = off == 0 && size == u64::from(n);
            if !ok {
                cx.give_up(format!(
                    "unsupported: memcpy of part of an object at line {}",
                    loc.line
                ));
            }
            ok
        };
        match self.target(s, p, loc, cx) {
            None => {}
            Some(Target::Obj(id, off)) => {
                let o = &s.objs[id as usize];
                if self.obj_ok(s, id, off, n, write, loc, cx) && whole(off, o.size, cx) {
                    let fields = o.fields.iter().map(|f| (f.0, f.1)).collect();
                    out.push((s.clone(), (fields, o.zeroed)));
                }
            }
            Some(Target::Heap(i, off)) => {
                for t in self.live_roots(s, i, Needs::Whole, loc, cx) {
                    let Cell::Live { block, fields } = t.root_cell(i) else {
                        continue;
                    };
                    if Self::in_bounds(&t, off, n, block.size, loc, cx)
                        && whole(off, block.size, cx)
                    {
                        out.push((t, (fields, block.zeroed)));
                    }
                }
            }
        }
        out
    }

    /// The whole object or cell `p` without fields, its bytes reading as
    /// zero when `zeroed`, else as uninitialised.
    fn cleared(&self, s: &FaState, p: Val, zeroed: bool, loc: &Loc, cx: &mut Cx) -> Vec<FaState> {
        match p {
            Val::Obj { id, .. } => {
                let mut t = s.clone();
                let o = &mut t.objs[id as usize];
                o.clear_fields();
                o.zeroed = zeroed;
                vec![t]
            }
            Val::Node { comp, .. } => self.clear_cell(s, comp, zeroed, loc, cx),
            _ => vec![],
        }
    }
}
