//! The generic fixpoint: state sets per program point, a worklist in
//! reverse post-order, calls inlined with a call stack (contexts) or analysed
//! once per local heap (summaries), loop-head abstraction and entailment, budgets.

use super::budget::{Budget, Exhausted};
use super::cfg::{CfgInfo, Counter, Exits, MAX_UNROLL, UNROLL_PER_VALUE};
use super::domain::{Cmp, Cond, Cx, Domain, COARSE_DELAY, RETURN};
use super::summary::Summaries;
use super::FxIndexSet as IndexSet;
use crate::ir::{BlockId, Callee, FuncId, Instr, InstrKind, Loc, Program, Terminator, Var};
use crate::report::{Frame, LoopHead, Property};
use fxhash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;

/// A calling context: the chain of call sites that led into `func`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Context {
    parent: Option<usize>,
    func: FuncId,
    /// The call instruction in the parent: block, index, destination register, location.
    site: Option<(BlockId, usize, Option<Var>, Loc)>,
    /// The local heap a summarised context analyses (its index in the summaries).
    summary: Option<usize>,
}

/// A point where states are kept: before instruction `idx` of `block` in context `ctx`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Point {
    ctx: usize,
    block: BlockId,
    idx: usize,
}

/// A point in the worklist, after its sort key: the order it was scheduled
/// in (breadth-first only), the context it is scheduled in, and the call
/// sites into that context followed by its (reverse post-order, index).
type Scheduled = (u64, usize, Vec<(u32, usize)>, Point);

/// Why the fixpoint ended.
pub enum Outcome {
    /// Every reachable state was explored.
    Complete,
    /// A confirmed violation of the property was found.
    Violation,
    /// A budget ran out.
    Exhausted(Exhausted),
}

/// The fixpoint computation of one domain over one program.
pub struct Fixpoint<'a, D: Domain> {
    dom: &'a D,
    prog: &'a Program,
    cfgs: Vec<CfgInfo>,
    exits: Vec<Exits>,
    contexts: IndexSet<Context>,
    /// Summarised contexts some exact path from `main` enters: only errors
    /// found on exact paths in those are confirmed.
    rooted: FxHashSet<usize>,
    /// Callees analysed over local heaps, shared by all their callers.
    summaries: Summaries<D::State, D::Frame, (Point, Option<Var>)>,
    states: FxHashMap<Point, IndexSet<D::State>>,
    pending: FxHashMap<Point, Vec<D::State>>,
    /// Points with pending states, ordered by the context they are scheduled
    /// in, then by the call sites into it and the (reverse post-order, index)
    /// of the point (see `schedule`).
    worklist: BTreeSet<Scheduled>,
    /// Where each context's points are scheduled, by context (see `schedule`).
    schedules: Vec<(usize, Vec<(u32, usize)>)>,
    /// Explore breadth-first (in the order states appear) instead of in
    /// reverse post-order; used by the exact exploration that hunts errors.
    breadth_first: bool,
    scheduled: u64,
    recursion_depth: u32,
    budget: Budget,
    /// Number of states stored at program points.
    pub states_created: u64,
}

impl<'a, D: Domain> Fixpoint<'a, D> {
    /// Prepares the analysis of `prog` from its function `main`.
    pub fn new(
        dom: &'a D,
        prog: &'a Program,
        recursion_depth: u32,
        budget: Budget,
        breadth_first: bool,
    ) -> Self {
        Fixpoint {
            dom,
            prog,
            cfgs: prog.functions.iter().map(CfgInfo::new).collect(),
            exits: Exits::of(prog),
            contexts: IndexSet::default(),
            summaries: Summaries::new(),
            rooted: FxHashSet::default(),
            states: FxHashMap::default(),
            pending: FxHashMap::default(),
            worklist: BTreeSet::new(),
            schedules: Vec::new(),
            breadth_first,
            scheduled: 0,
            recursion_depth,
            budget,
            states_created: 0,
        }
    }

