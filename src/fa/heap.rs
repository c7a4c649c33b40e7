//! Splitting and materialisation on forest automata (section 3, "Symbolic
//! execution"): the accessed node is made a root with a single transition,
//! its successor is made a root of its own component, and the root transition
//! is then updated exactly.

use super::label::{self, Block, Cell};
use super::state::{reference, referenced, FaState};
use super::value::{mask, Val};
use canopy_automata::{Data, Rule, State, Symbol, TreeAutomaton};
use std::sync::Arc;

/// The root state of a component (focused components have exactly one).
fn root_of(ta: &TreeAutomaton) -> State {
    ta.roots().next().expect("a component has a root")
}

/// The children with the one at `pos` replaced by a fresh leaf `leaf`.
pub fn replaced(children: &[State], pos: usize, leaf: Symbol) -> Vec<Result<State, Symbol>> {
    children
        .iter()
        .enumerate()
        .map(|(k, c)| if k == pos { Err(leaf) } else { Ok(*c) })
        .collect()
}

impl FaState {
    /// Splitting by root transitions: one state per rule of the roots of
    /// component `i`, whose root then has that single rule (same union of languages).
    pub fn focus(&self, i: u32) -> Vec<FaState> {
        let ta = &self.comps[i as usize];
        let rules: Vec<Rule> = ta.roots().flat_map(|q| ta.rules_from(q)).cloned().collect();
        if rules.len() == 1 && ta.roots().count() == 1 && !self.root_is_referenced(i) {
            return vec![self.clone()];
        }
        rules
            .iter()
            .map(|rule| {
                let mut s = self.clone();
                s.comps[i as usize] = Arc::new(ta.rooted_at([rule]));
                s
            })
            .collect()
    }

    /// Types the fresh cell at the root of component `i` (live, no field
    /// written yet, a single rule) as the struct whose name hashes to
    /// `hash`, its first cast (section 3's type information), keeping its
    /// allocation site if `site`; other roots are left as they are.
    pub fn type_fresh(&mut self, i: u32, hash: u32, site: bool) {
        let ta = &self.comps[i as usize];
        if ta.roots().count() != 1 || ta.rules_from(root_of(ta)).count() != 1 {
            return;
        }
        if let Cell::Live { block, fields } = self.root_cell(i) {
            if block.kind == 0 && fields.is_empty() && !block.is_object() {
                self.set_root_rule(i, label::live(block.typed(hash, site)).into(), &[]);
            }
        }
    }

    /// Whether the root state of component `i` also occurs as a child (a loop through the root).
    fn root_is_referenced(&self, i: u32) -> bool {
        let ta = &self.comps[i as usize];
        ta.rules()
            .any(|r| r.children.iter().any(|c| ta.is_root(*c)))
    }

    /// The single rule of the root of a focused component.
    pub fn root_rule(&self, i: u32) -> Rule {
        let ta = &self.comps[i as usize];
        ta.rules_from(root_of(ta))
            .next()
            .expect("a root rule")
            .clone()
    }

    /// What the root of a focused component is.
    pub fn root_cell(&self, i: u32) -> Cell {
        match self.root_rule(i).symbol {
            Symbol::Label(l) => label::cell(l),
            Symbol::Ref(_) => Cell::Data(Data::Undef),
        }
    }

    /// Replaces the rule of the root of focused component `i` by
    /// `symbol(children)`, where `None` children are fresh states accepting the given leaf.
    pub fn set_root_rule(&mut self, i: u32, symbol: Symbol, children: &[Result<State, Symbol>]) {
        let ta = &self.comps[i as usize];
        let root = root_of(ta);
        let mut t = ta.map_rules(|r| (r.parent != root).then(|| r.clone()));
        let kids: Vec<State> = children
            .iter()
            .map(|c| match c {
                Ok(q) => *q,
                Err(leaf) => {
                    let q = t.add_state();
                    t.add_rule(q, *leaf, &[]);
                    q
                }
            })
            .collect();
        t.add_rule(root, symbol, &kids);
        self.comps[i as usize] = Arc::new(t.remove_useless());
    }

    /// Materialisation of the successor at `pos` of the root of focused
    /// component `i`: one state per kind of successor (data leaf, reference,
    /// cell), the successor replaced by an explicit leaf or a reference to a
    /// new component; returns the value a field of `width` bits holds (a
    /// pointer at the displacement its selector names).
    pub fn materialise(&self, i: u32, pos: usize, width: u32) -> Vec<(FaState, Val)> {
        let ta = &self.comps[i as usize];
        let root_rule = self.root_rule(i);
        let child = root_rule.children[pos];
        let displ = match root_rule.symbol {
            Symbol::Label(l) => label::displacement_at(l, pos),
            Symbol::Ref(_) => 0,
        };
        let mut out = Vec::new();
        let mut cells = Vec::new();
        let replace = |s: &mut FaState, leaf: Symbol| {
            s.set_root_rule(
                i,
                root_rule.symbol,
                &replaced(&root_rule.children, pos, leaf),
            );
        };
        for r in ta.rules_from(child) {
            let val = match r.symbol {
                Symbol::Ref(j) => Val::Node {
                    comp: referenced(j),
                    off: displ,
                },
                Symbol::Label(l) => match label::cell(l) {
                    Cell::Data(Data::Null) => Val::Int(0),
                    Cell::Data(Data::Int(k)) => Val::Int(mask(k as u64, width)),
                    Cell::Data(Data::Undef) => Val::Lossy,
                    Cell::Data(Data::NonZero) => {
                        let mut s = self.clone();
                        replace(&mut s, r.symbol);
                        let x = s.fresh_nonzero(width);
                        out.push((s, x));
                        continue;
                    }
                    Cell::Own => Val::Node {
                        comp: i,
                        off: displ,
                    },
                    Cell::Live { .. } | Cell::Freed => {
                        cells.push(r.clone());
                        continue;
                    }
                },
            };
            let mut s = self.clone();
            replace(&mut s, r.symbol);
            out.push((s, val));
        }
        if !cells.is_empty() {
            let mut s = self.clone();
            let k = s.comps.len() as u32;
            s.comps.push(Arc::new(ta.rooted_at(&cells)));
            replace(&mut s, reference(k));
            out.push((
                s,
                Val::Node {
                    comp: k,
                    off: displ,
                },
            ));
        }
        out
    }

    /// Allocation: a new component holding one live cell without fields.
    pub fn alloc(&mut self, block: Block) -> Val {
        let mut ta = TreeAutomaton::with_states(1);
        ta.add_rule(State(0), label::live(block).into(), &[]);
        ta.set_root(State(0));
        self.comps.push(Arc::new(ta));
        Val::Node {
            comp: self.comps.len() as u32 - 1,
            off: 0,
        }
    }
}
