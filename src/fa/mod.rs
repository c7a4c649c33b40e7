//! The FA domain (Forester): the heap as a forest automaton whose components
//! are tree automata over structured labels (section 2), symbolic execution
//! by splitting, materialisation and normalisation (section 3), and
//! finite-height abstraction refined by spans and selector counts (section 5).
//! Stack objects, globals and registers form the explicit environment that
//! plays the input port; pointers in it to heap cells are component roots.

mod abstraction;
mod access;
mod branch;
mod builtins;
mod copy;
mod escape;
mod exec;
mod folding;
mod heap;
mod label;
mod local_heap;
mod normal;
mod plot;
mod state;
mod unfolding;
mod value;

pub use state::FaState;
pub use value::Val;

use crate::engine::{Cmp, Cond, Cx, Divergence, Domain, Footprint};
use crate::ir::{CallFacts, CmpPred, FuncId, Init, Instr, Loc, Operand, Program, Var};
use crate::report::{Kind, Property};
use canopy_automata::{BoxDb, Mode};
use state::{Frame, Obj};
use std::cell::RefCell;

/// How many boxes the database may hold before the pass is ended as
/// diverging: box learning that keeps finding new boxes does not stabilise
/// (a skip list ending in NULL under the height-1 abstraction learnt 100 in
/// 5 s); the programs of our corpus learn at most 16, Forester's case
/// studies at most 7.
const MAX_BOXES: usize = 32;

/// How long past the pass's deadline an automata operation may run before
/// it gives up on reducing its automata (`canopy_automata::deadline`).
const AUTOMATA_GRACE: std::time::Duration = std::time::Duration::from_secs(1);

/// The FA domain over one program.
pub struct FaDomain<'p> {
    prog: &'p Program,
    abstraction: abstraction::Abstraction,
    /// The boxes learnt so far (section 4.2), shown in plots.
    boxes: RefCell<BoxDb>,
    /// How learnt boxes are matched with the database.
    folding: Mode,
    /// States a loop head keeps apart before uniting them (`Tuning::fa_apart`).
    apart: usize,
    /// Whether counted loops are unrolled (`Tuning::fa_unroll`).
    unroll: bool,
    /// Whether typed cells keep their allocation site (`Tuning::fa_sites`).
    sites: bool,
    /// What calls may lead to: recursive functions are analysed over local
    /// heaps.
    calls: CallFacts,
}

impl<'p> FaDomain<'p> {
    /// The domain over `prog`, abstracting as `tuning` says.
    pub fn new(prog: &'p Program, tuning: &crate::Tuning) -> Self {
        FaDomain {
            prog,
            abstraction: abstraction::Abstraction::new(
                tuning.fa_height,
                tuning.fa_sfa,
                match (tuning.fa_data_below, tuning.fa_data_types) {
                    (true, _) => abstraction::DataTyping::Below,
                    (false, true) => abstraction::DataTyping::Own,
                    (false, false) => abstraction::DataTyping::Shape,
                },
                abstraction::int_threshold(prog),
            ),
            boxes: RefCell::new(BoxDb::with_node_type(label::struct_type)),
            folding: match tuning.fa_folding {
                crate::Folding::Inclusion => Mode::Inclusion,
                crate::Folding::Equivalence => Mode::Equivalence,
            },
            apart: tuning.fa_apart,
            unroll: tuning.fa_unroll,
            sites: tuning.fa_sites,
            calls: prog.call_facts(),
        }
    }

    /// How many boxes the box database holds (the `boxes_learnt` statistic).
    pub fn boxes_learnt(&self) -> u64 {
        self.boxes.borrow().len() as u64
    }

    /// Whether folding by inclusion may have named a box by a larger one
    /// (`BoxDb::widened`): only then can folding by equivalence differ.
    pub fn boxes_widened(&self) -> bool {
        self.boxes.borrow().widened()
    }