    /// Schedules the initial states of `main`.
    pub fn start(&mut self, main: FuncId, cx: &mut Cx) {
        let (ctx, _) = self.contexts.insert_full(Context {
            parent: None,
            func: main,
            site: None,
            summary: None,
        });
        cx.trace = self.trace(ctx);
        for s in self.dom.initial(main, cx) {
            self.add(Self::entry(ctx), s, cx);
        }
    }

    /// A new budget for a run that ran out of time or states: it goes on
    /// from the states it had not explored (`run`), counting its states from
    /// where it stopped.
    pub fn resume(&mut self, budget: Budget) {
        self.budget = budget;
    }

    /// Runs to the fixpoint (or until a violation or an exhausted budget);
    /// the states a run had no budget left for are kept, ahead of the others.
    pub fn run(&mut self, cx: &mut Cx) -> Outcome {
        cx.deadline = self.budget.deadline();
        while let Some(entry) = self.worklist.pop_first() {
            let p = entry.3;
            let pending = self.pending.remove(&p).unwrap_or_default();
            // The states entering a function and the results of a call are
            // united there (uniting at every block entry feeds loop heads
            // states whose abstraction is coarser: tree_parent_safe and
            // rbtree_safe diverge).
            let pending = if p.idx > 0 || p.block == BlockId(0) {
                self.dom.unite(pending, cx)
            } else {
                pending
            };
            // A loop head's state that a later one was joined into before it
            // ran is covered by that join, which is pending too.
            let head = self.is_loop_head(p);
            let joined_away =
                |s: &D::State| head && !self.states.get(&p).is_some_and(|set| set.contains(s));
            let pending: Vec<_> = pending.into_iter().filter(|s| !joined_away(s)).collect();
            let mut pending = pending.into_iter();
            while let Some(s) = pending.next() {
                if let Err(e) = self.budget.check(self.states_created) {
                    self.put_back(entry, std::iter::once(s).chain(pending).collect());
                    return Outcome::Exhausted(e);
                }
                let known = cx.findings.len();
                self.run_block(p, s, cx);
                if let Some(d) = cx.diverged.take() {
                    return Outcome::Exhausted(Exhausted::Diverged(d));
                }
                if !self.is_rooted(p.ctx) {
                    for f in &mut cx.findings[known..] {
                        f.confirmed = false;
                    }
                }
                if cx.violations().any(|f| f.confirmed) {
                    return Outcome::Violation;
                }
                if cx.until_alarm && cx.violations().next().is_some() {
                    return Outcome::Exhausted(Exhausted::Alarm);
                }
            }
        }
        Outcome::Complete
    }

    /// Puts the unexplored `states` of the point of `entry` back where they
    /// were scheduled, ahead of the states added there since.
    fn put_back(&mut self, entry: Scheduled, mut states: Vec<D::State>) {
        let p = entry.3;
        if let Some(newer) = self.pending.remove(&p) {
            states.extend(newer);
            self.worklist.retain(|e| e.3 != p);
        }
        self.worklist.insert(entry);
        self.pending.insert(p, states);
    }

    /// Loop unrolling: under abstraction, a state at the head of a loop
    /// bounded by a small constant (`cfg::Counter`) that knows the counter
    /// is kept exact, neither abstracted nor joined, unless the head holds
    /// [`UNROLL_PER_VALUE`] states with that counter value already (the loop
    /// makes no progress on it) or [`MAX_UNROLL`] states in all (nested
    /// counted loops would multiply their trip counts): a list of five nodes
    /// built by a counted loop keeps its length, and the unrolling ends.
    fn unrolls(&self, p: Point, s: &D::State) -> bool {
        let Some(c) = self.cfg(p).counter[p.block.0 as usize] else {
            return false;
        };
        let Some(v) = self.counted(c, s) else {
            return false;
        };
        let Some(set) = self.states.get(&p) else {
            return true;
        };
        set.len() < MAX_UNROLL as usize
            && set.iter().filter(|e| self.counted(c, e) == Some(v)).count() < UNROLL_PER_VALUE
    }

