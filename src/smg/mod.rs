//! The SMG domain (Predator): symbolic memory graphs over byte-precise
//! objects and values (section 0.2), with reinterpretation of nullified
//! blocks (appendix 0.8) and equalities/non-equalities of values (section 0.4).

mod abstraction;
mod builtins;
mod exec;
mod graph;
mod interior;
mod join;
mod local_heap;
mod materialise;
mod plot;
mod reinterpret;
mod spc;
#[cfg(test)]
mod testing;
mod values;

pub use graph::{Field, ObjId, Object, Place, Smg, ValId, Value, NULL_OBJ, ZERO};
pub use spc::{Frame, Spc};

use crate::engine::{Cmp, Cond, Cx, Divergence, Domain, Footprint};
use crate::ir::{BlockId, CmpPred, FuncId, GlobalId, Init, Instr, Loc, Operand, Program, Var};
use crate::report::{Kind, Property};
use abstraction::Scope;
use std::collections::BTreeSet;

/// Heap objects (regions and segments) an abstracted loop-head state may
/// hold within its loop's scope before the abstraction is taken not to
/// converge: on list programs
/// at most 13 were seen (corpus and third-party suites), while on a tree,
/// which no list segment summarises, each turn of the loop adds one, and
/// the product should switch to FA at once.
const GROWTH: usize = 32;

/// How many tree nodes (`Spc::tree_nodes`) at a loop head tell the abstract
/// pass that it cannot converge: a binary tree of five nodes has two; a list
/// whose nodes also point to its first node shows one per node outside its
/// segments that has a successor (one at the loop heads of our corpus).
const TREE_NODES: usize = 2;

/// How many irregular links (`Spc::irregular_links`) at a loop head tell
/// the abstract pass that it cannot converge: a list whose nodes take one
/// of two sizes at random shows three in a state of four nodes, and each
/// size pattern is a state of its own (1 s of SMG before FA proved such a
/// list in 0.1 s); a list with one header node of another size shows one.
/// Pointers tagged in their low bit alike: each pattern of tags is a state.
const IRREGULAR_LINKS: usize = 3;

/// How many unmerged neighbours (`Spc::unmerged_neighbours`) at a loop
/// head tell the abstract pass that it cannot converge: a list whose nodes
/// own a buffer or share one at random alternates between segments of each
/// kind, a new state at each length.
const UNMERGED_NEIGHBOURS: usize = 4;

/// Stops the list abstraction (for FA) when an abstracted state holds more
/// than [`GROWTH`] heap objects (`grown`), a tree, a list of nodes of
/// different sizes or linked at different offsets, or a list alternating
/// between nodes it cannot merge.
fn watch_divergence(s: &Spc, grown: usize, cx: &mut Cx) {
    if grown > GROWTH {
        cx.diverged = Some(Divergence::Growth(GROWTH));
    } else if s.tree_spines() || s.tree_nodes() >= TREE_NODES || s.confluences() >= TREE_NODES {
        cx.diverged = Some(Divergence::Tree);
    } else if s.irregular_links() >= IRREGULAR_LINKS {
        cx.diverged = Some(Divergence::Irregular);
    } else if s.unmerged_neighbours() >= UNMERGED_NEIGHBOURS {
        cx.diverged = Some(Divergence::Unmerged);
    }
}

/// The SMG domain over one program.
pub struct SmgDomain<'p> {
    prog: &'p Program,
    mode: Mode,
    /// Minimal sequence lengths of the list abstraction by join cost.
    thresholds: [usize; 3],
    /// Segments the list abstraction created (the `segments_created` statistic).
    segments: std::cell::Cell<u64>,
    /// State of the generator of a random run's inputs (`Mode::Random`).
    draws: std::cell::Cell<u64>,
    /// What calls of each function may lead to (`exit()`, uses of globals).
    calls: crate::ir::CallFacts,
    /// The fields the program tests, whose marks the list abstraction keeps.
    tested: std::collections::BTreeSet<crate::ir::tested::Field>,
}

