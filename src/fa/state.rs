//! The abstract state: a forest automaton of the heap whose roots are
//! referenced from an explicit environment (registers, stack objects,
//! globals), the input port of section 3.

use super::value::Val;
use crate::ir::{CmpPred, FuncId, Var};
use canopy_automata::{Symbol, TreeAutomaton};
use std::collections::BTreeMap;
use std::sync::Arc;

/// A stack object or a global: explicit fields at byte offsets.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Obj {
    pub size: u64,
    /// The frame depth of a stack object, `None` for a global.
    pub frame: Option<u32>,
    pub valid: bool,
    pub read_only: bool,
    /// Bytes not covered by a field read as zero (else as unknown).
    pub zeroed: bool,
    /// `(offset, size, value)`, sorted by offset, non-overlapping.
    pub fields: Vec<(u64, u32, Val)>,
    /// Once its address is stored in the heap, the object is the root cell of
    /// its own component (section 3: a node of the heap graph), referenced
    /// here as `Val::Node { off: 0 }`; its `fields` are then unused.
    pub home: Option<Val>,
    /// A stack slot that died (slot liveness) while its pointers could not
    /// be forgotten yet; they are forgotten once they can (until a store).
    pub dead: bool,
}

impl Obj {
    /// Drops every field (a dead slot then has nothing left to forget).
    pub fn clear_fields(&mut self) {
        self.fields.clear();
        self.dead = false;
    }

    /// The component whose root cell the object became, if it did.
    pub fn home_comp(&self) -> Option<u32> {
        match self.home {
            Some(Val::Node { comp, .. }) => Some(comp),
            _ => None,
        }
    }
}

/// A stack frame: registers of one function and its stack objects.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Frame {
    pub func: FuncId,
    pub regs: BTreeMap<Var, Val>,
    pub locals: Vec<u32>,
}

/// What is known of an unknown integer: `id pred value` has the truth `holds`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Fact {
    pub id: u32,
    pub pred: CmpPred,
    pub value: u64,
    pub width: u32,
    pub holds: bool,
}

/// A state of the FA domain: one forest automaton plus its environment.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FaState {
    pub frames: Vec<Frame>,
    pub objs: Vec<Obj>,
    /// The components of the forest automaton; `Val::Node { comp }` refers to
    /// their roots, and so does [`reference`] inside them: they are numbered
    /// as in the FA of [`super::normal::env_fa`], whose component 0 is the
    /// environment, so they enter and leave it unchanged.
    pub comps: Vec<Arc<TreeAutomaton>>,
    pub facts: Vec<Fact>,
    /// No over-approximation was applied on the path to this state.
    pub exact: bool,
}

/// The root reference to component `comp` inside the components.
pub fn reference(comp: u32) -> Symbol {
    Symbol::Ref(comp + 1)
}

/// The component that the root reference `Ref(j)` inside the components refers to.
pub fn referenced(j: u32) -> u32 {
    j - 1
}

/// `ta` with each root reference to component `c` turned into one to `f(c)`.
pub fn rename_references(ta: &TreeAutomaton, f: impl Fn(u32) -> u32) -> TreeAutomaton {
    ta.rename_refs(|j| f(referenced(j)) + 1)
}

impl FaState {
    /// Whether the root of component `i` may be a freed cell.
    pub fn freed_root(&self, i: usize) -> bool {
        use super::label::{cell, Cell};
        self.comps[i]
            .root_rules()
            .any(|r| matches!(r.symbol, Symbol::Label(l) if cell(l) == Cell::Freed))
    }

    /// The innermost frame.
    pub fn frame(&self) -> &Frame {
        self.frames.last().expect("a frame")
    }

    /// The innermost frame, mutably.
    pub fn frame_mut(&mut self) -> &mut Frame {
        self.frames.last_mut().expect("a frame")
    }

    /// The value of a register of the innermost frame (unknown when unset).
    pub fn reg(&self, v: Var) -> Val {
        self.frame().regs.get(&v).copied().unwrap_or(Val::Lossy)
    }

    /// The object and field index of the integer of `size` bytes that the
    /// stack slot `slot` (an alloca register of the innermost frame) holds.
    pub fn slot_int_field(&self, slot: Var, size: u32) -> Option<(usize, usize)> {
        let Val::Obj { id, off } = self.reg(slot) else {
            return None;
        };
        let fields = &self.objs[id as usize].fields;
        let i = fields
            .iter()
            .position(|f| f.0 as i64 == off && f.1 == size && matches!(f.2, Val::Int(_)))?;
        Some((id as usize, i))
    }