    /// Widening of loop counters: once the head of a counted loop holds
    /// [`MAX_UNROLL`] states, the counter of a new one is forgotten (the
    /// domain's `forget_slot_int`), so that nested counted loops converge in
    /// a domain that never joins different counter values.
    fn forget_counter(&self, p: Point, s: D::State) -> D::State {
        let c = self.cfg(p).counter[p.block.0 as usize];
        let full = self.states.get(&p).map_or(0, |set| set.len()) >= MAX_UNROLL as usize;
        match c {
            Some(c) if full => self.dom.forget_slot_int(s, c.slot, c.size),
            _ => s,
        }
    }

    /// The value of counter `c` in `s`, if `s` knows it and the loop may be
    /// unrolled (under abstraction, within [`MAX_UNROLL`]).
    fn counted(&self, c: Counter, s: &D::State) -> Option<i64> {
        let v = self.dom.slot_int(s, c.slot, c.size)?;
        (self.dom.abstracts() && v.abs() <= MAX_UNROLL).then_some(v)
    }

    /// Whether a call at `p` from `s` is inside an unrolled loop (its
    /// counter known): the callee is then followed over the whole state,
    /// as a summary's results are abstracted and would forget what the
    /// unrolling keeps (the length of a list built by five calls).
    fn inlines(&self, p: Point, s: &D::State) -> bool {
        let c = self.cfg(p).counted_loop[p.block.0 as usize];
        c.is_some_and(|c| self.counted(c, s).is_some())
    }

    /// Where the points of `ctx` are scheduled: a callee without loops runs
    /// as if inlined, between its call site and the caller's next point (so
    /// a loop calling it sees its results before iterating again); other
    /// contexts in the order they were created. The context they are
    /// scheduled in, and the call sites from it to `ctx` as (reverse
    /// post-order of the block, index) in each caller; computed once per
    /// context (a context's parent is created before it).
    fn schedule(&mut self, ctx: usize) -> &(usize, Vec<(u32, usize)>) {
        while self.schedules.len() <= ctx {
            let c = self.schedules.len();
            let context = &self.contexts[c];
            let looping = self.cfgs[context.func.0 as usize].loop_head.contains(&true);
            let entry = match (context.parent, &context.site, context.summary, looping) {
                (Some(parent), Some((block, idx, ..)), None, false) => {
                    let (base, mut key) = self.schedules[parent].clone();
                    let cfg = &self.cfgs[self.contexts[parent].func.0 as usize];
                    key.push((cfg.rpo[block.0 as usize], *idx));
                    (base, key)
                }
                _ => (c, Vec::new()),
            };
            self.schedules.push(entry);
        }
        &self.schedules[ctx]
    }

    /// The CFG facts of the function `p` is in.
    fn cfg(&self, p: Point) -> &CfgInfo {
        &self.cfgs[self.contexts[p.ctx].func.0 as usize]
    }

    /// The source location of the block `p` is in (its first instruction's).
    fn block_loc(&self, p: Point) -> &Loc {
        let block = &self.prog.func(self.contexts[p.ctx].func).blocks[p.block.0 as usize];
        block.instrs.first().map_or(&block.term_loc, |i| &i.loc)
    }

    /// Whether `p` is the entry of a loop head block.
    fn is_loop_head(&self, p: Point) -> bool {
        p.idx == 0 && self.cfg(p).loop_head[p.block.0 as usize]
    }