    /// The globals as objects with their initialisers.
    fn globals(&self) -> Vec<Obj> {
        self.prog
            .globals
            .iter()
            .map(|g| {
                let mut fields = Vec::new();
                for init in &g.init {
                    let field = match init {
                        Init::Zero { .. } => None,
                        Init::Int {
                            offset,
                            size,
                            value,
                        } => Some((*offset, *size, Val::Int(*value))),
                        Init::Ptr { offset, target } => {
                            let v = match target {
                                Operand::Global { id, offset } => Val::Obj {
                                    id: id.0,
                                    off: *offset,
                                },
                                Operand::Func(f) => Val::Func(*f),
                                _ => Val::Int(0),
                            };
                            Some((*offset, self.prog.pointer_size, v))
                        }
                        Init::Unknown { offset, size } => {
                            Some((*offset, (*size).min(8) as u32, Val::Lossy))
                        }
                    };
                    if let Some(f) = field.filter(|f| f.1 > 0 && f.0 + u64::from(f.1) <= g.size) {
                        fields.push(f);
                    }
                }
                fields.sort_by_key(|f| f.0);
                Obj {
                    size: g.size,
                    frame: None,
                    valid: true,
                    read_only: g.is_const,
                    zeroed: !g.external,
                    fields,
                    home: None,
                    dead: false,
                }
            })
            .collect()
    }
}

