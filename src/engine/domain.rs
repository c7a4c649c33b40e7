//! The `Domain` trait every abstract domain implements, and the context `Cx`
//! through which a domain reports errors and imprecision to the engine.

use super::cfg::Footprint;
use crate::ir::{BlockId, FuncId, Instr, Loc, Operand, Var};
use crate::report::{Frame, Kind, Property};
use std::path::PathBuf;
use std::time::Instant;

/// The register of the caller's frame that holds a summarised callee's
/// returned value until it is glued into the call's destination.
pub const RETURN: Var = Var(u32::MAX);

/// How many times `Domain::join_delay` states a loop head holds apart
/// before it joins new ones coarsely (`Domain::coarse_join`).
pub const COARSE_DELAY: usize = 8;

/// The error of a dereference of an integer `addr`: one in the null page is
/// a null dereference (a field of a null pointer, or a small integer used as
/// a pointer such as `LIST_POISON1`), named by its address unless it is 0.
pub fn integer_deref(addr: u64) -> (Kind, String) {
    match addr {
        0 => (Kind::NullDeref, "dereference of a null pointer".into()),
        k if k < 4096 => (
            Kind::NullDeref,
            format!("dereference of a null pointer (address {k:#x})"),
        ),
        k => (Kind::InvalidDeref, format!("dereference of address {k:#x}")),
    }
}

/// The register holding the `i`-th cutpoint in the caller's frame of a local
/// heap (below [`RETURN`]): a value the caller's frame shares with the
/// callee's local heap, carried through the callee.
pub fn cutpoint_reg(i: usize) -> Var {
    Var(RETURN.0 - 1 - i as u32)
}

/// Result of the semantic comparison of two states.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Equal,
    /// The left state covers (entails the concretisation of) the right one.
    LeftCovers,
    RightCovers,
    Incomparable,
}

impl Cmp {
    /// Whether the left state covers the right one (equal or left entails).
    pub fn left_covers(self) -> bool {
        matches!(self, Cmp::Equal | Cmp::LeftCovers)
    }
}

/// A branch condition the engine asks a domain to assume.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cond<'a> {
    /// The `i1` operand is true (`val`) or false (`!val`).
    Truth(&'a Operand),
    /// The `width`-bit operand equals (`val`) or differs from (`!val`) the constant.
    Equals(&'a Operand, u64, u32),
}

/// A finding reported by a domain; the engine adds the trace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub kind: Kind,
    pub message: String,
    pub loc: Loc,
    /// Found on a path followed without over-approximation.
    pub confirmed: bool,
    pub trace: Vec<Frame>,
}

/// The engine's side of a domain operation: where findings, reasons for
/// `unknown` and plots go.
#[derive(Clone, Debug)]
pub struct Cx {
    pub property: Property,
    /// Whether malloc may fail.
    pub oom: bool,
    pub plot_dir: Option<PathBuf>,
    /// The call stack of the instruction being executed (innermost first, set by the engine).
    pub trace: Vec<Frame>,
    pub findings: Vec<Finding>,
    /// Reasons why some path was not followed to its end.
    pub unknown: Vec<String>,
    /// How many of them are recursions cut at the depth bound.
    pub deep_recursions: usize,
    /// Number of `__VERIFIER_plot` files written.
    pub plots: u32,
    /// Set by a domain whose abstraction does not converge (the engine
    /// ends the pass).
    pub diverged: Option<super::Divergence>,
    /// Whether the pass ends at its first unconfirmed violation (set by the
    /// engine, [`super::Pass::until_alarm`]).
    pub until_alarm: bool,
    /// When the pass runs out of time (set by the engine): a domain
    /// operation that may take long stops its optional work after it.
    pub deadline: Option<Instant>,
    /// Whether the program may still end from the instruction being
    /// executed (set by the engine under memcleanup, always true otherwise):
    /// memory lost in a run that can never end is not left uncleaned at an
    /// end.
    pub may_end: bool,
}

impl Cx {
    /// A context for checking `property`.
    pub fn new(property: Property, oom: bool, plot_dir: Option<PathBuf>) -> Self {
        Cx {
            property,
            oom,
            plot_dir,
            trace: Vec::new(),
            findings: Vec::new(),
            unknown: Vec::new(),
            deep_recursions: 0,
            plots: 0,
            diverged: None,
            until_alarm: false,
            deadline: None,
            may_end: true,
        }
    }