    /// Adds a state at a point unless an equal or covering state is there already.
    fn add(&mut self, p: Point, s: D::State, cx: &mut Cx) {
        let within = &self.cfg(p).footprint[p.block.0 as usize];
        let looping = self.is_loop_head(p);
        let s = match looping {
            true => self.dom.enter_loop(s, within, self.block_loc(p), cx),
            false => s,
        };
        let head = looping && !self.unrolls(p, &s);
        let mut s = if head {
            let s = self.forget_counter(p, s);
            self.dom.abstract_state(s, within, cx)
        } else {
            s
        };
        // An exact exploration keeps states at loop heads only: paths that
        // meet elsewhere meet again there, where duplicates are dropped. An
        // abstract one also where paths meet (block entries with several
        // edges in, function entries, the returns of calls, where results
        // glued into different frames often agree), not along a path (its
        // states would take most of the memory).
        let meet = p.idx > 0 || p.block == BlockId(0) || self.cfg(p).meet[p.block.0 as usize];
        if head || (self.dom.abstracts() && meet) {
            let set = self.states.entry(p).or_default();
            if set.contains(&s) {
                return;
            }
            if head && self.dom.abstracts() {
                // Dropped if a stored state covers it, else joined with the
                // first stored state it joins with (one neither covers only
                // once the head holds the domain's `join_delay` states).
                let mut joined = None;
                let widen = set.len() >= self.dom.join_delay();
                for (i, e) in set.iter().enumerate() {
                    match self.dom.compare_join(e, &s, joined.is_none()) {
                        (Cmp::Equal | Cmp::LeftCovers, _) => return,
                        (Cmp::Incomparable, Some(_)) if !widen => {}
                        (_, Some(j)) => joined = Some((i, j)),
                        _ => {}
                    }
                }
                if joined.is_none() && set.len() >= COARSE_DELAY * self.dom.join_delay() {
                    joined = (set.iter().enumerate())
                        .find_map(|(i, e)| Some((i, self.dom.coarse_join(e, &s)?)));
                }
                if let Some((i, j)) = joined {
                    // A join equal to the state it was joined with (a join
                    // status less precise than its result) adds nothing.
                    if set.contains(&j) {
                        return;
                    }
                    set.shift_remove_index(i);
                    s = j;
                    // Nor do the stored states the join covers: dropped,
                    // while the head holds few (each is an entailment check).
                    let dom = self.dom;
                    if set.len() <= 2 * dom.join_delay() {
                        set.retain(|e| !dom.compare_join(&s, e, false).0.left_covers());
                    }
                }
            }
            set.insert(s.clone());
        }
        self.states_created += 1;
        let rpo = self.cfg(p).rpo[p.block.0 as usize];
        let order = if self.breadth_first {
            self.scheduled
        } else {
            0
        };
        self.scheduled += 1;
        if !self.pending.contains_key(&p) {
            let (base, key) = self.schedule(p.ctx);
            let (base, mut key) = (*base, key.clone());
            key.push((rpo, p.idx));
            self.worklist.insert((order, base, key, p));
        }
        self.pending.entry(p).or_default().push(s);
    }

    /// The states kept at each loop head, summed over calling contexts, by
    /// function and source line (sorted).
    pub fn loop_heads(&self) -> Vec<LoopHead> {
        let mut sizes: FxHashMap<(FuncId, u32), u64> = FxHashMap::default();
        for (p, set) in &self.states {
            if !self.is_loop_head(*p) {
                continue;
            }
            let func = self.contexts[p.ctx].func;
            let line = self.block_loc(*p).line;
            *sizes.entry((func, line)).or_default() += set.len() as u64;
        }
        let mut heads: Vec<LoopHead> = sizes
            .into_iter()
            .map(|((func, line), states)| LoopHead {
                function: self.prog.func(func).name.clone(),
                line,
                states,
            })
            .collect();
        heads.sort_unstable();
        heads
    }

    /// The call stack of a context, innermost first (lines of call sites).
    fn trace(&self, ctx: usize) -> Vec<Frame> {
        let mut frames = Vec::new();
        let mut c = &self.contexts[ctx];
        frames.push(Frame {
            function: self.prog.func(c.func).name.clone(),
            line: 0,
            column: 0,
        });
        while let (Some(parent), Some((_, _, _, loc))) = (c.parent, &c.site) {
            c = &self.contexts[parent];
            frames.push(Frame {
                function: self.prog.func(c.func).name.clone(),
                line: loc.line,
                column: loc.column,
            });
        }
        frames
    }