/// How the SMG domain explores a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// List abstraction and join at loop heads: a proof when nothing is found.
    Abstract,
    /// Exact exploration: confirms errors, and proves bounded programs.
    Exact,
    /// Exact exploration with inputs drawn from a few small values: only
    /// confirms errors (a test of many inputs at once), never proves.
    Sampled,
    /// Exact exploration of the paths on which no loop begins more than this
    /// many iterations after it was entered: only confirms errors (shallow
    /// ones behind nested loops, found before breadth-first exploration
    /// gets there), never proves.
    Bounded(u32),
    /// Exact exploration of one run whose inputs are drawn at random, with
    /// this seed, from the sampled values: a random test, confirms errors only.
    Random(u64),
}

impl<'p> SmgDomain<'p> {
    /// The domain exploring in the given mode, abstracting lists with the given thresholds.
    pub fn new(prog: &'p Program, mode: Mode, thresholds: [usize; 3]) -> Self {
        SmgDomain {
            prog,
            mode,
            thresholds,
            segments: Default::default(),
            draws: std::cell::Cell::new(match mode {
                Mode::Random(seed) => seed,
                _ => 0,
            }),
            calls: prog.call_facts(),
            tested: prog.tested_fields(),
        }
    }

    /// The next input of a random run (splitmix64), among `lo..=hi`.
    fn draw(&self, (lo, hi): (i64, i64)) -> i64 {
        let x = self.draws.get().wrapping_add(0x9e37_79b9_7f4a_7c15);
        self.draws.set(x);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        lo + (z % (hi - lo + 1) as u64) as i64
    }

    /// List abstraction (section 0.3.3) with the given thresholds in the
    /// abstract mode, counting the segments it creates; other modes keep `s`.
    fn abstract_with(&self, mut s: Spc, thresholds: [usize; 3], scope: Option<Scope>) -> Spc {
        if self.mode == Mode::Abstract {
            let created = s.abstract_lists(thresholds, &self.tested, scope);
            self.segments.set(self.segments.get() + created);
        }
        s
    }

    /// The inputs a `__VERIFIER_nondet_*` call may return, when the mode
    /// samples them: the sampled values, or one of them drawn for a random run.
    fn sampled_input(&self) -> Option<(i64, i64)> {
        match self.mode {
            Mode::Sampled => Some(builtins::SAMPLED_INPUTS),
            Mode::Random(seed) => {
                // Runs of even seeds draw 0 half of the time: loops on
                // inputs end soon, so errors behind nested loops that build
                // heaps are reached within a run's states; runs of odd
                // seeds draw a wider input a quarter of the time.
                let v = if seed % 2 == 0 && self.draw((0, 1)) == 0 {
                    0
                } else if seed % 2 == 1 && self.draw((0, 3)) == 0 {
                    self.draw(builtins::WIDE_INPUTS)
                } else {
                    self.draw(builtins::SAMPLED_INPUTS)
                };
                Some((v, v))
            }
            Mode::Abstract | Mode::Exact | Mode::Bounded(_) => None,
        }
    }

    /// The globals a loop may use: those it names and those its callees
    /// may use (`None`: any).
    fn globals_used(&self, within: &Footprint) -> Option<BTreeSet<GlobalId>> {
        if within.indirect {
            return None;
        }
        let mut used = within.globals.clone();
        for f in &within.callees {
            used.extend(self.calls.globals_used[f.0 as usize].as_ref()?);
        }
        Some(used)
    }

    /// How many list segments the abstraction created.
    pub fn segments_created(&self) -> u64 {
        self.segments.get()
    }