impl Domain for FaDomain<'_> {
    type State = FaState;
    type Frame = local_heap::CallFrame;

    fn initial(&self, main: FuncId, _cx: &mut Cx) -> Vec<FaState> {
        let mut s = FaState {
            frames: vec![Frame {
                func: main,
                regs: Default::default(),
                locals: Vec::new(),
            }],
            objs: self.globals(),
            comps: Vec::new(),
            facts: Vec::new(),
            exact: true,
        };
        for p in &self.prog.func(main).params {
            let v = s.fresh_unknown();
            s.set_reg(*p, v);
        }
        vec![s]
    }

    fn exec(&self, s: FaState, i: &Instr, cx: &mut Cx) -> Vec<FaState> {
        // An automata operation running past the pass's deadline ends
        // soon after it (one ending a little late stays exact: its results
        // are kept in the states the pass resumes from).
        canopy_automata::deadline::set(cx.deadline.map(|d| d + AUTOMATA_GRACE));
        self.step(&s, i, cx)
    }

    fn assume(&self, s: &FaState, cond: Cond, val: bool, _cx: &mut Cx) -> Vec<FaState> {
        let (pred, a, b, width) = match cond {
            Cond::Truth(op) => (CmpPred::Ne, self.eval(s, op), Val::Int(0), 1),
            Cond::Equals(op, c, width) => (CmpPred::Eq, self.eval(s, op), Val::Int(c), width),
        };
        branch::compare(s, pred, a, b, width)
            .into_iter()
            .filter(|(_, t)| *t == val)
            .map(|(mut t, _)| {
                t.canonical_unknowns();
                t
            })
            .collect()
    }

    fn resolve_callee(
        &self,
        s: &FaState,
        callee: &Operand,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<(FaState, FuncId)> {
        match self.eval(s, callee) {
            Val::Func(f) => vec![(s.clone(), f)],
            Val::Unknown(_) | Val::Lossy => {
                cx.give_up("unsupported: call through an unknown function pointer");
                vec![]
            }
            _ => {
                cx.report(
                    Kind::InvalidDeref,
                    "call through an invalid function pointer",
                    loc,
                    s.exact,
                );
                vec![]
            }
        }
    }

    fn enter(
        &self,
        s: &FaState,
        callee: FuncId,
        args: &[Operand],
        dying: &[Var],
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let vals: Vec<Val> = args.iter().map(|a| self.eval(s, a)).collect();
        let mut s = s.clone();
        for v in dying {
            s.frame_mut().regs.remove(v);
        }
        s.frames.push(Frame {
            func: callee,
            regs: Default::default(),
            locals: Vec::new(),
        });
        for (p, v) in self.prog.func(callee).params.iter().zip(vals) {
            s.set_reg(*p, v);
        }
        self.finish(vec![s], &self.prog.func(callee).loc, cx)
    }

    fn leave(
        &self,
        s: &FaState,
        ret: Option<&Operand>,
        dst: Option<Var>,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        let v = ret.map(|r| self.eval(s, r));
        let mut s = s.clone();
        let depth = s.frames.len();
        if let (Some(d), Some(v), true) = (dst, v, depth >= 2) {
            s.frames[depth - 2].regs.insert(d, v);
        }
        if depth == 1 {
            self.end_program(s, loc, cx);
            return vec![];
        }
        let popped = self.pop(s, loc, cx);
        self.finish(popped, loc, cx)
    }

    /// Recursive functions are analysed over local heaps (summaries), others
    /// over the whole state; memory cleanup is checked at `exit()` too, where
    /// the frames must be in view, so for that property a callee that may
    /// call it follows whole states.
    fn local_heap(&self, s: &FaState, cx: &Cx) -> Option<(FaState, local_heap::CallFrame)> {
        let f = s.frame().func.0 as usize;
        let exits = cx.property == Property::Memcleanup && self.calls.may_exit[f];
        (self.calls.recursive[f] && !exits)
            .then(|| local_heap::local_heap(s, self.calls.uses_globals(f)))
            .flatten()
    }

    fn exact(&self, s: &FaState) -> bool {
        s.exact
    }

    fn abstract_entry(&self, s: FaState, _cx: &mut Cx) -> FaState {
        self.abstraction
            .abstract_state(s, &self.boxes, self.folding)
    }

    /// A summary keeps its results abstracted, the returned integer
    /// generalised: a recursive builder's trees, or a count, would otherwise
    /// grow with every level of recursion.
    fn summarise(&self, s: FaState, cx: &mut Cx) -> FaState {
        local_heap::summarised(self.abstract_entry(s, cx))
    }

    fn glue(
        &self,
        frame: &local_heap::CallFrame,
        out: &FaState,
        dst: Option<Var>,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<FaState> {
        local_heap::glue(frame, out, dst, loc, cx)
    }

    fn compare(&self, a: &FaState, b: &FaState) -> Cmp {
        match (abstraction::covers(a, b), abstraction::covers(b, a)) {
            (true, true) => Cmp::Equal,
            (true, false) => Cmp::LeftCovers,
            (false, true) => Cmp::RightCovers,
            (false, false) => Cmp::Incomparable,
        }
    }

    fn join(&self, a: &FaState, b: &FaState) -> Option<FaState> {
        abstraction::union(a, b).map(|u| {
            self.abstraction
                .abstract_state(u, &self.boxes, self.folding)
        })
    }

    /// See `Tuning::fa_apart`.
    fn join_delay(&self) -> usize {
        self.apart
    }

    fn unite(&self, states: Vec<FaState>, cx: &Cx) -> Vec<FaState> {
        abstraction::unite_all(states, cx)
    }

    fn abstract_state(&self, s: FaState, _within: &Footprint, cx: &mut Cx) -> FaState {
        let s = self
            .abstraction
            .abstract_state(s, &self.boxes, self.folding);
        if self.boxes.borrow().len() > MAX_BOXES {
            cx.diverged = Some(Divergence::Boxes(MAX_BOXES));
        }
        s
    }

    fn abstracts(&self) -> bool {
        true
    }

    /// The slot's integer, when counted loops are unrolled (`Tuning::fa_unroll`).
    fn slot_int(&self, s: &FaState, slot: Var, size: u32) -> Option<i64> {
        if !self.unroll {
            return None;
        }
        let (id, i) = s.slot_int_field(slot, size)?;
        match s.objs[id].fields[i].2 {
            Val::Int(k) => Some(value::signed(k, size * 8)),
            _ => None,
        }
    }

    /// The slot's integer becomes a fresh unknown (no longer exact).
    fn forget_slot_int(&self, mut s: FaState, slot: Var, size: u32) -> FaState {
        if let Some((id, i)) = s.slot_int_field(slot, size) {
            s.objs[id].fields[i].2 = s.fresh_unknown();
            s.exact = false;
            s.canonical_unknowns();
        }
        s
    }

    fn plot(&self, s: &FaState) -> String {
        plot::dot(self.prog, s, &self.boxes.borrow())
    }
}