    /// Whether the program may still end from `block` of context `ctx`: a
    /// block that ends it is within reach, or a return to a caller from
    /// which it may (for a summarised context, any block calling it that
    /// may end the program or return).
    fn may_end(&self, mut ctx: usize, mut block: BlockId) -> bool {
        loop {
            let c = &self.contexts[ctx];
            let exits = &self.exits[c.func.0 as usize];
            let b = block.0 as usize;
            if exits.ends[b] || !exits.returns[b] {
                return exits.ends[b];
            }
            match (c.parent, &c.site, c.summary) {
                (Some(parent), Some((site, ..)), None) => (ctx, block) = (parent, *site),
                (_, _, Some(_)) => return exits.after_calls,
                _ => return true,
            }
        }
    }

    /// Executes a block from point `p` for one state, through calls and the terminator.
    fn run_block(&mut self, p: Point, s: D::State, cx: &mut Cx) {
        let func = self.prog.func(self.contexts[p.ctx].func);
        let block = &func.blocks[p.block.0 as usize];
        cx.trace = self.trace(p.ctx);
        cx.may_end = cx.property != Property::Memcleanup || self.may_end(p.ctx, p.block);
        let mut states = vec![s];
        for (i, instr) in block.instrs.iter().enumerate().skip(p.idx) {
            if let InstrKind::Call { .. } = &instr.kind {
                let after = Point { idx: i + 1, ..p };
                let dying = match block.instrs.get(i + 1).map(|k| &k.kind) {
                    Some(InstrKind::Kill { vars }) => &vars[..],
                    _ => &[],
                };
                for s in std::mem::take(&mut states) {
                    self.call(s, after, instr, dying, cx);
                }
                return;
            }
            states = self.dom.unite(
                std::mem::take(&mut states)
                    .into_iter()
                    .flat_map(|s| self.dom.exec(s, instr, cx))
                    .collect(),
                cx,
            );
            if states.is_empty() {
                return;
            }
        }
        for s in states {
            self.terminate(p, s, &block.term, &block.term_loc, cx);
        }
    }

    /// A call: built-ins execute in the domain, defined functions are entered
    /// in a new context; the caller's registers `dying` at the call are gone
    /// in the callee (a value passed only as an argument lives in the callee).
    fn call(&mut self, s: D::State, after: Point, instr: &Instr, dying: &[Var], cx: &mut Cx) {
        let InstrKind::Call { dst, callee, args } = &instr.kind else {
            return;
        };
        let dst = *dst;
        let targets = match callee {
            Callee::Direct(f) => vec![(s, *f)],
            Callee::Indirect(op) => self.dom.resolve_callee(&s, op, &instr.loc, cx),
        };
        for (s, f) in targets {
            let target = self.prog.func(f);
            // The error functions are the errors of unreach-call whatever
            // body the program gives them; other properties follow the body.
            let error = cx.property == Property::UnreachCall
                && super::builtin(&target.name) == Some(super::Builtin::ReachError);
            if !target.is_defined() || error {
                let direct = Instr {
                    kind: InstrKind::Call {
                        dst,
                        callee: Callee::Direct(f),
                        args: args.to_vec(),
                    },
                    loc: instr.loc.clone(),
                };
                for s in self.dom.exec(s, &direct, cx) {
                    self.add(after, s, cx);
                }
                continue;
            }
            if self.depth_of(after.ctx, f) >= self.recursion_depth {
                cx.give_up_recursion(format!(
                    "recursion of {}() deeper than {} calls",
                    target.name, self.recursion_depth
                ));
                continue;
            }
            let site = Some((after.block, after.idx - 1, dst, instr.loc.clone()));
            let context = Context {
                parent: Some(after.ctx),
                func: f,
                site,
                summary: None,
            };
            let inline = self.inlines(after, &s);
            for s in self.dom.enter(&s, f, args, dying, cx) {
                match self.dom.local_heap(&s, cx).filter(|_| !inline) {
                    Some((local, frame)) => {
                        let exact = self.dom.exact(&s);
                        self.call_summarised(context.clone(), local, frame, exact, after, cx)
                    }
                    None => {
                        let (ctx, _) = self.contexts.insert_full(context.clone());
                        self.add(Self::entry(ctx), s, cx);
                    }
                }
            }
        }
        cx.trace = self.trace(after.ctx);
    }