    /// `__VERIFIER_plot`: writes the DOT text `dot` of the current state
    /// into the plot directory, if any, as `name-NNNN.dot` (numbered across
    /// the run; characters other than letters, digits, `-` and `_` become `_`).
    pub fn write_plot(&mut self, name: &str, dot: impl FnOnce() -> String) {
        let Some(dir) = self.plot_dir.clone() else {
            return;
        };
        let safe: String = name
            .chars()
            .map(|c| match c {
                'a'..='z' | 'A'..='Z' | '0'..='9' | '-' | '_' => c,
                _ => '_',
            })
            .collect();
        self.plots += 1;
        let path = dir.join(format!("{safe}-{:04}.dot", self.plots));
        if let Err(e) = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&path, dot())) {
            self.give_up(format!("cannot write plot {}: {e}", path.display()));
        }
    }

    /// Whether the pass's deadline has passed.
    pub fn out_of_time(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Records an error (or leak) of `kind` at `loc`.
    pub fn report(&mut self, kind: Kind, message: impl Into<String>, loc: &Loc, confirmed: bool) {
        if kind == Kind::MemoryNotCleaned && !self.may_end {
            return;
        }
        let mut trace = self.trace.clone();
        if let Some(top) = trace.first_mut() {
            top.line = loc.line;
            top.column = loc.column;
        }
        self.findings.push(Finding {
            kind,
            message: message.into(),
            loc: loc.clone(),
            confirmed,
            trace,
        });
    }

    /// The findings that violate the property checked.
    pub fn violations(&self) -> impl Iterator<Item = &Finding> + '_ {
        self.findings
            .iter()
            .filter(|f| f.kind.violates(self.property))
    }

    /// An invalid dereference or free found while checking a property other
    /// than memsafety: what follows it in a run is not checked, so it is no proof.
    pub fn undefined_behaviour(&self) -> Option<&Finding> {
        if self.property == Property::Memsafety {
            return None;
        }
        self.findings
            .iter()
            .find(|f| f.kind.is_undefined_behaviour())
    }

    /// Records why a path could not be analysed to its end (the verdict becomes unknown).
    pub fn give_up(&mut self, reason: impl Into<String>) {
        let reason = reason.into();
        if !self.unknown.contains(&reason) {
            self.unknown.push(reason);
        }
    }

    /// Records a recursion cut at the depth bound (a path not followed).
    pub fn give_up_recursion(&mut self, reason: impl Into<String>) {
        let known = self.unknown.len();
        self.give_up(reason);
        self.deep_recursions += self.unknown.len() - known;
    }
}

/// An abstract domain: the engine drives it through the program.
pub trait Domain {
    type State: Clone + Eq + std::hash::Hash + std::fmt::Debug;
    /// What a caller keeps of its state while a callee runs over its local
    /// heap (see [`Domain::local_heap`]), to glue the callee's results into.
    type Frame: Clone + Eq + std::hash::Hash;