    /// Sets a register of the innermost frame.
    pub fn set_reg(&mut self, v: Var, val: Val) {
        self.frame_mut().regs.insert(v, val);
    }

    /// Every value of the environment in canonical order (frames, then objects).
    pub fn env_values(&self) -> impl Iterator<Item = &Val> + '_ {
        let regs = self.frames.iter().flat_map(|f| f.regs.values());
        let fields = self
            .objs
            .iter()
            .flat_map(|o| o.fields.iter().map(|(_, _, v)| v).chain(&o.home));
        regs.chain(fields)
    }

    /// Applies `f` to every value of the environment, in canonical order.
    pub fn map_env(&mut self, mut f: impl FnMut(Val) -> Val) {
        for fr in &mut self.frames {
            for v in fr.regs.values_mut() {
                *v = f(*v);
            }
        }
        for o in &mut self.objs {
            for (_, _, v) in &mut o.fields {
                *v = f(*v);
            }
            if let Some(h) = &mut o.home {
                *h = f(*h);
            }
        }
    }

    /// The components referenced from the environment, distinct, in canonical order.
    pub fn env_roots(&self) -> Vec<u32> {
        let mut roots = Vec::new();
        for v in self.env_values() {
            if let Val::Node { comp, .. } = v {
                if !roots.contains(comp) {
                    roots.push(*comp);
                }
            }
        }
        roots
    }

    /// Whether the heap and the roots the environment references are those of
    /// `other` (then a normalised `other` makes this state normalised too).
    pub fn same_heap(&self, other: &FaState) -> bool {
        self.comps.len() == other.comps.len()
            && self
                .comps
                .iter()
                .zip(&other.comps)
                .all(|(a, b)| Arc::ptr_eq(a, b))
            && self.env_roots() == other.env_roots()
    }

    /// A fresh unknown integer.
    pub fn fresh_unknown(&self) -> Val {
        let max = self
            .env_values()
            .filter_map(|v| match v {
                Val::Unknown(i) => Some(*i + 1),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        Val::Unknown(max.max(self.facts.iter().map(|f| f.id + 1).max().unwrap_or(0)))
    }

    /// Renumbers unknown integers by first occurrence and drops facts on dead
    /// ones, so equal environments are equal states.
    pub fn canonical_unknowns(&mut self) {
        let mut order: Vec<u32> = Vec::new();
        for v in self.env_values() {
            if let Val::Unknown(i) = v {
                if !order.contains(i) {
                    order.push(*i);
                }
            }
        }
        let rename = |i: u32| order.iter().position(|&j| j == i).map(|k| k as u32);
        self.map_env(|v| match v {
            Val::Unknown(i) => Val::Unknown(rename(i).expect("seen")),
            v => v,
        });
        let mut facts: Vec<Fact> = self
            .facts
            .iter()
            .filter_map(|f| rename(f.id).map(|id| Fact { id, ..*f }))
            .collect();
        facts.sort_unstable_by_key(|f| (f.id, f.pred as u8, f.value, f.width, f.holds));
        facts.dedup();
        self.facts = facts;
    }
}

impl FaState {
    /// Pops the innermost frame: its stack objects disappear and pointers to
    /// them dangle.
    pub fn pop_frame(&mut self) {
        let f = self.frames.pop().expect("a frame");
        let mut new_id = Vec::with_capacity(self.objs.len());
        let mut next = 0;
        for id in 0..self.objs.len() as u32 {
            if f.locals.contains(&id) {
                new_id.push(None);
            } else {
                new_id.push(Some(next));
                next += 1;
            }
        }
        let mut k = 0;
        self.objs.retain(|_| {
            k += 1;
            new_id[k - 1].is_some()
        });
        self.map_env(|v| match v {
            Val::Obj { id, off } => match new_id[id as usize] {
                Some(id) => Val::Obj { id, off },
                None => Val::Dangling,
            },
            v => v,
        });
        for fr in &mut self.frames {
            for l in &mut fr.locals {
                *l = new_id[*l as usize].expect("outer locals survive");
            }
        }
    }
}