    /// The entry point of a context.
    fn entry(ctx: usize) -> Point {
        Point {
            ctx,
            block: BlockId(0),
            idx: 0,
        }
    }

    /// A call analysed over the callee's local heap `local`, cut from the
    /// caller's `frame` (`exact`: reached without over-approximation): the
    /// context of that local heap is shared with every other call from an
    /// equal one (it keeps the first caller's trace), and the results it
    /// already has are glued back at once.
    fn call_summarised(
        &mut self,
        context: Context,
        local: D::State,
        frame: D::Frame,
        exact: bool,
        after: Point,
        cx: &mut Cx,
    ) {
        let dst = context.site.as_ref().and_then(|site| site.2);
        let local = if self.depth_of(after.ctx, context.func) > 0 {
            self.dom.abstract_entry(local, cx)
        } else {
            local
        };
        let (local, exact) = self.widened_entry(context.func, local, exact);
        let ctx = match self.summaries.context(context.func, local.clone()) {
            Ok(ctx) => ctx,
            Err(key) => {
                let context = Context {
                    summary: Some(key.1),
                    ..context
                };
                let ctx = self.contexts.insert_full(context).0;
                self.summaries.register(key, ctx);
                ctx
            }
        };
        if exact && self.is_rooted(after.ctx) {
            self.rooted.insert(ctx);
        }
        for out in self.summaries.call(ctx, (after, dst), frame.clone()) {
            self.glue(after, &frame, &out, dst, cx);
        }
        self.add(Self::entry(ctx), local, cx);
    }

    /// The frame rule at the return to `after` (just past the call): the
    /// callee's result `out` glued into the caller's `frame`; what the glue
    /// loses (cells only freed memory held, say) is reported at the call.
    fn glue(
        &mut self,
        after: Point,
        frame: &D::Frame,
        out: &D::State,
        dst: Option<Var>,
        cx: &mut Cx,
    ) {
        let func = self.prog.func(self.contexts[after.ctx].func);
        let loc = func.blocks[after.block.0 as usize].instrs[after.idx - 1]
            .loc
            .clone();
        for g in self.dom.glue(frame, out, dst, &loc, cx) {
            self.add(after, g, cx);
        }
    }

    /// Whether a result the summarised context `ctx` has already covers
    /// `out` (as exactly): a recursive callee's results would otherwise grow
    /// with each level (a segment one node longer per return).
    fn covered_result(&self, ctx: usize, out: &D::State) -> bool {
        self.summaries.results(ctx).any(|r| {
            self.dom.compare(r, out).left_covers() && (self.dom.exact(r) || !self.dom.exact(out))
        })
    }

    /// The widening of a summary's results: once `ctx` has the domain's
    /// `join_delay` results, a new one is replaced by its join with the
    /// newest result it joins with (a recursive count returned one higher
    /// at each level: its range widens and the results converge).
    fn widened_result(&self, ctx: usize, out: D::State) -> D::State {
        let results: Vec<&D::State> = self.summaries.results(ctx).collect();
        if results.len() < self.dom.join_delay() {
            return out;
        }
        (results.into_iter().rev())
            .find_map(|r| self.dom.compare_join(r, &out, true).1)
            .unwrap_or(out)
    }

