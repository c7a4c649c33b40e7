//! Stack objects and globals whose address is stored in the heap (section 3,
//! "Heap representation"): such an object becomes a node of the heap graph,
//! the root cell of its own component, referenced from the environment for as
//! long as it lives; the program cannot free it, and when it goes out of scope
//! its cell is released like a freed one, so pointers to it dangle.

use super::label::{self, Block};
use super::state::FaState;
use super::unfolding::Needs;
use super::value::Val;
use super::FaDomain;
use crate::engine::Cx;
use crate::ir::Loc;

impl FaState {
    /// The value with a pointer to an object that escaped into the heap
    /// turned into the pointer to its cell.
    pub fn resolve(&self, v: Val) -> Val {
        match v {
            Val::Obj { id, off } => match self.objs[id as usize].home_comp() {
                Some(comp) => Val::Node { comp, off },
                None => v,
            },
            v => v,
        }
    }
}

impl FaDomain<'_> {
    /// Object `id` becomes the root cell of a new component: every pointer to
    /// it becomes a pointer into that cell, and its fields are stored there.
    pub(super) fn escape(&self, s: &FaState, id: u32, loc: &Loc, cx: &mut Cx) -> Vec<FaState> {
        let o = &s.objs[id as usize];
        if o.read_only || !o.valid {
            cx.give_up(format!(
                "unsupported: pointer to read-only or out-of-scope memory stored in the heap at line {}",
                loc.line
            ));
            return vec![];
        }
        let mut t = s.clone();
        let home = t.alloc(Block::object(o.size, o.zeroed));
        let Val::Node { comp, .. } = home else {
            unreachable!("an allocation is a node")
        };
        let moved = |v| match v {
            Val::Obj { id: j, off } if j == id => Val::Node { comp, off },
            v => v,
        };
        let fields = std::mem::take(&mut t.objs[id as usize].fields);
        t.objs[id as usize].home = Some(home);
        t.map_env(moved);
        let mut states = vec![t];
        for (off, size, v) in fields {
            let at = Val::Node {
                comp,
                off: off as i64,
            };
            states = states
                .iter()
                .flat_map(|u| self.store(u, at, u.resolve(moved(v)), size, loc, cx))
                .collect();
        }
        states
    }

    /// The end (`block: None`) or a new start of the lifetime of the object
    /// whose cell is the root of component `c`: its successors are
    /// materialised so that what only it kept reachable is garbage, then it
    /// is freed or becomes a fresh cell of `block`.
    pub(super) fn renew(
        &self,
        s: &FaState,
        c: u32,
        block: Option<Block>,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let opened = self.open(s, c, Needs::Whole, loc, cx);
        let released: Vec<FaState> = opened
            .iter()
            .flat_map(|u| u.focus(c))
            .flat_map(|u| self.release(u, c))
            .collect();
        match block {
            None => released,
            Some(b) => released
                .into_iter()
                .map(|mut u| {
                    u.set_root_rule(c, label::live(b).into(), &[]);
                    u
                })
                .collect(),
        }
    }

    /// Pops the innermost frame, after the end of the lifetime of its objects
    /// that escaped into the heap.
    pub(super) fn pop(&self, s: FaState, loc: &Loc, cx: &mut Cx) -> Vec<FaState> {
        let homes: Vec<u32> = s
            .frame()
            .locals
            .iter()
            .filter_map(|&id| s.objs[id as usize].home_comp())
            .collect();
        let mut states = vec![s];
        for c in homes {
            states = states
                .iter()
                .flat_map(|u| self.renew(u, c, None, loc, cx))
                .collect();
        }
        for u in &mut states {
            u.pop_frame();
        }
        states
    }
}