    /// Creates the global objects and writes their initialisers.
    fn globals(&self, s: &mut Spc) {
        for (i, g) in self.prog.globals.iter().enumerate() {
            let o = s
                .smg
                .add_object(g.size, Place::Global(crate::ir::GlobalId(i as u32)));
            s.globals.push(o);
        }
        for (g, &o) in self.prog.globals.iter().zip(&s.globals.clone()) {
            if g.external {
                continue;
            }
            if g.size > 0 {
                s.smg.write_field(o, 0, g.size, ZERO);
            }
            for init in &g.init {
                let (off, size, v) = match init {
                    Init::Zero { offset, size } => (*offset, *size, ZERO),
                    Init::Int {
                        offset,
                        size,
                        value,
                    } => (*offset, *size as u64, s.smg.int(*value)),
                    Init::Ptr { offset, target } => {
                        (*offset, self.prog.pointer_size as u64, self.eval(s, target))
                    }
                    Init::Unknown { offset, size } => (*offset, *size, s.smg.fresh(true)),
                };
                if size > 0 && off + size <= g.size {
                    s.smg.write_field(o, off, size, v);
                }
            }
            s.smg.obj_mut(o).read_only = g.is_const;
        }
    }
}

impl Domain for SmgDomain<'_> {
    type State = Spc;
    type Frame = local_heap::CallFrame;

    fn initial(&self, main: FuncId, _cx: &mut Cx) -> Vec<Spc> {
        let mut s = Spc {
            smg: Smg::new(),
            globals: Vec::new(),
            frames: Vec::new(),
            exact: true,
        };
        self.globals(&mut s);
        s.frames.push(Frame {
            func: main,
            regs: Default::default(),
            locals: Vec::new(),
            iterations: Vec::new(),
        });
        for p in &self.prog.func(main).params {
            let v = s.smg.fresh(true);
            s.set_reg(*p, v);
        }
        s.collect();
        vec![s]
    }

    fn exec(&self, s: Spc, i: &Instr, cx: &mut Cx) -> Vec<Spc> {
        self.step(s, i, cx)
    }

    fn assume(&self, s: &Spc, cond: Cond, val: bool, _cx: &mut Cx) -> Vec<Spc> {
        let mut s = s.clone();
        let feasible = match cond {
            Cond::Truth(op) => {
                let v = self.eval(&mut s, op);
                s.refine(CmpPred::Ne, v, ZERO, 1, val)
            }
            Cond::Equals(op, c, width) => {
                let v = self.eval(&mut s, op);
                let c = if c == 0 { ZERO } else { s.smg.int(c) };
                s.refine(CmpPred::Eq, v, c, width, val)
            }
        };
        if feasible {
            s.collect();
            vec![s]
        } else {
            vec![]
        }
    }

    fn resolve_callee(
        &self,
        s: &Spc,
        callee: &Operand,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<(Spc, FuncId)> {
        let mut s = s.clone();
        let v = self.eval(&mut s, callee);
        match s.smg.val(v) {
            Value::Func(f) => vec![(s, f)],
            Value::Unknown { .. } => {
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
        s: &Spc,
        callee: FuncId,
        args: &[Operand],
        dying: &[Var],
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let mut s = s.clone();
        let vals: Vec<ValId> = args.iter().map(|a| self.eval(&mut s, a)).collect();
        for v in dying {
            s.frame_mut().regs.remove(v);
        }
        s.frames.push(Frame {
            func: callee,
            regs: Default::default(),
            locals: Vec::new(),
            iterations: Vec::new(),
        });
        for (p, v) in self.prog.func(callee).params.iter().zip(vals) {
            s.set_reg(*p, v);
        }
        self.finish(vec![s], &self.prog.func(callee).loc, cx)
    }

    fn leave(
        &self,
        s: &Spc,
        ret: Option<&Operand>,
        dst: Option<Var>,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        let mut s = s.clone();
        let v = ret.map(|r| self.eval(&mut s, r));
        self.pop_frame(&mut s);
        if s.frames.is_empty() {
            self.end_program(s, loc, cx);
            return vec![];
        }
        if let (Some(d), Some(v)) = (dst, v) {
            s.set_reg(d, v);
        }
        self.finish(vec![s], loc, cx)
    }

    /// Function summaries over local heaps (abstract pass only; the exact
    /// passes follow whole SPCs). Memory cleanup is checked at `exit()` too,
    /// where the frames must be in view, so for that property a callee that
    /// may call it is analysed on the whole SPC.
    fn local_heap(&self, s: &Spc, cx: &Cx) -> Option<(Spc, local_heap::CallFrame)> {
        let callee = s.frames.last().expect("the callee's frame").func;
        let f = callee.0 as usize;
        let exits = cx.property == Property::Memcleanup && self.calls.may_exit[f];
        (self.mode == Mode::Abstract && !exits).then(|| {
            let used = self.calls.globals_used[f].as_ref();
            local_heap::local_heap(s, used, self.calls.recursive[f])
        })
    }

    fn exact(&self, s: &Spc) -> bool {
        s.exact
    }

    /// As a summary's result: a recursive call's parameters are often the
    /// short lists the recursion cuts off.
    fn abstract_entry(&self, s: Spc, cx: &mut Cx) -> Spc {
        self.summarise(s, cx)
    }

    /// A summary keeps results abstracted with the lowest thresholds: a
    /// callee's concrete short lists would multiply the caller's states and
    /// keep its loops from converging (nested lists built by functions).
    /// The whole local heap counts for growth (a recursive builder's tree).
    fn summarise(&self, s: Spc, cx: &mut Cx) -> Spc {
        let s = self.abstract_with(s, [2, 2, 2], None);
        let grown = s.smg.objects.iter().filter(|o| o.live_heap()).count();
        watch_divergence(&s, grown, cx);
        s
    }

    fn glue(
        &self,
        frame: &local_heap::CallFrame,
        out: &Spc,
        dst: Option<Var>,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Spc> {
        self.finish(vec![local_heap::glue(frame, out, dst)], loc, cx)
    }

    fn compare(&self, a: &Spc, b: &Spc) -> Cmp {
        self.compare_join(a, b, true).0
    }

    fn join(&self, a: &Spc, b: &Spc) -> Option<Spc> {
        self.compare_join(a, b, true).1
    }

    /// Entailment and join of SPCs (section 0.3.2) are one traversal: the
    /// join status says whether one side covers the other; entailment alone
    /// stops as soon as `a` cannot cover `b`.
    fn compare_join(&self, a: &Spc, b: &Spc, join: bool) -> (Cmp, Option<Spc>) {
        if a == b {
            return (Cmp::Equal, join.then(|| a.clone()));
        }
        if self.mode != Mode::Abstract {
            return (Cmp::Incomparable, None);
        }
        if !join {
            return (join::entailment(a, b), None);
        }
        match join::join_spc(a, b) {
            Some((j, st)) => (st.cmp(), Some(j)),
            None => (Cmp::Incomparable, None),
        }
    }

    fn coarse_join(&self, a: &Spc, b: &Spc) -> Option<Spc> {
        (self.mode == Mode::Abstract)
            .then(|| join::coarse_join_spc(a, b))
            .flatten()
    }

    /// Eight states: a short loop, such as one initialising a small array
    /// of list heads, is followed exactly instead of joining its iterations
    /// (which would forget which entries were set).
    fn join_delay(&self) -> usize {
        8
    }

    fn slot_int(&self, s: &Spc, slot: Var, size: u32) -> Option<i64> {
        let &v = s.frame().regs.get(&slot)?;
        let (obj, off, _) = s.smg.val(v).target()?;
        let f = s
            .smg
            .obj(obj)
            .fields
            .iter()
            .find(|f| f.off as i64 == off && f.size == u64::from(size))?;
        match s.smg.val(f.val) {
            Value::Int(x) => Some(crate::ir::arith::signed(x, size * 8)),
            _ => None,
        }
    }

    /// Eight local heaps, as loop heads keep eight states.
    fn context_delay(&self) -> Option<usize> {
        Some(self.join_delay())
    }

    /// Memory only freed memory points to, under memsafety: only a use
    /// after free can read it, so it is lost unless the program gets past
    /// the loop to such a use. Where the loop cannot read the freed memory
    /// and nothing leaves it but `exit()` or `abort()`, it is lost here
    /// (forgotten, the leak reported as `finish` does); otherwise the leak is
    /// reported unconfirmed (the run that never leaves the loop), and the
    /// state keeps the memory so that a use after free or the death of the
    /// last pointer to the freed memory past the loop is reported.
    fn enter_loop(&self, mut s: Spc, within: &Footprint, loc: &Loc, cx: &mut Cx) -> Spc {
        if cx.property != Property::Memsafety || !s.freed_holds_values() {
            return s;
        }
        if within.endless {
            let globals = self.globals_used(within);
            let (readable, _) = s.reachable(|r| within.regs.contains(&r), globals.as_ref());
            if s.forget_freed_contents(Some(&readable)) {
                s = self.finish(vec![s], loc, cx).pop().expect("one state");
            }
        }
        // Valid memory holding every live block (the common case, e.g. a
        // list destroyed node by node) loses nothing: no copy to collect.
        let held = s.held(NULL_OBJ, true);
        let lost = (s.smg.objects.iter().zip(&held)).any(|(o, h)| o.live_heap() && !h);
        if lost {
            let mut forever = s.clone();
            forever.exact = false;
            forever.forget_freed_contents(None);
            self.finish(vec![forever], loc, cx);
        }
        s
    }

    /// Bounded exploration (`Mode::Bounded`): counts the iterations the path
    /// begins of each loop of the current frame since it entered the loop.
    fn iterate(&self, mut s: Spc, head: BlockId, again: bool) -> Option<Spc> {
        let Mode::Bounded(bound) = self.mode else {
            return Some(s);
        };
        let iterations = &mut s.frame_mut().iterations;
        match iterations.iter_mut().find(|(h, _)| *h == head) {
            Some((_, n)) if again => {
                *n += 1;
                if *n > bound {
                    return None;
                }
            }
            Some((_, n)) => *n = 0,
            None => iterations.push((head, 0)),
        }
        Some(s)
    }

    /// Only the part of the heap the loop may access is abstracted (and
    /// counted for growth): a list the loop never reaches stays as it is.
    fn abstract_state(&self, s: Spc, within: &Footprint, cx: &mut Cx) -> Spc {
        if self.mode != Mode::Abstract {
            return s;
        }
        let globals = self.globals_used(within);
        let scope = Scope {
            regs: &within.regs,
            globals: globals.as_ref(),
        };
        let s = self.abstract_with(s, self.thresholds, Some(scope));
        let grown = (scope.objects(&s).iter().enumerate())
            .filter(|(o, r)| **r && s.smg.objects[*o].live_heap())
            .count();
        watch_divergence(&s, grown, cx);
        s
    }

    fn abstracts(&self) -> bool {
        self.mode == Mode::Abstract
    }

    fn plot(&self, s: &Spc) -> String {
        plot::dot(self.prog, s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The inputs of a random run with `seed`.
    fn inputs(prog: &Program, seed: u64) -> Vec<i64> {
        let dom = SmgDomain::new(prog, Mode::Random(seed), [2, 2, 3]);
        (0..200).map(|_| dom.draw((-2, 3))).collect()
    }

    #[test]
    fn random_runs_draw_every_sampled_value_and_repeat_with_their_seed() {
        let prog = Program::default();
        let first = inputs(&prog, 1);
        assert_eq!(first, inputs(&prog, 1), "a seed gives the same run");
        assert_ne!(first, inputs(&prog, 2));
        let mut seen = first.clone();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen, [-2, -1, 0, 1, 2, 3]);
    }

    #[test]
    fn random_runs_of_even_seeds_draw_zero_half_of_the_time() {
        let prog = Program::default();
        let zeros = |seed| {
            let dom = SmgDomain::new(&prog, Mode::Random(seed), [2, 2, 3]);
            (0..200)
                .filter(|_| dom.sampled_input() == Some((0, 0)))
                .count()
        };
        assert!((80..=150).contains(&zeros(2)), "{}", zeros(2));
        assert!(zeros(1) < 60, "{}", zeros(1));
    }
}