    /// The widening of calling contexts: once `func` was entered with the
    /// domain's `context_delay` local heaps, a new one that one of them
    /// covers shares its analysis, and one that joins with one is replaced by
    /// the join. The newest are tried first: a join with the latest join
    /// accumulates, one with the first entry would start over each time (a
    /// destructor called on lists of ever new shapes had 77 contexts, each
    /// joined from the first). A shared or joined entry is not an exact path
    /// to the callee.
    fn widened_entry(&self, func: FuncId, local: D::State, exact: bool) -> (D::State, bool) {
        let Some(delay) = self.dom.context_delay() else {
            return (local, exact);
        };
        if self.summaries.entries(func).count() < delay || self.summaries.entered(func, &local) {
            return (local, exact);
        }
        let mut joined = None;
        for e in self.summaries.entries(func).rev() {
            match self.dom.compare_join(e, &local, joined.is_none()) {
                (Cmp::Equal, _) => return (local, exact),
                (Cmp::LeftCovers, _) => return (e.clone(), false),
                (Cmp::RightCovers, _) => {}
                (Cmp::Incomparable, j) => joined = joined.or(j),
            }
        }
        match joined {
            Some(j) => (j, false),
            None => (local, exact),
        }
    }

    /// Whether an exact state of `ctx` is on an exact path from `main`: a
    /// summarised context counts exactness from its entry.
    fn is_rooted(&self, ctx: usize) -> bool {
        let mut c = ctx;
        loop {
            if self.rooted.contains(&c) {
                return true;
            }
            let context = &self.contexts[c];
            match context.parent {
                _ if context.summary.is_some() => return false,
                Some(p) => c = p,
                None => return true,
            }
        }
    }

    /// How many times `f` occurs on the call stack of `ctx`.
    fn depth_of(&self, ctx: usize, f: FuncId) -> u32 {
        let mut n = 0;
        let mut c = Some(ctx);
        while let Some(i) = c {
            n += u32::from(self.contexts[i].func == f);
            c = self.contexts[i].parent;
        }
        n
    }

    /// The terminator: branches refine the state, `ret` leaves the context.
    fn terminate(&mut self, p: Point, s: D::State, term: &Terminator, loc: &Loc, cx: &mut Cx) {
        match term {
            Terminator::Br(t) => self.edge(p, *t, s, loc, cx),
            Terminator::CondBr { cond, then_, else_ } => {
                for (val, t) in [(true, *then_), (false, *else_)] {
                    for s in self.dom.assume(&s, Cond::Truth(cond), val, cx) {
                        self.edge(p, t, s, loc, cx);
                    }
                }
            }
            Terminator::Switch {
                val,
                width,
                cases,
                default,
            } => {
                let mut rest = vec![s];
                for (c, t) in cases {
                    let eq = Cond::Equals(val, *c, *width);
                    let taken: Vec<_> = rest
                        .iter()
                        .flat_map(|s| self.dom.assume(s, eq.clone(), true, cx))
                        .collect();
                    for s in taken {
                        self.edge(p, *t, s, loc, cx);
                    }
                    rest = rest
                        .iter()
                        .flat_map(|s| self.dom.assume(s, eq.clone(), false, cx))
                        .collect();
                }
                for s in rest {
                    self.edge(p, *default, s, loc, cx);
                }
            }
            Terminator::Ret(v) => {
                let ctx = &self.contexts[p.ctx];
                let (parent, site) = (ctx.parent, ctx.site.clone());
                if ctx.summary.is_some() {
                    // The result goes to every caller of this local heap.
                    for out in self.dom.leave(&s, v.as_ref(), Some(RETURN), loc, cx) {
                        let out = self.dom.summarise(out, cx);
                        if self.covered_result(p.ctx, &out) {
                            continue;
                        }
                        let out = self.widened_result(p.ctx, out);
                        for ((back, dst), caller) in self.summaries.result(p.ctx, out.clone()) {
                            self.glue(back, &caller, &out, dst, cx);
                        }
                    }
                    return;
                }
                let dst = site.as_ref().and_then(|s| s.2);
                let out = self.dom.leave(&s, v.as_ref(), dst, loc, cx);
                if let (Some(parent), Some((block, idx, _, _))) = (parent, site) {
                    for s in out {
                        self.add(
                            Point {
                                ctx: parent,
                                block,
                                idx: idx + 1,
                            },
                            s,
                            cx,
                        );
                    }
                }
            }
            Terminator::Unreachable => {}
        }
    }

