//! Loads, stores and frees through pointers: dereference checks, then the
//! exact update of a stack object, a global, or the focused root of a
//! forest-automaton component (section 3, "Symbolic execution").

use super::heap::replaced;
use super::label::{self, Block, Cell};
use super::state::{reference, FaState};
use super::unfolding::Needs;
use super::value::Val;
use super::FaDomain;
use crate::engine::Cx;
use crate::ir::Loc;
use crate::report::Kind;
use canopy_automata::{Data, State, Symbol};

/// Where a dereference lands.
pub(super) enum Target {
    Heap(u32, i64),
    Obj(u32, i64),
}

impl FaDomain<'_> {
    /// Classifies the pointer of a dereference, reporting it when it is no address.
    pub(super) fn target(&self, s: &FaState, p: Val, loc: &Loc, cx: &mut Cx) -> Option<Target> {
        let (kind, msg, sure) = match p {
            Val::Node { comp, off } => return Some(Target::Heap(comp, off)),
            Val::Obj { id, off } => return Some(Target::Obj(id, off)),
            Val::Int(k) => {
                let (kind, msg) = crate::engine::integer_deref(k);
                (kind, msg, true)
            }
            Val::Func(_) => (
                Kind::InvalidDeref,
                "dereference of a function address".into(),
                true,
            ),
            Val::Dangling => (
                Kind::InvalidDeref,
                "dereference of out-of-scope stack memory".into(),
                true,
            ),
            Val::Unknown(_) | Val::Lossy => (
                Kind::InvalidDeref,
                "dereference of an unknown pointer".into(),
                false,
            ),
        };
        cx.report(kind, msg, loc, sure && s.exact);
        None
    }

    /// Checks that `[off, off+size)` lies in a live cell or object of `total` bytes.
    pub(super) fn in_bounds(
        s: &FaState,
        off: i64,
        size: u32,
        total: u64,
        loc: &Loc,
        cx: &mut Cx,
    ) -> bool {
        if off >= 0 && (off as u64).saturating_add(u64::from(size)) <= total {
            return true;
        }
        let msg =
            format!("out-of-bounds access of {size} B at offset {off} of an object of {total} B");
        cx.report(Kind::OutOfBounds, msg, loc, s.exact);
        false
    }

    /// The focused variants of component `i` whose root is a live cell with
    /// the selectors `needs` asks for unfolded (freed ones are reported).
    pub(super) fn live_roots(
        &self,
        s: &FaState,
        i: u32,
        needs: Needs,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        self.open(s, i, needs, loc, cx)
            .iter()
            .flat_map(|u| u.focus(i))
            .filter(|t| match t.root_cell(i) {
                Cell::Live { .. } => true,
                _ => {
                    cx.report(
                        Kind::UseAfterFree,
                        "dereference of freed memory",
                        loc,
                        t.exact,
                    );
                    false
                }
            })
            .collect()
    }

    /// `*p` of `size` bytes: one state per possible value.
    pub(super) fn load(
        &self,
        s: &FaState,
        p: Val,
        size: u32,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<(FaState, Val)> {
        match self.target(s, p, loc, cx) {
            None => vec![],
            Some(Target::Obj(id, off)) => {
                let o = &s.objs[id as usize];
                if !self.obj_ok(s, id, off, size, false, loc, cx) {
                    return vec![];
                }
                let (lo, hi) = (off as u64, off as u64 + u64::from(size));
                let v = match o
                    .fields
                    .iter()
                    .find(|f| f.0 < hi && lo < f.0 + u64::from(f.1))
                {
                    Some(f) if f.0 == lo && f.1 == size => f.2,
                    Some(_) => Val::Lossy,
                    None if o.zeroed => Val::Int(0),
                    None => Val::Lossy,
                };
                vec![(s.clone(), v)]
            }
            Some(Target::Heap(i, off)) => {
                let mut out = Vec::new();
                for t in self.live_roots(s, i, Needs::Field(off, size), loc, cx) {
                    let Cell::Live { block, fields } = t.root_cell(i) else {
                        continue;
                    };
                    if !Self::in_bounds(&t, off, size, block.size, loc, cx) {
                        continue;
                    }
                    let (lo, hi) = (off as u64, off as u64 + u64::from(size));
                    match fields
                        .iter()
                        .position(|f| f.0 < hi && lo < f.0 + u64::from(f.1))
                    {
                        Some(k) if fields[k] == (lo, size) => {
                            out.extend(t.materialise(i, k, size * 8));
                        }
                        Some(_) => cx.give_up(format!(
                            "unsupported: access to part of a heap field at line {}",
                            loc.line
                        )),
                        None => out.push((
                            t,
                            if block.zeroed {
                                Val::Int(0)
                            } else {
                                Val::Lossy
                            },
                        )),
                    }
                }
                out
            }
        }
    }

    /// `*p = v` of `size` bytes.
    pub(super) fn store(
        &self,
        s: &FaState,
        p: Val,
        v: Val,
        size: u32,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        match self.target(s, p, loc, cx) {
            None => vec![],
            Some(Target::Obj(id, off)) => {
                if !self.obj_ok(s, id, off, size, true, loc, cx) {
                    return vec![];
                }
                let mut t = s.clone();
                let o = &mut t.objs[id as usize];
                let (lo, hi) = (off as u64, off as u64 + u64::from(size));
                let overlaps = |f: &(u64, u32, Val)| f.0 < hi && lo < f.0 + u64::from(f.1);
                let partial = o
                    .fields
                    .iter()
                    .any(|f| overlaps(f) && (f.0 < lo || f.0 + u64::from(f.1) > hi));
                if partial && o.zeroed {
                    cx.give_up(format!(
                        "unsupported: partial overwrite of a field at line {}",
                        loc.line
                    ));
                    return vec![];
                }
                o.fields.retain(|f| !overlaps(f));
                let at = o.fields.partition_point(|f| f.0 < lo);
                o.fields.insert(at, (lo, size, v));
                o.dead = false;
                vec![t]
            }
            Some(Target::Heap(i, off)) => {
                if let Val::Obj { id, .. } = v {
                    return self
                        .escape(s, id, loc, cx)
                        .iter()
                        .flat_map(|t| self.store(t, p, t.resolve(v), size, loc, cx))
                        .collect();
                }
                let Some((leaf, displ)) = self.stored_symbol(s, v, size, loc, cx) else {
                    return vec![];
                };
                let mut out = Vec::new();
                for t in self.live_roots(s, i, Needs::Field(off, size), loc, cx) {
                    let Cell::Live { block, fields } = t.root_cell(i) else {
                        continue;
                    };
                    if !Self::in_bounds(&t, off, size, block.size, loc, cx) {
                        continue;
                    }
                    if !label::encodable(off as u64, size) {
                        cx.give_up(format!(
                            "unsupported: heap field of {size} B at line {}",
                            loc.line
                        ));
                        continue;
                    }
                    let (lo, hi) = (off as u64, off as u64 + u64::from(size));
                    let sel = label::field_selector(lo, size, displ);
                    let labelled = |sym: Symbol| match sym {
                        Symbol::Label(l) => Symbol::from(label::with_field(l, sel)),
                        Symbol::Ref(_) => unreachable!("the root of a live cell is a label"),
                    };
                    match fields
                        .iter()
                        .position(|f| f.0 < hi && lo < f.0 + u64::from(f.1))
                    {
                        Some(k) if fields[k] == (lo, size) => {
                            for (mut u, _) in t.materialise(i, k, size * 8) {
                                let rule = u.root_rule(i);
                                let kids = replaced(&rule.children, k, leaf);
                                u.set_root_rule(i, labelled(rule.symbol), &kids);
                                out.push(u);
                            }
                        }
                        Some(_) => cx.give_up(format!(
                            "unsupported: access to part of a heap field at line {}",
                            loc.line
                        )),
                        None => {
                            let mut t = t;
                            let rule = t.root_rule(i);
                            let k = fields.partition_point(|f| f.0 < lo);
                            let mut kids: Vec<Result<State, Symbol>> =
                                rule.children.iter().map(|c| Ok(*c)).collect();
                            kids.insert(k, Err(leaf));
                            t.set_root_rule(i, labelled(rule.symbol), &kids);
                            out.push(t);
                        }
                    }
                }
                out
            }
        }
    }

    /// The symbol a value takes in a heap field of `size` bytes and the
    /// displacement of its selector, if it can be stored there (objects
    /// must have escaped into the heap first).
    fn stored_symbol(
        &self,
        s: &FaState,
        v: Val,
        size: u32,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Option<(Symbol, i64)> {
        let width = size * 8;
        let what = match v {
            Val::Int(k) => return Some((label::data_leaf(Some(k), width), 0)),
            Val::Unknown(x) if s.known_nonzero(x, width) => {
                return Some((Symbol::leaf(Data::NonZero), 0))
            }
            Val::Unknown(_) | Val::Lossy => return Some((label::data_leaf(None, width), 0)),
            Val::Node { comp, off } if label::displaceable(off) => {
                return Some((reference(comp), off))
            }
            Val::Node { .. } => "pointer outside its heap cell",
            Val::Func(_) => "function pointer",
            Val::Obj { .. } => "pointer to a stack object or global",
            Val::Dangling => "pointer to out-of-scope stack memory",
        };
        cx.give_up(format!(
            "unsupported: {what} stored in the heap at line {}",
            loc.line
        ));
        None
    }

    /// Checks an access to a stack object or global.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn obj_ok(
        &self,
        s: &FaState,
        id: u32,
        off: i64,
        size: u32,
        write: bool,
        loc: &Loc,
        cx: &mut Cx,
    ) -> bool {
        let o = &s.objs[id as usize];
        if !o.valid {
            cx.report(
                Kind::InvalidDeref,
                "dereference of out-of-scope stack memory",
                loc,
                s.exact,
            );
            return false;
        }
        if write && o.read_only {
            cx.report(
                Kind::InvalidDeref,
                "write to read-only memory",
                loc,
                s.exact,
            );
            return false;
        }
        Self::in_bounds(s, off, size, o.size, loc, cx)
    }

    /// `free(p)`: the root cell becomes freed; its successors become roots
    /// of their own components first, so that what only it kept reachable is garbage.
    pub(super) fn free(&self, s: &FaState, p: Val, loc: &Loc, cx: &mut Cx) -> Vec<FaState> {
        let (msg, sure) = match p {
            Val::Int(0) => return vec![s.clone()],
            Val::Node { comp, off } => {
                let mut out = Vec::new();
                let opened = self.open(s, comp, Needs::Whole, loc, cx);
                for t in opened.iter().flat_map(|u| u.focus(comp)) {
                    match t.root_cell(comp) {
                        Cell::Freed => cx.report(Kind::DoubleFree, "double free", loc, t.exact),
                        Cell::Live { block, .. } if block.is_object() => cx.report(
                            Kind::InvalidFree,
                            "free of a stack object or global",
                            loc,
                            t.exact,
                        ),
                        Cell::Live { .. } if off != 0 => cx.report(
                            Kind::InvalidFree,
                            format!("free of a pointer {off} B inside a heap object"),
                            loc,
                            t.exact,
                        ),
                        _ => out.extend(self.release(t, comp)),
                    }
                }
                return out;
            }
            Val::Obj { id, .. } if s.objs[id as usize].frame.is_some() => {
                ("free of stack memory", true)
            }
            Val::Obj { .. } | Val::Func(_) | Val::Int(_) => ("free of non-heap memory", true),
            Val::Dangling => ("free of out-of-scope stack memory", true),
            Val::Unknown(_) | Val::Lossy => ("free of an unknown pointer", false),
        };
        cx.report(Kind::InvalidFree, msg, loc, sure && s.exact);
        vec![]
    }

    /// Materialises every successor of the focused root of `i` and replaces
    /// the root by `symbol` without successors (freeing, clearing).
    pub(super) fn release(&self, t: FaState, i: u32) -> Vec<FaState> {
        let mut states = vec![t];
        let n = states[0].root_rule(i).children.len();
        for k in 0..n {
            states = states
                .iter()
                .flat_map(|u| u.materialise(i, k, 64).into_iter().map(|(u, _)| u))
                .collect();
        }
        for u in &mut states {
            u.set_root_rule(i, label::freed(), &[]);
        }
        states
    }

    /// Drops every field of the whole heap cell `i`: it then reads as zero
    /// when `zeroed` (`memset(p, 0, n)`), else as uninitialised.
    pub(super) fn clear_cell(
        &self,
        s: &FaState,
        i: u32,
        zeroed: bool,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let mut out = Vec::new();
        for t in self.live_roots(s, i, Needs::Whole, loc, cx) {
            let Cell::Live { block, .. } = t.root_cell(i) else {
                continue;
            };
            for mut u in self.release(t, i) {
                let block = Block { zeroed, ..block };
                u.set_root_rule(i, label::live(block).into(), &[]);
                out.push(u);
            }
        }
        out
    }
}