    /// The states at the entry of `main` (globals initialised, `main`'s frame pushed).
    fn initial(&self, main: FuncId, cx: &mut Cx) -> Vec<Self::State>;
    /// Execute one instruction; may split and may report errors. Calls reaching
    /// here are calls of functions without a body (built-ins).
    fn exec(&self, s: Self::State, i: &Instr, cx: &mut Cx) -> Vec<Self::State>;
    /// Restrict to the states where `cond` has the truth value `val`.
    fn assume(&self, s: &Self::State, cond: Cond, val: bool, cx: &mut Cx) -> Vec<Self::State>;
    /// The functions an indirect call may reach, each with the state where it does.
    fn resolve_callee(
        &self,
        s: &Self::State,
        callee: &Operand,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<(Self::State, FuncId)>;
    /// Push a frame for `callee` and bind its parameters to `args`; the
    /// caller's registers `dying` (not used after the call) are dropped.
    fn enter(
        &self,
        s: &Self::State,
        callee: FuncId,
        args: &[Operand],
        dying: &[Var],
        cx: &mut Cx,
    ) -> Vec<Self::State>;
    /// Pop the current frame, binding the returned value to `dst` in the caller.
    /// With no caller left the program ends: exit checks run and nothing is returned.
    fn leave(
        &self,
        s: &Self::State,
        ret: Option<&Operand>,
        dst: Option<Var>,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Self::State>;
    /// Semantic comparison used to drop covered states.
    fn compare(&self, a: &Self::State, b: &Self::State) -> Cmp;
    /// Join of two states, or `None` when they cannot be joined.
    fn join(&self, a: &Self::State, b: &Self::State) -> Option<Self::State>;
    /// `compare(a, b)` and, unless `a` covers `b` or `join` is false, their
    /// join: a domain whose comparison is a join computes it once. Without
    /// `join` only whether `a` covers `b` is asked: `RightCovers` may be
    /// answered as `Incomparable`.
    fn compare_join(
        &self,
        a: &Self::State,
        b: &Self::State,
        join: bool,
    ) -> (Cmp, Option<Self::State>) {
        let cmp = self.compare(a, b);
        let covers = cmp.left_covers();
        (cmp, (join && !covers).then(|| self.join(a, b)).flatten())
    }
    /// A join that may lose more than `compare_join`'s, for a loop head
    /// that holds [`COARSE_DELAY`] times `join_delay` states that it did
    /// not join: None where the domain has none.
    fn coarse_join(&self, _a: &Self::State, _b: &Self::State) -> Option<Self::State> {
        None
    }
    /// The local heap of a call (`s` has the callee's frame pushed): what the
    /// callee can reach, and the frame it is cut from; calls with equal local
    /// heaps share one analysis of the callee (a function summary). `None`
    /// analyses the callee over the whole state.
    fn local_heap(&self, _s: &Self::State, _cx: &Cx) -> Option<(Self::State, Self::Frame)> {
        None
    }
    /// Whether no over-approximation happened on the path to `s` (from the
    /// entry of the summarised callee it is in, if any).
    fn exact(&self, _s: &Self::State) -> bool {
        true
    }
    /// The local heap of a recursive call, abstracted as at a loop head (the
    /// recursion is the loop), so that its calling contexts can repeat.
    fn abstract_entry(&self, s: Self::State, _cx: &mut Cx) -> Self::State {
        s
    }
    /// A state leaving a callee analysed over its local heap (callee frame
    /// popped, the returned value in [`RETURN`]), as the summary keeps it.
    fn summarise(&self, s: Self::State, _cx: &mut Cx) -> Self::State {
        s
    }
    /// The frame rule at a return: the caller's `frame` (as the call was
    /// entered) with its local heap replaced by the callee's result `out`, the
    /// returned value bound to `dst` (several states when the domain's normal
    /// form splits it); memory it loses is a leak at the call's `loc`.
    fn glue(
        &self,
        frame: &Self::Frame,
        out: &Self::State,
        dst: Option<Var>,
        loc: &Loc,
        cx: &mut Cx,
    ) -> Vec<Self::State> {
        let _ = (frame, dst, loc, cx);
        vec![out.clone()]
    }
    /// Exact union: states whose union one state represents without
    /// over-approximation are replaced by it (by default none are).
    fn unite(&self, states: Vec<Self::State>, cx: &Cx) -> Vec<Self::State> {
        let _ = cx;
        states
    }
    /// How many states a loop head keeps apart before a new state is joined
    /// with one that neither covers nor is covered by it (a delayed
    /// widening; by default none).
    fn join_delay(&self) -> usize {
        0
    }
    /// How many local heaps of a callee are analysed apart before a new one
    /// shares the analysis of one covering it, or is joined with one (a
    /// widening of calling contexts, as `join_delay` is of loop heads; by
    /// default never).
    fn context_delay(&self) -> Option<usize> {
        None
    }
    /// The integer of `size` bytes that the stack slot `slot` (an alloca
    /// register of the current frame) holds in `s`, if it is known exactly.
    fn slot_int(&self, _s: &Self::State, _slot: Var, _size: u32) -> Option<i64> {
        None
    }
    /// `s` with the stack slot `slot` (an alloca register of the current
    /// frame) holding an unknown integer: the counter of a loop that was
    /// followed long enough, for a domain that keeps states holding different
    /// integers apart (by default `s` unchanged, as a join widens them).
    fn forget_slot_int(&self, s: Self::State, _slot: Var, _size: u32) -> Self::State {
        s
    }
    /// A state entering the loop head at `loc`, whose loop may access what
    /// `within` names, in every mode and also when the loop is unrolled,
    /// before any abstraction: what the loop makes lost is reported here (by
    /// default nothing).
    fn enter_loop(
        &self,
        s: Self::State,
        _within: &Footprint,
        _loc: &Loc,
        _cx: &mut Cx,
    ) -> Self::State {
        s
    }
    /// A state entering the loop whose head is block `head` of the current
    /// function, along a back edge (`again`) or from outside: `None` when a
    /// bounded exploration does not follow the path that far (by default
    /// every path is followed).
    fn iterate(&self, s: Self::State, _head: BlockId, _again: bool) -> Option<Self::State> {
        Some(s)
    }
    /// Abstraction (widening) applied at a loop head, whose loop may access
    /// what `within` names.
    fn abstract_state(&self, s: Self::State, within: &Footprint, cx: &mut Cx) -> Self::State;
    /// Whether the domain over-approximates by abstraction and join (then the
    /// engine explores loops to their fixpoint first) or explores exactly
    /// (then the engine explores breadth-first, to find errors on short paths).
    fn abstracts(&self) -> bool;
    /// A DOT rendering of the state.
    fn plot(&self, s: &Self::State) -> String;
}