    /// Follows the CFG edge from `p.block` to `to`, executing the phi moves of `to`.
    fn edge(&mut self, p: Point, to: BlockId, s: D::State, loc: &Loc, cx: &mut Cx) {
        let cfg = self.cfg(p);
        let (head, from) = (to.0 as usize, p.block.0 as usize);
        // Loops bounded by a small constant end anyway: not bounded further.
        let s = if cfg.loop_head[head] && cfg.counter[head].is_none() {
            let again = cfg.rpo[head] <= cfg.rpo[from];
            match self.dom.iterate(s, to, again) {
                Some(s) => s,
                None => return,
            }
        } else {
            s
        };
        let func = self.prog.func(self.contexts[p.ctx].func);
        let phis = &func.blocks[to.0 as usize].phis;
        let target = Point {
            ctx: p.ctx,
            block: to,
            idx: 0,
        };
        if phis.is_empty() {
            return self.add(target, s, cx);
        }
        let moves = phis
            .iter()
            .filter_map(|phi| {
                let op = phi.incoming.iter().find(|(b, _)| *b == p.block)?;
                Some((phi.dst, op.1.clone()))
            })
            .collect();
        let mv = Instr {
            kind: InstrKind::Move { moves },
            loc: loc.clone(),
        };
        for s in self.dom.exec(s, &mv, cx) {
            self.add(target, s, cx);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smg::{Mode, SmgDomain};
    use crate::Options;

    /// Runs SMG's abstract pass over `prog` with at most `states` states.
    fn abstract_run<'a>(
        prog: &'a Program,
        dom: &'a SmgDomain<'a>,
        states: u64,
        cx: &mut Cx,
    ) -> (Fixpoint<'a, SmgDomain<'a>>, Outcome) {
        let opts = Options::default();
        let budget = Budget::new(None, None, states);
        let mut fix = Fixpoint::new(dom, prog, opts.recursion_depth, budget, false);
        let main = prog.function_by_name("main").expect("main");
        fix.start(main, cx);
        let outcome = fix.run(cx);
        (fix, outcome)
    }

    #[test]
    fn no_state_kept_at_a_loop_head_covers_another() {
        // Lists nested five deep: each level's segments differ in minimum
        // length (0+, 1+, 0/1) until joins make them general.
        let prog = crate::engine::tests::corpus_program("data/lists/nested5_topdown_safe.c");
        let opts = Options::default();
        let dom = SmgDomain::new(&prog, Mode::Abstract, opts.tuning.smg_thresholds);
        let mut cx = Cx::new(opts.property, opts.oom, None);
        let (fix, outcome) = abstract_run(&prog, &dom, 100_000, &mut cx);
        assert!(matches!(outcome, Outcome::Complete));
        for (p, set) in fix.states.iter().filter(|(p, _)| fix.is_loop_head(**p)) {
            for (i, a) in set.iter().enumerate() {
                for b in set.iter().skip(i + 1) {
                    assert!(!dom.compare(a, b).left_covers(), "{p:?}");
                    assert!(!dom.compare(b, a).left_covers(), "{p:?}");
                }
            }
        }
    }

    #[test]
    fn a_recursive_count_returned_up_the_calls_converges() {
        // length() returns 0, 1, 2, ... one per level; a kept pointer into
        // the list keeps each level's local heap apart.
        let file = "data/fa/list_recursive_kept_pointer_safe.c";
        let prog = crate::engine::tests::corpus_program(file);
        let opts = Options::default();
        let dom = SmgDomain::new(&prog, Mode::Abstract, opts.tuning.smg_thresholds);
        let mut cx = Cx::new(opts.property, opts.oom, None);
        let (_, outcome) = abstract_run(&prog, &dom, 5_000, &mut cx);
        assert!(matches!(outcome, Outcome::Complete));
        assert!(cx.findings.is_empty() && cx.unknown.is_empty());
    }
}
